package align_test

import "github.com/itnprep/itnprep/normalize"

// numberCheck is prep libriheavy's number check (transforms.NumberReads:
// the verbalizer's readings, through an Acceptor's Reads), counting its
// calls.
func numberCheck(v *normalize.Verbalizer, calls *int) func(w, s string) bool {
	a := v.NewAcceptor(0)
	return func(w, s string) bool {
		*calls++
		return a.Reads(w, s)
	}
}
