package trainer

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestNoteEarlyStopPerModel: u2tf's done event counts each model's steps,
// and without --max-steps each model has its own number to run (its epochs
// times its own updates per epoch). The note compared every model with the
// start event's max_steps, the classifier's: a span model that ran all its
// 40 steps read "span training stopped after step 40 of 100", and one a
// budget stopped at 120 of 300 was not noted.
func TestNoteEarlyStopPerModel(t *testing.T) {
	for _, c := range []struct {
		name, final string
		want        []string
	}{
		{"both finished", `{"step":100,"stages":{"classifier":{"step":100,"max_steps":100},"span":{"step":40,"max_steps":40}}}`, nil},
		{"span stopped", `{"step":100,"stages":{"classifier":{"step":100,"max_steps":100},"span":{"step":120,"max_steps":300}}}`,
			[]string{"span training stopped after step 120 of 300: --max-minutes 2 ran out"}},
		{"classifier stopped", `{"step":7,"stages":{"classifier":{"step":7,"max_steps":100},"span":{"step":0,"max_steps":40}}}`,
			[]string{"classifier training stopped after step 7 of 100: --max-minutes 2 ran out", "span training stopped after step 0 of 40: --max-minutes 2 ran out"}},
		{"one model", `{"step":30}`, []string{"training stopped after step 30 of 100: --max-minutes 2 ran out"}},
	} {
		l := &Launch{Options: Options{Hyper: Hyper{MaxMinutes: 2}}, Record: &RunRecord{
			Start: json.RawMessage(`{"event":"start","max_steps":100}`), Final: json.RawMessage(c.final)}}
		l.noteEarlyStop(Hooks{})
		if !slices.Equal(l.Record.Notes, c.want) {
			t.Errorf("%s: notes %q, want %q", c.name, l.Record.Notes, c.want)
		}
	}
}
