package madedirs_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/internal/madedirs"
)

// A run notes the folders its output will make before it makes them; when
// it fails it removes them again, innermost first, each only while empty,
// and never the folder that was there before.
func ExampleBefore() {
	root, _ := os.MkdirTemp("", "madedirs")
	defer os.RemoveAll(root)
	out := filepath.Join(root, "runs", "new", "r1")
	made := madedirs.Before(out)
	_ = os.MkdirAll(out, 0o755)
	// ... the run fails before writing anything ...
	made.RemoveEmpty()
	_, err := os.Stat(filepath.Join(root, "runs"))
	_, rootErr := os.Stat(root)
	fmt.Println("runs/ left:", err == nil, "root left:", rootErr == nil)
	// Output:
	// runs/ left: false root left: true
}
