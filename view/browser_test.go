package view

import (
	"bytes"
	"fmt"
	"net/http/httptest"
	"os"
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
	// Figures side by side start at one height: a short one (the records'
	// few bars) sat at the foot of its row, beside a tall one.
	var uneven []string
	b.eval(`(() => {
		const imgs = [...document.querySelectorAll('.figures img')].map(i => ({src: i.getAttribute('src'), r: i.getBoundingClientRect()}));
		const out = [];
		for (const a of imgs) for (const c of imgs)
			if (a !== c && a.r.top < c.r.bottom && c.r.top < a.r.bottom && Math.abs(a.r.top - c.r.top) > 1) out.push(a.src + ' beside ' + c.src);
		return out;
	})()`, &uneven)
	if len(uneven) > 0 {
		t.Errorf("figures side by side start at different heights: %v", uneven)
	}

	// Rows of the train split, spans highlighted.
	b.navigate(version.URL + "/rows?split=train")
	var rows struct {
		N, Marks                    int
		Split                       []string
		Money                       string
		Bg                          string
		ChipBg, MoneyBg, CardinalBg string
	}
	const rowsExpr = `({N: document.querySelectorAll('#rows tr.row').length,
		Marks: document.querySelectorAll('#rows mark.span').length,
		Split: [...new Set([...document.querySelectorAll('#rows tr.row td:nth-child(2)')].map(td => td.textContent))],
		Money: (document.querySelector('#rows td.written mark[data-class="MONEY"]') || {}).textContent || "",
		Bg: getComputedStyle(document.querySelector('#rows mark.span')).backgroundColor,
		ChipBg: (tr => getComputedStyle([...tr.querySelectorAll('span.cls')].find(c => c.textContent === 'MONEY')).backgroundColor)(document.querySelector('#rows mark[data-class="MONEY"]').closest('tr')),
		MoneyBg: getComputedStyle(document.querySelector('#rows mark[data-class="MONEY"]')).backgroundColor,
		CardinalBg: getComputedStyle(document.querySelector('#rows mark[data-class="CARDINAL"]')).backgroundColor})`
	b.eval(rowsExpr, &rows)
	if rows.N != 20 || rows.Marks == 0 || len(rows.Split) != 1 || rows.Split[0] != "train" || !strings.HasPrefix(rows.Money, "$") {
		t.Errorf("train rows page: %+v", rows)
	}
	if rows.Bg == "" || rows.Bg == "rgba(0, 0, 0, 0)" || rows.Bg == "rgb(255, 255, 0)" {
		t.Errorf("span mark background %q: the stylesheet's class colours were not applied", rows.Bg)
	}
	// A class's chip in the row's list is in its spans' colour (the chips
	// had none), and two classes differ.
	if rows.ChipBg != rows.MoneyBg || rows.MoneyBg == rows.CardinalBg {
		t.Errorf("MONEY chip %q, MONEY spans %q, CARDINAL spans %q: want the chip in its spans' colour, the classes apart", rows.ChipBg, rows.MoneyBg, rows.CardinalBg)
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
	b.waitFor(`location.search.includes('offset=') && document.readyState === 'complete'`)
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
	if !strings.Contains(s, "1 approved removal rule of 4 rules") {
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
	b := browseRows(t, chromium, dir, "u2tf-test", rows)
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

// TestBrowserU2TFRowsReadLikeTheTaggers: a u2tf version's rows page shows
// a classifier row's tokens in one line, each with its labels right
// under it and the span model's tokens marked, and a span row's span
// marked in its input beside its written form, as a person reads a
// tagger row. It laid the rows out column by column: four JSON lists
// (tokens, punct, case, itn) side by side, a token's labels found by
// counting commas.
func TestBrowserU2TFRowsReadLikeTheTaggers(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	b := browseRows(t, chromium, t.TempDir(), dataset.KindU2TF, u2tfRows())
	var got struct {
		Cells   []int    // cells a row
		Words   []string // the classifier row's tokens as seen: "word/labels"
		Marked  []string // its marked tokens
		OneLine bool     // its tokens side by side, in one line
		Under   bool     // each token's labels under it, within its width
		Spans   []string // the span rows' marked text and written form
	}
	b.eval(`(() => {
		const rows = [...document.querySelectorAll('#rows tr.row')];
		const words = [...rows[0].querySelectorAll('.word')];
		const box = e => e.getBoundingClientRect();
		return {
			Cells: rows.map(r => r.cells.length),
			Words: words.map(w => w.querySelector('.w').textContent + '/' + w.querySelector('.tag').textContent),
			Marked: words.filter(w => w.dataset.class === 'itn').map(w => w.querySelector('.w').textContent),
			OneLine: words.every(w => Math.abs(box(w).top - box(words[0]).top) < 1),
			Under: words.every(w => { const a = box(w.querySelector('.w')), b = box(w.querySelector('.tag')), o = box(w);
				return b.top >= a.bottom - 1 && b.left >= o.left - 1 && b.right <= o.right + 1; }),
			Spans: rows.slice(1).map(r => r.querySelector('mark').textContent + ' -> ' + r.cells[4].textContent),
		};
	})()`, &got)
	want := []string{"it/cap", "cost/lower", "five/lower", "dollars/lower", "on/lower", "may/cap", "third/lower ."}
	if !slices.Equal(got.Cells, []int{5, 5, 5}) || !slices.Equal(got.Words, want) || !got.OneLine || !got.Under {
		t.Errorf("classifier row: cells %v, tokens %v (one line %v, labels under %v); want 5 cells a row, %v side by side, labels under each",
			got.Cells, got.Words, got.OneLine, got.Under, want)
	}
	if !slices.Equal(got.Marked, []string{"five", "dollars", "third"}) {
		t.Errorf("marked tokens %v, want five dollars third", got.Marked)
	}
	if !slices.Equal(got.Spans, []string{"five dollars -> $5", "third -> 3rd"}) {
		t.Errorf("span rows %v", got.Spans)
	}
}

// browseRows writes rows as a version of kind into dir, serves it until
// the test ends and opens its rows page in chromium.
func browseRows[T dataset.Row](t *testing.T, chromium, dir, kind string, rows []T) *browser {
	t.Helper()
	writeVersion(t, dir, kind, rows, nil, 1)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	b.navigate(srv.URL + "/rows")
	return b
}

// TestBrowserLongWordsStayInTheirCells: a word longer than its column (a
// URL, a run of letters, a token no space breaks) wraps inside its cell
// on every page that shows row text: a pair's written and spoken sides, a
// tagger row's words and target, a reject's reason and raw input, and a
// review's fragments and examples. A written side of 3,000 letters
// (prep text of a line holding one such word) was printed across the
// spoken and more columns, over their text: the text cells wrapped at
// spaces only. So do a u2tf row's tokens, span input and written form.
func TestBrowserLongWordsStayInTheirCells(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	long := strings.Repeat("A", 3000)
	url := "http://example.org/" + strings.Repeat("x", 400)
	pairs := []dataset.Pair{
		{ID: "p1", Source: "text", Split: "train", Written: long + " 42", Spoken: strings.Repeat("a ", 50) + "forty two",
			Spans: []dataset.Span{{Class: "LETTERS", Written: long, Spoken: strings.TrimSpace(strings.Repeat("a ", 50)), WrittenStart: 0, WrittenEnd: 3000, SpokenStart: 0, SpokenEnd: 99}}},
		{ID: "p2", Source: "text", Split: "train", Written: "see " + url, Spoken: "see " + url},
	}
	rejects := []dataset.Reject{{ID: "r1", Source: "text", Location: "in.txt:3", Stage: "parse", Rule: "too_long", Reason: "the line " + long + " is too long", Raw: long}}
	dir := t.TempDir()
	writeVersion(t, filepath.Join(dir, "pairs"), "", pairs, rejects, 1)
	words := strings.Repeat("w", 600)
	tagger := []dataset.TaggerRow{{ID: "t1", Split: "train", Input: "see " + words + " now", Tags: []string{"<SELF>", "<SELF>", "<SELF>"}, Target: "see " + url + " now"}}
	writeVersion(t, filepath.Join(dir, "tagger"), dataset.KindTagger, tagger, nil, 1)
	u2tf := []dataset.U2TFRow{
		{ID: "u1", Split: "test", Kind: dataset.U2TFClassifier, Tokens: []string{"see", words}, Punct: []string{"O", "."}, Case: []string{"cap", "lower"}, ITN: []int32{0, 1}},
		{ID: "u1#s0", Split: "test", Kind: dataset.U2TFSpan, Input: "see <span> " + words + " </span>", Output: url, ClassifierID: "u1", SpanStart: 1, SpanEnd: 2},
	}
	writeVersion(t, filepath.Join(dir, "u2tf"), dataset.KindU2TF, u2tf, nil, 1)
	mined := filepath.Join(dir, "mined")
	if err := os.MkdirAll(mined, 0o755); err != nil {
		t.Fatal(err)
	}
	frag := strings.Split(strings.Repeat("x", 500), " ")
	rules := []patterns.Rule{{Kind: "removal", Written: frag, Support: 30, Deletions: 30, Confidence: 1, MaxSpan: 1,
		Examples: []patterns.Example{{Written: frag}}}}
	var buf bytes.Buffer
	if err := patterns.WriteRules(&buf, rules); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mined, "rules.jsonl"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	serve := func(d string) string {
		s, err := New(d, Options{})
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(s)
		t.Cleanup(srv.Close)
		return srv.URL
	}
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	// Every element under a table cell (or a review's rule box) ends
	// within it; the cell itself within the page's width.
	const check = `(() => {
		const out = [];
		const box = e => e.getBoundingClientRect();
		for (const c of document.querySelectorAll('main td, main .rule')) {
			const cb = box(c);
			if (cb.right > document.documentElement.clientWidth + 1) out.push(c.tagName + ' ends at ' + Math.round(cb.right) + ' past the page');
			for (const e of [c, ...c.querySelectorAll('*')]) {
				if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0) out.push(e.tagName + '.' + e.className + ': ' + e.scrollWidth + ' > ' + e.clientWidth);
				const eb = box(e);
				if (eb.right > cb.right + 1) out.push(e.tagName + '.' + e.className + ' runs ' + Math.round(eb.right - cb.right) + 'px out of its ' + c.tagName);
			}
		}
		return out.slice(0, 8);
	})()`
	for _, page := range []string{serve(filepath.Join(dir, "pairs")) + "/rows", serve(filepath.Join(dir, "pairs")) + "/rejects",
		serve(filepath.Join(dir, "tagger")) + "/rows", serve(filepath.Join(dir, "u2tf")) + "/rows", serve(mined) + "/"} {
		b.navigate(page)
		var n int
		b.eval(`document.querySelectorAll('main td, main .rule').length`, &n)
		if n == 0 {
			t.Fatalf("%s: no cell", page)
		}
		var over []string
		b.eval(check, &over)
		if len(over) > 0 {
			t.Errorf("%s: text runs out of its cell: %v", page, over)
		}
	}
}

// TestBrowserLastPage: an unfiltered rows or rejects page says how many
// rows the list holds and links its last page, which shows the list's
// last rows (those the next links reach at the end) with no next link; a
// filtered page too, its matches counted when its list is ordered. The
// pager linked first, previous and next only: the end of a large split
// was a click per page away.
func TestBrowserLastPage(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	vs, pairs, _ := newVersionServer(t, 20)
	version := httptest.NewServer(vs)
	defer version.Close()
	train := len(sortedIDs(pairs, func(p dataset.Pair) bool { return p.Split == "train" }))
	all, _ := walk(t, vs, "/rows?split=train")
	if len(all) != train {
		t.Fatalf("the next links reach %d train rows, want %d", len(all), train)
	}
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	b.navigate(version.URL + "/rows?split=train")
	var s string
	b.eval("document.querySelector('#pager').textContent", &s)
	if !strings.Contains(s, fmt.Sprintf("rows 1–20 of %d", train)) {
		t.Errorf("first page's pager %q, want rows 1–20 of %d", s, train)
	}
	b.eval(`document.querySelector('#last').click(); true`, nil)
	b.waitFor(`location.search.includes('offset=') && document.readyState === 'complete'`)
	first := (train-1)/20*20 + 1
	var got struct {
		Pager, Bottom string
		IDs           []string
		Next, Last    bool
	}
	b.eval(`({Pager: document.querySelector('#pager').textContent, Bottom: document.querySelectorAll('.pager')[1].textContent,
		IDs: [...document.querySelectorAll('#rows tr.row')].map(tr => tr.dataset.id),
		Next: document.querySelector('#next') !== null, Last: document.querySelector('#last') !== null})`, &got)
	want := fmt.Sprintf("rows %d–%d of %d", first, train, train)
	if !strings.Contains(got.Pager, want) || !strings.Contains(got.Bottom, want) || got.Next || got.Last || !slices.Equal(got.IDs, all[first-1:]) {
		t.Errorf("last page: %+v; want %q, no next or last link, ids %v", got, want, all[first-1:])
	}

	// Filtered, the matches are counted: the total and the last page,
	// whose rows are the last the next links reach.
	money, _ := walk(t, vs, "/rows?class=MONEY")
	if want := sortedIDs(pairs, func(p dataset.Pair) bool { return len(p.Spans) > 0 && p.Spans[0].Class == "MONEY" }); len(money) != len(want) {
		t.Fatalf("the next links reach %d MONEY rows, want %d", len(money), len(want))
	}
	b.navigate(version.URL + "/rows?class=MONEY")
	b.eval(`({Pager: document.querySelector('#pager').textContent, Next: document.querySelector('#next') !== null, Last: document.querySelector('#last') !== null})`, &got)
	if !strings.Contains(got.Pager, fmt.Sprintf("rows 1–20 of %d", len(money))) || !got.Next || !got.Last {
		t.Errorf("class=MONEY page: %+v; want rows 1–20 of %d, a next and a last link", got, len(money))
	}
	b.eval(`document.querySelector('#last').click(); true`, nil)
	b.waitFor(`location.search.includes('offset=') && document.readyState === 'complete'`)
	b.eval(`({Pager: document.querySelector('#pager').textContent, Bottom: document.querySelectorAll('.pager')[1].textContent,
		IDs: [...document.querySelectorAll('#rows tr.row')].map(tr => tr.dataset.id),
		Next: document.querySelector('#next') !== null, Last: document.querySelector('#last') !== null})`, &got)
	first = (len(money)-1)/20*20 + 1
	if want := fmt.Sprintf("rows %d–%d of %d", first, len(money), len(money)); !strings.Contains(got.Pager, want) || got.Next || got.Last || !slices.Equal(got.IDs, money[first-1:]) {
		t.Errorf("class=MONEY last page: %+v; want %q, no next or last link, ids %v", got, want, money[first-1:])
	}
	// The rejects: 7, one page.
	b.navigate(version.URL + "/rejects")
	b.eval(`({Pager: document.querySelector('#pager').textContent, Next: document.querySelector('#next') !== null, Last: document.querySelector('#last') !== null})`, &got)
	if !strings.Contains(got.Pager, "rejects 1–7 of 7") || got.Next || got.Last {
		t.Errorf("rejects page: %+v; want rejects 1–7 of 7, no next or last link", got)
	}
}

// TestBrowserCardTablesAlignTheirNumbers: the card page shows the card's
// count columns ("---:" in README.md) right-aligned, as a Markdown
// renderer (the Hub's) does; they were left-aligned.
func TestBrowserCardTablesAlignTheirNumbers(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	vs, _, _ := newVersionServer(t, 20)
	version := httptest.NewServer(vs)
	defer version.Close()
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	b.navigate(version.URL + "/card")
	var got struct{ Read, What, Rows string }
	b.eval(`(() => {
		const cell = text => [...document.querySelectorAll('#card td')].find(td => td.textContent === text);
		const next = td => td.nextElementSibling;
		return {What: getComputedStyle(cell('read')).textAlign, Read: getComputedStyle(next(cell('read'))).textAlign,
			Rows: getComputedStyle(next(cell('train'))).textAlign};
	})()`, &got)
	if got.Read != "right" || got.Rows != "right" || got.What == "right" {
		t.Errorf("card Counts alignment %+v: want the label column left, the counts right", got)
	}
}

// TestBrowserIDsWrapBetweenTheirParts: a rows or rejects page wraps an id
// or a location only after a / _ or - (never inside its line number:
// output-00000-of-00100:17 was shown as "output-00000-of-00100:1" over
// "7", which reads as line 1), a reject's raw input keeps its words whole
// in a column wide enough to read (it was a strip of broken words,
// CHAPT / ER, beside a wide reason column), and a reason does not repeat
// the location beside it.
func TestBrowserIDsWrapBetweenTheirParts(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	var pairs []dataset.Pair
	for _, line := range []int{1, 8, 17, 23, 1035} {
		pairs = append(pairs, dataset.Pair{ID: fmt.Sprintf("output-00000-of-00100:%d", line), Source: "gtn", Split: "train",
			Written: strings.Repeat("The station opened on June 3, 1998 and closed later. ", 4), Spoken: strings.Repeat("the station opened on june third nineteen ninety eight and closed later ", 4)})
	}
	pairs = append(pairs, dataset.Pair{ID: "sample.jsonl:12#v1", Source: "text", Split: "train", Written: pairs[0].Written, Spoken: pairs[0].Spoken})
	raw := strings.Repeat("THE OLD HARBOUR. By A. Whitcombe. CHAPTER I. In 1833 Mrs. Brandon bought a house. ", 6)
	var rejects []dataset.Reject
	for _, line := range []int{1, 3, 12} {
		loc := fmt.Sprintf("libriheavy_cuts_dev.jsonl.gz:%d", line)
		rejects = append(rejects, dataset.Reject{ID: fmt.Sprintf("dev/2417/old_harbour_1100_librivox_64kb_mp3/old_harbour_01_whitcombe_64kb_%d", line), Source: "libriheavy",
			Location: loc, Stage: "book", Rule: "disallowed_chars", Reason: loc + ": written: non-ASCII character '—' (U+2014) outside the allowed set (ascii_punctuation, a rule off by default, folds it: --rules-config FILE of {\"rules\":{\"ascii_punctuation\":{\"enabled\":true}}})", Raw: raw})
	}
	dir := t.TempDir()
	writeVersion(t, dir, "", pairs, rejects, 2)
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
	// The lines a cell's text from its last '-', '_' or '.' on takes: one.
	const tails = `[...document.querySelectorAll('td.id, td.loc')].filter(td => {
		const text = td.textContent, node = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
		let last = null;
		for (let n = node.nextNode(); n; n = node.nextNode()) last = n;
		const cut = Math.max(last.data.lastIndexOf('-'), last.data.lastIndexOf('_'), last.data.lastIndexOf('.')) + 1;
		const r = document.createRange();
		r.setStart(last, cut); r.setEnd(last, last.data.length);
		const tops = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
		return tops.size > 1;
	}).map(td => td.textContent)`
	for _, page := range []string{"/rows", "/rejects"} {
		b.navigate(srv.URL + page)
		var split []string
		b.eval(tails, &split)
		if len(split) > 0 {
			t.Errorf("%s: ids or locations broken inside their last part: %v", page, split)
		}
	}
	var got struct {
		RawWidth, FontSize float64
		Broken             int
		Reasons            []string
	}
	b.eval(`(() => {
		const raw = document.querySelector('td.raw');
		let broken = 0;
		const n = raw.firstChild, r = document.createRange();
		for (let i = n.data.indexOf('CHAPTER'); i >= 0; i = n.data.indexOf('CHAPTER', i + 1)) {
			r.setStart(n, i); r.setEnd(n, i + 7);
			if (new Set([...r.getClientRects()].map(x => Math.round(x.top))).size > 1) broken++;
		}
		return {RawWidth: raw.getBoundingClientRect().width, FontSize: parseFloat(getComputedStyle(raw).fontSize), Broken: broken,
			Reasons: [...document.querySelectorAll('td.reason')].map(td => td.textContent)};
	})()`, &got)
	if got.RawWidth < 20*got.FontSize || got.Broken > 0 {
		t.Errorf("raw input: %.0f px wide at %.0f px a letter, %d CHAPTERs broken; want at least 20 em and words whole", got.RawWidth, got.FontSize, got.Broken)
	}
	for _, r := range got.Reasons {
		if strings.HasPrefix(r, "libriheavy_cuts_dev") || !strings.HasPrefix(r, "written: non-ASCII") {
			t.Errorf("reason %q: want it without its location", r)
		}
	}
}
