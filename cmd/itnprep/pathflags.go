package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/itnprep/itnprep/dataset"
)

// Path flags. A flag that names a file, a folder or globs is declared with
// pathVar (or pathString): its flag.Value says so. The command opens such a
// path only through Beam's filesystem (storage/, pipelines.ExpandInputs),
// so a local path, gs:// and s3:// work alike. TestEveryPathFlag finds
// every declared path flag of every command and runs the command with it
// pointed at memfs://, Beam's in-memory filesystem standing in for an
// object store; it also fails on a flag whose name or help looks like a
// path but that is not declared one way or the other.
//
// A few paths must be on this machine by design (a program another process
// runs, the folder that process writes as it trains, a profile written as
// this process runs). They are declared with localPathVar and a reason: the
// reason is appended to the flag's help, and a URL given to such a flag is
// refused while the flags are parsed, with one line naming the flag and
// the reason (exit 2) instead of a confusing failure later.

// pathFlag is implemented by the Value of every declared path flag.
type pathFlag interface {
	flag.Value
	// localOnly returns the reason the path must be local, or "" when
	// it goes through Beam's filesystem (local, gs://, s3://).
	localOnly() string
}

// pathValue is a path flag read and written through Beam's filesystem.
// It takes one path: given again with another (align --in a.jsonl --in
// b.jsonl, --out x --output y), the last silently replaced the first, and
// the command read or wrote one of them only; that is refused (given).
type pathValue struct {
	p     *string
	given *string // the value the command line gave first, nil before any
}

func (v pathValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}

func (v pathValue) Set(s string) error {
	if err := onePath(v.given, s); err != nil {
		return err
	}
	*v.p = s
	return nil
}

// onePath records s as the value a one-path flag was given, and refuses
// another value after it (the same one twice is harmless). given is nil
// for a Value made without the record.
func onePath(given *string, s string) error {
	if given == nil {
		return nil
	}
	if *given != "" && *given != s {
		return fmt.Errorf("given twice, first %q: it takes one path (the second would replace the first); give it once", *given)
	}
	*given = s
	return nil
}

func (pathValue) localOnly() string { return "" }

// pathListValue is a path flag holding comma-separated globs that may be
// given more than once: each further use adds its globs (`--input a
// --input b` reads both, as `--input a,b` does). A plain flag would keep
// only the last, silently dropping the inputs named before it.
type pathListValue struct {
	p   *string
	set *bool // whether the command line set it yet (the default is replaced, not extended)
}

func (v pathListValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}

func (v pathListValue) Set(s string) error {
	switch {
	case !*v.set:
		*v.p = s
	case s != "" && *v.p != "":
		*v.p += "," + s
	case s != "":
		*v.p = s
	}
	*v.set = true
	return nil
}

func (pathListValue) localOnly() string { return "" }

// localPathValue is a path flag that must name a path on this machine.
type localPathValue struct {
	p      *string
	name   string  // the flag's name, for the refusal
	reason string  // why it is local (help and refusal say it)
	given  *string // as pathValue's
}

func (v localPathValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}

func (v localPathValue) Set(s string) error {
	if err := refuseURL(v.name, v.reason, s); err != nil {
		return err
	}
	if err := onePath(v.given, s); err != nil {
		return err
	}
	*v.p = s
	return nil
}

func (v localPathValue) localOnly() string { return v.reason }

// refuseURL is the one-line refusal of a URL given to a local-only path
// flag.
func refuseURL(name, reason, s string) error {
	if dataset.IsURL(s) {
		return fmt.Errorf("--%s takes a local path, not %s: %s", name, s, reason)
	}
	return nil
}

// pathVar declares a path flag read or written through Beam's filesystem.
func pathVar(fs *flag.FlagSet, p *string, name, value, usage string) {
	*p = value
	fs.Var(pathValue{p: p, given: new(string)}, name, usage)
}

// pathListVar declares a path flag of comma-separated globs that may be
// repeated, each use adding to the list (pathListValue).
func pathListVar(fs *flag.FlagSet, p *string, name, value, usage string) {
	*p = value
	fs.Var(pathListValue{p: p, set: new(bool)}, name, usage+"; may be repeated")
}

// pathString is pathVar returning the variable, as fs.String does.
func pathString(fs *flag.FlagSet, name, value, usage string) *string {
	p := new(string)
	pathVar(fs, p, name, value, usage)
	return p
}

// localPathVar declares a path flag that must be local, with the reason.
func localPathVar(fs *flag.FlagSet, p *string, name, value, usage, reason string) {
	*p = value
	fs.Var(localPathValue{p: p, name: name, reason: reason, given: new(string)}, name, usage+" (a local path: "+reason+")")
}

// isSchemeName reports whether s is a URL scheme's name (RFC 3986: a
// letter, then letters, digits, '+', '-' or '.').
func isSchemeName(s string) bool {
	for i, c := range s {
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return s != ""
}

// checkScheme refuses, in one line naming the path and what to do, a URL
// whose scheme no Beam filesystem linked in reads (http://, https://,
// hf://, ftp://): Beam's "file system scheme "https" not registered for
// ..." named an import for a program's author, not a way on for a user.
// gs:// and s3:// are storage.CheckStore's to check.
func checkScheme(ctx context.Context, p string) error {
	i := strings.Index(p, "://")
	if i <= 0 || !isSchemeName(p[:i]) {
		// No URL: a local path, or a version reference whose tag holds
		// "://" (OUT/NAME@ab://c), which ResolveVersion names as an
		// invalid tag name.
		return nil
	}
	scheme := p[:i]
	if scheme == "gs" || scheme == "s3" {
		return nil
	}
	if fsys, err := filesystem.New(ctx, p); err == nil {
		fsys.Close()
		return nil
	}
	way := "give a local path, or a gs:// or s3:// one (copy the data there first)"
	switch scheme {
	case "http", "https":
		way = "download it first (curl -LO " + p + ") and give the file"
	case "file":
		way = "give it as a local path, " + strings.TrimPrefix(p, "file://")
	case "hf":
		way = "download the files first (huggingface-cli download REPO --repo-type dataset --local-dir DIR) and give them"
	}
	return fmt.Errorf("%s: itnprep reads and writes local paths, gs:// and s3://, not %s://; %s", p, scheme, way)
}
