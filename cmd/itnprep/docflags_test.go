package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// docsWrongOnPurpose: commands the docs show to say what itnprep answers
// to a flag the command does not take (ERRORS.md's unknown-flag row).
var docsWrongOnPurpose = map[string]bool{
	"ERRORS.md prep gtn --split": true, // "`prep gtn --split` (its splits come from file names), names them"
	"ERRORS.md train --design":   true, // "`train --design u2tf` says `unknown flag --design (did you mean --model? ..."
	// a comment's "versions diff of the versions without/with --rules"
	"view-gcs.sh versions --rules": true,
}

// TestDocsCommandsNameRealFlags: every command the docs and the README
// show, in a code block or in prose ("`itnprep versions gc DIR
// --older-than 0`", "prep gtn --nemo-split train --detokenize"), is given
// only flags that command takes (TestCLIDocNamesEachCommandsFlags reads
// CLI.md's command sections and README's table; this reads every line of
// every doc, and of scripts/*.sh, as invokedFlags reads a message). qa91: none found wrong on
// main; a planted `derive tagger --vocab-splits` in tagger.md is reported.
func TestDocsCommandsNameRealFlags(t *testing.T) {
	sets := commandFlagSets(t)
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil || len(docs) < 8 {
		t.Fatalf("docs: %v, %v", docs, err)
	}
	docs = append(docs, "../../README.md")
	// The scripts' commands too ($B prep gtn ..., run by the lead).
	scripts, err := filepath.Glob("../../scripts/*.sh")
	if err != nil || len(scripts) < 5 {
		t.Fatalf("scripts: %v, %v", scripts, err)
	}
	docs = append(docs, scripts...)
	checked := 0
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(d)
		for i, line := range strings.Split(string(b), "\n") {
			cmds, flags := invokedFlags(line)
			for k, name := range flags {
				checked++
				if foreignFlags[name] != "" || docsWrongOnPurpose[base+" "+cmds[k]+" "+name] {
					continue
				}
				if names := flagsOf(sets, cmds[k]); names == nil || !names[name] {
					t.Errorf("%s:%d: names %s after %q, which 'itnprep %s --help' does not list", base, i+1, name, cmds[k], cmds[k])
				}
			}
		}
	}
	if checked < 700 {
		t.Errorf("only %d flags of commands in the docs were checked", checked)
	}
}

// docBlocks are the code blocks of a Markdown file (fenced, or indented by
// four spaces), each a list of its lines, trimmed, a backslash-continued
// line joined into one.
func docBlocks(doc string) [][]string {
	var blocks [][]string
	var cur []string
	fenced, pending := false, ""
	flush := func() {
		if len(cur) > 0 {
			blocks = append(blocks, cur)
		}
		cur = nil
	}
	for _, line := range strings.Split(doc, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "```"):
			fenced = !fenced
			flush()
			continue
		case fenced || strings.HasPrefix(line, "    "):
		default:
			flush()
			continue
		}
		if strings.HasSuffix(trimmed, "\\") {
			pending += strings.TrimSuffix(trimmed, "\\") + " "
			continue
		}
		cur = append(cur, pending+trimmed)
		pending = ""
	}
	flush()
	return blocks
}

// TestDocsCommandsOnTestdataRun runs, as written from the repository root,
// every code block of the docs whose commands read only this repository's
// samples (its first command's input under testdata/, no placeholder:
// docs/tagger.md's readings.txt and reorder.txt figures, docs/u2tf.md's
// readings.txt run, docs/libriheavy.md's sample; README's tour is
// TestReadmeQuickTour, CLI.md's cluster on one machine is
// TestPortableRunnerWithExternalWorkers). Each block runs in a folder of
// its own holding the repository's files; an absolute /tmp output is put
// in that folder, and --runner direct is added (the default, prism, is the
// same pipeline, slower to start). Planted flags derive does not take
// (tagger.md's --vocab-splits, u2tf.md's --max-span) fail here. Every command must exit 0, and a prep or derive must
// print a published version's folder last.
func TestDocsCommandsOnTestdataRun(t *testing.T) {
	root := testutil.ModuleRoot(t)
	ran := 0
	for _, doc := range []string{"CLI.md", "TRAINING.md", "tagger.md", "u2tf.md", "VIEW.md", "libriheavy.md", "ERRORS.md"} {
		b, err := os.ReadFile(filepath.Join(root, "docs", doc))
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range docBlocks(string(b)) {
			var cmds [][]string
			for _, line := range block {
				args, err := shellWords(line)
				if err != nil || len(args) == 0 {
					continue
				}
				switch {
				case args[0] == "itnprep" || args[0] == "bin/itnprep":
					args = args[1:]
				case len(args) > 2 && args[0] == "go" && args[1] == "run" && args[2] == "./cmd/itnprep":
					args = args[3:]
				default:
					continue
				}
				cmds = append(cmds, args)
			}
			if len(cmds) == 0 || !readsTestdata(cmds[0]) || hasPlaceholder(cmds) {
				continue
			}
			ran++
			work := t.TempDir()
			entries, err := os.ReadDir(root)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if e.Name() != ".git" && e.Name() != "out" && e.Name() != "bin" {
					if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(work, e.Name())); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Chdir(work)
			for _, args := range cmds {
				for i, a := range args {
					if strings.HasPrefix(a, "/tmp/") {
						args[i] = filepath.Join(work, strings.TrimPrefix(a, "/tmp/"))
					}
				}
				line := "itnprep " + strings.Join(args, " ")
				out, stderr, code := run(t, append(args, "--runner", "direct")...)
				if code != 0 {
					t.Errorf("docs/%s: %s: exit %d\n%s", doc, line, code, stderr)
					break
				}
				if args[0] == "prep" || args[0] == "derive" {
					if _, err := os.Stat(filepath.Join(lastLine(out), "manifest.json")); err != nil {
						t.Errorf("docs/%s: %s: its last stdout line %q is not a version's folder", doc, line, lastLine(out))
					}
				}
			}
			t.Chdir(root)
		}
	}
	if ran < 4 {
		t.Errorf("%d blocks of the docs run on testdata, want at least 4 (tagger.md's two, u2tf.md's, libriheavy.md's)", ran)
	}
}

// readsTestdata: the command's --input names this repository's samples.
func readsTestdata(args []string) bool {
	for i, a := range args {
		if (a == "--input" || a == "--in") && i+1 < len(args) {
			return strings.HasPrefix(args[i+1], "testdata/")
		}
	}
	return false
}

// hasPlaceholder: a word a reader replaces (<id>, [--detokenize], ...,
// DIR, OUT).
func hasPlaceholder(cmds [][]string) bool {
	for _, args := range cmds {
		for _, a := range args {
			if strings.ContainsAny(a, "<[") || strings.Contains(a, "...") || a == "DIR" || a == "OUT" {
				return true
			}
		}
	}
	return false
}
