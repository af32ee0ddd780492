package normalize

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestReadingContextsMatchContextHolds: the contexts ParseStyle lets a
// style file's reading name (readingContexts) are exactly those the
// scanner knows how to check (the cases of contextHolds' switch). A
// context added to the switch alone is refused in every style file; one
// added to the list alone is accepted and then never holds (contextHolds
// returns false for it), which is the silent loss the list exists to
// prevent. The switch is read from the source, since its default case
// makes an unknown context indistinguishable from one that does not hold.
func TestReadingContextsMatchContextHolds(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var cases []string
	found := false
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Name.Name != "contextHolds" || fn.Recv == nil {
				continue
			}
			found = true
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				sw, ok := n.(*ast.SwitchStmt)
				if !ok {
					return true
				}
				if id, ok := sw.Tag.(*ast.Ident); !ok || id.Name != fn.Type.Params.List[0].Names[0].Name {
					return true // a switch on something else
				}
				for _, st := range sw.Body.List {
					for _, e := range st.(*ast.CaseClause).List {
						lit, ok := e.(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							t.Errorf("%s: contextHolds has a case that is not a string literal", fset.Position(e.Pos()))
							continue
						}
						s, err := strconv.Unquote(lit.Value)
						if err != nil {
							t.Fatal(err)
						}
						cases = append(cases, s)
					}
				}
				return false
			})
		}
	}
	if !found || len(cases) == 0 {
		t.Fatalf("no switch on the context found in the scanner's contextHolds (found the function: %v): this test reads it from the source", found)
	}
	var listed []string
	for k := range readingContexts {
		if k != "" { // no context: the reading always applies
			listed = append(listed, k)
		}
	}
	sort.Strings(cases)
	sort.Strings(listed)
	for _, c := range cases {
		if !readingContexts[c] {
			t.Errorf("contextHolds checks %q, but readingContexts (style.go) does not list it: every style file naming it is refused", c)
		}
	}
	for _, c := range listed {
		if !slices.Contains(cases, c) {
			t.Errorf("readingContexts (style.go) lists %q, but contextHolds has no case for it: a reading with it is accepted and never applies", c)
		}
	}
	if len(cases) != len(slices.Compact(slices.Clone(cases))) {
		t.Errorf("contextHolds repeats a case: %v", cases)
	}
}
