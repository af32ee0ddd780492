// Package sources parses corpus files into dataset rows: raw Google Text
// Normalization (GTN) token files, NeMo's sentence-level GTN JSONL, the
// Kaggle Text Normalization Challenge's one-token-per-row CSV,
// Libriheavy's lhotse cut manifests, SPGISpeech CSV, Common Voice TSV,
// NeMo's test cases, and written text (plain, JSONL, Parquet, CSV/TSV).
//
// Parsers are plain Go over an io.Reader: no Beam, so they are fuzzed and
// unit-tested directly; transforms/ calls them from a whole-file DoFn. Every
// input record becomes either a dataset.Pair, carrying the file and lines
// it came from (Pair.From, so that a later stage's reject names them too),
// or a dataset.Reject whose Location names file and line, so read =
// written + rejected holds by construction. Problems that make a whole file unusable (unreadable,
// truncated gzip) are returned as errors naming the file and line.
package sources
