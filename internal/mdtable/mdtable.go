package mdtable

import "strings"

var cellReplacer = strings.NewReplacer("|", `\|`, "\r\n", " ", "\n", " ", "\r", " ")

// Cell is s as the text of a Markdown table cell: a pipe escaped, which
// else ends the cell (inside a code span too, in GitHub's and the Hub's
// tables), and a line break as a space, which else ends the row. A
// Libriheavy version's book_rules ("chars":"+=@\\|") cut its card's row
// short at the pipe, and an input file whose name held a line break split
// the inputs table.
func Cell(s string) string {
	return cellReplacer.Replace(s)
}

// Code is s as a Markdown code span, its fence longer than any run of
// backquotes it holds, padded with a space inside the fence when it
// begins or ends with one (GTN's quote of two grave accents, fenced by
// two, closed at once), and an empty s as "" (two backquotes alone are no
// code span, and a card showed them as they are).
func Code(s string) string {
	if s == "" {
		return "`\"\"`"
	}
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	pad := ""
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		pad = " "
	}
	return fence + pad + s + pad + fence
}
