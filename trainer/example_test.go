package trainer_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/trainer"
)

func ExampleSpec_Argv() {
	s := trainer.Spec{
		Python: "/usr/bin/python3", Script: "runs/a/trainer/itn_train.py", DataDir: "cache/v1", OutDir: "runs/a",
		Recipe: "small", DatasetVersionID: "v1", GPUs: 2, Hyper: trainer.Hyper{MaxSteps: 1000, Seed: 1},
	}
	argv, _ := s.Argv(trainer.Torchrun)
	fmt.Println(trainer.ShellJoin(argv))
	// Output:
	// /usr/bin/python3 -m torch.distributed.run --standalone --nnodes=1 --nproc_per_node=2 runs/a/trainer/itn_train.py --data cache/v1 --out runs/a --model seq2seq --recipe small --dataset-version-id v1 --max-steps 1000 --seed 1
}

func ExampleParseEvent() {
	e, err := trainer.ParseEvent([]byte(`{"event": "step", "step": 20, "max_steps": 100, "loss": 3.25, "tokens_per_s": 51234.5}`))
	fmt.Println(err, e.Name, e.Step, e.MaxSteps, e.Loss, e.TokensPerS)
	_, err = trainer.ParseEvent([]byte("sentencepiece: vocabulary 10000 too large for this text; using 918"))
	fmt.Println(err)
	_, err = trainer.ParseEvent([]byte(`{"event": "step", "step": 21, "loss": NaN}`))
	fmt.Println(err)
	// Output:
	// <nil> step 20 100 3.25 51234.5
	// not a JSON object
	// not a valid progress event: invalid character 'N' looking for beginning of value
}

func ExampleScorePredictions() {
	dir, _ := os.MkdirTemp("", "predictions")
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "predictions.jsonl")
	_ = os.WriteFile(p, []byte(`{"id":"1","src":"he paid twelve dollars","hyp":"He paid $12.","ref":"He paid $12."}
{"id":"2","src":"on june third","hyp":"On June 3","ref":"On June 3rd."}
`), 0o644)
	m, err := trainer.ScorePredictions(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	var s struct {
		Sentences        int64   `json:"sentences"`
		WER              float64 `json:"wer"`
		S, D, I          int64
		SentenceAccuracy float64 `json:"sentence_accuracy"`
	}
	_ = json.Unmarshal(m, &s)
	fmt.Printf("%d sentences, WER %.3f (S %d D %d I %d), sentence accuracy %.2f\n", s.Sentences, s.WER, s.S, s.D, s.I, s.SentenceAccuracy)
	// Output:
	// 2 sentences, WER 0.167 (S 1 D 0 I 0), sentence accuracy 0.50
}

func ExampleCheckVersionKind() {
	fmt.Println(trainer.CheckVersionKind(trainer.Tagger, "tagger", false))
	fmt.Println(trainer.CheckVersionKind(trainer.Tagger, "", false))
	fmt.Println(trainer.CheckVersionKind(trainer.Tagger, "", true))
	fmt.Println(trainer.CheckVersionKind(trainer.Seq2Seq, "u2tf", false))
	// Output:
	// <nil>
	// --model tagger trains on a version made by `itnprep derive tagger`; this is a prep version (pairs): make one from it with `itnprep derive tagger --from VERSION`, or train this one with --model seq2seq
	// <nil>
	// --model seq2seq trains on a version made by `itnprep prep`; this is a u2tf version: train it with --model u2tf
}

func ExampleStagedNotPredictions() {
	dir, _ := os.MkdirTemp("", "stage")
	defer os.RemoveAll(dir)
	rec, _ := json.Marshal(trainer.StageRecord{Format: trainer.StageFormat, VersionID: "a89b25c95cb0eceb8bee", Design: trainer.Seq2Seq,
		Files: map[string]string{"train": "…", "validation": "…", "test": "…"}})
	_ = os.WriteFile(filepath.Join(dir, trainer.StageRecordFile), rec, 0o644)
	const want = "give predictions"
	// The staged test split, and a file of the user's own beside it.
	for _, name := range []string{"test.jsonl", "mine.jsonl"} {
		err := trainer.StagedNotPredictions(filepath.Join(dir, name), want)
		fmt.Println(name+":", strings.ReplaceAll(fmt.Sprint(err), dir+string(filepath.Separator), ""))
	}
	// Output:
	// test.jsonl: test.jsonl is a file of the dataset version a89b25c95cb0eceb8bee staged for training (seq2seq rows, the training program's input; stage.json beside it), not predictions; give predictions (`itnprep train --model seq2seq` decodes the version's test split into RUN_DIR/predictions.jsonl)
	// mine.jsonl: <nil>
}
