package sources

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// FuzzParseCut checks that any line gives either a cut with an id and two
// texts that really are in the line's JSON, or a *CutError; never a panic.
func FuzzParseCut(f *testing.F) {
	f.Add([]byte(testCut))
	f.Add([]byte(`{"id": "c1", "supervisions": [{"custom": {"texts": ["a", "B"]}}]}`))
	f.Add([]byte(`{"id": "c1", "supervisions": [{"custom": {"texts": ["a"]}}]}`))
	f.Add([]byte(`{"id": "c1", "supervisions": [{"custom": {"texts": [null, 1]}}]}`))
	f.Add([]byte(`{"id": "c1", "supervisions": {}}`))
	f.Add([]byte(`[]`))
	f.Add([]byte("{\"id\": \"\xff\"}"))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, line []byte) {
		c, err := ParseCut(line)
		if err != nil {
			var ce *CutError
			if !errors.As(err, &ce) || ce.Reason == "" {
				t.Fatalf("error %v is not a *CutError with a reason", err)
			}
			return
		}
		if c.ID == "" {
			t.Fatal("accepted a cut without id")
		}
		if !json.Valid(line) {
			t.Fatalf("accepted invalid JSON %q", line)
		}
		var generic struct {
			Supervisions []struct {
				Custom struct {
					Texts []string `json:"texts"`
				} `json:"custom"`
			} `json:"supervisions"`
		}
		if err := json.Unmarshal(line, &generic); err != nil {
			t.Fatalf("accepted a line a plain decode rejects: %v", err)
		}
		texts := generic.Supervisions[0].Custom.Texts
		if len(texts) != 2 || texts[0] != c.Book || texts[1] != c.Transcript {
			t.Fatalf("texts %q vs cut %q / %q", texts, c.Book, c.Transcript)
		}
	})
}

// FuzzParseLibriheavy checks the file-level reader: never a panic, and every
// counted record is exactly one pair or one reject. The one error is the
// refusal of a JSON document given for JSON Lines (a first line "[" or a
// lone "{", ExpectJSONLines; the fuzzer's "[",
// testdata/fuzz/FuzzParseLibriheavy/da8972bff0a45585, failed on it):
// in-memory input has no read errors.
func FuzzParseLibriheavy(f *testing.F) {
	f.Add([]byte(testCut + "\n{}\n\n[1]\n"))
	f.Add([]byte("\xef\xbb\xbf" + testCut + "\r\n" + testCut))
	f.Add([]byte("{\"id\": \"a\x00\"}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var pairs, rejects int64
		res, err := ParseLibriheavy("libriheavy_cuts_dev.jsonl", bytes.NewReader(data), "", LhotseOptions{MaxRecordBytes: 4096}, Sink{
			Pair: func(p dataset.Pair) {
				if p.ID == "" || p.Split != "validation" || !hasFileLine(p.From.String(), "libriheavy_cuts_dev.jsonl") {
					t.Fatalf("bad pair %+v", p)
				}
				pairs++
			},
			Reject: func(r dataset.Reject) {
				// A reject names its file and line, in its location and
				// its reason (doc.go; fuzz10 added the line).
				if r.Rule == "" || r.ID == "" || !hasFileLine(r.Location, "libriheavy_cuts_dev.jsonl") || !hasFileLine(r.Reason, "libriheavy_cuts_dev.jsonl") {
					t.Fatalf("bad reject %+v", r)
				}
				rejects++
			},
		})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "libriheavy_cuts_dev.jsonl:") || !strings.Contains(err.Error(), ", not JSON Lines: ") {
				t.Fatal(err)
			}
			return
		}
		if res.Records != pairs+rejects || res.BytesRead != int64(len(data)) {
			t.Fatalf("records %d != pairs %d + rejects %d, or bytes %d != %d", res.Records, pairs, rejects, res.BytesRead, len(data))
		}
	})
}
