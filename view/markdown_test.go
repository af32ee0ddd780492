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
		"<th>a</th><th class=\"n\">b</th>", "<td><code>x|y</code></td><td class=\"n\">&lt;script&gt;1&lt;/script&gt;</td>",
		"<li>one</li>", "<pre><code>&lt;raw&gt;</code></pre>"} {
		if !strings.Contains(html, want) {
			t.Errorf("rendered card lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "javascript:") || strings.Contains(html, "<script") || strings.Contains(html, "secret\"") {
		t.Errorf("unsafe output:\n%s", html)
	}
}

// TestMarkdownTableAlignment: a column is aligned as its delimiter cell
// says ("---:" right, ":---:" centred, "---" and ":---" left), header and
// body alike; the card's count columns ("---:") were rendered left.
func TestMarkdownTableAlignment(t *testing.T) {
	_, body := renderMarkdown("| what | n | mid | left |\n|---|---:|:---:|:---|\n| read | 240 | x | y |\n", "/files/")
	want := `<tr><th>what</th><th class="n">n</th><th class="c">mid</th><th>left</th></tr>` + "\n" +
		`<tr><td>read</td><td class="n">240</td><td class="c">x</td><td>y</td></tr>`
	if !strings.Contains(string(body), want) {
		t.Errorf("table:\n%s\nwant\n%s", body, want)
	}
	// Without a delimiter row every row is a body row, unaligned.
	_, body = renderMarkdown("| a | b |\n| 1 | 2 |\n", "/files/")
	if !strings.Contains(string(body), "<tr><td>a</td><td>b</td></tr>\n<tr><td>1</td><td>2</td></tr>") {
		t.Errorf("table without a delimiter row:\n%s", body)
	}
}
