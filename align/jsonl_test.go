package align

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
)

// A line that is not a usable pair is quarantined (here on stdout) and the
// others are aligned; every id is written as a JSON string (42 -> "42").
func ExampleAlignJSONL() {
	in := `{"id": 42, "written": "Mr. Smith", "spoken": "mister smith"}
{"written": "\ud800", "spoken": "x"}
{"id": "b", "written": "a b", "spoken": "a b"}
`
	var out bytes.Buffer
	st, err := AlignJSONL(context.Background(), strings.NewReader(in), "pairs.jsonl", &out, quarantine.ToText(os.Stdout, "align"), JSONLOptions{Autojunk: true})
	fmt.Print(out.String())
	fmt.Println(st.Read, st.Aligned, st.Rejected, err)
	// Output:
	// pairs.jsonl:2: quarantined: field "written": lone surrogate \ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)
	// {"id":"42","ratio":0.4,"opcodes":[["replace",0,2,0,1],["equal",2,3,1,2]]}
	// {"id":"b","ratio":1.0,"opcodes":[["equal",0,2,0,2]]}
	// 3 2 1 <nil>
}

// TestAlignLineParsesOnce: a usable line is decoded once and aligned,
// allocating its two decoded texts only (50 allocations before); the
// missing-field hint, which parses the line
// again to name its fields, is made only for a line that lacks one
// (every line paid it, 44% of align's end-to-end time on pairs50k).
func TestAlignLineParsesOnce(t *testing.T) {
	al := NewAligner(true)
	dec := jsonline.NewDecoder(jsonline.GoStruct, pairFieldsFor(false)...)
	good := []byte(`{"id": "a1", "written": "It cost 5 dollars.", "spoken": "it cost five dollars"}`)
	alignLine(al, dec, "pairs.jsonl", good, false) // warm the buffers
	if n := testing.AllocsPerRun(100, func() {
		if why := alignLine(al, dec, "pairs.jsonl", good, false); why != "" {
			t.Fatal(why)
		}
	}); n > 2 {
		t.Errorf("%v allocations per usable line, want at most 2 (the decoded texts)", n)
	}
	why := alignLine(al, dec, "pairs.jsonl", []byte(`{"text": "a", "gt_normalized": "a"}`), false)
	if want := `missing field "written" (need string fields "written" and "spoken"; token lists need --pretokenized; the line's fields: gt_normalized, text; NeMo's GTN JSONL?`; !strings.HasPrefix(why, want) {
		t.Errorf("got %q, want it to begin %q", why, want)
	}
}

// TestAlignRejectsDamagedText: a pair whose written or spoken text (or,
// --pretokenized, a token) holds mojibake or U+FFFD is quarantined with
// textdamage's reason, as every prep reader rejects it; it was aligned,
// "cafÃ©" the tokens "cafã" and "©", and mine-pairs mined them.
func TestAlignRejectsDamagedText(t *testing.T) {
	in := `{"id": "ok", "written": "The café opened", "spoken": "the café opened"}
{"id": "w", "written": "The cafÃ© opened", "spoken": "the cafe opened"}
{"id": "s", "written": "It didn't", "spoken": "it didnâ€™t"}
{"id": "r", "written": "caf\ufffd", "spoken": "cafe"}
`
	var out, rej bytes.Buffer
	st, err := AlignJSONL(context.Background(), strings.NewReader(in), "pairs.jsonl", &out, quarantine.ToText(&rej, "align"), JSONLOptions{Autojunk: true})
	if err != nil || st.Read != 4 || st.Aligned != 1 || st.Rejected != 3 {
		t.Fatalf("read %d aligned %d rejected %d, err %v; rejects:\n%s", st.Read, st.Aligned, st.Rejected, err, rej.String())
	}
	for _, want := range []string{
		`pairs.jsonl:2: quarantined: mojibake in the written text: "Ã©" (at character 8) is "é"`,
		`pairs.jsonl:3: quarantined: mojibake in the spoken text: "â€™" (at character 8) is "’"`,
		`pairs.jsonl:4: quarantined: U+FFFD (the replacement character, �) in the written text at character 4`,
	} {
		if !strings.Contains(rej.String(), want) {
			t.Errorf("rejects lack %q:\n%s", want, rej.String())
		}
	}
	rej.Reset()
	tok := `{"a": ["the", "café"], "b": ["the", "cafe"]}
{"a": ["the", "cafÃ©"], "b": ["the", "cafe"]}
`
	st, err = AlignJSONL(context.Background(), strings.NewReader(tok), "tok.jsonl", &out, quarantine.ToText(&rej, "align"), JSONLOptions{Autojunk: true, Pretokenized: true})
	if err != nil || st.Aligned != 1 || st.Rejected != 1 || !strings.Contains(rej.String(), `tok.jsonl:2: quarantined: mojibake in the "a"[1] text: "Ã©" (at character 4)`) {
		t.Errorf("pretokenized: aligned %d rejected %d, err %v; rejects:\n%s", st.Aligned, st.Rejected, err, rej.String())
	}
}

// TestAlignNamesLineProblemsAsPrepDoes: a line holding a NUL byte is
// quarantined as "NUL byte in line", the prep line reader's reason (it
// was "invalid JSON: invalid character '\x00' in string literal"), and a
// file with CR line endings (classic Mac), one line to the reader, says
// so with the command that converts it (it was "invalid character '{'
// after top-level value" alone).
func TestAlignNamesLineProblemsAsPrepDoes(t *testing.T) {
	in := "{\"written\": \"a\x00b\", \"spoken\": \"a b\"}\n{\"written\": \"a\", \"spoken\": \"a\"}\n"
	var out, rej bytes.Buffer
	st, err := AlignJSONL(context.Background(), strings.NewReader(in), "nul.jsonl", &out, quarantine.ToText(&rej, "align"), JSONLOptions{})
	if err != nil || st.Aligned != 1 || st.Rejected != 1 || !strings.Contains(rej.String(), "nul.jsonl:1: quarantined: NUL byte in line\n") {
		t.Errorf("NUL: aligned %d rejected %d, err %v:\n%s", st.Aligned, st.Rejected, err, rej.String())
	}
	rej.Reset()
	cr := "{\"written\": \"a\", \"spoken\": \"a\"}\r{\"written\": \"b\", \"spoken\": \"b\"}\r"
	st, err = AlignJSONL(context.Background(), strings.NewReader(cr), "mac.jsonl", &out, quarantine.ToText(&rej, "align"), JSONLOptions{})
	if err != nil || st.Rejected != 1 || !strings.Contains(rej.String(), `mac.jsonl:1: quarantined: invalid JSON: invalid character '{' after top-level value (the line holds carriage returns (\r): CR-only line endings (classic Mac)? convert them first: tr '\r' '\n' < mac.jsonl > mac.lf.jsonl)`) {
		t.Errorf("CR: rejected %d, err %v:\n%s", st.Rejected, err, rej.String())
	}
}

// TestAlignReadsOnlyItsShapesFields: without --pretokenized, a line of
// token lists is told it lacks "written" and of --pretokenized, whatever
// its lists hold (`{"a": ["x"], "b": "x"}` was quarantined as `field "b":
// want []string, got JSON string`); with it, a stray "written" of another
// type is ignored as any other field (it quarantined the line).
func TestAlignReadsOnlyItsShapesFields(t *testing.T) {
	var out, rej bytes.Buffer
	st, err := AlignJSONL(context.Background(), strings.NewReader(`{"a": ["x"], "b": "x"}`+"\n"), "tok.jsonl", &out, quarantine.ToText(&rej, "align"), JSONLOptions{})
	if err != nil || st.Rejected != 1 || !strings.Contains(rej.String(), `tok.jsonl:1: quarantined: missing field "written" (need string fields "written" and "spoken"; token lists need --pretokenized; the line's fields: a, b)`) {
		t.Errorf("rejected %d, err %v:\n%s", st.Rejected, err, rej.String())
	}
	rej.Reset()
	st, err = AlignJSONL(context.Background(), strings.NewReader(`{"a": ["x"], "b": ["x"], "written": 5}`+"\n"), "tok.jsonl", &out, quarantine.ToText(&rej, "align"), JSONLOptions{Pretokenized: true})
	if err != nil || st.Aligned != 1 {
		t.Errorf("pretokenized: aligned %d, err %v:\n%s", st.Aligned, err, rej.String())
	}
}
