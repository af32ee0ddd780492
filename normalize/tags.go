package normalize

import (
	"regexp"
	"strings"
)

// reTag is a markup tag as transcripts and web text carry them: <noise/>,
// <breathing>, </singing>, <pitch=-.3>.
// Attributes must have values (name="v", name=v, or NeMo's <pitch=-.3>),
// so that "if a<b and c>d" stays two comparisons.
var reTag = regexp.MustCompile(`^<(/?)([A-Za-z][A-Za-z0-9_-]*)(?:=[^\s<>]*|(?:\s+[A-Za-z_:][\w:.-]*=(?:"[^"]*"|'[^']*'|[^\s<>"']+))*)\s*(/?)>`)

// matchTag reads a markup tag as its name ("go <noise/> home" -> "go noise
// home", as NeMo's text normalization does), or says nothing; its angle
// brackets were "less than" and "greater than". Attributes are not said.
// Hand-set weights: tag name, silent.
func matchTag(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != '<' {
		return match{}, false
	}
	m := reTag.FindStringSubmatchIndex(text[pos:])
	if m == nil {
		return match{}, false
	}
	name := strings.ToLower(text[pos+m[4] : pos+m[5]])
	nameW, silentW := sc.st.w("tag", "name"), sc.st.w("tag", "silent")
	if htmlElements[name] {
		// Web text's HTML markup is layout, not speech.
		nameW, silentW = sc.st.w("tag", "html_name"), sc.st.w("tag", "html_silent")
	}
	var d dist
	d.add(tagNameSaid(name), nameW)
	d.addAlt(alt{spoken: "", literal: true, prob: silentW})
	return oneSeg(Symbol, pos, pos+m[1], d.done()), true
}

// tagNameSaid says a tag's name: its letters as written, each digit by
// name, an underscore or a dash a space ("h1" -> "h one", "speaker_2" ->
// "speaker two"; the fuzzer found "<A0>" said "a0", a digit left).
func tagNameSaid(name string) string {
	if strings.IndexFunc(name, func(r rune) bool { return r >= '0' && r <= '9' || r == '_' || r == '-' }) < 0 {
		return name
	}
	var b []byte
	for i := 0; i < len(name); {
		switch c := name[i]; {
		case isDigit(c):
			b = appendWord(b, onesWords[c-'0'])
			i++
		case c == '_' || c == '-':
			i++
		default:
			j := i
			for j < len(name) && !isDigit(name[j]) && name[j] != '_' && name[j] != '-' {
				j++
			}
			b = appendWord(b, name[i:j])
			i = j
		}
	}
	return string(b)
}

// htmlElements are the HTML elements web text leaves in sentences.
var htmlElements = setOf(strings.Fields(`a abbr b big blockquote br center cite code dd del div dl dt em font h1 h2 h3 h4 h5 h6
	hr i img ins kbd li mark ol p pre q s small span strike strong sub sup table tbody td th thead tr tt u ul`), false)
