package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// TestStreamingRejectsOnStderrAreCapped: the streaming commands that
// report bad lines on stderr (evaluate by default, align and mine with
// --out -, verbalize without --rejects) printed one line per bad line, so
// a file of 100,000 bad lines flooded the terminal. They print the first
// quarantine.TextLimit, then the summary naming a file that holds every
// one of them (the shown ones too).
func TestStreamingRejectsOnStderrAreCapped(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	const bad = 60
	var pairs, texts strings.Builder
	for i := range bad {
		fmt.Fprintf(&pairs, "not json %d\n", i)
		texts.WriteString("\U0001F600\n")
	}
	pairs.WriteString(`{"id": "g", "hyp": "a b", "ref": "a b", "written": "a", "spoken": "a"}` + "\n")
	in := writeFile(t, tmp, "in.jsonl", pairs.String())
	emoji := writeFile(t, tmp, "emoji.txt", texts.String())
	fileRe := regexp.MustCompile(`all \d+ in (\S+?\.jsonl)`)
	for _, c := range []struct {
		args []string
		per  string // the text of a reject line
	}{
		{[]string{"evaluate", "--in", in, "--max-reject-rate", "1"}, ": quarantined: "},
		{[]string{"align", "--in", in, "--out", "-"}, ": quarantined: "},
		{[]string{"verbalize", "--in", emoji}, ": quarantined: "},
	} {
		_, stderr, _ := run(t, c.args...)
		if got := strings.Count(stderr, c.per); got != quarantine.TextLimit {
			t.Errorf("%v: %d reject lines on stderr, want %d:\n%s", c.args, got, quarantine.TextLimit, stderr)
		}
		m := fileRe.FindStringSubmatch(stderr)
		if m == nil || !strings.Contains(stderr, fmt.Sprintf("the first %d on stderr above; all %d in ", quarantine.TextLimit, bad)) {
			t.Errorf("%v: stderr names no file holding all %d rejects:\n%s", c.args, bad, stderr)
			continue
		}
		b, err := os.ReadFile(m[1])
		if err != nil || strings.Count(string(b), "\n") != bad || filepath.Dir(m[1]) != tmp {
			t.Errorf("%v: %s: %v, %d lines, want %d in %s", c.args, m[1], err, strings.Count(string(b), "\n"), bad, tmp)
		}
	}
}
