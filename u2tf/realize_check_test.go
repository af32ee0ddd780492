package u2tf

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestPythonCheckWritesOnePeriod: the independent Python realization
// (testdata/realize_check.py) writes one period after a word that ends in
// one, as Realize does since qa69 (periodAfterPeriod): the rows of
// TestRealizePeriodAfterAbbreviation, realized by Realize, pass it; the
// same rows written with the second period ("U.S..") fail it. Before, the
// check wrote "U.S.." and so could not check a two-stage run's text.
func TestPythonCheckWritesOnePeriod(t *testing.T) {
	py := testutil.DebianPython(t)
	type row struct {
		tokens, punct, casing []string
		itn                   []int8
		outputs               []string
	}
	var rows []row
	toks := []string{"we", "live", "in", "the", "u", "s"}
	for _, c := range []struct{ mark, output string }{{".", "U.S."}, {".", "U.S"}, {"?", "U.S."}, {",", "U.S."}, {"O", "U.S."}} {
		rows = append(rows, row{toks, []string{"O", "O", "O", "O", "O", c.mark}, []string{"cap", "lower", "lower", "lower", "lower", "lower"},
			[]int8{0, 0, 0, 0, 1, 1}, []string{c.output}})
	}
	// A filler written as nothing after a mixed-case word written with its
	// period: the filler's period joins "Ph.D." once.
	rows = append(rows, row{[]string{"i", "have", "a", "phd", "um"}, []string{"O", "O", "O", "O", "."},
		[]string{"cap", "lower", "lower", "mixed", "lower"}, []int8{0, 0, 0, 0, 1}, []string{"Ph.D.", ""}})
	var good, doubled strings.Builder
	ndoubled := 0
	for i, r := range rows {
		written, err := Realize(r.tokens, r.punct, r.casing, r.itn, r.outputs)
		if err != nil {
			t.Fatal(err)
		}
		var spans []map[string]any
		for k, rg := range SpanRanges(r.punct, r.casing, r.itn) {
			spans = append(spans, map[string]any{"input": SpanInput(r.tokens, rg, 2, 2), "output": r.outputs[k], "start": rg.Start, "end": rg.End})
		}
		line := func(w string) string {
			b, err := json.Marshal(map[string]any{"id": i, "tokens": r.tokens, "punct": r.punct, "case": r.casing, "itn": r.itn, "spans": spans, "written": w})
			if err != nil {
				t.Fatal(err)
			}
			return string(b) + "\n"
		}
		good.WriteString(line(written))
		if strings.HasSuffix(written, ".") && !strings.HasSuffix(written, "..") {
			doubled.WriteString(line(written + "."))
			ndoubled++
		}
	}
	if ndoubled != 4 {
		t.Fatalf("%d rows end in a period, want 4 (U.S. twice, U.S. with O, Ph.D.)", ndoubled)
	}
	script := filepath.Join("testdata", "realize_check.py")
	dir := t.TempDir()
	for _, c := range []struct {
		name, rows, want string
		fails            bool
	}{
		{"realized", good.String(), "checked 6 rows, 7 spans, 0 mismatches", false},
		{"doubled", doubled.String(), "checked 4 rows, 5 spans, 4 mismatches", true},
	} {
		f := filepath.Join(dir, c.name+".jsonl")
		if err := os.WriteFile(f, []byte(c.rows), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(py, script, f, "2", "2").CombinedOutput()
		if (err != nil) != c.fails || !strings.Contains(string(out), c.want) {
			t.Errorf("%s rows: %v, want %q:\n%s", c.name, err, c.want, out)
		}
	}
}
