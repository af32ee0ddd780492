package eval

import "testing"

// TestRepeatsRefusal: scores with repeated ids are refused in one line
// naming the first repeat, the line it repeats and the way past it, in
// the singular for one; none repeated, or the check not asked for (a nil
// Repeats: --allow-duplicate-ids), refuses nothing.
func TestRepeatsRefusal(t *testing.T) {
	var none *Repeats
	if err := none.Refusal(); err != nil {
		t.Errorf("no check: %v", err)
	}
	var rs Repeats
	if err := rs.Refusal(); err != nil {
		t.Errorf("no repeat: %v", err)
	}
	rs.Note(Repeat{ID: "s7", File: "p.jsonl", Line: 12, FirstFile: "p.jsonl", FirstLine: 3})
	if err := rs.Refusal(); err == nil || err.Error() != `refusing to score: 1 record repeats an earlier record's id (first: p.jsonl:12: id "s7" repeats p.jsonl:3) (a predictions file joined twice? each sentence would count once per copy: remove the repeats or fix the ids, or pass --allow-duplicate-ids to score every line)` {
		t.Errorf("one repeat: %v", err)
	}
	rs.Note(Repeat{ID: "42", Number: true, File: "p.jsonl", Line: 5, FirstFile: "p.jsonl", FirstLine: 1})
	if err := rs.Refusal(); err == nil || err.Error() != `refusing to score: 2 records repeat an earlier record's id (first: p.jsonl:5: id 42 repeats p.jsonl:1) (a predictions file joined twice? each sentence would count once per copy: remove the repeats or fix the ids, or pass --allow-duplicate-ids to score every line)` {
		t.Errorf("two repeats: %v", err)
	}
}
