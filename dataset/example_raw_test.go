package dataset_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
)

// A reader whose record is not its written text as read (a Libriheavy
// cut's JSON line, a CSV row) sets Raw, and a later stage's reject of the
// pair stores it, as a parse reject stores the line; a plain-text line's
// pair has no Raw, and its reject stores the written text.
func ExamplePair_RawInput() {
	cut := dataset.Pair{ID: "c2", Source: "libriheavy", Written: "", Spoken: "",
		From: dataset.Origin{File: "cuts.jsonl", Line: 2},
		Raw:  `{"id": "c2", "supervisions": [{"custom": {"texts": ["[Illustration]", ""]}}]}`}
	r := cut.Reject("book", "empty_side", "written: empty after cleaning", cut.RawInput())
	fmt.Println(r.Location, r.Rule, r.Raw)
	line := dataset.Pair{ID: "notes.txt:7", Source: "text", Written: "A line as read."}
	fmt.Println(line.RawInput())
	// Output:
	// cuts.jsonl:2 book/empty_side {"id": "c2", "supervisions": [{"custom": {"texts": ["[Illustration]", ""]}}]}
	// A line as read.
}

// A reader that keeps a record's line copies at most MaxRawBytes of a
// long one (and a few bytes more, so as not to split a character), as
// TruncateRaw would keep of the whole line.
func ExampleTruncateRawBytes() {
	long := []byte(strings.Repeat("é", 3000)) // 6,000 bytes
	raw := dataset.TruncateRawBytes(long)
	fmt.Println(len(raw), utf8.ValidString(raw), strings.HasSuffix(raw, "…[truncated]"))
	fmt.Println(dataset.TruncateRawBytes([]byte(`{"id": "c1"}`)))
	// Output:
	// 4110 true true
	// {"id": "c1"}
}

// FuzzTruncateRawBytes: TruncateRawBytes of b is TruncateRaw of the whole
// of b as a string, whatever its length and bytes.
func FuzzTruncateRawBytes(f *testing.F) {
	f.Add([]byte("short"), 0)
	f.Add([]byte("é"), dataset.MaxRawBytes-1)
	f.Add([]byte("\xe2\x82\xac"), dataset.MaxRawBytes)
	f.Add([]byte{0xff, 0x80}, dataset.MaxRawBytes+1)
	f.Fuzz(func(t *testing.T, unit []byte, pad int) {
		if pad < 0 || pad > 2*dataset.MaxRawBytes || len(unit) > 64 {
			return
		}
		// pad ASCII bytes, then unit over and over past the limit.
		b := []byte(strings.Repeat("a", pad))
		for len(unit) > 0 && len(b) <= dataset.MaxRawBytes+2*len(unit) {
			b = append(b, unit...)
		}
		if got, want := dataset.TruncateRawBytes(b), dataset.TruncateRaw(string(b)); got != want {
			t.Errorf("TruncateRawBytes(%d bytes) = %d bytes %q..., want %d bytes", len(b), len(got), got[max(0, len(got)-20):], len(want))
		}
	})
}
