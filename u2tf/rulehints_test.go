package u2tf

import (
	"regexp"
	"strings"
	"testing"
)

// TestRuleHintsNameWorkingFlags: every mark the classifier does not
// predict and a derive flag remedies has a hint naming that flag, and each
// --replace-marks the hints suggest is one the flag's parser accepts (a
// hint naming a mark it refuses would send the user to a usage error).
func TestRuleHintsNameWorkingFlags(t *testing.T) {
	for rule, flag := range map[string]string{
		RulePunctExclaim: "--replace-marks exclamation=", RulePunctColon: "--replace-marks colon=",
		RulePunctSemicolon: "--replace-marks semicolon=", RulePunctEllipsis: "--replace-marks ellipsis=",
		RulePunctDash: "--replace-marks dash=", RulePunctQuote: "--strip-quotes",
		RulePunctBracket: "--strip-brackets", RulePunctMultiple: "--collapse-marks",
		RulePunctDetached: "--detokenize",
	} {
		if !strings.Contains(RuleHints[rule], flag) {
			t.Errorf("%s: hint %q does not name %s", rule, RuleHints[rule], flag)
		}
	}
	re := regexp.MustCompile(`--replace-marks ([a-z]+=[a-z]+)`)
	for rule, hint := range RuleHints {
		for _, m := range re.FindAllStringSubmatch(hint, -1) {
			if _, err := ParseMarkReplacements(m[1]); err != nil {
				t.Errorf("%s: hint suggests --replace-marks %s, which is refused: %v", rule, m[1], err)
			}
		}
	}
}

// TestRuleHintDashSaysWhatItLeaves: --replace-marks dash rewrites a word
// of dashes alone, not a dash that ends a number (a suspended hyphen), so
// a parent whose dashes end numbers is refused again with the flag given;
// the hint says so, where it promised the flag would derive them.
func TestRuleHintDashSaysWhatItLeaves(t *testing.T) {
	o := DefaultOptions()
	o.ReplaceMarks = "dash=comma"
	d, err := NewDeriver(o)
	if err != nil {
		t.Fatal(err)
	}
	w, s := "We saw 5- and 6-year-olds there.", "we saw five and six year olds there"
	if _, rj := d.Derive(w, s, []Span{span(w, "5", s, "five"), span(w, "6", s, "six")}); rj == nil || rj.Rule != RulePunctDash {
		t.Fatalf("suspended hyphen with --replace-marks dash=comma: %v, want %s", rj, RulePunctDash)
	}
	if hint := RuleHints[RulePunctDash]; !strings.Contains(hint, "suspended hyphen") || !strings.Contains(hint, "stays a reject") {
		t.Errorf("punct_dash hint %q does not say a dash ending a number stays a reject", hint)
	}
}
