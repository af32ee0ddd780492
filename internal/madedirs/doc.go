// Package madedirs notes the folders a run is about to make for its
// output (os.MkdirAll's, or the local filesystem's that makes a file's
// parents as it creates the file) and removes them again when the run
// fails, each only while it is empty, so that a failed `mine --out
// a/b/c.jsonl` or `train --out runs/new/r1` leaves no folder behind that
// it made, and never one that was there. Plain Go: the trainer and the CLI
// share it, where the trainer had its own and the mining commands removed
// the last folder at most.
package madedirs
