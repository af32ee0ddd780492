// Command itnprep builds, inspects and uses inverse-text-normalization
// training datasets. The same binary is its own Beam worker: beam.Init runs
// before any subcommand is dispatched, so a runner that launches this binary
// with --worker gets a harness, not the CLI.
package main
