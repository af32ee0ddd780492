package clean

import (
	"fmt"
	"strings"
	"testing"
)

// only returns a set in which just the named rule is switched on, with the
// given parameter overrides, so each table tests one rule in isolation.
func only(t *testing.T, set string, name string, params map[string]any) *Set {
	t.Helper()
	var rules []Rule
	switch set {
	case "transcript":
		rules = TranscriptRules()
	case "book":
		rules = BookRules()
	case "basic":
		rules = BasicRules()
	default:
		t.Fatalf("unknown set %s", set)
	}
	cfg := Config{Rules: map[string]RuleConfig{}}
	found := false
	for _, r := range rules {
		on := r.Name == name
		found = found || on
		rc := RuleConfig{Enabled: &on}
		if on {
			rc.Params = params
		}
		cfg.Rules[r.Name] = rc
	}
	if !found {
		t.Fatalf("no rule %s in set %s", name, set)
	}
	s, err := NewSet(set, rules, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type editCase struct {
	in, want string
}

// checkEdits runs each case through the single-rule set: a changed text must
// count one hit for the rule, an unchanged one none.
func checkEdits(t *testing.T, s *Set, rule string, cases []editCase) {
	t.Helper()
	for _, c := range cases {
		res := s.Apply(c.in)
		if res.Dropped {
			t.Errorf("%s(%q) dropped: %s", rule, c.in, res.Reason)
			continue
		}
		if res.Text() != c.want {
			t.Errorf("%s(%q)\n got %q\nwant %q", rule, c.in, res.Text(), c.want)
		}
		wantHits := 0
		if c.want != c.in {
			wantHits = 1
		}
		if len(res.Hits) != wantHits || (wantHits == 1 && res.Hits[0] != rule) {
			t.Errorf("%s(%q): hits %v, want %d hit(s)", rule, c.in, res.Hits, wantHits)
		}
	}
}

type dropCase struct {
	in     string
	drop   bool
	reason string // substring of the reason, when drop
}

func checkDrops(t *testing.T, s *Set, rule string, cases []dropCase) {
	t.Helper()
	for _, c := range cases {
		res := s.Apply(c.in)
		if res.Dropped != c.drop {
			t.Errorf("%s(%q): dropped=%v (%s), want %v", rule, c.in, res.Dropped, res.Reason, c.drop)
			continue
		}
		if c.drop {
			if res.Rule != rule || !strings.Contains(res.Reason, c.reason) {
				t.Errorf("%s(%q): rule %q reason %q, want rule %s and reason containing %q", rule, c.in, res.Rule, res.Reason, rule, c.reason)
			}
			if len(res.Hits) != 1 || res.Hits[0] != rule {
				t.Errorf("%s(%q): hits %v", rule, c.in, res.Hits)
			}
		} else if res.Text() != c.in || len(res.Hits) != 0 {
			t.Errorf("%s(%q): kept but changed to %q, hits %v", rule, c.in, res.Text(), res.Hits)
		}
	}
}

func TestCoarseFilter(t *testing.T) {
	checkDrops(t, only(t, "transcript", "coarse_filter", nil), "coarse_filter", []dropCase{
		{"The meeting starts at noon, and we will discuss the budget.", false, ""},
		{"THIS IS ALL SHOUTED AT YOU BY SOMEONE.", true, "upper-case share"},
		{"OK.", false, ""}, // too short to judge
		{"NASA and the ESA met in Paris.", false, ""},
		{"this text was never formatted by anyone and it goes on and on without a single capital letter anywhere at all", true, "no upper-case letter"},
		{"#1, #2, #3, #4, #5, #6.", true, "punctuation marks per word"},
		{"Wait... what?! No -- really?!", false, ""},
		{"It's a well-known fact, isn't it?", false, ""},
		{strings.Repeat("Word ", 45), true, "no punctuation"},
		{"", false, ""},
	})
}

func TestFineFilter(t *testing.T) {
	s := only(t, "transcript", "fine_filter", nil)
	checkDrops(t, s, "fine_filter", []dropCase{
		{"The meeting starts at noon, and we will discuss the budget.", false, ""},
		// Passes the coarse filter (0.6) but not the fine one (0.4).
		{"The IBM AND NASA TEAMS met today.", true, "upper-case share"},
		{"Yes, no, maybe, so, well, right, left.", true, "punctuation marks per word"},
		{"Yes, no, maybe.", false, ""}, // too short for the punctuation check
		// Marks inside numbers are the number's, not punctuation: an
		// earnings call's sentences were dropped for them.
		{"Q3 EPS came in at $1.27, up 8% versus Q3 2020.", false, ""},
		{"Net debt was ¥12.3 trillion, or roughly 2.5x EBITDA.", false, ""},
		{"Revenue of 1,234.5 million at 10:30 rose 3/4 of a point, or 40°.", false, ""},
		{"Visit www.nytimes.com/2023/01/05/world for more at 65 km/h.", false, ""},
		{"Yes, $ no, % maybe, so, well, right, left.", true, "punctuation marks per word"},
		{"we met at the station and then we walked home together in the rain", true, "no upper-case letter"},
	})
	// Thresholds are configurable: a looser share keeps the text.
	loose := only(t, "transcript", "fine_filter", map[string]any{"max_upper_ratio": 0.9})
	checkDrops(t, loose, "fine_filter", []dropCase{{"The IBM AND NASA TEAMS met today.", false, ""}})
}

// TestStatsOfCountsMarksBetweenTokens: a punctuation mark is a run of
// marks outside a word; an apostrophe or hyphen inside a word (don't,
// well-known, rock’n’roll) counts as none, a word's trailing apostrophe
// (the dogs' bowl) as one. An invalid byte at the end of a text (U+FFFD,
// a symbol one byte wide) is a mark like another: statsOf sliced past
// the text's end by the replacement rune's 3-byte width, a panic.
func TestStatsOfCountsMarksBetweenTokens(t *testing.T) {
	for s, want := range map[string]int{
		"don't stop, well-known rock’n’roll.": 2,
		"the dogs' bowl - a-ha":               2,
		"'quoted' -- x":                       3,
		"Some words here and there.\xff":      1,
		"\xff\xfe":                            1,
		"a\xffb and 1.5":                      0,
		"end.\xff\xff":                        1,
	} {
		if got := statsOf(s).punct; got != want {
			t.Errorf("statsOf(%q).punct = %d, want %d", s, got, want)
		}
	}
}

func TestRemoveHTMLTags(t *testing.T) {
	checkEdits(t, only(t, "transcript", "remove_html_tags", nil), "remove_html_tags", []editCase{
		{"<b>Hello</b> world.", "Hello world."},
		{"Line one.<br/>Line two.", "Line one.Line two."},
		{`Click <a href="x.html">here</a>.`, "Click here."},
		{"Hidden <!-- a comment --> text.", "Hidden  text."},
		{"We have 3 < 5 and 7 > 2.", "We have 3 < 5 and 7 > 2."},
		{"No tags here.", "No tags here."},
	})
}

func TestRemoveBrackets(t *testing.T) {
	checkEdits(t, only(t, "transcript", "remove_brackets", nil), "remove_brackets", []editCase{
		{"Hello (laughs) there.", "Hello  there."},
		{"It was [inaudible] good.", "It was  good."},
		{"Set {x} aside.", "Set  aside."},
		{"Outer (inner [deep] still) out.", "Outer  out."},
		{"Stray ) closer.", "Stray  closer."},
		{"Unclosed ( opener stays.", "Unclosed  opener stays."},
		{"Mismatched ( [ ) rest.", "Mismatched  rest."},
		{"Plain text.", "Plain text."},
	})
	checkEdits(t, only(t, "transcript", "remove_brackets", map[string]any{"pairs": []any{"()"}}), "remove_brackets", []editCase{
		{"Keep [this] (not this).", "Keep [this] ."},
	})
}

func TestRemoveEmojis(t *testing.T) {
	checkEdits(t, only(t, "transcript", "remove_emojis", map[string]any{"keep": ""}), "remove_emojis", []editCase{
		{"Great job 😀!", "Great job !"},
		{"Love it \u2764\ufe0f a lot.", "Love it  a lot."},
		{"I ♥ NY, a 5★ hotel.", "I  NY, a 5 hotel."},
	})
	checkEdits(t, only(t, "transcript", "remove_emojis", nil), "remove_emojis", []editCase{
		{"Great job 😀!", "Great job !"},
		{"Family 👨‍👩‍👧 photo.", "Family  photo."},
		{"Flag 🇫🇷 here.", "Flag  here."},
		{"Café and naïve stay.", "Café and naïve stay."},
		{"Plain.", "Plain."},
	})
}

// TestRemoveEmojisKeepsWhatTheVerbalizerReads: the hearts and stars the
// verbalizer reads ("I ♥ NY" "i love n y", "a 5★ hotel") stay, with their
// emoji selector ("I ♥ NY" became "I NY" before it); a heart that a
// zero-width joiner ties into another emoji goes with it, and the text
// form's selector (U+FE0E) goes.
func TestRemoveEmojisKeepsWhatTheVerbalizerReads(t *testing.T) {
	checkEdits(t, only(t, "transcript", "remove_emojis", nil), "remove_emojis", []editCase{
		{"I ♥ NY.", "I ♥ NY."},
		{"Love it \u2764\ufe0f a lot.", "Love it \u2764\ufe0f a lot."},
		{"We ♡ pizza 🍕.", "We ♡ pizza ."},
		{"A 5★ hotel, ★★★★☆ 😀", "A 5★ hotel, ★★★★☆ "},
		{"Hot \u2764\ufe0f\u200d\U0001F525 take.", "Hot  take."},
		{"Us \U0001F469\u200d\u2764\ufe0f\u200d\U0001F468 two.", "Us  two."},
		{"Thanks ♥\ufe0e", "Thanks ♥"},
	})
}

func TestRemoveSpeakerLabels(t *testing.T) {
	checkEdits(t, only(t, "transcript", "remove_speaker_labels", nil), "remove_speaker_labels", []editCase{
		{"Speaker 1: Good morning.", "Good morning."},
		{"SPEAKER_00: Hi.", "Hi."},
		{"Interviewer: How are you? Interviewee: Fine.", "How are you? Fine."},
		{"JOHN SMITH: We agree.", "We agree."},
		{">> Thanks for coming.", "Thanks for coming."},
		{"Q: Why? A: Because.", "Why? Because."},
		{"We had one goal: winning.", "We had one goal: winning."},
		{"The ratio was 3:1 overall.", "The ratio was 3:1 overall."},
		{"Plan A: do it.", "Plan A: do it."},
		// A no-break space, as captioning tools and word processors put
		// after the colon, is white space too (Go's \s is ASCII only).
		{"Speaker 1:\u00a0Good morning.", "Good morning."},
		{"JOHN\u00a0SMITH:\u00a0We agree.", "We agree."},
		{"Hi.\u00a0Speaker\u00a02:\u202fBye.", "Hi.\u00a0Bye."},
		{"Plan A:\u00a0do it.", "Plan A:\u00a0do it."},
	})
}

func TestReplaceSymbols(t *testing.T) {
	checkEdits(t, only(t, "transcript", "replace_symbols", nil), "replace_symbols", []editCase{
		{"¿Qué? ¡Sí!", "Qué? Sí!"},
		{"Acme© and Brand® and Name™.", "Acme and Brand and Name."},
		{"a¦b¬c", "abc"},
		{"snake_case_name", "snake case name"},
		{"Nothing odd.", "Nothing odd."},
	})
}

func TestCollapsePunctuation(t *testing.T) {
	checkEdits(t, only(t, "transcript", "collapse_punctuation", nil), "collapse_punctuation", []editCase{
		{"Really!!!", "Really!"},
		{"What?!", "What?"},
		{"Yes,, indeed.", "Yes, indeed."},
		{"Hello , , world.", "Hello , world."},
		{"Wait... what?", "Wait... what?"},
		{"Wait..... what?", "Wait... what?"},
		{"Hmm...?", "Hmm..."},
		{"So… yes.", "So… yes."},
		{"Two.. dots.", "Two. dots."},
		// Spaced dots, as books print an ellipsis.
		{"Well . . . maybe.", "Well ... maybe."},
		{"Wait. . . what?", "Wait... what?"},
		{"a ... ... b", "a ... b"},
		{"It was . . . . the end.", "It was ... the end."},
		{"Two. . dots.", "Two. dots."},
		{"Pi is 3.14, roughly.", "Pi is 3.14, roughly."},
		{"The U.S.A. is big.", "The U.S.A. is big."},
	})
	checkEdits(t, only(t, "transcript", "collapse_punctuation", map[string]any{"keep_ellipsis": false}), "collapse_punctuation", []editCase{
		{"Wait... what?", "Wait. what?"},
	})
}

func TestExclamationToPeriod(t *testing.T) {
	checkEdits(t, only(t, "transcript", "exclamation_to_period", nil), "exclamation_to_period", []editCase{
		{"Stop! Now!", "Stop. Now."},
		{"Calm.", "Calm."},
	})
	// Switched off (the default set with it disabled), "!" survives.
	off := false
	s, err := TranscriptWith(Config{Rules: map[string]RuleConfig{"exclamation_to_period": {Enabled: &off}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Apply("Stop! Now we go.").Text(); got != "Stop! Now we go." {
		t.Errorf("with exclamation_to_period off: %q", got)
	}
}

func TestCollapseSpaces(t *testing.T) {
	checkEdits(t, only(t, "transcript", "collapse_spaces", nil), "collapse_spaces", []editCase{
		{"Too   many  spaces.", "Too many spaces."},
		{"  Trim me  ", "Trim me"},
		{"Tabs\tand\nlines.", "Tabs and lines."},
		{"End .", "End."},
		{"Really ?", "Really?"},
		{"Hello , world ; yes : no !", "Hello, world; yes: no!"},
		{"Fine.", "Fine."},
	})
}

func TestStripLeadingPunct(t *testing.T) {
	checkEdits(t, only(t, "transcript", "strip_leading_punct", nil), "strip_leading_punct", []editCase{
		{". And then.", "And then."},
		{"? Why not.", "Why not."},
		{", so we left.", "so we left."},
		{". , So.", "So."},
		{".5 percent.", ".5 percent."},
		{"...and then", "...and then"},
		{"Fine.", "Fine."},
	})
}

func TestStandardizeTitles(t *testing.T) {
	checkEdits(t, only(t, "transcript", "standardize_titles", nil), "standardize_titles", []editCase{
		{"Mr Smith met Dr Jones.", "Mr. Smith met Dr. Jones."},
		{"mr smith and PROF lee.", "Mr. smith and Prof. lee."},
		{"Mrs Brown and Ms Green.", "Mrs. Brown and Ms. Green."},
		{"Mr. Smith is here.", "Mr. Smith is here."},
		{"The drum and the professor.", "The drum and the professor."},
		{"Ask the Dr.", "Ask the Dr."},
		{"Call Mr, please.", "Call Mr, please."},
	})
}

func TestStandardizeOK(t *testing.T) {
	checkEdits(t, only(t, "transcript", "standardize_ok", nil), "standardize_ok", []editCase{
		{"ok, let's go.", "OK, let's go."},
		{"It's Ok.", "It's OK."},
		{"That is o.k. with me.", "That is OK with me."},
		{"It's O.K.", "It's OK."},
		{"It's O.K. We go.", "It's OK. We go."},
		{"Okay and oklahoma and book.", "Okay and oklahoma and book."},
		{"OK already.", "OK already."},
	})
}

func TestCapitalizeSentences(t *testing.T) {
	checkEdits(t, only(t, "transcript", "capitalize_sentences", nil), "capitalize_sentences", []editCase{
		{"hello. how are you? fine! good.", "Hello. How are you? Fine! Good."},
		{"\"quoted start.\" then more.", "\"Quoted start.\" Then more."},
		{"Meet Mr. smith today.", "Meet Mr. smith today."},
		{"At 5 p.m. we left.", "At 5 p.m. we left."},
		{"Ask J. doe.", "Ask J. doe."},
		{"Well... maybe not.", "Well... maybe not."},
		{"It costs 3.50 now.", "It costs 3.50 now."},
		{"Already Fine. Yes.", "Already Fine. Yes."},
	})
}

func TestLowercaseFillers(t *testing.T) {
	checkEdits(t, only(t, "transcript", "lowercase_fillers", nil), "lowercase_fillers", []editCase{
		{"I think, Well, we could.", "I think, well, we could."},
		{"So Umm I left.", "So umm I left."},
		{"Well, we could.", "Well, we could."},
		{"It's done. Well, almost.", "It's done. Well, almost."},
		{"And MMM that is it.", "And mmm that is it."},
		{"He said \"Well, no.\"", "He said \"Well, no.\""},
		{"The Wellington road.", "The Wellington road."},
	})
	checkEdits(t, only(t, "transcript", "lowercase_fillers", map[string]any{"fillers": []any{"like"}}), "lowercase_fillers", []editCase{
		{"It was Like this. Well, ok.", "It was like this. Well, ok."},
	})
}

func TestLowercaseAfterEllipsis(t *testing.T) {
	checkEdits(t, only(t, "transcript", "lowercase_after_ellipsis", nil), "lowercase_after_ellipsis", []editCase{
		{"I was... The best.", "I was... the best."},
		{"So… Maybe.", "So… maybe."},
		{"And... I think so.", "And... I think so."},
		{"And... I'm sure.", "And... I'm sure."},
		{"Then... NASA called.", "Then... NASA called."},
		{"End. The next.", "End. The next."},
	})
}

func TestLowercaseYou(t *testing.T) {
	checkEdits(t, only(t, "transcript", "lowercase_you", nil), "lowercase_you", []editCase{
		{"Thank You for Your help.", "Thank you for your help."},
		{"You are here. You know it? You do.", "You are here. You know it? You do."},
		{"And You're right.", "And you're right."},
		{"He said \"You win.\"", "He said \"You win.\""},
		{"Yours truly and Youth stay.", "Yours truly and Youth stay."},
	})
}

// TestTranscriptDefaults runs the whole default set on messy transcripts.
func TestTranscriptDefaults(t *testing.T) {
	s := Transcript()
	cases := []editCase{
		{"Speaker 1: . hello there (laughs)!!  mr smith , ok?", "Hello there. Mr. smith, OK?"},
		{"<i>well</i> I was... The best , Thank You 😀", "Well I was... the best, Thank you"},
		{"¿really?? i said Umm no.", "Really? I said umm no."},
	}
	for _, c := range cases {
		res := s.Apply(c.in)
		if res.Dropped {
			t.Errorf("%q dropped by %s: %s", c.in, res.Rule, res.Reason)
			continue
		}
		if res.Text() != c.want {
			t.Errorf("Transcript(%q)\n got %q\nwant %q (hits %v)", c.in, res.Text(), c.want, res.Hits)
		}
	}
}

func TestRemoveBracketsMultibyte(t *testing.T) {
	s := only(t, "transcript", "remove_brackets", map[string]any{"pairs": []any{"«»", "()"}})
	checkEdits(t, s, "remove_brackets", []editCase{
		{"Say «hello (there)» now.", "Say  now."},
		{"Open « only.", "Open  only."},
		{"Close » only.", "Close  only."},
		{"((((deep))))", ""},
	})
}

// longInputs are runs that a rule could handle quadratically (no space to
// stop at, deep nesting): a unit repeated n times.
var longInputs = []struct {
	unit  string
	n     int
	paren bool // n opening parentheses, then n closing ones
}{{"a.", 200000, false}, {"(", 100000, true}, {"... ", 50000, false}, {"[1]", 50000, false}}

func longInput(unit string, n int, paren bool) string {
	if paren {
		return strings.Repeat("(", n) + strings.Repeat(")", n)
	}
	return strings.Repeat(unit, n)
}

// TestLongInputs: a long run without spaces or with deep nesting is
// cleaned as the same run of two or three units is, scaled: the same
// decision (kept, or dropped by the same rule) and each side as long as the
// short runs' growth per unit says, beginning as the two-unit run's does
// (but for the nested parentheses, which grow in the middle). A
// rule that gives up on long input (a length cap, a backtracking limit, a
// recursion depth) fails it. It ran these inputs and checked nothing: it
// could fail only by running past the test timeout. Whether the rules stay
// linear is BenchmarkLongInputs' to show.
func TestLongInputs(t *testing.T) {
	for si, s := range []*Set{Transcript(), Book()} {
		for _, in := range longInputs {
			r2 := s.ApplyPair(longInput(in.unit, 2, in.paren), longInput(in.unit, 2, in.paren))
			r3 := s.ApplyPair(longInput(in.unit, 3, in.paren), longInput(in.unit, 3, in.paren))
			long := longInput(in.unit, in.n, in.paren)
			r := s.ApplyPair(long, long)
			if r.Dropped != r3.Dropped || r.Rule != r3.Rule {
				t.Errorf("set %d, %q x %d: dropped %v by %q; 3 units: dropped %v by %q", si, in.unit, in.n, r.Dropped, r.Rule, r3.Dropped, r3.Rule)
				continue
			}
			for _, side := range []struct{ name, short2, short3, got string }{
				{"written", r2.Written, r3.Written, r.Written},
				{"spoken", r2.Spoken, r3.Spoken, r.Spoken},
			} {
				per := len(side.short3) - len(side.short2)
				if want := len(side.short2) + (in.n-2)*per; len(side.got) != want || !in.paren && !strings.HasPrefix(side.got, side.short2) {
					t.Errorf("set %d, %q x %d: %s side of %d bytes beginning %q; 2 units give %q, 3 units %q, so %d bytes", si, in.unit, in.n, side.name, len(side.got), side.got[:min(len(side.got), 20)], side.short2, side.short3, want)
				}
			}
		}
	}
}

// BenchmarkLongInputs times both rule sets on the long runs of
// TestLongInputs, at a quarter of their length and at the whole, so a rule
// that turned quadratic shows as a sixteenfold time rather than fourfold:
//
//	go test ./clean -run '^$' -bench LongInputs
func BenchmarkLongInputs(b *testing.B) {
	for _, in := range longInputs {
		for _, n := range []int{in.n / 4, in.n} {
			long := longInput(in.unit, n, in.paren)
			b.Run(fmt.Sprintf("%s-x%d", strings.TrimSpace(in.unit), n), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					Transcript().ApplyPair(long, long)
					Book().ApplyPair(long, long)
				}
			})
		}
	}
}

// Web text's character references are decoded in both sets that read
// written text; an ampersand that starts no reference stays.
func TestDecodeHTMLEntities(t *testing.T) {
	cases := []editCase{
		{"it&#39;s Tom &amp; Jerry &mdash; 5&nbsp;km", "it's Tom & Jerry — 5\u00a0km"},
		{"&#34;quoted&#34; &#x2014; &lt;b&gt;", "\"quoted\" — <b>"},
		{"AT&T and R&D; Q&A", "AT&T and R&D; Q&A"},
		{"a &bogus; ref & a &amp", "a &bogus; ref & a &amp"},
		{"&&amp;&", "&&&"},
	}
	checkEdits(t, only(t, "basic", "decode_html_entities", nil), "decode_html_entities", cases)
	checkEdits(t, only(t, "transcript", "decode_html_entities", nil), "decode_html_entities", cases)
}

// Full-width forms are written in ASCII on the written side; ideographs
// and other text stay.
func TestFoldFullwidth(t *testing.T) {
	checkEdits(t, only(t, "basic", "fold_fullwidth", nil), "fold_fullwidth", []editCase{
		{"I paid １２３ dollars，ＯＫ？", "I paid 123 dollars,OK?"},
		{"日本\u3000is Japan", "日本 is Japan"},
		{"plain text 123", "plain text 123"},
	})
}

// Soft hyphens, zero-width spaces, word joiners and byte order marks are
// removed; a zero-width joiner (emoji sequences, Indic scripts) stays.
func TestRemoveInvisible(t *testing.T) {
	checkEdits(t, only(t, "basic", "remove_invisible", nil), "remove_invisible", []editCase{
		{"inter\u00adnational trade of 5\u200b000 tons", "international trade of 5000 tons"},
		{"\ufeffHello\u2060world", "Helloworld"},
		{"family \U0001F468\u200d\U0001F469", "family \U0001F468\u200d\U0001F469"},
		// Bidirectional marks and isolates (Wikipedia keeps them around
		// names and coordinates) say nothing either.
		{"RTL \u200fmark\u200e 7 and \u2067isolated\u2069 \u202bembedded\u202c", "RTL mark 7 and isolated embedded"},
	})
}

// Latin ligatures (text extracted from PDFs) are written as their letters;
// the verbalizer kept "ﬁrst" as written, so the spoken side held it too.
func TestFoldLigatures(t *testing.T) {
	checkEdits(t, only(t, "basic", "fold_ligatures", nil), "fold_ligatures", []editCase{
		{"The \ufb01rst \ufb02oor, an o\ufb03ce and a bu\ufb00et", "The first floor, an office and a buffet"},
		{"e\ufb04uent \ufb00 \ufb05 \ufb06", "effluent ff st st"},
		{"plain first floor", "plain first floor"},
	})
}
