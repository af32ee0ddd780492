// Package transforms holds itnprep's Beam-facing pieces: the whole-file
// reading DoFn that calls the parsers in sources/, the sharded Parquet sink,
// and the finalizer that publishes a dataset version (manifest last).
//
// Every DoFn, emitter and element type is registered in an init function
// (register.DoFnN..., register.EmitterN..., beam.RegisterType): the binary is
// its own worker on Dataflow and Flink, where unregistered code fails.
package transforms
