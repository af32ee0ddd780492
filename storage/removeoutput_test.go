package storage

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
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
	link, fifo := nullLinkAndFIFO(t, dir)
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

// TestWriteAtomicWritesIntoADevice checks that a write through a
// temporary name into a local device or pipe (--out /dev/null, a FIFO a
// reader drains) writes into it instead of renaming a regular file over
// it: run as root, `style fit --out /dev/null` replaced /dev/null.
func TestWriteAtomicWritesIntoADevice(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	link, fifo := nullLinkAndFIFO(t, dir)
	got := make(chan []byte, 1)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- b
	}()
	for _, p := range []string{link, fifo} {
		if err := WriteAtomic(ctx, p, []byte("result\n")); err != nil {
			t.Fatalf("WriteAtomic(%s): %v", p, err)
		}
	}
	select {
	case b := <-got:
		if string(b) != "result\n" {
			t.Errorf("the pipe's reader got %q, want the bytes written", b)
		}
	case <-time.After(time.Minute):
		t.Errorf("the pipe's reader got nothing: the write went elsewhere")
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link to %s was replaced (%v)", os.DevNull, err)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe was replaced (%v)", err)
	}
	// A regular file is still replaced through a temporary name.
	reg := filepath.Join(dir, "out.json")
	if err := WriteAtomic(ctx, reg, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(reg); err != nil || string(b) != "x" {
		t.Errorf("regular file: %q, %v", b, err)
	}
}

// TestOutputToADescriptorNameAppends checks that Create and WriteAtomic
// given a name of an open descriptor (--out /dev/stdout, /dev/fd/N) write
// after what the file it is open on holds: `itnprep align ... --out
// /dev/stdout >> log` opened the log with truncation (every earlier line
// lost), and WriteAtomic wrote a temporary file beside the link to rename
// over it.
func TestOutputToADescriptorNameAppends(t *testing.T) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("no /proc/self/fd:", err)
	}
	ctx := context.Background()
	log := filepath.Join(t.TempDir(), "log")
	if err := os.WriteFile(log, []byte("earlier\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fd, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND, 0) // the shell's `>> log`
	if err != nil {
		t.Fatal(err)
	}
	defer fd.Close()
	name := "/proc/self/fd/" + strconv.Itoa(int(fd.Fd()))
	w, err := Create(ctx, name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("created\n")); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(ctx, name, []byte("atomic\n")); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(log); err != nil || string(b) != "earlier\ncreated\natomic\n" {
		t.Errorf("the log holds %q (%v), want its earlier line and both writes after it", b, err)
	}
	if left, _ := filepath.Glob("/proc/self/fd/.tmp-*"); len(left) > 0 {
		t.Errorf("a temporary file was left: %v", left)
	}
	for _, p := range []string{"/dev/stdout", "/dev/fd/1", "/proc/self/fd/2", "/dev/./stderr"} {
		if !isDescriptorName(p) {
			t.Errorf("isDescriptorName(%q) = false", p)
		}
	}
	for _, p := range []string{"/dev/null", "out/dev/stdout", "/tmp/fd/1"} {
		if isDescriptorName(p) {
			t.Errorf("isDescriptorName(%q) = true", p)
		}
	}
}

// nullLinkAndFIFO makes, in dir, a link to the null device and a named
// pipe: the outputs that are no regular file.
func nullLinkAndFIFO(t *testing.T, dir string) (link, fifo string) {
	t.Helper()
	link = filepath.Join(dir, "null")
	if err := os.Symlink(os.DevNull, link); err != nil {
		t.Fatal(err)
	}
	fifo = filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	return link, fifo
}
