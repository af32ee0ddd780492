package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/itnprep/itnprep/pipelines"
)

func init() {
	register(&command{
		name:    "export",
		summary: "write a version in another tool's format: export {subs} VERSION_DIR --output DIR",
		subs:    func() []string { return []string{"nemo-tagger"} },
		run:     runExport,
	})
}

// exportNeMoTaggerUsage is export nemo-tagger's --help text (it gave the
// usage line alone: not what it writes, nor export.json).
const exportNeMoTaggerUsage = `export nemo-tagger VERSION_DIR --output DIR   (or --from VERSION_DIR)

Writes a tagger version (itnprep derive tagger) as NeMo's Thutmose tagger training files:
train.tsv, valid.tsv and test.tsv (its train, validation and test rows), label_map.txt and
semiotic_classes.txt, and export.json (the version, its parent, the files' row counts and the
code version). --output must be a new or empty folder (or hold only an earlier export of the same
version): an export is never mixed with other files. A warning says why a file is empty, and
counts each file's lines NeMo's training would leave out (docs/tagger.md).

VERSION_DIR is a version folder or a tag, OUT/NAME@TAG, given as the argument or as --from
(as derive takes it). --out is an alias of --output.`

func runExport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || askedHelp(args[0]) {
		w := stdout // asked for: the output; after a bare `export`, the error's
		if len(args) == 0 {
			w = stderr
		}
		fmt.Fprintln(w, `Usage:
  itnprep export nemo-tagger VERSION_DIR --output DIR   a tagger version (itnprep derive tagger) as NeMo's Thutmose
                                                        training files: train.tsv valid.tsv test.tsv label_map.txt semiotic_classes.txt
  (--from VERSION_DIR, as derive takes it, is the same as the VERSION_DIR argument; --out is an alias of --output)
  --output must be a new or empty folder (or hold only an earlier export of the same version): an export
  is never mixed with other files`)
		if len(args) == 0 {
			return errUsage
		}
		return flag.ErrHelp
	}
	if args[0] != "nemo-tagger" {
		return unknownSub(args[0], "export format", "export", "VERSION_DIR --output DIR", []string{"nemo-tagger"})
	}
	fs := newFlags("export nemo-tagger", exportNeMoTaggerUsage, stdout, false)
	out := pathString(fs, "out", "", "folder to write the files into (local, gs://, s3://)")
	from := pathString(fs, "from", "", "the tagger version (a folder or OUT/NAME@TAG), as derive's --from; the same as the VERSION_DIR argument")
	if err := parseInterspersed(fs, args[1:]); err != nil {
		return usageErr(err)
	}
	if err := versionArgument(fs, from, "export nemo-tagger takes one version"); err != nil {
		return err
	}
	version := *from
	if version == "" || *out == "" {
		return fmt.Errorf("%w: export nemo-tagger takes one VERSION_DIR (or --from VERSION_DIR) and --output DIR", errUsage)
	}
	dir, err := resolveVersion(ctx, version)
	if err != nil {
		return err
	}
	if err := checkNotInAVersion(ctx, "--output", *out, dir); err != nil {
		return err
	}
	rep, err := pipelines.ExportNeMoTagger(ctx, dir, *out)
	var folderErr *pipelines.ExportFolderError
	if errors.As(err, &folderErr) {
		// An --out that already holds files: a usage mistake (exit 2).
		return fmt.Errorf("%w: %v", errUsage, folderErr.Err)
	}
	if err != nil {
		return err
	}
	for _, f := range sortedNames(rep.Rows) {
		fmt.Fprintf(stdout, "%s\t%d rows\n", f, rep.Rows[f])
	}
	fmt.Fprintf(stdout, "label_map.txt\t%d labels\nsemiotic_classes.txt\t%d classes\n", rep.Labels, rep.Classes)
	src := "version " + rep.Record.VersionID
	if p := rep.Record.Parent; p != nil {
		src += " (parent " + p.VersionID + ")"
	}
	fmt.Fprintf(stdout, "%s\t%s\n", pipelines.NeMoExportFile, src)
	for _, w := range rep.Warnings(ctx, dir) {
		fmt.Fprintln(stderr, "itnprep export nemo-tagger: "+w)
	}
	fmt.Fprintln(stdout, *out)
	return nil
}
