package normalize

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	reURLScheme = regexp.MustCompile(`^(?i:https?|ftp|file)://`)
	// A scheme split from its address by a tokenizer: "http : //www.x.com".
	// An archived link holds a second one the same way
	// (".../20130716070450/http : //www.x.com").
	reSpacedScheme = regexp.MustCompile(`^(?i:https?|ftp) ?: ?//\S+(?: : //\S+)*`)
	reEmail        = regexp.MustCompile(`^[\w.+&-]+@[\w-]+(?:\.[\w-]+)+`)
	// An all-lower-case chunk with a short last label (test.abc) is a
	// domain even with an unknown top-level domain.
	reLowerDomain = regexp.MustCompile(`^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,4}$`)
	// So is one capitalized at a sentence's start when it has two dots
	// or more ("Filmindonesia.or.id": it was "filmindonesia", a word and a
	// silent period, then "or dot i d"); one dot ("Hello.world") is not
	// enough to tell a domain from two run-together words.
	reCapDomain = regexp.MustCompile(`^[A-Z][a-z0-9-]*(?:\.[a-z0-9-]+)+\.[a-z]{2,4}$`)
	// A host whose top-level domain runs into the next word, the glue of
	// a link and its text ("wolframalpha.comDensity"): Google TN reads it
	// as the domain and the word ("wolfram alpha dot com density").
	reGluedTLD = regexp.MustCompile(`^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net)[A-Z][a-z]+$`)
	// A capitalized host and a two-letter lower-case country code
	// ("Yahoo.ro", "Telenet.be": it was "yahoo ro", the dot a silent full
	// stop) or a newer generic one ("Hackaday.io" is in reDomain); two
	// English words run together ("Hello.world") do not end in a country
	// code, and the codes that are English words (to, is, my) are left to
	// reDomain's list or to the sentence.
	reCapHostCountry = regexp.MustCompile(`^[A-Z][A-Za-z0-9-]*\.(?:[a-z]{2}|eu|xyz|online|site|store|tech|club|shop|blog)$`)
	// A full stop without its space before a capitalized word ("He
	// left.It was late", OCR and typed text): a sentence break, not a host
	// in the country "it" ("left dot i t").
	// "Amazon.Com" keeps its host: com, org, net, edu and gov are not
	// words that open a sentence.
	// A clitic may follow the word ("He left.It's late" was "he left dot
	// i t apostrophe s late").
	reMissingSpace = regexp.MustCompile(`^(?:[A-Za-z]*[a-z]|[0-9]+)\.[A-Z](?:[a-z]+|[a-z]*['’][a-z]{1,2})$`)
	reDomain       = regexp.MustCompile(`^(?i:www\.)?[\w-]+(?:\.[\w-]+)*\.(?i:com|org|net|edu|gov|mil|int|io|co|uk|us|de|fr|it|es|nl|ru|cn|jp|in|au|ca|ch|se|no|fi|dk|pl|cz|sm|info|biz|tv|me|ai|app|dev|html?|php|pdf|jpe?g|png|gif)\b`)
)

// twoLetterWord holds the country codes that are two-letter English
// words: after a capitalized word and a dot they are as likely a missing
// space ("Home.to", "Mine.is") as a host. The codes used for hosts (at,
// be, me, no, us) are not here; words that are no code (he, of, on, we)
// need not be, capHostEnding asks for a code first.
var twoLetterWord = setOf(strings.Fields(`am as by do is my so to`), false)

// trimSentenceMarks returns end less the sentence's marks a candidate
// address at [pos, end) ends with (a period, a comma, a closing bracket
// or quote): the chunk, the spaced scheme's URL and the glued one's
// trimmed alike.
func trimSentenceMarks(text string, pos, end int) int {
	for end > pos && strings.IndexByte(".,;:!?)]}\"'", text[end-1]) >= 0 {
		end--
	}
	return end
}

// localhostPort reports whether chunk is "localhost" (any case) and a
// port, a path after it or not: "localhost:8080", "localhost:3000/api".
func localhostPort(chunk string) bool {
	const host = "localhost"
	if len(chunk) < len(host)+2 || !strings.EqualFold(chunk[:len(host)], host) || chunk[len(host)] != ':' {
		return false
	}
	i := digitsEnd(chunk, len(host)+1)
	return i > len(host)+1 && (i == len(chunk) || chunk[i] == '/')
}

// capHostEnding reports whether a chunk reCapHostCountry matches ends in
// a label of hosts: a newer generic one, or two letters that are a
// country's code (or a script's extension, "Node.js") and no English
// word ("Mine.is here"). Of the codes that are words, "at" and "be" end
// a host only after a name no English word ("Orf.at", "Telenet.be";
// "Read it in Time.at home", "Tom.be careful" were "time dot a t", "tom
// dot b e"); "I said Hi.ok then" has no country code (it was "hi dot o
// k").
func capHostEnding(chunk string) bool {
	i := strings.LastIndexByte(chunk, '.')
	code := chunk[i+1:]
	if len(code) != 2 {
		return true
	}
	if !countryCodes[code] || twoLetterWord[code] {
		return false
	}
	if code == "at" || code == "be" {
		host := strings.ToLower(chunk[:i])
		return !isEnglishWord(host) && !isName(host) && monthIndex[host] == 0 && !weekdayNames[host]
	}
	return true
}

// weekdayNames are the days' names, in lower case.
var weekdayNames = setOf(strings.Fields(`monday tuesday wednesday thursday friday saturday sunday`), false)

// countryCodes are the two-letter top-level domains of countries, and
// scripts' extensions that name software as hosts do ("Node.js").
var countryCodes = setOf(strings.Fields(`ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh
	bi bj bm bn bo br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz
	ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht
	hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv
	ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om
	pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st
	su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws
	ye yt za zm zw js`), false)

// missingSpace reports whether a chunk with one dot is two sentences run
// together: a word and a capitalized word (reMissingSpace; not "Amazon.Com"),
// or in lower case an English word and a word that opens sentences and is
// no host's last label in use ("home.then", "over.and", "here.so": so, to,
// is and my are country codes, but after an English word the full stop is
// likelier than Somalia).
func missingSpace(chunk string) bool {
	i := strings.IndexByte(chunk, '.')
	if i <= 0 {
		return false
	}
	after := chunk[i+1:]
	if reMissingSpace.MatchString(chunk) {
		if k := strings.IndexAny(after, "'’"); k >= 0 {
			after = after[:k] // "Amazon.Com's"
		}
		la := strings.ToLower(after)
		if len(la) == 2 && countryCodes[la] && !twoLetterOpeners[la] {
			// "Visit Google.De", "Mail.Ru": a country's code, capitalized,
			// that opens no sentence ("google de" was the reading).
			return false
		}
		return !genericTLD[la]
	}
	if strings.IndexByte(after, '.') >= 0 || !lowerSentenceOpeners[after] {
		return false
	}
	host := chunk[:i]
	return strings.IndexFunc(host, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 && isEnglishWord(host)
}

// hostOrCodeContext reports whether a lower-case "word.so", "word.do" or
// "word.then" that missingSpace takes for two sentences is a host or a
// method after all: a verb of using, visiting or calling right before it
// ("Try notion.so", "Use bit.do", "Use promise.then" were "notion so",
// "bit do", "promise then"), or a call's brackets against it
// ("promise.then()"). The word before the dot is no pronoun ("I will use
// it.so then" stays a full stop).
func hostOrCodeContext(text string, pos, end int, chunk string) bool {
	i := strings.IndexByte(chunk, '.')
	if i < 3 || chunk[0] < 'a' || chunk[0] > 'z' || pronounHosts[chunk[:i]] || subjectWords[strings.ToLower(nextWord(text, end))] {
		// "We tried hard.so we left": a subject after it opens the
		// second sentence.
		return false
	}
	return hostVerbs[strings.ToLower(prevWord(text, pos))]
}

// subjectWords after "word.so" open a sentence.
var subjectWords = setOf(strings.Fields(`i we you he she they it the a an this that these those there my our your
	his her their its i'm we're you're he's she's they're it's`), false)

// methodCall reports whether a chunk is a method's call, lower-case
// identifiers joined by dots and an opening bracket ("promise.then()",
// "arr.map(f)"; "promise then" before), and returns the length without
// the bracket.
func methodCall(chunk string) int {
	i := strings.IndexByte(chunk, '(')
	if i <= 0 || !reMethod.MatchString(chunk[:i]) {
		return 0
	}
	return i
}

// reMethod is an identifier and a method after a dot.
var reMethod = regexp.MustCompile(`^[a-z_][A-Za-z0-9_]*(?:\.[a-z_][A-Za-z0-9_]*)+$`)

// hostVerbs before a host or a method make "word.so" one ("Try
// notion.so", "Use promise.then").
var hostVerbs = setOf(strings.Fields(`use uses used using try tries tried trying visit visits visited visiting
	open opens opened opening call calls called calling install installed import imports via`), false)

// pronounHosts are words before a full stop that no host or object is
// named: "I will use them.so"; indefinite pronouns and adverbs too ("We
// tried everything.so frustrating", "Try again.so what?" were "everything
// dot s o", "again dot s o").
var pronounHosts = setOf(strings.Fields(`him her them this that these those one ones mine yours ours theirs his its
	everything something anything nothing everyone everybody someone somebody anyone anybody nobody all both
	each enough more most much many again twice once today yesterday tonight already well too also now hard`), false)

// openerPhraseAfter reports whether a lower-case chunk "word.to",
// "word.as", "word.by" or "word.is" and the word after it open a sentence
// in a phrase: "tired.to be honest", "late.as usual", "done.by the way",
// "rained.is that bad" (were "dot t o", "dot a s", "dot b y", "dot i s"
// since those four end hosts: "visit hello.is now" stays one).
func openerPhraseAfter(chunk, next string) bool {
	i := strings.LastIndexByte(chunk, '.')
	if i <= 0 || !openerPhrases[chunk[i+1:]][next] {
		return false
	}
	return strings.IndexByte(chunk[:i], '.') < 0 && isEnglishWord(chunk[:i])
}

// openerPhrases are the words that, after "to", "as", "by" or "is", make
// a sentence's opening phrase.
var openerPhrases = map[string]map[string]bool{
	"to": setOf(strings.Fields(`be me my the this that begin start sum conclude`), false),
	"as": setOf(strings.Fields(`usual always well for soon a an if long far of expected`), false),
	"by": setOf(strings.Fields(`the then now way contrast comparison`), false),
	"is": setOf(strings.Fields(`that it there this he she anyone anybody everyone`), false),
}

// twoLetterOpeners are the two-letter words, country codes too, that
// open a sentence after a full stop without its space ("He left.It was
// late", "We won.In the end"); other codes capitalized are hosts'.
var twoLetterOpeners = setOf(strings.Fields(`it in no me us at be am as by do is my so to`), false)

// lowerSentenceOpeners holds words that often open a sentence, in lower
// case (abbreviation.go's sentenceOpeners are capitalized, after MS.).
// Three are country codes hosts use too (so, my, do), but a sentence
// opens with them more often; "is", "to", "by" and "as" seldom open one
// and end hosts ("hello.is", "word.is here" were "hello is", "word is
// here").
var lowerSentenceOpeners = setOf(strings.Fields(`and but so then the he she we they you this that there
	when what if or my of on up do was not his her our its`), false)

var genericTLD = map[string]bool{"com": true, "org": true, "net": true, "edu": true, "gov": true}

// maxElectronicLen is the longest chunk read as an email or URL.
const maxElectronicLen = 300

var electronicSymbols = map[rune]string{
	'.': "dot", '@': "at", '/': "slash", ':': "colon", '-': "dash", '_': "underscore",
	'&': "ampersand", '~': "tilde", '?': "question mark", '=': "equals", '%': "percent",
	'#': "hash", '+': "plus", '*': "asterisk", '!': "exclamation mark", '\\': "backslash",
	',': "comma", ';': "semicolon", '$': "dollar", '\'': "apostrophe",
}

// matchElectronic reads emails and URLs part by part: letter runs as
// words or spelled, digit runs digit by digit, symbols by name. Each
// part is its own segment so the parts vary independently.
func matchElectronic(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if !(isWordStartByte(c) || isDigit(c)) {
		return match{}, false
	}
	// The candidate is the whitespace-delimited chunk, less trailing
	// sentence punctuation.
	end := pos
	for end < len(text) && end-pos <= maxElectronicLen {
		r, size := utf8.DecodeRuneInString(text[end:])
		if unicode.IsSpace(r) {
			break
		}
		end += size
	}
	end = trimSentenceMarks(text, pos, end)
	chunk := text[pos:end]
	// Cheap test first (this runs at every token): a spaced scheme starts
	// with h or f.
	if c|0x20 != 'h' && c|0x20 != 'f' {
		// no spaced scheme here
	} else if m := reSpacedScheme.FindString(text[pos:]); m != "" && len(m) <= maxElectronicLen {
		// Tokenized text ("http : //www.x.com", as in Google TN): the
		// scheme, its colon and the address are one URL.
		end = trimSentenceMarks(text, pos, pos+len(m))
		return sc.electronicSegments(pos, text[pos:end]), true
	}
	if k := gluedSchemeAt(chunk); k > 0 && strings.HasPrefix(text[pos+len(chunk):], " : //") {
		// "Brewery informationhttp : //dynamic.stlouis-mo.gov",
		// "corporatehttp : //www.ofcom.org.uk": a link's scheme run into
		// the word before it by a scrape, then tokenized; the whole is
		// one URL, its colon and slashes said ("informationhttp" and
		// the address were read apart, " : //" unsaid; Google TN "...
		// h t t p colon slash slash ...", 2 of 2 on the development
		// set).
		if m := reSpacedScheme.FindString(text[pos+k:]); m != "" && k+len(m) <= maxElectronicLen {
			end = trimSentenceMarks(text, pos, pos+k+len(m))
			return sc.electronicSegments(pos, text[pos:end]), true
		}
	}
	if c|0x20 == 'l' && localhostPort(chunk) {
		// "localhost:8080", "localhost:3000/api": the local host and
		// its port, no dot in it ("localhost eight thousand eighty"
		// was the reading, the colon silent).
		return sc.electronicSegments(pos, chunk), true
	}
	if !strings.ContainsAny(chunk, ".@") {
		return match{}, false
	}
	// Longer chunks are not addresses; the limit also keeps a long run
	// without spaces from being rescanned at every token (quadratic).
	if len(chunk) > maxElectronicLen {
		return match{}, false
	}
	n := 0
	switch {
	case reURLScheme.MatchString(chunk):
		n = len(chunk)
	case strings.Contains(chunk, "@"):
		n = len(reEmail.FindString(chunk))
		if n > 0 && n < len(chunk) && chunk[n] == '/' {
			n = len(chunk)
		}
	case methodCall(chunk) > 0:
		n = methodCall(chunk)
	case missingSpace(chunk) && !hostOrCodeContext(text, pos, end, chunk), openerPhraseAfter(chunk, nextWord(text, end)):
		// n stays 0: two sentences.
	case reLowerDomain.MatchString(chunk) && strings.ContainsAny(chunk, "abcdefghijklmnopqrstuvwxyz"),
		reCapDomain.MatchString(chunk), reGluedTLD.MatchString(chunk):
		n = len(chunk)
	case reCapHostCountry.MatchString(chunk) && capHostEnding(chunk):
		n = len(chunk)
	default:
		if m := reDomain.FindString(chunk); m != "" {
			n = len(chunk)
			if strings.ContainsAny(chunk, "()[]{}<>\"") {
				n = len(m)
			}
		}
	}
	if n == 0 {
		return match{}, false
	}
	chunk = chunk[:n]
	return sc.electronicSegments(pos, chunk), true
}

// urlPathYear returns the year written as chunk[i:j], four digits from
// 1900 to 2099 between a path's slashes after a host ("/2014/",
// "/2006/factsheets"), or 0.
func urlPathYear(chunk string, i, j int) int {
	if j-i != 4 || i == 0 || chunk[i-1] != '/' || j < len(chunk) && chunk[j] != '/' || !strings.Contains(chunk[:i], ".") {
		return 0
	}
	if c := chunk[i : i+2]; c != "19" && c != "20" {
		return 0
	}
	return atoiSmall(chunk[i:j])
}

// gluedSchemeAt returns where a scheme (http, https) starts at the end
// of chunk when a word of letters runs into it ("corporatehttp"), or 0.
func gluedSchemeAt(chunk string) int {
	n := len(chunk)
	if n < 6 || chunk[n-1]|0x20 != 'p' && chunk[n-1]|0x20 != 's' {
		return 0
	}
	k := n - 4
	if chunk[n-1]|0x20 == 's' {
		k--
	}
	if k < 2 || !strings.EqualFold(chunk[k:k+4], "http") {
		return 0
	}
	for i := 0; i < k; i++ {
		if !isWordStartByte(chunk[i]) {
			return 0
		}
	}
	return k
}

// minSaidURLWord is the length from which an English word in a URL is
// said only: a word that long (data, news, investors) is no one's
// letters, where one of three letters may be a file type or an acronym
// (.asp, .doc: "a s p", "d o c").
const minSaidURLWord = 4

func (sc *scanner) electronicSegments(pos int, chunk string) match {
	st := sc.st
	var segs []segment
	i := 0
	for i < len(chunk) {
		r, size := utf8.DecodeRuneInString(chunk[i:])
		j := i + size
		var alts []alt
		switch {
		case isWordRune(r):
			for j < len(chunk) {
				r2, s2 := utf8.DecodeRuneInString(chunk[j:])
				if !isWordRune(r2) {
					break
				}
				j += s2
			}
			if k := gluedTLD(chunk, i, j); k > 0 {
				j = k
			}
			w := chunk[i:j]
			lw := strings.ToLower(w)
			var d dist
			// split is the run-on cut of a piece that is no English
			// word, computed once for the cases below.
			split := ""
			if !isEnglishWord(lw) {
				split = runOnSplit(lw)
			}
			caps := capsPrefixSplit(w)
			switch {
			case lw == "localhost":
				// One word, as it is said ("local host" was first:
				// a run-on split).
				d.add(lw, 0.9)
				d.add("local host", 0.1)
			case utf8.RuneCountInString(w) == 1 || st.wordURL[lw]:
				d.add(lw, 1)
			case st.spelledURL[lw] || countryCodeTLD(chunk, i, j):
				d.add(spellLetters(w), st.w("electronic", "spelled_known"))
				d.add(lw, st.w("electronic", "word_known"))
			case caps != "":
				// CNNMoney -> "c n n money", BBCNews -> "b b c news": a
				// run of capitals before a capitalized word is an
				// acronym, spelled as everywhere else.
				d.add(caps, st.w("electronic", "caps_split"))
				d.add(split, st.w("electronic", "caps_runon"))
				d.add(lw, st.w("electronic", "caps_word"))
				d.add(spellLetters(w), st.w("electronic", "caps_spelled"))
			case split != "" && isURLWord(lw):
				// A label that is a long name (washington, justin) is the
				// name; Google TN, which lacks names, may cut it into
				// words ("just in dot t v").
				d.add(lw, st.w("electronic", "name_word"))
				d.add(split, st.w("electronic", "name_split"))
				d.add(spellLetters(w), st.w("electronic", "spelled"))
				addSuffixCut(&d, lw, split, st.w("electronic", "suffix_cut"))
			case split != "":
				// stylusmagazine -> "stylus magazine": run-on words.
				d.add(split, st.w("electronic", "split"))
				d.add(lw, st.w("electronic", "word"))
				d.add(spellLetters(w), st.w("electronic", "spelled"))
				addSuffixCut(&d, lw, split, st.w("electronic", "suffix_cut"))
			case len(lw) >= minSaidURLWord && isEnglishWord(lw):
				// investors.example.com: an English word of four letters
				// or more is said, never spelled ("i n v e s t o r s dot
				// example dot com" was 0.048, and each label's 5% spelled
				// added up over a host's labels).
				d.add(lw, 1)
			case len(lw) >= 3 && isEnglishWord(lw):
				// /census/neighborhood.cfm, ads.net: Google TN says an
				// English word in a URL (35 of 36 in the fit half and the
				// development set, none spelled), where it spells some
				// other runs (cfm, cdc, shpps); one of three letters may be
				// letters.
				d.add(lw, st.w("electronic", "english_word"))
				d.add(spellLetters(w), st.w("electronic", "english_spelled"))
			case !strings.ContainsAny(lw, "aeiouy"):
				d.add(spellLetters(w), st.w("electronic", "spelled_novowel"))
				d.add(lw, st.w("electronic", "word_novowel"))
			default:
				d.add(lw, st.w("electronic", "word"))
				d.add(spellLetters(w), st.w("electronic", "spelled"))
				addSuffixCut(&d, lw, "", st.w("electronic", "suffix_cut"))
			}
			alts = d.done()
		case r >= '0' && r <= '9':
			j = digitsEnd(chunk, j)
			var d dist
			sc.addDigitAlts(&d, chunk[i:j], st.w("electronic", "digits"))
			if j-i <= maxCardinalDigits && chunk[i] != '0' {
				d.add(cardinalWords(chunk[i:j], false), st.w("electronic", "cardinal"))
			}
			alts = d.done()
			if y := urlPathYear(chunk, i, j); y > 0 {
				// "nytimes.com/2014/06/19/": a year between a path's
				// slashes is also said as a year, "twenty fourteen",
				// 0.2 (Google TN 1 of the development set's 2; "two o o
				// six" the other). Hand-set.
				var p dist
				p.addAll(alts, 0.8)
				p.addAll(sc.yearAlts(y), 0.2)
				alts = p.done()
			}
			if i > 0 && chunk[i-1] == ':' && j-i == 4 && chunk[i] != '0' {
				// A port of four digits is said in pairs ("8080"
				// "eighty eighty") 0.5, a round thousand as the
				// number ("3000" "three thousand") 0.6; the digits
				// and the number keep the rest. Hand-set: Google
				// TN's sentences have none.
				var p dist
				if pairsSaid(chunk[i:j]) {
					p.add(pairWords(chunk[i:j]), 0.5)
					p.addAll(alts, 0.5)
				} else {
					p.add(cardinalWords(chunk[i:j], false), 0.6)
					p.addAll(alts, 0.4)
				}
				alts = p.done()
			}
		default:
			name, ok := electronicSymbols[r]
			if !ok {
				name = ""
			}
			alts = single(name)
			if r == ':' && i >= 1 && chunk[i-1] == ' ' && strings.HasPrefix(chunk[j:], " //") {
				// "http : //www.x.com", a scheme's colon set apart by a
				// tokenizer: Google TN keeps it written, unsaid, 2 of
				// the development set's 10 ("h t t p : slash slash"):
				// silent 0.1, hand-set.
				var d dist
				d.add(name, 0.9)
				d.add("", 0.1)
				alts = d.done()
			}
			if r == '-' {
				var d dist
				d.add("dash", 0.8)
				d.add("hyphen", 0.2)
				alts = d.done()
			}
			if name == "" {
				alts = []alt{{spoken: "", prob: 1, literal: true}}
			}
		}
		segs = append(segs, segment{class: Electronic, start: pos + i, end: pos + j, alts: alts})
		i = j
	}
	return match{end: pos + len(chunk), segs: segs}
}

// gluedTLD returns where a host's last label ends its top-level domain
// when the label is com, org or net run into a word that is no English
// word with it ("x.comstrother", "x.comDensity": a link glued to the text
// after it); Google TN says "dot com" and then the word ("com str other",
// 2 of 2 on the studied lines). It returns 0 otherwise ("x.community",
// and "netflix" before a dot, which is no last label).
func gluedTLD(chunk string, i, j int) int {
	if i == 0 || chunk[i-1] != '.' || j-i < 6 {
		return 0
	}
	if j < len(chunk) && chunk[j] != '/' && chunk[j] != ':' {
		return 0
	}
	lw := strings.ToLower(chunk[i:j])
	switch lw[:3] {
	case "com", "org", "net":
	default:
		return 0
	}
	if isEnglishWord(lw) {
		return 0
	}
	return i + 3
}

// countryCodeTLD reports whether chunk[i:j] is a two-letter last label
// of a host name ("literature.at", "x.sg/page"): a country code, read
// letter by letter like the listed ones (uk, de) even when it is an
// English word (at, in, is, me, to).
func countryCodeTLD(chunk string, i, j int) bool {
	if j-i != 2 || i == 0 || chunk[i-1] != '.' {
		return false
	}
	if j < len(chunk) && chunk[j] != '/' && chunk[j] != ':' {
		return false
	}
	// Only the host: no slash before it other than a scheme's.
	host := chunk[:i]
	if k := strings.Index(host, "://"); k >= 0 {
		host = host[k+3:]
	}
	return !strings.Contains(host, "/")
}

// capsPrefixSplit reads a URL piece that opens with two capitals or more
// before a capitalized word ("CNNMoney", "BBCNews"): the capitals
// spelled, then the rest as a word or its run-on cut ("c n n money");
// "" for any other piece. A single capital before a word ("GCatholic")
// is splitRunOn's letter-and-word cut already.
func capsPrefixSplit(w string) string {
	k := 0
	for k < len(w) && w[k] >= 'A' && w[k] <= 'Z' {
		k++
	}
	// w[:k-1] is the acronym, w[k-1] opens the word: at least two
	// capitals before it and a lower-case letter after it, and the
	// word's letters all ASCII.
	if k < 3 || k >= len(w) || w[k] < 'a' || w[k] > 'z' || len(w)-(k-1) < 3 {
		return ""
	}
	rest := strings.ToLower(w[k-1:])
	for i := 0; i < len(rest); i++ {
		if rest[i] < 'a' || rest[i] > 'z' {
			return ""
		}
	}
	if !isEnglishWord(rest) {
		if cut := runOnSplit(rest); cut != "" {
			rest = cut
		}
	}
	return spellLetters(w[:k-1]) + " " + rest
}

// runOnSplit is how Google TN splits a run-on letter string: into three
// or more words when it is nothing but words ("thefreedictionary" -> "the
// free dictionary", "ontheissues" -> "on the issues") and its best cut in
// two leaves a piece that is none, else at that cut (splitRunOn).
func runOnSplit(w string) string {
	two := splitRunOn(w)
	if a, b, ok := strings.Cut(two, " "); ok && isURLWord(a) && isURLWord(b) {
		return two
	}
	if all := splitWords(w); strings.Count(all, " ") >= 2 {
		return all
	}
	if a, b, ok := strings.Cut(two, " "); ok && len(a) >= 4 && !isURLWord(a) && isURLWord(a[1:]) && isURLWord(b) {
		// "tmaxsoft" -> "t max soft": the best cut in two left a letter
		// before a word on a piece that is no word ("tmax soft");
		// Google TN says the letter, then the words, as it says a
		// letter before one word ("gcatholic" -> "g catholic").
		return a[:1] + " " + a[1:] + " " + b
	}
	return two
}

// addSuffixCut adds to d, at weight p, the cut of the run-on label lw
// that Google TN's own segmenter makes, when it differs from the label
// whole and from split (the two-word or all-words cut): right to left,
// the longest piece a word list knows (an English word, a word the
// pronouncing dictionary says, a name) that ends what is left, a single
// letter where none does ("mesaticephalic" -> "mesa ti cephalic",
// "ofcom" -> "of com", "itc" -> "it c", "stlouis" -> "st louis"; Google
// TN cuts every run-on label of the studied sets this way, with pieces of
// its own list: "j stor", "p lim so ll ship data", "com str other").
func addSuffixCut(d *dist, lw, split string, p float64) {
	if cut := suffixCut(lw); cut != "" && cut != split {
		d.add(cut, p)
	}
}

// suffixCut is addSuffixCut's cut of lw, "" when it leaves lw whole, has
// more single letters than pieces of two letters or more or a piece twice
// in a row, or lw is no run of ASCII letters of three to 32.
func suffixCut(w string) string {
	if len(w) < 3 || len(w) > 32 {
		return ""
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return ""
		}
	}
	var parts []string
	letters, words := 0, 0
	for end := len(w); end > 0; {
		k := end - 1
		for i := 0; i < end-1; i++ {
			if p := w[i:end]; isURLWord(p) || dictSaid(p) || isName(p) {
				k = i
				break
			}
		}
		if end-k == 1 {
			letters++
		} else {
			words++
		}
		if n := len(parts); n > 0 && parts[n-1] == w[k:end] {
			return "" // "of of com": no piece said twice in a row
		}
		parts = append(parts, w[k:end])
		end = k
	}
	if len(parts) < 2 || letters > words {
		return ""
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	return strings.Join(parts, " ")
}

// shortURLWords are the words of one or two letters a run-on domain name
// is cut into ("on the issues"); other pieces are English words of three
// letters or more, so that names are not cut into scraps of the word
// list's two-letter entries.
var shortURLWords = map[string]bool{"a": true, "an": true, "on": true, "of": true, "in": true, "at": true, "to": true, "my": true, "by": true, "is": true, "it": true, "we": true, "go": true, "no": true, "do": true, "up": true, "me": true, "be": true, "or": true, "as": true, "so": true}

// splitWords cuts w into the fewest words (English words of three
// letters or more, or shortURLWords), preferring longer pieces on a tie
// (the larger sum of squared lengths); "" when no cut into words exists.
func splitWords(w string) string {
	if len(w) > 64 {
		return ""
	}
	type cell struct {
		pieces, score, from int
		ok                  bool
	}
	best := make([]cell, len(w)+1)
	best[0] = cell{ok: true}
	for j := 1; j <= len(w); j++ {
		for i := 0; i < j; i++ {
			if !best[i].ok {
				continue
			}
			p := w[i:j]
			if !(len(p) >= 3 && isURLWord(p) || shortURLWords[p]) {
				continue
			}
			c := cell{pieces: best[i].pieces + 1, score: best[i].score + len(p)*len(p), from: i, ok: true}
			if b := best[j]; !b.ok || c.pieces < b.pieces || c.pieces == b.pieces && c.score > b.score {
				best[j] = c
			}
		}
	}
	if !best[len(w)].ok {
		return ""
	}
	var parts []string
	for j := len(w); j > 0; j = best[j].from {
		parts = append(parts, w[best[j].from:j])
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	return strings.Join(parts, " ")
}

// splitRunOn splits a run-on letter string into two pieces the way Google
// TN says domain names ("weatherbase" -> "weather base", "usatoday" ->
// "usa today"): at least one piece an English word of 3+ letters, the
// other 2+ letters. Both pieces words beats one; then the longer word;
// on a tie the later cut (English words end domain names more often).
// A single letter may also stand before an English word of 3+ letters
// ("gcatholic" -> "g catholic", "jash" -> "j ash": Google TN says the
// letter, then the word, 2 of 2 on the studied lines and none said
// whole), as in gmail or itunes. It returns "" when no cut qualifies.
func splitRunOn(w string) string {
	if len(w) < 4 {
		return ""
	}
	best, bestScore := "", 0
	for k := 1; k <= len(w)-2; k++ {
		a, b := w[:k], w[k:]
		wa, wb := len(a) >= 3 && isURLWord(a), len(b) >= 3 && isURLWord(b)
		if !wa && !wb || k == 1 && !wb {
			continue
		}
		score := 0
		if wa && wb {
			score = 100
		}
		if wa {
			score += len(a)
		}
		if wb {
			score += len(b)
		}
		if score >= bestScore {
			best, bestScore = a+" "+b, score
		}
	}
	return best
}

// matchIEEE802 reads an IEEE 802 standard ("802.11ac", "802.3"), as
// engineers say it: "eight o two dot eleven a c" ("eight hundred two
// point one one a c" before); hand-set.
func matchIEEE802(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !strings.HasPrefix(text[pos:], "802.") || pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == '.') {
		return match{}, false
	}
	i := pos + 4
	j := digitsEnd(text, i)
	if j == i || j-i > 2 || text[i] == '0' {
		return match{}, false
	}
	k := j
	for k < len(text) && text[k] >= 'a' && text[k] <= 'z' {
		k++
	}
	if k-j > 2 || !boundaryAt(text, k) || k < len(text) && text[k] == '.' && k+1 < len(text) && isDigit(text[k+1]) {
		return match{}, false
	}
	if k == j && !strings.EqualFold(prevWord(text, pos), "IEEE") {
		// Without its letters only a word of standards makes it one:
		// "the 802.3 standard"; "802.11 dollars" is a number.
		switch strings.ToLower(nextWord(text, k)) {
		case "standard", "standards", "protocol", "network", "networks", "wireless", "ethernet", "spec", "specification":
		default:
			return match{}, false
		}
	}
	spoken := "dot " + cardinalWords(text[i:j], false)
	if k > j {
		spoken += " " + spellLetters(text[j:k])
	}
	var d dist
	d.add("eight o two "+spoken, 0.7)
	d.add("eight oh two "+spoken, 0.3)
	return oneSeg(Electronic, pos, k, d.done()), true
}

// matchHandleDigits reads the digits that end a social handle ("@user123",
// "@gamer_4567") as an address's digits are read:
// an email's "user123@gmail.com" says "user one two three" (the
// electronic class's digits weight, fitted on Google TN's addresses; the
// cardinal its weight), and a handle is the same name without its host
// ("at user one hundred twenty three" was 0.99, verb102). Only a run of
// three digits or more: two ("@jane_doe99") keep the number, as people
// say "ninety nine", and four that read as a year ("@john2000", 1900 to
// 2099) keep theirs. It runs at every digit glued to a letter: the walk
// back to the "@" stops at the first byte that is no word's.
func matchHandleDigits(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos == 0 || !isDigit(text[pos]) || !isWordStartByte(text[pos-1]) && text[pos-1] != '_' {
		return match{}, false
	}
	i := pos - 1
	for i > 0 && (isWordByte(text[i-1]) || text[i-1] == '_') && pos-i < 30 {
		i--
	}
	if i == 0 || text[i-1] != '@' || i >= 2 && text[i-2] != ' ' && text[i-2] != '(' || !isWordStartByte(text[i]) {
		return match{}, false
	}
	e := digitsEnd(text, pos)
	if e-pos < 3 || e < len(text) && (isWordByte(text[e]) || text[e] == '_' || text[e] == '@' || text[e] == '.' && e+1 < len(text) && isWordByte(text[e+1])) {
		return match{}, false
	}
	if d := text[pos:e]; len(d) == 4 && (d[:2] == "19" || d[:2] == "20") {
		return match{}, false
	}
	st := sc.st
	var d dist
	sc.addDigitAlts(&d, text[pos:e], st.w("electronic", "digits"))
	if e-pos <= maxCardinalDigits && text[pos] != '0' {
		d.add(cardinalWords(text[pos:e], false), st.w("electronic", "cardinal"))
	}
	return oneSeg(Electronic, pos, e, d.done()), true
}
