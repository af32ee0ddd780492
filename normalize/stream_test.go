package normalize

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// A bad line is handed to reject with its line number and the stream goes
// on; numeric ids are kept as written.
func ExampleVerbalizer_Stream() {
	v := New(DefaultStyle(), Options{})
	in := "{\"id\": 42, \"text\": \"Chapter XIV\"}\n{\"id\": \n{\"text\": \"\\ud800\"}\nI have 2 cats\n"
	st, err := v.Stream(context.Background(), strings.NewReader(in), "in.jsonl", StreamOptions{Format: "auto", TopN: 1},
		func(o *StreamOut) error { fmt.Println(o.ID, o.Spoken); return nil },
		func(r StreamReject) error { fmt.Println("line", r.Line, r.Kind); return nil })
	fmt.Println(st.Read, st.Verbalized, st.Rejected, err)
	// Output:
	// 42 chapter fourteen
	// line 2 invalid_json
	// line 3 invalid_json
	// 4 i have two cats
	// 4 2 2 <nil>
}

// Under --format auto a line is JSON only when it opens a JSON object:
// wiki markup that starts with braces is a sentence (it was rejected as
// invalid JSON), and a truncated record is still an invalid one.
func ExampleVerbalizer_Stream_bracesAreText() {
	v := New(DefaultStyle(), Options{})
	in := "{{plot}} Owen is 12.\n{ \"text\": \"Chapter XIV\"}\n{\"text\": \n{}\n"
	st, _ := v.Stream(context.Background(), strings.NewReader(in), "in.txt", StreamOptions{Format: "auto", TopN: 1},
		func(o *StreamOut) error { fmt.Println(o.ID, o.Spoken); return nil },
		func(r StreamReject) error { fmt.Println("line", r.Line, r.Kind); return nil })
	fmt.Println(st.Read, st.Verbalized, st.Rejected)
	// Output:
	// 1 plot owen is twelve
	// 2 chapter fourteen
	// line 3 invalid_json
	// line 4 missing_text
	// 4 2 2
}

// TestStreamSpansCountCodePoints: the stream's span offsets count code
// points, as a dataset row's spans do, so written[start:end] in Python
// gives the span (the byte offsets of "Zoë paid €3" cut "€3" as "3" plus
// the next characters).
func TestStreamSpansCountCodePoints(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	in := "Zoë paid €3 for 2 “cafés” on 5\u00a0May.\n"
	var outs []StreamOut
	if _, err := v.Stream(context.Background(), strings.NewReader(in), "in.txt", StreamOptions{Format: "auto", TopN: 1},
		func(o *StreamOut) error { outs = append(outs, *o); return nil },
		func(r StreamReject) error { t.Errorf("rejected: %+v", r); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(outs) != 1 || len(outs[0].Spans) < 2 {
		t.Fatalf("want one variant with spans, got %+v", outs)
	}
	w, s := []rune(outs[0].Written), []rune(outs[0].Spoken)
	for _, sp := range outs[0].Spans {
		if sp.WrittenEnd > len(w) || sp.SpokenEnd > len(s) || string(w[sp.WrittenStart:sp.WrittenEnd]) != sp.Written || string(s[sp.SpokenStart:sp.SpokenEnd]) != sp.Spoken {
			t.Errorf("span %+v does not index %q / %q in code points", sp, outs[0].Written, outs[0].Spoken)
		}
	}
	if sp := outs[0].Spans[0]; sp.Written != "€3" || sp.WrittenStart != 9 {
		t.Errorf("first span %+v, want €3 at code point 9", sp)
	}
}

// TestStreamSpokenApostropheIsASCII: verbalize writes a spoken side's
// typographic apostrophe as the ASCII one, as prep's rows do.
func TestStreamSpokenApostropheIsASCII(t *testing.T) {
	for _, keep := range []bool{false, true} {
		v := New(DefaultStyle(), Options{KeepCasePunct: keep})
		var outs []StreamOut
		if _, err := v.Stream(context.Background(), strings.NewReader("Apple’s CEO didn’t pay $5.\n"), "in.txt", StreamOptions{Format: "auto", TopN: 1},
			func(o *StreamOut) error { outs = append(outs, *o); return nil },
			func(r StreamReject) error { t.Errorf("rejected: %+v", r); return nil }); err != nil {
			t.Fatal(err)
		}
		if len(outs) != 1 || strings.Contains(outs[0].Spoken, "’") != keep || !keep && !strings.Contains(outs[0].Spoken, "apple's") {
			t.Errorf("keep %v: %+v", keep, outs)
		}
	}
}

// TestStreamNoTextReason: a JSON line without "text" is a missing_text
// reject whose reason is NoTextReason, which verbalize's hint looks for
// (it kept a copy of the words); a null text is another reason.
func TestStreamNoTextReason(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	var rejects []StreamReject
	if _, err := v.Stream(context.Background(), strings.NewReader(`{"id": "a", "written": "It is 5."}`+"\n"+`{"text": null}`+"\n"), "in.jsonl", StreamOptions{Format: "jsonl", TopN: 1},
		func(o *StreamOut) error { return nil },
		func(r StreamReject) error { rejects = append(rejects, r); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(rejects) != 2 || rejects[0].Kind != "missing_text" || rejects[0].Reason != NoTextReason || rejects[1].Kind != "missing_text" || rejects[1].Reason == NoTextReason {
		t.Errorf("rejects %+v, want two missing_text, the first NoTextReason", rejects)
	}
}

// TestStreamRejectsDamagedText: Stream itself, not only the verbalize
// command, rejects a text holding mojibake or U+FFFD with the kind the
// prep readers give it, so a program streaming lines through normalize
// gets the check too (it verbalized "cafÃ©" as "cafã copyright").
func TestStreamRejectsDamagedText(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	var kinds []string
	st, err := v.Stream(context.Background(), strings.NewReader("The cafÃ© opened.\nThe caf\ufffd opened.\nThe café opened.\n"), "in.txt", StreamOptions{Format: "text", TopN: 1},
		func(o *StreamOut) error { return nil },
		func(r StreamReject) error { kinds = append(kinds, fmt.Sprint(r.Line, " ", r.Kind)); return nil })
	if err != nil || st.Read != 3 || st.Verbalized != 1 || strings.Join(kinds, ",") != "1 mojibake,2 replacement_character" {
		t.Errorf("stats %+v, err %v, rejects %q", st, err, kinds)
	}
}

// refuseSecond is a StreamShape that refuses the plain line read after two
// records.
type refuseSecond struct{ blanks int }

func (s *refuseSecond) Blank() { s.blanks++ }
func (s *refuseSecond) Line(no int, line []byte, before int64, problem bool) (bool, error) {
	if before == 2 {
		return false, fmt.Errorf("line %d refused", no)
	}
	return false, nil
}

// TestStreamShapeStopsTheStream: a StreamOptions.Shape is shown each plain
// line (not a JSON record) with the records before it (JSON ones too),
// told of blank
// lines, and its error stops the stream there.
func TestStreamShapeStopsTheStream(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	shape := &refuseSecond{}
	var ids []string
	st, err := v.Stream(context.Background(), strings.NewReader("It is 5.\n\n{\"text\": \"A JSON record 6.\"}\nSecond plain 7.\nThird 8.\n"), "in.txt", StreamOptions{Format: "auto", TopN: 1, Shape: shape},
		func(o *StreamOut) error { ids = append(ids, o.ID); return nil },
		func(r StreamReject) error { return nil })
	if err == nil || err.Error() != "line 4 refused" || shape.blanks != 1 || strings.Join(ids, ",") != "1,3" || st.Read != 2 {
		t.Errorf("err %v, blanks %d, ids %q, stats %+v", err, shape.blanks, ids, st)
	}
}

// TestStreamNamesANULByteAsPrepDoes: a line holding a NUL byte is rejected
// as kind nul_byte with the prep line reader's reason (parse/nul_byte,
// "NUL byte in line"), plain or JSON; it was the verbalizer's "control"
// (control character U+0000), and in a JSON line "invalid_json". A
// "\u0000" escape in a JSON string is a control character, as in prep.
func TestStreamNamesANULByteAsPrepDoes(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	var got []string
	in := "fine 5\nnul \x00 here\n{\"text\": \"nul \x00 in json\"}\n{\"text\": \"escaped \\u0000 nul\"}\n"
	st, err := v.Stream(context.Background(), strings.NewReader(in), "in.txt", StreamOptions{Format: "auto", TopN: 1},
		func(o *StreamOut) error { return nil },
		func(r StreamReject) error {
			got = append(got, fmt.Sprintf("%d %s %s", r.Line, r.Kind, r.Reason))
			return nil
		})
	if err != nil || st.Read != 4 || st.Verbalized != 1 || len(got) != 3 ||
		got[0] != "2 nul_byte NUL byte in line" || got[1] != "3 nul_byte NUL byte in line" || !strings.HasPrefix(got[2], "4 control ") {
		t.Errorf("stats %+v, err %v, rejects %q", st, err, got)
	}
}
