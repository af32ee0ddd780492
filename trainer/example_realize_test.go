package trainer_test

import (
	"fmt"

	"github.com/itnprep/itnprep/trainer"
)

// RawPredictionDesign tells a tagger's or u2tf's raw prediction line (what
// the training program writes before the launcher realizes it) from a
// prediction evaluate reads, so that evaluate can name a raw file copied
// out of its run folder instead of quarantining every line.
func ExampleRawPredictionDesign() {
	for _, line := range []string{
		`{"id": "r1", "src": "four hundred fish", "tags": ["_4", "00_", "<SELF>"], "ref": "400 fish"}`,
		`{"id": "r1", "src": "four hundred fish", "hyp": "400 fish", "ref": "400 fish"}`,
	} {
		fmt.Printf("%q\n", trainer.RawPredictionDesign([]byte(line)))
	}
	// Output:
	// "tagger"
	// ""
}

// CountNote says when a run's realized predictions are not as many as the
// test rows its run.json says the program decodes (a Slurm job's raw file
// cut short in its copy), and nothing when they are.
func ExampleRunRealized_CountNote() {
	r := trainer.RunRealized{Raw: "run/predictions.tags.jsonl", N: 2, TestRows: 3, TestVersion: "v1"}
	fmt.Println(r.CountNote())
	r.N = 3
	fmt.Printf("%q\n", r.CountNote())
	// Output:
	// run/predictions.tags.jsonl holds 2 predictions, fewer than the 3 test rows of v1 that the run decodes: the figures are over these 2 only, not the whole split (a file cut short in its copy from the cluster, or edited?)
	// ""
}
