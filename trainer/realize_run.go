package trainer

import (
	"encoding/json"
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
	// TestRows is how many test rows the run decodes, as its run.json
	// records them (the --test-dataset's or the dataset's test split, or
	// --decode-limit's first rows), of TestVersion; 0 when run.json does
	// not say. Realized N, when not TestRows, is said (CountNote).
	TestRows    int64
	TestVersion string
	DecodeLimit int
}

// CountNote says, in a sentence for stderr, that the realized predictions
// are not the rows of the test split the run decodes, or "" when they
// are (or run.json does not say how many those are). A Slurm or
// Kubernetes job's raw predictions cut short (a copy off the cluster
// stopped, a file edited by hand) were realized and scored as the
// split's without a word, the local launcher's score line ("the first 10
// of its 86 sentences") having no counterpart here (qa81).
func (r RunRealized) CountNote() string {
	if r.TestRows <= 0 || int64(r.N) == r.TestRows {
		return ""
	}
	rows := fmt.Sprintf("the %d test rows of %s that the run decodes", r.TestRows, r.TestVersion)
	if r.DecodeLimit > 0 {
		rows += fmt.Sprintf(" (the split's first, --decode-limit %d)", r.DecodeLimit)
	}
	if int64(r.N) < r.TestRows {
		return fmt.Sprintf("%s holds %d predictions, fewer than %s: the figures are over these %d only, not the whole split (a file cut short in its copy from the cluster, or edited?)", r.Raw, r.N, rows, r.N)
	}
	return fmt.Sprintf("%s holds %d predictions, more than %s: it holds lines of another run or repeated ones (joined, or edited?), and the figures count them", r.Raw, r.N, rows)
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
	plan.TestRows, plan.TestVersion, plan.DecodeLimit = runTestRows(runRecordOf(filepath.Dir(plan.Path)))
	return plan, nil
}

// runRecordOf is the record of the run in dir: its run.json, else the
// dry-run.json of a run started by hand from a dry run's printed command
// (docs/TRAINING.md, Launchers), which writes no run.json; "" when there
// is neither. Such a tagger or u2tf run ended with its raw predictions
// only, and evaluate on its folder said that a dry run decodes nothing
// (qa81, the u2tf dry run's command run as TRAINING.md says).
func runRecordOf(dir string) string {
	for _, name := range []string{"run.json", DryRunRecord} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return filepath.Join(dir, name)
		}
	}
	return ""
}

// runTestRows reads from a run's run.json how many test rows its program
// decodes: the --test-dataset's test split, else the dataset's, or the
// first --decode-limit of them; 0 when the record does not say.
func runTestRows(record string) (rows int64, version string, decodeLimit int) {
	b, err := os.ReadFile(record)
	if err != nil {
		return 0, "", 0
	}
	var rec RunRecord
	if json.Unmarshal(b, &rec) != nil {
		return 0, "", 0
	}
	ref := &rec.Dataset
	if rec.TestDataset != nil {
		ref = rec.TestDataset
	}
	rows, version = ref.Rows["test"], ref.VersionID
	if n := rec.Hyper.DecodeLimit; n > 0 && int64(n) < rows {
		return int64(n), version, n
	}
	return rows, version, 0
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
		case base == "run.json", base == DryRunRecord:
		case rawPredictionDesigns[base] != "":
			raw, rawInfo = in, st
		default:
			return as
		}
	}
	if runRecordOf(dir) == "" {
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
