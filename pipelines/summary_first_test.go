package pipelines

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/transforms"
)

// TestSummaryFirstReject: the summary names the run's first reject in
// the input (the finalizer's, from every reject shard's writer) after the
// command that lists them.
func TestSummaryFirstReject(t *testing.T) {
	r := &dataset.Reject{ID: "t.tsv:2", Location: "t.tsv:2", Rule: "parse/bad_columns", Reason: "t.tsv:2: bad"}
	p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", Accounting: dataset.Accounting{Read: 30001, Written: 1, Rejected: 30000}, FirstReject: r}}
	if s := p.Summary(); !strings.Contains(s, "itnprep: rejects: itnprep versions head out/text/v --rejects (by id); first in the input: t.tsv:2: parse/bad_columns: bad\n") {
		t.Errorf("summary %q", s)
	}
}

// TestSummaryCountsOneRecordInTheSingular: a run of one record said
// "itnprep: read 1 records, wrote 1, rejected 0", where the rows' line
// beneath it already said "1 row".
func TestSummaryCountsOneRecordInTheSingular(t *testing.T) {
	for _, c := range []struct {
		read int64
		want string
	}{{1, "itnprep: read 1 record, wrote 1, rejected 0\n"}, {2, "itnprep: read 2 records, wrote 2, rejected 0\n"}} {
		p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", Accounting: dataset.Accounting{Read: c.read, Written: c.read, Rows: c.read}}}
		if s := p.Summary(); !strings.HasPrefix(s, c.want) {
			t.Errorf("read %d: summary %q, want it to start %q", c.read, s, c.want)
		}
	}
}
