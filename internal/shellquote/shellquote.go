package shellquote

import "strings"

// safe are the bytes a word may hold and stay unquoted: none of them
// means anything to a shell inside an argument (a plain path or URL stays
// as it is); '~' and '#', which do at a word's start, are not among them,
// and '=', safe inside a word, is quoted at its start: zsh expands a word
// "=cmd" to the path of the command cmd (its EQUALS option, on by
// default), so "=x" printed bare reached the program as /usr/bin/x, or
// zsh refused the line ("x not found").
const safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%"

// Quote returns s as one shell word: itself when every byte is safe, the
// first not '=', and it is not empty, else in single quotes, each ' in it
// written '"'"'.
func Quote(s string) string {
	if s != "" && strings.Trim(s, safe) == "" && s[0] != '=' {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'"
}

// Join quotes each word and joins them with spaces: the line, pasted or
// run by a batch system, gives the program exactly these argv words.
func Join(argv []string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = Quote(a)
	}
	return strings.Join(q, " ")
}
