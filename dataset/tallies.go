package dataset

// The named tallies of a manifest's stats (Stats.Tallies), every one in
// this one list: a row kind's shard writer fills some over its rows, a
// derive stage records others as figures of the whole version
// (ManifestParts.Tallies), and the card's figures, versions show, verify
// and export read them by these names. Like all Stats they are outside the
// version id. The names lived where each writer or reader was (card/ for
// the tagger's, tagging/ for tag_vocab, transforms/ for u2tf's) until
// 2026-11-30; the strings are unchanged.
const (
	// TallyTags counts every tag of every row of a tagger version (its
	// shard writer; the card's tag coverage figure).
	TallyTags = "tags"
	// TallySemiotic counts the semiotic class of every span of a tagger
	// version (its shard writer; the card's and view's semiotic classes).
	TallySemiotic = "semiotic"
	// TallyTagVocab is a tagger version's vocabulary in figures, keyed by
	// the TagVocab* keys below (derive tagger's vocabulary stage; versions
	// show prints it, export nemo-tagger reads it, verify checks it against
	// TaggerVocabFile). The card's "Tag vocabulary" table shows the same
	// figures; a version published before the tally (2026-11-30) has them
	// only there.
	TallyTagVocab = "tag_vocab"
	// TallyU2TFPunct, TallyU2TFCase and TallyU2TFITN count a Universal-2-TF
	// version's punctuation, case and ITN labels (its shard writer; the
	// card's label figures).
	TallyU2TFPunct = "punct"
	TallyU2TFCase  = "case"
	TallyU2TFITN   = "itn"
)

// Keys of TallyTagVocab.
const (
	TagVocabDistinct        = "distinct"         // distinct fragments counted over the vocabulary split
	TagVocabOccurrences     = "occurrences"      // fragment occurrences counted there
	TagVocabKept            = "kept"             // fragments kept: the lines of TaggerVocabFile
	TagVocabKeptOccurrences = "kept_occurrences" // occurrences the kept fragments cover: the sum of its counts
	TagVocabSize99          = "size_99"          // fragments needed for 99% of the occurrences
	TagVocabSize999         = "size_99.9"        // and for 99.9%
)
