package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/patterns"
)

var pairWords = strings.Fields("the ship sailed over a quiet sea while old men watched from green hills and children ran along " +
	"white roads toward town where bells rang in morning light")
var pairNumbers = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}

// writeLibriheavyStylePairs writes book-text/reading pairs with planted
// unspoken fragments (illustration captions, page markers, chapter ends,
// reader credits) and legitimate normalizations (Mr. -> mister, numbers ->
// words), as Libriheavy's texts and transcripts relate.
func writeLibriheavyStylePairs(t *testing.T, n int) string {
	r := rand.New(rand.NewPCG(11, 5))
	names := []string{"Ann Lee", "John Smith", "Mary Brown", "Kara Jones"}
	var buf bytes.Buffer
	for i := range n {
		var written, spoken []string
		say := func(w, s string) {
			if w != "" {
				written = append(written, w)
			}
			if s != "" {
				spoken = append(spoken, s)
			}
		}
		if r.Float64() < 0.05 {
			say("Read by "+names[r.IntN(len(names))]+".", "")
		}
		for k := range 6 + r.IntN(8) {
			switch x := r.Float64(); {
			case x < 0.04 && k > 0:
				say(fmt.Sprintf("[Pg %d]", 1+r.IntN(300)), "")
			case x < 0.1:
				n := 1 + r.IntN(19)
				say(fmt.Sprint(n), pairNumbers[n])
			case x < 0.16:
				say("Mr. Smith", "mister smith")
			default:
				w := pairWords[r.IntN(len(pairWords))]
				say(w, w)
			}
		}
		written[len(written)-1] += "."
		if r.Float64() < 0.1 {
			written = append([]string{"[Illustration: " + strings.ToUpper(pairWords[r.IntN(len(pairWords))]) + "]"}, written...)
		}
		if r.Float64() < 0.05 {
			say("END OF CHAPTER.", "")
		}
		line, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("book1/%05d", i),
			"written": strings.Join(written, " "), "spoken": strings.Join(spoken, " ")})
		buf.Write(line)
		buf.WriteByte('\n')
	}
	p := filepath.Join(t.TempDir(), "pairs.jsonl")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMinePairsFindsPlantedNoise(t *testing.T) {
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	in := writeLibriheavyStylePairs(t, 1500)
	out := filepath.Join(t.TempDir(), "mined")
	var stdout, stderr bytes.Buffer
	if code := dispatch(context.Background(), []string{"mine-pairs", "--runner", "direct", "--input", in, "--output", out,
		"--minsup", "15", "--partitions", "3"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	f, err := os.Open(filepath.Join(out, "rules.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules, err := patterns.ReadRules(f, "rules.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	has := func(kind string, w ...string) bool {
		return slices.ContainsFunc(rules, func(r patterns.Rule) bool {
			return r.Kind == kind && isSubseqStrings(w, r.Written)
		})
	}
	for _, planted := range [][]string{{"[", "illustration", "]"}, {"[", "pg", "]"}, {"end", "of", "chapter"}, {"read", "by"}} {
		if !has(patterns.Removal, planted...) {
			t.Errorf("no removal rule for planted %q", planted)
		}
	}
	for _, r := range rules {
		if r.Kind == patterns.Removal && (slices.Contains(r.Written, "mr") || slices.ContainsFunc(r.Written, func(s string) bool {
			return s >= "1" && s <= "9" && len(s) <= 2 && !slices.Contains(r.Written, "pg")
		})) {
			t.Errorf("fixed mapping flagged for removal: %+v", r)
		}
	}
	if !has(patterns.Fixed, "mr") || !has(patterns.Fixed, "12") {
		t.Errorf("mr -> mister and 12 -> twelve should be fixed rules")
	}
	for _, name := range []string{"mismatches.jsonl", "patterns.jsonl", "report.md"} {
		if st, err := os.Stat(filepath.Join(out, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s missing or empty: %v", name, err)
		}
	}
	if strings.TrimSpace(stdout.String()) != out {
		t.Errorf("stdout %q, want the output folder", stdout.String())
	}
	// Every sentence ends in "." on the written side only: punctuation is
	// never spoken, so "." must not be proposed for removal, and the
	// report says why.
	for _, r := range rules {
		if slices.Equal(r.Written, []string{"."}) || slices.Equal(r.Written, []string{","}) {
			t.Errorf("punctuation-only rule proposed: %+v", r)
		}
	}
	report, _ := os.ReadFile(filepath.Join(out, "report.md"))
	if !strings.Contains(string(report), "punctuation-only fragments**") || !strings.Contains(string(report), "punctuation is never spoken") ||
		!strings.Contains(stderr.String(), "punctuation-only fragments not proposed") {
		t.Errorf("report does not say why punctuation is left out:\n%s\n%s", report, stderr.String())
	}
}

// Inputs go through Beam's filesystems (a memfs:// glob here, as gs:// or
// s3:// would), ids may be numbers, and bad lines are quarantined with
// file, line and reason while the rest is mined.
func TestMinePairsBeamFilesystemQuarantineAndIDs(t *testing.T) {
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	var a, b bytes.Buffer
	for i := range 40 {
		fmt.Fprintf(&a, `{"id": %d, "written": "Page %d the cat sat", "spoken": "the cat sat"}`+"\n", 42+i, i)
		fmt.Fprintf(&b, `{"id": "s%d", "written": "Page %d a dog ran", "spoken": "a dog ran"}`+"\n", i, i)
	}
	a.WriteString(`{"id": 7, "written": ["list"], "spoken": "x"}` + "\n")
	b.WriteString(`{"written": "\ud800", "spoken": "x"}` + "\n" + `{"written": "ok"` + "\n")
	memfs.Write("memfs://minepairs/a.jsonl", a.Bytes())
	memfs.Write("memfs://minepairs/b.jsonl", b.Bytes())
	out := filepath.Join(t.TempDir(), "mined")
	var stdout, stderr bytes.Buffer
	if code := dispatch(context.Background(), []string{"mine-pairs", "--runner", "direct", "--input", "memfs://minepairs/*.jsonl",
		"--output", out, "--minsup", "10"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	mism, _ := os.ReadFile(filepath.Join(out, "mismatches.jsonl"))
	if n := strings.Count(string(mism), "\n"); n != 80 {
		t.Errorf("%d mismatches, want 80 (one per good pair, numeric ids included)", n)
	}
	rej, err := os.ReadFile(filepath.Join(out, "rejects.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(rej)), "\n")
	want := []string{`{"file":"memfs://minepairs/a.jsonl","line":41,"reason":"field \"written\"`,
		`{"file":"memfs://minepairs/b.jsonl","line":41,"reason":"field \"written\": lone surrogate \\ud800`,
		`{"file":"memfs://minepairs/b.jsonl","line":42,"reason":"invalid JSON`}
	if len(lines) != len(want) {
		t.Fatalf("rejects:\n%s", rej)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("reject %d: %s, want %s...", i+1, lines[i], w)
		}
	}
	report, _ := os.ReadFile(filepath.Join(out, "report.md"))
	if !strings.Contains(string(report), "Quarantined: 3 input lines") || !strings.Contains(stderr.String(), "itnprep mine-pairs: 3 of 83 lines quarantined ("+filepath.Join(out, "rejects.jsonl")+"); the others were processed; first: ") {
		t.Errorf("report/stderr do not count the quarantined lines:\n%s\n%s", report, stderr.String())
	}
}

func isSubseqStrings(p, s []string) bool {
	j := 0
	for _, x := range s {
		if j < len(p) && p[j] == x {
			j++
		}
	}
	return j == len(p)
}

// TestMinePairsMatchesAnchors runs mine-pairs on ../shared's pairs50k and
// checks both stages against the references: the mismatch sequences equal
// anchors/data/mismatch_seqs.jsonl (built there with CPython difflib), and
// the patterns equal prefixspan_anchor.py --engine own at minsup 20, run
// here. About 20 s on a loaded 2-core box; skipped with -short.
func TestMinePairsMatchesAnchors(t *testing.T) {
	if testing.Short() {
		t.Skip("SKIP: -short; this runs mine-pairs over 50,000 pairs")
	}
	pairs := testutil.SharedFile(t, "anchors/data/pairs50k.jsonl")
	seqsRef := testutil.SharedFile(t, "anchors/data/mismatch_seqs.jsonl")
	script := testutil.SharedFile(t, "anchors/prefixspan_anchor.py")
	py := testutil.DebianPython(t)
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	out := filepath.Join(t.TempDir(), "mined")
	var stdout, stderr bytes.Buffer
	if code := dispatch(context.Background(), []string{"mine-pairs", "--runner", "direct", "--input", pairs, "--output", out,
		"--minsup", "20", "--partitions", "2", "--max-seq-len", "0"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got := readSeqLines(t, filepath.Join(out, "mismatches.jsonl"))
	want := readSeqLines(t, seqsRef)
	if len(got) != len(want) {
		t.Fatalf("%d mismatch sequences, anchor has %d", len(got), len(want))
	}
	for i := range got {
		if !slices.Equal(got[i], want[i]) {
			t.Fatalf("mismatch %d: got %q, anchor %q", i+1, got[i], want[i])
		}
	}
	ref := filepath.Join(t.TempDir(), "anchor.jsonl")
	cmd := exec.Command(py, script, seqsRef, "--engine", "own", "--minsup", "20", "--maxlen", "6", "--out", ref)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("anchor: %v\n%s", err, b)
	}
	a, _ := os.ReadFile(ref)
	b, _ := os.ReadFile(filepath.Join(out, "patterns.jsonl"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Fatalf("patterns.jsonl (%d bytes) differs from the anchor's (%d bytes)", len(b), len(a))
	}
}

func readSeqLines(t *testing.T, path string) [][]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]string
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		seq, err := patterns.ParseSeq([]byte(line))
		if err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
		out = append(out, seq)
	}
	return out
}

func TestMinePairsErrors(t *testing.T) {
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("{\"written\": \"a\", \"spoken\": \"a\"}\n{\"written\": \"b\"}\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"mine-pairs", "--input", dir, "--output", filepath.Join(dir, "o")}, 1, "a folder but not a dataset version (no data/*.parquet); give the pair files in it by a glob such as " + filepath.Join(dir, "*.jsonl")},
		{[]string{"mine-pairs", "--input", filepath.Join(dir, "none*.jsonl"), "--output", filepath.Join(dir, "o")}, 1, "matches no file"},
		{[]string{"mine-pairs", "--input", bad}, 2, "mine-pairs: --output is required"},
		{[]string{"mine-pairs"}, 2, "--input (or --from VERSION_DIR) and --output are required"},
		{[]string{"mine-pairs", "--input", bad, "--from", bad, "--output", bad}, 2, "--input or --from, not both"},
		{[]string{"mine-pairs", "--input", bad, "--output", dir, "--maxlen", "1"}, 2, `--maxlen must be 2 or more (a rule needs a written item and "|"), got 1`},
		{[]string{"mine-pairs", "--input", bad, "--output", bad}, 1, "--output " + bad + ": cannot create the folder: mkdir " + bad},
	} {
		var stdout, stderr bytes.Buffer
		code := dispatch(context.Background(), c.args, &stdout, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr.String(), c.code, c.msg)
		}
	}
}

// A mine-pairs run with nothing usable, or with more quarantined than
// --max-reject-rate allows, exits 1 with one line saying why (naming the
// first quarantined line) and leaves no rules behind: it used to print
// "0 mismatches" and exit 0.
func TestMinePairsRefusesUnusableInput(t *testing.T) {
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	dir := t.TempDir()
	allBad := writeFile(t, dir, "allbad.jsonl", "{\"written\": \"a\"}\n\n{\"x\": 1}\r\nnot json\n")
	empty := writeFile(t, dir, "empty.jsonl", "")
	nemo := writeFile(t, dir, "GoogleTN.json", `{"text": "in 1984 .", "gt_normalized": "in nineteen eighty four ."}`+"\n")
	mostlyBad := writeFile(t, dir, "mostly.jsonl", "{\"written\": \"Page 1 the cat\", \"spoken\": \"the cat\"}\n{\"spoken\": \"b\"}\n[1]\n")
	stale := filepath.Join(dir, "stale")
	os.MkdirAll(stale, 0o755)
	os.WriteFile(filepath.Join(stale, "rules.jsonl"), []byte("{}\n"), 0o644)
	for _, c := range []struct {
		name, in, out string
		extra         []string
		code          int
		msg           string
		left          []string // files left in the output folder
	}{
		{"all quarantined", allBad, stale, nil, 1, `refusing to derive rules: 0 usable pairs (read 3, quarantined 3; first: ` + allBad + `:1: a pair needs string fields "written" and "spoken" (the line's fields: written)) (every quarantined line in ` + filepath.Join(stale, "rejects.jsonl"), []string{"rejects.jsonl"}},
		// NeMo's GoogleTN.json: its fields, and the way on.
		{"nemo gtn jsonl", nemo, filepath.Join(dir, "o-nemo"), nil, 1, nemo + `:1: a pair needs string fields "written" and "spoken" (the line's fields: gt_normalized, text; NeMo's GTN JSONL: make a version of it with itnprep prep gtn and give mine-pairs that version))`, []string{"rejects.jsonl"}},
		{"all quarantined, rate off", allBad, filepath.Join(dir, "o2"), []string{"--max-reject-rate", "1"}, 1, "0 usable pairs (read 3, quarantined 3;", []string{"rejects.jsonl"}},
		{"empty", empty, filepath.Join(dir, "o3"), nil, 1, "refusing to derive rules: no pairs read from " + empty + " (an empty input?) (pass --allow-empty", nil},
		{"empty allowed", empty, filepath.Join(dir, "o4"), []string{"--allow-empty"}, 0, "itnprep mine-pairs: read 0 pairs, 0 mismatches", []string{"mismatches.jsonl", "patterns.jsonl", "report.md", "rules.jsonl"}},
		{"rate", mostlyBad, filepath.Join(dir, "o5"), nil, 1, "refusing to derive rules: quarantined 2 of 3 pairs read (66.7%, above --max-reject-rate 0.5; first: " + mostlyBad + ":2: a pair needs", []string{"rejects.jsonl"}},
		{"rate allowed", mostlyBad, filepath.Join(dir, "o6"), []string{"--max-reject-rate", "0.7"}, 0, "itnprep mine-pairs: read 3 pairs (2 quarantined), 1 mismatches", []string{"mismatches.jsonl", "patterns.jsonl", "rejects.jsonl", "report.md", "rules.jsonl"}},
	} {
		var stdout, stderr bytes.Buffer
		args := append([]string{"mine-pairs", "--runner", "direct", "--input", c.in, "--output", c.out, "--minsup", "1"}, c.extra...)
		code := dispatch(context.Background(), args, &stdout, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and %q", c.name, code, stderr.String(), c.code, c.msg)
		}
		if code != 0 && strings.Count(strings.TrimSpace(stderr.String()), "\n") != 0 {
			t.Errorf("%s: more than one line on stderr: %q", c.name, stderr.String())
		}
		var left []string
		entries, _ := os.ReadDir(c.out)
		for _, e := range entries {
			left = append(left, e.Name())
		}
		if !slices.Equal(left, c.left) {
			t.Errorf("%s: output folder holds %v, want %v", c.name, left, c.left)
		}
	}
}

// mine-pairs quarantines a line over the streaming commands' 64 MiB, as
// align does: it read lines of up to 256 MiB, and a 73 MB pair took 7 GB
// and 19 s to align.
func TestMinePairsQuarantinesALineOverTheStreamingLimit(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "pairs.jsonl")
	f, err := os.Create(in)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 40 {
		fmt.Fprintf(f, `{"id": "p%d", "written": "Page %d the cat sat", "spoken": "the cat sat"}`+"\n", i, i)
	}
	huge := strings.Repeat("word ", (64<<20)/5+2)
	fmt.Fprintf(f, `{"id": "huge", "written": "%s", "spoken": "word"}`+"\n", huge)
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(tmp, "mined")
	_, stderr, code := run(t, "mine-pairs", "--runner", "direct", "--input", in, "--output", out, "--minsup", "10")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rej, err := os.ReadFile(filepath.Join(out, "rejects.jsonl"))
	if err != nil || !strings.Contains(string(rej), `"line":41`) || !strings.Contains(string(rej), fmt.Sprintf("line longer than %d bytes", 64<<20)) {
		t.Errorf("rejects (%v):\n%.300s", err, rej)
	}
}

// TestMinePairsKeepsReviewedRules: mine-pairs again into a folder whose
// rules.jsonl a person reviewed (a rule approved in itnprep view, which
// saves over that file, or by hand) is refused before anything runs (exit
// 2, one line naming the file and the count), and the file is left as it
// was; it was replaced by the new run's unreviewed rules (and removed by a
// refused run). A rules.jsonl with no approved rule is mine-pairs' own,
// and a run replaces it.
func TestMinePairsKeepsReviewedRules(t *testing.T) {
	in := writeLibriheavyStylePairs(t, 300)
	out := filepath.Join(t.TempDir(), "mined")
	mine := func() (string, int) {
		_, stderr, code := run(t, "mine-pairs", "--input", in, "--output", out, "--minsup", "3", "--runner", "direct")
		return stderr, code
	}
	if stderr, code := mine(); code != 0 {
		t.Fatalf("first run: exit %d: %s", code, stderr)
	}
	if stderr, code := mine(); code != 0 {
		t.Fatalf("a run over unreviewed rules: exit %d: %s", code, stderr)
	}
	rulesPath := filepath.Join(out, "rules.jsonl")
	b, err := os.ReadFile(rulesPath)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := patterns.ReadRules(bytes.NewReader(b), rulesPath)
	if err != nil || len(rules) < 2 {
		t.Fatalf("%d rules (%v): the sample should give some", len(rules), err)
	}
	rules[1].Approved = true
	var reviewed bytes.Buffer
	if err := patterns.WriteRules(&reviewed, rules); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(rulesPath, reviewed.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	stderr, code := mine()
	want := fmt.Sprintf("itnprep: mine-pairs: --output %s holds reviewed rules (%s: 1 of %d approved); mining again would replace them", out, rulesPath, len(rules))
	if code != 2 || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("a run over reviewed rules: exit %d, stderr %q; want exit 2 and one line beginning %q", code, stderr, want)
	}
	if after, err := os.ReadFile(rulesPath); err != nil || !bytes.Equal(after, reviewed.Bytes()) {
		t.Errorf("the reviewed rules.jsonl changed (%v)", err)
	}
	// A review that does not read as rules (a hand edit's stray line, or
	// an approval written "yes") is a review still: it was replaced, the
	// approvals lost. A file that approves nothing and does not read is
	// replaced.
	yes := bytes.Replace(reviewed.Bytes(), []byte(`"approved":true`), []byte(`"approved":"yes"`), 1)
	for _, tc := range []struct {
		name, file, want string
		code             int
	}{
		{"a stray line", reviewed.String() + "garbage\n", "(" + rulesPath + ": 1 marked approved), though it does not read as rules (" + rulesPath + ":" + fmt.Sprint(len(rules)+1) + ": invalid rule JSON", 2},
		{"approved: yes", string(yes), "(" + rulesPath + ": 1 marked approved), though it does not read as rules (" + rulesPath + ":2: invalid rule JSON", 2},
		{"no approval", "garbage\n", "", 0},
	} {
		if !bytes.Contains(yes, []byte(`"approved":"yes"`)) {
			t.Fatalf("WriteRules no longer writes \"approved\":true: %s", reviewed.String())
		}
		if err := os.WriteFile(rulesPath, []byte(tc.file), 0o644); err != nil {
			t.Fatal(err)
		}
		stderr, code := mine()
		after, _ := os.ReadFile(rulesPath)
		if code != tc.code || !strings.Contains(stderr, tc.want) || (tc.code == 2) != (string(after) == tc.file) {
			t.Errorf("%s: exit %d, stderr %q, file kept %v; want exit %d, stderr with %q, the file kept only on a refusal", tc.name, code, stderr, string(after) == tc.file, tc.code, tc.want)
		}
	}
}

// TestMinePairsFailedLeavesNothingHalfWritten: a mine-pairs run that fails
// after its job began removes what it wrote and the folders it made. A
// job stopped by a truncated input left the folders above a new --output
// (it removed --output alone, and only when empty); a derivation that
// failed (report.md cannot be written) left the mismatches, patterns and
// rules, an incomplete set that passed for a result. A folder that was
// there stays.
func TestMinePairsFailedLeavesNothingHalfWritten(t *testing.T) {
	resetBeamFlags(t)
	dir := t.TempDir()
	pairs := writeLibriheavyStylePairs(t, 300)
	data, err := os.ReadFile(pairs)
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(data)
	zw.Close()
	cut := writeFile(t, dir, "cut.jsonl.gz", gz.String()[:gz.Len()/2])
	out := filepath.Join(dir, "new", "runs", "r1")
	_, stderr, code := run(t, "mine-pairs", "--runner", "direct", "--input", cut, "--output", out, "--minsup", "2")
	if code != 1 || !strings.Contains(stderr, "truncated gzip") {
		t.Errorf("a truncated input: exit %d, stderr %q; want 1 and the read error", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); !os.IsNotExist(err) {
		t.Errorf("a failed job left %q under %s", testutil.Tree(t, filepath.Join(dir, "new")), filepath.Join(dir, "new"))
	}

	kept := filepath.Join(dir, "kept")
	if err := os.MkdirAll(filepath.Join(kept, "report.md"), 0o755); err != nil {
		t.Fatal(err)
	}
	_, stderr, code = run(t, "mine-pairs", "--runner", "direct", "--input", pairs, "--output", kept, "--minsup", "2")
	if code != 1 || !strings.Contains(stderr, "report.md") {
		t.Errorf("report.md a folder: exit %d, stderr %q; want 1 and the write error", code, stderr)
	}
	if got := testutil.Tree(t, kept); len(got) != 0 {
		t.Errorf("a failed derivation left %q in %s", got, kept)
	}
}

// TestMinePairsRejectsDamagedText: a JSONL pair whose written or spoken
// text holds mojibake or U+FFFD is quarantined with the reason every prep
// reader and align give it (align.DamagedPair), its file and line named
// and counted; it was aligned and mined, "cafÃ©"'s "Ã©" a fragment that
// rules could be derived from.
func TestMinePairsRejectsDamagedText(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, `{"id": "p%d", "written": "Page %d the cat sat", "spoken": "the cat sat"}`+"\n", i, i)
	}
	b.WriteString(`{"id": "w", "written": "The cafÃ© opened", "spoken": "the cafe opened"}` + "\n")
	b.WriteString(`{"id": "s", "written": "It didn't", "spoken": "it didnâ€™t"}` + "\n")
	b.WriteString(`{"id": "r", "written": "caf\ufffd", "spoken": "cafe"}` + "\n")
	in := writeFile(t, dir, "pairs.jsonl", b.String())
	out := filepath.Join(dir, "mined")
	_, stderr, code := run(t, "mine-pairs", "--runner", "direct", "--input", in, "--output", out, "--minsup", "5")
	if code != 0 || !strings.Contains(stderr, "read 23 pairs (3 quarantined)") || !strings.Contains(stderr, "3 of 23 lines quarantined") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rej, err := os.ReadFile(filepath.Join(out, "rejects.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"line":21,"reason":"mojibake in the written text: \"Ã©\" (at character 8) is \"é\"`,
		`"line":22,"reason":"mojibake in the spoken text: \"â€™\"`,
		`"line":23,"reason":"U+FFFD (the replacement character, �) in the written text at character 4`,
	} {
		if !strings.Contains(string(rej), want) {
			t.Errorf("rejects lack %s:\n%s", want, rej)
		}
	}
	if mism, _ := os.ReadFile(filepath.Join(out, "mismatches.jsonl")); strings.Contains(string(mism), "©") || strings.Contains(string(mism), "€") {
		t.Errorf("a damaged pair was mined:\n%s", mism)
	}
}

// TestMinePairsNamesLineProblemsAsPrepDoes: a line holding a NUL byte is
// quarantined as "NUL byte in line", as align and prep's line reader say
// it (it was "invalid JSON: invalid character '\x00' in string literal"),
// and a file with CR line endings (classic Mac, one line to the reader)
// says so and how to convert it (it was "invalid character '{' after
// top-level value" alone); both counted among the pairs read.
func TestMinePairsNamesLineProblemsAsPrepDoes(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, `{"id": "p%d", "written": "Page %d the cat sat", "spoken": "the cat sat"}`+"\n", i, i)
	}
	writeFile(t, dir, "a.jsonl", b.String()+"{\"written\": \"a\x00b\", \"spoken\": \"a b\"}\n")
	mac := writeFile(t, dir, "mac.jsonl", "{\"written\": \"Page 1 a\", \"spoken\": \"a\"}\r{\"written\": \"Page 2 b\", \"spoken\": \"b\"}\r")
	out := filepath.Join(dir, "mined")
	_, stderr, code := run(t, "mine-pairs", "--runner", "direct", "--input", filepath.Join(dir, "*.jsonl"), "--output", out, "--minsup", "5")
	if code != 0 || !strings.Contains(stderr, "read 22 pairs (2 quarantined)") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rej, err := os.ReadFile(filepath.Join(out, "rejects.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"line":21,"reason":"NUL byte in line"`,
		`"line":1,"reason":"invalid JSON: invalid character '{' after top-level value (the line holds carriage returns (\\r): CR-only line endings (classic Mac)? convert them first: tr '\\r' '\\n' \u003c ` + mac,
	} {
		if !strings.Contains(string(rej), want) {
			t.Errorf("rejects lack %s:\n%s", want, rej)
		}
	}
}

// A minimum support above the mismatch sequences mined finds nothing by
// construction; the run says so rather than reporting 0 patterns as if the
// pairs were clean (qa92: the default --minsup 20 over 3 pairs).
func TestMinePairsSaysMinSupportAboveTheSequences(t *testing.T) {
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	in := filepath.Join(t.TempDir(), "pairs.jsonl")
	lines := `{"id":"a","written":"Mr. Smith paid $5.","spoken":"mister smith paid five dollars"}
{"id":"b","written":"Dr. Who saw 12 ships.","spoken":"doctor who saw twelve ships"}
{"id":"c","written":"It was 3 p.m.","spoken":"it was three p m"}
`
	if err := os.WriteFile(in, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		minsup string
		warn   bool
	}{{"", true}, {"2", false}, {"0.5", false}} {
		out := filepath.Join(t.TempDir(), "mined")
		args := []string{"mine-pairs", "--runner", "direct", "--input", in, "--output", out}
		if tc.minsup != "" {
			args = append(args, "--minsup", tc.minsup)
		}
		var stdout, stderr bytes.Buffer
		if code := dispatch(context.Background(), args, &stdout, &stderr); code != 0 {
			t.Fatalf("minsup %q: exit %d: %s", tc.minsup, code, stderr.String())
		}
		got := strings.Contains(stderr.String(), "no pattern can be frequent: the minimum support 20 is more than the")
		if got != tc.warn {
			t.Errorf("minsup %q: warning %v, want %v:\n%s", tc.minsup, got, tc.warn, stderr.String())
		}
	}
}
