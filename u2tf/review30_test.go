package u2tf

import "testing"

// TestDeriveDashInSpanStays: a word of dashes that dash=comma would make a
// comma inside an ITN span (neighbouring entities are one span: call
// letters "KTVO - TV" said "k t v o t v", a designation "SH - 50", two
// dates "August 16, 1859 - August 7, 1939") stays as written, the
// entity's formatting, as a dash between numbers does: the pair is kept,
// as it is without the flag. It was a punct_dash reject ("a clause's mark
// replaced inside the span"). A dash between clauses is still replaced,
// and a colon replaced inside a span still rejects the pair.
func TestDeriveDashInSpanStays(t *testing.T) {
	opts := DefaultOptions()
	opts.ReplaceMarks = "colon=comma,dash=comma"
	d := mustDeriver(t, opts)
	for _, tc := range []struct{ written, spoken, out string }{
		{"The station KTVO - TV went on air.", "the station k t v o t v went on air", "KTVO - TV"},
		{"The SH - 50 was built.", "the s h fifty was built", "SH - 50"},
		{"He lived August 16, 1859 - August 7, 1939 there.",
			"he lived august sixteenth eighteen fifty nine august seventh nineteen thirty nine there",
			"August 16, 1859 - August 7, 1939"},
	} {
		ex, rj := d.Derive(tc.written, tc.spoken, nil)
		if rj != nil {
			t.Errorf("%q: %v", tc.written, rj)
			continue
		}
		if got, err := ex.Realize(); err != nil || got != tc.written {
			t.Errorf("%q: realized %q (%v)", tc.written, got, err)
		}
		found := false
		for _, s := range ex.Spans {
			found = found || s.Output == tc.out
		}
		if !found {
			t.Errorf("%q: no span writes %q: %+v", tc.written, tc.out, ex.Spans)
		}
	}
	ex, rj := d.Derive("Region — United States won.", "region united states won", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got, _ := ex.Realize(); got != "Region, United States won." {
		t.Errorf("a dash between words: realized %q", got)
	}
	if _, rj := d.Derive("It was 5 kg: 3 went.", "it was five kilograms three went", nil); rj == nil || rj.Rule != RulePunctColon {
		t.Errorf("a colon inside a span: %v, want a punct_colon reject", rj)
	}
}
