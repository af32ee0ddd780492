package view

import (
	"net/http/httptest"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/patterns"
)

// TestBrowserRowsAndReview drives Debian's headless chromium against both
// kinds of page: a version's rows render with their spans highlighted (the
// embedded stylesheet applied, the SVG figures decoded), a filter and the
// next link work as a person clicks them, the rule filter shows exactly
// the rows a cleaning rule edited, and on a mine-pairs review a
// rule approved and saved by clicking ends up in the rules.jsonl that
// `prep libriheavy --rules` reads.
func TestBrowserRowsAndReview(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	vs, pairs, m := newVersionServer(t, 20)
	version := httptest.NewServer(vs)
	defer version.Close()
	dir := writeMined(t)
	rs, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	review := httptest.NewServer(rs)
	defer review.Close()

	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}

	// Overview: the figures are real images the browser decoded.
	b.navigate(version.URL + "/")
	var s string
	b.eval("document.querySelector('h1').textContent", &s)
	if !strings.Contains(s, m.VersionID) {
		t.Errorf("overview heading %q", s)
	}
	b.waitFor("[...document.querySelectorAll('.figures img')].every(i => i.complete)")
	var figs struct{ N, Drawn int }
	b.eval("({N: document.querySelectorAll('.figures img').length, Drawn: [...document.querySelectorAll('.figures img')].filter(i => i.naturalWidth > 100).length})", &figs)
	if figs.N < 5 || figs.Drawn != figs.N {
		t.Errorf("figures: %d drawn of %d", figs.Drawn, figs.N)
	}

	// Rows of the train split, spans highlighted.
	b.navigate(version.URL + "/rows?split=train")
	var rows struct {
		N, Marks int
		Split    []string
		Money    string
		Bg       string
	}
	const rowsExpr = `({N: document.querySelectorAll('#rows tr.row').length,
		Marks: document.querySelectorAll('#rows mark.span').length,
		Split: [...new Set([...document.querySelectorAll('#rows tr.row td:nth-child(2)')].map(td => td.textContent))],
		Money: (document.querySelector('#rows td.written mark[data-class="MONEY"]') || {}).textContent || "",
		Bg: getComputedStyle(document.querySelector('#rows mark.span')).backgroundColor})`
	b.eval(rowsExpr, &rows)
	if rows.N != 20 || rows.Marks == 0 || len(rows.Split) != 1 || rows.Split[0] != "train" || !strings.HasPrefix(rows.Money, "$") {
		t.Errorf("train rows page: %+v", rows)
	}
	if rows.Bg == "" || rows.Bg == "rgba(0, 0, 0, 0)" || rows.Bg == "rgb(255, 255, 0)" {
		t.Errorf("span mark background %q: the stylesheet's class colours were not applied", rows.Bg)
	}

	// Filter by class with the form, then page forward with the link.
	b.eval(`document.querySelector('select[name=class]').value = 'MONEY'; document.querySelector('#apply').click(); true`, nil)
	b.waitFor(`location.search.includes('class=MONEY') && document.readyState === 'complete'`)
	var money struct{ N, WithMoney int }
	const moneyExpr = `({N: document.querySelectorAll('#rows tr.row').length,
		WithMoney: [...document.querySelectorAll('#rows tr.row')].filter(tr => tr.querySelector('mark[data-class="MONEY"]')).length})`
	b.eval(moneyExpr, &money)
	if money.N == 0 || money.WithMoney != money.N {
		t.Errorf("class=MONEY page: %+v", money)
	}
	b.eval(`document.querySelector('#next').click(); true`, nil)
	b.waitFor(`location.search.includes('at=') && document.readyState === 'complete'`)
	b.eval("document.querySelector('#pager').textContent", &s)
	if !strings.Contains(s, "rows 21–") {
		t.Errorf("second page pager %q", s)
	}
	b.eval(moneyExpr, &money)
	if money.N == 0 || money.WithMoney != money.N {
		t.Errorf("class=MONEY second page: %+v", money)
	}

	// Filter by cleaning rule with the form: exactly the rows carrying it
	// (18 of 230, one page), each showing the rule's name.
	const rule = "transcript/remove_brackets"
	b.navigate(version.URL + "/rows")
	var opts []string
	b.eval(`[...document.querySelectorAll('select[name=rule] option')].map(o => o.textContent)`, &opts)
	if !slices.Contains(opts, rule+" (18 rows)") {
		t.Errorf("rule select options %q", opts)
	}
	b.eval(`document.querySelector('select[name=rule]').value = '`+rule+`'; document.querySelector('#apply').click(); true`, nil)
	b.waitFor(`location.search.includes('rule=') && document.readyState === 'complete'`)
	var ruled struct {
		IDs      []string
		WithRule int
		Next     bool
	}
	b.eval(`({IDs: [...document.querySelectorAll('#rows tr.row')].map(tr => tr.dataset.id),
		WithRule: [...document.querySelectorAll('#rows tr.row')].filter(tr => [...tr.querySelectorAll('.rulename')].some(s => s.textContent === '`+rule+`')).length,
		Next: document.querySelector('#next') !== null})`, &ruled)
	want := sortedIDs(pairs, func(p dataset.Pair) bool { return slices.Contains(p.Rules, rule) })
	sort.Strings(ruled.IDs)
	if !slices.Equal(ruled.IDs, want) || ruled.WithRule != len(want) || ruled.Next {
		t.Errorf("rule=%s page: %+v, want ids %v", rule, ruled, want)
	}

	// Review: approve the "end of chapter" removal rule and save.
	b.navigate(review.URL + "/")
	var n int
	b.eval("document.querySelectorAll('section.rule').length", &n)
	if n != 4 {
		t.Fatalf("review page lists %d rules, want 4", n)
	}
	b.eval(`document.querySelector('section.rule[data-written="end of chapter"] input[value=approve]').click(); true`, nil)
	b.eval(`document.querySelector('#save').click(); true`, nil)
	b.waitFor(`document.querySelector('#saved') !== null`)
	b.eval("document.querySelector('#saved').textContent", &s)
	if !strings.Contains(s, "1 approved removal rules of 4 rules") {
		t.Errorf("after save: %q", s)
	}
	b.eval(`document.querySelector('#approve-1').checked`, new(bool))

	saved := readSaved(t, filepath.Join(dir, RulesFile))
	approved, err := patterns.ApprovedRemovals(saved)
	if err != nil || len(approved) != 1 || strings.Join(approved[0].Written, " ") != "end of chapter" {
		t.Errorf("saved file approves %v (%v)", approved, err)
	}
	for i, r := range saved {
		if want := i == 1; r.Approved != want {
			t.Errorf("rule %d (%s) approved=%v", i, strings.Join(r.Written, " "), r.Approved)
		}
	}
}

// TestBrowserGenericRowsStayInTheirCells: a row kind shown column by
// column (Universal-2-TF's classifier rows: one label per token, as JSON)
// keeps each value inside its cell. A list of labels such as
// ["O","O",...,"."] has no break opportunity a browser takes with
// word-break: break-all (quotes and commas around one letter), so it ran
// across the next columns and was printed over their values.
func TestBrowserGenericRowsStayInTheirCells(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	dir := t.TempDir()
	labels := make([]string, 40)
	for i := range labels {
		labels[i] = "O"
	}
	labels[39] = "."
	var rows []futureRow
	for i := range 3 {
		rows = append(rows, futureRow{ID: "u" + string(rune('0'+i)), Split: "test", Source: strings.Repeat("word ", 40), Labels: labels})
	}
	writeVersion(t, dir, "u2tf-test", rows, nil, 1)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer srv.Close()
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	b.navigate(srv.URL + "/rows")
	var got struct {
		Cells    int
		Overflow []string
	}
	b.eval(`({Cells: document.querySelectorAll('#rows td').length,
		Overflow: [...document.querySelectorAll('#rows td')].filter(td => td.scrollWidth > td.clientWidth + 1).map(td => td.dataset.col + ': ' + td.scrollWidth + ' > ' + td.clientWidth)})`, &got)
	if got.Cells == 0 {
		t.Fatal("no cells on the rows page")
	}
	if len(got.Overflow) > 0 {
		t.Errorf("values run out of their cells: %v", got.Overflow)
	}
}
