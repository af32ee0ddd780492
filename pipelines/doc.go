// Package pipelines composes transforms into itnprep's jobs, one function
// per job (PrepGTN, ...). Each only builds the Beam graph; the CLI runs it
// on the runner named by --runner. Input globs are expanded and checked when
// the graph is built, so a missing file or a glob that matches nothing is a
// clear error before any work starts.
package pipelines
