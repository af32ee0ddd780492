package sources

import (
	"strings"
	"testing"
)

// TestParsersReadPythonsNaN: JSON lines written by Python's json.dumps
// (NaN, Infinity for missing or unbounded floats) are read by the text,
// NeMo GTN and Libriheavy parsers, the constants as null: each line was an
// invalid_json reject ("invalid character 'N' looking for beginning of
// value"), so a manifest written so lost every record.
func TestParsersReadPythonsNaN(t *testing.T) {
	text := `{"id": NaN, "text": "Hello 5."}` + "\n" +
		`{"id": 2, "text": "World 6.", "score": Infinity}` + "\n" +
		`{"id": 3, "text": NaN}` + "\n"
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("d/t.jsonl", strings.NewReader(text), "train", true, 0, s)
	})
	if len(pairs) != 2 || pairs[0].ID != "t.jsonl:1" || pairs[0].Written != "Hello 5." || pairs[1].ID != "t.jsonl:2" ||
		len(rejects) != 1 || rejects[0].Rule != "missing_field" || !strings.Contains(rejects[0].Reason, `"text" is NaN (a missing value as Python's json.dumps writes it; no text)`) {
		t.Errorf("text JSONL: pairs %+v, rejects %+v", pairs, rejects)
	}
	pairs, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("d/t.jsonl", strings.NewReader(`{"uid": NaN, "sentence": "Hi 7.", "wer": -Infinity}`+"\n"), "train", TextFields{Text: "sentence", ID: "uid"}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "t.jsonl:1" || pairs[0].Written != "Hi 7." || len(rejects) != 0 {
		t.Errorf("text JSONL, named fields: pairs %+v, rejects %+v", pairs, rejects)
	}
	pairs, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("GoogleTN.json", strings.NewReader(`{"text": "a 1", "gt_normalized": "a one", "score": NaN}`+"\n"), "test", GTNOptions{}, s)
	})
	if len(pairs) != 1 || pairs[0].Spoken != "a one" || len(rejects) != 0 {
		t.Errorf("NeMo GTN JSONL: pairs %+v, rejects %+v", pairs, rejects)
	}
	pairs, rejects, _ = collectCuts(t, "libriheavy_cuts_dev.jsonl",
		`{"id": "c1", "start": NaN, "duration": Infinity, "supervisions": [{"custom": {"texts": ["In 1984.", "IN NINETEEN EIGHTY FOUR"]}}]}`+"\n", "")
	if len(pairs) != 1 || pairs[0].ID != "c1" || len(rejects) != 0 {
		t.Errorf("Libriheavy cut: pairs %+v, rejects %+v", pairs, rejects)
	}
}

// TestMissingTextNamesPythonsNaN: a text field Python wrote as NaN (a
// float a script lost) is rejected naming NaN, where the reason said "is
// null" and a user looked for a null the file did not hold; a real null
// is still "is null".
func TestMissingTextNamesPythonsNaN(t *testing.T) {
	_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("GoogleTN.json", strings.NewReader(`{"text": "a 1", "gt_normalized": NaN}`+"\n"+`{"text": null, "gt_normalized": "b"}`+"\n"), "test", GTNOptions{}, s)
	})
	if len(rejects) != 2 || !strings.Contains(rejects[0].Reason, `"gt_normalized" is NaN (`) || !strings.Contains(rejects[1].Reason, `"text" is null (`) {
		t.Errorf("NeMo GTN JSONL: rejects %+v", rejects)
	}
	_, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("t.jsonl", strings.NewReader(`{"sentence": -Infinity}`+"\n"), "train", TextFields{Text: "sentence"}, 0, s)
	})
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `"sentence" is -Infinity (an infinite float as Python's json.dumps writes it; no text)`) {
		t.Errorf("text JSONL, named field: rejects %+v", rejects)
	}
	_, rejects, _ = collectCuts(t, "libriheavy_cuts_dev.jsonl",
		`{"id": "c1", "supervisions": [{"custom": {"texts": ["In 1984.", NaN]}}]}`+"\n"+
			`{"id": "c2", "supervisions": [{"custom": {"texts": [null, "IN"]}}]}`+"\n", "")
	if len(rejects) != 2 || !strings.Contains(rejects[0].Reason, "texts[1] is NaN (a missing value") || !strings.Contains(rejects[1].Reason, "texts[0] is null, want a string") {
		t.Errorf("Libriheavy cut: rejects %+v", rejects)
	}
}

// TestMissingFieldInAnotherCase: a key in another case is the field a
// struct-decoding reader reads ({"Text": NaN} is a NaN text to NeMo GTN,
// the text JSONL's default fields and a lhotse cut's id), and the reason
// names its NaN; it said "text" is missing beside a hint listing Text. A
// named --text-field matches its key exactly, so there it is missing.
// An id's NaN does not say "no text".
func TestMissingFieldInAnotherCase(t *testing.T) {
	_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("GoogleTN.json", strings.NewReader(`{"Text": NaN, "gt_normalized": "one"}`+"\n"), "test", GTNOptions{}, s)
	})
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `"text" is NaN (a missing value as Python's json.dumps writes it; no text)`) {
		t.Errorf("NeMo GTN JSONL: rejects %+v", rejects)
	}
	_, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseText("t.jsonl", strings.NewReader(`{"id": "a", "TEXT": Infinity}`+"\n"), "train", true, 0, s)
	})
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `"text" is Infinity (an infinite float`) {
		t.Errorf("text JSONL: rejects %+v", rejects)
	}
	_, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("t.jsonl", strings.NewReader(`{"Sentence": NaN}`+"\n"), "train", TextFields{Text: "sentence"}, 0, s)
	})
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `"sentence" is missing (the line's fields: Sentence`) {
		t.Errorf("text JSONL, named field: rejects %+v", rejects)
	}
	_, rejects, _ = collectCuts(t, "libriheavy_cuts_dev.jsonl",
		`{"ID": NaN, "supervisions": [{"custom": {"texts": ["In 1984.", "IN NINETEEN EIGHTY FOUR"]}}]}`+"\n", "")
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `"id" is NaN (a missing value as Python's json.dumps writes it)`) {
		t.Errorf("Libriheavy cut: rejects %+v", rejects)
	}
}
