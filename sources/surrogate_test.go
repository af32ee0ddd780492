package sources

import (
	"strings"
	"testing"
)

// TestJSONLoneSurrogateIsRejected: a lone surrogate escape ("\ud800"
// without its pair) in a string a JSONL source reads was turned into U+FFFD
// by encoding/json without an error, so NeMo's GTN JSONL published
// "It cost \ufffd $5" as the written side (and text JSONL rejected it as an
// unverbalizable symbol '\ufffd', a reason the file does not explain). Each
// JSONL source rejects the line as invalid_json naming the escape; a valid
// pair of escapes (an emoji) still parses, and a literal U+FFFD in the
// file is a replacement_character reject (TestMojibakeIsRejectedByEveryParseFunction;
// it parsed, ParseNeMoGTN called directly passing it on).
func TestJSONLoneSurrogateIsRejected(t *testing.T) {
	t.Run("nemo", func(t *testing.T) {
		in := `{"text": "It cost \ud800 $5 .", "gt_normalized": "it cost five dollars ."}` + "\n" +
			`{"text": "Bad \udc00 spoken .", "gt_normalized": "bad \udc00 spoken ."}` + "\n" +
			`{"text": "Smile \ud83d\ude00 .", "gt_normalized": "smile ."}` + "\n" +
			`{"text": "Kept \ufffd .", "gt_normalized": "kept ."}` + "\n"
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return ParseNeMoGTN("GoogleTN.json", strings.NewReader(in), "test", GTNOptions{}, s)
		})
		if res.Records != 4 || len(pairs) != 1 || len(rejects) != 3 {
			t.Fatalf("records %d pairs %+v rejects %+v", res.Records, pairs, rejects)
		}
		if pairs[0].Written != "Smile \U0001F600 ." || rejects[2].Rule != "replacement_character" {
			t.Errorf("pairs %+v, last reject %+v", pairs, rejects[2])
		}
		for i, want := range []string{`GoogleTN.json:1: lone surrogate \ud800`, `GoogleTN.json:2: lone surrogate \udc00`} {
			if r := rejects[i]; r.Rule != "invalid_json" || !strings.HasPrefix(r.Reason, want) {
				t.Errorf("reject %d: %+v, want rule invalid_json, reason %q...", i, r, want)
			}
		}
	})
	t.Run("text", func(t *testing.T) {
		in := `{"id": "a", "text": "It cost \ud800 $5."}` + "\n" +
			`{"id": "b\ud800", "text": "Id with one."}` + "\n" +
			`{"id": "c", "text": "Fine on 3 May."}` + "\n"
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return ParseText("s.jsonl", strings.NewReader(in), "train", true, 0, s)
		})
		if len(pairs) != 1 || pairs[0].ID != "s.jsonl:c" || len(rejects) != 2 {
			t.Fatalf("pairs %+v rejects %+v", pairs, rejects)
		}
		for i, r := range rejects {
			if r.Rule != "invalid_json" || !strings.Contains(r.Reason, `lone surrogate \ud800`) {
				t.Errorf("reject %d: %+v", i, r)
			}
		}
		// Named fields go through their own decoding.
		pairs, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
			return ParseTextFields("s.jsonl", strings.NewReader(`{"uid": 1, "sentence": "x \udbff y"}`+"\n"), "train", TextFields{Text: "sentence", ID: "uid"}, 0, s)
		})
		if len(pairs) != 0 || len(rejects) != 1 || rejects[0].Rule != "invalid_json" {
			t.Fatalf("named fields: pairs %+v rejects %+v", pairs, rejects)
		}
	})
	t.Run("libriheavy", func(t *testing.T) {
		in := `{"id": "c1", "supervisions": [{"custom": {"texts": ["Book \ud800 text.", "BOOK TEXT"]}}]}` + "\n" +
			`{"id": "c2", "supervisions": [{"custom": {"texts": ["Book text.", "BOOK TEXT"]}}]}` + "\n"
		pairs, rejects, _ := collectCuts(t, "libriheavy_cuts_dev.jsonl", in, "")
		if len(pairs) != 1 || pairs[0].ID != "c2" || len(rejects) != 1 {
			t.Fatalf("pairs %+v rejects %+v", pairs, rejects)
		}
		if r := rejects[0]; r.Rule != "invalid_json" || !strings.Contains(r.Reason, `cut c1: lone surrogate \ud800`) {
			t.Errorf("reject %+v", r)
		}
	})
}
