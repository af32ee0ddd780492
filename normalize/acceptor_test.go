package normalize

import (
	"strings"
	"testing"
	"unsafe"
)

// An Acceptor answers as Accepts whatever it keeps: texts asked again,
// after their slot went to another text, read alone or in a longer text,
// too long to keep, or that cannot be verbalized (an error, kept too).
func TestAcceptorIsAccepts(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	long := strings.Repeat("In 1832 they paid $5. ", 8)
	cases := [][2]string{
		{"17", "seventeen"}, {"17", "seventy"}, {"1832.", "eighteen thirty two"}, {"1832.", "eighteen"},
		{"$5", "five dollars"}, {"$5", "five"}, {"August 28", "august twenty eighth"}, {"28", "twenty eighth"},
		{"Mr.", "mister"}, {"3rd", "third"}, {"bad\x00text", "bad text"}, {"\xff", "x"},
		{long, strings.Repeat("in eighteen thirty two they paid five dollars ", 8)}, {long, "no"},
	}
	for _, size := range []int{0, 1, 3} {
		a := v.NewAcceptor(size)
		for round := range 3 {
			for i := range cases {
				c := cases[(i*(round+1))%len(cases)]
				want, wantErr := v.Accepts(c[0], c[1])
				got, err := a.Accepts(c[0], c[1])
				if got != want || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
					t.Errorf("size %d: Accepts(%q, %q) = %v, %v; want %v, %v", size, c[0], c[1], got, err, want, wantErr)
				}
			}
		}
		want := size
		if size == 0 {
			want = DefaultAcceptorSize
		}
		if len(a.index) > want || len(a.slots) > want || cap(a.slots) != want {
			t.Errorf("size %d: keeps %d texts (%d slots of %d), want at most %d", size, len(a.index), len(a.slots), cap(a.slots), want)
		}
		if _, ok := a.index[long]; ok {
			t.Errorf("size %d: kept a text of %d bytes", size, len(long))
		}
	}
}

// A kept text is a copy: the caller's text is a span of a whole pair's
// text, which the slot would otherwise keep alive as long as it is kept.
func TestAcceptorKeepsACopy(t *testing.T) {
	pair := strings.Repeat("words around the number ", 40) + "17 of them"
	span := pair[len(pair)-10 : len(pair)-8]
	a := New(DefaultStyle(), Options{}).NewAcceptor(0)
	if ok, err := a.Accepts(span, "seventeen"); !ok || err != nil {
		t.Fatalf("Accepts(%q, seventeen) = %v, %v", span, ok, err)
	}
	if len(a.slots) != 1 || a.slots[0].text != "17" {
		t.Fatalf("slots %+v, want one for %q", a.slots, span)
	}
	if unsafe.StringData(a.slots[0].text) == unsafe.StringData(span) {
		t.Errorf("the kept text shares the caller's string (%d bytes kept alive)", len(pair))
	}
}
