// Package trainertest builds small dataset versions in the on-disk
// contract (manifest.json + Parquet shards) for the trainer's tests.
package trainertest
