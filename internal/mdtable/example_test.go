package mdtable_test

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/mdtable"
)

// A setting that holds a pipe and a backquote stays one cell of the row,
// shown as code.
func Example() {
	fmt.Printf("| %s | %s |\n", mdtable.Cell("book_rules"), mdtable.Cell(mdtable.Code(`{"chars":"+=@\|`+"`"+`"}`)))
	// Output:
	// | book_rules | ``{"chars":"+=@\\|`"}`` |
}
