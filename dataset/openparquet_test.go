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

// A text file named .parquet is the usual mistake behind "not a Parquet
// file": the error says what the text looks like and which extension makes
// itnprep read it as that; a binary head gets no guess.
func TestOpenParquetNamesTheTextItHolds(t *testing.T) {
	for name, c := range map[string]struct {
		b    string
		want string
	}{
		"json lines":  {`{"id": 1, "text": "a"}` + "\n", "looks like JSON lines; itnprep reads a file by its extension, so rename it to .jsonl"},
		"bom csv":     {"\uFEFFid,text\r\n1,hello\r\n", "looks like CSV; itnprep reads a file by its extension, so rename it to .csv"},
		"tsv":         {"PLAIN\tThe\t<self>\nDATE\t2005\ttwo thousand five\n", "looks like TSV; itnprep reads a file by its extension, so rename it to .tsv"},
		"plain":       {"The company's revenues grew fourfold.\n", "it begins as text; itnprep reads a file by its extension"},
		"cut in rune": {"a" + strings.Repeat("é", 300), "it begins as text"}, // 512 bytes end inside an é
	} {
		_, err := OpenParquet(strings.NewReader(c.b), int64(len(c.b)))
		if err == nil || !strings.HasPrefix(err.Error(), "not a Parquet file (") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to say %q", name, err, c.want)
		}
	}
	bin := []byte{0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03}
	_, err := OpenParquet(bytes.NewReader(bin), int64(len(bin)))
	if err == nil || strings.Contains(err.Error(), "text") {
		t.Errorf("a gzip head: error %v, want no text hint", err)
	}
}
