package clean

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestParseConfig(t *testing.T) {
	cfg, err := ParseConfig([]byte(`{"rules": {
		"exclamation_to_period": {"enabled": false},
		"fine_filter": {"params": {"max_upper_ratio": 0.5, "min_words": 3}},
		"lowercase_fillers": {"params": {"fillers": ["like", "well"]}}
	}}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := TranscriptWith(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if s.Enabled("exclamation_to_period") {
		t.Error("exclamation_to_period still on")
	}
	for _, ri := range s.Describe() {
		switch ri.Name {
		case "fine_filter":
			if ri.Params["max_upper_ratio"] != 0.5 || ri.Params["min_words"] != 3.0 || ri.Params["max_punct_per_word"] != 0.5 {
				t.Errorf("fine_filter params %v", ri.Params)
			}
		case "lowercase_fillers":
			if !reflect.DeepEqual(ri.Params["fillers"], []string{"like", "well"}) {
				t.Errorf("fillers %v", ri.Params["fillers"])
			}
		}
	}
}

// TestParseConfigNamesTheLine: a JSON mistake in a config of many lines is
// named by line and column (encoding/json's message names no place), and
// a file cut short says so.
func TestParseConfigNamesTheLine(t *testing.T) {
	for _, c := range []struct{ json, want string }{
		{"{\"rules\": {\n  \"ascii_punctuation\": {\"enabled\": tru}\n}}", "rule config: line 2, column 39: invalid character '}' in literal true"},
		{"{\"rules\": {\n\n  \"fine_filter\": {\"enabled\": \"yes\"}}}", "rule config: line 3, column 34: json: cannot unmarshal string"},
		{"{\"rules\": {\"fine_filter\": ", "rule config: the file ends inside the JSON object (cut short?): unexpected EOF"},
		{"{\"rules\": {},\n \"rulez\": {}}", "rule config: line 2, column 2: json: unknown field \"rulez\""},
	} {
		if _, err := ParseConfig([]byte(c.json)); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.json, err, c.want)
		}
	}
}

func TestConfigErrors(t *testing.T) {
	cases := []struct{ json, want string }{
		{`{"rules": {"no_such_rule": {}}}`, `unknown rule "no_such_rule"`},
		{`{"rules": {"fine_filter": {"params": {"max_upper": 0.5}}}}`, `no parameter "max_upper"`},
		{`{"rules": {"fine_filter": {"params": {"max_upper_ratio": "high"}}}}`, "want a number, got a string"},
		{`{"rules": {"fine_filter": {"params": {"max_upper_ratio": 2}}}}`, "must be in [0, 1]"},
		{`{"rules": {"fine_filter": {"enabled": "yes"}}}`, "cannot unmarshal"},
		{`{"rules": {"lowercase_fillers": {"params": {"fillers": [1]}}}}`, "element 0 is a number"},
		{`{"rules": {"remove_brackets": {"params": {"pairs": ["(((" ]}}}}`, "two different characters"},
		{`{"rule": {}}`, "unknown field"},
		{`{"rules": {}} {}`, "trailing data"},
	}
	for _, c := range cases {
		cfg, err := ParseConfig([]byte(c.json))
		if err == nil {
			_, err = TranscriptWith(cfg)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to contain %q", c.json, err, c.want)
		}
	}
	cfg, err := ParseConfig([]byte(`{"rules": {"bad_ascii": {"params": {"chars": "é"}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := BookWith(cfg); err == nil || !strings.Contains(err.Error(), "must be ASCII") {
		t.Errorf("non-ASCII bad_ascii chars accepted: %v", err)
	}
}

func TestParseConfigEnablesARule(t *testing.T) {
	// The CLI reads --rules-config (local or a URL) and hands the bytes
	// here; cmd/itnprep's TestPrepLibriheavyErrors checks that a broken
	// file is named in the error.
	cfg, err := ParseConfig([]byte(`{"rules": {"fold_accents": {"enabled": true}}}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := BookWith(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res := s.ApplyPair("Café.", "CAFE"); res.Dropped || res.Written != "Cafe." {
		t.Errorf("fold_accents via config: %+v", res)
	}
	if _, err := ParseConfig([]byte(`{"rules": `)); err == nil || !strings.HasPrefix(err.Error(), "rule config: ") {
		t.Errorf("broken config: %v", err)
	}
}

// The effective configuration, written to JSON (as a manifest records it)
// and read back, rebuilds an identical set.
func TestConfigRoundTrip(t *testing.T) {
	for _, s := range []*Set{Transcript(), Book()} {
		data, err := json.Marshal(s.Config())
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := ParseConfig(data)
		if err != nil {
			t.Fatal(err)
		}
		var again *Set
		if s.Name() == "book" {
			again, err = BookWith(cfg)
		} else {
			again, err = TranscriptWith(cfg)
		}
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(s.Describe(), again.Describe()) {
			t.Errorf("%s: round trip changed the set", s.Name())
		}
	}
}

func TestDescribe(t *testing.T) {
	d := Book().Describe()
	var names []string
	for _, r := range d {
		names = append(names, r.Name)
		if r.Doc == "" || r.Kind == 0 || r.Side == 0 {
			t.Errorf("%s: incomplete description %+v", r.Name, r)
		}
	}
	want := "lowercase_transcript,remove_librivox_boilerplate,remove_bracketed_notes,remove_page_numbers,remove_footnote_markers,fold_accents,ascii_punctuation,collapse_whitespace,bad_ascii,disallowed_chars,empty_side"
	if strings.Join(names, ",") != want {
		t.Errorf("book rule order %v", names)
	}
	data, err := json.Marshal(d[8])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"kind":"drop","side":"both","enabled":true`) {
		t.Errorf("description JSON %s", data)
	}
}

func TestCounts(t *testing.T) {
	s := Book()
	c := Counts{}
	pairs := [][2]string{
		{"One [193] two.", "ONE TWO"},
		{"b@d", "BAD"},
		{"Fine.", "fine"},
		{"Page [12] here.", "PAGE HERE"},
	}
	for _, p := range pairs {
		c.Add(s.ApplyPair(p[0], p[1]))
	}
	want := Counts{"lowercase_transcript": 3, "remove_page_numbers": 1, "remove_footnote_markers": 1, "bad_ascii": 1}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("counts %v, want %v", c, want)
	}
	if got := strings.Join(c.Names(), ","); got != "bad_ascii,lowercase_transcript,remove_footnote_markers,remove_page_numbers" {
		t.Errorf("names %s", got)
	}
}

func TestDuplicateRule(t *testing.T) {
	rules := append(BookRules(), BookRules()[0])
	if _, err := NewSet("x", rules, Config{}); err == nil {
		t.Error("duplicate rule accepted")
	}
}

func TestKindSideStrings(t *testing.T) {
	if Edit.String() != "edit" || Drop.String() != "drop" || Kind(9).String() != "Kind(9)" {
		t.Error("Kind strings")
	}
	if Written.String() != "written" || Spoken.String() != "spoken" || Both.String() != "both" || Side(8).String() != "Side(8)" {
		t.Error("Side strings")
	}
}

// A record that an edit rule left blank is dropped naming that rule and
// what the text was ("written: empty after cleaning" alone did not say
// which rule emptied "&nbsp;" or a zero-width space); text that was blank
// to begin with says so (it said "empty after cleaning", which sent the
// user looking for a rule that had done nothing).
func TestDropNamesTheRuleThatEmptied(t *testing.T) {
	basic, err := BasicWith(Config{})
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"&nbsp;":       `empty after cleaning (blank after basic/decode_html_entities; it was "&nbsp;")`,
		"\u200b\u00ad": `empty after cleaning (blank after basic/remove_invisible; it was "\u200b\u00ad")`,
		"\u3000":       `the input text is blank (only white space: "\u3000")`, // the ideographic space
		" \t ":         `the input text is blank (only white space: " \t ")`,
		"":             "the input text is empty",
	} {
		if r := basic.Apply(in); !r.Dropped || r.Rule != "empty_text" || r.Reason != want {
			t.Errorf("%q: dropped %v rule %q reason %q, want %q", in, r.Dropped, r.Rule, r.Reason, want)
		}
	}
	// A text an earlier stage blanked ("[Music]" after the transcript
	// set's remove_brackets) is not blank input.
	if r := basic.ApplyPairAfter("", "", []string{"transcript/remove_brackets"}, ""); r.Reason != "written: empty after cleaning (blank after transcript/remove_brackets)" {
		t.Errorf("after an earlier stage: %q", r.Reason)
	}
	// Of several earlier rules, the one that emptied it is named as such
	// and the others as rules that also edited it: the rules column is
	// sorted, and "blank after transcript/collapse_spaces,
	// transcript/remove_brackets" read as if collapse_spaces had (qa79).
	transcript, err := TranscriptWith(Config{})
	if err != nil {
		t.Fatal(err)
	}
	pre := transcript.Apply("  [inaudible]  ")
	if pre.Dropped || strings.TrimSpace(pre.Written) != "" || pre.WrittenBlankedBy != "transcript/remove_brackets" {
		t.Fatalf("the transcript set on a bracketed note: %+v", pre)
	}
	earlier := []string{"transcript/collapse_spaces", "transcript/remove_brackets"}
	if r, want := basic.ApplyPairAfter(pre.Written, "", earlier, pre.WrittenBlankedBy), "written: empty after cleaning (blank after transcript/remove_brackets; also edited by transcript/collapse_spaces)"; r.Reason != want {
		t.Errorf("after two earlier rules: %q, want %q", r.Reason, want)
	}
	if r, want := basic.ApplyPairAfter("", "", earlier, ""), "written: empty after cleaning (blank after the edits of transcript/collapse_spaces, transcript/remove_brackets)"; r.Reason != want {
		t.Errorf("after two earlier rules, the emptying one unknown: %q, want %q", r.Reason, want)
	}
	if r := basic.ApplyPairAfter("", "", nil, ""); r.Reason != "written: the input text is empty" {
		t.Errorf("no earlier stage: %q", r.Reason)
	}
	r := Book().ApplyPair("[Illustration: The Gate]", "the gate")
	if want := `written: empty after cleaning (blank after book/remove_bracketed_notes; it was "[Illustration: The Gate]")`; !r.Dropped || r.Reason != want {
		t.Errorf("book: %q, want %q", r.Reason, want)
	}
}
