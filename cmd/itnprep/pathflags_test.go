package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
)

// declaredFlag is one flag of one command as the test sees it.
type declaredFlag struct {
	cmd   string // "prep gtn", "align"
	name  string // as defined (not an alias)
	local string // pathFlag.localOnly(); "" for a Beam-filesystem path
	usage string
}

func (d declaredFlag) key() string { return d.cmd + " --" + d.name }

// notAPath are string flags whose name or help mentions files or folders
// but whose value is not a path, with the reason. A new flag that looks
// like a path must be declared with pathVar or localPathVar, or listed
// here with its reason.
var notAPath = map[string]string{
	"name":         "a dataset name: one folder name under --output, not a path",
	"split":        "a split name (the help says how a file name implies one)",
	"unused-split": "a split name for GTN files 95-98",
	"split-by-id":  "split names and weights (train=98,validation=1,test=1); the help says it replaces splits taken from file names",
	"id-field":     "a JSON field or Parquet column name; the help says what ids (FILE:ID) it gives",
	"text-field":   "a JSON field (a dotted path inside a JSONL object, as jq's) or a column name, not a file",
	"k8s-claim":    "the name of a Kubernetes PersistentVolumeClaim",
	"language":     "a language code (en, de) that starts prep nemo-cases' ids; the help says which folder names one",
}

// pathLikeName and pathLikeUsage tell a flag that looks like it names a path.
var (
	pathLikeName  = regexp.MustCompile(`^(in|input|out|output|from|style|base|rules|details|rejects|dataset|init|cache|python)$|(^|-)(in|out|input|output|dir|file|path|folder|config|dataset|mount|counts|rules)$|profile$`)
	pathLikeUsage = regexp.MustCompile(`(?i)\b(files?|folders?|globs?|director(y|ies)|paths?)\b`)
)

// commandKey is the command a command line runs, as commandLines names it.
func commandKey(args []string) string {
	switch args[0] {
	case "prep", "derive", "versions", "export", "style":
		return args[0] + " " + args[1]
	}
	return args[0]
}

// declaredPathFlags walks every command's flags (the FlagSets the CLI
// builds, as TestFlagStyleEveryCommand does) and returns its path flags
// (declared by their Value, pathFlag) and, per command, the alias names
// of each flag. A string flag that looks like a path but is not declared
// fails the test.
func declaredPathFlags(t *testing.T) (map[string]declaredFlag, map[string]string) {
	t.Helper()
	paths := map[string]declaredFlag{}
	aliasOf := map[string]string{} // "cmd --alias" -> "cmd --name"
	for _, line := range commandLines() {
		var sets []*flag.FlagSet
		parseHook = func(fs *flag.FlagSet) { sets = append(sets, fs) }
		errOut, _, code := run(t, append(append([]string(nil), line...), "--help")...) // help goes to stdout
		parseHook = nil
		if code != 0 || len(sets) == 0 {
			t.Fatalf("%v --help: exit %d, %d flag sets\n%s", line, code, len(sets), errOut)
		}
		cmd := strings.Join(line, " ")
		sets[0].VisitAll(func(f *flag.Flag) {
			if a, ok := f.Value.(flagAlias); ok {
				aliasOf[cmd+" --"+f.Name] = cmd + " --" + a.of
				return
			}
			if isFlagAlias(f) || isBool(f.Value) {
				return
			}
			if p, ok := f.Value.(pathFlag); ok {
				d := declaredFlag{cmd: cmd, name: f.Name, local: p.localOnly(), usage: f.Usage}
				paths[d.key()] = d
				return
			}
			if g := flag.CommandLine.Lookup(f.Name); g != nil && g.Value == f.Value {
				return // Beam's own flags (--temp_location, ...): Beam's business
			}
			if fmt.Sprintf("%T", f.Value) != "*flag.stringValue" {
				return // numbers and durations are not paths
			}
			if (pathLikeName.MatchString(f.Name) || pathLikeUsage.MatchString(f.Usage)) && notAPath[f.Name] == "" {
				t.Errorf("%s --%s looks like a path (%q) but is declared with neither pathVar nor localPathVar (nor listed in notAPath with a reason)", cmd, f.Name, f.Usage)
			}
		})
	}
	return paths, aliasOf
}

// TestEveryPathFlag: every path flag of every command reads or writes
// through Beam's filesystem, proven by running the command with that flag
// on memfs:// (Beam's in-memory filesystem, registered like gs:// and
// s3://): inputs are put into memfs first, outputs are read back from it.
// A flag that is local by design says why in its help, is listed in the
// README's table, and refuses a gs:// or s3:// value with one line naming
// the flag (exit 2).
func TestEveryPathFlag(t *testing.T) {
	ctx := context.Background()
	// memfs:// stands in for the object stores: the commands pick a
	// filesystem by the path's scheme only, and the binary registers
	// gs:// and s3:// as it does memfs://.
	for _, u := range []string{"gs://bucket/x", "s3://bucket/x", "memfs://bucket/x"} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("no Beam filesystem is registered for %s: %v", u, r)
				}
			}()
			filesystem.ValidateScheme(u)
		}()
	}
	declared, aliasOf := declaredPathFlags(t)
	// The store under test: memfs:// in process, or a real one named by
	// ITNPREP_PATHFLAGS_ROOT (scripts/view-gcs.sh runs this test on gs://
	// through Beam's gcs filesystem against fake-gcs-server).
	m := "memfs://pathflags/"
	if r := os.Getenv("ITNPREP_PATHFLAGS_ROOT"); r != "" {
		m = strings.TrimSuffix(r, "/") + "/"
	}
	scheme := m[:strings.Index(m, "://")+3]
	proven := map[string]bool{}
	// prove runs a command line that must succeed; every path flag given a
	// memfs:// value in it counts as proven once the caller's checks pass
	// (a failed check fails the test).
	proveExit := func(want int, args ...string) string {
		t.Helper()
		cmd := commandKey(args)
		stdout, stderr, code := run(t, args...)
		if code != want {
			t.Fatalf("%s: exit %d, want %d\n%s", strings.Join(args, " "), code, want, stderr)
		}
		for i := 0; i+1 < len(args); i++ {
			if !strings.HasPrefix(args[i], "--") || !strings.HasPrefix(args[i+1], scheme) {
				continue
			}
			k := cmd + " " + args[i]
			if a, ok := aliasOf[k]; ok {
				k = a
			}
			if _, ok := declared[k]; !ok {
				t.Errorf("%s: %s is given a %s path but is no declared path flag", strings.Join(args, " "), k, scheme)
			}
			proven[k] = true
		}
		return stdout
	}
	prove := func(args ...string) string {
		t.Helper()
		return proveExit(0, args...)
	}
	put := func(u string, b []byte) string {
		t.Helper()
		if err := storage.WriteAtomic(ctx, u, b); err != nil {
			t.Fatal(err)
		}
		return u
	}
	get := func(u string) string {
		t.Helper()
		b, err := storage.ReadFile(ctx, u)
		if err != nil {
			t.Fatalf("%s was not written: %v", u, err)
		}
		return string(b)
	}
	mustHave := func(what, text, want string) {
		t.Helper()
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %q:\n%.2000s", what, want, text)
		}
	}
	local := func(p string) []byte {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(testutil.ModuleRoot(t), p))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	style := put(m+"style.json", []byte(`{"units": {"kg": {"singular": "kilo", "plural": "kilos"}}}`))
	manifestOf := func(dir string) map[string]string {
		t.Helper()
		man, err := storage.LoadManifest(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		return man.Config
	}

	// prep gtn: input globs and output root; the version verifies there.
	for _, f := range []string{"output-00000-of-00100", "output-00090-of-00100.gz", "output-00099-of-00100"} {
		put(m+"gtn/"+f, local("testdata/gtn/"+f))
	}
	gtn := lastLine(prove("prep", "gtn", "--input", m+"gtn/output-000*", "--output", m+"out", "--detokenize", "--runner", "direct", "--quiet"))
	if !strings.HasPrefix(gtn, m+"out/gtn/") {
		t.Fatalf("prep gtn --output %sout printed %q", m, gtn)
	}
	if out, _, code := run(t, "versions", "verify", gtn); code != 0 {
		t.Fatalf("versions verify %s: %s", gtn, out)
	}

	// NeMo's test cases: the direction from the folder on the store.
	put(m+"nemo/data_inverse_text_normalization/test_cases_money.txt", []byte("two dollars~$2\n"))
	nc := lastLine(prove("prep", "nemo-cases", "--input", m+"nemo/*/*.txt", "--output", m+"out", "--runner", "direct", "--quiet"))
	if head, _, code := run(t, "versions", "head", nc, "--n", "5"); code != 0 || !strings.Contains(head, `"written":"$2"`) {
		t.Fatalf("prep nemo-cases on memfs: versions head %s: exit %d\n%s", nc, code, head)
	}

	// The verbalizing sources with --style on the store: "kg" is read
	// with the style's "kilos".
	put(m+"text/in.txt", []byte("It weighs 2 kg.\nThe box weighs 3 kg.\n"))
	put(m+"spgi/train.csv", []byte("wav_filename|wav_filesize|transcript\na.wav|10|It weighs 2 kg.\nb.wav|10|The box weighs 3 kg.\n"))
	put(m+"cv/train.tsv", []byte("client_id\tpath\tsentence_id\tsentence\n1\ta.mp3\ts1\tIt weighs 2 kg.\n2\tb.mp3\ts2\tThe box weighs 3 kg.\n"))
	written := map[string]string{}
	for src, in := range map[string]string{"text": m + "text/in.txt", "spgi": m + "spgi/*.csv", "commonvoice": m + "cv/*.tsv"} {
		dir := lastLine(prove("prep", src, "--input", in, "--output", m+"out", "--style", style, "--runner", "direct", "--quiet"))
		head, _, code := run(t, "versions", "head", dir, "--n", "10")
		if code != 0 {
			t.Fatalf("versions head %s: exit %d", dir, code)
		}
		mustHave("prep "+src+" --style "+style+": versions head", head, "kilos")
		written[src] = dir
	}

	// The --clean set's --rules-config from the store: the manifest
	// records the override it read there.
	tcfg := put(m+"transcript.json", []byte(`{"rules":{"remove_emojis":{"params":{"keep":""}}}}`))
	for src, in := range map[string]string{"text": m + "text/in.txt", "spgi": m + "spgi/*.csv", "commonvoice": m + "cv/*.tsv"} {
		dir := lastLine(prove("prep", src, "--input", in, "--output", m+"out-clean", "--clean", "transcript", "--rules-config", tcfg, "--runner", "direct", "--quiet"))
		mustHave("prep "+src+" --rules-config: manifest clean_rules", manifestOf(dir)["clean_rules"], `"keep":""`)
	}

	// mine-pairs (input globs, output folder), then view's --rules-out
	// with one rule approved, then prep libriheavy reading it (--rules)
	// and a book-rule configuration (--rules-config) from the store.
	pairs, err := os.ReadFile(writeLibriheavyStylePairs(t, 1500))
	if err != nil {
		t.Fatal(err)
	}
	put(m+"pairs/a.jsonl", pairs)
	prove("mine-pairs", "--input", m+"pairs/*.jsonl", "--output", m+"mined", "--minsup", "15", "--runner", "direct")
	mustHave("mine-pairs rules.jsonl", get(m+"mined/rules.jsonl"), `"kind"`)
	mustHave("mine-pairs report.md", get(m+"mined/report.md"), "mismatch sequences")
	reviewed := m + "reviewed/rules.jsonl"
	viewArgs := []string{"view", m + "mined", "--port", "0", "--rules-out", reviewed}
	u := startView(t, viewArgs[1:]...)
	approveFirstRemoval(t, u)
	mustHave("view --rules-out "+reviewed, get(reviewed), `"approved":true`)
	proven["view --rules-out"] = true
	put(m+"lh/libriheavy_cuts_dev.jsonl.gz", local("testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"))
	cfg := put(m+"book.json", []byte(`{"rules": {"fold_accents": {"enabled": true}}}`))
	lh := lastLine(prove("prep", "libriheavy", "--input", m+"lh/*.jsonl.gz", "--output", m+"out", "--rules", reviewed, "--rules-config", cfg, "--runner", "direct", "--quiet"))
	conf := manifestOf(lh)
	mustHave("prep libriheavy --rules: manifest mined_rules", conf["mined_rules"], "1 rules")
	mustHave("prep libriheavy --rules-config: manifest book_rules", conf["book_rules"], `"fold_accents":{"enabled":true}`)
	prove("mine-pairs", "--from", lh, "--output", m+"mined-from", "--minsup", "1", "--runner", "direct")
	mustHave("mine-pairs --from: report.md", get(m+"mined-from/report.md"), "mismatch sequences")

	// derive from a version on the store into the store; export and
	// style fit read it there.
	tagger := lastLine(prove("derive", "tagger", "--from", gtn, "--output", m+"derived", "--vocab-coverage", "1", "--max-reject-rate", "1", "--runner", "direct", "--quiet"))
	if !strings.HasPrefix(tagger, m+"derived/") {
		t.Errorf("derive tagger printed %q", tagger)
	}
	u2tf := lastLine(prove("derive", "u2tf", "--from", gtn, "--output", m+"derived", "--max-reject-rate", "1", "--runner", "direct", "--quiet"))
	if !strings.HasPrefix(u2tf, m+"derived/") {
		t.Errorf("derive u2tf printed %q", u2tf)
	}
	for _, d := range []string{tagger, u2tf} {
		if out, _, code := run(t, "versions", "verify", d); code != 0 {
			t.Errorf("versions verify %s: %s", d, out)
		}
	}
	prove("export", "nemo-tagger", tagger, "--out", m+"nemo")
	mustHave("export --out: label_map.txt", get(m+"nemo/label_map.txt"), "KEEP\nDELETE\n")
	prove("export", "nemo-tagger", "--from", tagger, "--out", m+"nemo-from")
	mustHave("export --from: label_map.txt", get(m+"nemo-from/label_map.txt"), "KEEP\nDELETE\n")
	put(m+"stylefit/sample.jsonl", local("testdata/stylefit/sample.jsonl"))
	base := put(m+"base.json", []byte(`{"distributions": {"telephone": {"weights": {"digits": 0.25, "hundred": 0.75}}}}`))
	prove("style", "fit", "--input", m+"stylefit/*.jsonl", "--from", gtn, "--base", base, "--out", m+"fit.json", "--iterations", "5", "--runner", "direct")
	mustHave("style fit --out", get(m+"fit.json"), `"distributions"`)
	mustHave("style fit --base: the report's base column", get(m+"fit.json.md"), "| telephone | digits | 0.25 |")

	// The streaming commands.
	put(m+"pairs.jsonl", []byte(`{"id":"a","written":"in 2010 we paid $5","spoken":"in twenty ten we paid five dollars"}`+"\n"+`{"id":"b","written":5,"spoken":"x"}`+"\n"))
	prove("align", "--input", m+"pairs.jsonl", "--output", m+"ops.jsonl", "--rejects", m+"align-rejects.jsonl")
	mustHave("align --output", get(m+"ops.jsonl"), `"id":"a"`)
	mustHave("align --rejects", get(m+"align-rejects.jsonl"), `"line":2`)
	put(m+"kg.jsonl", []byte(`{"id":"k","text":"it weighs 2 kg"}`+"\n"+`{"id":"bad","text":7}`+"\n"))
	// verbalize sets a line aside, writes the others and exits 0, as align
	// does (docs/ERRORS.md, "Exit status").
	proveExit(0, "verbalize", "--input", m+"kg.jsonl", "--output", m+"spoken.jsonl", "--rejects", m+"verbalize-rejects.jsonl", "--style", style, "--format", "jsonl")
	mustHave("verbalize --output --style", get(m+"spoken.jsonl"), "two kilos")
	mustHave("verbalize --rejects", get(m+"verbalize-rejects.jsonl"), `"line":2`)
	put(m+"hyp.jsonl", []byte(`{"id":"1","hyp":"it is 5 kg","ref":"it is 5 kg"}`+"\n"+`{"id":"2","hyp":3}`+"\n"))
	prove("evaluate", "--input", m+"hyp.jsonl", "--details", m+"details.jsonl", "--rejects", m+"evaluate-rejects.jsonl")
	mustHave("evaluate --details", get(m+"details.jsonl"), `"wer":0`)
	mustHave("evaluate --rejects", get(m+"evaluate-rejects.jsonl"), `"line":2`)
	prove("evaluate", "--beam", "--input", m+"hyp.jsonl", "--beam-counts", m+"counts.json", "--rejects", m+"evaluate-beam-rejects.jsonl", "--runner", "direct")
	mustHave("evaluate --beam --beam-counts", get(m+"counts.json"), "{")
	mustHave("evaluate --beam --rejects", get(m+"evaluate-beam-rejects.jsonl"), `"line":2`)
	put(m+"mismatches.jsonl", local("patterns/testdata/mismatches.jsonl"))
	prove("mine", "--input", m+"mismatches.jsonl", "--minsup", "2", "--maxlen", "3", "--output", m+"patterns.jsonl")
	mustHave("mine --output", get(m+"patterns.jsonl"), `["of", "chapter"]`)
	put(m+"seqs-bad.jsonl", append(local("patterns/testdata/mismatches.jsonl"), "[1]\n"...))
	prove("mine", "--input", m+"seqs-bad.jsonl", "--minsup", "2", "--maxlen", "3", "--output", m+"patterns2.jsonl", "--rejects", m+"mine-rejects.jsonl")
	mustHave("mine --rejects", get(m+"mine-rejects.jsonl"), `"line":15`)
	prove("mine", "--input", m+"seqs-bad.jsonl", "--minsup", "2", "--maxlen", "3", "--output", m+"patterns3.jsonl", "--rejects", m+"mine-rejects3.jsonl",
		"--distributed", "--partitions", "2", "--runner", "direct")
	mustHave("mine --distributed --output", get(m+"patterns3.jsonl"), `["of", "chapter"]`)
	mustHave("mine --distributed --rejects", get(m+"mine-rejects3.jsonl"), `"line":15`)

	// train stages --dataset and --test-dataset from the store (a stand-in
	// program plays the trainer; the staging is what is checked).
	tmp := t.TempDir()
	py := writeExe(t, tmp, "python", `echo '{"event":"start","max_steps":1}'; echo '{"event":"done"}'`)
	runDir := filepath.Join(tmp, "run")
	prove("train", "--dataset", gtn, "--test-dataset", gtn, "--out", runDir, "--cache", filepath.Join(tmp, "cache"), "--python", py, "--quiet")
	rec := readRun(t, runDir)
	if rec.Dataset.Path != gtn || rec.Dataset.Rows["train"] == 0 || rec.TestDataset == nil || rec.TestDataset.Rows["test"] == 0 {
		t.Errorf("train --dataset/--test-dataset %s: run record %+v", gtn, rec)
	}

	// The positional folders (versions, export and view above) go through
	// the same filesystem.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"versions", "list", m + "out"}, written["spgi"]},
		{[]string{"versions", "show", gtn}, "version"},
		{[]string{"versions", "diff", written["spgi"], written["commonvoice"]}, "added"},
		{[]string{"versions", "tag", gtn, "pinned"}, ""},
		{[]string{"versions", "verify", m + "out/gtn@pinned"}, ""},
		{[]string{"versions", "head", m + "out/gtn@pinned", "--n", "1"}, `"id"`},
	} {
		stdout := prove(c.args...)
		mustHave(strings.Join(c.args, " "), stdout, c.want)
	}
	// versions gc on the store: what killed runs left (a staging folder,
	// a version folder without a manifest, a .tmp- file in a published
	// version) is listed by prefix and removed; published versions stay.
	// Everything here is young: the default --older-than 24h keeps it all.
	leftovers := []string{
		put(m+"out/gtn/.staging-20260101T000000-0a0b/data/train-00000-of-00001.parquet", []byte("partial")),
		put(m+"out/gtn/0123456789abcdef0123/data/train-00000-of-00001.parquet", []byte("partial")),
		put(gtn+"/data/.tmp-0123456789ab-train-00000-of-00001.parquet", []byte("partial")),
	}
	listed := prove("versions", "list", m+"out")
	if out := prove("versions", "gc", m+"out", "--dry-run"); !strings.HasPrefix(out, "nothing to remove under "+m+"out") {
		t.Errorf("versions gc --dry-run on young leftovers listed:\n%s", out)
	}
	dry := prove("versions", "gc", m+"out", "--older-than", "0s", "--dry-run")
	for _, want := range []string{
		"would remove " + m + "out/gtn/.staging-20260101T000000-0a0b (staging folder, 1 file,",
		"would remove " + m + "out/gtn/0123456789abcdef0123 (unfinished version, 1 file,",
		"would remove " + leftovers[2] + " (temporary file, 1 file,",
	} {
		mustHave("versions gc --dry-run", dry, want)
	}
	for _, p := range leftovers {
		get(p) // --dry-run deleted nothing
	}
	gc := prove("versions", "gc", m+"out", "--older-than", "0s")
	mustHave("versions gc", gc, "removed "+m+"out/gtn/.staging-20260101T000000-0a0b (staging folder")
	for _, p := range leftovers {
		if _, err := storage.Size(ctx, p); err == nil {
			t.Errorf("versions gc left %s:\n%s", p, gc)
		}
	}
	// The versions listed are the same; the leftovers, listed marked
	// before, are gone.
	if after := prove("versions", "list", m+"out"); withoutLeftovers(after) != withoutLeftovers(listed) || strings.Contains(after, leftoverMark) {
		t.Errorf("versions gc changed the published versions:\nbefore\n%s\nafter\n%s", listed, after)
	}
	prove("versions", "verify", gtn)

	// The merges keep their sorted runs for a retry; once each job is
	// over (the finalizer, or the launcher after mine, mine-pairs and
	// evaluate --beam) none is left on the store.
	for depth := 0; depth < 8; depth++ {
		for _, ext := range []string{"*.run", "*.seqs"} {
			left, err := storage.List(ctx, m+strings.Repeat("*/", depth)+ext)
			if err != nil {
				t.Fatal(err)
			}
			if len(left) > 0 {
				t.Errorf("runs left on the store after the jobs: %v", left)
			}
		}
	}

	// Every path flag proven, or local by design and refusing a URL.
	readme, err := os.ReadFile(filepath.Join(testutil.ModuleRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(declared))
	for k := range declared {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		d := declared[k]
		if d.local == "" {
			if !proven[k] {
				t.Errorf("%s is a path flag no run here gave a %s path: add it to TestEveryPathFlag", k, scheme)
			}
			continue
		}
		if proven[k] {
			t.Errorf("%s is declared local but was given a %s path", k, scheme)
		}
		if !strings.Contains(d.usage, d.local) {
			t.Errorf("%s: its help %q does not say why it is local", k, d.usage)
		}
		row := "| `" + d.cmd + "` | `--" + d.name + "` |"
		if strings.HasSuffix(d.name, "profile") {
			row = "| every command | `--" + d.name + "` |"
		}
		if !strings.Contains(string(readme), row) {
			t.Errorf("%s is local by design but README's table of local paths has no row %q", k, row)
		}
		for _, scheme := range []string{"gs", "s3"} {
			v := scheme + "://bucket/x"
			args := append(strings.Fields(d.cmd), "--"+d.name, v)
			_, stderr, code := run(t, args...)
			if code != 2 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, "--"+d.name+" takes a local path, not "+v+": "+d.local) {
				t.Errorf("%s: exit %d, stderr %q; want exit 2 and one line naming --%s and why it is local", strings.Join(args, " "), code, stderr, d.name)
			}
		}
	}
}

// TestUnreadableSchemesAreNamed: a URL no linked Beam filesystem reads
// (https://, hf://, ftp://) given to a path flag or as a positional path
// is one usage line naming the flag, the path and the way on, before anything runs; it was Beam's
// `file system scheme "https" not registered for "..."`, whose advice is
// an import for the program's author.
func TestUnreadableSchemesAreNamed(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"align", "--in", "https://example.com/p.jsonl", "--out", "-"}, "itnprep: align: --in https://example.com/p.jsonl: itnprep reads and writes local paths, gs:// and s3://, not https://; download it first (curl -LO https://example.com/p.jsonl)"},
		{[]string{"prep", "text", "--input", "x.txt,hf://datasets/a/b", "--output", t.TempDir()}, "--input hf://datasets/a/b: itnprep reads and writes local paths, gs:// and s3://, not hf://; download the files first (huggingface-cli download"},
		{[]string{"align", "--in", "file:///data/p.jsonl", "--out", "-"}, "not file://; give it as a local path, /data/p.jsonl"},
		{[]string{"verbalize", "--out", "ftp://h/o.jsonl", "x"}, "--out ftp://h/o.jsonl: itnprep reads and writes local paths, gs:// and s3://, not ftp://; give a local path"},
		// Positional paths too (parseInterspersed): they printed Beam's
		// "Consider adding the following import" advice.
		{[]string{"versions", "gc", "foo://x"}, "itnprep: versions gc: foo://x: itnprep reads and writes local paths, gs:// and s3://, not foo://; give a local path"},
		{[]string{"versions", "show", "foo://x/gtn@v1"}, "itnprep: versions show: foo://x/gtn@v1: itnprep reads and writes local paths, gs:// and s3://, not foo://"},
		{[]string{"view", "hf://datasets/a/b"}, "itnprep: view: hf://datasets/a/b: itnprep reads and writes local paths, gs:// and s3://, not hf://; download the files first"},
		{[]string{"derive", "tagger", "foo://x/v"}, "foo://x/v: itnprep reads and writes local paths, gs:// and s3://, not foo://"},
		{[]string{"export", "nemo-tagger", "foo://x/v", "--out", "out"}, "foo://x/v: itnprep reads and writes local paths, gs:// and s3://, not foo://"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
	// memfs:// (registered, as a store would be) passes the check.
	if err := checkScheme(context.Background(), "memfs://x/y"); err != nil {
		t.Errorf("memfs://: %v", err)
	}
}

// withoutLeftovers is versions list's table without the rows of
// leftovers, each row's columns joined by one space (the rows of
// leftovers widen the columns they are in).
func withoutLeftovers(table string) string {
	var b strings.Builder
	for _, line := range strings.Split(table, "\n") {
		if !strings.HasPrefix(line, leftoverMark) {
			b.WriteString(strings.Join(strings.Fields(line), " ") + "\n")
		}
	}
	return b.String()
}
