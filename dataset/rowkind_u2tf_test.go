package dataset

import (
	"bytes"
	"reflect"
	"testing"
)

func u2tfSample() []U2TFRow {
	return []U2TFRow{
		{},
		{ID: "a:1", Split: "train", Kind: U2TFClassifier, Tokens: []string{"i", "paid", "ten", "dollars"},
			Punct: []string{"O", "O", "O", "."}, Case: []string{"cap", "lower", "lower", "lower"}, ITN: []int32{0, 0, 1, 1}},
		{ID: U2TFSpanID("a:1", 0), Split: "train", Kind: U2TFSpan, Input: "i paid <span> ten dollars </span>", Output: "$10",
			ClassifierID: "a:1", SpanIndex: 0, SpanStart: 2, SpanEnd: 4},
	}
}

func TestU2TFRowBinaryRoundTrip(t *testing.T) {
	for _, r := range u2tfSample() {
		b := AppendU2TFRow(nil, &r)
		var got U2TFRow
		if err := DecodeU2TFRow(b, &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("round trip: got %+v, want %+v", got, r)
		}
		if err := DecodeU2TFRow(b[:len(b)-1], &got); err == nil {
			t.Error("a truncated row decoded without error")
		}
	}
}

func TestU2TFRowParquetRoundTrip(t *testing.T) {
	rows := u2tfSample()[1:]
	SortRows(rows)
	if rows[0].Kind != U2TFClassifier {
		t.Errorf("a span row sorts before its classifier row: %+v", rows)
	}
	var buf bytes.Buffer
	if _, _, err := WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	got, err := ReadRows[U2TFRow](bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	for i := range got { // Parquet reads an empty list back as an empty slice
		g := &got[i]
		if len(g.Tokens) == 0 {
			g.Tokens, g.Punct, g.Case, g.ITN = nil, nil, nil, nil
		}
	}
	if !reflect.DeepEqual(got, rows) {
		t.Errorf("parquet round trip:\n got %+v\nwant %+v", got, rows)
	}
	k, err := LookupRowKind(KindU2TF)
	if err != nil || k.Schema != SchemaOf[U2TFRow]() {
		t.Fatalf("row kind %q not registered: %v", KindU2TF, err)
	}
	if g := rows[1].GroupKey(); g != "a:1" {
		t.Errorf("span row groups under %q, want its classifier row's id", g)
	}
}
