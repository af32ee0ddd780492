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

// goldRows reads a staged tagger test split (taggerStaged rows) one row at
// a time: the split is read again for each figure, in step with the
// prediction files (the program decodes the test split in its order, a
// --decode-limit its first rows), and never held whole. tagEvalPy held
// every row (and a map of them by id) until 2026-12-02: a large test split
// cost the launcher its size again after training.
type goldRows struct {
	path string
	f    *os.File
	sc   *bufio.Scanner
	line int
}

func openGoldRows(path string) (*goldRows, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	return &goldRows{path: path, f: f, sc: sc}, nil
}

func (g *goldRows) Close() error { return g.f.Close() }

// next returns the next row, nil at the end of the file.
func (g *goldRows) next() (*taggerStaged, error) {
	if !g.sc.Scan() {
		return nil, g.sc.Err()
	}
	g.line++
	var r taggerStaged
	if err := json.Unmarshal(g.sc.Bytes(), &r); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", g.path, g.line, err)
	}
	return &r, nil
}

// checkGoldRows reports whether a staged tagger test split's rows all
// carry their classes; ok is false when one has none (a held-out prep
// version), where eval.py's counts cannot be made. A span outside its
// row's words is an error.
func checkGoldRows(path string) (ok bool, err error) {
	g, err := openGoldRows(path)
	if err != nil {
		return false, err
	}
	defer g.Close()
	for {
		r, err := g.next()
		if r == nil || err != nil {
			return err == nil, err
		}
		if r.Classes == nil || len(r.Classes) != len(strings.Fields(r.Src)) {
			return false, nil
		}
		for _, s := range r.Spans {
			if s[0] < 0 || s[0] >= s[1] || int(s[1]) > len(r.Classes) {
				return false, fmt.Errorf("%s:%d: span %v outside the row's %d words", path, g.line, s, len(r.Classes))
			}
		}
	}
}

// goldFor returns the gold row of the prediction with id at line of file:
// the next row of g, which must be that prediction's.
func (g *goldRows) goldFor(id, file string, line int) (*taggerStaged, error) {
	r, err := g.next()
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, fmt.Errorf("%s:%d: row %q is past the last row of %s", file, line, id, g.path)
	}
	if r.ID != id {
		return nil, fmt.Errorf("%s:%d: row %q, where %s:%d is row %q: the predictions are not in the test split's order", file, line, id, g.path, g.line, r.ID)
	}
	return r, nil
}

// evalPyLeavesOut reports a row with a TELEPHONE or ELECTRONIC span.
func evalPyLeavesOut(r *taggerStaged) bool {
	for _, s := range r.Spans {
		if evalPySkipped[r.Classes[s[0]]] {
			return true
		}
	}
	return false
}

// scoreEvalPy counts predictions.jsonl's sentences as eval.py does, the
// rows with a TELEPHONE or ELECTRONIC span in the staged test split at
// goldPath left out.
func scoreEvalPy(path, goldPath string) (EvalPyAccuracy, error) {
	f, err := os.Open(path)
	if err != nil {
		return EvalPyAccuracy{}, err
	}
	defer f.Close()
	g, err := openGoldRows(goldPath)
	if err != nil {
		return EvalPyAccuracy{}, err
	}
	defer g.Close()
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
		r, err := g.goldFor(p.ID, path, line)
		if err != nil {
			return EvalPyAccuracy{}, err
		}
		if evalPyLeavesOut(r) {
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
	gold := filepath.Join(staged, "test.jsonl")
	ok, err := checkGoldRows(gold)
	if err != nil || !ok {
		return err
	}
	a, err := scoreEvalPy(rec.Predictions, gold)
	if err != nil {
		return err
	}
	rec.EvalPy = &a
	if rec.PredictionsRaw == "" {
		return nil
	}
	perClass, err := scoreEvalPerClass(rec.PredictionsRaw, gold)
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
// (the span's written text), the gold rows read from the staged test split
// at goldPath in step with raw. Returns {class: [right, spans]}.
// eval_per_class takes a <SELF> token's word at the position it was moved
// to, the word there before the move; here it is the token's own word.
func scoreEvalPerClass(raw, goldPath string) (map[string][2]int64, error) {
	f, err := os.Open(raw)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gr, err := openGoldRows(goldPath)
	if err != nil {
		return nil, err
	}
	defer gr.Close()
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
		g, err := gr.goldFor(p.ID, raw, line)
		if err != nil {
			return nil, err
		}
		if g.Tags == nil || len(g.Spans) == 0 {
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
