package storetest

import (
	"context"
	"errors"
	"io"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

var st = Register("storetestfs")

// The store behaves as the object stores it stands in for: a rename is a
// copy then a delete, a file appears when its writer closes, a held write
// waits for its release, and a missing file is os.ErrNotExist.
func TestStore(t *testing.T) {
	ctx := context.Background()
	b := st.Bucket()
	fs, err := filesystem.New(ctx, b+"/x")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := fs.(filesystem.Renamer); ok {
		t.Fatal("the store renames: it must copy then delete")
	}
	w, _ := fs.OpenWrite(ctx, b+"/d/a")
	w.Write([]byte("abc"))
	if _, err := fs.Size(ctx, b+"/d/a"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file before its writer closed: %v", err)
	}
	w.Close()
	if err := filesystem.Rename(ctx, fs, b+"/d/a", b+"/e/a"); err != nil {
		t.Fatal(err)
	}
	if got := st.Files(b + "/"); !reflect.DeepEqual(got, []string{b + "/e/a"}) {
		t.Errorf("after the move: %v", got)
	}
	if l, _ := fs.List(ctx, b+"/*/a"); len(l) != 1 {
		t.Errorf("list: %v", l)
	}
	if err := fs.(filesystem.Remover).Remove(ctx, b+"/d/a"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("removing a missing file: %v", err)
	}
	if _, err := fs.OpenRead(ctx, b+"/d/a"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("reading a missing file: %v", err)
	}

	started, release := st.Hold(b + "/held/")
	done := make(chan error)
	go func() {
		w, _ := fs.OpenWrite(ctx, b+"/held/f")
		w.Write([]byte("x"))
		done <- w.Close()
	}()
	if p := <-started; p != b+"/held/f" {
		t.Errorf("started %q", p)
	}
	select {
	case <-done:
		t.Fatal("a held write ended before its release")
	case <-time.After(20 * time.Millisecond):
	}
	if _, ok := st.Get(b + "/held/f"); ok {
		t.Error("a held write's file appeared before its release")
	}
	release()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	rc, err := fs.OpenRead(ctx, b+"/held/f")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(rc); string(b) != "x" {
		t.Errorf("held file: %q", b)
	}
	if n := st.Reads(b + "/held/f"); n != 1 {
		t.Errorf("read once, counted %d", n)
	}
	release() // a second release is harmless

	restore := st.Fail(b + "/bad/")
	w, _ = fs.OpenWrite(ctx, b+"/bad/f")
	if err := w.Close(); err == nil {
		t.Error("a failing write closed without an error")
	}
	if _, ok := st.Get(b + "/bad/f"); ok {
		t.Error("a failed write stored its file")
	}
	restore()
	w, _ = fs.OpenWrite(ctx, b+"/bad/f")
	if err := w.Close(); err != nil {
		t.Errorf("a write after restore: %v", err)
	}
}
