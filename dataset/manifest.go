package dataset

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/buildinfo"
)

// FormatV1 names this manifest layout; readers refuse other formats.
const FormatV1 = "itnprep.dataset/v1"

// ManifestFile is the file whose presence makes a version visible.
const ManifestFile = "manifest.json"

// Manifest describes one dataset version. Fields marked "hashed" feed the
// version id; the rest (time, runner, code) describe the run, not the data.
type Manifest struct {
	Format     string            `json:"format"`
	VersionID  string            `json:"version_id"`
	Name       string            `json:"name"`
	Source     string            `json:"source"`
	Schema     string            `json:"schema"`     // hashed: Parquet schema of the data shards
	Config     map[string]string `json:"config"`     // hashed: every option that shapes the data, seed included
	Seed       uint64            `json:"seed"`       // hashed (also in Config)
	Inputs     []InputInfo       `json:"inputs"`     // hashed: content fingerprints only, not paths
	Shards     []ShardInfo       `json:"shards"`     // hashed
	Rejects    []ShardInfo       `json:"rejects"`    // hashed
	Accounting Accounting        `json:"accounting"` // derived from data
	// Rules counts each edit rule's hits as its stage counts them: the
	// clean/ rule sets one per record the rule changed, alignment one per
	// cut, a mined removal rule one per fragment removed; records a later
	// stage rejected still count. Stats.RuleRows counts the rows that carry
	// each rule (Pair.Rules) instead; drops are in Accounting.RejectedByReason.
	Rules   map[string]int64 `json:"rules"`
	Stats   Stats            `json:"stats"` // histograms for the dataset card
	Code    buildinfo.Info   `json:"code"`
	Runner  string           `json:"runner,omitempty"`
	Created string           `json:"created"`
	// RunID names the run that wrote the manifest: its staging folder's
	// name without ".staging-" (TIME-HEX, unique to the run, the same
	// for a runner's retries of its finalizer; storage.PublishClaimed
	// sets it). Not hashed. Runs of one version id started in the same
	// second share Created, which was all that told a retry of the run
	// that published the version from a run that lost the race to, or
	// found the version published (storage.PublishedBy); "" in a
	// manifest written before 2026-12-01.
	RunID string `json:"run_id,omitempty"`
	// License is the dataset card's license id (Hugging Face's list, or
	// "other"). It describes the data's terms, not its content, so it is not
	// hashed: re-publishing the same data with another license keeps the id.
	License string `json:"license,omitempty"`
	// Kind names the row kind of the data shards (RowKind); "" is pairs.
	// Hashed when set.
	Kind string `json:"kind,omitempty"`
	// Parent is the version a derived version was built from (lineage).
	// Hashed when set.
	Parent *Parent `json:"parent,omitempty"`
	// Files are side files of the version (a derived version's vocabulary),
	// relative to the version folder. Hashed when present.
	Files []ShardInfo `json:"files,omitempty"`
	// Sections are extra card sections a derive adds (vocabulary size,
	// label distributions); derived from the data, not hashed.
	Sections []CardSection `json:"sections,omitempty"`
}

// Parent identifies the version a derived version was read from.
type Parent struct {
	VersionID string `json:"version_id"`
	Name      string `json:"name"`
	Source    string `json:"source"`
	Kind      string `json:"kind,omitempty"`
	// Languages are the parent's card languages (card.Languages of its
	// manifest), which its derived version's card names: a derive does not
	// change the language of its rows, and a tagger version of a German
	// nemo-cases version was carded English. Not hashed (only VersionID
	// is), so no version id changes; empty in a manifest written before
	// 2026-11-30, read as English.
	Languages []string `json:"languages,omitempty"`
}

// Ref is how the card, `versions show` and the viewer name the parent:
// NAME/VERSION_ID, its folder under the output root both were published
// under (OUTPUT/NAME/VERSION_ID, where ParentDir looks for it), so a user
// can type it after that root.
func (p *Parent) Ref() string { return p.Name + "/" + p.VersionID }

// CardSection is a titled Markdown section of the dataset card.
type CardSection struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

// InputInfo fingerprints one input file as it was read.
type InputInfo struct {
	Path      string `json:"path"`
	Size      int64  `json:"size"`              // size on storage (compressed, for .gz)
	BytesRead int64  `json:"bytes_read"`        // decompressed bytes consumed
	SHA256    string `json:"sha256"`            // of the decompressed bytes consumed
	Records   int64  `json:"records"`           // records read from it
	Partial   bool   `json:"partial,omitempty"` // stopped early by design (e.g. GTN test-set cut)
}

// Accounting is the row bookkeeping every version must satisfy:
// Read == Written + Rejected (records), and Rows == sum of shard rows.
type Accounting struct {
	Read             int64            `json:"read"`
	Written          int64            `json:"written"`  // records that became at least one row
	Rejected         int64            `json:"rejected"` // records quarantined in rejects/
	Rows             int64            `json:"rows"`     // dataset rows (variants count separately)
	RowsBySplit      map[string]int64 `json:"rows_by_split"`
	RejectedByReason map[string]int64 `json:"rejected_by_rule"`
	// DuplicateIDs counts the ids more than one row carries, and
	// FirstDuplicateID is the smallest; both are absent when ids are unique
	// (the publish guard refuses repeated ids unless AllowDuplicateIDs).
	DuplicateIDs     int64  `json:"duplicate_ids,omitempty"`
	FirstDuplicateID string `json:"first_duplicate_id,omitempty"`
	// SplitDuplicateIDs counts the ids that rows of more than one split
	// carry (a record in both train and test: the test set leaks into
	// training), FirstSplitDuplicateID is the smallest and
	// FirstSplitDuplicateSplits its splits; absent when no id crosses a
	// split (the guard refuses them unless AllowDuplicateIDs). An id
	// repeated within one split is DuplicateIDs' only.
	SplitDuplicateIDs         int64    `json:"split_duplicate_ids,omitempty"`
	FirstSplitDuplicateID     string   `json:"first_split_duplicate_id,omitempty"`
	FirstSplitDuplicateSplits []string `json:"first_split_duplicate_splits,omitempty"`
	// RepeatedPairs counts the rows a prep read that carry the same split,
	// written and spoken text as an earlier row (a sentence a corpus
	// repeats: Google TN's citation lines), counted before --dedupe set
	// them aside (transforms.RepeatedPairs). Every prep writes it, 0 too,
	// so that a manifest without it is one no count was taken for: a
	// derived version (tagger, u2tf rows, which count none), or a pair
	// version published before prep counted repeats (2026-12-02; that
	// day's first binaries left a 0 out). Read it with Repeats.
	RepeatedPairs *int64 `json:"repeated_pairs,omitempty"`
}

// Repeats is the manifest's count of repeated pairs (RepeatedPairs), 0
// when it holds none, and whether it holds one.
func (a Accounting) Repeats() (n int64, counted bool) {
	if a.RepeatedPairs == nil {
		return 0, false
	}
	return *a.RepeatedPairs, true
}

// SchemaFor is the schema of the data shards of a manifest's row kind
// ("" when the kind is unknown to this build).
func SchemaFor(kind string) string {
	if k, err := LookupRowKind(kind); err == nil {
		return k.Schema
	}
	return ""
}

// ComputeVersionID hashes what defines the data: format, schema, config,
// input fingerprints and every shard's digest, in a canonical order. Two
// runs agree on the id exactly when they agree on all of these.
func ComputeVersionID(m *Manifest) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\nschema %s\n", FormatV1, m.Schema)
	keys := make([]string, 0, len(m.Config))
	for k := range m.Config {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(h, "config %q=%q\n", k, m.Config[k])
	}
	fmt.Fprintf(h, "seed %d\n", m.Seed)
	ins := make([]string, 0, len(m.Inputs))
	for _, in := range m.Inputs {
		ins = append(ins, fmt.Sprintf("%s %d %d %t", in.SHA256, in.BytesRead, in.Records, in.Partial))
	}
	sort.Strings(ins)
	for _, s := range ins {
		fmt.Fprintf(h, "input %s\n", s)
	}
	for _, group := range [][]ShardInfo{m.Shards, m.Rejects} {
		s := append([]ShardInfo(nil), group...)
		sort.Slice(s, func(i, j int) bool { return s[i].Path < s[j].Path })
		for _, sh := range s {
			fmt.Fprintf(h, "shard %s %s %d\n", sh.Path, sh.SHA256, sh.Rows)
		}
		fmt.Fprintln(h, "--")
	}
	// Derived versions only: absent fields leave older ids unchanged.
	if m.Kind != "" {
		fmt.Fprintf(h, "kind %s\n", m.Kind)
	}
	if m.Parent != nil {
		fmt.Fprintf(h, "parent %s\n", m.Parent.VersionID)
	}
	if len(m.Files) > 0 {
		s := append([]ShardInfo(nil), m.Files...)
		sort.Slice(s, func(i, j int) bool { return s[i].Path < s[j].Path })
		for _, f := range s {
			fmt.Fprintf(h, "file %s %s %d\n", f.Path, f.SHA256, f.Bytes)
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// Marshal renders the manifest as indented JSON with a final newline.
func (m *Manifest) Marshal() ([]byte, error) {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// ParseManifest decodes and sanity-checks a manifest. Shard paths are
// validated so a crafted manifest cannot make verify or the trainer read
// outside the version folder.
func ParseManifest(b []byte) (*Manifest, error) {
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("manifest: invalid JSON: %w", err)
	}
	if m.Format != FormatV1 {
		return nil, fmt.Errorf("manifest: unknown format %q (want %q)", m.Format, FormatV1)
	}
	for _, group := range [][]ShardInfo{m.Shards, m.Rejects, m.Files} {
		for _, s := range group {
			if err := ValidateRelPath(s.Path); err != nil {
				return nil, fmt.Errorf("manifest: shard path: %w", err)
			}
		}
	}
	return &m, nil
}

// ValidateRelPath accepts only clean, relative, slash-separated paths that
// stay inside the folder they are relative to.
func ValidateRelPath(p string) error {
	switch {
	case p == "":
		return fmt.Errorf("empty path")
	case strings.HasPrefix(p, "/") || strings.HasPrefix(p, `\`) || strings.Contains(p, ":"):
		return fmt.Errorf("%q is absolute or has a scheme", p)
	case strings.Contains(p, `\`):
		return fmt.Errorf("%q uses backslashes", p)
	}
	for _, part := range strings.Split(p, "/") {
		if part == ".." || part == "." || part == "" {
			return fmt.Errorf("%q is not a clean relative path", p)
		}
	}
	return nil
}

// Stats are additive histograms and tallies over rows, merged by a Beam
// combiner, and drawn in the dataset card. None of it feeds the version id.
type Stats struct {
	// WrittenTokens[i] counts rows whose written side has tokens in
	// [i*LengthBin, (i+1)*LengthBin); the last bin is open-ended.
	WrittenTokens []int64 `json:"written_tokens_hist"`
	SpokenTokens  []int64 `json:"spoken_tokens_hist"`
	// Similarity[i] counts rows with similarity in [i/20, (i+1)/20); 1.0
	// falls in the last bin. Rows without a similarity are not counted.
	Similarity []int64 `json:"similarity_hist"`
	LengthBin  int     `json:"length_bin"`
	// LengthRatio[i] counts rows whose spoken/written token ratio is in
	// [i*RatioBinWidth, (i+1)*RatioBinWidth); the last bin is open-ended.
	// Rows with an empty written side are not counted.
	LengthRatio []int64 `json:"length_ratio_hist,omitempty"`
	// Prob[i] counts rows whose variant probability is in [i/20, (i+1)/20);
	// 1.0 falls in the last bin. Rows without a probability are not counted.
	Prob []int64 `json:"prob_hist,omitempty"`
	// SpanClasses counts spans per class over all rows.
	SpanClasses Tally `json:"span_classes"`
	// RuleRows counts, per cleaning rule, the rows whose rules column
	// names it: exactly the rows a filter by that rule finds (view's rows
	// page, DuckDB's check). Variant rows of one record count separately.
	RuleRows Tally `json:"rule_rows"`
	// Tallies are named counts a row kind other than Pair fills (a tagger
	// version counts its tags, for instance); the card's figures for that
	// kind read them by name. A derive stage also records figures of the
	// whole version here (ManifestParts.Tallies: a tagger version's
	// vocabulary, TallyTagVocab), as data rather than card text. tallies.go
	// names every tally.
	Tallies []Tally `json:"tallies,omitempty"`
}

// Tally counts occurrences per key. Keys stay sorted so two tallies of the
// same rows are equal whatever order the rows came in. It is a pair of
// slices rather than a map because it travels through Beam's schema coder.
type Tally struct {
	Name   string   `json:"name,omitempty"`
	Keys   []string `json:"keys"`
	Counts []int64  `json:"counts"`
}

// Add counts n more occurrences of key.
func (t *Tally) Add(key string, n int64) {
	i := sort.SearchStrings(t.Keys, key)
	if i < len(t.Keys) && t.Keys[i] == key {
		t.Counts[i] += n
		return
	}
	t.Keys = append(t.Keys, "")
	copy(t.Keys[i+1:], t.Keys[i:])
	t.Keys[i] = strings.Clone(key) // key may share memory with a whole row
	t.Counts = append(t.Counts, 0)
	copy(t.Counts[i+1:], t.Counts[i:])
	t.Counts[i] = n
}

// Merge adds o's counts into t.
func (t *Tally) Merge(o Tally) {
	for i, k := range o.Keys {
		t.Add(k, o.Counts[i])
	}
}

// Count is key's count and whether t has the key (a key counted 0 times
// is there: a tally of figures, such as a tagger version's vocabulary,
// records a 0 as one).
func (t Tally) Count(key string) (int64, bool) {
	i := sort.SearchStrings(t.Keys, key)
	if i < len(t.Keys) && t.Keys[i] == key {
		return t.Counts[i], true
	}
	return 0, false
}

// Total is the sum of all counts.
func (t Tally) Total() int64 {
	var n int64
	for _, c := range t.Counts {
		n += c
	}
	return n
}

// Tally returns the named tally of s, creating it when absent.
func (s *Stats) Tally(name string) *Tally {
	for i := range s.Tallies {
		if s.Tallies[i].Name == name {
			return &s.Tallies[i]
		}
	}
	s.Tallies = append(s.Tallies, Tally{Name: name})
	sort.Slice(s.Tallies, func(i, j int) bool { return s.Tallies[i].Name < s.Tallies[j].Name })
	for i := range s.Tallies {
		if s.Tallies[i].Name == name {
			return &s.Tallies[i]
		}
	}
	panic("unreachable")
}

// FindTally returns the named tally, or a zero one.
func (s *Stats) FindTally(name string) Tally {
	for _, t := range s.Tallies {
		if t.Name == name {
			return t
		}
	}
	return Tally{Name: name}
}

const (
	lengthBins     = 21
	lengthBinWidth = 5
	simBins        = 20
	probBins       = 20
	ratioBins      = 17
	// RatioBinWidth is the width of a LengthRatio bin (so 16 bins cover
	// 0..4 and the last holds ratios of 4 and more).
	RatioBinWidth = 0.25
)

// NewStats returns empty histograms with the standard bins.
func NewStats() Stats {
	return Stats{
		WrittenTokens: make([]int64, lengthBins),
		SpokenTokens:  make([]int64, lengthBins),
		Similarity:    make([]int64, simBins),
		LengthBin:     lengthBinWidth,
		LengthRatio:   make([]int64, ratioBins),
		Prob:          make([]int64, probBins),
	}
}

// Add counts one pair row: lengths, similarity, variant probability and
// span classes, and the rules that edited it.
func (s *Stats) Add(p *Pair) {
	s.AddLengths(fieldCount(p.Written), fieldCount(p.Spoken), p.Similarity)
	if p.Prob != nil {
		b := int(*p.Prob * probBins)
		s.Prob[max(0, min(b, probBins-1))]++
	}
	for _, sp := range p.Spans {
		s.SpanClasses.Add(sp.Class, 1)
	}
	for _, r := range p.Rules {
		s.RuleRows.Add(r, 1)
	}
}

// AddLengths counts one row of any kind by its written and spoken token
// counts and optional similarity.
func (s *Stats) AddLengths(written, spoken int, similarity *float64) {
	if len(s.WrittenTokens) == 0 {
		*s = NewStats()
	}
	if len(s.LengthRatio) == 0 {
		s.LengthRatio = make([]int64, ratioBins)
		s.Prob = make([]int64, probBins)
	}
	s.WrittenTokens[lengthBin(written)]++
	s.SpokenTokens[lengthBin(spoken)]++
	if written > 0 {
		b := int(float64(spoken) / float64(written) / RatioBinWidth)
		s.LengthRatio[max(0, min(b, ratioBins-1))]++
	}
	if similarity != nil {
		b := int(*similarity * simBins)
		b = max(0, min(b, simBins-1))
		s.Similarity[b]++
	}
}

// fieldCount is len(strings.Fields(s)) without building the slice: it runs
// on every row a shard writer sees. ASCII goes through a table without
// branches on the data; the first non-ASCII byte hands over to unicode.
func fieldCount(s string) int {
	n, prevSpace := 0, uint8(1)
	for i := 0; i < len(s); i++ {
		k := byteKind[s[i]]
		if k == kindOther {
			return n + fieldCountUnicode(s[i:], prevSpace == 0)
		}
		n += int(prevSpace &^ k) // a word starts: space before, none here
		prevSpace = k
	}
	return n
}

// byteKind: 1 for ASCII white space (strings.Fields' set), 0 for other
// ASCII, kindOther for bytes of multi-byte runes.
const kindOther = 2

var byteKind = func() (t [256]uint8) {
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = kindOther
	}
	for _, c := range "\t\n\v\f\r " {
		t[c] = 1
	}
	return t
}()

// fieldCountUnicode counts the words of s, in telling whether s starts
// inside a word.
func fieldCountUnicode(s string, in bool) int {
	n := 0
	for _, r := range s {
		space := unicode.IsSpace(r)
		if !space && !in {
			n++
		}
		in = !space
	}
	return n
}

func lengthBin(n int) int { return min(n/lengthBinWidth, lengthBins-1) }

// Merge adds o into s.
func (s *Stats) Merge(o Stats) {
	if len(s.WrittenTokens) == 0 {
		*s = NewStats()
	}
	addInto(&s.WrittenTokens, o.WrittenTokens)
	addInto(&s.SpokenTokens, o.SpokenTokens)
	addInto(&s.Similarity, o.Similarity)
	addInto(&s.LengthRatio, o.LengthRatio)
	addInto(&s.Prob, o.Prob)
	s.SpanClasses.Merge(o.SpanClasses)
	s.RuleRows.Merge(o.RuleRows)
	for _, t := range o.Tallies {
		s.Tally(t.Name).Merge(t)
	}
	if s.LengthBin == 0 {
		s.LengthBin = o.LengthBin
	}
}

// addInto adds src into *dst bin by bin, growing dst when it is shorter
// (a manifest written before a histogram existed has none).
func addInto(dst *[]int64, src []int64) {
	if len(*dst) < len(src) {
		*dst = append(*dst, make([]int64, len(src)-len(*dst))...)
	}
	for i, v := range src {
		(*dst)[i] += v
	}
}

// ShardsBySplit groups shards by their split, each split's in the order
// given.
func ShardsBySplit(shards []ShardInfo) map[string][]ShardInfo {
	out := map[string][]ShardInfo{}
	for _, sh := range shards {
		out[sh.Split] = append(out[sh.Split], sh)
	}
	return out
}
