package transforms

import (
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
)

// The sink (sink.go) is row-kind-agnostic; a derived row kind adds here:
// its sink RowKind (ParquetRowKind over its binary codec, tie-break and
// per-shard summary), a keying DoFn that turns a row into a SinkRow, and a
// Write<Kind>Shards composite over WriteSorted. Rejects share prep's.

// TaggerSinkKind names tagger rows in the sink.
const TaggerSinkKind = "tagger"

// taggerSummary counts a shard's rows (each is one parent record: derived
// rows have no variants), their lengths, their tags and the classes of
// their semiotic spans, for the card's figures (card.TaggerFigures). The
// tag tally is bounded by the vocabulary: tags outside it were rejected.
type taggerSummary struct {
	rows  int64
	stats dataset.Stats
	ids   idRepeats // a parent published with --allow-duplicate-ids passes its repeats on
}

func (s *taggerSummary) Add(r *dataset.TaggerRow) {
	s.rows++
	s.ids.add(r.ID, dataset.Origin{}, true)
	s.stats.AddLengths(countFields(r.Target), len(r.Tags), nil)
	tags := s.stats.Tally(dataset.TallyTags)
	for _, tag := range r.Tags {
		tags.Add(tag, 1)
	}
	sem := s.stats.Tally(dataset.TallySemiotic)
	for _, sp := range r.Semiotic {
		sem.Add(sp.Class, 1)
	}
}

func (s *taggerSummary) Fill(ws *WrittenShard) {
	ws.Records, ws.Stats = s.rows, s.stats
	s.ids.fill(ws)
	ws.Info.Split = dataset.SplitOfShardPath(ws.Info.Path)
	Progress.RowsWritten.Add(ws.Info.Rows)
	Progress.ShardsWritten.Add(1)
}

func countFields(s string) int {
	n, in := 0, false
	for i := 0; i < len(s); i++ {
		sp := s[i] == ' ' || s[i] == '\t' || s[i] == '\n'
		if !sp && !in {
			n++
		}
		in = !sp
	}
	return n
}

// taggerRowFn keys a tagger row by its shard file (by its id).
type taggerRowFn struct {
	Shards int
	paths  shardPaths
}

func (fn *taggerRowFn) ProcessElement(r dataset.TaggerRow) SinkRow {
	return SinkRow{Shard: fn.paths.of(r.Split, r.ID, fn.Shards), Key: strings.Clone(r.ID), Row: dataset.AppendTaggerRow(nil, &r)}
}

// WriteTaggerShards writes tagger rows and rejects like WriteShards.
func WriteTaggerShards(s beam.Scope, cfg SinkConfig, rows, rejects beam.PCollection) (data, rej beam.PCollection) {
	s = s.Scope("WriteTaggerShards")
	data = WriteSorted(s, cfg, TaggerSinkKind, beam.ParDo(s, &taggerRowFn{Shards: cfg.Shards}, rows))
	rej = WriteSorted(s, cfg, RejectKind, beam.ParDo(s, &rejectRowFn{Shards: cfg.Shards}, rejects))
	return data, rej
}

func init() {
	RegisterRowKind(ParquetRowKind(TaggerSinkKind, dataset.DecodeTaggerRow, dataset.CompareTaggerRows,
		func() RowSummary[dataset.TaggerRow] { return &taggerSummary{stats: dataset.NewStats()} }))
}
