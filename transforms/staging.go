package transforms

import (
	"fmt"
	"sync"
	"time"
)

// Every write of this process into a publishing run's staging folder goes
// through beginStagingWrite: the sink's spills and shard merges, the
// tagger's waiting rows (spillLinesFn with Staging), the derived versions'
// side files (the tag vocabulary, the u2tf labels) and the finalizer
// (empty shards, the moves into the version, the PUBLISHED marker). A
// cancelled (Ctrl-C) or failed run returns before prism's in-process
// workers stop; any of them still writing recreated the removed folder
// (OpenWrite makes the folders): the sink left 100 MB behind per run, and
// the side files and the marker, which were not tracked, were covered only
// by removing the folder again until it stayed gone for a guessed quiet
// time (a failed run, not even so). Now the launcher marks the folder
// ended (CancelStaging), after which no write into it begins, waits for
// those begun before (WaitStagingWrites) and removes it once.

// stagings tracks, per staging folder, the writes of this process into it
// in progress and whether its run was cancelled.
var stagings = struct {
	sync.Mutex
	writing   map[string]int
	cancelled map[string]bool
}{writing: map[string]int{}, cancelled: map[string]bool{}}

// CancelStaging marks the staging folder of a run that ended without
// publishing (cancelled or failed): a write of this process into it that
// has not begun fails instead of writing. Those
// already writing are waited for with WaitStagingWrites.
func CancelStaging(staging string) {
	stagings.Lock()
	stagings.cancelled[staging] = true
	stagings.Unlock()
}

// beginStagingWrite registers a write into staging, refused once the run
// has ended (CancelStaging); end unregisters it. A write with no staging folder ("":
// a spill of sorted lines outside a publishing job) is not tracked.
func beginStagingWrite(staging string) (end func(), err error) {
	if staging == "" {
		return func() {}, nil
	}
	stagings.Lock()
	defer stagings.Unlock()
	if stagings.cancelled[staging] {
		return nil, fmt.Errorf("the run writing into %s has ended (cancelled or failed)", staging)
	}
	stagings.writing[staging]++
	return func() {
		stagings.Lock()
		if stagings.writing[staging]--; stagings.writing[staging] <= 0 {
			delete(stagings.writing, staging)
		}
		stagings.Unlock()
	}, nil
}

// WaitStagingWrites waits until no write of this process into staging is
// in progress, at most limit, and reports whether none is: after
// CancelStaging, a write that began before it is the last that can
// recreate the folder, so a cancelled run removes its staging folder once
// they are done, not after a guessed quiet time (which a loaded machine,
// running the stragglers late, outlasted).
func WaitStagingWrites(staging string, limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for {
		stagings.Lock()
		n := stagings.writing[staging]
		stagings.Unlock()
		if n == 0 {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}
