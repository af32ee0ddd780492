package align

import (
	"fmt"
	"strings"
	"testing"
)

// TestSlideRepeats: difflib pairs a written block with the first of two
// spoken repeats; when the text before it was deleted and the second
// repeat inserted, the block slides onto the second and the deleted text
// pairs with the first.
func TestSlideRepeats(t *testing.T) {
	al := NewAligner(false)
	for _, c := range []struct{ a, b, want string }{
		// "We paid $5, five dollars." said "we paid five dollars five dollars"
		{"we paid 5 five dollars", "we paid five dollars five dollars", "[{equal 0 2 0 2} {replace 2 3 2 4} {equal 3 5 4 6}]"},
		{"i have 5 five apples", "i have five five apples", "[{equal 0 2 0 2} {replace 2 3 2 3} {equal 3 5 3 5}]"},
		// the repeat inserted is longer than the block: the rest stays inserted
		{"x 5 five", "x five five five", "[{equal 0 1 0 1} {replace 1 2 1 2} {equal 2 3 2 3} {insert 3 3 3 4}]"},
		// nothing to slide
		{"we paid 5 dollars", "we paid five dollars", "[{equal 0 2 0 2} {replace 2 3 2 3} {equal 3 4 3 4}]"},
		{"5 five apples", "five apples", "[{delete 0 1 0 0} {equal 1 3 0 2}]"},
	} {
		a, b := strings.Fields(c.a), strings.Fields(c.b)
		al.AlignTokens(a, b)
		var got []string
		for _, op := range SlideRepeats(al.Opcodes(), b) {
			got = append(got, fmt.Sprintf("{%s %d %d %d %d}", tagNames[op.Tag], op.I1, op.I2, op.J1, op.J2))
		}
		if s := "[" + strings.Join(got, " ") + "]"; s != c.want {
			t.Errorf("%q / %q: %s, want %s", c.a, c.b, s, c.want)
		}
	}
}
