package trainer

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/internal/shellquote"
)

// Launchers the launcher can use.
const (
	Local    = "local"
	Torchrun = "torchrun"
	Slurm    = "slurm"
	K8s      = "k8s"
)

// Hyper are the training program's hyperparameters. Zero values mean the
// recipe's (or the program's) default and are not passed on, so the
// program's defaults stay the single source of truth.
type Hyper struct {
	MaxSteps       int     `json:"max_steps,omitempty"`
	MaxEpochs      int     `json:"max_epochs,omitempty"`
	BatchTokens    int     `json:"batch_tokens,omitempty"`
	Accum          int     `json:"accum,omitempty"`
	LR             float64 `json:"lr,omitempty"`
	Warmup         int     `json:"warmup,omitempty"`
	VocabSize      int     `json:"vocab_size,omitempty"`
	MaxLen         int     `json:"max_len,omitempty"`
	LabelSmoothing float64 `json:"label_smoothing,omitempty"`
	ClipNorm       float64 `json:"clip_norm,omitempty"`
	Seed           int     `json:"seed"`
	// Tiny-model overrides for smoke tests; 0 keeps the recipe's value.
	Layers int `json:"layers,omitempty"`
	DModel int `json:"d_model,omitempty"`
	FFN    int `json:"ffn,omitempty"`
	Heads  int `json:"heads,omitempty"`

	LogEvery    int `json:"log_every,omitempty"`
	ValidEvery  int `json:"valid_every,omitempty"`
	SaveEvery   int `json:"save_every,omitempty"`
	DecodeLimit int `json:"decode_limit,omitempty"`
	Threads     int `json:"threads,omitempty"`
	// Workers is the DataLoader's worker processes; 0 = the program's
	// choice (none on CPU, up to 4 per GPU). Negative means none.
	Workers int `json:"workers,omitempty"`
	// MaxMinutes stops training after this long (a fixed CPU budget;
	// u2tf's two stages get half each); 0 = no limit.
	MaxMinutes float64 `json:"max_minutes,omitempty"`
	// MaxCPUMinutes stops training after this much CPU time of the
	// program (all its threads; u2tf: half per stage): a budget that does
	// not depend on what else the machine runs; 0 = no limit.
	MaxCPUMinutes float64 `json:"max_cpu_minutes,omitempty"`
}

// Spec is one training launch: what to run, on what, where.
type Spec struct {
	Python           string // interpreter inside the job
	Script           string // path of itn_train.py as the job sees it
	DataDir          string // staged version (train/validation/test.jsonl)
	OutDir           string // run folder
	Model            string // design: seq2seq (default), tagger, u2tf
	Recipe           string // small | large
	Init             string // checkpoint to fine-tune from, or ""
	Resume           bool
	DatasetVersionID string
	TestDataDir      string // staged held-out version whose test split is decoded, or ""
	GPUs             int    // 0 = CPU
	Hyper            Hyper
}

// ProgramArgs are the arguments after the script path.
func (s Spec) ProgramArgs() []string {
	model := s.Model
	if model == "" {
		model = Seq2Seq
	}
	a := []string{"--data", s.DataDir, "--out", s.OutDir, "--model", model, "--recipe", s.Recipe}
	if s.DatasetVersionID != "" {
		a = append(a, "--dataset-version-id", s.DatasetVersionID)
	}
	if s.Init != "" {
		a = append(a, "--init", s.Init)
	}
	if s.TestDataDir != "" {
		a = append(a, "--test-data", s.TestDataDir)
	}
	if s.Resume {
		a = append(a, "--resume")
	}
	if s.GPUs == 0 {
		a = append(a, "--device", "cpu")
	}
	h := s.Hyper
	ints := h.intFlags()
	if h.Workers != 0 {
		a = append(a, "--workers", strconv.Itoa(max(h.Workers, 0)))
	}
	for _, f := range ints {
		if f.v != 0 {
			a = append(a, f.flag, strconv.Itoa(f.v))
		}
	}
	for _, f := range h.floatFlags() {
		if f.v != 0 {
			a = append(a, f.flag, strconv.FormatFloat(f.v, 'g', -1, 64))
		}
	}
	return append(a, "--seed", strconv.Itoa(h.Seed))
}

// Argv is the command line for a process launcher: local runs the program
// directly; torchrun starts one worker per GPU on this node through
// `python -m torch.distributed.run`, which needs no torchrun on PATH.
func (s Spec) Argv(launcher string) ([]string, error) {
	switch launcher {
	case Local:
		return append([]string{s.Python, s.Script}, s.ProgramArgs()...), nil
	case Torchrun:
		n := s.GPUs
		if n < 1 {
			n = 1
		}
		argv := []string{s.Python, "-m", "torch.distributed.run", "--standalone", "--nnodes=1",
			"--nproc_per_node=" + strconv.Itoa(n), s.Script}
		return append(argv, s.ProgramArgs()...), nil
	}
	return nil, fmt.Errorf("launcher %q runs no local process", launcher)
}

// innerLauncher is what a cluster job runs on its node.
func (s Spec) innerLauncher() string {
	if s.GPUs > 1 {
		return Torchrun
	}
	return Local
}

// SlurmOptions shape the batch script.
type SlurmOptions struct {
	JobName   string
	Partition string
	Time      string // e.g. 24:00:00
	CPUs      int
	Mem       string // e.g. 64G
}

// SlurmScript is a batch script that runs the training on one node with
// s.GPUs GPUs. The program's argv is shell-quoted word by word, so no value
// is ever interpreted by the shell.
func (s Spec) SlurmScript(o SlurmOptions) (string, error) {
	argv, err := s.Argv(s.innerLauncher())
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("#!/bin/bash\n")
	fmt.Fprintf(&b, "#SBATCH --job-name=%s\n", o.JobName)
	fmt.Fprintf(&b, "#SBATCH --output=%s\n", filepath.Join(s.OutDir, "slurm-%j.log"))
	b.WriteString("#SBATCH --nodes=1\n#SBATCH --ntasks=1\n")
	if s.GPUs > 0 {
		fmt.Fprintf(&b, "#SBATCH --gres=gpu:%d\n", s.GPUs)
	}
	if o.CPUs > 0 {
		fmt.Fprintf(&b, "#SBATCH --cpus-per-task=%d\n", o.CPUs)
	}
	if o.Partition != "" {
		fmt.Fprintf(&b, "#SBATCH --partition=%s\n", o.Partition)
	}
	if o.Time != "" {
		fmt.Fprintf(&b, "#SBATCH --time=%s\n", o.Time)
	}
	if o.Mem != "" {
		fmt.Fprintf(&b, "#SBATCH --mem=%s\n", o.Mem)
	}
	b.WriteString("set -euo pipefail\n")
	b.WriteString("exec srun " + ShellJoin(argv) + "\n")
	return b.String(), nil
}

// K8sOptions shape the Job manifest.
type K8sOptions struct {
	JobName   string
	Namespace string
	Image     string
	// ClaimName is a PersistentVolumeClaim mounted at MountPath; the run
	// folder, the staged data and the checkpoint must lie under MountPath
	// so that every path in the argv means the same inside the pod.
	ClaimName string
	MountPath string
	CPU       string
	Memory    string
}

// K8sJob is a batch/v1 Job manifest (JSON, which kubectl accepts as is)
// running the training with s.GPUs nvidia.com/gpu.
func (s Spec) K8sJob(o K8sOptions) ([]byte, error) {
	argv, err := s.Argv(s.innerLauncher())
	if err != nil {
		return nil, err
	}
	container := map[string]any{
		"name":    "train",
		"image":   o.Image,
		"command": argv,
	}
	limits := map[string]string{}
	requests := map[string]string{}
	if s.GPUs > 0 {
		limits["nvidia.com/gpu"] = strconv.Itoa(s.GPUs)
	}
	if o.CPU != "" {
		requests["cpu"] = o.CPU
	}
	if o.Memory != "" {
		requests["memory"] = o.Memory
		limits["memory"] = o.Memory
	}
	res := map[string]any{}
	if len(limits) > 0 {
		res["limits"] = limits
	}
	if len(requests) > 0 {
		res["requests"] = requests
	}
	if len(res) > 0 {
		container["resources"] = res
	}
	pod := map[string]any{"restartPolicy": "Never", "containers": []any{container}}
	if o.ClaimName != "" {
		container["volumeMounts"] = []any{map[string]any{"name": "work", "mountPath": o.MountPath}}
		pod["volumes"] = []any{
			map[string]any{"name": "work", "persistentVolumeClaim": map[string]any{"claimName": o.ClaimName}},
		}
	}
	if s.GPUs > 1 {
		// torch.distributed workers share tensors through /dev/shm, whose
		// container default (64 MiB) is too small.
		container["volumeMounts"] = append(asSlice(container["volumeMounts"]), map[string]any{"name": "dshm", "mountPath": "/dev/shm"})
		pod["volumes"] = append(asSlice(pod["volumes"]), map[string]any{"name": "dshm", "emptyDir": map[string]any{"medium": "Memory"}})
	}
	meta := map[string]any{"name": o.JobName, "labels": map[string]string{"app.kubernetes.io/name": "itnprep-train"}}
	if o.Namespace != "" {
		meta["namespace"] = o.Namespace
	}
	job := map[string]any{
		"apiVersion": "batch/v1",
		"kind":       "Job",
		"metadata":   meta,
		"spec": map[string]any{
			"backoffLimit": 0,
			"template":     map[string]any{"spec": pod},
		},
	}
	b, err := json.MarshalIndent(job, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

func asSlice(v any) []any {
	s, _ := v.([]any)
	return s
}

// JobName is a DNS-1123 name unique to a run folder and dataset version.
func JobName(outDir, versionID string) string {
	sum := sha256.Sum256([]byte(outDir + "\x00" + versionID))
	return "itnprep-train-" + hex.EncodeToString(sum[:5])
}

// ShellJoin quotes each word for a POSIX shell so the line, pasted or run by
// a batch system, reaches the program as exactly these argv words
// (shellquote.Join, which the CLI's hints share).
func ShellJoin(argv []string) string { return shellquote.Join(argv) }
