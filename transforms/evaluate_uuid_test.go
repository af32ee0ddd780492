package transforms

import (
	"bytes"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/eval"
)

// A UUID id column (FIXED_LEN_BYTE_ARRAY(16), logical type UUID, as
// DuckDB, Spark and pandas via pyarrow write uuid ids) is read as the
// UUID's canonical spelling, the one the input shows in every tool.
func TestReadPredictionsParquetUUIDIDs(t *testing.T) {
	type row struct {
		ID  [16]byte `parquet:"id,uuid"`
		Hyp string   `parquet:"hyp"`
		Ref string   `parquet:"ref"`
	}
	id := [16]byte{0x12, 0x3e, 0x45, 0x67, 0xe8, 0x9b, 0x12, 0xd3, 0xa4, 0x56, 0x42, 0x66, 0x14, 0x17, 0x40, 0x00}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []row{{ID: id, Hyp: "a", Ref: "a"}}); err != nil {
		t.Fatal(err)
	}
	var got []eval.Record
	if err := ReadPredictionsParquet(bytes.NewReader(buf.Bytes()), int64(buf.Len()), "p.parquet", func(rs []eval.Record) error {
		got = append(got, rs...)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].ID != "123e4567-e89b-12d3-a456-426614174000" || got[0].IDKind != eval.IDString {
		t.Errorf("records %+v, want the id 123e4567-e89b-12d3-a456-426614174000 as a string", got)
	}
}
