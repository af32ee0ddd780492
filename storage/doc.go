// Package storage reads and writes dataset versions through Beam's
// filesystem package, so one code path serves local folders, gs:// and
// s3://: whole-file reads and atomic writes (temp + rename), publishing a
// version (shards moved into place, card, manifest last, created only
// where none is, so that of runs of one version id at once exactly one,
// on a local disk, gs:// or s3://, publishes it: PublishClaimed, PublishedBy), repairing a
// published version a re-run finds damaged (RepairPublished), listing complete
// versions, streaming a shard's rows (Head; HeadJSON, versions head's JSON
// lines in the row type of the version's kind), diffing two versions (Diff, and
// LatestChanges: what a version differs in from the one latest names), finding the ids
// of a version that more than one split carries (SplitDuplicates, for the
// finalizer's guard), recounting a pair version's rows that repeat a
// (written, spoken) pair of their split (RepeatedPairs, for versions
// verify) and finding what killed runs left (FindLeftovers, for
// versions gc and the leftover rows of versions list) and removing it
// (GC, the whole of versions gc: each leftover said as it goes). ListTree lists a
// root once and tells its versions, tags and leftovers from that one
// listing (on gs:// and s3:// the store's own listing by prefix, with
// each object's time, whatever the folder's name holds: listByPrefix), and
// so are a dataset folder's tags (Tags) and the files below a folder that
// match a pattern (ListMatching: a job's spilled runs); ObjectExists looks
// one object up by its exact name (a run's staging marks), and FolderHolds
// tells a store's folder, which has no object of its own name, from a
// name that matches nothing, each in one listing of at most one object. A local path whose name
// holds glob characters is quoted (QuoteGlob) before it is globbed. Size
// gives a file's size, and TotalSize the sum of many (an object store's
// looked up 16 at once: the total of a prep's progress bar).
//
// The record contract itself (rows, manifest, version id, verification
// logic) lives in package dataset, which imports no Beam code; FS is this
// package's implementation of dataset.FS and of view.Files, the file access
// the CLI hands the packages that stay free of Beam (the trainer, view).
package storage
