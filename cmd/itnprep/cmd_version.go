package main

import (
	"context"
	"fmt"
	"io"

	"github.com/itnprep/itnprep/internal/buildinfo"
)

func init() {
	register(&command{
		name:    "version",
		summary: "print the code version (module, VCS revision) recorded in manifests",
		run: func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			fs := newFlags("version", "version\n\nPrints the code version (module, VCS revision, Go version) that manifests record; the same as itnprep --version.", stdout, false)
			if err := parseFlags(fs, args); err != nil {
				return err
			}
			fmt.Fprintln(stdout, buildinfo.Get().String())
			return nil
		},
	})
}
