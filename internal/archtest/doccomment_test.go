package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// strayDocComments returns "file:line name" for every declaration under
// root whose doc comment is two comments run together: it opens on another
// name's words and a later line starts with the declaration's own name
// ("// words counts ...\n// noWordHint says ...\nfunc noWordHint"). That is
// what inserting a new function between a comment and the declaration it
// documents leaves behind: godoc then shows the wrong text on both, and the
// stray paragraph's own declaration has none (session 49's review found six,
// two of them added that session).
func strayDocComments(t *testing.T, root string) []string {
	t.Helper()
	var stray []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		check := func(doc *ast.CommentGroup, name *ast.Ident) {
			if doc == nil || name == nil || name.Name == "_" {
				return
			}
			lines := strings.Split(doc.Text(), "\n")
			if fields := strings.Fields(lines[0]); len(fields) == 0 || fields[0] == name.Name {
				return
			}
			own := regexp.MustCompile(`^` + regexp.QuoteMeta(name.Name) + `\b`)
			for _, l := range lines[1:] {
				if own.MatchString(l) {
					rel, _ := filepath.Rel(root, path)
					stray = append(stray, rel+":"+strconv.Itoa(fset.Position(name.Pos()).Line)+" "+name.Name)
					return
				}
			}
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				check(d.Doc, d.Name)
			case *ast.GenDecl:
				if len(d.Specs) != 1 {
					continue // a grouped declaration's doc is the group's
				}
				switch s := d.Specs[0].(type) {
				case *ast.TypeSpec:
					check(d.Doc, s.Name)
				case *ast.ValueSpec:
					check(d.Doc, s.Names[0])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(stray)
	return stray
}

func TestDocCommentsDocumentTheirDeclaration(t *testing.T) {
	for _, s := range strayDocComments(t, filepath.Join("..", "..")) {
		t.Errorf("%s: its doc comment opens with another declaration's comment: move that paragraph to the declaration it names", s)
	}
}

func TestStrayDocCommentIsDetected(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.go"), `package a

// words counts the tokens.
// hint says which side holds no word.
func hint() string { return "" }

// words counts the tokens; hint is not this comment's subject.
func words() int { return 0 }

// Limit is the most, and Limit's users read it.
const Limit = 3
`)
	got := strayDocComments(t, dir)
	if len(got) != 1 || got[0] != "a.go:5 hint" {
		t.Fatalf("strayDocComments = %q, want [a.go:5 hint]", got)
	}
}
