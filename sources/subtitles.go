package sources

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// IsSubtitleName reports whether p names a SubRip (.srt), WebVTT (.vtt),
// YouTube SubViewer (.sbv) or (Advanced) SubStation Alpha (.ass, .ssa)
// subtitle file (after any compression suffix), which prep text reads cue
// by cue with ParseSubtitles.
func IsSubtitleName(p string) bool { return nameEndsIn(p, ".srt", ".vtt", ".sbv", ".ass", ".ssa") }

// subtitleTiming matches a cue's timing line: SubRip's
// "00:01:02,500 --> 00:01:04,000", WebVTT's "00:01.000 --> 00:02.500
// align:start" (hours optional, cue settings after it). The arrow may
// stand without spaces ("00:00:01,000-->00:00:02,000"): WebVTT's parser
// skips whitespace around it, none too, and SubRip's readers (Python's
// srt) read it so; such cues were subtitle_no_timing rejects.
// YouTube's SubViewer (.sbv, the captions YouTube Studio downloads) times
// a cue "0:00:01.000,0:00:02.500", the whole line.
var subtitleTiming = regexp.MustCompile(`^\s*(\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}\s*-->\s*(\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}|^\s*\d+:\d{2}:\d{2}\.\d{3},\d+:\d{2}:\d{2}\.\d{3}\s*$`)

// subtitleMarkup matches what subtitles put around words and are never
// spoken: HTML-like tags (<i>, </b>, <font color="red">, WebVTT's <c.x>,
// <v Speaker>, <00:00:01.500>) and SubRip's ASS overrides ({\an8}).
var subtitleMarkup = regexp.MustCompile(`</?[A-Za-z][^<>]*>|<\d+:[\d:.]+>|\{\\[^{}]*\}`)

// subtitleWordTime matches a WebVTT cue's timestamp tag inside its text
// (<00:00:01.500>), which times each word of a karaoke cue: YouTube's
// automatic captions, as yt-dlp --write-auto-subs downloads them, roll up
// so.
var subtitleWordTime = regexp.MustCompile(`<\d+:\d{2}[\d:.]*>`)

// IsSubtitleTiming reports whether a line is a subtitle cue's timing line.
func IsSubtitleTiming(line string) bool { return subtitleTiming.MatchString(line) }

// ParseSubtitles reads a SubRip, WebVTT or SubViewer file (an ASS or SSA
// file with ParseASS): one record per cue, its
// text lines joined with a space and its markup (<i>, {\an8}) removed;
// cue numbers and identifiers, timing lines, the WEBVTT header and NOTE,
// STYLE and REGION blocks are not text and give no record. The id is
// FILE:LINE of the cue's first text line. A block with text but no timing
// line is quarantined (rule subtitle_no_timing) naming its line, and a
// cue with a damaged line (invalid UTF-8, NUL, too long) is quarantined
// with that line's problem.
func ParseSubtitles(name string, r io.Reader, split string, maxRecordBytes int, sink Sink) (FileResult, error) {
	if isASSName(name) {
		return ParseASS(name, r, split, maxRecordBytes, sink)
	}
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	if maxRecordBytes <= 0 {
		maxRecordBytes = DefaultMaxRecordBytes
	}
	var (
		block     []Line // the current block's lines, copied (blank lines end one)
		blockSize int    // their bytes
		timed     bool   // the block holds a timing line
		tooLong   int    // the line number where the block passed maxRecordBytes, 0 if it did not
		first     = true // no block seen yet (WebVTT's header comes first)
		textBuf   strings.Builder
		// wordTimed: a cue so far timed its words (<00:00:01.500>), as
		// YouTube's automatic captions do; their cues roll up: each
		// repeats the line the cue before showed last above its new one,
		// and a 10 ms cue between two shows the last line alone. prevLines
		// is the cue before's text lines, its words single-spaced.
		wordTimed bool
		prevLines []string
		// rollUp: the file's cues roll up without word timing, as
		// YouTube's automatic captions converted to SubRip (yt-dlp
		// --convert-subs srt) do: a cue of the cue before's last lines
		// alone (the 10 ms cue), then one that begins with them. Such a
		// cue is held (pending, its lines pendingLines) until the next
		// tells; until the first, the file is read as any other.
		rollUp       bool
		pending      *dataset.Pair
		pendingLines []string
		prevCue      []string // prevLines before this cue's
		cueLines     []string
		cueNos       []int // cueLines' line numbers
	)
	release := func() { // the held cue is a record after all
		if pending != nil {
			sink.Pair(*pending)
			pending = nil
		}
	}
	flush := func() {
		defer func() { block, blockSize, tooLong, timed = block[:0], 0, 0, false }()
		if len(block) == 0 {
			return
		}
		if tooLong > 0 {
			// A block of more than maxRecordBytes (a long file without
			// blank lines under a subtitle name): one reject, its first
			// lines kept as raw.
			first = false
			res.Records++
			loc := lr.Location(block[0].No)
			what, hint := "cue", ""
			if !timed {
				// No timing line: likely no subtitle file at all. A cue
				// that has one is a cue too long (it said "not SubRip
				// or WebVTT?" of every block).
				what, hint = "block", ": not SubRip or WebVTT, whose cues end at a blank line?"
			}
			// Its lines, FILE:FIRST-LAST as a table's record; one line
			// alone is FILE:LINE (it was "c.srt:9-9", "lines 9-9").
			lines, span := fmt.Sprintf("line %d", tooLong), loc
			if tooLong > block[0].No {
				lines, span = fmt.Sprintf("lines %d-%d", block[0].No, tooLong), fmt.Sprintf("%s-%d", loc, tooLong)
			}
			release()
			prevLines = prevLines[:0]
			sink.Reject(dataset.Reject{ID: fmt.Sprintf("%s:%d", base, block[0].No), Source: "text", Location: span, Stage: "parse", Rule: "record_too_large",
				Reason: fmt.Sprintf("%s: a subtitle %s (%s) longer than the %d-byte record limit (--max-record-bytes raises it)%s", loc, what, lines, maxRecordBytes, hint),
				Raw:    dataset.TruncateRawBytes(block[0].Text)})
			return
		}
		head := strings.TrimSpace(strings.TrimPrefix(string(block[0].Text), "\ufeff"))
		wasFirst := first
		first = false
		if wasFirst && (head == "WEBVTT" || strings.HasPrefix(head, "WEBVTT ") || strings.HasPrefix(head, "WEBVTT\t")) {
			return
		}
		for _, kw := range []string{"NOTE", "STYLE", "REGION"} {
			if head == kw || strings.HasPrefix(head, kw+" ") || strings.HasPrefix(head, kw+"\t") {
				return
			}
		}
		timing := -1
		for i, ln := range block {
			if ln.Problem == "" && IsSubtitleTiming(string(ln.Text)) {
				timing = i
				break
			}
		}
		if timing >= 0 && timing == len(block)-1 {
			release()
			prevLines = prevLines[:0]
			return // a cue without text: nothing was said
		}
		text := block[timing+1:]
		res.Records++
		at := text[0]
		id := fmt.Sprintf("%s:%d", base, at.No)
		loc := lr.Location(at.No)
		reject := func(no int, rule, why string, raw string) {
			sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: rule,
				Reason: lr.Location(no) + ": " + why, Raw: dataset.TruncateRaw(raw)})
		}
		if timing < 0 {
			release()
			prevLines = prevLines[:0]
			var raw []string
			for _, ln := range block {
				raw = append(raw, string(ln.Text))
			}
			reject(at.No, "subtitle_no_timing", "a subtitle block without a timing line (HH:MM:SS,mmm --> HH:MM:SS,mmm): not SubRip or WebVTT, or a cue's timing line is damaged", strings.Join(raw, "\n"))
			return
		}
		cueLines, cueNos = cueLines[:0], cueNos[:0]
		for _, ln := range text {
			if ln.Problem != "" {
				release()
				prevLines = prevLines[:0]
				reject(ln.No, ln.Rule, ln.Problem, string(ln.Text))
				return
			}
			wordTimed = wordTimed || subtitleWordTime.Match(ln.Text)
			if t := strings.Join(strings.Fields(subtitleMarkup.ReplaceAllStringFunc(string(ln.Text), markupGap)), " "); t != "" {
				cueLines, cueNos = append(cueLines, t), append(cueNos, ln.No)
			}
		}
		lines := cueLines
		if pending != nil {
			if len(cueLines) > len(pendingLines) && slices.Equal(cueLines[:len(pendingLines)], pendingLines) {
				// The held cue showed the line(s) the cue before ended
				// with, and this one begins with them again: a roll-up,
				// the held cue no record.
				rollUp, pending = true, nil
				res.Records--
			} else {
				release()
			}
		}
		if (wordTimed || rollUp) && len(lines) > 0 {
			// A rolled-up cue's first lines, those the cue before ended
			// with, were said and published there: each line was a
			// record two or three times ("hi everyone", "hi everyone this
			// is", "this is"). A cue of them alone is a cue without text.
			if k := rolledUp(prevLines, lines); k > 0 {
				lines = lines[k:]
				if k < len(cueNos) {
					// Its id and origin are its first new line's.
					id, at.No = fmt.Sprintf("%s:%d", base, cueNos[k]), cueNos[k]
				}
			}
		}
		prevCue = append(prevCue[:0], prevLines...)
		prevLines = append(prevLines[:0], cueLines...)
		if len(lines) == 0 && len(cueLines) > 0 {
			res.Records-- // all rolled up: its lines are the cue before's
			return
		}
		textBuf.Reset()
		for i, t := range lines {
			if i > 0 {
				textBuf.WriteByte(' ')
			}
			textBuf.WriteString(t)
		}
		pair := dataset.Pair{ID: id, Source: "text", Split: split, Written: textBuf.String(), From: dataset.Origin{File: name, Line: int64(at.No)}}
		if !wordTimed && !rollUp && len(prevCue) > 0 && len(cueLines) > 0 && rolledUp(prevCue, cueLines) == len(cueLines) && cueMillis(string(block[timing].Text)) < flashMillis {
			// Held: a cue of the last lines of the cue before, shown
			// too briefly to be read (YouTube's is 10 ms); the next cue
			// tells whether the file rolls up. A line said again in a
			// cue of its own, as subtitles written by hand show one,
			// lasts as long as any.
			pending, pendingLines = &pair, append(pendingLines[:0], cueLines...)
			return
		}
		sink.Pair(pair)
	}
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if ln.Problem == "" && strings.TrimSpace(string(ln.Text)) == "" {
			if len(ln.Text) > 0 && len(block) > 0 && IsSubtitleTiming(string(block[len(block)-1].Text)) {
				// A line of spaces just after the timing line does not end
				// the cue (WebVTT ends one at an empty line only): YouTube's
				// automatic captions start each cue so, and its words were
				// a subtitle_no_timing reject.
				continue
			}
			flush()
			continue
		}
		isTiming := ln.Problem == "" && IsSubtitleTiming(string(ln.Text))
		if tooLong > 0 {
			if !isTiming || !timed {
				tooLong = ln.No
				continue
			}
			// A cue's timing line after a cue past the limit, without
			// the blank line before it: the next cue, read as such (it
			// and every cue after it to a blank line were part of the
			// reject). Its number, if it has one, stays in the reject.
			flush()
		}
		if isTiming && timed {
			// A cue that starts without the blank line before it (a
			// hand-edited file, a tool that dropped it): the block so far
			// is the cue before, and its last line, when a number, this
			// cue's. The next cue's number and timing line were the text
			// of the one before ("First. 2 00:00:03,000 --> ..."), and
			// verbalized.
			var number []Line
			if n := len(block); n > 1 && nextCueNumber(block) {
				number = []Line{block[n-1]}
				block = block[:n-1]
			}
			flush()
			for _, l := range number {
				block = append(block, l)
				blockSize += len(l.Text)
			}
		}
		timed = timed || isTiming
		blockSize += len(ln.Text)
		if blockSize > maxRecordBytes {
			tooLong = ln.No
			if len(block) == 0 {
				block = append(block, Line{No: ln.No, Text: append([]byte(nil), ln.Text[:min(len(ln.Text), 4096)]...)})
			}
			continue
		}
		ln.Text = append([]byte(nil), ln.Text...) // the reader reuses its buffer
		block = append(block, ln)
	}
	flush()
	release()
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// nextCueNumber reports whether the last line of block, a cue whose next
// cue starts without the blank line before it, is that cue's number and
// not the text of its own: a number that follows the cue's own number
// (SubRip numbers its cues 1, 2, 3), or, where the cue has none (WebVTT),
// a number after other text. A cue whose text is a number alone ("42")
// lost it to the next cue's number and was dropped as a cue without text.
func nextCueNumber(block []Line) bool {
	last := strings.TrimSpace(string(block[len(block)-1].Text))
	if !isCueNumber(last) {
		return false
	}
	first := strings.TrimSpace(strings.TrimPrefix(string(block[0].Text), "\ufeff"))
	if isCueNumber(first) && len(block) > 1 && block[1].Problem == "" && IsSubtitleTiming(string(block[1].Text)) {
		a, errA := strconv.Atoi(first)
		b, errB := strconv.Atoi(last)
		return errA == nil && errB == nil && b == a+1
	}
	for i, ln := range block[:len(block)-1] {
		if ln.Problem == "" && IsSubtitleTiming(string(ln.Text)) {
			return i < len(block)-2 // text between the timing and the number
		}
	}
	return false
}

// rolledUp returns how many of a cue's first lines are the last lines of
// the cue before it (the most that match), the lines a roll-up caption
// shows again above its new one.
func rolledUp(prev, lines []string) int {
	for k := min(len(prev), len(lines)); k > 0; k-- {
		if slices.Equal(prev[len(prev)-k:], lines[:k]) {
			return k
		}
	}
	return 0
}

// markupGap is what a subtitle's markup leaves in the text: a line break
// (<br>, <br/>, which SubRip converted from TTML holds) a space, since it
// parts two words ("Hello<br/>world" was "Helloworld"); any other tag
// nothing, as it may stand inside a word (<i>w</i>ord).
func markupGap(tag string) string {
	t := strings.ToLower(tag)
	if strings.HasPrefix(t, "<br") && (len(t) == 4 || t[3] == '/' || t[3] == ' ' || t[3] == '\t') {
		return " "
	}
	return ""
}

// flashMillis bounds the cue a roll-up shows between two (YouTube's
// automatic captions: 10 ms); no cue written to be read is so short.
const flashMillis = 100

// cueTime matches a timing line's times (hours optional, the fraction of
// a second of 1 to 3 digits).
var cueTime = regexp.MustCompile(`(?:(\d+):)?(\d{1,2}):(\d{2})[,.](\d{1,3})`)

// cueMillis is a timing line's cue length in milliseconds, or flashMillis
// when its times cannot be read.
func cueMillis(line string) int {
	var at [2]int
	m := cueTime.FindAllStringSubmatch(line, 2)
	if len(m) < 2 {
		return flashMillis
	}
	for i, t := range m {
		h, _ := strconv.Atoi(t[1])
		mi, _ := strconv.Atoi(t[2])
		sec, _ := strconv.Atoi(t[3])
		frac, _ := strconv.Atoi((t[4] + "00")[:3])
		at[i] = ((h*60+mi)*60+sec)*1000 + frac
	}
	return at[1] - at[0]
}
