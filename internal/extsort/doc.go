// Package extsort is the external sort under the dataset sink and the
// sorted line files (mine-pairs' mismatches and rejects, evaluate's
// rejects): sorted runs of (key, row) entries written to any io.Writer
// (whole, or entry by entry as a merge produces them), read back through a
// small buffer, and merged k ways, so sorting needs memory for a bounded
// buffer and one entry per run instead of every row. Plain Go, no Beam.
//
// It also owns the temporary files such sorts spill to: CreateUnnamed, a
// temporary file whose name is removed as soon as it is made (a killed
// process leaves nothing behind), which mine's sorted patterns, a table's
// long fields, storage's local copies, verify's and the trainer's staging
// scratch all make theirs with; and TempRuns, the runs of a sort done in
// process (evaluate's repeated-id check, versions overlap) merged level by
// level, so the files open at once stay a few per level.
package extsort
