package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textcut"
)

// The rules column: every pair row names the cleaning rules that edited
// it. These tests run each source that cleans through the CLI and check a
// row a known rule edited carries it, a row no rule edited carries none,
// and the manifest's stats.rule_rows equals the rows carrying each rule.

// checkRulesColumn reads every row of the version in dir and checks the
// column's invariants against the manifest: each row's rules are sorted
// and distinct, every rule on a row is one the manifest counts edits of,
// and stats.rule_rows counts exactly the rows carrying each rule. It
// returns the rows by id.
func checkRulesColumn(t *testing.T, dir string) (*dataset.Manifest, map[string]dataset.Pair) {
	t.Helper()
	m := loadManifest(t, dir)
	byID := map[string]dataset.Pair{}
	carried := map[string]int64{}
	for _, p := range readPairs(t, dir, m) {
		byID[p.ID] = p
		for i, r := range p.Rules {
			if i > 0 && p.Rules[i-1] >= r {
				t.Errorf("%s: rules %q not sorted and distinct", p.ID, p.Rules)
			}
			if m.Rules[r] == 0 {
				t.Errorf("%s carries %s, whose edits the manifest does not count (%v)", p.ID, r, m.Rules)
			}
			carried[r]++
		}
	}
	got := map[string]int64{}
	for i, k := range m.Stats.RuleRows.Keys {
		got[k] = m.Stats.RuleRows.Counts[i]
	}
	if len(got) != len(carried) {
		t.Errorf("stats.rule_rows %v, rows carry %v", got, carried)
	}
	for r, n := range carried {
		if got[r] != n {
			t.Errorf("stats.rule_rows[%s] = %d, %d rows carry it", r, got[r], n)
		}
	}
	return m, byID
}

func wantRules(t *testing.T, rows map[string]dataset.Pair, id string, want ...string) {
	t.Helper()
	p, ok := rows[id]
	if !ok {
		t.Errorf("no row %s", id)
		return
	}
	if !slices.Equal(p.Rules, want) && !(len(p.Rules) == 0 && len(want) == 0) {
		t.Errorf("%s (%q) carries rules %q, want %q", id, p.Written, p.Rules, want)
	}
}

// prep spgi: the basic rules edit the written side before verbalization,
// so every variant row of an edited record carries the rule; the manifest
// counts the edit once (per record) and the rows per row.
func TestRulesColumnSPGIBasicRules(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "train.csv", "wav_filename|wav_filesize|transcript\n"+
		"abc/1.wav|1000|Revenue  grew 12% to $4.2 billion.\n"+
		"abc/2.wav|1000|Operating margin was 18.5%.\n")
	dir := prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "out"), "--samples", "3", "--variant-floor", "0", "--runner", "direct")
	m, rows := checkRulesColumn(t, dir)
	edited := 0
	for id, p := range rows {
		if strings.HasPrefix(id, "train.csv:abc/1.wav") {
			edited++
			wantRules(t, rows, id, "basic/collapse_whitespace")
		} else {
			wantRules(t, rows, id)
		}
		if strings.Contains(p.Written, "  ") {
			t.Errorf("%s: whitespace not collapsed: %q", id, p.Written)
		}
	}
	if edited < 2 || m.Rules["basic/collapse_whitespace"] != 1 {
		t.Errorf("%d rows of the edited record, %d edits counted; want its variants and one edit", edited, m.Rules["basic/collapse_whitespace"])
	}
}

// prep text --clean transcript:classifier: each transcript rule that
// edited a line is on its row; versions show prints each rule's edits and
// the rows carrying it.
func TestRulesColumnTranscriptClean(t *testing.T) {
	dir := prepOK(t, "prep", "text", "--input", "../../testdata/transcript/sample.txt", "--output", t.TempDir(),
		"--clean", "transcript:classifier", "--runner", "direct")
	m, rows := checkRulesColumn(t, dir)
	out, _, _ := run(t, "versions", "show", dir)
	for i, r := range m.Stats.RuleRows.Keys {
		edits, carried := m.Rules[r], m.Stats.RuleRows.Counts[i]
		if line := fmt.Sprintf("%d %s, %d %s", edits, textcut.Plural(int(edits), "edit", "edits"), carried, textcut.Plural(int(carried), "row", "rows")); !strings.Contains(out, r) || !regexp.MustCompile(`(?m)^rule +`+regexp.QuoteMeta(r)+` +`+line+`$`).MatchString(out) {
			t.Errorf("versions show lacks %s with %s:\n%s", r, line, out)
		}
	}
	wantRules(t, rows, "sample.txt:1", "transcript/remove_html_tags")                              // <b>Welcome</b> to the show
	wantRules(t, rows, "sample.txt:5", "transcript/collapse_spaces", "transcript/remove_brackets") // [inaudible] ... (roughly)
	wantRules(t, rows, "sample.txt:21")                                                            // On May 3 we paid $123 ...: already clean
}

// prep libriheavy on two cuts in lhotse's format (the sample's first cut
// with other texts): a pair no rule touches carries none; one whose book
// text has a page number and whose transcript is upper case carries the
// two book rules that edited it; arrow-go reads the column as parquet-go
// wrote it.
func TestRulesColumnLibriheavyBookRules(t *testing.T) {
	tmp := t.TempDir()
	first, _, _ := bytes.Cut(sampleJSONL(t), []byte("\n"))
	var lines []string
	for i, texts := range [][2]string{
		{"He went home at last, and slept well that night.", "he went home at last and slept well that night"},
		{"She came back in 1842 [Pg 12] and stayed there for many years.", "SHE CAME BACK IN EIGHTEEN FORTY TWO AND STAYED THERE FOR MANY YEARS"},
	} {
		var cut map[string]any
		if err := json.Unmarshal(first, &cut); err != nil {
			t.Fatal(err)
		}
		id := cut["id"].(string) + "_rules" + string(rune('0'+i))
		sup := cut["supervisions"].([]any)[0].(map[string]any)
		cut["id"], sup["id"] = id, id
		sup["custom"].(map[string]any)["texts"] = []string{texts[0], texts[1]}
		b, err := json.Marshal(cut)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	in := writeFile(t, tmp, "libriheavy_cuts_dev.jsonl", strings.Join(lines, "\n")+"\n")
	dir := prepLibriheavy(t, "--runner=direct", "--input", in, "--output", filepath.Join(tmp, "out"))
	verified(t, dir)
	m, rows := checkRulesColumn(t, dir)
	if len(rows) != 2 {
		t.Fatalf("%d rows, want both cuts: %+v", len(rows), m.Accounting)
	}
	var clean, edited string
	for id := range rows {
		if strings.HasSuffix(id, "_rules0") {
			clean = id
		} else {
			edited = id
		}
	}
	wantRules(t, rows, clean)
	wantRules(t, rows, edited, "book/lowercase_transcript", "book/remove_page_numbers")

	// arrow-go, an independent Parquet reader, sees the same lists.
	for _, sh := range m.Shards {
		if sh.Rows == 0 {
			continue
		}
		p := filepath.Join(dir, sh.Path)
		want, err := dataset.ReadLocalShard[dataset.Pair](p)
		if err != nil {
			t.Fatal(err)
		}
		got := arrowRules(t, p)
		if len(got) != len(want) {
			t.Errorf("%s: arrow-go reads %d rows, parquet-go %d", sh.Path, len(got), len(want))
		}
		for i := range want {
			if i >= len(got) || !slices.Equal(got[i], want[i].Rules) && len(got[i])+len(want[i].Rules) > 0 {
				t.Errorf("%s row %d: arrow-go reads rules %q, parquet-go %q", sh.Path, i, got, want[i].Rules)
			}
		}
	}
}

// arrowRules reads the rules column of a shard with arrow-go.
func arrowRules(t *testing.T, path string) [][]string {
	t.Helper()
	tbl := arrowTable(t, path)
	idx := tbl.Schema().FieldIndices("rules")
	if len(idx) != 1 {
		t.Fatalf("%s: arrow-go finds no rules column in %s", path, tbl.Schema())
	}
	var out [][]string
	for _, chunk := range tbl.Column(idx[0]).Data().Chunks() {
		l := chunk.(*array.List)
		vals := l.ListValues().(*array.String)
		for i := 0; i < l.Len(); i++ {
			start, end := l.ValueOffsets(i)
			var row []string
			for j := start; j < end; j++ {
				row = append(row, vals.Value(int(j)))
			}
			out = append(out, row)
		}
	}
	return out
}

// prep gtn applies no cleaning rule: no row carries one and the manifest
// counts none (its version id changed with the schema all the same).
func TestRulesColumnGTNCarriesNone(t *testing.T) {
	dir := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", t.TempDir(), "--runner", "direct")
	m, rows := checkRulesColumn(t, dir)
	if len(rows) == 0 || len(m.Rules) != 0 || len(m.Stats.RuleRows.Keys) != 0 {
		t.Errorf("%d rows, rules %v, rule rows %+v", len(rows), m.Rules, m.Stats.RuleRows)
	}
	for id, p := range rows {
		if len(p.Rules) != 0 {
			t.Errorf("%s carries %q", id, p.Rules)
		}
	}
}

// TestVersionsShowCountsOneInTheSingular: versions show counts one row,
// edit or record as one ("1 row"), as the run's summary does; the shipped
// Libriheavy sample's version showed "book/collapse_whitespace 3 edits,
// 1 rows".
func TestVersionsShowCountsOneInTheSingular(t *testing.T) {
	m := &dataset.Manifest{VersionID: "v", Name: "lh",
		Accounting: dataset.Accounting{Read: 1, Written: 1, Rows: 1, RowsBySplit: map[string]int64{"validation": 1}},
		Rules:      map[string]int64{"book/collapse_whitespace": 3, "book/x": 1},
		Inputs:     []dataset.InputInfo{{Path: "c.jsonl", Records: 1, SHA256: "ab"}}}
	m.Stats.RuleRows = dataset.Tally{Keys: []string{"book/collapse_whitespace", "book/x"}, Counts: []int64{1, 1}}
	var b bytes.Buffer
	showManifest(&b, m)
	for _, want := range []string{"split     validation   1 row\n", "book/collapse_whitespace     3 edits, 1 row\n", "book/x                       1 edit, 1 row\n", "input     c.jsonl (1 record, sha256 ab)\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("versions show lacks %q:\n%s", want, b.String())
		}
	}
}
