package view

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/patterns"
)

// minedRules are rules as mine-pairs writes them (patterns.WriteRules).
func minedRules() []patterns.Rule {
	return []patterns.Rule{
		{Kind: patterns.Removal, Written: []string{"[", "illustration", "]"}, Spoken: []string{}, Support: 12, Deletions: 12, Confidence: 1, MaxSpan: 6,
			Examples: []patterns.Example{{Written: []string{"[", "illustration", ":", "<ship>", "]"}, Spoken: []string{}}}},
		{Kind: patterns.Removal, Written: []string{"end", "of", "chapter"}, Spoken: []string{}, Support: 7, Deletions: 7, Confidence: 1, MaxSpan: 3,
			Examples: []patterns.Example{{Written: []string{"end", "of", "chapter", "."}, Spoken: []string{}}}},
		{Kind: patterns.Fixed, Written: []string{"mr", "."}, Spoken: []string{"mister"}, Support: 9, Confidence: 1, MaxSpan: 2,
			Mappings: []patterns.Mapping{{Spoken: []string{"mister"}, Support: 9}},
			Examples: []patterns.Example{{Written: []string{"mr", "."}, Spoken: []string{"mister"}}}},
		{Kind: patterns.Ambiguous, Written: []string{"10"}, Spoken: []string{}, Support: 5, Confidence: 0.4, MaxSpan: 1,
			Mappings: []patterns.Mapping{{Spoken: []string{"ten"}, Support: 2}, {Spoken: []string{"tenth"}, Support: 2}}},
	}
}

func writeMined(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := patterns.WriteRules(&buf, minedRules()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, RulesFile), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "report.md"), []byte("# Mined cleaning rules: review\n\n| written | spoken |\n|---|---|\n| `mr .` | `mister` |\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func formOf(t *testing.T, page string) url.Values {
	t.Helper()
	v := url.Values{}
	for _, m := range hiddenRe.FindAllStringSubmatch(page, -1) {
		v.Set(m[1], m[2])
	}
	if v.Get("token") == "" || v.Get("rev") == "" {
		t.Fatalf("review page has no token or revision:\n%s", page)
	}
	return v
}

func post(h http.Handler, target string, form url.Values) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", target, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	h.ServeHTTP(rec, req)
	return rec
}

func readSaved(t *testing.T, path string) []patterns.Rule {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules, err := patterns.ReadRules(f, path)
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

func TestReviewPageListsRulesWithExamples(t *testing.T) {
	dir := writeMined(t)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Mode() != ModeReview {
		t.Fatalf("mode %v", s.Mode())
	}
	if code, body := get(t, s, "/rows"); code != 404 || !strings.Contains(body, "There is no page /rows here. Open http://example.com/ for the overview; the pages are the rules review (/), its report (/report), the rules file (/rules.jsonl).") {
		t.Errorf("/rows of a review: %d %s", code, body)
	}
	code, body := get(t, s, "/")
	if code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	for _, want := range []string{"<h2>removal (2)</h2>", "<h2>fixed (1)</h2>", "<h2>ambiguous (1)</h2>",
		`<code>[ illustration ]</code> → <code>∅</code>`, `<code>[ illustration : &lt;ship&gt; ]</code>`,
		`<code>tenth</code></td><td class="n">2</td>`, `id="approve-0"`, `id="reject-3" checked`, "0 removal rules approved"} {
		if !strings.Contains(body, want) {
			t.Errorf("review page lacks %q", want)
		}
	}
	if code, body := get(t, s, "/report"); code != 200 || !strings.Contains(body, "<th>written</th>") {
		t.Errorf("report: %d", code)
	}
}

func TestReviewSaveWritesWhatPrepReads(t *testing.T) {
	dir := writeMined(t)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, body := get(t, s, "/")
	form := formOf(t, body)
	form.Set("r0", "approve")
	form.Set("r1", "reject")
	form.Set("r2", "approve")
	rec := post(s, "/save", form)
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("save: %d %s", rec.Code, rec.Body)
	}
	loc := rec.Header().Get("Location")
	if !strings.Contains(loc, "saved=") {
		t.Errorf("redirect %q", loc)
	}
	rules := readSaved(t, filepath.Join(dir, RulesFile))
	if len(rules) != 4 || !rules[0].Approved || rules[1].Approved || !rules[2].Approved || rules[3].Approved {
		t.Fatalf("saved approvals: %v %v %v %v", rules[0].Approved, rules[1].Approved, rules[2].Approved, rules[3].Approved)
	}
	applied, err := patterns.ApprovedRemovals(rules)
	if err != nil || len(applied) != 1 || strings.Join(applied[0].Written, " ") != "[ illustration ]" {
		t.Errorf("approved removals: %v %v", applied, err)
	}
	// Everything but the approvals is as mine-pairs wrote it.
	want := minedRules()
	want[0].Approved, want[2].Approved = true, true
	var a, b bytes.Buffer
	patterns.WriteRules(&a, want)
	patterns.WriteRules(&b, rules)
	if a.String() != b.String() {
		t.Errorf("saved file differs beyond the approvals:\n%s\nwant\n%s", b.String(), a.String())
	}
	u, _ := url.Parse(loc)
	_, body = get(t, s, u.RequestURI())
	if !strings.Contains(body, `id="saved">saved `) || !strings.Contains(body, "1 approved removal rule of 4 rules") || !strings.Contains(body, `id="approve-0" checked`) {
		t.Errorf("page after save:\n%s", body)
	}

	// The form of the page before the save is stale now.
	if rec := post(s, "/save", form); rec.Code != http.StatusConflict {
		t.Errorf("stale revision: %d", rec.Code)
	}
	form = formOf(t, body)
	form.Set("token", "forged")
	if rec := post(s, "/save", form); rec.Code != http.StatusForbidden {
		t.Errorf("forged token: %d", rec.Code)
	}
	form = formOf(t, body)
	form.Set("r1", "maybe")
	if rec := post(s, "/save", form); rec.Code != http.StatusBadRequest {
		t.Errorf("bad decision: %d", rec.Code)
	}
	form = formOf(t, body)
	form.Set("r0", "reject")
	rec = post(s, "/save", form)
	if rec.Code != http.StatusSeeOther || !strings.Contains(rec.Header().Get("Location"), "refuse") {
		t.Errorf("save with nothing approved: %d %s", rec.Code, rec.Header().Get("Location"))
	}
}

func TestReviewSavesToRulesOutAndContinuesFromIt(t *testing.T) {
	dir := writeMined(t)
	src := filepath.Join(dir, RulesFile)
	before, _ := os.ReadFile(src)
	out := filepath.Join(t.TempDir(), "reviewed.jsonl")
	s, err := New(dir, Options{RulesOut: out})
	if err != nil {
		t.Fatal(err)
	}
	_, body := get(t, s, "/")
	form := formOf(t, body)
	form.Set("r1", "approve")
	if rec := post(s, "/save", form); rec.Code != http.StatusSeeOther {
		t.Fatalf("save: %d %s", rec.Code, rec.Body)
	}
	if after, _ := os.ReadFile(src); !bytes.Equal(before, after) {
		t.Error("the proposed rules changed though --rules-out was given")
	}
	if rules := readSaved(t, out); !rules[1].Approved {
		t.Error("rule 1 not approved in the saved file")
	}
	// A new server continues from the saved review.
	s2, err := New(dir, Options{RulesOut: out})
	if err != nil {
		t.Fatal(err)
	}
	if _, body := get(t, s2, "/"); !strings.Contains(body, `id="approve-1" checked`) {
		t.Error("the review does not continue from --rules-out")
	}
	rec := getRec(t, s2, "/rules.jsonl")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"approved":true`) {
		t.Errorf("rules.jsonl download: %d", rec.Code)
	}
}

func TestReviewRefusesABrokenRulesFile(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, RulesFile), []byte(`{"kind":"removal","written":["x"]}`+"\n"+`{"kind":"bogus","written":["y"]}`+"\n"), 0o644)
	_, err := New(dir, Options{})
	if err == nil || !strings.Contains(err.Error(), "rules.jsonl:2: unknown rule kind") {
		t.Errorf("broken rules file: %v", err)
	}
}

// TestSavedLineQuotesTheRulesPath: the line a save shows names the command
// that reads the file with the path as one shell word (a folder with a
// space was printed bare, two words for a user who copied it).
func TestSavedLineQuotesTheRulesPath(t *testing.T) {
	rules := []patterns.Rule{{Kind: patterns.Removal, Written: []string{"[laughter]"}, Approved: true}, {Kind: patterns.Fixed, Written: []string{"$"}}}
	if got, want := summarizeSaved(rules, "/data/my mined/rules.jsonl"), "saved /data/my mined/rules.jsonl: 1 approved removal rule of 2 rules; use it with prep libriheavy --rules '/data/my mined/rules.jsonl'"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	two := append([]patterns.Rule{{Kind: patterns.Removal, Written: []string{"[music]"}, Approved: true}}, rules[0])
	if got := summarizeSaved(two, "r.jsonl"); !strings.Contains(got, ": 2 approved removal rules of 2 rules;") {
		t.Errorf("two approved: %q", got)
	}
	if got := summarizeSaved(rules[:1], "r.jsonl"); !strings.Contains(got, ": 1 approved removal rule of 1 rule;") {
		t.Errorf("one rule in all: %q", got)
	}
	if got := summarizeSaved(rules, "/data/mined/rules.jsonl"); !strings.HasSuffix(got, "--rules /data/mined/rules.jsonl") {
		t.Errorf("a plain path quoted: %q", got)
	}
}

// TestSavedLineSaysWhyNothingApplies: a save without an approved removal
// rule says what the file holds, as prep libriheavy --rules refuses it: a
// review that approved every fixed rule was told "no approved removal
// rule" alone, as if its approvals were lost.
func TestSavedLineSaysWhyNothingApplies(t *testing.T) {
	fixed := patterns.Rule{Kind: patterns.Fixed, Written: []string{"$"}, Approved: true}
	want := "saved r.jsonl: prep libriheavy --rules will refuse it: no approved removal rules: it holds no removal rule; its 2 approved rules are fixed or ambiguous, which change no data"
	if got := summarizeSaved([]patterns.Rule{fixed, fixed}, "r.jsonl"); !strings.HasPrefix(got, want) {
		t.Errorf("got  %q\nwant %q...", got, want)
	}
}
