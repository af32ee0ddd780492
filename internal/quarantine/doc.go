// Package quarantine is the "nothing lost" half of the streaming commands
// (align, evaluate, verbalize, mine-pairs, mine): a bad input line is set
// aside with its file, line number and reason, and the stream goes on, so
// one wrongly typed field never costs the lines around it. It holds the
// bounded line reader those commands share (Lines: a line past its bound
// is returned cut and marked, a byte-order mark dropped on any line,
// InvalidUTF8's reason for a line that is not UTF-8) and the sink their
// rejects go to (Sink): a JSONL file next to the output, or one line each
// on stderr for the first TextLimit, every reject then kept in a temporary
// JSONL file that the summary names (Capped), whose unclosed files a
// forced exit removes (RemoveOpenTemps).
package quarantine
