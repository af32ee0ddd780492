package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/transforms"
)

// interruptGrace is how long a command may go on after the first Ctrl-C or
// SIGTERM before it is stopped at once, as a second one stops it. A command
// blocked where no context reaches (an open or a read of a file on a
// stalled network mount, a named pipe without a writer where a manifest
// was expected) never returned: the first signal waited without a limit,
// and a supervisor's lone SIGTERM left prep "still finishing" for as long
// as it was not killed. The grace outlasts what an interrupted run does
// before it returns (up to 30 s waiting for the staging writes under way,
// pipelines.RunPublish, then removing its staging folder).
// ITNPREP_INTERRUPT_GRACE sets it (a Go duration; 0: no limit).
var interruptGrace = 60 * time.Second

// forcedRemoteRemoval bounds the removal of a remote staging folder when a
// run is stopped at once (stagingUndo): a second Ctrl-C asks to be out
// now, and a slow or unreachable store must not hold the process. The
// 966 spilled runs of a 39 MB raw GTN input went in about 5 s against a
// local emulator (storage.RemoveTree removes 16 at a time). A variable
// for the tests.
var forcedRemoteRemoval = 20 * time.Second

// graceFromEnv reads ITNPREP_INTERRUPT_GRACE into interruptGrace.
func graceFromEnv() error {
	v := os.Getenv("ITNPREP_INTERRUPT_GRACE")
	if v == "" {
		return nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return fmt.Errorf("ITNPREP_INTERRUPT_GRACE=%q: not a duration such as 30s or 2m (0: no limit)", v)
	}
	interruptGrace = d
	return nil
}

// forcedExit holds what a command stopped at once (a second signal, or the
// grace after the first run out) takes back before the process exits:
// os.Exit runs no deferred call, so what a run made would stay.
var forcedExit struct {
	sync.Mutex
	undo map[int]func() string
	next int
}

// onForcedExit registers undo, run when the process is stopped at once;
// it returns what it removed or left, "" for nothing to say. The returned
// function unregisters it (the command got as far as its own cleanup).
func onForcedExit(undo func() string) (forget func()) {
	forcedExit.Lock()
	defer forcedExit.Unlock()
	if forcedExit.undo == nil {
		forcedExit.undo = map[int]func() string{}
	}
	id := forcedExit.next
	forcedExit.next++
	forcedExit.undo[id] = undo
	return func() {
		forcedExit.Lock()
		delete(forcedExit.undo, id)
		forcedExit.Unlock()
	}
}

// undoAtForcedExit runs the registered undos and the temporary rejects
// files' removal, and returns what they say, each after "; ".
func undoAtForcedExit() string {
	var said []string
	if names := quarantine.RemoveOpenTemps(); len(names) > 0 {
		// Not left in the temporary folder unnamed.
		if len(names) == 1 {
			said = append(said, "removed its temporary rejects file "+names[0])
		} else {
			said = append(said, "removed its temporary rejects files "+strings.Join(names, ", "))
		}
	}
	forcedExit.Lock()
	undos := make([]func() string, 0, len(forcedExit.undo))
	for _, u := range forcedExit.undo {
		undos = append(undos, u)
	}
	forcedExit.Unlock()
	for _, u := range undos {
		if s := u(); s != "" {
			said = append(said, s)
		}
	}
	if len(said) == 0 {
		return ""
	}
	return "; " + strings.Join(said, "; ")
}

// stagingUndo is a publishing run's undo at a forced exit: no write into
// its staging folder begins any more, and unless its finalizer had claimed
// the commit, the folder goes, with the dataset folders the run made
// (undoFolders). Once the commit is claimed the folder is the finalizer's
// and a version may be half moved: that is said, with what removes it. A
// remote staging folder (gs://, s3://) is removed too, object by object
// as a cancelled run's is (storage.RemoveTree), within
// forcedRemoteRemoval: it was only named, and every gs:// run stopped at
// once left its spilled runs (the input read so far, hundreds of objects)
// in the bucket until `versions gc`. What the bound cuts short is named,
// with what removes it. Workers that run in processes of their own
// (runner's, pipelines.MarkRunEnded) are told first, by the end mark the
// normal clean-up writes: without it they went on writing, recreating
// the folder removed here.
func stagingUndo(staging, runner string, undoFolders func()) func() string {
	return func() string {
		transforms.CancelStaging(staging)
		datasetDir := dataset.Dir(staging)
		ctx, cancel := context.WithTimeout(context.Background(), forcedRemoteRemoval)
		defer cancel()
		external, markErr := pipelines.MarkRunEnded(ctx, staging, runner)
		if transforms.EndCommitClaim(ctx, staging, external) {
			return fmt.Sprintf("its finalizer had begun committing its version: %s may hold a version folder without a manifest, which is no version (`itnprep versions gc` removes it)", datasetDir)
		}
		said := removeStagingNow(ctx, staging, undoFolders)
		switch {
		case markErr != nil:
			mark := transforms.EndedMark(staging)
			if ctx.Err() != nil {
				markErr = fmt.Errorf("not written within %v", forcedRemoteRemoval)
			}
			said += fmt.Sprintf("; its workers run in processes of their own, and its end mark %s could not be written (%v): they may go on writing into %s (`itnprep versions gc %s` removes what they leave)", mark, markErr, staging, datasetDir)
		case external:
			said += fmt.Sprintf("; its workers run in processes of their own: told by its end mark %s, they begin no write, but one begun before may recreate %s (`itnprep versions gc %s` removes it and the mark)", transforms.EndedMark(staging), staging, datasetDir)
		}
		return said
	}
}

// removeStagingNow removes a stopped run's staging folder (a remote one
// within ctx) and says what it did; the dataset folders the run made
// (undoFolders, none for a remote one) go once the staging folder is gone.
// A local and a remote folder had a branch each, each with the two lines.
func removeStagingNow(ctx context.Context, staging string, undoFolders func()) string {
	remote := dataset.IsURL(staging)
	if !remote {
		if _, err := os.Lstat(staging); err != nil {
			undoFolders()
			return "nothing published"
		}
	}
	if err := pipelines.RemoveStaging(ctx, staging); err != nil {
		if remote && ctx.Err() != nil {
			err = fmt.Errorf("not all removed within %v", forcedRemoteRemoval)
		}
		return fmt.Sprintf("nothing published; its staging folder %s may be left (%v; `itnprep versions gc %s` removes it)", staging, err, dataset.Dir(staging))
	}
	undoFolders()
	return "nothing published; removed its staging folder " + staging
}
