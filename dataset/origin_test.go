package dataset_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/parquet-go/parquet-go"
)

// A stage after parsing rejects a record with the file and line it was
// read from, as a parse reject does; a row read back from a version has no
// origin and is named by its id.
func ExamplePair_Reject() {
	p := dataset.Pair{ID: "corpus.jsonl:q17", Source: "text", Written: "bad \a bell",
		From: dataset.Origin{File: "/data/corpus.jsonl", Line: 3}}
	r := p.Reject("verbalize", "control", "control character U+0007 at byte 4", p.Written)
	fmt.Println(r.Location, "|", r.Rule, "|", r.Reason)
	p.From = dataset.Origin{}
	r = p.Reject("basic", "empty_text", "written: empty after cleaning", "")
	fmt.Println(r.Location, "|", r.Rule, "|", r.Reason)
	fmt.Println(dataset.Origin{File: "output-00001-of-00100", Line: 12, Last: 40})
	// Output:
	// /data/corpus.jsonl:3 | verbalize/control | /data/corpus.jsonl:3: control character U+0007 at byte 4
	// corpus.jsonl:q17 | basic/empty_text | written: empty after cleaning
	// output-00001-of-00100:12-40
}

// TestOriginIsNoColumn: the origin is carried through the pipeline but
// written nowhere, so shards, their schema (hashed into version ids) and
// the JSON are what they were without it; the sink's binary form (its
// temporary runs) carries it, so that the shard writer can name the lines
// of a repeated id, and reads it back.
func TestOriginIsNoColumn(t *testing.T) {
	p := dataset.Pair{ID: "a:1", Source: "text", Split: "train", Written: "W", Spoken: "w"}
	q := p
	q.From = dataset.Origin{File: "/in/a.txt", Line: 1}
	if s := dataset.SchemaOf[dataset.Pair](); strings.Contains(strings.ToLower(s), "from") || strings.Contains(strings.ToLower(s), "origin") {
		t.Errorf("the origin is in the Parquet schema: %s", s)
	}
	var back dataset.Pair
	if err := dataset.DecodePair(dataset.AppendPair(nil, &q), &back); err != nil || back.From != q.From {
		t.Errorf("the sink's binary form gives back the origin %+v (%v), want %+v", back.From, err, q.From)
	}
	if a, _ := json.Marshal(p); !bytes.Equal(a, must(json.Marshal(q))) {
		t.Error("the origin changes the JSON form")
	}
	var pb, qb bytes.Buffer
	for _, c := range []struct {
		buf *bytes.Buffer
		row dataset.Pair
	}{{&pb, p}, {&qb, q}} {
		w := parquet.NewGenericWriter[dataset.Pair](c.buf)
		if _, err := w.Write([]dataset.Pair{c.row}); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(pb.Bytes(), qb.Bytes()) {
		t.Error("the origin changes the Parquet bytes")
	}
	if dataset.ComparePairs(&p, &q) != 0 {
		t.Error("the origin changes the rows' order")
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
