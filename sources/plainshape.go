package sources

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// PlainShape tells, line by line, a file read as sentences, one per line,
// that is another kind of file: a raw Google TN file, a Kaldi data
// directory's text file (utterance ids before the text) or other files
// (segments, wav.scp, ...), subtitles, or NeMo's text-processing test
// cases (written~spoken). Each of its lines would be read
// as a sentence ("PLAIN The <self>" said "plain the self", a Kaldi line
// starting with its utterance id read aloud digit by digit, a cue's
// number and timing line said as numbers), so the reader refuses the file
// naming its line and what to do instead. prep text (parseText) and the
// streaming verbalize (normalize.StreamOptions.Shape) read through
// one: verbalize wrote each such line's reading without a word.
type PlainShape struct {
	name, base string
	// reader is the command reading the file, as its messages name it
	// ("prep text", "verbalize").
	reader string
	// cueStart: the line before is where a subtitle cue's timing line
	// stands (the file's start, a blank line, a bare cue number).
	cueStart bool
	// Kaldi text: the first line's utterance id (kaldiUttID), whether a
	// line seen had text after its id, and whether a line without an id
	// showed the file is not one.
	firstUttID        string
	uttText, notKaldi bool
	// NeMo test cases: how many of the first lines were "written~spoken"
	// cases, and whether one was not.
	nemoLines int
	notNeMo   bool
	// wiki counts the lines that make the file WikiText; wikiRead says
	// the reader reads WikiText itself (prep text: wikiText), so the
	// shape leaves it.
	wiki     wikiTextCount
	wikiRead bool
}

// NotSentencesError is PlainShape's refusal: the file is another kind of
// file than sentences, one per line, so no line of it is a result (the
// streaming verbalize removes its --out, as for a refused result).
type NotSentencesError struct{ msg string }

func (e *NotSentencesError) Error() string { return e.msg }

func notSentences(format string, args ...any) error {
	return &NotSentencesError{fmt.Sprintf(format, args...)}
}

// NewPlainShape looks at the file name (as errors name it) read by the
// command reader ("prep text", "verbalize").
func NewPlainShape(name, reader string) *PlainShape {
	return &PlainShape{name: name, base: BaseName(name), reader: reader, cueStart: true}
}

// Blank notes a blank line, after which a subtitle cue may start.
func (s *PlainShape) Blank() { s.cueStart = true }

// Line looks at line no, the file's record after the before ones already
// read (blank lines are no records); problem says the line is unusable
// (bad UTF-8, too long: the reader rejects it), which tells nothing. It
// returns the error that refuses the file, and whether the line is a
// subtitle timing line inside running text, which the reader rejects as
// such (subtitle_timing).
func (s *PlainShape) Line(no int, line []byte, before int64, problem bool) (timing bool, err error) {
	if problem {
		s.cueStart = false
		return false, nil
	}
	if before == 0 && isRawGTNLine(line) {
		// A raw Google TN file (output-000NN-of-00100, or renamed):
		// every token line was published as a sentence, "PLAIN The
		// <self>", read aloud as "plain the self".
		return false, notSentences("%s:%d: %q is a raw Google TN token line (CLASS<TAB>written<TAB>spoken), so this is a raw GTN file, not text; read it with itnprep prep gtn (with --split-by-id when it is not named output-000NN-of-00100)", s.name, no, dataset.TruncateRawBytes(line))
	}
	if before == 0 {
		if what := xmlDocument(line); what != "" {
			// TTML and DFXP subtitles (Netflix's, broadcasters', a
			// .ttml, .dfxp or .xml download) and other XML: each line
			// was published as a sentence, its tags and times with it
			// (`<p begin="00:00:01.000" ...>Hello</p>`), the header
			// said "less than x m l version equals ...".
			return false, notSentences("%s:%d: %q begins %s, not text: its tags would be published as sentences; %s reads lines of text: convert TTML or DFXP subtitles to SubRip first (ttconv: pip install ttconv; tt convert -i %s -o subs.srt), then prep text reads the .srt cue by cue, or extract the text of other XML yourself", s.name, no, dataset.TruncateRawBytes(line), what, s.reader, s.name)
		}
		// A Kaldi data directory's other files (segments, wav.scp,
		// utt2spk, ...) hold ids, times and paths, no text: given with
		// its text file (a glob over the directory), segments was
		// refused as Kaldi text with advice (drop the ids) that left
		// its times to be read aloud, and spk2utt was read as numbers.
		if what := kaldiSideFile(s.base, line); what != "" {
			return false, notSentences("%s:%d: this is a Kaldi data directory's %s, which holds no text; %s reads sentences: the transcripts are the directory's text file, without its utterance ids (cut -d' ' -f2- DIR/text > sentences.txt)", s.name, no, what, s.reader)
		}
	}
	if err := s.kaldiText(no, line, before); err != nil {
		return false, err
	}
	if sep, wiki := s.wiki.sees(line); wiki && !s.wikiRead {
		// WikiText-103 and -2 (Merity et al., "Pointer Sentinel Mixture
		// Models"), a common written corpus, mark the hyphens and the
		// number separators their tokenizer split with @: "role @-@
		// playing", "1 @,@ 000", "3 @.@ 5", each published as written
		// and said "three at at five". prep text reads it as such
		// (wikiText); verbalize, which writes each line's reading as it
		// reads it, refuses it.
		return false, plainWikiRefusal(s.name, fmt.Sprintf("%s:%d", s.name, no), string(line), sep, s.reader+" reads sentences: prep text reads WikiText as such (its headings set aside, its marks joined, its tokens written as text), or ")
	}
	if err := s.nemoCases(no, line, before); err != nil {
		return false, err
	}
	// Subtitles in a plain-text file: their cue numbers and timing
	// lines would be published as sentences. A timing line where a cue
	// starts (the first lines, after a blank line or a cue number) or
	// a WebVTT header first makes the file subtitles: the run fails
	// naming the line, wherever it is (only the first two lines were
	// looked at, so cues after a text header were published). A timing
	// line inside running text is the reader's to reject.
	t := strings.TrimSpace(string(line))
	timing = IsSubtitleTiming(t)
	if timing && (s.cueStart || before < 2) || before < 2 && (t == "WEBVTT" || strings.HasPrefix(t, "WEBVTT ")) {
		kind, remedy := "SubRip or WebVTT", "name the file .srt or .vtt to read the cues' text without their numbers and timing lines"
		if timing && !strings.Contains(t, "-->") {
			kind, remedy = "SubViewer", "name the file .sbv, as YouTube's SubViewer captions are named, to read the cues' text without their timing lines"
		}
		if s.reader != "prep text" {
			remedy = s.reader + " reads sentences: prep text reads a file named .srt or .vtt cue by cue, without the cues' numbers and timing lines"
			if kind == "SubViewer" {
				remedy = s.reader + " reads sentences: prep text reads a file named .sbv cue by cue, without the cues' timing lines"
			}
		}
		return false, notSentences("%s:%d: %q is a subtitle file's (%s) line, so this is subtitles under a plain-text name; %s", s.name, no, dataset.TruncateRaw(t), kind, remedy)
	}
	if before < 2 && strings.EqualFold(strings.TrimPrefix(t, "\ufeff"), "[Script Info]") {
		// An (Advanced) SubStation Alpha script begins so: its styles
		// and Dialogue lines ("Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello")
		// were published as sentences, each said with its times.
		remedy := "name the file .ass or .ssa to read its Dialogue lines' text"
		if s.reader != "prep text" {
			remedy = s.reader + " reads sentences: prep text reads a file named .ass or .ssa, its Dialogue lines' text"
		}
		return false, notSentences("%s:%d: %q begins a SubStation Alpha subtitle script (.ass, .ssa), so this is subtitles under a plain-text name; %s", s.name, no, t, remedy)
	}
	s.cueStart = isCueNumber(t)
	return timing, nil
}

// wikiTextSeparator is the first of WikiText's marked separators that
// line holds, trimmed: " @,@ " or " @.@ " between digits ("1 @,@ 000",
// "3 @.@ 5"), which no text as written holds, or " @-@ " between letters
// or digits ("role @-@ playing"), which a chat's emoticon might be, so
// that number only counts (wikiTextCount) towards refusing a file.
func wikiTextSeparator(line []byte) (sep string, number bool) {
	isDigit := func(k int) bool { return k >= 0 && k < len(line) && '0' <= line[k] && line[k] <= '9' }
	isWord := func(k int) bool {
		return k >= 0 && k < len(line) && (isDigit(k) || 'a' <= line[k]|0x20 && line[k]|0x20 <= 'z' || line[k] >= 0x80)
	}
	for i := 0; ; i++ {
		j := bytes.IndexByte(line[i:], '@')
		if j < 0 {
			return sep, false
		}
		i += j
		if i < 2 || line[i-1] != ' ' || i+4 >= len(line) || line[i+2] != '@' || line[i+3] != ' ' {
			continue
		}
		switch c := line[i+1]; {
		case (c == ',' || c == '.') && isDigit(i-2) && isDigit(i+4):
			return string(line[i : i+3]), true
		case c == '-' && isWord(i-2) && isWord(i+4):
			sep = "@-@"
		}
	}
}

// wikiHyphenLook is how many lines holding WikiText's " @-@ " between
// words, without a number's separator, make a file WikiText.
const wikiHyphenLook = 3

// wikiTextCount is the one rule by which a file's lines, or a table's
// rows, make it WikiText, for PlainShape and wikiTextWatch alike: a line
// holding a number's mark at once, " @-@ " between words on the
// wikiHyphenLook-th line holding it.
type wikiTextCount struct {
	// hyphened counts the lines holding " @-@ " between words and no
	// number's mark.
	hyphened int
}

// sees counts line and returns the first of WikiText's separators it
// holds (wikiTextSeparator) and whether the lines seen so far make the
// file WikiText.
func (c *wikiTextCount) sees(line []byte) (sep string, wiki bool) {
	sep, number := wikiTextSeparator(line)
	if sep != "" && !number {
		c.hyphened++
	}
	return sep, number || sep != "" && c.hyphened >= wikiHyphenLook
}

// nemoLook is how many of a plain-text file's first lines, each a
// "written~spoken" case, make it a NeMo test-case file under a name of
// its own.
const nemoLook = 3

// nemoCases refuses a NeMo text-processing test-case file (written~spoken,
// spoken~written; NeMo's tests/nemo_text_processing/<lang>/data_*/) read
// as sentences: "$2~two dollars" was published as a written sentence
// said "two dollars two dollars", the tilde read as nothing. Under NeMo's
// own names (test_cases_*.txt, test_full_sentences.txt) a first line
// holding a tilde tells (the block format's "~123" too); under another
// name, the first nemoLook lines each holding a tilde right after a word
// ("written~spoken", where running text writes "about ~5").
func (s *PlainShape) nemoCases(no int, line []byte, before int64) error {
	if s.notNeMo || before >= nemoLook {
		return nil
	}
	t := string(line)
	i := strings.IndexByte(t, '~')
	named := strings.HasSuffix(s.base, ".txt") && (strings.HasPrefix(s.base, "test_cases_") || strings.HasPrefix(s.base, "test_full_sentences"))
	switch {
	case before == 0 && named && i >= 0:
	case i > 0 && t[i-1] != ' ' && t[i-1] != '\t':
		if s.nemoLines++; s.nemoLines < nemoLook {
			return nil
		}
	default:
		s.notNeMo = true
		return nil
	}
	return notSentences("%s:%d: %q is a NeMo text-processing test case (written~spoken, or spoken~written), so this is a NeMo test-case file, not text; read it with itnprep prep nemo-cases, which makes a row of each case's two sides", s.name, no, dataset.TruncateRaw(t))
}

// kaldiText refuses a Kaldi or ESPnet "text" file (UTTERANCE-ID<SPACE>text
// per line): every sentence was published starting with its utterance id,
// read aloud digit by digit. Two lines starting with different ids of one
// corpus (the same first characters), all lines before them starting with
// ids and one with text after its id, tell, among the first kaldiLook.
// Only the first two lines were looked at: a first utterance without text
// (a silence), a first line quarantined (bad UTF-8) or a repeated id let
// the file through.
func (s *PlainShape) kaldiText(no int, line []byte, before int64) error {
	if s.notKaldi || before >= kaldiLook {
		return nil
	}
	id, text := kaldiUttID(line)
	switch {
	case id == "":
		s.notKaldi = true
	case s.firstUttID == "":
		s.firstUttID, s.uttText = id, text
	default:
		s.uttText = s.uttText || text
		if s.uttText && id != s.firstUttID && sharedPrefix(id, s.firstUttID) >= 4 {
			drop := fmt.Sprintf("cut -d' ' -f2- %s > sentences.txt", s.name)
			if s.name == StdinName {
				drop = "pipe them through cut -d' ' -f2-"
			}
			return notSentences("%s:%d: the lines start with utterance ids (%q, %q), so this is a Kaldi or ESPnet \"text\" file (ID TEXT per line), not plain text; every sentence would start with its id: drop the ids first (%s)", s.name, no, s.firstUttID, id, drop)
		}
	}
	return nil
}

// plainWikiRefusal refuses a plain-text file (or stdin) told WikiText
// by line (at loc) and its separator sep, where it is not read as such:
// by verbalize (remedy first names prep text), or by prep text past
// wikiLook (remedy says so). The fix is the sed that joins the marks
// and the grep that leaves out the headings.
func plainWikiRefusal(name, loc, line, sep, remedy string) error {
	join := fmt.Sprintf("sed -E 's/ @([-,.])@ /\\1/g' %s > joined.txt", name)
	if name == StdinName {
		join = "pipe it through sed -E 's/ @([-,.])@ /\\1/g'"
	}
	return notSentences("%s: %q holds WikiText's marked separator %q (WikiText-103 and -2 write role-playing as \"role @-@ playing\", 1,000 as \"1 @,@ 000\", 3.5 as \"3 @.@ 5\"), so this is WikiText, not text as written: each would be kept so and said \"at\"; %sjoin them first (%s), and leave out its \" = Heading = \" lines, which are no sentences (grep -v '^ *=.*= *$')", loc, dataset.TruncateRaw(line), sep, remedy, join)
}

// pastWikiLook is the remedy of prep text's refusal of a WikiText mark
// past the records it holds to tell a WikiText file (wikiLook).
func pastWikiLook() string {
	return fmt.Sprintf("it comes past the file's first %d records, by which prep text tells WikiText and reads it as such (text with WikiText pasted into it?): ", wikiLook)
}

// wikiTextWatch names the refusal of the readers of a table's, a JSON
// Lines file's or a Parquet file's text field (prep text of Hugging
// Face's Salesforce/wikitext, whose Parquet rows are WikiText's lines)
// of a WikiText mark told past wikiLook, which they read as text: each
// row's text holding WikiText's marks would be published as written,
// "3 @.@ 5" said "three at at five". The fix is a query, as no sed edits
// a Parquet file: DuckDB reads all three formats.
type wikiTextWatch struct {
	name, field string
}

func newWikiTextWatch(name, field string) *wikiTextWatch {
	return &wikiTextWatch{name: name, field: field}
}

// refusal refuses the row at loc (FILE:LINE or FILE:ROW) whose text
// holds sep.
func (w *wikiTextWatch) refusal(loc, text, sep string) error {
	col := `"` + strings.ReplaceAll(w.field, `"`, `""`) + `"`
	file := strings.ReplaceAll(w.name, `'`, `''`)
	query := fmt.Sprintf(`COPY (SELECT * REPLACE (regexp_replace(%s, ' @([-,.])@ ', '\1', 'g') AS %s) FROM '%s' WHERE NOT regexp_matches(%s, '^\s*=.*=\s*$')) TO 'joined.parquet'`, col, col, file, col)
	return notSentences("%s: %q holds WikiText's marked separator %q (WikiText-103 and -2 write role-playing as \"role @-@ playing\", 1,000 as \"1 @,@ 000\", 3.5 as \"3 @.@ 5\"), so this is WikiText, not text as written: each would be kept so and said \"at\"; %sjoin them first and leave out its \" = Heading = \" rows, which are no sentences, for example with DuckDB (duckdb -c %q), then prep text joined.parquet",
		loc, dataset.TruncateRaw(text), sep, pastWikiLook(), query)
}

// xmlDocument says what an XML document's first line begins ("" when it
// begins none): an XML declaration (<?xml version="1.0"?>) or a TTML
// document's root (<tt xmlns=...>, <tt:tt>).
func xmlDocument(line []byte) string {
	t := strings.TrimPrefix(strings.TrimSpace(string(line)), "\ufeff")
	switch {
	case strings.HasPrefix(t, "<?xml ") || strings.HasPrefix(t, "<?xml?"):
		if strings.Contains(t, "<tt") {
			return "a TTML subtitle document (an XML declaration and <tt>)"
		}
		return "an XML document (TTML or DFXP subtitles?)"
	case strings.HasPrefix(t, "<tt ") || strings.HasPrefix(t, "<tt>") || strings.HasPrefix(t, "<tt:tt"):
		return "a TTML subtitle document (<tt>)"
	}
	return ""
}
