package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestReadmeQuickTour runs the README's quick tour as a new user copies
// it: every command of its ```sh blocks, in order, from a folder that
// holds the repository's files (as the repository root does) and none of
// its outputs, with only the placeholders the README marks substituted
// (`corpus/*.txt` by the sample it names, `testdata/text/*`; `<version id>`
// by the id the step before printed), then the commands its prose quotes
// whole (`itnprep help prep gtn`, `itnprep view out/gtn@latest`). A command
// that exits non-zero, or a prep or derive whose last stdout line is not a
// published version's folder, fails the test, so an edit of the README that
// breaks a command (a renamed flag, a path the samples lack, a step out of
// order) is caught here rather than by the next new user.
//
// Not run: `go build -o bin/itnprep ./cmd/itnprep` (this test is that
// code, run in process; the test checks only that it builds what the
// other commands call, as scripts/demo.sh builds it), and the view
// command's fixed port (8377 may be taken where tests run: --port 0).
// Nothing in the tour needs a GPU or the network (train is --dry-run).
func TestReadmeQuickTour(t *testing.T) {
	root := testutil.ModuleRoot(t)
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	tour := readmeSection(t, string(b), "## Quick tour")
	cmds := shellBlocks(tour)
	if len(cmds) < 10 {
		t.Fatalf("README's quick tour: %d commands in its sh blocks, want the build and at least 9 itnprep commands:\n%q", len(cmds), cmds)
	}

	// The repository's files, none of what the tour writes (out/, runs/,
	// bin/ of a demo run there).
	work := t.TempDir()
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		switch e.Name() {
		case ".git", "out", "runs", "bin":
			continue
		}
		if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(work, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(work)

	published := map[string]string{} // "out/gtn" -> "out/gtn/ID", the last one each printed
	built := false
	for i, line := range cmds {
		cmd := strings.ReplaceAll(line, "'corpus/*.txt'", "'testdata/text/*'") // the sample the README names for it
		if k := strings.Index(cmd, "/<version id>"); k >= 0 {
			folder := cmd[strings.LastIndexByte(cmd[:k], ' ')+1 : k]
			dir, ok := published[folder]
			if !ok {
				t.Fatalf("README quick tour: %q names a version of %s before any step published one", line, folder)
			}
			cmd = strings.Replace(cmd, folder+"/<version id>", dir, 1)
		}
		args, err := shellWords(cmd)
		if err != nil {
			t.Fatalf("README quick tour, command %d %q: %v", i+1, line, err)
		}
		if len(args) == 0 {
			continue
		}
		if args[0] == "go" {
			if strings.Join(args, " ") != "go build -o bin/itnprep ./cmd/itnprep" {
				t.Errorf("README quick tour: %q: the build the other commands rely on is `go build -o bin/itnprep ./cmd/itnprep`", line)
			}
			built = true
			continue
		}
		if args[0] != "bin/itnprep" {
			t.Fatalf("README quick tour, command %d %q: neither the build nor bin/itnprep", i+1, line)
		}
		if !built {
			t.Errorf("README quick tour: %q runs bin/itnprep before the step that builds it", line)
		}
		args = args[1:]
		out, stderr, code := run(t, args...)
		t.Logf("$ %s\n%s%s", line, out, stderr)
		if code != 0 {
			t.Fatalf("README quick tour: %q exited %d:\n%s", line, code, stderr)
		}
		if args[0] == "prep" || args[0] == "derive" {
			dir := lastLine(out)
			if _, err := os.Stat(filepath.Join(dir, "manifest.json")); err != nil {
				t.Fatalf("README quick tour: %q: its last stdout line %q is not a version's folder: %v", line, dir, err)
			}
			folder := filepath.ToSlash(filepath.Dir(dir))
			if prev, ok := published[folder]; ok && strings.Contains(line, "--runner direct") && prev != dir {
				t.Errorf("README quick tour: %q published %s, the prism run %s (the README: same data, same version id)", line, dir, prev)
			}
			published[folder] = dir
		}
	}

	// The commands the tour's prose quotes whole (no placeholder).
	quoted := regexp.MustCompile("`itnprep ([^`<]+)`").FindAllStringSubmatch(tour, -1)
	if len(quoted) == 0 {
		t.Fatal("README quick tour quotes no itnprep command in its prose (it named `itnprep view out/gtn@latest` and the help commands)")
	}
	for _, q := range quoted {
		args, err := shellWords(q[1])
		if err != nil {
			t.Fatalf("README quick tour: `itnprep %s`: %v", q[1], err)
		}
		if args[0] == "view" {
			u := startView(t, append(args[1:], "--port", "0")...)
			if body := httpGet(t, u); !strings.Contains(body, "gtn") {
				t.Errorf("README quick tour: `itnprep %s` serves a page that does not name the version:\n%.500s", q[1], body)
			}
			continue
		}
		if args[0] == "--version" {
			args[0] = "version" // main prints it before dispatch; the same line
		}
		out, stderr, code := run(t, args...)
		if code != 0 || strings.TrimSpace(out) == "" {
			t.Errorf("README quick tour: `itnprep %s`: exit %d, stdout %q:\n%s", q[1], code, out, stderr)
		}
	}
}

// readmeSection is the text under heading (a line of its own) up to the
// next heading of the same level.
func readmeSection(t *testing.T, doc, heading string) string {
	t.Helper()
	i := strings.Index(doc, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("README.md has no %q section", heading)
	}
	s := doc[i+len(heading)+2:]
	level := heading[:strings.Index(heading, " ")+1]
	if j := strings.Index(s, "\n"+level); j >= 0 {
		s = s[:j]
	}
	return s
}

// shellBlocks returns the commands of the ```sh blocks in s (indented or
// not), a backslash-continued line joined into one.
func shellBlocks(s string) []string {
	var cmds []string
	in := false
	pending := ""
	for _, line := range strings.Split(s, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") {
			in = !in && trimmed == "```sh"
			continue
		}
		if !in || (trimmed == "" && pending == "") {
			continue
		}
		if strings.HasSuffix(trimmed, "\\") {
			pending += strings.TrimSuffix(trimmed, "\\") + " "
			continue
		}
		cmds = append(cmds, pending+trimmed)
		pending = ""
	}
	return cmds
}

// shellWords splits a command line as a POSIX shell does for the commands
// the docs show: single and double quotes, backslash escapes outside
// single quotes, and a # that opens a word starting a comment. Anything a
// shell would expand or run ($VAR, $(...), `...`, globs outside quotes,
// pipes, redirections) is refused, so a doc command this test would run
// differently from a shell fails here instead.
func shellWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '#' && !inWord:
			return words, nil
		case c == '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				return nil, errUnclosed
			}
			cur.WriteString(line[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(line) && line[i] != '"'; i++ {
				if line[i] == '$' || line[i] == '`' {
					return nil, errExpands
				}
				if line[i] == '\\' && i+1 < len(line) && strings.IndexByte("\"\\$`", line[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(line[i])
			}
			if i >= len(line) {
				return nil, errUnclosed
			}
			inWord = true
		case c == '\\' && i+1 < len(line):
			i++
			cur.WriteByte(line[i])
			inWord = true
		case strings.IndexByte("$`|&;<>()*?[{~", c) >= 0:
			return nil, errExpands
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

type shellError string

func (e shellError) Error() string { return string(e) }

const (
	errUnclosed = shellError("an unclosed quote")
	errExpands  = shellError("shell syntax this test does not run as a shell would (an expansion, glob, pipe or redirection outside quotes)")
)
