package sources

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/dataset"
)

// wideRow is a corpus row whose text sits beside much wider columns, as
// in datasets that ship audio bytes or embeddings with the transcript.
type wideRow struct {
	ID        string    `parquet:"id"`
	Title     string    `parquet:"title"`
	Audio     []byte    `parquet:"audio"`
	Embedding []float32 `parquet:"embedding,list"`
	Text      *string   `parquet:"text,optional"`
	Views     int64     `parquet:"views"`
}

// wideParquet writes n wide rows (row 3 with a null text, row 5 without
// an id) and returns the file and the bytes of its audio and embedding
// column chunks.
func wideParquet(t testing.TB, n, audioBytes int) ([]byte, int64) {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	rows := make([]wideRow, n)
	for i := range rows {
		text := fmt.Sprintf("Row %d costs $%d.", i+1, i+5)
		rows[i] = wideRow{ID: "doc" + strconv.Itoa(i+1), Title: "title " + strconv.Itoa(i), Text: &text, Views: int64(i)}
		rows[i].Audio = make([]byte, audioBytes)
		for j := range rows[i].Audio {
			rows[i].Audio[j] = byte(r.Uint32()) // incompressible, like encoded audio
		}
		rows[i].Embedding = make([]float32, 256)
		for j := range rows[i].Embedding {
			rows[i].Embedding[j] = r.Float32()
		}
	}
	rows[2].Text = nil
	if n > 4 {
		rows[4].ID = ""
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	f, err := parquet.OpenFile(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var wide int64
	for _, rg := range f.Metadata().RowGroups {
		for _, c := range rg.Columns {
			if p := c.MetaData.PathInSchema; p[0] == "audio" || p[0] == "embedding" {
				wide += c.MetaData.TotalCompressedSize
			}
		}
	}
	return buf.Bytes(), wide
}

// countingReaderAt counts the bytes read through it.
type countingReaderAt struct {
	r io.ReaderAt
	n atomic.Int64
}

func (c *countingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	n, err := c.r.ReadAt(p, off)
	c.n.Add(int64(n))
	return n, err
}

// refParseAllColumns is the reader before the projection: every column of
// every row decoded into a map. It is the reference for the output and the
// benchmark.
func refParseAllColumns(name string, ra io.ReaderAt, size int64, split string, maxRecordBytes int, sink Sink) (int64, error) {
	f, err := parquet.OpenFile(ra, size)
	if err != nil {
		return 0, err
	}
	rd := parquet.NewReader(f)
	defer rd.Close()
	base := BaseName(name)
	var records int64
	for row := int64(1); ; row++ {
		m := map[string]any{}
		if err := rd.Read(&m); err != nil {
			if errors.Is(err, io.EOF) {
				return records, nil
			}
			return records, err
		}
		records++
		id := base + ":" + strconv.FormatInt(row, 10)
		if v, _ := m["id"].(string); v != "" {
			id = base + ":" + v
		}
		loc := fmt.Sprintf("%s:%d", name, row)
		v, ok := m["text"].(string)
		if !ok {
			sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: "null_field",
				Reason: fmt.Sprintf("%s: column %q is null", loc, "text")})
			continue
		}
		sink.Pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: v, From: dataset.Origin{File: name, Line: row}})
	}
}

func collectAt(t testing.TB, parse func(Sink) (int64, error)) ([]dataset.Pair, []dataset.Reject, int64) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	n, err := parse(Sink{Pair: func(p dataset.Pair) { pairs = append(pairs, p) }, Reject: func(r dataset.Reject) { rejects = append(rejects, r) }})
	if err != nil {
		t.Fatal(err)
	}
	return pairs, rejects, n
}

// TestParseTextParquetReadsOnlyTextAndID: on a file whose audio and
// embedding columns are most of its bytes, the reader reads less than a
// tenth of those columns' bytes (it reads the footer, the page indexes and
// the text and id chunks, never the wide pages), and gives exactly the
// rows and rejects that decoding every column gave.
func TestParseTextParquetReadsOnlyTextAndID(t *testing.T) {
	const n = 24
	b, wide := wideParquet(t, n, 32<<10)
	if wide < int64(len(b))*9/10 {
		t.Fatalf("the wide columns are %d of %d bytes; the test needs them to dominate", wide, len(b))
	}
	ra := &countingReaderAt{r: bytes.NewReader(b)}
	pairs, rejects, records := collectAt(t, func(s Sink) (int64, error) {
		return parseTextParquetAt("dir/wide.parquet", ra, int64(len(b)), "train", "text", "", DefaultMaxRecordBytes, s)
	})
	if got := ra.n.Load(); got > wide/10 {
		t.Errorf("read %d bytes of a %d-byte file whose wide columns hold %d: the other columns were read", got, len(b), wide)
	} else {
		t.Logf("read %d of %d bytes (wide columns: %d)", got, len(b), wide)
	}
	all := &countingReaderAt{r: bytes.NewReader(b)}
	wantPairs, wantRejects, wantRecords := collectAt(t, func(s Sink) (int64, error) {
		return refParseAllColumns("dir/wide.parquet", all, int64(len(b)), "train", DefaultMaxRecordBytes, s)
	})
	if all.n.Load() < wide {
		t.Errorf("the reference read only %d bytes; it should decode every column (%d wide bytes)", all.n.Load(), wide)
	}
	if records != n || wantRecords != n || !reflect.DeepEqual(pairs, wantPairs) || !reflect.DeepEqual(rejects, wantRejects) {
		t.Fatalf("projected read differs from decoding every column:\n records %d/%d\n pairs %+v\n want  %+v\n rejects %+v\n want    %+v",
			records, wantRecords, pairs, wantPairs, rejects, wantRejects)
	}
	if len(rejects) != 1 || rejects[0].Rule != "null_field" || rejects[0].ID != "wide.parquet:doc3" || pairs[3].ID != "wide.parquet:5" {
		t.Errorf("rejects %+v, pair 4 %+v", rejects, pairs[3])
	}
}

// BenchmarkParseTextParquetWide: rows with 32 KiB of audio bytes and a
// 256-float embedding beside the text; "projected" is the reader,
// "all-columns" the former decoding of every column.
func BenchmarkParseTextParquetWide(b *testing.B) {
	const n = 512
	data, _ := wideParquet(b, n, 32<<10)
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for _, c := range []struct {
		name  string
		parse func(io.ReaderAt) (int64, error)
	}{
		{"projected", func(ra io.ReaderAt) (int64, error) {
			return parseTextParquetAt("wide.parquet", ra, int64(len(data)), "train", "text", "", DefaultMaxRecordBytes, sink)
		}},
		{"all-columns", func(ra io.ReaderAt) (int64, error) {
			return refParseAllColumns("wide.parquet", ra, int64(len(data)), "train", DefaultMaxRecordBytes, sink)
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			var read int64
			for b.Loop() {
				ra := &countingReaderAt{r: bytes.NewReader(data)}
				if got, err := c.parse(ra); err != nil || got != n {
					b.Fatalf("%d records, %v", got, err)
				}
				read = ra.n.Load()
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
			b.ReportMetric(float64(read), "bytes-read/op")
		})
	}
}

// TestParseTextParquetDamagedColumns: damage confined to a column the
// reader does not need (the audio pages overwritten) leaves the rows as
// they were; damage to the text column's pages fails the file in one
// error naming it, never a panic.
func TestParseTextParquetDamagedColumns(t *testing.T) {
	b, _ := wideParquet(t, 6, 4<<10)
	want, wantRejects, _ := collectAt(t, func(s Sink) (int64, error) {
		return parseTextParquetAt("w.parquet", bytes.NewReader(b), int64(len(b)), "train", "text", "", DefaultMaxRecordBytes, s)
	})
	f, err := parquet.OpenFile(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	damage := func(col string) []byte {
		d := bytes.Clone(b)
		for _, rg := range f.Metadata().RowGroups {
			for _, c := range rg.Columns {
				if c.MetaData.PathInSchema[0] == col {
					start := c.MetaData.DataPageOffset
					for i := start; i < start+c.MetaData.TotalCompressedSize; i++ {
						d[i] = 0xFF
					}
				}
			}
		}
		return d
	}
	d := damage("audio")
	got, gotRejects, _ := collectAt(t, func(s Sink) (int64, error) {
		return parseTextParquetAt("w.parquet", bytes.NewReader(d), int64(len(d)), "train", "text", "", DefaultMaxRecordBytes, s)
	})
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotRejects, wantRejects) {
		t.Errorf("damaged audio pages changed the rows:\n%+v\nwant %+v", got, want)
	}
	if _, err := refParseAllColumns("w.parquet", bytes.NewReader(d), int64(len(d)), "train", DefaultMaxRecordBytes, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}); err == nil {
		t.Log("note: decoding every column did not notice the damaged audio pages")
	}
	d = damage("text")
	_, err = parseTextParquetAt("w.parquet", bytes.NewReader(d), int64(len(d)), "train", "text", "", DefaultMaxRecordBytes, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	t.Logf("damaged text pages: %v", err)
	if err == nil || !strings.HasPrefix(err.Error(), "w.parquet: ") {
		t.Errorf("damaged text pages: %v, want an error naming the file", err)
	}
}
