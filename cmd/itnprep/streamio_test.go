package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestStreamingCommandsRefuseOutputOverInput: an output (or --details,
// --rejects) naming the input file would truncate the input before it is
// read, so that align, verbalize, mine and evaluate printed an empty result
// and exit 0 while the user's data was erased. They must refuse before
// opening anything and leave the input as it was.
func TestStreamingCommandsRefuseOutputOverInput(t *testing.T) {
	dir := t.TempDir()
	pairs := filepath.Join(dir, "pairs.jsonl")
	text := filepath.Join(dir, "text.txt")
	seqs := filepath.Join(dir, "seqs.jsonl")
	preds := filepath.Join(dir, "preds.jsonl")
	files := map[string]string{
		pairs: `{"id":"a","written":"I paid $5.","spoken":"i paid five dollars"}` + "\n",
		text:  "I paid $5.\n",
		seqs:  `["a","b"]` + "\n" + `["a","b"]` + "\n",
		preds: `{"id":"1","src":"a","hyp":"a","ref":"a"}` + "\n",
	}
	for p, c := range files {
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// the same file by another spelling of its path
	other := filepath.Join(dir, ".", "sub", "..", "pairs.jsonl")
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		in   string
		args []string
	}{
		{"align out", pairs, []string{"align", "--in", pairs, "--out", other}},
		{"align rejects", pairs, []string{"align", "--in", pairs, "--out", filepath.Join(dir, "ops.jsonl"), "--rejects", pairs}},
		{"verbalize out", text, []string{"verbalize", "--in", text, "--out", text}},
		{"verbalize rejects", text, []string{"verbalize", "--in", text, "--out", "-", "--rejects", text}},
		{"mine out", seqs, []string{"mine", "--in", seqs, "--out", seqs, "--minsup", "2"}},
		{"evaluate details", preds, []string{"evaluate", "--in", preds, "--details", preds}},
		{"style fit out", pairs, []string{"style", "fit", "--input", pairs, "--out", pairs}},
		{"evaluate rejects", preds, []string{"evaluate", "--in", preds, "--rejects", preds}},
		// --beam reads a glob: an output naming a file it matches was
		// written over it (compared with the glob's spelling only).
		{"evaluate --beam glob rejects", preds, []string{"evaluate", "--beam", "--runner", "direct", "--in", filepath.Join(dir, "pred*.jsonl"), "--rejects", preds}},
		{"evaluate --beam glob counts", preds, []string{"evaluate", "--beam", "--runner", "direct", "--in", filepath.Join(dir, "pred*.jsonl"), "--beam-counts", preds}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := dispatch(context.Background(), c.args, &out, &errb)
			msg := strings.TrimSpace(errb.String())
			if code != 2 || !strings.Contains(msg, "is the input file") || strings.Count(msg, "\n") != 0 {
				t.Errorf("exit %d, stderr %q; want exit 2 and one line saying the output is the input file", code, msg)
			}
			got, err := os.ReadFile(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != files[c.in] {
				t.Errorf("input changed to %q", got)
			}
		})
	}
}

// TestStreamingCommandsRefuseFolderOutputs: an output flag naming an
// existing folder is one line naming the flag, exit 1, before anything is
// read; it was "open DIR: is a directory" (no flag) after the work.
func TestStreamingCommandsRefuseFolderOutputs(t *testing.T) {
	dir := t.TempDir()
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written":"I paid $5.","spoken":"i paid five dollars"}`+"\n")
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n")
	preds := writeFile(t, dir, "preds.jsonl", `{"id":"1","src":"a","hyp":"a","ref":"a"}`+"\n")
	folder := filepath.Join(dir, "outdir")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, args := range map[string][]string{
		"--output":  {"align", "--in", pairs, "--out", folder},
		"--rejects": {"mine", "--in", seqs, "--out", filepath.Join(dir, "p.jsonl"), "--rejects", folder, "--minsup", "1"},
		"--details": {"evaluate", "--in", preds, "--details", folder},
	} {
		_, stderr, code := run(t, args...)
		if code != 1 || !strings.Contains(stderr, name+": "+folder+" is a folder; give a file path") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s %s DIR: exit %d, stderr %q; want exit 1 and one line naming the flag", args[0], name, code, stderr)
		}
	}
	// An output under a file (a folder that cannot be made) names its flag
	// too, before anything is read: it was "mkdir FILE: not a directory",
	// and style fit said it only after its whole pipeline had run.
	under := filepath.Join(pairs, "x.jsonl")
	for name, args := range map[string][]string{
		"--output":  {"align", "--in", pairs, "--out", under},
		"--rejects": {"verbalize", "--in", pairs, "--rejects", under},
		"--details": {"evaluate", "--in", preds, "--details", under},
		"--output ": {"style", "fit", "--input", sampleGTN, "--out", under, "--runner", "direct"},
	} {
		_, stderr, code := run(t, args...)
		want := strings.TrimSpace(name) + " " + under + ": cannot create its folder: mkdir " + pairs + ": not a directory"
		if code != 1 || !strings.Contains(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s %s FILE/x: exit %d, stderr %q; want exit 1 and one line %q", args[0], name, code, stderr, want)
		}
	}
}

// TestStreamingCommandsReadGzipAndRefuseFolders: evaluate read .gz
// predictions, but align, verbalize and mine read the compressed bytes as
// text and quarantined every line (align: "invalid character '\x1f'"), or
// verbalized garbage. A gzip stream (told by its magic bytes, whatever the
// name) is decompressed; a folder is one clear line.
func TestStreamingCommandsReadGzipAndRefuseFolders(t *testing.T) {
	dir := t.TempDir()
	gz := func(name, content string) string {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write([]byte(content))
		zw.Close()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pairs := gz("pairs.jsonl.gz", `{"id":"a","written":"I paid $5.","spoken":"i paid five dollars"}`+"\n")
	text := gz("text.txt", "I paid $5.\n") // a renamed download: gzip without .gz
	seqs := gz("seqs.jsonl.gz", `["a","b"]`+"\n"+`["a","b"]`+"\n")
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"align", []string{"align", "--in", pairs, "--out", "-"}, `{"id":"a","ratio":`},
		{"verbalize", []string{"verbalize", "--in", text, "--out", "-"}, `"spoken":"i paid five dollars"`},
		{"mine", []string{"mine", "--in", seqs, "--out", "-", "--minsup", "2"}, `[2, ["a", "b"]]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := dispatch(context.Background(), c.args, &out, &errb)
			if code != 0 || !strings.Contains(out.String(), c.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %s", code, out.String(), errb.String(), c.want)
			}
		})
		t.Run(c.name+" folder", func(t *testing.T) {
			args := append([]string(nil), c.args...)
			args[2] = dir
			var out, errb bytes.Buffer
			code := dispatch(context.Background(), args, &out, &errb)
			msg := strings.TrimSpace(errb.String())
			if code != 1 || !strings.Contains(msg, "is a directory; give a file") || strings.Contains(msg, ":1:") {
				t.Errorf("exit %d, stderr %q; want exit 1 and %q", code, msg, "input DIR is a directory; give a file")
			}
		})
	}
}

// TestBeamCommandsFailInOneLine: evaluate --beam and mine --distributed
// ran their pipelines with beamx.Run, so a bad input printed the runner's
// whole execution plan ("bundle inst004 stage-007 failed ... DataSource
// ... caused by ...") instead of the DoFn's message, unlike the prep
// commands (docs/ERRORS.md: one line, the innermost cause).
func TestBeamCommandsFailInOneLine(t *testing.T) {
	dir := t.TempDir()
	var pq bytes.Buffer
	if err := parquet.Write(&pq, []struct {
		ID      string `parquet:"id"`
		Written string `parquet:"written"`
	}{{"a", "b"}}); err != nil {
		t.Fatal(err)
	}
	noHyp := filepath.Join(dir, "pairs.parquet")
	seqs := filepath.Join(dir, "seqs.jsonl")
	if err := os.WriteFile(noHyp, pq.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(seqs, []byte(`["a","b"]`+"\n"+`[1,2]`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"evaluate --beam", []string{"evaluate", "--in", noHyp, "--beam", "--runner", "direct"}, `has no column "hyp"`},
		// (a bad line is quarantined now; an output under a file fails in a worker)
		{"mine --distributed", []string{"mine", "--in", seqs, "--out", filepath.Join(seqs, "p.jsonl"), "--minsup", "2", "--distributed", "--partitions", "1", "--runner", "direct"}, "not a directory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := dispatch(context.Background(), c.args, &out, &errb)
			msg := strings.TrimSpace(errb.String())
			if code != 1 || !strings.Contains(msg, c.want) || strings.Contains(msg, "caused by") || strings.Contains(msg, "DataSource") || strings.Count(msg, "\n") != 0 {
				t.Errorf("exit %d, stderr %q; want exit 1 and one line with %q", code, msg, c.want)
			}
		})
	}
}

// TestMinePairsReadsGzip: mine-pairs read a .jsonl.gz as text, quarantined
// every "line" of compressed bytes and reported 0 mismatches with exit 0.
func TestMinePairsReadsGzip(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	for i := 0; i < 3; i++ {
		zw.Write([]byte(`{"written":"I paid $5 today.","spoken":"i paid five dollars today"}` + "\n"))
	}
	zw.Close()
	in := filepath.Join(dir, "pairs.jsonl.gz")
	if err := os.WriteFile(in, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "mined")
	var stdout, stderr bytes.Buffer
	code := dispatch(context.Background(), []string{"mine-pairs", "--input", in, "--output", out, "--minsup", "2", "--runner", "direct"}, &stdout, &stderr)
	if code != 0 || strings.Contains(stderr.String(), "quarantined") {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	got, err := os.ReadFile(filepath.Join(out, "mismatches.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(got), `["$", "5", "|", "five", "dollars"]`); n != 3 {
		t.Errorf("%d mismatches $5 -> five dollars, want 3 (one per pair):\n%s", n, got)
	}
}

// TestStreamingCommandsRefuseOneFileForTwoOutputs: two output flags naming
// one file (by any spelling) are a usage error before anything is opened;
// each truncated the other, and the rejects written last were all the
// file held: align's opcodes, evaluate's details and mine's patterns were
// lost, exit 0.
func TestStreamingCommandsRefuseOneFileForTwoOutputs(t *testing.T) {
	dir := t.TempDir()
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written":"a","spoken":"a"}`+"\n"+`{"written":null,"spoken":"a"}`+"\n"+`{"written":"b","spoken":"b"}`+"\n")
	text := writeFile(t, dir, "text.txt", "I paid $5.\n")
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n"+`["a","b"]`+"\n")
	preds := writeFile(t, dir, "preds.jsonl", `{"hyp":"a","ref":"a"}`+"\n")
	same := filepath.Join(dir, "same.jsonl")
	other := filepath.Join(dir, ".", "same.jsonl")
	for _, args := range [][]string{
		{"align", "--in", pairs, "--out", same, "--rejects", other},
		{"verbalize", "--in", text, "--out", same, "--rejects", same},
		{"mine", "--in", seqs, "--out", same, "--rejects", other, "--minsup", "1"},
		{"evaluate", "--in", preds, "--details", same, "--rejects", same},
	} {
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, "name the same file, "+same+"; each would overwrite the other") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
		if _, err := os.Stat(same); err == nil {
			t.Errorf("%v: created %s", args, same)
		}
	}
	// Both discarded into one device is no such mistake: nothing is
	// truncated under the other (it was refused, exit 2). A link to
	// /dev/null stands in for it, so that no failure here touches it.
	null := filepath.Join(dir, "null")
	if err := os.Symlink(os.DevNull, null); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"align", "--in", pairs, "--out", null, "--rejects", null},
		{"verbalize", "--in", text, "--out", null, "--rejects", null},
		{"mine", "--in", seqs, "--out", null, "--rejects", null, "--minsup", "1"},
		{"evaluate", "--in", preds, "--details", null, "--rejects", null},
		// A device read and written (one tty, --in /dev/stdin --out
		// /dev/stdout) is not an input erased: it was refused, exit 2.
		{"align", "--in", null, "--out", null, "--allow-empty"},
		{"verbalize", "--in", null, "--out", null, "--allow-empty"},
	} {
		if _, stderr, code := run(t, args...); code != 0 {
			t.Errorf("%v: exit %d, want 0:\n%s", args, code, stderr)
		}
	}
}

// TestOutputOverInputComparesURLsAsTwoOutputs: an input and an output are
// compared as two outputs are (sameOutput): a URL by its exact spelling,
// since an object store's names are literal (gs://b/a//x.jsonl is another
// object than gs://b/a/x.jsonl). The input's test cleaned URLs as local
// paths and refused such a pair as "the input file", which the same two
// names given as two outputs were not.
func TestOutputOverInputComparesURLsAsTwoOutputs(t *testing.T) {
	in, out := "gs://b/a//x.jsonl", "gs://b/a/x.jsonl"
	if _, err := checkStreamOutputs(context.Background(), []string{in}, "--out", out); err != nil {
		t.Errorf("--in %s --out %s: %v", in, out, err)
	}
	if _, err := checkStreamOutputs(context.Background(), nil, "--out", in, "--rejects", out); err != nil {
		t.Errorf("--out %s --rejects %s: %v", in, out, err)
	}
	_, err := checkStreamOutputs(context.Background(), []string{in}, "--out", "x.jsonl", "--rejects", in)
	if err == nil || !errors.Is(err, errUsage) || !strings.Contains(err.Error(), "--rejects "+in+" is the input file") {
		t.Errorf("--in %s --rejects %[1]s: %v, want a usage error naming --rejects", in, err)
	}
}

// TestRefusedOutputsLeaveNoFolder: the outputs' check makes their folders
// (checkFolder), and a refusal after it (an output that is the input)
// removes those it made: align --out new/x.jsonl --rejects IN left new/.
// A folder that was there stays. An accepted check returns its note,
// which removes them when the run leaves them empty.
func TestRefusedOutputsLeaveNoFolder(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "in.jsonl", "{}\n")
	out := filepath.Join(tmp, "new", "deep", "x.jsonl")
	_, err := checkStreamOutputs(context.Background(), []string{in}, "--out", out, "--rejects", in)
	if err == nil || !strings.Contains(err.Error(), "is the input file") {
		t.Fatalf("--rejects IN: %v, want it refused", err)
	}
	if got := testutil.Tree(t, tmp); !slices.Equal(got, []string{"in.jsonl"}) {
		t.Errorf("a refusal left %q", got)
	}
	made, err := checkStreamOutputs(context.Background(), []string{in}, "--out", out)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(filepath.Dir(out)); err != nil || !st.IsDir() {
		t.Errorf("an accepted output's folder: %v", err)
	}
	// The run ends having written nothing there: the note removes them.
	made.RemoveEmpty()
	if got := testutil.Tree(t, tmp); !slices.Equal(got, []string{"in.jsonl"}) {
		t.Errorf("the note of an accepted output's folders left %q", got)
	}
}

// TestRejectsPath: the one reading of where a streaming command's
// rejects go, which openRejects opens (mine had a copy of it): --rejects as given, stderr for "-" or an output on
// stdout, else beside the output.
func TestRejectsPath(t *testing.T) {
	for _, c := range []struct{ flag, out, want string }{
		{"r.jsonl", "o.jsonl", "r.jsonl"},
		{"-", "o.jsonl", "-"},
		{"r.jsonl", "-", "r.jsonl"},
		{"", "-", "-"},
		{"", "", "-"},
		{"", filepath.Join("a", "o.jsonl"), filepath.Join("a", "o.jsonl.rejects.jsonl")},
	} {
		if got := rejectsPath(c.flag, c.out); got != c.want {
			t.Errorf("rejectsPath(%q, %q) = %q, want %q", c.flag, c.out, got, c.want)
		}
	}
}

// TestFolderOutputSuggestsAFileOfItsKind: an output given as a folder is
// refused with an example file name of the kind the flag writes; every
// flag was offered DIR/out.jsonl, style fit's --out (a style file) and
// evaluate's --beam-counts (JSON counts) too.
func TestFolderOutputSuggestsAFileOfItsKind(t *testing.T) {
	dir := t.TempDir()
	gtn := writeFile(t, dir, "output-00001-of-00100", "PLAIN\tHi\t<self>\n<eos>\t<eos>\n")
	preds := writeFile(t, dir, "preds.jsonl", `{"id":"1","src":"a","hyp":"a","ref":"a"}`+"\n")
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written":"a","spoken":"a"}`+"\n")
	folder := filepath.Join(dir, "outdir")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"style", "fit", "--input", gtn, "--out", folder}, "--output: " + folder + " is a folder; give a file path (for example " + filepath.Join(folder, "style.json") + ")"},
		{[]string{"evaluate", "--beam", "--runner", "direct", "--in", preds, "--beam-counts", folder}, "--beam-counts: " + folder + " is a folder; give a file path (for example " + filepath.Join(folder, "counts.json") + ")"},
		{[]string{"evaluate", "--in", preds, "--rejects", folder}, "(for example " + filepath.Join(folder, "rejects.jsonl") + ")"},
		{[]string{"align", "--in", pairs, "--out", folder}, "(for example " + filepath.Join(folder, "out.jsonl") + ")"},
	} {
		_, stderr, code := run(t, c.args...)
		if code == 0 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want one line holding %q", c.args[:2], code, stderr, c.want)
		}
	}
}

// TestTwoOutputsRelativeAndAbsolute: two outputs not there yet, one named
// relative to the working folder and one absolute, are one file
// (sameOutput compares absolute paths): they were compared as cleaned
// paths, and `verbalize --out o.jsonl --rejects $PWD/o.jsonl` truncated
// one under the other. evaluate --beam gives its workers --beam-counts
// absolute (workerPath), and its rejects beside it were compared with
// --rejects as typed.
func TestTwoOutputsRelativeAndAbsolute(t *testing.T) {
	tmp := t.TempDir()
	t.Chdir(tmp)
	_, err := checkStreamOutputs(context.Background(), nil, "--out", "o.jsonl", "--rejects", filepath.Join(tmp, "o.jsonl"))
	if err == nil || !strings.Contains(err.Error(), "name the same file") {
		t.Errorf("--out o.jsonl --rejects %s: %v, want them refused as one file", filepath.Join(tmp, "o.jsonl"), err)
	}
}

// TestStreamingOutputsThatCannotBeCreatedNameTheirFlag: an output a
// streaming command cannot create (a folder that exists but takes no new
// file: /proc, even as root) is one line naming its flag and path, and the
// rejects file beside --out is named as that: it was Go's "open
// /proc/v.jsonl: no such file or directory", naming no flag, and of mine's
// rejects a path the user had not typed.
func TestStreamingOutputsThatCannotBeCreatedNameTheirFlag(t *testing.T) {
	if _, err := os.Stat("/proc/self"); err != nil {
		t.Skip("no /proc")
	}
	dir := t.TempDir()
	pairs := writeFile(t, dir, "p.jsonl", `{"written":"It is 5.","spoken":"it is five"}`+"\n")
	preds := writeFile(t, dir, "e.jsonl", `{"id":"1","hyp":"a","ref":"a"}`+"\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"verbalize", "It is 5.", "--out", "/proc/v.jsonl"}, "itnprep: --output /proc/v.jsonl: cannot create it: no such file or directory\n"},
		{[]string{"verbalize", "It is 5.", "--rejects", "/proc/r.jsonl"}, "itnprep: --rejects /proc/r.jsonl: cannot create it: no such file or directory\n"},
		{[]string{"align", "--in", pairs, "--out", "/proc/a.jsonl", "--rejects", filepath.Join(dir, "r.jsonl")}, "itnprep: --output /proc/a.jsonl: cannot create it: no such file or directory\n"},
		{[]string{"mine", "--in", pairs, "--out", "/proc/m.txt", "--minsup", "2"}, "itnprep: --rejects /proc/m.txt.rejects.jsonl: cannot create it: no such file or directory (the rejects file beside --output /proc/m.txt; --rejects FILE puts it elsewhere)\n"},
		// On Beam too, before the job: it failed after start-up, "sorting
		// r.jsonl: spilling a run: create /proc/m.txt.runs/...".
		{[]string{"mine", "--distributed", "--in", pairs, "--out", "/proc/m.txt", "--rejects", filepath.Join(dir, "mr.jsonl"), "--minsup", "2"}, "itnprep: --output /proc/m.txt: cannot create it: no such file or directory\n"},
		{[]string{"mine", "--distributed", "--in", pairs, "--out", filepath.Join(dir, "m.txt"), "--rejects", "/proc/mr.jsonl", "--minsup", "2"}, "itnprep: --rejects /proc/mr.jsonl: cannot create it: no such file or directory\n"},
		{[]string{"evaluate", "--in", preds, "--details", "/proc/d.jsonl"}, "itnprep: --details /proc/d.jsonl: cannot create it: no such file or directory\n"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || stderr != c.want {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.args, code, stderr, c.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "r.jsonl")); err == nil {
		t.Error("align left the rejects file it made before --out failed")
	}
}

// TestAnOutputOfNothingGoesWithTheError: an error that stops a streaming
// command before it wrote a record (a gzip that does not decode at its
// first line) takes back the output file it made, as an interrupt before
// the first record does and as align did: verbalize --out and evaluate
// --details left an empty file beside the error line, to pass for a
// result. A file of records written before the error stays.
func TestAnOutputOfNothingGoesWithTheError(t *testing.T) {
	dir := t.TempDir()
	bad := writeFile(t, dir, "bad.gz", "\x1f\x8b\x08\x00garbage, not deflate data")
	for _, c := range []struct {
		args []string
		out  string
	}{
		{[]string{"verbalize", "--in", bad, "--out", filepath.Join(dir, "v.jsonl")}, "v.jsonl"},
		{[]string{"evaluate", "--in", bad, "--details", filepath.Join(dir, "d.jsonl")}, "d.jsonl"},
		{[]string{"align", "--in", bad, "--out", filepath.Join(dir, "a.jsonl")}, "a.jsonl"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || !strings.Contains(stderr, "bad.gz:1: read error") {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
		if _, err := os.Stat(filepath.Join(dir, c.out)); err == nil {
			t.Errorf("%v: left %s, which holds nothing", c.args, c.out)
		}
	}
}
