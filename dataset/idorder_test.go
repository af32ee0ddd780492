package dataset

import "testing"

// FuzzIDLess: IDLess is a strict total order (view sorts a version's ids
// by it and pages through them by position, versions diff lists by it):
// of two different ids exactly one is less, an id is not less than
// itself, and it is transitive.
func FuzzIDLess(f *testing.F) {
	f.Add("a.txt:10", "a.txt:2", "a.txt:01")
	f.Add("file:01", "file:1", "file:1x")
	f.Add("#v2", "#v10", "v")
	f.Add("00", "0", "0a")
	f.Add("1x", "01y", "001")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		for _, x := range []string{a, b, c} {
			if IDLess(x, x) {
				t.Fatalf("IDLess(%q, %q)", x, x)
			}
		}
		for _, p := range [][2]string{{a, b}, {b, c}, {a, c}} {
			if x, y := p[0], p[1]; x != y && IDLess(x, y) == IDLess(y, x) {
				t.Fatalf("%q and %q: less both ways or neither (%v)", x, y, IDLess(x, y))
			}
		}
		ids := []string{a, b, c}
		for _, x := range ids {
			for _, y := range ids {
				for _, z := range ids {
					if IDLess(x, y) && IDLess(y, z) && !IDLess(x, z) {
						t.Fatalf("%q < %q < %q but not %q < %q", x, y, z, x, z)
					}
				}
			}
		}
	})
}
