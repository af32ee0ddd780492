package transforms

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
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
//
// That holds for the workers in the launcher's own process (direct, prism,
// LOOPBACK). Worker processes of their own (a worker pool, --environment_type
// EXTERNAL or DOCKER, a cluster) share no memory with the launcher: its
// launcher writes a file beside the folder, EndedMark, and a process that
// launched no job (MarkLauncher) looks for it before every staging write,
// and the finalizer once more just before the manifest (claimCommit, which
// leaves CommitMark for the launcher to find), refusing to write or
// publish once it is there. A write such a process began before the mark
// is not waited for (nothing tells the launcher about it): it may recreate
// the folder after its removal, and `versions gc` removes it (and the
// mark) then; the launcher says so when the run ends, and says too when a
// finalizer had claimed its commit first (its version may be published).

// launcher is set in a process that runs jobs (MarkLauncher): its own
// writes are the ones tracked in memory.
var launcher atomic.Bool

// MarkLauncher records that this process launches jobs (pipelines.Run):
// CancelStaging reaches its workers; a process that never calls it is a
// worker process of its own and reads EndedMark instead.
func MarkLauncher() { launcher.Store(true) }

// EndedMark is the file the launcher of a run with worker processes of
// their own writes, beside the staging folder (so removing the folder
// leaves it), when the run ended without publishing: STAGING.ended, which
// `versions gc` lists with the staging folders (.staging-*).
func EndedMark(staging string) string { return strings.TrimRight(staging, "/") + ".ended" }

// stagingEnded reports whether the run writing into staging has ended:
// CancelStaging's mark in this process, and in a worker process of its own
// (not the launcher) the run's EndedMark beside the folder. A mark that cannot be looked up for another
// reason than its absence counts as ended: a write refused is a failed
// bundle, a write let through may outlive its run.
func stagingEnded(staging string) error {
	if staging == "" {
		return nil
	}
	stagings.Lock()
	cancelled := stagings.cancelled[staging]
	stagings.Unlock()
	if cancelled {
		return fmt.Errorf("the run writing into %s has ended (cancelled or failed)", staging)
	}
	if launcher.Load() {
		return nil
	}
	// A listing of the one name: no match is "no mark" on every
	// filesystem alike (a lookup's not-found error differs by store); on
	// gs:// and s3:// by the name as a prefix (storage.ObjectExists), not
	// a glob, which under an --output s3://b/o[1] read "[1]" as a class
	// and found no mark (TestStagingMarksUnderGlobCharacters).
	mark := EndedMark(staging)
	if !dataset.IsURL(mark) {
		// A local name is looked up as it is: a folder named with '[' is
		// no glob.
		_, err := os.Stat(mark)
		switch {
		case err == nil:
			return fmt.Errorf("the run writing into %s has ended (cancelled or failed: %s)", staging, mark)
		case errors.Is(err, fs.ErrNotExist):
			return nil
		}
		return fmt.Errorf("the run writing into %s: looking for its end mark %s: %w", staging, mark, err)
	}
	there, err := storage.ObjectExists(context.Background(), mark)
	switch {
	case err != nil:
		return fmt.Errorf("the run writing into %s: looking for its end mark %s: %w", staging, mark, err)
	case there:
		return fmt.Errorf("the run writing into %s has ended (cancelled or failed: %s)", staging, mark)
	}
	return nil
}

// stagings tracks, per staging folder, the writes of this process into it
// in progress, whether its run was cancelled, and whether its finalizer
// began committing its version (claimCommit).
var stagings = struct {
	sync.Mutex
	writing    map[string]int
	cancelled  map[string]bool
	committing map[string]bool
}{writing: map[string]int{}, cancelled: map[string]bool{}, committing: map[string]bool{}}

// CommitMark is the file a finalizer in a worker process of its own writes
// beside the staging folder just before it commits its version
// (STAGING.committing; `versions gc` lists it with the staging folders),
// so that the launcher of a run that ended meanwhile can tell.
func CommitMark(staging string) string { return strings.TrimRight(staging, "/") + ".committing" }

// claimCommit is the finalizer's last step before the manifest: it refuses
// once the run has ended, and otherwise records that the commit began, so
// that a run ending from now on is seen to have a version that may be
// published (CommitBegun). A finalizer past its last look at the end
// mark committed its version after the launcher had said, in good faith,
// that nothing was published. In the launcher's process the look and the
// record are one step under the lock CancelStaging takes. A worker process
// of its own writes CommitMark, then looks for EndedMark, while the
// launcher writes EndedMark, then looks for CommitMark: whichever wrote
// second sees the other's file (a local disk, gs:// and s3:// read their
// own and each other's writes at once), so a commit is refused or the
// launcher sees it, or both; never neither. A claim refused is taken
// back, but the launcher may have seen it: it then says that the version
// may be there, which it is not.
func claimCommit(ctx context.Context, staging string) error {
	if staging == "" {
		return nil
	}
	if launcher.Load() {
		stagings.Lock()
		defer stagings.Unlock()
		if stagings.cancelled[staging] {
			return fmt.Errorf("the run writing into %s has ended (cancelled or failed)", staging)
		}
		stagings.committing[staging] = true
		return nil
	}
	if err := stagingEnded(staging); err != nil {
		return err // no claim to take back
	}
	mark := CommitMark(staging)
	if err := storage.WriteAtomic(ctx, mark, []byte("committing\n")); err != nil {
		return fmt.Errorf("the run writing into %s: its commit mark %s: %w", staging, mark, err)
	}
	if err := stagingEnded(staging); err != nil {
		_ = storage.Remove(context.WithoutCancel(ctx), mark)
		return err
	}
	return nil
}

// EndCommitClaim reports whether the run's finalizer claimed its commit
// (claimCommit) and forgets the claim, removing a worker process's
// CommitMark. The launcher of a run that ended without publishing asks
// once the run is ended (after CancelStaging and WaitStagingWrites for its
// own workers, after writing EndedMark for workers of their own,
// external): true means the version may be published though the run
// failed. A run that succeeded only removes the claim. The finalizer
// leaves its mark for the launcher: one it removed after committing was
// not there for a launcher whose run failed a moment later.
func EndCommitClaim(ctx context.Context, staging string, external bool) bool {
	stagings.Lock()
	begun := stagings.committing[staging]
	delete(stagings.committing, staging)
	stagings.Unlock()
	if begun || !external {
		return begun
	}
	ctx, cancel := claimLookupContext(ctx)
	defer cancel()
	mark := CommitMark(staging)
	if dataset.IsURL(mark) {
		there, err := storage.ObjectExists(ctx, mark)
		begun = err != nil || there // a mark that cannot be looked up may be there
	} else {
		_, err := os.Stat(mark)
		begun = !errors.Is(err, fs.ErrNotExist)
	}
	if begun {
		_ = storage.Remove(ctx, mark)
	}
	return begun
}

// claimLookupContext is the context of EndCommitClaim's look at a worker
// process's commit mark, and its removal: it outlives a cancelled run (the
// clean-up after Ctrl-C asks with the context Ctrl-C cancelled) but not the
// caller's deadline (a forced exit's bound, forcedRemoteRemoval), nor
// storage.StoreTimeout when the caller has none. It was
// context.WithoutCancel alone, which drops the deadline too: a gs:// store
// that held its connections held the forced exit with it, without end.
func claimLookupContext(ctx context.Context) (context.Context, context.CancelFunc) {
	lookup := context.WithoutCancel(ctx)
	if deadline, ok := ctx.Deadline(); ok {
		return context.WithDeadline(lookup, deadline)
	}
	return context.WithTimeout(lookup, storage.StoreTimeout)
}

// CancelStaging marks the staging folder of a run that ended without
// publishing (cancelled or failed): a write of this process into it that
// has not begun fails instead of writing. Those
// already writing are waited for with WaitStagingWrites.
func CancelStaging(staging string) {
	stagings.Lock()
	stagings.cancelled[staging] = true
	stagings.Unlock()
}

// ReopenStaging forgets CancelStaging's mark of a folder whose name a
// later run in this process takes again (a runs folder named after the
// output, OUT.runs): its writes would all be refused. SpillSeqs and
// SpillLines call it as a job is built, never the removal: a worker of the
// failed job that prism returned before it stopped, spilling after the
// folder was removed and reopened, left a stray run file there. Staging
// folders are named anew for every run and never reopened.
func ReopenStaging(dir string) {
	stagings.Lock()
	delete(stagings.cancelled, dir)
	stagings.Unlock()
}

// beginStagingWrite registers a write into staging, refused once the run
// has ended (CancelStaging); end unregisters it. A write with no staging folder ("":
// a spill of sorted lines outside a publishing job) is not tracked.
func beginStagingWrite(staging string) (end func(), err error) {
	if staging == "" {
		return func() {}, nil
	}
	if !launcher.Load() {
		// The mark is looked up outside the lock: a remote lookup is a
		// round trip.
		if err := stagingEnded(staging); err != nil {
			return nil, err
		}
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
