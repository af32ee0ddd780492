package trainer_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestLeftOutNotes: the rows the program leaves out for --max-len, which
// it says on stderr and in its start event, are run.json notes too.
func TestLeftOutNotes(t *testing.T) {
	start := `{"event":"start","model":"u2tf","hparams":{"max_len":16},"train_rows":90,"long_train_left_out":10,` +
		`"valid_rows":5,"long_valid_left_out":0,"span_train_rows":7,"span_long_train_left_out":3}`
	got := trainer.LeftOutNotes(json.RawMessage(start))
	want := []string{
		"10 of 100 training rows are longer than --max-len 16 pieces: left out (long_train_left_out in the start event)",
		"3 of 10 training span rows are longer than --max-len 16 pieces: left out (span_long_train_left_out in the start event)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("notes %q\nwant  %q", got, want)
	}
	if got := trainer.LeftOutNotes(json.RawMessage(`{"event":"start","model":"seq2seq","train_rows":9,"long_train_left_out":0}`)); got != nil {
		t.Fatalf("nothing left out, notes %q", got)
	}
}

// TestLeftOutNotesSayTheTestRowsCut: test rows longer than --max-len are
// kept cut and scored so; the start event counted them (truncated_test)
// but no note or line said it, so a score over half-cut rows read as
// whole (a tagger run with --max-len 32 on NeMo GTN 2,001-7,551 cut 147
// of its 266 test rows). TestNotes picks them for the run's stderr, by
// what each note counts (it filtered the notes by their text). A
// seq2seq pair or span row is counted long on either side (encode_rows),
// and the span model's test rows are never decoded (u2tf's figures decode
// the spans its classifier marks): the notes said a long seq2seq pair's
// spoken side alone was cut and that the span rows were scored.
func TestLeftOutNotesSayTheTestRowsCut(t *testing.T) {
	start := `{"event":"start","model":"u2tf","hparams":{"max_len":32},"train_rows":9,"long_train_left_out":1,` +
		`"test_rows":266,"truncated_test":147,"span_test_rows":195,"span_truncated_test":23}`
	got := trainer.LeftOutNotes(json.RawMessage(start))
	want := []string{
		"1 of 10 training rows are longer than --max-len 32 pieces: left out (long_train_left_out in the start event)",
		"147 of 266 test rows are longer than --max-len 32 pieces: cut at a word, the words after it left unlabelled (as spoken), and the test figures score them so (truncated_test in the start event; a larger --max-len decodes them whole)",
		"23 of 195 test span rows are longer than --max-len 32 pieces on a side: the span model's test rows are not scored, but a span the classifier marks whose input is that long is decoded from its first pieces only, and the test figures score it so (span_truncated_test in the start event; a larger --max-len decodes them whole)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("notes %q\nwant  %q", got, want)
	}
	if tn := trainer.TestNotes(json.RawMessage(start)); len(tn) != 2 || tn[0] != want[1] || tn[1] != want[2] {
		t.Errorf("TestNotes %q, want the two test notes", tn)
	}
	// TestNotes picks the notes by the count each says (truncated_test,
	// span_truncated_test), not by their text: a start event with no test
	// rows cut has none, one with only test rows cut has those alone.
	if tn := trainer.TestNotes(json.RawMessage(`{"event":"start","model":"u2tf","hparams":{"max_len":32},"train_rows":9,"long_train_left_out":1,"valid_rows":3,"long_valid_left_out":2}`)); tn != nil {
		t.Errorf("no test rows cut: TestNotes %q", tn)
	}
	if tn := trainer.TestNotes(json.RawMessage(`{"event":"start","model":"tagger","hparams":{"max_len":32},"test_rows":5,"truncated_test":2}`)); len(tn) != 1 || !strings.HasPrefix(tn[0], "2 of 5 test rows") {
		t.Errorf("tagger: TestNotes %q", tn)
	}
	s2s := trainer.LeftOutNotes(json.RawMessage(`{"event":"start","model":"seq2seq","hparams":{"max_len":32},"test_rows":280,"truncated_test":182}`))
	if len(s2s) != 1 || !strings.HasPrefix(s2s[0], "182 of 280 test pairs are longer than --max-len 32 pieces on a side: decoded cut, the model reading only the start of a long spoken side and writing at most 32 pieces, and the test figures score them so against the whole reference") {
		t.Errorf("seq2seq notes %q", s2s)
	}
	tagger := trainer.LeftOutNotes(json.RawMessage(`{"event":"start","model":"tagger","hparams":{"max_len":32},"test_rows":5,"truncated_test":2}`))
	if len(tagger) != 1 || !strings.Contains(tagger[0], "2 of 5 test rows are longer than --max-len 32 pieces: cut at a word, the words after it tagged <SELF>") {
		t.Errorf("tagger notes %q", tagger)
	}
}

// TestRunNotesRowsLeftOut runs the real program with a --max-len that some
// training pairs exceed: run.json's notes say how many were left out, as
// stderr does.
func TestRunNotesRowsLeftOut(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 60, 6, 6, 1)
	run := filepath.Join(tmp, "run")
	l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Cache: filepath.Join(tmp, "c"),
		Python: py, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1, Layers: 1, DModel: 32, FFN: 64, Heads: 2, MaxLen: 12,
			VocabSize: 100, BatchTokens: 512, Accum: 1, LogEvery: 1, Threads: 1, DecodeLimit: 2}})
	if err != nil {
		t.Fatal(err)
	}
	var errb strings.Builder
	if err := l.Run(context.Background(), trainer.Hooks{Stderr: &errb}); err != nil {
		t.Fatal(err)
	}
	said := regexp.MustCompile(`(\d+) of (\d+) training pairs are longer than --max-len 12 pieces on a side: left out`).FindStringSubmatch(errb.String())
	if said == nil {
		t.Fatalf("the program said nothing left out (the test needs some pairs over --max-len 12); stderr:\n%s", errb.String())
	}
	b, err := os.ReadFile(filepath.Join(run, "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Notes []string `json:"notes"`
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	want := said[1] + " of " + said[2] + " training pairs are longer than --max-len 12 pieces: left out"
	if !strings.Contains(strings.Join(rec.Notes, "\n"), want) {
		t.Fatalf("run.json notes %q lack %q", rec.Notes, want)
	}
}
