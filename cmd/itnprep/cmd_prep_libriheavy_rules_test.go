package main

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestPrepLibriheavyAppliesApprovedMinedRules runs the loop the README
// describes: prep -> mine-pairs -> review (approve) -> prep --rules, and
// checks that only approved removal rules are applied and counted.
func TestPrepLibriheavyAppliesApprovedMinedRules(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"
	rules := writeFile(t, tmp, "rules.jsonl",
		`{"kind":"removal","written":["said"],"spoken":[],"support":9,"deletions":9,"confidence":1,"max_span":1,"examples":[],"approved":true}`+"\n"+
			`{"kind":"removal","written":["the"],"spoken":[],"support":9,"deletions":9,"confidence":1,"max_span":1,"examples":[],"approved":false}`+"\n")
	dir := prepOK(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "out"), "--rules", rules, "--runner", "direct")
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Rules["mined/removal said"] == 0 || m.Rules["mined/removal the"] != 0 {
		t.Errorf("rule hits: said %d, the %d", m.Rules["mined/removal said"], m.Rules["mined/removal the"])
	}
	if !strings.Contains(m.Config["mined_rules"], "1 rules") {
		t.Errorf("config does not record the applied rules: %q", m.Config["mined_rules"])
	}
	out, _, _ := run(t, "versions", "head", dir, "-n", "1000")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var p dataset.Pair
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(" "+strings.ToLower(p.Written)+" ", " said ") {
			t.Errorf("%s: an approved removal rule's fragment is still in the written side: %q", p.ID, p.Written)
		}
	}
	// The rules column: the rows the rule changed (compared with the same
	// prep without --rules) are exactly those that carry it.
	_, rows := checkRulesColumn(t, dir)
	plainDir := prepOK(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "plain"), "--runner", "direct")
	_, plain := checkRulesColumn(t, plainDir)
	carrying := 0
	for id, p := range rows {
		changed := plain[id].Written != p.Written
		if p.HasRule("mined/removal said") != changed || p.HasRule("mined/removal the") {
			t.Errorf("%s: written changed by --rules %v, rules %q", id, changed, p.Rules)
		}
		if changed {
			carrying++
		}
	}
	if carrying == 0 || len(rows) != len(plain) {
		t.Errorf("%d rows carry the mined rule; %d rows with --rules, %d without", carrying, len(rows), len(plain))
	}
	// versions diff shows what the rule did: the rows it edited changed in
	// written and rules, the rule named as added, the setting beside it.
	diff, stderr, code := run(t, "versions", "diff", plainDir, dir, "--rows", "1")
	if code != 0 {
		t.Fatalf("versions diff: exit %d %s", code, stderr)
	}
	for _, want := range []string{
		fmt.Sprintf("added 0, removed 0, changed %d, unchanged %d\n", carrying, len(rows)-carrying),
		fmt.Sprintf("changed rows by column: rules %d,", carrying),
		"setting config mined_rules: (none) -> 1 rules, sha256 ",
		", mined/removal said\n  ~ rules: +mined/removal said\n",
	} {
		if !strings.Contains(diff, want) {
			t.Errorf("versions diff without/with --rules lacks %q:\n%s", want, diff)
		}
	}
	none := writeFile(t, tmp, "none.jsonl", `{"kind":"removal","written":["x"],"spoken":[],"support":1,"deletions":1,"confidence":1,"max_span":1,"examples":[],"approved":false}`+"\n")
	_, stderr, code = run(t, "prep", "libriheavy", "--input", in, "--output", tmp, "--rules", none, "--runner", "direct")
	if code == 0 || !strings.Contains(stderr, "no approved removal rule") {
		t.Errorf("rules file without approvals: exit %d, %s", code, stderr)
	}
}
