package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/trainer"
)

// rawPredictionDesigns are the designs whose training program writes raw
// predictions (tags; labels and span outputs) that the launcher realizes
// into predictions.jsonl, by the file each writes.
var rawPredictionDesigns = map[string]string{
	trainer.TaggerRawPredictions: trainer.Tagger,
	trainer.U2TFRawPredictions:   trainer.U2TF,
}

// realizeRunPredictions makes a tagger or u2tf run's predictions.jsonl from
// its raw predictions when the run has none and returns the file to score;
// any other --in comes back as it is. A local run's launcher realizes them
// when the program ends, but a Slurm or Kubernetes job's launcher has
// returned long before, so such a run held only predictions.tags.jsonl or
// predictions.u2tf.jsonl and no command turned them into sentences:
// evaluate on the run folder, its run.json or the raw file said "the run
// wrote no predictions.jsonl (... it has not decoded yet)". It realizes them
// as the launcher does (trainer.RealizePredictions, the derive steps' own
// realization), into the run folder, and says so on stderr.
func realizeRunPredictions(in string, stderr io.Writer) (string, error) {
	if in == "-" || dataset.IsURL(in) {
		return in, nil
	}
	st, err := os.Stat(in)
	if err != nil {
		return in, nil // missing: said later, as for any --in
	}
	dir, raw := in, ""
	if !st.IsDir() {
		dir = filepath.Dir(in)
		switch base := filepath.Base(in); {
		case base == "run.json":
		case rawPredictionDesigns[base] != "":
			raw = in
		default:
			return in, nil
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "run.json")); err != nil {
		return in, nil // not a train run folder
	}
	if raw == "" {
		for _, name := range []string{trainer.TaggerRawPredictions, trainer.U2TFRawPredictions} {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				raw = filepath.Join(dir, name)
				break
			}
		}
		if raw == "" {
			return in, nil // a seq2seq run, or nothing decoded: notPredictions says which
		}
	}
	out := filepath.Join(dir, "predictions.jsonl")
	if pst, err := os.Stat(out); err == nil {
		// Realized already (by the launcher or an earlier evaluate):
		// notPredictions names it, unless the raw predictions are newer
		// (a job resumed on the cluster decoded again), which are
		// realized again rather than the old sentences scored.
		if rst, err := os.Stat(raw); err != nil || !rst.ModTime().After(pst.ModTime()) {
			return in, nil
		}
	}
	design := rawPredictionDesigns[filepath.Base(raw)]
	n, err := trainer.RealizePredictions(design, raw, out)
	if err != nil {
		return "", fmt.Errorf("realizing the run's %s predictions into %s: %w", design, out, err)
	}
	fmt.Fprintf(stderr, "itnprep evaluate: realized %d %s predictions of %s into %s, as the launcher does after a local run (a Slurm or Kubernetes job's run holds only the raw ones)\n", n, design, raw, out)
	return out, nil
}
