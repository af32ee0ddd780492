package patterns_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/patterns"
)

// Rules go to a reviewer as JSONL; what comes back is read with ReadRules and
// only the approved removals are applied.
func ExampleReadRules() {
	var buf bytes.Buffer
	_ = patterns.WriteRules(&buf, []patterns.Rule{
		{Kind: patterns.Removal, Written: []string{"illustration"}, Support: 12, Deletions: 12},
		{Kind: patterns.Removal, Written: []string{"[", "pg", "]"}, Support: 5, Deletions: 5, Approved: true},
	})
	rules, err := patterns.ReadRules(&buf, "rules.jsonl")
	fmt.Println(len(rules), err)
	approved, err := patterns.ApprovedRemovals(rules)
	for _, r := range approved {
		fmt.Println(r.Kind, r.Written, r.Support)
	}
	fmt.Println(err)
	_, err = patterns.ReadRules(bytes.NewBufferString("{\"kind\": \"removal\"\n"), "edited.jsonl")
	fmt.Println(err)
	// Output:
	// 2 <nil>
	// removal [[ pg ]] 5
	// <nil>
	// edited.jsonl:1: invalid rule JSON: unexpected EOF
}

// `itnprep mine` without --distributed is this call: sequences in, patterns
// out sorted by support, with what was skipped counted; a line that is not
// a sequence is quarantined (or, without a sink, stops the run).
func ExampleMineJSONL() {
	in := `["mr", ".", "|", "mister"]
["mr", ".", "|", "mister"]
{"seq": ["dr", ".", "|", "doctor"]}
["a", "very", "long", "sequence", "over", "the", "cap"]
["mr", 7]
`
	var out, rejects strings.Builder
	sink := quarantine.ToText(&rejects, "example")
	sum, err := patterns.MineJSONL(strings.NewReader(in), "seqs.jsonl", &out, patterns.JSONLOptions{MinSupport: 2, MinLen: 3, MaxLen: 4, MaxSeqLen: 5, Rejects: sink})
	fmt.Print(out.String())
	fmt.Printf("%+v %v\n", sum, err)
	fmt.Print(rejects.String())
	_, err = patterns.MineJSONL(strings.NewReader("[\"a\"]\n[1]\n"), "bad.jsonl", &out, patterns.JSONLOptions{MinSupport: 1})
	fmt.Println(err)
	// Output:
	// [2, [".", "|", "mister"]]
	// [2, ["mr", ".", "mister"]]
	// [2, ["mr", ".", "|"]]
	// [2, ["mr", ".", "|", "mister"]]
	// [2, ["mr", "|", "mister"]]
	// {Read:5 Quarantined:1 FirstReject:seqs.jsonl:5: element 1 is a number, not a string Sequences:3 Skipped:1 Items:6 MinSupport:2 Patterns:5} <nil>
	// seqs.jsonl:5: quarantined: element 1 is a number, not a string
	// bad.jsonl:2: element 0 is a number, not a string
}
