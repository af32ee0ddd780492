package normalize

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocCommentsOpenWithTheirFunction: no function's doc comment opens
// with the name of another function of the package. A helper added between
// a function's doc comment and the function takes that comment as the
// start of its own ("symbol handles one non-letter ..." above keypadHash,
// "lowerWordFollows reports ..." above durationNounEnds), and the function
// below is left with none; this session's commits did it five times.
func TestDocCommentsOpenWithTheirFunction(t *testing.T) {
	fs := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil || len(names) == 0 {
		t.Fatalf("no Go files here: %v", err)
	}
	// The package's functions and its external tests', by package name.
	funcs := map[string]map[string]bool{}
	var decls []*ast.FuncDecl
	pkgOf := map[*ast.FuncDecl]string{}
	for _, name := range names {
		f, err := parser.ParseFile(fs, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		pkg := f.Name.Name
		if funcs[pkg] == nil {
			funcs[pkg] = map[string]bool{}
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				funcs[pkg][fd.Name.Name] = true
				decls = append(decls, fd)
				pkgOf[fd] = pkg
			}
		}
	}
	for _, fd := range decls {
		if fd.Doc == nil {
			continue
		}
		first := strings.Fields(strings.TrimPrefix(fd.Doc.List[0].Text, "//"))
		if len(first) == 0 {
			continue
		}
		if w := strings.TrimSuffix(first[0], ":"); w != fd.Name.Name && funcs[pkgOf[fd]][w] {
			t.Errorf("%s: %s's doc comment opens with %s's: %q", fs.Position(fd.Doc.Pos()), fd.Name.Name, w, fd.Doc.List[0].Text)
		}
	}
}
