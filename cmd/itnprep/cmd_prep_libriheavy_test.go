package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

func libriheavySample(t testing.TB) string {
	t.Helper()
	return filepath.Join(testutil.ModuleRoot(t), "testdata", "libriheavy", "libriheavy_cuts_dev.jsonl.gz")
}

// sampleCuts counts the sample's cuts (one per line).
func sampleCuts(t testing.TB) int64 {
	t.Helper()
	return int64(bytes.Count(sampleJSONL(t), []byte("\n")))
}

// sampleJSONL is the Libriheavy sample's JSONL, gunzipped.
func sampleJSONL(t testing.TB) []byte {
	t.Helper()
	f, err := os.Open(libriheavySample(t))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// initBeam does what main does before dispatch; prism needs it. (A
// helper rather than TestMain, so other command tests can keep their own.)
func initBeam() {
	if !beam.Initialized() {
		beam.Init()
	}
}

// prepLibriheavy runs the command and returns the version folder.
func prepLibriheavy(t *testing.T, args ...string) string {
	t.Helper()
	initBeam()
	var out, errb bytes.Buffer
	full := append([]string{"prep", "libriheavy", "--quiet"}, args...)
	if code := dispatch(context.Background(), full, &out, &errb); code != 0 {
		t.Fatalf("itnprep %s: exit %d\n%s", strings.Join(full, " "), code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	return lines[len(lines)-1]
}

func verified(t *testing.T, dir string) *dataset.Manifest {
	t.Helper()
	rep, err := storage.Verify(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) > 0 {
		t.Fatalf("verify %s: %v", dir, rep.Problems)
	}
	return rep.Manifest
}

func readPairs(t *testing.T, dir string, m *dataset.Manifest) []dataset.Pair {
	t.Helper()
	var all []dataset.Pair
	for _, sh := range m.Shards {
		rows, err := dataset.ReadLocalShard[dataset.Pair](filepath.Join(dir, sh.Path))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, rows...)
	}
	return all
}

func readRejects(t *testing.T, dir string, m *dataset.Manifest) []dataset.Reject {
	t.Helper()
	var all []dataset.Reject
	for _, sh := range m.Rejects {
		rows, err := dataset.ReadLocalShard[dataset.Reject](filepath.Join(dir, sh.Path))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, rows...)
	}
	return all
}

// runBoth runs the job on direct and on prism, checks both versions verify
// and have the same id, and returns the direct one.
func runBoth(t *testing.T, args ...string) (string, *dataset.Manifest) {
	t.Helper()
	var ids, dirs []string
	for _, runner := range []string{"direct", "prism"} {
		dir := prepLibriheavy(t, append([]string{"--runner=" + runner, "--output", t.TempDir()}, args...)...)
		ids = append(ids, verified(t, dir).VersionID)
		dirs = append(dirs, dir)
	}
	if ids[0] != ids[1] {
		t.Fatalf("direct gave version %s, prism %s", ids[0], ids[1])
	}
	return dirs[0], verified(t, dirs[0])
}

// The real record from Libriheavy's README (one line, not named like a
// manifest, hence --split) goes through with the sample.
func TestPrepLibriheavyShared(t *testing.T) {
	real := testutil.SharedFile(t, "corpora/libriheavy/readme_example_cut.compact.jsonl")
	dir, m := runBoth(t, "--input", libriheavySample(t)+","+real, "--split", "validation")
	if a := m.Accounting; a.Read != sampleCuts(t)+1 || a.Read != a.Written+a.Rejected {
		t.Errorf("accounting %+v", a)
	}
	found := false
	for _, p := range readPairs(t, dir, m) {
		if p.ID == "small/100/sea_fairies_0812_librivox_64kb_mp3/01_baum_sea_fairies_64kb_0" {
			found = true
			if !strings.HasPrefix(p.Spoken, "the little girl was thoughtful") {
				t.Errorf("real cut: %+v", p)
			}
		}
	}
	if !found {
		t.Error("the README cut is not in the dataset")
	}
	checkCard(t, dir, m)
}

// The sample goes through the pipeline on prism and on direct with the
// same version id; the accounting holds; every number in the card equals
// the manifest's; rows and rejects read back complete.
func TestPrepLibriheavyRunners(t *testing.T) {
	dir, m := runBoth(t, "--input", libriheavySample(t))
	a := m.Accounting
	if a.Read != sampleCuts(t) || a.Read != a.Written+a.Rejected || a.Written == 0 || a.Rejected == 0 {
		t.Errorf("accounting %+v", a)
	}
	checkCard(t, dir, m)

	pairs := readPairs(t, dir, m)
	if int64(len(pairs)) != a.Written {
		t.Errorf("%d rows read back, manifest says %d", len(pairs), a.Written)
	}
	flagged := 0
	var numbered []string
	for _, p := range pairs {
		if p.Source != "libriheavy" || p.Split != "validation" {
			t.Errorf("%s: source %s split %s", p.ID, p.Source, p.Split)
		}
		if strings.ContainsAny(p.Written, "[]{}@|") || strings.Contains(p.Written, "  ") {
			t.Errorf("%s: uncleaned written %q", p.ID, p.Written)
		}
		if strings.IndexFunc(p.Spoken, unicode.IsUpper) >= 0 {
			t.Errorf("%s: spoken not lower-cased: %q", p.ID, p.Spoken)
		}
		if len(p.Flags) > 0 {
			flagged++
		}
		if p.Similarity == nil || *p.Similarity > 1 {
			t.Errorf("%s: similarity %v, want the alignment ratio", p.ID, p.Similarity)
		} else if *p.Similarity < 0.6 {
			// Below the threshold only by its numbers read as words
			// (--numbers-match): "$50" / "fifty dollars".
			numbered = append(numbered, p.Written+" | "+p.Spoken)
		}
	}
	slices.Sort(numbered)
	if want := []string{
		// A rejected cut until the intro's title and "four more
		// information" were removed with it (pairs2): its book title line
		// is trimmed at the start.
		"CHAPTER IV. APRIL The church at St. Ives was rebuilt in 1806 at a cost of $12,000. The first swallow came to the barn on April 11, four days later than last year. Mr. Brandon arrived at 4:35, | chapter four april the uh church at saint ives was rebuilt in eighteen oh six at a cost of twelve thousand dollars the first swallow came to the barn on april eleventh four days later than last year mister brandon arrived at four thirty five",
		"of which $19,550 was for candles alone. | of which nineteen thousand five hundred fifty dollars was for candles alone",
		"the master was paid $50 a year. | the master was paid fifty dollars a year",
	}; !slices.Equal(numbered, want) {
		t.Errorf("rows under the 0.6 ratio (kept for their numbers):\n%s\nwant\n%s", strings.Join(numbered, "\n"), strings.Join(want, "\n"))
	}
	if flagged == 0 || flagged == len(pairs) {
		t.Errorf("%d of %d pairs flagged; the sample has both kinds", flagged, len(pairs))
	}
	stages := map[string]bool{}
	for _, r := range readRejects(t, dir, m) {
		if r.Stage == "" || r.Rule == "" || r.Reason == "" || r.Raw == "" {
			t.Errorf("incomplete reject %+v", r)
		}
		stages[r.Stage] = true
	}
	if !stages["book"] || !stages["align"] {
		t.Errorf("reject stages %v, want clean.book and align", stages)
	}
	for _, rule := range []string{"align/trim_start", "align/trim_end", "book/remove_page_numbers", "book/lowercase_transcript"} {
		if m.Rules[rule] == 0 {
			t.Errorf("edit rule %s never counted: %v", rule, m.Rules)
		}
	}
	for _, rule := range []string{"align/min_ratio", "book/bad_ascii", "book/disallowed_chars"} {
		if a.RejectedByReason[rule] == 0 {
			t.Errorf("drop rule %s never counted: %v", rule, a.RejectedByReason)
		}
	}
	if !strings.Contains(m.Config["align"], `"MinRatio":0.6`) {
		t.Errorf("align config not recorded: %s", m.Config["align"])
	}
}

var cardRow = regexp.MustCompile(`(?m)^\| ([^|]+?) \| (rejected|edited) \| (\d+) \|(?: (\d+))? \|$`)

func checkCard(t *testing.T, dir string, m *dataset.Manifest) {
	t.Helper()
	card, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	a := m.Accounting
	for what, n := range map[string]int64{"read": a.Read, "written": a.Written, "rejected": a.Rejected} {
		if !strings.Contains(string(card), "| "+what+" | "+strconv.FormatInt(n, 10)+" |") {
			t.Errorf("card lacks %s = %d", what, n)
		}
	}
	rows := cardRow.FindAllStringSubmatch(string(card), -1)
	if len(rows) != len(a.RejectedByReason)+len(m.Rules) {
		t.Errorf("card lists %d rules, manifest %d + %d", len(rows), len(a.RejectedByReason), len(m.Rules))
	}
	for _, r := range rows {
		n, _ := strconv.ParseInt(r[3], 10, 64)
		want := m.Rules[r[1]]
		if r[2] == "rejected" {
			want = a.RejectedByReason[r[1]]
		}
		if n != want {
			t.Errorf("card: %s %s %d, manifest %d", r[1], r[2], n, want)
		}
		if r[2] == "edited" {
			var carried int64
			for i, k := range m.Stats.RuleRows.Keys {
				if k == r[1] {
					carried = m.Stats.RuleRows.Counts[i]
				}
			}
			if rows, _ := strconv.ParseInt(r[4], 10, 64); rows != carried {
				t.Errorf("card: %s on %s rows, stats.rule_rows %d", r[1], r[4], carried)
			}
		}
	}
	if !strings.Contains(string(card), "- split: \"validation\"") {
		t.Error("card header lacks the validation split")
	}
}

func TestPrepLibriheavyITNOnlyAndRules(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "rules.json")
	os.WriteFile(cfg, []byte(`{"rules": {"fold_accents": {"enabled": true}, "bad_ascii": {"params": {"chars": "@"}}}}`), 0o644)
	dir := prepLibriheavy(t, "--runner=direct", "--input", libriheavySample(t), "--output", t.TempDir(), "--itn-only", "--rules-config", cfg)
	m := verified(t, dir)
	a := m.Accounting
	if a.RejectedByReason["select/itn_only"] == 0 || a.Read != a.Written+a.Rejected {
		t.Errorf("accounting %+v", a)
	}
	if m.Rules["book/fold_accents"] == 0 {
		t.Errorf("fold_accents switched on but never counted: %v", m.Rules)
	}
	if !strings.Contains(m.Config["book_rules"], `"fold_accents":{"enabled":true}`) || m.Config["itn_only"] != "true" {
		t.Errorf("config not recorded: %v", m.Config)
	}
	for _, p := range readPairs(t, dir, m) {
		if len(p.Flags) == 0 {
			t.Errorf("--itn-only kept unflagged %s: %q", p.ID, p.Written)
		}
		if p.Split != "validation" {
			t.Errorf("split from file name: %s", p.Split)
		}
	}
}

// The alignment flags reach the stage: without a ratio threshold nothing is
// dropped for it, and a stricter one drops more.
func TestPrepLibriheavyAlignFlags(t *testing.T) {
	count := func(args ...string) int64 {
		dir := prepLibriheavy(t, append([]string{"--runner=direct", "--max-reject-rate=1", "--input", libriheavySample(t), "--output", t.TempDir()}, args...)...)
		m := verified(t, dir)
		return m.Accounting.RejectedByReason["align/min_ratio"]
	}
	def, none, strict := count(), count("--min-ratio", "0"), count("--min-ratio", "0.9")
	if none != 0 || !(strict > def && def > 0) {
		t.Errorf("align_min_ratio rejects: default %d, --min-ratio 0: %d, 0.9: %d", def, none, strict)
	}
}

// A written number inside a pair that the transcript does not read (the
// sample's "21" / "twenty won") is cut from both sides and counted as
// align/number_mismatch; --cut-number-mismatch=false keeps it, as before.
func TestPrepLibriheavyCutsNumberMismatch(t *testing.T) {
	run := func(args ...string) (*dataset.Manifest, []dataset.Pair) {
		dir := prepLibriheavy(t, append([]string{"--runner=direct", "--input", libriheavySample(t), "--output", t.TempDir()}, args...)...)
		m := verified(t, dir)
		return m, readPairs(t, dir, m)
	}
	withWon := func(rows []dataset.Pair) (n int) {
		for _, p := range rows {
			if strings.Contains(p.Spoken, "won ") && strings.ContainsAny(p.Written, "0123456789") {
				n++
			}
		}
		return n
	}
	rows := func(m *dataset.Manifest) int64 {
		if i := slices.Index(m.Stats.RuleRows.Keys, "align/number_mismatch"); i >= 0 {
			return m.Stats.RuleRows.Counts[i]
		}
		return 0
	}
	on, onRows := run()
	off, offRows := run("--cut-number-mismatch=false")
	if n := on.Rules["align/number_mismatch"]; n != 4 || rows(on) != 4 || off.Rules["align/number_mismatch"] != 0 {
		t.Errorf("align/number_mismatch: %d cuts in %d rows (want 4 in 4), %d with the flag off", n, rows(on), off.Rules["align/number_mismatch"])
	}
	if len(onRows) != len(offRows) || withWon(offRows) == 0 {
		t.Errorf("rows %d on, %d off (want the same); off, %d rows read a number as 'won' (want some)", len(onRows), len(offRows), withWon(offRows))
	}
	for _, p := range onRows {
		if strings.Contains(p.Spoken, "twenty won") {
			t.Errorf("kept %q / %q", p.Written, p.Spoken)
		}
	}
}

func TestPrepLibriheavyErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "rules.json")
	os.WriteFile(bad, []byte(`{"rules": {"no_such_rule": {}}}`), 0o644)
	broken := filepath.Join(t.TempDir(), "broken.json")
	os.WriteFile(broken, []byte(`{"rules": `), 0o644)
	plain := filepath.Join(t.TempDir(), "cuts.jsonl")
	os.WriteFile(plain, []byte("{}\n"), 0o644)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--input", libriheavySample(t), "--output", t.TempDir(), "--rules-config", bad}, 1, "itnprep: --rules-config: " + bad + `: rule set book: unknown rule "no_such_rule"`},
		{[]string{"--input", libriheavySample(t), "--output", t.TempDir(), "--rules-config", broken}, 1, "--rules-config: " + broken + ": rule config: the file ends inside the JSON object (cut short?): unexpected EOF"},
		// A missing file names the flag (it was "open FILE: ...": no such
		// file or directory").
		{[]string{"--input", libriheavySample(t), "--output", t.TempDir(), "--rules-config", broken + ".missing"}, 1, "itnprep: --rules-config: " + broken + ".missing: no such file\n"},
		{[]string{"--input", plain, "--output", t.TempDir()}, 1, "not a Libriheavy cut manifest name"},
		{[]string{"--output", t.TempDir()}, 2, "--input is required"},
		{[]string{"--input", filepath.Join(t.TempDir(), "none*.jsonl.gz"), "--output", t.TempDir()}, 1, "matches no file"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := dispatch(context.Background(), append([]string{"prep", "libriheavy", "--quiet", "--runner=direct"}, c.args...), &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, code, errb.String(), c.code, c.want)
		}
	}
}

// The whole Libriheavy graph (read, parse, book rules, alignment, flags,
// sink) constructs for Dataflow offline, so every DoFn and type it uses is
// registered for remote workers.
func TestPrepLibriheavyDataflowDryRun(t *testing.T) {
	initBeam()
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), []string{"prep", "libriheavy", "--quiet", "--input", libriheavySample(t),
		"--output", "gs://itnprep-made-up-bucket/out", "--runner", "dataflow", "--dry_run", "--project", "made-up-project",
		"--region", "us-central1", "--staging_location", "gs://itnprep-made-up-bucket/staging",
		"--temp_location", "gs://itnprep-made-up-bucket/tmp",
		// An earlier prism run in this process leaves Beam's global
		// environment flags at LOOPBACK; a real Dataflow launch starts clean.
		"--environment_type", "DOCKER", "--environment_config", ""}, &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "dry run") {
		t.Fatalf("dataflow dry run: exit %d\nstdout %s\nstderr %s", code, out.String(), errb.String())
	}
}

// LibriVox's spoken announcements ("This is a LibriVox recording ...",
// "read by ...", "End of chapter ...") are on the spoken side of the
// sample's chapter-start and chapter-end cuts, as in Libriheavy; the rule
// book/remove_librivox_boilerplate takes them out and is counted in the
// manifest and the card.
func TestPrepLibriheavyLibrivoxTrimmed(t *testing.T) {
	resetBeamFlags(t) // an earlier test's --dry_run must not carry over
	dir := prepLibriheavy(t, "--runner=direct", "--output", t.TempDir(), "--input", libriheavySample(t))
	m := verified(t, dir)
	// The cuts whose transcript holds an announcement.
	raw := sampleJSONL(t)
	announced := map[string]bool{}
	outro := regexp.MustCompile(`END OF CHAPTER [A-Z ]+$`)
	for _, line := range strings.Split(string(raw), "\n") {
		c, err := sources.ParseCut([]byte(line))
		if err != nil {
			continue // the sample's malformed lines (parse rejects)
		}
		if strings.Contains(c.Transcript, "LIBRIVOX RECORDING") || outro.MatchString(c.Transcript) {
			announced[c.ID] = true
		}
	}
	if len(announced) < 10 {
		t.Fatalf("the sample has %d cuts with announcements; want its chapter starts and ends", len(announced))
	}
	hits := m.Rules["book/remove_librivox_boilerplate"]
	// Every announced cut that reaches the book rules is counted (a cut
	// dropped earlier in the set by another rule may not be).
	if hits == 0 || hits > int64(len(announced)) {
		t.Errorf("book/remove_librivox_boilerplate counted %d, the sample has %d cuts with announcements", hits, len(announced))
	}
	kept := 0
	for _, p := range readPairs(t, dir, m) {
		if strings.Contains(p.Spoken, "librivox") || strings.Contains(p.Spoken, "public domain") || regexp.MustCompile(`end of chapter [a-z ]+$`).MatchString(p.Spoken) {
			t.Errorf("%s keeps an announcement: %q", p.ID, p.Spoken)
		}
		if announced[p.ID] {
			kept++
		}
		// The rules column names the rule on every announced cut (and on
		// announcements the pattern above does not know, "END OF LETTER ONE").
		if announced[p.ID] && !p.HasRule("book/remove_librivox_boilerplate") {
			t.Errorf("%s: announced %v, rules %q", p.ID, announced[p.ID], p.Rules)
		}
	}
	checkRulesColumn(t, dir)
	if kept == 0 {
		t.Error("no announced cut was kept: the trimmed pairs should pass alignment")
	}
	checkCard(t, dir, m)
	card, _ := os.ReadFile(filepath.Join(dir, "README.md"))
	if !strings.Contains(string(card), "| book/remove_librivox_boilerplate | edited | "+strconv.FormatInt(hits, 10)+" |") {
		t.Error("the card does not list book/remove_librivox_boilerplate with its count")
	}
}

// The README's re-shard recipe for big files, run as written (fewer lines
// per part), produces parts that `prep libriheavy` takes with their split
// from the name, and the same data as the whole file.
func TestLibriheavyReshardRecipe(t *testing.T) {
	resetBeamFlags(t)
	for tool, pkg := range map[string]string{"bash": "bash", "zcat": "gzip", "split": "coreutils", "gzip": "gzip"} {
		testutil.Tool(t, tool, pkg)
	}
	readme, err := os.ReadFile(filepath.Join(testutil.ModuleRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	recipe := regexp.MustCompile("`(zcat libriheavy_cuts_large\\.jsonl\\.gz \\| split [^`]+)`").FindStringSubmatch(string(readme))
	if recipe == nil {
		t.Fatal("README: no `zcat libriheavy_cuts_large.jsonl.gz | split ...` recipe")
	}
	cmd := strings.Replace(recipe[1], "-l 200000", "-l 100", 1)
	if cmd == recipe[1] {
		t.Fatalf("recipe %q has no -l 200000 to scale down", recipe[1])
	}
	work := t.TempDir()
	whole, err := os.ReadFile(libriheavySample(t))
	if err != nil {
		t.Fatal(err)
	}
	// The sample's cuts, named as the large subset.
	if err := os.WriteFile(filepath.Join(work, "libriheavy_cuts_large.jsonl.gz"), whole, 0o644); err != nil {
		t.Fatal(err)
	}
	sh := exec.Command("bash", "-c", "set -euo pipefail; "+cmd)
	sh.Dir = work
	if out, err := sh.CombinedOutput(); err != nil {
		t.Fatalf("recipe %q: %v\n%s", cmd, err, out)
	}
	if err := os.Remove(filepath.Join(work, "libriheavy_cuts_large.jsonl.gz")); err != nil {
		t.Fatal(err)
	}
	parts, _ := filepath.Glob(filepath.Join(work, "*"))
	if len(parts) != 3 {
		t.Fatalf("recipe made %v, want 3 parts of 100, 100 and 40 cuts", parts)
	}
	dir := prepLibriheavy(t, "--runner=direct", "--output", t.TempDir(), "--input", filepath.Join(work, "*"))
	m := verified(t, dir)
	ref := verified(t, prepLibriheavy(t, "--runner=direct", "--output", t.TempDir(), "--input", libriheavySample(t), "--split", "train"))
	if len(m.Inputs) != 3 || m.Accounting.Read != sampleCuts(t) || m.Accounting.RowsBySplit["train"] != ref.Accounting.RowsBySplit["train"] ||
		m.Accounting.Written != ref.Accounting.Written || m.Accounting.Rejected != ref.Accounting.Rejected {
		t.Errorf("parts: %d inputs, accounting %+v; the whole file as train: %+v", len(m.Inputs), m.Accounting, ref.Accounting)
	}
}

// TestPrepLibriheavyPrettyJSONSaysOneCutPerLine: the lhotse cut copied
// from Libriheavy's README is pretty-printed (one cut over many lines);
// every line was rejected and the refusal spoke of records rejected. The
// file is refused in one line saying what it is, that lhotse manifests
// hold one JSON object per line, and how to re-serialize.
func TestPrepLibriheavyPrettyJSONSaysOneCutPerLine(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "cuts.json", "{\n  \"id\": \"a\",\n  \"supervisions\": [\n    {\"custom\": {\"texts\": [\"A.\", \"A\"]}}\n  ]\n}\n")
	_, stderr, code := run(t, "prep", "libriheavy", "--input", in, "--split", "train", "--output", filepath.Join(tmp, "o"), "--quiet", "--runner", "direct")
	want := in + `:1: the file is a pretty-printed JSON object ("{" alone on its line), not JSON Lines: its records are read one JSON object per line; convert it first (jq -c . ` + in + " > " + filepath.Join(tmp, "cuts.jsonl") + ")"
	if code != 1 || !strings.Contains(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("exit %d, want one line %q:\n%s", code, want, stderr)
	}
	// Kaldi text (LongLibriHeavy's text file) is not JSON at all: the line
	// says so too (it spoke of pretty-printed JSON alone).
	in = writeFile(t, tmp, "dev_text.jsonl", "utt1 THE DAWN OF MEDIEVAL EUROPE\nutt2 IMPOR TANT\n")
	_, stderr, code = run(t, "prep", "libriheavy", "--input", in, "--split", "validation", "--output", filepath.Join(tmp, "o"), "--quiet", "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "a file of lines that are not JSON (a CSV or TSV table, Kaldi text, plain text) is not this source's format") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("Kaldi text: exit %d, want one refusal line saying it is not JSON:\n%s", code, stderr)
	}
}

// TestPrepLibriheavyUpperCaseName: a cut manifest named in capitals
// (LIBRIHEAVY_CUTS_DEV.JSONL.GZ, as a copy from a case-insensitive file
// system may name it) is read with its subset's split, as the other
// sources read their names in any case: it was refused as "not a
// Libriheavy cut manifest name".
func TestPrepLibriheavyUpperCaseName(t *testing.T) {
	data, err := os.ReadFile(libriheavySample(t))
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(t.TempDir(), "LIBRIHEAVY_CUTS_DEV.JSONL.GZ")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), []string{"prep", "libriheavy", "--runner=direct", "--input", in, "--output", t.TempDir()}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// The summary's rows line (its last line names train, which takes
	// a held-out set as --test-dataset).
	if rows := regexp.MustCompile(`(?m)^itnprep: \d+ rows: .*$`).FindString(errb.String()); !regexp.MustCompile(`\bvalidation\b`).MatchString(rows) || strings.Contains(rows, "train") {
		t.Errorf("the dev subset's rows are not all validation rows:\n%s", errb.String())
	}
}
