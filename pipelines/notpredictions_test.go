package pipelines

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// TestJSONDocumentReadsOnlyTheFirstLineOfJSONLines: the check that refuses
// a pretty-printed JSON document read every evaluate input whole (up to 16
// MiB) before it was scored, a JSON lines file included; it reads a
// buffer holding the first line, and the rest only for a document.
func TestJSONDocumentReadsOnlyTheFirstLineOfJSONLines(t *testing.T) {
	line := `{"id":1,"src":"one","hyp":"1","ref":"1"}` + "\n"
	jsonl := strings.Repeat(line, 50000) // 2 MB
	c := &countingReader{r: strings.NewReader(jsonl)}
	if err := notJSONLines("p.jsonl", c, "want"); err != nil || c.n > 1<<16 {
		t.Errorf("JSON lines: %v, read %d bytes; want no refusal, one buffer read", err, c.n)
	}
	for _, in := range []string{"", "\n\n", "not json\n{\n", "\ufeff{\"a\":1}\n{\"a\":2}\n"} {
		if err := notJSONLines("p.jsonl", strings.NewReader(in), "want"); err != nil {
			t.Errorf("%q refused: %v", in, err)
		}
	}
}

// TestNotPredictionsTellsUsageFromFailure: a refusal that names the input
// to give instead is a *dataset.KindError, which the CLI exits 2 on (a
// usage error: evaluate wrapped these in its own errUsage while the checks
// lived in package main); one that says the run wrote nothing is a plain
// error (exit 1), as a failed run is.
func TestNotPredictionsTellsUsageFromFailure(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("done/run.json", `{"format":"itnprep-run/1","status":"succeeded"}`)
	write("done/predictions.jsonl", `{"id":"1","src":"one","hyp":"1","ref":"1"}`+"\n")
	write("failed/run.json", `{"format":"itnprep-run/1","status":"failed"}`)
	raw := write("copied/tags.jsonl", `{"id": "r1", "src": "four hundred fish", "tags": ["_4", "00_", "<SELF>"], "ref": "400 fish"}`+"\n")
	for _, c := range []struct {
		in    string
		usage bool
		says  string
	}{
		{filepath.Join(dir, "done"), true, "score its predictions with --input"},
		{filepath.Join(dir, "done", "run.json"), true, "a train run's record"},
		{filepath.Join(dir, "failed"), false, "wrote no predictions.jsonl"},
		{raw, true, "raw predictions"},
	} {
		err := NotPredictions(context.Background(), c.in)
		var kind *dataset.KindError
		if err == nil || errors.As(err, &kind) != c.usage || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v (a KindError: %v); want a refusal saying %q, a KindError: %v", c.in, err, errors.As(err, &kind), c.says, c.usage)
		}
	}
}
