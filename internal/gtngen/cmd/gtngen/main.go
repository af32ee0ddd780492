package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/internal/gtngen"
)

func main() {
	n := flag.Int("sentences", 1000000, "sentences in all")
	files := flag.Int("files", 8, "files to spread them over (at most 90: the train split)")
	out := flag.String("out", "", "output folder (created)")
	seed := flag.Uint64("seed", 1, "seed; file i uses seed+i")
	flag.Parse()
	if *out == "" || *files < 1 || *files > 90 || *n < 0 {
		fmt.Fprintln(os.Stderr, "usage: gtngen -out DIR [-sentences N] [-files 1..90] [-seed S]")
		os.Exit(2)
	}
	if err := write(*out, *n, *files, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "gtngen:", err)
		os.Exit(1)
	}
}

func write(dir string, n, files int, seed uint64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i := 0; i < files; i++ {
		count := n / files
		if i < n%files {
			count++
		}
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("output-%05d-of-00100", i)))
		if err != nil {
			return err
		}
		if err := gtngen.Write(f, count, seed+uint64(i)); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}
