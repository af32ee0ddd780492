package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepGTNSaysTheTestFileWasCut: GTN's test file is read to the
// standard test set's end (its line 100,002, the sentence the cut falls in
// to its <eos>) unless --full-test-file; the sentences after it went
// unread without a word in the summary, only the card's input table
// saying "(partial by design)". The summary names the file and the flag.
func TestPrepGTNSaysTheTestFileWasCut(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	// 10,003 sentences of 10 lines each: the cut at line 100,002 falls in
	// sentence 10,001 (lines 100,001-100,010), read whole; two are left.
	for i := 0; i < 10003; i++ {
		for j := 0; j < 8; j++ {
			b.WriteString("PLAIN\tword\t<self>\n")
		}
		b.WriteString("PUNCT\t.\tsil\n<eos>\t<eos>\n")
	}
	in := filepath.Join(dir, "output-00099-of-00100")
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := run(t, "prep", "gtn", "--input", in, "--output", filepath.Join(dir, "out"), "--runner", "direct")
	want := "itnprep: read 1 input file only in part, by design (Google TN's test file to the standard test set's end, its line 100,002, the Russian release's 100,007; --full-test-file reads it whole): " + in + "\n"
	if code != 0 || !strings.Contains(errs, "itnprep: read 10001 records, wrote 10001, rejected 0") || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want 10001 records and %q", code, errs, want)
	}
	_, errs, code = run(t, "prep", "gtn", "--input", in, "--output", filepath.Join(dir, "out"), "--runner", "direct", "--full-test-file")
	if code != 0 || !strings.Contains(errs, "itnprep: read 10003 records") || strings.Contains(errs, "only in part") {
		t.Errorf("--full-test-file: exit %d, stderr %q", code, errs)
	}
}

// TestPrepGTNCutsRussiansTestFileAtItsStandard: the Russian release's test
// set is the first 100,007 lines of its file 99 (NeMo's data_split.py
// TEST_SIZE_RUS), English's 100,002; the language is --language's, or the
// release folder's (ru_with_types/). A sentence ending on line 100,004 and
// one on 100,007: English stops after the first, Russian after the second
// (it stopped at English's line too).
func TestPrepGTNCutsRussiansTestFileAtItsStandard(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	sent := func(tokens int) {
		b.WriteString(strings.Repeat("PLAIN\tслово\t<self>\n", tokens))
		b.WriteString("<eos>\t<eos>\n")
	}
	sent(2) // lines 1-3
	for range 49999 {
		sent(1) // lines 4-5, ..., 100,000-100,001
	}
	sent(2) // 100,002-100,004: English's cut falls in it
	sent(2) // 100,005-100,007: Russian's ends it
	sent(1)
	for _, c := range []struct {
		folder string
		args   []string
		want   string
	}{
		{"ru_with_types", nil, "read 50002 records"},
		{"test_full", []string{"--language", "ru"}, "read 50002 records"},
		{"en_with_types", nil, "read 50001 records"},
	} {
		in := filepath.Join(dir, c.folder, "output-00099-of-00100")
		if err := os.MkdirAll(filepath.Dir(in), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		args := append([]string{"prep", "gtn", "--input", in, "--output", filepath.Join(dir, "out-"+c.folder), "--runner", "direct"}, c.args...)
		if _, errs, code := run(t, args...); code != 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s %v: exit %d, stderr %q; want %q", c.folder, c.args, code, errs, c.want)
		}
	}
}
