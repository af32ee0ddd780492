package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstRejectPastTenThousand: a JSONL file whose line 1 is a row and
// whose 20,000 lines after it are not JSON: the summary and the refusal
// name line 2, the first in the input. The finalizer chose among the
// first 10,000 reject rows, sorted by id as strings, where line 2's id
// comes after those of lines 10-19, 100-199, ..., 10000-19999: it named
// line 10, "first in the input of the 10000 of 20000 looked at".
func TestFirstRejectPastTenThousand(t *testing.T) {
	dir := t.TempDir()
	var in strings.Builder
	in.WriteString(`{"id": 1, "text": "Fine."}` + "\n")
	for i := 2; i <= 20001; i++ {
		fmt.Fprintf(&in, "{bad %d\n", i)
	}
	input := writeFile(t, dir, "n.jsonl", in.String())
	out := filepath.Join(dir, "out")
	code, _, errs := runCmd(t, "prep", "text", "--input", input, "--output", out, "--runner", "direct")
	if code != 1 || !strings.Contains(errs, "; first reject: "+input+":2: parse/invalid_json: ") {
		t.Errorf("refused: exit %d, stderr %q; want exit 1 naming n.jsonl:2", code, errs)
	}
	code, _, errs = runCmd(t, "prep", "text", "--input", input, "--output", out, "--runner", "direct", "--max-reject-rate", "1")
	if code != 0 || !strings.Contains(errs, " --rejects (by id); first in the input: "+input+":2: parse/invalid_json: ") {
		t.Errorf("published: exit %d, stderr %q; want the summary naming n.jsonl:2", code, errs)
	}
}
