package clean

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// LibriVox recordings open and close with fixed announcements that are read
// aloud but are not in the book: "This is a LibriVox recording. All
// LibriVox recordings are in the public domain. For more information, or to
// volunteer, please visit librivox.org. Read by NAME." and "End of chapter
// N." Libriheavy's cuts keep them on the spoken side (texts[1]) of the cuts
// that start or end a chapter, where alignment cleaning cannot remove them
// when the chapter heading on both sides anchors the alignment around them:
// a pair then keeps a 25-word insertion. The rule removes exactly these
// announcements, word by word (case-insensitive, punctuation ignored, ASR
// fillers such as "uh" allowed between the words), so book sentences that
// happen to say "read by" are left alone unless they touch an announcement.

// lvPattern is one announcement: a word sequence whose elements are
// alternatives ("recording|recordings"), optional ("please?") or a number
// ("#": digits, roman numerals or number words, as "end of chapter twenty
// one" is read).
type lvElem struct {
	alts     []string
	optional bool
	number   bool
}

func lvCompile(p string) []lvElem {
	var out []lvElem
	for _, w := range strings.Fields(p) {
		e := lvElem{}
		if strings.HasSuffix(w, "?") {
			e.optional, w = true, strings.TrimSuffix(w, "?")
		}
		if w == "#" {
			e.number = true
		} else {
			e.alts = strings.Split(w, "|")
		}
		out = append(out, e)
	}
	return out
}

// lvPattern is an announcement; an outro (atEnd) counts only where
// nothing but fillers, a "read by" clause or another announcement follows
// it, so a book sentence such as "at the end of chapter five we" stays.
type lvPattern struct {
	elems []lvElem
	atEnd bool
}

// librivoxPatterns are LibriVox's standard announcements (its readers'
// guide prescribes the wording), with the variants readers use.
var librivoxPatterns = []lvPattern{
	{elems: lvCompile("this is a librivox recording")},
	{elems: lvCompile("all? librivox recordings are in the public domain")},
	{elems: lvCompile("this librivox? recording is in the public domain")},
	// "four more information", "or too volunteer": the transcript's
	// homophones, which left the sentence and the reader's name on the
	// spoken side (pairs2).
	{elems: lvCompile("for|four more information or to|too volunteer please? visit librivox dot? org")},
	{elems: lvCompile("for|four more information or to|too volunteer please? go to librivox dot? org")},
	{elems: lvCompile("end of " + lvSections + " #?"), atEnd: true},
}

// "read by NAME" (and "recording by", "recorded by") is removed only next
// to an announcement, and NAME ends at one of these words or after
// lvMaxName words.
var (
	lvReadWords = map[string]bool{"read": true, "recording": true, "recorded": true, "reading": true, "narrated": true}
	lvNameStops = map[string]bool{"chapter": true, "section": true, "part": true, "book": true, "volume": true,
		"canto": true, "letter": true, "lesson": true, "lecture": true, "stave": true, "act": true, "scene": true, // "read by John Carver letter two it was" kept "it was" alone (pairs2)
		"this": true, "for": true, "all": true, "end": true, "the": true, "in": true, "of": true}
	lvNumberWords = map[string]bool{"one": true, "two": true, "three": true, "four": true, "five": true, "six": true,
		"seven": true, "eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "thirteen": true,
		"fourteen": true, "fifteen": true, "sixteen": true, "seventeen": true, "eighteen": true, "nineteen": true,
		"twenty": true, "thirty": true, "forty": true, "fifty": true, "sixty": true, "seventy": true, "eighty": true,
		"ninety": true, "hundred": true, "and": true, "first": true, "second": true, "third": true, "fourth": true,
		"fifth": true, "sixth": true, "seventh": true, "eighth": true, "ninth": true, "tenth": true, "last": true, "final": true}
)

const lvMaxName = 4

// lvToken is a word of the text: letters, digits and apostrophes, lower-cased,
// with its byte span.
type lvToken struct {
	w          string
	start, end int
}

func lvTokens(s string) []lvToken {
	var out []lvToken
	start := -1
	for i, r := range s {
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\''
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, lvToken{strings.ToLower(s[start:i]), start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, lvToken{strings.ToLower(s[start:]), start, len(s)})
	}
	return out
}

func isRoman(w string) bool {
	if w == "" || len(w) > 8 {
		return false
	}
	return strings.Trim(w, "ivxlc") == ""
}

func lvIsNumber(w string) bool {
	if lvNumberWords[w] || isRoman(w) {
		return true
	}
	return strings.TrimFunc(w, unicode.IsDigit) == ""
}

// lvMatcher matches the patterns over one text's tokens.
type lvMatcher struct {
	toks    []lvToken
	fillers map[string]bool
}

// match returns the token index after pat matched from i (pat[0] at i,
// fillers allowed between later words).
func (m *lvMatcher) match(pat []lvElem, p, i int) (int, bool) {
	if p == len(pat) {
		return i, true
	}
	e := pat[p]
	j := i
	if p > 0 {
		for j < len(m.toks) && m.fillers[m.toks[j].w] && !e.has(m.toks[j].w) {
			j++
		}
	}
	if e.number {
		k := j
		for k < len(m.toks) && k-j < 4 && lvIsNumber(m.toks[k].w) {
			k++
		}
		if k > j {
			if end, ok := m.match(pat, p+1, k); ok {
				return end, true
			}
		}
	} else if j < len(m.toks) && e.has(m.toks[j].w) {
		if end, ok := m.match(pat, p+1, j+1); ok {
			return end, true
		}
	}
	if e.optional {
		return m.match(pat, p+1, i)
	}
	return 0, false
}

func (e lvElem) has(w string) bool {
	for _, a := range e.alts {
		if a == w {
			return true
		}
	}
	return false
}

// readByAfter returns the token index after a "read by NAME" clause that
// starts at i (fillers skipped), or i.
func (m *lvMatcher) readByAfter(i int) int {
	j := i
	for j < len(m.toks) && m.fillers[m.toks[j].w] {
		j++
	}
	if j+1 >= len(m.toks) || !lvReadWords[m.toks[j].w] || m.toks[j+1].w != "by" {
		return i
	}
	k := j + 2
	for k < len(m.toks) && k-(j+2) < lvMaxName && !lvNameStops[m.toks[k].w] && !m.fillers[m.toks[k].w] && !m.partNumberAt(k) {
		k++
	}
	if k == j+2 {
		return i
	}
	return k
}

// partNumberAt reports whether the word after k is a number said as a
// part's ("sermon three", "lesson 12"): a reader's name ends before the
// part's word, as it does before "chapter" ("read by Thomas Reed sermon
// three on patience" kept "on patience" alone; pairs2).
func (m *lvMatcher) partNumberAt(k int) bool {
	if k+1 >= len(m.toks) {
		return false
	}
	w := m.toks[k+1].w
	return w != "and" && (lvNumberWords[w] || strings.TrimFunc(w, unicode.IsDigit) == "")
}

// readByBefore returns the index of a "read by NAME" clause that ends just
// before i, or i.
func (m *lvMatcher) readByBefore(i int) int {
	for j := i - 3; j >= 0 && j >= i-2-lvMaxName; j-- {
		if lvReadWords[m.toks[j].w] && m.toks[j+1].w == "by" {
			for k := j + 2; k < i; k++ {
				if lvNameStops[m.toks[k].w] {
					return i
				}
			}
			return j
		}
	}
	return i
}

// lvTitle opens the title a reader announces before LibriVox's intro,
// "Chapter 8 of The Merchant's Daughter. This is a LibriVox recording.":
// the section, its number, "of", then the book's title (up to lvMaxTitle
// words, a "read by NAME" among them).
var (
	lvTitle         = lvCompile(lvSections + " #? of")
	lvNumberedTitle = lvCompile("# of")
)

// lvSections are the parts of a book a LibriVox reader announces.
const lvSections = "chapter|section|part|book|volume|canto|letter|lesson|lecture|stave|act|scene|epilogue|prologue|preface|introduction"

const lvMaxTitle = 12

// titled matches at i a title announcement that the intro follows within
// lvMaxTitle words, and returns the token index after the intro. Left on
// the spoken side, "chapter eight of the merchant's daughter" before the
// reader's "chapter eight thursday" made difflib match the book's
// "CHAPTER" with the first "chapter", and the pair kept the title as part
// of the heading's reading: "CHAPTER VIII. THURSDAY" / "chapter eight of
// the merchant's daughter chapter eight thursday", which u2tf derived
// as the span "eight of the merchant's daughter chapter eight" -> "VIII"
// (pairs2).
func (m *lvMatcher) titled(i int) (int, bool) {
	k, ok := m.match(lvTitle, 0, i)
	if !ok && i+1 < len(m.toks) && !m.fillers[m.toks[i].w] {
		// Any part with its number: "Sermon 3 of Sermons for Plain People".
		k, ok = m.match(lvNumberedTitle, 0, i+1)
	}
	if !ok {
		return 0, false
	}
	for j := k; j < len(m.toks) && j <= k+lvMaxTitle; j++ {
		for _, pat := range librivoxPatterns[:3] { // the intro's first sentences
			if end, ok := m.match(pat.elems, 0, j); ok {
				return m.readByAfter(end), true
			}
		}
	}
	return 0, false
}

// announcement matches one at i and returns the token index after it and
// its "read by" clause; a title announcement (titled) only where opens is
// true: at the text's start or right after another announcement, where a
// recording's intro stands, so that book text before an intro ("the
// first chapter of the book he says") is never taken for a title.
func (m *lvMatcher) announcement(i int, opens bool) (int, bool) {
	if opens {
		if end, ok := m.titled(i); ok {
			return end, true
		}
	}
	for _, pat := range librivoxPatterns {
		end, ok := m.match(pat.elems, 0, i)
		if !ok {
			continue
		}
		end = m.readByAfter(end)
		if pat.atEnd && !m.onlyAnnouncementsFrom(end) {
			continue
		}
		return end, true
	}
	return 0, false
}

// onlyAnnouncementsFrom reports whether nothing but fillers and
// announcements follow token i.
func (m *lvMatcher) onlyAnnouncementsFrom(i int) bool {
	for i < len(m.toks) && m.fillers[m.toks[i].w] {
		i++
	}
	if i == len(m.toks) {
		return true
	}
	_, ok := m.announcement(i, true)
	return ok
}

// librivoxSpans returns the byte spans of the announcements in s.
func librivoxSpans(s string, fillers map[string]bool) [][]int {
	m := &lvMatcher{toks: lvTokens(s), fillers: fillers}
	var spans [][]int
	opens := true // nothing but fillers since the text's start or the last announcement
	for i := 0; i < len(m.toks); {
		end, ok := m.announcement(i, opens)
		if !ok {
			opens = opens && m.fillers[m.toks[i].w]
			i++
			continue
		}
		opens = true
		from := m.readByBefore(i)
		if len(spans) > 0 && from < i && m.toks[from].start < spans[len(spans)-1][1] {
			from = i
		}
		a, b := m.toks[from].start, m.toks[end-1].end
		// Take the punctuation that closes the announcement ("recording.").
		for b < len(s) {
			r, w := utf8.DecodeRuneInString(s[b:])
			if !strings.ContainsRune(".,;:!?", r) {
				break
			}
			b += w
		}
		spans = append(spans, []int{a, b})
		i = end
	}
	return spans
}

func buildLibrivox(v Values) (step, error) {
	fillers := map[string]bool{}
	for _, f := range v.Strings("fillers") {
		fillers[strings.ToLower(strings.TrimSpace(f))] = true
	}
	return func(s string) (string, bool, string) {
		if !strings.Contains(strings.ToLower(s), "librivox") && !strings.Contains(strings.ToLower(s), "end of") {
			return s, false, ""
		}
		spans := librivoxSpans(s, fillers)
		if spans == nil {
			return s, false, ""
		}
		return strings.TrimSpace(removeSpans(s, spans)), true, ""
	}, nil
}
