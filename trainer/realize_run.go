package trainer

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/dataset"
)

// rawPredictionDesigns are the designs whose training program writes raw
// predictions (tags; labels and span outputs) that the launcher realizes
// into predictions.jsonl, by the file each writes.
var rawPredictionDesigns = map[string]string{
	TaggerRawPredictions: Tagger,
	U2TFRawPredictions:   U2TF,
}

// RunRealized says what RealizeRunPredictions did: Path is the file to
// score; N predictions of Design were realized from Raw into it, or none
// (N 0, Path the path given) when nothing was to be realized.
type RunRealized struct {
	Path, Design, Raw string
	N                 int
}

// RealizeRunPredictions makes a tagger or u2tf run's predictions.jsonl
// from its raw predictions when the run has none, or older ones, and says
// which file to score; any other path (a predictions file, a seq2seq run,
// a URL, "-") comes back as it is. A local run's launcher realizes them
// when the program ends, but a Slurm or Kubernetes job's launcher has
// returned long before, so such a run held only predictions.tags.jsonl or
// predictions.u2tf.jsonl and no command turned them into sentences:
// evaluate on the run folder, its run.json or the raw file said "the run
// wrote no predictions.jsonl (... it has not decoded yet)". It realizes
// them as the launcher does (RealizePredictions, the derive steps' own
// realization), into the run folder. Raw predictions newer than the
// run's predictions.jsonl (a job resumed on the cluster decoded again)
// are realized again rather than the old sentences scored.
func RealizeRunPredictions(in string) (RunRealized, error) {
	as := RunRealized{Path: in}
	if in == "-" || dataset.IsURL(in) {
		return as, nil
	}
	st, err := os.Stat(in)
	if err != nil {
		return as, nil // missing: the caller says so, as for any input
	}
	dir, raw, rawInfo := in, "", os.FileInfo(nil)
	if !st.IsDir() {
		dir = filepath.Dir(in)
		switch base := filepath.Base(in); {
		case base == "run.json":
		case rawPredictionDesigns[base] != "":
			raw, rawInfo = in, st
		default:
			return as, nil
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "run.json")); err != nil {
		return as, nil // not a train run folder
	}
	for _, name := range []string{TaggerRawPredictions, U2TFRawPredictions} {
		if raw != "" {
			break
		}
		if fi, err := os.Stat(filepath.Join(dir, name)); err == nil {
			raw, rawInfo = filepath.Join(dir, name), fi
		}
	}
	if raw == "" {
		return as, nil // a seq2seq run, or nothing decoded
	}
	out := filepath.Join(dir, "predictions.jsonl")
	if pst, err := os.Stat(out); err == nil && !rawInfo.ModTime().After(pst.ModTime()) {
		return as, nil // realized already, by the launcher or an earlier evaluate
	}
	design := rawPredictionDesigns[filepath.Base(raw)]
	n, err := RealizePredictions(design, raw, out)
	if err != nil {
		return as, fmt.Errorf("realizing the run's %s predictions into %s: %w", design, out, err)
	}
	return RunRealized{Path: out, Design: design, Raw: raw, N: n}, nil
}
