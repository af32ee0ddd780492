package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// registeredCommands are the names cmd/itnprep registers, read from its
// source: every register(&command{name: "X", ...}) call. Parsing is cheap
// where building the command (Beam, the cloud clients) is not.
func registeredCommands(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			if fn, ok := call.Fun.(*ast.Ident); !ok || fn.Name != "register" {
				return true
			}
			lit, ok := call.Args[0].(*ast.UnaryExpr)
			if !ok {
				return true
			}
			cl, ok := lit.X.(*ast.CompositeLit)
			if !ok {
				return true
			}
			for _, e := range cl.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "name" {
					if v, ok := kv.Value.(*ast.BasicLit); ok && v.Kind == token.STRING {
						name, _ := strconv.Unquote(v.Value)
						names = append(names, name)
					}
				}
			}
			return true
		})
	}
	slices.Sort(names)
	return names
}

// docCommand is a command a document names as one: `itnprep X in a code
// span (prose such as "itnprep writes" is no command).
var docCommand = regexp.MustCompile("`itnprep ([a-z][a-z-]*)")

// docs/ARCHITECTURE.md's table of commands is where a reader learns which
// package does a command's work, so it names every command cmd/itnprep
// registers (a command added without its row is one a reader cannot
// place), and every command the architecture, the README and the CLI
// guide name exists (a renamed or removed command leaves none behind).
func TestArchitectureNamesEveryCommand(t *testing.T) {
	root := filepath.Join("..", "..")
	cmds := registeredCommands(t, filepath.Join(root, "cmd", "itnprep"))
	if len(cmds) < 10 {
		t.Fatalf("found %d registered commands in cmd/itnprep: %q", len(cmds), cmds)
	}
	read := func(rel string) string {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	arch := read("docs/ARCHITECTURE.md")
	for _, c := range cmds {
		if !regexp.MustCompile("\\| `itnprep " + regexp.QuoteMeta(c) + "[ `]").MatchString(arch) {
			t.Errorf("docs/ARCHITECTURE.md's table of commands has no row for `itnprep %s` (say which package does its work)", c)
		}
	}
	for _, doc := range []string{"docs/ARCHITECTURE.md", "README.md", "docs/CLI.md"} {
		for _, m := range docCommand.FindAllStringSubmatch(read(doc), -1) {
			if name := m[1]; name != "help" && !slices.Contains(cmds, name) {
				t.Errorf("%s names `itnprep %s`, which cmd/itnprep does not register (commands: %s)", doc, name, strings.Join(cmds, ", "))
			}
		}
	}
}

// The parse must find a command written as the CLI writes one, or the test
// above could pass by finding none.
func TestRegisteredCommandsAreFound(t *testing.T) {
	dir := t.TempDir()
	src := "package main\n\nfunc init() {\n\tregister(&command{\n\t\tname: \"frob\",\n\t\trun:  nil,\n\t})\n\tother(&command{name: \"not-registered\"})\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "cmd_frob.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := registeredCommands(t, dir); !slices.Equal(got, []string{"frob"}) {
		t.Errorf("registeredCommands found %q; want [frob]", got)
	}
}
