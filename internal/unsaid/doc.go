// Package unsaid tells whether written words are no rendering of the
// spoken words said for them: a plain English word the reader or the ASR
// said otherwise ("The old man sat" / "the old woman sat", "week" /
// "weak"), a misreading, misprint or misrecognition a model must not learn
// to write, as opposed to words joined (to-day / today), an abbreviation
// (Dr / doctor, Mrs), a numeral or acronym in capitals (XII, OK) or a
// spelling variant (harbour / harbor). One check shared by u2tf (its
// word_mismatch reject of a span) and align (its word_mismatch cut of a
// replacement, prep libriheavy's --cut-word-mismatch), so that the two
// spare the same kinds.
package unsaid
