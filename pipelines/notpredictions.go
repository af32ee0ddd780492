package pipelines

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/trainer"
)

// NotPredictions refuses, in one line, an evaluate --input that is not
// predictions, saying what evaluate wants instead of the bare "is a
// directory" or "no such file" of opening it, or the "invalid JSON at byte
// 1" of every line quarantined and "0 usable sentences" at the end: a
// dataset version (a folder or OUT/NAME@TAG), its manifest or card, a
// train run's folder or record (its predictions.jsonl named, or why the
// run wrote none: trainer.WhyNoPredictions), a tagger's or u2tf's raw
// predictions, a file of an export nemo-tagger folder
// (NeMoExportNotPredictions) or of a version staged for training
// (trainer.StagedNotPredictions), a JSON document or a CSV or TSV table
// (notJSONLines). It is nil for "-" (stdin), for a URL, a missing file
// and anything it cannot tell from predictions: the reader says.
//
// Where the input is one of the program's own files in the wrong place (a
// version, its manifest or card, a file of an export or of a staged
// version, a run folder whose predictions.jsonl is there, raw predictions
// copied out of their run) the refusal is a *dataset.KindError, which the
// CLI reports as a usage error (exit 2) in every command alike; the others
// (another folder, a run that wrote no predictions, a JSON document, a
// table) are plain errors (exit 1). The checks are the evaluate job's, so
// they live beside RunEvaluate: the CLI parses flags and calls this.
func NotPredictions(ctx context.Context, in string) error {
	const want = "evaluate scores predictions: JSONL or Parquet rows with id, src, hyp and ref, such as a train run's predictions.jsonl"
	if in == "-" {
		return nil
	}
	if dir, err := storage.ResolveVersion(ctx, in); err == nil && isVersion(ctx, dir) {
		resolved := ""
		if filepath.Clean(dir) != filepath.Clean(in) {
			resolved = " (" + dir + ")" // OUT/NAME@TAG: the folder it names
		}
		return dataset.WrongKind("%s is a dataset version%s, not predictions; %s", in, resolved, want)
	}
	st, err := os.Stat(in)
	if err != nil {
		return nil // a URL, or missing: the reader says
	}
	if st.IsDir() {
		// A train run folder: its predictions are in it.
		if _, err := os.Stat(filepath.Join(in, "run.json")); err == nil {
			return runPredictions(in, in, "a train run folder") // the folder given, not its run.json
		}
		if _, err := os.Stat(filepath.Join(in, trainer.DryRunRecord)); err == nil {
			return dryRunPredictions(in, in, "the folder of a train --dry-run")
		}
		return fmt.Errorf("%s is a folder, not a predictions file; %s", in, want)
	}
	// A tagger's or u2tf's raw predictions (tags; labels and span outputs)
	// beside their run: every line was quarantined for its missing "hyp".
	if base := filepath.Base(in); base == "predictions.tags.jsonl" || base == "predictions.u2tf.jsonl" {
		if _, err := os.Stat(filepath.Join(filepath.Dir(in), "run.json")); err == nil {
			return runPredictions(filepath.Dir(in), in, "a train run's raw "+strings.TrimSuffix(strings.TrimPrefix(base, "predictions."), ".jsonl")+" predictions, before the launcher realized them into sentences")
		}
	}
	// A file of an export nemo-tagger folder or of a version staged for
	// training (train's --cache), beside the record that says so.
	if err := NeMoExportNotPredictions(in, want); err != nil {
		return err
	}
	if err := trainer.StagedNotPredictions(in, want); err != nil {
		return err
	}
	if !strings.HasSuffix(strings.ToLower(in), ".parquet") {
		// A version's manifest or card, read line by line, quarantined
		// every line (or, a one-line manifest, its one line).
		if v := storage.EnclosingVersion(ctx, in); v != "" {
			what := map[string]string{dataset.ManifestFile: "the manifest", "README.md": "the card"}[filepath.Base(in)]
			if what == "" {
				what = "a file"
			}
			return dataset.WrongKind("%s is %s of the dataset version %s, not predictions; %s", in, what, v, want)
		}
		f, err := os.Open(in)
		if err != nil {
			return nil // the reader says
		}
		defer f.Close()
		return notJSONLines(in, f, want)
	}
	return nil
}

// notJSONLines refuses, in one line, predictions in a shape evaluate does
// not read whose every line would be quarantined ("invalid JSON at byte 1:
// expected '{'", one stderr line per line, then "0 usable sentences"): a
// JSON document (an array of records, on one line or many; a
// pretty-printed object), refused as the prep readers, align and
// mine-pairs refuse one (sources.NotJSONLines: evaluate had a check and a
// wording of its own), unless it is a train run's record (run.json,
// dry-run.json), whose predictions are named instead; or a CSV or TSV
// table with hyp and ref columns (a spreadsheet's or pandas' export). Only
// a buffer holding the first non-blank line of r is read, and a JSON
// document whole (up to 16 MiB): a JSON lines file is not read twice.
func notJSONLines(path string, r io.Reader, want string) error {
	br := bufio.NewReaderSize(io.LimitReader(r, 16<<20+1), 1<<16)
	head, first := firstNonBlankLine(br)
	// The line's number: blank lines may come before it.
	line := strings.Count(strings.TrimSuffix(string(head), "\n"), "\n") + 1
	if refusal := sources.NotJSONLines(path, line, []byte(first)); refusal != nil {
		rest, err := io.ReadAll(br)
		if doc := append(head, rest...); err == nil && len(doc) <= 16<<20 {
			if err := recordNotPredictions(path, doc, want); err != nil {
				return err
			}
		}
		return refusal
	}
	if first != "" && first[0] == '{' {
		// A tagger's or u2tf's raw predictions copied out of their run
		// folder (beside run.json they are realized): every line was
		// quarantined for its missing "hyp".
		if design := trainer.RawPredictionDesign([]byte(first)); design != "" {
			file := map[string]string{trainer.Tagger: trainer.TaggerRawPredictions, trainer.U2TF: trainer.U2TFRawPredictions}[design]
			return dataset.WrongKind("%s:%d: a %s run's raw predictions (%s: what the training program wrote, before the launcher realized them into sentences), not predictions; put the file back in its run folder, beside its run.json (or the dry-run.json of a run started by hand from a dry run's command), as %s, and 'itnprep evaluate --input RUN_DIR' realizes them into RUN_DIR/predictions.jsonl and scores that",
				path, line, design, file, file)
		}
		// A record written on one line (run.json by another tool, a
		// manifest saved by jq -c) is a JSON line like a prediction:
		// its one line was quarantined for its missing "hyp".
		return recordNotPredictions(path, []byte(first), want)
	}
	if first == "" || !utf8.ValidString(first) {
		return nil
	}
	for _, sep := range []string{",", "\t", "|"} {
		cols := map[string]bool{}
		for _, c := range strings.Split(first, sep) {
			cols[strings.ToLower(strings.Trim(strings.TrimSpace(c), `"`))] = true
		}
		if cols["hyp"] && cols["ref"] {
			return fmt.Errorf("%s: a table with the header %q, not JSON lines; %s (python3 -c 'import csv,json,sys; [print(json.dumps(r)) for r in csv.DictReader(sys.stdin%s)]' < %s > OUT.jsonl writes them so)",
				path, first, want, map[string]string{",": "", "\t": ", delimiter=\"\\t\"", "|": ", delimiter=\"|\""}[sep], path)
		}
	}
	return nil
}

// recordNotPredictions refuses, in one line, a JSON document (doc: the
// whole file, or its one line) that is one of the program's records rather
// than predictions, by its "format": a train run's run.json or a dry run's
// record (its predictions are named), a dataset version's manifest, an
// export's export.json or a staged version's stage.json. Anything else,
// predictions included, passes.
func recordNotPredictions(path string, doc []byte, want string) error {
	var rec struct {
		Format  string `json:"format"`
		Status  string `json:"status"`
		Version string `json:"version_id"`
	}
	if json.Unmarshal(doc, &rec) != nil {
		return nil
	}
	switch rec.Format {
	case trainer.RunRecordFormat:
		if rec.Status == "dry-run" {
			return dryRunPredictions(filepath.Dir(path), path, "a train --dry-run's record")
		}
		return runPredictions(filepath.Dir(path), path, "a train run's record")
	case dataset.FormatV1:
		return dataset.WrongKind("%s is the manifest of the dataset version %s, not predictions; %s", path, rec.Version, want)
	case NeMoExportFormat:
		return dataset.WrongKind("%s is the record of an export of the dataset version %s (%s), not predictions; %s", path, rec.Version, NeMoExportFile, want)
	case trainer.StageFormat:
		return dataset.WrongKind("%s is the record of the dataset version %s staged for training (stage.json), not predictions; %s", path, rec.Version, want)
	}
	return nil
}

// runPredictions names a train run's predictions for evaluate, given its
// folder or its run.json.
func runPredictions(dir, record, what string) error {
	p := filepath.Join(dir, "predictions.jsonl")
	if _, err := os.Stat(p); err == nil {
		return dataset.WrongKind("%s is %s, not predictions: score its predictions with --input %s", record, what, shellquote.Quote(p))
	}
	if why := trainer.WhyNoPredictions(dir); why != "" {
		return fmt.Errorf("%s is %s, not predictions, and the run wrote no predictions.jsonl: %s", record, what, why)
	}
	return fmt.Errorf("%s is %s, not predictions, and the run wrote no predictions.jsonl (its test split was empty, or it has not decoded yet; its run.json says)", record, what)
}

// dryRunPredictions names what to do with a train --dry-run's folder or
// its dry-run.json given to evaluate: a dry run trained and decoded
// nothing. It said "a folder, not a predictions file" of the folder, and
// of the record that the run "has not decoded yet; its run.json says",
// where a dry run writes no run.json. A later real run in the folder
// wrote predictions.jsonl: that is named instead.
func dryRunPredictions(dir, record, what string) error {
	if _, err := os.Stat(filepath.Join(dir, "predictions.jsonl")); err == nil {
		return runPredictions(dir, record, what)
	}
	return fmt.Errorf("%s is %s, not predictions: a dry run trains and decodes nothing; run the train command without --dry-run (%s holds what it staged), then score %s",
		record, what, filepath.Join(dir, trainer.DryRunRecord), shellquote.Quote(filepath.Join(dir, "predictions.jsonl")))
}

// firstNonBlankLine reads br up to its first line holding more than
// white space (and a byte-order mark), or to its end or first error. It
// returns the bytes read and that line trimmed ("" when there is none).
func firstNonBlankLine(br *bufio.Reader) (head []byte, first string) {
	for {
		line, err := br.ReadBytes('\n')
		head = append(head, line...)
		if t := strings.TrimSpace(strings.TrimPrefix(string(line), "\ufeff")); t != "" || err != nil {
			return head, t
		}
	}
}

// isVersion: dir holds a readable manifest (a complete dataset version).
func isVersion(ctx context.Context, dir string) bool {
	_, err := storage.LoadManifest(ctx, dir)
	return err == nil
}
