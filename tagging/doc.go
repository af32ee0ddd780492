// Package tagging builds training data for the Thutmose tagger (Antonova
// et al. 2022, "Thutmose Tagger: single-pass neural model for inverse text
// normalization"): one tag per spoken word, <SELF>, <DELETE> or the written
// fragment the word produces, so that a token classifier does ITN and a
// fixed post-processing step writes the result.
//
// What it owns (plain Go, no Beam):
//
//   - Tokenize: the paper's written-side tokens (section 2.2): alphabetic
//     runs, single digits, single other characters, with "_" marking where
//     a space-free chunk starts and ends ("jan 30,2005" -> _jan_ _3 0 , 2 0 0 5_).
//   - AlignSpan: the granular alignment of one span's spoken words to its
//     written tokens. The paper used GIZA++ over the whole corpus; here each
//     span is aligned exactly and on its own by a monotone dynamic program
//     over (word, run of tokens) whose scores come from a lexicon of what
//     English number words, symbols, currencies and units write (lexicon.go):
//     "twenty thirteen" / 2013 -> _20 13_; "four hundred thousand" / 400,000
//     -> _4 00 ,000_. Every written token goes to exactly one word, in
//     order, so the tags always realize the written text; the lexicon only
//     decides where the cuts fall. A span whose words do not explain its
//     fragments is rejected (unaligned_fragment, or non_monotonic when the
//     word is written elsewhere in the span, where no word saying the same
//     took it ("' 00s" / "o o" is unaligned), e.g. ISO dates said day first,
//     or written_not_spoken when a word of letters inside a found run is
//     said by no word and the run aligns without it: a citation's "U.S").
//   - Movement (section 2.3): a currency prefix said after its amount
//     ("$100,000" / "one hundred thousand dollars") is moved behind the
//     number and tagged with "<<" (_1 00 ,000_ _$<<), which NeMo's
//     realization moves back to the start of its semiotic span and Realize
//     (no classes) after the last <SELF> word, so it is used only when the
//     word before the span is <SELF>, where both agree; two neighbouring words whose fragments
//     are written in the other order ("10 km²" / "ten square kilometers")
//     take them swapped, the first marked ">" (_10_ _²_> _km_). ">>" is never
//     derived: NeMo's realization parses it but does not move anything.
//   - Reordered numeric dates (reorder.go): a date said in another field
//     order than written ("25/12/2020" / "december twenty fifth twenty
//     twenty") is aligned in the spoken order and given the fewest ">",
//     "<" and "<<" marks that make NeMo's one-pass realization write it
//     back (12/> _2> 5/ 20 20_); an ISO date said with its year last has
//     none and stays non_monotonic.
//   - Deriver.Derive: a whole sentence. Pairs with spans (GTN, verbalizer
//     output) align each span; pairs without (NeMo's GoogleTN JSONL) first
//     find spans by matching written words, in spoken form, against the
//     spoken words with Ratcliff/Obershelp (package align): equal words are
//     <SELF>, each mismatch is aligned granularly and its class guessed
//     (GuessClass); a found day or year next to a month read as itself
//     joins it in one DATE span (mergeFoundDates); a word of letters before a
//     number ("vol 16" said "volume sixteen") is a span of its own, as
//     Google TN's tokens are (wordBeforeNumber), and so is a number that
//     prep gtn --detokenize joined to its compound word ("18-month" is
//     "18", "-", "month": numberCompoundPieces). A word whose fragment is
//     the word itself with no mark is tagged <SELF> (bareToSelf), which
//     writes the same, as NeMo's own data preparation tags it, so that one
//     output has one label. Every example is realized and compared with its target
//     before it is returned (realization_mismatch guards the code).
//   - Realize: NeMo's post-processing (section 2.5, tagging.py's
//     realize_output, runs of spaces collapsed as since r1.9.0) reproduced
//     exactly but for the trimmed ends and "<<", for decoding a trained
//     model that predicts no semiotic classes; RealizeLabels and
//     RealizeSpans are NeMo's with classes ("<<" to the start of its
//     class's run), RealizeLabels what itnprep train's tagger (both of
//     NeMo's heads) is decoded with. Derive keeps a row only if both write
//     its target.
//   - Vocabulary selection (vocab.go): the most frequent fragments covering
//     a share of fragment occurrences, capped; rows needing another
//     fragment are rejected as tag_oov (section 2.4). The vocabulary's file
//     and its figures' tally in a version are dataset's (TaggerVocabFile,
//     TallyTagVocab), as every stats tally's name is (dataset/tallies.go).
//   - NeMo's files (nemo.go): NeMoLine, NeMoLabelMap and NeMoClasses write
//     export nemo-tagger's .tsv lines, label_map.txt and
//     semiotic_classes.txt; NeMoSpanCount counts a line's semiotic spans
//     as NeMo's BertExampleBuilder does (each word outside a span one, and
//     each word from a span that ends past word piece max_sequence_len on,
//     pieces counted by BertBasicTokens, a lower bound), for export's
//     warning on the lines NeMo's training leaves out.
//   - SemioticOf and SemioticSpans convert a tagger row's semiotic column
//     (dataset.SemioticSpan) to and from Semiotic, one place for derive,
//     train's staging and export (tagging already depended on dataset
//     through sources; the import ties nothing new).
//
// The target is the written text in lower case (the tagger's input is lower
// case and <SELF> copies it) less what the spoken side never says: outside
// spans each written token becomes its spoken form (letters, digits, in-word
// apostrophes), so punctuation is dropped; a token holding a symbol that is
// said (%, &, $, ½, ²) is a found span instead, so its symbol stays; spans
// keep their written text.
// Written fragments never contain "_", "<" or ">", which the realization
// deletes: the words saying them stay <SELF> (in the target as spoken) and
// the pieces around them are aligned alone; a span whose pieces do not
// align is rejected (reserved_char).
package tagging
