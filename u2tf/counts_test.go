package u2tf

import (
	"strings"
	"testing"
)

func TestCountsOfExamples(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	var a, b Counts
	for i, p := range [][2]string{
		{"In 2013, Dr. Smith paid $5.", "in twenty thirteen doctor smith paid five dollars"},
		{"Did McDonald win?", "did mcdonald win"},
	} {
		ex, rj := d.Derive(p[0], p[1], nil)
		if rj != nil {
			t.Fatal(rj)
		}
		c := &a
		if i == 1 {
			c = &b
		}
		if err := c.AddExample(&ex); err != nil {
			t.Fatal(err)
		}
	}
	a.Merge(b)
	tsv := a.TSV()
	for _, want := range []string{
		"punct\tO\t9\n", "punct\t.\t1\n", "punct\t?\t1\n", // 8 + 3 tokens
		"case\tcap\t3\n", "case\tmixed\t1\n", // In Smith Did; McDonald
		"itn\t1\t5\n", "span_kind\titn\t2\n", "span_kind\tmixed\t1\n",
		"span_tokens\t1\t1\n", "span_tokens\t2\t1\n", "span_tokens\t3\t1\n",
		"total\trows\t2\n", "total\trows_with_spans\t2\n", "total\ttokens\t11\n", "total\tspan_rows\t3\n",
	} {
		if !strings.Contains(tsv, want) {
			t.Errorf("counts lack %q:\n%s", want, tsv)
		}
	}
	var c Counts
	if err := c.Add([]string{"a"}, []string{"!"}, []string{"lower"}, []int8{0}, nil); err == nil {
		t.Error("a label outside the sets was counted")
	}
	if err := c.Add([]string{"a"}, nil, nil, nil, nil); err == nil {
		t.Error("label lists of the wrong length were counted")
	}
}
