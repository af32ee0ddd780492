package sources

import (
	"os"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

func TestNeMoGTNEveryLineIsOnePair(t *testing.T) {
	path := testutil.SharedFile(t, "corpora/gtn/GoogleTN.first2000.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN(path, f, "test", GTNOptions{}, s)
	})
	if len(pairs) != 2000 || len(rejects) != 0 || res.Records != 2000 {
		t.Fatalf("pairs %d rejects %d records %d, want 2000 pairs", len(pairs), len(rejects), res.Records)
	}
	// Line 2 of NeMo's file: "This plan was first enacted in 1984 ..."
	if p := pairs[1]; p.ID != "GoogleTN.first2000.jsonl:2" ||
		p.Spoken != "this plan was first enacted in nineteen eighty four and continued to be followed for nineteen years" {
		t.Errorf("pair 2: %+v", p)
	}
}

func TestNeMoGTNBadLines(t *testing.T) {
	in := `{"text": "A .", "gt_normalized": "a ."}` + "\n" +
		`{"text": "B"` + "\n" +
		`{"text": "C"}` + "\n\n" +
		`{"text": "D , E .", "gt_normalized": "d , e ."}`
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("x.jsonl", strings.NewReader(in), "test", GTNOptions{Detokenize: true}, s)
	})
	if len(pairs) != 2 || len(rejects) != 2 {
		t.Fatalf("pairs %d rejects %d", len(pairs), len(rejects))
	}
	if pairs[1].Written != "D, E." || pairs[1].ID != "x.jsonl:5" {
		t.Errorf("pair %+v", pairs[1])
	}
	if rejects[0].Rule != "invalid_json" || !strings.HasPrefix(rejects[0].Reason, "x.jsonl:2: invalid JSON") ||
		rejects[1].Rule != "missing_field" || rejects[1].Location != "x.jsonl:3" {
		t.Errorf("rejects %+v", rejects)
	}
}

// TestNeMoGTNEmptyTextIsRejected: a line whose written side is empty or
// blank is no pair (it was published as a row with empty sides): it is
// rejected as empty_text, naming its line. A non-empty written side with an
// empty spoken side ("." is never spoken) stays a pair.
func TestNeMoGTNEmptyTextIsRejected(t *testing.T) {
	in := `{"text": "", "gt_normalized": ""}` + "\n" +
		`{"text": "  ", "gt_normalized": " "}` + "\n" +
		`{"text": ".", "gt_normalized": "."}` + "\n" +
		`{"text": "It is 5 .", "gt_normalized": "It is five ."}` + "\n"
	pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("x.jsonl", strings.NewReader(in), "test", GTNOptions{}, s)
	})
	// "." / "." says nothing: its spoken side is empty in ASR form, so it
	// is a reject (empty_spoken), not a row spoken "".
	if res.Records != 4 || len(pairs) != 1 || len(rejects) != 3 || pairs[0].Spoken != "it is five" {
		t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	if r := rejects[2]; r.Rule != "empty_spoken" || !strings.HasPrefix(r.Reason, "x.jsonl:3: ") {
		t.Errorf("punctuation-only line: %+v, want rule empty_spoken at x.jsonl:3", r)
	}
	for i, r := range rejects[:2] {
		if want := "x.jsonl:" + string(rune('1'+i)) + ": empty text"; r.Rule != "empty_text" || !strings.HasPrefix(r.Reason, want) {
			t.Errorf("reject %d: %+v, want rule empty_text and reason %q", i, r, want)
		}
	}
}
