package storetest

import (
	"go/build"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// FakeGCS runs fake-gcs-server (StartFakeGCS) for the rest of t and
// points STORAGE_EMULATOR_HOST at it: Beam's gcs filesystem and the
// storage package build their clients from it. The storage package's own
// tests run it behind a proxy that counts requests (fakeGCSServer); this
// is the plain server, for other packages' tests of gs:// paths.
func FakeGCS(t testing.TB) {
	t.Helper()
	t.Setenv("STORAGE_EMULATOR_HOST", StartFakeGCS(t))
}

// StartFakeGCS runs fake-gcs-server (fsouza/fake-gcs-server: on PATH or
// in GOPATH/bin; t is skipped without it, as scripts/test.sh skips
// scripts/view-gcs.sh) with an empty bucket "b" for the rest of t, and
// returns its address (host:port), leaving the environment as it is: a
// test that puts something between the client and the server (the
// storage package's request counter) points STORAGE_EMULATOR_HOST itself.
func StartFakeGCS(t testing.TB) string {
	t.Helper()
	bin, err := exec.LookPath("fake-gcs-server")
	if err != nil {
		bin = filepath.Join(build.Default.GOPATH, "bin", "fake-gcs-server")
		if _, err := os.Stat(bin); err != nil {
			t.Skip("fake-gcs-server is not installed (go install github.com/fsouza/fake-gcs-server@v1.56.1)")
		}
	}
	data := t.TempDir()
	if err := os.Mkdir(filepath.Join(data, "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	// A port found free may be taken before the server binds it: the
	// server then exits, and another port is tried.
	for try := 0; try < 5; try++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		a := l.Addr().String()
		l.Close()
		_, port, _ := net.SplitHostPort(a)
		cmd := exec.Command(bin, "-scheme", "http", "-host", "127.0.0.1", "-port", port, "-public-host", a, "-backend", "memory", "-data", data, "-log-level", "error")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
		t.Cleanup(func() { cmd.Process.Kill(); <-exited })
		if answers(a, exited) {
			return a
		}
	}
	t.Fatal("fake-gcs-server did not start")
	return ""
}

// answers waits up to 30 s for the server at a to answer; false if it
// exited first (the port was taken meanwhile) or never answered.
func answers(a string, exited <-chan struct{}) bool {
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		select {
		case <-exited:
			return false
		default:
		}
		if resp, err := http.Get("http://" + a + "/storage/v1/b"); err == nil {
			resp.Body.Close()
			return true
		}
	}
	return false
}
