package sources

import (
	"strings"
	"testing"
)

// TestJSONLMissingTextNamesTheLinesFields: a JSONL corpus whose text is
// under another name ({"sentence": ...}, as many Hugging Face exports) was
// rejected line by line with `"text" is missing or null` and nothing about
// what the lines hold; the reason names the line's fields and the flag.
func TestJSONLMissingTextNamesTheLinesFields(t *testing.T) {
	in := `{"uid": 3, "sentence": "It cost $5."}` + "\n" + `[1, 2]` + "\n" + `{}` + "\n"
	_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("hf.jsonl", strings.NewReader(in), "train", true, 0, s)
	})
	want := []string{
		`hf.jsonl:1: want {"id"?, "text"}; "text" is missing or null (the line's fields: sentence, uid; --text-field NAME reads another)`,
		`hf.jsonl:2: invalid JSON line: want an object, got JSON array`,
		`hf.jsonl:3: want {"id"?, "text"}; "text" is missing or null`,
	}
	if len(rejects) != len(want) {
		t.Fatalf("rejects %+v", rejects)
	}
	for i, w := range want {
		if rejects[i].Reason != w {
			t.Errorf("reject %d: %q, want %q", i, rejects[i].Reason, w)
		}
	}
}
