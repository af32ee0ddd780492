// Package textcut cuts text that a one-line message quotes (an id, a
// reason, a line of a file) to a bounded length without splitting a UTF-8
// character, so that a megabyte-long id cannot make a refusal a megabyte
// long and a cut never leaves half a character (invalid UTF-8, shown as
// U+FFFD or escaped) at its end; and a list of names such a message
// quotes to its first few (List), and the noun of a count (Plural). Plain Go, no I/O: the kernels, the
// sink, the pipelines and the trainer share it.
package textcut
