package pipelines

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// checkEnglish passes a written line that may be English and rejects one
// that is not (sources.NotEnglishWhy) as parse/not_english, with the
// reason: the verbalizer reads every line as English, and a French or
// Japanese line was published half read ("le fourteen juillet").
func checkEnglish(p dataset.Pair, emit func(dataset.Pair), reject func(dataset.Reject)) {
	if why := sources.NotEnglishWhy(p.Written); why != "" {
		reject(p.Reject("parse", "not_english", why, dataset.TruncateRaw(p.Written)))
		return
	}
	emit(p)
}

// languageCheck applies the --language check to the written records of a
// written-only source, after the basic rules and before the verbalizer;
// with sources.LanguageAny there is no such stage (ok false).
func languageCheck(s beam.Scope, language string, written beam.PCollection) (kept, rejects beam.PCollection, ok bool) {
	if language == sources.LanguageAny {
		return written, beam.PCollection{}, false
	}
	kept, rejects = beam.ParDo2(s.Scope("Language"), checkEnglish, written)
	return kept, rejects, true
}

func init() {
	register.Function3x0(checkEnglish)
}
