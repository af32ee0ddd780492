package transforms

import "strings"

// PrismProgressRace reports whether err is prism's (Beam 2.77) own panic
// in a stage the runner executes itself (a GroupByKey, a Flatten): such a
// stage has no worker, and its progress loop picks the 100 ms progress
// tick, when it fired before the loop began (a loaded machine), at random
// among the bundle's ready results, then asks the nil worker for progress:
// "panic in stage.Execute bundle processing goroutine: runtime error:
// invalid memory address or nil pointer dereference" in
// worker.(*B).Progress. The job failed, with nothing wrong in it; a test
// suite on a busy 2-core machine met it about once a run. pipelines.Run
// runs such a job again, as the tests that call prism directly do.
func PrismProgressRace(err error) bool {
	s := err.Error()
	return strings.Contains(s, "panic in stage.Execute bundle processing goroutine") &&
		strings.Contains(s, "nil pointer dereference") && strings.Contains(s, "worker.(*B).Progress")
}
