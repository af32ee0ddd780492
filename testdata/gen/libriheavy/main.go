// Command libriheavy regenerates the repository's Libriheavy-format sample,
// testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz, from a fixed seed:
//
//	go run ./testdata/gen/libriheavy [-seed N] [-out FILE]
//
// The content comes from internal/libriheavysample; a test there checks that
// the committed file is exactly what the generator produces.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/itnprep/itnprep/internal/libriheavysample"
)

func main() {
	seed := flag.Uint64("seed", libriheavysample.DefaultSeed, "generator seed")
	out := flag.String("out", "testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz", "output file (gzip JSONL)")
	flag.Parse()
	data := libriheavysample.Generate(*seed)
	if err := os.WriteFile(*out, libriheavysample.Gzip(data), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "libriheavy sample:", err)
		os.Exit(1)
	}
}
