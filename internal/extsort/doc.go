// Package extsort is the external sort under the dataset sink: sorted runs
// of (key, row) entries written to any io.Writer, read back through a small
// buffer, and merged k ways, so sorting a shard needs memory for a bounded
// buffer and one entry per run instead of every row. Sorter does the same
// within one process (a bounded buffer, runs in a temporary folder) for a
// single sorted output such as mine-pairs' mismatch file. Plain Go, no Beam.
package extsort
