package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// maxCLIFunctionLines is how long a function in cmd/itnprep may be: the CLI
// parses flags and calls packages, so a longer function is a workflow that
// belongs in the package that owns it (issue 18: train, runVerbalize,
// runVersions and runEvaluate had grown to 111-203 lines there).
const maxCLIFunctionLines = 80

// parseDir parses the non-test Go files of dir (failing when there are
// none, so a check over them cannot pass by reading nothing).
func parseDir(t *testing.T, fset *token.FileSet, dir string) []*ast.File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatalf("parse %s: %v", name, err)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		t.Fatalf("no Go files in %s", dir)
	}
	return files
}

// longFunctions returns "file:line name (N lines)" for every function or
// method declared in the non-test Go files of dir whose declaration, from
// `func` to the closing brace, spans more than max lines.
func longFunctions(t *testing.T, dir string, max int) []string {
	t.Helper()
	fset := token.NewFileSet()
	var long []string
	for _, f := range parseDir(t, fset, dir) {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			start, end := fset.Position(fn.Pos()), fset.Position(fn.End())
			if n := end.Line - start.Line + 1; n > max {
				long = append(long, fmtLong(start, fn, n))
			}
		}
	}
	sort.Strings(long)
	return long
}

func fmtLong(pos token.Position, fn *ast.FuncDecl, n int) string {
	name := fn.Name.Name
	if fn.Recv != nil && len(fn.Recv.List) > 0 {
		if s, ok := fn.Recv.List[0].Type.(*ast.StarExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok {
				name = id.Name + "." + name
			}
		} else if id, ok := fn.Recv.List[0].Type.(*ast.Ident); ok {
			name = id.Name + "." + name
		}
	}
	return filepath.Base(pos.Filename) + ":" + strconv.Itoa(pos.Line) + " " + name + " (" + strconv.Itoa(n) + " lines)"
}

func writeFile(t *testing.T, name, src string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCLIFunctionsAreShort(t *testing.T) {
	for _, l := range longFunctions(t, filepath.Join("..", "..", "cmd", "itnprep"), maxCLIFunctionLines) {
		t.Errorf("cmd/itnprep: %s is over %d lines: move the workflow into the package that owns it", l, maxCLIFunctionLines)
	}
}

func TestLongFunctionIsDetected(t *testing.T) {
	// A function of exactly the limit passes and one line more fails, so
	// the check above can fail.
	dir := t.TempDir()
	body := strings.Repeat("\t_ = 1\n", maxCLIFunctionLines-2)
	src := "package p\n\nfunc ok() {\n" + body + "}\n\nfunc long() {\n" + body + "\t_ = 2\n}\n"
	writeFile(t, filepath.Join(dir, "p.go"), src)
	writeFile(t, filepath.Join(dir, "p_test.go"), "package p\n\nfunc skipped() {\n"+strings.Repeat(body, 2)+"}\n")
	got := longFunctions(t, dir, maxCLIFunctionLines)
	want := "p.go:" + strconv.Itoa(3+maxCLIFunctionLines+1) + " long (" + strconv.Itoa(maxCLIFunctionLines+1) + " lines)"
	if len(got) != 1 || got[0] != want {
		t.Fatalf("longFunctions = %q, want [%q]", got, want)
	}
}
