package view

import (
	"html"
	"html/template"
	"strings"
)

// renderMarkdown renders the subset of Markdown the dataset card uses
// (card.Render): a YAML front matter block (returned apart, as text),
// headings, paragraphs, pipe tables, bullet lists, fenced code, and inline
// code, bold, images and links. Relative image and link targets are
// resolved under files (the server's /files/ route). Every text is
// escaped; anything else passes as escaped text, never as HTML.
func renderMarkdown(src, files string) (frontMatter string, body template.HTML) {
	src = strings.ReplaceAll(src, "\r\n", "\n")
	if rest, ok := strings.CutPrefix(src, "---\n"); ok {
		if i := strings.Index(rest, "\n---\n"); i >= 0 {
			frontMatter, src = rest[:i+1], rest[i+5:]
		}
	}
	lines := strings.Split(src, "\n")
	var b strings.Builder
	var para []string
	flush := func() {
		if len(para) > 0 {
			b.WriteString("<p>" + inline(strings.Join(para, " "), files) + "</p>\n")
			para = nil
		}
	}
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimSpace(l)
		switch {
		case t == "":
			flush()
		case strings.HasPrefix(t, "```"):
			flush()
			var code []string
			for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "```"); i++ {
				code = append(code, lines[i])
			}
			b.WriteString("<pre><code>" + html.EscapeString(strings.Join(code, "\n")) + "</code></pre>\n")
		case strings.HasPrefix(t, "#"):
			flush()
			n := len(t) - len(strings.TrimLeft(t, "#"))
			if n > 6 || (len(t) > n && t[n] != ' ') {
				para = append(para, t)
				continue
			}
			tag := string(rune('0' + n))
			b.WriteString("<h" + tag + ">" + inline(strings.TrimSpace(t[n:]), files) + "</h" + tag + ">\n")
		case strings.HasPrefix(t, "|"):
			flush()
			var rows []string
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				rows = append(rows, strings.TrimSpace(lines[i]))
			}
			i--
			b.WriteString(table(rows, files))
		case strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* "):
			flush()
			b.WriteString("<ul>\n")
			for ; i < len(lines); i++ {
				x := strings.TrimSpace(lines[i])
				if !strings.HasPrefix(x, "- ") && !strings.HasPrefix(x, "* ") {
					break
				}
				b.WriteString("<li>" + inline(x[2:], files) + "</li>\n")
			}
			i--
			b.WriteString("</ul>\n")
		default:
			para = append(para, t)
		}
	}
	flush()
	return frontMatter, template.HTML(b.String()) // every piece above is escaped
}

func cells(row string) []string {
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	var out []string
	var cur strings.Builder
	inCode := false
	for i := 0; i < len(row); i++ {
		c := row[i]
		switch {
		case c == '\\' && i+1 < len(row) && row[i+1] == '|':
			cur.WriteByte('|')
			i++
		case c == '`':
			inCode = !inCode
			cur.WriteByte(c)
		case c == '|' && !inCode:
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(c)
		}
	}
	return append(out, strings.TrimSpace(cur.String()))
}

func isDelimiterRow(cs []string) bool {
	for _, c := range cs {
		if strings.Trim(c, ":-") != "" || !strings.Contains(c, "-") {
			return false
		}
	}
	return len(cs) > 0
}

// alignClass is the class of a column's cells by its delimiter cell:
// "---:" right (the stylesheet's n, as the viewer's own number columns),
// ":---:" centred, else none (left).
func alignClass(delim string) string {
	switch {
	case strings.HasPrefix(delim, ":") && strings.HasSuffix(delim, ":"):
		return ` class="c"`
	case strings.HasSuffix(delim, ":"):
		return ` class="n"`
	}
	return ""
}

// table renders a pipe table, each column aligned as its delimiter cell
// says: the card's counts are "---:", and the page showed them left
// aligned, the digits of 1000 and 35 starting at one edge.
func table(rows []string, files string) string {
	var b strings.Builder
	b.WriteString("<table>\n")
	var align []string
	if len(rows) > 1 {
		if d := cells(rows[1]); isDelimiterRow(d) {
			for _, c := range d {
				align = append(align, alignClass(c))
			}
		}
	}
	for k, r := range rows {
		cs := cells(r)
		if k == 1 && align != nil {
			continue
		}
		tag := "td"
		if k == 0 && align != nil {
			tag = "th"
		}
		b.WriteString("<tr>")
		for i, c := range cs {
			class := ""
			if i < len(align) {
				class = align[i]
			}
			b.WriteString("<" + tag + class + ">" + inline(c, files) + "</" + tag + ">")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return b.String()
}

// target resolves a link or image target: relative paths go under files,
// http(s) addresses stay, anything else (javascript:, data:) is refused.
func target(u, files string) (string, bool) {
	switch {
	case strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://"):
		return u, true
	case u == "" || strings.Contains(u, ":") || strings.HasPrefix(u, "/") || strings.Contains(u, ".."):
		return "", false
	}
	return files + strings.TrimPrefix(u, "./"), true
}

// inline renders code spans, bold, images and links in one line of text.
func inline(s, files string) string {
	var b strings.Builder
	for len(s) > 0 {
		switch {
		case s[0] == '`':
			if j := strings.IndexByte(s[1:], '`'); j >= 0 {
				b.WriteString("<code>" + html.EscapeString(s[1:1+j]) + "</code>")
				s = s[j+2:]
				continue
			}
		case strings.HasPrefix(s, "**"):
			if j := strings.Index(s[2:], "**"); j > 0 {
				b.WriteString("<strong>" + inline(s[2:2+j], files) + "</strong>")
				s = s[j+4:]
				continue
			}
		case strings.HasPrefix(s, "!["), s[0] == '[':
			img := s[0] == '!'
			start := 1
			if img {
				start = 2
			}
			if j := strings.Index(s[start:], "]("); j >= 0 {
				text := s[start : start+j]
				rest := s[start+j+2:]
				if k := strings.IndexByte(rest, ')'); k >= 0 {
					u, ok := target(rest[:k], files)
					switch {
					case ok && img:
						b.WriteString(`<img src="` + html.EscapeString(u) + `" alt="` + html.EscapeString(text) + `">`)
					case ok:
						b.WriteString(`<a href="` + html.EscapeString(u) + `">` + inline(text, files) + "</a>")
					default:
						b.WriteString(html.EscapeString(text))
					}
					s = rest[k+1:]
					continue
				}
			}
		}
		b.WriteString(html.EscapeString(s[:1]))
		s = s[1:]
	}
	return b.String()
}
