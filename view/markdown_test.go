package view

import (
	"strings"
	"testing"
)

func TestMarkdownEscapesAndResolves(t *testing.T) {
	src := "---\nlicense: other\n---\n# Title <x>\n\nText with `a<b` and **bold** and ![fig](figures/a.svg) " +
		"and [evil](javascript:alert(1)) and [up](../secret) and [home](https://example.org).\n\n" +
		"| a | b |\n|---|---:|\n| `x\\|y` | <script>1</script> |\n\n- one\n- two\n\n```\n<raw>\n```\n"
	fm, body := renderMarkdown(src, "/files/")
	if fm != "license: other\n" {
		t.Errorf("front matter %q", fm)
	}
	html := string(body)
	for _, want := range []string{"<h1>Title &lt;x&gt;</h1>", "<code>a&lt;b</code>", "<strong>bold</strong>",
		`<img src="/files/figures/a.svg" alt="fig">`, "and evil", " up ", `<a href="https://example.org">home</a>`,
		"<th>a</th><th>b</th>", "<td><code>x|y</code></td><td>&lt;script&gt;1&lt;/script&gt;</td>",
		"<li>one</li>", "<pre><code>&lt;raw&gt;</code></pre>"} {
		if !strings.Contains(html, want) {
			t.Errorf("rendered card lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "javascript:") || strings.Contains(html, "<script") || strings.Contains(html, "secret\"") {
		t.Errorf("unsafe output:\n%s", html)
	}
}
