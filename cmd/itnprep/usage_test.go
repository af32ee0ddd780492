package main

import (
	"flag"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// helpFlag is one line of a command's flag list: its names, the first the
// one to write ("--output, --out": --output), and whether its help says it
// is deprecated.
type helpFlag struct {
	names      []string
	deprecated bool
}

// helpOf is what one --help says: its usage lines and its flag list.
type helpOf struct {
	usage string
	flags []helpFlag
	beam  bool // it takes Beam's flags too (--runner, ...)
}

// flagOf is the flag list's line naming name, or nil.
func (h helpOf) flagOf(name string) *helpFlag {
	for i := range h.flags {
		if slices.Contains(h.flags[i].names, name) {
			return &h.flags[i]
		}
	}
	return nil
}

func parseHelp(out string) helpOf {
	var h helpOf
	lines := strings.Split(out, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, "Usage: "):
			u := []string{strings.TrimPrefix(l, "Usage: ")}
			for i+1 < len(lines) && strings.HasPrefix(lines[i+1], " ") {
				i++
				u = append(u, strings.TrimSpace(lines[i]))
			}
			h.usage = strings.Join(u, " ")
		case strings.HasPrefix(l, "  -") && i+1 < len(lines):
			f := helpFlag{names: strings.Split(strings.TrimSpace(l), ", ")}
			f.deprecated = strings.HasPrefix(strings.TrimSpace(lines[i+1]), "deprecated")
			h.flags = append(h.flags, f)
		case strings.HasPrefix(l, "Beam pipeline flags are accepted too"):
			h.beam = true
		}
	}
	return h
}

// globalFlag: the flags every command takes (globalFlagsHelp), which no
// flag list shows.
func globalFlag(name string) bool {
	switch name {
	case "--log-level", "--cpuprofile", "--memprofile", "--version", "--help", "-h":
		return true
	}
	return false
}

// usageParts splits a usage line into the flags it names and its
// positional arguments (upper-case words that are no flag's value:
// VERSION_DIR, TEXT...). Words after the command's own, brackets and
// alternatives (|) are read as a user reads them.
func usageParts(usage string, words int) (flags, positionals []string) {
	toks := strings.Fields(usage)
	if len(toks) > words {
		toks = toks[words:]
	}
	valueMayFollow := false
	for _, raw := range toks {
		tok := strings.Trim(raw, "[]();,")
		closed := strings.HasSuffix(raw, "]") || strings.HasSuffix(raw, ")") || strings.HasSuffix(raw, ";") || strings.HasSuffix(raw, ",")
		switch {
		case tok == "" || tok == "|":
			valueMayFollow = false
		case strings.HasPrefix(tok, "-"):
			name, _, hasValue := strings.Cut(tok, "=")
			flags = append(flags, name)
			valueMayFollow = !hasValue && !closed
		case valueMayFollow && !strings.HasPrefix(raw, "["):
			valueMayFollow = false
		default:
			valueMayFollow = false
			if r := tok[0]; r >= 'A' && r <= 'Z' {
				positionals = append(positionals, tok)
			}
		}
	}
	return flags, positionals
}

var placeholderFlags = regexp.MustCompile(`\[[a-z ,]*flags\]`)

// TestUsageLineNamesTheCommandsFlags: every command's usage line, its flag
// list and what it accepts agree. A flag the usage line names is one of
// the list's, under the name the list gives first (export nemo-tagger's
// said --out DIR, align's, mine's, evaluate's, verbalize's, train's and
// style fit's --in or --out, where the list reads "--output, --out" and
// the others' usage lines wrote --output); every flag of the list that is
// not deprecated is named there, or the line says [flags] for the rest
// (export nemo-tagger's took --from VERSION_DIR, which its usage line did
// not name); and a usage line names a positional argument exactly when
// the command takes one.
func TestUsageLineNamesTheCommandsFlags(t *testing.T) {
	for _, args := range helpCalls() {
		call := "itnprep " + strings.Join(args, " ")
		out, _, _ := run(t, args...)
		h := parseHelp(out)
		if h.usage == "" {
			t.Errorf("%s: no usage line:\n%s", call, out)
			continue
		}
		words := len(args) // "itnprep prep gtn": the command's words and itnprep
		flags, positionals := usageParts(h.usage, words)
		named := map[*helpFlag]bool{}
		for _, name := range flags {
			f := h.flagOf(name)
			switch {
			case f == nil && (globalFlag(name) || h.beam && flagIsBeams(name)):
			case f == nil:
				t.Errorf("%s: the usage line names %s, which its flag list does not have", call, name)
			case f.names[0] != name && !strings.HasPrefix(name, "--no-"):
				t.Errorf("%s: the usage line names %s, which the flag list names %s", call, name, f.names[0])
			default:
				named[f] = true
			}
		}
		if !placeholderFlags.MatchString(h.usage) {
			for i := range h.flags {
				if f := &h.flags[i]; !named[f] && !f.deprecated {
					t.Errorf("%s: the usage line does not name %s (nor say [flags] for the rest)", call, f.names[0])
				}
			}
		}
		// A positional argument no command takes is refused as
		// unexpected; one it takes is read (and may fail, as this one
		// names nothing).
		_, errOut, _ := run(t, append(args[:len(args)-1:len(args)-1], "QA84-NO-SUCH-ARG")...)
		refused := strings.Contains(errOut, `unexpected argument "QA84-NO-SUCH-ARG"`)
		if len(positionals) > 0 && refused {
			t.Errorf("%s: the usage line names %v, yet an argument is refused: %s", call, positionals, errOut)
		}
		if len(positionals) == 0 && !refused {
			t.Errorf("%s: the usage line names no argument, yet one is not refused as unexpected: %q", call, errOut)
		}
	}
}

// flagIsBeams: a flag Beam registered (--runner, --project, ...).
func flagIsBeams(name string) bool {
	return flag.CommandLine.Lookup(strings.TrimLeft(name, "-")) != nil
}

// TestHelpSummaryNamesFlagsAsTheirLists: the command list of 'itnprep
// help' names a subcommand's flags as its own --help lists them first:
// it said 'export nemo-tagger VERSION_DIR --out DIR' and 'style fit
// --input GLOB... --out style.json' where both lists read "--output, --out".
func TestHelpSummaryNamesFlagsAsTheirLists(t *testing.T) {
	out, _, _ := run(t, "help")
	for _, line := range strings.Split(out, "\n") {
		fields := strings.Fields(line)
		if len(fields) < 2 || commands[fields[0]] == nil || commands[fields[0]].subs == nil {
			continue
		}
		for i := 1; i+1 < len(fields); i++ {
			if !slices.Contains(commands[fields[0]].subs(), fields[i]) {
				continue
			}
			sub, _, _ := run(t, fields[0], fields[i], "--help")
			h := parseHelp(sub)
			rest := strings.Join(fields[i+1:], " ")
			flags, _ := usageParts(rest, 0)
			for _, name := range flags {
				if f := h.flagOf(name); f == nil || f.names[0] != name {
					t.Errorf("itnprep help: %q names %s, which 'itnprep %s %s --help' lists as %v", line, name, fields[0], fields[i], f)
				}
			}
		}
	}
}

// TestCLIDocNamesEachCommandsFlags: docs/CLI.md's section of each command
// (and README's command table) names only flags that command takes, and
// a deprecated one as deprecated where it names it.
func TestCLIDocNamesEachCommandsFlags(t *testing.T) {
	helps := map[string]helpOf{} // "prep gtn", "versions", "align"
	for _, args := range helpCalls() {
		out, _, _ := run(t, args...)
		h := parseHelp(out)
		helps[strings.Join(args[:len(args)-1], " ")] = h
		if len(args) == 3 {
			all := helps[args[0]]
			all.flags = append(all.flags, h.flags...)
			all.beam = all.beam || h.beam
			helps[args[0]] = all
		}
	}
	flagSpan := regexp.MustCompile("`(--[a-z][a-z0-9-]*|-[a-z])(?:[ =][^`]*)?`")
	check := func(where, section, text string) {
		h, ok := helps[section]
		if !ok {
			t.Errorf("%s: section %q names no command", where, section)
			return
		}
		for _, para := range strings.Split(text, "\n") {
			for _, m := range flagSpan.FindAllStringSubmatch(para, -1) {
				name := m[1]
				f := h.flagOf(name)
				switch {
				case f == nil && (globalFlag(name) || h.beam && flagIsBeams(name)):
				case f == nil && notAFlag[section+" "+name]:
				case f == nil && otherCommandHas(helps, para, name):
					// another command's flag, the paragraph naming it:
					// "`train`'s `--max-len`"
				case f == nil:
					t.Errorf("%s, %s: names %s, which 'itnprep %s --help' does not list", where, section, m[0], section)
				case f.deprecated && !strings.Contains(para, "deprecated"):
					t.Errorf("%s, %s: names the deprecated %s without saying it is deprecated", where, section, name)
				}
			}
		}
	}
	doc, err := os.ReadFile("../../docs/CLI.md")
	if err != nil {
		t.Fatal(err)
	}
	_, cmds, _ := strings.Cut(string(doc), "\n## Commands in detail\n")
	cmds, _, _ = strings.Cut(cmds, "\n## ")
	sections := strings.Split(cmds, "\n### ")[1:]
	if len(sections) < len(commands) {
		t.Fatalf("docs/CLI.md: %d command sections under 'Commands in detail'", len(sections))
	}
	for _, s := range sections {
		title, body, _ := strings.Cut(s, "\n")
		check("docs/CLI.md", title, body)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `([a-z-]+(?: [a-z-]+)?)` \\| (.*)$")
	rows := 0
	for _, m := range row.FindAllStringSubmatch(string(readme), -1) {
		if _, ok := helps[m[1]]; !ok && strings.Contains(m[1], " ") {
			continue // versions list\|show...: the overview
		}
		rows++
		check("README.md", m[1], m[2])
	}
	if rows < len(commands) {
		t.Errorf("README.md: %d rows of commands read", rows)
	}
}

// notAFlag: flag-like words docs/CLI.md quotes that are no itnprep flag.
var notAFlag = map[string]bool{
	// what prep text's language check reads as code in a line of text
	"prep text -l": true, "prep text --model": true,
}

// commandSpan is a command named in backquotes: `train`, `prep gtn --detokenize`.
var commandSpan = regexp.MustCompile("`(?:itnprep )?(prep [a-z-]+|derive [a-z0-9]+|export nemo-tagger|versions [a-z]+|style fit|align|verbalize|mine-pairs|mine|view|evaluate|train)[` ']")

// otherCommandHas: a command the paragraph names takes the flag name.
func otherCommandHas(helps map[string]helpOf, para, name string) bool {
	for _, m := range commandSpan.FindAllStringSubmatch(para, -1) {
		if h, ok := helps[m[1]]; ok && h.flagOf(name) != nil {
			return true
		}
	}
	return false
}
