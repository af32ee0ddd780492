package extsort

import "os"

// TempFile is a temporary file made by CreateUnnamed. Its name is removed
// as soon as it is made where the system allows it (Unix: the open file
// is written and read back through its descriptor); where it does not
// (Windows refuses to remove the name of an open file), the name stays
// until Close removes it.
type TempFile struct {
	*os.File
	named bool // the name could not be removed at creation: Close removes it
}

// removeName removes a new temporary file's name (a variable so that a
// test can refuse it, as Windows does for an open file).
var removeName = os.Remove

// CreateUnnamed is os.CreateTemp(dir, pattern) whose name is removed at
// once: a process that ends without closing it (killed, or ended at once
// by a second Ctrl-C) leaves nothing in the folder, where a named file
// stayed until someone found it. A name that cannot be removed while the
// file is open is no error: Close removes it. The external sort's runs,
// the spills of mine's sorted patterns and of a table's long fields, and
// storage's local copies for random access (a zip, a remote shard) all
// make theirs here; storage had its own copy, which tolerated the refusal
// where this one failed (every spill failed on Windows).
func CreateUnnamed(dir, pattern string) (*TempFile, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &TempFile{File: f, named: removeName(f.Name()) != nil}, nil
}

// Close closes the file and removes its name if it stayed. A second Close
// returns os.File's error and removes nothing.
func (t *TempFile) Close() error {
	err := t.File.Close()
	if t.named {
		t.named = false
		os.Remove(t.Name())
	}
	return err
}
