package sources

import (
	"strings"
	"testing"
)

// TestRejectRawIsTheLineWithoutItsEnd: a reject's raw text is its line as
// the file holds it less the line end, "\n" or "\r\n" alike, and a BOM at
// the line's start (the line reader trims both before any reader sees the
// line), so the same corpus saved with Windows line endings, or with a BOM,
// stores the same raw texts. docs/ERRORS.md said "as its file holds it"
// and a CRLF line's raw lacked its "\r" (fin7).
func TestRejectRawIsTheLineWithoutItsEnd(t *testing.T) {
	for _, in := range []string{
		"{\"text\": \"ok\"}\n{\"text\": bad}\n",
		"{\"text\": \"ok\"}\r\n{\"text\": bad}\r\n",
		"\ufeff{\"text\": \"ok\"}\r\n\ufeff{\"text\": bad}\r\n",
	} {
		_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return ParseText("a.jsonl", strings.NewReader(in), "train", true, 0, s)
		})
		if len(rejects) != 1 || rejects[0].Raw != `{"text": bad}` {
			t.Errorf("%q: rejects %+v, want one whose raw is {\"text\": bad}", in, rejects)
		}
	}
}
