package card

import (
	"errors"
	"fmt"
	"sort"

	"github.com/itnprep/itnprep/chart"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textcut"
)

// renderer is what chart.Bars and chart.HBars share.
type renderer interface{ SVG() (string, error) }

// figure renders c as file, turning "nothing to draw" into an omission
// note instead of an empty frame.
func figure(file, title string, c renderer, whyEmpty string, figs *[]Figure, omitted *[]string) error {
	svg, err := c.SVG()
	if errors.Is(err, chart.ErrEmpty) {
		*omitted = append(*omitted, fmt.Sprintf("%s: %s", title, whyEmpty))
		return nil
	}
	if err != nil {
		return err
	}
	*figs = append(*figs, Figure{File: "figures/" + file, Title: title, SVG: svg})
	return nil
}

// Common returns the figures every kind has: rows per split, where the
// input records went (written, or rejected by which rule), and the edits
// of cleaning rules.
func Common(m *dataset.Manifest) (figs []Figure, omitted []string, err error) {
	a := m.Accounting
	splits := sortedKeys(a.RowsBySplit)
	var rows []int64
	for _, s := range splits {
		rows = append(rows, a.RowsBySplit[s])
	}
	if err := figure("splits.svg", "Rows per split", chart.Bars{
		Title: "Rows per split", XLabel: "split", YLabel: "rows", Categories: splits,
		Series: []chart.Series{{Name: "rows", Values: rows}},
		Note:   count(a.Rows, "row", "rows") + " in " + count(int64(len(splits)), "split", "splits"),
	}, "the version has no rows", &figs, &omitted); err != nil {
		return nil, nil, err
	}
	cats := []string{"written"}
	vals := []int64{a.Written}
	for _, r := range byCountDesc(a.RejectedByReason) {
		cats = append(cats, "rejected: "+r)
		vals = append(vals, a.RejectedByReason[r])
	}
	if err := figure("records.svg", "Input records: written or rejected by rule", chart.HBars{
		Title: "Input records: written or rejected by rule", XLabel: "input records", YLabel: "outcome",
		Categories: cats, Values: vals, Max: 25,
		Note: fmt.Sprintf("read %d = written %d + rejected %d", a.Read, a.Written, a.Rejected),
	}, "no input record was read", &figs, &omitted); err != nil {
		return nil, nil, err
	}
	rules := byCountDesc(m.Rules)
	var hits []int64
	for _, r := range rules {
		hits = append(hits, m.Rules[r])
	}
	if err := figure("rule_hits.svg", "Cleaning rule edits", chart.HBars{
		Title: "Cleaning rule edits", XLabel: "edits (a rule may edit a record several times)", YLabel: "rule",
		Categories: rules, Values: hits, Max: 25,
	}, "no cleaning rule edited a record", &figs, &omitted); err != nil {
		return nil, nil, err
	}
	return figs, omitted, nil
}

// Generic are the figures of any row kind whose shard writer fills the
// length histograms (Stats.AddLengths): written and spoken lengths and
// their ratio.
func Generic(m *dataset.Manifest) (figs []Figure, omitted []string) {
	s := m.Stats
	bin := max(s.LengthBin, 1)
	for _, f := range []struct {
		file, title string
		c           renderer
	}{
		{"written_length.svg", "Written length", Lengths("Written length", s.WrittenTokens, bin)},
		{"spoken_length.svg", "Spoken length", Lengths("Spoken length", s.SpokenTokens, bin)},
		{"length_ratio.svg", "Spoken/written length ratio", LengthRatio(s.LengthRatio)},
	} {
		if err := figure(f.file, f.title, f.c, "no row", &figs, &omitted); err != nil {
			omitted = append(omitted, fmt.Sprintf("%s: %v", f.title, err))
		}
	}
	return figs, omitted
}

// PairFigures are the pairs kind's own figures: written and spoken
// lengths, their ratio, span classes, and, where the columns exist, the
// similarity of aligned pairs, the probability of verbalized variants and
// the rows each cleaning rule edited.
func PairFigures(m *dataset.Manifest) (figs []Figure, omitted []string) {
	s := m.Stats
	add := func(file, title string, c renderer, why string) {
		if err := figure(file, title, c, why, &figs, &omitted); err != nil {
			omitted = append(omitted, fmt.Sprintf("%s: %v", title, err))
		}
	}
	bin := max(s.LengthBin, 1)
	add("written_length.svg", "Written length", Lengths("Written length", s.WrittenTokens, bin), "no row")
	add("spoken_length.svg", "Spoken length", Lengths("Spoken length", s.SpokenTokens, bin), "no row")
	add("length_ratio.svg", "Spoken/written length ratio", LengthRatio(s.LengthRatio), "no row with a non-empty written side (or a manifest older than this histogram)")
	// Not "this source marks no semiotic classes": prep text, spgi and
	// commonvoice mark every token the verbalizer reads, so a version of
	// them without spans is one of plain words (or of no row).
	spansWhy := "no row has spans: no row holds a token its source marks (a number, a date, a symbol: prep gtn's raw and Kaggle files, nemo-cases, and the verbalized sources mark them), or its source marks none (NeMo's GoogleTN.json, Libriheavy)"
	if m.Accounting.Rows == 0 {
		spansWhy = "no row"
	}
	add("span_classes.svg", "Span classes", SpanClasses(s.SpanClasses), spansWhy)
	add("similarity.svg", "Alignment similarity", Similarity(s.Similarity), "no row has a similarity (only aligned sources such as Libriheavy fill it)")
	add("variant_prob.svg", "Variant probability", Prob(s.Prob), "no row has a variant probability (only verbalized sources fill it)")
	add("rule_rows.svg", "Rows per cleaning rule", RuleRows(s.RuleRows), "no row carries a cleaning rule (no rule edited a kept row, or a manifest older than the rules column)")
	return figs, omitted
}

// RuleRows charts the rows whose rules column names each cleaning rule
// (stats.rule_rows): what a filter by the rule finds.
func RuleRows(t dataset.Tally) chart.HBars {
	cats, vals := tallyDesc(t)
	return chart.HBars{Title: "Rows per cleaning rule", XLabel: "rows carrying the rule", YLabel: "rule", Categories: cats, Values: vals, Max: 25,
		Note: count(t.Total(), "rule mark", "rule marks") + " on rows, " + count(int64(len(t.Keys)), "rule", "rules")}
}

// TaggerFigures are the tagger kind's own figures (Antonova et al. 2022,
// Thutmose tagger): target and input lengths and their ratio (Generic),
// tag vocabulary coverage, and the semiotic classes of the spans.
func TaggerFigures(m *dataset.Manifest) (figs []Figure, omitted []string) {
	figs, omitted = Generic(m)
	s := m.Stats
	add := func(file, title string, c renderer, why string) {
		if err := figure(file, title, c, why, &figs, &omitted); err != nil {
			omitted = append(omitted, fmt.Sprintf("%s: %v", title, err))
		}
	}
	add("tag_coverage.svg", "Tag vocabulary coverage", TagCoverage(s.FindTally(dataset.TallyTags)), "no tag counts (a manifest older than this figure)")
	semTally := s.FindTally(dataset.TallySemiotic)
	sem := SpanClasses(semTally)
	sem.Title, sem.Note = "Semiotic classes of the spans", fmt.Sprintf("%d spans over input words in %d classes", semTally.Total(), len(semTally.Keys))
	add("semiotic_classes.svg", "Semiotic classes", sem, "no row has a semiotic span (or a manifest older than this figure)")
	return figs, omitted
}

// Lengths is a token-length histogram with bins of width bin.
func Lengths(title string, hist []int64, bin int) chart.Bars {
	labels := make([]string, len(hist))
	for i := range labels {
		labels[i] = fmt.Sprintf("%d-%d", i*bin, (i+1)*bin-1)
		if i == len(labels)-1 {
			labels[i] = fmt.Sprintf("%d+", i*bin)
		}
	}
	return chart.Bars{Title: title, XLabel: "tokens per row (whitespace-separated)", YLabel: "rows",
		Categories: labels, Series: []chart.Series{{Name: "rows", Values: hist}}, Note: rowsNote(hist)}
}

// LengthRatio is the histogram of spoken/written token-count ratios.
func LengthRatio(hist []int64) chart.Bars {
	labels := make([]string, len(hist))
	for i := range labels {
		labels[i] = fmt.Sprintf("%.2f", float64(i)*dataset.RatioBinWidth)
		if i == len(labels)-1 {
			labels[i] += "+"
		}
	}
	return chart.Bars{Title: "Spoken/written length ratio", XLabel: "spoken tokens / written tokens (bin start)", YLabel: "rows",
		Categories: labels, Series: []chart.Series{{Name: "rows", Values: hist}}, Note: rowsNote(hist)}
}

// SpanClasses counts spans per semiotic class, most frequent first.
func SpanClasses(t dataset.Tally) chart.HBars {
	cats, vals := tallyDesc(t)
	return chart.HBars{Title: "Span classes", XLabel: "spans", YLabel: "class", Categories: cats, Values: vals, Max: 25,
		Note: count(t.Total(), "span", "spans") + " in " + count(int64(len(t.Keys)), "class", "classes")}
}

// Similarity is the histogram of alignment similarity ratios (difflib).
func Similarity(hist []int64) chart.Bars {
	return unitHist("Alignment similarity (difflib ratio)", "similarity (bin start)", hist)
}

// Prob is the histogram of verbalizer variant probabilities.
func Prob(hist []int64) chart.Bars {
	return unitHist("Verbalizer variant probability", "probability of the variant (bin start)", hist)
}

func unitHist(title, xlabel string, hist []int64) chart.Bars {
	labels := make([]string, len(hist))
	for i := range labels {
		labels[i] = fmt.Sprintf("%.2f", float64(i)/float64(len(hist)))
	}
	return chart.Bars{Title: title, XLabel: xlabel, YLabel: "rows", Categories: labels,
		Series: []chart.Series{{Name: "rows", Values: hist}}, Note: rowsNote(hist)}
}

// TagCoverage shows how much of a tag tally the K most frequent tags
// cover: the vocabulary-size choice of a tagger (Antonova et al. 2022,
// Thutmose tagger, keep the frequent replacement tags and drop the rest).
// Bars count the tag occurrences covered by the top K tags; the tally is
// every tag of the published rows, all splits, <SELF> and <DELETE> included.
func TagCoverage(t dataset.Tally) chart.Bars {
	_, vals := tallyDesc(t)
	total := t.Total()
	var cats []string
	var covered []int64
	var sum int64
	next := 1
	for i, v := range vals {
		sum += v
		k := i + 1
		if k == next || k == len(vals) {
			cats = append(cats, fmt.Sprintf("top %d", k))
			covered = append(covered, sum)
			for next <= k {
				next = nextStep(next)
			}
		}
	}
	// The card's table counts fragments of the train split (the
	// vocabulary); this tally is every tag of every published row, so the
	// note says so: "top 50 cover 95.3%" read as the fragments' coverage.
	note := fmt.Sprintf("%d distinct tags, %d occurrences (all splits, <SELF> and <DELETE> too)", len(vals), total)
	if total > 0 && len(covered) > 1 {
		for i, c := range cats {
			if float64(covered[i]) >= 0.95*float64(total) {
				note += fmt.Sprintf("; %s cover %.1f%%", c, 100*float64(covered[i])/float64(total))
				break
			}
		}
	}
	return chart.Bars{Title: "Tag vocabulary coverage", XLabel: "vocabulary: the K most frequent tags", YLabel: "tag occurrences covered",
		Categories: cats, Series: []chart.Series{{Name: "covered", Values: covered}}, Note: note}
}

// nextStep walks 1, 2, 5, 10, 20, 50, ...
func nextStep(n int) int {
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if m*p > n {
				return m * p
			}
		}
	}
}

func rowsNote(hist []int64) string {
	var n int64
	for _, v := range hist {
		n += v
	}
	return count(n, "row", "rows")
}

// count is a figure's count with its noun, one or many: "14 rows in 1
// split" (a figure said "1 splits").
func count(n int64, one, many string) string {
	return fmt.Sprintf("%d %s", n, textcut.Plural(int(n), one, many))
}

func tallyDesc(t dataset.Tally) ([]string, []int64) {
	idx := make([]int, len(t.Keys))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		if t.Counts[idx[a]] != t.Counts[idx[b]] {
			return t.Counts[idx[a]] > t.Counts[idx[b]]
		}
		return t.Keys[idx[a]] < t.Keys[idx[b]]
	})
	cats := make([]string, len(idx))
	vals := make([]int64, len(idx))
	for i, j := range idx {
		cats[i], vals[i] = t.Keys[j], t.Counts[j]
	}
	return cats, vals
}

func byCountDesc(m map[string]int64) []string {
	keys := sortedKeys(m)
	sort.SliceStable(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
	return keys
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
