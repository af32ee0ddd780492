package trainer

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestChoosePython: a run given no --python trains with /usr/bin/python3
// when it can import torch and sentencepiece, else with python3 on PATH
// when that one can (a GPU machine's PyTorch with CUDA, as on the H200
// image), saying so; with neither it keeps the default, whose failure then
// names the missing module.
func TestChoosePython(t *testing.T) {
	dir := t.TempDir()
	fake := func(name string, ok bool) string {
		// The probe's exit status, as an interpreter with or without the
		// modules would give it; anything else it is asked fails.
		code := "1"
		if ok {
			code = "0"
		}
		p := filepath.Join(dir, name)
		script := "#!/bin/sh\n[ \"$1\" = -c ] && [ \"$2\" = \"" + pythonProbe + "\" ] && exit " + code + "\nexit 3\n"
		if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	with, without, alsoWithout := fake("with", true), fake("without", false), fake("alsowithout", false)
	onPath := func(p string) func() (string, error) { return func() (string, error) { return p, nil } }
	noneOnPath := func() (string, error) { return "", errors.New("not found") }
	for _, c := range []struct {
		name       string
		def        string
		onPath     func() (string, error)
		want, note string
	}{
		{"default can", with, onPath(without), with, ""},
		{"only PATH's can", without, onPath(with), with, "--python not given: " + without + " cannot import torch and sentencepiece, python3 on PATH (" + with + ") can"},
		{"neither can", without, onPath(alsoWithout), without, ""},
		{"none on PATH", without, noneOnPath, without, ""},
		{"PATH's is the default", without, onPath(without), without, ""},
	} {
		got, note, _ := choosePython(context.Background(), c.def, c.onPath)
		if got != c.want || (c.note == "") != (note == "") || !strings.HasPrefix(note, c.note) {
			t.Errorf("%s: %q, %q; want %q, %q...", c.name, got, note, c.want, c.note)
		}
	}
}
