//go:build unix

package main

import (
	"bytes"
	"context"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestVersionFileModes: with umask 0, which shows the modes files are
// created with, every file a run writes is 0644 and every folder 0755.
func TestVersionFileModes(t *testing.T) {
	old := syscall.Umask(0)
	defer syscall.Umask(old)
	out := filepath.Join(t.TempDir(), "out")
	prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", out, "--runner", "direct")
	prepOK(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", out, "--runner", "prism", "--max-reject-rate", "1")
	n := 0
	filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		st, _ := d.Info()
		want := fs.FileMode(0o644)
		if d.IsDir() {
			want = fs.ModeDir | 0o755
		}
		if st.Mode() != want {
			t.Errorf("%s: mode %v, want %v", p, st.Mode(), want)
		}
		n++
		return nil
	})
	if n < 20 {
		t.Fatalf("walked only %d entries", n)
	}
}

// TestCLIRefusesCraftedManifestPaths: verify, show, head and diff refuse a
// manifest whose shard paths leave the version folder.
func TestCLIRefusesCraftedManifestPaths(t *testing.T) {
	tmp := t.TempDir()
	good := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "good"), "--runner", "direct")
	for i, bad := range []string{"../../../../etc/passwd", "/etc/passwd", "data/../../README.md"} {
		dir := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, string(rune('a'+i))), "--runner", "direct")
		b, _ := os.ReadFile(filepath.Join(dir, dataset.ManifestFile))
		m, _ := dataset.ParseManifest(b)
		m.Shards[0].Path = bad
		nb, _ := m.Marshal()
		os.WriteFile(filepath.Join(dir, dataset.ManifestFile), nb, 0o644)
		for _, args := range [][]string{
			{"versions", "verify", dir}, {"versions", "show", dir}, {"versions", "head", dir},
			{"versions", "diff", good, dir}, {"versions", "diff", dir, good},
		} {
			stdout, stderr, code := run(t, args...)
			if code != 1 || !strings.Contains(stderr, "shard path") {
				t.Errorf("%v with shard path %q: exit %d\nstdout %s\nstderr %s", args[:2], bad, code, stdout, stderr)
			}
			if strings.Contains(stdout, "root:") {
				t.Errorf("%v printed the file outside the version", args[:2])
			}
		}
	}
}

// TestNothingSecretRecorded: credentials live in the environment (or in
// files the environment names), never in flags itnprep records; Beam's own
// flags are not recorded either. Manifests, cards and logs must hold none.
func TestNothingSecretRecorded(t *testing.T) {
	const secret = "itnprep-test-secret-7f3a"
	t.Setenv("AWS_SECRET_ACCESS_KEY", secret)
	t.Setenv("AWS_SESSION_TOKEN", secret)
	t.Setenv("GOOGLE_APPLICATION_CREDENTIALS", "/nonexistent/"+secret+".json")
	var logs bytes.Buffer
	oldLog := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	defer slog.SetDefault(oldLog)

	out := t.TempDir()
	stdout, stderr, code := run(t, "prep", "text", "--input", "../../testdata/text/*", "--output", out, "--quiet",
		"--runner", "direct", "--project", "project-"+secret, "--temp_location", "gs://bucket-"+secret+"/tmp",
		"--experiments", "exp-"+secret)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	dir := lastLine(stdout)
	for _, name := range []string{dataset.ManifestFile, "README.md"} {
		b, _ := os.ReadFile(filepath.Join(dir, name))
		if len(b) == 0 || bytes.Contains(b, []byte(secret)) {
			t.Errorf("%s is empty or records a secret or a Beam flag", name)
		}
	}
	m, _ := storage.LoadManifest(context.Background(), dir)
	for k := range m.Config {
		if strings.Contains(k, "project") || strings.Contains(k, "location") || strings.Contains(k, "experiments") {
			t.Errorf("manifest config records Beam flag %q", k)
		}
	}
	if strings.Contains(logs.String(), "/nonexistent/") || strings.Contains(logs.String(), "AWS_") {
		t.Errorf("logs show credentials:\n%s", logs.String())
	}
	if strings.Contains(stdout+stderr, secret) {
		t.Errorf("output shows a secret:\n%s\n%s", stdout, stderr)
	}
}
