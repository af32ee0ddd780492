// Package pipelines composes transforms into itnprep's jobs and runs them:
// one function per job builds its Beam graph (PrepGTN, PrepWritten and
// PrepWrittenSkipping, PrepLibriheavy, PrepNeMoCases, DeriveTagger,
// DeriveU2TF, MinePairs, MinePatterns, Evaluate, StyleFit), wiring only
// transforms' composites, never a DoFn of its own. Input globs are
// expanded and checked when the graph is built (ExpandInputs,
// ExpandInputFiles; ErrRecursiveGlob and ErrInputSpec mark an --input no
// run can read), so a missing file or a glob that matches nothing is a
// clear error before any work starts.
//
// It also owns what happens around a job, so that the CLI only parses
// flags, calls these and prints:
//
//   - running: Run, the one place a job runs on the runner --runner names
//     (a failure a PipelineError, Cause its innermost line; a job prism's
//     own race failed runs again), RunPublish for a job that publishes a
//     version (its Published result read back from staging), RunEvaluate
//     for evaluate --beam (its counts and repeated ids read back), and the
//     runners' facts the CLI asks (CheckRunner, InProcessWorkers,
//     WorkersOnThisMachine);
//   - staging: NewStaging, the hidden folder a run writes into, and its
//     removal whatever the run's end (CleanupStaging, RemoveStaging,
//     MarkRunEnded for a forced exit, the empty loopback folders Beam's
//     prism leaves: loopback.go);
//   - the steps that are plain Go on the launching machine: DeriveMinedRules
//     (mine-pairs' rules and report after its pipeline; RefuseReviewedRules
//     before it, an --output whose rules a person reviewed, and
//     ExpandPairInputs, its --input as files: a version's shards with their
//     manifest entries, or a glob's matches), ReadInputStats (a
//     mining job's input accounting), ExportNeMoTagger (export nemo-tagger,
//     a sequential export of a tagger version as NeMo's files, with
//     CheckExportFolder) and LoadStyleFitVersions (the versions style fit
//     reads, other kinds and sampled spoken sides refused);
//   - the partitions a mining job mines in, never more than its sequences
//     nor so many that a partition's minimum support starves
//     (PartitionsMined), and the note saying a --partitions was lowered
//     (PartitionsLowered);
//   - what evaluate refuses as its input (NotPredictions, and
//     NeMoExportNotPredictions for an export's files), and its scoring of a
//     Parquet predictions file in process (ScoreParquet: a store's file
//     copied to a local temporary one for random access).
package pipelines
