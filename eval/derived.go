package eval

import "strings"

// Per-token memo of the 13a (BLEU) and PER tokenizations.
//
// Neither tokenization ever joins or splits across white space: every
// pattern of the 13a tokenizer spans two characters of which white space
// can only be the [^0-9] side, which the padding around a lone token
// reproduces, and NeMo's [\w']+|[,.?] cannot match white space at all. So
// the tokens of a line are the concatenation of the tokens of its
// white-space fields, and those are computed once per distinct field. The
// one exception is 13a's "-\n" removal, which joins across a newline:
// lines holding a newline take the direct path.

type span struct{ off, n int32 }

type derivedTokens struct {
	done    bool
	bleu    span // into Scorer.bleuPool
	per     span // into Scorer.perPool / perMarkPool
	perMark bool // some PER token of this field is a mark
}

func (sc *Scorer) derived(id int32) *derivedTokens {
	for int(id) >= len(sc.der) {
		sc.der = append(sc.der, derivedTokens{})
	}
	d := &sc.der[id]
	if d.done {
		return d
	}
	tok := sc.ids.strs[id]
	off := int32(len(sc.bleuPool))
	out := normalize13a(&sc.n13a, &sc.n13b, tok)
	forEachField(out, func(b []byte) { sc.bleuPool = append(sc.bleuPool, sc.internBytes(b)) })
	poff := int32(len(sc.perPool))
	sc.perPool, sc.perMarkPool = sc.perTokens(sc.perPool, sc.perMarkPool, tok)
	// interning above may have grown sc.der: take the pointer again.
	d = &sc.der[id]
	d.bleu = span{off, int32(len(sc.bleuPool)) - off}
	d.per = span{poff, int32(len(sc.perPool)) - poff}
	for _, m := range sc.perMarkPool[poff:] {
		if m >= 0 {
			d.perMark = true
		}
	}
	d.done = true
	return d
}

// canDerive reports whether the line's 13a and PER tokens may be built
// from its white-space fields (see above).
func (sc *Scorer) canDerive(line string) bool {
	return sc.opts.Tokenize == TokenizeWhitespace && !strings.ContainsRune(line, '\n')
}

// bleuTokens appends the 13a tokens (memo ids) of the sentence's words.
func (sc *Scorer) bleuTokens(dst, words []int32) []int32 {
	for _, w := range words {
		d := sc.derived(sc.memoOfWord(w))
		dst = append(dst, sc.bleuPool[d.bleu.off:d.bleu.off+d.bleu.n]...)
	}
	return dst
}

// perTokensOf appends the PER tokens (memo ids) and marks of the
// sentence's words.
func (sc *Scorer) perTokensOf(ids, marks, words []int32) ([]int32, []int32) {
	for _, w := range words {
		d := sc.derived(sc.memoOfWord(w))
		ids = append(ids, sc.perPool[d.per.off:d.per.off+d.per.n]...)
		marks = append(marks, sc.perMarkPool[d.per.off:d.per.off+d.per.n]...)
	}
	return ids, marks
}
