// Command plainprep runs `prep gtn`'s work as a plain Go loop (package
// plainprep), the reference of scripts/bench-speed.sh. It prints one line
// per shard (path, rows, sha256) and then the row count.
//
//	plainprep -out DIR [-shards 4] FILE...
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/itnprep/itnprep/internal/plainprep"
)

func main() {
	out := flag.String("out", "", "output folder")
	shards := flag.Int("shards", 4, "shards per split")
	flag.Parse()
	if *out == "" || flag.NArg() == 0 || *shards < 1 {
		fmt.Fprintln(os.Stderr, "usage: plainprep -out DIR [-shards N] FILE...")
		os.Exit(2)
	}
	res, err := plainprep.GTN(flag.Args(), *out, *shards)
	if err != nil {
		fmt.Fprintln(os.Stderr, "plainprep:", err)
		os.Exit(1)
	}
	for _, s := range res.Shards {
		fmt.Printf("%s %d %s\n", s.Path, s.Rows, s.SHA256)
	}
	fmt.Println(res.Rows)
}
