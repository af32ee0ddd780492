// Package trainertest builds small dataset versions in the on-disk
// contract (manifest.json + Parquet shards, written by dataset's own shard
// writer and manifest builder) for the tests of the trainer and of the
// CLI's train and evaluate: deterministic ITN pairs (Pairs, Words: numbers
// spelled as an ASR transcript writes them), a version of given pairs
// (WriteVersion, WriteSourceVersion) or a whole train/validation/test demo
// version (Demo), and readers of the JSONL files a run stages and writes
// (ReadJSONL, ReadJSONLStrings) that fail the test on a bad line.
package trainertest
