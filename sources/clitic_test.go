package sources

import (
	"strconv"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// cliticGTN is raw GTN (the tokens of Google TN's lines: "Orem 's model",
// "does n't", "WWE 's", "Lead 21 's") with clitics after a word, after a
// span and at the start of a sentence, and the apostrophes that are no
// clitics: o'clock, 'n', a plural possessive's lone ' and the PTB quotes.
const cliticGTN = "PLAIN\t``\t<self>\nPLAIN\tUnder\t<self>\nPLAIN\tOrem\t<self>\nPLAIN\t's\t<self>\nPLAIN\tmodel\t<self>\n" +
	"PLAIN\tOlin\t<self>\nPLAIN\tdoes\t<self>\nPLAIN\tn't\t<self>\nPLAIN\tsupport\t<self>\n" +
	"LETTERS\tWWE\tw w e\nPLAIN\t's\t<self>\nPLAIN\tthree\t<self>\nPLAIN\tat\t<self>\n" +
	"CARDINAL\t21\ttwenty one\nPLAIN\t's\t<self>\nPLAIN\to'clock\t<self>\nPUNCT\t,\tsil\n" +
	"PLAIN\trock\t<self>\nPLAIN\t'n'\t<self>\nPLAIN\troll\t<self>\n" +
	"PLAIN\tthe\t<self>\nPLAIN\tboys\t<self>\nPLAIN\t'\t<self>\nPLAIN\tschool\t<self>\nPUNCT\t.\tsil\nPLAIN\t''\t<self>\n<eos>\t<eos>\n" +
	"PLAIN\t's\t<self>\nPLAIN\tThey\t<self>\nPLAIN\t'RE\t<self>\nPLAIN\tgone\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n"

// cliticSpoken is cliticGTN's spoken sides: each clitic joined to the word
// said before it, whatever that word's class; a clitic with no word
// before it ("'s" first) stands alone, as the letter its ASR form is.
var cliticSpoken = []string{
	"under orem's model olin doesn't support w w e's three at twenty one's o'clock rock n roll the boys school",
	"s they're gone",
}

// TestGTNSpokenJoinsClitics: the spoken side joins a clitic to its word
// ("orem's", not "orem s"), with or without --detokenize, in the parser
// and its reference; the spans still select their words, and the written
// side is GTN's tokens or, detokenized, the clitics joined the same way.
func TestGTNSpokenJoinsClitics(t *testing.T) {
	written := map[bool][]string{
		false: {"`` Under Orem 's model Olin does n't support WWE 's three at 21 's o'clock , rock 'n' roll the boys ' school . ''", "'s They 'RE gone ."},
		true:  {`"Under Orem's model Olin doesn't support WWE's three at 21's o'clock, rock 'n' roll the boys' school."`, "'s They'RE gone."},
	}
	for _, detok := range []bool{false, true} {
		opts := GTNOptions{Detokenize: detok}
		parseBoth(t, "output-00000-of-00100", []byte(cliticGTN), opts)
		pairs, rejects, _ := parseGTNString(t, "output-00000-of-00100", cliticGTN, opts)
		if len(pairs) != 2 || len(rejects) != 0 {
			t.Fatalf("detokenize=%v: pairs %+v rejects %+v", detok, pairs, rejects)
		}
		for i, p := range pairs {
			if p.Spoken != cliticSpoken[i] || p.Written != written[detok][i] {
				t.Errorf("detokenize=%v sentence %d:\n got %q / %q\nwant %q / %q", detok, i, p.Written, p.Spoken, written[detok][i], cliticSpoken[i])
			}
		}
		checkSpanOffsets(t, pairs[0], map[string]string{"LETTERS": "w w e", "CARDINAL": "twenty one"})
	}
}

// checkSpanOffsets checks that each span's offsets select its text on
// both sides and that its spoken words are want[class].
func checkSpanOffsets(t *testing.T, p dataset.Pair, want map[string]string) {
	t.Helper()
	if len(p.Spans) != len(want) {
		t.Fatalf("spans %+v, want %d", p.Spans, len(want))
	}
	for _, sp := range p.Spans {
		w := string([]rune(p.Written)[sp.WrittenStart:sp.WrittenEnd])
		s := string([]rune(p.Spoken)[sp.SpokenStart:sp.SpokenEnd])
		if w != sp.Written || s != sp.Spoken || s != want[sp.Class] {
			t.Errorf("span %+v selects %q / %q, want %q / %q", sp, w, s, sp.Written, want[sp.Class])
		}
	}
}

// TestNeMoGTNJoinsClitics: NeMo's sentence form of the same sentences
// (its lines hold GTN's tokens on both sides) gives the spoken side the
// raw reader gives, clitics joined; quote marks and a lone apostrophe are
// not glued to anything.
func TestNeMoGTNJoinsClitics(t *testing.T) {
	in := `{"text": "` + "`` Under Orem 's model Olin does n't support WWE 's three at 21 's o'clock , rock 'n' roll the boys ' school . ''" + `", ` +
		`"gt_normalized": "` + "`` Under Orem 's model Olin does n't support w w e 's three at twenty one 's o'clock , rock 'n' roll the boys ' school . ''" + `"}` + "\n" +
		`{"text": "'s They 'RE gone .", "gt_normalized": "'s They 'RE gone ."}` + "\n"
	for _, detok := range []bool{false, true} {
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return ParseNeMoGTN("GoogleTN.json", strings.NewReader(in), "test", GTNOptions{Detokenize: detok}, s)
		})
		if len(pairs) != 2 || len(rejects) != 0 {
			t.Fatalf("pairs %+v rejects %+v", pairs, rejects)
		}
		for i, p := range pairs {
			if p.Spoken != cliticSpoken[i] {
				t.Errorf("detokenize=%v line %d: spoken %q, want %q (the raw reader's)", detok, i+1, p.Spoken, cliticSpoken[i])
			}
		}
	}
}

func TestGTNSpokenForm(t *testing.T) {
	for in, want := range map[string]string{
		"Under Orem 's model .":             "under orem's model",
		"Olin does n't support":             "olin doesn't support",
		"I 'd 've gone , we 'll see":        "i'd've gone we'll see",
		"DO N'T SAY IT 'S":                  "don't say it's",
		"a ’ s b n’t":                       "a s bn't",
		"Inc. 's share":                     "inc's share",
		"`` 's '' here":                     "s here",
		"the students ' union":              "the students union",
		"a ' fast light ' beam":             "a fast light beam",
		"rock 'n' roll at five o'clock":     "rock n roll at five o'clock",
		"nineteen eighty four , no clitics": "nineteen eighty four no clitics",
		"'s":                                "s",
		"it 's ’s":                          "it's's",
		"a-b , c.d\u00a0E\t5%  ü":           "a b c d e 5 ü",
		" -- ":                              "",
	} {
		if got := GTNSpokenForm(in); got != want {
			t.Errorf("GTNSpokenForm(%q) = %q, want %q", in, got, want)
		}
		// Without an apostrophe GTNSpokenForm takes ASRForm's path: it
		// must say what saying each token would (as raw GTN's <self>).
		var said []byte
		for _, tok := range strings.Fields(in) {
			said, _ = appendGTNToken(said, "", tok, "<self>")
		}
		if string(said) != want {
			t.Errorf("%q: token by token %q, want %q", in, said, want)
		}
	}
}

// TestGTNKaggleJoinsClitics: Kaggle's en_train.csv, whose after column
// repeats a PLAIN token ("'s", "n't") where raw GTN writes <self>, joins
// its clitics as raw GTN does.
func TestGTNKaggleJoinsClitics(t *testing.T) {
	rows := [][3]string{
		{"PLAIN", "``", "``"}, {"PLAIN", "Under", "Under"}, {"PLAIN", "Orem", "Orem"}, {"PLAIN", "'s", "'s"}, {"PLAIN", "model", "model"},
		{"PLAIN", "Olin", "Olin"}, {"PLAIN", "does", "does"}, {"PLAIN", "n't", "n't"}, {"PLAIN", "support", "support"},
		{"LETTERS", "WWE", "w w e"}, {"PLAIN", "'s", "'s"}, {"PLAIN", "three", "three"}, {"PLAIN", "at", "at"},
		{"CARDINAL", "21", "twenty one"}, {"PLAIN", "'s", "'s"}, {"PLAIN", "o'clock", "o'clock"}, {"PUNCT", ",", ","},
		{"PLAIN", "rock", "rock"}, {"PLAIN", "'n'", "'n'"}, {"PLAIN", "roll", "roll"},
		{"PLAIN", "the", "the"}, {"PLAIN", "boys", "boys"}, {"PLAIN", "'", "'"}, {"PLAIN", "school", "school"}, {"PUNCT", ".", "."}, {"PLAIN", "''", "''"},
	}
	var b strings.Builder
	b.WriteString(GTNKaggleHeader + "\n")
	q := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
	for i, r := range rows {
		b.WriteString("0," + strconv.Itoa(i) + "," + q(r[0]) + "," + q(r[1]) + "," + q(r[2]) + "\n")
	}
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseGTNKaggle("en_train.csv", strings.NewReader(b.String()), "train", GTNOptions{}, s)
	})
	if len(pairs) != 1 || len(rejects) != 0 {
		t.Fatalf("pairs %+v rejects %+v", pairs, rejects)
	}
	if pairs[0].Spoken != cliticSpoken[0] {
		t.Errorf("spoken %q, want %q (raw GTN's)", pairs[0].Spoken, cliticSpoken[0])
	}
	checkSpanOffsets(t, pairs[0], map[string]string{"LETTERS": "w w e", "CARDINAL": "twenty one"})
}

// TestGTNCliticInsideASpokenToken: Google TN says a plural of letters with
// its clitic inside the token's spoken column (LETTERS "PDFs" "p d f 's",
// "CDs" "c d 's"); the clitic joins its letter there as it does between
// tokens, so raw GTN, Kaggle's CSV and NeMo's sentence form of the same
// sentence give one spoken side. The raw and Kaggle readers gave "p d f
// s", a word "s" no ASR system writes, where NeMo's form gave "p d f's"
// (qa80: 9 of gtn_dev_clean's 5,518 sentences converted to raw GTN).
func TestGTNCliticInsideASpokenToken(t *testing.T) {
	const want = "verification of p d f's and c d's"
	raw := "PLAIN\tverification\t<self>\nPLAIN\tof\t<self>\nLETTERS\tPDFs\tp d f 's\nPLAIN\tand\t<self>\n" +
		"LETTERS\tCDs\tc_letter d_letter 's\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	kaggle := GTNKaggleHeader + "\n" + `0,0,"PLAIN","verification","verification"` + "\n" + `0,1,"PLAIN","of","of"` + "\n" +
		`0,2,"LETTERS","PDFs","p d f 's"` + "\n" + `0,3,"PLAIN","and","and"` + "\n" + `0,4,"LETTERS","CDs","c_letter d_letter 's"` + "\n" +
		`0,5,"PUNCT",".","."` + "\n"
	nemo := `{"text": "verification of PDFs and CDs .", "gt_normalized": "verification of p d f 's and c d 's ."}` + "\n"
	for _, detok := range []bool{false, true} {
		opts := GTNOptions{Detokenize: detok}
		parseBoth(t, "output-00000-of-00100", []byte(raw), opts)
		for name, parse := range map[string]func(Sink) (FileResult, error){
			"raw": func(s Sink) (FileResult, error) {
				return ParseGTN("output-00000-of-00100", strings.NewReader(raw), "train", opts, s)
			},
			"kaggle": func(s Sink) (FileResult, error) {
				return ParseGTNKaggle("en_train.csv", strings.NewReader(kaggle), "train", opts, s)
			},
			"nemo": func(s Sink) (FileResult, error) {
				return ParseNeMoGTN("GoogleTN.json", strings.NewReader(nemo), "test", opts, s)
			},
		} {
			pairs, rejects, _ := collect(t, parse)
			if len(pairs) != 1 || len(rejects) != 0 {
				t.Fatalf("%s: pairs %+v rejects %+v", name, pairs, rejects)
			}
			if pairs[0].Spoken != want {
				t.Errorf("%s detokenize=%v: spoken %q, want %q", name, detok, pairs[0].Spoken, want)
			}
			if name == "nemo" {
				continue // the sentence form has no spans
			}
			// the spans select their words, the clitic joined
			var got []string
			for _, sp := range pairs[0].Spans {
				got = append(got, string([]rune(pairs[0].Spoken)[sp.SpokenStart:sp.SpokenEnd])+"="+sp.Spoken)
			}
			if strings.Join(got, ",") != "p d f's=p d f's,c d's=c d's" {
				t.Errorf("%s detokenize=%v: spans %v", name, detok, got)
			}
		}
	}
}
