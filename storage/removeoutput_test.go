package storage

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestRemoveOutputLeavesWhatIsNoRegularFile checks that an output a
// command takes back (a refused result, an empty rejects file) is removed
// only when it is a regular file: a link (/dev/stdout is one) or a pipe
// given as --out or --rejects stays, and so does a device; Remove deleted
// them, /dev/null itself for a root user.
func TestRemoveOutputLeavesWhatIsNoRegularFile(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	regular := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(regular, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "null")
	if err := os.Symlink(os.DevNull, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{regular, link, fifo, filepath.Join(dir, "missing"), "memfs://removeoutput/missing"} {
		if err := RemoveOutput(ctx, p); err != nil {
			t.Errorf("RemoveOutput(%s): %v", p, err)
		}
	}
	if _, err := os.Lstat(regular); !os.IsNotExist(err) {
		t.Errorf("the regular file is still there (%v)", err)
	}
	for _, p := range []string{link, fifo} {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s was removed: %v", p, err)
		}
	}
	remote := "memfs://removeoutput/out.jsonl"
	if err := WriteAtomic(ctx, remote, []byte("x\n")); err != nil {
		t.Fatal(err)
	}
	if err := RemoveOutput(ctx, remote); err != nil {
		t.Fatal(err)
	}
	if _, err := Size(ctx, remote); err == nil {
		t.Errorf("%s is still there", remote)
	}
}
