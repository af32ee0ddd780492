package sources

import (
	"os"
	"slices"
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
	// Fit-half lines with clitics: GTN's "Orem 's", "21 's" (its gold
	// spoken side joined that one: "twenty ones"), "Chairman 's" and
	// "does n't" are said joined to their word (they were "orem s",
	// "chairman s", "does n't").
	for no, want := range map[int]string{
		143: "under orem's model self care has limits when its possibilities have been exhausted therefore making professional care legitimate",
		169: "according to lead twenty ones official website it has received financial support from the following major donors among its chairman's circle",
		460: "olin edirne moved to eskisehir in twenty fourteen because olin doesn't support to edirne basket anymore",
	} {
		if p := pairs[no-1]; p.Spoken != want {
			t.Errorf("line %d: spoken %q, want %q", no, p.Spoken, want)
		}
	}
}

func TestNeMoGTNBadLines(t *testing.T) {
	in := `{"text": "A .", "gt_normalized": "a ."}` + "\n" +
		`{"text": "B"` + "\n" +
		`{"text": "C"}` + "\n\n" +
		`{"text": "D , E .", "gt_normalized": "d , e ."}` + "\n" +
		" \t \r\n" + // a line of blanks is a blank line, as in every other JSONL reader (it was invalid JSON)
		`{"text": null, "gt_normalized": "f"}` + "\n" // 7: a null is named as one ("is missing or null")
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("x.jsonl", strings.NewReader(in), "test", GTNOptions{Detokenize: true}, s)
	})
	if len(rejects) == 3 && rejects[2].Reason != `x.jsonl:7: want {"text": written, "gt_normalized": spoken}; "text" is null (the line's fields: gt_normalized, text)` {
		t.Errorf("null text: %q", rejects[2].Reason)
	}
	if len(pairs) != 2 || len(rejects) != 3 {
		t.Fatalf("pairs %d rejects %d", len(pairs), len(rejects))
	}
	if pairs[1].Written != "D, E." || pairs[1].ID != "x.jsonl:5" {
		t.Errorf("pair %+v", pairs[1])
	}
	if rejects[0].Rule != "invalid_json" || !strings.HasPrefix(rejects[0].Reason, "x.jsonl:2: invalid JSON") ||
		rejects[1].Rule != "missing_field" || rejects[1].Location != "x.jsonl:3" ||
		!strings.HasSuffix(rejects[1].Reason, `"gt_normalized" is missing (the line's fields: text)`) {
		t.Errorf("rejects %+v", rejects)
	}
}

// TestNeMoGTNEmptyTextIsRejected: a line whose written side is empty or
// blank is no pair (it was published as a row with empty sides): it is
// rejected as empty_text, naming its line. A written side whose spoken side
// is empty in ASR form ("." is never spoken) is rejected as empty_spoken.
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

// TestJSONLinesFloatIDs: a whole number pandas wrote through floats
// ({"id": 3.0}, its id column having a missing value) is the id 3, as in a
// CSV table or a Parquet file of the same rows, so {"id": 3} and
// {"id": 3.0} are one id; a fraction or an exponent keeps its spelling.
func TestJSONLinesFloatIDs(t *testing.T) {
	in := `{"id": 3.0, "text": "Float id."}` + "\n" +
		`{"id": 12.00, "text": "Two zeros."}` + "\n" +
		`{"id": 1.5, "text": "A fraction."}` + "\n" +
		`{"id": 1e3, "text": "An exponent."}` + "\n"
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("d.jsonl", strings.NewReader(in), "train", true, 0, s)
	})
	var ids []string
	for _, p := range pairs {
		ids = append(ids, p.ID)
	}
	if want := []string{"d.jsonl:3", "d.jsonl:12", "d.jsonl:1.5", "d.jsonl:1e3"}; len(rejects) != 0 || !slices.Equal(ids, want) {
		t.Fatalf("ids %q, rejects %+v; want %q", ids, rejects, want)
	}
}

// A JSONL line whose field has the wrong type is valid JSON: it is a
// wrong_type reject naming the field (Go's message named its own struct,
// "Go struct field textLine.text of type string"). A text line's id is a
// string or a number; an empty one keeps the line number ("file:" was the
// id), and true, an object or a list is a wrong_type reject.
func TestJSONLinesWrongTypesAndIDs(t *testing.T) {
	in := `{"text": 5}` + "\n" +
		`{"id": "", "text": "Empty id."}` + "\n" +
		`{"id": 1.5, "text": "Number id."}` + "\n" +
		`{"id": {"a": 1}, "text": "Object id."}` + "\n" +
		`{"id": true, "text": "Bool id."}` + "\n" +
		`[1, 2]` + "\n"
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("d.jsonl", strings.NewReader(in), "train", true, 0, s)
	})
	if len(pairs) != 2 || pairs[0].ID != "d.jsonl:2" || pairs[1].ID != "d.jsonl:1.5" {
		t.Fatalf("pairs %+v", pairs)
	}
	want := []struct{ rule, reason string }{
		{"wrong_type", `d.jsonl:1: field "text": want a string, got JSON number`},
		{"wrong_type", `d.jsonl:4: field "id": want a string or a number, got {"a": 1}`},
		{"wrong_type", `d.jsonl:5: field "id": want a string or a number, got true`},
		{"invalid_json", `d.jsonl:6: invalid JSON line: want an object, got JSON array`},
	}
	if len(rejects) != len(want) {
		t.Fatalf("rejects %+v", rejects)
	}
	for i, w := range want {
		if rejects[i].Rule != w.rule || rejects[i].Reason != w.reason {
			t.Errorf("reject %d: %s %q, want %s %q", i, rejects[i].Rule, rejects[i].Reason, w.rule, w.reason)
		}
	}
	_, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("g.json", strings.NewReader(`{"text": "A .", "gt_normalized": ["a"]}`+"\n"), "test", GTNOptions{}, s)
	})
	if len(rejects) != 1 || rejects[0].Rule != "wrong_type" || rejects[0].Reason != `g.json:1: field "gt_normalized": want a string, got JSON array` {
		t.Errorf("NeMo wrong type: %+v", rejects)
	}
}

// TestNeMoGTNNamesPrepLibriheavyForACut: a Libriheavy cut manifest given
// to prep gtn (or style fit) was a missing_field reject per cut listing
// the cut's fields alone; it names prep libriheavy, as prep libriheavy
// names prep gtn for a NeMo line, within the first 200 bytes of the
// reason, which a refusal line keeps (transforms.DescribeReject): after
// the eight fields of a real cut (testdata/libriheavy) it was cut off.
func TestNeMoGTNNamesPrepLibriheavyForACut(t *testing.T) {
	in := `{"id": "dev/1", "start": 0, "duration": 7.36, "channel": 0, "type": "MonoCut", "recording": {"id": "r"}, "custom": {"text_path": "t"}, "supervisions": [{"id": "dev/1", "custom": {"texts": ["A b.", "A B"]}}]}` + "\n"
	_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("libriheavy_cuts_dev.jsonl", strings.NewReader(in), "test", GTNOptions{}, s)
	})
	if want := `libriheavy_cuts_dev.jsonl:1: a lhotse cut, as Libriheavy's manifests hold, not {"text": written, "gt_normalized": spoken}: prep libriheavy reads it (the line's fields: channel, custom, duration, id, recording, start, supervisions, type)`; len(rejects) != 1 || rejects[0].Reason != want {
		t.Fatalf("rejects %+v, want one: %s", rejects, want)
	}
	if r := strings.TrimPrefix(rejects[0].Reason, "libriheavy_cuts_dev.jsonl:1: "); !strings.Contains(r[:200], "prep libriheavy") {
		t.Errorf("the remedy lies past the 200 bytes a refusal line keeps: %s", r)
	}
}

// TestNeMoGTNDropsPauses: a NeMo-form line whose spoken side holds GTN's
// pause mark "sil" (made from raw GTN's spoken column: a telephone
// number's groups) is said without it, as raw GTN's and Kaggle's readers
// say it; it was published "call five five five sil one two three four
// now". A line whose written side holds "sil" as a word is left as it is:
// the sentence form does not say which is the word (qa72).
func TestNeMoGTNDropsPauses(t *testing.T) {
	in := `{"text": "Call 555-1234 now", "gt_normalized": "Call five five five sil one two three four now"}
{"text": "the word sil at 0-7645", "gt_normalized": "the word sil at o sil seven six four five"}
{"text": "sil", "gt_normalized": "sil"}
`
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("GoogleTN.json", strings.NewReader(in), "test", GTNOptions{}, s)
	})
	want := []string{"call five five five one two three four now", "the word sil at o sil seven six four five", "sil"}
	if len(pairs) != len(want) || len(rejects) != 0 {
		t.Fatalf("pairs %+v rejects %+v", pairs, rejects)
	}
	for i, w := range want {
		if pairs[i].Spoken != w {
			t.Errorf("line %d: spoken %q, want %q", i+1, pairs[i].Spoken, w)
		}
	}
}
