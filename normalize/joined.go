package normalize

import "strings"

// joining says what may stand between two tokens that a rule reads
// alike: one of words ("and", "or"; "to" for clocks), or one of marks (a
// comma, an exclamation mark), or, where bare, nothing but spaces.
type joining struct {
	words []string
	marks string
	bare  bool
}

var (
	// joinAndOr joins items of a list: "Highways 401 and 427", "pays
	// 11/15 and 12/20", "Call 555 123 4567 or 555 123 4568".
	joinAndOr = joining{words: []string{"and", "or"}}
	// joinComma joins an item to the one before it in a list written
	// with commas: "Highways 401, 403 and 427" (routeJoinedBefore, where
	// the list goes on after the item).
	joinComma = joining{marks: ","}
	// joinClock joins the ends of a span of time too: "from 0100 to
	// 0200", "at 0700 or 0730".
	joinClock = joining{words: []string{"to", "until", "till", "or", "and"}}
	// joinModels joins a product's models in a list: "iPhone 5s, 6s or
	// 7s", "iPhone 5s/6s", "iPhone 5s & 6s" (modelListBefore); the
	// slash and the ampersand are symbols the scan reads as words.
	joinModels = joining{words: []string{"and", "or", "&", "/"}, marks: ",/&"}
	// joinRepeat joins a repeated emergency number: "911 911", "911,
	// 911", "911! 911!", "999 or 112".
	joinRepeat = joining{words: []string{"or", "and"}, marks: ",!", bare: true}
)

// joinedSegment returns the index in sc.segs of the token that j joins
// to the token starting at start, or -1: the segments scanned so far end
// with that token and then the joining word or mark, each right before
// the next with only spaces between. The rules that read a token as the
// one it is joined to (routeJoinedBefore, joinedToZeroLedClock, the odds
// of oddsContext, repeatsNumberBefore, callingBefore) ask the reading or
// the class the scan gave that token, so a list read once reads alike at
// any length ("Highways 401, 403 and 427" too). It looks at two segments
// and allocates nothing: it runs at numbers of three and four digits,
// years among them. A token read ahead of the scan (a matcher asked at a
// later position) has no segment before it and is joined to none.
func (sc *scanner) joinedSegment(start int, j joining) int {
	n := sc.segmentBefore(start) + 1
	if n == 0 {
		return -1
	}
	at := backOverSpaces(sc.text, start)
	last := sc.segs[n-1]
	if j.bare && !last.punct && last.class != Plain && at < start {
		return n - 1
	}
	if !sc.joinsAt(last, j) || n < 2 || sc.segs[n-2].end != backOverSpaces(sc.text, last.start) {
		return -1
	}
	return n - 2
}

// segmentBefore returns the index in sc.segs of the last segment scanned
// when it ends right before pos, only spaces between, or -1: the token
// the scan read before the one at pos (joinedSegment, timeSegmentBefore).
func (sc *scanner) segmentBefore(pos int) int {
	n := len(sc.segs)
	if n == 0 || sc.segs[n-1].end != backOverSpaces(sc.text, pos) {
		return -1
	}
	return n - 1
}

// joinsAt reports whether the segment s is one of j's words (any case)
// or marks.
func (sc *scanner) joinsAt(s segment, j joining) bool {
	w := sc.text[s.start:s.end]
	if s.punct {
		return len(w) == 1 && strings.IndexByte(j.marks, w[0]) >= 0
	}
	for _, x := range j.words {
		if strings.EqualFold(w, x) {
			return true
		}
	}
	return false
}

// joinedDigits returns the digits of the token j joins to the token at
// start when that token is all digits, and its segment; "" and -1 when
// it is not.
func (sc *scanner) joinedDigits(start int, j joining) (string, int) {
	k := sc.joinedSegment(start, j)
	if k < 0 {
		return "", -1
	}
	s := sc.segs[k]
	d := sc.text[s.start:s.end]
	if !allDigits(d) {
		return "", -1
	}
	return d, k
}
