// Package dataset is the record contract of itnprep's datasets: the row
// types (Pair, Span, Reject), the Parquet schema, shard naming and
// assignment, shard encoding and decoding, the manifest with its
// content-derived version id (BuildManifest assembles it from a run's
// parts), verification of a version, and the dataset card's text. It also
// owns the order of row ids as people number lines (IDLess: digit runs by
// value, so FILE:LINE ids follow the input's files and lines where shards
// keep string order; versions diff and view list rows by it) and reading
// chosen rows of one shard by seeking to them, never scanning it
// (ReadRowsAt, ReadRowMapsAt: a page of view's rows in id order). It holds
// the one hash of a row's (split, written, spoken), PairHasher, so that
// prep's count of repeated pairs (transforms.RepeatedPairs) and versions
// verify's recount from the shards (storage.RepeatedPairs) count alike,
// and a record's input as its file holds it (Pair.Raw, RawInput), which a
// cleaning stage's reject stores as a parse reject stores its line.
// The publication guard (Guard) is here too, with its counts of rows that
// look like the wrong input though every record parsed (Sense: texts
// swapped, ids or markup for text, text already spoken), which the pair
// shard writers fill and a prep checks before it publishes.
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
// The package imports no Beam code, directly or through a dependency, so
// sources/ and trainer/ can use it without Beam. It reads versions only
// through the FS interface: package storage implements it over Beam's
// filesystem (local, gs://, s3://) and also owns publishing, listing,
// streaming and diffing; LocalFS reads local folders.
package dataset
