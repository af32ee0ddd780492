package clean

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite RULES.md from the rule definitions")

// renderRulesDoc documents every shipped rule and parameter with its default
// from the definitions themselves, so RULES.md cannot drift from the code.
func renderRulesDoc() string {
	var b bytes.Buffer
	b.WriteString("# clean/ rule sets and their defaults\n\n")
	b.WriteString("Generated from the rule definitions by `go test ./clean -run TestRulesDoc -update`; a test fails\n")
	b.WriteString("when this file and the code disagree. Rules run in the order listed. Override any switch or\n")
	b.WriteString("parameter of the `book` set with a JSON file, `prep libriheavy --rules-config FILE`, and of the\n")
	b.WriteString("`transcript` set with `prep text|spgi|... --clean transcript[:PROFILE] --rules-config FILE` (laid over\n")
	b.WriteString("the profile's values, rule by rule; recorded in the version id):\n")
	b.WriteString("`{\"rules\": {\"RULE\": {\"enabled\": false, \"params\": {\"NAME\": VALUE}}}}`. The `basic` set takes no\n")
	b.WriteString("such file on the command line: it runs with the defaults below; from Go, `clean.TranscriptWith`,\n")
	b.WriteString("`clean.BookWith` and `clean.BasicWith` take such a config (`clean.MergeConfig` lays one over another).\n")
	for _, set := range []struct {
		name, intro string
		rules       []Rule
	}{
		{"transcript", "Universal-2-TF transcript formatting (Universal-2-TF 2024, Appendix A). The paper gives no thresholds for its coarse and fine filters; ours are below.", TranscriptRules()},
		{"book", "Libriheavy book text vs ASR transcript (the recipe of docs/libriheavy.md). Removals run before the character policy, so known artifacts are deleted instead of getting the pair dropped.", BookRules()},
		{"basic", "Every written-only corpus (SPGISpeech, text) before verbalization; rules act on the written side, the spoken side does not exist yet.", BasicRules()},
	} {
		fmt.Fprintf(&b, "\n## Set `%s`\n\n%s\n\n", set.name, set.intro)
		b.WriteString("| rule | kind | side | default | what it does |\n|---|---|---|---|---|\n")
		for _, r := range set.rules {
			on := "on"
			if !r.DefaultOn {
				on = "off"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", r.Name, r.Kind, r.Side, on, mdEscape(r.Doc))
		}
		for _, r := range set.rules {
			if len(r.Params) == 0 {
				continue
			}
			fmt.Fprintf(&b, "\n`%s` parameters:\n\n| parameter | default | meaning |\n|---|---|---|\n", r.Name)
			for _, p := range r.Params {
				var def bytes.Buffer
				enc := json.NewEncoder(&def)
				enc.SetEscapeHTML(false)
				enc.Encode(p.Default)
				fmt.Fprintf(&b, "| `%s` | `%s` | %s |\n", p.Name, mdEscape(strings.TrimSpace(def.String())), mdEscape(p.Doc))
			}
		}
	}
	b.WriteString("\n## Transcript profiles\n\n")
	b.WriteString("`--clean transcript:PROFILE` (prep text, prep spgi) runs the transcript set with a profile's overrides\n")
	b.WriteString("(Universal-2-TF 2024, section 4.1: the classifier gains from diversity and scale, the span seq2seq\n")
	b.WriteString("model from quality); `--clean transcript` keeps the defaults above.\n\n")
	b.WriteString("| profile | rule | parameter | value |\n|---|---|---|---|\n")
	for _, name := range TranscriptProfiles {
		cfg, _ := TranscriptProfile(name)
		for _, rn := range sortedKeys(cfg.Rules) {
			rc := cfg.Rules[rn]
			for _, pn := range sortedKeys(rc.Params) {
				fmt.Fprintf(&b, "| `%s` | `%s` | `%s` | `%v` |\n", name, rn, pn, rc.Params[pn])
			}
		}
	}
	return b.String()
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func TestRulesDoc(t *testing.T) {
	want := renderRulesDoc()
	if *update {
		if err := os.WriteFile("RULES.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Error("RULES.md is out of date: run go test ./clean -run TestRulesDoc -update")
	}
}
