package storage

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
)

// PairRepeats is what RepeatedPairs found: the rows whose (split, written,
// spoken) an earlier row of the data shards carries, in all and by split.
type PairRepeats struct {
	Rows    int64
	BySplit map[string]int64
}

// String lists the splits' counts, by name: "test 1, train 3".
func (r PairRepeats) String() string {
	splits := make([]string, 0, len(r.BySplit))
	for s := range r.BySplit {
		splits = append(splits, s)
	}
	slices.Sort(splits)
	parts := make([]string, len(splits))
	for i, s := range splits {
		parts[i] = fmt.Sprintf("%s %d", s, r.BySplit[s])
	}
	return strings.Join(parts, ", ")
}

// pairTexts reads a pair shard's two text columns alone.
type pairTexts struct {
	Written string `parquet:"written"`
	Spoken  string `parquet:"spoken"`
}

// pairRepeatEntry is a row's run entry: its dataset.PairHasher digest of
// (split, written, spoken), then its split's index (big-endian), which a
// repeat's count is added to.
type pairRepeatEntry [dataset.PairHashLen + 4]byte

// pairRepeatRunEntries is how many entries are held before they are sorted
// into a temporary run file (20 bytes each: 5 MiB), so that the recount's
// memory does not grow with the version's rows; a variable for the tests.
var pairRepeatRunEntries = 1 << 18

// RepeatedPairs recounts, from a pair version's data shards (paths
// relative to dir), the rows that repeat an earlier row's (written,
// spoken) pair within their split, as prep counts them for
// Accounting.RepeatedPairs (transforms.RepeatedPairs). A pair's rows lie
// in any shard of their split (the sink places a row by its id), so the
// count is an external sort, as prep's and versions overlap's are: each
// row's 16-byte hash of its split and texts (dataset.PairHasher, the same
// hash and exactness as prep's count) and its split's index are sorted in
// runs of pairRepeatRunEntries, spilled to unnamed temporary files and
// merged; a row whose hash equals the one before it is a repeat. No text
// is held: memory is a run's entries and the merge's readers.
func RepeatedPairs(ctx context.Context, dir string, shards []dataset.ShardInfo) (PairRepeats, error) {
	sp := &pairRepeatSpill{}
	defer sp.runs.Close()
	var splits []string
	var h dataset.PairHasher
	for _, sh := range shards {
		if sh.Rows == 0 {
			continue
		}
		split := sh.Split
		if split == "" {
			split = dataset.SplitOfShardPath(sh.Path)
		}
		si := slices.Index(splits, split)
		if si < 0 {
			si, splits = len(splits), append(splits, split)
		}
		if err := sp.addShard(ctx, dir, sh, &h, split, uint32(si)); err != nil {
			return PairRepeats{}, err
		}
	}
	out := PairRepeats{BySplit: map[string]int64{}}
	var prev [dataset.PairHashLen]byte
	started := false
	err := sp.each(ctx, func(e []byte) {
		key := e[:dataset.PairHashLen]
		if started && bytes.Equal(key, prev[:]) {
			out.Rows++
			out.BySplit[splits[binary.BigEndian.Uint32(e[dataset.PairHashLen:])]]++
		}
		copy(prev[:], key)
		started = true
	})
	if err != nil {
		return PairRepeats{}, err
	}
	return out, nil
}

// pairRepeatSpill gathers entries, sorting them into run files as they
// grow (overlapSpill's way).
type pairRepeatSpill struct {
	entries []pairRepeatEntry
	runs    extsort.TempRuns
	ticks   int
}

func (sp *pairRepeatSpill) tempRuns(ctx context.Context) *extsort.TempRuns {
	return spillTempRuns(ctx, &sp.runs, &sp.ticks, "itnprep-verify-pairs-*", "versions verify: a temporary file")
}

func (sp *pairRepeatSpill) addShard(ctx context.Context, dir string, sh dataset.ShardInfo, h *dataset.PairHasher, split string, si uint32) error {
	st, err := OpenCheckedRowStream[pairTexts](ctx, dir, sh)
	if err != nil {
		return err
	}
	defer st.Close()
	n := 0
	return st.Each(func(p *pairTexts) error {
		if n++; n%overlapCheckEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		var e pairRepeatEntry
		sum := h.Hash(split, p.Written, p.Spoken)
		copy(e[:], sum[:])
		binary.BigEndian.PutUint32(e[dataset.PairHashLen:], si)
		sp.entries = append(sp.entries, e)
		if len(sp.entries) >= pairRepeatRunEntries {
			return sp.spill(ctx)
		}
		return nil
	})
}

func comparePairRepeatEntries(a, b pairRepeatEntry) int { return bytes.Compare(a[:], b[:]) }

func (sp *pairRepeatSpill) spill(ctx context.Context) error {
	slices.SortFunc(sp.entries, comparePairRepeatEntries)
	err := sp.tempRuns(ctx).Add(func(w *extsort.RunWriter) {
		for i := range sp.entries {
			w.Add(sp.entries[i][:], nil)
		}
	})
	if err != nil {
		return fmt.Errorf("counting repeated pairs: %w", err)
	}
	sp.entries = sp.entries[:0]
	return nil
}

// each calls fn with every entry, in order.
func (sp *pairRepeatSpill) each(ctx context.Context, fn func(e []byte)) error {
	if sp.runs.Len() == 0 {
		slices.SortFunc(sp.entries, comparePairRepeatEntries)
		for i := range sp.entries {
			fn(sp.entries[i][:])
		}
		return nil
	}
	if len(sp.entries) > 0 {
		if err := sp.spill(ctx); err != nil {
			return err
		}
	}
	if err := sp.tempRuns(ctx).Merge(func(k, _ []byte) error { fn(k); return nil }); err != nil {
		return fmt.Errorf("counting repeated pairs: %w", err)
	}
	return nil
}
