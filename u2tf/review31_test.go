package u2tf

import "testing"

// TestDeriveTrailingDashBeforePeriod: a title's trailing dash before the
// sentence's period, `"Kirby Puckett Statistics and History —".` (Kaggle
// GTN, detokenized: the period joins the dash once --strip-quotes takes
// the quote), is a word of dashes for dash=comma, its comma and the period
// collapsing onto the word before. "—." was no dash word: the row was a
// punct_dash reject (3 rows of the Kaggle GTN study half). A dash ending a
// span ("(1913 -)", a life not ended) is still a reject.
func TestDeriveTrailingDashBeforePeriod(t *testing.T) {
	opts := DefaultOptions()
	opts.StripQuotes, opts.StripBrackets, opts.CollapseMarks = true, true, true
	opts.ReplaceMarks = "dash=comma"
	d := mustDeriver(t, opts)
	for _, tc := range []struct{ written, spoken, want string }{
		{`"Kirby Puckett Statistics and History —".`, "kirby puckett statistics and history", "Kirby Puckett Statistics and History."},
		{`"The Plow Girl — Trailer — Cast —".`, "the plow girl trailer cast", "The Plow Girl, Trailer, Cast."},
		{`"Site Gives Kodak Does TV —".`, "site gives kodak does t v", "Site Gives Kodak Does TV."},
	} {
		ex, rj := d.Derive(tc.written, tc.spoken, nil)
		if rj != nil {
			t.Errorf("%q: %v", tc.written, rj)
			continue
		}
		if got, err := ex.Realize(); err != nil || got != tc.want {
			t.Errorf("%q: realized %q (%v), want %q", tc.written, got, err, tc.want)
		}
	}
	if _, rj := d.Derive(`"Thomas Torrance (1913 -)".`, "thomas torrance nineteen thirteen", nil); rj == nil || rj.Rule != RulePunctDash {
		t.Errorf("a dash ending a span: %v, want a punct_dash reject", rj)
	}
}
