package dataset

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textcut"
)

// Sense counts, over a pair version's records (variant-0 rows), the signs
// of an input that is well formed but the wrong thing: every record parses,
// none is rejected, and the version would be nonsense all the same. Each
// count is a cheap test of one row, summed over the shard writers' rows
// (ShardReport.Sense) and checked by Guard.CheckSense before a prep
// publishes:
//
//   - SpokenDigits: the spoken side holds more ASCII digits than the
//     written side. A spoken form is words; a run where most rows with a
//     digit have it on the spoken side was given its two texts in the other
//     order (GTN's written and spoken columns swapped, a NeMo JSONL with
//     "text" and "gt_normalized" exchanged, a Libriheavy manifest whose
//     texts are [normalized, original]).
//   - SpokenForm: the written side is spoken form already: it holds no
//     digit, its letters are of one case, and the spoken side is the same
//     words (verbalizing changed nothing). Text already normalized (an ASR
//     transcript, lower-case prose) given to prep text teaches the model
//     to copy.
//   - Identifier: the written side is one token that names a file (an
//     audio clip's name) or a hex id (a hash, a UUID): a table whose text
//     column holds another column's values (an SPGISpeech CSV whose header
//     names its columns in another order, a Common Voice TSV of another
//     release whose "sentence" is an id).
//   - Markup: the written side holds an HTML or XML tag ("<p>", "</div>",
//     "<!DOCTYPE html>"): a web page saved as text, whose tags would be
//     verbalized ("</body>" said "body") or dropped around their text.
//
// The First* fields keep the first record of each kind in the input, so a
// refusal can show the one a user looks for (SenseRow.Before).
type Sense struct {
	Records      int64
	DigitRecords int64 // records with an ASCII digit on either side
	SpokenDigits int64
	SpokenForm   int64
	Identifier   int64
	Markup       int64

	FirstSpokenDigits SenseRow
	FirstSpokenForm   SenseRow
	FirstIdentifier   SenseRow
	FirstMarkup       SenseRow
}

// SenseRow is a record a Sense count names: its id, where it was read and
// the first 60 characters of its two texts. Its zero value is none.
type SenseRow struct {
	ID      string
	From    Origin
	Written string
	Spoken  string
}

// Before says whether r comes before o in the input: by the file it was
// read from (its path as the run named it: a glob's files are read in
// that order), then its line, then, where neither says (no origin), its id
// in the order people number lines (IDLess). A row with an origin comes
// before one without. It was the smallest id as a string: the shards are
// split by a hash of the id and sorted by it, so "page.txt:10" was named
// before "page.txt:2", and a file's first row was named only where its id
// sorted first (qa86). The order is total over (file, line, id), so
// every runner and parallelism names one row, and it needs no state beyond
// the row kept: each shard's writer keeps its first, Merge the first of
// those.
func (r SenseRow) Before(o SenseRow) bool {
	switch {
	case r.ID == "" && r.From.File == "":
		return false // none
	case o.ID == "" && o.From.File == "":
		return true
	case (r.From.File == "") != (o.From.File == ""):
		return r.From.File != ""
	case r.From.File != o.From.File:
		return r.From.File < o.From.File
	case r.From.Line != o.From.Line:
		return r.From.Line < o.From.Line
	case r.ID != o.ID:
		return IDLess(r.ID, o.ID)
	}
	return false
}

// Text names r in a refusal: its id, where it was read when the id does
// not say it (an SPGISpeech row's id is its file and clip, a GTN
// sentence's its file's name and line), and its two texts.
func (r SenseRow) Text() string {
	where := ""
	if first := (Origin{File: r.From.File, Line: r.From.Line}).String(); first != "" && !strings.HasSuffix(first, r.ID) {
		where = " at " + r.From.String() // a record over lines 3-5 as "FILE:3-5"
	}
	return fmt.Sprintf("%s%s: written %q, spoken %q", QuoteID(r.ID), where, r.Written, r.Spoken)
}

// Add counts one pair row; variant rows after the first of a record are
// not counted (a record is judged once).
func (s *Sense) Add(p *Pair) {
	if !p.RecordKey() {
		return
	}
	s.Records++
	wd, sd := countDigits(p.Written), countDigits(p.Spoken)
	if wd > 0 || sd > 0 {
		s.DigitRecords++
	}
	if sd > wd {
		s.SpokenDigits++
		keepFirst(&s.FirstSpokenDigits, p)
	}
	if wd == 0 && oneCase(p.Written) && sameFoldedWords(p.Written, p.Spoken) {
		s.SpokenForm++
		keepFirst(&s.FirstSpokenForm, p)
	}
	if isIdentifier(p.Written) {
		s.Identifier++
		keepFirst(&s.FirstIdentifier, p)
	}
	if hasTag(p.Written) {
		s.Markup++
		keepFirst(&s.FirstMarkup, p)
	}
}

// Merge adds o's counts, keeping the first rows in the input (Before).
func (s *Sense) Merge(o Sense) {
	s.Records += o.Records
	s.DigitRecords += o.DigitRecords
	s.SpokenDigits += o.SpokenDigits
	s.SpokenForm += o.SpokenForm
	s.Identifier += o.Identifier
	s.Markup += o.Markup
	for _, f := range [][2]*SenseRow{{&s.FirstSpokenDigits, &o.FirstSpokenDigits}, {&s.FirstSpokenForm, &o.FirstSpokenForm},
		{&s.FirstIdentifier, &o.FirstIdentifier}, {&s.FirstMarkup, &o.FirstMarkup}} {
		if f[1].Before(*f[0]) {
			*f[0] = *f[1]
		}
	}
}

// keepFirst keeps p in *first when it comes before it in the input. The
// texts are cut and copied (a row's strings may share the sink's block of
// rows, which the kept row would hold in memory), only for a row kept: the
// shards come in id order, not line order, so that is more than once.
func keepFirst(first *SenseRow, p *Pair) {
	r := SenseRow{ID: p.ID, From: p.From}
	if !r.Before(*first) {
		return
	}
	r.ID = strings.Clone(p.ID)
	r.From.File = strings.Clone(p.From.File)
	r.Written, r.Spoken = strings.Clone(textcut.Prefix(p.Written, 60)), strings.Clone(textcut.Prefix(p.Spoken, 60))
	*first = r
}

func countDigits(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			n++
		}
	}
	return n
}

// oneCase says whether s's cased letters are all lower case or all upper
// case (a sentence as written starts with a capital and goes on in lower
// case; a spoken form, lower or upper, has one case).
func oneCase(s string) bool {
	upper, lower := false, false
	for _, r := range s {
		if unicode.IsUpper(r) {
			upper = true
		} else if unicode.IsLower(r) {
			lower = true
		}
	}
	return !(upper && lower)
}

// sameFoldedWords reports whether a and b are the same words, at least
// one, in lower case, everything but letters and digits a separator: the
// lower-cased words of each, joined by one space, are equal and not "".
// It compares them rune by rune without building either: Add runs on
// every row prep writes, and most rows with no digit and one case (a
// lower-case transcript) reach it.
func sameFoldedWords(a, b string) bool {
	i, j, words := 0, 0, false
	for {
		i, j = skipSeparators(a, i), skipSeparators(b, j)
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b) && words
		}
		for {
			ra, na := foldedRune(a, i)
			rb, nb := foldedRune(b, j)
			if ra != rb {
				return false
			}
			if ra < 0 {
				break // both words end here
			}
			i, j = i+na, j+nb
		}
		words = true
	}
}

// foldedRune is the rune of s at i lower-cased (as strings.ToLower maps
// it) and its width, or -1 where s ends or the rune is no letter or
// digit, a separator.
func foldedRune(s string, i int) (rune, int) {
	if i >= len(s) {
		return -1, 0
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r = unicode.ToLower(r); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return -1, n
	}
	return r, n
}

// skipSeparators is the index of the first letter or digit of s at or
// after i, len(s) when there is none.
func skipSeparators(s string, i int) int {
	for i < len(s) {
		r, n := foldedRune(s, i)
		if r >= 0 {
			break
		}
		i += n
	}
	return i
}

// fileExts are the endings of the file names a table's text column holds
// when it holds a clip's name: audio (SPGISpeech's wav_filename, Common
// Voice's path) and the texts beside it.
var fileExts = []string{".wav", ".flac", ".mp3", ".opus", ".ogg", ".m4a", ".sph", ".txt", ".json"}

// isIdentifier says whether s is one token naming a file or a hex id (16
// or more hex digits, dashes allowed: a hash, a UUID), not a sentence.
func isIdentifier(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, " \t") {
		return false
	}
	low := strings.ToLower(s)
	for _, e := range fileExts {
		if strings.HasSuffix(low, e) && len(low) > len(e) {
			return true
		}
	}
	hex := 0
	for _, r := range low {
		switch {
		case r >= '0' && r <= '9' || r >= 'a' && r <= 'f':
			hex++
		case r == '-':
		default:
			return false
		}
	}
	return hex >= 16
}

// hasTag says whether s holds an HTML or XML tag: "<" and a name of
// letters and digits, or "/" or "!" and one ("</p>", "<!DOCTYPE"), then a
// space, "/" or ">", with a ">" after it ("a < b > c" and "<3" are none).
func hasTag(s string) bool {
	for i := strings.IndexByte(s, '<'); i >= 0; {
		j := i + 1
		if j < len(s) && (s[j] == '/' || s[j] == '!') {
			j++
		}
		k := j
		for k < len(s) && (s[k] >= 'a' && s[k] <= 'z' || s[k] >= 'A' && s[k] <= 'Z' || k > j && s[k] >= '0' && s[k] <= '9') {
			k++
		}
		if k > j && k < len(s) && (s[k] == ' ' || s[k] == '/' || s[k] == '>') && strings.IndexByte(s[k:], '>') >= 0 {
			return true
		}
		n := strings.IndexByte(s[i+1:], '<')
		if n < 0 {
			return false
		}
		i += 1 + n
	}
	return false
}

// Sense thresholds: a kind of row refuses publication when it is at least
// the minimum count and above the share (of the records with a digit for
// SpokenDigits, of all records for the others). Correct corpora have next
// to none of each (see docs/ERRORS.md); the minimum keeps a few odd rows of
// a small file from refusing it.
const (
	senseMinRows         = 3
	senseSpokenFormMin   = 10
	senseSpokenDigitRate = 0.5
	senseSpokenFormRate  = 0.8
	senseIdentifierRate  = 0.5
	senseMarkupRate      = 0.5
)

// CheckSense refuses a pair version whose rows look like the wrong input
// (Sense), in one line naming the count, the first row and the remedy,
// unless g.AllowSuspect.
func (g Guard) CheckSense(s Sense) error {
	if g.AllowSuspect || s.Records == 0 {
		return nil
	}
	const pass = "pass --allow-suspect to publish anyway"
	pct := func(n, of int64) float64 { return 100 * float64(n) / float64(of) }
	if s.SpokenDigits >= senseMinRows && float64(s.SpokenDigits) > senseSpokenDigitRate*float64(s.DigitRecords) {
		return refusal(fmt.Sprintf("%s: the spoken side holds more digits than the written side in %d of the %d records with a digit (%.0f%%; first: %s): are the written and spoken texts swapped (their columns or fields in the other order: GTN's before/after, NeMo's text/gt_normalized, Libriheavy's texts [original, normalized])? a spoken form is words (%s)",
			ErrRefused, s.SpokenDigits, s.DigitRecords, pct(s.SpokenDigits, s.DigitRecords), s.FirstSpokenDigits.Text(), pass))
	}
	if s.Identifier >= senseMinRows && float64(s.Identifier) > senseIdentifierRate*float64(s.Records) {
		return refusal(fmt.Sprintf("%s: the written side of %d of %d records is a file name or an id, not a sentence (%.0f%%; first: %s): does the text column hold another column's values (a header naming the columns in another order, another release's layout)? (%s)",
			ErrRefused, s.Identifier, s.Records, pct(s.Identifier, s.Records), s.FirstIdentifier.Text(), pass))
	}
	if s.Markup >= senseMinRows && float64(s.Markup) > senseMarkupRate*float64(s.Records) {
		return refusal(fmt.Sprintf("%s: the written side of %d of %d records holds an HTML or XML tag (%.0f%%; first: %s): a web page saved as text? its tags are no sentences: extract the page's text first (pandoc -t plain, html2text) and give that (%s)",
			ErrRefused, s.Markup, s.Records, pct(s.Markup, s.Records), s.FirstMarkup.Text(), pass))
	}
	if s.SpokenForm >= senseSpokenFormMin && float64(s.SpokenForm) >= senseSpokenFormRate*float64(s.Records) {
		return refusal(fmt.Sprintf("%s: %d of %d records verbalize to themselves (%.0f%%: no digit, one letter case, the spoken side the same words; first: %s): is this text already spoken form? itnprep reads text as written (digits, symbols, case) and pairs it with its spoken form; give it the written text (%s)",
			ErrRefused, s.SpokenForm, s.Records, pct(s.SpokenForm, s.Records), s.FirstSpokenForm.Text(), pass))
	}
	return nil
}
