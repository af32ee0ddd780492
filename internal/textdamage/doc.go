// Package textdamage finds text damaged before itnprep read it: mojibake
// (UTF-8 read back as Windows-1252 or Latin-1 and saved again, "cafÃ©" for
// café) and U+FFFD, the character a program put for bytes it could not
// read. Every reader of user text asks it, so that such a record is
// rejected with the same rule and reason wherever it is read: the prep
// sources (sources' Parse functions, each format of the table) and the
// streaming verbalize (normalize.Verbalizer.Stream).
package textdamage
