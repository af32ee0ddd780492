package trainer

import (
	"errors"
	"strings"
	"testing"
)

// TestClusterFlagsTakeTheirForms: the Slurm and Kubernetes values that
// sbatch and kubectl take pass; a malformed one is a usage error naming
// the flag and the form (it was written into the script or the manifest,
// after the data was staged, and refused there: qa91).
func TestClusterFlagsTakeTheirForms(t *testing.T) {
	good := []Options{
		{Slurm: SlurmOptions{Time: "30", Mem: "64G", Partition: "gpu"}},
		{Slurm: SlurmOptions{Time: "12:00:00", Mem: "16000"}},
		{Slurm: SlurmOptions{Time: "2-12:30", Mem: "512m"}},
		{Slurm: SlurmOptions{Time: "1-0", Mem: "1T"}},
		{Slurm: SlurmOptions{Time: "UNLIMITED"}},
		{Slurm: SlurmOptions{Time: "45:30"}},
		{K8s: K8sOptions{CPU: "8", Memory: "64Gi", Namespace: "ml"}},
		{K8s: K8sOptions{CPU: "500m", Memory: "512Mi", Namespace: "team-a"}},
		{K8s: K8sOptions{CPU: "1.5", Memory: "8G"}},
		{K8s: K8sOptions{CPU: "0.5", Memory: "129e6"}},
		{},
	}
	for _, o := range good {
		if err := checkClusterFlags(&o); err != nil {
			t.Errorf("%+v %+v: %v", o.Slurm, o.K8s, err)
		}
	}
	for _, c := range []struct {
		o    Options
		want string
	}{
		{Options{Slurm: SlurmOptions{Time: "12h"}}, `--slurm-time "12h": want minutes, MM:SS, HH:MM:SS`},
		{Options{Slurm: SlurmOptions{Time: "-1"}}, `--slurm-time "-1"`},
		{Options{Slurm: SlurmOptions{Mem: "xx"}}, `--slurm-mem "xx": want a size in MB, or with K, M, G or T`},
		{Options{Slurm: SlurmOptions{Mem: "64GB"}}, `--slurm-mem "64GB"`},
		{Options{Slurm: SlurmOptions{Partition: "gpu\nrm -rf /"}}, `--slurm-partition "gpu\nrm -rf /": want a partition's name, without blanks`},
		{Options{K8s: K8sOptions{CPU: "-1"}}, `--k8s-cpu "-1": want a Kubernetes quantity`},
		{Options{K8s: K8sOptions{CPU: "xx"}}, `--k8s-cpu "xx"`},
		{Options{K8s: K8sOptions{Memory: "64 Gi"}}, `--k8s-memory "64 Gi"`},
		{Options{K8s: K8sOptions{Namespace: "My_NS"}}, `--k8s-namespace "My_NS": want a namespace's name`},
	} {
		err := checkClusterFlags(&c.o)
		var ue *UsageError
		if err == nil || !errors.As(err, &ue) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%+v %+v: %v, want a usage error starting %q", c.o.Slurm, c.o.K8s, err, c.want)
		}
	}
}
