package trainer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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

// evalPyLeftOut reads a staged tagger test split (test.jsonl: classes per
// word, spans) and returns the ids of the rows with a TELEPHONE or
// ELECTRONIC span; ok is false when the rows have no classes (a held-out
// prep version), where eval.py's count cannot be made.
func evalPyLeftOut(path string) (ids map[string]bool, ok bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	ids = map[string]bool{}
	line := 0
	for sc.Scan() {
		line++
		var r struct {
			ID      string     `json:"id"`
			Classes []string   `json:"classes"`
			Spans   [][2]int32 `json:"spans"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, false, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		if r.Classes == nil {
			return nil, false, nil
		}
		for _, s := range r.Spans {
			if s[0] >= 0 && int(s[0]) < len(r.Classes) && evalPySkipped[r.Classes[s[0]]] {
				ids[r.ID] = true
			}
		}
	}
	return ids, true, sc.Err()
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
	ids, ok, err := evalPyLeftOut(filepath.Join(staged, "test.jsonl"))
	if err != nil || !ok {
		return err
	}
	a, err := scoreEvalPy(rec.Predictions, ids)
	if err != nil {
		return err
	}
	rec.EvalPy = &a
	return nil
}
