package normalize

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// nemoFloors are the per-class shares of NeMo's English TN test cases
// whose expected spoken form is among Variants(written), set at what the
// verbalizer achieves (so a regression fails). Files outside the issue's
// classes (address, serial, special_text, word, punctuation,
// normalize_with_audio) are reported but have no floor.
var nemoFloors = map[string]float64{
	"cardinal":   1.0,
	"date":       1.0,
	"decimal":    1.0,
	"electronic": 0.933,
	"fraction":   0.937,
	"measure":    0.904,
	"money":      1.0,
	"ordinal":    1.0,
	"range":      0.95,
	"roman":      1.0,
	"telephone":  1.0,
	"time":       1.0,
	"whitelist":  0.857,
	"math":       1.0,
}

// nemoOverallFloor is the floor over all cases of the classes in nemoFloors.
const nemoOverallFloor = 0.976

func TestNeMoTestCases(t *testing.T) {
	dir := testutil.SharedFile(t, "corpora/nemo-tn-tests-en/data_text_normalization")
	files, err := filepath.Glob(filepath.Join(dir, "test_cases_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no NeMo test case files in %s (%v)", dir, err)
	}
	sort.Strings(files)
	v := New(nil, Options{})
	var report strings.Builder
	fmt.Fprintf(&report, "%-28s %6s %6s %7s %7s\n", "class", "cases", "found", "share", "floor")
	totalN, totalOK := 0, 0
	for _, f := range files {
		class := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "test_cases_"), ".txt")
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if class == "normalize_with_audio" {
			fmt.Fprint(&report, nemoWithAudio(t, v, string(data)))
			continue
		}
		n, ok := 0, 0
		var misses []string
		for lineNo, line := range strings.Split(string(data), "\n") {
			written, spoken, found := strings.Cut(line, "~")
			if !found || strings.TrimSpace(written) == "" {
				continue
			}
			n++
			got, err := v.Accepts(written, spoken)
			if err != nil {
				misses = append(misses, fmt.Sprintf("%s:%d: %q: error %v", filepath.Base(f), lineNo+1, written, err))
				continue
			}
			if got {
				ok++
				continue
			}
			best, _ := v.Best(written)
			misses = append(misses, fmt.Sprintf("%s:%d: %q want %q best %q", filepath.Base(f), lineNo+1, written, Comparable(spoken), best.Spoken))
		}
		floor, graded := nemoFloors[class]
		share := float64(ok) / float64(max(n, 1))
		fl := "-"
		if graded {
			fl = fmt.Sprintf("%.3f", floor)
			totalN += n
			totalOK += ok
		}
		fmt.Fprintf(&report, "%-28s %6d %6d %7.3f %7s\n", class, n, ok, share, fl)
		if testing.Verbose() || (graded && share < floor) {
			for _, m := range misses {
				t.Log("miss " + m)
			}
		}
		if graded && share < floor {
			t.Errorf("NeMo class %s: %d/%d = %.3f below floor %.3f", class, ok, n, share, floor)
		}
	}
	overall := float64(totalOK) / float64(max(totalN, 1))
	fmt.Fprintf(&report, "%-28s %6d %6d %7.3f %7.3f\n", "ALL (issue classes)", totalN, totalOK, overall, nemoOverallFloor)
	t.Log("NeMo TN test cases, expected spoken form among Variants:\n" + report.String())
	if overall < nemoOverallFloor {
		t.Errorf("NeMo overall %.3f below floor %.3f", overall, nemoOverallFloor)
	}
}

// nemoWithAudio reports on NeMo's normalize_with_audio cases, which list
// several acceptable spoken forms after a "~written" line: how many cases
// have at least one of them among the variants, and how many of all the
// listed forms are. Report only: these include serials and long prose.
func nemoWithAudio(t *testing.T, v *Verbalizer, data string) string {
	type tc struct {
		written string
		spoken  []string
	}
	var cases []tc
	for _, line := range strings.Split(data, "\n") {
		if strings.HasPrefix(line, "~") {
			cases = append(cases, tc{written: line[1:]})
		} else if len(cases) > 0 && strings.TrimSpace(line) != "" {
			cases[len(cases)-1].spoken = append(cases[len(cases)-1].spoken, line)
		}
	}
	anyOK, forms, formsOK := 0, 0, 0
	for _, c := range cases {
		hit := false
		for _, sp := range c.spoken {
			forms++
			if ok, err := v.Accepts(c.written, sp); err == nil && ok {
				formsOK++
				hit = true
			} else if testing.Verbose() {
				t.Logf("miss with_audio %q form %q", c.written, Comparable(sp))
			}
		}
		if hit {
			anyOK++
		}
	}
	return fmt.Sprintf("%-28s %6d %6d %7.3f %7s   (one form or more; all %d listed forms: %d = %.3f)\n",
		"normalize_with_audio", len(cases), anyOK, float64(anyOK)/float64(max(len(cases), 1)), "-", forms, formsOK, float64(formsOK)/float64(max(forms, 1)))
}

// gtnFloor is the share of the Google TN sentences (first 2000) whose
// gt_normalized is among the verbalizations, at what is achieved.
const gtnFloor = 0.979

func TestGoogleTNCoverage(t *testing.T) {
	path := testutil.SharedFile(t, "corpora/gtn/GoogleTN.first2000.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v := New(nil, Options{})
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	n, ok, errs := 0, 0, 0
	lineNo := 0
	var misses []string
	for sc.Scan() {
		lineNo++
		var rec struct {
			Text         string `json:"text"`
			GTNormalized string `json:"gt_normalized"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("%s:%d: invalid JSON: %v", path, lineNo, err)
		}
		n++
		got, err := v.Accepts(rec.Text, rec.GTNormalized)
		if err != nil {
			errs++
			misses = append(misses, fmt.Sprintf("%d: error %v: %q", lineNo, err, rec.Text))
			continue
		}
		if got {
			ok++
		} else {
			best, _ := v.Best(rec.Text)
			misses = append(misses, fmt.Sprintf("%d: %q\n    want %q\n    best %q", lineNo, rec.Text, Comparable(rec.GTNormalized), best.Spoken))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	share := float64(ok) / float64(max(n, 1))
	t.Logf("Google TN coverage: %d/%d = %.4f sentences have gt_normalized among the variants (%d errors); floor %.3f", ok, n, share, errs, gtnFloor)
	if testing.Verbose() {
		for _, m := range misses {
			t.Log("miss " + m)
		}
	}
	if share < gtnFloor {
		t.Errorf("Google TN coverage %.4f below floor %.3f", share, gtnFloor)
	}
}
