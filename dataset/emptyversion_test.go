package dataset

import "testing"

// TestEmptyRunSaysWhereToLook: a version without rows whose run rejected
// records points at its rejects; one whose run read none points at its
// inputs (the line sent every empty version to --rejects, which then had
// none to print).
func TestEmptyRunSaysWhereToLook(t *testing.T) {
	for _, c := range []struct {
		a    Accounting
		want string
	}{
		{Accounting{Read: 1, Rejected: 1}, "the run that made it read 1 record and rejected 1 (itnprep versions head 'my out/t/v' --rejects)"},
		{Accounting{Read: 2, Rejected: 2}, "the run that made it read 2 records and rejected 2 (itnprep versions head 'my out/t/v' --rejects)"},
		{Accounting{}, "the run that made it read no record: no input held one (itnprep versions show 'my out/t/v' lists its inputs)"},
	} {
		if got := EmptyRunSays("my out/t/v", c.a); got != c.want {
			t.Errorf("%+v: %q, want %q", c.a, got, c.want)
		}
	}
}
