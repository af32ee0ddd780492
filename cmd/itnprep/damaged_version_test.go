package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/storage"
)

// Commands that read a version's shards check them against its manifest:
// a shard deleted or changed since publication is one line naming the
// version, the shard and `versions verify`. versions head printed Parquet's
// own "decoding thrift payload: ... missing required field" for a damaged
// shard, diff "open ...: no such file or directory" for a missing one, and
// mine-pairs globbed data/*.parquet and mined what was left of a version
// missing a shard without a word (12 of its 13 pairs, exit 0).
func TestCommandsCheckAVersionsShards(t *testing.T) {
	tmp := t.TempDir()
	good := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "good"), "--runner", "direct")
	m, err := storage.LoadManifest(t.Context(), good)
	if err != nil {
		t.Fatal(err)
	}
	var shard string
	for _, sh := range m.Shards {
		if sh.Split == "train" && sh.Rows > 0 {
			shard = sh.Path
			break
		}
	}
	damage := func(name string, how func(p string)) string {
		dir := filepath.Join(tmp, name)
		if err := os.CopyFS(dir, os.DirFS(good)); err != nil {
			t.Fatal(err)
		}
		how(filepath.Join(dir, filepath.FromSlash(shard)))
		return dir
	}
	missing := damage("missing", func(p string) { os.Remove(p) })
	corrupt := damage("corrupt", func(p string) {
		b, _ := os.ReadFile(p)
		b[len(b)/2] ^= 0xff
		os.WriteFile(p, b, 0o644)
	})
	short := damage("short", func(p string) {
		b, _ := os.ReadFile(p)
		os.WriteFile(p, b[:len(b)-100], 0o644)
	})
	for _, c := range []struct {
		dir, want string
	}{
		{missing, "shard " + shard + ": missing, though its manifest lists it (`itnprep versions verify " + missing + "` checks every shard)"},
		{corrupt, "shard " + shard + ": does not match its manifest: "},
		{short, "shard " + shard + ": truncated Parquet file: "},
	} {
		for _, args := range [][]string{
			{"versions", "head", c.dir, "--split", "train", "-n", "100"},
			{"versions", "diff", good, c.dir},
			{"versions", "diff", c.dir, good},
			{"mine-pairs", "--input", c.dir, "--output", filepath.Join(tmp, "mined"), "--runner", "direct", "--minsup", "1"},
		} {
			_, stderr, code := run(t, args...)
			if code != 1 || !strings.Contains(stderr, c.dir+": "+c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
				t.Errorf("%v: exit %d, stderr %q; want exit 1 and one line holding %q", args, code, stderr, c.want)
			}
		}
	}
	// The undamaged version reads as before.
	if out, stderr, code := run(t, "versions", "head", good, "--split", "train", "-n", "100"); code != 0 || strings.Count(out, "\n") != 6 {
		t.Errorf("head of the undamaged version: exit %d, %d rows (want 6), stderr %q", code, strings.Count(out, "\n"), stderr)
	}
}

// versions head checks every shard its rows come from before printing
// any: a damaged shard after good ones printed the good shards' rows and
// then the error, which reads like a complete, shorter answer. Rows that
// come from good shards only (-n 1 here) still print.
func TestHeadChecksShardsBeforePrinting(t *testing.T) {
	tmp := t.TempDir()
	good := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "good"), "--runner", "direct")
	m, err := storage.LoadManifest(t.Context(), good)
	if err != nil {
		t.Fatal(err)
	}
	var first, last string // the first and last train shards holding rows
	for _, sh := range m.Shards {
		if sh.Split == "train" && sh.Rows > 0 {
			if first == "" {
				first = sh.Path
			}
			last = sh.Path
		}
	}
	if first == last {
		t.Fatalf("the sample's train rows are in one shard (%s); the test needs two", first)
	}
	dir := filepath.Join(tmp, "damaged")
	if err := os.CopyFS(dir, os.DirFS(good)); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, filepath.FromSlash(last))
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 0xff
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := run(t, "versions", "head", dir, "--split", "train", "-n", "100")
	if code != 1 || out != "" || !strings.Contains(stderr, "shard "+last+": does not match its manifest") {
		t.Errorf("head over a damaged shard: exit %d, stdout %q, stderr %q; want exit 1, nothing printed and the shard named", code, out, stderr)
	}
	out, stderr, code = run(t, "versions", "head", dir, "--split", "train", "-n", "1")
	if code != 0 || strings.Count(out, "\n") != 1 {
		t.Errorf("head -n 1 (from the undamaged first shard %s): exit %d, stdout %q, stderr %q; want one row", first, code, out, stderr)
	}
}
