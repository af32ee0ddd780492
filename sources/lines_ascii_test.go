package sources

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// plainASCIIRef is what plainASCII must answer: valid UTF-8 and no NUL is
// not enough (a multi-byte rune sends the line to the full checks), so the
// reference is "every byte in 1..0x7f".
func plainASCIIRef(text []byte) bool {
	for _, c := range text {
		if c == 0 || c >= 0x80 {
			return false
		}
	}
	return true
}

func TestPlainASCII(t *testing.T) {
	cases := [][]byte{
		nil, []byte(""), []byte("a"), []byte("PLAIN\tthe\t<self>"), []byte("12345678"),
		[]byte("1234567\x00"), []byte("\x00234567812345678"), []byte("12345678\x00"),
		[]byte("1234567812345678\x00"), []byte("café"), []byte("1234567é"),
		[]byte("12345678123\x80"), []byte("\x7f\x7f\x7f\x7f\x7f\x7f\x7f\x7f\x7f"),
		[]byte("\x01\x01\x01\x01\x01\x01\x01\x01"), []byte("\xff"), bytes.Repeat([]byte("x"), 1000),
	}
	// Every position of a NUL and of a high byte in lines of 0..20 bytes:
	// the word loop and the tail loop both see each.
	for n := 0; n <= 20; n++ {
		for i := 0; i < n; i++ {
			for _, c := range []byte{0, 0x80, 0xff, 0x01, 0x7f} {
				b := bytes.Repeat([]byte("a"), n)
				b[i] = c
				cases = append(cases, b)
			}
		}
	}
	for _, c := range cases {
		if got, want := plainASCII(c), plainASCIIRef(c); got != want {
			t.Errorf("plainASCII(%q) = %v, want %v", c, got, want)
		}
		// What finish relies on: true means valid UTF-8 without a NUL.
		if plainASCII(c) && (!utf8.Valid(c) || bytes.IndexByte(c, 0) >= 0) {
			t.Errorf("plainASCII(%q) = true for a line the full checks reject", c)
		}
	}
}

func FuzzPlainASCII(f *testing.F) {
	f.Add([]byte("PLAIN\tthe\t<self>"))
	f.Add([]byte("1234567\x00"))
	f.Add([]byte("caf\xc3\xa9 au lait"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := plainASCII(b), plainASCIIRef(b); got != want {
			t.Fatalf("plainASCII(%q) = %v, want %v", b, got, want)
		}
	})
}

// TestInvalidUTF8SaysWhereAndHow: a Latin-1 / Windows-1252 line ("Café"
// with 0xE9) was a bare "invalid UTF-8"; the reason names the byte, its
// place in the line and the conversion, for every line-based source.
func TestInvalidUTF8SaysWhereAndHow(t *testing.T) {
	lr := NewLineReader("latin1.txt", strings.NewReader("Caf\xe9 costs $5.\nna\xefve \xe2\x82\xac5 \xff\n"), 0)
	want := []string{
		"invalid UTF-8 (byte 0xE9 at byte 4 of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)",
		"invalid UTF-8 (byte 0xEF at byte 3 of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)",
	}
	for i, w := range want {
		ln, err := lr.Next()
		if err != nil {
			t.Fatal(err)
		}
		if ln.Rule != "invalid_utf8" || ln.Problem != w {
			t.Errorf("line %d: rule %q problem %q, want %q", i+1, ln.Rule, ln.Problem, w)
		}
	}
}
