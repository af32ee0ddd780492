package textcut

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPrefix(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"", 3, ""},
		{"abc", 3, "abc"},
		{"abcd", 3, "abc"},
		{"abcd", 0, ""},
		// "é" is 2 bytes, "€" 3, "😀" 4: a cut inside one moves back to
		// its start.
		{"aé", 2, "a"},
		{"aéb", 3, "aé"},
		{"a€", 2, "a"},
		{"a€", 3, "a"},
		{"a€b", 4, "a€"},
		{"😀😀", 7, "😀"},
		{"😀😀", 8, "😀😀"},
		// Continuation bytes without a start move the cut back as a
		// character's would, with the byte before them.
		{"ab\x80\x80", 2, "a"},
		{"a\x80\x80\x80", 2, ""},
	} {
		if got := Prefix(tc.s, tc.n); got != tc.want {
			t.Errorf("Prefix(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
		if got := Prefix([]byte(tc.s), tc.n); string(got) != tc.want {
			t.Errorf("Prefix([]byte(%q), %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
	// Any cut of valid text is valid text of at most n bytes, and the
	// longest such: one more character would pass n.
	s := strings.Repeat("aé€😀", 50)
	for n := 0; n <= len(s); n++ {
		p := Prefix(s, n)
		if !utf8.ValidString(p) || len(p) > n || !strings.HasPrefix(s, p) {
			t.Fatalf("Prefix(s, %d) = %q", n, p)
		}
		if p != s {
			if _, size := utf8.DecodeRuneInString(s[len(p):]); len(p)+size <= n {
				t.Fatalf("Prefix(s, %d) = %d bytes; the next character fits", n, len(p))
			}
		}
	}
}

func TestList(t *testing.T) {
	names := []string{"a", "b", "c", "d", "e"}
	for _, tc := range []struct {
		names []string
		n     int
		want  string
	}{
		{nil, 3, ""},
		{names[:1], 3, "a"},
		{names[:3], 3, "a, b, c"},
		{names, 3, "a, b, c and 2 more"},
		{names, 0, "5 more"},
	} {
		if got := List(tc.names, tc.n); got != tc.want {
			t.Errorf("List(%q, %d) = %q, want %q", tc.names, tc.n, got, tc.want)
		}
	}
}

// TestPlural: the singular for a count of one only, zero included among
// the plurals ("0 files", as the notes say it).
func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "files", 1: "file", 2: "files", 1000: "files"} {
		if got := Plural(n, "file", "files"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
}

// A quote at the limit is whole; one byte over is cut to the limit with
// "…", on a character boundary.
func TestQuote(t *testing.T) {
	at := strings.Repeat("a", QuoteLimit)
	if got := Quote(at); got != at {
		t.Errorf("Quote of %d bytes = %q, want it whole", len(at), got)
	}
	over := strings.Repeat("é", QuoteLimit)
	got := Quote(over)
	if !strings.HasSuffix(got, "…") || len(got) > QuoteLimit+len("…") || !utf8.ValidString(got) {
		t.Errorf("Quote of %d bytes = %q (%d bytes), want at most %d bytes and \"…\", valid UTF-8", len(over), got, len(got), QuoteLimit)
	}
}
