// Package extsort is the external sort under the dataset sink and the
// sorted line files (mine-pairs' mismatches and rejects, evaluate's
// rejects): sorted runs of (key, row) entries written to any io.Writer
// (whole, or entry by entry as a merge produces them), read back through a
// small buffer, and merged k ways, so sorting needs memory for a bounded
// buffer and one entry per run instead of every row. Plain Go, no Beam.
package extsort
