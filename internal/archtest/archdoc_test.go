package archtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docs/ARCHITECTURE.md's package list is where a reader learns what each
// package owns, so every package `go list ./...` names must be in it: a
// package added without its line (internal/shellquote, trainer/trainertest,
// the gtngen and plainprep commands were missing) is one a reader cannot
// place. A top-level package is named as its folder ("align/"), a package
// directly under internal/ by its name and what it does ("madedirs (..."),
// any deeper one by its path.
func TestArchitectureNamesEveryPackage(t *testing.T) {
	root := filepath.Join("..", "..")
	doc, err := os.ReadFile(filepath.Join(root, "docs", "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goTool(t), "list", "-f", "{{.ImportPath}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) < 20 {
		t.Fatalf("go list named %d packages: %q", len(pkgs), pkgs)
	}
	for _, path := range pkgs {
		rel, ok := strings.CutPrefix(path, "github.com/itnprep/itnprep/")
		if !ok {
			t.Fatalf("package %s is outside the module", path)
		}
		if !architectureNames(string(doc), rel) {
			t.Errorf("docs/ARCHITECTURE.md does not name package %s (say what it owns in its list of layers)", rel)
		}
	}
}

// architectureNames says whether the architecture text names the package
// at rel, a path inside the module.
func architectureNames(doc, rel string) bool {
	parts := strings.Split(rel, "/")
	switch {
	case len(parts) == 1:
		return strings.Contains(doc, rel+"/")
	case len(parts) == 2 && parts[0] == "internal":
		return strings.Contains(doc, rel) ||
			regexp.MustCompile(`\b`+regexp.QuoteMeta(parts[1])+` \(`).MatchString(doc)
	default:
		return strings.Contains(doc, rel)
	}
}
