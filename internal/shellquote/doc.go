// Package shellquote writes a word of a command line for a POSIX shell
// (sh, bash, zsh), quoted only when it must be, so that a command a
// message suggests (`itnprep versions gc DIR --older-than 0`, the
// training command a dry run prints) reaches the program as exactly those
// words when a user copies it: a path with a space, printed bare, was two
// arguments. Plain Go, no I/O: storage, pipelines, view, the trainer and
// the CLI share it.
package shellquote
