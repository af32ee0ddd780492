package dataset_test

import (
	"fmt"

	"github.com/itnprep/itnprep/dataset"
)

// The path helpers every command uses on a version's paths (IsURL and Join
// have 6 callers each), local or on an object store alike: Join writes one "/" between parts, Dir and TrimSlash
// read a trailing "/" as the folder it names, and a URL keeps its scheme
// and bucket.
func ExampleJoin() {
	for _, base := range []string{"out/gtn", "gs://bucket/out/gtn/"} {
		v := dataset.Join(base, "d844bdf81aa030cd6f3d")
		fmt.Println(v, dataset.IsURL(v))
		fmt.Println(dataset.Join(v, dataset.DataShardPath("train", 0, 4)))
		fmt.Println(dataset.Dir(v+"/"), dataset.TrimSlash(base))
	}
	// Output:
	// out/gtn/d844bdf81aa030cd6f3d false
	// out/gtn/d844bdf81aa030cd6f3d/data/train-00000-of-00004.parquet
	// out/gtn out/gtn
	// gs://bucket/out/gtn/d844bdf81aa030cd6f3d true
	// gs://bucket/out/gtn/d844bdf81aa030cd6f3d/data/train-00000-of-00004.parquet
	// gs://bucket/out/gtn gs://bucket/out/gtn
}

// A data shard's name in the Hugging Face convention, and the split read
// back from it.
func ExampleDataShardPath() {
	p := dataset.DataShardPath("validation", 2, 8)
	fmt.Println(p, dataset.SplitOfShardPath(p))
	// Output:
	// data/validation-00002-of-00008.parquet validation
}

// A manifest's kind as people read it: the pairs kind is "" in manifests.
func ExampleKindName() {
	for _, k := range []string{"", dataset.KindTagger, dataset.KindU2TF} {
		fmt.Println(dataset.KindName(k))
	}
	// Output:
	// pairs
	// tagger
	// u2tf
}
