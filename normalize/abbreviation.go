package normalize

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// abbreviation expands a word listed in the style's abbreviations: with
// its period (Dr.), or without it for the dot-optional ones (Mr Smith).
// Context decides between readings (St. John -> saint, Elm St. ->
// street); an abbreviation with no applicable reading is a plain word.
func (sc *scanner) abbreviation(pos, end int, w string) (match, bool) {
	st := sc.st
	text := sc.text
	if alts, ok := lifeEventAbbreviation(text, pos, end, w); ok {
		return oneSeg(Abbreviation, pos, end+1, alts), true
	}
	if w[0] >= 'A' && w[0] <= 'Z' && pos > 1 && text[pos-1] == ' ' && isDigit(text[pos-2]) {
		if w == "SR" {
			// "Rank: Diamond 2, 2,450 SR.": after a number, a game's
			// skill rating (or another count's letters), never a
			// name's "senior" ("two thousand four hundred fifty senior"
			// was 0.99). Hand-set (verb95): Google TN's sentences hold
			// no "SR" after a number.
			return match{}, false
		}
		if alts, ok := sc.zoneInCapitals(pos, end, w); ok {
			return oneSeg(Letters, pos, end, alts), true
		}
	}
	if len(w) == 2 && w[0]|0x20 == 'c' && w[1]|0x20 == 't' {
		if alts, ok := sc.centralZone(pos, end); ok {
			return oneSeg(Letters, pos, end, alts), true
		}
		if alts, ok := caratsAfterNumber(sc, pos, end, w); ok {
			return oneSeg(Abbreviation, pos, end, alts), true
		}
	}
	if len(w) == 3 && strings.EqualFold(w, "est") {
		if alts, ok := sc.easternZone(pos, end); ok {
			return oneSeg(Letters, pos, end, alts), true
		}
		if end < len(text) && text[end] == '.' && estimateAmountAfter(text, end+1) {
			// "est. $5M", "est. 40%", "est. 5 million people": before an
			// amount that is no year "est." is estimated ("established
			// five million dollars" was first, as "Est. 1901" reads).
			// Hand-set: Google TN's sentences have no "est." before a
			// number.
			var d dist
			d.add("estimated", 0.85)
			d.add("established", 0.05)
			d.add("e s t", 0.1)
			return oneSeg(Abbreviation, pos, end+1, d.done()), true
		}
	}
	if (w == "cir" || w == "Cir") && (end == len(text) || text[end] != '.' && !strings.HasPrefix(text[end:], " .")) && (sc.contextHolds("after_ordinal", pos, end) || splitOrdinalBefore(text, pos)) {
		if alts, ok := sc.bareCircuit(pos, end, w); ok {
			return oneSeg(Abbreviation, pos, end, alts), true
		}
	}
	if lw := strings.ToLower(w); (lw == "rm" || lw == "rms") && scaledAmountAfter(text, end) {
		// "Rm 5 million", "Rm 2.5bn", "Rm 2,000": an amount (a
		// currency's letters), no room's number; the letters as before
		// ("room five million" was 0.97).
		return match{}, false
	}
	if lowerWordWithoutNumber(text, end, w) {
		// "I sat.", "They will wed.", "She ate a fig." ("saturday",
		// "wednesday", "figure"), and tokenized "I sat ." ("s a t" 0.40):
		// in lower case these words are abbreviations only before a
		// number ("fig. 3", "on 5 mar. 2020").
		return match{}, false
	}
	if _, numbered := numberedBooks[w]; numbered && scriptureAbbrevs[w] != "" && (end >= len(text) || text[end] != '.') &&
		numberedBookBefore(text, pos) && scriptureRefAfter(text, end, true) && scriptureVerseAfter(text, end) {
		// "1 Kgs 17:1", "2 Cor 5:17": a numbered book's abbreviation
		// without its period, before a chapter and verse ("first k g s
		// seventeen to one" before).
		return oneSeg(Abbreviation, pos, end, single(scriptureAbbrevs[w])), true
	}
	if book := scriptureAbbrevs[w]; book != "" && !scriptureAbbrevNames[w] && (end >= len(text) || text[end] != '.') &&
		!numberedBookBefore(text, pos) && scriptureVerseAfter(text, end) && scriptureVersesAfter(text, end) {
		// "See Ps 23:1-6", "Rev 21:4", "Gen 1:1": a book's abbreviation
		// without its period before a chapter, a colon and a verse or a
		// range of verses ("p s twenty three to one to six" 0.75
		// before: the colon read as a ratio). Not the abbreviations that
		// are names ("Dan 3:16", "Tim 6:30"). Hand-set (verb82): Google
		// TN's sentences hold no such citation.
		return oneSeg(Abbreviation, pos, end, single(book)), true
	}
	if end < len(text) && text[end] == '.' {
		if book := scriptureAbbrevs[w]; book != "" && scriptureRefAfter(text, end+1, numberedBookBefore(text, pos)) {
			// "See Matt. 5:3", "Gen. i. 1", "1 Cor. 13:4": a book of
			// the Bible before its chapter ("matt five to three",
			// "general i one" before).
			return oneSeg(Abbreviation, pos, end+1, single(book)), true
		}
	}
	if nameMonths[w] && !monthCue(text, pos, end) {
		// "I like Jan.", "Jun. said so": a month's abbreviation that is
		// also a name is the month only beside a number or a word of
		// time ("Jan. 5", "5 Jan.", "in Jan.", "between Jan. and Mar.";
		// it was always "january").
		return match{}, false
	}
	if w == "SAT" && scoreBefore(prevWord(text, pos)) && !sc.inCapsRun(pos, end) {
		// "a 1520 SAT", "scored 1450 SAT": a score before it makes it
		// the test ("fifteen twenty saturday" before).
		return match{}, false
	}
	if (w == "SAT" || w == "SUN") && determiners[strings.ToLower(prevWord(text, pos))] && !sc.inCapsRun(pos, end) {
		// "She scored 1450 on the SAT.", "the SUN.": SAT and SUN in
		// capitals after a determiner, outside a run of capitals, are
		// the test and the paper ("saturday" before, "Sat."
		// case-folded); "See you on SAT.", "Meet me MON." and "OPEN
		// SAT. 9-5" keep the day.
		return match{}, false
	}
	if w == "SEC" && (determiners[strings.ToLower(prevWord(text, pos))] || conferenceRecordEnds(text, pos)) && !sc.inCapsRun(pos, end) {
		// "He filed with the SEC.", "Alabama leads the SEC.": the
		// commission's or the conference's letters after a determiner,
		// or a conference's record ("They went 10-2, 7-1 SEC."), outside
		// a run of capitals, as "the SEC" without the period is
		// ("secretary" 1.00 before, "Sec." case-folded; verb103). "SEC.
		// 5" in a statute's capitals keeps the section.
		return match{}, false
	}
	if name := apStates[w]; name != "" && end < len(text) && text[end] == '.' && sc.afterCity(pos) &&
		!((w == "Miss" || w == "Del") && titleBeforeName(text, end+1)) &&
		!(w == "Wash" && imperativeBeforeWash(text, pos, end+1)) {
		if w == "Ind" && personBeforeComma(text, pos) {
			// "Sen. Bernie Sanders, Ind.", "Joe Lieberman, Ind.": after a
			// person's name (a title or a given name before the surname)
			// "Ind." is the party, independent ("indiana" was the
			// reading); "Gary, Ind.", "Fort Wayne, Ind." keep the state.
			var d dist
			d.add("independent", 0.85)
			d.add(sc.plain(w), 0.15)
			return oneSeg(Abbreviation, pos, end+1, d.done()), true
		}
		// "Martinsville, Va.", "PASADENA, Calif. --", "Lawrence, Kan.":
		// the news's abbreviation of a state after its city is the
		// state ("va", "calif", "kan" were the readings, "Md." "m d");
		// the word as written keeps 0.15. Hand-set: Google TN's
		// sentences have none (it spells the postal codes, "N.Y .").
		// "Dear Jones, Miss. Smith": the title before a name.
		var d dist
		d.add(name, 0.85)
		d.add(sc.plain(w), 0.15)
		return oneSeg(Abbreviation, pos, end+1, d.done()), true
	}
	if end < len(text) && text[end] == '.' && !sc.stateBeforeZIP(pos, end, w) && !sc.stateCodeAfterCity(w, pos) {
		if k, ok := sc.lookupAbbrev(w + "."); ok && !capsMonthWithoutNumber(text, end+1, w, k, st) {
			if k == "MS." && (msLetterWords[strings.ToLower(prevWord(text, pos))] || sentenceOpeners[nextWord(text, end+1)]) {
				// "an MS. in biology": "an" before it says its letters
				// ("an manuscript" was the reading); "People with MS.
				// often tire", "She has MS. Her doctor ...": the disease,
				// and a sentence's end before a word that opens one
				// ("manuscript" and "miss" were the readings).
				return match{}, false
			}
			if k == "MS." && isCapitalized(nextWord(text, end+1)) && !shelfmarkFollows(text, end+1) {
				// "Dear MS. Smith", "MS. JONES: Objection": before a name
				// with no number after it MS. is the title, as Ms. ("dear
				// manuscript smith" was the reading); a manuscript's
				// shelfmark has its number ("MS. Harley 2253").
				if _, ok := st.Abbreviations["Ms."]; ok {
					k = "Ms."
				}
			}
			if alts, ok := sc.contextReadings(sc.streetSaintReadings(k, w, pos, end+1), pos, end+1, false); ok {
				return oneSeg(Abbreviation, pos, end+1, alts), true
			}
		}
	}
	// "Mar . 1973": tokenized text puts the period apart.
	if strings.HasPrefix(text[end:], " .") && (end+2 == len(text) || text[end+2] == ' ') {
		if k, ok := sc.lookupAbbrev(w + "."); ok {
			if alts := tokenizedReadings(st.Abbreviations[k]); len(alts) > 0 {
				// "Kohli ( eds .": an entry with readings of its own for
				// the tokenized form (Google TN spells "eds ." 5 of 5 in
				// the development set and "Esq ." 1 of 1 in the fit half,
				// where it keeps "Capt .", "Gen .", "Rev .") reads so.
				return oneSeg(Abbreviation, pos, end, alts), true
			}
			if alts, ok := sc.contextReadings(st.Abbreviations[k], pos, end+2, false); ok {
				// Tokenized text is less sure to be an abbreviation: the
				// word or its letters stay possible. Google TN expands a
				// month there ("Oct ." -> "october") and mostly keeps or
				// spells the others ("Capt .", "Lt .", "Corp ."), so
				// months have their own weights.
				form := "tokenized"
				if monthIndex[strings.ToLower(alts[0].spoken)] > 0 {
					form = "tokenized_month"
				}
				f := func(r string) float64 { return st.w("abbreviation_form", form+"_"+r) }
				var d dist
				if _, ok := st.dotOptional[strings.ToLower(w)]; ok {
					// "etc .": an abbreviation as common without its
					// period reads as it does bare ("etcetera"); its
					// letters keep their tokenized share of the word.
					d.addAll(alts, st.w("abbreviation_form", "bare_expanded"))
					d.add(sc.plain(w), st.w("abbreviation_form", "bare_word"))
					d.add(spellLetters(w), f("spelled")*st.w("abbreviation_form", "bare_word"))
					return oneSeg(Abbreviation, pos, end, d.done()), true
				}
				word, spelled := f("word"), f("spelled")
				if len(w) >= 2 && (endsText(text, end+2) || sc.abbreviationApartAfter(text, end+2) && !strings.EqualFold(w, "mrs")) && !strings.ContainsAny(strings.ToLower(w), "aeiouy") {
					// "rank of Lt .", "in Ft .", "Sgt .": kept as
					// written, a word without a vowel is no word to say
					// but its letters ("l t"; Google TN spells such
					// tokens after their word, Lt, Ft, Bt, Knt, Snr, Kr,
					// Mss, 9 of 9 on the fit half and the development
					// set, where it keeps "Capt .", "Gen ."): the word's
					// weight goes to the letters but a tenth. Each of
					// the nine ends its sentence, the period the
					// sentence's too; a title inside one ("We met Mrs .
					// Smith .", "m r s smith" at 0.82) keeps its word.
					// Before another abbreviation written apart ("Lt .
					// Gen .", "Lt . Col .": a rank's two short forms) it
					// is spelled as at the end: Google TN spells every
					// vowelless word before a spaced period, 24 of 24 on
					// the three sets studied (17 at the end, 7 inside
					// "Lt . Gen .", "Mj . Gen .", "Ph . D ."; docs/STYLE-FIT.md
					// "Forty-second round (verb77)"). "Mrs", the courtesy
					// title, keeps its word ("Mrs . Dr . Jones").
					word, spelled = word/10, spelled+word*9/10
				}
				d.addAll(alts, f("expanded"))
				d.add(sc.plain(w), word)
				d.add(spellLetters(w), spelled)
				return oneSeg(Abbreviation, pos, end, d.done()), true
			}
		}
	}
	if len(w) == 3 && w[0]|0x20 == 'e' && strings.EqualFold(w, "eds") && closesBracket(text, pos, end) {
		// "Gasto Ferrer C ( eds )": the editors' abbreviation closing a
		// citation's brackets without its period reads as "eds ." does,
		// spelled first ("e d s" 0.85, "editors" 0.1): Google TN spells
		// every "eds" of the fit half, the study half and the
		// development set, 17 of 17 ("eds" was 0.995, the gold absent).
		// Edited text's "(Eds)", the bracket against it, reads as
		// "Eds." does, "editors" ("eds" was 1.00).
		if k, ok := sc.lookupAbbrev(w + "."); ok {
			if alts := tokenizedReadings(st.Abbreviations[k]); len(alts) > 0 && text[end] == ' ' {
				return oneSeg(Abbreviation, pos, end, alts), true
			}
			if alts, ok := sc.contextReadings(st.Abbreviations[k], pos, end, false); ok {
				return oneSeg(Abbreviation, pos, end, alts), true
			}
		}
	}
	if _, ok := st.USStates[w]; ok && (sc.afterComma(pos) || sc.stateWithoutComma(w, pos, end)) {
		// "Tulsa, OK 74103": a state code after a city is the state
		// (letters.go), not the bare abbreviation ("okay").
		return match{}, false
	}
	if k, ok := capitalsBeforeNumber[w]; ok && routeNumberAfter(text, end) && !(w == "RTE" && channelNumber(text, end)) {
		// "RTE 66", "APT 4B": a route's or an apartment's abbreviation
		// without its period before its number ("r t e sixty six" was
		// 0.94, "apt four b" 0.96). Only in capitals or title case:
		// "RTE news" (Ireland's broadcaster) has no number after it and
		// "apt" is a word; "RTE 2 aired it", capitals before a number
		// and lower-case words, is the broadcaster's channel. Read here, as "FT WORTH" below, so the word
		// lexicon stays the count.
		if m, ok := sc.entryReadBare(k, w, pos, end); ok {
			return m, true
		}
	}
	key := bareRanks[w]
	if w == "Gov" && (prevWord(text, pos) == "Lt" || prevWord(text, pos) == "Lieut") {
		// "Lt Gov Smith": a lieutenant governor ("lieutenant gov
		// smith"); "Gov" alone is left ("UK Gov Website").
		key = "Gov."
	}
	if key == "" && len(w) >= 2 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'A' && w[1] <= 'Z' {
		// "LT COL JOHN SMITH", "SGT MAJ BROWN": ranks in capitals, two
		// or more in a row before a name in capitals, are the ranks
		// ("l t col john smith" was 0.98, "s g t m a j brown" 0.86). A
		// headline's capitals may hold one rank's letters ("GEN Z",
		// "COL DE LA CROIX", "LT BLUE SHIRT", "DET NORSKE VERITAS"), so
		// one alone keeps them (verb96).
		if k := capsRank(w); k != "" && (capsRanksBeforeName(text, pos, end) || compoundRankPair(text, pos, end)) {
			key = k
		}
	}
	if key != "" && (isAllUpper(w) || rankBeforeName(text, pos, end) || compoundRankPair(text, pos, end)) && !(vowellessRank(w) && spacedPunctuation(text)) {
		// "Lt Col Smith", "Sgt Maj Brown", "Capt Jones", "Gen Lee": a
		// rank without its period, in title case, before a person's name
		// (or before another rank that is) is the rank, as "Lt. Col."
		// reads ("l t col smith" was 1.00, "s g t maj brown" 0.97,
		// "capt jones" 1.00). The ranks are not in the style's
		// dot-optional list, which reads a bare entry anywhere its
		// context allows ("lt blue", "a capt", the refit's word
		// lexicon): here only a name after it makes it the rank (verb93).
		// Google TN's one bare rank before a name, in tokenized text
		// ("Lt Cdr Wilhelm hollmann ... : Lt Friedrich Gotting", the
		// study half), spells the vowelless ones as it spells every
		// vowelless word there ("l t c d r"), so tokenized text keeps
		// the letters for those.
		if m, ok := sc.entryReadBare(key, w, pos, end); ok {
			return m, true
		}
	}
	if (w == "FT" || w == "Ft") && fortBeforeName(text, pos, end) {
		// "FT WORTH", "Ft Worth": a fort's abbreviation without its
		// period before a place's name ("f t worth" was 0.99). Only in
		// capitals or title case and never after a number: "ft" bare
		// is the unit ("6 ft", "5 FT", read by the measures first), so
		// it gets no dot-optional entry, whose forms are looked up
		// lower-cased. Read here, not by the letters rules, so the word
		// lexicon (Google TN's "in Ft ." is "f t") stays the count.
		if m, ok := sc.entryReadBare("Ft.", w, pos, end); ok {
			return m, true
		}
	}
	if k, ok := st.dotOptional[strings.ToLower(w)]; ok {
		lw := strings.ToLower(w)
		// Without the period it may just be the word (or a name).
		if w != strings.ToLower(w) && w != strings.ToUpper(w) && w[:1] != strings.ToUpper(w[:1]) {
			return match{}, false
		}
		if isAllUpper(w) && strings.EqualFold(prevWord(text, pos), "an") && letterNameOpensWithVowel(w) && expansionsOpenWithConsonant(st.Abbreviations[k]) {
			// "AN MR SCAN", "AN MS DIAGNOSIS": "an" before capitals whose
			// word opens with a consonant sound says they are spelled,
			// their first letter's name opening with a vowel ("em",
			// "dee" would take "a"): "an mister scan" was 0.97 in a
			// text in capitals, where the title before a capitalized
			// word was read. "A MR SMITH CALLED" keeps the title ("a
			// Mr. Smith" is English), so "a" asks nothing. Hand-set:
			// Google TN's sentences have no "an" before a bare title.
			return match{}, false
		}
		if w == "NO" && end < len(text) && isDigit(text[end]) {
			// "NO2 levels", "NO3 ions": capitals written against their
			// digits are a formula (nitrogen's oxides, as "SO2", "CO2"),
			// its letters ("number two levels" was 0.5); "No 5", "No.
			// 5", "NO 5" keep the number's sign. Hand-set: Google TN's
			// sentences have no "NO" against a digit.
			return match{}, false
		}
		if (lw == "rm" || lw == "rms") && isAllUpper(w) {
			// "Rm 204", "rm 12": a room; "RM 500" is Malaysia's ringgit
			// as often, its letters as before.
			return match{}, false
		}
		if w == "no" && streetAfterNumber(text, end) && !atSentenceStart(text, pos) && !noDeterminerAfter[strings.ToLower(prevWord(text, pos))] {
			// "He lives at no 73 High Street": a house number before
			// its street ("at no seventy three" was the reading);
			// hand-set, Google TN's one "no" before a number (1 of 1
			// "number") ends its clause.
			if alts, ok := sc.contextReadings(st.Abbreviations[k], pos, end, false); ok {
				var d dist
				d.addAll(alts, 0.9)
				d.add(sc.plain(w), 0.1)
				return oneSeg(Abbreviation, pos, end, d.done()), true
			}
		}
		if (w == "no" && !atSentenceStart(text, pos) || w == "No" && atSentenceStart(text, pos)) && numberEndsClause(text, end) &&
			!sc.tallyNo(pos) && !noDeterminerAfter[strings.ToLower(prevWord(text, pos))] {
			// "Morgan , no 73 .", "Shipyard no 1 \"", "In no 1 ( the
			// Prologue )": lower-case "no" before a number that ends its
			// clause (punctuation, a closing quote or a bracket after
			// it) is the number's sign, and so is "No" opening a
			// sentence so ("\" No 43 ( Fighter ) Squadron"): Google TN
			// 6 of 6 "number" for no/No before digits (the development
			// set 1, the fresh sample's study half 5, of which these
			// three had probability 0), the fit half none; the word
			// keeps 0.4 ("I said no 3 times" has a word after the
			// number).
			if alts, ok := sc.contextReadings(st.Abbreviations[k], pos, end, false); ok {
				var d dist
				d.addAll(alts, 0.6)
				d.add(sc.plain(w), 0.4)
				return oneSeg(Abbreviation, pos, end, d.done()), true
			}
		}
		if lowerBareIsWord[lw] && (w == lw || w[1:] == lw[1:] && (atSentenceStart(text, pos) || sayingVerbs[strings.ToLower(prevWord(text, pos))] && !nameAfterNumber(text, end)) || isAllUpper(w) && capsCountFollows(text, end)) {
			// "there were no 5 star hotels", "No 2 people agree": in
			// lower case or opening a sentence, the word; so in
			// capitals before a count of a plural ("THERE ARE NO 5 STAR
			// number).
			//
			// The number's sign stays a second reading (noNumberShare)
			// where no word follows the number, which a determiner's
			// count would be of ("no 5 star hotels"); but after a
			// tally's count ("yes 5 no 3") and after the verbs and
			// prepositions of noDeterminerAfter ("There were no 2.":
			// the determiner, "there were number two" was 0.25 here).
			// Before a closing quote or bracket ("Shipyard no 1 \"",
			// "\" No 43 ( Fighter )") the rule above says the sign
			// first.
			if lw == "no" && !sc.tallyNo(pos) && !wordAfterNumber(text, end) && !noDeterminerAfter[strings.ToLower(prevWord(text, pos))] {
				if alts, ok := sc.contextReadings(st.Abbreviations[k], pos, end, false); ok && sc.contextHolds("before_number", pos, end) {
					var d dist
					d.add(sc.plain(w), 1-noNumberShare)
					d.addAll(alts, noNumberShare)
					return oneSeg(Abbreviation, pos, end, d.done()), true
				}
			}
			return match{}, false
		}
		if isAllUpper(w) && ampersandJoinsCapitals(text, pos, end) {
			// "FRDC RD & E plan", "the ST & T division": capitals
			// written bare and joined by an ampersand to other capitals
			// are one initialism's letters, as "R & D" is ("road and
			// e" was first, 0.49; Google TN "r d and e", the
			// development set's one such). A title on either side
			// ("DR & MRS SMITH") keeps the title's readings.
			return match{}, false
		}
		if isAllUpper(w) && pos >= 2 && text[pos-1] == '-' && isDigit(text[pos-2]) {
			// "Form 1040-SR", "a 2500-HD": capitals joined to a number
			// by a hyphen are a model's or form's suffix, spelled
			// ("ten forty senior" before).
			return match{}, false
		}
		if isAllUpper(w) && !lowerBareIsWord[lw] && lw != "ok" && lw != "oks" && allDigits(prevWord(text, pos)) && startsLowerASCII(nextWord(text, end)) {
			// "He has 8 CT scans", "2 MT trucks": capitals right after a
			// number and before a lower-case word are an initialism
			// counted ("eight court scans" was the reading, "Ct." after
			// a name); a street's abbreviation follows its name ("12
			// Oak CT").
			return match{}, false
		}
		if w == "SR" && routeNumberAfter(text, end) {
			// "Take SR 520 east", "the SR-99 tunnel": a state route
			// before its number, its letters ("senior five hundred
			// twenty" was the reading); a name's "Sr." has no number
			// after it. Hand-set: Google TN's sentences have none.
			return match{}, false
		}
		if w == "DR" && strings.EqualFold(nextWord(text, end), "congo") {
			// "DR Congo": the Democratic Republic, its letters (Google
			// TN: "d r Congo"; "doctor congo" was 0.5), in the place of
			// the expansion: read here, not by the letters rules, whose
			// fitted counts (the word lexicon, the said-spelled model)
			// never saw this DR.
			var d dist
			d.add(spellLetters(w), st.w("abbreviation_form", "bare_expanded"))
			d.add(sc.plain(w), st.w("abbreviation_form", "bare_word"))
			return oneSeg(Abbreviation, pos, end, d.done()), true
		}
		if isAllUpper(w) && bareTitles[lw] && !isCapitalized(nextWord(text, end)) && !titlesJoinedBeforeName(text, end) &&
			!(w == "DR" && nextWord(text, end) == "" && sc.fact(factInCapitals)) {
			// (A DR ending a text in capitals, "I LIVE ON OAK DR", goes on
			// to streetSaintReadings, which reads it as the drive after a
			// word: "oak d r" was 0.94, verb82.)
			// "MR imaging", "an MR scan": a title in capitals without
			// its period before no name is an acronym ("mister imaging"
			// before); "MR SMITH" keeps the title.
			return match{}, false
		}
		if w == "st" && sc.contextHolds("before_name", pos, end) && isCapitalized(prevWord(text, pos)) && !sc.contextHolds("after_ordinal", pos, end) {
			// "Port st Joe", "Scarsbrook st Helens": a lower-case "st"
			// between two names is the second's saint, as before a name
			// alone; the name before it made it a street as likely
			// ("port street joe" 0.43 beside "saint" 0.55). Hand-set:
			// Google TN says "saint" 4 of 4 so on the fresh sample's
			// study half, the development set and the fit half (and 38
			// of 38 before a name with none before it). After a house
			// number and the street's name ("42 Oak st Chicago", "12 Elm
			// st Apt 4") it is the street, by the same share.
			saint := nameBetweenSaintWeight
			if numberAndWordBefore(text, pos) {
				saint = 1 - nameBetweenSaintWeight
			}
			var d dist
			d.add("saint", saint*st.w("abbreviation_form", "bare_expanded"))
			d.add("street", (1-saint)*st.w("abbreviation_form", "bare_expanded"))
			d.add(sc.plain(w), st.w("abbreviation_form", "bare_word"))
			return oneSeg(Abbreviation, pos, end, d.done()), true
		}
		if w == "st" && !sc.contextHolds("after_ordinal", pos, end) && !sc.contextHolds("before_name", pos, end) && !sc.contextHolds("after_name", pos, end) &&
			!numberAndWordBefore(text, pos) {
			// "born in st - Jacques", "relocated to st , Newfoundland",
			// "the church of st serves": a lower-case "st" with no name
			// after it and none before is a saint whose name the source
			// lost or hyphened, not a street (a tie, which went to
			// "street"). Hand-set: on the fresh sample's study half 6 of
			// 7 such are "saint" ("now named st" the street), the
			// development set and the fit half have none; a name before
			// it still makes it a street ("763 Sarmiento st"), and so
			// does a house number before the word before it ("at 123
			// oak st": it was "oak saint" 0.78).
			var d dist
			d.add("saint", noContextSaintWeight*st.w("abbreviation_form", "bare_expanded"))
			d.add("street", (1-noContextSaintWeight)*st.w("abbreviation_form", "bare_expanded"))
			d.add(sc.plain(w), st.w("abbreviation_form", "bare_word"))
			return oneSeg(Abbreviation, pos, end, d.done()), true
		}
		if alts, ok := sc.contextReadings(sc.streetSaintReadings(k, w, pos, end), pos, end, false); ok {
			var d dist
			if sc.streetWordOpensName(w, alts, pos, end) {
				// "Ave Maria University": a street's abbreviation
				// follows the street's name ("Park Ave", "5th Ave");
				// one opening a name is a word of its own ("avenue
				// maria" was 0.97). Google TN says "ave" 3 of 3 so on
				// the fresh sample's study half (the development set
				// and the fit half have none), so the written word
				// takes the expansion's weight and the expansion the
				// word's.
				d.add(sc.plain(w), st.w("abbreviation_form", "bare_expanded"))
				d.addAll(alts, st.w("abbreviation_form", "bare_word"))
				return oneSeg(Abbreviation, pos, end, d.done()), true
			}
			if len(w) >= 2 && isAllUpper(w) && !sc.fact(factInCapitals) && !labelBeforeNumber(text, w, pos, end) && !mountSaintBeforeName(text, w, pos, end) {
				// "FRDC RD & E", "Westport , CT :": written in capitals
				// it is as often an acronym, spelled (Google TN: "r d",
				// "c t"), as the abbreviation ("MT" -> "mount").
				d.addAll(alts, st.w("abbreviation_form", "caps_expanded"))
				d.add(spellLetters(w), st.w("abbreviation_form", "caps_spelled"))
				d.add(sc.plain(w), st.w("abbreviation_form", "caps_word"))
				return oneSeg(Abbreviation, pos, end, d.done()), true
			}
			// In a text written all in capitals ("123 MAIN ST APT 4B",
			// "DEAR MR SMITH", "5TH AVE") the capitals say nothing of an
			// initialism: the abbreviation reads as written bare in
			// ordinary case ("main s t" 0.39 and "m r smith" 0.40 were
			// beside the expansions' 0.43 and 0.50).
			d.addAll(alts, st.w("abbreviation_form", "bare_expanded"))
			d.add(sc.plain(w), st.w("abbreviation_form", "bare_word"))
			return oneSeg(Abbreviation, pos, end, d.done()), true
		}
	}
	return match{}, false
}

// streetExpansions are the expansions of the abbreviations that name a
// kind of street after its name ("Park Ave", "Sunset Blvd", "Mill Rd").
var streetExpansions = setOf(strings.Fields(`avenue boulevard road lane parkway expressway highway`), false)

// streetWordOpensName reports whether w, a capitalized street abbreviation
// written bare whose readings alts expand it to a kind of street, opens a
// name: a capitalized word of two letters or more follows it, and no name,
// number or ordinal stands before it ("Ave Maria", "the Ave Verum"). The
// street's abbreviation follows the street's name ("Park Ave Hotel", "5th
// Ave Theatre", "12 Ave Road") and a lone letter after it is the street's
// ("Ave A").
func (sc *scanner) streetWordOpensName(w string, alts []alt, pos, end int) bool {
	if len(alts) == 0 || !streetExpansions[alts[0].spoken] || !isCapitalized(w) || isAllUpper(w) {
		return false
	}
	nw := nextWord(sc.text, end)
	if utf8.RuneCountInString(nw) < 2 || !isCapitalized(nw) || isAllUpper(nw) || !sc.contextHolds("before_name", pos, end) {
		return false
	}
	return !sc.contextHolds("after_name", pos, end) && !sc.contextHolds("after_ordinal", pos, end)
}

// bareCircuit reads "cir" without its period after an ordinal ("Mozert
// v . Hawkins ( 6th cir", "F . 3 d 245 ( 2 d cir": a court of appeals
// cut short; "cir ." reads as the tokenized abbreviation and "CIR" as
// capitals) as Google TN does, "circle" (2 of 2: the development set's
// "6th cir", the fresh sample's study half "2 d cir"; the check half
// agreed), bareCircleShare; "Cir." as it reads there (circuit, the
// court's name) bareCircuitShare, and the word and its letters as any
// other short unknown word the rest. Hand-set: it was "circuit" 0.18,
// "circle" 0.02 and the word first.
func (sc *scanner) bareCircuit(pos, end int, w string) ([]alt, bool) {
	k, ok := sc.lookupAbbrev("Cir.")
	if !ok {
		return nil, false
	}
	expanded, ok := sc.contextReadings(sc.st.Abbreviations[k], pos, end, false)
	if !ok {
		return nil, false
	}
	bare, ok := sc.unknownShort(w)
	if !ok {
		bare = single(sc.plain(w))
	}
	circle, circuit := bareCircleShare, bareCircuitShare
	if w == "Cir" {
		// "Doe v. Roe (9th Cir 2004)": capitalized as a court's name
		// is cited, the circuit ("ninth circle" was the reading); both
		// of Google TN's "circle" were lower case.
		circle, circuit = circuit, circle
	}
	var d dist
	d.add("circle", circle)
	d.addAll(expanded, circuit)
	d.addAll(bare, 1-circle-circuit)
	return d.done(), true
}

// bareCircleShare and bareCircuitShare are bareCircuit's shares of
// "circle" and of "Cir."'s own readings.
const (
	bareCircleShare  = 0.6
	bareCircuitShare = 0.1
)

// splitOrdinalBefore reports whether an ordinal tokenized apart, its
// number then its suffix ("( 2 d cir", "6 th cir"), ends right before
// pos: the court's ordinal before "cir" as "2d cir" is (it had only the
// word and its letters; Google TN says "two d circle").
func splitOrdinalBefore(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	suffix := strings.ToLower(w)
	if suffix != "d" && suffix != "st" && suffix != "nd" && suffix != "rd" && suffix != "th" || at < 2 || text[at-1] != ' ' || !isDigit(text[at-2]) {
		return false
	}
	num, _ := prevWordAt(text, at)
	if !allDigits(num) {
		return false
	}
	if suffix == "d" {
		return ordinalSuffixFits(num, "nd") || ordinalSuffixFits(num, "rd")
	}
	return ordinalSuffixFits(num, suffix)
}

// noNumberShare is the share of "number" for a "no" before a number that
// the rules above read as the word (in lower case, opening a sentence,
// after a verb of saying, in capitals before a count). Hand set: Google
// TN reads every "no" or "No" before digits on the study half of the
// Kaggle GTN sample and the development set as "number" (6 of 6, as the
// rule above counts them: the development set 1, "Morgan , no 73 .", the
// study half 5, "Shipyard no 1 \"", "In no 1 ( the Prologue )", "\" No
// 43 ( Fighter ) Squadron", "No 44 Wing", "vol 5 , no 3 ,"; the fit half
// none; 3 of them had probability 0; this said 7 of 7, which no count
// of these sets gives), but English text's determiner
// before a count ("there were no 5 star hotels") is the word, so the word
// stays first and the sign gets a share too small to pass it. Those
// three, before a closing quote or bracket, now take the sign first
// (numberEndsClause's rule); this share is left to the other "no" before
// a number no word follows ("No 5 - the").
const noNumberShare = 0.25

// wordAfterNumber reports whether the number after end (past spaces) has
// a word or another number right after it, rather than punctuation or
// the end.
func wordAfterNumber(text string, end int) bool {
	i := skipSpaces(text, end)
	i = digitsEnd(text, i)
	i = skipSpaces(text, i)
	if i == len(text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// noDeterminerAfter are the words after which a lower-case "no" before a
// number is the determiner, even with the number ending the clause:
// "There were no 2.", "It has no 3." ("there were number two" was the
// reading); "He wore no 7, and won." keeps the number's sign.
var noDeterminerAfter = setOf(strings.Fields(`is are was were be been being am isn't wasn't has have had having
	with without there need needs needed want wants wanted`), false)

// endsText reports whether only spaces, closing quotes and brackets
// follow i: a tokenized period at i-1 closes the text ("rank of Lt .",
// "Mss ." before a closing quote).
func endsText(text string, i int) bool {
	return strings.TrimLeft(text[min(i, len(text)):], " '\")]`") == ""
}

// numberEndsClause reports whether a number of digits follows end and
// only punctuation, a quote, a bracket or the text's end comes after it
// ("no 73 .", "no 5, and", "no 1 \"", "no 1 ( the Prologue )").
func numberEndsClause(text string, end int) bool {
	i := skipSpaces(text, end)
	if i >= len(text) || !isDigit(text[i]) {
		return false
	}
	i = digitsEnd(text, i)
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i == len(text) || strings.IndexByte(".,;:)!?\"(", text[i]) >= 0 && (i+1 == len(text) || !isDigit(text[i+1]))
}

// streetAfterNumber reports whether a number of one to four digits (a
// letter may follow: "12a") follows end, then one to three capitalized
// words of which the last names a street ("no 73 High Street", "no 5
// Church Rd").
func streetAfterNumber(text string, end int) bool {
	i, j := digitsAfter(text, end)
	if j == i || j-i > 4 {
		return false
	}
	if j < len(text) && text[j] >= 'a' && text[j] <= 'z' && (j+1 == len(text) || text[j+1] == ' ') {
		j++
	}
	if j >= len(text) || text[j] != ' ' {
		return false
	}
	for n := 0; n < 3; n++ {
		w := nextWord(text, j)
		if w == "" || !isCapitalized(w) || !strings.HasPrefix(strings.TrimLeft(text[j:], " "), w) {
			return false
		}
		j = strings.Index(text[j:], w) + j + len(w)
		if n > 0 && streetWords[w] {
			// "no 3 Oak Street houses": a plural after the street makes
			// the street's name a noun's, and "no" the determiner.
			nw := nextWord(text, j)
			return !(len(nw) > 3 && nw[len(nw)-1] == 's' && startsLowerASCII(nw))
		}
	}
	return false
}

// streetWords name a street after its name, written out or abbreviated.
var streetWords = setOf(strings.Fields(`Street St Road Rd Avenue Ave Lane Ln Drive Dr Close Way Place Pl Terrace
	Crescent Square Sq Court Ct Boulevard Blvd Row Gardens Grove Hill Parade Mews Walk Green Park`), false)

// tallyNo reports whether a lower-case "no" at pos is an answer or a
// vote, not a number's sign: after a saying verb or "or" ("Did he say no
// 5 ?", "yes or no 2 .") or in a sentence that counts votes ("The vote
// was yes 45 , no 73 .", "Ayes 310 ; noes 12 ; no 5 ." were "number
// seventy three", "number five").
func (sc *scanner) tallyNo(pos int) bool {
	pw := strings.ToLower(prevWord(sc.text, pos))
	return pw == "or" || sayingVerbs[pw] || sc.hasWord(tallyWords)
}

// tallyWords make a sentence one that counts votes or answers.
var tallyWords = setOf(strings.Fields(`yes yeas ayes noes nays against abstain abstained abstention abstentions
	favour favor vote votes voted`), false)

// msLetterWords before MS. make it letters: "an MS." (said "an em ess"),
// the disease after "with" or "has".
var msLetterWords = setOf(strings.Fields(`an with has have had`), false)

// sentenceOpeners are capitalized words that open a sentence rather than
// name someone: after "MS." they show its period ends the sentence.
var sentenceOpeners = setOf(strings.Fields(`The A An It It's Its He She They We I You His Her Their Our My
	This That These Those There Then But And So Yet Now In On At After Before When While If As`), false)

// shelfmarkFollows reports whether a number follows within the three
// words after end: a library's collection and its number ("MS. Harley
// 2253", "MS. Bodley 34", "MS. Laud Misc. 108").
func shelfmarkFollows(text string, end int) bool {
	i := end
	for k := 0; k < 4; k++ {
		for i < len(text) && (text[i] == ' ' || text[i] == '.' || text[i] == ',') {
			i++
		}
		if i < len(text) && isDigit(text[i]) {
			return true
		}
		j := i
		for j < len(text) && text[j] != ' ' {
			j++
		}
		if j == i {
			return false
		}
		i = j
	}
	return false
}

// numberedBookBefore reports whether a book's part number (1, 2, 3)
// stands right before pos: "1 Cor. 13".
func numberedBookBefore(text string, pos int) bool {
	return pos >= 2 && text[pos-1] == ' ' && text[pos-2] >= '1' && text[pos-2] <= '3' && (pos == 2 || !isDigit(text[pos-3]) && !isWordStartByte(text[pos-3]))
}

// scoreBefore reports whether pw, the word before SAT, is a test's
// score: three or four digits from 200 to 2400 ("1520 SAT").
func scoreBefore(pw string) bool {
	if len(pw) < 3 || len(pw) > 4 || trimDigits(pw) != pw || strings.Trim(pw, "0123456789") != "" {
		return false
	}
	n := atoiSmall(pw)
	return n >= 200 && n <= 2400
}

// digitsAfter skips the spaces from i and returns the run of digits after
// them, text[i:j] (empty, i == j, when none follows).
func digitsAfter(text string, i int) (int, int) {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	j := digitsEnd(text, i)
	return i, j
}

// scriptureAbbrevNames are the books' abbreviations that are also given
// names or words a number may follow ("Dan 3:16" is a man and a time as
// often): without their period they are no book.
var scriptureAbbrevNames = map[string]bool{"Dan": true, "Sam": true, "Tim": true, "Phil": true, "Sir": true,
	"Num": true, "Ex": true, "Tit": true, "Mal": true, "Pet": true, "Col": true, "Mic": true, "Hag": true}

// scriptureVersesAfter reports whether the chapter and verse after i
// ("23:1", digitsAfter's chapter) end the citation: the verse's digits,
// a dash and a later verse, or a comma and a verse, then no digit, colon
// or letter against them ("23:1-6", "5:3,7"; "12:30:15" is a clock's).
func scriptureVersesAfter(text string, i int) bool {
	_, j := digitsAfter(text, i)
	k := digitsEnd(text, j+1)
	if k < len(text) && (text[k] == '-' || text[k] == ',') && isDigitAt(text, k+1) {
		k = digitsEnd(text, k+1)
	}
	return k == len(text) || text[k] != ':' && !isWordStartByte(text[k]) && !isDigit(text[k])
}

// scriptureVerseAfter reports whether a chapter, a colon and a verse
// follow i ("17:1"), no clock's time ("Table for 2 Sam 7:30 pm", "2 Tim
// 6:00 sharp" were "second samuel", "second timothy").
func scriptureVerseAfter(text string, i int) bool {
	i, j := digitsAfter(text, i)
	return j > i && j+1 < len(text) && text[j] == ':' && isDigit(text[j+1]) && !clockAfterColon(text, j+1)
}

// ampersandJoinsCapitals reports whether an ampersand joins the word
// text[pos:end] to an initialism's capitals, after it ("RD & E") or before
// it ("E & RD"), spaces around the ampersand or none: one to three
// capitals that are no English word ("ELM" in "MAIN ST & ELM RD", a
// street's name) and no title ("DR & MRS SMITH").
func ampersandJoinsCapitals(text string, pos, end int) bool {
	capsNoTitle := func(w string) bool {
		lw := strings.ToLower(w)
		return w != "" && len(w) <= 3 && isCapitalized(w) && isAllUpper(w) && !bareTitles[lw] && lw != "mrs" && lw != "ms" &&
			(len(w) == 1 || !isEnglishWord(lw))
	}
	if i := skipSpaces(text, end); i < len(text) && text[i] == '&' && capsNoTitle(nextWord(text, i+1)) {
		return true
	}
	i := pos
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	return i > 0 && text[i-1] == '&' && capsNoTitle(prevWord(text, i-1))
}

// abbreviationApartAfter reports whether an abbreviation of the lexicon
// written apart from its period, as tokenized text has it, starts at i
// ("Lt . Gen .": Gen at i): the first of two such abbreviations is a rank's
// or a title's short form, not a word said.
func (sc *scanner) abbreviationApartAfter(text string, i int) bool {
	w, end := nextWordAt(text, i)
	if w == "" || !strings.HasPrefix(text[end:], " .") {
		return false
	}
	_, ok := sc.lookupAbbrev(w + ".")
	return ok
}

// titlesJoinedBeforeName reports whether "&" or "and" (in any case) and a
// courtesy title or a bare title in capitals, then a capitalized word,
// follow end: "DR & MRS SMITH", "MR AND MRS JONES". The first title has no
// name right after it, but the couple's name follows the second ("d r and
// m r s smith" was 0.96).
func titlesJoinedBeforeName(text string, end int) bool {
	w, at := nextWordAt(text, end)
	if w == "" {
		i := skipSpaces(text, end)
		if i >= len(text) || text[i] != '&' {
			return false
		}
		at = i + 1
	} else if !strings.EqualFold(w, "and") {
		return false
	}
	t, at := nextWordAt(text, at)
	lt := strings.ToLower(t)
	return isAllUpper(t) && (bareTitles[lt] || lt == "mrs" || lt == "ms") && isCapitalized(nextWord(text, at))
}

// bareTitles are the titles among the abbreviations read without their
// period: before a name only when written in capitals.
var bareTitles = map[string]bool{"mr": true, "dr": true}

// nameMonths are months' abbreviations that are also given names.
var nameMonths = map[string]bool{"Jan": true, "Jun": true}

// monthWords before a month's abbreviation make it the month.
var monthWords = setOf(strings.Fields(`in on since until till from by through thru before after early late mid
	last next this the of each every during between and to or until`), false)

// monthCue reports whether the word at [pos, end) has a number beside it
// (after its period, or before it) or a word of time before it.
func monthCue(text string, pos, end int) bool {
	i := end
	if i < len(text) && text[i] == '.' {
		i++
	}
	for i < len(text) && text[i] == ' ' {
		i++
	}
	if i < len(text) && isDigit(text[i]) {
		return true
	}
	pw := prevWord(text, pos)
	if pw != "" && isDigit(pw[len(pw)-1]) {
		return true
	}
	if monthWords[strings.ToLower(pw)] {
		return true
	}
	// "Jan. and Feb.", "Jan.-Mar.": another month follows.
	rest := strings.TrimLeft(text[i:], "-–")
	if nw := nextWord(text, i); nw == "and" || nw == "to" || nw == "through" || nw == "or" {
		rest = strings.TrimLeft(rest[len(nw):], " ")
	}
	nw := nextWord(rest, 0)
	return len(nw) >= 3 && monthIndex[strings.ToLower(nw)] > 0
}

// apStates are the news's (Associated Press) abbreviations of the states
// that are no postal code, as written before their period.
var apStates = map[string]string{"Ala": "alabama", "Ariz": "arizona", "Ark": "arkansas", "Calif": "california",
	"Colo": "colorado", "Conn": "connecticut", "Del": "delaware", "Fla": "florida", "Ga": "georgia", "Ill": "illinois",
	"Ind": "indiana", "Kan": "kansas", "Kans": "kansas", "Ky": "kentucky", "La": "louisiana", "Md": "maryland",
	"Mass": "massachusetts", "Mich": "michigan", "Minn": "minnesota", "Miss": "mississippi", "Mo": "missouri",
	"Mont": "montana", "Neb": "nebraska", "Nev": "nevada", "Okla": "oklahoma", "Ore": "oregon", "Pa": "pennsylvania",
	"Penn": "pennsylvania", "Tenn": "tennessee", "Tex": "texas", "Vt": "vermont", "Va": "virginia",
	"Wash": "washington", "Wis": "wisconsin", "Wyo": "wyoming"}

// stateCodeAfterCity reports whether w, two capitals, is a state's postal
// code after a city's name and its comma, its period the sentence's ("I
// live in Tulsa, OK.", "Helena, MT." were "tulsa okay" and "helena mount"
// 1.0, the dotted abbreviation's "OK." and "Mt."): the state's readings
// (letters.go), as without the period ("Tulsa, OK is nice"). A word
// opening the sentence that English has ("Well, OK.", "Fine, OK.") is a
// reply's, no city's. Hand-set: Google TN's sentences have no state's
// code after a comma before a period.
func (sc *scanner) stateCodeAfterCity(w string, pos int) bool {
	if _, ok := sc.st.USStates[w]; !ok || len(w) != 2 || !isAllUpper(w) || !sc.afterCity(pos) {
		return false
	}
	i := backOverSpaces(sc.text, pos) - 1 // the comma
	pw, at := prevWordAt(sc.text, i)
	if atSentenceStart(sc.text, at) && isEnglishWord(strings.ToLower(pw)) {
		return false
	}
	return w != "OK" || okayAfterPlaceName(sc.text, i)
}

// okayAfterPlaceName reports whether the capitalized words ending at the
// comma at i are a place's name an "OK." after them is Oklahoma's: not
// all English words ("Call Mom, OK.", "Thanks John, OK.", "Don't tell
// Dad, OK." are a request's tag, "okay", which the state's readings lack),
// opening the sentence with a word English lacks ("Tulsa, OK.", "Oklahoma
// City, OK.") or after a word of place ("I live in Tulsa, OK.", "the mayor
// of Enid, OK."). "Ask Sarah, OK." and "Talk to Sarah, OK." keep the tag.
// Hand-set (fin3, session 36): the other codes' dotted readings (Mt.,
// Fl., Ct.) are no tag.
func okayAfterPlaceName(text string, i int) bool {
	first, at, english := "", i, true
	for n := 0; n < 3; n++ {
		w, start := prevWordAt(text, at)
		if w == "" || !isCapitalized(w) {
			break
		}
		first, at = w, start
		english = english && isEnglishWord(strings.ToLower(w))
	}
	if first == "" || english {
		return false
	}
	if atSentenceStart(text, at) {
		return !isEnglishWord(strings.ToLower(first))
	}
	return okayPlacePrepositions[strings.ToLower(prevWord(text, at))]
}

// okayPlacePrepositions before a place's name make an "OK." after it and
// its comma Oklahoma's (okayAfterPlaceName); not "to" ("Talk to Sarah, OK.").
var okayPlacePrepositions = setOf(strings.Fields(`in at from near of outside around`), false)

// afterCity reports whether a comma and a capitalized word (a city's
// name, in any case) stand before pos: "Martinsville, Va.".
func (sc *scanner) afterCity(pos int) bool {
	pw := prevWordPastComma(sc.text, pos)
	return pw != "" && isCapitalized(pw) && !addressOpeners[strings.ToLower(pw)]
}

// titleBeforeName reports whether the word after "Miss." or "Del." (at
// i) after a city's comma makes it a title before a name ("Dear Jones,
// Miss. Smith", "Jones, Del. Smith said"): a capitalized word that opens
// no sentence and is no plural noun or "Police" ("Wilmington, Del.
// Officials said", "Dover, Del. Police said" are the state), nor a
// title or an office of its own, abbreviated or not ("Dover, Del. Gov.
// John Carney", "Dover, Del. Mayor ...", "Dover, Del. State police",
// were "delegate", 0.71).
func titleBeforeName(text string, i int) bool {
	nw := nextWord(text, i)
	if !isCapitalized(nw) || sentenceOpeners[nw] || nw == "Police" {
		return false
	}
	lw := strings.ToLower(nw)
	if personTitles[lw] || datelineNouns[lw] || strings.HasPrefix(strings.TrimLeft(text[i:], " ")[len(nw):], ".") {
		return false
	}
	n := len(nw)
	return !(n > 3 && nw[n-1] == 's' && nw[n-2] != 's' && isEnglishWord(strings.ToLower(nw[:n-1])))
}

// datelineNouns open a news sentence after a dateline's state, as
// "Police" and the plurals do ("Dover, Del. State police said").
var datelineNouns = setOf(strings.Fields(`state city county town school schools university sheriff judge
	attorney officer president chief fire council health federal local national`), false)

// personTitles before a name make it a person's: "Sen. Bernie Sanders,
// Ind.". They are the Senate's titles and those of stateOffices and
// houseTitles, built from their lists so that the three stay one.
var personTitles = setOf(strings.Fields(senateTitleWords+" "+stateOfficeWords+" "+houseTitleWords), false)

// senateTitles name a member of the Senate, where independents sit: after
// one, "Ind." is the party ("Sen. Sanders, Ind.").
var senateTitles = setOf(strings.Fields(senateTitleWords), false)

const senateTitleWords = `sen sens senator`

// personBeforeComma reports whether a person's name ends at the comma
// before pos: a capitalized surname after a title ("Sen. Sanders,", "Sen.
// Bernie Sanders,") or after a given name of the names list ("Joe
// Lieberman,"). A city of two words ("Fort Wayne", "Terre Haute") has
// neither.
func personBeforeComma(text string, pos int) bool {
	i := strings.LastIndexByte(text[:pos], ',')
	if i < 0 {
		return false
	}
	last := prevWord(text, i)
	if last == "" || !isCapitalized(last) {
		return false
	}
	j := i - len(last)
	first := wordBeforeTitle(text, j)
	if t := strings.ToLower(first); personTitles[t] {
		return senateTitles[t]
	}
	if first == "" || !isCapitalized(first) || strings.HasSuffix(strings.TrimRight(text[:j], " "), ".") ||
		placeOpeners[strings.ToLower(first)] {
		return false
	}
	k := strings.LastIndex(text[:j], first)
	t := strings.ToLower(wordBeforeTitle(text, k))
	if stateOffices[t] || houseTitles[t] {
		return false
	}
	return isName(strings.ToLower(first)) || senateTitles[t]
}

// stateOffices are the titles of a state's or a city's office: after
// "Gov. Mike Pence," or "Mayor Joe Hogsett," "Ind." is the state the
// office is in ("independent" was the reading), not a party.
var stateOffices = setOf(strings.Fields(stateOfficeWords), false)

const stateOfficeWords = `gov governor mayor del delegate assemblyman assemblywoman`

// houseTitles name a member of the House, whom the news names with the
// state the seat is in: "Rep. André Carson, Ind." is Indiana
// ("independent" was the reading; independents have seldom sat in the
// House, while "Sen. Sanders, Ind." is one in the Senate).
var houseTitles = setOf(strings.Fields(houseTitleWords), false)

const houseTitleWords = `rep reps representative congressman congresswoman`

// placeOpeners open a place's name of two words, no person's: "Santa
// Claus, Ind.", "San Pierre, Ind." are towns ("santa" is also a given
// name, and "independent" was the reading).
var placeOpeners = setOf(strings.Fields(`santa san saint st ste fort ft mount mt lake port new north south east
	west terre la le los las el glen grand little big cedar crown spring`), false)

// wordBeforeTitle is the word before pos, past spaces and one period
// ("Sen." before "Sanders").
func wordBeforeTitle(text string, pos int) string {
	before := strings.TrimRight(text[:pos], " ")
	before = strings.TrimSuffix(before, ".")
	return prevWord(before, len(before))
}

// imperativeBeforeWash reports whether "Wash." at [pos, end) closes a
// sentence of two words after a verb of washing, cleaning or cooking and
// before a new sentence or the end: "Soak, Wash. Repeat." is the verb. A
// dateline goes on with a dash or a clause ("AUBURN, Wash. --", "Auburn,
// Wash., is"), and a town whose name is an English word ("Auburn, Wash.
// Repeat.", "Forks, Wash. The mayor said": any English word of no name
// made them the verb) is the state.
func imperativeBeforeWash(text string, pos, end int) bool {
	i := strings.LastIndexByte(text[:pos], ',')
	if i < 0 {
		return false
	}
	w := prevWord(text, i)
	if len(w) < 2 || !isCapitalized(w) || isAllUpper(w) || !atSentenceStart(text, i-len(w)) {
		return false
	}
	if !washingVerbs[strings.ToLower(w)] {
		return false
	}
	nw := nextWord(text, end)
	rest := strings.TrimLeft(text[end:], " ")
	return rest == "" || nw != "" && strings.HasPrefix(rest, nw) && isCapitalized(nw)
}

// washingVerbs are the imperatives of a laundry label, a recipe or a
// routine that come before "Wash." ("Soak, Wash. Repeat.", "Rinse, Wash.
// Dry."); no town of Washington is one of them.
var washingVerbs = setOf(strings.Fields(`soak presoak pretreat rinse scrub lather wet rub spray sort dry brush wipe
	scrape peel trim chop slice dice drain pat sweep vacuum dust mop shampoo condition cleanse exfoliate moisturize
	soap sponge blot wring squeeze shake stir mix dip dunk bathe shower shave sand strip cool stop repeat`), false)

// addressOpeners before a comma open a sentence that speaks to someone,
// not a city: "Thanks, Pa. See you.", "Yes, Pa.", "Okay, Md. Smith will
// see you" ("thanks pennsylvania" was the reading: "Pa." is also the
// father).
var addressOpeners = setOf(strings.Fields(`thanks thank yes yeah yep no nope hello hi hey okay ok well oh sorry please
	bye goodbye goodnight night morning evening sure right listen look now so and but dear`), false)

// stateBeforeZIP reports whether w, written with its period at
// [pos, end), is a state's code after a city and before a ZIP code:
// "Tampa, Fl. 33601" is Florida, not "floor" (the "Fl." before a number).
func (sc *scanner) stateBeforeZIP(pos, end int, w string) bool {
	if len(w) != 2 || !sc.afterComma(pos) {
		return false
	}
	if _, ok := sc.st.USStates[strings.ToUpper(w)]; !ok {
		return false
	}
	i, j := digitsAfter(sc.text, end+1)
	return j-i == 5 && (j == len(sc.text) || !isWordStartByte(sc.text[j]) && !isDigit(sc.text[j]))
}

// lowerCaseWords are abbreviations found case-folded (Sat., Wed., Mar.,
// Fig., Apt.) whose lower-case form is a common word ("I sat.", "They
// will wed.", "Do not mar.", "a fig.", "That is apt.").
var lowerCaseWords = map[string]bool{"sat": true, "wed": true, "mar": true, "fig": true, "apt": true}

// lowerWordWithoutNumber reports whether w, ending at end, is one of
// lowerCaseWords in lower case whose period (right after it, or apart as
// tokenized text has it) is followed by no number.
func lowerWordWithoutNumber(text string, end int, w string) bool {
	if !lowerCaseWords[w] {
		return false
	}
	i := skipSpaces(text, end)
	if i == len(text) || text[i] != '.' {
		return false
	}
	i++
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i == len(text) || !isDigit(text[i])
}

// sayingVerbs before a capitalized "No" make it the word said ("He
// answered No 4 times", "voted No 12 times"), not "number".
var sayingVerbs = setOf(strings.Fields(`said say says saying answered answer answers answering replied reply
	replies voted vote votes voting shouted shout yelled screamed whispered`), false)

// determiners before SAT or SUN make them a name, no day.
var determiners = setOf(strings.Fields(`the a an my his her their our your its this that`), false)

// nameAfterNumber reports whether a capitalized word follows the number
// after end: "He said No 10 Downing Street" is the address after a verb
// of saying too ("said no ten downing street" was the reading).
func nameAfterNumber(text string, end int) bool {
	i, j := digitsAfter(text, end)
	return j > i && isCapitalized(nextWord(text, j))
}

// lowerBareIsWord are dot-optional abbreviations whose lower-case bare
// form is a common English word, read as the word: "no 5 star hotels",
// where "No 10" and "NO 10" are "number ten" (but a capitalized one
// opening a sentence is the word too: "No 2 people agree").
var lowerBareIsWord = map[string]bool{"no": true}

// capsCountFollows reports whether a number of two or more follows end,
// then, in capitals, a plural within two words ("NO 5 STAR HOTELS", "NO
// 2 DRUGS"): a count, so a capitalized "NO" before it is the word.
func capsCountFollows(text string, end int) bool {
	i, j := digitsAfter(text, end)
	if j == i || j-i > 4 || atoiSmall(text[i:j]) < 2 || j < len(text) && text[j] != ' ' {
		return false
	}
	for k := 0; k < 2; k++ {
		w := nextWord(text, j)
		if len(w) < 3 || !isAllUpper(w) || strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			return false
		}
		if w[len(w)-1] == 'S' && !strings.HasSuffix(w, "SS") {
			return true
		}
		j = strings.Index(text[j:], w) + j + len(w)
	}
	return false
}

// atSentenceStart reports whether only spaces and opening quotes or
// brackets stand between pos and the start of the text or the end of the
// previous sentence (. ! ?).
func atSentenceStart(text string, pos int) bool {
	before := strings.TrimRight(text[:pos], " \"'`(“‘[")
	return before == "" || strings.IndexByte(".!?", before[len(before)-1]) >= 0
}

// lookupAbbrev finds the key as written, then case-folded (ST. -> St.).
func (sc *scanner) lookupAbbrev(key string) (string, bool) {
	if _, ok := sc.st.Abbreviations[key]; ok {
		return key, true
	}
	k, ok := sc.st.abbrevLower[strings.ToLower(key)]
	return k, ok
}

// tokenizedReadings returns an entry's readings of context "tokenized"
// (the abbreviation written apart from its period, "eds ."), normalized;
// nil when it has none, and the shared abbreviation_form weights apply.
func tokenizedReadings(rs []Reading) []alt {
	var d dist
	for _, r := range rs {
		if r.Context == "tokenized" {
			d.add(r.Spoken, r.Weight)
		}
	}
	return d.done()
}

// capsMonthWithoutNumber reports whether w, written in capitals and found
// only case-folded (key k), is a month's abbreviation with no number
// after its period: "7.5% APR." is an acronym, not "april" (it was);
// "APR. 5" stays a date.
func capsMonthWithoutNumber(text string, after int, w, k string, st *Style) bool {
	if w+"." == k || len(w) < 2 || !isAllUpper(w) {
		return false
	}
	rs := st.Abbreviations[k]
	if len(rs) == 0 || monthIndex[strings.ToLower(rs[0].Spoken)] == 0 {
		return false
	}
	rest := strings.TrimLeft(text[after:], " ")
	return rest == "" || !isDigit(rest[0])
}

// reFederalRules are the United States' federal rules as legal writing
// cites them: "Fed. R. Civ. P. 12(b)(6)", "Fed. R. Evid. 403". One "^"
// before the alternation: with one in each branch Go's regexp does not
// see the match anchored and tried every later position, so each "Fed."
// read the rest of the text.
var reFederalRules = regexp.MustCompile(`^Fed\. ?R\. ?(?:(Civ|Crim|App|Bankr)\. ?P\.|Evid\.)`)

var federalRuleKinds = map[string]string{"Civ": "civil procedure", "Crim": "criminal procedure",
	"App": "appellate procedure", "Bankr": "bankruptcy procedure", "": "evidence"}

// matchFederalRules reads a citation of the federal rules ("Fed. R. Civ.
// P." was "fed r civ p") as "federal rule of civil procedure" 0.9, its
// letters as written 0.1. Hand-set: Google TN's sentences have none.
func matchFederalRules(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !strings.HasPrefix(text[pos:], "Fed.") {
		return match{}, false
	}
	m := reFederalRules.FindStringSubmatchIndex(text[pos:])
	if m == nil {
		return match{}, false
	}
	kind := ""
	if m[2] >= 0 {
		kind = text[pos+m[2] : pos+m[3]]
	}
	written := "fed r " + strings.ToLower(kind) + " p"
	if kind == "" {
		written = "fed r evid"
	}
	var d dist
	d.add("federal rule of "+federalRuleKinds[kind], 0.9)
	d.add(written, 0.1)
	return oneSeg(Abbreviation, pos, pos+m[1], d.done()), true
}

// matchPublicLaw reads "Pub. L." (or "Pub.L.") before a number or "No."
// as "public law" 0.9, its letters "pub l" 0.1 ("pub l" alone before):
// "Pub. L. 111-148", "Pub. L. No. 94-142". Hand-set: Google TN's
// sentences have none.
func matchPublicLaw(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !strings.HasPrefix(text[pos:], "Pub.") || pos > 0 && isWordStartByte(text[pos-1]) {
		return match{}, false
	}
	i := pos + len("Pub.")
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if !strings.HasPrefix(text[i:], "L.") {
		return match{}, false
	}
	end := i + len("L.")
	j := skipSpaces(text, end)
	if j == len(text) || !isDigit(text[j]) && !strings.HasPrefix(text[j:], "No.") && !strings.HasPrefix(text[j:], "No ") {
		return match{}, false
	}
	var d dist
	d.add("public law", 0.9)
	d.add("pub l", 0.1)
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// matchRoundTrip reads "RT" after a distance, a number and a unit of
// miles or kilometres ("5.2 mi RT", "8 miles RT", "12 km RT"), as hikers
// write a trail's length: "round trip" 0.8, its letters "r t" 0.2 ("r t"
// alone before). Elsewhere "RT" keeps its letters (a retweet, "RT
// @user"). Hand-set: Google TN's sentences have none (verb105).
func matchRoundTrip(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != 'R' || pos+2 > len(text) || text[pos+1] != 'T' || !boundaryAt(text, pos+2) || pos < 2 || text[pos-1] != ' ' {
		return match{}, false
	}
	unit, at := prevWordAt(text, pos)
	if !roundTripUnits[unit] || at == pos || at < 2 || text[at-1] != ' ' || !isDigit(text[at-2]) {
		return match{}, false
	}
	var d dist
	d.add("round trip", 0.8)
	d.add("r t", 0.2)
	return oneSeg(Abbreviation, pos, pos+2, d.done()), true
}

// roundTripUnits are the units of a trail's length before "RT".
var roundTripUnits = setOf(strings.Fields(`mi mile miles km kms kilometers kilometres`), false)

// reReporterSeries is a law reporter's series between a volume and a page
// ("123 F.3d 456", "456 N.E.2d 78", "9 P.3d 1"): its letters and the
// series' ordinal.
var reReporterSeries = regexp.MustCompile(`^(F|A|P|So|N\.E|N\.W|S\.E|S\.W)\. ?(2d|3d|4th) \d`)

// matchReporterSeries reads a reporter's series as lawyers say it, "f
// third" 0.8 ("f three d" before, kept 0.2). Hand-set: Google TN's
// sentences have none.
func matchReporterSeries(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if c := text[pos]; c != 'F' && c != 'A' && c != 'P' && c != 'S' && c != 'N' {
		return match{}, false
	}
	if pos < 2 || text[pos-1] != ' ' || !isDigit(text[pos-2]) {
		return match{}, false
	}
	m := reReporterSeries.FindStringSubmatchIndex(text[pos:])
	if m == nil {
		return match{}, false
	}
	name := text[pos+m[2] : pos+m[3]]
	letters := strings.ToLower(name)
	if name != "So" {
		letters = spellLetters(strings.ReplaceAll(name, ".", ""))
	}
	series := map[string]string{"2d": "second", "3d": "third", "4th": "fourth"}[text[pos+m[4]:pos+m[5]]]
	digit := strings.TrimRight(text[pos+m[4]:pos+m[5]], "dth")
	var d dist
	d.add(letters+" "+series, 0.8)
	d.add(letters+" "+cardinalWords(digit, false)+" "+spellLetters(strings.TrimLeft(text[pos+m[4]:pos+m[5]], "0123456789")), 0.2)
	return oneSeg(Abbreviation, pos, pos+m[5], d.done()), true
}

// routeNumberAfter reports whether a route's number follows end, after
// a space or a hyphen: digits and no more than a letter ("520", "99",
// "14A").
func routeNumberAfter(text string, end int) bool {
	if end >= len(text) || text[end] != ' ' && text[end] != '-' {
		return false
	}
	nw := nextWord(text, end+1)
	return nw != "" && isDigit(nw[0]) && len(strings.TrimLeft(nw, "0123456789")) <= 1
}

// reChessMove is a piece's move in algebraic notation: "Nf3", "Qxd5+",
// "Rae1", "Bb5#".
var reChessMove = regexp.MustCompile(`^([KQRBN])([a-h1-8])?(x)?([a-h])([1-8])([+#])?`)

// chessSentence reports whether the sentence of a plain move at [pos,
// end) is about chess: a word only the game uses ("knight", "gambit",
// "checkmate"), a word it shares with everyday English ("play", "check",
// "move", "white") just before or after the move ("Play Nf3 next") or
// two such words ("White played Qh5"), a move's number before it ("12.
// Qh5"), or another move in it ("Rf1 and Rd8", "e4 e5"). "Check the Rb2
// unit now" is none: one everyday word away from the code. The verb
// "move" just before the move counts only with another such word or
// where the move closes its clause (moveClosesClause).
func (sc *scanner) chessSentence(pos, end int) bool {
	text := sc.text
	if sc.hasWord(chessWords) {
		return true
	}
	if before := strings.ToLower(possessorBefore(text, pos)); chessShared[before] && (!chessVerbMove[before] || moveClosesClause(text, end)) || chessShared[strings.ToLower(nextWord(text, end))] ||
		sc.wordCount(chessShared) >= 2 || chessMoveWordNear(text, pos, end) {
		return true
	}
	k := backOverSpaces(text, pos)
	if k < pos && k > 1 && text[k-1] == '.' && isDigit(text[k-2]) {
		return true // "12. Qh5", "1... Nf6"
	}
	return sc.fact(factChessTokens)
}

// chessVerbMove are the verb "move" right before a code ("They plan to
// move Rb2 units", "rook b two" 0.8 was the reading): alone it makes no
// sentence of chess, which needs another of its words or moves ("White
// moves Rb2" has two).
var chessVerbMove = setOf(strings.Fields(`move moves moved`), false)

// moveClosesClause reports whether the code ending at end, after the
// verb "move", closes its clause: nothing but punctuation or an adverb of
// time or place follows ("I move Rb2 now", "Then we moved Qh5." are
// moves, "r b two" was the reading); a noun after it makes the code a
// name ("plan to move Rb2 units").
func moveClosesClause(text string, end int) bool {
	nw := nextWord(text, end)
	return nw == "" || moveAdverbs[strings.ToLower(nw)]
}

// moveAdverbs after "move" and a code leave the code the move.
var moveAdverbs = setOf(strings.Fields(`now next then here there instead first again immediately quickly anyway
	too also today tonight`), false)

// chessMoveWordNear reports whether the noun "move" or "opening" (or
// their plurals) begins within 32 bytes either side of the move at [pos,
// end): "Nf3 is the best move", "The best move is Nf3", "the Nf3 opening"
// were "n f three" 0.7 (one everyday word of chess anywhere). A noun here
// is the word after a determiner or an adjective of moves
// (chessMoveDeterminers) or right after the code; the verb ("Move the
// Kb1 chip", "plan to move Rb2 units") makes no sentence of chess.
func chessMoveWordNear(text string, pos, end int) bool {
	return anyASCIIWord(text, max(0, pos-32), min(len(text), end+32), func(i, j int) bool {
		return j-i >= 4 && j-i <= 8 && chessMoveWords[strings.ToLower(text[i:j])] &&
			(chessMoveDeterminers[strings.ToLower(prevWord(text, i))] || i > end && strings.TrimLeft(text[end:i], " ") == "")
	})
}

// chessMoveWords name a move or an opening; beside a move's code they
// make it one.
var chessMoveWords = setOf(strings.Fields(`move moves opening openings`), false)

// chessMoveDeterminers before "move" or "opening" make it the noun.
var chessMoveDeterminers = setOf(strings.Fields(`the a an his her their its my your our this that best next first
	only winning strong good bad weak natural main critical same another other last better worse losing
	opening quiet sharp`), false)

// possessorBefore returns the word before pos, or its owner when it is a
// possessive's "s" ("White's Qh5": "White"; a side's possessive beside a
// move counts as the side, "q h five" was the reading).
func possessorBefore(text string, pos int) string {
	before := strings.TrimRight(text[:pos], " ")
	for _, p := range []string{"'s", "’s"} {
		if strings.HasSuffix(before, p) {
			return prevWord(before, len(before)-len(p))
		}
	}
	return prevWord(text, pos)
}

// chessWords make a sentence one about chess; chessShared are the game's
// words that everyday English uses too, which count beside the move or
// two together.
var (
	chessWords = setOf(strings.Fields(`chess checkmate castled castling knight bishop rook queen king pawn pawns
	gambit endgame blunder`), false)
	chessShared = setOf(strings.Fields(`play plays played playing move moves moved check mate castle castles white
	black opening defence defense variation resign resigns resigned sacrifice threat threatens`), false)
)

// reChessToken is a move or a pawn's move as a word ("Nf3", "e4").
var reChessToken = regexp.MustCompile(`(?:^|[ (])(?:[KQRBN][a-h1-8]?x?)?[a-h][1-8][+#]?(?:[ ,.;:!?)]|$)`)

var chessPieces = map[byte]string{'K': "king", 'Q': "queen", 'R': "rook", 'B': "bishop", 'N': "knight"}

// matchChessMove reads a piece's move as players say it: "Nf3" "knight f
// three" 0.8 ("n f three" before, kept 0.2), "Qxd5+" "queen takes d
// five check". Hand-set: Google TN's sentences have none.
func matchChessMove(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if chessPieces[text[pos]] == "" || pos > 0 && (isWordStartByte(text[pos-1]) || isDigit(text[pos-1])) {
		return match{}, false
	}
	// Cheap test first (this runs at every capital K, Q, R, B, N): a
	// rank's digit within the next four bytes.
	if !(pos+2 < len(text) && isDigit(text[pos+2]) || pos+3 < len(text) && isDigit(text[pos+3]) || pos+4 < len(text) && isDigit(text[pos+4])) {
		return match{}, false
	}
	m := reChessMove.FindStringSubmatchIndex(text[pos:])
	if m == nil || !boundaryAt(text, pos+m[1]) {
		return match{}, false
	}
	if m[12] >= 0 && text[pos+m[12]] == '+' && m[4] < 0 && m[6] < 0 && elementSymbols[text[pos:pos+2]] {
		return match{}, false // "Ba2+", "Be2+": an ion's charge
	}
	if m[4] >= 0 && (text[pos] == 'B' || text[pos] == 'N') && text[pos+m[4]] == text[pos+m[8]] {
		// "Baa2", "Nbb3": a bishop or a knight always leaves its file,
		// so one named by the file it moves along is no move; "Baa2" is
		// Moody's rating, its letters ("bishop a a two" was 0.8).
		return match{}, false
	}
	// "The Kb1 chip failed", "Unit Rb2 is broken", "The Rd1 road": a
	// code shaped as a plain move, in no sentence of chess, is its
	// letters ("king b one chip" was the reading, then a variant of 0.3
	// the seventeenth round kept for commentary; a code's letters are
	// far the commoner, and a training pair should not teach "king b
	// one" for a chip). It is still matched here, so that "Rd1" is no
	// road's abbreviation ("the road one road") nor "Ke2" a word. A
	// word chess shares with English anywhere in the sentence ("Nf3 is
	// the best move") keeps the move's reading 0.3.
	move := 0.8
	if m[4] < 0 && m[6] < 0 && m[12] < 0 && !sc.chessSentence(pos, pos+m[1]) {
		move = 0
		if sc.wordCount(chessShared) > 0 {
			move = 0.3
		}
	}
	piece := chessPieces[text[pos]]
	var b strings.Builder
	if m[4] >= 0 {
		// "Rae1": the file or rank the piece comes from.
		b.WriteString(" " + spellLetters(text[pos+m[4]:pos+m[5]]))
		if isDigit(text[pos+m[4]]) {
			b.Reset()
			b.WriteString(" " + cardinalWords(text[pos+m[4]:pos+m[5]], false))
		}
	}
	if m[6] >= 0 {
		b.WriteString(" takes")
	}
	b.WriteString(" " + text[pos+m[8]:pos+m[9]] + " " + cardinalWords(text[pos+m[10]:pos+m[11]], false))
	if m[12] >= 0 {
		b.WriteString(map[byte]string{'+': " check", '#': " mate"}[text[pos+m[12]]])
	}
	var d dist
	if move > 0 {
		d.add(piece+b.String(), move)
	}
	d.add(strings.ToLower(text[pos:pos+1])+b.String(), 1-move)
	return oneSeg(Abbreviation, pos, pos+m[1], d.done()), true
}

// easternZone reads "est." (its period against it or "est ." tokenized)
// after a clock's hour as the zone "EST" reads after a time: "e s t"
// (zone_letters) or "est" (zone_word). "est" alone was the reading
// (5407de9 took it from "estimated"), where "8 pm EST" and now "7 ct."
// have the zone's two: "Doors open 8 est. / 7 ct." read one zone as a
// word and the other spelled. Without its period "est" is left to the
// words.
func (sc *scanner) easternZone(pos, end int) ([]alt, bool) {
	text := sc.text
	pw := prevWord(text, pos)
	if pw == "" || !isDigit(pw[0]) {
		return nil, false
	}
	e := pastPeriod(text, end)
	if e == end || !clockBefore(text, pos, pw, zoneClosesClause(text, e)) {
		return nil, false
	}
	return sc.zoneAlts("e s t", strings.ToLower(text[pos:end])), true
}

// zoneAlts are the two readings of a time zone's abbreviation after a
// clock's hour, as time.go gives them after "8 pm": its letters spelled
// (zone_letters) and the word as written (zone_word).
func (sc *scanner) zoneAlts(letters, written string) []alt {
	var d dist
	share := 1.0
	if name, ok := usZoneNames[strings.ToLower(strings.ReplaceAll(written, ".", ""))]; ok {
		// "at 8 ET": the zone's name too (zoneReadings).
		d.add(name, 0.1)
		share = 0.9
	}
	d.add(letters, share*sc.st.w("time", "zone_letters"))
	d.addWritten(sc.plain(written), share*sc.st.w("time", "zone_word"))
	return d.done()
}

// zoneInCapitals reads a time zone's abbreviation in capitals, with or
// without its period, after a clock's hour ("Kickoff is 8 EST", "at 8
// CT", "Doors open 9 PST") as time.go reads it after "8 pm": "e s t"
// (zone_letters) or "est" (zone_word). "EST" had the English word's
// "est" 0.93, "CT" was "court" 0.5 unless another zone stood near, and
// the others were spelled 0.99: the reading depended on the zone's
// spelling, not on its place after an hour. The zones are the style's
// time_zones; the hour is clockBefore's (an hour of 1-12 needs a clock's
// word before it, another hour's dash, or nothing after the zone but the
// clause's end: "Gate 8 PT staff" is no time), or a time the scan read
// before it ("by 2359 EST": timeSegmentBefore).
func (sc *scanner) zoneInCapitals(pos, end int, w string) ([]alt, bool) {
	if len(w) < 2 || len(w) > 4 || !isAllUpper(w) {
		return nil, false
	}
	pw := prevWord(sc.text, pos)
	if pw == "" || !isDigit(pw[0]) || !sc.st.timeZones[strings.ToLower(w)] ||
		!clockBefore(sc.text, pos, pw, zoneClosesClause(sc.text, pastPeriod(sc.text, end))) && !sc.timeSegmentBefore(pos) {
		return nil, false
	}
	return sc.zoneAlts(spellLetters(w), strings.ToLower(w)), true
}

// timeSegmentBefore reports whether the token the scan read right before
// pos (spaces between) is a time of day: "by 2359 EST", where the four
// digits were read as the 24-hour clock's ("est" 0.93 was the zone's
// reading, clockBefore taking hours of one or two digits only).
func (sc *scanner) timeSegmentBefore(pos int) bool {
	k := sc.segmentBefore(pos)
	return k >= 0 && sc.segs[k].class == Time
}

// caratsAfterNumber reads lower-case "ct" (with or without its period)
// after a number as carats where a word of gems, gold or weight is in the
// text ("The 8 ct. diamond", "It weighs 2 ct.": "court" was the reading):
// "carat" for one or before such a noun ("a 14 ct gold ring", as "a 5 kg
// bag" reads "kilogram"), "carats" otherwise. Hand-set (0.9; letters
// 0.1): Google TN's sentences have no carats. Without such a word ("He
// lives at 12 ct.") it stays an abbreviation's.
func caratsAfterNumber(sc *scanner, pos, end int, w string) ([]alt, bool) {
	text := sc.text
	if w != "ct" {
		return nil, false
	}
	pw := prevWord(text, pos)
	if pw == "" || !allDigits(pw) {
		return nil, false
	}
	e := pastPeriod(text, end)
	nw := strings.ToLower(nextWord(text, e))
	if ctCountNouns[nw] || nw == "gold" && goldCompound(text, e) && !sc.hasWord(gemWords) {
		// "a 24 ct. box", "He ate 3 ct. gold fish": a count before a
		// package or a thing counted (goldfish), no carats ("court" and
		// "carat" were the readings).
		var d dist
		d.add("count", 0.8)
		d.add("c t", 0.2)
		return d.done(), true
	}
	if !sc.hasWord(caratWords) {
		return nil, false
	}
	i := strings.LastIndex(text[:pos], pw)
	one := pw == "1" && !(i > 0 && (text[i-1] == '.' || text[i-1] == ','))
	spoken := "carats"
	if one || caratWords[strings.ToLower(nextWord(text, e))] {
		spoken = "carat"
	}
	var d dist
	d.add(spoken, 0.9)
	d.add("c t", 0.1)
	return d.done(), true
}

// pastPeriod is where the text after a word ending at end goes on: past
// its period when one follows (after spaces: "ct ." tokenized), at end
// otherwise.
func pastPeriod(text string, end int) int {
	e := skipSpaces(text, end)
	if e < len(text) && text[e] == '.' {
		return e + 1
	}
	return end
}

// goldCompound reports whether "gold" after "ct" (its period ending at
// e) begins a compound with a lower-case noun that is no jewel or thing
// made of gold ("gold fish"; not "gold ring", "gold and silver").
func goldCompound(text string, e int) bool {
	k := skipSpaces(text, e)
	after := nextWord(text, k+len("gold"))
	return len(after) >= 3 && startsLowerASCII(after) && !caratWords[after] && !goldGoods[after] && !goldLinks[after]
}

// gemWords are the gems and the jewels whose presence keeps "ct" before
// "gold" carats whatever follows ("9 ct gold fish pendant" was "count").
var gemWords = setOf(strings.Fields(`diamond diamonds ruby rubies sapphire sapphires emerald emeralds gem gems
	gemstone gemstones jewel jewels jewelry jewellery tanzanite topaz amethyst opal ring rings earring earrings
	necklace necklaces pendant pendants bracelet bracelets brooch solitaire pearl pearls`), false)

// goldGoods are things made of carat gold ("14 ct gold chain").
var goldGoods = setOf(strings.Fields(`chain chains band bands bracelet bracelets watch watches coin coins bar bars
	medal medals locket brooch cufflinks plated filled setting settings jewellery jewelry wedding engagement
	hoop hoops studs stud charm charms leaf leaves foil nib nibs thread wire pen pens pin pins cross crosses
	frame frames finish inlay tone sovereign sovereigns ingot ingots`), false)

// goldLinks after "ct gold" go on with the metal ("14 ct gold and
// silver", "in 18 ct gold with pearls").
var goldLinks = setOf(strings.Fields(`and or with for the was were is are has had set`), false)

// ctCountNouns after "ct" and a number make it a count, as packages write
// it ("a 24 ct. box", "100 ct bottle").
var ctCountNouns = setOf(strings.Fields(`box boxes pack packs package packages bottle bottles bag bags case cases
	jar jars tub tubs carton cartons tablets capsules pieces pcs sheets rolls pods count`), false)

// caratWords are the gems, metals and words of weight that make "ct"
// after a number carats.
var caratWords = setOf(strings.Fields(`diamond diamonds ruby rubies sapphire sapphires emerald emeralds gem gems
	gemstone gemstones gold platinum pearl pearls jewel jewels jewelry jewellery solitaire ring rings stone
	stones earrings necklace pendant weighs weigh weighed weighing weight tanzanite topaz amethyst opal`), false)

// centralZone reads "ct" (with or without its period, "ct ." tokenized)
// after a clock's hour as the central time zone, as time.go reads "8 pm
// CT": "c t" (zone_letters) or "ct" (zone_word). It needs another zone
// near ("Doors open 8 est. / 7 ct.", "9 ET / 8 CT": "seven court" was the
// reading); alone "7 ct." is as likely a court or carats.
func (sc *scanner) centralZone(pos, end int) ([]alt, bool) {
	text := sc.text
	pw := prevWord(text, pos)
	if pw == "" || !isDigit(pw[0]) {
		return nil, false
	}
	e := pastPeriod(text, end)
	if !clockBefore(text, pos, pw, zoneClosesClause(text, e)) || !otherZoneNear(text, pos, end) {
		return nil, false
	}
	return sc.zoneAlts("c t", text[pos:end]), true
}

// estimateAmountAfter reports whether an amount that is no year starts
// at i (after spaces): a currency sign or "~", or a number that is not
// four digits of 1000-2099 ("$5M", "40%", "5 million"; not "1901").
func estimateAmountAfter(text string, i int) bool {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	if i == len(text) {
		return false
	}
	if text[i] == '$' || text[i] == '~' || strings.HasPrefix(text[i:], "£") || strings.HasPrefix(text[i:], "€") || strings.HasPrefix(text[i:], "¥") {
		return true
	}
	j := digitsEnd(text, i)
	if j == i {
		return false
	}
	if n := j - i; n == 4 && (text[i] == '1' || text[i] == '2' && text[i+1] == '0') && (j == len(text) || text[j] != '%' && !((text[j] == '.' || text[j] == ',') && j+1 < len(text) && isDigit(text[j+1]))) {
		return false // a year: "Est. 1901", "The company, est. 1995, grew" (was "estimated")
	}
	return true
}

// scaledAmountAfter reports whether a number written as an amount
// follows end (past a period and spaces): one with a scale word or
// suffix after it ("5 million", "2.5bn", "5m") or grouped in thousands
// ("2,000"), which no room, page or item is numbered with.
func scaledAmountAfter(text string, end int) bool {
	i := end
	if i < len(text) && text[i] == '.' {
		i++
	}
	i = skipSpaces(text, i)
	n, ok := parseNumber(text, i)
	if !ok {
		return false
	}
	if n.grouped {
		return true
	}
	if _, l := numberScaleAt(text, n.end, n.point); l > 0 || strings.HasPrefix(text[n.end:], "m") && boundaryAt(text, n.end+1) {
		return true
	}
	switch strings.ToLower(nextWord(text, n.end)) {
	case "million", "billion", "trillion", "thousand", "bn", "mn":
		return n.end < len(text) && text[n.end] == ' '
	}
	return false
}

// startsLowerASCII reports whether w begins with a lower-case ASCII
// letter.
func startsLowerASCII(w string) bool {
	return w != "" && w[0] >= 'a' && w[0] <= 'z'
}

// numberAndWordBefore reports whether a number and one word of any case
// stand right before pos ("at 123 oak st"): an address, whose "st" is its
// street (houseNumberBefore wants capitalized words).
func numberAndWordBefore(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	return w != "" && allDigits(prevWord(text, at))
}

// capsFunctionWords are the function words beside ST in a text written in
// capitals that tell the street from the saint ("OAK ST NEAR THE PARK",
// "WELCOME TO ST LOUIS").
var capsFunctionWords = setOf(strings.Fields(`a an the and or of to in on at by for from near with between off is was are`), false)

// labelBeforeNumber reports whether the abbreviation w at [pos, end) is a
// line's label before its number and nothing else ("QTY 2", "HWY 1", "NO
// 5": a form's field, a road sign): written in capitals, like a text in
// capitals (writtenInCapitals, which asks two words), it reads as written
// bare ("q t y two" was 0.40 beside "quantity two" 0.50). Two capitals but
// NO are as often a code before a number ("CT 5", "MT 2"), so w has three
// letters or more.
func labelBeforeNumber(text, w string, pos, end int) bool {
	if len(w) < 3 && w != "NO" || strings.TrimSpace(text[:pos]) != "" {
		return false
	}
	n, at := nextWordAt(text, end)
	return at > end && houseNumber(n) && strings.TrimSpace(text[at:]) == ""
}

// capitalsBeforeNumber are abbreviations read so, without their period,
// only in capitals or title case and before a number (capitals: "RTE" is
// also Ireland's broadcaster; "apt" in lower case is a word, "an apt 3
// word"). "Apt 4B" in an address is the apartment, as "APT 4B" is ("she
// lives in apt four b" was 1.0: a careful speaker says the word).
var capitalsBeforeNumber = map[string]string{"RTE": "Rte.", "Rte": "Rte.", "APT": "Apt.", "Apt": "Apt."}

// channelNumber reports whether the number after end has a lower-case word
// after it ("RTE 2 aired it": a channel in running text, not a road sign).
func channelNumber(text string, end int) bool {
	_, at := nextWordAt(text, end+1)
	i := at
	for i < len(text) && text[i] != ' ' {
		i++
	}
	return startsLowerASCII(nextWord(text, i))
}

// fortBeforeName reports whether "FT" or "Ft" at [pos, end) stands before
// a capitalized name and after no number ("FT WORTH", "in Ft Worth"; not
// "6 FT TALL", whose FT is the unit's, nor "FT FourFourTwo").
func fortBeforeName(text string, pos, end int) bool {
	n, at := nextWordAt(text, end)
	if at <= end || !isCapitalized(n) || n[1:] != strings.ToLower(n[1:]) && n != strings.ToUpper(n) {
		// A place's name is one capital and lower-case letters, or all
		// capitals: "FT FourFourTwo" (a magazine's name, Google TN "f
		// t") is none.
		return false
	}
	p := prevWord(text, pos)
	return p == "" || !isDigit(p[len(p)-1])
}

// mountSaintBeforeName reports whether w at [pos, end), in capitals, is the
// MT or the ST of "MT ST" before a name ("MT ST HELENS", "GO TO MT ST
// HELENS"): a mount and its saint, read as written bare, as a text in
// capitals reads them. Neither is an initialism there: MT is Montana's code
// only after a city, before its ZIP code, never before ST, and ST after a
// mount is the saint (streetSaintReadings). "mount saint helens" was 0.23
// beside "m t saint" and "mount s t" 0.18 each and "m t s t" 0.15
// (verb80, verb81 left it; verb82).
func mountSaintBeforeName(text, w string, pos, end int) bool {
	switch w {
	case "MT":
		n, at := nextWordAt(text, end)
		if n != "ST" {
			return false
		}
		e := at // the end of ST
		if e < len(text) && text[e] == '.' {
			e++
		}
		return capitalsNameAfter(text, e)
	case "ST":
		return wordBeforeOptionalPeriod(text, pos) == "MT" && capitalsNameAfter(text, end)
	}
	return false
}

// capitalsNameAfter reports whether a name in capitals or in title case,
// two letters or more, follows i ("HELENS", "Helens").
func capitalsNameAfter(text string, i int) bool {
	n, at := nextWordAt(text, i)
	return at > i && len(n) >= 2 && isCapitalized(n) && (n == strings.ToUpper(n) || n[1:] == strings.ToLower(n[1:]))
}

// wordBeforeOptionalPeriod returns the word before pos, past one period
// written against it ("Mt. St. Helens": "Mt").
func wordBeforeOptionalPeriod(text string, pos int) string {
	if w := prevWord(text, pos); w != "" {
		return w
	}
	i := strings.TrimRight(text[:pos], " \t")
	if !strings.HasSuffix(i, ".") {
		return ""
	}
	return prevWord(text, len(i)-1)
}

// compoundRankBefore are the first words of a compound rank ("Lt. Col.",
// "Lt. Gen.", "Maj. Gen.", "Brig. Gen.").
var compoundRankBefore = setOf(strings.Fields(`lt lieut lieutenant maj major brig brigadier sgt sergeant det detective`), false)

// compoundRankSecond are the style's entries of a compound rank's second
// word that read only before a name ("Col.", "Cdr.", "Gov."): after
// compoundRankBefore they are the rank alone too ("a Lt. Cdr.", "Sgt.
// Maj.", "LT COL"; verb82, verb102).
var compoundRankSecond = setOf(strings.Fields(`Col. Gen. Maj. Cmdr. Cdr. Comdr. Gov. Insp.`), false)

// determinerBefore are the words before "Dr" that make it the doctor: an
// article or a possessive, never a drive's name.
var determinerBefore = setOf(strings.Fields(`the a an my your his her our their its this that`), false)

// personVerbs take a person as their object: before "Dr" and a name they
// make it the doctor.
var personVerbs = setOf(strings.Fields(`see sees saw seen seeing ask asks asked call calls called visit visits
	visited meet meets met thank thanks thanked tell tells told page paged contact contacted consult consulted
	email emailed phone phoned text texted`), false)

// mountOrFortBefore are the words before "St" that make it the saint.
var mountOrFortBefore = setOf(strings.Fields(`mt mount ft fort`), false)

// houseNumberAndWordBefore reports whether a house's number (houseNumber:
// "123", "221B") and one word stand right before pos ("221B BAKER ST").
func houseNumberAndWordBefore(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	return w != "" && houseNumber(prevWord(text, at))
}

// streetSaintReadings returns the readings of the abbreviation k written
// w at [pos, end), "St." or "St" in title case narrowed by what stands
// around it: a saint comes before the saint's name, so after a name or a
// house number with no name after it ("221B Baker St.", "12 Baker St in
// London", "Turn at Main St. and walk on") it is the street alone
// ("baker saint" was 0.1, after_name's pinned share); after a house
// number and before a name ("123 St. Mary's Rd.") it opens the street's
// name, the saint's, before_name's readings alone ("street mary's road"
// was 0.42: the number held after_name too). Between two names ("Port
// St. Lucie") both stay. Hand-set: Google TN's sentences (the fit half,
// the development set, the fresh sample's study half) have no "St" in
// title case; its lower-case "st" keeps its own rules (abbreviation's st
// rules), and every other abbreviation its readings.
func (sc *scanner) streetSaintReadings(k, w string, pos, end int) []Reading {
	rs := sc.st.Abbreviations[k]
	if bareTitles[strings.ToLower(w)] && titlesJoinedBeforeName(sc.text, end) {
		// "DR & MRS SMITH", "Dr and Mrs Smith": the couple's name
		// follows the second title, so the first is the title too
		// ("drive and mrs smith" was 0.28).
		var out []Reading
		for _, r := range rs {
			if r.Context == "before_name" {
				out = append(out, Reading{Spoken: r.Spoken, Weight: r.Weight})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if k == "Dr." && determinerBefore[strings.ToLower(prevWord(sc.text, pos))] {
		// "THE DR SAID NO", "The Dr said no", "MY DR": a drive's name
		// stands before its abbreviation, so after an article or a
		// possessive it is the doctor ("the drive said no" was 0.97 in
		// title case, a tie at 0.46 in capitals: "The" and "THE" read as
		// the name before it).
		return readingsBut(rs, "drive")
	}
	if compoundRankSecond[k] && compoundRankBefore[strings.ToLower(wordBeforeOptionalPeriod(sc.text, pos))] {
		// "He retired as a Lt. Col.", "a Maj. Gen. in 1944": the second
		// word of a compound rank is the rank with no name after it
		// ("lieutenant col" was the reading: the style's "Col." is the
		// colonel only before a name; verb82).
		out := make([]Reading, 0, len(rs))
		for _, r := range rs {
			if r.Context == "before_name" {
				out = append(out, Reading{Spoken: r.Spoken, Weight: r.Weight})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if k == "Dr." && personVerbs[strings.ToLower(prevWord(sc.text, pos))] && isCapitalized(nextWord(sc.text, end)) {
		// "See Dr Smith at 5", "ASK DR JONES", "CALL DR LEE TODAY": a
		// verb that takes a person right before Dr and a name after it
		// make it the doctor; the verb is no street's name ("see drive
		// smith" tied with the doctor at 0.48 in both cases, verb82's
		// list). "VISIT OCEAN DR" has the street's name between.
		// Hand-set: Google TN's sentences have no such verb before Dr.
		return readingsBut(rs, "drive")
	}
	if k == "Dr." && prevWord(sc.text, pos) == "" {
		// "Dr said no.", "Dr. said to rest", "(Dr Smith)": a drive's
		// abbreviation follows its name, so with no word before it (the
		// text's start, a bracket, a quote, after a sentence's end) Dr is
		// the doctor ("drive said no" had 0.29 in title case; verb80 read
		// "THE DR SAID NO" so after an article, verb82).
		return readingsBut(rs, "drive")
	}
	if k == "Dr." && w == "DR" && sc.fact(factInCapitals) {
		// "ELM DR IS CLOSED", "I LIVE ON OAK DR": in a text in capitals,
		// a word before DR that is no function word, an article or a
		// possessive, and a function word or nothing after it, make it
		// the drive, as verb79 reads ST ("elm doctor is closed" tied
		// with the drive at 0.48, verb82).
		pw, nw := strings.ToLower(prevWord(sc.text, pos)), strings.ToLower(nextWord(sc.text, end))
		if !capsFunctionWords[pw] && !determinerBefore[pw] && (nw == "" || capsFunctionWords[nw]) {
			return readingsBut(rs, "doctor")
		}
	}
	if pw := prevWord(sc.text, pos); k == "St." && streetDirections[nextWord(sc.text, end)] && pw != "" && !determinerBefore[strings.ToLower(pw)] {
		// "100 Queen St W, Toronto", "King St. E", "MAIN ST NW": a
		// compass point after St, a name before it, is a street's side
		// of the city, as Canadian addresses write it; no saint's name
		// is a compass point ("queen saint west" was 0.34 before
		// "street", verb99). An article before St ("The St. E. Church")
		// leaves it.
		return readingsBut(rs, "saint")
	}
	if k == "St." && mountOrFortBefore[strings.ToLower(wordBeforeOptionalPeriod(sc.text, pos))] {
		// "MT ST HELENS", "Mt St Helens", "FORT ST JOHN": after a
		// mount's or a fort's word St opens the saint's name; no street
		// is named "Mount" ("mount s t helens" 0.18, "mount street
		// helens" 0.10).
		return readingsBut(rs, "street")
	}
	if k == "St." && w == "ST" && sc.fact(factInCapitals) && !sc.contextHolds("after_ordinal", pos, end) {
		// In a text written in capitals every word is capitalized, so
		// a name before or after ST says nothing; the words that are
		// no names do. A house number and a word before it ("123 MAIN
		// ST APT 4B", "10 DOWNING ST"; "main saint apt" was 0.27), or
		// a word before it and a function word or nothing after it
		// ("OAK ST NEAR THE PARK", "I LIVE ON MAIN ST"; "oak saint
		// near" was 0.49 after the readings of the bare form), make it
		// the street; a function word or nothing before it and a word
		// after it ("WELCOME TO ST LOUIS", "ST MARY'S CHURCH") the
		// saint.
		pw, nw := strings.ToLower(prevWord(sc.text, pos)), strings.ToLower(nextWord(sc.text, end))
		drop := ""
		switch {
		case houseNumberAndWordBefore(sc.text, pos) || pw != "" && !capsFunctionWords[pw] && (nw == "" || capsFunctionWords[nw]):
			drop = "saint"
		case nw != "" && !capsFunctionWords[nw] && (pw == "" || capsFunctionWords[pw]):
			drop = "street"
		}
		if drop != "" {
			return readingsBut(rs, drop)
		}
	}
	if k != "St." || w != "St" || sc.contextHolds("after_ordinal", pos, end) || !sc.contextHolds("after_name", pos, end) {
		return rs
	}
	before := sc.contextHolds("before_name", pos, end)
	if before && !houseNumber(prevWord(sc.text, pos)) {
		return rs
	}
	out := make([]Reading, 0, len(rs))
	for _, r := range rs {
		if before && r.Context == "after_name" || !before && r.Spoken == "saint" {
			continue
		}
		out = append(out, r)
	}
	return out
}

// streetDirections after St make it the street: the compass points an
// address writes after a street's name (streetSaintReadings).
var streetDirections = setOf(strings.Fields(`N S E W NE NW SE SW North South East West NORTH SOUTH EAST WEST`), false)

// houseNumber reports whether w is a house's number: digits, and one
// letter after them ("12", "221B", "12a").
func houseNumber(w string) bool {
	n := len(w)
	if n > 1 && isWordStartByte(w[n-1]) {
		n--
	}
	return n > 0 && allDigits(w[:n])
}

// noContextSaintWeight is the share of "saint" in a lower-case "st"'s
// expanded readings where no context decides (abbreviation's st rule):
// 6 of 7 on the fresh sample's study half.
const noContextSaintWeight = 0.8

// nameBetweenSaintWeight is the share of "saint" in a lower-case "st"'s
// expanded readings between two names ("Port st Joe").
const nameBetweenSaintWeight = 0.9

// readingsBut is rs without the reading spoken as except, each kept one
// without its context (the context has decided): a title after an article
// is no drive, St after a mount no street.
func readingsBut(rs []Reading, except string) []Reading {
	out := make([]Reading, 0, len(rs))
	for _, r := range rs {
		if r.Spoken != except {
			out = append(out, Reading{Spoken: r.Spoken, Weight: r.Weight})
		}
	}
	return out
}

// entryReadBare is the reading of w, an abbreviation written bare, by the
// entry key (with its period: "Rte.", "Apt.", "Ft.") where a rule has
// decided the word is that entry's: the entry's readings at the bare
// expanded weight and the letters at the bare word's (capitalsBeforeNumber,
// fortBeforeName). Read here, not by the letters rules, so the word
// lexicon stays the count.
func (sc *scanner) entryReadBare(key, w string, pos, end int) (match, bool) {
	k, ok := sc.lookupAbbrev(key)
	if !ok {
		return match{}, false
	}
	rs := sc.st.Abbreviations[k]
	if compoundRankSecond[k] {
		// "LT COL", "a Maj Gen": the second word of a compound rank is
		// the rank with no name after it, as "Lt. Col." is (verb102).
		rs = sc.streetSaintReadings(k, w, pos, end)
	}
	alts, ok := sc.contextReadings(rs, pos, end, false)
	if !ok {
		return match{}, false
	}
	var d dist
	d.addAll(alts, sc.st.w("abbreviation_form", "bare_expanded"))
	d.add(spellLetters(w), sc.st.w("abbreviation_form", "bare_word"))
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// letterNameOpensWithVowel reports whether the name of w's first letter
// opens with a vowel sound, so that "an" goes before w spelled ("an M R
// scan", "an F B I agent": "em", "ef"; "a D R", "a U N" take "a").
func letterNameOpensWithVowel(w string) bool {
	return w != "" && strings.IndexByte("AEFHILMNORSX", w[0]) >= 0
}

// expansionsOpenWithConsonant reports whether every reading of an
// abbreviation opens with a consonant letter ("mister", "doctor"), so
// that "an" before it says its letters, not its word.
func expansionsOpenWithConsonant(rs []Reading) bool {
	if len(rs) == 0 {
		return false
	}
	for _, r := range rs {
		if r.Spoken == "" || strings.IndexByte("aeiou", r.Spoken[0]) >= 0 || strings.HasPrefix(r.Spoken, "h") {
			return false
		}
	}
	return true
}

// stateWithoutComma reports whether w, a state's two-letter postal code in
// capitals at [pos, end), follows its city's name with no comma between:
// before a ZIP code ("HELENA MT 59601", "Helena MT 59601-1234") or ending
// a text after a name in capitals English lacks ("HELENA MT"). A mount's
// "MT" has its name after it, never a ZIP code or the text's end ("helena
// mount" was 0.50, verb82's list); the letters read it as the state, as
// after a comma. Before a ZIP code the city may be an English word ("SALT
// LAKE CITY UT 84101"); at the text's end it may not ("I LIKE IT OK",
// "WE ARE IN"). Hand-set: Google TN's sentences write a comma before
// every state code they hold.
func (sc *scanner) stateWithoutComma(w string, pos, end int) bool {
	if len(w) != 2 || !isAllUpper(w) || pos < 2 || sc.text[pos-1] != ' ' {
		return false
	}
	if _, ok := sc.st.USStates[w]; !ok {
		return false
	}
	pw := prevWord(sc.text, pos)
	if len(pw) < 3 || !isCapitalized(pw) || addressOpeners[strings.ToLower(pw)] {
		return false
	}
	i, j := digitsAfter(sc.text, end)
	if i > end && j-i == 5 {
		if j+5 <= len(sc.text) && sc.text[j] == '-' && allDigits(sc.text[j+1:j+5]) {
			j += 5
		}
		return j == len(sc.text) || !isWordStartByte(sc.text[j]) && !isDigit(sc.text[j])
	}
	return endsText(sc.text, end) && isAllUpper(pw) && !isEnglishWord(strings.ToLower(pw))
}

// bareRanks are the military and police ranks written without their
// period, in title case, and the style's entry each reads by (rankBeforeName,
// verb93). Cpl and Pvt are in the style's dot-optional list already.
var bareRanks = map[string]string{
	"Lt": "Lt.", "Lieut": "Lieut.", "Col": "Col.", "Gen": "Gen.", "Capt": "Capt.", "Cpt": "Cpt.",
	"Sgt": "Sgt.", "Maj": "Maj.", "Adm": "Adm.", "Cmdr": "Cmdr.", "Cdr": "Cdr.", "Comdr": "Comdr.",
	"Brig": "Brig.", "Det": "Det.", "Insp": "Insp.", "Supt": "Supt.",
}

// rankBeforeName reports whether the bare rank at [pos, end) stands before
// a person's name, past any other ranks after it, bare or with their
// period ("Lt Col Smith", "Sgt Maj. Brown"): a capitalized word of two
// letters or more, the rest lower case ("McNair" too; "O'Brien"), that
// opens no sentence. Not "Gen Z", "Gen X" (one letter), "Gen AI"
// (capitals), "Gen Alpha" (a generation), "the Col de la Croix" (a
// mountain pass: lower case after it, and a determiner before "Col",
// "Gen" or "Brig" makes them the pass, the generation and the ship),
// "Det Norske Veritas" ("Det" is a detective only before another rank).
func rankBeforeName(text string, pos, end int) bool {
	w := text[pos:end]
	if (w == "Col" || w == "Gen" || w == "Brig") && determiners[strings.ToLower(prevWord(text, pos))] {
		return false
	}
	if w == "Det" {
		// "Det Sgt Jones", "Det Insp Morse"; "Det Norske Veritas" (the
		// Norwegian article) has no rank after it.
		n, at := nextWordAt(text, end)
		if at <= end || bareRanks[n] == "" {
			return false
		}
	}
	i := end
	for k := 0; k < 3; k++ {
		n, at := nextWordAt(text, i)
		if at <= i {
			return false
		}
		e := at
		if e < len(text) && text[e] == '.' {
			e++
		}
		if bareRanks[n] != "" || n == "Cpl" || n == "Pvt" || n == "Gov" && (w == "Lt" || w == "Lieut") {
			i = e
			continue
		}
		if len(n) == 1 && at+1 < len(text) && text[at] == '\'' && text[at+1] >= 'A' && text[at+1] <= 'Z' {
			return true // "Capt O'Brien"
		}
		if len(n) < 2 || !isCapitalized(n) || sentenceOpeners[n] || generationNames[n] || w == "Lt" && lightShade(text, n, e) {
			return false
		}
		for j := 1; j < len(n); j++ {
			if c := n[j]; c >= 'A' && c <= 'Z' && !(j == 2 && n[:2] == "Mc") {
				return false
			}
		}
		return true
	}
	return false
}

// capsRank is the style's entry of the bare rank w written in capitals
// ("LT", "SGT"), or "".
func capsRank(w string) string {
	if len(w) < 2 || len(w) > 5 || !isAllUpper(w) {
		return ""
	}
	// Title case in a buffer: the lookup of string(bytes) allocates
	// nothing, and every word in capitals of two to five letters asks.
	var b [5]byte
	b[0] = w[0]
	for i := 1; i < len(w); i++ {
		b[i] = w[i] | 0x20 // isAllUpper: ASCII capitals (and no lower case)
	}
	return bareRanks[string(b[:len(w)])]
}

// capsRanksBeforeName reports whether the rank in capitals at [pos, end)
// is one of two or more in a row ("LT COL", "SGT MAJ", "DET SGT") that a
// word of two or more capitals follows ("LT COL JOHN SMITH"): one rank
// alone in capitals may be a headline's word (verb96).
func capsRanksBeforeName(text string, pos, end int) bool {
	ranks := 1
	for at := pos; ranks < 4; {
		p, a := prevWordAt(text, at)
		if a >= at || capsRank(p) == "" {
			break
		}
		ranks, at = ranks+1, a
	}
	i := end
	for k := 0; k < 4; k++ {
		n, at := nextWordAt(text, i)
		if at <= i || len(n) < 2 {
			return false
		}
		if capsRank(n) != "" {
			ranks, i = ranks+1, at
			continue
		}
		for j := 0; j < len(n); j++ {
			if c := n[j]; c < 'A' || c > 'Z' {
				return false
			}
		}
		return ranks >= 2
	}
	return false
}

// compoundRanks are the ranks of two words, in title case, each written
// without its period (compoundRankPair).
var compoundRanks = setOf(strings.Fields(`Lt_Col Lt_Gen Lt_Cmdr Lt_Cdr Lt_Comdr Lt_Gov Lieut_Col Lieut_Gen Lieut_Gov
	Maj_Gen Brig_Gen Sgt_Maj Det_Sgt Det_Insp Det_Supt`), false)

// compoundRankPair reports whether the bare rank at [pos, end) and the
// word one space after or before it make a rank of two words, both bare
// and in the same case ("Lt Col", "LT COL", "MAJ GEN"): the pair names the
// rank with no name after it, as "Lt. Col." does ("He retired as a LT COL."
// was "l t colonel", "LT COL" "l t col"; verb102). One rank alone in
// capitals ("GEN Z", "LT BLUE") and a rank before another word keep
// theirs.
func compoundRankPair(text string, pos, end int) bool {
	w := text[pos:end]
	caps := isAllUpper(w)
	title := func(s string) string {
		if !caps {
			return s
		}
		if !isAllUpper(s) {
			return ""
		}
		return s[:1] + strings.ToLower(s[1:])
	}
	if end+1 < len(text) && text[end] == ' ' {
		if n, at := nextWordAt(text, end+1); at > end+1 && compoundRanks[title(w)+"_"+title(n)] {
			return true
		}
	}
	if pos > 1 && text[pos-1] == ' ' {
		if p, at := prevWordAt(text, pos-1); at < pos-1 && at+len(p) == pos-1 && compoundRanks[title(p)+"_"+title(w)] {
			return true
		}
	}
	return false
}

// lightShade reports whether n, the word after "Lt" (ending at e), is a
// colour, "Lt" a shop's light ("Lt Blue Shirt", "Lt Grey Hoodie"), not a
// lieutenant: one of lightShades, or of the colours that are surnames
// too (Brown, Green, Gray, Grey) with a capitalized word after it ("Lt
// Brown Shirt"; "Lt Brown said" is a lieutenant).
func lightShade(text, n string, e int) bool {
	ln := strings.ToLower(n)
	if lightShades[ln] {
		return true
	}
	switch ln {
	case "brown", "green", "gray", "grey":
		return isCapitalized(nextWord(text, e))
	}
	return false
}

// lightShades are colours no surname shares (lightShade).
var lightShades = setOf(strings.Fields(`blue pink yellow purple orange tan beige khaki aqua teal navy lavender lilac
	mint turquoise maroon wash weight`), false)

// generationNames are capitalized words after a bare rank's letters that
// name no person: a generation ("Gen Alpha", "Gen Zers"), a convention
// ("Gen Con"), a course ("Gen Ed", "Gen Chem"), an inspection's papers
// ("Insp Report", "Insp Date") and an administration's rooms ("Adm
// Building", "Adm Office").
var generationNames = setOf(strings.Fields(`Alpha Beta Zers Xers Con Ed Chem Bio Psych Report Date Due Sticker Cert Fee
	Building Office Block`), false)

// vowellessRank reports whether the bare rank w has no vowel ("Lt", "Sgt",
// "Cdr"), which Google TN's tokenized text spells.
func vowellessRank(w string) bool { return !strings.ContainsAny(strings.ToLower(w), "aeiouy") }

// spacedPunctuation reports whether text is tokenized, its punctuation
// set apart by spaces (" , ", " ." at its end), as Google TN's sentences
// are and a person's are not.
func spacedPunctuation(text string) bool {
	return strings.Contains(text, " , ") || strings.HasSuffix(text, " .") || strings.Contains(text, " . ")
}

// closesBracket reports whether the word at [pos, end) closes an open
// round bracket: ")" right after it (spaces between) and a "(" before it
// with no ")" since ("Ferrer C ( eds )").
func closesBracket(text string, pos, end int) bool {
	j := skipSpaces(text, end)
	if j >= len(text) || text[j] != ')' {
		return false
	}
	open := strings.LastIndexByte(text[:pos], '(')
	return open >= 0 && strings.IndexByte(text[open:pos], ')') < 0
}

// partyNames are the parties a US politician's bracketed label names
// ("Sen. Ted Cruz (R-TX)", "Rep. Nancy Pelosi (D-Calif.)").
var partyNames = map[byte]string{'R': "republican", 'D': "democrat", 'I': "independent"}

// apDottedStates are the states AP's style abbreviates by their dotted
// initials ("Rep. Tom Suozzi, D-N.Y., said").
var apDottedStates = map[string]string{"N.Y.": "new york", "N.J.": "new jersey", "N.M.": "new mexico",
	"N.C.": "north carolina", "N.D.": "north dakota", "S.C.": "south carolina", "S.D.": "south dakota",
	"N.H.": "new hampshire", "R.I.": "rhode island", "W.Va.": "west virginia"}

// apDottedState returns the length of the dotted initials of a state at
// i (apDottedStates) and its name; 0 where none.
func apDottedState(text string, i int) (int, string) {
	if i+4 > len(text) || text[i+1] != '.' {
		return 0, ""
	}
	for k := 4; k <= 5 && i+k <= len(text); k++ {
		if name, ok := apDottedStates[text[i:i+k]]; ok && (i+k == len(text) || !isWordByte(text[i+k])) {
			return k, name
		}
	}
	return 0, ""
}

// matchPartyState reads a US politician's party and state in brackets
// after a capitalized name, "(R-TX)", "(D-CA)", "(R-Texas)", "(D-Calif.)",
// as a newsreader says them, "republican of texas" 0.6, and as the label
// is read out, "r texas" 0.3 (its letters, "r t x", were 1.0), the
// letters 0.1 with a state's code; with a state's name or its AP
// abbreviation the label's reading keeps 0.4. The state is the style's
// US states (a code, or its name) or the news's abbreviations (apStates).
// "(R-2)", "(A-B)", "R-rated" and a label after no capitalized name keep
// theirs. Hand-set (verb97): Google TN's sentences hold none.
func matchPartyState(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos < 3 || text[pos] != 'R' && text[pos] != 'D' && text[pos] != 'I' || pos+3 >= len(text) || text[pos+1] != '-' {
		return match{}, false
	}
	party, apName := partyNames[text[pos]], ""
	// AP's style sets the label between commas ("Sen. Ted Cruz, R-Texas,
	// said", "Rep. Nancy Pelosi, D-Calif., said" were "r texas", "d
	// calif"; verb98), the comma after it or the sentence's end.
	commas := text[pos-1] == ' ' && text[pos-2] == ','
	if !commas && (text[pos-1] != '(' || text[pos-2] != ' ') {
		return match{}, false
	}
	pw, pwAt := prevWordAt(text, pos-2)
	if pw == "" || !isCapitalized(pw) {
		return match{}, false
	}
	if commas {
		// A name of two words, or a title's and a name ("Ted Cruz",
		// "Sen. Warren"): "L-Ala, D-Ala, Gly" are amino acids.
		if w2 := labelWordBefore(text, pwAt); w2 == "" || !isCapitalized(w2) || len(pw) < 2 || isAllUpper(pw) {
			return match{}, false
		}
	}
	i := pos + 2
	j := i
	for j < len(text) && (isWordByte(text[j]) || text[j] == ' ' && j+1 < len(text) && isCapitalized(text[j+1:j+2])) {
		j++
	}
	w := text[i:j]
	if k, name := apDottedState(text, i); k > 0 {
		// "D-N.Y.", "R-S.C.": the period after the state's initials
		// is its own.
		w, j = text[i:i+k-1], i+k-1
		apName = name
	}
	dotted := j < len(text) && text[j] == '.'
	end := j
	if dotted {
		end++
	}
	// A name's or a code's period, between commas, is the sentence's.
	bare := !dotted
	if commas {
		if end < len(text) && text[end] != ',' && text[end] != ';' {
			return match{}, false
		}
		bare = !dotted || end == len(text)
	} else if end >= len(text) || text[end] != ')' {
		return match{}, false
	}
	state, code := "", false
	if name, ok := sc.st.USStates[w]; ok && len(w) == 2 && isAllUpper(w) && bare {
		state, code = name, true
	} else if name := apStates[w]; name != "" {
		state = name
	} else if apName != "" {
		state = apName
	} else if isCapitalized(w) && bare {
		lw := strings.ToLower(w)
		for _, name := range sc.st.USStates {
			if name == lw {
				state = name
				break
			}
		}
	}
	if state == "" {
		return match{}, false
	}
	if commas && (!dotted || apStates[w] == "" && apName == "") {
		// The comma or the sentence's period stays outside the span.
		end = j
	}
	letter := strings.ToLower(text[pos : pos+1])
	var d dist
	if code {
		d.add(party+" of "+state, 0.6)
		d.add(letter+" "+state, 0.3)
		d.add(letter+" "+spellLetters(w), 0.1)
	} else {
		d.add(party+" of "+state, 0.6)
		d.add(letter+" "+state, 0.4)
	}
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// conferenceRecordEnds reports whether a conference's record
// (conferenceRecordBefore) ends one space before pos.
func conferenceRecordEnds(text string, pos int) bool {
	if pos < 2 || text[pos-1] != ' ' || !isDigit(text[pos-2]) {
		return false
	}
	k := pos - 2
	for k > 0 && isDigit(text[k-1]) {
		k--
	}
	return conferenceRecordBefore(text, k)
}
