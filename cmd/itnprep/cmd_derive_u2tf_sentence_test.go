package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/u2tf"
)

// TestDeriveU2TFSpansStopAtSentenceEnd: with the CLI, a text whose
// sentence ends between two entities ("$5. 10 people") derives two spans,
// the period the punctuation label of the first span's last token, and
// each realizes exactly (the Go check and the independent Python one in
// checkU2TFVersion); no span row's output holds a sentence's end.
// "five dollars ten" -> "$5. 10" was one span (qa65).
func TestDeriveU2TFSpansStopAtSentenceEnd(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "two.txt")
	text := "It cost $5. 10 people came.\nWas it $20? 30 is too much.\n"
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	parent := prepOK(t, "prep", "text", "--input", in, "--keep-case-punct", "--output", filepath.Join(tmp, "p"))
	v := prepOK(t, "derive", "u2tf", "--from", parent, "--output", filepath.Join(tmp, "u"))
	_, cls, spans := checkU2TFVersion(t, v, parent, 2, 2)
	if cls != 2 || spans != 4 {
		t.Fatalf("%d classifier rows, %d span rows; want 2 and 4 (two entities a sentence apart in each)", cls, spans)
	}
	var outs []string
	for _, r := range u2tfRows(t, v) {
		switch r.Kind {
		case dataset.U2TFSpan:
			outs = append(outs, r.Output)
			if strings.ContainsAny(r.Output, ".?") {
				t.Errorf("%s: span output %q holds a sentence's end", r.ID, r.Output)
			}
		case dataset.U2TFClassifier:
			ends := 0
			for i := range r.Punct {
				if u2tf.EndsSentence(r.Punct, i) {
					ends++
				}
			}
			if ends != 2 {
				t.Errorf("%s: %d sentence ends in punct %v, want 2", r.ID, ends, r.Punct)
			}
		}
	}
	if got := strings.Join(outs, " | "); !strings.Contains(got, "$5 | 10") || !strings.Contains(got, "$20 | 30") {
		t.Errorf("span outputs %q, want $5 and 10, $20 and 30 apart", got)
	}
}
