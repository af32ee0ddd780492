package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/sources"
)

// TestSplitByTextEverySource: every prep source passes --split-by-text to
// the read: on an input holding each of 8 sentences under two ids (a
// second spelling of case, spacing and an HTML character reference where
// the source's parser keeps it), the two copies share a split, the split their folded text hashes
// to. A source that dropped the option would split by id, and the 8 pairs
// would all agree by chance once in 256 runs.
func TestSplitByTextEverySource(t *testing.T) {
	if testing.Short() {
		t.Skip("eight prep runs; skipped in -short")
	}
	tmp := t.TempDir()
	sentence := func(i int) string { return fmt.Sprintf("In %d the cat sat on mat %d.", 1900+i, i) }
	var raw, nemo, kaggle, text, spgi, cv, cases, lh strings.Builder
	kaggle.WriteString("\"sentence_id\",\"token_id\",\"class\",\"before\",\"after\"\n")
	spgi.WriteString("wav_filename|wav_filesize|transcript\n")
	cv.WriteString("path\tsentence\n")
	for copy := 0; copy < 2; copy++ {
		for i := 0; i < 8; i++ {
			s := sentence(i)
			folded := s
			if copy == 1 {
				// and an HTML reference, which the basic rules decode
				// after the split was assigned.
				folded = strings.ToUpper(s[:1]) + strings.Replace(strings.Replace(s[1:], " the ", "  THE ", 1), "cat", "c&#97;t", 1)
			}
			n := copy*8 + i
			fmt.Fprintf(&raw, "PLAIN\tIn\t<self>\nDATE\t%d\t%s\nPLAIN\tcat\t<self>\nCARDINAL\t%d\t%s\n<eos>\t<eos>\n", 1900+i, spellSmall(19)+" hundred", i, spellSmall(i+1))
			fmt.Fprintf(&nemo, "{\"text\": %q, \"gt_normalized\": %q}\n", folded, strings.ToLower(s))
			fmt.Fprintf(&kaggle, "%d,0,\"PLAIN\",\"In\",\"In\"\n%d,1,\"DATE\",\"%d\",\"%s\"\n%d,2,\"PLAIN\",\"cat\",\"cat\"\n", n, n, 1900+i, "nineteen hundred", n)
			fmt.Fprintln(&text, folded)
			fmt.Fprintf(&spgi, "c%d/%d.wav|10|%s\n", copy, i, folded)
			fmt.Fprintf(&cv, "clip%d.mp3\t%s\n", n, folded)
			fmt.Fprintf(&cases, "%s~%s\n", folded, strings.ToLower(s))
			fmt.Fprintf(&lh, `{"id":"cut%d","start":0,"duration":5,"channel":0,"supervisions":[{"id":"cut%d","recording_id":"r%d","start":0,"duration":5,"channel":0,"custom":{"texts":[%q,%q]}}]}`+"\n",
				n, n, n, s, strings.ToUpper(strings.TrimSuffix(s, ".")))
		}
	}
	casesDir := filepath.Join(tmp, "data_text_normalization")
	if err := os.MkdirAll(casesDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		source, file, content string
	}{
		{"gtn", "my_gtn.tsv", raw.String()},
		{"gtn", "GoogleTN.json", nemo.String()},
		{"gtn", "en_train.csv", kaggle.String()},
		{"text", "corpus.txt", text.String()},
		{"spgi", "calls.csv", spgi.String()},
		{"commonvoice", "clips.tsv", cv.String()},
		{"nemo-cases", filepath.Join("data_text_normalization", "test_cases_misc.txt"), cases.String()},
		{"libriheavy", "my_cuts.jsonl", lh.String()},
	} {
		in := writeFile(t, tmp, c.file, c.content)
		dir := prepOK(t, "prep", c.source, "--input", in, "--output", filepath.Join(tmp, "o-"+filepath.Base(c.file)), "--runner", "direct",
			"--split-by-id", "train=1,test=1", "--split-by-text", "--max-reject-rate", "1")
		m := verified(t, dir)
		sb, _ := sources.ParseSplitByID("train=1,test=1")
		splitOf, rows := map[string]string{}, map[string]int{}
		for _, p := range readPairs(t, dir, m) {
			key := sources.TextKey(p.Written)
			rows[key]++
			if s, ok := splitOf[key]; ok && s != p.Split {
				t.Errorf("%s %s: %q in %s and %s", c.source, c.file, p.Written, s, p.Split)
			}
			splitOf[key] = p.Split
			if want := sb.Of(key); p.Split != want {
				t.Errorf("%s %s: row %s in %s, its text hashes to %s", c.source, c.file, p.ID, p.Split, want)
			}
		}
		copies := 0
		for _, n := range rows {
			if n >= 2 {
				copies++
			}
		}
		if copies < 6 {
			t.Errorf("%s %s: %d texts with two rows (of 8), rows %v: the test's copies did not survive", c.source, c.file, copies, rows)
		}
	}
}
