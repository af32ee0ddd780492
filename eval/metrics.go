package eval

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"
)

// Record is one scored sentence: the spoken input, the model output, the
// written reference and optional alternative references.
type Record struct {
	ID   string   `json:"id"`
	Src  string   `json:"src"`
	Hyp  string   `json:"hyp"`
	Ref  string   `json:"ref"`
	Refs []string `json:"refs,omitempty"`
	// IDKind is how the input gave the id; --details writes it back the
	// same way (a test set keyed by numbers joins on numbers).
	IDKind IDKind `json:"-"`
	// Problem, when not "", is why a reader could not fill the record (a
	// null hyp or ref in a Parquet file: "" would score as an empty
	// sentence); Score refuses the record with it, so it is quarantined as
	// a bad JSONL line is.
	Problem string `json:"-"`
}

// IDKind is the JSON type of a record's id in its input.
type IDKind uint8

const (
	// IDString is a string id (the zero value; a Parquet string column).
	IDString IDKind = iota
	// IDNumber is a JSON number or a numeric Parquet column: ID holds its
	// text as written (42, -1.5e3).
	IDNumber
	// IDNone is an absent or null id: ID is "".
	IDNone
)

// Options fix the ruler; two runs are comparable only with equal Options.
type Options struct {
	Tokenize Tokenization
	// Punct and Symbol choose Suter & Novak 2019's or the anchor's definition of
	// those two classes (the others coincide).
	Punct  Definition
	Symbol Definition
	// Skip names metrics not to compute (their counts stay zero and the
	// reports leave them out); the zero value computes every metric.
	// Leaving out those a study does not need saves their time: BLEU, CER,
	// PER and the multi-reference check are about half of scoring.
	Skip Metric
}

// ClassCounts are the sums behind one class WER: edit distance between
// the filtered token lists (Suter & Novak's errors: substitutions,
// deletions and insertions), the filtered lengths, and Ins, the
// insertions among the errors: class tokens only the hypothesis has, on
// the alignment the word rows use (Kaldi's tie-break), so Errors - Ins
// are the errors on reference tokens.
type ClassCounts struct {
	Errors int64 `json:"errors"`
	Ref    int64 `json:"ref"`
	Hyp    int64 `json:"hyp"`
	Ins    int64 `json:"ins"`
}

// Counts are the sufficient statistics of every metric: integer sums over
// sentences. Adding the Counts of any partition of a corpus gives the
// Counts of the whole, so a sharded or distributed run reports exactly
// what a single process does.
type Counts struct {
	Sentences        int64 `json:"sentences"`
	SentencesCorrect int64 `json:"sentences_correct"`

	Sub      int64 `json:"S"`
	Del      int64 `json:"D"`
	Ins      int64 `json:"I"`
	RefWords int64 `json:"N_ref"`
	HypWords int64 `json:"N_hyp"`
	// EmptyRefSentences counts sentences without a reference word, whose
	// WER follows jiwer's convention (WERRate).
	EmptyRefSentences int64 `json:"empty_ref_sentences"`
	// EmptyHypSentences counts sentences without a hypothesis word (an
	// empty or blank hyp: a model that decodes nothing), counted in the
	// scoring pass so that no caller reads the predictions again for it.
	EmptyHypSentences int64 `json:"empty_hyp_sentences"`

	Class [NumClasses]ClassCounts `json:"class"`

	ITNErrors    int64 `json:"itn_err"`
	ITNRef       int64 `json:"itn_ref"`
	NonITNErrors int64 `json:"ni_err"`
	NonITNRef    int64 `json:"ni_ref"`
	// Universal-2-TF's I-WER (case folded, punctuation removed: U2TFFold)
	// and M-WER (the reference's mixed-case words: MixedCase), computed
	// with I-WER/NI-WER; see u2tf.go.
	U2TFITNErrors int64 `json:"u2tf_itn_err"`
	U2TFITNRef    int64 `json:"u2tf_itn_ref"`
	MixedErrors   int64 `json:"mixed_err"`
	MixedRef      int64 `json:"mixed_ref"`
	// NoSrcSentences counts sentences with reference words and no src
	// word (computed with I-WER or CER): with no spoken input every
	// reference word of theirs is an ITN word, as the reference
	// implementation counts it, and none an input word of the casing F1,
	// which WriteTable says under the table.
	NoSrcSentences int64 `json:"no_src_sentences"`

	MultiRefCorrect     int64 `json:"multiref_correct"`
	MultiRefDigitErrors int64 `json:"multiref_digit_errors"`
	MultiRefOtherErrors int64 `json:"multiref_other_errors"`

	PER PERCounts `json:"per"`

	CharErrors int64 `json:"char_errors"`
	CharRef    int64 `json:"char_ref"`
	// Case counts the casing classes of the input's words both sides
	// keep, for Universal-2-TF's casing F1 (its Table 5; CaseCounts),
	// computed with CER.
	Case CaseCounts `json:"case"`

	BLEU BLEUStats `json:"bleu"`
}

// Add accumulates o into c.
func (c *Counts) Add(o Counts) {
	c.Sentences += o.Sentences
	c.SentencesCorrect += o.SentencesCorrect
	c.Sub += o.Sub
	c.Del += o.Del
	c.Ins += o.Ins
	c.RefWords += o.RefWords
	c.HypWords += o.HypWords
	c.EmptyRefSentences += o.EmptyRefSentences
	c.EmptyHypSentences += o.EmptyHypSentences
	for i := range c.Class {
		c.Class[i].Errors += o.Class[i].Errors
		c.Class[i].Ref += o.Class[i].Ref
		c.Class[i].Hyp += o.Class[i].Hyp
		c.Class[i].Ins += o.Class[i].Ins
	}
	c.ITNErrors += o.ITNErrors
	c.ITNRef += o.ITNRef
	c.NonITNErrors += o.NonITNErrors
	c.NonITNRef += o.NonITNRef
	c.U2TFITNErrors += o.U2TFITNErrors
	c.U2TFITNRef += o.U2TFITNRef
	c.MixedErrors += o.MixedErrors
	c.MixedRef += o.MixedRef
	c.NoSrcSentences += o.NoSrcSentences
	c.MultiRefCorrect += o.MultiRefCorrect
	c.MultiRefDigitErrors += o.MultiRefDigitErrors
	c.MultiRefOtherErrors += o.MultiRefOtherErrors
	c.PER.Add(o.PER)
	c.CharErrors += o.CharErrors
	c.CharRef += o.CharRef
	c.Case.Add(o.Case)
	c.BLEU.Add(o.BLEU)
}

// classInsertions counts the insertions among the dist edits between a
// class's reference tokens fr and hypothesis tokens fh, on the alignment
// the word rows use. Insertions minus deletions is len(fh) - len(fr) on
// any alignment, so where dist is that difference (no substitution: one
// side empty, equal lists, tokens only added or only dropped) the count
// needs no alignment; otherwise the Kaldi walk decides it.
func (sc *Scorer) classInsertions(fr, fh []int32, dist int) (int64, error) {
	diff := len(fh) - len(fr)
	if dist == diff {
		return int64(diff), nil
	}
	if dist == -diff {
		return 0, nil
	}
	edits, _, err := sc.al.align(fr, fh)
	if err != nil {
		return 0, err
	}
	var ins int64
	for _, e := range edits {
		if e.Op == OpIns {
			ins++
		}
	}
	return ins, nil
}

// MultiRef verdicts of one sentence (Thutmose's evaluation).
const (
	MultiRefCorrect = "correct"
	MultiRefDigit   = "digit"
	MultiRefOther   = "other"
)

// MaxFieldBytes bounds src, hyp and ref of one record: the character
// distance behind CER is quadratic, and a quarter megabyte is already far
// beyond any sentence or paragraph.
const MaxFieldBytes = 256 << 10

// CheckFieldSizes is Score's refusal of a record whose ref, hyp or src is
// over MaxFieldBytes, for a reader that quarantines before scoring:
// evaluate --beam's readers, where Score's error failed the job (the
// in-process evaluate quarantines the line and goes on).
func CheckFieldSizes(r *Record) error {
	for _, f := range [...]struct {
		name, s string
	}{{"ref", r.Ref}, {"hyp", r.Hyp}, {"src", r.Src}} {
		if len(f.s) > MaxFieldBytes {
			return fmt.Errorf("%s is %d bytes, over the %d-byte limit for one sentence", f.name, len(f.s), MaxFieldBytes)
		}
	}
	return nil
}

// internLimit bounds the BLEU/PER token memo of a long-lived Scorer; it is
// reset between sentences when full, since ids only need to agree within
// one sentence.
const internLimit = 1 << 20

// Scorer scores sentences one at a time, reusing its buffers and its token
// table. It is not safe for concurrent use: give each goroutine (or each
// DoFn instance) its own.
type Scorer struct {
	opts Options
	// words numbers the word tokens of the sentence being scored (ids
	// 0..V-1, strings borrowed from the record). Word ids only need to
	// agree within a sentence, and a table that small stays in the L1
	// cache: a corpus-wide table was a third of a whole evaluate run, in
	// cache misses on a vocabulary first met by each worker.
	words internTable
	// wclass holds each word's class bits (0 for a word only src has:
	// class WERs never see src); wmemo its id in ids, -1 until BLEU or PER
	// asks.
	wclass []uint8
	wmemo  []int32
	// ids numbers the tokens of BLEU and PER across sentences, so that
	// their tokenizations of a word are computed once (see derived.go).
	ids internTable
	al  aligner

	toks                     []string
	ref, hyp, src            []int32
	fr, fh                   []int32
	isITN                    []bool
	dHyp, dRef               []uint64
	ngKeys                   []uint64
	ngCount                  []int32
	der                      []derivedTokens
	bleuPool, perPool        []int32
	perMarkPool              []int32
	n13a, n13b               []byte
	perR, perRM, perH, perHM []int32
	chR, chH                 []int32
	edits                    []Edit
	// uRef, uHyp, uSrc and uEdits are Universal-2-TF's I-WER's and
	// M-WER's (u2tfCounts).
	uRef, uHyp, uSrc []int32
	uEdits           []Edit
	// fold is the Universal-2-TF I-WER's alignment of the sentence's
	// folded reference and hypothesis words and its ITN words (itn, per
	// reference word), kept for the casing F1 (caseCounts), which reads
	// the same words with case kept; aligned is false where u2tfCounts
	// made none (reset by Score). stripRef and stripHyp hold the words of
	// all three, U2TFStrip's (u2tfWords); foldSrc holds src's, U2TFFold's
	// (srcDiffersFolded).
	fold struct {
		aligned bool
		edits   []Edit
		itn     []bool
	}
	stripRef, stripHyp, foldSrc []string
	// foldRef is stripRef lower-cased (srcDiffersFolded), for the I-WER's
	// ids and the casing F1's classes.
	foldRef []string
	// altRefs and altToks hold a sentence's alternative references for
	// multi-reference BLEU (see bleuMultiRef).
	altRefs         []string
	altToks, refSet [][]int32
}

// NewScorer returns a Scorer for opts.
func NewScorer(opts Options) *Scorer {
	return &Scorer{opts: opts, words: internTable{minSlots: sentenceSlots}}
}

// sentenceSlots is the word table's size for a sentence of up to 128
// distinct tokens; longer ones grow it for as long as they last.
const sentenceSlots = 256

// Options returns the options the Scorer was made with.
func (sc *Scorer) Options() Options { return sc.opts }

// word returns the sentence id of a word token; classify computes the
// class bits of a word not seen before in this sentence.
func (sc *Scorer) word(tok string, classify bool) int32 {
	// The table borrows tok: it is cleared before the record goes away.
	id, seen := sc.words.lookup(tok, false)
	if !seen {
		var bits uint8
		if classify {
			bits = classBits(tok, sc.opts.Punct, sc.opts.Symbol)
		}
		sc.wclass = append(sc.wclass, bits)
		sc.wmemo = append(sc.wmemo, -1)
	}
	return id
}

// memo returns the corpus-wide id of a BLEU or PER token, copying new ones
// (a substring would pin its record for as long as the table lives).
func (sc *Scorer) memo(tok string) int32 {
	id, _ := sc.ids.lookup(tok, true)
	return id
}

// memoOfWord is memo for the sentence's word id w, looked up once.
func (sc *Scorer) memoOfWord(w int32) int32 {
	if m := sc.wmemo[w]; m >= 0 {
		return m
	}
	m := sc.memo(sc.words.strs[w])
	sc.wmemo[w] = m
	return m
}

func (sc *Scorer) internAll(dst []int32, s string, t Tokenization, classify bool) []int32 {
	if t == TokenizeWhitespace {
		return sc.internFields(dst, s, classify)
	}
	sc.toks = appendTokens(sc.toks[:0], s, t)
	for _, tok := range sc.toks {
		dst = append(dst, sc.word(tok, classify))
	}
	return dst
}

// Sentence is one sentence's share of the Counts, with the detail that
// --details writes.
type Sentence struct {
	Counts Counts
	// MultiRef is MultiRefCorrect, MultiRefDigit or MultiRefOther ("" when
	// that metric is skipped).
	MultiRef string
	// Edits is the ref/hyp word alignment; valid until the next Score call.
	Edits []Edit
}

// Score computes one sentence's contribution to every metric.
func (sc *Scorer) Score(r *Record) (Sentence, error) {
	if r.Problem != "" {
		return Sentence{}, errors.New(r.Problem)
	}
	sc.words.reset()
	sc.wclass, sc.wmemo = sc.wclass[:0], sc.wmemo[:0]
	sc.fold.aligned = false
	if len(sc.ids.strs) > internLimit {
		sc.ids.reset()
		sc.der = sc.der[:0]
		sc.bleuPool = sc.bleuPool[:0]
		sc.perPool = sc.perPool[:0]
		sc.perMarkPool = sc.perMarkPool[:0]
	}
	var out Sentence
	c := &out.Counts
	var err error
	if err := CheckFieldSizes(r); err != nil {
		return out, err
	}
	nfcRecord(r)
	t := sc.opts.Tokenize
	classify := sc.opts.computes(MetricClass)
	ref := sc.internAll(sc.ref[:0], r.Ref, t, classify)
	var hyp []int32
	if r.Hyp == r.Ref {
		hyp = append(sc.hyp[:0], ref...)
	} else {
		hyp = sc.internAll(sc.hyp[:0], r.Hyp, t, classify)
	}
	src := sc.src[:0]
	if sc.opts.computes(MetricITN) {
		src = sc.internAll(src, r.Src, t, false)
	}
	sc.ref, sc.hyp, sc.src = ref, hyp, src

	c.Sentences = 1
	c.RefWords = int64(len(ref))
	c.HypWords = int64(len(hyp))
	if len(ref) == 0 {
		c.EmptyRefSentences = 1
	}
	if len(hyp) == 0 {
		c.EmptyHypSentences = 1
	}
	// A hypothesis equal to its reference (often half of a test set) has
	// no errors anywhere; only the src/ref alignment of I-WER and the
	// reference-side totals remain to be computed.
	identical := r.Hyp == r.Ref
	if identical {
		c.SentencesCorrect = 1
		sc.edits = sc.edits[:0]
		for i := range ref {
			sc.edits = append(sc.edits, Edit{OpMatch, int32(i), int32(i)})
		}
		out.Edits = sc.edits
		for _, id := range ref {
			if !sc.opts.computes(MetricClass) {
				break
			}
			bits := sc.wclass[id]
			for cl := Class(0); cl < NumClasses; cl++ {
				if bits&(1<<cl) != 0 {
					c.Class[cl].Ref++
					c.Class[cl].Hyp++
				}
			}
		}
	} else {
		aligned, dist, err := sc.al.align(ref, hyp)
		if err != nil {
			return out, err
		}
		// The aligner's buffer is reused by the src/ref alignment below.
		sc.edits = append(sc.edits[:0], aligned...)
		out.Edits = sc.edits
		c.countEdits(sc.edits)
		if c.Sub+c.Del+c.Ins != int64(dist) {
			return out, fmt.Errorf("internal error: alignment has %d edits, cost %d", c.Sub+c.Del+c.Ins, dist)
		}
		if dist == 0 {
			c.SentencesCorrect = 1
		}
		for cl := Class(0); cl < NumClasses && sc.opts.computes(MetricClass); cl++ {
			bit := uint8(1) << cl
			fr, fh := sc.fr[:0], sc.fh[:0]
			for _, id := range ref {
				if sc.wclass[id]&bit != 0 {
					fr = append(fr, id)
				}
			}
			for _, id := range hyp {
				if sc.wclass[id]&bit != 0 {
					fh = append(fh, id)
				}
			}
			sc.fr, sc.fh = fr, fh
			errs := sc.al.distance(fr, fh)
			ins, err := sc.classInsertions(fr, fh, errs)
			if err != nil {
				return out, err
			}
			c.Class[cl] = ClassCounts{Errors: int64(errs), Ref: int64(len(fr)), Hyp: int64(len(fh)), Ins: ins}
		}
	}

	if sc.opts.computes(MetricITN) || sc.opts.computes(MetricCER) {
		if len(ref) > 0 && !hasWord(r.Src) {
			c.NoSrcSentences = 1
		}
		sc.u2tfWords(r, identical)
	}
	if sc.opts.computes(MetricITN) {
		if err := sc.itnSplit(c, src, ref, sc.edits); err != nil {
			return out, err
		}
		if err := sc.u2tfCounts(c, r); err != nil {
			return out, err
		}
	}
	if sc.opts.computes(MetricMultiRef) {
		out.MultiRef = sc.multiRef(c, r, identical)
	}
	if sc.opts.computes(MetricPER) {
		if c.PER, err = sc.perSentence(r, ref, hyp, identical); err != nil {
			return out, err
		}
	}
	if sc.opts.computes(MetricCER) {
		sc.chR = appendStripPunct(sc.chR[:0], r.Ref)
		c.CharRef = int64(len(sc.chR))
		if !identical {
			sc.chH = appendStripPunct(sc.chH[:0], r.Hyp)
			c.CharErrors = int64(sc.al.distance(sc.chR, sc.chH))
		}
		if c.Case, err = sc.caseCounts(r, identical); err != nil {
			return out, err
		}
	}
	if !sc.opts.computes(MetricBLEU) {
		return out, nil
	}
	// sacrebleu drops a reference that is exactly "" from a sentence's
	// reference streams; a hypothesis equal to a kept reference matches
	// everything whatever the other references are.
	alts := sc.bleuAlternatives(r)
	if identical && (r.Ref != "" || len(alts) == 0) {
		n := 0
		if sc.canDerive(r.Ref) {
			for _, id := range ref {
				n += int(sc.derived(sc.memoOfWord(id)).bleu.n)
			}
		} else {
			forEachField(normalize13a(&sc.n13a, &sc.n13b, r.Ref), func([]byte) { n++ })
		}
		c.BLEU = identicalBLEU(n)
	} else {
		var b13r, b13h []int32
		if sc.canDerive(r.Ref) {
			b13r = sc.bleuTokens(sc.fr[:0], ref)
		} else {
			b13r = sc.internAll13a(sc.fr[:0], r.Ref)
		}
		sc.fr = b13r
		if sc.canDerive(r.Hyp) {
			b13h = sc.bleuTokens(sc.fh[:0], hyp)
		} else {
			b13h = sc.internAll13a(sc.fh[:0], r.Hyp)
		}
		sc.fh = b13h
		if len(alts) == 0 {
			c.BLEU = sc.bleuSentence(b13h, b13r)
		} else {
			c.BLEU = sc.bleuMultiRef(b13h, b13r, r.Ref != "", alts)
		}
	}
	return out, nil
}

// hasWord reports whether s has a character other than white space, a
// token under either Tokenization.
func hasWord(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !isPySpace(r) }) >= 0
}

// internFields is appendFields fused with interning, the hottest loop of
// scoring.
func (sc *Scorer) internFields(dst []int32, s string, classify bool) []int32 {
	i, n := 0, len(s)
	for i < n {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				i++
				continue
			}
		} else if r, size := utf8.DecodeRuneInString(s[i:]); isPySpace(r) {
			i += size
			continue
		}
		start := i
		for i < n {
			if c := s[i]; c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
				i++
			} else {
				r, size := utf8.DecodeRuneInString(s[i:])
				if isPySpace(r) {
					break
				}
				i += size
			}
		}
		dst = append(dst, sc.word(s[start:i], classify))
	}
	return dst
}

func (sc *Scorer) internAll13a(dst []int32, s string) []int32 {
	out := normalize13a(&sc.n13a, &sc.n13b, s)
	forEachField(out, func(tok []byte) { dst = append(dst, sc.internBytes(tok)) })
	return dst
}

func (sc *Scorer) internBytes(tok []byte) int32 {
	return sc.memo(unsafe.String(unsafe.SliceData(tok), len(tok)))
}

// countEdits adds each edit of an alignment to c's substitutions,
// deletions and insertions.
func (c *Counts) countEdits(edits []Edit) {
	for _, e := range edits {
		switch e.Op {
		case OpSub:
			c.Sub++
		case OpDel:
			c.Del++
		case OpIns:
			c.Ins++
		}
	}
}

// itnSplit charges the ref/hyp errors to ITN or non-ITN reference words
// (Sunkara et al.): src is aligned with ref by the same Levenshtein; a ref
// word matched exactly is non-ITN, every other ref word is ITN.
// Substitutions and deletions count against their ref word; an insertion
// counts against the ref word before it in the alignment, or, when no ref
// word precedes it, the first ref word after it; with an empty reference
// it is non-ITN (the "prev" attribution, the reference implementation's
// default).
func (sc *Scorer) itnSplit(c *Counts, src, ref []int32, edits []Edit) error {
	sedits, _, err := sc.al.align(src, ref)
	if err != nil {
		return err
	}
	if cap(sc.isITN) < len(ref) {
		sc.isITN = make([]bool, len(ref))
	}
	isITN := sc.isITN[:len(ref)]
	for i := range isITN {
		isITN[i] = true
	}
	for _, e := range sedits {
		if e.Op == OpMatch {
			isITN[e.Hyp] = false
		}
	}
	var ie, ne int64
	last := int32(-1)
	pending := int64(0)
	for _, e := range edits {
		if e.Op == OpSub || e.Op == OpDel {
			if isITN[e.Ref] {
				ie++
			} else {
				ne++
			}
		}
		if e.Ref >= 0 {
			if last < 0 && pending > 0 {
				if isITN[e.Ref] {
					ie += pending
				} else {
					ne += pending
				}
				pending = 0
			}
			last = e.Ref
		}
		if e.Op == OpIns {
			switch {
			case last < 0:
				pending++
			case isITN[last]:
				ie++
			default:
				ne++
			}
		}
	}
	ne += pending
	nITN := int64(0)
	for _, b := range isITN {
		if b {
			nITN++
		}
	}
	c.ITNErrors, c.NonITNErrors = ie, ne
	c.ITNRef, c.NonITNRef = nITN, int64(len(ref))-nITN
	if ie+ne != c.Sub+c.Del+c.Ins {
		return fmt.Errorf("internal error: I-WER/NI-WER split %d+%d != %d edits", ie, ne, c.Sub+c.Del+c.Ins)
	}
	return nil
}

// multiRef is Thutmose's multi-reference sentence check (NeMo's
// text_normalization_as_tagging evaluation/eval.py): the sentence is
// correct when hyp equals one of the references once all white space is
// removed; otherwise it is a digit error when its digits (the
// concatenation of its digit runs) equal those of no reference, and an
// other error when some reference has the same digits.
func (sc *Scorer) multiRef(c *Counts, r *Record, identical bool) string {
	correct := identical || equalNoSpace(r.Hyp, r.Ref)
	digitOK := correct || equalDigits(r.Hyp, r.Ref)
	for _, alt := range r.Refs {
		if correct {
			break
		}
		correct = equalNoSpace(r.Hyp, alt)
		digitOK = digitOK || correct || equalDigits(r.Hyp, alt)
	}
	switch {
	case correct:
		c.MultiRefCorrect = 1
		return MultiRefCorrect
	case !digitOK:
		c.MultiRefDigitErrors = 1
		return MultiRefDigit
	default:
		c.MultiRefOtherErrors = 1
		return MultiRefOther
	}
}

// equalNoSpace reports whether a and b are equal once all white space is
// removed from both.
func equalNoSpace(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i] < utf8.RuneSelf && asciiSpace[a[i]] {
			i++
		}
		for j < len(b) && b[j] < utf8.RuneSelf && asciiSpace[b[j]] {
			j++
		}
		if i == len(a) || j == len(b) {
			break
		}
		ca, cb := a[i], b[j]
		if ca < utf8.RuneSelf && cb < utf8.RuneSelf {
			if ca != cb {
				return false
			}
			i++
			j++
			continue
		}
		// Some non-ASCII character: compare the rest rune by rune.
		return equalIgnoring(a[i:], b[j:], isPySpace)
	}
	return equalIgnoring(a[i:], b[j:], isPySpace)
}

// equalDigits compares the digit sequences (all Nd characters in order,
// Python's "".join(re.findall(r"\d+", s))) of a and b.
func equalDigits(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i] < utf8.RuneSelf && (a[i] < '0' || a[i] > '9') {
			i++
		}
		for j < len(b) && b[j] < utf8.RuneSelf && (b[j] < '0' || b[j] > '9') {
			j++
		}
		if i == len(a) || j == len(b) || a[i] >= utf8.RuneSelf || b[j] >= utf8.RuneSelf {
			break
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
	return equalIgnoring(a[i:], b[j:], func(r rune) bool { return !unicode.IsDigit(r) })
}

// equalIgnoring reports whether a and b are equal once every character
// for which skip is true is removed from both.
func equalIgnoring(a, b string, skip func(rune) bool) bool {
	i, j := 0, 0
	for {
		var ra, rb rune = -1, -1
		for i < len(a) {
			r, size := utf8.DecodeRuneInString(a[i:])
			i += size
			if !skip(r) {
				ra = r
				break
			}
		}
		for j < len(b) {
			r, size := utf8.DecodeRuneInString(b[j:])
			j += size
			if !skip(r) {
				rb = r
				break
			}
		}
		if ra != rb {
			return false
		}
		if ra < 0 {
			return true
		}
	}
}

// nfcRecord writes the record's texts in Unicode's composed form (NFC), so
// that canonically equivalent texts, one text by the Unicode standard, are
// scored as one: a reference kept decomposed by its corpus ("cafe" +
// U+0301, as macOS and some exports write it, and prep keeps it) against a
// model's composed "café" (SentencePiece normalizes to NFKC by default)
// was a substituted word, a wrong character and a lost BLEU n-gram (qa93).
// sacrebleu and jiwer compare code points, so on decomposed text they
// count what this does not. ASCII, nearly every record, is one pass over
// its bytes.
func nfcRecord(r *Record) {
	r.Src, r.Hyp, r.Ref = nfc(r.Src), nfc(r.Hyp), nfc(r.Ref)
	for i, ref := range r.Refs {
		r.Refs[i] = nfc(ref)
	}
}

func nfc(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			// From the ASCII letter before: a mark composes with it.
			if norm.NFC.IsNormalString(s[max(i-1, 0):]) {
				return s
			}
			return norm.NFC.String(s)
		}
	}
	return s
}
