package trainer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/tagging"
)

// TestEvalPyStreamsTheTestSplit: a tagger run's eval.py figures (the
// sentence accuracy without TELEPHONE and ELECTRONIC sentences, and the
// per-class table) are read from the staged test split in step with the
// predictions, not from every row held in memory (and a map of them by id),
// and come out the same, byte for byte in run.json's fields: on 96 rows of
// eight kinds with predictions right, wrong in a tag or in a class, the
// whole split and its first 40 rows decoded (--decode-limit), against the
// reading of 2fec89bd kept below (bufferedEvalPy).
func TestEvalPyStreamsTheTestSplit(t *testing.T) {
	kinds := []struct{ src, tags, classes, spans, tgt string }{
		{"call five five five", `"<SELF>","_5","5","5_"`, `"PLAIN","TELEPHONE","TELEPHONE","TELEPHONE"`, `[[1,4]]`, "call 555"},
		{"visit x dot com", `"<SELF>","<SELF>","_._","<SELF>"`, `"PLAIN","ELECTRONIC","ELECTRONIC","ELECTRONIC"`, `[[1,4]]`, "visit x.com"},
		{"in twenty thirteen", `"<SELF>","_20","13_"`, `"PLAIN","DATE","DATE"`, `[[1,3]]`, "in 2013"},
		{"july ninth", `"<SELF>","_9_"`, `"DATE","DATE"`, `[[0,2]]`, "july 9"},
		{"he left", `"<SELF>","<SELF>"`, `"PLAIN","PLAIN"`, `[]`, "he left"},
		{"five dollars", `"_5_","_$<<"`, `"MONEY","MONEY"`, `[[0,2]]`, "$ 5"},
		{"over four hundred thousand fish", `"<SELF>","_4","00","000_","<SELF>"`, `"PLAIN","CARDINAL","CARDINAL","CARDINAL","PLAIN"`, `[[1,4]]`, "over 400000 fish"},
		{"ten square kilometers and six", `"_10_","_²_>","_km_","<SELF>","_6_"`, `"MEASURE","MEASURE","MEASURE","PLAIN","CARDINAL"`, `[[0,3],[4,5]]`, "10 km² and 6"},
	}
	dir := t.TempDir()
	staged := filepath.Join(dir, "stage")
	if err := os.MkdirAll(staged, 0o755); err != nil {
		t.Fatal(err)
	}
	var test, raw strings.Builder
	const n = 96
	for i := range n {
		k := kinds[i%len(kinds)]
		fmt.Fprintf(&test, `{"id":"r%02d","src":%q,"tags":[%s],"classes":[%s],"spans":%s,"tgt":%q}`+"\n", i, k.src, k.tags, k.classes, k.spans, k.tgt)
		// Every third row's first span-word tag is wrong, every
		// fifth's classes all PLAIN: the model's mistakes.
		var tags, classes []string
		json.Unmarshal([]byte("["+k.tags+"]"), &tags)
		json.Unmarshal([]byte("["+k.classes+"]"), &classes)
		if i%3 == 1 {
			for j, tg := range tags {
				if tg != tagging.Self {
					tags[j] = "_7_"
					break
				}
			}
		}
		if i%5 == 2 {
			for j := range classes {
				classes[j] = "PLAIN"
			}
		}
		line, _ := json.Marshal(taggerRaw{ID: fmt.Sprintf("r%02d", i), Src: k.src, Tags: tags, Classes: classes, Ref: k.tgt})
		raw.Write(append(line, '\n'))
	}
	writeFile(t, filepath.Join(staged, "test.jsonl"), test.String())
	for _, decoded := range []int{n, 40} {
		lines := strings.SplitAfter(raw.String(), "\n")[:decoded]
		rawPath := filepath.Join(dir, TaggerRawPredictions)
		writeFile(t, rawPath, strings.Join(lines, ""))
		l := &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, PredictionsRaw: rawPath,
			Dataset: DatasetRef{VersionID: "v1", StagedDir: staged}}}
		l.finishPredictions(Hooks{Say: func(string) {}})
		if len(l.Record.Notes) != 0 || l.Record.EvalPy == nil {
			t.Fatalf("%d decoded: notes %q, eval.py %+v", decoded, l.Record.Notes, l.Record.EvalPy)
		}
		wantPy, wantClass, err := bufferedEvalPy(filepath.Join(staged, "test.jsonl"), l.Record.Predictions, rawPath)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := json.Marshal(struct {
			A *EvalPyAccuracy
			C map[string][2]int64
		}{l.Record.EvalPy, l.Record.EvalPerClass})
		want, _ := json.Marshal(struct {
			A *EvalPyAccuracy
			C map[string][2]int64
		}{&wantPy, wantClass})
		if string(got) != string(want) {
			t.Errorf("%d decoded: streamed %s, held in memory %s", decoded, got, want)
		}
		// Not a vacuous agreement: rows left out, right and wrong, spans
		// of several classes both right and wrong.
		if a := l.Record.EvalPy; a.LeftOut == 0 || a.Right == 0 || a.Right == a.Sentences || len(l.Record.EvalPerClass) < 5 {
			t.Errorf("%d decoded: %s: the figures exercise too little", decoded, got)
		}
	}

	// Predictions out of the test split's order are an error (noted), not
	// scored against another row's gold.
	lines := strings.SplitAfter(raw.String(), "\n")
	lines[0], lines[1] = lines[1], lines[0]
	rawPath := filepath.Join(dir, TaggerRawPredictions)
	writeFile(t, rawPath, strings.Join(lines, ""))
	l := &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, PredictionsRaw: rawPath,
		Dataset: DatasetRef{VersionID: "v1", StagedDir: staged}}}
	l.finishPredictions(Hooks{Say: func(string) {}})
	if l.Record.EvalPy != nil || len(l.Record.Notes) != 1 || !strings.Contains(l.Record.Notes[0], "not in the test split's order") {
		t.Errorf("out of order: eval.py %+v, notes %q", l.Record.EvalPy, l.Record.Notes)
	}
	if l.Record.EvalPerClass != nil {
		t.Errorf("out of order: per class %v", l.Record.EvalPerClass)
	}
}

func writeFile(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// bufferedEvalPy is tagEvalPy as of 2fec89bd, which read the whole staged
// test split into memory (readGoldRows) and looked rows up by id; kept as
// the reference the streamed figures must equal.
func bufferedEvalPy(goldPath, predictions, raw string) (EvalPyAccuracy, map[string][2]int64, error) {
	f, err := os.Open(goldPath)
	if err != nil {
		return EvalPyAccuracy{}, nil, err
	}
	defer f.Close()
	var rows []taggerStaged
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	for sc.Scan() {
		var r taggerStaged
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return EvalPyAccuracy{}, nil, err
		}
		rows = append(rows, r)
	}
	leftOut := map[string]bool{}
	byID := make(map[string]*taggerStaged, len(rows))
	for i, r := range rows {
		byID[r.ID] = &rows[i]
		for _, s := range r.Spans {
			if evalPySkipped[r.Classes[s[0]]] {
				leftOut[r.ID] = true
			}
		}
	}
	pf, err := os.Open(predictions)
	if err != nil {
		return EvalPyAccuracy{}, nil, err
	}
	defer pf.Close()
	squeeze := strings.NewReplacer(" ", "", "_", "")
	var a EvalPyAccuracy
	sc = bufio.NewScanner(pf)
	for sc.Scan() {
		var p Prediction
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return EvalPyAccuracy{}, nil, err
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
	if a.Sentences > 0 {
		r := float64(a.Right) / float64(a.Sentences)
		a.Rate = &r
	}
	rf, err := os.Open(raw)
	if err != nil {
		return EvalPyAccuracy{}, nil, err
	}
	defer rf.Close()
	squeezeTags := strings.NewReplacer(" ", "", "_", "", "<", "", ">", "")
	text := func(toks []string) string { return strings.ToLower(squeezeTags.Replace(strings.Join(toks, ""))) }
	out := map[string][2]int64{}
	sc = bufio.NewScanner(rf)
	for sc.Scan() {
		var p taggerRaw
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return EvalPyAccuracy{}, nil, err
		}
		g := byID[p.ID]
		if g == nil || g.Tags == nil || len(g.Spans) == 0 {
			continue
		}
		words := strings.Fields(g.Src)
		gold, err := tagging.ArrangeLabels(words, g.Tags, g.Classes)
		if err != nil {
			return EvalPyAccuracy{}, nil, err
		}
		pred, err := tagging.ArrangeLabels(words, p.Tags, p.Classes)
		if err != nil {
			return EvalPyAccuracy{}, nil, err
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
	return a, out, sc.Err()
}
