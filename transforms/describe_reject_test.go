package transforms

import (
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// The summary's first reject names its location once: most reasons begin
// with it, and the line read "x.txt:2: basic/empty_text: x.txt:2: written:
// empty after cleaning".
func TestDescribeRejectSaysTheLocationOnce(t *testing.T) {
	for _, c := range []struct {
		r    dataset.Reject
		want string
	}{
		{dataset.Reject{Location: "x.txt:2", Rule: "basic/empty_text", Reason: "x.txt:2: written: empty after cleaning"}, "x.txt:2: basic/empty_text: written: empty after cleaning"},
		{dataset.Reject{Location: "p.txt:3 (row of parent version abc)", Rule: "tagger/tag_oov", Reason: `tag "_f" is not among the 76 kept fragments`}, `p.txt:3 (row of parent version abc): tagger/tag_oov: tag "_f" is not among the 76 kept fragments`},
		{dataset.Reject{ID: "id7", Rule: "parse/x", Reason: "y.txt:9: other  place"}, "id7: parse/x: y.txt:9: other place"},
		// A record of several lines (a raw GTN sentence, lines 8-10) whose
		// reason names the line within it: the file is said once, the
		// line kept. It read "g:8-10: parse/gtn_invalid_utf8: g:9: ...".
		{dataset.Reject{Location: "d/g:8-10", Rule: "parse/gtn_invalid_utf8", Reason: "d/g:9: invalid UTF-8"}, "d/g:8-10: parse/gtn_invalid_utf8: line 9: invalid UTF-8"},
		{dataset.Reject{Location: "d/g:8-10", Rule: "parse/x", Reason: "d/g:11: beyond"}, "d/g:8-10: parse/x: d/g:11: beyond"},
		{dataset.Reject{Location: "d/g:8-10", Rule: "parse/x", Reason: "d/h:9: another file"}, "d/g:8-10: parse/x: d/h:9: another file"},
	} {
		if got := DescribeReject(&c.r); got != c.want {
			t.Errorf("%+v: %q, want %q", c.r, got, c.want)
		}
	}
}
