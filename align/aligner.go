package align

// Aligner is the hot path for one (written, spoken) pair: tokenize both
// sides, intern the tokens, match. It owns a Tokenizer, an Interner and a
// Matcher and reuses all of them, so aligning allocates nothing in steady
// state. Not safe for concurrent use: give each goroutine (or DoFn
// instance) its own.
type Aligner struct {
	tok      Tokenizer
	in       Interner
	m        Matcher
	aIDs     []int32
	bIDs     []int32
	aToks    []Token
	bToks    []Token
	aStrs    []string
	bStrs    []string
	ownA     []string
	ownB     []string
	strsDone bool
	pretok   bool // last pair came from AlignTokens: tokens built on demand
	written  string
	spoken   string
}

// NewAligner returns an Aligner; autojunk is difflib's autojunk argument
// (true is difflib's default).
func NewAligner(autojunk bool) *Aligner {
	return &Aligner{m: Matcher{autojunk: autojunk, row: 1}}
}

// Align tokenizes written (a) and spoken (b) and matches them. Query the
// result through the Aligner's methods until the next call.
func (al *Aligner) Align(written, spoken string) {
	al.written, al.spoken = written, spoken
	al.aToks = al.tok.appendTokens(al.aToks[:0], written)
	al.bToks = al.tok.appendTokens(al.bToks[:0], spoken)
	al.in.Reset()
	al.aIDs = al.in.AppendTokenIDs(al.aIDs[:0], al.aToks)
	al.bIDs = al.in.AppendTokenIDs(al.bIDs[:0], al.bToks)
	al.strsDone, al.pretok = false, false
	al.m.SetSeqs(al.aIDs, al.bIDs)
}

// AlignTokens matches two token sequences as given (no tokenization, no
// lower-casing), as `itnprep align --pretokenized` does. The slices are
// read, not copied; tokens reported for them have zero offsets.
func (al *Aligner) AlignTokens(a, b []string) {
	al.written, al.spoken = "", ""
	al.in.Reset()
	al.aIDs = al.in.AppendIDs(al.aIDs[:0], a)
	al.bIDs = al.in.AppendIDs(al.bIDs[:0], b)
	al.aStrs, al.bStrs = a, b
	al.strsDone, al.pretok = true, true
	al.m.SetSeqs(al.aIDs, al.bIDs)
}

// Matcher gives access to the underlying matcher (blocks, quick ratios).
func (al *Aligner) Matcher() *Matcher { return &al.m }

// Opcodes of the last pair; the slice is reused by the next call.
func (al *Aligner) Opcodes() []Opcode { return al.m.Opcodes() }

// Ratio of the last pair.
func (al *Aligner) Ratio() float64 { return al.m.Ratio() }

// WrittenTokens and SpokenTokens are the tokens of the last pair, with
// offsets into the original strings; the slices are reused.
func (al *Aligner) WrittenTokens() []Token {
	al.buildTokens()
	return al.aToks
}

// SpokenTokens: see WrittenTokens.
func (al *Aligner) SpokenTokens() []Token {
	al.buildTokens()
	return al.bToks
}

func (al *Aligner) buildTokens() {
	if !al.pretok {
		return
	}
	al.aToks, al.bToks = al.aToks[:0], al.bToks[:0]
	for _, s := range al.aStrs {
		al.aToks = append(al.aToks, Token{Text: s})
	}
	for _, s := range al.bStrs {
		al.bToks = append(al.bToks, Token{Text: s})
	}
	al.pretok = false
}

func (al *Aligner) texts() ([]string, []string) {
	if !al.strsDone {
		// Owned buffers: aStrs may still point at a caller's slice.
		al.aStrs = Texts(al.ownA[:0], al.aToks)
		al.bStrs = Texts(al.ownB[:0], al.bToks)
		al.ownA, al.ownB = al.aStrs, al.bStrs
		al.strsDone = true
	}
	return al.aStrs, al.bStrs
}

// Mismatches appends the non-equal opcodes of the last pair as fragments.
func (al *Aligner) Mismatches(dst []Fragment) []Fragment {
	a, b := al.texts()
	return AppendMismatches(dst, al.m.Opcodes(), a, b)
}
