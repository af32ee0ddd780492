// Package gtngen writes synthetic raw-GTN files (CLASS<TAB>written<TAB>spoken
// lines, <eos> sentence ends) for benchmarks and soak tests, where the
// shipped sample is too small. Output is a pure function of its arguments.
package gtngen
