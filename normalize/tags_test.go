package normalize

import "testing"

// Markup tags were read bracket by bracket ("less than noise greater
// than"): a transcript's event tag is its name, as NeMo's text
// normalization says it; an HTML element's tag is mostly unsaid; a
// comparison stays one.
func TestMarkupTags(t *testing.T) {
	checkCases(t, []caseT{
		{"go <noise/> home", "go noise home", []string{"go home"}},
		{"go<noise/>home", "go noise home", nil},
		{"<singing> haleluja </singing>", "singing haleluja singing", nil},
		{"<pitch=-.3>123 123</pitch>", "pitch one hundred twenty three one hundred twenty three pitch", nil},
		{`<a href="x.html">link</a> here`, "link here", nil},
		{"line<br />break", "line break", nil},
		{"if a<b and c>d", "if a less than b and c greater than d", nil},
		{"x < 5 and y > 3", "x less than five and y greater than three", nil},
	})
}

// TestTagNameDigits: a tag's name says its digits ("<A0>" was "a0", a
// digit left in the spoken form; the fuzzer's input is kept in
// testdata/fuzz/FuzzVerbalize).
func TestTagNameDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"<A0>", "a zero", nil},
		{"<speaker_2> hello", "speaker two hello", nil},
		{"a <h1>Title</h1> here", "a title here", []string{"a h one title here"}},
		{"go <noise/> home", "go noise home", nil},
	})
}
