package sources

import (
	"strings"
	"unicode/utf8"
)

// proseOf is text with its markup blanked out (each byte a space), for the
// language check, which runs before cleaning: an HTML tag's name and
// attributes, an HTML comment or entity, a URL, an e-mail address or
// @handle, a wiki template ({{cite web |title=...}}, to the line's end when
// it does not close on it), a wiki link's target ([[Lyon (city)|Lyon]]
// keeps "Lyon"; [[Category:...]] and [[fr:Lyon]] are blanked whole), a
// Markdown link's target ([text](url) keeps "text"), a `code span`, and a
// word that is code: snake_case, key=value, a path (src/a.go, ../conf,
// /usr/bin), a dotted name (os.path.join, example.com, train.es), a call
// (run()), a --flag or -l, a \command, std::x, a->b. Their letters are no
// words of the line's language: a Wikipedia line's English sentence
// citing "{{cite web |url=https://www.lemonde.fr/... |title=La ville de la
// musique ...}}" was judged French, and a French sentence in <a href=...>
// passed on the tag's "a". changed says whether anything was blanked; text
// without markup comes back as it is, allocating nothing.
func proseOf(text string) (prose string, changed bool) {
	if !strings.ContainsAny(text, "<&{[`]@:/\\_=.(-") {
		return text, false
	}
	var buf []byte
	blank := func(s string, i, j int) {
		if buf == nil {
			buf = []byte(s)
		}
		for k := i; k < j; k++ {
			buf[k] = ' '
		}
	}
	markupSpans(text, blank)
	s := text
	if buf != nil {
		s = string(buf)
		buf = nil
	}
	for i := 0; i < len(s); {
		for i < len(s) && isSpaceByte(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpaceByte(s[j]) {
			j++
		}
		if j > i && codeToken(s[i:j]) {
			blank(s, i, j)
		}
		i = j
	}
	if buf != nil {
		s = string(buf)
	}
	return s, s != text
}

func isSpaceByte(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\v' || b == '\f'
}

func isASCIILetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

func isASCIIAlnum(b byte) bool { return isASCIILetter(b) || b >= '0' && b <= '9' }

// markupSpans calls blank for each of text's spans of markup that may hold
// spaces: HTML comments and tags, entities, wiki templates and links, code
// spans, Markdown link targets.
func markupSpans(text string, blank func(s string, i, j int)) {
	for i := 0; i < len(text); {
		switch c := text[i]; {
		case c == '<' && strings.HasPrefix(text[i:], "<!--"):
			end := strings.Index(text[i+4:], "-->")
			if end < 0 {
				end = len(text)
			} else {
				end += i + 4 + 3
			}
			blank(text, i, end)
			i = end
			continue
		case c == '<':
			if end := tagEnd(text, i); end > 0 {
				blank(text, i, end)
				i = end
				continue
			}
		case c == '&':
			if end := entityEnd(text, i); end > 0 {
				blank(text, i, end)
				i = end
				continue
			}
		case c == '{' && strings.HasPrefix(text[i:], "{{"):
			end := closeOf(text, i, "{{", "}}")
			blank(text, i, end)
			i = end
			continue
		case c == '[' && strings.HasPrefix(text[i:], "[["):
			end := closeOf(text, i, "[[", "]]")
			closed := strings.HasSuffix(text[:end], "]]") && end >= i+4
			inner := text[i+2 : end]
			if closed {
				inner = text[i+2 : end-2]
			}
			switch bar := strings.LastIndexByte(inner, '|'); {
			case bar >= 0: // [[target|label]]: the label is the text
				blank(text, i, i+2+bar+1)
			case namespaced(inner): // [[Category:X]], [[fr:Lyon]]
				blank(text, i, end)
			default:
				blank(text, i, i+2)
			}
			if closed {
				blank(text, end-2, end)
			}
			i = end
			continue
		case c == '`':
			n := 1
			for i+n < len(text) && text[i+n] == '`' {
				n++
			}
			fence := text[i : i+n]
			// A code span's text touches its backticks; `` with a space
			// after it is a quotation mark (Penn Treebank's, Google TN's
			// `` Le jeune Kazuki Yamada ... `` .).
			k := strings.Index(text[i+n:], fence)
			if k <= 0 || isSpaceByte(text[i+n]) || isSpaceByte(text[i+n+k-1]) {
				k = -1
			}
			if k >= 0 {
				end := i + n + k + n
				blank(text, i, end)
				i = end
			} else {
				i += n // a quotation mark, or a lone backtick: no letters
			}
			continue
		case c == ']' && i+1 < len(text) && text[i+1] == '(':
			if end := closeParen(text, i+1); end > 0 {
				blank(text, i+1, end)
				i = end
				continue
			}
		}
		i++
	}
}

// tagEnd is the end of the HTML or XML tag at text[i] ('<'): "<p>",
// "</a>", "<br/>", "<a href="...">", "<ref name=x>", or 0 when there is
// none: its name starts with a letter right after < or </, and > closes it
// on the line with no < before ("a < b", "x <= 3", "<3" are no tags).
func tagEnd(text string, i int) int {
	j := i + 1
	if j < len(text) && (text[j] == '/' || text[j] == '!') {
		j++
	}
	if j >= len(text) || !isASCIILetter(text[j]) {
		return 0
	}
	for k := j; k < len(text); k++ {
		switch text[k] {
		case '>':
			return k + 1
		case '<':
			return 0
		}
	}
	return 0
}

// entityEnd is the end of the HTML entity at text[i] ('&'): "&amp;",
// "&nbsp;", "&#39;", "&#x2019;", or 0.
func entityEnd(text string, i int) int {
	j := i + 1
	if j < len(text) && text[j] == '#' {
		j++
		if j < len(text) && text[j]|0x20 == 'x' {
			j++
		}
	}
	k := j
	for k < len(text) && k-j < 10 && isASCIIAlnum(text[k]) {
		k++
	}
	if k == j || k >= len(text) || text[k] != ';' {
		return 0
	}
	return k + 1
}

// closeOf is the end of the open ... close pair at text[i], nested ones
// inside counted, or len(text) when the line does not close it (a
// template's first line).
func closeOf(text string, i int, open, close string) int {
	depth := 0
	for k := i; k < len(text); {
		switch {
		case strings.HasPrefix(text[k:], open):
			depth++
			k += len(open)
		case strings.HasPrefix(text[k:], close):
			depth--
			k += len(close)
			if depth == 0 {
				return k
			}
		default:
			k++
		}
	}
	return len(text)
}

// closeParen is the end of the parenthesis opened at text[i], or 0.
func closeParen(text string, i int) int {
	depth := 0
	for k := i; k < len(text); k++ {
		switch text[k] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return 0
}

// namespaced: a wiki link's target has a namespace or language prefix
// ("Category:Cities", "File:Lyon.jpg", "fr:Lyon"): letters, then ':'.
func namespaced(target string) bool {
	k := 0
	for k < len(target) && isASCIILetter(target[k]) {
		k++
	}
	return k > 0 && k < len(target) && target[k] == ':'
}

// codeToken: a word (between spaces) that is a URL, an e-mail address or
// handle, or code (proseOf).
func codeToken(t string) bool {
	slashes, colon, fileDot := 0, false, false
	for k := 0; k < len(t); k++ {
		c := t[k]
		if isASCIIAlnum(c) || c >= utf8.RuneSelf {
			continue
		}
		prev, next := byte(0), byte(0)
		if k > 0 {
			prev = t[k-1]
		}
		if k+1 < len(t) {
			next = t[k+1]
		}
		switch c {
		case '@': // a@b.c, @handle
			if isASCIIAlnum(next) || next == '_' {
				return true
			}
		case '_': // snake_case
			if isASCIIAlnum(prev) && isASCIIAlnum(next) {
				return true
			}
		case '\\': // \frac, C:\Windows
			if isASCIILetter(next) {
				return true
			}
		case '=': // key=value (not a heading's ==)
			if isASCIIAlnum(prev) && next != '=' && next != 0 {
				return true
			}
		case '(': // run(), f(x)
			if isASCIILetter(prev) && strings.IndexByte(t[k:], ')') > 0 && !parenthesizedEnding(t[k:]) {
				return true
			}
		case '>': // a->b
			if prev == '-' && k > 1 && isASCIIAlnum(t[k-2]) && isASCIILetter(next) {
				return true
			}
		case ':':
			colon = true
		case '/':
			slashes++
		case '.': // example.com, os.path, train.es: a lower-case run of 2 after the dot
			if isASCIIAlnum(prev) && k+2 < len(t) && next >= 'a' && next <= 'z' && t[k+2] >= 'a' && t[k+2] <= 'z' {
				fileDot = true
			}
		}
	}
	if fileDot || slashes >= 2 && hasLetter(t) {
		return true
	}
	if colon && (strings.Contains(t, "://") || strings.Contains(t, "::")) {
		return true
	}
	switch t[0] {
	case '"', '\'', '(', '[', '{', '<', '*', '.', '/', '~', '-', 'w':
	default:
		return false
	}
	lead := strings.TrimLeft(t, `"'([{<*`)
	if strings.HasPrefix(lead, "www.") || strings.HasPrefix(lead, "./") || strings.HasPrefix(lead, "../") || strings.HasPrefix(lead, "~/") {
		return true
	}
	if len(lead) > 1 && lead[0] == '/' && isASCIILetter(lead[1]) {
		return true // /usr/bin
	}
	return flag(lead) // -l, --model
}

// flag: a command-line option, "-l", "--model", "--lr=0.1": ASCII letters,
// digits and - after its dash (Hungarian's "és -méret", a suffix cited, is
// no flag).
func flag(t string) bool {
	t = strings.TrimRight(t, ",;.)")
	name := strings.TrimPrefix(strings.TrimPrefix(t, "-"), "-")
	if len(name) == len(t) || name == "" || !isASCIILetter(name[0]) {
		return false
	}
	if eq := strings.IndexByte(name, '='); eq > 0 {
		name = name[:eq]
	}
	for k := 0; k < len(name); k++ {
		if !isASCIIAlnum(name[k]) && name[k] != '-' {
			return false
		}
	}
	return true
}

// parenthesizedEnding: a word's "(s)" or "(es)" ("user(s)", "box(es)") is
// English, no call.
func parenthesizedEnding(t string) bool {
	return strings.HasPrefix(t, "(s)") || strings.HasPrefix(t, "(es)")
}

func hasLetter(t string) bool {
	for _, r := range t {
		if r < utf8.RuneSelf && isASCIILetter(byte(r)) || r >= utf8.RuneSelf {
			return true
		}
	}
	return false
}
