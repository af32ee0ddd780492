package archtest

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// plainGo are the packages docs/ARCHITECTURE.md says run without Beam: the
// record contract, the parsers, the kernels, the card, the trainer's
// launcher and view/ (both handed a storage.FS by the CLI to reach object
// stores). Beam reaching one of them through any dependency would make it
// untestable and unusable outside a pipeline (issue 18 found sources/ and
// trainer/ importing Beam through dataset/).
var plainGo = []string{
	"dataset", "sources",
	"normalize", "clean", "align", "patterns", "eval", "tagging", "u2tf",
	"card", "chart", "trainer", "view",
	// internal/plainprep is the speed benchmarks' reference for `prep gtn`
	// without Beam: with a Beam dependency it would not measure what the
	// pipeline adds. The others are helpers the kernels, the sink and the
	// streaming commands share (the external sort's runs, JSONL decoding,
	// quarantine, the progress line, synthetic GTN, roman numerals, the
	// character foldings normalize and clean share, the damaged-text check
	// the readers and the streaming verbalize share, the edit distance
	// tagging and the flag suggestions share, the cut of a quoted id or
	// line, the removal of the folders a failed run made, the shell quoting
	// of the commands a message suggests, the Markdown tables' cells, the
	// check align and u2tf share that written words are no rendering of
	// the spoken ones).
	"internal/plainprep", "internal/extsort", "internal/jsonline",
	"internal/quarantine", "internal/progress", "internal/gtngen", "internal/roman",
	"internal/textfold", "internal/textdamage", "internal/editdist", "internal/textcut", "internal/madedirs",
	"internal/shellquote", "internal/mdtable", "internal/unsaid",
}

// goTool finds the go command that runs this test.
func goTool(t *testing.T) string {
	t.Helper()
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	t.Fatalf("no go command on PATH: go list is how this test reads dependencies")
	return ""
}

func TestPlainGoPackagesHaveNoBeamDependency(t *testing.T) {
	for _, pkg := range plainGo {
		// One package a call, so a failure names the package whose
		// dependencies include Beam (and -deps lists that package's
		// transitive imports, not only its direct ones).
		cmd := exec.Command(goTool(t), "list", "-deps", "-f", "{{.ImportPath}}", "./"+pkg)
		cmd.Dir = filepath.Join("..", "..")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list -deps ./%s: %v\n%s", pkg, err, out)
		}
		deps := strings.Fields(string(out))
		if len(deps) == 0 || deps[len(deps)-1] != "github.com/itnprep/itnprep/"+pkg {
			t.Fatalf("go list -deps ./%s did not end with the package itself: %q", pkg, deps)
		}
		var beam []string
		for _, d := range deps {
			if strings.HasPrefix(d, "github.com/apache/beam/") {
				beam = append(beam, d)
			}
		}
		if len(beam) > 0 {
			t.Errorf("%s/ depends on %d Beam packages (it must stay plain Go), e.g. %s", pkg, len(beam), beam[0])
		}
	}
}

func TestBeamDependencyIsDetected(t *testing.T) {
	// The same query on a package that does use Beam must find it, or the
	// test above could pass by reading nothing.
	cmd := exec.Command(goTool(t), "list", "-deps", "-f", "{{.ImportPath}}", "./storage")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps ./storage: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem") {
		t.Fatalf("go list -deps ./storage names no Beam filesystem package:\n%s", out)
	}
}
