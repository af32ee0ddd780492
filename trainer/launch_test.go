package trainer_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
)

func spec(gpus int) trainer.Spec {
	return trainer.Spec{
		Python: "/usr/bin/python3", Script: "/runs/r1/trainer/itn_train.py", DataDir: "/cache/v1", OutDir: "/runs/r1",
		Recipe: "small", DatasetVersionID: "v1", GPUs: gpus, Init: "/runs/r0/checkpoints/last.pt",
		Hyper: trainer.Hyper{MaxSteps: 100, LR: 5e-4, Seed: 3, DModel: 32},
	}
}

func TestArgv(t *testing.T) {
	got, err := spec(0).Argv(trainer.Local)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"/usr/bin/python3", "/runs/r1/trainer/itn_train.py", "--data", "/cache/v1", "--out", "/runs/r1",
		"--model", "seq2seq", "--recipe", "small", "--dataset-version-id", "v1", "--init", "/runs/r0/checkpoints/last.pt", "--device", "cpu",
		"--max-steps", "100", "--d-model", "32", "--lr", "0.0005", "--seed", "3"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("local argv\n got %q\nwant %q", got, want)
	}
	got, _ = spec(4).Argv(trainer.Torchrun)
	head := []string{"/usr/bin/python3", "-m", "torch.distributed.run", "--standalone", "--nnodes=1", "--nproc_per_node=4", "/runs/r1/trainer/itn_train.py"}
	if !reflect.DeepEqual(got[:len(head)], head) {
		t.Fatalf("torchrun argv %q", got)
	}
	for _, a := range got {
		if a == "--device" {
			t.Fatal("GPU run pinned to CPU")
		}
	}
}

func TestSlurmScript(t *testing.T) {
	s := spec(2)
	s.DataDir = "/cache/it's here"
	script, err := s.SlurmScript(trainer.SlurmOptions{JobName: "job", Partition: "gpu", Time: "1:00:00", CPUs: 8})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"#!/bin/bash\n", "#SBATCH --gres=gpu:2\n", "#SBATCH --partition=gpu\n", "#SBATCH --time=1:00:00\n",
		"#SBATCH --output=/runs/r1/slurm-%j.log\n", "exec srun /usr/bin/python3 -m torch.distributed.run --standalone --nnodes=1 --nproc_per_node=2 ",
		`--data '/cache/it'"'"'s here'`} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
}

func TestK8sJob(t *testing.T) {
	b, err := spec(1).K8sJob(trainer.K8sOptions{JobName: "itnprep-train-x", Image: "reg/torch:1", ClaimName: "work", MountPath: "/runs"})
	if err != nil {
		t.Fatal(err)
	}
	var job struct {
		Kind     string
		Metadata struct{ Name string }
		Spec     struct {
			BackoffLimit int
			Template     struct {
				Spec struct {
					RestartPolicy string
					Containers    []struct {
						Image, Name  string
						Command      []string
						Resources    struct{ Limits map[string]string }
						VolumeMounts []struct{ Name, MountPath string }
					}
					Volumes []struct {
						Name                  string
						PersistentVolumeClaim struct{ ClaimName string }
					}
				}
			}
		}
	}
	if err := json.Unmarshal(b, &job); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	c := job.Spec.Template.Spec.Containers[0]
	want, _ := spec(1).Argv(trainer.Local)
	if job.Kind != "Job" || job.Metadata.Name != "itnprep-train-x" || c.Image != "reg/torch:1" || !reflect.DeepEqual(c.Command, want) ||
		c.Resources.Limits["nvidia.com/gpu"] != "1" || job.Spec.Template.Spec.RestartPolicy != "Never" ||
		c.VolumeMounts[0].MountPath != "/runs" || job.Spec.Template.Spec.Volumes[0].PersistentVolumeClaim.ClaimName != "work" {
		t.Fatalf("job manifest:\n%s", b)
	}
}

func TestShellJoin(t *testing.T) {
	got := trainer.ShellJoin([]string{"a", "b c", "", "it's", "--x=1"})
	if got != `a 'b c' '' 'it'"'"'s' --x=1` {
		t.Fatalf("got %s", got)
	}
}
