package transforms

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 the CLI's in-process runner: it hands the job's context to each DoFn

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
)

// TestPieceHeapKeepsTheMostObserved checks the --max-distinct cap: the
// pieces kept are the max with the most observations (ties by key)
// whatever the order they come in and however they are split into
// bundles, and what was left out is counted.
func TestPieceHeapKeepsTheMostObserved(t *testing.T) {
	var all []fitExamined
	total := 0
	for i := range 200 {
		r := fitExamined{Key: fmt.Sprintf("piece %03d", i), Count: 1 + i%17}
		all = append(all, r)
		total += r.Count
	}
	want := slices.Clone(all)
	slices.SortFunc(want, func(a, b fitExamined) int {
		if morePiece(&a, &b) {
			return -1
		}
		return 1
	})
	want = want[:25]
	keptObs := 0
	for _, r := range want {
		keptObs += r.Count
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, bundles := range []int{1, 3, 7} {
		rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		// Each bundle keeps its best 25 (capPiecesFn), the fit the best 25
		// of those (fitStyleFn).
		final := &pieceHeap{max: 25}
		for b := range bundles {
			h := &pieceHeap{max: 25}
			for i := b; i < len(all); i += bundles {
				h.offer(all[i])
			}
			for _, r := range h.rows {
				final.offer(r)
			}
			final.dropped = sumFitDropped(final.dropped, h.dropped)
		}
		got := slices.Clone(final.rows)
		slices.SortFunc(got, func(a, b fitExamined) int {
			if morePiece(&a, &b) {
				return -1
			}
			return 1
		})
		if !slices.EqualFunc(got, want, func(a, b fitExamined) bool { return a.Key == b.Key && a.Count == b.Count }) {
			t.Errorf("%d bundles: kept %v, want %v", bundles, got, want)
		}
		if final.dropped != (fitDropped{Pieces: 175, Observations: total - keptObs}) {
			t.Errorf("%d bundles: dropped %+v, want 175 pieces, %d observations", bundles, final.dropped, total-keptObs)
		}
	}
	h := &pieceHeap{}
	for _, r := range all {
		h.offer(r)
	}
	if len(h.rows) != len(all) || h.dropped != (fitDropped{}) {
		t.Errorf("no cap: kept %d of %d, dropped %+v", len(h.rows), len(all), h.dropped)
	}
}

// The readers' rejects are counted and the first maxListedRejects by
// reason kept, whatever the bundles and their merge order: the report
// names the same records on any runner.
func TestMergeFitRejects(t *testing.T) {
	var parts []fitRejects
	for i := 14; i >= 0; i-- {
		parts = append(parts, fitRejects{N: 1, First: []string{fmt.Sprintf("f.jsonl:%02d: invalid JSON", i)}})
	}
	var fwd, rev fitRejects
	for i := range parts {
		fwd = mergeFitRejects(fwd, parts[i])
		rev = mergeFitRejects(parts[len(parts)-1-i], rev)
	}
	if fwd.N != 15 || len(fwd.First) != maxListedRejects || fwd.First[0] != "f.jsonl:00: invalid JSON" || fwd.First[9] != "f.jsonl:09: invalid JSON" {
		t.Fatalf("%+v", fwd)
	}
	if !reflect.DeepEqual(fwd, rev) {
		t.Errorf("merge order changes the sample: %+v vs %+v", fwd, rev)
	}
	rep := fitReport(normalize.FitReport{}, fitSentences{}, fitDropped{}, 0, fwd)
	if !strings.Contains(rep, RejectsHeading+" (10 of 15, by reason):\n\n- f.jsonl:00: invalid JSON\n") {
		t.Errorf("report: %s", rep)
	}
}

// A fit whose job is cancelled (Ctrl-C) stops at the next pair it would
// split or examine: the in-process runners look at the context only
// between stages, and a Ctrl-C while 1,500 sentences were split and
// examined (a verbalizer scan each) took effect once the last one was,
// 1-3 s later. A job begun cancelled examines nothing and writes no style.
func TestFitStyleStopsAtTheNextPairWhenCancelled(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	var pairs []dataset.Pair
	for i := range 200 {
		pairs = append(pairs, dataset.Pair{ID: fmt.Sprintf("f:%d", i+1), Written: fmt.Sprintf("On May %d, 2010.", i%28+1), Spoken: fmt.Sprintf("on may %s twenty ten", []string{"first", "second", "third"}[i%3])})
	}
	out := filepath.Join(t.TempDir(), "style.json")
	FitStyle(s, beam.CreateList(s, pairs), beam.CreateList(s, []dataset.Reject{}), FitStyleOptions{Path: out, Iterations: 10})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	Progress.FitPairsExamined.Store(0)
	_, err := direct.Execute(ctx, p)
	if err == nil || !errors.Is(err, context.Canceled) && !strings.Contains(err.Error(), context.Canceled.Error()) {
		t.Errorf("a cancelled fit: %v, want the context's error", err)
	}
	if n := Progress.FitPairsExamined.Load(); n != 0 {
		t.Errorf("a cancelled fit examined %d pairs, want none", n)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a cancelled fit wrote %s (%v)", out, err)
	}
}

// TestFitReportSmallDataWarning: the report warns of weights moved more
// than twofold on fewer than 20 observations, and only of those, and
// StyleFitSummary reads the warning back for the command.
func TestFitReportSmallDataWarning(t *testing.T) {
	rep := normalize.FitReport{Weights: []normalize.FittedWeight{
		{Distribution: "cardinal", Reading: "pairs", Base: 0.01, Fitted: 2, Observations: 16},
		{Distribution: "cardinal", Reading: "american", Base: 4, Fitted: 0.5, Observations: 400},
		{Distribution: "year", Reading: "pair", Base: 5, Fitted: 6, Observations: 3},
	}}
	text := fitReport(rep, fitSentences{}, fitDropped{}, 0, fitRejects{})
	_, warning, _ := StyleFitSummary([]byte(text))
	if !strings.HasPrefix(warning, "1 weight moved more than 2x on fewer than 20 observations each (cardinal pairs 0.01 -> 2 on 16)") {
		t.Errorf("warning %q\nreport:\n%s", warning, text)
	}
	// More than the 3 it lists: the rest are counted (testdata/stylefit's
	// fit listed 3 under "6 weights moved" as if they were all).
	many := rep
	many.Weights = nil
	for _, r := range []string{"a", "b", "c", "d", "e"} {
		many.Weights = append(many.Weights, normalize.FittedWeight{Distribution: "letters", Reading: r, Base: 1, Fitted: 3, Observations: 1})
	}
	_, warning, _ = StyleFitSummary([]byte(fitReport(many, fitSentences{}, fitDropped{}, 0, fitRejects{})))
	if !strings.HasPrefix(warning, "5 weights moved more than 2x on fewer than 20 observations each (letters a 1 -> 3 on 1; letters b 1 -> 3 on 1; letters c 1 -> 3 on 1; and 2 more in the table)") {
		t.Errorf("warning of 5 weights %q", warning)
	}
	rep.Weights[0].Observations = 20
	if _, warning, _ := StyleFitSummary([]byte(fitReport(rep, fitSentences{}, fitDropped{}, 0, fitRejects{}))); warning != "" {
		t.Errorf("warning on enough data: %q", warning)
	}
}
