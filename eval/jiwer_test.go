package eval

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// jiwer's empty-reference tests (tests/test_empty_ref.py in the public
// repository jitsi/jiwer), ported: WER with an empty reference is 0
// without errors and otherwise the number of insertions.
func TestJiwerEmptyReference(t *testing.T) {
	cases := []struct {
		name      string
		refs      []string
		hyps      []string
		wantWER   float64
		wantIns   int64
		wantEmpty int64
	}{
		// test_empty_ref_empty_hyp: "" vs "" and [""]*i vs [""]*i: wer 0.
		{"empty ref empty hyp", []string{""}, []string{""}, 0, 0, 1},
		{"empty refs empty hyps x5", []string{"", "", "", "", ""}, []string{"", "", "", "", ""}, 0, 0, 5},
		// test_empty_ref: "" vs "hello": 1 insertion, wer 1.
		{"empty ref", []string{""}, []string{"hello"}, 1, 1, 1},
		// test_empty_ref_more: i words inserted, wer i.
		{"empty ref 2 words", []string{""}, []string{"0 1"}, 2, 2, 1},
		{"empty ref 10 words", []string{""}, []string{"0 1 2 3 4 5 6 7 8 9"}, 10, 10, 1},
		// test_empty_hyp: "hello" vs "": 1 deletion, wer 1.
		{"empty hyp", []string{"hello"}, []string{""}, 1, 0, 0},
		// test_multiple_one_empty_ref: wer 1/2 over the corpus.
		{"one empty ref of two", []string{"hello world", ""}, []string{"hello world", "done"}, 0.5, 1, 1},
		// test_one_empty_ref_and_hyp: the empty pair changes nothing.
		{"one empty pair of two", []string{"hello world", ""}, []string{"hello world", ""}, 0, 0, 1},
	}
	for _, tc := range cases {
		sc := NewScorer(Options{})
		var c Counts
		for i := range tc.refs {
			s, err := sc.Score(&Record{Ref: tc.refs[i], Hyp: tc.hyps[i]})
			if err != nil {
				t.Fatal(err)
			}
			c.Add(s.Counts)
		}
		sum := c.Summarize(Options{})
		if sum.WER == nil || *sum.WER != tc.wantWER || c.Ins != tc.wantIns || c.EmptyRefSentences != tc.wantEmpty {
			t.Errorf("%s: wer %v, I %d, empty refs %d; want %v, %d, %d", tc.name, fmtRate(sum.WER), c.Ins, c.EmptyRefSentences,
				tc.wantWER, tc.wantIns, tc.wantEmpty)
		}
		if r := c.Rows(Options{})[1]; r.Key != "word" || r.Rate == nil || *r.Rate != tc.wantWER {
			t.Errorf("%s: word row %+v", tc.name, r)
		}
	}
	// No sentence at all: no rate.
	var none Counts
	if s := none.Summarize(Options{}); s.WER != nil {
		t.Errorf("no sentences: wer %v, want null", *s.WER)
	}
}

func fmtRate(r *float64) any {
	if r == nil {
		return nil
	}
	return *r
}

// The per-sentence details carry the jiwer rate and flag it.
func TestDetailsEmptyReference(t *testing.T) {
	in := `{"id":"a","hyp":"x y z","ref":""}
{"id":"b","hyp":"","ref":""}
{"id":"c","hyp":"p q","ref":"p r"}
`
	var details bytes.Buffer
	c, err := Run{Details: &details, Workers: 2}.JSONL(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		wer   float64
		empty bool
	}{{3, true}, {0, true}, {0.5, false}}
	for i, line := range strings.Split(strings.TrimSpace(details.String()), "\n") {
		var d struct {
			WER   float64 `json:"wer"`
			Empty bool    `json:"empty_ref"`
		}
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if d.WER != want[i].wer || d.Empty != want[i].empty {
			t.Errorf("line %d: %s, want wer %v empty_ref %v", i+1, line, want[i].wer, want[i].empty)
		}
	}
	var table bytes.Buffer
	if err := c.WriteTable(&table, Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table.String(), "2 sentence(s) with an empty reference") {
		t.Errorf("table does not flag the empty references:\n%s", table.String())
	}
}
