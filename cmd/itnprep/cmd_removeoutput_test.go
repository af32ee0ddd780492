package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestTakenBackOutputsSpareLinksAndDevices checks that the outputs a
// streaming command takes back (a refused result's --out, a --rejects
// file nothing was quarantined into) are removed only when they are
// regular files: given a link to /dev/null (as /dev/stdout is a link),
// align, verbalize, mine and evaluate removed it, and run as root with
// --out /dev/null or --rejects /dev/null they deleted /dev/null itself.
func TestTakenBackOutputsSpareLinksAndDevices(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.jsonl", `{"written":"at 5 pm","spoken":"at five p m"}`+"\n")
	bad := writeFile(t, dir, "bad.jsonl", "x\ny\n")
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n"+`["a"]`+"\n")
	text := writeFile(t, dir, "text.txt", "on 3 May\n")
	cr := writeFile(t, dir, "cr.txt", "one 1\rtwo 2\n")
	twice := writeFile(t, dir, "twice.jsonl", `{"id":"a","hyp":"x","ref":"x"}`+"\n"+`{"id":"a","hyp":"x","ref":"x"}`+"\n")
	n := 0
	null := func() string {
		n++
		p := filepath.Join(dir, "null"+string(rune('a'+n)))
		if err := os.Symlink(os.DevNull, p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	other := func(name string) string { return filepath.Join(dir, name) }
	for _, c := range []struct {
		name string
		code int
		args func(link string) []string
	}{
		{"align --rejects, nothing quarantined", 0, func(l string) []string {
			return []string{"align", "--in", good, "--out", other("a.jsonl"), "--rejects", l}
		}},
		{"align --out, refused", 1, func(l string) []string {
			return []string{"align", "--in", bad, "--out", l, "--rejects", other("a.rej")}
		}},
		{"verbalize --out, refused", 1, func(l string) []string { return []string{"verbalize", "--in", cr, "--out", l} }},
		{"verbalize --rejects, nothing quarantined", 0, func(l string) []string {
			return []string{"verbalize", "--in", text, "--out", other("v.jsonl"), "--rejects", l}
		}},
		{"mine --rejects, nothing quarantined", 0, func(l string) []string {
			return []string{"mine", "--in", seqs, "--minsup", "1", "--out", other("m.jsonl"), "--rejects", l}
		}},
		{"mine --out, refused", 1, func(l string) []string {
			return []string{"mine", "--in", bad, "--minsup", "1", "--out", l, "--rejects", other("m.rej")}
		}},
		{"evaluate --details, refused", 1, func(l string) []string { return []string{"evaluate", "--in", bad, "--details", l} }},
		{"evaluate --details, repeated ids", 1, func(l string) []string { return []string{"evaluate", "--in", twice, "--details", l} }},
	} {
		link := null()
		_, stderr, code := run(t, c.args(link)...)
		if code != c.code {
			t.Errorf("%s: exit %d, want %d:\n%s", c.name, code, c.code, stderr)
		}
		if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s: the link to %s given as the output was removed or replaced (%v)", c.name, os.DevNull, err)
		}
	}
}
