package transforms

import (
	"context"
	"fmt"
	"github.com/itnprep/itnprep/internal/textcut"
	"reflect"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/u2tf"
)

// U2TFLabelsFile is the label distribution of a u2tf version (relative to
// the version folder), u2tf.Counts.TSV: "head<TAB>label<TAB>count".
const U2TFLabelsFile = "u2tf/labels.tsv"

// U2TFStage names the stage of u2tf rejects ("u2tf/<rule>").
const U2TFStage = "u2tf"

// U2TFConfig configures the u2tf stage.
type U2TFConfig struct {
	Parent  string // parent version id, for reject locations
	Options u2tf.Options
	Staging string
}

// u2tfDeriveFn turns one parent pair into a classifier row and its span
// rows (u2tf.Deriver), or a reject, and counts the labels of what it keeps:
// one sum per bundle, emitted when the bundle ends, so what reaches the
// combiner is bounded by bundles, not rows (the direct runner does not
// lift combiners and would hold one Counts per row).
type u2tfDeriveFn struct {
	Parent  string
	Options u2tf.Options
	d       *u2tf.Deriver

	sum u2tf.Counts
	any bool
}

func (fn *u2tfDeriveFn) StartBundle(_ context.Context, _ func(dataset.U2TFRow), _ func(dataset.Reject), _ func(u2tf.Counts)) {
	fn.sum, fn.any = u2tf.Counts{}, false
}

func (fn *u2tfDeriveFn) FinishBundle(_ context.Context, _ func(dataset.U2TFRow), _ func(dataset.Reject), emitCounts func(u2tf.Counts)) {
	if fn.any {
		emitCounts(fn.sum)
	}
	fn.sum, fn.any = u2tf.Counts{}, false
}

func (fn *u2tfDeriveFn) Setup() error {
	d, err := u2tf.NewDeriver(fn.Options)
	fn.d = d
	return err
}

func (fn *u2tfDeriveFn) ProcessElement(p dataset.Pair, emitRow func(dataset.U2TFRow), emitRej func(dataset.Reject), _ func(u2tf.Counts)) error {
	rows, ex, rj := DeriveU2TFRows(fn.d, &p)
	if rj != nil {
		emitRej(dataset.Reject{
			ID: p.ID, Source: p.Source, Location: ParentRowLocation(fn.Parent, p.ID), Stage: U2TFStage,
			Rule: dataset.RuleName(U2TFStage, rj.Rule), Reason: rj.Reason, Raw: dataset.TruncateRaw(p.Written + "\t" + p.Spoken),
		})
		return nil
	}
	if err := fn.sum.AddExample(&ex); err != nil {
		return fmt.Errorf("row %s: %w", p.ID, err)
	}
	fn.any = true
	for _, r := range rows {
		emitRow(r)
	}
	return nil
}

// DeriveU2TFRows is the per-pair step: the pair's spans (code-point
// offsets) anchor the ITN spans, the rest is aligned by the kernel; the
// example becomes one classifier row (the parent's id and split) and one
// span row per span.
func DeriveU2TFRows(d *u2tf.Deriver, p *dataset.Pair) ([]dataset.U2TFRow, u2tf.Example, *u2tf.Reject) {
	spans := make([]u2tf.Span, len(p.Spans))
	for i, s := range p.Spans {
		spans[i] = u2tf.Span{WrittenStart: int(s.WrittenStart), WrittenEnd: int(s.WrittenEnd),
			SpokenStart: int(s.SpokenStart), SpokenEnd: int(s.SpokenEnd)}
	}
	ex, rj := d.Derive(p.Written, p.Spoken, spans)
	if rj != nil {
		return nil, ex, rj
	}
	rows := make([]dataset.U2TFRow, 0, 1+len(ex.Spans))
	itn := make([]int32, len(ex.ITN))
	for i, v := range ex.ITN {
		itn[i] = int32(v)
	}
	rows = append(rows, dataset.U2TFRow{ID: p.ID, Split: p.Split, Kind: dataset.U2TFClassifier,
		Tokens: ex.Tokens, Punct: ex.Punct, Case: ex.Case, ITN: itn})
	for k, s := range ex.Spans {
		rows = append(rows, dataset.U2TFRow{ID: dataset.U2TFSpanID(p.ID, k), Split: p.Split, Kind: dataset.U2TFSpan,
			Input: s.Input, Output: s.Output, ClassifierID: p.ID,
			SpanIndex: int32(s.Index), SpanStart: int32(s.Start), SpanEnd: int32(s.End)})
	}
	return rows, ex, nil
}

// sumU2TFCountsFn adds label counts (integer sums: any order, any
// bundling).
type sumU2TFCountsFn struct{}

func (fn *sumU2TFCountsFn) CreateAccumulator() u2tf.Counts { return u2tf.Counts{} }

func (fn *sumU2TFCountsFn) AddInput(acc, c u2tf.Counts) u2tf.Counts {
	acc.Merge(c)
	return acc
}

func (fn *sumU2TFCountsFn) MergeAccumulators(a, b u2tf.Counts) u2tf.Counts {
	a.Merge(b)
	return a
}

func (fn *sumU2TFCountsFn) ExtractOutput(acc u2tf.Counts) u2tf.Counts { return acc }

// writeU2TFLabelsFn writes the label distribution into the staging folder
// and reports it as a side file with its card section. The counts arrive
// as a side input of zero or one element (nothing kept: zeros, and the
// finalizer refuses the version anyway).
type writeU2TFLabelsFn struct {
	Staging string
	Options u2tf.Options
}

func (fn *writeU2TFLabelsFn) ProcessElement(ctx context.Context, _ []byte, counts func(*u2tf.Counts) bool, emit func(SideFile)) error {
	var total, c u2tf.Counts
	for counts(&c) {
		total.Merge(c)
		c = u2tf.Counts{}
	}
	asked := fn.Options.Asked()
	data := []byte(total.TSV() + total.CleaningTSV(asked))
	end, err := beginStagingWrite(fn.Staging)
	if err != nil {
		return err
	}
	defer end()
	if err := storage.WriteAtomic(ctx, dataset.Join(fn.Staging, U2TFLabelsFile), data); err != nil {
		return err
	}
	sections := []dataset.CardSection{
		{Title: "Classifier labels", Body: u2tfLabelSection(&total)},
		{Title: "Span rows", Body: u2tfSpanSection(&total, fn.Options)},
	}
	if len(asked) > 0 {
		sections = append(sections, dataset.CardSection{Title: "Written-text cleaning", Body: u2tfCleaningSection(&total, asked)})
	}
	emit(SideFile{Info: fileInfo(U2TFLabelsFile, data), Sections: sections})
	return nil
}

// u2tfCleaningSection says how many kept rows each cleaning asked for
// changed (Universal-2-TF's Appendix A cleaning, docs/u2tf.md).
func u2tfCleaningSection(c *u2tf.Counts, asked []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "The written side was cleaned before deriving (docs/u2tf.md): the rows are those of the cleaned text. "+
		"%d of the %d classifier rows (%s) were changed by a cleaning; a row changed by several counts under each.\n\n", c.CleanedRows, c.Rows, share(c.CleanedRows, c.Rows))
	b.WriteString("| cleaning | classifier rows it changed | share |\n|---|---:|---:|\n")
	for i, name := range u2tf.CleaningNames {
		if slices.Contains(asked, name) {
			fmt.Fprintf(&b, "| `%s` | %d | %s |\n", name, c.Cleaned[i], share(c.Cleaned[i], c.Rows))
		}
	}
	return b.String()
}

func share(n, of int64) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*float64(n)/float64(of))
}

func u2tfLabelSection(c *u2tf.Counts) string {
	var b strings.Builder
	fmt.Fprintf(&b, "The token classifier's three heads (Universal-2-TF 2024, section 3.1) over the **%d** classifier rows (%d tokens), all splits; "+
		"the counts are also in `%s` (for class weights).\n\n", c.Rows, c.Tokens, U2TFLabelsFile)
	b.WriteString("| head | label | tokens | share |\n|---|---|---:|---:|\n")
	row := func(head string, labels []string, v []int64) {
		for i, l := range labels {
			fmt.Fprintf(&b, "| %s | `%s` | %d | %s |\n", head, l, v[i], share(v[i], c.Tokens))
		}
	}
	row("punct", u2tf.PunctLabels, c.Punct)
	row("case", u2tf.CaseLabels, c.Case)
	row("itn", []string{"0", "1"}, c.ITN)
	return b.String()
}

func u2tfSpanSection(c *u2tf.Counts, o u2tf.Options) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Span rows for the span seq2seq model (section 3.2): one per ITN span (a run of neighbouring ITN tokens) and per mixed-case token outside one; "+
		"`input` carries up to %d tokens of left and %d of right context around `%s` ... `%s`. "+
		"%d span rows; %d of %d classifier rows (%s) have at least one span.\n\n",
		o.Left, o.Right, u2tf.SpanOpen, u2tf.SpanClose, c.SpanRows(), c.RowsWithSpans, c.Rows, share(c.RowsWithSpans, c.Rows))
	b.WriteString("| span kind | span rows |\n|---|---:|\n")
	for i, k := range u2tf.SpanKinds {
		fmt.Fprintf(&b, "| %s | %d |\n", k, c.Spans[i])
	}
	b.WriteString("\n| tokens per span | spans |\n|---|---:|\n")
	for i, l := range u2tf.SpanTokenBins() {
		fmt.Fprintf(&b, "| %s | %d |\n", l, c.SpanTokens[i])
	}
	return b.String()
}

// U2TF derives Universal-2-TF rows from pairs: classifier and span rows,
// rejects with their rule, and the label distribution as a side file.
func U2TF(s beam.Scope, cfg U2TFConfig, pairs beam.PCollection) (rows, rejects, side beam.PCollection) {
	s = s.Scope("U2TF")
	rows, rejects, counts := beam.ParDo3(s, &u2tfDeriveFn{Parent: cfg.Parent, Options: cfg.Options}, pairs)
	total := beam.Combine(s, &sumU2TFCountsFn{}, counts)
	side = beam.ParDo(s, &writeU2TFLabelsFn{Staging: cfg.Staging, Options: cfg.Options}, beam.Impulse(s), beam.SideInput{Input: total})
	return rows, rejects, side
}

// u2tfSummary counts a shard's records (classifier rows: one per parent
// record; span rows are not records) and the spoken length of classifier
// rows for the card.
type u2tfSummary struct {
	records int64
	stats   dataset.Stats
	ids     idRepeats // a parent published with --allow-duplicate-ids passes its repeats on
}

func (s *u2tfSummary) Add(r *dataset.U2TFRow) {
	// A span row ("x#s0") repeats only with its classifier row, whose
	// id counts: the version's records are its classifier rows (one per
	// parent row), and a repeated parent row counted 1 + its spans.
	s.ids.add(r.ID, dataset.Origin{}, r.Kind == dataset.U2TFClassifier)
	if r.Kind != dataset.U2TFClassifier {
		return
	}
	s.records++
	st := &s.stats
	st.SpokenTokens[min(len(r.Tokens)/st.LengthBin, len(st.SpokenTokens)-1)]++
	// Label counts for the card (bounded: a handful of labels each).
	for _, l := range []struct {
		name   string
		labels []string
	}{{dataset.TallyU2TFPunct, r.Punct}, {dataset.TallyU2TFCase, r.Case}} {
		t := st.Tally(l.name)
		for _, v := range l.labels {
			t.Add(v, 1)
		}
	}
	itn := st.Tally(dataset.TallyU2TFITN)
	for _, v := range r.ITN {
		itn.Add(map[bool]string{true: "1 (in a span)", false: "0"}[v == 1], 1)
	}
}

func (s *u2tfSummary) Fill(ws *WrittenShard) {
	ws.Records, ws.Stats = s.records, s.stats
	s.ids.fill(ws)
	ws.Info.Split = dataset.SplitOfShardPath(ws.Info.Path)
	Progress.RowsWritten.Add(ws.Info.Rows)
	Progress.ShardsWritten.Add(1)
}

// U2TFSinkKind names u2tf rows in the sink.
const U2TFSinkKind = "u2tf"

// u2tfRowFn keys a u2tf row by its shard file: span rows go to their
// classifier row's shard (dataset.U2TFRow.GroupKey).
type u2tfRowFn struct {
	Shards int
	paths  shardPaths
}

func (fn *u2tfRowFn) ProcessElement(r dataset.U2TFRow) SinkRow {
	return SinkRow{Shard: fn.paths.of(r.Split, r.GroupKey(), fn.Shards), Key: strings.Clone(r.ID), Row: dataset.AppendU2TFRow(nil, &r)}
}

// WriteU2TFShards writes u2tf rows and rejects like WriteShards.
func WriteU2TFShards(s beam.Scope, cfg SinkConfig, rows, rejects beam.PCollection) (data, rej beam.PCollection) {
	s = s.Scope("WriteU2TFShards")
	data = WriteSorted(s, cfg, U2TFSinkKind, beam.ParDo(s, &u2tfRowFn{Shards: cfg.Shards}, rows))
	rej = WriteSorted(s, cfg, RejectKind, beam.ParDo(s, &rejectRowFn{Shards: cfg.Shards}, rejects))
	return data, rej
}

// u2tfFigures are the u2tf kind's figures: the spoken length of classifier
// rows (the written side is not a column of this kind) and the
// distributions of the classifier's three label sets (Universal-2-TF 2024:
// punctuation after the token, case, and whether the span model rewrites
// it).
func u2tfFigures(m *dataset.Manifest) (figs []card.Figure, omitted []string) {
	s := m.Stats
	svg, err := card.Lengths("Spoken tokens per classifier row", s.SpokenTokens, max(s.LengthBin, 1)).SVG()
	if err != nil {
		omitted = append(omitted, "Spoken tokens per classifier row: no classifier row")
	} else {
		figs = append(figs, card.Figure{File: "figures/spoken_length.svg", Title: "Spoken tokens per classifier row", SVG: svg})
	}
	for _, l := range []struct{ tally, file, title string }{
		{dataset.TallyU2TFPunct, "punct_labels.svg", "Punctuation labels (mark after the token)"},
		{dataset.TallyU2TFCase, "case_labels.svg", "Case labels"},
		{dataset.TallyU2TFITN, "itn_labels.svg", "ITN labels (token rewritten by the span model)"},
	} {
		c := card.SpanClasses(s.FindTally(l.tally))
		c.Title, c.XLabel, c.YLabel = l.title, "tokens", "label"
		n := s.FindTally(l.tally).Total()
		c.Note = fmt.Sprintf("%d %s", n, textcut.Plural(int(n), "token", "tokens"))
		svg, err := c.SVG()
		if err != nil {
			omitted = append(omitted, l.title+": no classifier row (or a manifest older than this figure)")
			continue
		}
		figs = append(figs, card.Figure{File: "figures/" + l.file, Title: l.title, SVG: svg})
	}
	return figs, omitted
}

func init() {
	rk, err := dataset.LookupRowKind(dataset.KindU2TF)
	if err != nil {
		panic(err)
	}
	card.Register(card.Kind{Name: dataset.KindU2TF, Schema: rk.Node, Columns: rk.Columns,
		// A u2tf version has no variants: its rows outnumber the records
		// written by its span rows (the card said "variants count separately").
		Rows:           "rows (a classifier row per record written, and a span row per span)",
		TaskCategories: []string{"token-classification", "text2text-generation"},
		Tags:           []string{"inverse-text-normalization", "punctuation-restoration", "truecasing", "itnprep"},
		Figures:        u2tfFigures})
	RegisterRowKind(ParquetRowKind(U2TFSinkKind, dataset.DecodeU2TFRow, dataset.CompareU2TFRows,
		func() RowSummary[dataset.U2TFRow] { return &u2tfSummary{stats: dataset.NewStats()} }))
	beam.RegisterType(reflect.TypeOf((*dataset.U2TFRow)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*u2tf.Counts)(nil)).Elem())
}
