package view

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/tagging"
)

var (
	markRe = regexp.MustCompile(`<(?:mark|span) class="(?:span|word span) (c\d+)" data-class="([^"]*)"`)
	chipRe = regexp.MustCompile(`<span class="cls (c\d+)"[^>]*>([^<]*)</span>`)
)

// semioticClasses are GTN's classes that spans carry (Sproat & Jaitly's
// classes but PLAIN and PUNCT, which no span of a pair marks).
func semioticClasses() []string {
	return slices.DeleteFunc(slices.Clone(tagging.NeMoStandardClasses), func(c string) bool { return c == "PLAIN" || c == "PUNCT" })
}

// pageColors is the colour of each class marked on page, failing the
// test where one class has two.
func pageColors(t *testing.T, page string, re *regexp.Regexp) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, m := range re.FindAllStringSubmatch(page, -1) {
		if c, ok := got[m[2]]; ok && c != m[1] {
			t.Errorf("class %s marked in %s and in %s", m[2], c, m[1])
		}
		got[m[2]] = m[1]
	}
	return got
}

// TestSpanClassesHaveColoursOfTheirOwn: on the rows page of a version
// whose spans have GTN's 14 classes, each class is marked in a colour of
// its own, the same in both texts and on its chip in the row's list of
// classes, and the stylesheet defines every colour. The colour was a hash
// of the class name into 8 colours: CARDINAL and DATE were both blue,
// MONEY, MEASURE, TELEPHONE and ELECTRONIC all pink, and the chips had no
// colour. A tagger version's semiotic classes likewise.
func TestSpanClassesHaveColoursOfTheirOwn(t *testing.T) {
	classes := semioticClasses()
	var pairs []dataset.Pair
	var tagger []dataset.TaggerRow
	for i, c := range classes {
		w := fmt.Sprintf("w%d", i)
		pairs = append(pairs, dataset.Pair{ID: fmt.Sprintf("p%02d", i), Source: "gtn", Split: "train", Written: "a " + w, Spoken: "a " + strings.ToLower(c),
			Spans: []dataset.Span{{Class: c, Written: w, Spoken: strings.ToLower(c), WrittenStart: 2, WrittenEnd: int32(2 + len(w)), SpokenStart: 2, SpokenEnd: int32(2 + len(c))}}})
		tagger = append(tagger, dataset.TaggerRow{ID: fmt.Sprintf("t%02d", i), Split: "train", Input: "a " + strings.ToLower(c), Tags: []string{"<SELF>", w}, Target: "a " + w,
			Semiotic: []dataset.SemioticSpan{{Class: c, Start: 1, End: 2}}})
	}
	css, err := os.ReadFile("assets/static/style.css")
	if err != nil {
		t.Fatal(err)
	}
	for i := range palette {
		if !strings.Contains(string(css), fmt.Sprintf(".c%d { background: ", i)) {
			t.Errorf("the stylesheet does not define .c%d", i)
		}
	}
	check := func(what string, colors map[string]string) {
		t.Helper()
		byColor := map[string][]string{}
		for _, c := range classes {
			if colors[c] == "" {
				t.Errorf("%s: class %s not marked", what, c)
				continue
			}
			byColor[colors[c]] = append(byColor[colors[c]], c)
		}
		for col, cs := range byColor {
			if len(cs) > 1 {
				slices.Sort(cs)
				t.Errorf("%s: classes %v share colour %s", what, cs, col)
			}
		}
	}

	dir := t.TempDir()
	writeVersion(t, dir, "", pairs, nil, 2)
	_, page := get(t, freshServer(t, dir), "/rows")
	marks := pageColors(t, page, markRe)
	check("pairs", marks)
	chips := pageColors(t, page, chipRe)
	for _, c := range classes {
		if chips[c] != marks[c] {
			t.Errorf("class %s: its chip is %q, its spans %q", c, chips[c], marks[c])
		}
	}

	dir = t.TempDir()
	writeVersion(t, dir, dataset.KindTagger, tagger, nil, 2)
	_, page = get(t, freshServer(t, dir), "/rows")
	check("tagger", pageColors(t, page, markRe))
}

// TestRowLabelsSayWhatTheyAre: the rows page's last column says each of
// its numbers and labels in words, with a tooltip: "probability 0.250"
// (it was "p 0.250"), "similarity", "variant", and a flag as "flag
// digits", apart from the cleaning rules beside it (the two were chips
// alike, digits beside align/trim_start).
func TestRowLabelsSayWhatTheyAre(t *testing.T) {
	rows := pairRows(6)
	v, p, sim := int32(1), 0.25, 0.8
	rows[0].Variant, rows[0].Prob, rows[0].Similarity = &v, &p, &sim
	rows[0].Flags = []string{"digits"}
	dir := t.TempDir()
	writeVersion(t, dir, "", rows, nil, 1)
	_, page := get(t, freshServer(t, dir), "/rows?q=p0000")
	for _, want := range []string{
		`title="the verbalizer's reading of this record shown: 0 its first spoken form, 1 and on the others (prep --samples), each a row">variant 1</span>`,
		`title="the verbalizer's probability of this variant">probability 0.250</span>`,
		`title="the difflib ratio of the written and spoken sides as aligned (a pair below --min-ratio is a reject)">similarity 0.800</span>`,
		`<span class="flag" title="a flag: a label the source's stage set on the row">flag digits</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the row does not show %s:\n%s", want, page[strings.Index(page, `<table id="rows"`):])
		}
	}
	if strings.Contains(page, ">p 0.250") {
		t.Error(`the probability is still "p"`)
	}
}

// TestRejectsPagerSaysRejects: the rejects page's pager counts rejects
// ("rejects 1–7 of 7", "no reject matches", "no more rejects"); it said
// "rows 1–7 of 7" and "no row matches" of them, while the rows page's
// pager still says rows.
func TestRejectsPagerSaysRejects(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", pairRows(10), rejectRows(), 2)
	s := freshServer(t, dir)
	for target, want := range map[string]string{
		"/rejects":              "rejects 1–7 of 7",
		"/rejects?q=nosuchtext": "no reject matches",
		"/rejects?offset=100":   "no more rejects",
		"/rows":                 "rows 1–10 of 10",
		"/rows?q=nosuchtext":    "no row matches",
	} {
		code, body := get(t, s, target)
		if code != 200 || !strings.Contains(body, want) {
			t.Errorf("%s: %d, want %q:\n%s", target, code, want, body)
		}
		if strings.HasPrefix(target, "/rejects") && (strings.Contains(body, "rows 1–") || strings.Contains(body, "no row matches") || strings.Contains(body, "no more rows")) {
			t.Errorf("%s: the pager counts rows", target)
		}
	}
}

// TestRejectRawSaysWhatTheStageJudged: an align/ reject's raw is the
// written and spoken text it aligned, joined by a tab (docs/ERRORS.md), not
// the input line a parse or cleaning reject stores; the rejects page labels
// each part (demo libriheavy's align/min_ratio read as one line of input).
func TestRejectRawSaysWhatTheStageJudged(t *testing.T) {
	dir := t.TempDir()
	rej := []dataset.Reject{
		{ID: "a", Source: "libriheavy", Location: "cuts.jsonl:1", Stage: "align", Rule: "min_ratio", Reason: "ratio 0.5 below 0.6", Raw: "It cost $5.\tit cost <five> dollars"},
		{ID: "b", Source: "libriheavy", Location: "cuts.jsonl:2", Stage: "book", Rule: "disallowed_chars", Reason: "é", Raw: "{\"id\":\"b\",\"text\":\"café\tx\"}"},
		{ID: "c", Source: "gtn", Location: "tagger parent row c", Stage: "tagger", Rule: "tag_oov", Reason: "oov", Raw: "$5\tfive dollars\t_$5_ <DELETE>"},
	}
	writeVersion(t, dir, "", pairRows(3), rej, 1)
	_, body := get(t, freshServer(t, dir), "/rejects")
	for _, want := range []string{
		`align judged:</span>` + "\n" + `<span class="rawpart">written</span> It cost $5.` + "\n" + `<span class="rawpart">spoken</span> it cost &lt;five&gt; dollars</td>`,
		`tagger judged:</span>` + "\n" + `<span class="rawpart">target</span> $5` + "\n" + `<span class="rawpart">input</span> five dollars` + "\n" + `<span class="rawpart">tags</span> _$5_ &lt;DELETE&gt;</td>`,
		`<td class="raw">{&#34;id&#34;:&#34;b&#34;,&#34;text&#34;:&#34;café` + "\t" + `x&#34;}</td>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("rejects page lacks %q:\n%s", want, body)
		}
	}
	if n := strings.Count(body, `class="judged"`); n != 2 {
		t.Errorf("%d cells marked judged, want 2 (the book reject's raw is its input line, tab and all)", n)
	}
}
