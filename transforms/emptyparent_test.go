package transforms

import (
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestEmptyParentLine: a parent without rows is named with what its run
// read and rejected, in the singular for one record ("read 1 records"
// was said), and the versions head it suggests names the folder as one
// shell word (a folder with a space was two words to a user who copied
// it); a parent with rows passes.
func TestEmptyParentLine(t *testing.T) {
	m := &dataset.Manifest{Accounting: dataset.Accounting{Read: 1, Rejected: 1}}
	err := EmptyParent("my out/text/v1", m)
	want := "my out/text/v1 has no rows: the run that made it read 1 record and rejected 1 (itnprep versions head 'my out/text/v1' --rejects); there is nothing to read from it"
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	m.Shards = []dataset.ShardInfo{{}}
	if err := EmptyParent("my out/text/v1", m); err != nil {
		t.Errorf("a parent with a shard: %v", err)
	}
}
