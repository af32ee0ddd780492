// Package progress owns the CLI's one-line progress display: a bar with
// total, percent, rate and ETA when the amount of work is known in advance
// (input bytes of a prep, shards of a verify, steps of a training run), a
// spinner with the count and rate when it is not. It draws only on a
// terminal; the final state stays on screen as the line's last version, so a
// scrolled-back terminal still shows what the run did. On a pipe or a file
// nothing is drawn: the run's summary says the same thing once.
//
// Render is a pure function of a State (tested without a terminal); Bar
// adds the clock, the redraw ticker and the rate window.
package progress
