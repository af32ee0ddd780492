package dataset

import (
	"fmt"
	"maps"
	"sort"

	"github.com/itnprep/itnprep/internal/buildinfo"
)

// ShardReport is what a shard writer reports about one shard it wrote.
type ShardReport struct {
	Info    ShardInfo
	Records int64 // rows that start an input record (variant 0)
	// Reject rows per rule (reject shards only), as parallel slices because
	// they travel through Beam's schema coder.
	Rules      []string
	RuleCounts []int64
	Stats      Stats
	// DuplicateIDs counts the ids that more than one row of the shard
	// carries (an id repeated three times counts once); FirstDuplicateID is
	// the smallest of them. Rows arrive sorted by id, so the writer sees a
	// repeat as equal to the row before it.
	DuplicateIDs     int64
	FirstDuplicateID string
	// FirstDuplicateFrom is where the rows of FirstDuplicateID were read
	// ("FILE:LINE", Origin.String), the first MaxDuplicateFrom in the
	// input (by file, then line), and FirstDuplicateRows how many rows carry
	// it; empty where the rows name no origin (a derived version's). A
	// refusal names those lines (it named the files alone, or nothing for
	// an id that does not begin with a file's name). It is no part of the
	// manifest.
	FirstDuplicateFrom []string
	FirstDuplicateRows int64
	// FirstDuplicateSame (pair shards) is whether every row of
	// FirstDuplicateID carries the same written and spoken text (a shard
	// is of one split): a line read twice whole, an input given twice or a
	// corpus line repeated, which prep --dedupe sets aside, where rows of
	// one id with other texts are ids to fix. No part of the manifest.
	FirstDuplicateSame bool
	// FirstReject (reject shards) is the shard's reject that comes first
	// in the input, by file and then line number, as the writer, which
	// sees every row, finds it (the rows are sorted by id as strings,
	// "x.jsonl:10000" before "x.jsonl:9"); its zero value when the shard
	// has none.
	FirstReject Reject
	// Sense (pair shards) counts the shard's records that look like the
	// wrong input (texts swapped, already spoken form, ids for text), for
	// Guard.CheckSense. No part of the manifest.
	Sense Sense
}

// MaxDuplicateFrom bounds the rows of a repeated id whose origins a shard
// report keeps (ShardReport.FirstDuplicateFrom).
const MaxDuplicateFrom = 3

// ManifestParts is everything a finished run knows about the version it
// built: what shaped it, what was read and what was written.
type ManifestParts struct {
	Name, Source string
	Config       map[string]string // every option that shapes the data
	Seed         uint64
	Code         buildinfo.Info
	Runner       string
	Created      string // RFC 3339, outside the version id
	Data         []ShardReport
	Rejects      []ShardReport
	Inputs       []InputInfo
	Rules        map[string]int64 // rule hits (edits) summed over the run
	// Derived versions: the row kind, the parent version, side files and
	// extra card sections (see Manifest).
	Kind     string
	License  string // the card's license id, not hashed
	Parent   *Parent
	Files    []ShardInfo
	Sections []CardSection
	// Tallies are named figures a derive stage counted over the whole
	// version (a tagger version's vocabulary: TallyTagVocab; tallies.go lists every name); they go
	// into the manifest's Stats.Tallies, beside the shard writers' own,
	// and like all Stats outside the version id.
	Tallies []Tally
}

// BuildManifest assembles a version's manifest from the parts of a run: it
// sums the accounting and histograms, orders inputs and shards, refuses a
// run that lost records (read != written + rejected) and computes the
// version id. The pipeline's finalizer and the tests that lay out versions
// by hand both build their manifests here, so they cannot drift apart.
func BuildManifest(p ManifestParts) (*Manifest, error) {
	cfg := p.Config
	if cfg == nil {
		cfg = map[string]string{}
	}
	kind, err := LookupRowKind(p.Kind)
	if err != nil {
		return nil, err
	}
	m := &Manifest{
		Format: FormatV1, Name: p.Name, Source: p.Source, Schema: kind.Schema,
		Kind: p.Kind, License: p.License, Parent: p.Parent, Files: append([]ShardInfo(nil), p.Files...), Sections: p.Sections,
		Config: cfg, Seed: p.Seed, Code: p.Code, Runner: p.Runner, Created: p.Created,
		Rules: map[string]int64{}, Stats: NewStats(),
		Accounting: Accounting{RowsBySplit: map[string]int64{}, RejectedByReason: map[string]int64{}},
	}
	maps.Copy(m.Rules, p.Rules)
	for _, t := range p.Tallies {
		m.Stats.Tally(t.Name).Merge(t)
	}
	a := &m.Accounting
	for _, ws := range p.Data {
		m.Shards = append(m.Shards, ws.Info)
		a.Written += ws.Records
		a.Rows += ws.Info.Rows
		a.RowsBySplit[ws.Info.Split] += ws.Info.Rows
		m.Stats.Merge(ws.Stats)
		if ws.DuplicateIDs > 0 {
			a.DuplicateIDs += ws.DuplicateIDs
			if a.FirstDuplicateID == "" || ws.FirstDuplicateID < a.FirstDuplicateID {
				a.FirstDuplicateID = ws.FirstDuplicateID
			}
		}
	}
	for _, ws := range p.Rejects {
		m.Rejects = append(m.Rejects, ws.Info)
		a.Rejected += ws.Info.Rows
		for i, r := range ws.Rules {
			a.RejectedByReason[r] += ws.RuleCounts[i]
		}
	}
	for _, in := range p.Inputs {
		m.Inputs = append(m.Inputs, in)
		a.Read += in.Records
	}
	sort.Slice(m.Inputs, func(i, j int) bool { return m.Inputs[i].Path < m.Inputs[j].Path })
	sort.Slice(m.Shards, func(i, j int) bool { return m.Shards[i].Path < m.Shards[j].Path })
	sort.Slice(m.Rejects, func(i, j int) bool { return m.Rejects[i].Path < m.Rejects[j].Path })
	sort.Slice(m.Files, func(i, j int) bool { return m.Files[i].Path < m.Files[j].Path })
	if a.Read != a.Written+a.Rejected {
		return nil, fmt.Errorf("read %d records but wrote %d and rejected %d", a.Read, a.Written, a.Rejected)
	}
	m.VersionID = ComputeVersionID(m)
	return m, nil
}
