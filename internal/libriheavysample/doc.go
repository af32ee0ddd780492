// Package libriheavysample writes the repository's Libriheavy-format
// sample (testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz): cuts in the
// real lhotse MonoCut structure whose book texts carry the noise the
// cleaning stages exist for (page numbers, illustrations, footnotes, OCR
// errors, typographic and accented characters, partial sentences at cut
// edges) and whose transcripts are upper-case ASR output with numbers read
// as words, LibriVox preambles, "end of chapter", fillers and
// misrecognitions. The output depends only on the seed.
//
// Regenerate with: go run ./testdata/gen/libriheavy
package libriheavysample
