// Package normalize is the probabilistic English verbalizer of itnprep:
// it turns written text ("It cost $5 in 2010.") into the spoken forms a
// speech recognizer would hear ("it cost five dollars in twenty ten"),
// each with its probability, so that ITN training data does not teach one
// fixed verbalization (Suter & Novak; Sunkara et al.).
//
// The package owns the written-to-spoken direction only: tokenizing
// written text into semiotic tokens, the per-class readings and their
// distributions, enumeration and seeded sampling of whole-sentence
// verbalizations, and the spans tying each written token to its spoken
// words. It does no I/O (a style file is read by its caller and given to
// ParseStyle as bytes) and knows nothing of Beam; the
// pipelines (`itnprep prep spgi|text`) and `itnprep verbalize` call it.
//
// # API
//
// New(style, options) builds a Verbalizer (immutable, safe for
// concurrent use). Variants(text, max) enumerates the most probable
// verbalizations, most probable first, ties broken by reading order, with
// probabilities that sum to 1 over all of them; Sample(text, seed, id,
// variantIndex) draws one from the same distribution with a PCG generator
// seeded by SHA-256 of (seed, id, variant index), so a record gets the
// same draw on any machine. Accepts(text, spoken) asks whether a spoken
// form (compared as Comparable: lower case, no punctuation) is any of the
// verbalizations, which the conformance tests use; NewAcceptor(size) is
// Accepts for a caller that asks about the same written texts again and
// again (align's number check, transforms/align.go): it keeps the scans
// of its last size texts and, apart from them, of up to 8,192 short
// numbers ("47", "1832.", "$4,": shortNumberText) as long as it lives,
// with Accepts' own answers (acceptor.go; one per goroutine). An error means the text
// cannot be verbalized (invalid UTF-8, control characters, symbols the
// style cannot say such as emoji); pipelines send such records to rejects
// with the error as the reason.
//
// Tokens are read independently, but for one thing: a word the style
// reads by the word (a capitalized or unknown word spelled or said, a
// British spelling kept or not; word_readings) is read the same way at
// every occurrence in a sentence, as Google TN reads it (ties.go). Its
// later occurrences follow the first, which alone carries the
// probability, in Variants, Sample, ProbOf and Accepts alike. A
// sentence's am/pm suffixes are tied the same way: "9:30am to 5pm" is "a
// m ... p m" or "am ... pm", never one of each, and so are its clocks
// when their readings line up ("9am to 5pm" takes o'clock at both or
// neither; tieClockStyles).
//
// Text is read in a folded form and located as written (readingform.go):
// full-width forms, Roman numeral characters, subscript digits and the
// minus sign become the ASCII NFKC or a reader would take them for,
// no-break and thin spaces become spaces (but between a group of one to
// three digits and groups of exactly three, "€1 200", "12 345 678", the
// thousands separator they stand for in French and SI style), and HTML character references
// ("&#39;", "&amp;"; also split after the ampersand, "& lt;") the
// characters they stand for, and a space after a
// thousands separator is dropped where the groups make an amount ("$2,
// 000", "14, 000 jurisdictions", as transcripts write them); spans keep
// byte offsets into the text as given. Superscript exponents and scientific
// notation (power.go), markup tags (tags.go) and layout symbols (bullets,
// check marks) have readings of their own. A number grouped the Indian
// way ("10,00,000", "Rs. 5,00,00,000") is one number, said in lakhs and
// crores first ("ten lakh", "five crore rupees") and in millions after.
//
// Spans give, for each verbalized token (not plain words or punctuation),
// its class and byte offsets in the written text and in Variant.Spoken.
// By default the spoken text is lower case without punctuation;
// Options.KeepCasePunct keeps the case of plain words and the written
// punctuation, for punctuation and truecasing models.
//
// # House style
//
// Every distribution and lexicon lives in data/style.json, embedded in
// the binary, but the word lexicon (lexicon.go, data/word-lexicon.json:
// Google TN's counted reading of each capitalized or unknown word, read
// for a word the style's word_readings lack; a style that replaces its
// word_readings reads none). A team overrides the style with its own JSON
// file (ParseStyle, the --style flag): maps are merged key by key, lists
// replaced. A reading
// that does not apply to a token is dropped and the rest renormalized;
// identical strings from different readings are merged.
//
// # Classes and their default distributions
//
// Probabilities below are the hand-set ones the readings were designed
// with. The shipped weights of data/style.json's distributions are fitted
// to Google TN sentences (FitStyle, `itnprep style fit`) and reviewed by
// hand; docs/STYLE-FIT.md lists fitted next to hand-set weights, and the
// style file's "doc" fields name the readings.
//
// # Calibration
//
// ProbOf(text, spoken) is the probability the verbalizer gives a spoken
// form, summed over all derivations (the forward algorithm over the
// reading lattice). FitStyle estimates the distributions' weights from
// gold (written, spoken) pairs by maximizing the likelihood ProbOf
// defines, with a Gaussian prior on the log-weights centred on the base
// style as smoothing (its strength chosen by cross-validation), and fits
// the readings of symbols and abbreviations (& "and" vs "ampersand") the
// same way. It also counts, per word, how its pairs read the words the
// rules read more than one way (UPA said, EPA spelled, colour
// Americanized): the style's word_readings (wordreadings.go), by which a
// word the corpus has read is read as it read it, smoothed toward the
// rules' distribution; the word lexicon fills in the words they lack.
// scripts/calibration.sh prints top-1, mean P(gold)
// and coverage on held-out Google TN sentences.
//
//   - cardinal (cardinal.go): american "one hundred twenty three" 0.74,
//     british_and "one hundred and twenty three" (num2words) 0.10,
//     british_last ("and" in the last group only, NeMo) 0.04, hundreds
//     "seventeen hundred" 0.05 (1100-9900 by hundreds), pairs "six twenty
//     seven" 0.02 (3-4 digits), digits 0.05 (numbers written without
//     separators); five or more ungrouped digits: american
//     0.55, british 0.10, digits 0.35. Leading zeros (004) are read digit by
//     digit. Negatives: minus 0.8, negative 0.2. Thousands separators and
//     numbers up to 36 digits; longer ones digit by digit. Groups of three
//     digits after one or two and an ASCII space ("2 000", "12 345 678";
//     three digits only before zeros, "150 000") are thousands 0.8, the
//     groups apart 0.2. A scale letter
//     against a number (1.2M, 3K, 2bn, 1.5B) is the scale word 0.7 or the
//     letter 0.3.
//   - bare 4-digit numbers 1000-2099: year reading 0.8, cardinal 0.2.
//   - digit 0 in digit strings: zero 0.5, oh 0.3, o 0.2.
//   - ordinal (ordinal.go): 1st, 21st, 1,000th: american 0.88, british 0.12;
//     a suffix that does not fit (1th) is read literally ("one th") 0.7;
//     the ordinal indicator º (1º) the ordinal 0.8 before "de" ("1º de
//     julho"), 0.1 elsewhere beside degrees; the feminine ª (2ª) the
//     ordinal alone; "Nº 5" "number five".
//   - cents against a number in a price ("50c each", "a 25c stamp"):
//     "fifty cents" 0.9, "fifty c" 0.1 (money.go matchCents).
//   - decimal (decimal.go): the integer part as a cardinal, the rest digit by
//     digit; 0.5: "zero point five" 0.7, "point five" 0.2, "oh point five"
//     0.1 (.5 without the zero: "point five" 0.8); two decimals said as a
//     number ("one point twenty four") 0.05.
//   - fraction (fraction.go): ordinal denominators 0.85 ("three quarters",
//     "two thirds"), "over" 0.15, a pair of numbers ("nine eleven") 0.03, or
//     0.6 when the top is not smaller ("fifty fifty", "twenty four seven");
//     half "one half" 0.6 / "a half" 0.4;
//     quarter 0.7 / fourth 0.3; mixed numbers "two and a half" (a 0.85 after a whole number); unicode
//     fractions (½ ¾ ⅓ ...); a signed fraction "minus three quarters"; a
//     score after "scored", "rated" ... or before "stars", "points" (a
//     scale of five or more), never before "of": "four out of five" 0.8;
//     a fraction of one after "a" ("a 1/2 inch pipe", "an 1/8 inch") is
//     the article and the denominator's name, "a half", 0.8; after
//     another determiner the article goes ("the half cup"); a half
//     before a unit ("1/2 cup", "1/2 tsp", "½ hour") is also "half a(n)"
//     0.5, as Google TN reads "1/2 cc"; a unit after a fraction under one
//     is singular 0.8, over one plural 0.8.
//   - money (money.go): $, US$, HK$, A$, C$, £, €, ¥, ₩, ₹ ... and ISO codes
//     before or after the amount; with cents: "twenty dollars fifty cents"
//     0.55, "... and fifty cents" 0.30, "twenty point five zero dollars"
//     0.15; scale words "$12.3 million" -> "twelve point three million
//     dollars"; per-units "$20/mo"; an accountant's bracketed amount
//     "$(0.3) million" a negative ("minus"/"negative" 0.6, unsaid 0.4;
//     unsaid 0.9 after "loss of"); old money (2s. 6d., 5l. 10s.), "½d."
//     "a halfpenny" 0.6 / "half a penny" 0.4.
//   - measure (measure.go): number and unit from the units lexicon, singular
//     after exactly 1; squared/cubed (km², m3), per-units (km/h, 12/kg: "per
//     kilogram" 0.9, "per kilograms" 0.1), %, °C, °; ambiguous units (s, m,
//     h, V ...) read as the unit 0.6 or letter by letter 0.4, the unit
//     0.9 inside a unit conversion ("80 feet ( 24 m )"); in, A, x, t
//     only when attached (5in, 4x). K (kelvin) and d (days) are left out: 10K and 3d mean other things.
//     30' and 6.5′ are feet ("foot" before a noun); "12 st 6 lb" stone;
//     "120/80 mmHg" "one hundred twenty over eighty millimeters of mercury".
//   - date (date.go): month-day "july twenty fifth" 0.8, "july the twenty
//     fifth" 0.1, "july twenty five" 0.1; day-month "the twenty fifth of
//     july" 0.8, "twenty fifth of july" 0.1, "twenty fifth july" 0.1 (the
//     first two swap after a written "the"); numeric dates 11/09/2009: month
//     first 0.7 / day first 0.3 when ambiguous, said month first 0.6 or day
//     first 0.4 (the other way round for a day-first reading), with a
//     cardinal day 0.05 of the month-first share; dotted dates (28.11.2026,
//     03.04.85) day first 0.9 / month first 0.1; ISO 2009-11-09; decades
//     (1980s, '80s, 2000s); eras (340 AD); fiscal quarters (quarter.go): Q2
//     "q two" 0.6, "second quarter" 0.25, "the second quarter of" (with a
//     year) 0.1, "quarter two" 0.05; 2Q22 "the second quarter of twenty two"
//     0.4, "second quarter" 0.3, "q two" 0.2, "two q" 0.1.
//   - year (year.go): "nineteen fifty" 0.85, "one thousand nine hundred
//     fifty" 0.12; 01-09 into a century "nineteen oh five" 0.85, "nineteen
//     o five" 0.85 (Google TN's), "nineteen zero five" 0.02;
//     2000-2009: "two thousand five" 0.85, "two thousand and five" 0.10,
//     "twenty oh five" 0.05; 2010-2099: "twenty ten" 0.65, "two thousand
//     ten" 0.35; x00: "eighteen hundred".
//   - time (time.go): 10:29, 12:00 pm, 2 a.m., 1.59 p.m., 10:00:00, zones;
//     whole hours "ten o'clock" 0.6, "ten" 0.3, "ten hundred" 0.1 (with
//     am/pm: mostly "ten"; hours 13-24 "fourteen hundred" 0.6, "fourteen"
//     0.3, "fourteen o'clock" 0.1; military "0645Z" "zero six forty five
//     zulu" after a clock's word or in a sentence of times or flights); minutes 01-09 "oh five" 0.8, "zero five" 0.1, "o
//     five" 0.1; in a sentence of running after "in", "a", "clocked" m:ss
//     is a race's time ("in 14:00" "fourteen minutes", "in 27:30"
//     "twenty seven thirty" 0.6 or "... minutes and thirty seconds" 0.3,
//     "a 4:05 mile" "four oh five"; past any hour with its seconds
//     written with a zero, "43:03", anywhere); am/pm "a m" 0.6, "am" 0.4; zones spelled 0.6 or as a word;
//     hour 0 "midnight" (never "zero o'clock"), "twelve" with am/pm; a
//     one-digit "0:00" without am/pm or zone is a timer's "zero".
//   - telephone and digit strings (telephone.go): US, local (555-1234) and
//     international numbers, ZIP+4, card-like groups of four, 1-800 numbers (toll-free group "eight hundred" 0.3;
//     vanity numbers "1-800-GO-U-HAUL" "one eight hundred go u haul"), four digits after "ending in" in a sentence
//     of cards or accounts digit by digit, dash
//     groups (ISBN, SSN), dotted groups (IP addresses, with "dot"), an
//     article's locator after its volume ("PLoS ONE 8: e68821"); digit by
//     digit with the zero distribution.
//   - electronic (electronic.go): emails, URLs, domains; letter runs as words
//     0.85 or spelled 0.15, or split into words when a run is no English
//     word but an English word and a rest ("weatherbase" -> "weather
//     base", 1.0), where a long proper name (data/url-names.txt) is a
//     whole piece ("washingtonpost" -> "washington post"); capitals before
//     a capitalized word are spelled ("CNNMoney" -> "c n n money"); a scheme a
//     tokenizer split off ("http : //x.com") is
//     part of the URL (www, http, edu ... spelled 0.8; runs without a
//     vowel spelled 0.7; com, org, gmail ... always words); digit runs digit
//     by digit 0.8 or as a number 0.2; . @ / : - _ as dot, at, slash, colon,
//     dash (hyphen 0.2), underscore. A lower-case "word.so", "word.then"
//     is two sentences run together, but a host or a method after a
//     verb of using, visiting or calling ("Try notion.so", "Use
//     promise.then") or with a call's brackets ("promise.then()"). Hexadecimal (hex.go): "0x1F" "zero x
//     one f", a colour "#FF5733" "hash f f five seven three three", an
//     IPv6 address "fe80::1" "f e eight zero colon colon one", a
//     Unix path "/etc/hosts" "slash etc slash hosts".
//   - letters (letters.go): all-caps English words (BEEF; OF, TO inside an
//     all-caps run; words.go's SCOWL list) as words 0.8, spelled 0.2;
//     all-caps tokens no English syllables can say (TCM, GOSC: pronounceable
//     checks onsets and codas), what the CMU Pronouncing Dictionary
//     spells (USA: data/cmu-letters.txt) and 2-letter ones spelled 0.95,
//     but a consonant and a vowel that dictionary says as a word (JA,
//     KI: data/cmu-words.txt) said 0.6; all-caps names of 3-5 letters (GUS,
//     CARR: data/names.txt, SCOWL's proper names) and tokens the
//     dictionary says as words (SEO, LAC, RAF) said 0.8; other all-caps
//     tokens of 2-5 letters (UPA, EPA)
//     spelled 0.5 or said 0.5; acronyms_as_words (NASA) word 0.9/0.1;
//     initialisms (CIA, DEA: the dictionary's word is a name; ROE, but
//     beside a fish or a case's "v." the word) spelled; US in capitals
//     after a verb or a clause-ending preposition the pronoun ("LET US
//     PRAY") 0.7-0.97, in mixed case after "Let"/"let" before a verb
//     ("Let US pray") 0.9;
//     CamelCase words and names (YouTube, McLaren) word 0.95; 6+ letters
//     word 0.6; mixed case (LiPSA, PLoS) word 0.6, of 2-3 letters (pH,
//     PbS) or that no English syllables can say (GmbH, CycL; McKay and
//     MacApp aside) spelled 0.6;
//     dotted initials (U.S.A.) spelled 0.9 (as a word 0.1); short words
//     without a vowel (pp, Lt, tv) spelled 0.6, as written 0.4
//     (interjections such as hmm, shh: as words 0.9).
//   - unknown words (scan.go): a word of 2-4 letters, not all capitals,
//     not in the English word list (Vit, Acee) is spelled 0.05.
//   - fitted said-or-spelled odds (saidspelled.go): for a short word no
//     list knows (Ohta, Suat) and for all caps of two letters or that no
//     English syllables can say (SM, TCM), a logistic regression over the
//     token's letters (data/said-spelled.json: the word lists' letter
//     trigram score, length, vowels) moves the spelled or said weight
//     from the class's average, the minority reading at most 0.45.
//   - abbreviation (abbreviation.go): the abbreviations lexicon with
//     context: Dr. before a name "doctor", after one "drive"; St. "saint" /
//     "street" likewise; Mr., Mrs., Jr., etc., vs., No. (before a number;
//     lower-case "no" before a house number and its street "number"
//     0.9); "ct." after a clock's hour beside another zone the central
//     zone, and "est." after a clock's hour the eastern, by the time
//     zones' weights, as is any zone in capitals after a clock's hour
//     ("8 EST", "at 8 CT", "9 PST"); "est." before an amount that is no
//     year "estimated" 0.85; lower-case "ct" after a number with a gem, gold or
//     weight in the text "carat(s)" 0.9, before a package or "gold" in a
//     compound that is no jewel ("24 ct. box", "3 ct. gold fish") "count"
//     0.8; the wires' "mln", "bln", "bn"
//     after a number the scale 0.9 (not "bn" among military units, a
//     battalion);
//     dot-optional ones (Mr Smith) keep the plain word 0.15
//     (abbreviation_form); one tokenization wrote apart from its period
//     ("Capt .") is expanded 0.7, kept 0.2 or spelled 0.1, with separate
//     weights when it expands to a month ("Oct ."). Legal citations:
//     "Cir." after an ordinal or before a year "circuit" ("Fed. Cir.
//     2019"; not after a house number, "12 Elm Cir."), "Fed." inside a
//     citation or before a government "federal", "Pub. L." before a
//     number "public law". Words shortened with an apostrophe (gov't,
//     int'l, add'l) are the words they stand for 0.95. A piece's move
//     in chess ("Nf3" "knight f three") needs a sentence of chess (the
//     noun "move" or "opening" beside it too, not the verb "move" just
//     before it alone), a capture or a check: "The Kb1 chip" is its
//     letters.
//   - roman (roman.go): after a keyword (Chapter XIV) cardinal 0.9; after a
//     monarch's or pope's name (regnal_names: Henry VIII) "the eighth" 0.85,
//     "eighth", "eight", letters 0.05 each; after another name (Dundee II)
//     "the second" 0.3, "second" 0.1, "two" 0.5, letters 0.1; after a
//     lower-case or all-caps word (battle II, BEEF III) cardinal 0.5,
//     letters 0.4, ordinal 0.1; elsewhere (II, XIV, not CD or MD) letters 0.6, cardinal 0.3,
//     ordinal 0.1; after a name, a word or elsewhere a numeral of two
//     letters or more may stay as written (the LIX Legislature: "lix"),
//     hand-set 0.05; a lone I after a name is the pronoun 0.9 ("Francis I":
//     "the first" 0.06), a lone L or an initial is not a numeral.
//   - symbol (scan.go, symbols lexicon): & "and" 0.9, + "plus", @ "at",
//     # before a number "number" 0.7, # before a word "hashtag" 0.5, #
//     apart before a lone capital letter "number" 0.6 ("Law # Z"), =
//     "equals", / silent 0.5 or "slash" 0.4 or "or" 0.1 (between two
//     ordinals, "3rd/4th", "or" 0.45, "slash" 0.35, silent 0.2, and a
//     date's day after them takes no "the" of its own: "the first or
//     second of may"; between one amount in a metric and an imperial
//     unit, "180°C/350°F", "10 km/6 mi", "or" 0.6, "slash" 0.2, silent
//     0.2), ° "degrees", * between numbers
//     "times" or "asterisk", x between numbers
//     "by" 0.5 / "x" 0.3 / "times" 0.2, every "x" of one dimension
//     read alike ("12 x 8 x 4": tieDimensionSeparators), between two measures ("12 ft x
//     15 ft") "by" 0.8 (before a power of ten, "11 x
//     10^9/L", "times" 0.9, and the unit after the power is the
//     quantity's: "per liter"), Greek letters by name (but the
//     articles Ο and Η next to a Greek word are words; against one
//     Latin letter, "πr", "Δx", the name and the letter: "pi r"); other
//     punctuation is dropped. A word in another script (ΚΟΣΜΟΣ, СССР)
//     is kept as written, never spelled.
//   - range (ranges.go): a dash between numbers, amounts, times or years:
//     "to" 0.7, silent 0.15, "through", "dash", "minus" 0.05 each; before
//     an equals sign and a number a difference, "minus" 0.9 ("1-4=5";
//     "Rooms 1-4 = Floor 1" stays a range).
//   - address (letters.go): a US state code after a comma ("Santa Clara,
//     CA") "california" 0.45, "c a" 0.45, "ca" 0.1; N/S/E/W between a house
//     number and a street "north" 0.7; street suffixes (Ave, Rd, Ct, Hwy,
//     Expy, St, with or without period) from the abbreviations lexicon, but
//     a bare one opening a name ("Ave Maria": no name, number or ordinal
//     before it, a capitalized word after it) the word, 0.97; a
//     5-digit number after a state code is a ZIP code, digit by digit 0.8;
//     the news's state abbreviations after a city ("Martinsville, Va.",
//     "PASADENA, Calif.") the state 0.85, but "Ind." after a person's
//     name ("Sen. Bernie Sanders, Ind.") "independent", "Del." and
//     "Miss." before a name the titles, "Wash." closing a two-word
//     sentence after a verb of washing ("Soak, Wash. Repeat.") the verb
//     ("Auburn, Wash. Repeat." the state).
//   - spelling (spelling.go): British spellings (colour, organise, centre,
//     travelled) as written 0.7 or American 0.3, as the Google TN data has,
//     with a pair of weights per kind (-our/-re/-ise, a doubled l, ae/oe
//     and -ence), since Google TN americanizes the first and mostly keeps
//     the others.
//
// # Conformance
//
// Tests check num2words parity (cardinals 0..1,000,000, ordinals 0..10,000,
// years 1000-2099: the most probable reading equals num2words without
// hyphens, commas and "and", and num2words' "and" form is a reading), the
// share of NeMo's English TN test cases and of Google TN sentences whose
// reference is among the variants, with floors at what is achieved, and a
// fuzz target (FuzzVerbalize) for panics, UTF-8 and span offsets.
package normalize
