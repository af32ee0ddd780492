package sources

import (
	"bytes"
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
