// Package progress owns the CLI's one-line progress display: a bar with
// total, percent, rate and ETA when the amount of work is known in advance
// (input bytes of a prep, shards of a verify, steps of a training run), a
// spinner with the count and rate when it is not. It draws only on a
// terminal; the final state stays on screen as the line's last version, so a
// scrolled-back terminal still shows what the run did. On a pipe or a file
// nothing is drawn: the run's summary says the same thing once.
//
// Render is a pure function of a State (tested without a terminal); Bar adds
// the clock, the redraw ticker and the rate window. The line's number
// formats are the ones the CLI's summaries and view's pages print too, so a
// count reads alike everywhere: Size (bytes, three significant digits),
// Thousands (1,234,567) and Duration (4s, 2m05s, 1h02m).
package progress
