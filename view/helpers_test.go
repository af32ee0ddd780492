package view

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// writeVersion lays out a real version folder: rows hashed into shards
// per split (dataset.ShardOf), a reject shard, the manifest and, for a
// kind the card knows, the card and its figures. kind overrides the
// manifest's kind after it is built (a kind this build does not know).
func writeVersion[T dataset.Row](t testing.TB, dir, kind string, rows []T, rejects []dataset.Reject, shards int) *dataset.Manifest {
	t.Helper()
	return writeVersionGroups(t, dir, kind, rows, rejects, shards, 16) // small row groups: seeking crosses them
}

// writeVersionGroups is writeVersion with rowGroup rows per row group (0:
// a published version's, dataset.DefaultRowsPerRowGroup).
func writeVersionGroups[T dataset.Row](t testing.TB, dir, kind string, rows []T, rejects []dataset.Reject, shards, rowGroup int) *dataset.Manifest {
	t.Helper()
	type key struct {
		split string
		shard int
	}
	groups := map[key][]T{}
	splits := map[string]bool{}
	for _, r := range rows {
		k := key{r.RowSplit(), dataset.ShardOf(r.RowID(), shards)}
		groups[k] = append(groups[k], r)
		splits[r.RowSplit()] = true
	}
	write := func(rel string, b []byte) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var data []dataset.ShardReport
	for split := range splits {
		for i := range shards {
			rs := groups[key{split, i}]
			dataset.SortRows(rs)
			var buf bytes.Buffer
			n, sha, err := dataset.WriteRows(&buf, rs, int64(rowGroup))
			if err != nil {
				t.Fatal(err)
			}
			rel := dataset.DataShardPath(split, i, shards)
			write(rel, buf.Bytes())
			rep := dataset.ShardReport{Info: dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(rs)), Bytes: n, SHA256: sha},
				Records: int64(len(rs)), Stats: dataset.NewStats()}
			for _, r := range rs {
				if p, ok := any(r).(dataset.Pair); ok {
					rep.Stats.Add(&p)
				}
				if tr, ok := any(r).(dataset.TaggerRow); ok { // as transforms' tagger summary tallies them
					for _, sp := range tr.Semiotic {
						rep.Stats.Tally(dataset.TallySemiotic).Add(sp.Class, 1)
					}
				}
			}
			data = append(data, rep)
		}
	}
	dataset.SortRejects(rejects)
	var buf bytes.Buffer
	n, sha, err := dataset.WriteRows(&buf, rejects, 0)
	if err != nil {
		t.Fatal(err)
	}
	rej := dataset.ShardReport{Info: dataset.ShardInfo{Path: dataset.RejectShardPath(0, 1), Rows: int64(len(rejects)), Bytes: n, SHA256: sha}}
	write(rej.Info.Path, buf.Bytes())
	byRule := map[string]int64{}
	for _, r := range rejects {
		byRule[r.StageRule()]++
	}
	for r, c := range byRule {
		rej.Rules, rej.RuleCounts = append(rej.Rules, r), append(rej.RuleCounts, c)
	}
	buildKind := kind
	if _, err := dataset.LookupRowKind(kind); err != nil {
		buildKind = ""
	}
	m, err := dataset.BuildManifest(dataset.ManifestParts{
		// libriheavy: the source whose rows carry the ITN flags (pairRows
		// flags some digits), which the viewer offers by the source.
		Name: "demo", Source: sources.SourceLibriheavy, Kind: buildKind, Created: "2026-01-01T00:00:00Z",
		Rules: map[string]int64{"basic/trim": 3}, Data: data, Rejects: []dataset.ShardReport{rej},
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: int64(len(rows) + len(rejects))}},
	})
	if err != nil {
		t.Fatal(err)
	}
	m.Kind = kind
	if _, err := card.Lookup(kind); err == nil {
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		for p, b := range files {
			write(p, b)
		}
	}
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	write(dataset.ManifestFile, b)
	return m
}

// pairRows are n pairs over train and test: every third has a MONEY span,
// every fifth a CARDINAL span, ids p0000...; every fourth (from p0001)
// carries the rule basic/collapse_whitespace, every thirteenth (from p0000)
// transcript/remove_brackets.
func pairRows(n int) []dataset.Pair {
	var out []dataset.Pair
	for i := range n {
		p := dataset.Pair{ID: fmt.Sprintf("p%04d", i), Source: "gtn", Split: []string{"train", "train", "test"}[i%3]}
		switch {
		case i%3 == 0:
			p.Written, p.Spoken = fmt.Sprintf("It cost $%d today.", i), fmt.Sprintf("it cost %d dollars today", i)
			w, s := fmt.Sprintf("$%d", i), fmt.Sprintf("%d dollars", i)
			p.Spans = []dataset.Span{{Class: "MONEY", Written: w, Spoken: s, WrittenStart: 8, WrittenEnd: int32(8 + len(w)), SpokenStart: 8, SpokenEnd: int32(8 + len(s))}}
		case i%5 == 0:
			p.Written, p.Spoken = fmt.Sprintf("Room %d, é.", i), fmt.Sprintf("room %d é", i)
			w := fmt.Sprint(i)
			p.Spans = []dataset.Span{{Class: "CARDINAL", Written: w, Spoken: w, WrittenStart: 5, WrittenEnd: int32(5 + len(w)), SpokenStart: 5, SpokenEnd: int32(5 + len(w))}}
			p.Flags = []string{"digits"}
		default:
			p.Written, p.Spoken = fmt.Sprintf("Plain words %d.", i), fmt.Sprintf("plain words %d", i)
		}
		if i%4 == 1 {
			p.Rules = dataset.AddRules(p.Rules, "basic/collapse_whitespace")
		}
		if i%13 == 0 {
			p.Rules = dataset.AddRules(p.Rules, "transcript/remove_brackets")
		}
		out = append(out, p)
	}
	return out
}

func rejectRows() []dataset.Reject {
	var out []dataset.Reject
	for i := range 7 {
		r := dataset.Reject{ID: fmt.Sprintf("x%d", i), Source: "gtn", Location: fmt.Sprintf("in.txt:%d", i+1), Stage: "parse", Rule: "bad_columns", Reason: "2 columns", Raw: fmt.Sprintf("raw <b>%d</b>", i)}
		if i%3 == 0 {
			r.Stage, r.Rule, r.Reason = "align", "min_ratio", "ratio 0.2"
		}
		out = append(out, r)
	}
	return out
}

func get(t *testing.T, h http.Handler, target string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
	b, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, string(b)
}

var (
	rowIDRe  = regexp.MustCompile(`<tr class="(?:row|reject)" data-id="([^"]*)"`)
	nextRe   = regexp.MustCompile(`<a href="([^"]*)" id="next">`)
	hiddenRe = regexp.MustCompile(`<input type="hidden" name="(\w+)" value="([^"]*)">`)
)

func ids(page string) []string {
	var out []string
	for _, m := range rowIDRe.FindAllStringSubmatch(page, -1) {
		out = append(out, m[1])
	}
	return out
}

func unescape(s string) string { return strings.ReplaceAll(s, "&amp;", "&") }

// walk follows "next" links from target and returns every row id seen.
func walk(t *testing.T, h http.Handler, target string) (all []string, pages int) {
	t.Helper()
	for target != "" {
		code, body := get(t, h, target)
		if code != 200 {
			t.Fatalf("GET %s: %d %s", target, code, body)
		}
		all = append(all, ids(body)...)
		pages++
		target = ""
		if m := nextRe.FindStringSubmatch(body); m != nil {
			target = unescape(m[1])
		}
		if pages > 1000 {
			t.Fatal("paging does not end")
		}
	}
	return all, pages
}

func sortedIDs[T dataset.Row](rows []T, keep func(T) bool) []string {
	var out []string
	for _, r := range rows {
		if keep(r) {
			out = append(out, r.RowID())
		}
	}
	sort.Strings(out)
	return out
}

func getRec(t *testing.T, h http.Handler, target string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
	return rec
}

// u2tfRows are a classifier row of u2tf and its two span rows: "It cost
// five dollars on May third." with "five dollars" and "third" for the
// span model.
func u2tfRows() []dataset.U2TFRow {
	return []dataset.U2TFRow{
		{ID: "r1", Split: "test", Kind: dataset.U2TFClassifier, Tokens: []string{"it", "cost", "five", "dollars", "on", "may", "third"},
			Punct: []string{"O", "O", "O", "O", "O", "O", "."}, Case: []string{"cap", "lower", "lower", "lower", "lower", "cap", "lower"}, ITN: []int32{0, 0, 1, 1, 0, 0, 1}},
		{ID: "r1#s0", Split: "test", Kind: dataset.U2TFSpan, Input: "it cost <span> five dollars </span> on may", Output: "$5", ClassifierID: "r1", SpanIndex: 0, SpanStart: 2, SpanEnd: 4},
		{ID: "r1#s1", Split: "test", Kind: dataset.U2TFSpan, Input: "on may <span> third </span>", Output: "3rd", ClassifierID: "r1", SpanIndex: 1, SpanStart: 6, SpanEnd: 7},
	}
}
