package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/trainer"
)

// nextStep is the line a publishing run (prep, derive) ends its stderr
// with: the command a user runs next on the version it published, its
// folder filled in, as train's dry run names the command to run and
// train's score line the evaluate that prints the table. prep and derive
// ended with "published DIR", and a newcomer following the README's tour
// (prep -> derive -> train -> evaluate) had to look up which command takes
// the folder and with which flag (train's is --dataset, derive's --from
// or the argument, and a tagger version needs train's --model tagger).
//
// label is the run's ("prep gtn", "derive tagger", "derive u2tf"), dir
// the version's folder and m its manifest (nil when it could not be read:
// the derives are then left unnamed, which need English rows).
func nextStep(label, dir string, m *dataset.Manifest) string {
	q := shellquote.Quote(dir)
	model, what := "", "a seq2seq model"
	switch label {
	case "derive tagger":
		model, what = " --model "+trainer.Tagger, "a Thutmose tagger"
	case "derive u2tf":
		model, what = " --model "+trainer.U2TF, "the Universal-2-TF models"
	}
	if m != nil && m.Accounting.RowsBySplit["train"] == 0 {
		// A held-out set (prep nemo-cases, a test file alone): train
		// refuses it as --dataset and decodes it as --test-dataset.
		again := ""
		if strings.HasPrefix(label, "prep ") {
			// A corpus of one's own in NeMo's JSONL went to test alone
			// (--nemo-split's default: NeMo's GoogleTN.json is GTN's test
			// set), and the line gave no way to train on it.
			again = "; to train on it, prep it again with --split-by-id train=98,validation=1,test=1"
		}
		return fmt.Sprintf("itnprep: next: it has no train split, so it is a held-out set: itnprep train%s --dataset TRAIN_VERSION --test-dataset %s --out RUN_DIR decodes it after training (docs/TRAINING.md)%s\n", model, q, again)
	}
	line := fmt.Sprintf("itnprep: next: itnprep train%s --dataset %s --out RUN_DIR trains %s on it (--dry-run checks it first; docs/TRAINING.md)", model, q, what)
	switch {
	case label == "derive tagger":
		line += fmt.Sprintf(", or itnprep export nemo-tagger %s --output DIR writes it for NeMo's trainer", q)
	case strings.HasPrefix(label, "derive ") || m == nil || !slices.Equal(card.Languages(m), []string{sources.LanguageEnglish}):
		// The derives build English rows only.
	case m.Source == "gtn" && m.Config["detokenize"] == "false":
		line += fmt.Sprintf("; itnprep derive tagger %s makes a tagger's rows (Universal-2-TF's need the written side's case and punctuation: prep gtn --detokenize, then derive u2tf)", q)
	default:
		line += fmt.Sprintf("; itnprep derive tagger %s or derive u2tf %s makes the rows of the other two models", q, q)
	}
	return line + "\n"
}

// printNextStep prints nextStep for the version published in dir, whose
// manifest it reads (the rows per split, the language, the settings).
func printNextStep(ctx context.Context, label, dir string, w io.Writer) {
	m, err := storage.LoadManifest(ctx, dir)
	if err != nil {
		m = nil
	}
	fmt.Fprint(w, nextStep(label, dir, m))
}
