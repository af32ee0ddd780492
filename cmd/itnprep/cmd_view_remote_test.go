package main

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/storage"
)

// TestViewRemoteVersionAndReview: `itnprep view` on folders that live on
// a Beam filesystem (memfs:// standing in for gs:// and s3://, read and
// written in this process): a version published there by a real `prep`
// run and named by its tag, served page by page; a mine-pairs result
// written there, reviewed, the rules saved with --rules-out on the store
// and read back by `prep libriheavy --rules`; a folder that is not there.
func TestViewRemoteVersionAndReview(t *testing.T) {
	ctx := context.Background()
	in := "../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"
	dir := prepOK(t, "prep", "libriheavy", "--input", in, "--output", "memfs://viewcli/out", "--runner", "direct")
	if !strings.HasPrefix(dir, "memfs://viewcli/out/libriheavy/") {
		t.Fatalf("prep published %q", dir)
	}
	man, err := storage.LoadManifest(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}

	u := startView(t, "memfs://viewcli/out/libriheavy@latest", "--port", "0", "--cache-mb", "1")
	rows := httpGet(t, u+"rows?split=validation")
	if n := strings.Count(rows, `<tr class="row" data-id="dev/`); n == 0 || int64(n) > man.Accounting.RowsBySplit["validation"] {
		t.Errorf("remote version: %d rows on the first page (validation has %d)", n, man.Accounting.RowsBySplit["validation"])
	}
	// The rows page's rule filter reads the rules column from the cached
	// shard copies as from local shards.
	if rr := man.Stats.RuleRows; len(rr.Keys) > 0 {
		byRule := httpGet(t, u+"rows?"+url.Values{"rule": {rr.Keys[0]}}.Encode())
		if n := strings.Count(byRule, `<tr class="row" data-id="`); n == 0 || int64(n) > rr.Counts[0] {
			t.Errorf("remote rows carrying %s: %d on the first page, %d in the version", rr.Keys[0], n, rr.Counts[0])
		}
	} else {
		t.Error("the version's rows carry no cleaning rule (stats.rule_rows is empty)")
	}
	home := httpGet(t, u)
	if !strings.Contains(home, man.VersionID) {
		t.Errorf("remote home page does not name version %s", man.VersionID)
	}
	if len(man.Rejects) > 0 {
		if rej := httpGet(t, u+"rejects"); !strings.Contains(rej, `<tr class="reject" data-id="`) {
			t.Errorf("remote rejects page shows no reject (%d rejected)", man.Accounting.Rejected)
		}
	}
	card := httpGet(t, u+"card")
	figs := regexp.MustCompile(`<img src="/(files/figures/[^"]+\.svg)"`).FindAllStringSubmatch(card, -1)
	if len(figs) < 5 {
		t.Fatalf("remote card shows %d figures", len(figs))
	}
	for _, f := range figs {
		if svg := httpGet(t, u+f[1]); !strings.Contains(svg, "<svg") {
			t.Errorf("%s is not an SVG", f[1])
		}
	}

	// The review loop with everything on the store.
	mined := "memfs://viewcli/mined"
	if _, stderr, code := run(t, "mine-pairs", "--input", writeLibriheavyStylePairs(t, 1500), "--output", mined, "--minsup", "15", "--runner", "direct"); code != 0 {
		t.Fatalf("mine-pairs --output %s: %s", mined, stderr)
	}
	reviewed := "memfs://viewcli/reviewed/rules.jsonl"
	u = startView(t, mined, "--port", "0", "--rules-out", reviewed)
	approveFirstRemoval(t, u)
	b, err := storage.ReadFile(ctx, reviewed)
	if err != nil {
		t.Fatalf("the review was not saved to %s: %v", reviewed, err)
	}
	saved, err := patterns.ReadRules(strings.NewReader(string(b)), reviewed)
	if err != nil {
		t.Fatal(err)
	}
	approved, err := patterns.ApprovedRemovals(saved)
	if err != nil || len(approved) != 1 {
		t.Fatalf("%s: %d approved removal rules (%v), want 1", reviewed, len(approved), err)
	}
	if proposed, _ := storage.ReadFile(ctx, mined+"/rules.jsonl"); strings.Contains(string(proposed), `"approved":true`) {
		t.Error("the proposed rules changed though --rules-out was given")
	}
	out := prepOK(t, "prep", "libriheavy", "--input", in, "--output", "memfs://viewcli/out2", "--rules", reviewed, "--runner", "direct")
	man2, err := storage.LoadManifest(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(man2.Config["mined_rules"], "1 rules") {
		t.Errorf("prep --rules %s did not apply the saved approval: mined_rules=%q", reviewed, man2.Config["mined_rules"])
	}

	// A folder that is not on the store: one line, exit 1.
	_, stderr, code := run(t, "view", "memfs://viewcli/no/such/folder", "--port", "0")
	if code != 1 || strings.TrimSpace(stderr) != "itnprep: memfs://viewcli/no/such/folder: no such folder (nothing is stored under it)" {
		t.Errorf("view on a missing remote folder: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = run(t, "view", "memfs://viewcli/out/libriheavy@nosuchtag", "--port", "0")
	if code != 1 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, `has no tag "nosuchtag"`) {
		t.Errorf("view on a missing remote tag: exit %d, stderr %q", code, stderr)
	}
}
