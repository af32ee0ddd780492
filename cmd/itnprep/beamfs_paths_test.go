package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/itnprep/itnprep/storage"
)

// TestStreamingCommandsUseBeamFilesystem: the path flags of the streaming
// commands (align, verbalize, evaluate, mine) go through Beam's filesystem,
// so gs:// and s3:// work as local paths do. memfs:// stands in for an
// object store here: the command reads and writes it in this process.
func TestStreamingCommandsUseBeamFilesystem(t *testing.T) {
	memfs.Write("memfs://streams/pairs.jsonl", []byte(
		`{"id":"a","written":"in 2010 we paid $5","spoken":"in twenty ten we paid five dollars"}`+"\n"+
			`{"id":"b","written":5,"spoken":"x"}`+"\n"))
	memfs.Write("memfs://streams/text.jsonl", []byte(`{"id":"x","text":"I paid $5 in 2010."}`+"\n"))
	memfs.Write("memfs://streams/hyp.jsonl", []byte(`{"id":"1","hyp":"it is 5 kg","ref":"it is 5 kg"}`+"\n"))
	mis, err := os.ReadFile(mineSample(t))
	if err != nil {
		t.Fatal(err)
	}
	memfs.Write("memfs://streams/mismatches.jsonl", mis)

	// A style file on the object store (--style).
	memfs.Write("memfs://streams/style.json", []byte(`{"units": {"kg": {"singular": "kilo", "plural": "kilos"}}}`))
	memfs.Write("memfs://streams/kg.jsonl", []byte(`{"id":"k","text":"it weighs 2 kg"}`+"\n"))
	if stdout, stderr, code := run(t, "verbalize", "--input", "memfs://streams/kg.jsonl", "--style", "memfs://streams/style.json", "--format", "jsonl"); code != 0 || !strings.Contains(stdout, "two kilos") {
		t.Errorf("verbalize --style memfs://: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	// mine-pairs: the pipeline writes to the object store, the rules are
	// derived from local copies and written beside its files.
	if _, stderr, code := run(t, "mine-pairs", "--input", "memfs://streams/pairs.jsonl", "--output", "memfs://streams/mined", "--minsup", "1", "--runner", "direct"); code != 0 {
		t.Fatalf("mine-pairs --output memfs://: exit %d: %s", code, stderr)
	}
	for f, want := range map[string]string{"rules.jsonl": `"kind"`, "report.md": "mismatch sequences", "mismatches.jsonl": "twenty", "rejects.jsonl": `"line":2`} {
		b, err := storage.ReadFile(context.Background(), "memfs://streams/mined/"+f)
		if err != nil || !strings.Contains(string(b), want) {
			t.Errorf("mine-pairs --output memfs://: %s (err %v, %d bytes) lacks %q:\n%s", f, err, len(b), want, b)
		}
	}
	for _, c := range []struct {
		args []string
		out  string // a memfs file the command must write
		want string // text it must hold
	}{
		{[]string{"align", "--input", "memfs://streams/pairs.jsonl", "--output", "memfs://streams/ops.jsonl"}, "memfs://streams/ops.jsonl", `"id":"a"`},
		// align's quarantine lands next to its output, on the same filesystem.
		{nil, "memfs://streams/ops.jsonl.rejects.jsonl", `"line":2`},
		{[]string{"verbalize", "--input", "memfs://streams/text.jsonl", "--output", "memfs://streams/spoken.jsonl", "--format", "jsonl"}, "memfs://streams/spoken.jsonl", "twenty ten"},
		{[]string{"evaluate", "--input", "memfs://streams/hyp.jsonl", "--details", "memfs://streams/details.jsonl"}, "memfs://streams/details.jsonl", `"wer":0`},
		{[]string{"mine", "--input", "memfs://streams/mismatches.jsonl", "--minsup", "2", "--maxlen", "3", "--output", "memfs://streams/patterns.jsonl"}, "memfs://streams/patterns.jsonl", `["of", "chapter"]`},
	} {
		if c.args != nil {
			if _, stderr, code := run(t, c.args...); code != 0 {
				t.Fatalf("%s: exit %d: %s", strings.Join(c.args, " "), code, stderr)
			}
		}
		b, err := storage.ReadFile(context.Background(), c.out)
		if err != nil {
			t.Fatalf("%s not written: %v", c.out, err)
		}
		if !strings.Contains(string(b), c.want) {
			t.Errorf("%s does not hold %q:\n%s", c.out, c.want, b)
		}
	}
}
