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
