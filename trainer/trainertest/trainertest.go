package trainertest

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

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
func Pairs(n int, split, source string, seed uint64) []dataset.Pair {
	r := rand.New(rand.NewPCG(seed, 7))
	names := []string{"Paris", "John", "Mary", "Berlin", "Anna", "Tokyo"}
	templates := []struct{ written, spoken string }{
		{"%s paid %d dollars.", "%s paid %s dollars"},
		{"We saw %s %d times.", "we saw %s %s times"},
		{"Is %s %d years old?", "is %s %s years old"},
		{"%s has %d cats.", "%s has %s cats"},
	}
	out := make([]dataset.Pair, n)
	for i := range out {
		num := r.IntN(1000)
		name := names[r.IntN(len(names))]
		t := templates[r.IntN(len(templates))]
		out[i] = dataset.Pair{
			ID:      fmt.Sprintf("%s-%s-%05d", source, split, i),
			Source:  source,
			Split:   split,
			Written: fmt.Sprintf(t.written, name, num),
			Spoken:  fmt.Sprintf(t.spoken, strings.ToLower(name), Words(num)),
		}
	}
	return out
}

// WriteVersion writes rows as a complete dataset version in dir, as the
// dataset package lays it out: for each split, shardsPerSplit Parquet files
// data/<split>-NNNNN-of-MMMMM.parquet (rows sorted by id) and a
// manifest.json whose version id and accounting pass dataset.Verify. It
// returns the version id.
func WriteVersion(t testing.TB, dir, name string, rows []dataset.Pair, shardsPerSplit int) string {
	t.Helper()
	return WriteSourceVersion(t, dir, name, "synthetic", rows, shardsPerSplit)
}

// WriteSourceVersion is WriteVersion of a version whose manifest names
// source as its source (a prep command's: gtn, spgi, ...).
func WriteSourceVersion(t testing.TB, dir, name, source string, rows []dataset.Pair, shardsPerSplit int) string {
	t.Helper()
	bySplit := map[string][]dataset.Pair{}
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
	parts := dataset.ManifestParts{
		Name: name, Source: source, Config: map[string]string{"name": name}, Seed: 1, Created: "2026-01-01T00:00:00Z",
		Inputs: []dataset.InputInfo{{Path: name + ".synthetic", Records: int64(len(rows)), SHA256: fmt.Sprintf("%x", sha256.Sum256([]byte(name)))}},
	}
	for _, split := range splits {
		buckets := make([][]dataset.Pair, shardsPerSplit)
		for _, r := range bySplit[split] {
			k := dataset.ShardOf(r.ID, shardsPerSplit)
			buckets[k] = append(buckets[k], r)
		}
		for k, chunk := range buckets {
			dataset.SortPairs(chunk)
			rel := dataset.DataShardPath(split, k, shardsPerSplit)
			f, err := os.Create(filepath.Join(dir, filepath.FromSlash(rel)))
			if err != nil {
				t.Fatal(err)
			}
			n, sum, err := dataset.WriteRows(f, chunk, 0)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
			info := dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(chunk)), Bytes: n, SHA256: sum}
			parts.Data = append(parts.Data, dataset.ShardReport{Info: info, Records: int64(len(chunk))})
		}
	}
	m, err := dataset.BuildManifest(parts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return m.VersionID
}

// Demo writes a small demo version in dir: train/validation/test pairs from
// one synthetic source; seed varies the sentences. It returns the version id.
func Demo(t testing.TB, dir, name string, train, valid, test int, seed uint64) string {
	t.Helper()
	var rows []dataset.Pair
	rows = append(rows, Pairs(train, "train", name, seed)...)
	rows = append(rows, Pairs(valid, "validation", name, seed+1)...)
	rows = append(rows, Pairs(test, "test", name, seed+2)...)
	return WriteVersion(t, dir, name, rows, 2)
}

// ReadJSONLStrings reads a JSONL file of flat string objects (staged splits,
// predictions) into maps, failing the test on any bad line.
func ReadJSONLStrings(t testing.TB, p string) []map[string]string {
	t.Helper()
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []map[string]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var m map[string]string
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out = append(out, m)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return out
}

// ReadJSONL reads a JSONL file of objects (staged rows of any design),
// failing the test on any bad line.
func ReadJSONL(t testing.TB, p string) []map[string]any {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("%s:%d: %v", p, i+1, err)
		}
		out = append(out, m)
	}
	return out
}
