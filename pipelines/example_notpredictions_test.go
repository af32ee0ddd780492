package pipelines_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/pipelines"
)

func ExampleNeMoExportNotPredictions() {
	dir, _ := os.MkdirTemp("", "export")
	defer os.RemoveAll(dir)
	_ = os.WriteFile(filepath.Join(dir, pipelines.NeMoExportFile), []byte(`{"format":"`+pipelines.NeMoExportFormat+`","version_id":"d844bdf81aa030cd6f3d"}`), 0o644)
	const want = "give predictions"
	// The export's test rows, its record itself (named by whoever reads
	// records) and a file of the user's own beside them.
	for _, name := range []string{"test.tsv", pipelines.NeMoExportFile, "mine.jsonl"} {
		err := pipelines.NeMoExportNotPredictions(filepath.Join(dir, name), want)
		fmt.Println(name+":", strings.ReplaceAll(fmt.Sprint(err), dir+string(filepath.Separator), ""))
	}
	// Output:
	// test.tsv: test.tsv is a file of an export of the dataset version d844bdf81aa030cd6f3d (NeMo's tagger training data: spoken words, tags, classes), not predictions; give predictions (a tagger's: `itnprep train --model tagger` on that version writes RUN_DIR/predictions.jsonl from its test split)
	// export.json: <nil>
	// mine.jsonl: <nil>
}
