package trainer

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/itnprep/itnprep/internal/buildinfo"
)

// RunRecord is RUN_DIR/run.json: enough to know what a model saw and to
// run it again.
type RunRecord struct {
	Format   string `json:"format"`
	RunDir   string `json:"run_dir"`
	Status   string `json:"status"` // running, succeeded, failed, interrupted, written, submitted, submit-failed; dry-run (in dry-run.json)
	ExitCode int    `json:"exit_code"`

	Dataset DatasetRef `json:"dataset"`
	// TestDataset is the held-out version decoded instead of Dataset's test
	// split (--test-dataset), when given.
	TestDataset *DatasetRef `json:"test_dataset,omitempty"`
	// Lineage lists every dataset version the model has been trained on,
	// oldest first: the init checkpoint's versions, then this run's.
	Lineage []string `json:"dataset_version_ids"`
	Init    *InitRef `json:"init,omitempty"`

	// Design is the model design trained: seq2seq, tagger or u2tf.
	Design string `json:"design"`
	Recipe string `json:"recipe"`
	Hyper  Hyper  `json:"hyperparameters"`
	// GPUsRequested is --gpus as given: what the launch asked for.
	GPUsRequested int `json:"gpus_requested"`
	// Device and GPUs are what the program actually trained on, read from
	// its start event (RecordDevice): Device "cpu" or "cuda", GPUs 0 on the
	// CPU, else one per process (the start event's world_size). --gpus 1
	// on a machine without a visible GPU trains on the CPU and records
	// device "cpu", gpus 0. Both are absent until the program has started
	// (a dry run, a written or submitted cluster job: its log's start
	// event says).
	Device   string   `json:"device,omitempty"`
	GPUs     *int     `json:"gpus,omitempty"`
	Launcher string   `json:"launcher"`
	Argv     []string `json:"argv,omitempty"`
	JobSpec  string   `json:"job_spec,omitempty"` // slurm script or k8s manifest path
	JobID    string   `json:"job_id,omitempty"`

	Code          buildinfo.Info `json:"code"`
	ProgramSHA256 string         `json:"program_sha256"`
	Python        string         `json:"python"`

	StartedAt time.Time  `json:"started_at"`
	EndedAt   *time.Time `json:"ended_at,omitempty"`

	// PredictionsRaw is what a tagger or u2tf run's program wrote (tags, or
	// labels and span outputs) before the launcher realized it into
	// Predictions.
	PredictionsRaw string `json:"predictions_raw,omitempty"`
	// Start is the program's "start" event (device, parameters, vocabulary
	// size actually used, ...); Final its "done" event: losses, the
	// checkpoint, the predictions file.
	Start       json.RawMessage `json:"start,omitempty"`
	Final       json.RawMessage `json:"final,omitempty"`
	Predictions string          `json:"predictions,omitempty"`
	// Metrics is the evaluation table of the predictions, when scored.
	Metrics json.RawMessage `json:"metrics,omitempty"`
	// U2TFIWER is a u2tf run's I-WER as Universal-2-TF counts it (case
	// and marks ignored; PaperIWER), beside Metrics' i_wer (Sunkara et
	// al.'s, case and marks kept).
	U2TFIWER *PaperIWER `json:"u2tf_i_wer,omitempty"`
	// U2TFMWER is a u2tf run's M-WER (Universal-2-TF's WER over the
	// reference's mixed-case words; MixedWER).
	U2TFMWER *MixedWER `json:"u2tf_m_wer,omitempty"`
	// EvalPy is a tagger run's sentence accuracy as NeMo's eval.py counts
	// it (TELEPHONE and ELECTRONIC sentences left out; EvalPyAccuracy),
	// when the decoded rows carry their classes.
	EvalPy *EvalPyAccuracy `json:"eval_py_sentence_accuracy,omitempty"`
	// EvalPerClass is a tagger run's per-class table as NeMo's
	// eval_per_class.py makes it, with one reference ({class: [right,
	// spans]}; scoreEvalPerClass).
	EvalPerClass map[string][2]int64 `json:"eval_per_class,omitempty"`
	Notes        []string            `json:"notes,omitempty"`
}

// RecordDevice fills Device and GPUs from the program's start event
// (its "device", e.g. "cpu" or "cuda:0", and "world_size"); it returns
// false when the event names no device.
func (r *RunRecord) RecordDevice(start json.RawMessage) bool {
	var e struct {
		Device    string `json:"device"`
		WorldSize int    `json:"world_size"`
	}
	if json.Unmarshal(start, &e) != nil || e.Device == "" {
		return false
	}
	kind, _, _ := strings.Cut(e.Device, ":")
	gpus := 0
	if kind != "cpu" {
		gpus = max(e.WorldSize, 1)
	}
	r.Device, r.GPUs = kind, &gpus
	return true
}

// DatasetRef names the version a run trained on.
type DatasetRef struct {
	VersionID string `json:"version_id"`
	// Kind is the version's row kind: "" for a prep version (pairs),
	// "tagger" or "u2tf" for a derived one.
	Kind string `json:"kind,omitempty"`
	// ParentVersionID is the version a derived version was made from
	// (`itnprep derive --from`).
	ParentVersionID string           `json:"parent_version_id,omitempty"`
	Path            string           `json:"path"`
	ManifestSHA256  string           `json:"manifest_sha256"`
	StagedDir       string           `json:"staged_dir"`
	Rows            map[string]int64 `json:"rows,omitempty"`
}

// InitRef names the checkpoint a fine-tuning run started from.
type InitRef struct {
	Checkpoint string   `json:"checkpoint"`
	SHA256     string   `json:"sha256,omitempty"`
	Step       int64    `json:"step"`
	Lineage    []string `json:"dataset_version_ids"`
	Recipe     string   `json:"recipe,omitempty"`
	Design     string   `json:"design,omitempty"`
}

// RunRecordFormat versions the run.json layout.
const RunRecordFormat = "itnprep-run/1"

// Write saves the record atomically.
func (r *RunRecord) Write() error {
	return writeJSON(filepath.Join(r.RunDir, "run.json"), r)
}

// CheckpointMeta is the JSON sidecar the program writes beside each
// checkpoint (CHECKPOINT.json), readable without PyTorch.
type CheckpointMeta struct {
	Format string `json:"format"`
	// Design is the checkpoint's model design; empty in checkpoints
	// written before designs existed, which are seq2seq.
	Design  string         `json:"design"`
	Step    int64          `json:"step"`
	Recipe  string         `json:"recipe"`
	Lineage []string       `json:"dataset_version_ids"`
	Config  map[string]any `json:"config"`
	// SpanConfig is a u2tf checkpoint's span model's architecture.
	SpanConfig map[string]any `json:"span_config"`
	VocabSize  int            `json:"spm_vocab_size"`
}

// shapeFlag is a shape flag, the config key the training program stores
// it under, and its value (0: not given).
type shapeFlag struct {
	flag, key string
	v         int
}

// initShapes are the shape flags an --init checkpoint's architecture
// overrides.
func initShapes(h Hyper) []shapeFlag {
	return []shapeFlag{{"--layers", "layers", h.Layers}, {"--d-model", "d_model", h.DModel}, {"--ffn", "ffn", h.FFN}, {"--heads", "heads", h.Heads}}
}

// archConfig is one model's architecture in a checkpoint, named as a
// person reads it.
type archConfig struct {
	name string
	cfg  map[string]any
}

// configs are the architectures a checkpoint holds: its model's, and a
// u2tf checkpoint's span model's.
func (m CheckpointMeta) configs() []archConfig {
	if m.SpanConfig == nil {
		return []archConfig{{"model", m.Config}}
	}
	return []archConfig{{"classifier", m.Config}, {"span model", m.SpanConfig}}
}

// ignoredShapeFlags names each shape flag given with a value the --init
// checkpoint's architecture, which is kept, does not have: the run trained
// the checkpoint's shape while run.json recorded the flag, without a word
// (--d-model 64 from a d_model 32 run).
func ignoredShapeFlags(m CheckpointMeta, h Hyper) []string {
	var out []string
	for _, f := range initShapes(h) {
		if f.v == 0 {
			continue
		}
		var have []string
		for _, c := range m.configs() {
			if x, ok := c.cfg[f.key].(float64); ok && x != float64(f.v) {
				have = append(have, fmt.Sprintf("its %s's %s %g", c.name, f.key, x))
			}
		}
		if len(have) > 0 {
			out = append(out, fmt.Sprintf("%s %d ignored: --init keeps the checkpoint's architecture (%s)", f.flag, f.v, strings.Join(have, ", ")))
		}
	}
	return out
}

// checkInitMaxLen refuses a --max-len longer than the positions the --init
// checkpoint's model has (its max_positions, fixed when it was first
// trained: 1,024, or --max-len + 2 when that was more): a row that long
// stopped the run when it was met, with a Python traceback ("sequence of
// 1306 pieces exceeds max_positions 1024").
func checkInitMaxLen(ckpt string, m CheckpointMeta, maxLen int) error {
	if maxLen == 0 {
		maxLen = int(programDefaults["max_len"])
	}
	for _, c := range m.configs() {
		p, ok := c.cfg["max_positions"].(float64)
		if ok && float64(maxLen) > p {
			return usage("--max-len %d: the --init checkpoint %s has positions for %g pieces in its %s (its max_positions, set when it was first trained), so a longer row would stop the run when met; give --max-len %g or less, or train from scratch (without --init) for longer rows",
				maxLen, ckpt, p, c.name, p)
		}
	}
	return nil
}

// ResolveCheckpoint accepts a checkpoint file or a run folder (meaning its
// last checkpoint) and returns the file.
func ResolveCheckpoint(p string) (string, error) {
	st, err := os.Stat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("--init %s: no such checkpoint or run folder", p)
	}
	if err != nil {
		return "", fmt.Errorf("--init %s: %w", p, err)
	}
	if st.IsDir() {
		last := filepath.Join(p, "checkpoints", "last.pt")
		if _, err := os.Stat(last); err != nil {
			return "", fmt.Errorf("--init %s: a folder without checkpoints/last.pt, so not a run that saved a checkpoint (a run saves one every --save-every updates, at its end and on Ctrl-C); name a run folder or a .pt checkpoint", p)
		}
		p = last
	}
	return filepath.Abs(p)
}

// CheckpointDesign is the design of a checkpoint's metadata (seq2seq when
// it predates designs).
func (m CheckpointMeta) CheckpointDesign() string {
	if m.Design == "" {
		return Seq2Seq
	}
	return m.Design
}

// ReadCheckpointMeta reads CHECKPOINT.json.
func ReadCheckpointMeta(ckpt string) (CheckpointMeta, error) {
	p := ckpt + ".json"
	b, err := os.ReadFile(p)
	if err != nil {
		return CheckpointMeta{}, fmt.Errorf("checkpoint metadata (written by the training program beside each checkpoint): %w", err)
	}
	var m CheckpointMeta
	if err := json.Unmarshal(b, &m); err != nil {
		return CheckpointMeta{}, fmt.Errorf("%s: invalid JSON: %v", p, err)
	}
	return m, nil
}

// LeftOutNotes are run.json's notes for the rows the program left out of
// training for being longer than --max-len (its start event's
// long_train_left_out and long_valid_left_out, span_ ones for u2tf's span
// model): the program says so on stderr and in the start event, which
// run.json keeps only as raw data, so a reader of its notes did not learn
// that part of the training split was never trained on. The test rows the
// program cuts there (truncated_test) get a note too: they are scored cut,
// and the test figures said nothing of it (2026-12-01, tagu45: a tagger run
// with --max-len 32 on NeMo GTN 2,001-7,551 cut 147 of its 266 test rows).
func LeftOutNotes(start json.RawMessage) []string {
	var notes []string
	for _, n := range leftOut(start) {
		notes = append(notes, n.text)
	}
	return notes
}

// TestNotes are the LeftOutNotes of start about the test split (rows cut,
// not left out), which the program does not say itself: the run says them
// on stderr before its score. They are picked by what each note counts,
// not by its words: a filter on the text "truncated_test in the start
// event" would have dropped them without a word had the note been
// reworded.
func TestNotes(start json.RawMessage) []string {
	var notes []string
	for _, n := range leftOut(start) {
		if n.test {
			notes = append(notes, n.text)
		}
	}
	return notes
}

// leftOutNote is one of LeftOutNotes, with test set when it counts test
// rows kept cut (truncated_test, span_truncated_test) rather than
// training or validation rows left out.
type leftOutNote struct {
	text string
	test bool
}

// leftOut is LeftOutNotes with each note's split.
func leftOut(start json.RawMessage) []leftOutNote {
	var e map[string]json.RawMessage
	if json.Unmarshal(start, &e) != nil {
		return nil
	}
	num := func(k string) int64 {
		var n int64
		_ = json.Unmarshal(e[k], &n)
		return n
	}
	var h struct {
		MaxLen int64 `json:"max_len"`
	}
	_ = json.Unmarshal(e["hparams"], &h)
	var model string
	_ = json.Unmarshal(e["model"], &model)
	var notes []leftOutNote
	for _, prefix := range []string{"", "span_"} {
		what := "rows"
		switch {
		case prefix == "span_":
			what = "span rows"
		case model == "seq2seq":
			what = "pairs"
		}
		for _, split := range []struct{ key, name string }{{"train", "training"}, {"valid", "validation"}} {
			cut, kept := num(prefix+"long_"+split.key+"_left_out"), num(prefix+split.key+"_rows")
			if cut <= 0 {
				continue
			}
			notes = append(notes, leftOutNote{text: fmt.Sprintf("%d of %d %s %s are longer than --max-len %d pieces: left out (%slong_%s_left_out in the start event)",
				cut, cut+kept, split.name, what, h.MaxLen, prefix, split.key)})
		}
		if cut, rows := num(prefix+"truncated_test"), num(prefix+"test_rows"); cut > 0 {
			onASide := ""
			if prefix == "span_" || model == "seq2seq" {
				onASide = " on a side" // encode_rows counts a pair long on either side
			}
			notes = append(notes, leftOutNote{test: true, text: fmt.Sprintf("%d of %d test %s are longer than --max-len %d pieces%s: %s (%struncated_test in the start event; a larger --max-len decodes them whole)",
				cut, rows, what, h.MaxLen, onASide, truncatedTest(model, prefix, h.MaxLen), prefix)})
		}
	}
	return notes
}

// truncatedTest says what the program does with a test row longer than
// --max-len, by design: it keeps the row, cut (itn_train.py's encode_rows
// and encode_words), and what the test figures make of it. A seq2seq
// pair is counted when either side is long, and the decoder writes at
// most max pieces (greedy_decode), so a pair whose written side alone is
// long is read whole and written cut. u2tf's span rows are counted but
// never decoded: its figures decode the spans the classifier marks, each
// input cut at max pieces (U2TFDesign.predict).
func truncatedTest(model, prefix string, max int64) string {
	switch {
	case prefix == "span_":
		return "the span model's test rows are not scored, but a span the classifier marks whose input is that long is decoded from its first pieces only, and the test figures score it so"
	case model == "seq2seq":
		return fmt.Sprintf("decoded cut, the model reading only the start of a long spoken side and writing at most %d pieces, and the test figures score them so against the whole reference", max)
	case model == "tagger":
		return "cut at a word, the words after it tagged <SELF>, and the test figures score them so"
	default:
		return "cut at a word, the words after it left unlabelled (as spoken), and the test figures score them so"
	}
}
