package card_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/chart"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
)

// rasterize draws an SVG with librsvg (rsvg-convert) and decodes the PNG.
func rasterize(t *testing.T, svg string) image.Image {
	t.Helper()
	rsvg := testutil.Tool(t, "rsvg-convert", "librsvg2-bin")
	path := filepath.Join(t.TempDir(), "f.svg")
	if err := os.WriteFile(path, []byte(svg), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(rsvg, "--format=png", path)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("rsvg-convert: %v\n%s", err, stderr.String())
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// ink reports the share of pixels that are not white and how many of them
// are bar-coloured (the palette's blue), so a frame with only text and axes
// fails.
func ink(img image.Image) (inked, bars float64) {
	b := img.Bounds()
	var n, k, blue int
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			n++
			if a > 0x8000 && (r < 0xf000 || g < 0xf000 || bl < 0xf000) {
				k++
			}
			// #4c78a8
			if a > 0x8000 && r>>8 < 0x60 && g>>8 > 0x68 && g>>8 < 0x88 && bl>>8 > 0x98 {
				blue++
			}
		}
	}
	return float64(k) / float64(n), float64(blue) / float64(n)
}

func checkFigure(t *testing.T, f card.Figure) {
	t.Helper()
	for _, want := range []string{"<title>", "rotate(-90"} {
		if !strings.Contains(f.SVG, want) {
			t.Errorf("%s: no %q (title, y-axis label)", f.File, want)
		}
	}
	img := rasterize(t, f.SVG)
	if b := img.Bounds(); b.Dx() < 600 || b.Dy() < 100 {
		t.Errorf("%s: rendered %v", f.File, b)
	}
	inked, bars := ink(img)
	if inked < 0.01 || bars < 0.002 {
		t.Errorf("%s: looks blank when rendered: %.2f%% inked, %.2f%% bar pixels", f.File, 100*inked, 100*bars)
	}
}

func TestFiguresRenderAndAreNotBlank(t *testing.T) {
	rich := version(t, t.TempDir(), richRows(), []dataset.Reject{{ID: "x", Rule: "parse/invalid_json"}}, map[string]int64{"clean/collapse_whitespace": 3})
	// A text-like version: no spans, no similarity, no probability, no rules.
	var plainRows []dataset.Pair
	for _, r := range richRows()[:20] {
		r.Spans, r.Similarity, r.Prob, r.Variant, r.Rules = nil, nil, nil, nil, nil
		plainRows = append(plainRows, r)
	}
	plain := version(t, t.TempDir(), plainRows, nil, nil)
	for _, tc := range []struct {
		name   string
		m      *dataset.Manifest
		want   []string
		absent []string
	}{
		{"rich", rich, []string{"written_length", "spoken_length", "length_ratio", "span_classes", "records", "rule_hits", "rule_rows", "splits", "similarity", "variant_prob"}, nil},
		{"plain", plain, []string{"written_length", "spoken_length", "length_ratio", "records", "splits"}, []string{"similarity", "variant_prob", "span_classes", "rule_hits", "rule_rows"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files, err := card.Files(tc.m)
			if err != nil {
				t.Fatal(err)
			}
			readme := string(files[card.File])
			var figs int
			for path, b := range files {
				if !strings.HasSuffix(path, ".svg") {
					continue
				}
				figs++
				checkFigure(t, card.Figure{File: path, SVG: string(b)})
				if !strings.Contains(readme, "]("+path+")") {
					t.Errorf("card does not show %s", path)
				}
			}
			if figs < 5 {
				t.Errorf("%d figures, want at least 5", figs)
			}
			for _, w := range tc.want {
				if _, ok := files["figures/"+w+".svg"]; !ok {
					t.Errorf("no figure %s", w)
				}
			}
			for _, a := range tc.absent {
				if _, ok := files["figures/"+a+".svg"]; ok {
					t.Errorf("figure %s drawn although there is nothing to show", a)
				}
			}
			if tc.name == "rich" && !strings.Contains(readme, "| clean/collapse_whitespace | edited | 3 | 30 |") {
				t.Error("the card's rules table lacks the rule's edits (3) and the rows carrying it (30)")
			}
			if len(tc.absent) > 0 && !strings.Contains(readme, "no row has a similarity") {
				t.Error("card does not say why the similarity figure is absent")
			}
		})
	}
}

func TestTagCoverageFigure(t *testing.T) {
	var tags dataset.Tally
	for i := 0; i < 40; i++ {
		tags.Add(fmt.Sprintf("<tag%02d>", i), int64(1000/(i+1)))
	}
	c := card.TagCoverage(tags)
	if got := c.Categories; got[0] != "top 1" || got[len(got)-1] != "top 40" {
		t.Errorf("categories %v", got)
	}
	vals := c.Series[0].Values
	if vals[len(vals)-1] != tags.Total() || vals[0] != 1000 {
		t.Errorf("coverage %v (total %d)", vals, tags.Total())
	}
	svg, err := c.SVG()
	if err != nil {
		t.Fatal(err)
	}
	checkFigure(t, card.Figure{File: "tag_coverage.svg", SVG: svg})
	if _, err := card.TagCoverage(dataset.Tally{}).SVG(); err != chart.ErrEmpty {
		t.Errorf("empty tally: %v, want ErrEmpty", err)
	}
}

func TestTallyOrderIndependent(t *testing.T) {
	var a, b dataset.Tally
	for _, k := range []string{"z", "a", "m", "a"} {
		a.Add(k, 1)
	}
	for _, k := range []string{"a", "m", "a", "z"} {
		b.Add(k, 1)
	}
	if fmt.Sprint(a) != fmt.Sprint(b) || a.Total() != 4 {
		t.Errorf("%v vs %v", a, b)
	}
}

// TestTaggerVersionFigures: a tagger version's card shows its tag
// vocabulary coverage and semiotic classes besides the lengths and the
// figures every kind has: at least five, each rendered and not blank.
func TestTaggerVersionFigures(t *testing.T) {
	m := version(t, t.TempDir(), richRows(), []dataset.Reject{{ID: "x", Rule: "tag/tag_oov"}}, nil)
	m.Kind = dataset.KindTagger
	for i, tag := range []string{"<SELF>", "<DELETE>", "_1", "0_", "_$", "20_", "_st"} {
		m.Stats.Tally(dataset.TallyTags).Add(tag, int64(500/(i+1)))
	}
	m.Stats.Tally(dataset.TallySemiotic).Add("CARDINAL", 30)
	m.Stats.Tally(dataset.TallySemiotic).Add("MONEY", 4)
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	var figs int
	for path, b := range files {
		if strings.HasSuffix(path, ".svg") {
			figs++
			checkFigure(t, card.Figure{File: path, SVG: string(b)})
		}
	}
	if figs < 5 {
		t.Errorf("tagger version: %d figures, want at least 5", figs)
	}
	readme := string(files[card.File])
	for _, f := range []string{"figures/tag_coverage.svg", "figures/semiotic_classes.svg", "figures/written_length.svg", "figures/splits.svg"} {
		if _, ok := files[f]; !ok || !strings.Contains(readme, "]("+f+")") {
			t.Errorf("tagger card lacks %s", f)
		}
	}
	if !strings.Contains(string(files["figures/tag_coverage.svg"]), "7 distinct tags") {
		t.Error("tag coverage figure does not count the tags")
	}
	// The card's table counts the train split's fragments; the figure
	// counts every tag of every split, and says so (it did not, and its
	// "top 50 cover 95.3%" read as the fragments' coverage).
	if !strings.Contains(string(files["figures/tag_coverage.svg"]), "(all splits, &lt;SELF&gt; and &lt;DELETE&gt; too)") {
		t.Errorf("tag coverage figure does not say what it counts:\n%s", files["figures/tag_coverage.svg"])
	}
	if !strings.Contains(readme, "token-classification") {
		t.Error("tagger card's task category is not token-classification")
	}
}

// TestFigureNotesCountInTheSingular: a figure's note says "1 row in 1
// split", "1 span in 1 class"; the card of a one-split version said "14
// rows in 1 splits" (prep text, demo).
func TestFigureNotesCountInTheSingular(t *testing.T) {
	rows := []dataset.Pair{{ID: "a.txt:1", Source: "text", Split: "train", Written: "Room 5.", Spoken: "room five",
		Spans: []dataset.Span{{Class: "CARDINAL", Written: "5", Spoken: "five", WrittenStart: 5, WrittenEnd: 6, SpokenStart: 5, SpokenEnd: 9}}}}
	files, err := card.Files(version(t, t.TempDir(), rows, nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{
		"figures/splits.svg":         ">1 row in 1 split<",
		"figures/span_classes.svg":   ">1 span in 1 class<",
		"figures/written_length.svg": ">1 row<",
	} {
		if svg := string(files[file]); !strings.Contains(svg, want) {
			t.Errorf("%s lacks %q:\n%s", file, want, svg)
		}
	}
}
