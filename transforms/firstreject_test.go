package transforms

import (
	"sort"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestRejectBeforeIsInputOrder: the reject a summary or refusal calls the
// first is the first in the input, by file and then line number; it was the
// first row of the first reject shard, sorted by id as a string, so a file
// whose every line was bad was named at line 12 ("x:12" < "x:2").
func TestRejectBeforeIsInputOrder(t *testing.T) {
	locs := []string{
		"b.jsonl:1",
		"a.jsonl:12",
		"a.jsonl:2",
		"gs://b/a.jsonl:3",
		"a.jsonl:10-11",
		"a.jsonl:1",
		"val.csv:a/2.wav#v1 (row of parent version v)",
		"val.csv:a/1.wav (row of parent version v)",
		"nolines",
	}
	rs := make([]*dataset.Reject, len(locs))
	for i, l := range locs {
		rs[i] = &dataset.Reject{ID: l, Location: l}
	}
	sort.Slice(rs, func(i, j int) bool { return rejectBefore(rs[i], rs[j]) })
	want := []string{"a.jsonl:1", "a.jsonl:2", "a.jsonl:10-11", "a.jsonl:12", "b.jsonl:1", "gs://b/a.jsonl:3", "nolines",
		"val.csv:a/1.wav (row of parent version v)", "val.csv:a/2.wav#v1 (row of parent version v)"}
	for i, r := range rs {
		if r.Location != want[i] {
			t.Fatalf("order %d: %q, want %q (all: %v)", i, r.Location, want[i], want)
		}
	}
}
