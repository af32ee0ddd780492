package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/plainprep"
)

func main() {
	out := flag.String("out", "", "output folder")
	shards := flag.Int("shards", 4, "shards per split")
	compression := flag.String("compression", string(dataset.DefaultCompression), "Parquet codec (as prep's --compression)")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile to this file")
	flag.Parse()
	codec, err := dataset.ParseCompression(*compression)
	if *out == "" || flag.NArg() == 0 || *shards < 1 || err != nil {
		fmt.Fprintln(os.Stderr, "usage: plainprep -out DIR [-shards N] [-compression CODEC] FILE...")
		if err != nil {
			fmt.Fprintln(os.Stderr, "plainprep:", err)
		}
		os.Exit(2)
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "plainprep:", err)
			os.Exit(1)
		}
		defer f.Close()
	}
	res, err := plainprep.GTN(flag.Args(), *out, *shards, codec)
	pprof.StopCPUProfile()
	if err != nil {
		fmt.Fprintln(os.Stderr, "plainprep:", err)
		os.Exit(1)
	}
	for _, s := range res.Shards {
		fmt.Printf("%s %d %s\n", s.Path, s.Rows, s.SHA256)
	}
	fmt.Println(res.Rows)
}
