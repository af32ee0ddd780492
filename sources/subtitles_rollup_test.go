package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// YouTube's automatic captions, as yt-dlp --write-auto-subs downloads them
// (qa97): each cue starts with a line of one space, times its words
// (<00:00:00.560><c> word</c>) and rolls up, repeating the line the cue
// before ended with above its new one, with a 10 ms cue of that line alone
// between. The first cue's words were a subtitle_no_timing reject (the
// space line ended the cue) and every later line a record two or three
// times ("hi everyone welcome to", then "hi everyone welcome to this video
// about 3 cats", then "this video about 3 cats"). A file without word
// timing keeps a cue that repeats the one before: a line said twice.
func TestSubtitlesRollUpCaptions(t *testing.T) {
	yt := "WEBVTT\nKind: captions\nLanguage: en\n\n" +
		"00:00:00.320 --> 00:00:02.629 align:start position:0%\n \nhi<00:00:00.560><c> everyone</c><00:00:01.040><c> welcome</c><00:00:01.280><c> to</c>\n\n" +
		"00:00:02.629 --> 00:00:02.639 align:start position:0%\nhi everyone welcome to\n \n\n" +
		"00:00:02.639 --> 00:00:05.150 align:start position:0%\nhi everyone welcome to\nthis<00:00:02.960><c> video</c><00:00:03.100><c> about</c><00:00:03.300><c> 3</c><00:00:03.500><c> cats</c>\n\n" +
		"00:00:05.150 --> 00:00:05.160 align:start position:0%\nthis video about 3 cats\n \n\n" +
		"00:00:05.160 --> 00:00:06.000 align:start position:0%\nthis video about 3 cats\nno\n\n" +
		"00:00:06.000 --> 00:00:06.010 align:start position:0%\nno\n \n\n" +
		// The speaker says "no" again: the line the cue before ended
		// with is rolled up once, the new one kept.
		"00:00:06.010 --> 00:00:07.000 align:start position:0%\nno\nno\n\n" +
		"00:00:07.000 --> 00:00:07.010 align:start position:0%\nno\n \n\n" +
		"00:00:07.010 --> 00:00:09.000 align:start position:0%\nno\n[Music]\n"
	srt := "1\n00:00:01,000 --> 00:00:02,000\nNo.\n\n2\n00:00:02,000 --> 00:00:03,000\nNo.\n\n3\n00:00:03,000 --> 00:00:04,000\nNo.\nStop it.\n"
	for _, c := range []struct {
		name, in string
		want     []string // id | written
	}{
		{"yt.en.vtt", yt, []string{"yt.en.vtt:7 | hi everyone welcome to", "yt.en.vtt:15 | this video about 3 cats", "yt.en.vtt:23 | no", "yt.en.vtt:31 | no", "yt.en.vtt:39 | [Music]"}},
		{"crlf.vtt", strings.ReplaceAll(yt, "\n", "\r\n"), []string{"crlf.vtt:7 | hi everyone welcome to", "crlf.vtt:15 | this video about 3 cats", "crlf.vtt:23 | no", "crlf.vtt:31 | no", "crlf.vtt:39 | [Music]"}},
		{"a.srt", srt, []string{"a.srt:3 | No.", "a.srt:7 | No.", "a.srt:11 | No. Stop it."}},
	} {
		got, rej := subtitleCues(t, c.name, c.in)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") || len(rej) > 0 {
			t.Errorf("%s:\n%s\nrejects %v\nwant\n%s", c.name, strings.Join(got, "\n"), rej, strings.Join(c.want, "\n"))
		}
	}
}

// A timing line whose arrow has no spaces around it is a timing line:
// WebVTT's parser skips whitespace there, none too, and Python's srt reads
// it; the cue was a subtitle_no_timing reject (qa97).
func TestSubtitleTimingWithoutSpaces(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"a.srt", "1\r\n00:00:01,000-->00:00:02,000\r\nIt is 5 pm.\r\n\r\n", "a.srt:3 | It is 5 pm."},
		{"b.vtt", "WEBVTT\n\n00:01.000-->00:02.000 align:start\nIt is 5 pm.\n", "b.vtt:4 | It is 5 pm."},
	} {
		var got, rej []string
		if _, err := sources.ParseSubtitles(c.name, strings.NewReader(c.in), "train", 0, sources.Sink{
			Pair:   func(p dataset.Pair) { got = append(got, p.ID+" | "+p.Written) },
			Reject: func(r dataset.Reject) { rej = append(rej, r.Reason) },
		}); err != nil || strings.Join(got, "\n") != c.want || len(rej) > 0 {
			t.Errorf("%s: %v, rejects %v (%v), want %q", c.name, got, rej, err, c.want)
		}
	}
	if !sources.IsSubtitleTiming("00:00:01,000-->00:00:02,000") || sources.IsSubtitleTiming("5-->6") {
		t.Error("IsSubtitleTiming")
	}
}

// The same captions converted to SubRip (yt-dlp --convert-subs srt, by
// ffmpeg), which loses the word timing: the 10 ms cue of the last line
// alone, then a cue beginning with it, tells the roll-up (qa97); each line
// was a record two or three times. A cue repeating the line before that
// lasts as long as a cue is read (a line said again) is kept, as is every
// cue before the first 10 ms one.
func TestSubtitlesRollUpConvertedToSubRip(t *testing.T) {
	srt := "1\n00:00:00,320 --> 00:00:02,629\nhi everyone welcome to\n\n" +
		"2\n00:00:02,629 --> 00:00:02,639\nhi everyone welcome to\n\n" +
		"3\n00:00:02,639 --> 00:00:05,150\nhi everyone welcome to\nthis video about 3 cats\n\n" +
		"4\n00:00:05,150 --> 00:00:05,160\nthis video about 3 cats\n\n" +
		"5\n00:00:05,160 --> 00:00:07,000\nthis video about 3 cats\nno\n\n" +
		"6\n00:00:07,000 --> 00:00:07,010\nno\n\n" +
		"7\n00:00:07,010 --> 00:00:09,000\nno\nno\n"
	// A 10 ms cue that no cue after it begins with is a cue as any: the
	// file does not roll up.
	flash := "1\n00:00:01,000 --> 00:00:02,000\nNo.\n\n2\n00:00:02,000 --> 00:00:02,010\nNo.\n\n3\n00:00:03,000 --> 00:00:04,000\nStop it.\n"
	for _, c := range []struct {
		name, in string
		want     []string
	}{
		{"yt.srt", srt, []string{"yt.srt:3 | hi everyone welcome to", "yt.srt:12 | this video about 3 cats", "yt.srt:21 | no", "yt.srt:30 | no"}},
		{"crlf.srt", strings.ReplaceAll(srt, "\n", "\r\n"), []string{"crlf.srt:3 | hi everyone welcome to", "crlf.srt:12 | this video about 3 cats", "crlf.srt:21 | no", "crlf.srt:30 | no"}},
		{"flash.srt", flash, []string{"flash.srt:3 | No.", "flash.srt:7 | No.", "flash.srt:11 | Stop it."}},
	} {
		got, rej := subtitleCues(t, c.name, c.in)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") || len(rej) > 0 {
			t.Errorf("%s:\n%s\nrejects %v\nwant\n%s", c.name, strings.Join(got, "\n"), rej, strings.Join(c.want, "\n"))
		}
	}
}
