package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// The subtitle formats beside SubRip and WebVTT that a user brings (qa97):
// YouTube's SubViewer (.sbv, what YouTube Studio downloads: "0:00:01.000,
// 0:00:02.000" timing lines, no numbers) and (Advanced) SubStation Alpha
// (.ass, .ssa: Aegisub's and fansubs' scripts, whose cues are the [Events]
// section's Dialogue lines). prep text read both as plain text, each line a
// record: "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello" said
// "dialogue zero zero hours ...", the styles and the script's header as
// sentences, and SubViewer's timing lines said "zero hours zero minutes".
func TestParseSubViewerAndSubStationAlpha(t *testing.T) {
	ass := "\ufeff[Script Info]\r\nTitle: Test 2\r\nScriptType: v4.00+\r\n\r\n[V4+ Styles]\r\nFormat: Name, Fontname, Fontsize\r\nStyle: Default,Arial,20\r\n\r\n[Events]\r\n" +
		"Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\r\n" +
		"Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello, it is 5 pm.\r\n" +
		"Comment: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,a translator's note\r\n" +
		"Dialogue: 0,0:00:03.00,0:00:04.00,Default,Ann,0,0,0,,{\\i1}It costs $3{\\i0}\\Nand more.\r\n" +
		"Dialogue: 0,0:00:04.00,0:00:05.00,Default,,0,0,0,,{\\k20}Ka{\\k30}ra{\\k25}o{\\k40}ke\\hnight\r\n" +
		"Dialogue: 0,0:00:05.00,0:00:06.00,Sign,,0,0,0,,{\\p1}m 0 0 l 100 0 100 100{\\p0}\r\n" +
		"Dialogue: 0,0:00:06.00,0:00:07.00,Default\r\n\r\n" +
		"[Fonts]\r\nfontname: a.ttf\r\n"
	// SubStation Alpha v4 (.ssa): "Marked=0" first, the same ten fields.
	ssa := "[Script Info]\nScriptType: v4.00\n\n[Events]\nFormat: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: Marked=0,0:00:01.00,0:00:02.00,*Default,NTP,0000,0000,0000,,Room 101, at 9.\n"
	sbv := "0:00:01.000,0:00:02.500\nHello, it is 5 pm.\n\n0:00:03.000,0:00:04.000\nIt costs $3\nand more.\n\n0:00:05.000,0:00:06.000\n\n"
	for _, c := range []struct {
		name, in string
		want     []string // id | written
		rejects  []string // location | rule
	}{
		{"a.ass", ass, []string{"a.ass:11 | Hello, it is 5 pm.", "a.ass:13 | It costs $3 and more.", "a.ass:14 | Karaoke night"},
			[]string{"a.ass:16 | bad_columns"}},
		{"b.ssa", ssa, []string{"b.ssa:6 | Room 101, at 9."}, nil},
		{"c.sbv", sbv, []string{"c.sbv:2 | Hello, it is 5 pm.", "c.sbv:5 | It costs $3 and more."}, nil},
	} {
		got, rej := subtitleCues(t, c.name, c.in)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") || strings.Join(rej, "\n") != strings.Join(c.rejects, "\n") {
			t.Errorf("%s:\n%s\nrejects %v\nwant\n%s\nrejects %v", c.name, strings.Join(got, "\n"), rej, strings.Join(c.want, "\n"), c.rejects)
		}
	}
	for _, n := range []string{"a.sbv", "A.SSA", "b.ass.gz"} {
		if !sources.IsSubtitleName(n) {
			t.Errorf("IsSubtitleName(%q) false", n)
		}
	}
	// Under a plain-text name either is refused in one line naming the
	// name that reads it.
	for _, c := range []struct{ in, want string }{
		{ass, `subs.txt:1: "[Script Info]" begins a SubStation Alpha subtitle script (.ass, .ssa), so this is subtitles under a plain-text name; name the file .ass or .ssa`},
		{sbv, `subs.txt:1: "0:00:01.000,0:00:02.500" is a subtitle file's (SubViewer) line, so this is subtitles under a plain-text name; name the file .sbv`},
	} {
		_, err := sources.ParseText("subs.txt", strings.NewReader(c.in), "train", false, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%v, want %q...", err, c.want)
		}
	}
}

// TTML and DFXP subtitles (and other XML) under any plain-text name are
// refused in one line naming a converter to SubRip: each line was a
// record, `<p begin="00:00:01.000" end="00:00:02.000">Hello</p>` published
// with its tags and the declaration said "less than x m l version equals"
// (qa97).
func TestPlainTextRefusesTTML(t *testing.T) {
	ttml := "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<tt xmlns=\"http://www.w3.org/ns/ttml\">\n<body><div>\n<p begin=\"00:00:01.000\" end=\"00:00:02.000\">Hello at 5 pm.</p>\n</div></body></tt>\n"
	for _, c := range []struct{ name, in, want string }{
		{"a.ttml", ttml, `a.ttml:1: "<?xml version=\"1.0\" encoding=\"utf-8\"?>" begins an XML document (TTML or DFXP subtitles?), not text`},
		{"b.dfxp", "\ufeff" + strings.Replace(ttml, "\n", "", 1), `b.dfxp:1: "<?xml version=\"1.0\" encoding=\"utf-8\"?><tt xmlns=\"http://www.w3.org/ns/ttml\">" begins a TTML subtitle document (an XML declaration and <tt>), not text`},
		{"c.xml", "<tt:tt xmlns:tt=\"http://www.w3.org/ns/ttml\">\n<tt:p>Hi.</tt:p>\n", `c.xml:1: "<tt:tt xmlns:tt=\"http://www.w3.org/ns/ttml\">" begins a TTML subtitle document (<tt>), not text`},
	} {
		_, err := sources.ParseText(c.name, strings.NewReader(c.in), "train", false, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || !strings.Contains(err.Error(), "tt convert -i "+c.name+" -o subs.srt") {
			t.Errorf("%s: %v, want %q...", c.name, err, c.want)
		}
	}
	// A line of text that holds a tag is text.
	var got []string
	if _, err := sources.ParseText("d.txt", strings.NewReader("Use the <tt> tag for code.\n"), "train", false, 0, sources.Sink{Pair: func(p dataset.Pair) { got = append(got, p.Written) }, Reject: func(dataset.Reject) {}}); err != nil || len(got) != 1 {
		t.Errorf("d.txt: %v %v", got, err)
	}
}

// A line break tag inside a cue's line parts two words, as SubRip files
// converted from TTML write it (qa97): "Hello<br/>world" was "Helloworld".
func TestSubtitleLineBreakTagIsASpace(t *testing.T) {
	in := "1\n00:00:01,000 --> 00:00:02,000\nHello<br/>world at 5.<BR>Next <b>line</b><br >end<bra>x</bra>\n"
	var got []string
	if _, err := sources.ParseSubtitles("a.srt", strings.NewReader(in), "train", 0, sources.Sink{
		Pair: func(p dataset.Pair) { got = append(got, p.Written) }, Reject: func(dataset.Reject) {},
	}); err != nil || strings.Join(got, "|") != "Hello world at 5. Next line endx" {
		t.Errorf("%q %v", got, err)
	}
}
