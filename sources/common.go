package sources

import (
	"path"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
)

// Sink receives a parser's output. Every record read goes to exactly one
// of Pair (possibly several times for variants, by later stages) or Reject.
type Sink struct {
	Pair   func(dataset.Pair)
	Reject func(dataset.Reject)
}

// FileResult summarizes one parsed file for the manifest.
type FileResult struct {
	Records   int64  // records read (each became a Pair or a Reject)
	SHA256    string // of the decompressed bytes consumed
	BytesRead int64
	Partial   bool // reading stopped early by design
}

// BaseName is the file name without folders and without a .gz suffix, so a
// corpus gives the same record ids wherever it lives and whether or not it
// is compressed.
func BaseName(p string) string {
	b := path.Base(filepath.ToSlash(p))
	return strings.TrimSuffix(b, ".gz")
}

// ASRForm renders text the way an ASR system emits it: lower case, no
// punctuation or symbols, single spaces. An apostrophe between letters
// stays (don't, o'clock); other punctuation becomes a word boundary.
func ASRForm(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := true
	prevLetter := false
	for i, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			b.WriteRune(unicode.ToLower(r))
			space, prevLetter = false, true
			continue
		case (r == '\'' || r == '’') && prevLetter:
			next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
			if unicode.IsLetter(next) {
				b.WriteByte('\'')
				prevLetter = false
				continue
			}
		}
		prevLetter = false
		if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSuffix(b.String(), " ")
}

// runeLen counts code points: span offsets are in code points.
func runeLen(s string) int32 { return int32(utf8.RuneCountInString(s)) }
