// Package plainprep is the work of `itnprep prep gtn` as a plain Go loop,
// without Beam: read and parse every file (the same sources parser), shard
// rows by the hash of their id, sort each shard, count the manifest's
// figures and write zstd Parquet with the same writer, hashing each shard.
// It writes the same data shard bytes as the pipeline (the speed benchmark
// checks their sha256 against the pipeline's manifest), so the difference
// in CPU time is what the pipeline pays on top of the work itself: Beam,
// the external sort's runs and their binary row form. It holds every row in
// memory, which the pipeline does not; it is a reference for benchmarks
// (scripts/bench-speed.sh, BenchmarkPrepGTN), not a tool.
package plainprep
