package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/storage"
)

// Small configuration files named by flags (--style, --base, --rules-config)
// are read through Beam's filesystem, so they may live beside the data on
// gs:// or s3:// as well as locally; the kernels parse bytes and never open
// paths themselves.

// loadStyle reads a style file (local or URL) over the default style.
func loadStyle(ctx context.Context, path string) (*normalize.Style, error) {
	data, err := storage.ReadFile(ctx, path)
	if err != nil {
		return nil, err
	}
	s, err := normalize.ParseStyle(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// loadCleanConfig reads a rule configuration file (local or URL).
func loadCleanConfig(ctx context.Context, path string) (clean.Config, error) {
	data, err := storage.ReadFile(ctx, path)
	if err != nil {
		return clean.Config{}, err
	}
	c, err := clean.ParseConfig(data)
	if err != nil {
		return clean.Config{}, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// checkOutputRoot refuses, before the pipeline runs, a local --output that
// is an existing file: the runner would otherwise fail late, naming a
// staging path under it ("mkdir OUT: not a directory").
func checkOutputRoot(out string) error {
	if strings.Contains(out, "://") {
		return nil
	}
	if fi, err := os.Stat(out); err == nil && !fi.IsDir() {
		return fmt.Errorf("--output %s: is a file, not a folder (the version goes to OUTPUT/NAME/<version id>)", out)
	}
	return nil
}
