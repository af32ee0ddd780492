package tagging

import "github.com/itnprep/itnprep/dataset"

// SemioticOf is a tagger row's semiotic spans (dataset.TaggerRow.Semiotic,
// word indices as the Parquet column's int32) as this package's Semiotic,
// for SemioticLabels, NeMoLine and the realization: train's staging and
// export nemo-tagger read rows through it (each had its own loop).
func SemioticOf(spans []dataset.SemioticSpan) []Semiotic {
	sem := make([]Semiotic, len(spans))
	for i, s := range spans {
		sem[i] = Semiotic{Class: s.Class, Start: int(s.Start), End: int(s.End)}
	}
	return sem
}

// SemioticSpans is SemioticOf's inverse: an example's spans as a tagger
// row's column (derive tagger writes rows through it).
func SemioticSpans(sem []Semiotic) []dataset.SemioticSpan {
	spans := make([]dataset.SemioticSpan, len(sem))
	for i, s := range sem {
		spans[i] = dataset.SemioticSpan{Class: s.Class, Start: int32(s.Start), End: int32(s.End)}
	}
	return spans
}
