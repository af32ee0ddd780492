// Package sources parses corpus files into dataset rows: raw Google Text
// Normalization (GTN) token files, NeMo's sentence-level GTN JSONL, the
// Kaggle Text Normalization Challenge's one-token-per-row CSV,
// Libriheavy's lhotse cut manifests, SPGISpeech CSV, Common Voice TSV,
// NeMo's test cases, and written text (plain, JSONL, Parquet, CSV/TSV,
// SubRip and WebVTT subtitles). It holds the one table of input formats
// (formats.go: which format claims a file, its split, its parser), the one
// table of compressions (codecs.go) and --split-by-id's hash (SplitByID).
//
// Parsers are plain Go over an io.Reader: no Beam, so they are fuzzed and
// unit-tested directly; transforms/ calls them from a whole-file DoFn. Every
// input record becomes either a dataset.Pair, carrying the file and lines
// it came from (Pair.From, so that a later stage's reject names them too)
// and, where the record is not its written text as read, the record as the
// file holds it (Pair.Raw, so that a cleaning reject stores the input line
// as a parse reject does), or a dataset.Reject whose Location names file and line, so read =
// written + rejected holds by construction. Problems that make a whole file unusable (unreadable,
// truncated gzip) are returned as errors naming the file and line.
//
// The GTN readers write the spoken side in ASR form (ASRForm: lower case,
// no punctuation, an apostrophe kept between letters) with GTN's clitics
// joined to the word said before them in all three formats ("Mike 's
// house" is "mike's house": GTNSpokenForm, appendGTNToken), as
// --detokenize joins them on the written side, from one list
// (textfold.Clitic). A lone apostrophe, a quote or a plural possessive's
// ("students ' union"), is not said ("students union"): a possessive
// sounds as its plural does, and an ASR system writes neither mark. The
// marks GTN's spoken column puts on a letter are no words (trimGTNMarks):
// the English release's "_letter" and the Russian release's "_trans" (a
// Cyrillic letter of a Latin-script word said transliterated) and
// "_latin" (a Latin letter read out) are stripped, each letter a spoken
// word of its own.
//
// detokenize.go is prep gtn's --detokenize, for all three GTN formats (raw
// token files and Kaggle's CSV through the sentence assembler, NeMo's JSONL
// through Detokenize): it writes the written side as a writer types it,
// punctuation and clitics joined to their word, PTB quote tokens as the
// straight quote, one period after an abbreviation's ("p.m. ." is "p.m."),
// and the words GTN split at a slash, a hyphen or a dotted abbreviation's
// periods ("U . S ." is "U.S."); a spaced ellipsis stays as written. The
// spoken side is never detokenized: it is in ASR form either way.
//
// language.go is the written-only sources' language check (--language en,
// ReadOptions.CheckEnglish): NotEnglishWhy judges a line alone, by the
// function words of English and other languages and by letters and
// endings English does not use, counting its prose only (language_markup.go:
// proseOf leaves out its HTML, wiki and Markdown markup, URLs, addresses
// and code, since the check runs before any cleaning); LanguageRun judges a short line with the
// RunAhead (8) lines before and after it in its file, holding the records
// of the lines not yet decided only; EnglishSink puts it in front of a
// format's Sink.
//
// plainshape.go (PlainShape) is the check, for prep text and the
// streaming verbalize, that a file read as sentences, one a line, is one:
// a raw Google TN file, a Kaldi data directory's files, subtitles under a
// plain-text name and NeMo's test cases (written~spoken) are refused at
// the line that shows it, naming the command or the step that reads them
// (NotSentencesError); so is WikiText-103/-2 (Merity et al.; its "@-@",
// "@,@" and "@.@" separators) by verbalize. prep text reads WikiText,
// plain or in a table's, a JSON Lines file's or a Parquet file's text
// field (Hugging Face's Salesforce/wikitext), as what it is (wikitext.go,
// wikiText): its headings set aside (select/wikitext_heading), a
// paragraph holding <unk> or <formula> rejected, every other paragraph
// one record, its marks joined and its tokens detokenized (Detokenize).
// Each text reader holds its file's first records until the file is
// told WikiText or text, so a text file's records come out as before.
// WikiExtractor's article delimiters (<doc ...>, </doc>) are its markup,
// passed over in plain text as a subtitle's timing lines are (text.go).
// A named field (--text-field, --id-field) that no field of a JSON line
// has and whose name holds dots is read by its path inside nested
// objects, as jq reads .translation.en (lookupField; a name without a dot
// is one map lookup, as before), and a Parquet text by its path inside a
// struct column (nestedValue).
//
// Text damaged before itnprep read it, mojibake ("cafÃ©") or U+FFFD, is
// judged by internal/textdamage and rejected as parse/mojibake or
// parse/replacement_character by every public Parse function that hands
// records to a Sink, called through the format table or directly, and by
// ParseCut (a CutError).
package sources
