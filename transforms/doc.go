// Package transforms holds itnprep's Beam-facing pieces as composite
// transforms, functions taking a beam.Scope (ReadFiles, Verbalize,
// CleanPairs, AlignClean, WriteShards, Publish, ReadSeqs, MineLocal,
// AlignPairs, Score, ...): pipelines/ composes them and never wires a DoFn
// itself, so the DoFns stay unexported. Each composite calls plain Go from
// the kernels (normalize/, clean/, align/, patterns/, eval/) and sources/.
//
// Every DoFn, emitter and element type is registered in an init function
// (register.DoFnN..., register.EmitterN..., beam.RegisterType): the binary is
// its own worker on Dataflow and Flink, where unregistered code fails.
package transforms
