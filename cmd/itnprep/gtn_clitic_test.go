package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestPrepGTNJoinsClitics: through the CLI, prep gtn says GTN's clitics
// joined to their word ("Orem 's" is spoken "orem's", "does n't"
// "doesn't"; they were "orem s", "does n't"), with and without
// --detokenize, and derive tagger keeps those rows with the host and its
// clitic one <SELF> word (a rewrite tag, _orem__'s_, without
// --detokenize; a tag for the "s" against "Orem's" with it).
func TestPrepGTNJoinsClitics(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "output-00000-of-00100",
		"PLAIN\tUnder\t<self>\nPLAIN\tOrem\t<self>\nPLAIN\t's\t<self>\nPLAIN\tmodel\t<self>\nPUNCT\t,\tsil\n"+
			"PLAIN\tOlin\t<self>\nPLAIN\tdoes\t<self>\nPLAIN\tn't\t<self>\nPLAIN\tsupport\t<self>\nPLAIN\tthe\t<self>\n"+
			"PLAIN\tboys\t<self>\nPLAIN\t'\t<self>\nPLAIN\tschool\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n")
	const spoken = "under orem's model olin doesn't support the boys school"
	for _, detok := range []bool{false, true} {
		args := []string{"prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "p"+map[bool]string{true: "d"}[detok])}
		if detok {
			args = append(args, "--detokenize")
		}
		parent := prepOK(t, args...)
		pairs := versionRows[dataset.Pair](t, parent)
		if len(pairs) != 1 || pairs[0].Spoken != spoken {
			t.Fatalf("detokenize=%v: pairs %+v, want one spoken %q", detok, pairs, spoken)
		}
		tg := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"+map[bool]string{true: "d"}[detok]), "--max-reject-rate", "1")
		rows := taggerRows(t, tg)
		if len(rows) != 1 || rows[0].Input != spoken || slices.IndexFunc(rows[0].Tags, func(s string) bool { return s != "<SELF>" }) >= 0 ||
			!strings.Contains(rows[0].Target, "orem's model olin doesn't support") {
			t.Errorf("detokenize=%v: tagger rows %+v, want one of <SELF> tags only", detok, rows)
		}
	}
}
