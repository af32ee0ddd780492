package eval

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/itnprep/itnprep/internal/jsonline"
)

// Row is one line of the papers' table: TYPE ERRORS TOTAL RATE, and what
// TOTAL counts. Rate is Errors/Total, or nil when Total is 0 (printed
// "n/a", JSON null); the word rows follow jiwer's convention instead
// (WERRate). Of says what Total counts ("reference words", "sentences").
type Row struct {
	Type   string   `json:"type"`
	Key    string   `json:"key"`
	Errors int64    `json:"errors"`
	Total  int64    `json:"total"`
	Rate   *float64 `json:"rate"`
	Of     string   `json:"of"`
}

func ratio(e, n int64) *float64 {
	if n == 0 {
		return nil
	}
	r := float64(e) / float64(n)
	return &r
}

// WERRate is word errors over reference words with jiwer's convention for
// an empty reference (its tests/test_empty_ref.py): with no reference
// word, no error is a rate of 0 and otherwise the rate is the number of
// errors, all of them insertions (jiwer's process_words("", "hello") has
// wer 1, a hypothesis of i words wer i). A rate of errors over zero words
// would be undefined; jiwer's choice keeps a sentence (or corpus) with an
// empty reference comparable and never silently null.
func WERRate(errors, refWords int64) float64 {
	if refWords == 0 {
		return float64(errors)
	}
	return float64(errors) / float64(refWords)
}

// werRate is WERRate, nil only when there is no sentence at all.
func werRate(c *Counts, errors int64) *float64 {
	if c.Sentences == 0 {
		return nil
	}
	r := WERRate(errors, c.RefWords)
	return &r
}

// Rows lays the counts out as the table, one row per metric computed
// under o, in the order of the papers (sentence, word, classes) followed
// by the other papers' metrics. BLEU is not an error rate and is reported
// separately.
func (c Counts) Rows(o Options) []Row {
	row := func(typ, key string, e, n int64, of string) Row {
		return Row{Type: typ, Key: key, Errors: e, Total: n, Rate: ratio(e, n), Of: of}
	}
	// The word rows follow jiwer's empty-reference convention (WERRate).
	word := func(typ, key string, e int64) Row {
		return Row{Type: typ, Key: key, Errors: e, Total: c.RefWords, Rate: werRate(&c, e), Of: "reference words"}
	}
	rows := []Row{
		row("Sentence", "sentence", c.Sentences-c.SentencesCorrect, c.Sentences, "sentences (an error: hypothesis words differ from the reference's)"),
		word("Word", "word", c.Sub+c.Del+c.Ins),
		word("  Substitution", "sub", c.Sub),
		word("  Deletion", "del", c.Del),
		word("  Insertion", "ins", c.Ins),
	}
	if o.computes(MetricClass) {
		// Each class row counts Suter & Novak's errors (substitutions,
		// deletions and insertions of the class's tokens) over its
		// reference tokens; the row under it, the insertions among them,
		// class tokens only the hypothesis has, so that ERRORS minus it
		// are the errors on reference tokens.
		for cl := Class(0); cl < NumClasses; cl++ {
			k := c.Class[cl]
			rows = append(rows, row(cl.Name(), cl.Key(), k.Errors, k.Ref, "reference "+cl.tokens(o)),
				row("  Insertion", cl.Key()+insSuffix, k.Ins, k.Ref, "reference tokens of the class above"))
		}
	}
	if o.computes(MetricITN) {
		rows = append(rows,
			row("ITN Word (I-WER)", "i_wer", c.ITNErrors, c.ITNRef, "reference words not in the spoken input as they are"),
			row("Non-ITN Word (NI-WER)", "ni_wer", c.NonITNErrors, c.NonITNRef, "reference words copied from the spoken input"),
			row("ITN Word, U2-TF (I-WER)", "u2tf_i_wer", c.U2TFITNErrors, c.U2TFITNRef, "reference words needing ITN, case folded and punctuation removed (Universal-2-TF)"),
			row("Mixed-case Word (M-WER)", "u2tf_m_wer", c.MixedErrors, c.MixedRef, "reference mixed-case words (McDonald, iPhone), edge punctuation removed"))
	}
	if o.computes(MetricMultiRef) {
		rows = append(rows,
			row("Sentence, multi-ref", "multiref", c.MultiRefDigitErrors+c.MultiRefOtherErrors, c.Sentences, "sentences (correct: equal to ref or one of refs, spaces ignored)"),
			row("  Digit Error", "multiref_digit", c.MultiRefDigitErrors, c.Sentences, "sentences (wrong digits against every reference)"),
			row("  Other Error", "multiref_other", c.MultiRefOtherErrors, c.Sentences, "sentences (wrong, digits right)"))
	}
	if o.computes(MetricPER) {
		rows = append(rows, row("Punctuation Mark (PER , . ?)", "per", c.PER.Errors(), c.PER.Total(), "marks , . ? aligned: correct + errors"))
	}
	if o.computes(MetricCER) {
		rows = append(rows, row("Character, no punct. (CER)", "cer", c.CharErrors, c.CharRef, "reference characters, punctuation removed"))
	}
	return rows
}

// insSuffix ends the key of a class's Insertion row ("digit_ins").
const insSuffix = "_ins"

// isClassKey reports whether key is a class row's (Class.Key).
func isClassKey(key string) bool { return slices.Contains(classKeys[:], key) }

// isClassInsKey reports whether key is a class's Insertion row's.
func isClassInsKey(key string) bool {
	k, ok := strings.CutSuffix(key, insSuffix)
	return ok && isClassKey(k)
}

// WriteTable prints the table of the metrics computed under o with
// aligned columns and rates in percent, followed by the BLEU line.
func (c Counts) WriteTable(w io.Writer, o Options) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TYPE\tERRORS\tTOTAL\tRATE\tTOTAL COUNTS")
	rows := c.Rows(o)
	var undefined []string
	for _, r := range rows {
		rate, of := "n/a", r.Of
		switch {
		case r.Rate != nil:
			rate = strconv.FormatFloat(100**r.Rate, 'f', 2, 64) + "%"
		case r.Errors > 0 && isClassKey(r.Key):
			// A class row over no reference token: its edit distance is
			// the class's hypothesis tokens, every one inserted (Suter &
			// Novak's class WER aligns only the class's tokens), which
			// the row says itself: "Punctuation 15 0 n/a" beside PER's
			// rate read as 15 errors of some other kind.
			of += ": none, so every error is an insertion (a token of the class only the hypotheses have)"
		case isClassInsKey(r.Key):
			// Its class row, just above, says that it has no reference token.
		case r.Errors > 0:
			undefined = append(undefined, fmt.Sprintf("%s: %d error(s) over a TOTAL of 0, so no rate: the hypotheses have what the references lack (insertions).", strings.TrimSpace(r.Type), r.Errors))
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\n", r.Type, r.Errors, r.Total, rate, of)
	}
	if o.computes(MetricBLEU) {
		score, _, _ := c.BLEU.Score()
		fmt.Fprintf(tw, "BLEU (13a, sacrebleu)\t-\t-\t%.2f\t(a score out of 100, not a rate)\n", score)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "RATE = ERRORS / TOTAL; n/a where TOTAL is 0 (nothing to count against).")
	if o.computes(MetricClass) {
		fmt.Fprintln(w, "Class rows (Copy Word to Symbol): edit distance between the class's tokens of reference and hypothesis (Suter & Novak), so a class token only the hypothesis has is an error even where the reference has none; the Insertion row under each counts those, so ERRORS minus it are the errors on reference tokens.")
	}
	if n := refMarksOnWords(c, o); n > 0 {
		marks := "marks"
		if n == 1 {
			marks = "mark"
		}
		fmt.Fprintf(w, "Punctuation: no reference token is a mark alone, yet the references hold %d %s , . ? (PER's): --tokenize ws leaves a mark on its word (\"it?\"); --tokenize punct makes each one a token.\n", n, marks)
	}
	if c.NoSrcSentences > 0 {
		// A predictions file without "src" (another tool's, or one
		// written by hand) gave I-WER over every reference word with
		// nothing said about it (qa69); the casing F1 scores none of
		// their words (qa73).
		const lead = "%d of %d sentence(s) have no src (the spoken input the model formatted), so "
		casing := "no word of theirs is an input word of the casing F1"
		switch {
		case o.computes(MetricITN) && o.computes(MetricCER):
			fmt.Fprintf(w, "ITN: "+lead+"every reference word of theirs counts as an ITN word in both I-WER rows and none in NI-WER, and "+casing+": give each line its src for those figures.\n", c.NoSrcSentences, c.Sentences)
		case o.computes(MetricITN):
			fmt.Fprintf(w, "ITN: "+lead+"every reference word of theirs counts as an ITN word in both I-WER rows and none in NI-WER: give each line its src for those figures.\n", c.NoSrcSentences, c.Sentences)
		case o.computes(MetricCER):
			fmt.Fprintf(w, "Casing: "+lead+casing+": give each line its src for that figure.\n", c.NoSrcSentences, c.Sentences)
		}
	}
	if line := c.f1Line(o); line != "" {
		fmt.Fprintln(w, line)
	}
	for _, u := range undefined {
		fmt.Fprintln(w, u)
	}
	if c.Sentences > 0 && c.RefWords == 0 {
		fmt.Fprintln(w, "Word: no reference word at all: the rate is the number of insertions (jiwer's convention)")
	} else if c.EmptyRefSentences > 0 {
		fmt.Fprintf(w, "Word: %d sentence(s) with an empty reference count their insertions (jiwer's convention; see --details)\n", c.EmptyRefSentences)
	}
	if !o.computes(MetricBLEU) {
		return nil
	}
	score, prec, bp := c.BLEU.Score()
	_, err := fmt.Fprintf(w, "BLEU = %.2f %.1f/%.1f/%.1f/%.1f (BP = %.3f ratio = %.3f hyp_len = %d ref_len = %d)\n",
		score, prec[0], prec[1], prec[2], prec[3], bp, bleuRatio(c.BLEU), c.BLEU.HypLen, c.BLEU.RefLen)
	return err
}

// f1Line is the table's line of Universal-2-TF's F1 by class (its Tables 4
// and 5): the marks' on PER's alignment, the casing classes' over the
// input's words both sides keep; "" when neither PER nor CER is computed.
func (c Counts) f1Line(o Options) string {
	pct := func(v *float64) string {
		if v == nil {
			return "n/a"
		}
		return strconv.FormatFloat(100**v, 'f', 2, 64)
	}
	var parts []string
	if o.computes(MetricPER) {
		var b strings.Builder
		b.WriteString("marks")
		for m, r := range PERMarks {
			fmt.Fprintf(&b, " %c %s", r, pct(c.PER.MarkF1(m)))
		}
		parts = append(parts, b.String()+" (on PER's alignment)")
	}
	if o.computes(MetricCER) {
		var b strings.Builder
		b.WriteString("casing")
		for k, name := range CaseKeys {
			fmt.Fprintf(&b, " %s %s", name, pct(c.Case.F1(k)))
		}
		// The count of words read lets a reader check the F1s by hand:
		// the line named no count, and "both sides keep" no src.
		var n int64
		for _, r := range c.Case.Ref {
			n += r
		}
		fmt.Fprintf(&b, " (over %d input words: the reference's words that are words of src and of the hypothesis, case and edge marks aside)", n)
		parts = append(parts, b.String())
	}
	if len(parts) == 0 {
		return ""
	}
	return "F1 by class, out of 100 (Universal-2-TF Tables 4 and 5): " + strings.Join(parts, "; ") + "."
}

// refMarksOnWords is the number of reference marks , . ? PER aligned
// where the Punctuation class found no reference token under --tokenize
// ws: written text (a u2tf model's, a seq2seq model's) keeps its marks on
// the words ("it?", "p.m.,"), so its Punctuation row read "0 0 n/a"
// beside a PER over dozens of marks. 0 where it does not apply.
func refMarksOnWords(c Counts, o Options) int64 {
	if !o.computes(MetricClass) || !o.computes(MetricPER) || o.Tokenize != TokenizeWhitespace || c.Class[ClassPunct].Ref > 0 {
		return 0
	}
	return c.PER.Correct + c.PER.Sub + c.PER.Del
}

// bleuRatio is sacrebleu's length ratio: hyp_len / ref_len, and 0 where
// no reference has a word (its BLEUScore: sys_len / ref_len if ref_len
// else 0), which the table and the JSON print as sacrebleu does.
func bleuRatio(s BLEUStats) float64 {
	if s.RefLen == 0 {
		return 0
	}
	return float64(s.HypLen) / float64(s.RefLen)
}

// BLEUReport is the JSON form of the BLEU result.
type BLEUReport struct {
	Score      float64            `json:"score"`
	Precisions [BLEUOrder]float64 `json:"precisions"`
	BP         float64            `json:"bp"`
	Ratio      float64            `json:"ratio"`
	BLEUStats
}

// Summary is the --json output: the options, the table rows, the headline
// rates under the reference implementation's names, BLEU, and the raw
// counts.
type Summary struct {
	Sentences        int64               `json:"sentences"`
	Tokenize         string              `json:"tokenize"`
	PunctClass       string              `json:"punct_class"`
	SymbolClass      string              `json:"symbol_class"`
	Metrics          string              `json:"metrics"`
	WER              *float64            `json:"wer"`
	S                int64               `json:"S"`
	D                int64               `json:"D"`
	I                int64               `json:"I"`
	NRef             int64               `json:"N_ref"`
	SentenceAccuracy *float64            `json:"sentence_accuracy"`
	ClassWER         map[string]ClassWER `json:"class_wer"`
	IWER             *float64            `json:"i_wer"`
	NIWER            *float64            `json:"ni_wer"`
	// U2TFIWER and U2TFMWER are Universal-2-TF's I-WER and M-WER (see
	// u2tf.go), computed with IWER.
	U2TFIWER         *float64 `json:"u2tf_i_wer"`
	U2TFMWER         *float64 `json:"u2tf_m_wer"`
	MultiRefAccuracy *float64 `json:"multiref_sentence_accuracy"`
	PER              *float64 `json:"per"`
	CER              *float64 `json:"cer"`
	// PunctF1 and CaseF1 are Universal-2-TF's F1 by class (its Tables 4
	// and 5, out of 1): per mark , . ? on PER's alignment
	// (PERCounts.MarkF1), per casing class lower, cap, upper, mixed over
	// the input's words both sides keep (CaseCounts); null where neither side has
	// the class, absent where PER or CER is not computed.
	PunctF1 map[string]*float64 `json:"punct_f1,omitempty"`
	CaseF1  map[string]*float64 `json:"case_f1,omitempty"`
	BLEU    *BLEUReport         `json:"bleu"`
	// Quarantined counts input lines set aside as unusable (evaluate
	// --rejects); they are in no other count.
	Quarantined int64  `json:"quarantined"`
	Rows        []Row  `json:"rows"`
	Counts      Counts `json:"counts"`
}

// ClassWER is one class's rate with its counts.
type ClassWER struct {
	WER *float64 `json:"wer"`
	ClassCounts
}

// Summarize turns counts into the --json summary; the rates of metrics
// not computed under o are null.
func (c Counts) Summarize(o Options) Summary {
	s := Summary{
		Sentences:        c.Sentences,
		Tokenize:         o.Tokenize.String(),
		PunctClass:       o.Punct.String(),
		SymbolClass:      o.Symbol.String(),
		Metrics:          o.Metrics().String(),
		WER:              werRate(&c, c.Sub+c.Del+c.Ins),
		S:                c.Sub,
		D:                c.Del,
		I:                c.Ins,
		NRef:             c.RefWords,
		SentenceAccuracy: ratio(c.SentencesCorrect, c.Sentences),
		Rows:             c.Rows(o),
		Counts:           c,
	}
	if o.computes(MetricClass) {
		s.ClassWER = map[string]ClassWER{}
		for cl := Class(0); cl < NumClasses; cl++ {
			k := c.Class[cl]
			s.ClassWER[cl.Key()] = ClassWER{WER: ratio(k.Errors, k.Ref), ClassCounts: k}
		}
	}
	if o.computes(MetricITN) {
		s.IWER, s.NIWER = ratio(c.ITNErrors, c.ITNRef), ratio(c.NonITNErrors, c.NonITNRef)
		s.U2TFIWER, s.U2TFMWER = ratio(c.U2TFITNErrors, c.U2TFITNRef), ratio(c.MixedErrors, c.MixedRef)
	}
	if o.computes(MetricMultiRef) {
		s.MultiRefAccuracy = ratio(c.MultiRefCorrect, c.Sentences)
	}
	if o.computes(MetricPER) {
		s.PER = ratio(c.PER.Errors(), c.PER.Total())
		s.PunctF1 = map[string]*float64{}
		for m, r := range PERMarks {
			s.PunctF1[string(r)] = c.PER.MarkF1(m)
		}
	}
	if o.computes(MetricCER) {
		s.CER = ratio(c.CharErrors, c.CharRef)
		s.CaseF1 = map[string]*float64{}
		for k, name := range CaseKeys {
			s.CaseF1[name] = c.Case.F1(k)
		}
	}
	if o.computes(MetricBLEU) {
		score, prec, bp := c.BLEU.Score()
		s.BLEU = &BLEUReport{Score: score, Precisions: prec, BP: bp, Ratio: bleuRatio(c.BLEU), BLEUStats: c.BLEU}
	}
	return s
}

// AppendDetails appends the --details JSON line of one sentence (without
// the newline): its id as the input gave it (r.IDKind: a string, a number
// as written, or null), its counts and its word errors as [op, ref, hyp]
// triples (null where a side has no token). Each [errors, total] pair
// ("itn", "ni", "u2tf_itn", "mixed", "per", "cer", a class's) is the
// sentence's share of the table's row: over the sentences, the pairs sum
// to the row's ERRORS and TOTAL (Counts.Add).
func AppendDetails(dst []byte, id string, line int64, r *Record, s *Sentence, opts Options) []byte {
	c := &s.Counts
	dst = append(dst, `{"id":`...)
	switch {
	case r.IDKind == IDNumber && isJSONNumber(id):
		dst = append(dst, id...)
	case r.IDKind == IDNone && id == "":
		dst = append(dst, "null"...)
	default:
		// a string, or a Parquet float id JSON has no number for (NaN)
		dst = jsonline.AppendString(dst, id)
	}
	dst = append(dst, `,"line":`...)
	dst = strconv.AppendInt(dst, line, 10)
	dst = appendKV(dst, "S", c.Sub)
	dst = appendKV(dst, "D", c.Del)
	dst = appendKV(dst, "I", c.Ins)
	dst = appendKV(dst, "N", c.RefWords)
	// "wer" follows jiwer's empty-reference convention (WERRate), which
	// "empty_ref" flags: that rate is an insertion count, not a ratio.
	dst = append(dst, `,"wer":`...)
	dst = strconv.AppendFloat(dst, WERRate(c.Sub+c.Del+c.Ins, c.RefWords), 'g', -1, 64)
	if c.RefWords == 0 {
		dst = append(dst, `,"empty_ref":true`...)
	}
	dst = append(dst, `,"correct":`...)
	dst = strconv.AppendBool(dst, c.SentencesCorrect == 1)
	if opts.computes(MetricClass) {
		dst = append(dst, `,"classes":{`...)
		for cl := Class(0); cl < NumClasses; cl++ {
			if cl > 0 {
				dst = append(dst, ',')
			}
			dst = jsonline.AppendString(dst, cl.Key())
			dst = append(dst, ':')
			dst = appendPair(dst, c.Class[cl].Errors, c.Class[cl].Ref)
		}
		// The insertions among each class's errors (the table's
		// Insertion rows).
		dst = append(dst, `},"class_ins":{`...)
		for cl := Class(0); cl < NumClasses; cl++ {
			if cl > 0 {
				dst = append(dst, ',')
			}
			dst = jsonline.AppendString(dst, cl.Key())
			dst = append(dst, ':')
			dst = strconv.AppendInt(dst, c.Class[cl].Ins, 10)
		}
		dst = append(dst, '}')
	}
	if opts.computes(MetricITN) {
		dst = append(dst, `,"itn":`...)
		dst = appendPair(dst, c.ITNErrors, c.ITNRef)
		dst = append(dst, `,"ni":`...)
		dst = appendPair(dst, c.NonITNErrors, c.NonITNRef)
		// Universal-2-TF's I-WER and M-WER of the sentence (u2tf.go),
		// which sum to the table's two rows as "itn" does to I-WER's.
		dst = append(dst, `,"u2tf_itn":`...)
		dst = appendPair(dst, c.U2TFITNErrors, c.U2TFITNRef)
		dst = append(dst, `,"mixed":`...)
		dst = appendPair(dst, c.MixedErrors, c.MixedRef)
	}
	if opts.computes(MetricMultiRef) {
		dst = append(dst, `,"multiref":`...)
		dst = jsonline.AppendString(dst, s.MultiRef)
	}
	if opts.computes(MetricPER) {
		dst = append(dst, `,"per":`...)
		dst = appendPair(dst, c.PER.Errors(), c.PER.Total())
	}
	if opts.computes(MetricCER) {
		dst = append(dst, `,"cer":`...)
		dst = appendPair(dst, c.CharErrors, c.CharRef)
	}
	dst = append(dst, `,"errors":[`...)
	ref := Tokenize(r.Ref, opts.Tokenize)
	hyp := Tokenize(r.Hyp, opts.Tokenize)
	first := true
	for _, e := range s.Edits {
		if e.Op == OpMatch {
			continue
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = append(dst, '[')
		dst = jsonline.AppendString(dst, e.Op.String())
		dst = append(dst, ',')
		if e.Ref >= 0 {
			dst = jsonline.AppendString(dst, ref[e.Ref])
		} else {
			dst = append(dst, "null"...)
		}
		dst = append(dst, ',')
		if e.Hyp >= 0 {
			dst = jsonline.AppendString(dst, hyp[e.Hyp])
		} else {
			dst = append(dst, "null"...)
		}
		dst = append(dst, ']')
	}
	dst = append(dst, "]}"...)
	return dst
}

func appendKV(dst []byte, k string, v int64) []byte {
	dst = append(dst, ',', '"')
	dst = append(dst, k...)
	dst = append(dst, '"', ':')
	return strconv.AppendInt(dst, v, 10)
}

func appendPair(dst []byte, a, b int64) []byte {
	dst = append(dst, '[')
	dst = strconv.AppendInt(dst, a, 10)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, b, 10)
	return append(dst, ']')
}

// isJSONNumber reports whether s is a JSON number literal (RFC 8259:
// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?).
func isJSONNumber(s string) bool {
	i := 0
	digits := func() bool {
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i > start
	}
	if i < len(s) && s[i] == '-' {
		i++
	}
	if i < len(s) && s[i] == '0' {
		i++
	} else if !digits() {
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if !digits() {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if !digits() {
			return false
		}
	}
	return i == len(s)
}
