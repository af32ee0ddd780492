package trainer_test

import (
	"fmt"

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
	e, ok := trainer.ParseEvent([]byte(`{"event": "step", "step": 20, "max_steps": 100, "loss": 3.25, "tokens_per_s": 51234.5}`))
	fmt.Println(ok, e.Name, e.Step, e.MaxSteps, e.Loss, e.TokensPerS)
	_, ok = trainer.ParseEvent([]byte("sentencepiece: vocabulary 10000 too large for this text; using 918"))
	fmt.Println(ok)
	// Output:
	// true step 20 100 3.25 51234.5
	// false
}
