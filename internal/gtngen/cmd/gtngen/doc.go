// Command gtngen writes a synthetic raw-GTN corpus for scale benchmarks
// (scripts/bench-scale.sh): -sentences sentences spread over -files files
// named like GTN's (output-00000-of-00100, ...; all in the train split).
// The output is a pure function of the flags.
package main
