// Package sources owns the parsing of itnprep's input formats into plain Go
// values: one record (line, cut, row) at a time, no I/O policy and no Beam,
// so the same code serves Beam DoFns, command-line tools and fuzzing.
//
// lhotse.go reads Libriheavy's lhotse cut manifests
// (libriheavy_cuts_SUBSET.jsonl.gz, one MonoCut JSON object per line) and
// maps a manifest's file name to its dataset split.
//
// A gzip manifest cannot be split, so a pipeline reads each file whole in one
// DoFn: the 7 GB libriheavy_cuts_large.jsonl.gz would then be read by a
// single worker. For Dataflow, re-shard it first into pieces whose names keep
// the subset, for example
//
//	zcat libriheavy_cuts_large.jsonl.gz | split -l 100000 -d -a 5 \
//	    --additional-suffix=.jsonl --filter='gzip > $FILE.gz' - libriheavy_cuts_large.
//
// which writes libriheavy_cuts_large.00000.jsonl.gz, ...; LibriheavySplit
// accepts those names (and libriheavy_cuts_large-00000-of-00112.jsonl.gz) and
// maps them to the same split. Cut ids are unique across pieces, so the
// resulting dataset version is the same as from the single file.
package sources
