// Package trainertest builds small dataset versions in the on-disk
// contract (manifest.json + Parquet shards) for the trainer's tests.
package trainertest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"
)

// Pair is a dataset row with the contract's columns.
type Pair struct {
	ID      string `parquet:"id"`
	Source  string `parquet:"source"`
	Split   string `parquet:"split"`
	Written string `parquet:"written"`
	Spoken  string `parquet:"spoken"`
}

var ones = strings.Fields("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
var tens = strings.Fields("_ _ twenty thirty forty fifty sixty seventy eighty ninety")

// Words spells 0..999 the way an ASR transcript would.
func Words(n int) string {
	switch {
	case n < 20:
		return ones[n]
	case n < 100:
		if n%10 == 0 {
			return tens[n/10]
		}
		return tens[n/10] + " " + ones[n%10]
	}
	if n%100 == 0 {
		return ones[n/100] + " hundred"
	}
	return ones[n/100] + " hundred " + Words(n%100)
}

// Pairs makes n deterministic ITN pairs (spoken lower-case words, written
// with digits, capitals and punctuation) for one split.
func Pairs(n int, split, source string, seed uint64) []Pair {
	r := rand.New(rand.NewPCG(seed, 7))
	names := []string{"Paris", "John", "Mary", "Berlin", "Anna", "Tokyo"}
	templates := []struct{ written, spoken string }{
		{"%s paid %d dollars.", "%s paid %s dollars"},
		{"We saw %s %d times.", "we saw %s %s times"},
		{"Is %s %d years old?", "is %s %s years old"},
		{"%s has %d cats.", "%s has %s cats"},
	}
	out := make([]Pair, n)
	for i := range out {
		num := r.IntN(1000)
		name := names[r.IntN(len(names))]
		t := templates[r.IntN(len(templates))]
		out[i] = Pair{
			ID:      fmt.Sprintf("%s-%s-%05d", source, split, i),
			Source:  source,
			Split:   split,
			Written: fmt.Sprintf(t.written, name, num),
			Spoken:  fmt.Sprintf(t.spoken, strings.ToLower(name), Words(num)),
		}
	}
	return out
}

// Shard describes one written shard, as the manifest lists it.
type Shard struct {
	Path   string `json:"path"`
	Split  string `json:"split"`
	Rows   int64  `json:"rows"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// WriteVersion writes rows as a dataset version in dir: for each split,
// shardsPerSplit Parquet files data/<split>-NNNNN-of-MMMMM.parquet, and a
// manifest.json naming versionID. It returns dir.
func WriteVersion(t testing.TB, dir, versionID string, rows []Pair, shardsPerSplit int) string {
	t.Helper()
	bySplit := map[string][]Pair{}
	for _, r := range rows {
		bySplit[r.Split] = append(bySplit[r.Split], r)
	}
	splits := make([]string, 0, len(bySplit))
	for s := range bySplit {
		splits = append(splits, s)
	}
	sort.Strings(splits)
	if err := os.MkdirAll(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	var shards []Shard
	for _, split := range splits {
		part := bySplit[split]
		for k := 0; k < shardsPerSplit; k++ {
			var chunk []Pair
			for i := k; i < len(part); i += shardsPerSplit {
				chunk = append(chunk, part[i])
			}
			rel := fmt.Sprintf("data/%s-%05d-of-%05d.parquet", split, k, shardsPerSplit)
			p := filepath.Join(dir, filepath.FromSlash(rel))
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			w := parquet.NewGenericWriter[Pair](f)
			if _, err := w.Write(chunk); err != nil {
				t.Fatal(err)
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256(b)
			shards = append(shards, Shard{Path: rel, Split: split, Rows: int64(len(chunk)), Bytes: int64(len(b)), SHA256: hex.EncodeToString(sum[:])})
		}
	}
	m := map[string]any{"version_id": versionID, "shards": shards, "created_at": "2026-01-01T00:00:00Z"}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Demo writes a small demo version: train/validation/test pairs from one
// synthetic source.
func Demo(t testing.TB, dir, versionID string, train, valid, test int, seed uint64) string {
	t.Helper()
	var rows []Pair
	rows = append(rows, Pairs(train, "train", versionID, seed)...)
	rows = append(rows, Pairs(valid, "validation", versionID, seed+1)...)
	rows = append(rows, Pairs(test, "test", versionID, seed+2)...)
	return WriteVersion(t, dir, versionID, rows, 2)
}
