package card_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
	"github.com/parquet-go/parquet-go"
)

// version writes real shards for rows (two splits) and returns the
// manifest the finalizer would write for them.
func version(t *testing.T, dir string, rows []dataset.Pair, rejects []dataset.Reject, rules map[string]int64) *dataset.Manifest {
	t.Helper()
	bySplit := map[string][]dataset.Pair{}
	for i := range rows {
		bySplit[rows[i].Split] = append(bySplit[rows[i].Split], rows[i])
	}
	var data []dataset.ShardReport
	for split, rs := range bySplit {
		dataset.SortPairs(rs)
		var buf bytes.Buffer
		n, sha, err := dataset.WriteRows(&buf, rs, 0)
		if err != nil {
			t.Fatal(err)
		}
		rel := dataset.DataShardPath(split, 0, 1)
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		r := dataset.ShardReport{Info: dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(rs)), Bytes: n, SHA256: sha}, Records: int64(len(rs)), Stats: dataset.NewStats()}
		for i := range rs {
			r.Stats.Add(&rs[i])
		}
		data = append(data, r)
	}
	rej := dataset.ShardReport{Info: dataset.ShardInfo{Path: dataset.RejectShardPath(0, 1), Rows: int64(len(rejects))}}
	byRule := map[string]int64{}
	for _, r := range rejects {
		byRule[r.Rule]++
	}
	for _, r := range sortedKeys(byRule) {
		rej.Rules, rej.RuleCounts = append(rej.Rules, r), append(rej.RuleCounts, byRule[r])
	}
	m, err := dataset.BuildManifest(dataset.ManifestParts{
		Name: "demo", Source: "gtn", Config: map[string]string{"shards": "1"}, Rules: rules, Created: "2026-01-01T00:00:00Z",
		Data: data, Rejects: []dataset.ShardReport{rej},
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: int64(len(rows) + len(rejects))}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func sortedKeys(m map[string]int64) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func richRows() []dataset.Pair {
	var rows []dataset.Pair
	classes := []string{"CARDINAL", "DATE", "MONEY", "MEASURE", "TIME"}
	for i := 0; i < 60; i++ {
		split := "train"
		if i%4 == 0 {
			split = "validation"
		}
		p := dataset.Pair{ID: "r" + string(rune('a'+i%26)) + strings.Repeat("x", i/26), Source: "gtn", Split: split,
			Written: strings.Repeat("word ", 1+i%17) + "$5", Spoken: strings.Repeat("word ", 1+i%17) + "five dollars",
			Spans: []dataset.Span{{Class: classes[i%len(classes)], Written: "$5", Spoken: "five dollars"}}}
		if i%3 == 0 {
			p.Spans = append(p.Spans, dataset.Span{Class: "CARDINAL", Written: "5", Spoken: "five"})
		}
		p.Similarity = dataset.Float64(float64(i%20) / 20)
		p.Prob = dataset.Float64(1 / float64(1+i%5))
		p.Variant = dataset.Int32(0)
		if i%2 == 0 {
			p.Rules = []string{"clean/collapse_whitespace"}
		}
		rows = append(rows, p)
	}
	return rows
}

// yamlHeader parses the card's front matter with PyYAML (an independent
// YAML parser) and returns it as JSON-decoded Go values.
func yamlHeader(t *testing.T, readme []byte) map[string]any {
	t.Helper()
	py := testutil.DebianPython(t)
	s := string(readme)
	if !strings.HasPrefix(s, "---\n") {
		t.Fatalf("card does not start with a YAML header:\n%.200s", s)
	}
	end := strings.Index(s[4:], "\n---\n")
	if end < 0 {
		t.Fatal("card's YAML header is not closed")
	}
	cmd := exec.Command(py, "-c", "import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin.read()), sys.stdout)")
	cmd.Stdin = strings.NewReader(s[4 : 4+end+1])
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if strings.Contains(stderr.String(), "No module named 'yaml'") {
		if os.Getenv("ITNPREP_REQUIRE_TOOLS") == "1" {
			t.Fatal("python3-yaml is missing")
		}
		t.Skip("SKIP: python3-yaml missing (apt-get install python3-yaml; scripts/test.sh does)")
	}
	if err != nil {
		t.Fatalf("PyYAML rejects the card header: %v\n%s", err, stderr.String())
	}
	var h map[string]any
	if err := json.Unmarshal(out, &h); err != nil {
		t.Fatal(err)
	}
	return h
}

// documentedKeys are the top-level keys of the Hugging Face dataset card
// metadata specification (hub-docs, datasetcard.md), plus this project's
// own itnprep_* keys, which the Hub keeps as free-form metadata.
var documentedKeys = map[string]bool{
	"language": true, "license": true, "license_name": true, "license_link": true, "license_details": true,
	"tags": true, "annotations_creators": true, "language_creators": true, "language_details": true,
	"pretty_name": true, "size_categories": true, "source_datasets": true, "task_categories": true,
	"task_ids": true, "paperswithcode_id": true, "configs": true, "dataset_info": true,
}

var sizeCategories = map[string]bool{"n<1K": true, "1K<n<10K": true, "10K<n<100K": true, "100K<n<1M": true,
	"1M<n<10M": true, "10M<n<100M": true, "100M<n<1B": true, "1B<n<10B": true, "10B<n<100B": true, "100B<n<1T": true, "n>1T": true}

// featuresYAML is what the card should say for a Parquet schema node, in
// the datasets library's YAML form, built independently of card.Features.
func featuresYAML(t *testing.T, g parquet.Node) []any {
	var out []any
	for _, f := range g.Fields() {
		e := map[string]any{"name": f.Name()}
		switch {
		case f.Leaf() && f.Type().Kind() == parquet.ByteArray:
			e["dtype"] = "string"
		case f.Leaf() && f.Type().Kind() == parquet.Int32:
			e["dtype"] = "int32"
		case f.Leaf() && f.Type().Kind() == parquet.Double:
			e["dtype"] = "float64"
		case !f.Leaf():
			elem := f.Fields()[0].Fields()[0]
			if elem.Leaf() {
				e["sequence"] = "string"
			} else {
				e["list"] = featuresYAML(t, elem)
			}
		default:
			t.Fatalf("column %s: unexpected type %v", f.Name(), f.Type())
		}
		out = append(out, e)
	}
	return out
}

func TestCardHeaderIsValidHuggingFaceMetadata(t *testing.T) {
	dir := t.TempDir()
	m := version(t, dir, richRows(), []dataset.Reject{{ID: "x", Rule: "parse/invalid_json"}}, map[string]int64{"clean/collapse_whitespace": 3})
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	h := yamlHeader(t, files[card.File])
	for k := range h {
		if !documentedKeys[k] && !strings.HasPrefix(k, "itnprep_") {
			t.Errorf("header key %q is not in the Hub's dataset card metadata", k)
		}
	}
	if h["license"] != "other" || h["license_name"] != "itnprep-source-terms" || h["license_link"] != "README.md" {
		t.Errorf("license fields: %v %v %v", h["license"], h["license_name"], h["license_link"])
	}
	if !strings.Contains(string(files[card.File]), "CC BY 4.0") {
		t.Error("card does not state the GTN corpus's license")
	}
	if !reflect.DeepEqual(h["language"], []any{"en"}) || !reflect.DeepEqual(h["task_categories"], []any{"text-generation"}) {
		t.Errorf("language %v, task_categories %v", h["language"], h["task_categories"])
	}
	if p, _ := h["pretty_name"].(string); !strings.Contains(p, m.VersionID) {
		t.Errorf("pretty_name %q", p)
	}
	for _, sc := range h["size_categories"].([]any) {
		if !sizeCategories[sc.(string)] || sc != "n<1K" {
			t.Errorf("size category %v", sc)
		}
	}
	// configs: one default config, each split's glob matching exactly its shards.
	cfgs := h["configs"].([]any)
	if len(cfgs) != 1 || cfgs[0].(map[string]any)["config_name"] != "default" {
		t.Fatalf("configs: %v", cfgs)
	}
	seen := map[string]bool{}
	for _, df := range cfgs[0].(map[string]any)["data_files"].([]any) {
		d := df.(map[string]any)
		split := d["split"].(string)
		matches, _ := filepath.Glob(filepath.Join(dir, filepath.FromSlash(d["path"].(string))))
		if len(matches) != 1 || !strings.Contains(matches[0], split+"-") {
			t.Errorf("split %s: path %v matches %v", split, d["path"], matches)
		}
		seen[split] = true
	}
	if !seen["train"] || !seen["validation"] || len(seen) != 2 {
		t.Errorf("data_files splits: %v", seen)
	}
	// dataset_info: features as the shard's own Parquet footer says, and
	// split sizes as the files are.
	info := h["dataset_info"].(map[string]any)
	f, err := os.Open(filepath.Join(dir, "data", "train-00000-of-00001.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	pf, err := parquet.OpenFile(f, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	want := featuresYAML(t, pf.Schema())
	if !reflect.DeepEqual(info["features"], want) {
		gotJ, _ := json.MarshalIndent(info["features"], "", " ")
		wantJ, _ := json.MarshalIndent(want, "", " ")
		t.Errorf("features differ from the shard's schema:\n got %s\nwant %s", gotJ, wantJ)
	}
	var total float64
	for _, s := range info["splits"].([]any) {
		sp := s.(map[string]any)
		name := sp["name"].(string)
		fi, err := os.Stat(filepath.Join(dir, "data", name+"-00000-of-00001.parquet"))
		if err != nil {
			t.Fatal(err)
		}
		if sp["num_examples"].(float64) != float64(m.Accounting.RowsBySplit[name]) || sp["num_bytes"].(float64) != float64(fi.Size()) {
			t.Errorf("split %s: %v examples, %v bytes; want %d, %d", name, sp["num_examples"], sp["num_bytes"], m.Accounting.RowsBySplit[name], fi.Size())
		}
		total += sp["num_bytes"].(float64)
	}
	if info["dataset_size"].(float64) != total || info["download_size"].(float64) != total {
		t.Errorf("sizes %v %v, want %v", info["dataset_size"], info["download_size"], total)
	}
}

// TestCardOfAnEmptyVersionHasEmptyLists: a version without rows (published
// with --allow-empty) wrote "data_files:" and "splits:" with nothing after
// them, null values where the Hub's metadata wants lists. Its configs is
// left out (fin7): "data_files: []", written until then, is read by
// datasets as the default split's patterns, a train split of no file.
func TestCardOfAnEmptyVersionHasEmptyLists(t *testing.T) {
	m := version(t, t.TempDir(), nil, []dataset.Reject{{ID: "x", Rule: "parse/invalid_json"}}, nil)
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	h := yamlHeader(t, files[card.File])
	if cfg, ok := h["configs"]; ok {
		t.Errorf("configs %#v, want none: the version has no split to declare", cfg)
	}
	if !strings.Contains(string(files[card.File]), "holds no row") {
		t.Errorf("the card of an empty version does not say it holds no row")
	}
	info := h["dataset_info"].(map[string]any)
	if sp, ok := info["splits"].([]any); !ok || len(sp) != 0 {
		t.Errorf("splits %#v, want an empty list", info["splits"])
	}
}

func TestCardLicenseFlag(t *testing.T) {
	m := version(t, t.TempDir(), richRows()[:3], nil, nil)
	m.License = "cc-by-4.0"
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	h := yamlHeader(t, files[card.File])
	if h["license"] != "cc-by-4.0" || h["license_name"] != nil {
		t.Errorf("license %v, license_name %v", h["license"], h["license_name"])
	}
}

func TestUnknownKindIsAnError(t *testing.T) {
	m := version(t, t.TempDir(), richRows()[:2], nil, nil)
	m.Kind = "no-such-kind"
	if _, err := card.Files(m); err == nil || !strings.Contains(err.Error(), "no-such-kind") {
		t.Fatalf("err = %v", err)
	}
}

// Every source prep reads has its corpus's terms in the card, not "not
// recorded": a user publishing a Common Voice or NeMo test-case version
// sees what it inherits.
func TestCardNamesEverySourcesTerms(t *testing.T) {
	for _, src := range []string{sources.SourceCommonVoice, sources.SourceNeMoCases, "gtn", "libriheavy", "spgi", "text"} {
		m := version(t, t.TempDir(), richRows()[:2], nil, nil)
		m.Source = src
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		if c := string(files[card.File]); strings.Contains(c, "not recorded by itnprep") || !strings.Contains(c, card.SourceLicense[src]) {
			t.Errorf("%s: the card does not state the source's terms", src)
		}
	}
}

// The card's "Columns:" sentence names every top-level column of the row
// kind's shards: the pairs' sentence left out `rules`, so a user reading
// the card of a Libriheavy version met a column it never explained.
func TestCardColumnsNameEveryColumn(t *testing.T) {
	for _, name := range []string{"", dataset.KindTagger, dataset.KindU2TF} {
		k, err := card.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range k.Schema.Fields() {
			if !strings.Contains(k.Columns, "`"+f.Name()+"`") {
				t.Errorf("kind %q: the card's Columns sentence does not name column %q: %s", dataset.KindName(name), f.Name(), k.Columns)
			}
		}
	}
}

// TestCountsRowsLabelIsTheKinds: the Counts table says what a row is in
// the kind's words. A u2tf version's 14 rows from 7 records (classifier
// and span rows) were "rows (variants count separately)", of a kind
// without variants.
func TestCountsRowsLabelIsTheKinds(t *testing.T) {
	m := version(t, t.TempDir(), richRows()[:3], nil, nil)
	k, err := card.Lookup(m.Kind)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ label, want string }{
		{"", "| rows (variants count separately) | 3 |\n"},
		{"rows (one per span)", "| rows (one per span) | 3 |\n"},
	} {
		k.Rows = c.label
		s, err := card.Render(m, k, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(s, c.want) || (c.label != "" && strings.Contains(s, "variants count separately) |")) {
			t.Errorf("label %q: card lacks %q", c.label, c.want)
		}
	}
}

// TestCardLanguageFromTheConfig: a version whose config names its
// language (prep nemo-cases --language de) is carded in it, a code-switched
// one (es_en) in both; any other in English, prep text --language any
// too (its config's "any" is no language code: the card said "- any").
func TestCardLanguageFromTheConfig(t *testing.T) {
	for lang, want := range map[string][]any{"": {"en"}, "de": {"de"}, "es_en": {"es", "en"}, "any": {"en"}} {
		m := version(t, t.TempDir(), richRows()[:3], nil, nil)
		if lang != "" {
			m.Config["language"] = lang
		}
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		if h := yamlHeader(t, files[card.File]); !reflect.DeepEqual(h["language"], want) {
			t.Errorf("config language %q: card language %v, want %v", lang, h["language"], want)
		}
	}
}

// TestCardLanguageFromNeMoFolders: a nemo-cases version read with
// --language auto (no language in its config) is carded in the languages
// of the NeMo folders it read (de/data_text_normalization/, as its ids
// begin), English for a file in no such folder; it said en for a de/
// folder. Another source stays English whatever its paths.
func TestCardLanguageFromNeMoFolders(t *testing.T) {
	for _, tc := range []struct {
		source string
		paths  []string
		want   []any
	}{
		{"nemo-cases", []string{"tests/de/data_text_normalization/test_cases_cardinal.txt"}, []any{"de"}},
		{"nemo-cases", []string{"gs://b/es_en/data_inverse_text_normalization/test_cases_date.txt"}, []any{"es", "en"}},
		{"nemo-cases", []string{"de/data_text_normalization/a.txt", "fr/data_text_normalization/a.txt", "de/data_inverse_text_normalization/b.txt"}, []any{"de", "fr"}},
		{"nemo-cases", []string{"de/data_text_normalization/a.txt", "nemo-tn-tests-en/data_text_normalization/a.txt"}, []any{"de", "en"}},
		{"nemo-cases", []string{"cases/test_cases_cardinal.txt"}, []any{"en"}},
		{"text", []string{"de/data_text_normalization/a.txt"}, []any{"en"}},
	} {
		m := version(t, t.TempDir(), richRows()[:3], nil, nil)
		m.Source, m.Inputs = tc.source, nil
		for _, p := range tc.paths {
			m.Inputs = append(m.Inputs, dataset.InputInfo{Path: p, SHA256: "abc"})
		}
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		if h := yamlHeader(t, files[card.File]); !reflect.DeepEqual(h["language"], tc.want) {
			t.Errorf("%s of %v: card language %v, want %v", tc.source, tc.paths, h["language"], tc.want)
		}
	}
}

// TestDerivedCardHasItsParentsLanguage: a derived version (derive tagger,
// derive u2tf) is carded in the languages its manifest's parent records
// (derive records card.Languages of the parent), English where it records
// none (a manifest of before 2026-11-30); it was English whatever the
// parent's language. The languages are outside the version id.
func TestDerivedCardHasItsParentsLanguage(t *testing.T) {
	for _, tc := range []struct {
		langs []string
		want  []any
	}{
		{[]string{"de"}, []any{"de"}},
		{[]string{"es", "en"}, []any{"es", "en"}},
		{nil, []any{"en"}},
	} {
		m := version(t, t.TempDir(), richRows()[:3], nil, nil)
		m.Source = "nemo-cases"
		m.Inputs = []dataset.InputInfo{{Path: "fr/data_text_normalization/a.txt", SHA256: "abc"}}
		m.Parent = &dataset.Parent{VersionID: "0123456789abcdef0123", Name: "cases", Source: "nemo-cases"}
		id := dataset.ComputeVersionID(m)
		m.Parent.Languages = tc.langs
		if got := dataset.ComputeVersionID(m); got != id {
			t.Errorf("languages %v changed the version id: %s -> %s", tc.langs, id, got)
		}
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		if h := yamlHeader(t, files[card.File]); !reflect.DeepEqual(h["language"], tc.want) {
			t.Errorf("parent languages %v: card language %v, want %v", tc.langs, h["language"], tc.want)
		}
	}
}

// TestCardTablesEscapeTheirCells: a pipe ends a Markdown table cell,
// inside a code span too, and a line break ends its row: a Libriheavy
// version's book_rules ("chars":"+=@\\|") cut its Configuration row short
// at the pipe, an input file named with a line break split the Inputs
// table, and an empty value was two backquotes shown as they are. Every
// row of the tables keeps its cells.
func TestCardTablesEscapeTheirCells(t *testing.T) {
	m := version(t, t.TempDir(), richRows()[:3], nil, nil)
	m.Inputs = []dataset.InputInfo{{Path: "in/new\nline|x.txt", SHA256: "abcdef0123456789abcdef", Records: 3}}
	m.Config = map[string]string{"book_rules": `{"chars":"+=@\\|"}`, "split": "", "marks": "a`b"}
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	text := string(files[card.File])
	for _, want := range []string{
		"| `new line\\|x.txt` | 3 | 0 | `abcdef0123456789` |\n",
		"| book_rules | `{\"chars\":\"+=@\\\\\\|\"}` |\n",
		"| split | `\"\"` |\n",
		"| marks | ``a`b`` |\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("card lacks %q", want)
		}
	}
	// Every table row has its header's cells: unescaped pipes counted.
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "| ") {
			continue
		}
		cells := strings.Count(strings.ReplaceAll(line, `\|`, ""), "|") - 1
		if cells < 2 || cells > 4 {
			t.Errorf("row of %d cells: %q", cells, line)
		}
	}
}

// TestCardInputNamesAreCode: an input file's name is a code span in the
// Inputs table, so a renderer that passes HTML in Markdown (the Hub's)
// shows it as it is: "<i>x&y.txt" was markup there, "x&y.txt" in italics.
func TestCardInputNamesAreCode(t *testing.T) {
	m := version(t, t.TempDir(), richRows()[:3], nil, nil)
	m.Inputs = []dataset.InputInfo{{Path: "corpus/<i>x&y.txt", SHA256: "abcdef0123456789abcdef", Records: 3, BytesRead: 9}}
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	if want := "| `<i>x&y.txt` | 3 | 9 | `abcdef0123456789` |\n"; !strings.Contains(string(files[card.File]), want) {
		t.Errorf("card lacks %q:\n%s", want, files[card.File])
	}
}

// TestSpanClassesFigureSaysWhyItIsMissing: a version without spans was
// said to be of a source that "marks no semiotic classes", also of prep
// text, spgi and commonvoice, which mark every token the verbalizer reads
// (their rows were plain words), and of a version without rows.
func TestSpanClassesFigureSaysWhyItIsMissing(t *testing.T) {
	rows := richRows()[:3]
	for i := range rows {
		rows[i].Source, rows[i].Spans = "text", nil
	}
	for _, c := range []struct {
		rows []dataset.Pair
		want string
	}{
		{rows, "- Span classes: no row has spans: no row holds a token its source marks (a number, a date, a symbol"},
		{nil, "- Span classes: no row\n"},
	} {
		m := version(t, t.TempDir(), c.rows, []dataset.Reject{{ID: "x", Rule: "parse/invalid_json"}}, nil)
		m.Source = "text"
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		if text := string(files[card.File]); !strings.Contains(text, c.want) || strings.Contains(text, "marks no semiotic classes") {
			t.Errorf("%d rows: the card lacks %q", len(c.rows), c.want)
		}
	}
}
