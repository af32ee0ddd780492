package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepLicenseFlag: --license reaches the card's header, the default
// card says "other" with the corpus's terms, and the license does not
// change the version id (it describes terms, not data).
func TestPrepLicenseFlag(t *testing.T) {
	tmp := t.TempDir()
	def := prepGTN(t, filepath.Join(tmp, "a"), "--runner", "direct")
	lic := prepGTN(t, filepath.Join(tmp, "b"), "--runner", "direct", "--license", "cc-by-4.0")
	if filepath.Base(def) != filepath.Base(lic) {
		t.Errorf("--license changed the version id: %s vs %s", filepath.Base(def), filepath.Base(lic))
	}
	read := func(dir string) string {
		b, err := os.ReadFile(filepath.Join(dir, "README.md"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if c := read(def); !strings.Contains(c, "\nlicense: \"other\"\n") || !strings.Contains(c, "CC BY 4.0") {
		t.Errorf("default card: no license other / no GTN terms:\n%.600s", c)
	}
	if c := read(lic); !strings.Contains(c, "\nlicense: \"cc-by-4.0\"\n") {
		t.Errorf("card ignores --license:\n%.400s", c)
	}
	for _, f := range []string{"splits", "records", "written_length", "spoken_length", "length_ratio", "span_classes"} {
		if _, err := os.Stat(filepath.Join(def, "figures", f+".svg")); err != nil {
			t.Errorf("GTN version lacks figure %s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(def, "figures", "similarity.svg")); err == nil {
		t.Error("GTN version has a similarity figure although no row has a similarity")
	}
	_, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--license", "Not A License!")
	if code != 2 || !strings.Contains(stderr, "--license") {
		t.Errorf("bad license id: exit %d, %s", code, stderr)
	}
}
