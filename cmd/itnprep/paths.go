package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/madedirs"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/storage"
	"golang.org/x/text/unicode/norm"
)

// Small configuration files named by flags (--style, --base, --rules-config)
// are read through Beam's filesystem, so they may live beside the data on
// gs:// or s3:// as well as locally; the kernels parse bytes and never open
// paths themselves.

// readConfigFile reads a configuration file a flag names (a style, a
// rule config), local or URL; a local one that is not there is "PATH: no
// such file", as a missing --in is (it was Go's "open PATH: no such file
// or directory"). A UTF-8 byte order mark at its start is dropped, as
// every input reader drops it (CLI.md, "Text encoding"): a style or rule
// config saved by a Windows editor was refused as "line 1, column 1:
// invalid character 'ï' looking for beginning of value".
func readConfigFile(ctx context.Context, path string) ([]byte, error) {
	data, err := storage.ReadFile(ctx, path)
	if errors.Is(err, fs.ErrNotExist) && !dataset.IsURL(path) {
		return nil, fmt.Errorf("%s: no such file", path)
	}
	return quarantine.TrimBOM(data), err
}

// loadStyle reads a style file (local or URL) over the default style; a
// JSON mistake is placed by line and column, as a rule config's is (it
// named none).
func loadStyle(ctx context.Context, path string) (*normalize.Style, error) {
	data, err := readConfigFile(ctx, path)
	if err != nil {
		return nil, err
	}
	s, err := normalize.ParseStyle(data)
	if err != nil {
		if t := strings.TrimLeft(string(data[:min(len(data), 64)]), " \t\r\n\ufeff"); strings.HasPrefix(t, "#") {
			// style fit writes its report, Markdown, as OUT.md beside
			// the style OUT; given instead, the JSON parser said only
			// "invalid character '#'".
			return nil, fmt.Errorf("%s: a Markdown file (style fit's report is OUT.md beside the style OUT), not a style: give the style's JSON file (%s)", path, strings.TrimSuffix(path, ".md"))
		}
		return nil, fmt.Errorf("%s: %s%w", path, jsonline.Place(data, err), err)
	}
	return s, nil
}

// loadCleanConfig reads a rule configuration file (local or URL).
func loadCleanConfig(ctx context.Context, path string) (clean.Config, error) {
	data, err := readConfigFile(ctx, path)
	if err != nil {
		return clean.Config{}, err
	}
	c, err := clean.ParseConfig(data)
	if err != nil {
		return clean.Config{}, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// checkOutputRoot refuses, before the pipeline runs, a local --output that
// is an existing file: the runner would otherwise fail late, naming a
// staging path under it ("mkdir OUT: not a directory"). An --output on a
// store inside a published version (the version folder prep prints last,
// pasted) is refused as a local one is (checkOutputNotInADataset): prep
// --output gs://B/OUT/NAME/ID published gs://B/OUT/NAME/ID/NAME/ID.
func checkOutputRoot(ctx context.Context, out string) error {
	if !dataset.IsURL(out) {
		if fi, err := os.Stat(out); err == nil && !fi.IsDir() {
			return fmt.Errorf("--output %s: is a file, not a folder (the version goes to OUTPUT/NAME/<version id>)", out)
		}
	}
	return checkOutputNotInADataset(ctx, out)
}

// checkOutputNotInADataset refuses an --output that is no output root by
// the version layout (storage.CheckOutputNotInADataset: inside a published
// version, a dataset's folder, its tags folder, OUT/NAME@TAG) as a usage
// error (exit 2).
func checkOutputNotInADataset(ctx context.Context, out string) error {
	if err := storage.CheckOutputNotInADataset(ctx, out); err != nil {
		return fmt.Errorf("%w: %w", errUsage, err)
	}
	return nil
}

// checkNotInAVersion refuses an output (a file or a folder) inside a
// published version's folder: mine-pairs --output VERSION/mined (beside the
// version it mined), style fit --out VERSION/style.json, align --out
// VERSION/x.jsonl, export or train --out PARENT/x (inside the parent of the
// version they read) wrote into a folder that is to stay as published, and
// nothing noticed (verify checks only the files the manifest lists). The
// path, local or a URL, is checked against every version above it
// (storage.EnclosingVersion: a gs:// or s3:// output was checked only
// against versions, those the command reads, and mine-pairs --output
// gs://B/OUT/NAME/ID/mined wrote into the version), and against versions
// by their text. A usage error (exit 2).
func checkNotInAVersion(ctx context.Context, flag, out string, versions ...string) error {
	if out == "" || out == "-" {
		return nil
	}
	for _, v := range versions {
		// Only a version: a folder given as one that is none (export
		// DIR --output DIR/x) was called "the dataset version DIR", where
		// the reader says what it is (qa93).
		if v != "" && inside(out, v) && storage.IsVersionFolder(ctx, v) {
			return fmt.Errorf("%w: %s %s is inside the dataset version %s; a published version is never changed: give another folder", errUsage, flag, out, v)
		}
	}
	if d := storage.EnclosingVersion(ctx, out); d != "" {
		return fmt.Errorf("%w: %s %s is inside the dataset version %s; a published version is never changed: give another folder", errUsage, flag, out, d)
	}
	return nil
}

// inside: path p is folder dir or lies under it (compared as cleaned
// paths; URLs by their text).
func inside(p, dir string) bool {
	p, dir = strings.TrimSuffix(path.Clean(p), "/"), strings.TrimSuffix(path.Clean(dir), "/")
	if !dataset.IsURL(p) {
		p, dir = absPath(p), absPath(dir)
	}
	return p == dir || strings.HasPrefix(p, dir+"/")
}

// absPath is the local path p made absolute (and cleaned), or p cleaned
// when the working folder cannot be read.
func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return filepath.Clean(p)
}

// checkOutputWritable makes a local OUT/NAME folder (the parent of the
// run's staging folder) and writes (and removes) a file in it, just before
// the pipeline runs: an output under a file, on a read-only file system or
// in a folder this user may not write failed only when the first
// shard-writing bundle spilled, after the input had been read (the whole
// input, for a small run), in a line naming a staging run file ("sink:
// create run OUT/NAME/.staging-.../.runs/...: mkdir OUT: not a directory").
// It runs after every other check, so a run refused earlier makes no
// folder. The probe file is named like the temporary files `versions gc`
// removes, should a kill leave it. A remote output (gs://, s3://) has no
// folder to make, but its probe is written and removed all the same: a
// bucket the user may only read (a derive publishing beside a parent it
// was given read access to) failed after the whole job, when the first
// spill or shard was written. undo removes the folders it
// made, when they are still empty (internal/madedirs): a run that publishes nothing (refused,
// failed, interrupted) leaves no empty OUT/NAME behind. defaulted says
// the root is not the user's --output but derive's default, the parent's
// root: the error then names it so ("--output ro" named a flag never given).
func checkOutputWritable(ctx context.Context, staging string, defaulted bool) (undo func(), err error) {
	undo = func() {}
	if staging == "" {
		return undo, nil
	}
	if dataset.IsURL(staging) {
		dir := dataset.Dir(staging)
		return undo, checkRemoteWritable(ctx, dir, defaulted)
	}
	dir := filepath.Dir(staging)
	out := filepath.Dir(dir)
	what := outputWhat(out, defaulted)
	// Every folder MkdirAll makes, not OUT/NAME and OUT alone:
	// --output new/runs/out left new/runs behind.
	made := madedirs.Before(dir)
	undo = made.RemoveEmpty
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return undo, fmt.Errorf("%s: cannot create the dataset folder %s: %v", what, dir, err)
	}
	if err := storage.WriteCheck(ctx, dir); err != nil {
		undo()
		return undo, fmt.Errorf("%s: cannot write in %s: %v", what, dir, err)
	}
	return undo, nil
}

// outputWhat names the output root out in an error: the flag, or derive's
// default (the parent's root: "--output ro" named a flag never given).
func outputWhat(out string, defaulted bool) string {
	if defaulted {
		return "the parent's output root " + out + " (no --output given)"
	}
	return "--output " + out
}

// checkRemoteWritable writes an empty probe object into the remote dataset
// folder dir and removes it; an object store refuses the write at Close.
// defaulted: the output root is derive's default (outputWhat).
func checkRemoteWritable(ctx context.Context, dir string, defaulted bool) error {
	what, hint := outputWhat(dataset.Dir(dir), defaulted), ""
	if defaulted {
		hint = " (give --output to publish the derived version elsewhere)"
	}
	if err := storage.WriteCheck(ctx, dir); err != nil {
		return fmt.Errorf("%s: cannot write in %s: %v%s", what, dir, err, hint)
	}
	return nil
}

// datasetName is --name as the dataset's folder is named: folded to NFC
// (Unicode's canonical composition). "Café" typed on one keyboard and
// pasted from a macOS file name, which gives "Cafe\u0301" (NFD), print
// the same and are one name to a reader, but made two folders, OUT/Café
// twice, each with its own versions and latest tag (fin7). Folded, not
// refused: a user cannot see which form was typed, so a refusal would ask
// for a difference no terminal shows; NFC is what keyboards type and the
// form the W3C's Character Model asks of names. A name already NFC (every
// ASCII name) is returned as given.
func datasetName(name string) string { return norm.NFC.String(name) }

// checkDatasetName refuses a --name that is not one plain folder name (a
// command-line mistake, exit 2), before checkOutputWritable makes the
// folder: "../x" would be made outside --output.
func checkDatasetName(name string) error {
	if name == "" || strings.ContainsAny(name, `/\:`) || strings.HasPrefix(name, ".") {
		return fmt.Errorf("%w: --name %q must be a plain folder name (no '/', '\\' or ':', not starting with '.')", errUsage, name)
	}
	if name == storage.TagsFolder {
		// OUT/tags is where the output root read as a dataset folder
		// keeps its tags: a dataset so named published, but `versions
		// list OUT` then failed as a whole ("read OUT/tags/tags: is a
		// directory"), every other dataset's versions unlisted.
		return fmt.Errorf("%w: --name %q is the name of the folder a dataset keeps its tags in (OUT/NAME/tags/), so OUT/tags would not be listed as a dataset: give another name", errUsage, name)
	}
	if strings.Contains(name, "@") {
		// OUT/gtn@v1 would name the tag v1 of dataset gtn wherever a
		// version is taken: such a dataset's versions were reached only
		// through its folder's last '@', and not at all beside a dataset
		// gtn with a tag v1.
		return fmt.Errorf("%w: --name %q must not hold '@', which separates a dataset from a tag (OUT/NAME@TAG names a version): give a name such as %s", errUsage, name, strings.ReplaceAll(name, "@", "-"))
	}
	return nil
}
