package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

var selectRecords = []Record{
	{ID: "1", Src: "it costs ten dollars", Ref: "It costs $ 10 .", Hyp: "it costs 10 dollars"},
	{ID: "2", Src: "call me at five", Ref: "Call me at 5 .", Hyp: "Call me at 5 ."},
	{ID: "3", Src: "hello there", Ref: "Hello , there !", Hyp: "Hello there ?", Refs: []string{"Hello there !"}},
	{ID: "4", Src: "twenty twenty four", Ref: "2024 .", Hyp: "2023", Refs: []string{"twenty twenty four"}},
}

func TestParseMetrics(t *testing.T) {
	for in, want := range map[string]Metric{
		"all":             AllMetrics,
		"wer":             0,
		"wer,class, ITN":  MetricClass | MetricITN,
		"bleu,cer,per":    MetricBLEU | MetricCER | MetricPER,
		"multiref,all":    AllMetrics,
		"class,itn,class": MetricClass | MetricITN,
	} {
		got, err := ParseMetrics(in)
		if err != nil || got != want {
			t.Errorf("ParseMetrics(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseMetrics("wer,bleuu"); err == nil || !strings.Contains(err.Error(), `unknown metric "bleuu"`) {
		t.Errorf("unknown name: error %v", err)
	}
	if got := (MetricClass | MetricBLEU).String(); got != "wer,class,bleu" {
		t.Errorf("String() = %q", got)
	}
}

// TestSkipMetrics: every metric left out is zero and absent from the
// table, the summary and the details; every metric computed has exactly
// the counts of a run that computes everything.
func TestSkipMetrics(t *testing.T) {
	score := func(o Options) (Counts, []Sentence) {
		sc := NewScorer(o)
		var c Counts
		var sents []Sentence
		for i := range selectRecords {
			s, err := sc.Score(&selectRecords[i])
			if err != nil {
				t.Fatal(err)
			}
			c.Add(s.Counts)
			s.Edits = append([]Edit(nil), s.Edits...)
			sents = append(sents, s)
		}
		return c, sents
	}
	all, allSents := score(Options{})
	// Every metric must be non-zero on these records, or zeroing it proves nothing.
	if all.Class[ClassDigit].Errors == 0 || all.ITNErrors == 0 || all.MultiRefDigitErrors == 0 || all.PER.Errors() == 0 ||
		all.CharErrors == 0 || all.BLEU.Matches[0] == 0 {
		t.Fatalf("records do not exercise every metric: %+v", all)
	}
	for _, m := range []Metric{MetricClass, MetricITN, MetricMultiRef, MetricPER, MetricCER, MetricBLEU} {
		for _, keep := range []Metric{m, AllMetrics &^ m} {
			o := Options{Skip: AllMetrics &^ keep}
			got, sents := score(o)
			// What the full run gives, with the skipped metrics zeroed.
			want := all
			if !o.computes(MetricClass) {
				want.Class = [NumClasses]ClassCounts{}
			}
			if !o.computes(MetricITN) {
				want.ITNErrors, want.ITNRef, want.NonITNErrors, want.NonITNRef = 0, 0, 0, 0
				want.U2TFITNErrors, want.U2TFITNRef, want.MixedErrors, want.MixedRef = 0, 0, 0, 0
			}
			if !o.computes(MetricITN) && !o.computes(MetricCER) {
				want.NoSrcSentences = 0
			}
			if !o.computes(MetricMultiRef) {
				want.MultiRefCorrect, want.MultiRefDigitErrors, want.MultiRefOtherErrors = 0, 0, 0
			}
			if !o.computes(MetricPER) {
				want.PER = PERCounts{}
			}
			if !o.computes(MetricCER) {
				want.CharErrors, want.CharRef = 0, 0
				want.Case = CaseCounts{}
			}
			if !o.computes(MetricBLEU) {
				want.BLEU = BLEUStats{}
			}
			if got != want {
				t.Fatalf("metrics %v: counts\n%+v\nwant\n%+v", keep, got, want)
			}
			for i := range sents {
				if len(sents[i].Edits) != len(allSents[i].Edits) {
					t.Fatalf("metrics %v: sentence %d edits differ", keep, i)
				}
			}

			var table bytes.Buffer
			if err := got.WriteTable(&table, o); err != nil {
				t.Fatal(err)
			}
			for label, metric := range map[string]Metric{"Copy Word": MetricClass, "I-WER": MetricITN, "multi-ref": MetricMultiRef,
				"PER": MetricPER, "CER": MetricCER, "BLEU": MetricBLEU} {
				if strings.Contains(table.String(), label) != o.computes(metric) {
					t.Errorf("metrics %v: table shows %q: %v\n%s", keep, label, !o.computes(metric), table.String())
				}
			}
			if !strings.Contains(table.String(), "Word  ") || !strings.Contains(table.String(), "Sentence  ") {
				t.Errorf("metrics %v: table lacks the word or sentence row\n%s", keep, table.String())
			}

			js, err := json.Marshal(got.Summarize(o))
			if err != nil {
				t.Fatal(err)
			}
			var sum map[string]any
			if err := json.Unmarshal(js, &sum); err != nil {
				t.Fatal(err)
			}
			for key, metric := range map[string]Metric{"class_wer": MetricClass, "i_wer": MetricITN, "multiref_sentence_accuracy": MetricMultiRef,
				"per": MetricPER, "cer": MetricCER, "bleu": MetricBLEU} {
				if (sum[key] != nil) != o.computes(metric) {
					t.Errorf("metrics %v: summary %q = %v", keep, key, sum[key])
				}
			}
			if sum["wer"] == nil || sum["metrics"] != o.Metrics().String() {
				t.Errorf("metrics %v: summary wer %v, metrics %v", keep, sum["wer"], sum["metrics"])
			}

			line := AppendDetails(nil, "1", 1, &selectRecords[0], &sents[0], o)
			var det map[string]any
			if err := json.Unmarshal(line, &det); err != nil {
				t.Fatalf("details %s: %v", line, err)
			}
			for key, metric := range map[string]Metric{"classes": MetricClass, "itn": MetricITN, "u2tf_itn": MetricITN, "mixed": MetricITN, "multiref": MetricMultiRef, "per": MetricPER, "cer": MetricCER} {
				if _, ok := det[key]; ok != o.computes(metric) {
					t.Errorf("metrics %v: details key %q present: %v", keep, key, ok)
				}
			}
		}
	}
}

// TestScorerReuse: a Scorer that has scored other sentences (including
// ones long enough to grow and then drop its sentence table) gives each
// sentence exactly what a new Scorer gives it.
func TestScorerReuse(t *testing.T) {
	recs := append([]Record(nil), selectRecords...)
	data, err := os.ReadFile("testdata/predictions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		var r Record
		if strings.TrimSpace(line) != "" {
			if err := ParseRecord([]byte(line), &r); err != nil {
				t.Fatal(err)
			}
			recs = append(recs, r)
		}
	}
	var long, longHyp strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&long, "w%d , ", i)
		fmt.Fprintf(&longHyp, "w%d . ", i+i%3)
	}
	recs = append(recs, Record{Ref: long.String(), Hyp: longHyp.String(), Src: long.String()})
	recs = append(recs, recs...)
	for _, opts := range []Options{{}, {Tokenize: TokenizePunct}, {Skip: MetricBLEU | MetricPER}} {
		shared := NewScorer(opts)
		for i := range recs {
			got, err := shared.Score(&recs[i])
			if err != nil {
				t.Fatal(err)
			}
			want, err := NewScorer(opts).Score(&recs[i])
			if err != nil {
				t.Fatal(err)
			}
			if got.Counts != want.Counts || got.MultiRef != want.MultiRef {
				t.Fatalf("options %+v, record %d: reused Scorer %+v, new Scorer %+v", opts, i, got.Counts, want.Counts)
			}
		}
	}
}
