package normalize

import "strings"

// Acceptor is Accepts with the scans of the last written texts kept: a
// caller that asks about the same written text many times, against
// different spoken texts (align's number check tries one written number
// against up to ten spoken runs, and the same numbers recur from pair to
// pair), scans it once. Scanning is most of Accepts' cost (tens of
// microseconds for "1832." under the fitted style), the match against
// the spoken text little. The answers are Accepts' own, whatever the
// cache holds: scan is a pure function of the Verbalizer (immutable) and
// the text, and Accepts does not change the segments it reads.
//
// Short numbers ("47", "1832.", "$4,": shortNumberText), most of the
// check's questions, are kept apart from the last texts, up to
// maxShortNumbers of them, for as long as the Acceptor lives.
//
// An Acceptor is not safe for concurrent use; give each goroutine or
// DoFn instance its own.
type Acceptor struct {
	v     *Verbalizer
	index map[string]int // text -> slot
	slots []acceptorSlot
	next  int // the slot the next new text replaces (oldest first)
	// numbers keeps the finished scans of short numbers (shortNumberText)
	// apart from the slots, at most maxShortNumbers: they recur from
	// pair to pair further apart than the last texts the slots keep.
	numbers map[string]*acceptorSlot
	// r is the reach each question follows, its storage reused.
	r reach
}

type acceptorSlot struct {
	text string
	segs []segment
	err  error
	// part is the scan under way (nil once it is done: segs and err
	// hold it): Reads scans a text only as far as the spoken text it
	// asks about needs, and a later question goes on from there.
	part *partScan
}

// partScan is a scan of a kept text under way: its reading form's
// stepper and readingForm's offsets back to the text (nil when the text
// is its own reading form), as scanWritten has them.
type partScan struct {
	st   stepper // one allocation with the slot's scan state
	back []int
}

// DefaultAcceptorSize is the number of written texts an Acceptor made
// with size 0 keeps: about 1 MB (a kept span such as "since 1832, and
// $5.05" holds about 4.5 kB of readings), per cleaner, so per worker
// goroutine. align's BenchmarkCleanCorpora measured 256 and 2,048 the
// same: most reuse is within a pair (one written run against many spoken
// runs) or between near pairs.
const DefaultAcceptorSize = 256

// maxAcceptorText bounds the length of a text an Acceptor keeps: longer
// ones (whole sentences) seldom recur and are scanned each time.
const maxAcceptorText = 128

// NewAcceptor returns an Acceptor keeping the scans of the last size
// distinct written texts (0: DefaultAcceptorSize), and of short numbers.
func (v *Verbalizer) NewAcceptor(size int) *Acceptor {
	if size <= 0 {
		size = DefaultAcceptorSize
	}
	return &Acceptor{v: v, index: make(map[string]int, size), slots: make([]acceptorSlot, 0, size)}
}

// Accepts is v.Accepts(text, spoken), text scanned once while the
// Acceptor keeps it.
func (a *Acceptor) Accepts(text, spoken string) (bool, error) {
	sl := a.slot(text)
	a.finish(sl)
	if sl.err != nil {
		return false, sl.err
	}
	return acceptsSegmentsWith(&a.r, sl.segs, spoken), nil
}

// Reads reports whether spoken is a reading of text: Accepts' answer
// when it gives no error, false when it does. It scans text only as far
// as a reading of its segments so far can begin spoken (Comparable)
// without their ties, which only ever take derivations away, so a text
// that is no such beginning is no reading; the scan of the rest is left
// for a later question about the same text. align's number check is
// mostly such questions: a number with the words beside it against a
// transcript that misread the number, where a scan to the end read the
// words after it for nothing.
func (a *Acceptor) Reads(text, spoken string) bool {
	sl := a.slot(text)
	if sl.part != nil {
		r, st := &a.r, &sl.part.st
		r.reset(Comparable(spoken))
		for i := 0; ; i++ {
			for i == len(st.sc.segs) && st.step() {
			}
			if i == len(st.sc.segs) {
				break // scanned to the end, or stopped by an error
			}
			if !r.advance(i, &st.sc.segs[i], nil) {
				return false
			}
		}
		a.finish(sl)
		if sl.err == nil && !tied(sl.segs) {
			// r followed every segment, unheld: acceptsSegments' one
			// assignment (finish's ties, which would hold some, tied
			// none, and changed no reading; locating changes none).
			return r.complete()
		}
	}
	return sl.err == nil && acceptsSegmentsWith(&a.r, sl.segs, spoken)
}

// tied reports whether a segment of segs is tied to another (ties.go):
// whether acceptsSegments tries more than one assignment.
func tied(segs []segment) bool {
	for i := range segs {
		if segs[i].follows > 0 {
			return true
		}
	}
	return false
}

// slot returns the slot of text, kept or new (its scan not begun: part
// set). Slots are replaced oldest first once all are in use. A text kept
// is a copy: the caller's text is a span of a whole pair's text, which a
// slot holding it (or readings that are spans of it) would keep alive.
// A text longer than maxAcceptorText gets a slot of its own, not kept.
func (a *Acceptor) slot(text string) *acceptorSlot {
	if k, ok := a.index[text]; ok {
		return &a.slots[k]
	}
	if sl := a.shortNumber(text); sl != nil {
		return sl
	}
	if len(text) > maxAcceptorText {
		return a.begin(&acceptorSlot{text: text})
	}
	text = strings.Clone(text)
	slot := acceptorSlot{text: text}
	k := len(a.slots)
	if k < cap(a.slots) {
		a.slots = append(a.slots, slot)
	} else {
		k = a.next
		delete(a.index, a.slots[k].text)
		a.slots[k] = slot
		a.next = (a.next + 1) % len(a.slots)
	}
	a.index[text] = k
	return a.begin(&a.slots[k])
}

// begin starts the scan of sl's text as scanWritten does: on its reading
// form.
func (a *Acceptor) begin(sl *acceptorSlot) *acceptorSlot {
	folded, back := readingForm(sl.text)
	if back == nil {
		folded = sl.text
	}
	sl.part = &partScan{back: back}
	a.v.initStepper(&sl.part.st, folded)
	return sl
}

// finish runs sl's scan to its end, when one is under way, and keeps
// what v.scan(sl.text) gives: the segments located in the text as
// written, then tied, or the error.
func (a *Acceptor) finish(sl *acceptorSlot) {
	p := sl.part
	if p == nil {
		return
	}
	for p.st.step() {
	}
	segs, err := p.st.result()
	if p.back != nil {
		segs, err = locateFolded(p.st.sc.text, p.back, segs, err)
	}
	if err == nil {
		tieSegments(sl.text, segs)
	}
	sl.segs, sl.err, sl.part = segs, err, nil
}

// maxShortNumbers bounds the short numbers' scans an Acceptor keeps
// apart from its slots (about 0.9 kB each: some 7.5 MB at most). All
// 50,000 pairs of the shared pairs50k in one pass ask the check about
// 3,907 distinct short numbers (46,695 of its 125,501 questions); 24,690
// of those questions found their text in the 256 slots, 42,788 would in
// a keep of all short numbers.
const maxShortNumbers = 8192

// shortNumber returns the finished scan of text, a short number
// (shortNumberText), kept apart from the slots: found, or scanned here
// and kept while fewer than maxShortNumbers are; nil for another text,
// or a short number not kept once the Acceptor keeps its most (the slots
// serve it then). Scanned whole, not as far as a question needs: a short
// number is a few segments, and Reads answers as Accepts either way.
func (a *Acceptor) shortNumber(text string) *acceptorSlot {
	if !shortNumberText(text) {
		return nil
	}
	if sl, ok := a.numbers[text]; ok {
		return sl
	}
	if len(a.numbers) >= maxShortNumbers {
		return nil
	}
	sl := a.begin(&acceptorSlot{text: strings.Clone(text)})
	a.finish(sl)
	if a.numbers == nil {
		// Sized as the slots are: a pass over 209 Libriheavy pairs keeps
		// about 200, and growing a map from nothing rehashes it seven
		// times on the way (2% of the check's time).
		a.numbers = make(map[string]*acceptorSlot, DefaultAcceptorSize)
	}
	a.numbers[sl.text] = sl
	return sl
}

// shortNumberText reports whether text is a short number, whose scan an
// Acceptor keeps apart from its slots: the texts align's number check
// asks about most, a number alone with the marks the aligner takes with it.
// An optional comma, period, colon or semicolon and a space before it
// (", 24"); an optional dollar or pound sign; one to four digits, with
// an optional decimal or clock part of two digits (".25", ":55"), or a
// clock's minutes alone (":55", the aligner's span of "8:55"); an
// optional ordinal suffix (st, nd, rd, th, in any case); and up to two closing marks
// (". , ; : ! ? \" ' )"): "47", "1832.", "$4,", "£1.25", "8:55,",
// "24th,\"". A finite set, whose texts recur: of the check's questions
// about all of pairs50k in one pass, 37% are short numbers, and 92% of
// those were asked before.
func shortNumberText(text string) bool {
	i := 0
	if len(text) >= 2 && text[1] == ' ' && strings.IndexByte(",.;:", text[0]) >= 0 {
		i = 2
	}
	if strings.HasPrefix(text[i:], "$") {
		i++
	} else if strings.HasPrefix(text[i:], "£") {
		i += len("£")
	}
	twoDigits := func(j int) bool { return j+2 < len(text) && isDigit(text[j+1]) && isDigit(text[j+2]) }
	j := i
	if j < len(text) && text[j] == ':' && twoDigits(j) {
		j += 3
	} else {
		for j < len(text) && j-i <= 4 && isDigit(text[j]) {
			j++
		}
		if j == i || j-i > 4 {
			return false
		}
		if j < len(text) && (text[j] == '.' || text[j] == ':') && twoDigits(j) {
			j += 3
		}
	}
	j += parseOrdinalSuffix(text, j) // any case, as the scan reads it: "24TH"
	for k := 0; k < 2 && j < len(text) && strings.IndexByte(".,;:!?\"')", text[j]) >= 0; k++ {
		j++
	}
	return j == len(text)
}
