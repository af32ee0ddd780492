package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/madedirs"
	"github.com/itnprep/itnprep/storage"
)

// The streaming commands (align, verbalize, mine, evaluate) read one file
// and write others; the helpers here are the checks and the decoding they
// share, so each command opens its input the same way.

// openStreamInput opens a streaming command's input for reading: "-" is
// stdin; other paths go through Beam's filesystem (local, gs://, s3://). A
// local folder is one clear error instead of "FOLDER:1: read error: is a
// directory"; a gzip stream, told by its magic bytes whatever its name (a
// renamed download), is decompressed, as the prep sources read it.
func openStreamInput(ctx context.Context, command, path string) (io.Reader, string, func(), error) {
	if path == "-" {
		return os.Stdin, "stdin", func() {}, nil
	}
	if err := versionAsStreamInput(ctx, command, path); err != nil {
		return nil, "", nil, err
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return nil, "", nil, fmt.Errorf("input %s is a directory; give a file", path)
	}
	r, closeIn, err := storage.OpenDecompressed(ctx, path)
	if errors.Is(err, fs.ErrNotExist) && !dataset.IsURL(path) {
		return nil, "", nil, missingIn(path)
	}
	if err != nil {
		return nil, "", nil, err
	}
	return r, path, func() { closeIn() }, nil
}

// versionAsStreamInput is the one line for an --input naming a dataset
// version, a folder or OUT/NAME@TAG: align, verbalize and mine read one
// file of lines, and a version was "input DIR is a directory; give a
// file", its tag "--input OUT/NAME@TAG: no such file", though the tag
// names a version every other command reads (qa93). It names the version
// and what reads it (evaluate's pipelines.NotPredictions says its own).
func versionAsStreamInput(ctx context.Context, command, path string) error {
	if dataset.IsURL(path) && !strings.Contains(path, "@") {
		return nil // a store's file: the reader says
	}
	dir, err := storage.ResolveVersion(ctx, path)
	if err != nil {
		return nil
	}
	if _, err := storage.LoadManifest(ctx, dir); err != nil {
		return nil
	}
	resolved := ""
	if filepath.Clean(dir) != filepath.Clean(path) {
		resolved = " (" + dir + ")"
	}
	var how string
	switch command {
	case "align":
		how = "align reads one JSONL file of pairs: itnprep mine-pairs --input " + path + " aligns a version's pairs (and mines their mismatches), and itnprep versions head " + path + " --split train -n N prints a split's rows as JSON lines align reads ({\"id\",\"written\",\"spoken\"})"
	case "verbalize":
		how = "verbalize reads one file of sentences: itnprep versions head " + path + " --split train -n N | jq -c '{id, text: .written}' writes a split's written sides as the {\"id\", \"text\"} lines verbalize reads"
	case "mine":
		how = "mine reads one JSONL file of mismatch sequences: itnprep mine-pairs --input " + path + " aligns a version's pairs and mines their mismatches"
	default:
		how = "--input reads one file"
	}
	return dataset.WrongKind("--input %s is a dataset version%s, not a file; %s", path, resolved, how)
}

// openStreamOutput creates a streaming command's output file (an --out,
// --details or --rejects) for writing through Beam's filesystem (local,
// gs://, s3://); "-" or "" (not given) is stdout. The close function
// reports write errors, so that a full disk is not silent.
func openStreamOutput(ctx context.Context, flag, path string, stdout io.Writer) (io.Writer, func() error, error) {
	if path == "-" || path == "" {
		return stdout, func() error { return nil }, nil
	}
	f, err := storage.Create(ctx, path)
	if err != nil {
		return nil, nil, cannotCreate(flag, path, err)
	}
	return f, f.Close, nil
}

// cannotCreate is the one line for an output a streaming command could not
// create, naming its flag: it was Go's "open /proc/v.jsonl: no such file
// or directory", which named no flag, and of the rejects file beside --out
// a path the user had not typed.
func cannotCreate(flag, path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		err = pe.Err
	}
	return fmt.Errorf("%s %s: cannot create it: %v", flag, path, err)
}

// checkWritable is cannotCreate's line, before a Beam job starts, for an
// output the job writes (mine --distributed's patterns, the runs folder
// beside them and its rejects): a folder that takes no file (/proc, a
// read-only mount) failed after start-up, "sorting r.jsonl: spilling a
// run: create /proc/m.txt.runs/...: no such file or directory", naming no
// flag, where the in-process mine names it. A probe is written in the
// output's folder and removed (storage.WriteCheck).
func checkWritable(ctx context.Context, flag, path string) error {
	err := storage.WriteCheck(ctx, dataset.Dir(path))
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the probe's name is no path the user gave
	}
	return cannotCreate(flag, path, err)
}

// missingIn is the error for an --in naming no local file: it was Go's
// "open X: no such file or directory", naming no flag. --in is one file:
// a glob is not expanded, and one that matches files was said to match
// none.
func missingIn(path string) error {
	if strings.ContainsAny(path, "*?[") {
		if m, _ := filepath.Glob(path); len(m) > 0 {
			return fmt.Errorf("--input %s is a glob matching %d file(s) (first: %s); --input reads one file, named exactly: give one, or join them into one first (cat)", path, len(m), m[0])
		}
		return fmt.Errorf("--input %s matches no file", path)
	}
	if near := dataset.NearFiles(path); len(near) > 0 {
		return fmt.Errorf("--input %s: no such file; did you mean %s?", path, strings.Join(near, " or "))
	}
	return fmt.Errorf("--input %s: no such file", path)
}

// checkStreamOutputs checks a streaming command's outputs before it reads
// anything and returns the note of the folders it makes for them
// (madedirs). Each output is refused when it names an input file (any of
// ins: the same path, or another name of the same local file; creating the
// output truncates the input before a line of it is read, so the command
// would print an empty result over the erased data), another output, an
// existing folder (one line naming its flag, exit 1, as for prep's
// --output FILE: it was "open DIR: is a directory", after the input was
// read) or a place inside a dataset version; its folder is made now
// (checkFolder). flagsAndPaths pair up: the flag's name for the message,
// its value.
//
// The command ends with made.RemoveEmpty() (deferred right after this
// call), whatever ends it: the folders made for its files go again, each
// while empty, so that a run refused or failed later (a missing or unusable
// input, an interrupt), a dry run, or one whose rejects file held nothing
// leaves no folder it made, and those holding what it wrote (its output,
// the rejects that say why it was refused) stay. `align --in missing
// --out new/x.jsonl` left new/ behind, as did verbalize, evaluate's
// --details and style fit; only mine removed its folders.
func checkStreamOutputs(ctx context.Context, ins []string, flagsAndPaths ...string) (madedirs.Made, error) {
	var outs []streamOutput
	for i := 0; i+1 < len(flagsAndPaths); i += 2 {
		outs = append(outs, streamOutput{flag: flagsAndPaths[i], path: flagsAndPaths[i+1]})
	}
	return checkStreamOutputList(ctx, ins, outs)
}

// checkStreamOutputList is checkStreamOutputs of outputs that may name
// the example file a folder given for them is answered with (style fit's
// --out, a style file).
func checkStreamOutputList(ctx context.Context, ins []string, outs []streamOutput) (madedirs.Made, error) {
	var paths []string
	for _, o := range outs {
		paths = append(paths, o.path)
	}
	// Two outputs naming one file: each truncated the other, so align's
	// opcodes, evaluate's details or mine's patterns were lost under the
	// rejects written last, exit 0.
	for i, a := range outs {
		for _, b := range outs[i+1:] {
			if sameOutput(a.path, b.path) {
				return madedirs.Made{}, fmt.Errorf("%w: %s and %s name the same file, %s; each would overwrite the other: give two paths", errUsage, a.flag, b.flag, a.path)
			}
		}
	}
	made := madeForOutputs(paths...) // before checkFolder makes them
	if err := checkOutputs(ctx, ins, outs); err != nil {
		made.RemoveEmpty()
		return madedirs.Made{}, err
	}
	return made, nil
}

// madeForOutputs notes the folders that writing the local files paths
// makes (checkFolder makes a file's missing parents, as storage.Create
// does). "-" and object-store URLs make no folder.
func madeForOutputs(paths ...string) madedirs.Made {
	var dirs []string
	for _, p := range paths {
		if p != "" && p != "-" && !dataset.IsURL(p) {
			dirs = append(dirs, filepath.Dir(p))
		}
	}
	return madedirs.Before(dirs...)
}

// checkOutputs is checkStreamOutputs's checks of each output: not a
// folder, its folder made, not inside a version, not an input.
func checkOutputs(ctx context.Context, ins []string, outs []streamOutput) error {
	for _, o := range outs {
		if err := o.checkFolder(); err != nil {
			return err
		}
		if err := checkNotInAVersion(ctx, o.flag, o.path); err != nil {
			return err
		}
	}
	// The inputs, by the same test as two outputs: a device or a pipe is
	// not erased by being written (--in /dev/stdin --out /dev/stdout on a
	// terminal names one tty), and "" or "-" (stdin) is no file.
	for _, in := range ins {
		for _, o := range outs {
			if sameOutput(in, o.path) {
				return fmt.Errorf("%w: %s %s is the input file; writing it would erase the input before it is read", errUsage, o.flag, o.path)
			}
		}
	}
	return nil
}

// streamOutput is one output flag of a streaming command and its value;
// example, when set, is the file name a folder given for it is answered
// with (outputExample's otherwise).
type streamOutput struct{ flag, path, example string }

// checkFolder refuses an output that is an existing folder and makes the
// folder it goes into now, so that a file where a folder should be (or a
// read-only file system) is one line naming the flag before anything is
// read; it was "mkdir DIR: not a directory", naming no flag, and style fit
// said it after its whole pipeline had run. "" (not given) and "-"
// (stdout or stderr) are no file. checkStreamOutputs notes the folders
// before, so that the command removes them when it ends.
func (o streamOutput) checkFolder() error {
	if o.path == "" || o.path == "-" {
		return nil
	}
	if st, err := os.Stat(o.path); err == nil && st.IsDir() {
		return fmt.Errorf("%s: %s is a folder; give a file path (for example %s)", o.flag, o.path, filepath.Join(o.path, o.exampleName()))
	}
	if !dataset.IsURL(o.path) {
		if err := os.MkdirAll(filepath.Dir(o.path), 0o755); err != nil {
			return fmt.Errorf("%s %s: cannot create its folder: %v", o.flag, o.path, err)
		}
	}
	return nil
}

// exampleName is the file name a folder given for the output is answered
// with, one of the kind the flag writes: every flag was offered out.jsonl,
// also evaluate's --beam-counts (JSON counts) and style fit's --out (a
// style file, style.json).
func (o streamOutput) exampleName() string {
	switch {
	case o.example != "":
		return o.example
	case o.flag == "--rejects":
		return "rejects.jsonl"
	case o.flag == "--details":
		return "details.jsonl"
	case o.flag == "--beam-counts":
		return "counts.json"
	}
	return "out.jsonl"
}

// sameOutput reports whether two paths (two outputs, or the input and an
// output) name one file that writing one truncates: the same path once
// made absolute, or another name of the same existing local file; a URL only by
// its exact spelling (an object store's names are literal: gs://b/a//x is
// not gs://b/a/x). "" and "-" (stdin, stdout or stderr, by the flag) are
// never the same file, nor is a device or a pipe (--out /dev/null
// --rejects /dev/null discards both: nothing is truncated under the other,
// and it was refused).
func sameOutput(a, b string) bool {
	if a == "" || b == "" || a == "-" || b == "-" {
		return false
	}
	if dataset.IsURL(a) || dataset.IsURL(b) {
		return a == b
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	if errA == nil && !sa.Mode().IsRegular() || errB == nil && !sb.Mode().IsRegular() {
		return false
	}
	if absPath(a) == absPath(b) {
		// Not merely cleaned: evaluate --beam compares the --beam-counts
		// its workers are given, absolute (workerPath), with --rejects
		// as typed.
		return true
	}
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}

// ctxReader ends a read with the context's error once it is cancelled
// (Ctrl-C): evaluate and mine read their whole input in process without
// looking at the context, so the first Ctrl-C changed nothing, and a
// 200,000-line evaluate printed its table as if none had come.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
