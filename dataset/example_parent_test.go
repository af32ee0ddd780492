package dataset_test

import (
	"fmt"

	"github.com/itnprep/itnprep/dataset"
)

// Ref names a derived version's parent as its folder under the output
// root both were published under.
func ExampleParent_Ref() {
	p := dataset.Parent{Name: "demo", VersionID: "6c009f787b926330d367"}
	fmt.Println(p.Ref())
	// Output:
	// demo/6c009f787b926330d367
}
