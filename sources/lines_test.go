package sources

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestJSONLinesCutShortAreNamed: a JSONL file cut short (head -c, an
// interrupted copy or download) ends in a line without its newline whose
// JSON stops early; its reject said only "invalid JSON: unexpected end of
// JSON input". It now says the line is the file's last and unterminated.
// The same broken JSON on a line that ends properly (a pretty-printed
// object's first line) says nothing of the kind.
func TestJSONLinesCutShortAreNamed(t *testing.T) {
	const hint = "(the file's last line, which ends without a newline: the file cut short by an interrupted copy or download?)"
	parsers := map[string]func(string, Sink) (FileResult, error){
		"nemo gtn": func(in string, s Sink) (FileResult, error) {
			return ParseNeMoGTN("GoogleTN.json", strings.NewReader(in), "test", GTNOptions{}, s)
		},
		"text jsonl": func(in string, s Sink) (FileResult, error) {
			// --text-field text: NeMo's records given to prep text on
			// purpose (without it they are refused, naming prep gtn).
			return ParseTextFields("t.jsonl", strings.NewReader(in), "train", TextFields{Text: "text"}, 0, s)
		},
		"libriheavy": func(in string, s Sink) (FileResult, error) {
			return ParseLibriheavy("libriheavy_cuts_dev.jsonl", strings.NewReader(in), "dev", LhotseOptions{}, s)
		},
	}
	for name, parse := range parsers {
		for in, want := range map[string]bool{
			`{"text": "a", "gt_normalized": "a"}` + "\n" + `{"text": "It cost`:        true,
			`{"text": "a", "gt_normalized": "a"}` + "\n" + `{"text": "It cost` + "\n": false,
			`{"text": "a", "gt_normalized": "a"}` + "\n{\n":                           false,
		} {
			_, rejects, _ := collect(t, func(s Sink) (FileResult, error) { return parse(in, s) })
			var last dataset.Reject
			for _, r := range rejects {
				if r.Rule == "invalid_json" {
					last = r
				}
			}
			if last.Rule == "" {
				t.Errorf("%s %q: no invalid_json reject: %v", name, in, rejects)
				continue
			}
			if got := strings.HasSuffix(last.Reason, hint); got != want {
				t.Errorf("%s %q: reason %q, hint %v, want %v", name, in, last.Reason, got, want)
			}
		}
	}
}

// TestTextCutInsideACharacterIsNamed: a file cut short inside a
// character (a UTF-8 file's last line stops after a lead byte) was an
// invalid UTF-8 reject that suggested only Latin-1 and iconv, which would
// garble a UTF-8 file; it now says the line stops inside a character and
// may be cut short. Invalid UTF-8 elsewhere, or on a line that ends with
// its newline, keeps the Latin-1 reason alone.
func TestTextCutInsideACharacterIsNamed(t *testing.T) {
	const cut = "the line stops inside a character: its last 2 byte(s), 0xE282, begin one; the file's last line, which ends without a newline: the file cut short by an interrupted copy or download? else text in Latin-1"
	for in, want := range map[string]bool{
		"It cost 5 \xe2\x82\xac.\nIt cost 6 \xe2\x82":         true,
		"It cost 5 \xe2\x82\xac.\nIt cost 6 \xe2\x82\n":       false,
		"It cost 5 \xe2\x82\xac.\nIt c\xe9st 6 \xe2\x82":      false,
		"It cost 5 \xe2\x82\xac.\nIt cost 6 \xe2\x82\xac\x80": false,
	} {
		_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return ParseText("t.txt", strings.NewReader(in), "train", false, 0, s)
		})
		if len(rejects) != 1 || rejects[0].Rule != "invalid_utf8" {
			t.Errorf("%q: rejects %+v, want one invalid_utf8", in, rejects)
			continue
		}
		if got := strings.Contains(rejects[0].Reason, cut); got != want {
			t.Errorf("%q: reason %q, cut-short hint %v, want %v", in, rejects[0].Reason, got, want)
		}
		if !strings.Contains(rejects[0].Reason, "Latin-1") {
			t.Errorf("%q: reason %q lost the Latin-1 alternative", in, rejects[0].Reason)
		}
	}
}
