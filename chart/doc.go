// Package chart draws the small, self-contained SVG charts of a dataset
// card: vertical grouped bars (histograms) and horizontal bars (counts per
// named category), each with a title, labelled axes, tick values and the
// count of every bar (drawn when it fits, and always in the bar's tooltip).
//
// It knows nothing about datasets: card/ turns a manifest into Charts. The
// output is plain SVG 1.1 with no script, no external font or stylesheet, so
// GitHub, the Hugging Face Hub, browsers and rsvg-convert all draw it alike.
//
// A chart with nothing to draw is an error rather than an empty frame:
// callers decide to leave the figure out and say so in words.
package chart
