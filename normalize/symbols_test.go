package normalize

import (
	"errors"
	"testing"
)

func TestSymbols(t *testing.T) {
	checkCases(t, []caseT{
		{"A & B", "a and b", nil},
		{"2+3", "two plus three", nil},
		{"1-2=5", "one minus two equals five", []string{"one to two equals five"}},
		{"the # 7 seed", "the number seven seed", nil},
		// Google TN says "hash tag" (fitted).
		{"#mytext", "hash tag mytext", []string{"hashtag mytext", "hash mytext"}},
		{"2x8", "two by eight", []string{"two x eight", "two times eight"}},
		{"Δ", "delta", nil},
		{"`` quoted ``", "quoted", nil},
	})
	_, err := testV.Variants("smile 😀", 1)
	var e *Error
	if !errors.As(err, &e) || e.Kind != "symbol" || e.Offset != 6 {
		t.Errorf("an emoji should be rejected with a reason, got %v", err)
	}
	if _, err := testV.Variants("bad \xff byte", 1); !errors.As(err, &e) || e.Kind != "invalid_utf8" || e.Offset != 4 {
		t.Errorf("invalid UTF-8: got %v", err)
	}
}

// A note's letter and the sign: "C#", "F# minor" are "c sharp"; '#'
// elsewhere keeps its readings.
func TestSharp(t *testing.T) {
	checkCases(t, []caseT{
		{"C# and F# minor", "c sharp and f sharp minor", nil},
		{"written in C#.", "written in c sharp", nil},
		{"# 7 seed", "number seven seed", nil},
		{"ABC#", "", []string{"a b c hash"}},
	})
	if ok, _ := testV.Accepts("ABC#", "a b c sharp"); ok {
		t.Error("ABC#: a letter inside a word is no note")
	}
}

// Layout symbols are unsaid (bullets, boxes, check marks were rejected),
// a star rating is said as one, an arrow between amounts is "to".
func TestLayoutSymbolsStarsArrows(t *testing.T) {
	checkCases(t, []caseT{
		{"■ gradual improvement", "gradual improvement", nil},
		{"✓ done ✗ not done", "done not done", nil},
		{"A ★★★★ review", "a four stars review", nil},
		{"rated ★★★☆☆", "rated three stars", nil},
		// A star after a number is its unit ("four point five one star").
		{"rated 4.5★ by guests", "rated four point five stars by guests", nil},
		{"a 5★ hotel", "a five star hotel", []string{"a five stars hotel"}}, // singular first after "a" (verb59)
		{"1★ reviews", "one star reviews", nil},
		{"Price is $5 → $7.", "price is five dollars to seven dollars", []string{"price is five dollars seven dollars"}},
	})
}

// A symbol read before a number is read so before an amount too ("~$5"
// lost its tilde); "ext." before a number is "extension".
func TestSymbolBeforeAmount(t *testing.T) {
	checkCases(t, []caseT{
		{"~$5", "approximately five dollars", nil},
		{"<€10 each", "less than ten euros each", nil},
		{"call 555-1234 ext. 123", "", []string{"call five five five one two three four extension one two three", "call five five five one two three four extension one hundred twenty three"}},
	})
}

// TestASCIISymbols: symbols spelled in ASCII read as the symbol ("x != 5"
// was "x equals five", "a -> b" "a greater than b"), and the arrows and
// the not-equal sign are read (they were refused).
func TestASCIISymbols(t *testing.T) {
	checkCases(t, []caseT{
		{"x != 5", "x not equal to five", nil},
		{"x <= 5", "x less than or equal to five", nil},
		{"x >= 5", "x greater than or equal to five", nil},
		{"a -> b", "a to b", nil},
		{"a => b", "a implies b", nil},
		{"p <=> q", "p if and only if q", nil},
		{"if a == b", "if a equals b", nil},
		{"a ≠ b", "a not equal to b", nil},
		{"a ← b", "a from b", nil},
		{"London ↔ Paris", "london to paris", nil},
		{"if x<-5 then", "if x less than minus five then", nil},
		{"T>-40", "t greater than minus forty", nil},
	})
	noVariantContains(t, "x != 5", "x equals five")
}

// TestPlusSlashMinus: "+/-" is "±" ("a margin of error of +/- 3.5
// points" was "plus three point five points", the "/-" silent).
func TestPlusSlashMinus(t *testing.T) {
	checkCases(t, []caseT{
		{"a margin of error of +/- 3.5 percentage points", "a margin of error of plus or minus three point five percentage points", nil},
		{"12.3 +/- 0.4 kg", "twelve point three plus or minus zero point four kilograms", nil},
		{"accurate to +/-2%", "accurate to plus or minus two percent", nil},
	})
	noVariantContains(t, "error of +/- 3.5 points", "error of plus three")
}

// TestGradeMinus: a letter grade's minus is said ("an A- in history" was
// "an a in history"); a hyphen joining a letter to a word, or a
// compound's first half ("A- and B-sides"), is not.
func TestGradeMinus(t *testing.T) {
	checkCases(t, []caseT{
		{"He got a B+ in chemistry and an A- in history.", "he got a b plus in chemistry and an a minus in history", nil},
		{"She earned a C- on the test.", "she earned a c minus on the test", nil},
		{"a B- average", "a b minus average", nil},
		{"both A- and B-sides", "both a and b sides", nil},
		// No minus; the party and state are verb97's (TestVerb97PartyState).
		{"Sen. Warren (D-Mass.) spoke", "senator warren democrat of massachusetts spoke", []string{"senator warren d massachusetts spoke"}},
		{"an A-list actor", "an a list actor", nil},
	})
}

// TestFlatKey: a note's flat written as a b is said ("Bb major" was "b b
// major"), before major or minor, and Bb, Eb after "in" or "of".
func TestFlatKey(t *testing.T) {
	checkCases(t, []caseT{
		{"The symphony in C# minor, then Bb major.", "the symphony in c sharp minor then b flat major", nil},
		{"A prelude in the key of Eb.", "a prelude in the key of e flat", nil},
		{"Written in Bb for clarinet.", "written in b flat for clarinet", nil},
	})
	noVariantContains(t, "Pb and Ab were measured.", "flat")
}

// TestHashtagWords: a CamelCase hashtag is said word by word
// ("#ThrowbackThursday" was "throwbackthursday"), capitals before a word
// spelled ("#NBAFinals" "n b a finals").
func TestHashtagWords(t *testing.T) {
	checkCases(t, []caseT{
		{"#ThrowbackThursday to 2015", "hash tag throwback thursday to twenty fifteen", nil},
		{"Join #BlackLivesMatter rallies.", "join hash tag black lives matter rallies", nil},
		{"#NBAFinals tonight", "hash tag n b a finals tonight", nil},
		{"use #Artemis2 for updates", "use hash tag artemis two for updates", nil},
		// "Mc" is no word of its own (session 13: "mc donalds").
		{"#McDonalds is trending.", "hash tag mcdonalds is trending", nil},
		{"#JohnMcCain spoke.", "hash tag john mccain spoke", nil},
	})
}

// TestSectionSignsAndCopyright: a doubled section or paragraph sign is
// the plural ("§§ 12-14" was "section section twelve to fourteen"), the
// paragraph sign is said ("Page 12 ¶ 3" was "page twelve three"), and
// the © after the word "copyright" is unsaid ("copyright copyright").
func TestSectionSignsAndCopyright(t *testing.T) {
	checkCases(t, []caseT{
		{"See §§ 12-14.", "see sections twelve to fourteen", nil},
		{"See ¶¶ 3-5.", "see paragraphs three to five", nil},
		{"Page 12 ¶ 3 says so.", "page twelve paragraph three says so", nil},
		{"Copyright © 2024 Acme", "copyright twenty twenty four acme", nil},
		{"© 2024 Acme", "copyright twenty twenty four acme", nil},
		{"See § 12 of the Act.", "see section twelve of the act", nil},
		{"The © sign", "the copyright sign", nil},
	})
}

// TestEmphasisMarks: Project Gutenberg's _italics_ and Markdown's *, **
// emphasis are unsaid ("it was _very_ important" was "underscore very
// underscore"); an underscore or asterisk inside a word or between
// numbers, or without its partner, is read as before.
func TestEmphasisMarks(t *testing.T) {
	checkCases(t, []caseT{
		{"He said it was _very_ important.", "he said it was very important", nil},
		{"It was _The Times_ that said it.", "it was the times that said it", nil},
		{"He said it was *very* important.", "he said it was very important", nil},
		{"**Bold** text here", "bold text here", nil},
		{"*Note:* see it", "note see it", nil},
		{"The **2024** report", "the twenty twenty four report", nil},
		{"use snake_case names", "use snake underscore case names", nil},
		{"x_1 and x_2", "x underscore one and x underscore two", nil},
		{"5 * 3 = 15", "five times three equals fifteen", nil},
		{"a footnote* here", "a footnote here", []string{"a footnote asterisk here"}}, // a footnote's mark, unsaid (verb78, TestFootnoteStar)
		// Python's double underscores around a name are code, said
		// (found reviewing ea1ea9b: "edit the init py file").
		{"Edit the __init__.py file.", "edit the underscore underscore init underscore underscore py file", nil},
		{"if __name__ == 'x':", "if underscore underscore name underscore underscore equals x", nil},
		{"It is __really important__ here", "it is really important here", nil},
		{"__Important__: read this.", "important read this", nil},
		{"Get **$5** off today.", "get five dollars off today", nil},
	})
}

// TestStarCode: "*" before a service code after a verb of dialing is the
// telephone's star key ("Dial *67" was "dial asterisk sixty seven").
func TestStarCode(t *testing.T) {
	checkCases(t, []caseT{
		{"Dial *67 first.", "dial star sixty seven first", nil},
		{"Press *69 to call back.", "press star sixty nine to call back", nil},
		{"Use 2*3 here.", "", []string{"use two times three here"}},
	})
}

// TestCommandFlag: a command's option after a command word says its
// dashes ("git checkout -b main" was "checkout b main").
func TestCommandFlag(t *testing.T) {
	checkCases(t, []caseT{
		{"Run git checkout -b main now.", "run git checkout dash b main now", nil},
		{"Use grep --count here.", "use grep dash dash count here", nil},
		{"Try pip install --dry-run first.", "try pip install dash dash dry run first", nil},
		{"It was a pre- and post-war era.", "it was a pre and post war era", nil},
		{"He said -no- to that.", "he said no to that", nil},
		{"Use docker run -it --rm ubuntu to start.", "use docker run dash it dash dash r m ubuntu to start", nil},
		// A command word earlier in prose makes no option of a dash
		// (revn17: "make the best of it --these" was "dash dash").
		{"Let's make the best of it --these are hard times.", "let's make the best of it these are hard times", nil},
		{"We'll make it work --or not at all.", "we'll make it work or not at all", nil},
		{"I'll install it -probably tomorrow- if I can.", "i'll install it probably tomorrow if i can", nil},
		{"They commit -every single time- to it.", "they commit every single time to it", nil},
		{"The python -an enormous snake- ate it.", "the python an enormous snake ate it", nil},
		// revn18: an option's noun after it makes it one.
		{"Use grep with the -i flag.", "use grep with the dash i flag", nil},
		{"The pip install command takes a -r argument.", "the pip install command takes a dash r argument", nil},
		{"Pass the --verbose option to see more.", "pass the dash dash verbose option to see more", nil},
	})
}

// TestHashAfterWord: a hash against the word before it opens no hashtag
// ("dfsd#sfgsfd" and "#mytext#" read "hash tag" there); a note's letter
// before it keeps "sharp" and a number after it "number".
func TestHashAfterWord(t *testing.T) {
	checkCases(t, []caseT{
		{"dfsd#sfgsfd", "d f s d hash sfgsfd", nil},
		{"#mytext#", "hash tag mytext hash", nil},
		{"C# is a language", "c sharp is a language", nil},
		{"item#5", "item number five", nil},
	})
}
