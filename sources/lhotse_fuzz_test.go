package sources

import (
	"encoding/json"
	"errors"
	"testing"
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
