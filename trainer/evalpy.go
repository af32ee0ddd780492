package trainer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/tagging"
)

// EvalPyAccuracy is a tagger run's sentence accuracy as NeMo's
// text_normalization_as_tagging evaluation/eval.py counts it (Antonova et
// al. 2022, the Thutmose tagger's figures): a sentence is right when the
// prediction, case-folded, equals the reference once spaces and "_" are
// removed, and a sentence whose reference holds a TELEPHONE or ELECTRONIC
// span is left out of the count (eval.py's skip_ids). eval's
// multiref_sentence_accuracy, train's "ignoring spaces (Thutmose's)",
// counts those sentences too. eval.py's multiple references (the written
// forms train and dev give a span's class and words, and the spoken words
// themselves) need GTN's whole train and dev in NeMo's layout and are not
// used: one reference, the row's target.
type EvalPyAccuracy struct {
	Right     int64 `json:"right"`
	Sentences int64 `json:"sentences"`
	// LeftOut counts the sentences with a TELEPHONE or ELECTRONIC span.
	LeftOut int64    `json:"left_out"`
	Rate    *float64 `json:"rate"`
}

// evalPySkipped are the classes whose sentences eval.py leaves out.
var evalPySkipped = map[string]bool{"TELEPHONE": true, "ELECTRONIC": true}

// readGoldRows reads a staged tagger test split (taggerStaged rows); ok is
// false when its rows have no classes (a held-out prep version), where
// eval.py's counts cannot be made.
func readGoldRows(path string) (rows []taggerStaged, ok bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	line := 0
	for sc.Scan() {
		line++
		var r taggerStaged
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, false, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		if r.Classes == nil || len(r.Classes) != len(strings.Fields(r.Src)) {
			return nil, false, nil
		}
		for _, s := range r.Spans {
			if s[0] < 0 || s[0] >= s[1] || int(s[1]) > len(r.Classes) {
				return nil, false, fmt.Errorf("%s:%d: span %v outside the row's %d words", path, line, s, len(r.Classes))
			}
		}
		rows = append(rows, r)
	}
	return rows, true, sc.Err()
}

// evalPyLeftOut returns the ids of the rows with a TELEPHONE or
// ELECTRONIC span.
func evalPyLeftOut(rows []taggerStaged) map[string]bool {
	ids := map[string]bool{}
	for _, r := range rows {
		for _, s := range r.Spans {
			if evalPySkipped[r.Classes[s[0]]] {
				ids[r.ID] = true
			}
		}
	}
	return ids
}

// scoreEvalPy counts predictions.jsonl's sentences as eval.py does, the
// rows of leftOut left out.
func scoreEvalPy(path string, leftOut map[string]bool) (EvalPyAccuracy, error) {
	f, err := os.Open(path)
	if err != nil {
		return EvalPyAccuracy{}, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	squeeze := strings.NewReplacer(" ", "", "_", "")
	var a EvalPyAccuracy
	line := 0
	for sc.Scan() {
		line++
		var p Prediction
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return EvalPyAccuracy{}, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		if leftOut[p.ID] {
			a.LeftOut++
			continue
		}
		a.Sentences++
		if squeeze.Replace(strings.ToLower(p.Hyp)) == squeeze.Replace(p.Ref) {
			a.Right++
		}
	}
	if err := sc.Err(); err != nil {
		return EvalPyAccuracy{}, err
	}
	if a.Sentences > 0 {
		r := float64(a.Right) / float64(a.Sentences)
		a.Rate = &r
	}
	return a, nil
}

// tagEvalPy fills rec.EvalPy for a tagger run whose decoded rows carry
// their classes (the staged test split of the version decoded).
func tagEvalPy(rec *RunRecord) error {
	staged := rec.Dataset.StagedDir
	if rec.TestDataset != nil {
		staged = rec.TestDataset.StagedDir
	}
	if staged == "" {
		return nil
	}
	rows, ok, err := readGoldRows(filepath.Join(staged, "test.jsonl"))
	if err != nil || !ok {
		return err
	}
	a, err := scoreEvalPy(rec.Predictions, evalPyLeftOut(rows))
	if err != nil {
		return err
	}
	rec.EvalPy = &a
	if rec.PredictionsRaw == "" {
		return nil
	}
	perClass, err := scoreEvalPerClass(rec.PredictionsRaw, rows)
	if err != nil {
		return err
	}
	rec.EvalPerClass = perClass
	return nil
}

// scoreEvalPerClass is NeMo's evaluation/eval_per_class.py with one
// reference: for each semiotic span of the gold rows, the prediction's
// tokens at the span's words (tags after the swaps and moves, tagging.
// ArrangeLabels with the predicted classes; <SELF> the word, <DELETE>
// nothing, "<" and ">" removed) joined without spaces or "_" and
// lower-cased, against the same of the gold tags with the gold classes
// (the span's written text). Returns {class: [right, spans]}. eval_per_class
// takes a <SELF> token's word at the position it was moved to, the word
// there before the move; here it is the token's own word.
func scoreEvalPerClass(raw string, rows []taggerStaged) (map[string][2]int64, error) {
	byID := make(map[string]*taggerStaged, len(rows))
	for i := range rows {
		byID[rows[i].ID] = &rows[i]
	}
	f, err := os.Open(raw)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	squeeze := strings.NewReplacer(" ", "", "_", "", "<", "", ">", "")
	text := func(toks []string) string { return strings.ToLower(squeeze.Replace(strings.Join(toks, ""))) }
	out := map[string][2]int64{}
	line := 0
	for sc.Scan() {
		line++
		var p taggerRaw
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", raw, line, err)
		}
		g := byID[p.ID]
		if g == nil || g.Tags == nil || len(g.Spans) == 0 {
			continue
		}
		words := strings.Fields(g.Src)
		gold, err := tagging.ArrangeLabels(words, g.Tags, g.Classes)
		if err != nil {
			return nil, fmt.Errorf("row %q: %w", g.ID, err)
		}
		pred, err := tagging.ArrangeLabels(words, p.Tags, p.Classes)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: row %q: %w", raw, line, p.ID, err)
		}
		for _, s := range g.Spans {
			c := out[g.Classes[s[0]]]
			if text(pred[s[0]:s[1]]) == text(gold[s[0]:s[1]]) {
				c[0]++
			}
			c[1]++
			out[g.Classes[s[0]]] = c
		}
	}
	return out, sc.Err()
}
