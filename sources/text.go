package sources

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// IsJSONLName reports whether a file name says JSON Lines (.jsonl, .json,
// optionally .gz).
func IsJSONLName(name string) bool {
	b := strings.ToLower(BaseName(name))
	return strings.HasSuffix(b, ".jsonl") || strings.HasSuffix(b, ".json")
}

type textLine struct {
	ID   *json.RawMessage `json:"id"`
	Text *string          `json:"text"`
}

// ParseText reads a written corpus: one sentence or document per line,
// plain text, or JSONL {"id"?, "text"} when jsonl is true. Ids are
// "<file>:<line>", or "<file>:<id>" when a JSONL line carries an id.
// Blank plain-text lines are skipped (they hold no record).
func ParseText(name string, r io.Reader, split string, jsonl bool, maxRecordBytes int, sink Sink) (FileResult, error) {
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	for {
		ln, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return res, err
		}
		if len(strings.TrimSpace(string(ln.Text))) == 0 && ln.Problem == "" {
			continue
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", base, ln.No)
		loc := lr.Location(ln.No)
		reject := func(rule, why string) {
			sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why, Raw: dataset.TruncateRaw(string(ln.Text))})
		}
		if ln.Problem != "" {
			reject(ln.Rule, ln.Problem)
			continue
		}
		text := string(ln.Text)
		if jsonl {
			var v textLine
			if err := json.Unmarshal(ln.Text, &v); err != nil {
				reject("invalid_json", "invalid JSON: "+err.Error())
				continue
			}
			if v.Text == nil {
				reject("missing_field", `want {"id"?, "text"}; "text" is missing`)
				continue
			}
			text = *v.Text
			if v.ID != nil {
				var s string
				if json.Unmarshal(*v.ID, &s) != nil {
					s = string(*v.ID) // numbers keep their JSON spelling
				}
				id = base + ":" + s
			}
		}
		sink.Pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: text})
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}
