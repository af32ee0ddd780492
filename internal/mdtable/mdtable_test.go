package mdtable

import "testing"

func TestCellAndCode(t *testing.T) {
	for _, c := range [][3]string{
		// s, Cell(s), Code(s)
		{"a|b", `a\|b`, "`a|b`"},
		{"line\r\nbreak\nand\rmore", "line break and more", "`line\r\nbreak\nand\rmore`"},
		{"``", "``", "``` `` ```"},
		{"a`b", "a`b", "``a`b``"},
		{"", "", "`\"\"`"},
	} {
		if got := Cell(c[0]); got != c[1] {
			t.Errorf("Cell(%q) = %q, want %q", c[0], got, c[1])
		}
		if got := Code(c[0]); got != c[2] {
			t.Errorf("Code(%q) = %q, want %q", c[0], got, c[2])
		}
	}
}
