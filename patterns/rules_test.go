package patterns

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

var smallNumbers = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}

// libriheavyMismatches builds the mismatch sequences an aligner would
// extract from Libriheavy-style book text against its reading: planted
// unspoken fragments ([Illustration: ...] captions, [Pg N] page markers,
// "end of chapter", "read by NAME"), legitimate fixed mappings (mr. ->
// mister, mrs. -> missus, numbers -> words, a year), punctuation the reader
// does not say, and ASR-style noise (random substitutions, fillers,
// dropped "and").
func libriheavyMismatches(seed uint64, pairs int) [][]string {
	r := rand.New(rand.NewPCG(seed, 1))
	words := strings.Fields("the a ship man garden house river old young king queen road night morning letter door window " +
		"horse church table fire child mother father heart light water sea hill town")
	names := strings.Fields("john mary kara smith lee jones hazel brown ann peter")
	var seqs [][]string
	add := func(xs ...string) { seqs = append(seqs, xs) }
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	for range pairs {
		if r.Float64() < 0.08 {
			caption := []string{"[", "illustration", ":"}
			for range 1 + r.IntN(3) {
				caption = append(caption, pick(words))
			}
			add(append(caption, "]", "|")...)
		}
		if r.Float64() < 0.06 {
			add("[", "pg", strconv.Itoa(1+r.IntN(400)), "]", "|")
		}
		if r.Float64() < 0.03 {
			add("end", "of", "chapter", "|")
		}
		if r.Float64() < 0.02 {
			add("read", "by", pick(names), pick(names), "|")
		}
		if r.Float64() < 0.1 {
			add("mr", ".", "|", "mister")
		}
		if r.Float64() < 0.05 {
			add("mrs", ".", "|", "missus")
		}
		if r.Float64() < 0.15 {
			n := 1 + r.IntN(19)
			add(strconv.Itoa(n), "|", smallNumbers[n])
		}
		if r.Float64() < 0.03 {
			add("1969", "|", "nineteen", "sixty", "nine")
		}
		for range r.IntN(3) {
			add(pick([]string{",", ".", ";"}), "|")
		}
		if r.Float64() < 0.2 {
			add(pick(words), "|", pick(words))
		}
		if r.Float64() < 0.1 {
			add("|", "uh")
		}
		if r.Float64() < 0.1 {
			add("and", "|")
		}
	}
	return seqs
}

func containsTok(w []string, pred func(string) bool) bool { return slices.ContainsFunc(w, pred) }

func isDigits(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

func TestDeriveRulesLibriheavyStyle(t *testing.T) {
	db := NewDatabase(libriheavyMismatches(7, 3000), 0)
	results, err := MineAll(db, Options{MinSupport: 15, MaxLen: 6})
	if err != nil {
		t.Fatal(err)
	}
	rules := DeriveRules(db, results, DeriveOptions{})
	byKind := map[string][]Rule{}
	for _, r := range rules {
		byKind[r.Kind] = append(byKind[r.Kind], r)
	}
	for _, r := range rules {
		t.Logf("%-9s sup %4d conf %.2f span %d %q -> %q", r.Kind, r.Support, r.Confidence, r.MaxSpan, r.Written, r.Spoken)
	}
	found := func(kind string, want ...string) *Rule {
		for i, r := range byKind[kind] {
			if isSubseq(want, r.Written) {
				return &byKind[kind][i]
			}
		}
		return nil
	}
	for _, planted := range [][]string{
		{"[", "illustration", "]"}, {"[", "pg", "]"}, {"end", "of", "chapter"}, {"read", "by"},
	} {
		r := found(Removal, planted...)
		if r == nil {
			t.Errorf("no removal rule covers the planted fragment %q", planted)
			continue
		}
		if r.Confidence < 0.9 || len(r.Examples) == 0 || r.MaxSpan < len(planted) {
			t.Errorf("removal rule %q: confidence %.2f, %d examples, max_span %d", r.Written, r.Confidence, len(r.Examples), r.MaxSpan)
		}
	}
	if r := found(Removal, "[", "illustration", ":", "]"); r == nil || r.MaxSpan < 6 {
		t.Errorf("the caption rule should span the caption words: %+v", r)
	}
	for _, r := range byKind[Removal] {
		if containsTok(r.Written, func(s string) bool { return s == "mr" || s == "mrs" || (isDigits(s) && s != "1969") || s == "1969" }) &&
			!containsTok(r.Written, func(s string) bool { return s == "pg" }) {
			t.Errorf("fixed mapping flagged for removal: %q (support %d, mappings %v)", r.Written, r.Support, r.Mappings)
		}
	}
	for _, fixed := range []struct{ w, s []string }{
		{[]string{"mr", "."}, []string{"mister"}},
		{[]string{"mrs", "."}, []string{"missus"}},
		{[]string{"1969"}, []string{"nineteen", "sixty", "nine"}},
		{[]string{"12"}, []string{"twelve"}},
	} {
		r := found(Fixed, fixed.w...)
		if r == nil || !slices.Equal(r.Written, fixed.w) || !slices.Equal(r.Spoken, fixed.s) {
			t.Errorf("want fixed rule %q -> %q, got %+v", fixed.w, fixed.s, r)
		}
	}

	// The rules file round-trips, and only approved removals survive.
	var buf bytes.Buffer
	if err := WriteRules(&buf, rules); err != nil {
		t.Fatal(err)
	}
	back, err := ReadRules(strings.NewReader(strings.Replace(buf.String(), `"approved":false`, `"approved":true`, 2)), "rules.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(rules) {
		t.Fatalf("read back %d rules, wrote %d", len(back), len(rules))
	}
	approved, err := ApprovedRemovals(back)
	if err != nil || len(approved) != 2 || approved[0].Kind != Removal {
		t.Fatalf("approved: %v %v", approved, err)
	}
}

func TestReadRulesErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"kind":"removal","written":["a"]}` + "\n" + `{"kind":"delete","written":["a"]}`, `r.jsonl:2: unknown rule kind "delete"`},
		{`{"kind":"removal","written":[]}`, "r.jsonl:1: rule with an empty written side"},
		{`{"kind":"removal","written":["a"],"aproved":true}`, `r.jsonl:1: invalid rule JSON: json: unknown field "aproved"`},
		{`{"kind":"removal","written":["a","b"],"max_span":1}`, "r.jsonl:1: max_span 1 shorter"},
		{`nope`, "r.jsonl:1: invalid rule JSON"},
	} {
		if _, err := ReadRules(strings.NewReader(c.in), "r.jsonl"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadRules(%q) = %v, want %q", c.in, err, c.want)
		}
	}
	if _, err := ApprovedRemovals([]Rule{{Kind: Fixed, Written: []string{"a"}, Approved: true}}); !errors.Is(err, ErrNoApprovedRules) {
		t.Errorf("want ErrNoApprovedRules, got %v", err)
	}
}

// TestReadRulesWithByteOrderMark: a rules.jsonl saved by a Windows editor
// (a UTF-8 byte order mark, CRLF line ends) reads as the same rules; it was
// refused as "r.jsonl:1: invalid rule JSON: invalid character 'ï'".
func TestReadRulesWithByteOrderMark(t *testing.T) {
	in := "\xef\xbb\xbf" + `{"kind":"removal","written":["[","pg","]"],"approved":true}` + "\r\n" +
		`{"kind":"fixed","written":["$"],"spoken":["dollars"]}` + "\r\n"
	rules, err := ReadRules(strings.NewReader(in), "r.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 2 || !rules[0].Approved || rules[0].Written[0] != "[" || rules[1].Kind != Fixed {
		t.Fatalf("read %+v", rules)
	}
	if _, err := ReadResults(strings.NewReader("\xef\xbb\xbf"+`[3, ["a", "|", "b"]]`+"\r\n"), "p.jsonl"); err != nil {
		t.Fatal(err)
	}
}

// TestNoApprovedRemovalsSaysWhatTheFileHolds: a file without an approved
// removal rule says why there is nothing to apply: a mine-pairs run's
// seven fixed rules, every one approved in the review, were refused as
// "no approved removal rules", which read as if the approvals were lost.
func TestNoApprovedRemovalsSaysWhatTheFileHolds(t *testing.T) {
	fixed := Rule{Kind: Fixed, Written: []string{"12"}, Approved: true}
	removal := Rule{Kind: Removal, Written: []string{"[", "pg", "]"}}
	for _, c := range []struct {
		rules []Rule
		want  string
	}{
		{[]Rule{fixed, fixed}, "its 2 approved rules are fixed or ambiguous, which change no data"},
		{[]Rule{fixed, removal, removal}, "none of its 2 removal rules is approved"},
		// One is one: the shipped Libriheavy sample's mine-pairs result,
		// its one fixed rule approved, said "its 1 approved rules are".
		{[]Rule{fixed}, "its 1 approved rule is fixed or ambiguous, which changes no data"},
		{[]Rule{fixed, removal}, "its 1 removal rule is not approved"},
		{[]Rule{{Kind: Ambiguous, Written: []string{"a"}}}, "it holds no removal rule, only fixed or ambiguous ones"},
		{nil, "it holds no rule"},
	} {
		_, err := ApprovedRemovals(c.rules)
		if !errors.Is(err, ErrNoApprovedRules) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%d rules: %v, want ErrNoApprovedRules saying %q", len(c.rules), err, c.want)
		}
	}
	removal.Approved = true
	if got, err := ApprovedRemovals([]Rule{fixed, removal}); err != nil || len(got) != 1 {
		t.Errorf("one approved removal rule: %v, %v", got, err)
	}
}

func TestApplyRemovals(t *testing.T) {
	rules := []Rule{
		{Kind: Removal, Written: []string{"[", "illustration", ":", "]"}, MaxSpan: 10},
		{Kind: Removal, Written: []string{"[", "pg", "]"}, MaxSpan: 4},
		{Kind: Removal, Written: []string{"end", "of", "chapter"}},
	}
	for _, c := range []struct {
		in, want string
		hits     []int
	}{
		{"[Illustration: THE OLD SHIP] He said Mr. Smith came.", "He said Mr. Smith came.", []int{1, 0, 0}},
		{"It was late [Pg 12]. Then [Illustration: a] [Pg 13] she left", "It was late. Then she left", []int{1, 2, 0}},
		{"The end of the story. END OF CHAPTER", "The end of the story.", []int{0, 0, 1}},
		{"Nothing to do here [ pg ] with a gap of many tokens x y z ]", "Nothing to do here with a gap of many tokens x y z ]", []int{0, 1, 0}},
		{"end  of\tchapter", "", []int{0, 0, 1}},
		{"[pg 1 2 3 4 5]", "[pg 1 2 3 4 5]", []int{0, 0, 0}}, // wider than max_span
	} {
		got, hits := ApplyRemovals(c.in, rules)
		if got != c.want || !slices.Equal(hits, c.hits) {
			t.Errorf("ApplyRemovals(%q) = %q %v, want %q %v", c.in, got, hits, c.want, c.hits)
		}
	}
}

// TestTokenizeOffsetsMatchesAnchor runs the reference tokenizer.
func TestTokenizeOffsetsMatchesAnchor(t *testing.T) {
	script := testutil.SharedFile(t, "anchors/anchor_tokenize.py")
	texts := []string{"Don't pay $3.50!", "[Illustration: THE OLD SHIP]", "Mr. Smith—read by Ann Lee…  end\tof chapter",
		"Æsop's “fables” 1969 £5 + 2", "über ÉCOLE 12th"}
	cmd := exec.Command(testutil.DebianPython(t), script)
	cmd.Stdin = strings.NewReader(strings.Join(texts, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	for i, text := range texts {
		var got []string
		for _, tok := range TokenizeOffsets(text) {
			got = append(got, tok.Text)
			if !strings.EqualFold(text[tok.Start:tok.End], tok.Text) {
				t.Errorf("token %q has span %q", tok.Text, text[tok.Start:tok.End])
			}
		}
		if strings.Join(got, " ") != lines[i] {
			t.Errorf("%q: got %q, anchor %q", text, strings.Join(got, " "), lines[i])
		}
	}
}

func FuzzApplyRemovals(f *testing.F) {
	f.Add("[Illustration: x] text [Pg 3] end of chapter", "[ pg ]", uint8(5))
	f.Add("a  b\tc", "b", uint8(0))
	f.Fuzz(func(t *testing.T, text, rule string, span uint8) {
		w := strings.Fields(strings.ToLower(rule))
		if len(w) == 0 {
			return
		}
		rules := []Rule{{Kind: Removal, Written: w, MaxSpan: int(span % 12)}}
		got, hits := ApplyRemovals(text, rules)
		if hits[0] == 0 && got != text {
			t.Fatalf("no hit but text changed: %q -> %q", text, got)
		}
		if len(got) > len(text) {
			t.Fatalf("text grew: %q -> %q", text, got)
		}
	})
}

func ExampleApplyRemovals() {
	rules := []Rule{{Kind: Removal, Written: []string{"[", "illustration", "]"}, MaxSpan: 8, Approved: true}}
	text, hits := ApplyRemovals("[Illustration: A ship at sea] The voyage began.", rules)
	fmt.Println(text, hits)
	// Output: The voyage began. [1]
}

func ExampleDeriveRules() {
	seqs := [][]string{
		{"[", "illustration", "]", "|"}, {"[", "illustration", "]", "|"}, {"[", "illustration", "]", "|"},
		{"mr", ".", "|", "mister"}, {"mr", ".", "|", "mister"}, {"mr", ".", "|", "mister"},
	}
	db := NewDatabase(seqs, 0)
	results, _ := MineAll(db, Options{MinSupport: 3, MaxLen: 5})
	for _, r := range DeriveRules(db, results, DeriveOptions{}) {
		fmt.Println(r.Kind, r.Written, r.Spoken, r.Support)
	}
	// Output:
	// removal [[ illustration ]] [] 3
	// fixed [mr .] [mister] 3
}

func TestWriteReport(t *testing.T) {
	db := NewDatabase(libriheavyMismatches(3, 800), 0)
	results, _ := MineAll(db, Options{MinSupport: 10, MaxLen: 6})
	rules := DeriveRules(db, results, DeriveOptions{})
	var b strings.Builder
	if err := WriteReport(&b, ReportInfo{Source: "synthetic", Mismatches: db.Len(), MinSupport: 10, MaxLen: 6,
		Patterns: len(results), RulesFile: "rules.jsonl"}, rules); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"## removal (", "## fixed (", "| `[ pg ]` | ∅ |", "| `mr .` | `mister` |", `set ` + "`\"approved\": true`"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}

// TestWriteReportNamesRulesAtMaxLen: a fragment longer than --maxlen
// allows (a six-token caption, "[ illustration : a cat ]", mined with
// --maxlen 6: five written items beside the "|") cannot be mined whole,
// and closedness, which needs the longer pattern, keeps every gapped
// five-item part of it: six removals of the same support, which the report
// listed without a word. It now says they reached the limit and what to
// do; mined with a larger --maxlen the fragment is one rule, and the
// report says nothing of the limit.
func TestWriteReportNamesRulesAtMaxLen(t *testing.T) {
	var seqs [][]string
	for range 30 {
		seqs = append(seqs, []string{"[", "illustration", ":", "a", "cat", "]", Separator})
	}
	report := func(maxLen int) (string, []Rule) {
		db := NewDatabase(seqs, 0)
		results, _ := MineAll(db, Options{MinSupport: 10, MaxLen: maxLen})
		rules := DeriveRules(db, results, DeriveOptions{})
		var b strings.Builder
		if err := WriteReport(&b, ReportInfo{Source: "s", Mismatches: db.Len(), MinSupport: 10, MaxLen: maxLen, RulesFile: "rules.jsonl"}, rules); err != nil {
			t.Fatal(err)
		}
		return b.String(), rules
	}
	out, rules := report(6)
	if len(rules) < 2 {
		t.Fatalf("--maxlen 6: %d rules, want the gapped parts of the fragment", len(rules))
	}
	if want := "**6 rules reached the pattern length limit**: a written side of 5 items, the most `--maxlen` 6 leaves"; !strings.Contains(out, want) {
		t.Errorf("--maxlen 6: report lacks %q:\n%s", want, out)
	}
	out, rules = report(8)
	if len(rules) != 1 || len(rules[0].Written) != 6 {
		t.Errorf("--maxlen 8: rules %+v, want the whole fragment as one", rules)
	}
	if strings.Contains(out, "pattern length limit") {
		t.Errorf("--maxlen 8: the report names a limit no rule reached:\n%s", out)
	}
}

// TestWriteReportQuarantinedCount: one quarantined line is "1 input line
// was", not "1 input lines were" (qa15).
func TestWriteReportQuarantinedCount(t *testing.T) {
	for n, want := range map[int]string{
		1: "Quarantined: 1 input line was not a usable pair and was set aside (`r.jsonl`",
		3: "Quarantined: 3 input lines were not usable pairs and were set aside (`r.jsonl`",
	} {
		var b strings.Builder
		if err := WriteReport(&b, ReportInfo{Source: "s", Quarantined: n, RejectsFile: "r.jsonl"}, nil); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%d quarantined: report lacks %q:\n%s", n, want, b.String())
		}
	}
}

func BenchmarkApplyRemovals(b *testing.B) {
	rules := []Rule{
		{Kind: Removal, Written: []string{"[", "illustration", ":", "]"}, MaxSpan: 10},
		{Kind: Removal, Written: []string{"[", "pg", "]"}, MaxSpan: 4},
		{Kind: Removal, Written: []string{"end", "of", "chapter"}},
		{Kind: Removal, Written: []string{"read", "by"}, MaxSpan: 4},
	}
	text := "[Illustration: THE OLD SHIP] He said Mr. Smith came to the house on the hill, and [Pg 12] the door was open."
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		ApplyRemovals(text, rules)
	}
}

// Punctuation is never spoken: "." and "," missing from the spoken side
// are never proposed (as removals or otherwise), and Derive counts them
// for the report; "[ illustration ]" still is a removal.
func TestDerivePunctuationOnlyNotProposed(t *testing.T) {
	var seqs [][]string
	for range 5 {
		seqs = append(seqs, []string{".", "|"}, []string{",", "|"}, []string{"\"", "|"}, []string{"``", "|"}, []string{"[", "illustration", "]", "|"})
	}
	db := NewDatabase(seqs, 0)
	results, _ := MineAll(db, Options{MinSupport: 3, MaxLen: 5})
	d := Derive(db, results, DeriveOptions{})
	if len(d.Rules) != 1 || d.Rules[0].Kind != Removal || strings.Join(d.Rules[0].Written, " ") != "[ illustration ]" {
		t.Fatalf("rules %+v, want only the illustration removal", d.Rules)
	}
	if d.PunctuationOnly != 4 || d.PunctuationSupport != 20 || len(d.PunctuationExamples) != 4 {
		t.Fatalf("punctuation-only %d (support %d, examples %v), want 4 (20): GTN's `` is punctuation too", d.PunctuationOnly, d.PunctuationSupport, d.PunctuationExamples)
	}
	var b strings.Builder
	if err := WriteReport(&b, ReportInfo{Source: "s", PunctuationOnly: d.PunctuationOnly, PunctuationSupport: d.PunctuationSupport,
		PunctuationExamples: d.PunctuationExamples}, d.Rules); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "**4 punctuation-only fragments** (`\"`, `,`, `.`, ``` `` ```; support 20 in all): punctuation is never spoken") {
		t.Errorf("report:\n%s", b.String())
	}
	// More fragments than examples: the rest are counted, not left as
	// if the list were whole (the shipped Libriheavy sample's report
	// listed 5 under "6 punctuation-only fragments").
	b.Reset()
	if err := WriteReport(&b, ReportInfo{Source: "s", PunctuationOnly: 6, PunctuationSupport: 988,
		PunctuationExamples: [][]string{{"."}, {","}}}, d.Rules); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "**6 punctuation-only fragments** (`.`, `,` and 4 more; support 988 in all)") {
		t.Errorf("report of 6 fragments with 2 examples:\n%s", b.String())
	}
}

// DeriveStream derives the same rules as DeriveRules with the mismatches
// read once, in order (here from a slice; mine-pairs reads a file line by
// line), never held together.
func ExampleDeriveStream() {
	seqs := [][]string{
		{"[", "illustration", "]", "|"}, {"[", "illustration", "]", "|"}, {"[", "illustration", "]", "|"},
		{"mr", ".", "|", "mister"}, {"mr", ".", "|", "mister"}, {"mr", ".", "|", "mister"},
	}
	results, _ := MineAll(NewDatabase(seqs, 0), Options{MinSupport: 3, MaxLen: 5})
	read := func(add func(seq [][]byte)) error {
		for _, s := range seqs {
			toks := make([][]byte, len(s))
			for i, t := range s {
				toks[i] = []byte(t)
			}
			add(toks)
		}
		return nil
	}
	d, err := DeriveStream(read, results, DeriveOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range d.Rules {
		fmt.Println(r.Kind, r.Written, r.Spoken, r.Support)
	}
	// Output:
	// removal [[ illustration ]] [] 3
	// fixed [mr .] [mister] 3
}
