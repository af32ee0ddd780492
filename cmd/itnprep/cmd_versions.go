package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/storage"
)

func init() {
	register(&command{
		name:    "versions",
		summary: "inspect and check dataset versions: versions {subs}",
		subs:    func() []string { return sortedNames(versionsSubcommands) },
		run:     runVersions,
	})
}

var errVerifyFailed = errors.New("verification failed")

const versionsUsage = `Usage:
  itnprep versions list DIR            complete versions under DIR (an --output root or one dataset folder), with their tags
  itnprep versions show VERSION        the manifest, summarized (--json for all of it)
  itnprep versions verify VERSION      re-hash every shard, re-count rows, check accounting and id; exit 1 on any mismatch
  itnprep versions diff A B [--rows N] [--json]  rows added, removed and changed by id from version A to B, the
                                       first N changed rows old and new, and how configuration and inputs differ
  itnprep versions head VERSION [-n 10] [--split S | --rejects]  the first rows of a split (or the quarantined records) as JSON lines
  itnprep versions tag VERSION NAME    name a version: OUT/DATASET/tags/NAME points at it (moved if it exists)
  itnprep versions overlap VERSION [VERSION...] [--json]  rows of each split whose written text (case and
                                       spacing folded) another split holds: test sentences the train split
                                       also holds, within a version or across versions
  itnprep versions gc DIR [--older-than 24h] [--dry-run]  remove what killed runs left: staging folders, unfinished
                                       version folders, .tmp- files (--dry-run lists them)

VERSION is a version folder (OUT/DATASET/<id>) or a tag: OUT/DATASET@NAME or OUT/DATASET/NAME.
Every publishing run moves the tag latest (OUT/DATASET@latest); every command that takes a
version accepts these forms (derive --from, export, train --dataset, mine-pairs --input, style fit --from, view).`

// versionsHelp is a versions subcommand's --help text: its usage line and
// what it does, as `versions --help` lists them (`versions verify --help`
// gave the usage line alone, over "none of its own").
func versionsHelp(sub, usage string) string {
	return usage + "\n\n" + versionsDoes[sub]
}

const versionForms = "\n\nVERSION is a version folder (OUT/DATASET/<id>) or a tag: OUT/DATASET@NAME or OUT/DATASET/NAME."

// versionsDoes says what each versions subcommand does (versionsHelp).
var versionsDoes = map[string]string{
	"list": `Lists the complete versions under DIR (an --output root or one dataset folder), each dataset's
in the order they were published, with their kind, tags, source, records read, rows, rejected
records, creation time and folder; what killed runs left is a row marked (leftover), which
versions gc removes.`,
	"show": `Prints a version's manifest, summarized: its id, name, kind, source, creation time, code, runner,
run, row accounting, rows per split, shards, inputs, configuration and tags (--json: the whole
manifest).` + versionForms,
	"verify": `Re-hashes every shard against the manifest, re-counts the rows from the Parquet footers, checks
the row accounting (read = written + rejected, repeated ids) and recomputes the version id;
prints OK and the figures, or each problem, and exits 1 on any mismatch.` + versionForms,
	"diff": `Compares version A with version B: rows added, removed and changed by id, the first N changed
rows old and new (--rows), how many changed rows differ in each column, and how the two
manifests' settings and inputs differ (--json: all of it as data).` + versionForms,
	"head": `Prints the first rows of a split as JSON lines (-n; without --split the first split in the
manifest's, and a line on stderr names the others), or with --rejects the quarantined
records: shard by shard, in id order within a shard, not across the split (shards divide
the ids by hash, so the first rows printed are not the lowest ids).` + versionForms,
	"tag": `Names a version: OUT/DATASET/tags/NAME holds its id, so OUT/DATASET@NAME names it from then on
(a tag that exists is moved; latest is moved by every publishing run).` + versionForms,
	"overlap": `Counts the rows of each split whose written text (case, spacing and
Unicode normalization folded) another split holds, within a version or across versions: test
sentences the train split also holds
(--json: the counts as data).` + versionForms,
	"gc": `Removes what killed runs left under DIR (an --output root or one dataset folder): hidden
staging folders, version folders whose publication was cut short and .tmp- files, older
than --older-than (--dry-run lists them with their files and removes nothing).`,
}

// versionsSubcommands maps each versions subcommand to its function.
var versionsSubcommands = map[string]func(ctx context.Context, args []string, stdout, stderr io.Writer) error{
	"list": versionsList, "show": versionsShow, "verify": versionsVerify, "diff": versionsDiff,
	"head": versionsHead, "tag": versionsTag, "gc": versionsGC, "overlap": versionsOverlap,
}

func runVersions(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || askedHelp(args[0]) {
		if len(args) == 0 {
			fmt.Fprintln(stderr, versionsUsage)
			return errUsage
		}
		fmt.Fprintln(stdout, versionsUsage) // asked for: the output
		return flag.ErrHelp
	}
	sub, ok := versionsSubcommands[args[0]]
	if !ok {
		// One line naming the subcommands, as prep's, derive's and
		// export's say theirs (it printed the whole usage above a line
		// that named none of them).
		return unknownSub(args[0], "versions subcommand", "versions", "...", sortedNames(versionsSubcommands))
	}
	return sub(ctx, args[1:], stdout, stderr)
}

// versionArgs parses a versions subcommand's flags and checks it got n
// positional arguments.
func versionArgs(fs *flag.FlagSet, args []string, n int, what string) error {
	return versionArgsPaths(fs, args, n, -1, what)
}

// versionArgsPaths is versionArgs where only the first paths arguments
// are paths or URLs (parseInterspersedPaths).
func versionArgsPaths(fs *flag.FlagSet, args []string, n, paths int, what string) error {
	if err := parseInterspersedPaths(fs, args, paths); err != nil {
		return usageErr(err)
	}
	if fs.NArg() != n {
		got := "none"
		if fs.NArg() > 0 {
			q := make([]string, fs.NArg())
			for i, a := range fs.Args() {
				q[i] = strconv.Quote(a)
			}
			got = fmt.Sprintf("%d: %s", fs.NArg(), strings.Join(q, " "))
		}
		return fmt.Errorf("%w: %s takes %s, got %s", errUsage, fs.Name(), what, got)
	}
	return nil
}

// resolveVersion turns a version argument (a version folder, OUT/NAME@TAG
// or OUT/NAME/TAG) into its folder: every command taking a version calls it.
func resolveVersion(ctx context.Context, ref string) (string, error) {
	return storage.ResolveVersion(ctx, ref)
}

func versionsList(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions list", versionsHelp("list", "versions list DIR"), stdout, false)
	if err := versionArgs(fs, args, 1, "one folder"); err != nil {
		return err
	}
	// Not a version's folder: list says to give the folder above one.
	if err := requireDir(fs.Arg(0), "the output folder of a prep or derive (its --output, OUT) or a dataset's folder (OUT/NAME)"); err != nil {
		return err
	}
	// One listing for the versions, tags and leftovers (on s3:// they
	// were 16 listings of the folder, on gs:// 4).
	tree, err := storage.ListTree(ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	if err := tree.Stored(); err != nil {
		// As a local folder that does not exist, and as gc and view say
		// (it listed a bare header and exited 0).
		return err
	}
	entries, err := tree.Versions(ctx)
	if err != nil {
		return err
	}
	tagsByDataset, err := tree.Tags(ctx)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	// READ and REJECTED count records (a source's lines, a parent's rows),
	// ROWS the rows written: a u2tf record is a classifier row and a row
	// per span, so ROWS beside REJECTED alone mixed units (libriheavy-u2tf:
	// 17 rows, 3 rejected of 11 read).
	fmt.Fprintln(tw, "VERSION\tNAME\tKIND\tTAGS\tSOURCE\tREAD\tROWS\tREJECTED\tCREATED\tDIR")
	for _, e := range entries {
		if e.Err != nil {
			fmt.Fprintf(tw, "?\t?\t?\t?\t?\t?\t?\t?\t?\t%s (unreadable manifest: %v)\n", e.Dir, e.Err)
			continue
		}
		m := e.Manifest
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%s\t%s\n", m.VersionID, m.Name, dataset.KindName(m.Kind), tagNames(tagsByDataset[dataset.Dir(e.Dir)], m.VersionID), m.Source, m.Accounting.Read, m.Accounting.Rows, m.Accounting.Rejected, m.Created, e.Dir)
	}
	left, leftErr := listLeftovers(ctx, tw, tree)
	if err := tw.Flush(); err != nil {
		return err
	}
	warnDanglingTags(entries, tagsByDataset, stderr)
	warnDatasetNamedTags(entries, fs.Arg(0), stderr)
	if len(left) > 0 && len(entries) > 0 { // without versions, the line below names them
		fmt.Fprintln(stderr, leftoverRowsLine(len(left), fs.Arg(0)))
	}
	if len(entries) == 0 {
		// A bare header reads like a listing that failed; say what was
		// looked for (on stderr: stdout stays the table).
		dir := strings.TrimSuffix(fs.Arg(0), "/")
		if _, err := storage.Size(ctx, dir+"/manifest.json"); err == nil {
			fmt.Fprintf(stderr, "itnprep: %s is itself a version; versions list takes the folder above it (the --output of prep/derive, or OUT/NAME); `itnprep versions show %s` describes this one\n", dir, shellquote.Quote(dir))
		} else {
			fmt.Fprintf(stderr, "itnprep: no dataset versions under %s (versions are DIR/NAME/VERSION or DIR/VERSION folders holding a manifest.json; give the --output folder of prep or derive)%s\n", dir, leftoversNote(dir, left, leftErr))
		}
	}
	return nil
}

// leftoverMark is the VERSION column of a leftover's row in versions list.
const leftoverMark = "(leftover)"

// leftoverRowsLine is versions list's line on stderr under a table of
// versions holding n leftover rows of root: what they are and how gc
// lists them, in the singular for one ("the rows marked (leftover) are 1
// leftover of runs killed ... lists them" read as a slip).
func leftoverRowsLine(n int, root string) string {
	gc := "`itnprep versions gc " + shellquote.Quote(root) + " --older-than 0 --dry-run`"
	if n == 1 {
		return fmt.Sprintf("itnprep: the row marked %s is 1 leftover of a run killed or still running, not a version: %s lists it with its files", leftoverMark, gc)
	}
	return fmt.Sprintf("itnprep: the rows marked %s are %d leftovers of runs killed or still running, not versions: %s lists them with their files", leftoverMark, n, gc)
}

// listLeftovers writes a row of versions list's table for each leftover
// of a run under the tree's root (storage.FindLeftovers at any age: a killed run's
// staging folder, a version folder without its manifest, a run's mark, an
// interrupted write's temporary file, an empty dataset folder), marked
// in its VERSION column, its kind in KIND (spaces as dashes, so that a
// row splits into its columns at white space), the time of its newest
// file in CREATED and its path in DIR: the list showed only versions,
// and a killed run's staging folder, as large as a version, was named
// nowhere but by `versions gc`. A failed look for them is no failure of
// the listing, which said what it found: the error is returned for
// leftoversNote alone.
func listLeftovers(ctx context.Context, tw io.Writer, tree *storage.Tree) ([]storage.Leftover, error) {
	left, err := tree.Leftovers(ctx, time.Time{})
	if err != nil {
		return nil, err
	}
	for _, l := range left {
		newest := "-"
		if !l.Newest.IsZero() {
			newest = l.Newest.UTC().Format(time.RFC3339)
		}
		fmt.Fprintf(tw, "%s\t-\t%s\t-\t-\t-\t-\t-\t%s\t%s\n", leftoverMark, strings.ReplaceAll(l.Kind, " ", "-"), newest, l.Path)
	}
	return left, nil
}

// leftoversNote says, after "no dataset versions", what runs left under
// dir (a killed run's staging folder, an unfinished version), or a running
// one is writing: without it the folder a prep had just filled read as
// empty, the staging folder unnamed. left and err are listLeftovers' look
// under dir (the folder was listed twice). "" when there is none (or the
// look failed: the note is a hint, the listing said what it found).
func leftoversNote(dir string, left []storage.Leftover, err error) string {
	if err == nil && len(left) == 0 && storage.IsEmptyDatasetFolder(dir) {
		// The folder may itself be the leftover (prep and derive make
		// OUT/NAME before their staging folder in it, and a run killed in
		// between leaves it empty): gc lists it from the folder above,
		// where the user would not think to look. An empty folder made by
		// hand reads the same, so the note says "if".
		parent := filepath.Dir(filepath.Clean(dir))
		return fmt.Sprintf("; it is empty: if a prep or derive was killed there before it began staging, this folder is what it left (`itnprep versions gc %s --older-than 0 --dry-run` lists it)", shellquote.Quote(parent))
	}
	if err != nil || len(left) == 0 {
		return ""
	}
	what, them := "leftovers", "them"
	if len(left) == 1 {
		what, them = "leftover", "it" // "1 leftover ... lists them" read as a slip
	}
	// gc's default --older-than (24h) spares young leftovers: the hint
	// lists them all, removing nothing.
	return fmt.Sprintf("; it holds %d %s of a run killed or still running (first: %s, %s): `itnprep versions gc %s --older-than 0 --dry-run` lists %s", len(left), what, left[0].Path, left[0].Kind, shellquote.Quote(dir), them)
}

// warnDatasetNamedTags says, in one line on stderr, that root/tags,
// whose versions are listed, is a dataset named "tags" (published by an
// itnprep before --name tags was a usage error), whose folder is where
// root, read as a dataset folder, keeps its tags: root is then taken
// for one (root given where a version is wanted said it is a dataset
// folder), and `versions list` of root failed whole, "read
// OUT/tags/tags: is a directory". The way out is to rename the folder;
// its versions and tags move with it.
func warnDatasetNamedTags(entries []storage.VersionEntry, root string, stderr io.Writer) {
	root = dataset.TrimSlash(root)
	dir := dataset.Join(root, storage.TagsFolder)
	for _, e := range entries {
		if dataset.Dir(e.Dir) == dir {
			fmt.Fprintf(stderr, "itnprep: warning: %s is a dataset's folder (a dataset named %s, published before --name %s was refused), but %s is the name of the folder a dataset keeps its tags in, so %s reads as a dataset folder too: rename it, as `mv %s %s`; its versions and tags move with it\n",
				dir, storage.TagsFolder, storage.TagsFolder, storage.TagsFolder, root, shellquote.Quote(dir), shellquote.Quote(dir+"-dataset"))
			return
		}
	}
}

// warnDanglingTags names, on stderr, each tag of a listed dataset that
// points at no complete version of it (its folder removed, by hand or by
// versions gc after a publication cut short): such a tag was in no row of
// the table, so a release name vanished from the listing without a word,
// while every command given OUT/NAME@TAG refused it.
func warnDanglingTags(entries []storage.VersionEntry, tagsByDataset map[string]map[string]string, stderr io.Writer) {
	listed := map[string]bool{}
	for _, e := range entries {
		if e.Err == nil {
			listed[e.Dir] = true
		}
	}
	for _, ds := range slices.Sorted(maps.Keys(tagsByDataset)) {
		tags := tagsByDataset[ds]
		for _, name := range slices.Sorted(maps.Keys(tags)) {
			if !listed[dataset.Join(ds, tags[name])] {
				fmt.Fprintf(stderr, "itnprep: warning: tag %s of %s points at version %s, which is not a complete version there (removed, or its publication was cut short): `itnprep versions tag VERSION %s` moves it\n", name, ds, tags[name], name)
			}
		}
	}
}

// tagNames lists the tags pointing at id, comma separated ("-" for none).
func tagNames(tags map[string]string, id string) string {
	var names []string
	for t, v := range tags {
		if v == id {
			names = append(names, t)
		}
	}
	if len(names) == 0 {
		return "-"
	}
	sort.Strings(names)
	return strings.Join(names, ",")
}

func versionsShow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions show", versionsHelp("show", "versions show VERSION [--json]"), stdout, false)
	asJSON := fs.Bool("json", false, "print the whole manifest")
	if err := versionArgs(fs, args, 1, "one version"); err != nil {
		return err
	}
	dir, err := resolveVersion(ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	m, err := storage.LoadManifest(ctx, dir)
	if err != nil {
		return err
	}
	if *asJSON {
		b, err := m.Marshal()
		if err != nil {
			return err
		}
		_, err = stdout.Write(b)
		return err
	}
	showManifest(stdout, m)
	if tags, err := storage.TagsOf(ctx, dir); err == nil && len(tags) > 0 {
		fmt.Fprintf(stdout, "tags      %s\n", strings.Join(tags, ", "))
	}
	fmt.Fprintf(stdout, "dir       %s\n", dir)
	return nil
}

func versionsVerify(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions verify", versionsHelp("verify", "versions verify VERSION"), stdout, false)
	if err := versionArgs(fs, args, 1, "one version"); err != nil {
		return err
	}
	dir, err := resolveVersion(ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	// A bar over the shards once the manifest says how many (nil, which
	// draws nothing, on a non-terminal).
	var bar *progress.Bar
	rep, err := storage.VerifyProgress(ctx, dir, func(done, total int) {
		if done == 1 {
			bar = progress.Start(stderr, progress.Config{Label: "verify", Total: int64(total), Noun: "shards"})
		}
		bar.Set(int64(done), "")
	})
	bar.Finish(err == nil)
	if err != nil {
		return err
	}
	if w := cardWarning(ctx, dir, rep.Manifest); w != "" {
		rep.Warnings = append(rep.Warnings, w)
	}
	// A warning (a derived version's parent missing beside it, its card
	// gone) is said whether or not the version passed; it does not fail it.
	for _, w := range rep.Warnings {
		fmt.Fprintf(stdout, "WARN %s\n", w)
	}
	if !rep.OK() {
		for _, p := range rep.Problems {
			fmt.Fprintf(stdout, "FAIL %s\n", p)
		}
		return fmt.Errorf("%w: %s: %d problem(s)", errVerifyFailed, dir, len(rep.Problems))
	}
	for _, n := range rep.Notes {
		fmt.Fprintf(stdout, "NOTE %s\n", n)
	}
	a := rep.Manifest.Accounting
	// rep.Rows counts data and reject shards alike; the data rows are the
	// manifest's (checked equal), which `versions show` and list print.
	fmt.Fprintf(stdout, "OK %s: version %s, %d shards, %d rows (and %d reject rows), %d bytes; read %d = written %d + rejected %d\n",
		dir, rep.Manifest.VersionID, rep.Shards, a.Rows, rep.Rows-a.Rows, rep.Bytes, a.Read, a.Written, a.Rejected)
	return nil
}

// cardWarning says, in one line, which files of the version's dataset
// card are missing or cut short (storage.CheckCard against the card drawn
// from its manifest), "" when none is. The card is no data, so this is a
// warning; verify said OK over a version whose README.md was removed.
func cardWarning(ctx context.Context, dir string, m *dataset.Manifest) string {
	files, err := card.Files(m)
	if err != nil {
		return ""
	}
	bad, err := storage.CheckCard(ctx, dir, files)
	if err != nil || len(bad) == 0 {
		return ""
	}
	return fmt.Sprintf("card: %d %s missing or cut short (%s): the card and figures are not in the manifest, so they are not checked with the shards; a re-run of the command that made the version draws them again from it",
		len(bad), textcut.Plural(len(bad), "file", "files"), textcut.List(bad, 3))
}

func versionsDiff(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions diff", versionsHelp("diff", "versions diff VERSION_A VERSION_B [--rows N] [--json]"), stdout, false)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	rows := fs.Int("rows", 5, "print the first N changed rows, old and new")
	if err := versionArgs(fs, args, 2, "two versions"); err != nil {
		return err
	}
	a, err := resolveVersion(ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	b, err := resolveVersion(ctx, fs.Arg(1))
	if err != nil {
		return err
	}
	if *rows < 0 {
		return fmt.Errorf("%w: --rows must be 0 or more", errUsage)
	}
	d, err := storage.DiffWith(ctx, a, b, storage.DiffOptions{Rows: *rows})
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(d)
	}
	return d.WriteText(stdout)
}

func versionsHead(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions head", versionsHelp("head", "versions head VERSION [-n 10] [--split S | --rejects]"), stdout, false)
	n := fs.Int("n", 10, "rows to print")
	split := fs.String("split", "", "split to read (default: the first in the manifest, and a line on stderr names the others)")
	rejects := fs.Bool("rejects", false, "print quarantined records instead, by id within each reject shard (id, source, location file:line, stage, rule, reason, raw)")
	if err := versionArgs(fs, args, 1, "one version"); err != nil {
		return err
	}
	if *rejects && *split != "" {
		return fmt.Errorf("%w: --rejects and --split exclude each other (rejects belong to no split)", errUsage)
	}
	if *n < 0 {
		// A negative count printed nothing and exited 0, a silent empty result.
		return fmt.Errorf("%w: -n must be 0 or more", errUsage)
	}
	dir, err := resolveVersion(ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	if *rejects {
		return headRejects(ctx, dir, *n, stdout, stderr)
	}
	return headRows(ctx, dir, *split, *n, stdout, stderr)
}

func versionsTag(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions tag", versionsHelp("tag", "versions tag VERSION NAME"), stdout, false)
	if err := versionArgsPaths(fs, args, 2, 1, "a version and a tag name"); err != nil {
		return err
	}
	if err := storage.ValidateTagName(fs.Arg(1)); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if fs.Arg(1) == storage.TagsFolder {
		// OUT/NAME/tags is the tags folder itself: a tag of that name
		// resolved as OUT/NAME@tags but not as OUT/NAME/tags, the other
		// form every command takes.
		return fmt.Errorf("%w: invalid tag name %q: it is the name of the dataset's tags folder, so OUT/NAME/%s would name that folder, not the version: choose another", errUsage, fs.Arg(1), fs.Arg(1))
	}
	dir, err := resolveVersion(ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	prev, err := storage.Tag(ctx, dir, fs.Arg(1))
	if err != nil {
		return err
	}
	id := filepath.Base(dir)
	switch {
	case prev == "":
		fmt.Fprintf(stdout, "tagged %s as %s\n", dir, fs.Arg(1))
	case prev == id:
		fmt.Fprintf(stdout, "%s already tagged %s\n", dir, fs.Arg(1))
	default:
		fmt.Fprintf(stdout, "tagged %s as %s (moved from %s)\n", dir, fs.Arg(1), prev)
	}
	return nil
}

func versionsGC(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions gc", versionsHelp("gc", "versions gc DIR [--older-than 24h] [--dry-run]"), stdout, false)
	older := fs.Duration("older-than", 24*time.Hour, "only remove leftovers whose newest file (object, on gs:// or s3://) is older than this (a running job's staging is young); 0 removes all")
	dry := fs.Bool("dry-run", false, "list what would be removed")
	if err := versionArgs(fs, args, 1, "one folder"); err != nil {
		return err
	}
	if *older < 0 {
		// -1h removed what a running job was staging, as 0 does, where
		// the flag is there to spare it (qa82).
		return fmt.Errorf("%w: --older-than must be 0 (remove all, a running job's staging too) or more, got %s", errUsage, *older)
	}
	if err := requireDir(fs.Arg(0), "the output folder of a prep or derive (its --output, OUT), a dataset's folder (OUT/NAME) or a version's"); err != nil {
		return err
	}
	return storage.GC(ctx, fs.Arg(0), *older, *dry, stdout)
}

// parseInterspersed parses flags given before or after positional
// arguments (Go's flag package stops at the first positional one); the
// positional arguments are left in fs.Args(). Every command whose
// positional arguments are paths or URLs (versions, view, derive,
// export) parses them here, so here each is checked as a path flag is
// (checkScheme): `versions gc memfs://x` printed Beam's "Consider adding
// the following import" advice, meant for the program's author.
func parseInterspersed(fs *flag.FlagSet, args []string) error {
	return parseInterspersedPaths(fs, args, -1)
}

// parseInterspersedPaths is parseInterspersed where only the first paths
// positional arguments are paths (all when paths < 0): versions tag's
// second is a tag name, which its own check names ('ab://c' was "not
// ab://; give a local path").
func parseInterspersedPaths(fs *flag.FlagSet, args []string, paths int) error {
	if err := parseInterspersedRaw(fs, args); err != nil {
		return err
	}
	for i, a := range fs.Args() {
		if paths >= 0 && i >= paths {
			break
		}
		if err := checkScheme(commandCtx, a); err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
	}
	// The checks parseFlags makes (split names) apply here too.
	return checkParsed(fs)
}

func parseInterspersedRaw(fs *flag.FlagSet, args []string) error {
	if len(args) == 1 && args[0] == "help" && !pathExists(args[0]) {
		// "itnprep view help", "versions gc help": the word asks for
		// the help, as it does after prep and export; it was read as a
		// folder ("help: no such folder"). A folder named help is still
		// read.
		args = []string{"-h"}
	}
	var pos []string
	for {
		if err := quietParse(fs, args); err != nil {
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		if endedAtDashDash(fs, args) {
			// Everything after "--" is positional, a folder named
			// "-n" included: it was parsed as flags again.
			pos = append(pos, fs.Args()...)
			break
		}
		if err := switchValueApart(fs, args, len(args)-fs.NArg()); err != nil {
			return err
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
	return fs.Parse(append([]string{"--"}, pos...))
}

// endedAtDashDash reports whether fs, having parsed args without an
// error, stopped at a "--" (which the flag package consumes) rather than at
// a positional argument. It walks args as the flag package does, so a "--"
// that is a flag's value (--name --) is not taken for the terminator.
func endedAtDashDash(fs *flag.FlagSet, args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return true
		}
		if len(a) < 2 || a[0] != '-' {
			return false
		}
		name := strings.TrimPrefix(a[1:], "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBool(f.Value) {
			i++ // its value, whatever it looks like
		}
	}
	return false
}

func usageErr(err error) error {
	var store *storeCheckError
	if errors.Is(err, flag.ErrHelp) || errors.Is(err, errUsage) || errors.Is(err, errShowVersion) || errors.As(err, &store) {
		return err
	}
	return fmt.Errorf("%w: %v", errUsage, err)
}

func showManifest(w io.Writer, m *dataset.Manifest) {
	a := m.Accounting
	fmt.Fprintf(w, "version   %s\nname      %s\nkind      %s\nsource    %s\n", m.VersionID, m.Name, dataset.KindName(m.Kind), m.Source)
	if p := m.Parent; p != nil {
		// NAME/ID, as the card and the viewer name it: the folder under
		// the output root (it was "ID (NAME, KIND)").
		fmt.Fprintf(w, "parent    %s (%s)\n", p.Ref(), dataset.KindName(p.Kind))
	}
	fmt.Fprintf(w, "created   %s\ncode      %s\nrunner    %s\n", m.Created, m.Code.String(), m.Runner)
	if m.RunID != "" {
		// The run that wrote the manifest (its staging folder's name),
		// which tells runs of one second apart (storage.PublishedBy).
		fmt.Fprintf(w, "run       %s\n", m.RunID)
	}
	fmt.Fprintf(w, "records   read %d = written %d + rejected %d; rows %d\n", a.Read, a.Written, a.Rejected, a.Rows)
	for _, s := range sortedNames(a.RowsBySplit) {
		fmt.Fprintf(w, "split     %-12s %d %s\n", s, a.RowsBySplit[s], textcut.Plural(int(a.RowsBySplit[s]), "row", "rows"))
	}
	for _, r := range sortedNames(a.RejectedByReason) {
		fmt.Fprintf(w, "rejected  %-28s %d\n", r, a.RejectedByReason[r])
	}
	// Published with --allow-duplicate-ids: rows are joined by id, so say so.
	// "1 id", as the run's summary says it (it was "1 ids" here).
	if a.DuplicateIDs > 0 {
		fmt.Fprintf(w, "repeated  %d %s carried by more than one row (first: %q; --allow-duplicate-ids)\n", a.DuplicateIDs, textcut.Plural(int(a.DuplicateIDs), "id", "ids"), a.FirstDuplicateID)
	}
	if a.SplitDuplicateIDs > 0 {
		fmt.Fprintf(w, "repeated  %d %s in more than one split (first: %q in %s; --allow-duplicate-ids)\n",
			a.SplitDuplicateIDs, textcut.Plural(int(a.SplitDuplicateIDs), "id", "ids"), a.FirstSplitDuplicateID, strings.Join(a.FirstSplitDuplicateSplits, " and "))
	}
	if n, _ := a.Repeats(); n > 0 {
		// Counted by every prep since 2026-12-02 (absent before): exact
		// repeats weigh a sentence twice in training and in a score.
		how := "published as separate rows; prep --dedupe keeps one"
		if m.Config["dedupe"] == "true" {
			how = "set aside by --dedupe, the first of each kept"
		}
		fmt.Fprintf(w, "repeats   %d %s a (written, spoken) pair of their split (%s)\n", n, textcut.Plural(int(n), "row repeats", "rows repeat"), how)
	}
	rows := map[string]int64{}
	for i, k := range m.Stats.RuleRows.Keys {
		rows[k] = m.Stats.RuleRows.Counts[i]
	}
	for _, r := range sortedNames(m.Rules) {
		if len(m.Stats.RuleRows.Keys) > 0 {
			// Edits as the stage counted them; rows: those carrying the
			// rule ("1 edit, 1 row", as the summary counts one; it was
			// "3 edits, 1 rows").
			fmt.Fprintf(w, "rule      %-28s %d %s, %d %s\n", r, m.Rules[r], textcut.Plural(int(m.Rules[r]), "edit", "edits"), rows[r], textcut.Plural(int(rows[r]), "row", "rows"))
			continue
		}
		fmt.Fprintf(w, "rule      %-28s %d\n", r, m.Rules[r])
	}
	showVocab(w, m)
	fmt.Fprintf(w, "shards    %d data, %d rejects\n", len(m.Shards), len(m.Rejects))
	for _, in := range m.Inputs {
		fmt.Fprintf(w, "input     %s (%d %s, sha256 %s)\n", in.Path, in.Records, textcut.Plural(int(in.Records), "record", "records"), in.SHA256)
	}
	for _, k := range sortedNames(m.Config) {
		fmt.Fprintf(w, "config    %s=%s\n", k, m.Config[k])
	}
}

// showVocab shows a tagger version's vocabulary figures, the manifest's
// dataset.TallyTagVocab (absent from a version published before it: its card
// has them).
func showVocab(w io.Writer, m *dataset.Manifest) {
	v := m.Stats.FindTally(dataset.TallyTagVocab)
	distinct, ok := v.Count(dataset.TagVocabDistinct)
	if !ok {
		return
	}
	kept, _ := v.Count(dataset.TagVocabKept)
	occ, _ := v.Count(dataset.TagVocabOccurrences)
	keptOcc, _ := v.Count(dataset.TagVocabKeptOccurrences)
	split := cmp.Or(m.Config["vocab_split"], "train")
	fmt.Fprintf(w, "vocab     %d of %d distinct fragments of the %s split kept, covering %d of %d occurrences\n", kept, distinct, split, keptOcc, occ)
}

// requireDir: a local folder that does not exist is an error (a typo must
// not look like an empty listing), and so is a file, named with give, the
// folders the command takes (gc takes a version's, list does not: it names
// the folder above one); object-store prefixes have no folders to check.
func requireDir(dir, give string) error {
	if dataset.IsURL(dir) {
		return nil
	}
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("%s: no such folder", dir)
	}
	if !st.IsDir() {
		// It said "not a folder" alone, and not which folder to give.
		return fmt.Errorf("%s: a file, not a folder: give %s", dir, give)
	}
	return nil
}

// headRejects prints the first n quarantined records of a version as JSON
// lines, reject shard by reject shard: what a user reads to see why
// records did not make it into the rows, without opening the viewer.
func headRejects(ctx context.Context, dir string, n int, stdout, stderr io.Writer) error {
	m, err := storage.LoadManifest(ctx, dir)
	if err != nil {
		return err
	}
	if m.Accounting.Rejected == 0 {
		// Nothing to print: say so rather than print nothing, which reads
		// like a failed or empty read.
		fmt.Fprintf(stderr, "itnprep: %s has no quarantined records (read %d = written %d + rejected 0)\n", dir, m.Accounting.Read, m.Accounting.Written)
		return nil
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	return storage.HeadRejects(ctx, dir, m, n, func(r *dataset.Reject) error { return enc.Encode(r) })
}

// versionsOverlap prints, for the splits of the pair versions given, how
// many rows of each have a written text another split holds
// (storage.Overlap): what a test split shares with the train split it is
// meant to measure, or one corpus's test split with another's train.
func versionsOverlap(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("versions overlap", versionsHelp("overlap", "versions overlap VERSION [VERSION...] [--json]"), stdout, false)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	if err := parseInterspersed(fs, args); err != nil {
		return usageErr(err)
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("%w: versions overlap takes one version or more, got none", errUsage)
	}
	dirs := make([]string, fs.NArg())
	given := map[string]string{} // folder -> the argument that named it
	for i, a := range fs.Args() {
		dir, err := resolveVersion(ctx, a)
		if err != nil {
			return err
		}
		// One version twice (by its id and a tag, say) was compared with
		// itself: every row "also in" its copy, under one label twice.
		key := strings.TrimRight(dir, "/")
		if !dataset.IsURL(key) {
			key = filepath.Clean(key)
		}
		if first, ok := given[key]; ok {
			return fmt.Errorf("%w: %s and %s name one version, %s; give each version once", errUsage, first, a, key)
		}
		given[key] = a
		dirs[i] = dir
	}
	rep, err := storage.Overlap(ctx, dirs)
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(rep)
	}
	return rep.WriteText(stdout)
}

// headRows prints the first n rows of a split as JSON lines, shard by shard
// in the manifest's order (rows are in id order within a shard; shards
// partition ids by hash, so the output is not globally sorted).
func headRows(ctx context.Context, dir, split string, n int, stdout, stderr io.Writer) error {
	m, err := storage.LoadManifest(ctx, dir)
	if err != nil {
		return err
	}
	if split == "" && len(m.Shards) == 0 {
		// A version published empty (--allow-empty): say so, as --rejects
		// does for a version without rejects; it printed nothing and
		// exited 0, which reads like a failed read.
		where := "--rejects prints the quarantined records"
		if m.Accounting.Rejected == 0 {
			// --rejects had none to print: no input held a record.
			where = "no input held a record; itnprep versions show " + shellquote.Quote(dir) + " lists its inputs"
		}
		fmt.Fprintf(stderr, "itnprep: %s has no rows (read %d = written 0 + rejected %d; %s)\n", dir, m.Accounting.Read, m.Accounting.Rejected, where)
		return nil
	}
	if split != "" {
		if _, ok := m.Accounting.RowsBySplit[split]; !ok {
			known := false
			for _, sh := range m.Shards {
				known = known || sh.Split == split
			}
			if !known {
				splits := "it has no rows"
				if names := sortedNames(m.Accounting.RowsBySplit); len(names) > 0 {
					splits = "splits: " + strings.Join(names, ", ")
				}
				// The version is sound and --split named what it does
				// not have: a usage mistake (exit 2), as a version of
				// the wrong kind is.
				return fmt.Errorf("%w: %s: no split %q (%s; --rejects prints the quarantined records)", errUsage, dir, split, splits)
			}
		}
	}
	err2 := storage.HeadJSON(ctx, dir, m, split, n, stdout)
	if err2 == nil && split == "" {
		if note := otherSplitsNote(m); note != "" {
			fmt.Fprintln(stderr, note)
		}
	}
	return err2
}

// otherSplitsNote says, for versions head without --split, that the rows
// printed are the first split's alone and which splits hold the others:
// a version of 13 rows in three splits printed the test split's 4 (-n
// 10) without a word, which read like the whole version. "" when the
// version has rows in one split only.
func otherSplitsNote(m *dataset.Manifest) string {
	if len(m.Shards) == 0 {
		return ""
	}
	first := m.Shards[0].Split // storage.Head's default
	var others []string
	for _, s := range sortedNames(m.Accounting.RowsBySplit) {
		if rows := m.Accounting.RowsBySplit[s]; s != first && rows > 0 {
			others = append(others, fmt.Sprintf("%s (%d)", s, rows))
		}
	}
	if len(others) == 0 {
		return ""
	}
	return fmt.Sprintf("itnprep: rows of split %s only (the first in the manifest, %d of the version's %d rows); --split NAME prints another: %s",
		first, m.Accounting.RowsBySplit[first], m.Accounting.Rows, strings.Join(others, ", "))
}

// pathExists reports whether name is there (a file, a folder or a link).
func pathExists(name string) bool {
	_, err := os.Lstat(name)
	return err == nil
}
