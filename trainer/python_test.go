package trainer_test

import (
	"os"
	"os/exec"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TorchPython returns /usr/bin/python3 when it can import torch and
// sentencepiece, and skips the test with the setup hint otherwise.
func torchPython(t *testing.T) string {
	t.Helper()
	py := testutil.DebianPython(t)
	if out, err := exec.Command(py, "-c", "import torch, sentencepiece").CombinedOutput(); err != nil {
		t.Skipf("SKIP: %s lacks torch or sentencepiece (apt-get install python3-torch python3-sentencepiece): %v\n%s", py, err, out)
	}
	return py
}

// TestPythonUnits runs the training program's own unit checks (model
// shapes against the paper's parameter counts, schedule, batching,
// sentencepiece fallback, bad input).
func TestPythonUnits(t *testing.T) {
	py := torchPython(t)
	cmd := exec.Command(py, "-m", "unittest", "-v", "test_itn_train")
	cmd.Dir = "py"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "OMP_NUM_THREADS=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("python unit checks failed: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
