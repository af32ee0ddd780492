package storage

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// BenchmarkTotalSizeFakeGCS times a prep's progress display's size
// lookups of 256 gs:// files against a GCS emulator (fake-gcs-server,
// bucket "bench" holding f1.txt ... f256.txt):
//
//	fake-gcs-server -scheme http -port 4599 -backend memory -data DIR &
//	STORAGE_EMULATOR_HOST=localhost:4599 go test -run '^$' -bench TotalSizeFakeGCS ./storage/
func BenchmarkTotalSizeFakeGCS(b *testing.B) {
	if os.Getenv("STORAGE_EMULATOR_HOST") == "" {
		b.Skip("STORAGE_EMULATOR_HOST is not set: run fake-gcs-server with a bucket \"bench\" of f1.txt ... f256.txt")
	}
	var paths []string
	for i := 1; i <= 256; i++ {
		paths = append(paths, fmt.Sprintf("gs://bench/f%d.txt", i))
	}
	for b.Loop() {
		if _, ok := TotalSize(context.Background(), paths); !ok {
			b.Fatal("no total")
		}
	}
}
