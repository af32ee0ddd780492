package transforms

import (
	"slices"
	"testing"
)

// TestAddStatSplitBoundsTheList: a file read into every split keeps at most
// maxStatSplits of them (it kept one more), each once, in the order met.
func TestAddStatSplitBoundsTheList(t *testing.T) {
	var splits []string
	for _, s := range []string{"train", "train", "", "dev", "train", "test", "a", "b", "c"} {
		splits = addStatSplit(splits, s)
	}
	if want := []string{"train", "dev", "test", "a"}; !slices.Equal(splits, want) {
		t.Errorf("splits %q, want %q (at most %d)", splits, want, maxStatSplits)
	}
}
