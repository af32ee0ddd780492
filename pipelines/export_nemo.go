package pipelines

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/tagging"
	"github.com/itnprep/itnprep/transforms"
)

// nemoTaggerFiles are NeMo's file names of the standard splits.
var nemoTaggerFiles = map[string]string{"train": "train.tsv", "validation": "valid.tsv", "test": "test.tsv"}

// NeMoTaggerFile is NeMo's file name of a version's split, by the standard
// split it stands for (sources.StandardSplit, as itnprep train reads it:
// dev, valid and val go to valid.tsv), and false for a split not exported
// (the report says which).
func NeMoTaggerFile(split string) (string, bool) {
	s, ok := sources.StandardSplit(split)
	return nemoTaggerFiles[s], ok
}

// NeMoExportFile is the export's provenance record, written beside NeMo's
// files (NeMo reads its files by name and ignores it).
const NeMoExportFile = "export.json"

// NeMoExportFormat is NeMoExportRecord's format tag.
const NeMoExportFormat = "itnprep-export/1"

// NeMoExportRecord is export.json: the version the files were made from
// (and its parent), the files' row counts and the code version.
type NeMoExportRecord struct {
	Format    string          `json:"format"`
	Export    string          `json:"export"`
	VersionID string          `json:"version_id"`
	Name      string          `json:"name"`
	Source    string          `json:"source"`
	Parent    *dataset.Parent `json:"parent,omitempty"`
	Version   string          `json:"version"` // the folder it was read from
	Rows      map[string]int  `json:"rows"`    // file -> lines
	Code      buildinfo.Info  `json:"code"`
}

// NeMoExportReport says what an export wrote.
type NeMoExportReport struct {
	Record  NeMoExportRecord // export.json
	Rows    map[string]int   // file -> lines
	Skipped map[string]int64
	Labels  int // lines of label_map.txt
	Classes int
	// ManySpans counts, per file, the lines with more than
	// NeMoMaxSemioticSpans spans as NeMo counts them
	// (tagging.NeMoSpanCount at NeMoMaxSequenceLen): lines its training
	// leaves out without a word.
	ManySpans map[string]int
}

// NeMoMaxSemioticSpans is the most semiotic spans a line may have for
// NeMo's Thutmose tagger to read it with its recipe's max_sequence_len of
// 128 (examples/nlp/text_normalization_as_tagging/conf/
// thutmose_tagger_itn_config.yaml): BertExampleBuilder allows max(4,
// max_sequence_len / 2) and returns no example for a longer line, which
// read_input_file skips in silence.
const NeMoMaxSemioticSpans = NeMoMaxSequenceLen / 2

// NeMoMaxSequenceLen is the model.max_sequence_len of NeMo's recipe, in
// word pieces: the builder cuts a line there, and counts its spans as
// tagging.NeMoSpanCount does.
const NeMoMaxSequenceLen = 128

// NeMoExportFiles are the files an export writes into its folder.
var NeMoExportFiles = []string{"train.tsv", "valid.tsv", "test.tsv", "label_map.txt", "semiotic_classes.txt", NeMoExportFile}

// NeMoExportNotPredictions refuses, in one line (a dataset.KindError),
// file when it is one of the files an export writes (NeMoExportFiles, but
// export.json itself) with the export's record beside it: test.tsv is the
// tagger's test rows (spoken<TAB>tags<TAB>classes), not a model's output,
// and evaluate quarantined every line of it ("invalid JSON at byte 1"),
// twenty on stderr before "0 usable sentences". want says what the
// command reads instead; the refusal names the version and the train
// command that writes a tagger's predictions. A file of that name with no
// export record beside it is the user's own: nil. Only local files are
// looked at.
func NeMoExportNotPredictions(file, want string) error {
	base := filepath.Base(file)
	if base == NeMoExportFile || !slices.Contains(NeMoExportFiles, base) {
		return nil // export.json itself: a reader of records names it
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(file), NeMoExportFile))
	if err != nil {
		return nil
	}
	var rec struct { // the two fields read: the rest may be of an older layout
		Format    string `json:"format"`
		VersionID string `json:"version_id"`
	}
	if json.Unmarshal(b, &rec) != nil || rec.Format != NeMoExportFormat {
		return nil
	}
	return dataset.WrongKind("%s is a file of an export of the dataset version %s (NeMo's tagger training data: spoken words, tags, classes), not predictions; %s (a tagger's: `itnprep train --model tagger` on that version writes RUN_DIR/predictions.jsonl from its test split)", file, rec.VersionID, want)
}

// CheckExportFolder refuses an export folder that already holds something:
// the export's files would replace files of the same name and sit beside
// the others, a mix no reader can tell from one export (a NeMo run reading
// train.tsv of one version and label_map.txt of another, or an older
// export's export.json naming the wrong version). A missing or empty
// folder is fine, and so is one holding only the export's own files with
// an export.json of the same version: exporting it again writes the same
// files (a re-run script). Local folders are listed whole; on gs:// or
// s3:// the objects directly under the folder. A refusal is an
// *ExportFolderError (refuseExportFolder); a failure to look is not.
func CheckExportFolder(ctx context.Context, outDir, versionID string) error {
	var names []string
	if dataset.IsURL(outDir) {
		// Listed by the folder's name as it is (ListMatching): a glob
		// of it read the "[1]" of gs://b/out[1] as a character class,
		// looking at gs://b/out1's objects and never at its own (an
		// older export there was written over without a word).
		found, err := storage.ListMatching(ctx, outDir, "*")
		if err != nil {
			return fmt.Errorf("--output %s: cannot list it: %w", outDir, err)
		}
		for _, f := range found {
			names = append(names, path.Base(f))
		}
	} else {
		st, err := os.Stat(outDir)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("--output %s: %w", outDir, err)
		}
		if !st.IsDir() {
			// Before the version is verified: making the folder failed
			// only after it, as "mkdir OUT: not a directory".
			return refuseExportFolder("--output %s is a file, not a folder: give a new or empty folder", outDir)
		}
		entries, err := os.ReadDir(outDir)
		if err != nil {
			return fmt.Errorf("--output %s: cannot list it: %w", outDir, err)
		}
		for _, e := range entries {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		return nil
	}
	sort.Strings(names)
	var rec NeMoExportRecord
	b, err := storage.ReadFile(ctx, dataset.Join(outDir, NeMoExportFile))
	prior := err == nil && json.Unmarshal(b, &rec) == nil && rec.Format == NeMoExportFormat
	others, temps := 0, 0
	for _, n := range names {
		switch {
		case slices.Contains(NeMoExportFiles, n):
		case exportTempFile(n):
			temps++
		default:
			others++
		}
	}
	switch {
	case prior && others == 0 && temps == 0 && rec.VersionID == versionID:
		return nil // the same export again: the same files
	case prior && rec.VersionID != versionID:
		return refuseExportFolder("--output %s holds the %s export of version %s (its %s); exporting version %s there would replace its files: give a new or empty folder, or remove that one first",
			outDir, rec.Export, rec.VersionID, NeMoExportFile, versionID)
	case !prior && others == 0 && temps > 0 && !slices.Contains(names, NeMoExportFile):
		// An export stopped while writing: some of its files in place,
		// others under their temporary names, and no export.json
		// (written last).
		return refuseExportFolder("--output %s holds an interrupted export (%s, and no %s, which an export writes last): remove the folder and run the export again, or give a new folder",
			outDir, textcut.List(names, 5), NeMoExportFile)
	case !prior && others == 0 && !slices.Contains(names, NeMoExportFile):
		// Files named as an export's and nothing under a temporary
		// name: an export stopped after its renames, or files of the
		// user's own that share the names (a train.tsv is a common
		// name). Removing the folder is no advice to give for the latter.
		return refuseExportFolder("--output %s holds files named as an export's (%s) but no %s, which an export writes last: an export that did not finish, or files from elsewhere; give a new folder (or remove those files, if an earlier export wrote them)",
			outDir, textcut.List(names, 5), NeMoExportFile)
	case prior && others == 0 && temps > 0:
		// The same version exported again into its folder, stopped
		// while writing: its files under temporary names beside the
		// earlier export's.
		return refuseExportFolder("--output %s holds an interrupted export of version %s (%s: %d under temporary .tmp- names, beside the %s of an earlier export): remove the folder and run the export again, or give a new folder",
			outDir, versionID, textcut.List(names, 5), temps, NeMoExportFile)
	}
	return refuseExportFolder("--output %s is not empty (%d %s: %s): the export's files would mix with what is there; give a new or empty folder",
		outDir, len(names), textcut.Plural(len(names), "entry", "entries"), textcut.List(names, 5))
}

// exportRename moves a streamed TSV into place (storage.Rename; a test
// makes it fail).
var exportRename = storage.Rename

// exportTempFile reports whether name is one of the export's files under
// the temporary name it is written to (storage.TempName: ".tmp-HEX-NAME").
func exportTempFile(name string) bool {
	base, ok := storage.TempBase(name)
	return ok && slices.Contains(NeMoExportFiles, base)
}

// ExportFolderError is ExportNeMoTagger's refusal of its output folder
// (CheckExportFolder): a mistake in the command line, not in the data.
type ExportFolderError struct{ Err error }

func (e *ExportFolderError) Error() string { return e.Err.Error() }
func (e *ExportFolderError) Unwrap() error { return e.Err }

// refuseExportFolder is CheckExportFolder's refusal of the folder, an
// *ExportFolderError; its failures to look into it (a store that cannot
// be reached, a read error) are no mistake in the command line and are
// returned as they are: as one, an unreachable gs:// --out exited 2 with
// the listing request's whole URL (the CLI printed it with %v, which
// storage.Unreachable could no longer read).
func refuseExportFolder(format string, a ...any) error {
	return &ExportFolderError{Err: fmt.Errorf(format, a...)}
}

// ExportNeMoTagger writes a tagger version as NeMo's Thutmose training
// files into outDir (a local folder): train.tsv, valid.tsv and test.tsv
// (rows sorted by id; a split the version lacks gives an empty file, as
// NeMo needs all three), label_map.txt from the version's vocabulary and
// semiotic_classes.txt. The version's kind (from its manifest) and the
// output folder (CheckExportFolder; an *ExportFolderError) are checked
// first, then the version verified.
// It is a plain sequential job: each TSV is streamed from its split's
// shards merged by id (storage.EachRowByID, a batch per shard), so memory
// does not grow with the version.
func ExportNeMoTagger(ctx context.Context, versionDir, outDir string) (*NeMoExportReport, error) {
	// Before the version is verified (which reads every shard): a version
	// of another kind (the prep version the tagger rows were derived
	// from, the usual slip) is refused from its manifest, and an outDir
	// that already holds files is refused, not mixed with.
	head, err := storage.LoadManifest(ctx, versionDir)
	if err != nil {
		return nil, err
	}
	if head.Kind != dataset.KindTagger {
		return nil, dataset.WrongKind("%s holds %q rows, not tagger rows (make them with itnprep derive tagger)", versionDir, dataset.KindName(head.Kind))
	}
	if err := CheckExportFolder(ctx, outDir, head.VersionID); err != nil {
		return nil, err
	}
	rep, err := storage.Verify(ctx, versionDir)
	if err != nil {
		return nil, err
	}
	if !rep.OK() {
		return nil, fmt.Errorf("%s does not verify: %s", versionDir, strings.Join(rep.Problems, "; "))
	}
	m := rep.Manifest
	if m.Kind != dataset.KindTagger {
		return nil, dataset.WrongKind("%s holds %q rows, not tagger rows (make them with itnprep derive tagger)", versionDir, dataset.KindName(m.Kind))
	}
	vocabBytes, err := storage.ReadFile(ctx, dataset.Join(versionDir, dataset.TaggerVocabFile))
	if err != nil {
		return nil, fmt.Errorf("%s: the tag vocabulary: %w", versionDir, err)
	}
	frags, _, err := dataset.ParseTaggerVocab(vocabBytes)
	if err != nil {
		return nil, err
	}
	known := map[string]bool{tagging.Self: true, tagging.Delete: true}
	for _, tag := range frags {
		known[tag] = true
	}
	// Again just before writing: the folder may have changed while the
	// version was verified.
	if err := CheckExportFolder(ctx, outDir, m.VersionID); err != nil {
		return nil, err
	}
	if !dataset.IsURL(outDir) {
		if err := os.MkdirAll(outDir, 0o755); err != nil {
			return nil, fmt.Errorf("--output %s: cannot make the folder: %w", outDir, err)
		}
	}
	out := &NeMoExportReport{Rows: map[string]int{}, Skipped: map[string]int64{}, ManySpans: map[string]int{}}
	bySplit := dataset.ShardsBySplit(m.Shards)
	splits := make([]string, 0, len(bySplit))
	for s := range bySplit {
		splits = append(splits, s)
	}
	sort.Strings(splits)
	// The splits each file holds, in split order (validation, valid, val
	// and dev all go to valid.tsv).
	fileSplits := map[string][]string{}
	for _, split := range splits {
		file, ok := NeMoTaggerFile(split)
		if !ok {
			out.Skipped[split] = m.Accounting.RowsBySplit[split]
			continue
		}
		fileSplits[file] = append(fileSplits[file], split)
	}
	classes := map[string]bool{}
	// The fragment tags the exported rows use, counted as NeMo's
	// get_label_vocab.py counts them: train.tsv's and valid.tsv's lines in
	// file order, test.tsv's apart (nemoLabelOrder).
	trained, tested := &tagCounter{}, &tagCounter{}
	// Each file is streamed to a temporary name beside it: a split's
	// shards merged by id, a batch per shard in memory (all of a split's
	// rows were held at once, 420 MB for 200,000 rows), renamed into
	// place once every file is written, so a failed export leaves none
	// of them under its name.
	temps := map[string]string{}
	defer func() {
		for _, tmp := range temps {
			_ = storage.Remove(ctx, tmp)
		}
	}()
	// train.tsv before valid.tsv: the label order counts train's tags
	// first, as get_label_vocab.py reads its --train_filename first.
	for _, file := range []string{"test.tsv", "train.tsv", "valid.tsv"} {
		tmp := storage.TempName(dataset.Join(outDir, file))
		w, err := storage.Create(ctx, tmp)
		if err != nil {
			return nil, fmt.Errorf("--output %s: %w", outDir, err)
		}
		temps[file] = tmp
		bw := bufio.NewWriterSize(w, 1<<20)
		for _, split := range fileSplits[file] {
			err := storage.EachRowByID(ctx, versionDir, bySplit[split], func(r dataset.TaggerRow) error {
				sem := tagging.SemioticOf(r.Semiotic)
				for _, s := range sem {
					classes[s.Class] = true
				}
				counter := trained
				if file == "test.tsv" {
					counter = tested
				}
				for _, t := range r.Tags {
					if !known[t] {
						return fmt.Errorf("row %s: tag %q is not in %s", r.ID, t, dataset.TaggerVocabFile)
					}
					if t != tagging.Self && t != tagging.Delete {
						counter.add(t)
					}
				}
				words := strings.Fields(r.Input)
				line, err := tagging.NeMoLine(words, r.Tags, sem)
				if err != nil {
					return fmt.Errorf("row %s: %w", r.ID, err)
				}
				out.Rows[file]++
				if tagging.NeMoSpanCount(words, sem, NeMoMaxSequenceLen) > NeMoMaxSemioticSpans {
					out.ManySpans[file]++
				}
				_, err = bw.WriteString(line)
				return err
			})
			if err != nil {
				w.Close()
				return nil, err
			}
		}
		if err := bw.Flush(); err != nil {
			w.Close()
			return nil, fmt.Errorf("write %s: %w", tmp, err)
		}
		if err := w.Close(); err != nil {
			return nil, fmt.Errorf("close %s: %w", tmp, err)
		}
		out.Rows[file] += 0
	}
	used := make([]string, 0, len(classes))
	for c := range classes {
		used = append(used, c)
	}
	labelMap := tagging.NeMoLabelMap(nemoLabelOrder(trained, tested))
	classText := tagging.NeMoClasses(used)
	files := map[string][]byte{"label_map.txt": []byte(labelMap), "semiotic_classes.txt": []byte(classText)}
	// What the files were made from, so a NeMo training run on them can
	// name its data: the version, its parent and the files' row counts
	// (no time: the same version gives the same bytes).
	out.Record = NeMoExportRecord{Format: NeMoExportFormat, Export: "nemo-tagger", VersionID: m.VersionID,
		Name: m.Name, Source: m.Source, Parent: m.Parent, Version: versionDir, Rows: out.Rows, Code: buildinfo.Get()}
	prov, err := json.MarshalIndent(out.Record, "", "  ")
	if err != nil {
		return nil, err
	}
	// Through Beam's filesystem: OUT may be gs:// or s3://. The files
	// appear in this order: label_map.txt and semiotic_classes.txt, the
	// streamed test.tsv, train.tsv and valid.tsv, and export.json last,
	// so that a folder without it holds an export that did not finish
	// (CheckExportFolder says so); it was written first, and an export
	// stopped before its TSVs were in place left an export.json naming
	// rows that were not there.
	if err := storage.WriteFiles(ctx, outDir, files); err != nil {
		return nil, err
	}
	for _, file := range []string{"test.tsv", "train.tsv", "valid.tsv"} {
		if err := exportRename(ctx, temps[file], dataset.Join(outDir, file)); err != nil {
			return nil, err
		}
		delete(temps, file)
	}
	if err := storage.WriteAtomic(ctx, dataset.Join(outDir, NeMoExportFile), append(prov, '\n')); err != nil {
		return nil, err
	}
	out.Labels = strings.Count(labelMap, "\n")
	out.Classes = strings.Count(classText, "\n")
	return out, nil
}

// tagCounter counts fragment tags in the order first met, as Python's
// Counter keeps its keys.
type tagCounter struct {
	order []string
	n     map[string]int
}

func (c *tagCounter) add(t string) {
	if c.n == nil {
		c.n = map[string]int{}
	}
	if c.n[t] == 0 {
		c.order = append(c.order, t)
	}
	c.n[t]++
}

// mostCommon is Counter.most_common's order: by count, most first, ties in
// the order first met (Python's sort is stable).
func (c *tagCounter) mostCommon() []string {
	out := slices.Clone(c.order)
	slices.SortStableFunc(out, func(a, b string) int { return c.n[b] - c.n[a] })
	return out
}

// nemoLabelOrder is the order of label_map.txt's fragment labels: first
// what NeMo's get_label_vocab.py writes from train.tsv and valid.tsv (the
// tags of their lines, by Counter.most_common: count, then first met), so
// that label_map.txt is byte for byte the file NeMo's own preparation
// makes of the same two files; then the fragments only test.tsv uses, in
// the same order over test.tsv's tags. NeMo's recipe copies valid.tsv to
// test.tsv, so its map never lacks a test tag; here a test row may hold a
// fragment no train or validation row kept (the vocabulary is counted
// before derive's tag_oov rejects), and NeMo reads test.tsv through the
// same map, where a tag outside it is a KeyError.
//
// Until 2026-12-02 (qa67) the order was the version's vocabulary's
// (tagger/vocab.tsv: counts over --vocab-split, before the rejects): the
// same labels, other ids (scripts/nemo_tagger_check.py, which runs
// get_label_vocab.py, found line 10 differing on NeMo GTN 1-1,000). Before
// 2026-12-01 (tagu42) it also listed fragments only rejected rows used.
func nemoLabelOrder(trained, tested *tagCounter) []string {
	out := trained.mostCommon()
	for _, t := range tested.mostCommon() {
		if trained.n[t] == 0 {
			out = append(out, t)
		}
	}
	return out
}

// EmptyExportFileAdvice says why an export file (of the tagger version in dir) is empty and what to do: the
// tagger version's parent had no rows of its split (what gives it that
// split depends on its source: splitRemedy), or it had them and derive
// rejected them all (what the rejects say), or, when the parent cannot be
// found beside the version, both possibilities. The warning used to advise --split-by-id
// even when derive had rejected every row of a split the parent had.
func EmptyExportFileAdvice(ctx context.Context, dir, file string) string {
	split := "validation"
	switch file {
	case "train.tsv":
		split = "train"
	case "test.tsv":
		split = "test"
	}
	m, err := storage.LoadManifest(ctx, dir)
	if err != nil || m.Parent == nil {
		return "the version has no " + split + " rows (" + splitRemedy("", nil, split) + ")"
	}
	browse := "itnprep versions head " + shellquote.Quote(dir) + " --rejects"
	// Without the parent the rejects cannot be told by split (a reject
	// names its parent row's id, not its split): the version's own rules
	// are given, said to be over every split.
	rejected := browse
	if top := dataset.TopRules(m.Accounting.RejectedByReason, 3); top != "" {
		rejected = "the version's top reject rules over every split: " + top + "; " + browse
	}
	// derive writes its version beside the parent's name folder unless
	// --output named another root; look there, as versions verify does
	// (storage.ParentDir: a version named from within its dataset's
	// folder, `export nemo-tagger ID`, was looked for in ./NAME/PARENT_ID
	// by a copy of it, which found no parent and gave both causes).
	parentDir := dataset.ParentDir(dir, m)
	pm, err := storage.LoadManifest(ctx, parentDir)
	if err != nil || pm.VersionID != m.Parent.VersionID {
		return fmt.Sprintf("the version has no %s rows: either its parent %s had none (%s) or derive rejected them all (%s; then %s)", split, m.Parent.VersionID, splitRemedy(m.Parent.Source, nil, split), rejected, vocabAdvice(m))
	}
	n := rowsForFile(pm.Accounting.RowsBySplit, file)
	if n == 0 {
		return fmt.Sprintf("its parent %s has no %s rows (%s)", parentDir, split, splitRemedy(pm.Source, pm, split))
	}
	rules, err := fileRejectRules(ctx, dir, m, parentDir, pm, file)
	if err != nil {
		return fmt.Sprintf("derive rejected all %d %s rows of its parent %s (%s); %s", n, split, parentDir, rejected, vocabAdvice(m))
	}
	advice := fmt.Sprintf("derive rejected all %d %s rows of its parent %s (their reject rules: %s; %s)", n, split, parentDir, dataset.TopRules(rules, 3), browse)
	// The vocabulary's advice only when it is what emptied the split: a
	// split lost to non_monotonic dates gains nothing from a larger one.
	if rules[dataset.RuleName(transforms.TaggerStage, "tag_oov")] > 0 {
		advice += "; " + vocabAdvice(m)
	}
	return advice
}

// fileRejectRules counts by rule the rejects of the tagger version in dir
// (manifest m) whose parent rows are of the splits that go to file: a
// reject names its parent row's id, so the parent's rows of those splits
// are read for their ids. The warning for an empty valid.tsv gave the
// whole version's top rules (`tagger/tag_oov 12` for 6 validation rows,
// the other 6 test rows'), which named what emptied another split as
// well, or instead (qa67).
func fileRejectRules(ctx context.Context, dir string, m *dataset.Manifest, parentDir string, pm *dataset.Manifest, file string) (map[string]int64, error) {
	ids := map[string]bool{}
	for split, rows := range pm.Accounting.RowsBySplit {
		if f, ok := NeMoTaggerFile(split); !ok || f != file || rows == 0 {
			continue
		}
		err := storage.Head(ctx, parentDir, pm, split, int(rows), func(p *dataset.Pair) error {
			ids[p.ID] = true
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	rules := map[string]int64{}
	err := storage.HeadRejects(ctx, dir, m, int(m.Accounting.Rejected), func(r *dataset.Reject) error {
		if ids[r.ID] {
			rules[r.StageRule()]++
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(rules) == 0 {
		return nil, fmt.Errorf("no reject of the version is of a %s row of its parent", file)
	}
	return rules, nil
}

// vocabAdvice says what keeps more rows of a tagger version whose rows
// were rejected: what capped its vocabulary (tagging.VocabCap, from the
// version's options and its vocabulary figures, vocabFigures).
// It suggested --vocab-coverage and --vocab-size even when the
// vocabulary already kept every fragment of its split (50 distinct, 50
// kept), where only more rows help (qa40, 2026-11-30).
func vocabAdvice(m *dataset.Manifest) string {
	split := m.Config["vocab_split"]
	if split == "" {
		split = "train"
	}
	coverage, err := strconv.ParseFloat(m.Config["vocab_coverage"], 64)
	if err != nil {
		coverage = tagging.DefaultVocabCoverage
	}
	size, _ := strconv.ParseInt(m.Config["vocab_size"], 10, 64)
	distinct, kept := vocabFigures(m)
	return tagging.VocabCap(split, coverage, size, distinct, kept)
}

// vocabFigures reads the distinct and kept fragment counts of a tagger
// version from its manifest's stats (the dataset.TallyTagVocab derive tagger
// records); a version published before that tally has them only in its
// "Tag vocabulary" card section (transforms' vocabSection writes its
// table), whose text it reads then. distinct is -1 when neither holds
// them.
func vocabFigures(m *dataset.Manifest) (distinct, kept int64) {
	t := m.Stats.FindTally(dataset.TallyTagVocab)
	d, okD := t.Count(dataset.TagVocabDistinct)
	k, okK := t.Count(dataset.TagVocabKept)
	if okD && okK {
		return d, k
	}
	for _, sec := range m.Sections {
		if sec.Title != "Tag vocabulary" {
			continue
		}
		d, okD := tableFigure(sec.Body, "distinct fragments")
		k, okK := tableFigure(sec.Body, "kept fragments")
		if okD && okK {
			return d, k
		}
	}
	return -1, 0
}

// tableFigure reads the value of a "| what | value |" row of a card
// table.
func tableFigure(body, what string) (int64, bool) {
	for _, line := range strings.Split(body, "\n") {
		if rest, ok := strings.CutPrefix(line, "| "+what+" | "); ok {
			n, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " |"), 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

// splitByIDRemedy is the remedy for a corpus whose files carry no split.
const splitByIDRemedy = "prep ... --split-by-id train=98,validation=1,test=1"

// splitRemedy says how a parent made by source (its manifest pm, nil when
// it was not found) gets rows of split. The hint used to be --split-by-id
// for every parent, which for GTN hides that the corpus has its own
// held-out files that prep gtn already maps to validation and test; each
// source's own split files are named, and --split-by-id kept for a corpus
// whose inputs carry no split (NeMo's one-file JSONL, Kaggle's CSV, text).
//
// A split no corpus file gives (derive tagger --vocab-split dev) comes from
// --split-by-id alone, so that is the advice; it named no files ("add
// GTN's  to prep gtn's --input"). A --split-by-id that did not name the
// split is told to name it, not to weigh it more.
func splitRemedy(source string, pm *dataset.Manifest, split string) string {
	if pm != nil && pm.Config["split_by_id"] != "" {
		spec := pm.Config["split_by_id"]
		if s, err := sources.ParseSplitByID(spec); err == nil && !slices.ContainsFunc(s, func(sh sources.SplitShare) bool { return sh.Name == split }) {
			return "its prep ... --split-by-id " + spec + " names no " + split + " split: add " + split + "=1 to it"
		}
		return "its prep ... --split-by-id " + spec + " put none there: give " + split + " a larger weight, or the corpus more records"
	}
	switch split {
	case "train", "validation", "test":
	default:
		return fmt.Sprintf("no corpus file gives a %q split (their splits are train, validation and test): prep ... --split-by-id train=98,%s=2 makes one", split, split)
	}
	var files string
	switch source {
	case "gtn":
		return gtnSplitRemedy(pm, split)
	case "libriheavy":
		files = map[string]string{"train": "libriheavy_cuts_small/medium/large.jsonl.gz", "validation": "libriheavy_cuts_dev.jsonl.gz", "test": "libriheavy_cuts_test_clean/test_other.jsonl.gz"}[split]
	case "spgi":
		files = map[string]string{"train": "train.csv", "validation": "val.csv", "test": "a test*.csv"}[split]
	case "commonvoice":
		files = map[string]string{"train": "train.tsv", "validation": "dev.tsv", "test": "test.tsv"}[split]
	}
	if files != "" {
		return "add the corpus's " + split + " file, " + files + ", to prep " + source + "'s --input, or for one file " + splitByIDRemedy
	}
	return "a corpus without splits: " + splitByIDRemedy
}

// gtnSplitRemedy is splitRemedy for a GTN parent: raw GTN files take their
// split from their number (sources.GTNSplit), so the remedy is the files of
// the missing split; NeMo JSONL goes whole to --nemo-split's split and
// Kaggle's CSV to its name's, so such a file needs --split-by-id.
func gtnSplitRemedy(pm *dataset.Manifest, split string) string {
	raw := "add GTN's " + map[string]string{"train": "train files output-00000-of-00100 to output-00089-of-00100", "validation": "validation files output-00090-of-00100 to output-00094-of-00100", "test": "test file output-00099-of-00100"}[split] + " to prep gtn's --input: files 00-89 are train, 90-94 validation, 99 test"
	spread := "prep gtn --split-by-id train=98,validation=1,test=1 spreads it over train, validation and test"
	if pm == nil {
		return "raw GTN files: " + raw + "; NeMo JSONL or Kaggle CSV: " + spread
	}
	var hasRaw, hasNeMo, hasKaggle bool
	for _, in := range pm.Inputs {
		if _, _, ok := sources.GTNSplit(in.Path); ok {
			hasRaw = true
		} else if strings.Contains(strings.ToLower(path.Base(in.Path)), ".csv") {
			hasKaggle = true
		} else {
			hasNeMo = true
		}
	}
	switch {
	case hasRaw && (hasNeMo || hasKaggle):
		return raw + "; for its NeMo JSONL or Kaggle CSV, " + spread
	case hasRaw:
		return raw
	case hasNeMo && !hasKaggle:
		return "prep gtn put every NeMo JSONL record in --nemo-split's split, " + pm.Config["nemo_split"] + " here; " + spread
	case hasKaggle && !hasNeMo:
		return "Kaggle's CSV takes its split from its name, en_train.csv train; " + spread
	}
	return spread
}

// rowsForFile is how many of a version's rows (its rows by split) go to
// the export file (NeMoTaggerFile: validation, valid, val and dev all go
// to valid.tsv). The warning counted validation's rows alone when it had
// any, and dev's only when it had none.
func rowsForFile(rowsBySplit map[string]int64, file string) int64 {
	var n int64
	for split, rows := range rowsBySplit {
		if f, ok := NeMoTaggerFile(split); ok && f == file {
			n += rows
		}
	}
	return n
}

// Warnings are what of an export NeMo's tagger training will miss or not
// read, one line each (the CLI puts its command's name before them): an
// empty file (with EmptyExportFileAdvice's remedy, from the version in
// dir), lines it leaves out for their spans, splits with no NeMo file.
// They are the export's judgement of its own result, beside the counts it
// judges; the CLI prints them.
func (rep *NeMoExportReport) Warnings(ctx context.Context, dir string) []string {
	var lines []string
	for _, f := range []string{"train.tsv", "valid.tsv"} {
		if rep.Rows[f] == 0 {
			lines = append(lines, fmt.Sprintf("warning: %s is empty; NeMo's tagger training needs it: %s", f, EmptyExportFileAdvice(ctx, dir, f)))
		}
	}
	if rep.Rows["test.tsv"] == 0 {
		// Training runs without it, but nothing held out is left to
		// score the model on; an empty test.tsv went without a word.
		lines = append(lines, fmt.Sprintf("warning: test.tsv is empty; the model will have no held-out rows to be scored on: %s", EmptyExportFileAdvice(ctx, dir, "test.tsv")))
	}
	// NeMo's BertExampleBuilder drops such a line in silence, so a
	// training set was smaller than the export said. "At least": the
	// count takes each of BERT's basic tokens as one word piece
	// (tagging.NeMoSpanCount), and a word NeMo's tokenizer splits further
	// can only add lines.
	for _, f := range []string{"train.tsv", "valid.tsv", "test.tsv"} {
		if n := rep.ManySpans[f]; n > 0 {
			lines = append(lines, fmt.Sprintf("warning: %s more than %d semiotic spans as NeMo counts them (a word outside every span is one, and so is each word from a span that ends past word piece %d on): NeMo's tagger leaves such a line out without a word at its recipe's max_sequence_len %d (it allows max_sequence_len/2 spans); raise model.max_sequence_len, or derive with --max-words %d",
				manySpansLines(n, rep.Rows[f], f), NeMoMaxSemioticSpans, NeMoMaxSequenceLen, NeMoMaxSequenceLen, NeMoMaxSemioticSpans))
		}
	}
	for _, s := range slices.Sorted(maps.Keys(rep.Skipped)) {
		lines = append(lines, fmt.Sprintf("split %s (%d rows) has no NeMo file; not exported", s, rep.Skipped[s]))
	}
	return lines
}

// manySpansLines says how many of the rows lines of file have too many
// spans, its verb agreeing: "at least 1 of the 2 lines of train.tsv
// have" was said of one line, and "at least 1 of the 1 lines" of a file
// of one. Where every line has too many, "at least" says nothing.
func manySpansLines(n, rows int, file string) string {
	switch {
	case n == rows && n == 1:
		return "the one line of " + file + " has"
	case n == rows:
		return fmt.Sprintf("all %d lines of %s have", n, file)
	case n == 1:
		return fmt.Sprintf("at least 1 of the %d lines of %s has", rows, file)
	}
	return fmt.Sprintf("at least %d of the %d lines of %s have", n, rows, file)
}
