package sources

import (
	"io"
	"strings"
	"testing"
)

// checkDetokenizedSpans reads raw GTN text in with --detokenize through
// the parser and its reference: each gives one pair written so, and every
// span's offsets select its own written text in it.
func checkDetokenizedSpans(t *testing.T, in, written string) {
	t.Helper()
	for name, parse := range map[string]func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){"ParseGTN": ParseGTN, "reference": parseGTNRef} {
		pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{Detokenize: true}, s)
		})
		if len(pairs) != 1 || len(pairs[0].Spans) == 0 {
			t.Errorf("%s: pairs %+v, want one with spans", name, pairs)
			continue
		}
		p := pairs[0]
		if p.Written != written {
			t.Errorf("%s: detokenized %q, want %q", name, p.Written, written)
		}
		w := []rune(p.Written)
		for _, sp := range p.Spans {
			if sp.WrittenEnd > int32(len(w)) || string(w[sp.WrittenStart:sp.WrittenEnd]) != sp.Written {
				t.Errorf("%s: %q: span %+v does not select its written text", name, p.Written, sp)
			}
		}
	}
}

// TestDetokenizeJoinsNumberCompounds: GTN's tokenizer split a compound
// adjective of a number and a word at its hyphen (`18 - year old`, `32 -
// bit`), which --detokenize kept spaced (Google TN fit lines and NeMo GTN
// 2,001-7,551: 21 sentences, Proteno's study sample 38); a lower-case word
// after a number's spaced hyphen joins it, as writers type it. A range or
// a score (a number after the hyphen), a capital, a function word or a
// range's end after it keep their spaces.
func TestDetokenizeJoinsNumberCompounds(t *testing.T) {
	for in, want := range map[string]string{
		"her 18 - year old son":            "her 18-year old son",
		"a 32 - bit console audio player":  "a 32-bit console audio player",
		"at the Georgia 25 - yard line .":  "at the Georgia 25-yard line.",
		"a 3,000 - square foot ballroom":   "a 3,000-square foot ballroom",
		"a 2.477 - mile long highway":      "a 2.477-mile long highway",
		"Let M be a prime 3 - manifold ,":  "Let M be a prime 3-manifold,",
		"the 1922 - built building":        "the 1922-built building",
		"( 6 - inch ) guns":                "(6-inch) guns",
		"the A4 - size sheet":              "the A4-size sheet",
		"from 1990 - 1995 .":               "from 1990 - 1995.",
		"won 3 - 1 at home":                "won 3 - 1 at home",
		"passed 254 - 85 ( with":           "passed 254 - 85 (with",
		"from 2005 - present":              "from 2005 - present",
		"lost 3 - nil":                     "lost 3 - nil",
		"in 1949 - The year":               "in 1949 - The year",
		"2 T - 1 - a thermal spectrometer": "2 T - 1 - a thermal spectrometer",
		"scored 12 - the most":             "scored 12 - the most",
		"in 1990 - and again":              "in 1990 - and again",
		"the b - side , x - ray":           "the b - side, x - ray",
		"a 3 - d film":                     "a 3 - d film",
		"was 5 - .":                        "was 5 -.",
		"at 5 -":                           "at 5 -",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	// Raw GTN: the number is a CARDINAL span, and a span after the joined
	// words still selects its text.
	in := "PLAIN\ther\t<self>\nCARDINAL\t18\teighteen\nPUNCT\t-\tsil\nPLAIN\tyear\t<self>\nPLAIN\told\t<self>\nPLAIN\tson\t<self>\nPLAIN\tin\t<self>\nDATE\t1982\tnineteen eighty two\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	checkDetokenizedSpans(t, in, "her 18-year old son in 1982.")
	checkDetokenizedGTN(t, in, "her 18-year old son in 1982.", "her eighteen year old son in nineteen eighty two", "18")
}

// TestDetokenizeJoinsPluralPossessives: a plural's possessive GTN's
// tokenizer split (`the boys ' school`) was kept spaced; its apostrophe
// joins the plural (Google TN fit 1-1,000 and NeMo GTN 2,001-7,551: 34
// sentences), and so do a dropped g's (`Rollin '`); two possessives in a
// sentence are no quotation, a year's apostrophe joins its digits.
func TestDetokenizeJoinsPluralPossessives(t *testing.T) {
	for in, want := range map[string]string{
		"the boys ' school was old":                               "the boys' school was old",
		"the boys ' school and the girls ' school .":              "the boys' school and the girls' school.",
		"the Holding companies ' junk bonds":                      "the Holding companies' junk bonds",
		"Douglas ' mother 's side":                                "Douglas' mother's side",
		"at his parents ' house .":                                "at his parents' house.",
		"at the Joneses ' .":                                      "at the Joneses'.",
		"Buggy Rollin ' : Brain Damage":                           "Buggy Rollin': Brain Damage",
		"`` Dancin ' the Night Away `` by":                        `"Dancin' the Night Away" by`,
		"the Rising of ' 45 .":                                    "the Rising of '45.",
		"The ' 00s .":                                             "The '00s.",
		"Conference on Lasers ' 87 , F":                           "Conference on Lasers '87, F",
		"Goal : Yasin 17 ' .":                                     "Goal: Yasin 17'.",
		"Edinburgh Baha ' i Community":                            "Edinburgh Baha ' i Community",
		"Radio 3 ' s next foray":                                  "Radio 3 ' s next foray",
		"Episode 1 Rock ' n ' Roll War":                           "Episode 1 Rock ' n ' Roll War",
		"whose goatskin was called the ' .":                       "whose goatskin was called the '.",
		"`` ' ' CBC remains committed to New Brunswick ' ' `` .":  `"' ' CBC remains committed to New Brunswick ' '".`,
		"Ratings : ' Big Bang Theory , ' ' Grey 's , ' Adjusted":  "Ratings: ' Big Bang Theory, ' ' Grey's, ' Adjusted",
		"Gettin ' Into Somethin ' ( Epic , 1961 ) Reaching Out":   "Gettin' Into Somethin' (Epic, 1961) Reaching Out",
		"Senior officials ' high earners ' salaries as at 30 Sep": "Senior officials' high earners' salaries as at 30 Sep",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDetokenizePairsSingleQuotes: a quotation in single quotes GTN's
// tokenizer split (`a kind of ' error term '`) was kept spaced; its quotes
// pair in the sentence, the opening joining the word after it and the
// closing the word before (Google TN fit 1-1,000 and NeMo GTN 2,001-7,551:
// 42 sentences, Proteno's study sample 64), a quote after a plural among
// them; raw GTN's spans after the quotes still select their text.
func TestDetokenizePairsSingleQuotes(t *testing.T) {
	for in, want := range map[string]string{
		"as a kind of ' error term ' .":                                   "as a kind of 'error term'.",
		"Sport Society ' Ukraine ' popularised":                           "Sport Society 'Ukraine' popularised",
		"' Kippur ' tells stark story":                                    "'Kippur' tells stark story",
		"`` ' Vulcan ' tops poll `` .":                                    `"'Vulcan' tops poll".`,
		"`` Swept From Jobs in ' Silent Raids ' `` Bernstein":             "\"Swept From Jobs in 'Silent Raids'\" Bernstein",
		"Yojiro Takita 's ' Departures ' has":                             "Yojiro Takita's 'Departures' has",
		"started the ' Gille ' or ' Gylle dynasty ' ( the":                "started the 'Gille' or 'Gylle dynasty' (the",
		"was ' dark ' , ' disturbing ' and had ' ( frightened ) them ' .": "was 'dark', 'disturbing' and had '(frightened) them'.",
		"the ' corporation lawyer , ' and the ' lawyer . '":               "the 'corporation lawyer,' and the 'lawyer.'",
		"`` review : ' a lively adventure ' `` .":                         "\"review: 'a lively adventure'\".",
		"Trond Brathen ( ' Trondr ) and rhythm guitarist ' Enzifer ' .":   "Trond Brathen (' Trondr) and rhythm guitarist 'Enzifer'.",
		"Lina Unveils ' inner Beauty ' Allbusiness":                       "Lina Unveils 'inner Beauty' Allbusiness",
		"Sim , R . : ' 90 - strong orchestra wins award ' , The":          "Sim, R.: '90-strong orchestra wins award', The",
		"`` Dvor Massacre ' Cover up ' `` .":                              "\"Dvor Massacre 'Cover up'\".",
		"Now I 'm discovering my roots . '":                               "Now I'm discovering my roots.'",
		"Ava was voted ' Best in her class .":                             "Ava was voted ' Best in her class.",
		"He said ' no ' and she said ' yes ' .":                           "He said 'no' and she said 'yes'.",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	// Raw GTN: the quotes are PUNCT tokens (said nothing); the parser
	// plans them as Detokenize does, and every span selects its text.
	in := "PLAIN\tthe\t<self>\nPLAIN\tboys\t<self>\nPUNCT\t'\tsil\nPLAIN\tschool\t<self>\nPLAIN\tin\t<self>\nDATE\t1990\tnineteen ninety\nPLAIN\tsang\t<self>\nPUNCT\t'\tsil\nPLAIN\tHome\t<self>\nPUNCT\t'\tsil\nPLAIN\ton\t<self>\nCARDINAL\t5\tfive\nPLAIN\tdays\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	checkDetokenizedSpans(t, in, "the boys' school in 1990 sang 'Home' on 5 days.")
	checkDetokenizedGTN(t, in, "the boys' school in 1990 sang 'Home' on 5 days.", "the boys school in nineteen ninety sang home on five days", "1990")
}

// TestDetokenizeJoinsCurrencySigns: $ joined its amount (`$ 12.99` is
// `$12.99`) but `€ 5`, `£ 20`, `¥ 300` stayed spaced (qa40); every sign
// written before its amount joins a number after it, as Google TN's own
// sentences write £ (NeMo GTN 2,001-7,551: `£900 million`, `£20m`); ¢,
// written after its number, and a sign before a word keep their space.
func TestDetokenizeJoinsCurrencySigns(t *testing.T) {
	for in, want := range map[string]string{
		"It costs $ 12.99 .":          "It costs $12.99.",
		"The café costs € 5 today .":  "The café costs €5 today.",
		"He owes £ 20 , not £ 2.50 .": "He owes £20, not £2.50.",
		"Naïve users paid ¥ 300 .":    "Naïve users paid ¥300.",
		"about ₹ 1,200 crore":         "about ₹1,200 crore",
		"the € sign":                  "the € sign",
		"only 5 ¢ each":               "only 5 ¢ each",
		"( € 5 )":                     "(€5)",
		"`` € 5 `` , he said":         `"€5", he said`,
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	// NeMo's GoogleTN.json (where a user's spaced signs come from): the
	// written side is joined, the spoken side kept.
	in := `{"text": "The café costs € 5 today .", "gt_normalized": "The café costs five euros today ."}` + "\n"
	pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("GoogleTN.json", strings.NewReader(in), "train", GTNOptions{Detokenize: true}, s)
	})
	if len(pairs) != 1 || pairs[0].Written != "The café costs €5 today." || pairs[0].Spoken != "the café costs five euros today" {
		t.Fatalf("pairs %+v", pairs)
	}
}

// TestGTNSpokenInvisibleAndEmoji: prep gtn's spoken side is ASR form. A
// zero-width space inside a word split it into two spoken words while the
// written side kept one ("x\u200by" was said "x y"); invisible characters
// are nothing, as the verbalizer reads them. An emoji GTN keeps as itself
// is said by no word, as punctuation is not: the spoken side has none, the
// written side keeps it, and the row is kept (read = written + rejected).
func TestGTNSpokenInvisibleAndEmoji(t *testing.T) {
	in := `{"text": "x` + "\u200b" + `y 7 .", "gt_normalized": "x` + "\u200b" + `y seven ."}` + "\n" +
		`{"text": "He said 👍 at 3 pm .", "gt_normalized": "He said 👍 at three p m ."}` + "\n"
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("GoogleTN.json", strings.NewReader(in), "train", GTNOptions{Detokenize: true}, s)
	})
	if len(pairs) != 2 || len(rejects) != 0 {
		t.Fatalf("pairs %+v rejects %+v", pairs, rejects)
	}
	if p := pairs[0]; p.Written != "x\u200by 7." || p.Spoken != "xy seven" {
		t.Errorf("zero-width space: %q / %q", p.Written, p.Spoken)
	}
	if p := pairs[1]; p.Written != "He said 👍 at 3 pm." || p.Spoken != "he said at three p m" {
		t.Errorf("emoji: %q / %q", p.Written, p.Spoken)
	}
	if got := ASRForm("inter\u00adnational 5\u200b000 co\u2060op"); got != "international 5000 coop" {
		t.Errorf("ASRForm: %q", got)
	}
}

// TestDetokenizeQuoteEndingTheSentence: a quote token that ends the
// sentence closes a quotation, since nothing is after it to open: NeMo's
// GoogleTN.json ends a sentence whose quotation began in the sentence
// before with a lone “ (lines 210 and 441 of its first 1,000), which was
// read as an opening quote and kept its space, `wicked intent. "`. A
// quote that opens a quotation, and one a sentence both opens and closes,
// are as before.
func TestDetokenizeQuoteEndingTheSentence(t *testing.T) {
	for in, want := range map[string]string{
		"He 's an eye magnet , with an expression of wicked intent . ``": `He's an eye magnet, with an expression of wicked intent."`,
		"in the most inhumane conditions . ''":                           `in the most inhumane conditions."`,
		`He said " hi " and left . "`:                                    `He said "hi" and left."`,
		"`` Getting Londoners Moving `` ( PDF ) .":                       `"Getting Londoners Moving" (PDF).`,
		"`` yes":              `"yes`,
		"he said `` yes `` .": `he said "yes".`,
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
}
