package sources

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSPGIQuotedTranscriptOverLines: a re-saved copy (pandas' to_csv)
// quotes a transcript holding a newline, and Python's csv reads it as one
// field; the row was published with half its transcript and a stray quote
// ("\"Line one") and its second line rejected. Lines joined by a closed
// quote are one record; a quote a later row shows was literal (Kensho's
// unquoted files) reads as before.
func TestSPGIQuotedTranscriptOverLines(t *testing.T) {
	in := SPGIHeader + "\n" +
		"a/1.wav|100|\"Line one\n" +
		"line two, 5 \"\"quoted\"\"\"\n" +
		"a/2.wav|100|\"Open quote never closed\n" +
		"a/3.wav|100|Fine 6.\n" +
		"a/4.wav|100|\"Also open\n" +
		"stray continuation\n" +
		"a/5.wav|100|Last 7.\n"
	pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
		return ParseSPGI("train.csv", strings.NewReader(in), "train", 0, s)
	})
	got := map[string]string{}
	for _, p := range pairs {
		got[p.ID] = p.Written
	}
	want := map[string]string{
		"train.csv:a/1.wav": "Line one\nline two, 5 \"quoted\"",
		"train.csv:a/2.wav": "\"Open quote never closed",
		"train.csv:a/3.wav": "Fine 6.",
		"train.csv:a/4.wav": "\"Also open",
		"train.csv:a/5.wav": "Last 7.",
	}
	if len(got) != len(want) {
		t.Fatalf("pairs %v", got)
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s: %q, want %q", id, got[id], w)
		}
	}
	if p := pairs[0]; p.From.Line != 2 || p.From.Last != 3 {
		t.Errorf("joined row's origin %+v, want lines 2-3", p.From)
	}
	if len(rejects) != 1 || rejects[0].Location != "train.csv:7" || rejects[0].Rule != "bad_columns" || res.Records != 6 {
		t.Errorf("records %d, rejects %+v", res.Records, rejects)
	}
}

// TestSPGIOpenQuoteOverManyLines: a transcript whose quote opens and runs
// over a megabyte of lines that are no rows (a text file pasted into the
// CSV) is read in time linear in its lines: the record so far was scanned
// again for every line (100,000 lines took 37 s). Its lines are read
// one by one when no line closes the quote, as before.
func TestSPGIOpenQuoteOverManyLines(t *testing.T) {
	const n = 100000
	var b strings.Builder
	b.WriteString(SPGIHeader + "\na/1.wav|100|\"Open\n")
	for i := range n {
		b.WriteString("pasted line " + strconv.Itoa(i) + "\n")
	}
	b.WriteString("a/2.wav|100|Last 7.\n")
	start := time.Now()
	pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
		return ParseSPGI("train.csv", strings.NewReader(b.String()), "train", 1<<21, s)
	})
	if res.Records != n+2 || len(pairs) != 2 || len(rejects) != n || pairs[1].Written != "Last 7." {
		t.Fatalf("records %d, pairs %d, rejects %d", res.Records, len(pairs), len(rejects))
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("%d lines took %v", n, d)
	}
}
