package trainer

import (
	"fmt"
	"io"
	"strings"
)

// Designs the launcher trains (itn_train.py --model).
const (
	// Seq2Seq is Suter & Novak's full-sentence transformer (spoken ->
	// written), trained on any prep version.
	Seq2Seq = "seq2seq"
	// Tagger is the Thutmose tagger (Antonova et al. 2022): one tag per
	// spoken word, trained on a version made by `itnprep derive tagger`.
	Tagger = "tagger"
	// U2TF is Universal-2-TF (2024): a three-head token classifier and a
	// span seq2seq model, trained on a version made by `itnprep derive u2tf`.
	U2TF = "u2tf"
)

// Designs lists the designs in the order the help text names them.
var Designs = []string{Seq2Seq, Tagger, U2TF}

// CheckDesign reports an unknown design name.
func CheckDesign(d string) error {
	for _, k := range Designs {
		if d == k {
			return nil
		}
	}
	return fmt.Errorf("--model must be one of %s, not %q", strings.Join(Designs, ", "), d)
}

// stagedFiles are the staged files (without .jsonl) a design's program
// reads: every design has one per split; u2tf adds the span rows of each.
func stagedFiles(design string) []string {
	files := append([]string(nil), Splits...)
	if design == U2TF {
		for _, s := range Splits {
			files = append(files, s+spanSuffix)
		}
	}
	return files
}

// spanSuffix names a split's span-row file of a u2tf staging
// (train.spans.jsonl beside train.jsonl).
const spanSuffix = ".spans"

// stagedRow is one line of a staged file: the file (split, or split +
// spanSuffix) and the JSON object written there.
type stagedRow struct {
	ID, Split string
	Span      bool
	Value     any
	// Empty rows (nothing to learn from) are counted and left out.
	Empty bool
}

// rowReader decodes one Parquet shard of a design's version (held in r,
// size bytes) into staged rows, calling each with every row in the shard's
// order, a batch of rows decoded at a time (scanShard); an error of each
// is returned as it is.
type rowReader func(r io.ReaderAt, size int64, each func(stagedRow) error) error

// derivedKind is the dataset row kind a design trains on: pairs ("", any
// prep version) for seq2seq, the rows of `itnprep derive DESIGN` else.
func derivedKind(design string) string {
	if design == Seq2Seq {
		return ""
	}
	return design
}

// CheckVersionKind reports a version whose rows a design cannot use. A
// design trains on its own row kind (derivedKind); a held-out test set
// (--test-dataset) may also be a prep version (pairs), whatever the design:
// its spoken side is decoded and scored against its written side, so every
// design is scored on the same sentences.
func CheckVersionKind(design, kind string, heldOut bool) error {
	want := derivedKind(design)
	if kind == want || (heldOut && kind == "") {
		return nil
	}
	made := "`itnprep prep`"
	if want != "" {
		made = "`itnprep derive " + want + "`"
	}
	have := "a prep version (pairs)"
	if kind != "" {
		have = "a " + kind + " version"
	}
	// What to do instead: the design this version trains, or the step
	// that makes the design's version from a prep one.
	fix := ""
	switch {
	case kind == "" && !heldOut:
		fix = fmt.Sprintf(": make one from it with `itnprep derive %s --from VERSION`, or train this one with --model %s", want, Seq2Seq)
	case CheckDesign(kind) == nil:
		fix = fmt.Sprintf(": train it with --model %s", kind)
	}
	if heldOut {
		// A test set is decoded, not trained on: "train it with --model
		// KIND" answered a question not asked, and for seq2seq "a version
		// made by `itnprep prep` or of any prep version" said one thing
		// twice. The way on is the prep version it was derived from.
		which := "any prep version"
		if want != "" {
			which = "a version made by " + made + " or of any prep version"
		}
		return fmt.Errorf("--model %s decodes the test split of %s; this is %s: give the prep version it was derived from (`itnprep versions show VERSION` names its parent)", design, which, have)
	}
	return fmt.Errorf("--model %s trains on a version made by %s; this is %s%s", design, made, have, fix)
}

// readerFor picks how a version's shards become a design's staged rows:
// the design's own rows, or, for a prep version staged for a design that
// trains on derived rows, held-out rows without labels (decoded and
// scored only; CheckVersionKind keeps them out of training).
func readerFor(design, kind string) (rowReader, error) {
	if err := CheckVersionKind(design, kind, true); err != nil {
		return nil, err
	}
	switch {
	case design == Seq2Seq:
		return readSeq2SeqRows, nil
	case kind == "" && design == Tagger:
		return readHeldOutTaggerRows, nil
	case design == Tagger:
		return readTaggerRows, nil
	case kind == "" && design == U2TF:
		return readHeldOutU2TFRows, nil
	case design == U2TF:
		return readU2TFRows, nil
	}
	return nil, fmt.Errorf("--model %s trains on a version made by `itnprep derive %s`, which this build cannot stage yet", design, design)
}

// readSeq2SeqRows stages {"id","src","tgt"}: src = spoken, tgt = written.
func readSeq2SeqRows(ra io.ReaderAt, size int64, each func(stagedRow) error) error {
	return scanRows(ra, size, func(r *Row) error {
		return each(stagedRow{ID: r.ID, Split: r.Split, Value: stagedLine{ID: r.ID, Src: r.Spoken, Tgt: r.Written},
			Empty: r.Spoken == "" || r.Written == ""})
	})
}
