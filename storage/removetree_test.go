package storage

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	gcs "cloud.google.com/go/storage"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// vanishingFS is an object store whose listings still show objects
// removed since (vanished), and whose Remove of one answers as gs://'s
// client does: gcs.ErrObjectNotExist, which is no os.ErrNotExist.
type vanishingFS struct {
	mu       *sync.Mutex
	objects  map[string]bool
	vanished map[string]bool
}

func (f vanishingFS) List(_ context.Context, glob string) ([]string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	prefix := strings.TrimSuffix(glob, "*")
	var out []string
	for o := range f.objects {
		if strings.HasPrefix(o, prefix) {
			out = append(out, o)
		}
	}
	for o := range f.vanished {
		if strings.HasPrefix(o, prefix) {
			out = append(out, o)
		}
	}
	return out, nil
}

func (f vanishingFS) Remove(_ context.Context, p string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.objects[p] {
		return fmt.Errorf("%w: %s", gcs.ErrObjectNotExist, p)
	}
	delete(f.objects, p)
	return nil
}

func (vanishingFS) Close() error { return nil }
func (vanishingFS) OpenRead(context.Context, string) (io.ReadCloser, error) {
	return nil, fmt.Errorf("not read here")
}
func (vanishingFS) OpenWrite(context.Context, string) (io.WriteCloser, error) {
	return nil, fmt.Errorf("not written here")
}
func (vanishingFS) Size(context.Context, string) (int64, error) { return 0, fmt.Errorf("no size here") }
func (vanishingFS) LastModified(context.Context, string) (time.Time, error) {
	return time.Time{}, fmt.Errorf("no time here")
}

var vanishing = vanishingFS{mu: &sync.Mutex{}, objects: map[string]bool{}, vanished: map[string]bool{}}

func init() {
	filesystem.Register("vanishing", func(context.Context) filesystem.Interface { return vanishing })
}

// TestRemoveTreeTakesAVanishedObjectForRemoved: a run's in-process
// workers go on for a moment after it is stopped, and one removed a
// spilled run (merged) between RemoveTree's listing and its removal. gs://
// answers gcs.ErrObjectNotExist, which RemoveTree took for a failure: a
// forced exit's removal of a gs:// staging folder stopped at the first
// such object and left the rest (hundreds of objects) in the bucket. What
// is not there any more is removed; every other object goes.
func TestRemoveTreeTakesAVanishedObjectForRemoved(t *testing.T) {
	dir := "vanishing://b/out/gtn/.staging-1"
	vanishing.mu.Lock()
	vanishing.vanished[dir+"/.runs/g0/merged.run"] = true
	var want []string
	for i := range 40 {
		o := fmt.Sprintf("%s/.runs/g%d/data_train-%05d.run", dir, i%3, i)
		vanishing.objects[o] = true
		want = append(want, o)
	}
	vanishing.mu.Unlock()
	if err := RemoveTree(context.Background(), dir, 4); err != nil {
		t.Fatalf("RemoveTree: %v", err)
	}
	vanishing.mu.Lock()
	defer vanishing.mu.Unlock()
	for _, o := range want {
		if vanishing.objects[o] {
			t.Errorf("%s left", o)
		}
	}
}
