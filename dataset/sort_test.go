package dataset

import (
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// Ids taken from data can repeat; a shard's bytes must still not depend on
// the order rows arrive in, so every permutation must sort the same way.
func TestSortIsTotalWithRepeatedIDs(t *testing.T) {
	pairs := []Pair{
		{ID: "f:dup", Written: "b"}, {ID: "f:dup", Written: "a"}, {ID: "f:dup", Written: "a", Spoken: "x"},
		{ID: "f:a", Written: "z"}, {ID: "f:dup#v1", Written: "a", Variant: Int32(1)}, {ID: "f:dup", Written: "c"},
	}
	rejects := []Reject{
		{ID: "f:dup", Location: "f:dup", Rule: "empty_text"}, {ID: "f:dup", Location: "f:dup", Rule: "unverbalizable"},
		{ID: "f:dup", Location: "f:2", Rule: "x"}, {ID: "f:a", Location: "f:9", Raw: "q"}, {ID: "f:dup", Location: "f:dup", Rule: "empty_text", Raw: "r"},
	}
	wantP := append([]Pair(nil), pairs...)
	SortPairs(wantP)
	wantR := append([]Reject(nil), rejects...)
	SortRejects(wantR)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200; i++ {
		p := append([]Pair(nil), pairs...)
		r.Shuffle(len(p), func(a, b int) { p[a], p[b] = p[b], p[a] })
		SortPairs(p)
		if !reflect.DeepEqual(p, wantP) {
			t.Fatalf("pair order depends on arrival order:\n%+v\n%+v", p, wantP)
		}
		q := append([]Reject(nil), rejects...)
		r.Shuffle(len(q), func(a, b int) { q[a], q[b] = q[b], q[a] })
		SortRejects(q)
		if !reflect.DeepEqual(q, wantR) {
			t.Fatalf("reject order depends on arrival order:\n%+v\n%+v", q, wantR)
		}
	}
}

// TestShardOfIsFNV1a: the inline hash is hash/fnv's FNV-1a, so rows keep
// their shards (and versions their ids).
func TestShardOfIsFNV1a(t *testing.T) {
	for _, id := range []string{"", "a", "output-00003-of-00100:12345", "x#v2", "naïve 😀", strings.Repeat("z", 1000)} {
		h := fnv.New64a()
		h.Write([]byte(id))
		if got, want := fnv64a(id), h.Sum64(); got != want {
			t.Errorf("fnv64a(%q) = %x, hash/fnv %x", id, got, want)
		}
		for _, n := range []int{2, 3, 4, 7, 64} {
			if got, want := ShardOf(id, n), int(h.Sum64()%uint64(n)); got != want {
				t.Errorf("ShardOf(%q, %d) = %d, want %d", id, n, got, want)
			}
		}
	}
}
