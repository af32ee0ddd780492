package quarantine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLinesBoundedAndNumbered(t *testing.T) {
	in := "a\r\n" + strings.Repeat("x", 100) + "\n\nlast"
	l := NewLines("f", strings.NewReader(in), 10)
	var got []string
	for {
		line, no, long, err := l.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, strings.Join([]string{string(rune('0' + no)), string(line[:min(len(line), 3)]), map[bool]string{true: "long", false: ""}[long]}, "|"))
	}
	want := []string{"1|a|", "2|xxx|long", "3||", "4|las|"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("got %v, want %v", got, want)
	}
}

func TestSinkFileAndText(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.jsonl.rejects.jsonl")
	s, err := ToFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Add(Reject{File: "in", Line: 3, Reason: "bad", Text: strings.Repeat("y", KeepBytes+10)}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !bytes.Contains(data, []byte(`"file":"in","line":3,"reason":"bad"`)) || len(data) > KeepBytes+100 {
		t.Fatalf("rejects file %.200s", data)
	}
	// Nothing quarantined: no file.
	empty := filepath.Join(t.TempDir(), "none.rejects.jsonl")
	s, _ = ToFile(empty)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(empty); !os.IsNotExist(err) {
		t.Fatalf("empty rejects file left: %v", err)
	}
	var buf bytes.Buffer
	ts := ToText(&buf, "test")
	ts.Add(Reject{File: "in", Line: 7, Reason: "field \"id\": expected a string"})
	if buf.String() != "in:7: quarantined: field \"id\": expected a string\n" || ts.Count() != 1 {
		t.Fatalf("text %q", buf.String())
	}
}

// TestLinesSkipBOM: a UTF-8 byte order mark at the start of a file is not
// part of its first line (only there).
func TestLinesSkipBOM(t *testing.T) {
	l := NewLines("a.jsonl", strings.NewReader("\ufeff{\"a\":1}\r\n\ufeffx\n"), 0)
	b, _, _, _ := l.Next()
	first := string(b) // valid until the next call
	second, _, _, _ := l.Next()
	// A later line's mark goes too, as sources.LineReader drops it (cat of
	// two files saved with one).
	if first != `{"a":1}` || string(second) != "x" {
		t.Errorf("lines %q %q", first, second)
	}
	if b, _ := io.ReadAll(SkipBOM(strings.NewReader("ab"))); string(b) != "ab" {
		t.Errorf("SkipBOM of a short input without a BOM: %q", b)
	}
}

// TestSummary: a summary said "the others were processed" when every line
// was quarantined (evaluate --in on a file of another kind).
func TestSummary(t *testing.T) {
	if got, want := Summary("evaluate", 4, 4, "stderr", ""), "itnprep evaluate: 4 of 4 lines quarantined (stderr); none was usable"; got != want {
		t.Errorf("all quarantined: %q, want %q", got, want)
	}
	if got, want := Summary("align", 1, 4, "x.jsonl", ""), "itnprep align: 1 of 4 lines quarantined (x.jsonl); the others were processed"; got != want {
		t.Errorf("some quarantined: %q, want %q", got, want)
	}
	if got, want := Summary("verbalize", 1, 1, "stderr", ""), "itnprep verbalize: 1 of 1 line quarantined (stderr); none was usable"; got != want {
		t.Errorf("one line: %q, want %q", got, want)
	}
	// A run stopped before its result says what is lost, not "the
	// others were processed".
	var buf bytes.Buffer
	s := ToText(&buf, "evaluate")
	if err := s.Add(Reject{File: "in.jsonl", Line: 1, Reason: "invalid JSON", Text: "x"}); err != nil {
		t.Fatal(err)
	}
	for read, want := range map[int64]string{
		1:   "itnprep evaluate: 1 of the 1 line read quarantined (stderr); the run stopped, no scores printed (the next line says why)",
		977: "itnprep evaluate: 1 of the 977 lines read quarantined (stderr); the run stopped, no scores printed (the next line says why)",
	} {
		if got := s.StoppedSummary("evaluate", read, "no scores printed"); got != want {
			t.Errorf("stopped after %d: %q, want %q", read, got, want)
		}
	}
}

// TestToTextCapsTheTerminalAndKeepsEveryReject: 100,000 bad lines printed
// 100,000 lines on stderr. The first TextLimit are shown; all of them (the
// shown ones too, in order) are in a temporary JSONL file that Where and
// the summary name; with TextLimit or fewer no file is made.
func TestToTextCapsTheTerminalAndKeepsEveryReject(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	var buf bytes.Buffer
	s := ToText(&buf, "evaluate")
	const n = 250
	for i := 1; i <= n; i++ {
		if err := s.Add(Reject{File: "in.jsonl", Line: int64(i), Reason: "invalid JSON", Text: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(buf.String(), "\n"); got != TextLimit || !strings.HasPrefix(buf.String(), "in.jsonl:1: quarantined: invalid JSON\n") {
		t.Errorf("%d lines on the terminal, want %d:\n%s", got, TextLimit, buf.String())
	}
	files, _ := filepath.Glob(filepath.Join(os.TempDir(), "itnprep-evaluate-rejects-*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("rejects files %v, want one", files)
	}
	want := fmt.Sprintf("itnprep evaluate: %d of %d lines quarantined (the first %d on stderr above; all %d in %s); the others were processed", n, n+5, TextLimit, n, files[0])
	if got := s.Summary("evaluate", n+5); got != want {
		t.Errorf("summary %q\nwant    %q", got, want)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != n || s.Count() != n {
		t.Fatalf("%d rejects in the file, %d counted, want %d", len(lines), s.Count(), n)
	}
	for i, l := range lines {
		var r Reject
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Line != int64(i+1) {
			t.Fatalf("file line %d: %q (%v), want the reject of line %d", i+1, l, err, i+1)
		}
	}

	buf.Reset()
	few := ToText(&buf, "few")
	for i := 1; i <= TextLimit; i++ {
		few.Add(Reject{File: "f", Line: int64(i), Reason: "r"})
	}
	few.Close()
	if files, _ := filepath.Glob(filepath.Join(os.TempDir(), "itnprep-few-*")); len(files) != 0 || few.Where() != "stderr" || strings.Count(buf.String(), "\n") != TextLimit {
		t.Errorf("%d rejects: files %v, where %q, %d lines", TextLimit, files, few.Where(), strings.Count(buf.String(), "\n"))
	}
}
