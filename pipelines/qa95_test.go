package pipelines

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/transforms"
)

// TestDeriveSummaryNamesTheTopRejectsRemedy (qa95): a published derive
// u2tf whose exclamation marks were rejected (under --max-reject-rate)
// said nothing of --replace-marks exclamation=period, which its refusal
// names once the rejects pass the rate; a prep's summary names its top
// rule's remedy so. A derive's summary now does too.
func TestDeriveSummaryNamesTheTopRejectsRemedy(t *testing.T) {
	r := &dataset.Reject{ID: "ex.txt:1", Location: "ex.txt:1", Rule: "u2tf/punct_exclamation", Reason: `word "cats!": punctuation "!" the classifier cannot predict`}
	p := Published{Parent: &dataset.Accounting{Rows: 10}, RunResult: transforms.RunResult{Dir: "out/text-u2tf/v", FirstReject: r, Accounting: dataset.Accounting{Read: 10, Written: 7, Rejected: 3,
		RejectedByReason: map[string]int64{"u2tf/punct_exclamation": 2, "u2tf/punct_colon": 1}}}}
	if s := p.Summary(); !strings.Contains(s, "itnprep: most rejects are u2tf/punct_exclamation (2): ") || !strings.Contains(s, "--replace-marks exclamation=period") {
		t.Errorf("summary %q lacks the remedy", s)
	}
}
