package dataset

import (
	"bytes"
	"strings"
	"testing"
)

// TestOpenParquetSaysWhatIsWrong: a shard cut short, a file that is not
// Parquet and an empty file each get a message in words; parquet-go's own
// error was "invalid magic footer of parquet file" for all of them.
func TestOpenParquetSaysWhatIsWrong(t *testing.T) {
	var buf bytes.Buffer
	if _, _, err := WriteRows(&buf, []Pair{{ID: "a:1", Split: "train", Written: "x", Spoken: "x"}}, 0); err != nil {
		t.Fatal(err)
	}
	whole := buf.Bytes()
	if f, err := OpenParquet(bytes.NewReader(whole), int64(len(whole))); err != nil || f.NumRows() != 1 {
		t.Fatalf("a whole shard: %v", err)
	}
	for name, c := range map[string]struct {
		b    []byte
		want string
	}{
		"truncated":      {whole[:len(whole)/2], "truncated Parquet file: it begins as Parquet but its "},
		"cut to 6":       {whole[:6], "truncated Parquet file: only 6 bytes"},
		"not parquet":    {[]byte(`{"id": 1, "text": "a"}` + "\n"), "not a Parquet file (23 bytes that do not begin with PAR1"},
		"empty":          {nil, "not a Parquet file: empty (0 bytes)"},
		"damaged footer": {append(append([]byte("PAR1"), bytes.Repeat([]byte{0xff}, 12)...), "PAR1"...), "damaged Parquet file (20 bytes): "},
	} {
		_, err := OpenParquet(bytes.NewReader(c.b), int64(len(c.b)))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to begin %q", name, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "magic footer") {
			t.Errorf("%s: %v still says parquet-go's words", name, err)
		}
	}
}
