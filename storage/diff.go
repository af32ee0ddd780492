package storage

import (
	"container/heap"
	"context"
	"encoding/json"
	"fmt"
	"github.com/itnprep/itnprep/dataset"
	"reflect"
	"sort"
)

// DiffResult counts rows by id between two versions.
type DiffResult struct {
	Added, Removed, Changed, Same int64
	// Examples holds up to MaxExamples ids of each kind.
	AddedIDs, RemovedIDs, ChangedIDs []string
}

// MaxDiffExamples bounds the ids a diff lists per kind.
const MaxDiffExamples = 20

// Diff compares versions a and b row by row, keyed by id. Shards are sorted
// by id, so each split is a k-way merge of its shards: memory holds one small
// batch per shard, never the whole dataset.
func Diff(ctx context.Context, dirA, dirB string) (*DiffResult, error) {
	ma, err := LoadManifest(ctx, dirA)
	if err != nil {
		return nil, err
	}
	mb, err := LoadManifest(ctx, dirB)
	if err != nil {
		return nil, err
	}
	res := &DiffResult{}
	splits := map[string]bool{}
	for _, s := range append(append([]dataset.ShardInfo(nil), ma.Shards...), mb.Shards...) {
		splits[s.Split] = true
	}
	names := make([]string, 0, len(splits))
	for s := range splits {
		names = append(names, s)
	}
	sort.Strings(names)
	for _, split := range names {
		sa, err := openMerged(ctx, dirA, ma, split)
		if err != nil {
			return nil, err
		}
		sb, err := openMerged(ctx, dirB, mb, split)
		if err != nil {
			sa.Close()
			return nil, err
		}
		err = diffStreams(sa, sb, res)
		sa.Close()
		sb.Close()
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}

func diffStreams(a, b *mergedStream, res *DiffResult) error {
	pa, oka, err := a.Next()
	if err != nil {
		return err
	}
	pb, okb, err := b.Next()
	if err != nil {
		return err
	}
	note := func(list *[]string, id string) {
		if len(*list) < MaxDiffExamples {
			*list = append(*list, id)
		}
	}
	for oka || okb {
		switch {
		case oka && (!okb || pa.ID < pb.ID):
			res.Removed++
			note(&res.RemovedIDs, pa.ID)
			if pa, oka, err = a.Next(); err != nil {
				return err
			}
		case okb && (!oka || pb.ID < pa.ID):
			res.Added++
			note(&res.AddedIDs, pb.ID)
			if pb, okb, err = b.Next(); err != nil {
				return err
			}
		default:
			if reflect.DeepEqual(normalizeForDiff(pa), normalizeForDiff(pb)) {
				res.Same++
			} else {
				res.Changed++
				note(&res.ChangedIDs, pa.ID)
			}
			if pa, oka, err = a.Next(); err != nil {
				return err
			}
			if pb, okb, err = b.Next(); err != nil {
				return err
			}
		}
	}
	return nil
}

// normalizeForDiff makes nil and empty lists compare equal.
func normalizeForDiff(p dataset.Pair) string {
	b, _ := json.Marshal(p)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	for k, v := range m {
		if v == nil {
			delete(m, k)
		}
		if l, ok := v.([]any); ok && len(l) == 0 {
			delete(m, k)
		}
	}
	out, _ := json.Marshal(m)
	return string(out)
}

// mergedStream yields a split's rows in id order across its shards.
type mergedStream struct {
	h       streamHeap
	streams []*PairStream
}

type streamHead struct {
	p dataset.Pair
	s *PairStream
}

type streamHeap []streamHead

func (h streamHeap) Len() int           { return len(h) }
func (h streamHeap) Less(i, j int) bool { return h[i].p.ID < h[j].p.ID }
func (h streamHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *streamHeap) Push(x any)        { *h = append(*h, x.(streamHead)) }
func (h *streamHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func openMerged(ctx context.Context, dir string, m *dataset.Manifest, split string) (*mergedStream, error) {
	ms := &mergedStream{}
	for _, sh := range m.Shards {
		if sh.Split != split {
			continue
		}
		s, err := OpenPairStream(ctx, dataset.Join(dir, sh.Path))
		if err != nil {
			ms.Close()
			return nil, err
		}
		ms.streams = append(ms.streams, s)
		p, ok, err := s.Next()
		if err != nil {
			ms.Close()
			return nil, err
		}
		if ok {
			ms.h = append(ms.h, streamHead{p: *p, s: s})
		}
	}
	heap.Init(&ms.h)
	return ms, nil
}

// Next returns the smallest remaining row.
func (m *mergedStream) Next() (dataset.Pair, bool, error) {
	if m.h.Len() == 0 {
		return dataset.Pair{}, false, nil
	}
	top := m.h[0]
	p, ok, err := top.s.Next()
	if err != nil {
		return dataset.Pair{}, false, err
	}
	if ok {
		m.h[0].p = *p
		heap.Fix(&m.h, 0)
	} else {
		heap.Pop(&m.h)
	}
	return top.p, true, nil
}

func (m *mergedStream) Close() {
	for _, s := range m.streams {
		s.Close()
	}
}

// String summarizes a diff in one line.
func (d *DiffResult) String() string {
	return fmt.Sprintf("added %d, removed %d, changed %d, unchanged %d", d.Added, d.Removed, d.Changed, d.Same)
}
