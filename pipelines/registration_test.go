package pipelines

import (
	"context"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/vet"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/u2tf"
)

// assertRegistered builds a pipeline and checks with Beam's vet runner that
// every DoFn, function, emitter, iterator and type it uses is registered, so
// it runs on Dataflow and Flink workers, where nothing falls back to
// reflection the way the direct runner does.
func assertRegistered(t *testing.T, name string, build func(s beam.Scope) error) {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	if err := build(s); err != nil {
		t.Fatalf("%s: build: %v", name, err)
	}
	e, err := vet.Evaluate(context.Background(), p)
	if err != nil {
		t.Fatalf("%s: vet: %v", name, err)
	}
	if !e.Performant() {
		e.Generate("main")
		t.Errorf("%s: pipeline uses unregistered code; add these registrations:\n%s", name, e.Bytes())
	}
}

func TestPrepGTNIsFullyRegistered(t *testing.T) {
	assertRegistered(t, "PrepGTN", func(s beam.Scope) error {
		_, _, err := PrepGTN(s, GTNConfig{PrepConfig: PrepConfig{
			Inputs: []string{"../testdata/gtn/output-00000-of-00100", "x/GoogleTN.jsonl"},
			Output: "/tmp/x", Name: "gtn", Shards: 2, Staging: "/tmp/x/.staging-test",
		}})
		return err
	})
}

func TestWrittenPipelinesAreFullyRegistered(t *testing.T) {
	cfg := WrittenConfig{PrepConfig: PrepConfig{
		Inputs: []string{"../testdata/spgi/train.csv"}, Output: "/tmp/x", Name: "w", Shards: 2, Staging: "/tmp/x/.staging-test",
	}}
	cfg.Source = "spgi"
	assertRegistered(t, "PrepWritten spgi", func(s beam.Scope) error { _, err := PrepWritten(s, cfg); return err })
	cfg.Source, cfg.Inputs = "text", []string{"../testdata/text/sample.txt", "../testdata/text/sample.jsonl"}
	assertRegistered(t, "PrepWritten text", func(s beam.Scope) error { _, err := PrepWritten(s, cfg); return err })
}

func TestLibriheavyAndEvaluateAreFullyRegistered(t *testing.T) {
	assertRegistered(t, "PrepLibriheavy", func(s beam.Scope) error {
		_, err := PrepLibriheavy(s, LibriheavyConfig{PrepConfig: PrepConfig{
			Inputs: []string{"../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"}, Output: "/tmp/x", Name: "lh", Shards: 2, Staging: "/tmp/x/.staging-test",
		}, ITNOnly: true, MinedRules: []patterns.Rule{{Kind: patterns.Removal, Written: []string{"illustration"}, Approved: true}}})
		return err
	})
	assertRegistered(t, "Evaluate (JSONL)", func(s beam.Scope) error {
		Evaluate(s, EvaluateConfig{Glob: "/tmp/x/*.jsonl", CountsPath: "/tmp/x/counts.json", SpreadRecords: true})
		return nil
	})
	assertRegistered(t, "Evaluate (Parquet)", func(s beam.Scope) error {
		Evaluate(s, EvaluateConfig{Glob: "/tmp/x/*.parquet", Parquet: true, CountsPath: "/tmp/x/counts.json"})
		return nil
	})
}

func TestDeriveTaggerIsFullyRegistered(t *testing.T) {
	parent := &dataset.Manifest{VersionID: "p", Name: "gtn", Source: "gtn",
		Shards:     []dataset.ShardInfo{{Path: "data/train-00000-of-00001.parquet", Split: "train"}},
		Accounting: dataset.Accounting{RowsBySplit: map[string]int64{"train": 1}}}
	assertRegistered(t, "DeriveTagger", func(s beam.Scope) error {
		_, err := DeriveTagger(s, TaggerConfig{DeriveConfig: DeriveConfig{From: "/tmp/x/p", Output: "/tmp/x", Name: "t", Shards: 2,
			Staging: "/tmp/x/.staging-test", Parent: parent}, VocabCoverage: 0.999})
		return err
	})
}

func TestDeriveU2TFIsFullyRegistered(t *testing.T) {
	parent := &dataset.Manifest{VersionID: "p", Name: "gtn", Source: "gtn",
		Shards:     []dataset.ShardInfo{{Path: "data/train-00000-of-00001.parquet", Split: "train"}},
		Accounting: dataset.Accounting{RowsBySplit: map[string]int64{"train": 1}}}
	assertRegistered(t, "DeriveU2TF", func(s beam.Scope) error {
		_, err := DeriveU2TF(s, U2TFConfig{DeriveConfig: DeriveConfig{From: "/tmp/x/p", Output: "/tmp/x", Name: "u", Shards: 2,
			Staging: "/tmp/x/.staging-test", Parent: parent}, Options: u2tf.DefaultOptions()})
		return err
	})
}

func TestStyleFitIsFullyRegistered(t *testing.T) {
	assertRegistered(t, "StyleFit", func(s beam.Scope) error {
		return StyleFit(s, StyleFitConfig{Inputs: []string{"../testdata/gtn/output-00000-of-00100", "x/GoogleTN.jsonl"}, Out: "/tmp/x/style.json"})
	})
	assertRegistered(t, "StyleFit --max-distinct", func(s beam.Scope) error {
		return StyleFit(s, StyleFitConfig{Inputs: []string{"../testdata/gtn/output-00000-of-00100"}, Out: "/tmp/x/style.json", MaxDistinct: 10})
	})
}

func TestPrepNeMoCasesIsFullyRegistered(t *testing.T) {
	assertRegistered(t, "PrepNeMoCases", func(s beam.Scope) error {
		_, err := PrepNeMoCases(s, NeMoCasesConfig{PrepConfig: PrepConfig{
			Inputs: []string{"../testdata/nemo-cases/data_text_normalization/test_cases_money.txt"},
			Output: "/tmp/x", Name: "nc", Shards: 2, Staging: "/tmp/x/.staging-test",
		}, Direction: "auto"})
		return err
	})
}
