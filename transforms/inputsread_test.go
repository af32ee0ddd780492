package transforms

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestFinalizerRefusesAnInputNotRead: prism, after a file's read failed
// (a 0-byte .gz among 21 inputs), sometimes ran the finalizer anyway with
// the readers' side inputs empty, and `prep text --allow-empty` published
// a version of 0 rows and no inputs (exit 1, "the run ended after its
// finalizer had committed the version ...: it is published"). The
// finalizer now publishes only when every file the readers were given
// reported its FileStat; with all of them it publishes as before.
func TestFinalizerRefusesAnInputNotRead(t *testing.T) {
	out := t.TempDir()
	inputs := []string{"in/a.txt", "in/b.txt.gz"}
	publishWith := func(name string, stats []FileStat) (string, error) {
		staging := filepath.Join(out, name, ".staging-test")
		if err := os.MkdirAll(staging, 0o755); err != nil {
			t.Fatal(err)
		}
		fn := &publishFn{Cfg: PublishConfig{
			Output: out, Name: name, Staging: staging, Source: "text", Shards: 1,
			Config: map[string]string{"source": "text"}, Created: "2026-11-29T00:00:00Z",
			Guard: dataset.Guard{AllowEmpty: true, MaxRejectRate: 1}, Inputs: NewInputSet(inputs),
		}}
		var dir string
		err := fn.ProcessElement(context.Background(), nil,
			sliceIter([]WrittenShard{}), sliceIter([]WrittenShard{}), sliceIter(stats),
			func(*string, *int64) bool { return false }, sliceIter([]SideFile{}),
			func(*int64) bool { return false }, func(d string) { dir = d })
		return dir, err
	}
	emptyFile := FileStat{Path: "in/a.txt", SHA256: strings.Repeat("0", 64)}
	for _, stats := range [][]FileStat{nil, {emptyFile}} {
		dir, err := publishWith("cut", stats)
		want := fmt.Sprintf("refusing to publish: %d of the 2 input files not read to their end", 2-len(stats))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("stats %v: err %v, published %q; want %q", stats, err, dir, want)
		}
		if names, _ := filepath.Glob(filepath.Join(out, "cut", "*", dataset.ManifestFile)); len(names) > 0 {
			t.Fatalf("stats %v: published %v", stats, names)
		}
	}
	// As many files read, but not the ones given: refused too.
	stranger := FileStat{Path: "in/c.txt", SHA256: strings.Repeat("2", 64)}
	if dir, err := publishWith("other", []FileStat{emptyFile, stranger}); err == nil || !strings.Contains(err.Error(), "the 2 files read are not the 2 input files given") {
		t.Fatalf("other files read: err %v, published %q", err, dir)
	}
	other := FileStat{Path: "in/b.txt.gz", SHA256: strings.Repeat("1", 64)}
	dir, err := publishWith("whole", []FileStat{emptyFile, other})
	if err != nil || dir == "" {
		t.Fatalf("every input read: %v (dir %q)", err, dir)
	}
}
