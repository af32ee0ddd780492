package eval

import (
	"encoding/json"
	"testing"
)

// TestCaseCountsJSONOrder pins the order of --json's counts.case arrays,
// which carry no names: lower, cap, upper, mixed (CaseKeys), as docs/CLI.md
// says with this very example (qa79 counted it by hand as a new user).
func TestCaseCountsJSONOrder(t *testing.T) {
	if got := CaseKeys; len(got) != 4 || got[0] != "lower" || got[1] != "cap" || got[2] != "upper" || got[3] != "mixed" {
		t.Fatalf("CaseKeys %v, want lower cap upper mixed", got)
	}
	sc := NewScorer(Options{})
	var c Counts
	for _, r := range []Record{
		{Src: "doctor smith arrived at five p m on march fifteenth", Ref: "Dr. Smith arrived at 5 p.m. on March 15th.", Hyp: "Dr. smith arrived at 5 PM on march 15th,"},
		{Src: "i bought an iphone for three hundred dollars did you", Ref: "I bought an iPhone for $300. Did you?", Hyp: "i bought an Iphone for 300 dollars. did you?"},
	} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
	}
	b, err := json.Marshal(c.Case)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"ref":[7,4,0,1],"hyp":[11,1,0,0],"correct":[7,0,0,0]}`; string(b) != want {
		t.Errorf("counts.case %s, want %s", b, want)
	}
	if f := c.Case.F1(0); f == nil || *f < 0.7777 || *f > 0.7778 {
		t.Errorf("lower F1 %v, want 14/18", f)
	}
}
