package normalize

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// longTextCase is a token whose rule asks about the whole text, repeated
// into a long text, and how the text's reading starts (the rule's path
// is taken).
type longTextCase struct{ tok, spoken string }

// checkLongTexts reads each token repeated 2,000 and 16,000 times: eight
// times the text must take about eight times as long, not the 64 times
// of a rule that reads the whole text at each token ("Smith , no 73 . "
// 16,000 times took 18 s, "the 2000Z and " 31 s). A bound of 20 times,
// and of 2 s at least, leaves room for a busy machine; a pair of readings
// past it is measured again, up to three times in all, and the fastest of
// each size counts: on a machine shared with other test binaries one slow
// reading of the long text took 108 times the short one's, where a
// quadratic rule is past the bound every time.
func checkLongTexts(t *testing.T, cases []longTextCase) {
	t.Helper()
	if testing.Short() {
		t.Skip("long texts")
	}
	best := func(text string) (string, time.Duration) {
		start := time.Now()
		v, err := testV.Best(text)
		if err != nil {
			t.Fatal(err)
		}
		return v.Spoken, time.Since(start)
	}
	tooSlow := func(short, long time.Duration) bool { return long > 2*time.Second && long > 20*short }
	for _, c := range cases {
		_, short := best(strings.Repeat(c.tok, 2000))
		spoken, long := best(strings.Repeat(c.tok, 16000))
		for try := 1; try < 3 && tooSlow(short, long); try++ {
			_, s := best(strings.Repeat(c.tok, 2000))
			_, l := best(strings.Repeat(c.tok, 16000))
			short, long = min(short, s), min(long, l)
		}
		if tooSlow(short, long) {
			t.Errorf("%q: Best took %v over 16,000 copies, %v over 2,000", c.tok, long, short)
		}
		if !strings.HasPrefix(spoken, c.spoken) {
			t.Errorf("%q: Best = %.80q...", c.tok, spoken)
		}
	}
}

// TestLongTextNumberRules: the number rules that ask the text for words of
// votes (a lower-case "no"), races (5K), accounts ("ending in 1234") or
// for any word at all (a repeated 911) read it once per scan.
func TestLongTextNumberRules(t *testing.T) {
	checkLongTexts(t, []longTextCase{
		{"Smith , no 73 . ", "smith number seventy three smith number seventy three"},
		{"got a 5K . ", "got a five thousand got a five thousand"},
		{"ending in 1234 and ", "ending in twelve thirty four and ending in twelve thirty four"},
		{"911, ", "nine one one nine one one nine one one"},
		// A record's number (tieRecordNumbers).
		{"Order no. 123-456 and ", "order number one two three dash four five six and order number"},
	})
}

// TestLongTextFractionRules: odds ("He is 4/6 to win", the words of
// chances before it), cricket's scores and an exam's marks read the text
// once per scan.
func TestLongTextFractionRules(t *testing.T) {
	checkLongTexts(t, []longTextCase{
		{"He is 4/6 to win and ", "he is four to six to win and he is four to six to win"},
		{"245/6 and ", "two hundred forty five sixths and two hundred forty five sixths"},
		{"got a 4/5 on it and ", "got a four fifths on it and got a four fifths on it"},
	})
}

// TestLongTextMeasureRules: knots or kilonewtons, base pairs or basis
// points, home runs, an oven's Fahrenheit and a financial multiple read
// the text once per scan.
func TestLongTextMeasureRules(t *testing.T) {
	checkLongTexts(t, []longTextCase{
		{"50 kn and ", "fifty knots and fifty knots"},
		{"50 bp and ", "fifty b p and fifty b p"},
		{"20 HR and ", "twenty hours and twenty hours"},
		{"at 375F and ", "at three hundred seventy five degrees fahrenheit and at three"},
		{"at 12x . ", "at twelve x at twelve x"},
	})
}

// TestLongTextWordRules: a chess move's code, carats, a book's format
// (12mo), a month over month change, a 7x7 plane's variant, lottery
// numbers, a list's roman items, a hex colour, the federal rules' "Fed."
// and an X (the Xbox's?), and the forty-ninth round's rules, read the
// text once per scan.
func TestLongTextWordRules(t *testing.T) {
	checkLongTexts(t, []longTextCase{
		{"The Rb2 unit ", "the rook b two unit the rook b two unit"},
		{"12 ct and ", "twelve court and twelve court"},
		{"3 ct. gold fish ", "three count gold fish three count gold fish"},
		{"a 12mo and ", "a twelve months and a twelve months"},
		{"up 3% m/m and ", "up three percent month over month and up three percent"},
		{"737-9 and 737-10 ", "seven hundred thirty seven to nine and seven hundred thirty seven"},
		{"03 11 24 36 42 and ", "o three one one two four three six four two and o three"},
		{"(i) and ", "i and i and i and"},
		{"#333333 and ", "number three hundred thirty three thousand three hundred thirty three and"},
		{"The Fed. chairman spoke. ", "the fed chairman spoke the fed chairman spoke"},
		{"cost , $ X / tC , or ", "cost dollar x t c or cost dollar x t c or"},
		// A cashtag's text of markets, a motorway's junction and a VAT
		// number ask the whole text once per scan (scanner facts), not
		// at each token: each was quadratic, 16,000 copies 2.6 s to
		// 9.4 s (fuzz9).
		{"$AB and ", "a b and a b and"},
		{"J12 and ", "j twelve and j twelve and"},
		{"GB123456789 and ", "g b one hundred twenty three million four hundred fifty six"},
		{"VAT GB 123 4567 89 ", "vat g b one two three four five six seven eight nine vat g b"},
		// The forty-ninth round's rules (fuzz10): a radio's ten-code and
		// a lottery's draw ask the text for their words, a handle's
		// digits walk back to its "@", a weekday's time and a range's
		// lone p look past the words around them, a resolution's pair
		// and a foot mark's thousands scan the number's neighbours.
		{"Roger, 10-4. ", "roger ten four roger ten four"},
		{"Unit 4 is 10-8. ", "unit four is ten eight unit four is ten eight"},
		{"@user123 and ", "at user one two three and at user one two three and"},
		{"lottery 4-18-27-33-61 and ", "lottery four eighteen twenty seven thirty three sixty one and lottery"},
		{"LT COL and ", "lieutenant colonel and lieutenant colonel and"},
		{"Meet Thurs at 3pm and ", "meet thursday at three p m and meet thursday at three p m and"},
		{"Weds 12-1p and ", "wednesday twelve to one p m and wednesday twelve to one p m and"},
		{"3840x2160 and ", "thirty eight forty by twenty one sixty and thirty eight forty by"},
		{"gains 3,000' and ", "gains three thousand feet and gains three thousand feet and"},
		{"ISO 9001:2015 and ", "iso nine thousand one twenty fifteen and iso"},
		{"Ph: 555-1234 and ", "phone five five five one two three four and phone"},
		{"The 6-10 center and ", "the six ten center and the six ten center and"},
	})
}

// TestLongTextTimeRules: a race's time (m:ss, and a range of them) and a
// zulu time read the text once per scan.
func TestLongTextTimeRules(t *testing.T) {
	checkLongTexts(t, []longTextCase{
		{"a 4:10 and ", "a four ten and a four ten and"},
		{"of 4:10-4:20 and ", "of four ten to four twenty and of four ten to four twenty"},
		{"the 2000Z and ", "the two thousand z and the two thousand z and"},
		// Hours with a lone p, a range's or alone: the text's lone hours
		// are counted once per scan (fuzz10).
		{"9-5p ", "nine to five pence nine to five pence"},
		{"5p ", "five pence five pence"},
	})
}

// TestScannerWordsAreTextHasWord: the scanner's word set answers as
// textHasWord and textWordCount do, over the whole text and before each
// position (a position inside a word too: "xchance" holds no "chance").
func TestScannerWordsAreTextHasWord(t *testing.T) {
	sets := []map[string]bool{probabilityWords, chessShared, planeMakers, baseballWords, setOf([]string{"abc"}, false)}
	for _, text := range []string{"", "He is 4/6 to win", "Your chance is 1/4 to win", "xchance 4/6", "The chance4/6 is",
		"abcdefghijklmnopqr abc", "abcdefghijklmnopqrabc abc", "Boeing 737-9", "BOEING boeing", "20 RBI and 3 rbi",
		"White played; then MOVE, move and check", "a chancechance chance"} {
		sc := &scanner{text: text}
		for i, set := range sets {
			if got, want := sc.hasWord(set), textHasWord(text, set); got != want {
				t.Errorf("%q set %d: hasWord %v, textHasWord %v", text, i, got, want)
			}
			if set["play"] {
				if got, want := sc.wordCount(set), textWordCount(text, set); got != want {
					t.Errorf("%q: wordCount %d, textWordCount %d", text, got, want)
				}
			}
			for pos := 0; pos <= len(text); pos++ {
				if got, want := sc.hasWordBefore(set, pos), textHasWord(text[:pos], set); got != want {
					t.Errorf("%q set %d before %d: hasWordBefore %v, textHasWord %v", text, i, pos, got, want)
				}
			}
		}
	}
}

// TestScannerFactsAfterSetText: a scanner pointed at another text works
// its facts and words out again.
func TestScannerFactsAfterSetText(t *testing.T) {
	sc := &scanner{text: "the colour #333"}
	if !sc.fact(factColourWord) || !sc.hasWord(setOf([]string{"colour"}, false)) {
		t.Fatal("no colour word in \"the colour #333\"")
	}
	sc.setText("issue #333")
	if sc.fact(factColourWord) || sc.hasWord(setOf([]string{"colour"}, false)) {
		t.Error("a colour word in \"issue #333\" after setText")
	}
}

// TestNoWholeTextWordScans: the rules ask the scanner for the text's words
// (sc.hasWord, sc.hasWordBefore, sc.wordCount), which reads them once per
// scan; textHasWord and textWordCount over the whole text, at each token,
// made a long text quadratic (the rules above). They stay for a window of
// the text (text[a:b]) and for the scanner's own fallback.
func TestNoWholeTextWordScans(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn, ok := call.Fun.(*ast.Ident)
			if !ok || fn.Name != "textHasWord" && fn.Name != "textWordCount" {
				return true
			}
			if _, window := call.Args[0].(*ast.SliceExpr); !window {
				t.Errorf("%s: %s over the whole text (ask the scanner: sc.hasWord, sc.wordCount)", fset.Position(call.Pos()), fn.Name)
			}
			return true
		})
	}
}

// textWordCount counts the distinct words of set (3-12 letters, any case)
// in text: the reference scanner.wordCount is held to.
func textWordCount(text string, set map[string]bool) int {
	seen := map[string]bool{}
	eachTextWord(text, func(w string) bool {
		if w := strings.ToLower(w); set[w] {
			seen[w] = true
		}
		return true
	})
	return len(seen)
}

// TestLongTextMarkRun: a run of marks is read in about linear time; each
// mark walked back over the whole run before it (scanner.add), 50,000 "("
// took 4 s (fuzz10).
func TestLongTextMarkRun(t *testing.T) {
	checkLongTexts(t, []longTextCase{{"((((", ""}, {"!(!(", ""}})
}
