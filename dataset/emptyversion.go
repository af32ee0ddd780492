package dataset

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textcut"
)

// EmptyRunSays says why a version without rows (published with
// --allow-empty) has none, for the commands that find it empty (derive,
// train, versions head): what the run that made it read and rejected,
// and where to look. A run that rejected records is sent to its rejects;
// one that read none, because no input held a record, to the inputs its
// manifest lists. Every such line named the rejects alone ("read 0
// records and rejected 0 (itnprep versions head DIR --rejects)"), which
// then said there were none to print.
func EmptyRunSays(dir string, a Accounting) string {
	if a.Rejected > 0 {
		return fmt.Sprintf("the run that made it read %d %s and rejected %d (itnprep versions head %s --rejects)",
			a.Read, textcut.Plural(int(a.Read), "record", "records"), a.Rejected, shellquote.Quote(dir))
	}
	return fmt.Sprintf("the run that made it read no record: no input held one (itnprep versions show %s lists its inputs)", shellquote.Quote(dir))
}
