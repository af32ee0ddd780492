package transforms

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/internal/mdtable"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/tagging"
)

// TaggerStage names the stage of tagger rejects ("tagger/<rule>").
const TaggerStage = "tagger"

const tagStage = TaggerStage

// tagAlignFn derives one tagger row per parent pair (tagging.Deriver) or a
// reject, and counts the fragment tags of the vocabulary split's rows: one
// (tag, count) per distinct tag per bundle, emitted when the bundle ends,
// so what reaches SumPerKey grows with the vocabulary, not the rows (the
// direct runner does not lift combiners and would hold one (tag, 1) per
// fragment).
type tagAlignFn struct {
	VocabSplit string
	Parent     string // parent version id, for reject locations
	MaxWords   int    // tagging.Deriver.MaxWords
	d          *tagging.Deriver

	frags map[string]int64
}

func (fn *tagAlignFn) StartBundle(_ context.Context, _ func(dataset.TaggerRow), _ func(dataset.Reject), _ func(string, int64)) {
	fn.frags = map[string]int64{}
}

func (fn *tagAlignFn) FinishBundle(_ context.Context, _ func(dataset.TaggerRow), _ func(dataset.Reject), emitFrag func(string, int64)) {
	tags := make([]string, 0, len(fn.frags))
	for t := range fn.frags {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	for _, t := range tags {
		emitFrag(t, fn.frags[t])
	}
	fn.frags = map[string]int64{}
}

func (fn *tagAlignFn) Setup() { fn.d = fn.deriver() }

func (fn *tagAlignFn) deriver() *tagging.Deriver {
	d := tagging.NewDeriver()
	d.MaxWords = fn.MaxWords
	return d
}

func (fn *tagAlignFn) ProcessElement(p dataset.Pair, emitRow func(dataset.TaggerRow), emitRej func(dataset.Reject), _ func(string, int64)) {
	if fn.d == nil {
		fn.d = fn.deriver()
	}
	row, f := DeriveTaggerRow(fn.d, &p)
	if f != nil {
		emitRej(dataset.Reject{
			ID: p.ID, Source: p.Source, Location: ParentRowLocation(fn.Parent, p.ID), Stage: tagStage,
			Rule: dataset.RuleName(tagStage, f.Rule), Reason: f.Reason, Raw: dataset.TruncateRaw(p.Written + "\t" + p.Spoken),
		})
		return
	}
	if p.Split == fn.VocabSplit {
		for _, t := range row.Tags {
			if tagging.IsFragment(t) {
				if fn.frags == nil {
					fn.frags = map[string]int64{}
				}
				fn.frags[t]++
			}
		}
	}
	emitRow(row)
}

// DeriveTaggerRow is the per-row step: the parent pair's spans (code-point
// offsets, class) go to the kernel as they are; pairs without spans get
// theirs found by the kernel.
func DeriveTaggerRow(d *tagging.Deriver, p *dataset.Pair) (dataset.TaggerRow, *tagging.Failure) {
	spans := make([]tagging.Span, len(p.Spans))
	for i, s := range p.Spans {
		spans[i] = tagging.Span{Class: s.Class, WrittenStart: int(s.WrittenStart), WrittenEnd: int(s.WrittenEnd),
			SpokenStart: int(s.SpokenStart), SpokenEnd: int(s.SpokenEnd)}
	}
	ex, f := d.Derive(p.Written, p.Spoken, spans, len(spans) > 0)
	if f != nil {
		return dataset.TaggerRow{}, f
	}
	return dataset.TaggerRow{ID: p.ID, Split: p.Split, Input: ex.Input(), Tags: ex.Tags, Target: ex.Target,
		Semiotic: tagging.SemioticSpans(ex.Semiotic)}, nil
}

// TaggerVocab is the selected tag vocabulary: the fragments counted over
// the vocabulary split, most frequent first, and how many are kept. It is
// a side input of every worker filtering rows, so it carries the kept
// fragments only (and the card's most frequent ones when fewer are kept,
// vocabShown): the long tail of fragments seen once or twice, which grows
// with the rows, stays with the one step that selects (tagVocabFn), whose
// totals (Distinct, Total) the card reports.
type TaggerVocab struct {
	Tags     []string // the first max(Kept, vocabShown) fragments
	Counts   []int64
	Kept     int64
	Distinct int64   // distinct fragments counted
	Total    int64   // fragment occurrences counted
	Coverage float64 // the coverage asked for
	MaxSize  int64   // the cap asked for (0: none)
	Size99   int64   // fragments needed for 99% of occurrences
	Size999  int64   // and for 99.9%
}

// vocabShown is how many of the most frequent fragments the card lists.
const vocabShown = 20

type tagVocabFn struct {
	Coverage float64
	MaxSize  int
}

func (fn *tagVocabFn) ProcessElement(_ []byte, counts func(*string, *int64) bool, emit func(TaggerVocab)) {
	m := map[string]int64{}
	var t string
	var n int64
	for counts(&t, &n) {
		m[t] += n
	}
	sorted, kept := tagging.SelectVocab(m, fn.Coverage, fn.MaxSize)
	v := TaggerVocab{Kept: int64(kept), Distinct: int64(len(sorted)), Coverage: fn.Coverage, MaxSize: int64(fn.MaxSize),
		Size99: int64(tagging.CoverageSize(sorted, 0.99)), Size999: int64(tagging.CoverageSize(sorted, 0.999))}
	for i, e := range sorted {
		v.Total += e.Count
		if i < max(kept, vocabShown) {
			v.Tags = append(v.Tags, e.Tag)
			v.Counts = append(v.Counts, e.Count)
		}
	}
	emit(v)
}

// tagRowLineFn encodes a derived row for SpillLines (key: its id).
type tagRowLineFn struct{}

func (fn *tagRowLineFn) ProcessElement(r dataset.TaggerRow) (string, string) {
	return r.ID, string(dataset.AppendTaggerRow(nil, &r))
}

// tagFilterFn reads one run of derived rows (spilled by SpillLines: the
// rows wait for the vocabulary in files, not in the runner), keeps rows
// whose fragments are all in the vocabulary and rejects the rest
// (tag_oov). The run stays (a retried bundle reads it again): it lies
// under the staging folder's .runs, which the finalizer clears.
type tagFilterFn struct {
	Parent     string
	Source     string
	VocabSplit string
	set        map[string]bool
	why        string // what capped the vocabulary (tagging.VocabCap)
}

func (fn *tagFilterFn) ProcessElement(ctx context.Context, run LineRun, v TaggerVocab, emitRow func(dataset.TaggerRow), emitRej func(dataset.Reject)) error {
	if fn.set == nil {
		fn.set = make(map[string]bool, v.Kept)
		for _, t := range v.Tags[:v.Kept] {
			fn.set[t] = true
		}
		fn.why = tagging.VocabCap(fn.VocabSplit, v.Coverage, v.MaxSize, v.Distinct, v.Kept)
	}
	rc, err := storage.Open(ctx, run.Path)
	if err != nil {
		return fmt.Errorf("tagger: %w", err)
	}
	defer rc.Close()
	rd := extsort.NewReader(run.Path, rc, 256<<10)
	var n int64
	for rd.Next() {
		var r dataset.TaggerRow
		if err := dataset.DecodeTaggerRow(rd.Row(), &r); err != nil {
			return fmt.Errorf("tagger: %s: row %d: %w", run.Path, n+1, err)
		}
		n++
		fn.filter(r, v, emitRow, emitRej)
	}
	if err := rd.Err(); err != nil {
		return fmt.Errorf("tagger: %w", err)
	}
	if n != run.Lines {
		return fmt.Errorf("tagger: %s: %d rows, %d written", run.Path, n, run.Lines)
	}
	return nil
}

func (fn *tagFilterFn) filter(r dataset.TaggerRow, v TaggerVocab, emitRow func(dataset.TaggerRow), emitRej func(dataset.Reject)) {
	for _, t := range r.Tags {
		if tagging.IsFragment(t) && !fn.set[t] {
			reason := fmt.Sprintf("tag %q is not among the %d kept fragments (%s)", textcut.Quote(t), v.Kept, fn.why)
			if r.Split != fn.VocabSplit && fn.VocabSplit != "" && v.Kept < v.Distinct {
				// A row of another split than the vocabulary's may hold a
				// fragment that split never produced, which no option
				// keeps: a validation row's "_oct._" was told to raise
				// --vocab-coverage, which kept only train's fragments.
				reason = fmt.Sprintf("tag %q of this %s row is not among the %d fragments kept from the %s split, where the vocabulary is counted: it may not occur there at all, which only more %s rows (or rows more like this one) change; or %s", textcut.Quote(t), r.Split, v.Kept, fn.VocabSplit, fn.VocabSplit, fn.why)
			}
			emitRej(dataset.Reject{
				ID: r.ID, Source: fn.Source, Location: ParentRowLocation(fn.Parent, r.ID), Stage: tagStage,
				Rule: dataset.RuleName(tagStage, tagging.RuleTagOOV), Reason: reason,
				Raw: dataset.TruncateRaw(r.Target + "\t" + r.Input + "\t" + strings.Join(r.Tags, " ")),
			})
			return
		}
	}
	emitRow(r)
}

// writeTagVocabFn writes the kept vocabulary into the staging folder and
// reports it as a side file with its card section.
type writeTagVocabFn struct {
	Staging    string
	VocabSplit string
}

func (fn *writeTagVocabFn) ProcessElement(ctx context.Context, v TaggerVocab, emit func(SideFile)) error {
	var b strings.Builder
	var keptOcc int64
	total := v.Total
	for i, t := range v.Tags {
		if int64(i) < v.Kept {
			keptOcc += v.Counts[i]
			fmt.Fprintf(&b, "%s\t%d\n", t, v.Counts[i])
		}
	}
	data := []byte(b.String())
	end, err := beginStagingWrite(fn.Staging)
	if err != nil {
		return err
	}
	defer end()
	if err := storage.WriteAtomic(ctx, dataset.Join(fn.Staging, dataset.TaggerVocabFile), data); err != nil {
		return err
	}
	emit(SideFile{Info: fileInfo(dataset.TaggerVocabFile, data), Sections: []dataset.CardSection{{Title: "Tag vocabulary", Body: vocabSection(v, fn.VocabSplit, total, keptOcc)}},
		Tallies: []dataset.Tally{vocabTally(v, keptOcc)}})
	return nil
}

// vocabTally records the vocabulary's figures (the card table's) as data:
// the manifest's dataset.TallyTagVocab, which export nemo-tagger reads and
// versions verify checks against the vocabulary file.
func vocabTally(v TaggerVocab, keptOcc int64) dataset.Tally {
	t := dataset.Tally{Name: dataset.TallyTagVocab}
	t.Add(dataset.TagVocabDistinct, v.Distinct)
	t.Add(dataset.TagVocabOccurrences, v.Total)
	t.Add(dataset.TagVocabKept, v.Kept)
	t.Add(dataset.TagVocabKeptOccurrences, keptOcc)
	t.Add(dataset.TagVocabSize99, v.Size99)
	t.Add(dataset.TagVocabSize999, v.Size999)
	return t
}

func vocabSection(v TaggerVocab, split string, total, keptOcc int64) string {
	var b strings.Builder
	cov := 0.0
	if total > 0 {
		cov = float64(keptOcc) / float64(total)
	}
	fmt.Fprintf(&b, "Fragment tags counted over the **%s** split (Antonova et al. 2022, section 2.4); `<SELF>` and `<DELETE>` are always in the label set. "+
		"Kept: the fewest most frequent fragments covering %.1f%% of fragment occurrences", split, 100*v.Coverage)
	if v.MaxSize > 0 {
		fmt.Fprintf(&b, ", at most %d", v.MaxSize)
	}
	fmt.Fprintf(&b, "; rows needing another fragment are rejected (`tag_oov`). The kept list with counts is `%s`.\n\n", dataset.TaggerVocabFile)
	b.WriteString("| what | value |\n|---|---:|\n")
	fmt.Fprintf(&b, "| distinct fragments | %d |\n| fragment occurrences | %d |\n| kept fragments | %d |\n| occurrences covered by the kept ones | %.4f%% |\n| fragments for 99%% coverage | %d |\n| fragments for 99.9%% coverage | %d |\n\n",
		v.Distinct, total, v.Kept, 100*cov, v.Size99, v.Size999)
	b.WriteString("Most frequent fragments:\n\n| tag | count |\n|---|---:|\n")
	for i := 0; i < len(v.Tags) && i < vocabShown; i++ {
		// A tag as code whatever it holds: GTN's quote of two grave
		// accents fenced by one backquote was no code span.
		fmt.Fprintf(&b, "| %s | %d |\n", mdtable.Cell(mdtable.Code(v.Tags[i])), v.Counts[i])
	}
	return b.String()
}

// fileInfo describes a side file by its bytes.
func fileInfo(rel string, data []byte) dataset.ShardInfo {
	return dataset.ShardInfo{Path: rel, Rows: 0, Bytes: int64(len(data)), SHA256: sha256Hex(data)}
}

// TagConfig configures the tagger stages.
type TagConfig struct {
	Parent     string // parent version id
	Source     string // the parent's source
	VocabSplit string
	Coverage   float64
	MaxSize    int
	MaxWords   int // tagging.Deriver.MaxWords (0: no limit)
	Staging    string
	// BufferBytes is the process's spill budget (the sink's,
	// --sink-buffer-kb; 0: DefaultSinkBufferBytes) that the rows waiting
	// for the vocabulary count against before they spill a sorted run.
	BufferBytes int64
}

// Tag derives tagger rows from pairs: align every row, count fragments of
// the vocabulary split, select the vocabulary, drop rows outside it, and
// write the vocabulary as a side file. It returns the kept rows, the
// rejects (alignment and tag_oov) and the side files.
func Tag(s beam.Scope, cfg TagConfig, pairs beam.PCollection) (rows, rejects, side beam.PCollection) {
	s = s.Scope("Tag")
	cand, rej1, frags := beam.ParDo3(s, &tagAlignFn{VocabSplit: cfg.VocabSplit, Parent: cfg.Parent, MaxWords: cfg.MaxWords}, pairs)
	sums := stats.SumPerKey(s, frags)
	vocab := beam.ParDo(s, &tagVocabFn{Coverage: cfg.Coverage, MaxSize: cfg.MaxSize}, beam.Impulse(s), beam.SideInput{Input: sums})
	// The rows cannot be filtered before the vocabulary exists, which
	// needs all of them: a runner holds a main input that waits for a side
	// input (direct, 200k parent rows: 665 MB), so they wait in sorted run
	// files under the staging folder and only the runs' descriptors wait.
	// They spill against the sink's budget: with the default one, a
	// smaller --sink-buffer-kb left them a 64 MiB buffer (100k GTN lines:
	// 20 MB of rows held to the end of the bundle, docs/BENCHMARKS.md).
	runs := SpillLines(s, beam.ParDo(s, &tagRowLineFn{}, cand), cfg.Staging, dataset.Join(StagedRunsDir(cfg.Staging), "tagger-rows"), "rows", cfg.BufferBytes)
	rows, rej2 := beam.ParDo2(s, &tagFilterFn{Parent: cfg.Parent, Source: cfg.Source, VocabSplit: cfg.VocabSplit}, runs, beam.SideInput{Input: vocab})
	side = beam.ParDo(s, &writeTagVocabFn{Staging: cfg.Staging, VocabSplit: cfg.VocabSplit}, vocab)
	return rows, beam.Flatten(s, rej1, rej2), side
}

func init() {
	beam.RegisterType(reflect.TypeOf((*TaggerVocab)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.TaggerRow)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.SemioticSpan)(nil)).Elem())
}
