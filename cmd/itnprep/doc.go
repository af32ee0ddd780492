// Command itnprep builds, inspects and uses inverse-text-normalization
// training datasets. The same binary is its own Beam worker: beam.Init runs
// before any subcommand is dispatched, so a runner that launches this binary
// with --worker gets a harness, not the CLI.
//
// It owns the command line and nothing behind it: each subcommand is one
// cmd_*.go file that registers itself (register) and parses its flags,
// checks them, calls the package that owns the work (pipelines for a job,
// the trainer for train, view for view, storage for versions, the kernels
// for the streaming align, verbalize, mine and evaluate) and prints what it
// did. What every command shares is here too: one flag style (flagstyle.go),
// path flags opened only through storage (pathflags.go), exit status 2 for a
// usage error and 1 for a failure (train: its program's own; main.go,
// exitStatus), the run of a pipeline with its progress line and summary
// (pipeline_run.go), the stream inputs and outputs (streamio.go), the first
// Ctrl-C's grace and the second's forced exit (forcedexit.go), the soft
// memory limit (memlimit.go) and opt-in profiling (profile.go). Workflow
// logic belongs to the package that owns it: internal/archtest keeps this
// package's functions under 80 lines and its hands off dataset rows
// (docs/ARCHITECTURE.md).
package main
