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
	plan := PlanRunPredictions(in)
	if plan.Raw == "" {
		return plan, nil
	}
	n, err := RealizePredictions(plan.Design, plan.Raw, plan.Path)
	if err != nil {
		return RunRealized{Path: in}, fmt.Errorf("realizing the run's %s predictions into %s: %w", plan.Design, plan.Path, err)
	}
	plan.N = n
	return plan, nil
}

// PlanRunPredictions is RealizeRunPredictions without the writing: the
// file to score, and, when Raw is not empty, the raw predictions of
// Design that RealizeRunPredictions would realize into Path (N is 0). A
// dry run (evaluate --beam --runner vet) asks it, which must write nothing
// into the run folder: it realized predictions.jsonl there.
func PlanRunPredictions(in string) RunRealized {
	as := RunRealized{Path: in}
	if in == "-" || dataset.IsURL(in) {
		return as
	}
	st, err := os.Stat(in)
	if err != nil {
		return as // missing: the caller says so, as for any input
	}
	dir, raw, rawInfo := in, "", os.FileInfo(nil)
	if !st.IsDir() {
		dir = filepath.Dir(in)
		switch base := filepath.Base(in); {
		case base == "run.json":
		case rawPredictionDesigns[base] != "":
			raw, rawInfo = in, st
		default:
			return as
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "run.json")); err != nil {
		return as // not a train run folder
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
		return as // a seq2seq run, or nothing decoded
	}
	out := filepath.Join(dir, "predictions.jsonl")
	if pst, err := os.Stat(out); err == nil && !rawInfo.ModTime().After(pst.ModTime()) {
		return as // realized already, by the launcher or an earlier evaluate
	}
	return RunRealized{Path: out, Design: rawPredictionDesigns[filepath.Base(raw)], Raw: raw}
}
