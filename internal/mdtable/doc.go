// Package mdtable writes text into the Markdown tables itnprep's reports
// hold (a version's card, mine's rules report, the tagger's fragment
// table): a cell that stays one cell of one row (Cell) and a code span
// that stays one span (Code), whatever the text holds. card and patterns
// each wrote both; plain Go, no I/O.
package mdtable
