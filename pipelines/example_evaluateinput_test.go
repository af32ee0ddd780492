package pipelines_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/pipelines"
)

// A train run's folder given to evaluate names the predictions in it; a
// CSV table of predictions names the command that writes JSON lines;
// predictions themselves pass.
func ExampleNotPredictions() {
	dir, _ := os.MkdirTemp("", "evaluate-input")
	defer os.RemoveAll(dir)
	run := filepath.Join(dir, "r1")
	_ = os.Mkdir(run, 0o755)
	_ = os.WriteFile(filepath.Join(run, "run.json"), []byte(`{"format":"itnprep-run/1","status":"succeeded"}`), 0o644)
	_ = os.WriteFile(filepath.Join(run, "predictions.jsonl"), []byte(`{"id":"1","src":"one","hyp":"1","ref":"1"}`+"\n"), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "preds.csv"), []byte("id,src,hyp,ref\n1,one,1,1\n"), 0o644)
	for _, in := range []string{run, filepath.Join(dir, "preds.csv"), filepath.Join(run, "predictions.jsonl")} {
		err := pipelines.NotPredictions(context.Background(), in)
		fmt.Println(strings.ReplaceAll(fmt.Sprint(err), dir+string(filepath.Separator), ""))
	}
	// Output:
	// r1 is a train run folder, not predictions: score its predictions with --input r1/predictions.jsonl
	// preds.csv: a table with the header "id,src,hyp,ref", not JSON lines; evaluate scores predictions: JSONL or Parquet rows with id, src, hyp and ref, such as a train run's predictions.jsonl (python3 -c 'import csv,json,sys; [print(json.dumps(r)) for r in csv.DictReader(sys.stdin)]' < preds.csv > OUT.jsonl writes them so)
	// <nil>
}
