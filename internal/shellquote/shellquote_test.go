package shellquote

import (
	"os/exec"
	"testing"
)

// TestQuoteRoundTrips: each word, quoted and read back by sh, is itself;
// a plain path stays as it is (the messages keep their look).
func TestQuoteRoundTrips(t *testing.T) {
	words := []string{"out/gtn/0123", "gs://b/out/gtn@latest", "my runs/out", "it's", "", "a\"b", "$HOME", "*.jsonl", "x;rm -rf y", "tab\there", "new\nline", "~user", "#c", "ü/ö", "=ls", "=", "a=b"}
	for _, w := range []string{"out/gtn/0123", "gs://b/out/gtn@latest", "a=b,c:d+e%f"} {
		if Quote(w) != w {
			t.Errorf("Quote(%q) = %q, want it unquoted", w, Quote(w))
		}
	}
	// zsh reads a bare "=ls" as the path of ls (EQUALS); sh, below, cannot
	// show it, so the quoting is checked as text.
	if Quote("=ls") != "'=ls'" || Quote("=") != "'='" {
		t.Errorf("Quote(%q) = %s, Quote(%q) = %s: a leading '=' must be quoted for zsh", "=ls", Quote("=ls"), "=", Quote("="))
	}
	if Quote("my runs/out") != "'my runs/out'" || Quote("it's") != `'it'"'"'s'` {
		t.Errorf("Quote: %s, %s", Quote("my runs/out"), Quote("it's"))
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("SKIP the shell's reading: no sh")
	}
	for _, w := range words {
		out, err := exec.Command(sh, "-c", `printf '%s' `+Quote(w)).Output()
		if err != nil || string(out) != w {
			t.Errorf("sh read %s as %q (%v), want %q", Quote(w), out, err, w)
		}
	}
	out, err := exec.Command(sh, "-c", `printf '[%s]' `+Join([]string{"a b", "c", "'d'"})).Output()
	if err != nil || string(out) != "[a b][c]['d']" {
		t.Errorf("Join: sh read %q (%v)", out, err)
	}
}
