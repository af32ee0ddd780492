package sources

import (
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// WikiText-103 and -2 (Merity et al. 2016, "Pointer Sentinel Mixture
// Models": wiki.train.tokens, wiki.train.raw, and Hugging Face's
// Salesforce/wikitext, one of its lines a Parquet row) are read as what
// they are. Their lines are Wikipedia paragraphs tokenized as
//
//	= Valkyria Chronicles III =
//
//	Senjō no Valkyria 3 : Unrecorded Chronicles ( Japanese : 戦場のヴァルキュリア3 , lit . ...
//
// with " = Heading = " and " = = Section = = " lines between them, the
// hyphens and number separators its tokenizer split marked with @
// ("role @-@ playing", "1 @,@ 000", "3 @.@ 5") and, in the .tokens files
// (Salesforce/wikitext's non-raw configurations), every word outside the
// vocabulary written <unk>. prep text published each line as written
// ("3 @.@ 5" said "three at at five", a heading "equals ... equals"),
// then refused the file; it now reads one:
//
//   - a heading is no sentence: a select/wikitext_heading reject, the
//     format's own structure set aside (dataset.SelectStage), so that a
//     corpus a quarter of whose lines are headings is not refused for
//     its reject rate;
//   - a paragraph holding <unk> is a parse/wikitext_unk reject: <unk>
//     stands for a word the file left out, so the sentence cannot be
//     written (it would be published as "<unk>", said "unk"); the raw
//     files keep every word. So is one holding <formula>, which stands
//     for a formula left out (parse/wikitext_formula);
//   - a blank row of a table, JSON Lines or Parquet copy (the blank lines
//     between WikiText's paragraphs) is no record, as a blank line of a
//     plain-text file is;
//   - every other line is one record, its marks joined ("role-playing",
//     "1,000", "3.5") and its tokens written as text by Detokenize, the
//     detokenizer of prep gtn --detokenize: `the game 's ( 2011 ) " a "`
//     is `the game's (2011) "a"`.
//
// A file is told WikiText by the one rule of wikiTextCount (a number's
// mark on a line, or the wikiHyphenLook-th line holding " @-@ " between
// words), as it was refused, so no file read before is read otherwise.
// Since the mark may come some lines in, the reader holds its first
// records (wikiLook) until the file is told WikiText, and reads the held
// ones as WikiText too; a file not told by then is text, its records
// handed on in their order as before. A mark past that is refused as it
// was: text with WikiText pasted into it.

// wikiLook is how many records a text reader holds, at most, while its
// file is not yet told WikiText or not; wikiHoldBytes bounds their text.
// WikiText tells on its first article's lines (a number's mark or a third
// hyphen's line; WikiText-2's validation file on its 4th line).
const (
	wikiLook      = 1000
	wikiHoldBytes = 32 << 20
)

// wikiState is a wikiText's decision about its file.
type wikiState uint8

const (
	wikiUndecided wikiState = iota // records held
	wikiRead                       // the file is WikiText: read as such
	wikiNot                        // the file is text: handed on as read
)

// wikiText is a text reader's sink for WikiText (see above): the reader
// hands it each record's pair (pair) and reject (the Reject of sink()),
// in their order, and calls end when the file is read, or when it
// stops.
type wikiText struct {
	out    Sink
	refuse func(loc, text, sep string) error
	count  wikiTextCount
	state  wikiState
	held   []wikiHeld
	bytes  int
	// blanks counts the blank rows of a WikiText table, JSON Lines or
	// Parquet file, which hold no record: the reader takes them from its
	// records read.
	blanks int64
	// err is the refusal of a pair handed to sink().
	err error
}

type wikiHeld struct {
	pair   dataset.Pair
	reject *dataset.Reject
}

// wikiLoc is a record's FILE:LINE (FILE:ROW), made only where a reject or
// refusal names it: a text file's every record passes through pair.
func wikiLoc(p dataset.Pair) string {
	return p.From.File + ":" + strconv.FormatInt(p.From.Line, 10)
}

// newWikiText reads a file's records into out; refuse is the reader's
// refusal of a WikiText mark told past wikiLook (the plain-text reader's
// names the sed, the others' the DuckDB query).
func newWikiText(out Sink, refuse func(loc, text, sep string) error) *wikiText {
	return &wikiText{out: out, refuse: refuse}
}

// sink is the reader's Sink: its pairs and rejects are held in their
// order. A pair's refusal (pair) is kept in err for the reader.
func (w *wikiText) sink() Sink {
	return Sink{Pair: func(p dataset.Pair) {
		if err := w.pair(p); err != nil && w.err == nil {
			w.err = err
		}
	}, Reject: w.reject}
}

func (w *wikiText) reject(r dataset.Reject) {
	if w.state == wikiUndecided {
		w.hold(wikiHeld{reject: &r}, len(r.Raw)+len(r.Reason))
		return
	}
	w.out.Reject(r)
}

// pair takes a record's pair, read at FILE:LINE (FILE:ROW) of its
// From. Its error refuses the file: a WikiText mark told past wikiLook.
func (w *wikiText) pair(p dataset.Pair) error {
	wiki, sep := false, ""
	if w.state != wikiRead && strings.IndexByte(p.Written, '@') >= 0 {
		sep, wiki = w.count.sees([]byte(p.Written))
	}
	switch {
	case w.state == wikiRead:
		w.read(p)
	case w.state == wikiNot && wiki:
		return w.refuse(wikiLoc(p), p.Written, sep)
	case w.state == wikiNot:
		w.out.Pair(p)
	case wiki:
		w.state = wikiRead
		for _, h := range w.held {
			if h.reject != nil {
				w.out.Reject(*h.reject)
			} else {
				w.read(h.pair)
			}
		}
		w.held, w.bytes = nil, 0
		w.read(p)
	default:
		w.hold(wikiHeld{pair: p}, len(p.Written)+len(p.Raw))
	}
	return nil
}

func (w *wikiText) hold(h wikiHeld, size int) {
	w.held = append(w.held, h)
	w.bytes += size
	if len(w.held) >= wikiLook || w.bytes >= wikiHoldBytes {
		w.end()
	}
}

// end hands on the records held when the file was not told WikiText: the
// file is text.
func (w *wikiText) end() {
	if w.state != wikiUndecided {
		return
	}
	w.state = wikiNot
	for _, h := range w.held {
		if h.reject != nil {
			w.out.Reject(*h.reject)
		} else {
			w.out.Pair(h.pair)
		}
	}
	w.held, w.bytes = nil, 0
}

// read reads one record of a WikiText file.
func (w *wikiText) read(p dataset.Pair) {
	t := strings.TrimSpace(p.Written)
	reject := func(stage, rule, why string) {
		loc := wikiLoc(p)
		w.out.Reject(dataset.Reject{ID: p.ID, Source: p.Source, Location: loc, Stage: stage, Rule: rule,
			Reason: loc + ": " + why, Raw: p.RawInput()})
	}
	switch {
	case t == "":
		w.blanks++
	case IsWikiTextHeading(t):
		reject(dataset.SelectStage, "wikitext_heading", `a WikiText heading (" = Title = ", " = = Section = = "), no sentence: set aside`)
	case hasUnkToken(t):
		reject("parse", "wikitext_unk", `WikiText's "<unk>" stands for a word its vocabulary left out, so the sentence cannot be written (it would be published as "<unk>", said "unk"): read WikiText's raw files (wiki.train.raw; Salesforce/wikitext's wikitext-103-raw-v1, wikitext-2-raw-v1), which keep every word`)
	case hasToken(t, "<formula>"):
		reject("parse", "wikitext_formula", `WikiText's "<formula>" stands for a mathematical formula it left out, so the sentence cannot be written (it would be published as "<formula>", said "formula" or nothing)`)
	default:
		if p.Raw == "" {
			p.Raw = p.Written // the line as read, which Written no longer is
		}
		p.Written = WikiTextDetokenize(t)
		w.out.Pair(p)
	}
}

// IsWikiTextHeading reports whether t, trimmed, is a WikiText heading: "="
// marks around a title, one for an article's ("= Valkyria Chronicles III
// ="), more for a section's ("= = Gameplay = ="), spaced.
func IsWikiTextHeading(t string) bool {
	if len(t) < 5 || t[0] != '=' || t[len(t)-1] != '=' {
		return false
	}
	inner := strings.Trim(t, "= ")
	return inner != "" && strings.HasPrefix(t, "= ") && strings.HasSuffix(t, " =")
}

// hasUnkToken reports whether t holds WikiText's <unk> as a token.
func hasUnkToken(t string) bool { return hasToken(t, "<unk>") }

// hasToken reports whether t holds tok between spaces (or its ends).
func hasToken(t, tok string) bool {
	for i := 0; ; {
		j := strings.Index(t[i:], tok)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(tok)
		if (j == 0 || t[j-1] == ' ') && (end == len(t) || t[end] == ' ') {
			return true
		}
		i = end
	}
}

// wikiMarks joins WikiText's marked separators.
var wikiMarks = strings.NewReplacer(" @-@ ", "-", " @,@ ", ",", " @.@ ", ".")

// WikiTextDetokenize writes a WikiText paragraph line as text: its marks
// joined ("role @-@ playing" is "role-playing", "1 @,@ 000" "1,000", "3
// @.@ 5" "3.5"), and its tokens joined by Detokenize, as prep gtn
// --detokenize joins Google TN's (`the game 's ( 2011 ) " a "` is `the
// game's (2011) "a"`), after the two splits WikiText's tokenizer makes
// that Google TN's does not: a colon between digits, a time or a ratio
// ("18 : 05" is "18:05", "2.39 : 1" "2.39:1"; the verbalizer read "18:
// 05" as "eighteen to o five"), and a negation's 't after its n ("isn
// 't" is "isn't", "Don 't" "Don't", where Google TN writes "is n't").
func WikiTextDetokenize(line string) string {
	toks := strings.Fields(wikiMarks.Replace(strings.Join(strings.Fields(line), " ")))
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		if n := len(out); n > 0 {
			prev := out[n-1]
			switch {
			case tok == ":" && i+1 < len(toks) && endsInDigit(prev) && startsWithDigit(toks[i+1]):
				out[n-1] = prev + ":" + toks[i+1]
				i++
				continue
			case (tok == "'t" || tok == "'T" || tok == "’t" || tok == "’T") && (strings.HasSuffix(prev, "n") || strings.HasSuffix(prev, "N")):
				out[n-1] = prev + tok
				continue
			}
		}
		out = append(out, tok)
	}
	return Detokenize(strings.Join(out, " "))
}

func endsInDigit(s string) bool     { return s != "" && '0' <= s[len(s)-1] && s[len(s)-1] <= '9' }
func startsWithDigit(s string) bool { return s != "" && '0' <= s[0] && s[0] <= '9' }
