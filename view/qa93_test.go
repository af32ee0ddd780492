package view

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestTextFilterFoldsUnicodeNormalization (qa93): a version whose rows
// keep text decomposed (NFD, "cafe\u0301": raw GTN, a text corpus or a
// Libriheavy book exported so) was searched for "café" as a browser sends
// it, composed (NFC), and the page said "no row matches"; "cafe" found it.
// Both forms of the query now find the row in both forms, on rows and
// rejects alike, and "cafe" still finds the decomposed row.
func TestTextFilterFoldsUnicodeNormalization(t *testing.T) {
	dir := t.TempDir()
	rows := []dataset.Pair{
		{ID: "a:1", Source: "text", Split: "train", Written: "The cafe\u0301 opened.", Spoken: "the cafe\u0301 opened"},
		{ID: "a:2", Source: "text", Split: "train", Written: "The Caf\u00e9 closed.", Spoken: "the caf\u00e9 closed"},
		{ID: "a:3", Source: "text", Split: "train", Written: "No match here.", Spoken: "no match here"},
	}
	rejects := []dataset.Reject{{ID: "a:4", Source: "text", Location: "a:4", Stage: "parse", Rule: "bad", Reason: "a:4: bad", Raw: "Zu\u0308rich 5"}}
	writeVersion(t, dir, "", rows, rejects, 1)
	s, err := New(dir, Options{PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		target string
		want   []string
		none   bool
	}{
		{"/rows?q=caf%C3%A9", []string{"a:1", "a:2"}, false},  // NFC query
		{"/rows?q=cafe%CC%81", []string{"a:1", "a:2"}, false}, // NFD query
		{"/rows?q=CAF%C3%89", []string{"a:1", "a:2"}, false},  // upper case
		{"/rows?q=cafe", []string{"a:1"}, false},              // as before
		{"/rejects?q=z%C3%BCrich", []string{"a:4"}, false},
		{"/rows?q=caf%C3%A8", nil, true},
	} {
		code, body := get(t, s, c.target)
		if code != 200 {
			t.Errorf("%s: %d %s", c.target, code, body)
			continue
		}
		for _, id := range c.want {
			if !strings.Contains(body, ">"+id+"<") && !strings.Contains(body, id) {
				t.Errorf("%s: lacks row %s", c.target, id)
			}
		}
		if got := strings.Contains(body, "no row matches") || strings.Contains(body, "no reject matches"); got != c.none {
			t.Errorf("%s: says none matches = %v, want %v", c.target, got, c.none)
		}
	}
}
