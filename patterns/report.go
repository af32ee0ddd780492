package patterns

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/itnprep/itnprep/internal/mdtable"
	"github.com/itnprep/itnprep/internal/textcut"
)

// ReportInfo is the context printed at the top of a review report.
type ReportInfo struct {
	Source     string // what was mined, e.g. the pairs file
	Pairs      int    // pairs aligned (0 if unknown)
	Mismatches int    // mismatch sequences mined
	MinSupport int
	MaxLen     int
	Patterns   int
	RulesFile  string // the JSONL the reviewer edits
	Options    DeriveOptions
	// Punctuation is the Derivation's punctuation-only count (left out of
	// the rules; the report says why).
	PunctuationOnly     int
	PunctuationSupport  int
	PunctuationExamples [][]string
	// Quarantined counts input lines set aside as unusable, RejectsFile
	// where they are.
	Quarantined int
	RejectsFile string
}

// WriteReport writes a Markdown review report: how the rules were made,
// then one table per kind (removals first: they are the ones that change
// data once approved), with an example per rule.
func WriteReport(w io.Writer, info ReportInfo, rules []Rule) error {
	info.Options.defaults()
	bw := bufio.NewWriter(w)
	p := func(format string, a ...any) { fmt.Fprintf(bw, format, a...) }
	counts := map[string]int{}
	for _, r := range rules {
		counts[r.Kind]++
	}
	p("# Mined cleaning rules: review\n\n")
	p("Source: `%s`", info.Source)
	if info.Pairs > 0 {
		p(", %d pairs", info.Pairs)
	}
	p(", %d mismatch sequences; minimum support %d, patterns up to %d items: %d frequent patterns.\n\n",
		info.Mismatches, info.MinSupport, info.MaxLen, info.Patterns)
	p("Rules: **%d removal**, %d fixed, %d ambiguous.\n\n", counts[Removal], counts[Fixed], counts[Ambiguous])
	if n, capped := atMaxLen(rules, info.MaxLen); n > 0 {
		p("**%d %s reached the pattern length limit**: a written side of %d items, the most `--maxlen` %d leaves beside the `|`\n",
			n, textcut.Plural(n, "rule", "rules"), info.MaxLen-1, info.MaxLen)
		p("(%s). The fragment such a rule comes from may be longer, and one longer fragment then shows as several rules, each\n",
			strings.Join(capped, ", "))
		p("missing other items of it (`[ : a cat ]`, `[ illustration : a ]`, ... of `[ illustration : a cat ]`): compare their\n")
		p("examples, or mine again with a larger `--maxlen` to get the fragment whole as one rule.\n\n")
	}
	if info.PunctuationOnly > 0 {
		var ex []string
		for _, w := range info.PunctuationExamples {
			ex = append(ex, mdtable.Code(strings.Join(w, " ")))
		}
		// The examples are the strongest few (Derivation): the rest are
		// counted, as the list of 5 under "6 punctuation-only
		// fragments" read as if it were whole.
		list := strings.Join(ex, ", ")
		if more := info.PunctuationOnly - len(ex); more > 0 && len(ex) > 0 {
			list = fmt.Sprintf("%s and %d more", list, more)
		}
		p("Not proposed: **%d punctuation-only fragments** (%s; support %d in all): punctuation is never spoken,\n",
			info.PunctuationOnly, list, info.PunctuationSupport)
		p("so its absence from the spoken side is what every correct pair shows, not text that went unsaid; removing\n")
		p("it would strip what a formatting model must learn to restore.\n\n")
	}
	if info.Quarantined > 0 {
		if info.Quarantined == 1 {
			p("Quarantined: 1 input line was not a usable pair and was set aside (`%s`: file, line, reason).\n\n", info.RejectsFile)
		} else {
			p("Quarantined: %d input lines were not usable pairs and were set aside (`%s`: file, line, reason).\n\n", info.Quarantined, info.RejectsFile)
		}
	}
	p("How to review: in `%s`, set `\"approved\": true` on each removal rule whose written fragment is never\n", info.RulesFile)
	p("pronounced (page numbers, illustration captions, chapter ends, reader credits). Only approved removal\n")
	p("rules are applied (`prep libriheavy --rules FILE`); fixed and ambiguous rules are informational.\n\n")
	p("Definitions: a group is every pattern `written... | spoken...` with the same written side; its support is\n")
	p("that of `written... |`. **removal**: no spoken mapping reaches %.2f of the support and at least %.2f of the\n",
		info.Options.RemovalShare, info.Options.DeletionShare)
	p("occurrences are pure deletions; **fixed**: the strongest mapping reaches %.2f of the support and no\n", info.Options.DominanceShare)
	p("incompatible mapping reaches %.2f of it; **ambiguous**: the rest. `max_span` is the widest stretch of\n", info.Options.DominanceShare)
	p("written tokens one occurrence covered (gaps included); removal cuts from the first to the last token within it.\n")

	for _, kind := range []string{Removal, Fixed, Ambiguous} {
		p("\n## %s (%d)\n\n", kind, counts[kind])
		if counts[kind] == 0 {
			p("None.\n")
			continue
		}
		p("| written | spoken | support | deletions | confidence | max_span | example (written -> spoken) |\n")
		p("|---|---|---:|---:|---:|---:|---|\n")
		for _, r := range rules {
			if r.Kind != kind {
				continue
			}
			spoken := strings.Join(r.Spoken, " ")
			if kind == Ambiguous && len(r.Mappings) > 0 {
				var alts []string
				for _, m := range r.Mappings[:min(3, len(r.Mappings))] {
					alts = append(alts, fmt.Sprintf("%s (%d)", strings.Join(m.Spoken, " "), m.Support))
				}
				spoken = strings.Join(alts, "; ")
			}
			ex := ""
			if len(r.Examples) > 0 {
				ex = fmt.Sprintf("%s -> %s", strings.Join(r.Examples[0].Written, " "), strings.Join(r.Examples[0].Spoken, " "))
			}
			p("| %s | %s | %d | %d | %.3f | %d | %s |\n", mdCell(strings.Join(r.Written, " ")), mdCell(spoken),
				r.Support, r.Deletions, r.Confidence, r.MaxSpan, mdCell(ex))
		}
	}
	return bw.Flush()
}

// atMaxLen counts, and lists (as code spans, at most three, then "...")
// the written sides of the rules as long as a pattern of maxLen items allows beside the
// separator: closedness cannot drop them in favour of a longer fragment the
// limit kept from being mined, so a six-token caption mined with --maxlen 6
// was proposed as six gapped five-token removals of the same support, with
// no word that the limit made them (none with maxLen 0: unbounded).
func atMaxLen(rules []Rule, maxLen int) (n int, shown []string) {
	for _, r := range rules {
		if maxLen <= 1 || len(r.Written) != maxLen-1 {
			continue
		}
		if n++; n <= 3 {
			shown = append(shown, mdtable.Code(strings.Join(r.Written, " ")))
		}
	}
	if n > 3 {
		shown = append(shown, "...")
	}
	return n, shown
}

// mdCell keeps a table cell on one line and its pipes literal, its text
// as code; an empty one is "∅".
func mdCell(s string) string {
	if s == "" {
		return "∅"
	}
	return mdtable.Cell(mdtable.Code(s))
}
