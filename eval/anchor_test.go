package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

type anchorSummary struct {
	Sentences int64   `json:"sentences"`
	WER       float64 `json:"wer"`
	S         int64   `json:"S"`
	D         int64   `json:"D"`
	I         int64   `json:"I"`
	NRef      int64   `json:"N_ref"`
	SentAcc   float64 `json:"sentence_accuracy"`
	ClassWER  map[string]struct {
		Err int64 `json:"err"`
		Ref int64 `json:"ref"`
		Hyp int64 `json:"hyp"`
	} `json:"class_wer"`
	IWER      float64 `json:"i_wer"`
	NIWER     float64 `json:"ni_wer"`
	ITNCounts struct {
		ITNErr int64 `json:"itn_err"`
		ITNRef int64 `json:"itn_ref"`
		NIErr  int64 `json:"ni_err"`
		NIRef  int64 `json:"ni_ref"`
	} `json:"itn_counts"`
}

// anchorClass maps the anchor's class names to ours.
var anchorClass = map[string]Class{"copy": ClassCopy, "cap": ClassUpper, "digit": ClassDigit,
	"punct": ClassPunct, "symbol": ClassSymbol}

// runAnchor runs metrics_anchor.py on file with the copy class restricted
// to a-z (Suter & Novak 2019's Copy Word) and returns its summary and per-sentence
// lines.
func runAnchor(t *testing.T, file, tokenize string) (anchorSummary, []map[string]json.RawMessage) {
	t.Helper()
	py := testutil.DebianPython(t)
	script := testutil.SharedFile(t, "anchors/metrics_anchor.py")
	per := filepath.Join(t.TempDir(), "per.jsonl")
	cmd := exec.Command(py, script, file, "--tokenize", tokenize,
		"--copy-charset", "abcdefghijklmnopqrstuvwxyz", "--per-sentence", per)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("metrics_anchor.py: %v\n%s", err, stderr.String())
	}
	var sum anchorSummary
	if err := json.Unmarshal(out, &sum); err != nil {
		t.Fatalf("anchor summary: %v", err)
	}
	f, err := os.Open(per)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []map[string]json.RawMessage
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, m)
	}
	return sum, lines
}

func num(t *testing.T, raw json.RawMessage) int64 {
	t.Helper()
	var v int64
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	return v
}

func pair(t *testing.T, raw json.RawMessage) [2]int64 {
	t.Helper()
	var v [2]int64
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	return v
}

// TestAnchorConformance checks WER with S/D/I totals, sentence accuracy,
// I-WER / NI-WER and every class WER against metrics_anchor.py on
// metrics_sample.jsonl, totals and sentence by sentence, for both
// tokenizations. The anchor's definitions of the punctuation and symbol
// classes are switched in (DefinitionAnchor); with Suter & Novak 2019's
// definitions those two classes differ by design and the others must not.
func TestAnchorConformance(t *testing.T) {
	file := testutil.SharedFile(t, "anchors/data/metrics_sample.jsonl")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var recs []Record
	for i, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var r Record
		if err := ParseRecord(line, &r); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		recs = append(recs, r)
	}
	for _, tok := range []Tokenization{TokenizeWhitespace, TokenizePunct} {
		t.Run(tok.String(), func(t *testing.T) {
			sum, per := runAnchor(t, file, tok.String())
			if len(per) != len(recs) {
				t.Fatalf("anchor wrote %d sentences, we read %d", len(per), len(recs))
			}
			anchorDefs := NewScorer(Options{Tokenize: tok, Punct: DefinitionAnchor, Symbol: DefinitionAnchor})
			paperDefs := NewScorer(Options{Tokenize: tok})
			var total, totalPaper Counts
			bad := 0
			for i := range recs {
				s, err := anchorDefs.Score(&recs[i])
				if err != nil {
					t.Fatalf("sentence %d: %v", i, err)
				}
				c := s.Counts
				total.Add(c)
				sp, err := paperDefs.Score(&recs[i])
				if err != nil {
					t.Fatalf("sentence %d: %v", i, err)
				}
				totalPaper.Add(sp.Counts)
				a := per[i]
				got := [][2]int64{{c.Sub, num(t, a["S"])}, {c.Del, num(t, a["D"])}, {c.Ins, num(t, a["I"])},
					{c.RefWords, num(t, a["N"])}}
				var correct bool
				json.Unmarshal(a["correct"], &correct)
				if correct != (c.SentencesCorrect == 1) {
					got = append(got, [2]int64{c.SentencesCorrect, -1})
				}
				itn, ni := pair(t, a["itn"]), pair(t, a["ni"])
				got = append(got, [2]int64{c.ITNErrors, itn[0]}, [2]int64{c.ITNRef, itn[1]},
					[2]int64{c.NonITNErrors, ni[0]}, [2]int64{c.NonITNRef, ni[1]})
				var classes map[string][2]int64
				json.Unmarshal(a["classes"], &classes)
				for name, cl := range anchorClass {
					got = append(got, [2]int64{c.Class[cl].Errors, classes[name][0]}, [2]int64{c.Class[cl].Ref, classes[name][1]})
				}
				for _, g := range got {
					if g[0] != g[1] {
						bad++
						if bad <= 5 {
							t.Errorf("sentence %d (line %d): got %d, anchor %d; anchor line %v", i, i+1, g[0], g[1], a)
						}
						break
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d of %d sentences differ from the anchor", bad, len(recs))
			}
			checks := []struct {
				name      string
				got, want int64
			}{
				{"sentences", total.Sentences, sum.Sentences},
				{"S", total.Sub, sum.S}, {"D", total.Del, sum.D}, {"I", total.Ins, sum.I},
				{"N_ref", total.RefWords, sum.NRef},
				{"itn_err", total.ITNErrors, sum.ITNCounts.ITNErr}, {"itn_ref", total.ITNRef, sum.ITNCounts.ITNRef},
				{"ni_err", total.NonITNErrors, sum.ITNCounts.NIErr}, {"ni_ref", total.NonITNRef, sum.ITNCounts.NIRef},
			}
			for name, cl := range anchorClass {
				w := sum.ClassWER[name]
				checks = append(checks,
					struct {
						name      string
						got, want int64
					}{name + ".err", total.Class[cl].Errors, w.Err},
					struct {
						name      string
						got, want int64
					}{name + ".ref", total.Class[cl].Ref, w.Ref},
					struct {
						name      string
						got, want int64
					}{name + ".hyp", total.Class[cl].Hyp, w.Hyp})
			}
			for _, c := range checks {
				if c.got != c.want {
					t.Errorf("%s: got %d, anchor %d", c.name, c.got, c.want)
				}
			}
			s := total.Summarize(Options{})
			if *s.WER != sum.WER || *s.SentenceAccuracy != sum.SentAcc || *s.IWER != sum.IWER || *s.NIWER != sum.NIWER {
				t.Errorf("rates differ: WER %v/%v, SentAcc %v/%v, I-WER %v/%v, NI-WER %v/%v",
					*s.WER, sum.WER, *s.SentenceAccuracy, sum.SentAcc, *s.IWER, sum.IWER, *s.NIWER, sum.NIWER)
			}
			// Classes whose definitions coincide agree under the paper's
			// definitions too.
			for _, cl := range []Class{ClassCopy, ClassUpper, ClassDigit} {
				if totalPaper.Class[cl] != total.Class[cl] {
					t.Errorf("%s: paper definitions %+v, anchor definitions %+v", cl.Name(), totalPaper.Class[cl], total.Class[cl])
				}
			}
			t.Logf("WER %.5f (S %d, D %d, I %d, N %d), SentAcc %.5f, I-WER %.5f, NI-WER %.5f: equal to the anchor",
				*s.WER, total.Sub, total.Del, total.Ins, total.RefWords, *s.SentenceAccuracy, *s.IWER, *s.NIWER)
			t.Logf("paper classes: punct %+v symbol %+v; anchor classes: punct %+v symbol %+v",
				totalPaper.Class[ClassPunct], totalPaper.Class[ClassSymbol], total.Class[ClassPunct], total.Class[ClassSymbol])
		})
	}
}
