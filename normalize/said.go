package normalize

// SaysNothing reports whether a reading says nothing: its Comparable form
// is empty. "/" read as a separator, "*" as a footnote mark, "..." (kept
// as "..." with Options.KeepCasePunct) are such readings of a text that is
// symbols or punctuation only. They are no (spoken, written) pair to learn
// from, so neither the verbalize stage of prep nor `itnprep verbalize`
// lists them as variants.
func (x Variant) SaysNothing() bool { return Comparable(x.Spoken) == "" }

// Said returns the variants of vs that say something (SaysNothing is
// false), in their order, reusing vs's array.
func Said(vs []Variant) []Variant {
	out := vs[:0]
	for _, x := range vs {
		if !x.SaysNothing() {
			out = append(out, x)
		}
	}
	clear(vs[len(out):])
	return out
}

// NothingToSayReason is why a text whose every reading says nothing
// ("...", "--", a lone quote) is rejected, by the verbalize stage (rule
// verbalize/empty_spoken) and by `itnprep verbalize` (kind empty_spoken).
const NothingToSayReason = "nothing to say: the written text is punctuation or symbols only"
