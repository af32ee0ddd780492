package archtest

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Every package of the module has a doc.go whose package comment says what
// it owns ("Package name ..." or, for a program, "Command name ..."), the
// project's rule for where a reader starts.
func TestEveryPackageHasDocGo(t *testing.T) {
	cmd := exec.Command(goTool(t), "list", "-f", "{{.Dir}}\t{{.Name}}\t{{.ImportPath}}", "./...")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	pkgs := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(pkgs) < 20 {
		t.Fatalf("go list named %d packages: %q", len(pkgs), pkgs)
	}
	for _, line := range pkgs {
		f := strings.Split(line, "\t")
		dir, name, path := f[0], f[1], f[2]
		doc := filepath.Join(dir, "doc.go")
		if _, err := os.Stat(doc); err != nil {
			t.Errorf("%s has no doc.go", path)
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), doc, nil, parser.ParseComments|parser.PackageClauseOnly)
		if err != nil {
			t.Errorf("%s: %v", doc, err)
			continue
		}
		text := ""
		if file.Doc != nil {
			text = file.Doc.Text()
		}
		want := "Package " + name + " "
		if name == "main" {
			want = "Command " + filepath.Base(dir) + " "
		}
		if !strings.HasPrefix(text, want) || len(strings.Fields(text)) < 8 {
			t.Errorf("%s: doc.go's package comment should start %q and say what the package owns; it is %q", path, want, text)
		}
	}
}
