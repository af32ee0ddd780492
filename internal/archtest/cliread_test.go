package archtest

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// rowReaders are the calls that read a version's rows one by one. The CLI
// parses flags and calls packages: a loop over rows in cmd/itnprep is a
// workflow that belongs in storage/ (storage.Head, Diff), pipelines/ or a
// kernel, where it is tested without the CLI (versions head had two such
// loops, one decoding whole shards to print a few rows).
var rowReaders = map[string]bool{
	"dataset.ReadRows": true, "dataset.ScanRows": true, "dataset.ReadLocalShard": true,
	"storage.OpenRowStream": true, "storage.OpenPairStream": true,
}

// rowLibraries are the Parquet libraries; the CLI reaches shards through
// dataset/ and storage/ only.
var rowLibraries = []string{"github.com/parquet-go/parquet-go", "github.com/apache/arrow-go"}

// rowReading returns "file:line what" for every import of a Parquet
// library and every call of a row reader in the non-test Go files of dir.
func rowReading(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	var found []string
	for _, f := range parseDir(t, fset, dir) {
		at := func(p token.Pos, what string) {
			pos := fset.Position(p)
			found = append(found, filepath.Base(pos.Filename)+":"+strconv.Itoa(pos.Line)+" "+what)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, lib := range rowLibraries {
				if path == lib || strings.HasPrefix(path, lib+"/") {
					at(imp.Pos(), "imports "+path)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && rowReaders[id.Name+"."+sel.Sel.Name] {
				at(sel.Pos(), "calls "+id.Name+"."+sel.Sel.Name)
			}
			return true
		})
	}
	sort.Strings(found)
	return found
}

func TestCLIReadsNoRowsItself(t *testing.T) {
	for _, f := range rowReading(t, filepath.Join("..", "..", "cmd", "itnprep")) {
		t.Errorf("cmd/itnprep: %s: reading rows is a workflow; move the loop into storage/, pipelines/ or the package that owns it", f)
	}
}

func TestRowReadingIsDetected(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "p.go"), "package p\n\nimport (\n\t\"github.com/itnprep/itnprep/dataset\"\n\t\"github.com/parquet-go/parquet-go\"\n)\n\n"+
		"var _ = parquet.SchemaOf\n\nfunc f() { _, _ = dataset.ReadLocalShard[dataset.Pair](\"x\") }\n")
	writeFile(t, filepath.Join(dir, "p_test.go"), "package p\n\nimport \"github.com/itnprep/itnprep/dataset\"\n\nfunc g() { _, _ = dataset.ReadLocalShard[dataset.Pair](\"x\") }\n")
	got := rowReading(t, dir)
	want := []string{"p.go:10 calls dataset.ReadLocalShard", "p.go:5 imports github.com/parquet-go/parquet-go"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("rowReading = %q, want %q", got, want)
	}
}
