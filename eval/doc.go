// Package eval scores inverse-text-normalization and denormalization
// outputs with the metrics of the literature, so that runs, datasets and
// models are compared on one ruler. It owns the metric definitions, the
// word alignment behind them, the sufficient statistics that let a corpus
// be scored in pieces (Counts, additive), the fast JSONL record scanner
// and the in-process parallel runner, and the check that no prediction
// repeats an earlier one's id (Repeats; Refusal, evaluate's refusal of
// such scores). It imports no Beam: the Beam variant
// (transforms/, pipelines/) calls Scorer and sums Counts.
//
// # Input and tokenization
//
// A Record is {"id", "src" (spoken input), "hyp" (model output), "ref"
// (written reference), "refs" (optional alternative references)}. Word
// metrics split on white space (Python's str.split(), so U+001C..U+001F
// separate too) and keep case: GTN-style references already carry
// punctuation as separate tokens. TokenizePunct also makes every Unicode
// P*/S* character a token (the "punct" mode of the reference
// implementation eval/anchor_test.go compares against). Every text is
// first written in Unicode's composed form (NFC, nfcRecord), so that
// canonically equivalent texts score as one; sacrebleu and jiwer compare
// code points, so on decomposed text they count what this does not.
//
// # Metrics (all corpus sums, never averages of sentence rates)
//
//   - WER = (S+D+I)/N_ref from a unit-cost Levenshtein alignment of ref and
//     hyp tokens (exact string equality). The S/D/I split depends on the
//     tie-break; ours is Kaldi's LevenshteinAlignment's:
//     walking back from the end, the diagonal (match or substitution) is
//     taken when its cost is <= both the deletion and the insertion, else
//     the deletion when <= the insertion, else the insertion. Sentence
//     accuracy: hyp tokens == ref tokens.
//   - Class WERs (Suter & Novak 2019, with their character sets): keep
//     only the class's tokens in both ref and hyp, then the edit distance
//     of the filtered lists over the filtered ref length. Copy Word: every
//     character in a-z. Uppercase Word: at least one upper-case character
//     (Python's isupper: Lu and Other_Uppercase). Digit: at least one digit
//     (Python's isdigit: Nd plus superscripts and the like). Punctuation: a
//     token in , ; : . ? ! / - ( ) ". Symbol: a token in % & ° § + EUR CHF
//     USD GBP m mm cm km m2 m3 km2 l dl ml g kg.
//   - I-WER / NI-WER (Sunkara et al. 2021): src is aligned with ref by the same
//     Levenshtein; a ref token aligned as an exact match is non-ITN, every
//     other ref token ITN. Each ref/hyp error is charged to the class of
//     its ref token; an insertion to the ref token before it in the
//     alignment, or, with no ref token before it, to the first ref token
//     after it; with an empty reference it is non-ITN (the reference
//     implementation's default insertion attribution, "prev").
//   - Universal-2-TF's I-WER and M-WER (AssemblyAI 2024), computed with
//     I-WER/NI-WER: the same I-WER over the sentences with case folded and
//     punctuation removed at the words' edges (U2TFFold), and over the
//     reference's mixed-case words (MixedCase; edge punctuation removed,
//     case kept), words split at white space as every word metric here
//     is (Python's; see u2tf.go).
//   - Multi-reference sentence accuracy (Antonova et al. 2022, the
//     Thutmose tagger; NeMo's
//     text_normalization_as_tagging evaluation/eval.py): a sentence is
//     correct when hyp equals ref or one of refs once all white space is
//     removed. Otherwise it is a digit error when its digits (all Nd
//     characters in order, NeMo's "".join(re.findall(r"\d+", s))) equal
//     those of no reference, i.e. differ even from the closest reference,
//     and an other error when some reference has the same digits. NeMo also
//     lower-cases the prediction (GTN references are lower case); we keep
//     case, so a capitalization error is an other error.
//   - PER (Universal-2-TF 2024, after Meister et al.; NeMo's
//     OccurancePunctuationErrorRate) over , . ? : tokens are
//     re.findall(r"[\w']+|[,.?]"), marks are masked to one symbol, a
//     unit-cost DP with forward pointers (equal: correct; else the cheapest
//     of substitution, insertion, deletion in that order of preference) is
//     walked back; a masked match of two different marks is a
//     substitution; deletions and insertions are what remains of each
//     mark's count. PER = (S+D+I)/(C+S+D+I). With it, Universal-2-TF's F1
//     per mark (its Table 4: periods, commas, question marks) on the same
//     alignment: 2 C_m / (reference marks m + hypothesis marks m).
//   - CER (the capitalization measure of Universal-2-TF 2024): character edit
//     distance after removing every Unicode punctuation (P*) character and
//     collapsing white space to single spaces, over the reference length.
//     With it, Universal-2-TF's casing F1 per class (its Table 5: lower
//     case, acronyms, capital case; and mixed case) over the input's
//     words: reference and hypothesis words with the marks at their edges
//     removed are aligned case-folded, and each pair of equal words that
//     is a word of src (case folded, edge marks removed: not one of the
//     Universal-2-TF I-WER's ITN words) counts its reference and
//     hypothesis class (u2tf's casing labels: lower, cap, upper, mixed; a
//     word without a cased letter has none), F1 = 2 same / (reference +
//     hypothesis words of the class). Why these words: the paper's figure
//     is its first stage's, which gives one casing label to each token of
//     the spoken input (section 3.1) and is scored per label (section 5.3,
//     Table 5, against BadCode's); the span model writes the ITN words
//     ("doctor" -> "Dr.", "fifteenth" -> "15th", "u s" -> "U.S."), so
//     their casing is no input word's label (I-WER counts them), and a
//     word the hypothesis drops or rewrites leaves no label to read (a
//     word error, WER's). A sentence without src has no input word, so
//     none (as I-WER makes every word of it an ITN word; the table says
//     so). Until 2026-12-02 (qa73) it counted every word both sides
//     share, ITN outputs too ("15th" a lower-case word). The words and
//     alignments are the Universal-2-TF I-WER's where it made them (its
//     fold is the same words lower-cased, both split at Python's white
//     space).
//   - BLEU: sacrebleu's corpus_bleu with its defaults: 13a tokenization,
//     4-grams, brevity penalty exp(1 - r/c), "exp" smoothing (acts only
//     when an order has no match), no effective order. The references of
//     a sentence are "ref" and every entry of "refs", as sacrebleu's
//     reference streams: an n-gram is clipped to its largest count in any
//     one reference, the reference length is the one closest to the
//     hypothesis length (the shorter on a tie), and a reference that is
//     exactly "" is dropped (a stream without that sentence). Where every
//     reference is "", sacrebleu refuses the corpus; we score against the
//     empty reference (reference length 0, no match). eval/sacrebleu_test.go
//     holds sacrebleu's published test values (48.530827 on its README
//     example with two streams).
//   - WER with an empty reference follows jiwer's convention (its
//     tests/test_empty_ref.py): no reference word and no error is 0, else
//     the rate is the number of errors, all insertions (WERRate). This
//     applies to the corpus (N_ref = 0, said under the table) and to each
//     sentence in --details ("wer", flagged "empty_ref": true);
//     Counts.EmptyRefSentences counts them. Counts.EmptyHypSentences
//     counts the sentences without a hypothesis word (a model that decodes
//     nothing; train's note on such a run reads it from the one scoring
//     pass).
//
// # The table
//
// Counts.WriteTable prints one row per metric: TYPE, ERRORS, TOTAL, RATE
// (ERRORS / TOTAL; the word rows follow jiwer's empty-reference
// convention) and TOTAL COUNTS, what TOTAL is a count of (sentences,
// reference words, the reference tokens of a class, aligned marks,
// reference characters; Row.Of, "of" in JSON). A row whose TOTAL is 0 has
// no rate ("n/a", JSON null). A class row's ERRORS are Suter & Novak's:
// the edit distance of the class's tokens (substitutions, deletions and
// insertions), over its reference tokens; the "  Insertion" row under it
// (key "<class>_ins", ClassCounts.Ins) counts the insertions among them,
// class tokens only the hypothesis has, on the word rows' alignment (the
// Kaldi walk), so ERRORS minus it are the errors on reference tokens. A
// class row over no reference token that still has errors says on
// the row that every one is an insertion (TOTAL COUNTS "...: none, so
// every error is an insertion"): Suter & Novak's class WER is the edit
// distance of the class's tokens alone, so a class token only the
// hypotheses have ("g" is a Symbol token, grams; a "." a tagger's
// prediction has where its target has no punctuation) is an error counted
// against nothing. Any other such row gets a line under the table.
//
// # The anchor definitions
//
// The Python reference implementation this package is checked against
// (eval/anchor_test.go runs it when the shared material is present)
// defines two classes differently; DefinitionAnchor switches its rules in
// (Options.Punct, Options.Symbol; CLI --punct-class/--symbol-class anchor):
//
//   - Punctuation: a token all of whose characters are in . , : ; ! / ? -
//     (so "--" and "?!" count; ( ) " do not), instead of one of the
//     eleven single-character tokens of Suter & Novak 2019.
//   - Symbol: a token holding a character that is not alphanumeric, not in
//     the punctuation set above and not an apostrophe ($ % & + = # @ ( ) "
//     ...), instead of Suter & Novak 2019's fixed list, which also holds unit words
//     (EUR, km, kg) and no $.
//
// Its Copy Word is "all characters in the corpus's src character
// set" unless --copy-charset names the characters; with
// abcdefghijklmnopqrstuvwxyz it is ours. Digit and Uppercase coincide.
//
// # Speed
//
// Options.Skip leaves metric families out (--metrics): their counts stay
// zero and the reports omit them; the others are unchanged.
//
// Word tokens get ids per sentence from a small open-addressing table
// cleared before each sentence (it stays in the L1 cache; a corpus-wide
// table cost a third of a whole run in cache misses); BLEU and PER
// tokens keep a corpus-wide memo. Run reads JSONL in pooled 64 KiB chunks
// of whole lines and decodes strings in place. The alignment runs Myers' bit-parallel DP in Hyyrö's block form, storing one
// pair of delta vectors per column and reading back only the cells the
// Kaldi walk visits; distances (class WERs, CER) strip common prefix and
// suffix first. A hypothesis equal to its reference skips everything but
// the src/ref alignment. BLEU and PER tokens are memoized per white-space
// field. Scorer is single-goroutine; Run fans batches out to one Scorer
// per worker and sums integer Counts, so results never depend on the
// number of workers.
package eval
