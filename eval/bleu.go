package eval

import (
	"bytes"
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
)

// BLEUOrder is sacrebleu's default maximum n-gram order.
const BLEUOrder = 4

// isolated13a marks the characters that rule 1 of sacrebleu's
// TokenizerRegexp surrounds with spaces: [{-~[-` -&(-+:-@/].
var isolated13a = func() (t [utf8.RuneSelf]bool) {
	for _, c := range " !\"#$%&()*+/:;<=>?@[\\]^_`{|}~" {
		t[c] = true
	}
	return t
}()

// Tokenize13a is sacrebleu's default "13a" tokenizer (mteval-v13a), the
// one corpus_bleu uses unless told otherwise. The four regular expressions
// are applied one after another as re.sub does: left to right,
// non-overlapping, the next search starting after the previous match.
func Tokenize13a(line string) []string {
	var a, b []byte
	return appendFields(nil, string(normalize13a(&a, &b, line)))
}

// normalize13a returns the 13a-tokenized line (tokens separated by runs of
// white space), built in the scratch buffers *a and *b; the result lives
// in *b.
// It works on bytes: every pattern is ASCII, and a multi-byte character
// can only ever play the part of [^0-9], where its last byte (rule 2) or
// first byte (rule 3) stands in for it with the same result.
func normalize13a(pa, pb *[]byte, line string) []byte {
	a, b := *pa, *pb
	defer func() { *pa, *pb = a, b }()
	// sacrebleu's _preprocess_segment rstrips before tokenizing.
	line = strings.TrimRightFunc(line, isPySpace)
	if strings.Contains(line, "<skipped>") {
		line = strings.ReplaceAll(line, "<skipped>", "")
	}
	if strings.Contains(line, "\n") {
		line = strings.ReplaceAll(line, "-\n", "")
		line = strings.ReplaceAll(line, "\n", " ")
	}
	if strings.Contains(line, "&") {
		line = strings.ReplaceAll(line, "&quot;", `"`)
		line = strings.ReplaceAll(line, "&amp;", "&")
		line = strings.ReplaceAll(line, "&lt;", "<")
		line = strings.ReplaceAll(line, "&gt;", ">")
	}
	// Rule 1: isolate ASCII punctuation and symbols other than ' , - .
	a = append(a[:0], ' ')
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c < utf8.RuneSelf && isolated13a[c] {
			a = append(a, ' ', c, ' ')
		} else {
			a = append(a, c)
		}
	}
	a = append(a, ' ')
	// Rules 2 and 3 act only next to a period or comma, rule 4 only on a
	// dash: most lines skip some passes.
	hasDot := bytes.IndexByte(a, '.') >= 0 || bytes.IndexByte(a, ',') >= 0
	if hasDot {
		// Rule 2: ([^0-9])([\.,]) -> \1 \2 (period and comma unless preceded by a digit)
		b = b[:0]
		for i := 0; i < len(a); {
			if i+1 < len(a) && !isDigitByte(a[i]) && (a[i+1] == '.' || a[i+1] == ',') {
				b = append(b, a[i], ' ', a[i+1], ' ')
				i += 2
				continue
			}
			b = append(b, a[i])
			i++
		}
		// Rule 3: ([\.,])([^0-9]) -> " \1 \2" (unless followed by a digit)
		a = a[:0]
		for i := 0; i < len(b); {
			if i+1 < len(b) && (b[i] == '.' || b[i] == ',') && !isDigitByte(b[i+1]) {
				a = append(a, ' ', b[i], ' ', b[i+1])
				i += 2
				continue
			}
			a = append(a, b[i])
			i++
		}
	}
	// Rule 4: ([0-9])(-) -> \1 \2 (dash after a digit)
	b = b[:0]
	if bytes.IndexByte(a, '-') < 0 {
		b = append(b, a...)
		return b
	}
	for i := 0; i < len(a); {
		if i+1 < len(a) && isDigitByte(a[i]) && a[i+1] == '-' {
			b = append(b, a[i], ' ', a[i+1], ' ')
			i += 2
			continue
		}
		b = append(b, a[i])
		i++
	}
	return b
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// BLEUStats are the sufficient statistics of corpus BLEU: sums over
// sentences, so they add across shards and workers exactly.
type BLEUStats struct {
	HypLen  int64            `json:"hyp_len"`
	RefLen  int64            `json:"ref_len"`
	Matches [BLEUOrder]int64 `json:"matches"`
	Totals  [BLEUOrder]int64 `json:"totals"`
}

// Add accumulates o into s.
func (s *BLEUStats) Add(o BLEUStats) {
	s.HypLen += o.HypLen
	s.RefLen += o.RefLen
	for n := range s.Matches {
		s.Matches[n] += o.Matches[n]
		s.Totals[n] += o.Totals[n]
	}
}

// Score is sacrebleu's BLEU.compute_bleu with its corpus_bleu defaults:
// smooth_method "exp" (the NIST/mteval smoothing, which only acts when an
// order has no match), effective_order off, 4-gram; result in 0..100.
func (s BLEUStats) Score() (score float64, precisions [BLEUOrder]float64, bp float64) {
	switch {
	case s.HypLen < s.RefLen && s.HypLen > 0:
		bp = math.Exp(1 - float64(s.RefLen)/float64(s.HypLen))
	case s.HypLen < s.RefLen:
		bp = 0
	default:
		bp = 1
	}
	anyMatch := false
	for _, c := range s.Matches {
		if c != 0 {
			anyMatch = true
		}
	}
	if !anyMatch {
		return 0, precisions, bp
	}
	smooth := 1.0
	for n := 0; n < BLEUOrder; n++ {
		if s.Totals[n] == 0 {
			break
		}
		if s.Matches[n] == 0 {
			smooth *= 2
			precisions[n] = 100 / (smooth * float64(s.Totals[n]))
		} else {
			precisions[n] = 100 * float64(s.Matches[n]) / float64(s.Totals[n])
		}
	}
	// sacrebleu sums my_log(p) (log, or -9999999999 for 0) in a list
	// comprehension, left to right.
	sum := 0.0
	for _, p := range precisions {
		if p == 0 {
			sum += -9999999999
		} else {
			sum += math.Log(p)
		}
	}
	return bp * math.Exp(sum/BLEUOrder), precisions, bp
}

// ngramKey holds up to four interned token ids; unused slots are -1.
type ngramKey [BLEUOrder]int32

func cmpNgram(a, b ngramKey) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// bleuSentence returns one sentence's statistics against a single
// reference. Token ids are first renumbered densely within the sentence so
// that an n-gram packs exactly into a uint64 (16 bits per token); the
// reference's n-grams are counted in a small open-addressing table and each
// hypothesis n-gram takes one count if it can (clipping).
func (sc *Scorer) bleuSentence(hyp, ref []int32) BLEUStats {
	var st BLEUStats
	st.HypLen = int64(len(hyp))
	st.RefLen = int64(len(ref))
	if len(hyp) == 0 {
		return st
	}
	lh, lr, ok := sc.denseIDs(hyp, ref)
	if !ok {
		return sc.bleuSentenceWide(hyp, ref)
	}
	for n := 1; n <= BLEUOrder && n <= len(hyp); n++ {
		st.Totals[n-1] = int64(len(lh) - n + 1)
		st.Matches[n-1] = sc.clippedMatches(lh, lr, n)
	}
	return st
}

// denseIDs renumbers the ids of hyp and ref 0..V-1; ok is false when
// V-1 does not fit in 16 bits with room to spare (see clippedMatches).
func (sc *Scorer) denseIDs(hyp, ref []int32) (lh, lr []uint64, ok bool) {
	a := &sc.al
	a.gen++
	if a.gen == 0 {
		clear(a.stamp)
		a.gen = 1
	}
	need := len(sc.ids.strs)
	if need > len(a.stamp) {
		a.growStamp(need)
	}
	next := int32(0)
	dense := func(dst []uint64, ids []int32) []uint64 {
		for _, id := range ids {
			if a.stamp[id] != a.gen {
				a.stamp[id] = a.gen
				a.local[id] = next
				next++
			}
			dst = append(dst, uint64(a.local[id]))
		}
		return dst
	}
	lh = dense(sc.dHyp[:0], hyp)
	lr = dense(sc.dRef[:0], ref)
	sc.dHyp, sc.dRef = lh, lr
	return lh, lr, next < 1<<16
}

// clippedMatches is sum over n-grams of min(count in hyp, count in ref).
func (sc *Scorer) clippedMatches(hyp, ref []uint64, n int) int64 {
	if len(ref) < n {
		return 0
	}
	size := 16
	for size < 2*(len(ref)-n+1) {
		size *= 2
	}
	if cap(sc.ngKeys) < size {
		sc.ngKeys = make([]uint64, size)
		sc.ngCount = make([]int32, size)
	}
	keys, counts := sc.ngKeys[:size], sc.ngCount[:size]
	clear(keys)
	shift := uint(64 - bits.TrailingZeros(uint(size)))
	mask := uint64(size - 1)
	pack := func(toks []uint64) uint64 {
		k := uint64(0)
		for _, t := range toks {
			k = k<<16 | t
		}
		// +1 keeps every key non-zero, zero marking an empty slot; dense
		// ids stay below 0xFFFF so this cannot overflow.
		return k + 1
	}
	for i := 0; i+n <= len(ref); i++ {
		k := pack(ref[i : i+n])
		j := (k * hashMul) >> shift
		for keys[j] != 0 && keys[j] != k {
			j = (j + 1) & mask
		}
		if keys[j] == 0 {
			keys[j] = k
			counts[j] = 0
		}
		counts[j]++
	}
	matches := int64(0)
	for i := 0; i+n <= len(hyp); i++ {
		k := pack(hyp[i : i+n])
		j := (k * hashMul) >> shift
		for keys[j] != 0 {
			if keys[j] == k {
				if counts[j] > 0 {
					counts[j]--
					matches++
				}
				break
			}
			j = (j + 1) & mask
		}
	}
	return matches
}

// bleuSentenceWide handles sentences with more than 65536 distinct tokens.
func (sc *Scorer) bleuSentenceWide(hyp, ref []int32) BLEUStats {
	var st BLEUStats
	st.HypLen = int64(len(hyp))
	st.RefLen = int64(len(ref))
	for n := 1; n <= BLEUOrder && n <= len(hyp); n++ {
		h := wideNgrams(nil, hyp, n)
		r := wideNgrams(nil, ref, n)
		st.Totals[n-1] = int64(len(h))
		i, j := 0, 0
		for i < len(h) && j < len(r) {
			switch c := cmpNgram(h[i], r[j]); {
			case c < 0:
				i++
			case c > 0:
				j++
			default:
				st.Matches[n-1]++
				i++
				j++
			}
		}
	}
	return st
}

func wideNgrams(dst []ngramKey, toks []int32, n int) []ngramKey {
	for i := 0; i+n <= len(toks); i++ {
		k := ngramKey{-1, -1, -1, -1}
		copy(k[:n], toks[i:i+n])
		dst = append(dst, k)
	}
	slices.SortFunc(dst, cmpNgram)
	return dst
}

// identicalBLEU is the statistics of a hypothesis equal to its reference
// with n tokens: every n-gram matches.
func identicalBLEU(n int) BLEUStats {
	st := BLEUStats{HypLen: int64(n), RefLen: int64(n)}
	for k := 1; k <= BLEUOrder && k <= n; k++ {
		st.Matches[k-1] = int64(n - k + 1)
		st.Totals[k-1] = int64(n - k + 1)
	}
	return st
}

// bleuAlternatives returns the references of r that BLEU uses besides
// r.Ref: sacrebleu's reference streams hold, for each sentence, ref and
// every entry of refs, and it drops a reference that is exactly "" (a
// stream with no reference for that sentence). An alternative equal to
// ref changes nothing (clipping takes the largest count, and its length
// is already a candidate) and is left out too. The slice is reused.
func (sc *Scorer) bleuAlternatives(r *Record) []string {
	alts := sc.altRefs[:0]
	for _, a := range r.Refs {
		if a != "" && a != r.Ref {
			alts = append(alts, a)
		}
	}
	sc.altRefs = alts
	return alts
}

// bleuMultiRef is sacrebleu's segment statistics against several
// references (BLEU._extract_reference_info and
// _compute_segment_statistics): each hypothesis n-gram is clipped to the
// largest count it has in any one reference, and the reference length is
// the one closest to the hypothesis length, the shorter on a tie. ref (the
// record's "ref", already 13a-tokenized) takes part when useRef is true;
// alts are tokenized here.
func (sc *Scorer) bleuMultiRef(hyp, ref []int32, useRef bool, alts []string) BLEUStats {
	for len(sc.altToks) < len(alts) {
		sc.altToks = append(sc.altToks, nil)
	}
	refs := sc.refSet[:0]
	if useRef {
		refs = append(refs, ref)
	}
	for i, a := range alts {
		sc.altToks[i] = sc.internAll13a(sc.altToks[i][:0], a)
		refs = append(refs, sc.altToks[i])
	}
	sc.refSet = refs
	return multiRefStats(hyp, refs)
}

// multiRefStats computes the BLEU statistics of hyp against refs (at least
// one) with sacrebleu's multi-reference rules.
func multiRefStats(hyp []int32, refs [][]int32) BLEUStats {
	st := BLEUStats{HypLen: int64(len(hyp))}
	closestDiff, closestLen := -1, -1
	for _, r := range refs {
		diff := len(hyp) - len(r)
		if diff < 0 {
			diff = -diff
		}
		if closestDiff == -1 || diff < closestDiff {
			closestDiff, closestLen = diff, len(r)
		} else if diff == closestDiff && len(r) < closestLen {
			closestLen = len(r)
		}
	}
	st.RefLen = int64(closestLen)
	for n := 1; n <= BLEUOrder && n <= len(hyp); n++ {
		counts := map[ngramKey]int64{}
		for _, k := range wideNgramsUnsorted(hyp, n) {
			counts[k]++
		}
		best := make(map[ngramKey]int64, len(counts))
		inRef := map[ngramKey]int64{}
		for _, r := range refs {
			clear(inRef)
			for _, k := range wideNgramsUnsorted(r, n) {
				if _, ok := counts[k]; ok {
					inRef[k]++
				}
			}
			for k, c := range inRef {
				if c > best[k] {
					best[k] = c
				}
			}
		}
		st.Totals[n-1] = int64(len(hyp) - n + 1)
		for k, c := range counts {
			st.Matches[n-1] += min(c, best[k])
		}
	}
	return st
}

// wideNgramsUnsorted lists the n-grams of toks in order.
func wideNgramsUnsorted(toks []int32, n int) []ngramKey {
	var out []ngramKey
	for i := 0; i+n <= len(toks); i++ {
		k := ngramKey{-1, -1, -1, -1}
		copy(k[:n], toks[i:i+n])
		out = append(out, k)
	}
	return out
}
