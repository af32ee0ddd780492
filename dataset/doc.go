// Package dataset owns itnprep's on-disk dataset: the row types (Pair,
// Span, Reject), the Parquet schema, shard naming and assignment, shard
// writing and reading, the manifest with its content-derived version id,
// verification, listing, diffing and the dataset card.
//
// Layout of one version (Hugging Face style, so `datasets.load_dataset`
// reads it directly):
//
//	OUTPUT/NAME/VERSION/
//	  manifest.json                        written last; its presence makes the version visible
//	  README.md                            dataset card (YAML header + counts + figures)
//	  data/<split>-NNNNN-of-MMMMM.parquet  rows sorted by id; shard = fnv1a64(id) mod M
//	  rejects/rejects-NNNNN-of-MMMMM.parquet
//
// The package imports no Beam code: transforms/ wraps it, and the CLI and
// tests use it directly.
package dataset
