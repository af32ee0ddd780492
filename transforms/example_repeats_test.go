package transforms_test

import (
	"context"
	"fmt"
	"os"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 the CLI's in-process runner, as prep --runner direct runs it

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/transforms"
)

// RepeatedPairs counts the rows that repeat an earlier row's written and
// spoken text in their split; with Dedupe it keeps the first of each by
// file and line and sets the others aside as select/repeated_pair. The
// runs it spills go under the staging folder's runs.
func ExampleRepeatedPairs() {
	staging, err := os.MkdirTemp("", "staging")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(staging)
	at := func(line int64, split, written, spoken string) dataset.Pair {
		return dataset.Pair{ID: fmt.Sprintf("cites.txt:%d", line), Source: "text", Split: split, Written: written, Spoken: spoken,
			From: dataset.Origin{File: "cites.txt", Line: line}}
	}
	p, s := beam.NewPipelineWithRoot()
	pairs := beam.CreateList(s, []dataset.Pair{
		at(3, "train", "Retrieved 2015.", "retrieved twenty fifteen"),
		at(1, "train", "Retrieved 2015.", "retrieved twenty fifteen"),
		at(2, "test", "Retrieved 2015.", "retrieved twenty fifteen"), // another split: no repeat
		at(4, "train", "Retrieved 2016.", "retrieved twenty sixteen"),
	})
	kept, setAside, count := transforms.RepeatedPairs(s, transforms.RepeatsConfig{Staging: staging, Dedupe: true}, pairs)
	beam.ParDo0(s, printRepeats, beam.Impulse(s), beam.SideInput{Input: count}, beam.SideInput{Input: kept}, beam.SideInput{Input: setAside})
	if _, err := direct.Execute(context.Background(), p); err != nil {
		panic(err)
	}
	// Output:
	// repeats: 1
	// kept: [cites.txt:1 cites.txt:2 cites.txt:4]
	// set aside: cites.txt:3 select/repeated_pair: cites.txt:3: --dedupe: the same written and spoken text as the row "cites.txt:1", kept in split train
}

func printRepeats(_ []byte, count int64, keptIt func(*dataset.Pair) bool, setAsideIt func(*dataset.Reject) bool) {
	fmt.Println("repeats:", count)
	var ids []string
	var p dataset.Pair
	for keptIt(&p) {
		ids = append(ids, p.ID)
	}
	slices.Sort(ids)
	fmt.Println("kept:", ids)
	var r dataset.Reject
	for setAsideIt(&r) {
		fmt.Printf("set aside: %s %s: %s\n", r.ID, r.Rule, r.Reason)
	}
}
