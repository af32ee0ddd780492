// Package editdist is the Levenshtein edit distance shared by the command
// line's flag suggestions ("did you mean --input?") and the tagger's
// spelling variants (favoured: favored): plain Go, no Beam.
package editdist
