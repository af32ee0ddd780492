package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// Subtitles give one record per cue: cue numbers, identifiers, timing
// lines, WebVTT's header and NOTE/STYLE blocks are not text (prep text read
// "00:01:02,500 --> 00:01:04,000" as a sentence and verbalized it), markup
// is removed, CRLF and a BOM are read, and a block without a timing line
// is quarantined naming its line.
func TestParseSubtitles(t *testing.T) {
	srt := "\ufeff1\r\n00:01:02,500 --> 00:01:04,000\r\nI paid $5\r\non <i>May 3</i>.\r\n\r\n2\r\n00:01:05,000 --> 00:01:07,250\r\n{\\an8}It was 10 pm.\r\n\r\n3\r\n00:01:08,000 --> 00:01:09,000\r\n\r\nstray text\r\nwithout timing\r\n"
	vtt := "WEBVTT - a title\n\nNOTE a comment\nover two lines\n\nSTYLE\n::cue { color: red }\n\nintro\n00:01.000 --> 00:02.500 align:start\n<v Ann>Hello 42 times.</v>\n\n00:00:03.000 --> 00:00:04.000\n<c.yellow>Bye</c> at <00:00:03.500>4.\n"
	for _, c := range []struct {
		name, in string
		want     []string // id | written
		rejects  []string // location | rule
	}{
		{"a.srt", srt, []string{"a.srt:3 | I paid $5 on May 3.", "a.srt:8 | It was 10 pm."}, []string{"a.srt:13 | subtitle_no_timing"}},
		{"b.vtt", vtt, []string{"b.vtt:11 | Hello 42 times.", "b.vtt:14 | Bye at 4."}, nil},
		// A cue that starts without a blank line before it is a cue of
		// its own: its number and timing line were the text of the cue
		// before ("First 1. 2 00:00:03,000 --> 00:00:04,000 Second 2.").
		{"c.srt", "1\n00:00:01,000 --> 00:00:02,000\nFirst 1.\n2\n00:00:03,000 --> 00:00:04,000\nSecond 2.\n00:00:05,000 --> 00:00:06,000\n3 cats.\n4\n\n",
			[]string{"c.srt:3 | First 1.", "c.srt:6 | Second 2.", "c.srt:8 | 3 cats. 4"}, nil},
		{"d.vtt", "WEBVTT\n\n00:01.000 --> 00:02.000\nOne.\n00:02.000 --> 00:03.000\nTwo.\n",
			[]string{"d.vtt:4 | One.", "d.vtt:6 | Two."}, nil},
		// A cue whose text is a number alone keeps it: only the number
		// after the cue's own is the next cue's (the "42" was taken for
		// the next cue's number, and its cue dropped as without text).
		{"e.srt", "1\n00:00:01,000 --> 00:00:02,000\n42\n00:00:03,000 --> 00:00:04,000\nNext.\n3\n00:00:05,000 --> 00:00:06,000\nLast 2.\n",
			[]string{"e.srt:3 | 42", "e.srt:5 | Next.", "e.srt:8 | Last 2."}, nil},
		{"f.srt", "7\n00:00:01,000 --> 00:00:02,000\n8\n00:00:03,000 --> 00:00:04,000\nEight.\n",
			[]string{"f.srt:5 | Eight."}, nil},
		{"g.vtt", "WEBVTT\n\n00:01.000 --> 00:02.000\n42\n00:02.000 --> 00:03.000\nTwo.\n5\n00:03.000 --> 00:04.000\nThree.\n",
			[]string{"g.vtt:4 | 42", "g.vtt:6 | Two.", "g.vtt:9 | Three."}, nil},
	} {
		got, rej := subtitleCues(t, c.name, c.in)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") || strings.Join(rej, "\n") != strings.Join(c.rejects, "\n") {
			t.Errorf("%s:\n%s\nrejects %v\nwant\n%s\nrejects %v", c.name, strings.Join(got, "\n"), rej, strings.Join(c.want, "\n"), c.rejects)
		}
	}
	// A subtitle file under a plain-text name is refused naming the line.
	_, err := sources.ParseText("subs.txt", strings.NewReader("1\n00:01:02,500 --> 00:01:04,000\nHi.\n"), "train", false, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.HasPrefix(err.Error(), "subs.txt:2: ") || !strings.Contains(err.Error(), "name the file .srt or .vtt") {
		t.Errorf("subtitles as .txt: %v", err)
	}
	// Wherever the cues start: after a text header, after a blank line
	// (WebVTT cues have no number), or in a file whose first line is a
	// number. Only the first two lines were looked at, and the cues' numbers
	// and timing lines further down were published as sentences.
	for _, c := range []struct{ text, at string }{
		{"Episode 1 transcript\nby the fan club\n\n1\n00:01:02,500 --> 00:01:04,000\nHi.\n", "subs.txt:5: "},
		{"Some notes.\nMore notes.\n\n00:00:01.000 --> 00:00:02.500\nHello.\n", "subs.txt:4: "},
		{"7\nChapter seven.\nIt rained.\n8\n00:01:02,500 --> 00:01:04,000\nHi.\n", "subs.txt:5: "},
	} {
		_, err := sources.ParseText("subs.txt", strings.NewReader(c.text), "train", false, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if err == nil || !strings.HasPrefix(err.Error(), c.at) || !strings.Contains(err.Error(), "name the file .srt or .vtt") {
			t.Errorf("%q: %v, want an error at %q", c.text, err, c.at)
		}
	}
	// Plain text whose lines are numbers is plain text; a timing line inside
	// running text is quarantined, the text around it kept.
	var got, rejs []string
	res, err := sources.ParseText("notes.txt", strings.NewReader("1\nThe first chapter.\n2\nThe second one.\nthe cut ran\n00:01:02,500 --> 00:01:04,000\nand went on.\n"), "train", false, 0, sources.Sink{
		Pair: func(p dataset.Pair) { got = append(got, p.Written) },
		Reject: func(r dataset.Reject) {
			rejs = append(rejs, r.Location+" | "+r.Rule)
			if !strings.HasPrefix(r.Reason, r.Location+": a subtitle cue's timing line") {
				t.Errorf("reason %q", r.Reason)
			}
		},
	})
	if err != nil || res.Records != 7 || len(got) != 6 || strings.Join(rejs, ",") != "notes.txt:6 | subtitle_timing" {
		t.Errorf("numbers and a stray timing line: %+v %v rows %q rejects %v", res, err, got, rejs)
	}
	// A long file without blank lines under a subtitle name: one reject.
	var rej []dataset.Reject
	res, err = sources.ParseSubtitles("big.srt", strings.NewReader(strings.Repeat("some text\n", 100)), "train", 64, sources.Sink{
		Pair: func(p dataset.Pair) { t.Errorf("pair %+v", p) }, Reject: func(r dataset.Reject) { rej = append(rej, r) },
	})
	if err != nil || res.Records != 1 || len(rej) != 1 || rej[0].Rule != "record_too_large" || !strings.Contains(rej[0].Reason, "lines 1-100") {
		t.Errorf("block over the limit: %+v %v %+v", res, err, rej)
	}
}

// TestSubtitleCuePastTheLimit: a cue longer than the record limit is one
// record_too_large reject of its lines, named as a cue (it asked "not
// SubRip or WebVTT?", as of a file without cues), and a cue after it that
// starts without the blank line before it is read (it and every cue to the
// next blank line were part of the reject).
func TestSubtitleCuePastTheLimit(t *testing.T) {
	long := strings.Repeat("a long line of the cue\n", 5)
	in := "1\n00:00:01,000 --> 00:00:02,000\n" + long + "2\n00:00:03,000 --> 00:00:04,000\nThe next cue.\n\n3\n00:00:05,000 --> 00:00:06,000\nLast.\n"
	var got []string
	var rej []dataset.Reject
	res, err := sources.ParseSubtitles("c.srt", strings.NewReader(in), "train", 64, sources.Sink{
		Pair: func(p dataset.Pair) { got = append(got, p.Written) }, Reject: func(r dataset.Reject) { rej = append(rej, r) },
	})
	if err != nil || res.Records != 3 || strings.Join(got, "|") != "The next cue.|Last." || len(rej) != 1 || rej[0].Location != "c.srt:1-8" ||
		rej[0].Reason != "c.srt:1: a subtitle cue (lines 1-8) longer than the 64-byte record limit (--max-record-bytes raises it)" {
		t.Errorf("%+v %v rows %q rejects %+v", res, err, got, rej)
	}
}

// TestSubtitleBlockOfOneLinePastTheLimit: a block of one line past the
// record limit is named by that line, FILE:LINE, as a table's one-line
// record is; it was "c.srt:9-9" and "(lines 9-9)".
func TestSubtitleBlockOfOneLinePastTheLimit(t *testing.T) {
	in := "1\n00:00:01,000 --> 00:00:02,000\nok\n\n" + strings.Repeat("y", 100) + "\n"
	var rej []dataset.Reject
	res, err := sources.ParseSubtitles("c.srt", strings.NewReader(in), "train", 64, sources.Sink{
		Pair: func(dataset.Pair) {}, Reject: func(r dataset.Reject) { rej = append(rej, r) },
	})
	want := "c.srt:5: a subtitle block (line 5) longer than the 64-byte record limit (--max-record-bytes raises it): not SubRip or WebVTT, whose cues end at a blank line?"
	if err != nil || res.Records != 2 || len(rej) != 1 || rej[0].Location != "c.srt:5" || rej[0].Reason != want {
		t.Errorf("%+v %v %+v", res, err, rej)
	}
}

// subtitleCues parses in as the subtitle file name and returns its pairs
// ("ID | written") and rejects ("location | rule"), failing the test on an
// error, a reject whose reason does not open with its location, or a
// count of records that is not pairs + rejects (read = written +
// rejected).
func subtitleCues(t *testing.T, name, in string) (got, rej []string) {
	t.Helper()
	res, err := sources.ParseSubtitles(name, strings.NewReader(in), "train", 0, sources.Sink{
		Pair: func(p dataset.Pair) { got = append(got, p.ID+" | "+p.Written) },
		Reject: func(r dataset.Reject) {
			if !strings.HasPrefix(r.Reason, r.Location+": ") {
				t.Errorf("reject reason %q does not name its line", r.Reason)
			}
			rej = append(rej, r.Location+" | "+r.Rule)
		},
	})
	if err != nil || res.Records != int64(len(got)+len(rej)) {
		t.Fatalf("%s: %+v, %v", name, res, err)
	}
	return got, rej
}
