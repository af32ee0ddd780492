package pipelines

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/patterns"
)

// RefuseReviewedRules (mine-pairs' check of its --output, which lived in
// package main): a folder without rules.jsonl, rules no one approved and a
// file that is no rules and approves nothing are replaced (nil); rules
// with an approval, or a file that does not read as rules but marks some
// approved, are a *ReviewedRulesError, which the CLI exits 2 on.
func TestRefuseReviewedRules(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	rulesPath := filepath.Join(out, MinedRulesFile)
	if err := RefuseReviewedRules(ctx, out); err != nil {
		t.Errorf("no rules file: %v", err)
	}
	rules := []patterns.Rule{
		{Kind: "removal", Written: []string{"[", "pg", "]"}, Spoken: []string{}, Support: 20, Deletions: 20, Confidence: 1, Mappings: []patterns.Mapping{}, Examples: []patterns.Example{}},
		{Kind: "removal", Written: []string{"*"}, Spoken: []string{}, Support: 12, Deletions: 12, Confidence: 1, Mappings: []patterns.Mapping{}, Examples: []patterns.Example{}},
	}
	write := func(rules []patterns.Rule) {
		t.Helper()
		var b bytes.Buffer
		if err := patterns.WriteRules(&b, rules); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(rulesPath, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(rules)
	if err := RefuseReviewedRules(ctx, out); err != nil {
		t.Errorf("rules no one approved: %v", err)
	}
	rules[1].Approved = true
	write(rules)
	var reviewed *ReviewedRulesError
	err := RefuseReviewedRules(ctx, out)
	if want := "--output " + out + " holds reviewed rules (" + rulesPath + ": 1 of 2 approved); mining again would replace them"; !errors.As(err, &reviewed) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("reviewed rules: %v; want a ReviewedRulesError beginning %q", err, want)
	}
	for text, refused := range map[string]bool{
		"not rules\n":                          false,
		"not rules\n{\"approved\": \"yes\"}\n": true,
	} {
		if err := os.WriteFile(rulesPath, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		err := RefuseReviewedRules(ctx, out)
		if errors.As(err, &reviewed) != refused || (refused && !strings.Contains(err.Error(), "1 marked approved), though it does not read as rules")) {
			t.Errorf("%q: %v; want refused: %v", text, err, refused)
		}
	}
}
