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

// TestDerivedVersionKeepsTheParentsLicense: derive takes no --license (it
// is prep's); a derived version's card keeps its parent's license and,
// for a parent built without one, says where to give it. The card said
// "Choose a license id at build time with `--license`", a flag derive
// refuses, and "other" for the child of a cc-by-4.0 parent (qa91).
func TestDerivedVersionKeepsTheParentsLicense(t *testing.T) {
	tmp := t.TempDir()
	def := prepGTN(t, filepath.Join(tmp, "a"), "--runner", "direct")
	lic := prepGTN(t, filepath.Join(tmp, "b"), "--runner", "direct", "--license", "cc-by-4.0")
	derive := func(parent string) string {
		out, stderr, code := run(t, "derive", "tagger", parent, "--runner", "direct", "--max-reject-rate", "1")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if code != 0 {
			t.Fatalf("derive tagger %s: exit %d\n%s", parent, code, stderr)
		}
		return lines[len(lines)-1]
	}
	card := func(dir string) string {
		b, err := os.ReadFile(filepath.Join(dir, "README.md"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	dd, dl := derive(def), derive(lic)
	if filepath.Base(dd) != filepath.Base(dl) {
		t.Errorf("the parent's license changed the derived version id: %s vs %s", filepath.Base(dd), filepath.Base(dl))
	}
	if c := card(dl); !strings.Contains(c, "\nlicense: \"cc-by-4.0\"\n") || !strings.Contains(c, "License `cc-by-4.0` (its parent version's, given with `prep`'s `--license`") {
		t.Errorf("the child of a cc-by-4.0 version does not keep its license:\n%.1500s", c)
	}
	c := card(dd)
	if !strings.Contains(c, "\nlicense: \"other\"\n") || !strings.Contains(c, "A derived version keeps its parent's license: choose a license id when the parent is built, with `prep`'s `--license`.") {
		t.Errorf("a derived card without a license does not say where it is given:\n%.1500s", c)
	}
	if strings.Contains(c, "at build time with `--license`") {
		t.Errorf("a derived card names --license as if derive took it:\n%.1500s", c)
	}
	if _, stderr, code := run(t, "derive", "tagger", def, "--license", "mit"); code != 2 || !strings.Contains(stderr, "--license") {
		t.Errorf("derive --license: exit %d, %s; want it refused (prep's flag)", code, stderr)
	}
}
