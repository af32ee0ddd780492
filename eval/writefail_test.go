package eval

import (
	"errors"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// failingFile refuses every write, as a full disk does.
type failingFile struct{}

func (failingFile) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }
func (failingFile) Close() error              { return nil }

// A batch whose rejects and details both fail to be written (one full
// disk under the two files) ends the run with the first error: the
// details write after the failed reject write closed the run's stop
// channel a second time, a panic (exit 1 with "internal error: close of
// closed channel").
func TestRunRejectsAndDetailsBothFailing(t *testing.T) {
	in := `{"hyp": "a b", "ref": "a b"}` + "\n" + strings.Repeat("x", 5000) + "\n"
	run := Run{Name: "p.jsonl", Workers: 1, Details: failingFile{},
		Rejects: quarantine.ToWriter(failingFile{}, "r.jsonl", nil)}
	_, err := run.JSONL(strings.NewReader(in))
	if err == nil || !strings.Contains(err.Error(), "writing r.jsonl") {
		t.Errorf("err %v; want the rejects file's write error", err)
	}
}
