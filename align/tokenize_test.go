package align

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/testutil"
)

func TestTokenize(t *testing.T) {
	for in, want := range map[string][]string{
		"Don't pay $3.50!":       {"don", "'", "t", "pay", "$", "3", ".", "50", "!"},
		"  ":                     nil,
		"A\u001cB":               {"a", "b"}, // Python's isspace includes U+001C..U+001F
		"Straße ÄRGER":           {"straße", "ärger"},
		"ΟΔΟΣ Σ ΣΑ.":             {"\u03bf\u03b4\u03bf\u03c2", "\u03c3", "\u03c3\u03b1", "."},
		"İx":                     {"i\u0307x"},
		"50%—ok…":                {"50", "%", "—", "ok", "…"},
		"a\xffb":                 {"a", "\uFFFD", "b"},
		"tab\there\nnew\u00a0nb": {"tab", "here", "new", "nb"},
	} {
		got := Texts(nil, Tokenize(in))
		if !slices.Equal(got, want) {
			t.Errorf("Tokenize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTokenOffsets(t *testing.T) {
	s := "Author: abc. I was b@rn"
	var got []string
	for _, tk := range Tokenize(s) {
		got = append(got, s[tk.Start:tk.End])
	}
	want := []string{"Author", ":", "abc", ".", "I", "was", "b", "@", "rn"}
	if !slices.Equal(got, want) {
		t.Errorf("original spans %q, want %q", got, want)
	}
}

func TestTokenizerNoAllocs(t *testing.T) {
	var tk Tokenizer
	s := "The Quick brown Fox, said Σωκράτης; $5."
	tk.Tokenize(s)
	if a := testing.AllocsPerRun(100, func() { tk.Tokenize(s) }); a != 0 {
		t.Errorf("Tokenize allocates %.1f times per call in steady state, want 0", a)
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"Don't pay $3.50!", "ΟΔΟΣ. İ", "a\xffb\u001f c", ""} {
		f.Add(s)
	}
	var tk Tokenizer
	f.Fuzz(func(t *testing.T, s string) {
		toks := tk.Tokenize(s)
		prevEnd := 0
		for n, x := range toks {
			if x.Start < prevEnd || x.End <= x.Start || x.End > len(s) || x.Text == "" {
				t.Fatalf("token %d %+v bad offsets (prev end %d, len %d)", n, x, prevEnd, len(s))
			}
			if strings.TrimFunc(s[prevEnd:x.Start], isSpace) != "" && utf8.ValidString(s[prevEnd:x.Start]) {
				t.Fatalf("token %d: non-space text %q skipped", n, s[prevEnd:x.Start])
			}
			if strings.ContainsFunc(x.Text, isSpace) {
				t.Fatalf("token %d %q contains white space", n, x.Text)
			}
			prevEnd = x.End
		}
		if utf8.ValidString(s) && strings.TrimFunc(s[prevEnd:], isSpace) != "" {
			t.Fatalf("trailing text %q lost", s[prevEnd:])
		}
	})
}

// Tricky inputs against the anchor tokenizer itself (Python's lower(),
// isspace() and unicodedata categories).
func TestTokenizeMatchesPython(t *testing.T) {
	anchors := testutil.SharedDir(t) + "/anchors"
	inputs := []string{
		"ΟΔΟΣ Σ ΣΑ.", "ΑΣ'Α ΑΣ'. ΑΣ.Σ", "İstanbul İ", "50%—ok…", "Straße ÄRGER ǅungla",
		"A\u001cB\u001dC\u001eD\u001fE\u0085F\u2028G\u00a0H\u200bI", "x\u180ey", "Ⓐⓑ ⅠⅡ ½ ² µ K Å",
		"it's “quoted” — «fr» ¿qué? ¡sí! 3.14 $5 €6 £7 ¥8 @home #tag 5+3=8 a|b ~x ^y `z`",
		"\U0001F600 smile 😀👍🏽 e\u0301 ﬁ ǈ", "tab\there\r\nnew",
	}
	var in bytes.Buffer
	for _, s := range inputs {
		line, _ := json.Marshal(map[string]string{"written": s, "spoken": ""})
		in.Write(line)
		in.WriteByte('\n')
	}
	ref := runReference(t, in.Bytes(), "--tokenize", anchors, "--modes", "")
	for n, s := range inputs {
		if got := Texts(nil, Tokenize(s)); !slices.Equal(got, ref[n].A) {
			t.Errorf("Tokenize(%q)\n got %q\nwant %q", s, got, ref[n].A)
		}
	}
}
