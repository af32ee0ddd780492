package testutil

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// SharedDir returns the path of the project's shared/ folder (corpora,
// anchors, seeds). It honours $ITNPREP_SHARED, else walks up from this
// module's root looking for a sibling "shared" folder holding anchors/. When
// none is found the test is skipped with a message saying so.
func SharedDir(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("ITNPREP_SHARED"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "anchors")); err == nil {
			return d
		}
		t.Skipf("SKIP: ITNPREP_SHARED=%s has no anchors/ folder; this check needs the shared reference data", d)
	}
	dir := ModuleRoot(t)
	for {
		cand := filepath.Join(dir, "shared")
		if _, err := os.Stat(filepath.Join(cand, "anchors")); err == nil {
			return cand
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	t.Skip("SKIP: ../shared (corpora and anchors) not found beside the repository; set ITNPREP_SHARED to run this check")
	return ""
}

// SharedFile returns filepath.Join(SharedDir, rel), skipping the test with a
// message if that file is absent.
func SharedFile(t testing.TB, rel string) string {
	t.Helper()
	p := filepath.Join(SharedDir(t), rel)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("SKIP: shared file %s is missing: %v", rel, err)
	}
	return p
}

// ModuleRoot returns the repository root (the folder holding go.mod).
func ModuleRoot(t testing.TB) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("testutil: cannot locate source file")
	}
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// DebianPython returns /usr/bin/python3, the interpreter that sees Debian's
// python3-* packages (the python3 on PATH may be a pyenv build that does not).
func DebianPython(t testing.TB) string {
	t.Helper()
	const p = "/usr/bin/python3"
	if _, err := os.Stat(p); err != nil {
		t.Skipf("SKIP: %s not found; install Debian's python3 (see README)", p)
	}
	return p
}

// Tool returns the path of an external program a test drives (rsvg-convert,
// chromium, node). When it is missing the test skips, naming the Debian
// package to install, unless ITNPREP_REQUIRE_TOOLS=1 (scripts/test.sh sets
// it after installing them), where a missing tool fails the test.
func Tool(t testing.TB, name, debianPackage string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err == nil {
		return p
	}
	msg := fmt.Sprintf("%s not found: install Debian's %s (scripts/test.sh does)", name, debianPackage)
	if os.Getenv("ITNPREP_REQUIRE_TOOLS") == "1" {
		t.Fatal(msg)
	}
	t.Skip("SKIP: " + msg)
	return ""
}

// Zip returns a zip archive of the given name, content pairs, as a test
// input for the readers that open one-file archives.
func Zip(t testing.TB, files ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i+1 < len(files); i += 2 {
		w, err := zw.Create(files[i])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, files[i+1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
