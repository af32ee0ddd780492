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
// An Acceptor is not safe for concurrent use; give each goroutine or
// DoFn instance its own.
type Acceptor struct {
	v     *Verbalizer
	index map[string]int // text -> slot
	slots []acceptorSlot
	next  int // the slot the next new text replaces (oldest first)
}

type acceptorSlot struct {
	text string
	segs []segment
	err  error
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
// distinct written texts (0: DefaultAcceptorSize).
func (v *Verbalizer) NewAcceptor(size int) *Acceptor {
	if size <= 0 {
		size = DefaultAcceptorSize
	}
	return &Acceptor{v: v, index: make(map[string]int, size), slots: make([]acceptorSlot, 0, size)}
}

// Accepts is v.Accepts(text, spoken), text scanned once while the
// Acceptor keeps it.
func (a *Acceptor) Accepts(text, spoken string) (bool, error) {
	segs, err := a.scan(text)
	if err != nil {
		return false, err
	}
	return acceptsSegments(segs, spoken), nil
}

// scan returns v.scan(text), from the kept slots when it is there. Slots
// are replaced oldest first once all are in use. A text kept is a copy,
// scanned: the caller's text is a span of a whole pair's text, which a
// slot holding it (or readings that are spans of it) would keep alive.
func (a *Acceptor) scan(text string) ([]segment, error) {
	if k, ok := a.index[text]; ok {
		return a.slots[k].segs, a.slots[k].err
	}
	if len(text) > maxAcceptorText {
		return a.v.scan(text)
	}
	text = strings.Clone(text)
	segs, err := a.v.scan(text)
	slot := acceptorSlot{text: text, segs: segs, err: err}
	if len(a.slots) < cap(a.slots) {
		a.index[text] = len(a.slots)
		a.slots = append(a.slots, slot)
		return segs, err
	}
	delete(a.index, a.slots[a.next].text)
	a.slots[a.next] = slot
	a.index[text] = a.next
	a.next = (a.next + 1) % len(a.slots)
	return segs, err
}
