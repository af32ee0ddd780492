package trainer

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
)

// Script is the training program, embedded so that an installed itnprep
// binary needs no source checkout and every run folder gets the exact code.
//
//go:embed py/itn_train.py
var Script []byte

// ScriptName is the file name the program gets inside a run folder.
const ScriptName = "itn_train.py"

// ScriptSHA256 identifies the embedded program in run records.
func ScriptSHA256() string {
	sum := sha256.Sum256(Script)
	return hex.EncodeToString(sum[:])
}

// WriteScript writes the program to dir/itn_train.py and returns its path.
func WriteScript(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	p := filepath.Join(dir, ScriptName)
	if err := os.WriteFile(p, Script, 0o644); err != nil {
		return "", fmt.Errorf("write training program: %w", err)
	}
	return p, nil
}
