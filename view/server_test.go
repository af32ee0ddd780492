package view

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

func newVersionServer(t *testing.T, pageSize int) (*Server, []dataset.Pair, *dataset.Manifest) {
	t.Helper()
	dir := t.TempDir()
	rows := pairRows(230)
	m := writeVersion(t, dir, "", rows, rejectRows(), 3)
	s, err := New(dir, Options{PageSize: pageSize})
	if err != nil {
		t.Fatal(err)
	}
	if s.Mode() != ModeVersion {
		t.Fatalf("mode %v", s.Mode())
	}
	return s, rows, m
}

func TestHomeShowsAccountingSplitsAndRejectRules(t *testing.T) {
	s, _, m := newVersionServer(t, 20)
	code, body := get(t, s, "/")
	if code != 200 {
		t.Fatalf("GET /: %d %s", code, body)
	}
	for _, want := range []string{m.VersionID, "read 237 = written 230 + rejected 7; 230 rows",
		`href="/rows?split=train"`, `href="/rejects?rule=parse%2Fbad_columns"`, "basic/trim", `src="/files/figures/`} {
		if !strings.Contains(body, want) {
			t.Errorf("home page lacks %q", want)
		}
	}
}

// TestHomeShowsTheLicense: docs/VIEW.md says the page shows the license,
// but a version built without --license (the manifest leaves it empty; the
// card says "other" and the source corpus's terms) showed none at all;
// then "other: Libriheavy ... is published under Apache-2.0", as if the
// license were named "other", and not how to set one.
func TestHomeShowsTheLicense(t *testing.T) {
	s, _, _ := newVersionServer(t, 20)
	_, body := get(t, s, "/")
	want := "<tr><th>license</th><td>other (none given: prep --license ID sets the card's license); the source corpus's terms: Libriheavy (Kang et al. 2023) is published under Apache-2.0"
	if !strings.Contains(body, want) {
		t.Errorf("home page of a version without --license lacks %q:\n%s", want, body)
	}
	// Given one, the page names it and the source's terms beside it.
	s.m.License = "cc-by-4.0"
	_, body = get(t, s, "/")
	if want := "<tr><th>license</th><td>cc-by-4.0; the source corpus's terms: Libriheavy"; !strings.Contains(body, want) || strings.Contains(body, "none given") {
		t.Errorf("home page of a version with --license cc-by-4.0 lacks %q or says none was given", want)
	}
}

func TestRowsPagesCoverEverySplitRowOnce(t *testing.T) {
	s, rows, _ := newVersionServer(t, 20)
	for _, c := range []struct {
		target string
		keep   func(dataset.Pair) bool
	}{
		{"/rows", func(dataset.Pair) bool { return true }},
		{"/rows?split=train", func(p dataset.Pair) bool { return p.Split == "train" }},
		{"/rows?split=test&class=MONEY", func(p dataset.Pair) bool {
			return p.Split == "test" && len(p.Spans) > 0 && p.Spans[0].Class == "MONEY"
		}},
		{"/rows?class=CARDINAL", func(p dataset.Pair) bool { return len(p.Spans) > 0 && p.Spans[0].Class == "CARDINAL" }},
		{"/rows?flag=digits&q=ROOM+1", func(p dataset.Pair) bool {
			return slices.Contains(p.Flags, "digits") && strings.Contains(p.Written, "Room 1")
		}},
		{"/rows?q=nothing-matches", func(dataset.Pair) bool { return false }},
	} {
		got, pages := walk(t, s, c.target)
		sort.Strings(got)
		want := sortedIDs(rows, c.keep)
		if !slices.Equal(got, want) {
			t.Errorf("%s: %d rows over %d pages, want %d (first got %v, want %v)", c.target, len(got), pages, len(want), got[:min(3, len(got))], want[:min(3, len(want))])
		}
		if wantPages := max(1, (len(want)+19)/20); pages != wantPages {
			t.Errorf("%s: %d pages, want %d", c.target, pages, wantPages)
		}
	}
}

func TestRowsOffsetPageEqualsCursorPage(t *testing.T) {
	s, _, _ := newVersionServer(t, 20)
	for _, base := range []string{"/rows?split=train", "/rows?class=MONEY"} {
		var viaNext []string
		target := base
		for range 3 { // page 3 by following next links
			_, body := get(t, s, target)
			viaNext = ids(body)
			target = unescape(nextRe.FindStringSubmatch(body)[1])
		}
		_, body := get(t, s, base+"&offset=40")
		if got := ids(body); !slices.Equal(got, viaNext) {
			t.Errorf("%s: offset=40 gives %v, the third page %v", base, got, viaNext)
		}
		if !strings.Contains(body, "rows 41–60") || !strings.Contains(body, `id="prev"`) {
			t.Errorf("%s offset=40: pager wrong", base)
		}
	}
}

func TestRowsHighlightSpansByCodePoint(t *testing.T) {
	s, _, _ := newVersionServer(t, 500)
	_, body := get(t, s, "/rows?class=MONEY&q=p0003")
	if got := ids(body); !slices.Equal(got, []string{"p0003"}) {
		t.Fatalf("rows %v", got)
	}
	for _, want := range []string{`data-class="MONEY"`, `>$3</mark>`, `>3 dollars</mark>`} {
		if !strings.Contains(body, want) {
			t.Errorf("MONEY row lacks %q", want)
		}
	}
	// "Room 5, é." has a multi-byte rune after the span: offsets count
	// code points, so the span is exactly "5".
	_, body = get(t, s, "/rows?q=p0005")
	if !strings.Contains(body, `title="CARDINAL: &#34;5&#34; -&gt; &#34;5&#34;">5</mark>, é.`) {
		t.Errorf("CARDINAL span not cut at code points:\n%s", body[strings.Index(body, "<table id=\"rows\""):])
	}
}

func TestSegmentsRefuseBadOffsets(t *testing.T) {
	for _, iv := range [][]interval{
		{{0, 99, "X", "", ""}},
		{{3, 2, "X", "", ""}},
		{{0, 3, "X", "", ""}, {2, 4, "Y", "", ""}},
	} {
		segs, err := segments("héllo", iv)
		if err == nil || len(segs) != 1 || segs[0].Text != "héllo" || segs[0].Class != "" {
			t.Errorf("%v: %v %v", iv, segs, err)
		}
	}
	segs, err := segments("héllo", []interval{{1, 2, "A", "", ""}, {3, 5, "B", "", ""}})
	var texts []string
	for _, s := range segs {
		texts = append(texts, s.Text+"/"+s.Class)
	}
	if err != nil || strings.Join(texts, "|") != "h/|é/A|l/|lo/B" {
		t.Errorf("segments: %v %v", texts, err)
	}
}

func TestRejectsFilterByRule(t *testing.T) {
	s, _, _ := newVersionServer(t, 2)
	got, _ := walk(t, s, "/rejects?rule=align%2Fmin_ratio")
	sort.Strings(got)
	if !slices.Equal(got, []string{"x0", "x3", "x6"}) {
		t.Errorf("align/min_ratio rejects: %v", got)
	}
	all, pages := walk(t, s, "/rejects")
	if len(all) != 7 || pages != 4 {
		t.Errorf("all rejects: %d rows over %d pages", len(all), pages)
	}
	_, body := get(t, s, "/rejects?q=x1")
	if !strings.Contains(body, "raw &lt;b&gt;1&lt;/b&gt;") {
		t.Error("reject raw input is not escaped")
	}
	// A rule no reject has (a typo) is a 404 naming the version's rules,
	// as an unknown split, class or flag of the rows is: it was a page of
	// no rows, 200.
	if rec := getRec(t, s, "/rejects?rule=nosuch"); rec.Code != 404 || !strings.Contains(rec.Body.String(), `no reject of this version has rule "nosuch" (reject rules: `) || !strings.Contains(rec.Body.String(), "align/min_ratio") {
		t.Errorf("/rejects?rule=nosuch: %d %s", rec.Code, rec.Body.String())
	}
}

func TestCardAndFigures(t *testing.T) {
	s, _, m := newVersionServer(t, 20)
	code, body := get(t, s, "/card")
	if code != 200 || !strings.Contains(body, `<pre id="frontmatter">`) || !strings.Contains(body, m.VersionID) || !strings.Contains(body, `<img src="/files/figures/`) ||
		!strings.Contains(body, "<table>") || !strings.Contains(body, "<h2>") {
		t.Errorf("card page: %d\n%s", code, body)
	}
	fig, err := s.figures(context.Background())
	if err != nil || len(fig) == 0 {
		t.Fatal("the version has no figures")
	}
	rec := getRec(t, s, "/files/"+fig[0])
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(rec.Body.String(), "<svg") {
		t.Errorf("figure: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	for target, want := range map[string]int{
		"/files/manifest.json":                     404,
		"/files/data/train-00000-of-00003.parquet": 404,
		"/files/figures/none.svg":                  404,
		"/rows?split=nosuch":                       404,
		"/rows?at=x":                               400,
		"/rows?offset=-1":                          400,
		"/nosuch":                                  404,
	} {
		if rec := getRec(t, s, target); rec.Code != want {
			t.Errorf("%s: %d, want %d", target, rec.Code, want)
		}
	}
	// An address with no page says which pages there are and where the
	// overview is (it was Go's "404 page not found").
	if rec := getRec(t, s, "/row"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "There is no page /row here. Open http://example.com/ for the overview; the pages are rows (/rows), rejects (/rejects), the dataset card (/card).") {
		t.Errorf("/row: %d %s", rec.Code, rec.Body.String())
	}
	// A class no span has is a 404 naming the classes, as an unknown rule
	// is (it was an empty page, "no row matches").
	if len(m.Stats.SpanClasses.Keys) == 0 {
		t.Fatal("the version has no span classes")
	}
	known := m.Stats.SpanClasses.Keys[0]
	if rec := getRec(t, s, "/rows?class="+known); rec.Code != 200 {
		t.Errorf("class=%s: %d", known, rec.Code)
	}
	if rec := getRec(t, s, "/rows?class="+strings.ToLower(known)+"x"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "no span of this version has class") || !strings.Contains(rec.Body.String(), known) {
		t.Errorf("unknown class: %d %s", rec.Code, rec.Body.String())
	}
	// A version whose rows carry no spans (prep libriheavy) has no class
	// a filter can name: a 404, not an empty page.
	classes := m.Stats.SpanClasses.Keys
	s.m.Stats.SpanClasses.Keys = nil
	if rec := getRec(t, s, "/rows?class="+known); rec.Code != 404 || !strings.Contains(rec.Body.String(), "its rows carry no spans") {
		t.Errorf("class on a version without spans: %d %s", rec.Code, rec.Body.String())
	}
	s.m.Stats.SpanClasses.Keys = classes
	// A flag no row can carry (a typo, "digit" for digits) is a 404 naming
	// the flags, as an unknown class or rule is (it was an empty page, "no
	// row matches").
	if rec := getRec(t, s, "/rows?flag=digits"); rec.Code != 200 {
		t.Errorf("flag=digits: %d", rec.Code)
	}
	if rec := getRec(t, s, "/rows?flag=digit&split=train"); rec.Code != 404 || !strings.Contains(rec.Body.String(), `No row of this version can carry the flag "digit" (the flags its rows can carry: digits, roman, allcaps)`) ||
		!strings.Contains(rec.Body.String(), "or open http://example.com/rows?split=train to see the rows without this filter") {
		t.Errorf("unknown flag: %d %s", rec.Code, rec.Body.String())
	}
	// A nemo-cases version's rows carry their direction (tn, itn) and
	// cased: the flag filter offers those (it offered the ITN flags of
	// every other pairs version, so tn and itn could not be chosen).
	s.m.Source = sources.SourceNeMoCases
	if rec := getRec(t, s, "/rows"); rec.Code != 200 || !strings.Contains(rec.Body.String(), "<option>itn</option>") || strings.Contains(rec.Body.String(), "<option>digits</option>") {
		t.Errorf("nemo-cases flags: %d %s", rec.Code, rec.Body.String())
	}
	if rec := getRec(t, s, "/rows?flag=itn"); rec.Code != 200 {
		t.Errorf("nemo-cases flag=itn: %d", rec.Code)
	}
	if rec := getRec(t, s, "/rows?flag=digits"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "tn, itn, cased") {
		t.Errorf("nemo-cases flag=digits: %d %s", rec.Code, rec.Body.String())
	}
	// A gtn, text or spgi version's rows carry no flags: the page has no
	// flag control and a flag filter is a 404 that says so, not an empty
	// list (it offered digits, roman and allcaps, and flag=digits was an
	// empty page, 200).
	for _, src := range []string{"gtn", "text", "spgi"} {
		s.m.Source = src
		if rec := getRec(t, s, "/rows"); rec.Code != 200 || strings.Contains(rec.Body.String(), `name="flag"`) {
			t.Errorf("%s: the rows page offers a flag filter: %d", src, rec.Code)
		}
		for _, flag := range []string{"digits", "roman", "allcaps"} {
			rec := getRec(t, s, "/rows?flag="+flag)
			// In words for the browser's user, with the way on: the
			// same page without the filter (it named commands, and
			// said nothing of what to do).
			if body := rec.Body.String(); rec.Code != 404 || !strings.Contains(body, `No row of this version can carry the flag "`+flag+`": its rows carry no flags (row labels that only some sources set: digits, roman, allcaps on rows made by itnprep prep libriheavy, tn, itn, cased on rows made by itnprep prep nemo-cases). To see the rows without this filter, open http://example.com/rows`) || strings.Contains(body, "flags: )") {
				t.Errorf("%s flag=%s: %d %s", src, flag, rec.Code, body)
			}
		}
	}
	// ServeMux cleans the path before the handler sees it; the clean
	// path is then refused.
	if rec := getRec(t, s, "/files/figures/../manifest.json"); rec.Code != 307 || rec.Header().Get("Location") != "/files/manifest.json" {
		t.Errorf("dot-dot path: %d %s", rec.Code, rec.Header().Get("Location"))
	}
}

func TestTaggerRowsShowTagsAndClasses(t *testing.T) {
	dir := t.TempDir()
	var rows []dataset.TaggerRow
	for i := range 30 {
		rows = append(rows, dataset.TaggerRow{ID: fmt.Sprintf("t%02d", i), Split: "train", Input: "on june third",
			Tags: []string{"<SELF>", "jun", "3"}, Target: "on jun 3",
			Semiotic: []dataset.SemioticSpan{{Class: "DATE", Start: 1, End: 3}}})
	}
	rows[4].Semiotic = []dataset.SemioticSpan{{Class: "DATE", Start: 2, End: 9}}
	writeVersion(t, dir, dataset.KindTagger, rows, nil, 2)
	s, err := New(dir, Options{PageSize: 7})
	if err != nil {
		t.Fatal(err)
	}
	got, pages := walk(t, s, "/rows?class=DATE")
	if len(got) != 30 || pages != 5 {
		t.Errorf("tagger rows: %d over %d pages", len(got), pages)
	}
	// The class select lists the semiotic classes the manifest tallies, and
	// a class no span has is a 404 naming them, as for pairs (a real tagger
	// version had no select and an empty page: the tally was looked up by
	// a name it does not have).
	if _, body := get(t, s, "/rows"); !strings.Contains(body, `<select name="class">`) || !strings.Contains(body, "<option>DATE</option>") {
		t.Error("tagger rows page has no class select listing DATE")
	}
	if rec := getRec(t, s, "/rows?class=MONEY"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "DATE") {
		t.Errorf("class=MONEY on a version with DATE spans only: %d %s", rec.Code, rec.Body.String())
	}
	// A flag or rule, which tagger rows cannot carry, is a 404 naming the
	// filters that apply (it was ignored: every row, as if all had it).
	for target, want := range map[string]string{
		"/rows?flag=digits":                "flag=digits: no such filter for a tagger version's rows (the filters that apply: split, class, q)",
		"/rows?rule=align/trim_end&q=t04":  "rule=align/trim_end: no such filter for a tagger version's rows",
		"/rows?flag=roman&rule=book/x&q=a": "flag=roman, rule=book/x: no such filter",
	} {
		if rec := getRec(t, s, target); rec.Code != 404 || !strings.Contains(rec.Body.String(), want) {
			t.Errorf("%s: %d %q, want 404 %q", target, rec.Code, rec.Body.String(), want)
		}
	}
	_, body := get(t, s, "/rows?q=t04")
	for _, want := range []string{`<span class="w">june</span><span class="tag">jun</span>`, "semiotic span DATE [2, 9) outside the 3 input words"} {
		if !strings.Contains(body, want) {
			t.Errorf("tagger page lacks %q", want)
		}
	}
	_, body = get(t, s, "/rows?q=t05")
	if !strings.Contains(body, `class="word span`) || !strings.Contains(body, `data-class="DATE"`) {
		t.Error("semiotic span not highlighted")
	}
}

// futureRow stands for a row kind added after this package (Universal-2-TF
// rows, for one): the viewer knows nothing of it but its shards.
type futureRow struct {
	ID     string   `parquet:"id"`
	Split  string   `parquet:"split"`
	Source string   `parquet:"source_text"`
	Labels []string `parquet:"labels,list"`
	Score  *float64 `parquet:"score,optional"`
}

func (r futureRow) RowID() string    { return r.ID }
func (r futureRow) RowSplit() string { return r.Split }

func TestUnknownRowKindShowsColumns(t *testing.T) {
	dir := t.TempDir()
	var rows []futureRow
	for i := range 12 {
		rows = append(rows, futureRow{ID: fmt.Sprintf("u%02d", i), Split: "validation", Source: fmt.Sprintf("text <%d>", i), Labels: []string{"A", "B"}})
	}
	rows[3].Score = dataset.Float64(0.5)
	writeVersion(t, dir, "u2tf-test", rows, nil, 1)
	s, err := New(dir, Options{PageSize: 5})
	if err != nil {
		t.Fatal(err)
	}
	code, body := get(t, s, "/rows?q=%3C3%3E")
	if code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	for _, want := range []string{`Row kind “u2tf-test”`, "<th>source_text</th>", "<th>labels</th>", `data-col="source_text">text &lt;3&gt;</td>`,
		`data-col="labels">[&#34;A&#34;,&#34;B&#34;]</td>`, `data-col="score">0.5</td>`} {
		if !strings.Contains(body, want) {
			t.Errorf("generic page lacks %q", want)
		}
	}
	if n := strings.Count(body, `<tr class="row">`); n != 1 {
		t.Errorf("q=<3>: %d rows", n)
	}
	_, body = get(t, s, "/rows?offset=10")
	if n := strings.Count(body, `<tr class="row">`); n != 2 {
		t.Errorf("offset=10: %d rows, want 2", n)
	}
	if code, _ := get(t, s, "/card"); code != 200 {
		t.Errorf("card page of a kind without a card: %d", code)
	}
	if rec := getRec(t, s, "/rows?class=DATE"); rec.Code != 404 || !strings.Contains(rec.Body.String(), `class=DATE: no such filter for the rows of a "u2tf-test" version (the filters that apply: split, q)`) {
		t.Errorf("class=DATE on an unknown row kind: %d %q", rec.Code, rec.Body.String())
	}
}

func TestNewRefusesOtherFolders(t *testing.T) {
	for _, dir := range []string{t.TempDir(), "/nonexistent/x", "gs://bucket/v"} {
		if _, err := New(dir, Options{}); err == nil {
			t.Errorf("%s: no error", dir)
		}
	}
}

// The rows page's rule filter shows exactly the rows whose rules column
// names the rule (alone, with a split, with a class), the select lists the
// version's rules with the row counts of its manifest, which equal the
// rows found, each row shows its rules, and an unknown rule is a 404.
func TestRowsFilterByRule(t *testing.T) {
	s, rows, m := newVersionServer(t, 20)
	if len(m.Stats.RuleRows.Keys) != 2 {
		t.Fatalf("manifest rule rows %+v, want the two rules the rows carry", m.Stats.RuleRows)
	}
	for i, rule := range m.Stats.RuleRows.Keys {
		for _, c := range []struct {
			target string
			keep   func(dataset.Pair) bool
		}{
			{"/rows?rule=" + url.QueryEscape(rule), func(p dataset.Pair) bool { return slices.Contains(p.Rules, rule) }},
			{"/rows?split=test&rule=" + url.QueryEscape(rule), func(p dataset.Pair) bool { return p.Split == "test" && slices.Contains(p.Rules, rule) }},
			{"/rows?class=MONEY&rule=" + url.QueryEscape(rule), func(p dataset.Pair) bool {
				return slices.Contains(p.Rules, rule) && len(p.Spans) > 0 && p.Spans[0].Class == "MONEY"
			}},
		} {
			got, _ := walk(t, s, c.target)
			sort.Strings(got)
			want := sortedIDs(rows, c.keep)
			if len(want) == 0 || !slices.Equal(got, want) {
				t.Errorf("%s: %d rows %v, want %d %v", c.target, len(got), got, len(want), want)
			}
			if c.target == "/rows?rule="+url.QueryEscape(rule) && int64(len(got)) != m.Stats.RuleRows.Counts[i] {
				t.Errorf("%s: %d rows, the manifest counts %d", rule, len(got), m.Stats.RuleRows.Counts[i])
			}
		}
		_, body := get(t, s, "/rows")
		if opt := fmt.Sprintf(`<option value="%s">%s (%d rows)</option>`, rule, rule, m.Stats.RuleRows.Counts[i]); !strings.Contains(body, opt) {
			t.Errorf("rows page lacks the select option %s", opt)
		}
		_, body = get(t, s, "/rows?rule="+url.QueryEscape(rule))
		if !strings.Contains(body, fmt.Sprintf(`<option value="%s" selected>`, rule)) {
			t.Errorf("rule %s is not selected on its own page", rule)
		}
		if shown, n := strings.Count(body, `<tr class="row"`), strings.Count(body, `title="edited by this cleaning rule">`+rule+`</span>`); shown == 0 || n != shown {
			t.Errorf("rule %s page: %d rows, %d show the rule", rule, shown, n)
		}
	}
	// p0013 carries one rule, p0001 the other, p0002 none.
	_, body := get(t, s, "/rows?q=p0002")
	if strings.Contains(body, `class="rulename"`) {
		t.Error("a row no rule edited shows a rule")
	}
	if rec := getRec(t, s, "/rows?rule=book%2Fnosuch"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "basic/collapse_whitespace") {
		t.Errorf("unknown rule: %d %s", rec.Code, rec.Body.String())
	}
	_, body = get(t, s, "/")
	if !strings.Contains(body, `<a href="/rows?rule=transcript%2Fremove_brackets">transcript/remove_brackets</a>`) {
		t.Error("home page does not link a rule to its rows")
	}
}

// Rejects as pipelines write them carry the stage in the rule
// ("tagger/too_long", transforms.ReadInputs and the derive stages name
// them dataset.RuleName(stage, rule)); the page must name the rule once,
// as the manifest and the filter do, not "tagger/tagger/too_long".
func TestRejectsPageNamesStagedRuleOnce(t *testing.T) {
	dir := t.TempDir()
	rejects := []dataset.Reject{
		{ID: "r1", Source: "gtn", Location: "parent p row r1", Stage: "tagger", Rule: "tagger/too_long", Reason: "too long", Raw: "x"},
		{ID: "r2", Source: "gtn", Location: "in.txt:2", Stage: "parse", Rule: "bad_columns", Reason: "2 columns", Raw: "y"},
	}
	writeVersion(t, dir, "", pairRows(3), rejects, 1)
	s, err := New(dir, Options{PageSize: 10})
	if err != nil {
		t.Fatal(err)
	}
	_, body := get(t, s, "/rejects")
	if strings.Contains(body, "tagger/tagger/") {
		t.Errorf("rejects page doubles the stage: %s", body)
	}
	for _, want := range []string{"<td>tagger/too_long</td>", "<td>parse/bad_columns</td>"} {
		if !strings.Contains(body, want) {
			t.Errorf("rejects page lacks %q", want)
		}
	}
	got, _ := walk(t, s, "/rejects?rule=tagger%2Ftoo_long")
	if !slices.Equal(got, []string{"r1"}) {
		t.Errorf("tagger/too_long rejects: %v", got)
	}
}

// TestLocalShardCheckedAgainstTheManifest: a local version's shard is
// checked against the manifest's size and sha256 the first time a page
// reads it, as a remote copy is: a shard replaced by another valid Parquet
// file (here its neighbour) was browsed as this version's rows without a
// word, and one changed in place (same size) too. The page names the
// shard, what differs and `itnprep versions verify`.
func TestLocalShardCheckedAgainstTheManifest(t *testing.T) {
	s, _, m := newVersionServer(t, 20)
	var train []dataset.ShardInfo
	for _, sh := range m.Shards {
		if sh.Split == "train" {
			train = append(train, sh)
		}
	}
	if len(train) < 2 || train[0].Bytes == train[1].Bytes {
		t.Fatalf("want two train shards of different sizes: %+v", train)
	}
	if code, body := get(t, s, "/rows?split=train"); code != 200 {
		t.Fatalf("sound version: %d %s", code, body)
	}
	p := filepath.Join(s.dir, filepath.FromSlash(train[0].Path))
	first, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	other, err := os.ReadFile(filepath.Join(s.dir, filepath.FromSlash(train[1].Path)))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, other, 0o644); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%s: %d bytes, the manifest says %d; `itnprep versions verify %s` checks every shard", train[0].Path, len(other), train[0].Bytes, s.dir)
	if code, body := get(t, s, "/rows?split=train"); code != 500 || !strings.Contains(body, want) {
		t.Errorf("a shard replaced by its neighbour: %d, want 500 and %q:\n%s", code, want, body)
	}
	// The same size, one byte changed (a later modification time); the
	// first shard put back, since the page reads every shard's ids.
	if err := os.WriteFile(filepath.Join(s.dir, filepath.FromSlash(train[0].Path)), first, 0o644); err != nil {
		t.Fatal(err)
	}
	orig, err := os.ReadFile(filepath.Join(s.dir, filepath.FromSlash(train[1].Path)))
	if err != nil {
		t.Fatal(err)
	}
	p = filepath.Join(s.dir, filepath.FromSlash(train[1].Path))
	orig[len(orig)/2] ^= 0xff
	if err := os.WriteFile(p, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
	if code, body := get(t, s, "/rows?split=train&offset="+fmt.Sprint(train[0].Rows)); code != 500 || !strings.Contains(body, train[1].Path+": sha256 ") || !strings.Contains(body, "(changed since it was published?)") {
		t.Errorf("a shard changed in place: %d:\n%s", code, body)
	}
}

// TestMissingShardNamesVerify: a data or reject shard the manifest lists
// but the folder lacks (removed by hand, a copy cut short) is a page naming
// it, its rows and `itnprep versions verify`, as a changed shard is; it
// was the operating system's "open DIR/data/...: no such file or
// directory" alone.
func TestMissingShardNamesVerify(t *testing.T) {
	s, _, m := newVersionServer(t, 20)
	var train dataset.ShardInfo
	for _, sh := range m.Shards {
		if sh.Split == "train" {
			train = sh
			break
		}
	}
	for _, sh := range []dataset.ShardInfo{train, m.Rejects[0]} {
		if err := os.Remove(filepath.Join(s.dir, filepath.FromSlash(sh.Path))); err != nil {
			t.Fatal(err)
		}
	}
	for target, sh := range map[string]dataset.ShardInfo{"/rows?split=train": train, "/rejects": m.Rejects[0]} {
		want := fmt.Sprintf("%s: missing, the manifest lists it (%d rows, %d bytes); `itnprep versions verify %s` checks every shard", sh.Path, sh.Rows, sh.Bytes, s.dir)
		if code, body := get(t, s, target); code != 500 || !strings.Contains(body, want) {
			t.Errorf("%s with %s removed: %d, want 500 and %q:\n%s", target, sh.Path, code, want, body)
		}
	}
}

// TestRejectsPageOfAVersionWithoutRejects: the rejects page of a version
// that rejected nothing says so with its accounting; it showed an empty
// table between two "no row matches", as if a filter had dropped them.
// An empty list unfiltered is "no rows", not "no row matches".
func TestRejectsPageOfAVersionWithoutRejects(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", pairRows(10), nil, 2)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	code, body := get(t, s, "/rejects")
	if code != 200 || !strings.Contains(body, `<p id="none">This version rejected no record: read 10 = written 10 + rejected 0.</p>`) ||
		strings.Contains(body, "no row matches") || strings.Contains(body, `<table id="rejects"`) {
		t.Errorf("rejects page of a version without rejects: %d\n%s", code, body)
	}
	if code, body := get(t, s, "/rows?split=test&offset=100"); code != 200 || !strings.Contains(body, "no more rows") {
		t.Errorf("rows past the end: %d\n%s", code, body)
	}
	if code, body := get(t, s, "/rows?q=nosuchtext"); code != 200 || !strings.Contains(body, "no row matches") {
		t.Errorf("a text no row holds: %d\n%s", code, body)
	}
}

// TestU2TFRowsPage: a u2tf version's rows are shown token by token with
// their labels (TestBrowserU2TFRowsReadLikeTheTaggers sees them), the text
// filter finds tokens, inputs and outputs, and a row whose lists disagree
// in length, or a span row without its marks, names the problem.
func TestU2TFRowsPage(t *testing.T) {
	dir := t.TempDir()
	rows := u2tfRows()
	bad := rows[0]
	bad.ID, bad.Punct = "r2", bad.Punct[:3]
	rows = append(rows, bad, dataset.U2TFRow{ID: "r3#s0", Split: "test", Kind: dataset.U2TFSpan, Input: "no marks", Output: "x", ClassifierID: "r3", SpanEnd: 1})
	writeVersion(t, dir, dataset.KindU2TF, rows, nil, 1)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, body := get(t, s, "/rows")
	for _, want := range []string{`<span class="w">third</span><span class="tag">lower .</span>`, `data-class="itn"`,
		`it cost <mark class="span`, `>five dollars</mark> on may`, `<td class="text">$5</td>`,
		`<div class="problem">7 tokens but 3 punct labels</div>`, `<div class="problem">input without &lt;span&gt; ... &lt;/span&gt;</div>`} {
		if !strings.Contains(body, want) {
			t.Errorf("rows page lacks %q", want)
		}
	}
	if strings.Contains(body, "column by column") {
		t.Error("u2tf rows are shown column by column")
	}
	for _, target := range []string{"/rows?flag=digits", "/rows?class=MONEY&q=dollars", "/rows?rule=align/trim_end"} {
		name, _, _ := strings.Cut(strings.TrimPrefix(target, "/rows?"), "&")
		if rec := getRec(t, s, target); rec.Code != 404 || !strings.Contains(rec.Body.String(), name+": no such filter for a u2tf version's rows (the filters that apply: split, q)") {
			t.Errorf("%s on a u2tf version: %d %q", target, rec.Code, rec.Body.String())
		}
	}
	for q, want := range map[string]int{"dollars": 3, "3rd": 1, "r1%23s1": 1} { // dollars: r1, its span row, r2
		if _, body := get(t, s, "/rows?q="+q); strings.Count(body, `<tr class="row"`) != want {
			t.Errorf("q=%s: %d rows, want %d", q, strings.Count(body, `<tr class="row"`), want)
		}
	}
}

// TestPagesHaveUniqueElementIDs: an HTML id names one element. The
// pager printed above and below a page's rows carried id="pager" (and
// first, prev, next) twice, so a script or a test asking for #next got
// the upper one only and the page was not valid HTML.
func TestPagesHaveUniqueElementIDs(t *testing.T) {
	pagerRangeRe := regexp.MustCompile(`<p class="pager"[^>]*>\n([^\n]*)\n`)
	s, _, _ := newVersionServer(t, 20)
	idRe := regexp.MustCompile(`\sid="([^"]+)"`)
	for _, target := range []string{"/", "/rows", "/rows?split=train&offset=40", "/rejects", "/card"} {
		code, body := get(t, s, target)
		if code != 200 {
			t.Fatalf("GET %s: %d", target, code)
		}
		seen := map[string]int{}
		for _, m := range idRe.FindAllStringSubmatch(body, -1) {
			seen[m[1]]++
		}
		for id, n := range seen {
			if n > 1 {
				t.Errorf("%s: id %q on %d elements", target, id, n)
			}
		}
		if strings.Count(body, `class="pager"`) > 1 && !strings.Contains(body, `id="pager"`) {
			t.Errorf("%s: the upper pager lost its id", target)
		}
		// The two pagers of a page of rows say alike which rows it shows
		// (one template, pagerrange, says it for both).
		ranges := pagerRangeRe.FindAllStringSubmatch(body, -1)
		if strings.HasPrefix(target, "/r") && (len(ranges) != 2 || ranges[0][1] != ranges[1][1] || ranges[0][1] == "") {
			t.Errorf("%s: pagers' ranges %q", target, ranges)
		}
	}
}

// TestNotFoundNeverListsNothing: a 404 for a filter value the version has
// none of names the values it has, and, when it has none at all, says so
// instead of an empty list ("reject rules: ", "rules on rows: ").
func TestNotFoundNeverListsNothing(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", pairRows(12), nil, 1)
	s, err := New(dir, Options{PageSize: 5})
	if err != nil {
		t.Fatal(err)
	}
	s.m.Stats.RuleRows = dataset.Tally{}
	for target, want := range map[string]string{
		"/rejects?rule=parse/bad_columns": `no reject of this version has rule "parse/bad_columns" (this version has no rejects)`,
		"/rows?rule=basic/trim":           `no row of this version carries rule "basic/trim" (no cleaning rule changed any of its rows)`,
		"/rows?split=dev":                 `no row of this version is in split "dev" (splits: test, train)`,
	} {
		rec := getRec(t, s, target)
		if body := rec.Body.String(); rec.Code != 404 || !strings.Contains(body, want) {
			t.Errorf("%s: %d %q, want 404 %q", target, rec.Code, body, want)
		}
	}
}

// TestU2TFMixedCaseTokensMarked: a mixed-case token ("iphone" ->
// "iPhone": itn 0, case mixed) is a span the span model writes, as an itn
// run is (u2tf.SpanRanges); its classifier row marked the itn tokens only,
// so the word its span row showed was plain there (qa75). Each token is
// marked by its span's kind, in that kind's colour, and a span row takes
// its kind from its classifier row, or, alone on its page, from its text.
func TestU2TFMixedCaseTokensMarked(t *testing.T) {
	dir := t.TempDir()
	rows := append(u2tfRows(),
		dataset.U2TFRow{ID: "m1", Split: "test", Kind: dataset.U2TFClassifier, Tokens: []string{"my", "iphone", "cost", "five", "dollars"},
			Punct: []string{"O", "O", "O", "O", "."}, Case: []string{"cap", "mixed", "lower", "lower", "lower"}, ITN: []int32{0, 0, 0, 1, 1}},
		dataset.U2TFRow{ID: "m1#s0", Split: "test", Kind: dataset.U2TFSpan, Input: "my <span> iphone </span> cost five", Output: "iPhone", ClassifierID: "m1", SpanIndex: 0, SpanStart: 1, SpanEnd: 2},
		dataset.U2TFRow{ID: "m1#s1", Split: "test", Kind: dataset.U2TFSpan, Input: "iphone cost <span> five dollars </span>", Output: "$5", ClassifierID: "m1", SpanIndex: 1, SpanStart: 3, SpanEnd: 5})
	writeVersion(t, dir, dataset.KindU2TF, rows, nil, 1)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	mixed, itn := colorOf("mixed"), colorOf("itn")
	if mixed == itn {
		t.Fatalf("mixed and itn share the colour %s", mixed)
	}
	_, body := get(t, s, "/rows")
	for _, want := range []string{
		`<span class="word span ` + mixed + `" data-class="mixed" title="case mixed: the span model writes it (its casing is no label&#39;s)"><span class="w">iphone</span><span class="tag">mixed</span></span>`,
		`<span class="word span ` + itn + `" data-class="itn" title="itn 1: the span model writes it"><span class="w">five</span>`,
		`<span class="word"><span class="w">cost</span>`,
		`my <mark class="span ` + mixed + `" data-class="mixed" title="mixed span: token 2 of m1 (span_start 1, span_end 2: counted from 0, the end excluded)">iphone</mark>`,
		`iphone cost <mark class="span ` + itn + `" data-class="itn" title="itn span: tokens 4 to 5 of m1 (span_start 3, span_end 5: counted from 0, the end excluded)">five dollars</mark>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("rows page lacks %q", want)
		}
	}
	// A span row alone on its page: its kind from its text.
	s, err = New(dir, Options{PageSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	for offset, want := range map[string]string{
		"1": `data-class="mixed" title="mixed span: token 2 of m1 (span_start 1, span_end 2: counted from 0, the end excluded)">iphone</mark>`,
		"2": `data-class="itn" title="itn span: tokens 4 to 5 of m1 (span_start 3, span_end 5: counted from 0, the end excluded)">five dollars</mark>`,
	} {
		if _, body := get(t, s, "/rows?offset="+offset); !strings.Contains(body, want) {
			t.Errorf("offset %s: the page lacks %q:\n%s", offset, want, body)
		}
	}
}
