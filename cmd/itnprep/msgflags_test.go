package main

import (
	"flag"
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

// foreignFlags are flags the program's messages and argv name that belong
// to other programs, each with the program: they are no itnprep flag.
var foreignFlags = map[string]string{
	"--long":               "zstd (a frame's window: zstd -dc --long=31)",
	"--repo-type":          "huggingface-cli download",
	"--local-dir":          "huggingface-cli download",
	"--profile":            "the aws CLI (a named profile)",
	"--mem":                "Slurm (#SBATCH --mem)",
	"--cpus-per-task":      "Slurm (#SBATCH --cpus-per-task)",
	"--gres":               "Slurm (#SBATCH --gres)",
	"--job-name":           "Slurm (#SBATCH --job-name)",
	"--nodes":              "Slurm (#SBATCH --nodes)",
	"--ntasks":             "Slurm (#SBATCH --ntasks)",
	"--partition":          "Slurm (#SBATCH --partition)",
	"--time":               "Slurm (#SBATCH --time)",
	"--parsable":           "sbatch --parsable",
	"--standalone":         "torchrun (python -m torch.distributed.run)",
	"--nnodes":             "torchrun",
	"--nproc_per_node":     "torchrun",
	"--data":               "the training program, trainer/py/itn_train.py",
	"--test-data":          "the training program",
	"--device":             "the training program",
	"--dataset-version-id": "the training program",
	"--h":                  "Go's flag package: -h, --h and --help ask for help",
	"--help":               "every command: help",
	"--no-":                "the prefix of every boolean flag's negation (flagstyle.go)",
}

// commandFlagSets is every command's FlagSet by its words ("prep gtn",
// "versions gc", "align"), as the CLI builds it for --help.
func commandFlagSets(t *testing.T) map[string]*flag.FlagSet {
	t.Helper()
	sets := map[string]*flag.FlagSet{}
	for _, line := range commandLines() {
		var seen []*flag.FlagSet
		parseHook = func(fs *flag.FlagSet) { seen = append(seen, fs) }
		_, _, code := run(t, append(append([]string(nil), line...), "--help")...)
		parseHook = nil
		if code != 0 || len(seen) == 0 {
			t.Fatalf("%v --help: exit %d, %d flag sets", line, code, len(seen))
		}
		sets[strings.Join(line, " ")] = seen[0]
	}
	return sets
}

// flagsOf is the flag names (--x) that the commands whose words start
// with cmd take ("prep": every source's; "prep gtn": gtn's), aliases and
// negations included, with the global and Beam flags every command takes.
func flagsOf(sets map[string]*flag.FlagSet, cmd string) map[string]bool {
	names := map[string]bool{}
	add := func(f *flag.Flag) { names["--"+f.Name] = true }
	for words, fs := range sets {
		if cmd == "" || words == cmd || strings.HasPrefix(words, cmd+" ") {
			fs.VisitAll(add)
		}
	}
	if len(names) == 0 {
		return nil
	}
	flag.CommandLine.VisitAll(add)
	return names
}

// invocation is a command named in a message and the flags given right
// after it: "prep gtn --split-by-id train=98,...", "`itnprep versions gc
// DIR --older-than 0`", "derive's --from".
var invocation = regexp.MustCompile(`(?:^|[^\w/.-])(prep(?: (?:commonvoice|gtn|libriheavy|nemo-cases|spgi|text)\b)?|derive(?: (?:tagger|u2tf)\b)?|export nemo-tagger|versions(?: (?:diff|gc|head|list|overlap|show|tag|verify)\b)?|style fit|align|evaluate|mine-pairs|mine|train|verbalize|view)('s)? `)

var flagToken = regexp.MustCompile(`^(--[a-z][a-z0-9_-]*)`)

// invokedFlags are the flags each command named in s is given: after its
// words come flags, their values and placeholders (FILE, DIR, %s, ...,
// 'a b', [--x N]) until an English word that follows no flag, or a mark
// that ends the command (a backquote, ')', ',', ';', ':').
func invokedFlags(s string) (cmds, flags []string) {
	for _, m := range invocation.FindAllStringSubmatchIndex(s, -1) {
		cmd := s[m[2]:m[3]]
		if before := strings.Fields(s[:m[2]]); len(before) > 0 && flagToken.MatchString(strings.TrimLeft(before[len(before)-1], "[(`")) {
			continue // a flag's value: --nemo-split train, --split train
		}
		rest := strings.Fields(s[m[1]:])
		afterFlag := false
		if len(rest) > 0 && rest[0] == "with" && m[4] < 0 {
			rest = rest[1:] // "derive with --max-words N"
		}
		for _, tok := range rest {
			core := strings.TrimLeft(tok, "[(`'\"")
			end := strings.TrimRight(tok, "`);,:") != tok
			if f := flagToken.FindString(core); f != "" {
				cmds, flags = append(cmds, cmd), append(flags, f)
				afterFlag = true
			} else if isPlaceholder(core) || afterFlag {
				afterFlag = false
			} else {
				break
			}
			if end || (m[4] >= 0 && len(flags) > 0) { // "derive's --from": that one flag
				break
			}
		}
	}
	return cmds, flags
}

// isPlaceholder: a token of a command line that is not an English word:
// FILE, DIR, N, %s, ..., a path, a glob, a value (train=98), '|'.
func isPlaceholder(tok string) bool {
	if tok == "" || tok == "|" || strings.HasPrefix(tok, "%") || strings.HasPrefix(tok, "...") || strings.HasPrefix(tok, "<") {
		return true
	}
	if strings.ContainsAny(tok, "/.=*{%'\"_0123456789@") {
		return true
	}
	return strings.ToUpper(tok) == tok // FILE, DIR, VERSION_DIR
}

// cmdFileCommand is the command whose messages a file of cmd/itnprep
// prints (cmd_prep_written.go: prep), "" for files every command shares
// and for versions, whose messages describe the flags prep and derive
// built a version with (--output, --allow-duplicate-ids, --dedupe).
func cmdFileCommand(name string) string {
	for _, c := range []struct{ prefix, cmd string }{
		{"cmd_mine_pairs", "mine-pairs"}, {"cmd_prep", "prep"}, {"cmd_derive", "derive"},
		{"cmd_export", "export nemo-tagger"}, {"cmd_style", "style fit"}, {"cmd_align", "align"}, {"cmd_evaluate", "evaluate"},
		{"cmd_mine", "mine"}, {"cmd_train", "train"}, {"cmd_verbalize", "verbalize"}, {"cmd_view", "view"},
	} {
		if strings.HasPrefix(name, c.prefix) {
			return c.cmd
		}
	}
	return ""
}

// otherCommandsFlag: a message of one command that names another
// command's flag in words the invocation pattern does not read, each
// checked by hand.
var otherCommandsFlag = map[string]bool{
	// "--variants is deprecated, use --samples (--samples K: ...; --top N: verbalize's N most probable)"
	"cmd_prep_written.go --top": true,
	// "a dry run trains and decodes nothing; run the train command without --dry-run"
	"cmd_evaluate.go --dry-run": true,
	// "run the same itnprep train command again with --resume --test-dataset VERSION" (a run without predictions)
	"cmd_evaluate.go --resume":       true,
	"cmd_evaluate.go --test-dataset": true,
	// "Writes a style file that --style accepts" (prep's and verbalize's)
	"cmd_style.go --style": true,
}

// TestMessagesNameRealFlags walks every string of the program's Go source
// (not tests) for the flags it names, so a message, hint or help text
// cannot name a flag that is not there (the next one added is checked
// too):
//   - every --flag named is a flag of some command, a global or Beam
//     flag, or another program's (foreignFlags, saying whose);
//   - a flag named right after a command ("prep libriheavy --rules FILE",
//     "`itnprep versions gc DIR --older-than 0`", "derive's --from") is
//     that command's ("prep ..." any source's);
//   - a flag a command's own file names alone (cmd_mine.go: "--sort-mem
//     must be 1 or more") is that command's.
//
// qa91 checked the rest by hand: a derived version's card said "Choose a
// license id at build time with `--license`", which derive does not take
// (TestDerivedVersionKeepsTheParentsLicense). Planted mistakes this test
// reports: "derive with --vocab-splits", "prep text --unused-split" (gtn's),
// mine's "--beam needs file paths" (evaluate's).
func TestMessagesNameRealFlags(t *testing.T) {
	sets := commandFlagSets(t)
	all := flagsOf(sets, "")
	root := "../.."
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			// Other programs (internal/*/cmd: workerpool, gtngen,
			// plainprep) have flags of their own; testdata, scripts
			// and the Python program are no Go messages.
			if base := d.Name(); rel != "." && (strings.HasPrefix(base, ".") || base == "testdata" || base == "scripts" || base == "node_modules" ||
				(base == "cmd" && rel != "cmd") || rel == "internal/workerpool" || rel == "shared") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") && !strings.HasSuffix(p, ".shims.go") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	checked := 0
	for _, p := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		own := ""
		if rel, _ := filepath.Rel(root, p); filepath.Dir(rel) == filepath.Join("cmd", "itnprep") {
			own = cmdFileCommand(filepath.Base(p))
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !strings.Contains(s, "--") {
				return true
			}
			where := fset.Position(lit.Pos()).String()
			invoked := map[string]bool{}
			cmds, flags := invokedFlags(s)
			for i, name := range flags {
				invoked[name] = true
				if foreignFlags[name] != "" {
					continue
				}
				if names := flagsOf(sets, cmds[i]); names == nil || !names[name] {
					t.Errorf("%s: %q names %s after %q, which 'itnprep %s --help' does not list", where, s, name, cmds[i], cmds[i])
				}
				checked++
			}
			for _, m := range regexp.MustCompile(`(?:^|[^\w-])(--[a-z][a-z0-9_-]*)`).FindAllStringSubmatch(s, -1) {
				name := m[1]
				checked++
				switch {
				case foreignFlags[name] != "":
				case !all[name]:
					t.Errorf("%s: %q names %s, which no command takes", where, s, name)
				case own != "" && !invoked[name] && !flagsOf(sets, own)[name] && !otherCommandsFlag[filepath.Base(p)+" "+name]:
					t.Errorf("%s: %q (a message of %s) names %s, which 'itnprep %s --help' does not list", where, s, own, name, own)
				}
			}
			return true
		})
	}
	if checked < 500 {
		t.Errorf("only %d flags named in messages were checked: the walk missed the source", checked)
	}
}

// TestInvokedFlags: the reading of a command named in a message.
func TestInvokedFlags(t *testing.T) {
	for _, c := range []struct {
		s     string
		flags string
	}{
		{"prep libriheavy --rules applies the approved removal rules", "prep libriheavy --rules"},
		{"(`itnprep versions gc DIR --older-than 0 --dry-run` lists it)", "versions gc --older-than, versions gc --dry-run"},
		{"the same as derive's --from; --out DIR", "derive --from"},
		{"prep text reads such a table (prep text --input FILE --text-field COLUMN), or --format text", "prep text --input, prep text --text-field"},
		{"prep ... --split-by-id train=98,validation=1,test=1 spreads it", "prep --split-by-id"},
		{"run the train command without --dry-run", ""},
		{"mine --input SEQS.jsonl [--minlen M] [--sort-mem MB | --distributed [--partitions P]]", "mine --input, mine --minlen, mine --sort-mem, mine --distributed, mine --partitions"},
		{"the first mine-pairs --output", "mine-pairs --output"},
		{"raise model.max_sequence_len, or derive with --max-words 128", "derive --max-words"},
		{"prep gtn --nemo-split train --detokenize --output out", "prep gtn --nemo-split, prep gtn --detokenize, prep gtn --output"},
		{"(verbalize, align, evaluate, mine-pairs without `--rejects`)", ""},
	} {
		cmds, flags := invokedFlags(c.s)
		var got []string
		for i := range flags {
			got = append(got, cmds[i]+" "+flags[i])
		}
		if strings.Join(got, ", ") != c.flags {
			t.Errorf("%q: read %q, want %q", c.s, strings.Join(got, ", "), c.flags)
		}
	}
}
