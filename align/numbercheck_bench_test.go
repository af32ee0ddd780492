package align_test

import "github.com/itnprep/itnprep/normalize"

// numberCheck is prep libriheavy's number check (transforms.NumberReads:
// the verbalizer's readings, through an Acceptor), counting its calls.
func numberCheck(v *normalize.Verbalizer, calls *int) func(w, s string) bool {
	a := v.NewAcceptor(0)
	return func(w, s string) bool {
		*calls++
		ok, err := a.Accepts(w, s)
		return err == nil && ok
	}
}
