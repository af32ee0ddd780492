package dataset

import (
	"bytes"
	"fmt"
	"slices"
	"testing"
)

func TestScanRowsPagesThroughRowGroups(t *testing.T) {
	var rows []Pair
	for i := range 700 {
		rows = append(rows, Pair{ID: fmt.Sprintf("r%04d", i), Split: "train", Written: fmt.Sprint(i), Spoken: "x",
			Spans: []Span{{Class: "CARDINAL", Written: fmt.Sprint(i), Spoken: "x", WrittenEnd: 1, SpokenEnd: 1}}})
	}
	var buf bytes.Buffer
	if _, _, err := WriteRows(&buf, rows, 100); err != nil {
		t.Fatal(err)
	}
	r := bytes.NewReader(buf.Bytes())
	for _, from := range []int64{0, 99, 100, 350, 699, 700, 900} {
		var got []string
		err := ScanRows(r, r.Size(), from, func(i int64, p *Pair) bool {
			if want := fmt.Sprintf("r%04d", i); p.ID != want {
				t.Fatalf("from %d: row %d has id %s, want %s", from, i, p.ID, want)
			}
			if len(p.Spans) != 1 || p.Spans[0].Written != p.Written {
				t.Fatalf("row %s: spans %+v", p.ID, p.Spans)
			}
			got = append(got, p.ID)
			return len(got) < 300
		})
		if err != nil {
			t.Fatal(err)
		}
		want := min(300, max(0, 700-int(from)))
		if len(got) != want {
			t.Errorf("from %d: %d rows, want %d", from, len(got), want)
		}
	}
	var ids []string
	err := ScanRowMaps(r, r.Size(), 650, func(i int64, m map[string]any) bool {
		ids = append(ids, m["id"].(string))
		if sp, ok := m["spans"].([]any); !ok || len(sp) != 1 {
			t.Fatalf("row %d: spans column %#v", i, m["spans"])
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) != 50 || ids[0] != "r0650" || ids[49] != "r0699" {
		t.Errorf("ScanRowMaps from 650: %d rows, first %v", len(ids), ids[:min(1, len(ids))])
	}
	cols, err := ShardColumns(r, r.Size())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(cols, "written") || !slices.Contains(cols, "spans") {
		t.Errorf("columns %v", cols)
	}
}
