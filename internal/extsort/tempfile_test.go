package extsort

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestCreateUnnamed: the file's name is gone as soon as it is made and the
// file is still written and read back; where the name cannot be removed
// while the file is open (Windows), creating it is no error (it failed
// every spill, where storage's own copy went on), and Close removes the
// name.
func TestCreateUnnamed(t *testing.T) {
	dir := t.TempDir()
	for _, refused := range []bool{false, true} {
		if refused {
			removeName = func(string) error { return errors.New("the file is in use") }
		}
		f, err := CreateUnnamed(dir, "run-*")
		removeName = os.Remove
		if err != nil {
			t.Fatalf("refused %v: %v", refused, err)
		}
		if _, err := os.Stat(f.Name()); refused == errors.Is(err, os.ErrNotExist) {
			t.Errorf("refused %v: after creation, stat of the name: %v", refused, err)
		}
		if _, err := f.WriteString("abc"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		if b, err := io.ReadAll(f); err != nil || string(b) != "abc" {
			t.Errorf("refused %v: read back %q, %v", refused, b, err)
		}
		if err := f.Close(); err != nil {
			t.Errorf("refused %v: Close: %v", refused, err)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, "*")); len(left) > 0 {
			t.Errorf("refused %v: left %v after Close", refused, left)
		}
		if err := f.Close(); err == nil {
			t.Errorf("refused %v: a second Close said nothing", refused)
		}
	}
}
