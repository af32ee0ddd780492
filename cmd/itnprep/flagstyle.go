package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
)

// One flag style across commands (quietParse applies it to every command's
// flags before parsing, so no command has to remember it):
//
//   - input and output are --input and --output everywhere; the short
//     --in and --out that some commands were written with stay as aliases,
//     in both directions, so old scripts keep working;
//   - every boolean flag --X of a command has its negation --no-X (useful
//     for the flags that default to true, and for scripts that pass an
//     explicit value); --X=false works too.
//
// Aliases and negations share the target's flag.Value, so whichever name
// is used sets the same variable; help lists them on the target's line.

// flagAliases are the long form (canonical, listed first in help) and its
// short alias.
var flagAliases = [][2]string{{"input", "in"}, {"output", "out"}}

// flagAlias is a second name for a flag.
type flagAlias struct {
	flag.Value
	of string // the flag it stands for
}

// IsBoolFlag keeps a boolean flag's alias boolean (flag's own interface).
func (a flagAlias) IsBoolFlag() bool { return isBool(a.Value) }

// negValue is --no-X: setting it sets X to the opposite.
type negValue struct {
	target *flag.Flag
}

func (n negValue) String() string {
	if n.target == nil {
		return ""
	}
	b, err := strconv.ParseBool(n.target.Value.String())
	if err != nil {
		return ""
	}
	return strconv.FormatBool(!b)
}

func (n negValue) Set(v string) error {
	b, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	return n.target.Value.Set(strconv.FormatBool(!b))
}

func (negValue) IsBoolFlag() bool { return true }

func isBool(v flag.Value) bool {
	b, ok := v.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// isFlagAlias reports whether f is an alias or a negation added by
// normalizeFlags (help lists it on its target's line).
func isFlagAlias(f *flag.Flag) bool {
	switch f.Value.(type) {
	case flagAlias, negValue:
		return true
	}
	return false
}

// normalizeFlags adds the aliases and negations to fs's own flags (not to
// the global ones, whose names are Beam's). It is idempotent.
func normalizeFlags(fs *flag.FlagSet) {
	global := map[string]bool{}
	flag.CommandLine.VisitAll(func(f *flag.Flag) { global[f.Name] = true })
	for _, pair := range flagAliases {
		long, short := fs.Lookup(pair[0]), fs.Lookup(pair[1])
		switch {
		case long != nil && short == nil:
			fs.Var(flagAlias{long.Value, long.Name}, pair[1], "alias of --"+long.Name)
		case long == nil && short != nil:
			fs.Var(flagAlias{short.Value, short.Name}, pair[0], "alias of --"+short.Name)
		}
	}
	var bools []*flag.Flag
	fs.VisitAll(func(f *flag.Flag) {
		if !global[f.Name] && !isFlagAlias(f) && isBool(f.Value) && fs.Lookup("no-"+f.Name) == nil {
			bools = append(bools, f)
		}
	})
	for _, f := range bools {
		fs.Var(negValue{f}, "no-"+f.Name, "sets --"+f.Name+" to false")
	}
}

// flagNames is how help names f: the long form first, then its alias and,
// for a boolean, its negation ("--input, --in"; "--trim-edges, --no-trim-edges").
func flagNames(fs *flag.FlagSet, f *flag.Flag) string {
	names := []string{dashed(f.Name)} // a one-letter flag as its usage line writes it: -n
	fs.VisitAll(func(g *flag.Flag) {
		if a, ok := g.Value.(flagAlias); ok && a.of == f.Name {
			if g.Name == "input" || g.Name == "output" {
				names = append([]string{"--" + g.Name}, names...)
			} else {
				names = append(names, "--"+g.Name)
			}
		}
	})
	if n := fs.Lookup("no-" + f.Name); n != nil {
		if nv, ok := n.Value.(negValue); ok && nv.target == f {
			names = append(names, "--no-"+f.Name)
		}
	}
	return strings.Join(names, ", ")
}
