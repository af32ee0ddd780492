package main

import (
	"context"
	"fmt"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/sources"
)

func init() { prepSources[sources.SourceNeMoCases] = runPrepNeMoCases }

func runPrepNeMoCases(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("prep nemo-cases", prepUsage(sources.SourceNeMoCases, "prep nemo-cases --input 'tests/nemo_text_processing/en/data_*/*.txt' --output DIR [--direction tn|itn|auto] [--language auto|CODE] [--split NAME] [--name NAME] [--shards N]"), stdout, true)
	var pf prepFlags
	pf.add(fs, sources.SourceNeMoCases)
	direction := fs.String("direction", "auto", "tn (lines are written~spoken), itn (spoken~written) or auto (itn where a parent name holds \"inverse\" (data_inverse_text_normalization) or the word itn, tn where one holds \"normalization\" or the word tn; elsewhere the first cases tell: the written side holds the digits and symbols)")
	split := fs.String("split", "test", "split of every row (the files are NeMo's test cases)")
	language := fs.String("language", "auto", "the language code every id starts with (LANG/tn/test_cases_cardinal.txt:3), so that one run reads several languages' files of the same names: auto takes it from the folder above data_text_normalization or data_inverse_text_normalization when that folder's name is a code (two or three lower-case letters, or two joined by _: en, de, es_en), as in NeMo's tests/nemo_text_processing/LANG/, and gives ids without one elsewhere; a code (en) names every file's language, wherever it lies, and a file under another language's folder is refused")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if _, err := sources.NeMoCaseDirection("", *direction); err != nil {
		return fmt.Errorf("%w: --direction: %v", errUsage, err)
	}
	if *language != "auto" && !sources.ValidNeMoLanguage(*language) {
		return fmt.Errorf("%w: --language %q: not auto or a language code of NeMo's folders (two or three lower-case letters naming a language of the IANA registry, or two codes joined by _: en, de, es_en)", errUsage, *language)
	}
	base, err := pf.config(ctx)
	if err != nil {
		return err
	}
	if err := pf.expandInputs(ctx, &base); err != nil {
		return err
	}
	p, s := beam.NewPipelineWithRoot()
	if _, err := pipelines.PrepNeMoCases(s, pipelines.NeMoCasesConfig{PrepConfig: base, Direction: *direction, Split: *split, Language: *language}); err != nil {
		return err
	}
	return runPrep(ctx, p, base.Staging, prepDisplay{Quiet: pf.quiet, Label: "prep nemo-cases", Source: sources.SourceNeMoCases, Inputs: base.Inputs, Folders: pf.folders, Flags: fs}, stdout, stderr)
}
