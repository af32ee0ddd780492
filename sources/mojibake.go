package sources

import (
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textdamage"
)

// damageSink rejects a pair whose written or spoken text holds mojibake or
// U+FFFD (textdamage.Why) as parse/mojibake or parse/replacement_character,
// its reason naming file and line; other pairs and rejects pass on. Every
// public Parse function that hands records to a Sink reads through it, so
// the formats of the table and a program calling ParseGTN, ParseText...
// itself reject the same records (the table's entries call those
// functions; the check was the table's alone, 763ba907, and ParseText
// called directly published "cafÃ©").
func damageSink(sink Sink) Sink {
	return Sink{
		Pair: func(p dataset.Pair) {
			rule, why := textdamage.Why(p.Written, "written")
			if rule == "" {
				rule, why = textdamage.Why(p.Spoken, "spoken")
			}
			if rule == "" {
				sink.Pair(p)
				return
			}
			r := p.Reject("parse", rule, why, p.RawInput())
			r.Rule = rule // a format's own parse rule, as its others
			sink.Reject(r)
		},
		Reject: sink.Reject,
	}
}
