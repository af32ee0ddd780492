// Package trainer turns a dataset version into a trained model of one of
// three designs (seq2seq, the Thutmose tagger, Universal-2-TF): it verifies
// the version, stages its splits in the training program's input format
// (cached per version id and design; a local or torchrun run's interpreter
// that cannot import torch or sentencepiece is refused before that,
// missingModules), and launches the Python/PyTorch program in py/ as a
// local process, under torchrun, as a Slurm batch job or
// as a Kubernetes Job. The whole `itnprep train` workflow lives here
// (Prepare builds a Launch, Launch.Run runs it, Launch.DryRun does everything
// but start it); the CLI only parses flags
// and shows progress. After a local run it realizes a tagger's or u2tf's
// raw predictions with the derive steps' own code and scores
// predictions.jsonl with eval in process (ScorePredictions), adding the
// papers' own readings: NeMo eval.py's sentence accuracy and
// eval_per_class.py's table for a tagger (evalpy.go), Universal-2-TF's
// I-WER and M-WER for u2tf (paperiwer.go). A Slurm or Kubernetes run's
// raw predictions are realized from its folder when evaluate is given it
// (RealizeRunPredictions: by its run.json, or the dry-run.json of a run
// started by hand from a dry run's command), and a count that is not the
// test rows run.json records is said (RunRealized.CountNote). It owns the
// run record (RUN_DIR/run.json) that ties a model to the exact dataset
// versions it saw, the staged folder's record (stage.json, by which
// StagedNotPredictions refuses a staged split given to evaluate as
// predictions), and the parsing of the program's JSON progress lines
// (ParseEvent; ParseStartEvent reads its start event once for what the CLI
// shows as a run starts: StartEvent.Line, FirstStage, StartStep).
//
// The package has no Beam dependency: training is one long process, not a
// pipeline. The program itself is embedded (Script) and written into each
// run folder, so a run records the exact code that trained it. Neither side
// holds the test split whole: the program counts it at start and predicts
// it a chunk at a time (--decode-chunk-rows), writing each chunk's lines
// before reading the next, and the launcher scores the predictions reading
// the staged split one row at a time beside them (evalpy.go).
package trainer
