package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// TestVerbalizeRejectLineSaysItOnce: a line the verbalizer cannot speak is
// reported on stderr as every streaming command reports a quarantined line,
// "FILE:LINE: quarantined: REASON", the reason said once (it was
// "cannot verbalize: cannot verbalize symbol ...", and an invalid JSON line
// was "cannot verbalize: invalid JSON"): "cannot verbalize" appears once on
// stderr. The --rejects record keeps the reason whole.
func TestVerbalizeRejectLineSaysItOnce(t *testing.T) {
	in := writeFile(t, t.TempDir(), "v.txt", "It was 5.\nSmile 😀 now.\nOK 7.\n")
	rej := filepath.Join(t.TempDir(), "rejects.jsonl")
	code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in)
	if code != 0 || !strings.Contains(errs, in+":2: quarantined: cannot verbalize symbol '😀' (U+1F600) at byte 6") || strings.Count(errs, "cannot verbalize") != 1 {
		t.Errorf("exit %d, stderr:\n%s", code, errs)
	}
	if code, _, _ := runVerbalizeCmd(t, "verbalize", "--in", in, "--rejects", rej); code != 0 {
		t.Fatalf("--rejects: exit %d", code)
	}
	if b, err := os.ReadFile(rej); err != nil || !strings.Contains(string(b), `"reason":"cannot verbalize symbol '😀' (U+1F600) at byte 6"`) {
		t.Errorf("rejects file: %s (%v)", b, err)
	}
}

// TestVerbalizeRejectsAreTheQuarantinesFormat: verbalize's --rejects file
// is written by the quarantine every streaming command writes
// (quarantine.Sink): each record names its file, as align's, mine's and
// evaluate's do, with the line, id, reason, text and verbalize's kind. It
// was verbalize's own encoder's {"id","line","text","kind","reason"},
// without the file, so a rejects file could not be read as the others'.
func TestVerbalizeRejectsAreTheQuarantinesFormat(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl", "{\"id\":\"a\",\"text\":\"It was 5.\"}\n{\"id\": \n{\"id\":\"c\",\"text\":\"ctrl \\u0001 char\"}\n{\"id\":\"d\",\"text\":\"fine 7\"}\n")
	rej := filepath.Join(dir, "rejects.jsonl")
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--rejects", rej); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(rej)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 2 {
		t.Fatalf("rejects file:\n%s", b)
	}
	want := []quarantine.Reject{
		{File: in, Line: 2, ID: "2", Reason: "", Text: `{"id": `, Kind: "invalid_json"},
		{File: in, Line: 3, ID: "c", Reason: "control character U+0001 at byte 5", Text: "ctrl \x01 char", Kind: "control"},
	}
	for i, l := range lines {
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields() // every field is one of quarantine.Reject's
		var got quarantine.Reject
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
		if i == 0 && strings.HasPrefix(got.Reason, "invalid JSON") {
			got.Reason = "" // the decoder's words
		}
		if got != want[i] {
			t.Errorf("line %d: got %+v, want %+v", i+1, got, want[i])
		}
	}
}

// TestVerbalizeNamesTheFieldsOfALineWithoutText: a JSON line without
// "text" (a pair file given to verbalize) is quarantined naming the
// line's fields and the jq command that writes verbalize's lines, as
// align names the fields of a line without its pair: it said only
// `JSON record has no "text" field`.
func TestVerbalizeNamesTheFieldsOfALineWithoutText(t *testing.T) {
	in := writeFile(t, t.TempDir(), "pairs.jsonl", `{"written":"It is 5.","spoken":"it is five"}`+"\n"+`{"text":"It is 7."}`+"\n")
	code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in)
	want := in + `:1: quarantined: JSON record has no "text" field (the line's fields: spoken, written; verbalize reads {"id", "text"} lines: jq -c '{id, text: .written}' FILE writes them)`
	if code != 0 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr:\n%s\nwant %s", code, errs, want)
	}
}
