package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
)

// Every version a test in this package publishes through run() (prep *,
// derive *) is read back at once by DuckDB, an independent Parquet reader,
// through scripts/duckdb/check.mjs (npm's @duckdb/node-api, installed by
// scripts/test.sh into scripts/duckdb/node_modules): row counts per shard
// and per split against the manifest, and a sample of rows per shard
// compared here with the rows parquet-go reads. One DuckDB process serves
// the whole test binary.

type duckdbChecker struct {
	mu   sync.Mutex
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Scanner
	err  error // why the checker is unavailable
	once sync.Once
}

var duckdb duckdbChecker

// duckdbReply is check.mjs's answer for one version.
type duckdbReply struct {
	Dir      string   `json:"dir"`
	Kind     string   `json:"kind"`
	Problems []string `json:"problems"`
	Warnings []string `json:"warnings"`
	Shards   []struct {
		Path   string `json:"path"`
		Rows   int64  `json:"rows"`
		Sample []struct {
			Pos int            `json:"pos"`
			Row map[string]any `json:"row"`
		} `json:"sample"`
	} `json:"shards"`
}

func (d *duckdbChecker) start(t *testing.T) error {
	d.once.Do(func() {
		root := testutil.ModuleRoot(t)
		script := filepath.Join(root, "scripts", "duckdb", "check.mjs")
		node, err := exec.LookPath("node")
		if err != nil {
			d.err = fmt.Errorf("node is not on PATH")
			return
		}
		if _, err := os.Stat(filepath.Join(root, "scripts", "duckdb", "node_modules", "@duckdb", "node-api")); err != nil {
			d.err = fmt.Errorf("@duckdb/node-api is not installed (npm install --prefix scripts/duckdb; scripts/test.sh does it)")
			return
		}
		cmd := exec.Command(node, script, "--serve")
		cmd.Stderr = os.Stderr
		in, err := cmd.StdinPipe()
		if err != nil {
			d.err = err
			return
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			d.err = err
			return
		}
		if err := cmd.Start(); err != nil {
			d.err = err
			return
		}
		d.cmd, d.in, d.out = cmd, in, bufio.NewScanner(out)
		d.out.Buffer(make([]byte, 1<<20), 64<<20)
	})
	return d.err
}

// stop ends the DuckDB process (TestMain calls it).
func (d *duckdbChecker) stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd != nil {
		d.in.Close()
		_ = d.cmd.Wait()
		d.cmd = nil
	}
}

func (d *duckdbChecker) ask(dir string) (*duckdbReply, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd == nil {
		return nil, fmt.Errorf("the DuckDB checker has stopped")
	}
	if _, err := fmt.Fprintln(d.in, dir); err != nil {
		return nil, err
	}
	if !d.out.Scan() {
		return nil, fmt.Errorf("the DuckDB checker ended: %v", d.out.Err())
	}
	var r duckdbReply
	if err := json.Unmarshal(d.out.Bytes(), &r); err != nil {
		return nil, fmt.Errorf("DuckDB checker reply: %v", err)
	}
	return &r, nil
}

// checkWithDuckDB reads the version in dir with DuckDB; a missing DuckDB
// skips the check with a message, or fails it under scripts/test.sh
// (ITNPREP_REQUIRE_TOOLS=1), which installs it.
func checkWithDuckDB(t *testing.T, dir string) {
	t.Helper()
	if err := duckdb.start(t); err != nil {
		if os.Getenv("ITNPREP_REQUIRE_TOOLS") != "" {
			t.Fatalf("DuckDB check of %s: %v", dir, err)
		}
		duckdbSkipOnce.Do(func() { t.Logf("SKIP DuckDB check of published versions: %v", err) })
		return
	}
	// The checker runs in the folder it was started in: a relative
	// version folder (a test that changed directory, "out/text/ID") is
	// made absolute here.
	if !strings.Contains(dir, "://") && !filepath.IsAbs(dir) {
		if abs, err := filepath.Abs(dir); err == nil {
			dir = abs
		}
	}
	r, err := duckdb.ask(dir)
	if err != nil {
		t.Fatalf("DuckDB check of %s: %v", dir, err)
	}
	for _, p := range r.Problems {
		t.Errorf("DuckDB: %s", p)
	}
	for _, w := range r.Warnings {
		t.Logf("DuckDB: %s", w)
	}
	if len(r.Problems) > 0 {
		return
	}
	for _, sh := range r.Shards {
		if len(sh.Sample) == 0 {
			continue
		}
		ours, err := readShardAsMaps(filepath.Join(dir, filepath.FromSlash(sh.Path)), r.Kind)
		if err != nil {
			t.Fatalf("DuckDB check: %v", err)
		}
		for _, s := range sh.Sample {
			if s.Pos >= len(ours) {
				t.Errorf("DuckDB read row %d of %s, parquet-go reads %d rows", s.Pos, sh.Path, len(ours))
				continue
			}
			if want, got := ours[s.Pos], withoutEmpty(s.Row); !reflect.DeepEqual(want, got) {
				t.Errorf("%s row %d: DuckDB reads\n%v\nparquet-go reads\n%v", sh.Path, s.Pos, got, want)
			}
		}
	}
}

var duckdbSkipOnce sync.Once

// readShardAsMaps reads a shard with parquet-go as JSON objects (the
// columns' names are the rows' JSON names), without null or empty values.
func readShardAsMaps(path, kind string) ([]map[string]any, error) {
	var rows any
	var err error
	switch {
	case filepath.Base(filepath.Dir(path)) == "rejects":
		rows, err = dataset.ReadLocalShard[dataset.Reject](path)
	case kind == "":
		rows, err = dataset.ReadLocalShard[dataset.Pair](path)
	case kind == dataset.KindTagger:
		rows, err = dataset.ReadLocalShard[dataset.TaggerRow](path)
	case kind == dataset.KindU2TF:
		rows, err = dataset.ReadLocalShard[dataset.U2TFRow](path)
	default:
		return nil, fmt.Errorf("%s: row kind %q: add its row type to readShardAsMaps", path, kind)
	}
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(rows)
	if err != nil {
		return nil, err
	}
	var out []map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	for i := range out {
		out[i] = withoutEmpty(out[i])
	}
	return out, nil
}

// withoutEmpty drops null values, empty strings and empty lists (Go's
// omitempty and DuckDB's null, "" and [] say the same) and makes numbers
// float64, as encoding/json decodes them.
func withoutEmpty(m map[string]any) map[string]any {
	b, _ := json.Marshal(m)
	var out map[string]any
	_ = json.Unmarshal(b, &out)
	for k, v := range out {
		if v == nil || v == "" {
			delete(out, k)
		}
		if l, ok := v.([]any); ok && len(l) == 0 {
			delete(out, k)
		}
	}
	return out
}

// TestDuckDBCatchesAWrongCount makes sure the check can fail: a version
// whose manifest claims one row too many is reported.
func TestDuckDBCatchesAWrongCount(t *testing.T) {
	if err := duckdb.start(t); err != nil {
		if os.Getenv("ITNPREP_REQUIRE_TOOLS") != "" {
			t.Fatal(err)
		}
		t.Skipf("SKIP: %v", err)
	}
	dir := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", t.TempDir(), "--runner", "direct")
	m := loadManifest(t, dir)
	m.Shards[0].Rows++
	m.Accounting.RowsBySplit[m.Shards[0].Split] += 2
	b, _ := m.Marshal()
	os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644)
	r, err := duckdb.ask(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Problems) != 2 {
		t.Errorf("DuckDB check of a manifest with wrong counts found %d problems: %v", len(r.Problems), r.Problems)
	}
}
