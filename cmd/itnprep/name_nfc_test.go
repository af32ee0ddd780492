package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestNameIsFoldedToNFC: --name "Café" typed (NFC) and pasted from a macOS
// file name (NFD, "Cafe" and a combining acute) print the same and are one
// dataset: both runs publish under one folder, named in NFC. They made two
// folders that looked alike, each with its own versions and latest (fin7).
func TestNameIsFoldedToNFC(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "a.txt", "The show starts at 7 pm.\nIt costs $5.\n")
	out := filepath.Join(tmp, "o")
	const nfc, nfd = "caf\u00e9", "cafe\u0301"
	a := prepOK(t, "prep", "text", "--input", in, "--output", out, "--name", nfc, "--runner", "direct")
	b := prepOK(t, "prep", "text", "--input", in, "--output", out, "--name", nfd, "--runner", "direct")
	if filepath.Dir(a) != filepath.Join(out, nfc) || filepath.Dir(b) != filepath.Join(out, nfc) {
		t.Errorf("NFC name published %s, NFD name %s; want both under %s", a, b, filepath.Join(out, nfc))
	}
	if _, err := os.Stat(filepath.Join(out, nfd)); err == nil {
		t.Errorf("a folder named in NFD was made beside the NFC one")
	}
}
