package dataset

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// TaggerVocabFile is the tag vocabulary of a tagger version (relative to
// the version folder; one of its manifest's files): one kept fragment per
// line, "tag<TAB>count", most frequent first. <SELF> and <DELETE> are not
// listed; export nemo-tagger's label_map.txt is them and these lines.
const TaggerVocabFile = "tagger/vocab.tsv"

// ParseTaggerVocab reads TaggerVocabFile's text: the kept fragments in
// order and their counts. A line that is not tag<TAB>count is an error
// naming it.
func ParseTaggerVocab(b []byte) (tags []string, counts []int64, err error) {
	for i, ln := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		if ln == "" {
			continue
		}
		tag, count, ok := strings.Cut(ln, "\t")
		n, err := strconv.ParseInt(count, 10, 64)
		if !ok || err != nil || tag == "" || n < 0 {
			return nil, nil, fmt.Errorf("%s line %d: want tag<TAB>count, got %q", TaggerVocabFile, i+1, ln)
		}
		tags, counts = append(tags, tag), append(counts, n)
	}
	return tags, counts, nil
}

// checkTagVocab compares a tagger version's TallyTagVocab with its
// TaggerVocabFile: the tally's kept fragments are the file's lines, the
// occurrences they cover the sum of its counts, and neither is more than
// the tally's distinct fragments and occurrences. The tally is stats,
// outside the version id, so an edited or wrong one verified as sound
// (2026-11-30); a file changed with its manifest entry showed only as a
// digest or id mismatch, not as the vocabulary it no longer is. A version
// published before the tally has none to check.
func checkTagVocab(ctx context.Context, fsys FS, rep *VerifyReport, versionDir string) {
	m := rep.Manifest
	t := m.Stats.FindTally(TallyTagVocab)
	if m.Kind != KindTagger || len(t.Keys) == 0 {
		return
	}
	listed := false
	for _, f := range m.Files {
		listed = listed || f.Path == TaggerVocabFile
	}
	kept, _ := t.Count(TagVocabKept)
	if !listed {
		rep.addf("%s: not among the manifest's files, but its %s tally keeps %d fragments", TaggerVocabFile, TallyTagVocab, kept)
		return
	}
	b, err := ReadAll(ctx, fsys, Join(versionDir, TaggerVocabFile))
	if err != nil {
		return // verifyFile reported it
	}
	tags, counts, err := ParseTaggerVocab(b)
	if err != nil {
		rep.addf("%v", err)
		return
	}
	var sum int64
	for _, c := range counts {
		sum += c
	}
	keptOcc, _ := t.Count(TagVocabKeptOccurrences)
	distinct, okD := t.Count(TagVocabDistinct)
	occ, okO := t.Count(TagVocabOccurrences)
	problems := len(rep.Problems)
	switch {
	case int64(len(tags)) != kept:
		rep.addf("%s: %d fragment line(s), but the manifest's %s tally keeps %d fragments (a vocabulary cut short or edited, or a tally edited)", TaggerVocabFile, len(tags), TallyTagVocab, kept)
	case sum != keptOcc:
		rep.addf("%s: its counts sum to %d, but the manifest's %s tally says the kept fragments cover %d occurrences (a vocabulary or tally edited)", TaggerVocabFile, sum, TallyTagVocab, keptOcc)
	case okD && kept > distinct || okO && keptOcc > occ:
		rep.addf("%s: the manifest's %s tally keeps %d fragments covering %d occurrences of %d distinct and %d counted (a tally edited)", TaggerVocabFile, TallyTagVocab, kept, keptOcc, distinct, occ)
	}
	if len(rep.Problems) == problems && okD && okO {
		checkTagVocabSize(rep, t, counts, distinct, occ, TagVocabSize99, 0.99)
		checkTagVocabSize(rep, t, counts, distinct, occ, TagVocabSize999, 0.999)
	}
}

// checkTagVocabSize checks the tally's key, the fragments needed for
// coverage of its occ occurrences (CoverageSize over every fragment
// counted), against TaggerVocabFile's counts, the kept fragments, most
// frequent first: where they reach that coverage the size is where they
// do; where they fall short it is past them, at most the distinct
// fragments. The sizes were not checked (2026-11-30): an edited size_99
// verified as sound.
func checkTagVocabSize(rep *VerifyReport, t Tally, counts []int64, distinct, occ int64, key string, coverage float64) {
	size, ok := t.Count(key)
	if !ok {
		return
	}
	pct := strconv.FormatFloat(100*coverage, 'f', -1, 64) + "%"
	n, reached := CoverageSize(counts, occ, coverage)
	switch {
	case reached && int64(n) != size:
		rep.addf("%s: its counts reach %s of the %d occurrences the manifest's %s tally counted at line %d, but the tally's %s is %d (a vocabulary or tally edited)", TaggerVocabFile, pct, occ, TallyTagVocab, n, key, size)
	case !reached && (size <= int64(n) || size > distinct):
		rep.addf("%s: its %d fragments cover less than %s of the %d occurrences the manifest's %s tally counted, so %s is more than %d and at most the %d distinct, but the tally says %d (a vocabulary or tally edited)", TaggerVocabFile, n, pct, occ, TallyTagVocab, key, n, distinct, size)
	}
}

// CoverageSize is how many of counts (most frequent first) it takes to
// cover at least coverage of total occurrences, and whether they do (0
// where total is 0): derive tagger's size_99 and size_99.9 over every
// fragment counted (tagging.CoverageSize), and versions verify's check of
// them over the kept ones of TaggerVocabFile.
func CoverageSize(counts []int64, total int64, coverage float64) (n int, reached bool) {
	if total == 0 {
		return 0, true
	}
	need := coverage * float64(total)
	var sum int64
	for i, c := range counts {
		sum += c
		if float64(sum) >= need-1e-9 {
			return i + 1, true
		}
	}
	return len(counts), false
}
