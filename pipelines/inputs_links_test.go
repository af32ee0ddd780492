package pipelines

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestExpandInputsSameSizeAndTimeAreNoLink: a tar extract gives its files
// one modification time, and parts of one size (split -b) share their size
// too; two such files hold different records and are two inputs. Only the
// same device and inode make one file of two names (a hard link here).
func TestExpandInputsSameSizeAndTimeAreNoLink(t *testing.T) {
	dir := t.TempDir()
	when := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	for _, name := range []string{"part-aa.txt", "part-ab.txt"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("I paid $"+name[6:7]+".\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Link(filepath.Join(dir, "part-aa.txt"), filepath.Join(dir, "part-zz.txt")); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	got, err := ExpandInputs(context.Background(), filepath.Join(dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "part-aa.txt"), filepath.Join(dir, "part-ab.txt")}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("ExpandInputs = %v, want %v (the two parts; the hard link read once)", got, want)
	}
}

// BenchmarkExpandInputsOneSizeAndTime: 100,000 inputs of one size and one
// modification time (a tar extract of split -b parts), the case where
// grouping by size and time put every file in one group.
func BenchmarkExpandInputsOneSizeAndTime(b *testing.B) {
	dir := b.TempDir()
	when := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	const n = 100000
	for i := range n {
		p := filepath.Join(dir, fmt.Sprintf("part-%06d.txt", i))
		if err := os.WriteFile(p, []byte(fmt.Sprintf("line %06d\n", i)), 0o644); err != nil {
			b.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		got, err := ExpandInputs(context.Background(), filepath.Join(dir, "*.txt"))
		if err != nil || len(got) != n {
			b.Fatalf("%d files, %v", len(got), err)
		}
	}
}
