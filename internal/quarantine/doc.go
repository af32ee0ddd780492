// Package quarantine is the "nothing lost" half of the streaming commands
// (align, evaluate, verbalize, mine-pairs, mine): a bad input line is set
// aside with its file, line number and reason, and the stream goes on, so
// one wrongly typed field never costs the lines around it. It holds the
// bounded line reader those commands share and the sink their rejects go
// to: a JSONL file next to the output, or one line each on stderr.
package quarantine
