package trainer

import "regexp"

// The cluster launchers' values are written into the Slurm script and the
// Job manifest as given; sbatch and kubectl refused a malformed one only
// after the data was staged and the script written (`--slurm-mem xx`,
// `--k8s-cpu -1`), and a blank or a line break in a partition split the
// #SBATCH line. These are the forms the two documents take.
var (
	// Slurm's sbatch --time: minutes, minutes:seconds,
	// hours:minutes:seconds, days-hours, days-hours:minutes,
	// days-hours:minutes:seconds, or UNLIMITED / INFINITE.
	slurmTime = regexp.MustCompile(`^(?:\d+(?::\d+){0,2}|\d+-\d+(?::\d+){0,2}|(?i:unlimited|infinite))$`)
	// Slurm's sbatch --mem: a size, in megabytes or with K, M, G or T.
	slurmMem = regexp.MustCompile(`^\d+[KMGTkmgt]?$`)
	// A Kubernetes quantity of a resource request: a positive decimal
	// with an SI (m, k, M, G, T, P, E) or binary (Ki ... Ei) suffix or an
	// exponent.
	k8sQuantity = regexp.MustCompile(`^(?:\d+(?:\.\d*)?|\.\d+)(?:[mkMGTPE]|[KMGTPE]i|[eE][+-]?\d+)?$`)
	// A Kubernetes namespace: a DNS label.
	k8sNamespace = regexp.MustCompile(`^[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?$`)
	noBlank      = regexp.MustCompile(`^\S+$`)
)

// checkClusterFlags refuses, in one line naming the flag and the form it
// takes, a cluster launcher's value sbatch or kubectl would refuse. An
// empty value is not given (the cluster's default).
func checkClusterFlags(o *Options) error {
	for _, c := range []struct {
		flag, value string
		form        *regexp.Regexp
		want        string
	}{
		{"--slurm-time", o.Slurm.Time, slurmTime, "minutes, MM:SS, HH:MM:SS, D-HH, D-HH:MM, D-HH:MM:SS or UNLIMITED (sbatch --time)"},
		{"--slurm-mem", o.Slurm.Mem, slurmMem, "a size in MB, or with K, M, G or T: 64G (sbatch --mem)"},
		{"--slurm-partition", o.Slurm.Partition, noBlank, "a partition's name, without blanks"},
		{"--k8s-cpu", o.K8s.CPU, k8sQuantity, "a Kubernetes quantity: 8, 500m, 1.5"},
		{"--k8s-memory", o.K8s.Memory, k8sQuantity, "a Kubernetes quantity: 64Gi, 512Mi, 8G"},
		{"--k8s-namespace", o.K8s.Namespace, k8sNamespace, "a namespace's name: lower-case letters, digits and '-', at most 63"},
	} {
		if c.value != "" && !c.form.MatchString(c.value) {
			return usage("%s %q: want %s", c.flag, c.value, c.want)
		}
	}
	return nil
}
