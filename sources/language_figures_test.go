package sources

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLanguageCheckFigures prints the language check's figures of
// docs/CLI.md (prep text, --language): how many lines of each file it
// rejects, alone (NotEnglishWhy) and read as a file in order (LanguageRun,
// as prep reads), and the same over the file cut to each line's first 4
// words (a file of short lines). It runs only when given data:
//
//	ITNPREP_LANGUAGE_ENGLISH=/tmp/verbal/gtn_dev_clean.jsonl,/tmp/verbal/extra_study.jsonl \
//	ITNPREP_LANGUAGE_LINGUA=LINGUA_GO/cmd/language-testdata \
//	gosem go test ./sources/ -run TestLanguageCheckFigures -v
//
// English files are JSONL with a "text" field or plain lines: every
// reject there is a false one. ITNPREP_LANGUAGE_OTHER names files of other
// languages (the same forms), where every line passed is one missed. LINGUA_GO is a checkout of
// github.com/pemistahl/lingua-go, whose sentences/LANG.txt are 1,000
// sentences a language (Leipzig Corpora Collection).
func TestLanguageCheckFigures(t *testing.T) {
	english, lingua := os.Getenv("ITNPREP_LANGUAGE_ENGLISH"), os.Getenv("ITNPREP_LANGUAGE_LINGUA")
	other := os.Getenv("ITNPREP_LANGUAGE_OTHER")
	if english == "" && lingua == "" && other == "" {
		t.Skip("set ITNPREP_LANGUAGE_ENGLISH and/or ITNPREP_LANGUAGE_OTHER (files), ITNPREP_LANGUAGE_LINGUA (lingua-go's cmd/language-testdata)")
	}
	report := func(name string, lines []string) {
		alone := 0
		for _, l := range lines {
			if NotEnglishWhy(l) != "" {
				alone++
			}
		}
		short := make([]string, len(lines))
		for i, l := range lines {
			w := strings.Fields(l)
			short[i] = strings.Join(w[:min(4, len(w))], " ")
		}
		t.Logf("%-40s lines %5d  rejected alone %5d  as a file %5d  first 4 words as a file %5d",
			name, len(lines), alone, runRejects(lines), runRejects(short))
	}
	for _, p := range strings.Split(english, ",") {
		if p != "" {
			report("en "+filepath.Base(p), figureLines(t, p))
		}
	}
	for _, p := range strings.Split(other, ",") {
		if p != "" {
			report("other "+filepath.Base(p), figureLines(t, p))
		}
	}
	if lingua != "" {
		for _, lang := range strings.Fields("en fr de es it pt nl pl tr sv cs id vi ro hu fi") {
			report(lang+" lingua sentences", figureLines(t, filepath.Join(lingua, "sentences", lang+".txt")))
		}
	}
}

// runRejects is how many of lines LanguageRun rejects, read as one file.
func runRejects(lines []string) int {
	n := 0
	r := LanguageRun[struct{}]{Behind: RunBehind, Ahead: RunAhead, Out: func(_ struct{}, why string) error {
		if why != "" {
			n++
		}
		return nil
	}}
	for _, l := range lines {
		_ = r.Add(l, struct{}{}, true)
	}
	_ = r.Flush()
	return n
}

// figureLines reads a file's lines, a JSON line's "text" field for it.
func figureLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		l := sc.Text()
		if strings.TrimSpace(l) == "" {
			continue
		}
		if strings.HasPrefix(l, "{") {
			var rec struct {
				Text string `json:"text"`
			}
			if json.Unmarshal([]byte(l), &rec) == nil && rec.Text != "" {
				l = rec.Text
			}
		}
		lines = append(lines, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// TestGTNLanguageCheckFigures prints the figures of prep gtn's check of a
// file that no name says the language of (gtnLanguageCheck): of each
// English file of ITNPREP_LANGUAGE_ENGLISH, how many runs of n consecutive
// sentences (each start; n = gtnSampleSentences, 20, 5, 1) it would
// refuse, read as a file's first sentences: every one is a false refusal.
func TestGTNLanguageCheckFigures(t *testing.T) {
	english := os.Getenv("ITNPREP_LANGUAGE_ENGLISH")
	if english == "" {
		t.Skip("set ITNPREP_LANGUAGE_ENGLISH (files)")
	}
	for _, p := range strings.Split(english, ",") {
		lines := figureLines(t, p)
		for _, n := range []int{gtnSampleSentences, 20, 5, 1} {
			refused := 0
			for i := 0; i+n <= len(lines); i++ {
				c := newGTNLanguageCheck("f", GTNCheckPrep)
				for _, l := range lines[i : i+n] {
					c.add(l)
				}
				if c.end() != nil {
					refused++
				}
			}
			t.Logf("%-24s runs of %3d sentences %6d  refused %5d", filepath.Base(p), n, max(0, len(lines)-n+1), refused)
		}
	}
}
