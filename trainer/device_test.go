package trainer_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestRunRecordsDeviceActuallyUsed launches the real program with --gpus 1
// (the CLI's default) and checks that run.json records the device the
// program trained on, not the one asked for: on a machine without a
// visible GPU (this test's usual home) device "cpu" and gpus 0, with a
// note saying why; with a GPU, "cuda" and 1. Without a GPU, the line when
// --gpus was not given says it trains on the CPU, once.
func TestRunRecordsDeviceActuallyUsed(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 60, 6, 6, 1)
	run := filepath.Join(tmp, "run")
	l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Cache: filepath.Join(tmp, "c"),
		Python: py, GPUs: 1, Hyper: trainer.Hyper{MaxSteps: 2, Seed: 1, Layers: 1, DModel: 32, FFN: 64, Heads: 2,
			VocabSize: 100, BatchTokens: 512, Accum: 1, LogEvery: 1, Threads: 1, DecodeLimit: 2}})
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	if err := l.Run(context.Background(), trainer.Hooks{Say: func(m string) { said = append(said, m) }}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(run, "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	var start struct {
		Device string `json:"device"`
	}
	if err := json.Unmarshal(l.Record.Start, &start); err != nil || start.Device == "" {
		t.Fatalf("no start event with a device in run.json: %v %s", err, l.Record.Start)
	}
	if raw["gpus_requested"] != 1.0 {
		t.Errorf("gpus_requested %v, want 1", raw["gpus_requested"])
	}
	wantDevice, wantGPUs := "cuda", 1.0
	if start.Device == "cpu" {
		wantDevice, wantGPUs = "cpu", 0.0
		note := strings.Join(l.Record.Notes, "\n")
		if !strings.Contains(note, "--gpus 1 asked for a GPU but the program saw none") || !strings.Contains(strings.Join(said, "\n"), "trains on the CPU") {
			t.Errorf("the CPU fallback is not said: notes %q, messages %q", l.Record.Notes, said)
		}
	}
	if raw["device"] != wantDevice || raw["gpus"] != wantGPUs {
		t.Fatalf("run.json records device %v gpus %v; the program's start event says %q, so want %s and %v", raw["device"], raw["gpus"], start.Device, wantDevice, wantGPUs)
	}
	if start.Device != "cpu" {
		return
	}
	// --gpus not given (the CLI's default, 1) on a machine without a GPU:
	// one line saying it trains on the CPU and what to do, not one about a
	// --gpus the user never gave.
	run2 := filepath.Join(tmp, "run2")
	l, err = trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run2, Cache: filepath.Join(tmp, "c"),
		Python: py, GPUs: 1, GPUsDefault: true, Hyper: trainer.Hyper{MaxSteps: 1, Warmup: 1, Seed: 1, Layers: 1, DModel: 32, FFN: 64, Heads: 2,
			VocabSize: 100, BatchTokens: 512, Accum: 1, LogEvery: 1, Threads: 1, DecodeLimit: 2}})
	if err != nil {
		t.Fatal(err)
	}
	said = nil
	if err := l.Run(context.Background(), trainer.Hooks{Say: func(m string) { said = append(said, m) }}); err != nil {
		t.Fatal(err)
	}
	all := strings.Join(said, "\n")
	if strings.Count(all, "no GPU visible") != 1 || strings.Contains(all, "asked for a GPU") || !strings.Contains(all, "no GPU visible to PyTorch: training on the CPU (--gpus 0 asks for it") || strings.Contains(all, "--gpus 1") {
		t.Errorf("--gpus not given, no GPU: said %q", said)
	}
	if len(l.Record.Notes) != 1 || !strings.HasPrefix(l.Record.Notes[0], "no GPU visible") {
		t.Errorf("notes %q", l.Record.Notes)
	}
}

func TestRecordDevice(t *testing.T) {
	for _, c := range []struct {
		start  string
		device string
		gpus   int
		ok     bool
	}{
		{`{"event":"start","device":"cpu","world_size":1}`, "cpu", 0, true},
		{`{"event":"start","device":"cpu","world_size":4}`, "cpu", 0, true}, // torchrun on CPU (gloo)
		{`{"event":"start","device":"cuda:0","world_size":1}`, "cuda", 1, true},
		{`{"event":"start","device":"cuda:0","world_size":8}`, "cuda", 8, true},
		{`{"event":"start"}`, "", 0, false},
		{`not json`, "", 0, false},
	} {
		var r trainer.RunRecord
		ok := r.RecordDevice(json.RawMessage(c.start))
		if ok != c.ok || r.Device != c.device || (ok && *r.GPUs != c.gpus) || (!ok && r.GPUs != nil) {
			t.Errorf("%s: ok %v device %q gpus %v", c.start, ok, r.Device, r.GPUs)
		}
	}
}

// TestTorchrunThatCannotStartSaysWhy: Debian's PyTorch 1.13 cannot start
// torchrun under Python 3.11 (a CPU box given --gpus 2): the line named only
// Python's AttributeError; it says what it means and what to do.
func TestTorchrunThatCannotStartSaysWhy(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	py := filepath.Join(tmp, "python3")
	script := "#!/bin/sh\necho \"AttributeError: 'NoneType' object has no attribute 'get'\" >&2\nexit 1\n"
	if err := os.WriteFile(py, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		launcher string
		gpus     int
		hint     bool
	}{{trainer.Torchrun, 2, true}, {trainer.Local, 1, false}} {
		l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: filepath.Join(tmp, "run-"+c.launcher), Cache: filepath.Join(tmp, "c"),
			Python: py, GPUs: c.gpus, Launcher: c.launcher, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
		if err != nil {
			t.Fatal(err)
		}
		err = l.Run(context.Background(), trainer.Hooks{Say: func(string) {}})
		if err == nil || !strings.Contains(err.Error(), "exit status 1: AttributeError: 'NoneType' object has no attribute 'get'") ||
			strings.Contains(err.Error(), "Debian's PyTorch 1.13 cannot under Python 3.11") != c.hint {
			t.Errorf("%s: %v (hint wanted: %v)", c.launcher, err, c.hint)
		}
	}
}

// TestTorchrunRefusedBeforeItStarts: torchrun with an interpreter that has
// PyTorch 1.x under Python 3.11 or later (Debian's python3-torch) is
// refused in one line before anything is staged or started; it printed
// torchrun's whole traceback before the line that said what it meant. A
// newer PyTorch, or an interpreter that does not answer the question, is
// launched as before.
func TestTorchrunRefusedBeforeItStarts(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	for i, c := range []struct {
		versions string // what the interpreter prints for the versions question
		refused  bool
	}{{"1.13.0a0 3 11", true}, {"1.13.1 3 12", true}, {"2.1.0 3 11", false}, {"1.13.1 3 10", false}, {"", false}} {
		py := filepath.Join(tmp, fmt.Sprintf("python%d", i))
		script := "#!/bin/sh\nif [ \"$1\" = -c ]; then echo '" + c.versions + "'; exit 0; fi\necho started >&2\nexit 1\n"
		if err := os.WriteFile(py, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		run := filepath.Join(tmp, fmt.Sprintf("run%d", i))
		l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Cache: filepath.Join(tmp, "c"),
			Python: py, GPUs: 2, Launcher: trainer.Torchrun, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
		if err != nil {
			t.Fatal(err)
		}
		err = l.Run(context.Background(), trainer.Hooks{Say: func(string) {}})
		want := "torchrun (--gpus 2) cannot start its workers with " + py + ", PyTorch "
		if c.refused {
			if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "train with --gpus 0 or 1") {
				t.Errorf("%q: %v, want %q...", c.versions, err, want)
			}
			if _, err := os.Stat(filepath.Join(run, "train.log")); err == nil {
				t.Errorf("%q: the program was started", c.versions)
			}
		} else if err == nil || strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "exit status 1: started") {
			t.Errorf("%q: %v, want the program started", c.versions, err)
		}
	}
}

// TestMissingModuleSaysWhichPython: an interpreter without torch failed with
// Python's own line alone; on a GPU machine the PyTorch with CUDA is usually
// another interpreter than the default, and the line now says so.
func TestMissingModuleSaysWhichPython(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	for i, c := range []struct {
		stderr, hint string
	}{
		{"ModuleNotFoundError: No module named 'torch'", "cannot import torch: --python names the interpreter that trains"},
		{"ModuleNotFoundError: No module named 'sentencepiece'", "cannot import sentencepiece:"},
		{"ImportError: No module named 'torch.nn'", "cannot import torch.nn:"},
		{"ValueError: No module named 'x' is a message of the user's own", ""},
	} {
		py := filepath.Join(tmp, fmt.Sprintf("python%d", i))
		script := "#!/bin/sh\necho \"" + c.stderr + "\" >&2\nexit 1\n"
		if err := os.WriteFile(py, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: filepath.Join(tmp, fmt.Sprintf("run%d", i)), Cache: filepath.Join(tmp, "c"),
			Python: py, GPUs: 0, Launcher: trainer.Local, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
		if err != nil {
			t.Fatal(err)
		}
		err = l.Run(context.Background(), trainer.Hooks{Say: func(string) {}})
		if err == nil || !strings.Contains(err.Error(), "exit status 1: "+c.stderr) {
			t.Fatalf("%s: %v", c.stderr, err)
		}
		if c.hint == "" {
			if strings.Contains(err.Error(), "--python names") {
				t.Errorf("%s: a hint for no missing module: %v", c.stderr, err)
			}
			continue
		}
		if !strings.Contains(err.Error(), py+" "+c.hint) {
			t.Errorf("%s: %v (want %q)", c.stderr, err, c.hint)
		}
		// The user named this interpreter: no word on how one is chosen
		// when --python is not given (rev16's finding).
		if strings.Contains(err.Error(), "not given") || strings.Contains(err.Error(), "by default") {
			t.Errorf("%s: the hint speaks of defaults for a --python the user gave: %v", c.stderr, err)
		}
	}
}

// TestMissingModuleRefusedBeforeStaging: an interpreter without torch or
// sentencepiece was launched: it failed after the version was staged (hours
// for a large one), sentencepiece's absence after the training split was
// read, with a traceback of a dozen lines above the hint (2026-12-02,
// train48). The interpreter is asked first (find_spec, nothing imported)
// and the run refused in one line naming what it lacks, before anything is
// staged or written; an interpreter that does not answer the question (a
// stand-in program) still runs.
func TestMissingModuleRefusedBeforeStaging(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("SKIP: no python3 on PATH")
	}
	// python3 without its site folders: no torch, no sentencepiece.
	bare := filepath.Join(tmp, "bare-python")
	if err := os.WriteFile(bare, []byte("#!/bin/sh\nexec python3 -S \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bare, "-c", "import importlib.util as u; print(u.find_spec('torch') is None and u.find_spec('sentencepiece') is None)").Output(); err != nil || strings.TrimSpace(string(out)) != "True" {
		t.Skipf("SKIP: python3 -S still finds torch or sentencepiece (%q, %v)", out, err)
	}
	// A stand-in that answers the question: sentencepiece alone missing.
	nosp := filepath.Join(tmp, "nosp-python")
	if err := os.WriteFile(nosp, []byte("#!/bin/sh\ncase \"$*\" in *itnprep-missing*) echo 'itnprep-missing: sentencepiece'; exit 0;; esac\necho ran >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for py, want := range map[string]string{
		bare: bare + " cannot import torch and sentencepiece: --python names the interpreter that trains;",
		nosp: nosp + " cannot import sentencepiece: --python names the interpreter that trains;",
	} {
		run, cache := filepath.Join(tmp, "run-"+filepath.Base(py)), filepath.Join(tmp, "cache-"+filepath.Base(py))
		l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Cache: cache,
			Python: py, GPUs: 0, Launcher: trainer.Local, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
		if err != nil {
			t.Fatal(err)
		}
		err = l.Run(context.Background(), trainer.Hooks{Say: func(string) {}})
		var ue *trainer.UsageError
		if !errors.As(err, &ue) || !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v; want a usage error, one line, starting %q", py, err, want)
		}
		for _, p := range []string{cache, run} {
			if _, err := os.Stat(p); err == nil {
				t.Errorf("%s: a run refused before launching made %s", py, p)
			}
		}
	}
}

// TestMissingDatasetFolderIsNamed: a mistyped --dataset said "not a
// complete dataset version (no readable manifest.json): open
// .../manifest.json: no such file or directory", as if a version had been
// cut short; it says the folder does not exist, as versions and derive do.
func TestMissingDatasetFolderIsNamed(t *testing.T) {
	tmp := t.TempDir()
	file := filepath.Join(tmp, "a-file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for dir, want := range map[string]string{
		filepath.Join(tmp, "nothere"): filepath.Join(tmp, "nothere") + ": no such folder (a dataset version is OUT/NAME/VERSION",
		file:                          file + ": a file, not a dataset version's folder",
	} {
		_, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: dir, Out: filepath.Join(tmp, "run"), Cache: filepath.Join(tmp, "c"),
			Python: "python3", Launcher: trainer.Local, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("--dataset %s: %v; want %q", dir, err, want)
		}
	}
}
