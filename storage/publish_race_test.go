package storage

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
)

// TestRunsAtOncePublishOnce: runs of the same inputs and settings started
// at once (the same version id, each staged on its own) publish it once:
// exactly one is told it wrote the manifest, the others that another run
// did (By, its creation time; Raced where they had moved their files in),
// and the version verifies with that run's manifest. Three such runs all
// said "published" 1 time in 5, each having looked for a manifest before
// any was written. Half the rounds hold every run at its commit until all
// three are there (each has moved its files and written its card, none
// its manifest: the race, every round); the others let them run free.
func TestRunsAtOncePublishOnce(t *testing.T) {
	ctx := context.Background()
	first, m := buildVersion(t, t.TempDir(), samplePairs(), []dataset.Reject{{ID: "c:3", Source: "test", Location: "in.txt:3", Stage: "parse", Rule: "invalid_json", Reason: "in.txt:3: invalid JSON"}})
	const runs = 3
	rounds := 40
	if testing.Short() {
		rounds = 10
	}
	for round := range rounds {
		held := round%2 == 0
		out := t.TempDir()
		var arrived, start sync.WaitGroup
		arrived.Add(runs)
		start.Add(1)
		results := make([]Published, runs)
		errs := make([]error, runs)
		manifests := make([]*dataset.Manifest, runs)
		files := make([]map[string][]byte, runs)
		stagings := make([]string, runs)
		for i := range runs {
			mi := *m
			mi.Created = fmt.Sprintf("2026-11-30T21:00:0%dZ", i)
			manifests[i] = &mi
			f, err := card.Files(&mi)
			if err != nil {
				t.Fatal(err)
			}
			files[i] = f
			stagings[i] = filepath.Join(out, "ds", fmt.Sprintf(".staging-%d", i))
			stageShards(t, first, stagings[i], m)
		}
		var wg sync.WaitGroup
		for i := range runs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				commit := func() error {
					if held {
						arrived.Done()
						arrived.Wait()
					}
					return nil
				}
				start.Wait()
				results[i], errs[i] = PublishClaimed(ctx, out, "ds", stagings[i], manifests[i], files[i], commit)
			}()
		}
		start.Done()
		wg.Wait()
		winner := -1
		for i, r := range results {
			if errs[i] != nil {
				t.Fatalf("round %d, run %d: %v", round, i, errs[i])
			}
			if r.By == "" {
				if winner >= 0 {
					t.Fatalf("round %d (held %v): runs %d and %d both published the version", round, held, winner, i)
				}
				winner = i
			}
		}
		if winner < 0 {
			t.Fatalf("round %d (held %v): no run published the version: %+v", round, held, results)
		}
		dir := filepath.Join(out, "ds", m.VersionID)
		kept, err := LoadManifest(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		if kept.Created != manifests[winner].Created {
			t.Errorf("round %d: the manifest kept is of %s, the run told it published is of %s", round, kept.Created, manifests[winner].Created)
		}
		for i, r := range results {
			if i == winner {
				continue
			}
			if r.By != kept.Created || r.Dir != dir {
				t.Errorf("round %d, run %d: %+v, want By %s", round, i, r, kept.Created)
			}
			if held && !r.Raced {
				t.Errorf("round %d, run %d: held at its commit with its files moved in, not Raced: %+v", round, i, r)
			}
		}
		if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
			t.Fatalf("round %d: %v %v", round, err, rep.Problems)
		}
		if id, err := readTag(ctx, filepath.Join(out, "ds"), LatestTag); err != nil || id != m.VersionID {
			t.Errorf("round %d: latest is %q (%v)", round, id, err)
		}
	}
}

// TestCreateExclusive: a local file is created where none is, and left
// as it is, with no error, where one is; no temporary file stays.
func TestCreateExclusive(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "manifest.json")
	if created, err := createExclusive(ctx, p, []byte("one")); err != nil || !created {
		t.Fatalf("first: %v %v", created, err)
	}
	if created, err := createExclusive(ctx, p, []byte("two")); err != nil || created {
		t.Fatalf("second: %v %v", created, err)
	}
	if b, _ := os.ReadFile(p); string(b) != "one" {
		t.Errorf("the file holds %q", b)
	}
	if entries, _ := os.ReadDir(filepath.Dir(p)); len(entries) != 1 {
		t.Errorf("left beside it: %v", entries)
	}
}

// TestPublishClaimedRetriedAfterItsFilesWentIsNotTheWinner: a run whose
// staged files are gone from its staging folder, having found the version
// published by another run (removed) or lost the race to publish it
// (moved into the version), is still told that the other run published
// it when its finalizer is tried again (a runner retries a bundle that
// failed after the publish: writing the result, removing the sorted
// runs): the first staged file alone said "this run published it" of
// every such retry, as of a retry of the run that did.
func TestPublishClaimedRetriedAfterItsFilesWentIsNotTheWinner(t *testing.T) {
	ctx := context.Background()
	first, m := buildVersion(t, t.TempDir(), samplePairs(), nil)
	out := t.TempDir()
	stage := func(run string) string {
		staging := filepath.Join(out, "ds", ".staging-"+run)
		stageShards(t, first, staging, m)
		return staging
	}
	publish := func(staging, created string) Published {
		t.Helper()
		mi := *m
		mi.Created = created
		files, err := card.Files(&mi)
		if err != nil {
			t.Fatal(err)
		}
		res, err := PublishClaimed(ctx, out, "ds", staging, &mi, files, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	a := stage("a")
	if res := publish(a, "2026-11-30T21:00:00Z"); res.By != "" {
		t.Fatalf("the first run: %+v, want it the publisher", res)
	}
	if res := publish(a, "2026-11-30T21:00:00Z"); res.By != "" {
		t.Errorf("a retry of the run that published: %+v, want it the publisher", res)
	}
	b := stage("b")
	if res := publish(b, "2026-11-30T22:00:00Z"); res.By != "2026-11-30T21:00:00Z" {
		t.Fatalf("a later run: %+v, want By the first run", res)
	}
	if res := publish(b, "2026-11-30T22:00:00Z"); res.By != "2026-11-30T21:00:00Z" {
		t.Errorf("a retry of the later run, its staged files removed: %+v, want By the first run", res)
	}
}

// TestRetryOfARunThatLostTheRaceIsRaced: a run that lost the race to
// publish its version moved its files in and wrote its card before the
// other run's manifest came first; when its finalizer failed before its
// card was drawn again from that manifest (a tag it could not move), the
// retry found the version published and was not told it had raced, so
// the card it had written, naming its own creation time, stayed. It is
// Raced now; the winner's retry and a later run of the same version are
// not, and a card edited by hand is no run's card.
func TestRetryOfARunThatLostTheRaceIsRaced(t *testing.T) {
	ctx := context.Background()
	first, m := buildVersion(t, t.TempDir(), samplePairs(), nil)
	out := t.TempDir()
	dir := filepath.Join(out, "ds", m.VersionID)
	run := func(created string) (string, *dataset.Manifest, map[string][]byte) {
		mi := *m
		mi.Created = created
		files, err := card.Files(&mi)
		if err != nil {
			t.Fatal(err)
		}
		return filepath.Join(out, "ds", ".staging-"+created[11:13]), &mi, files
	}
	publish := func(staging string, mi *dataset.Manifest, files map[string][]byte) Published {
		t.Helper()
		res, err := PublishClaimed(ctx, out, "ds", staging, mi, files, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	wStaging, wm, wFiles := run("2026-12-01T01:00:00Z")
	stageShards(t, first, wStaging, m)
	if res := publish(wStaging, wm, wFiles); res.By != "" || res.Raced {
		t.Fatalf("the winner: %+v", res)
	}
	// The loser's first try: its files moved in (gone from its staging
	// folder), its card over the winner's, the winner's manifest kept.
	lStaging, lm, lFiles := run("2026-12-01T02:00:00Z")
	if err := WriteFiles(ctx, dir, lFiles); err != nil {
		t.Fatal(err)
	}
	if res := publish(lStaging, lm, lFiles); res.By != wm.Created || !res.Raced {
		t.Errorf("the loser's retry, its card there: %+v, want Raced, By %s", res, wm.Created)
	}
	if res := publish(wStaging, wm, wFiles); res.By != "" || res.Raced {
		t.Errorf("the winner's retry: %+v", res)
	}
	// Its card drawn again (transforms.redrawCard): a later run, and the
	// loser's retry over a card edited by hand, are not Raced.
	if err := WriteFiles(ctx, dir, wFiles); err != nil {
		t.Fatal(err)
	}
	bStaging, bm, bFiles := run("2026-12-01T03:00:00Z")
	stageShards(t, first, bStaging, m)
	if res := publish(bStaging, bm, bFiles); res.By != wm.Created || res.Raced {
		t.Errorf("a later run: %+v", res)
	}
	if err := WriteFiles(ctx, dir, map[string][]byte{cardFile: append(lFiles[cardFile], "Edited by hand.\n"...)}); err != nil {
		t.Fatal(err)
	}
	if res := publish(lStaging, lm, lFiles); res.Raced {
		t.Errorf("the loser's retry, the card edited: %+v", res)
	}
}

// TestRunsOfOneSecondAreToldApart: runs of one version id started in the
// same second share their creation time (RFC 3339, whole seconds), which
// was all that told a run that lost the race from the one that published:
// a retry of the loser's finalizer, its files moved into the version, was
// told it had published the version, and so was a run of a version of no
// file (an empty input, --allow-empty) that found it published. The
// manifest names the run that wrote it (its run_id, its staging folder's
// name), which tells them apart: two runs held at their commit in the same
// second, each tried again after, and an empty version's runs.
func TestRunsOfOneSecondAreToldApart(t *testing.T) {
	ctx := context.Background()
	const created = "2026-12-01T04:00:00Z"
	first, m := buildVersion(t, t.TempDir(), samplePairs(), nil)
	mi := *m
	mi.Created = created
	files, err := card.Files(&mi)
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	stagings := []string{filepath.Join(out, "ds", ".staging-20261201T040000-aaaaaaaaaaaa"), filepath.Join(out, "ds", ".staging-20261201T040000-bbbbbbbbbbbb")}
	for _, staging := range stagings {
		stageShards(t, first, staging, m)
	}
	results, errs := publishHeld(ctx, out, stagings, []*dataset.Manifest{&mi, &mi}, []map[string][]byte{files, files})
	winner := -1
	for i := range results {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if results[i].By == "" {
			winner = i
		}
	}
	if winner < 0 || results[1-winner].By != created {
		t.Fatalf("held at their commit: %+v, want one publisher and one told By %s", results, created)
	}
	// Each finalizer tried again (a runner retries a bundle that failed
	// after the publish), its files gone from its staging folder.
	for i, staging := range stagings {
		res, err := PublishClaimed(ctx, out, "ds", staging, &mi, files, nil)
		switch {
		case err != nil:
			t.Fatal(err)
		case i == winner && res.By != "":
			t.Errorf("the winner's retry: %+v, want it the publisher", res)
		case i != winner && res.By != created:
			t.Errorf("the loser's retry, in the winner's second: %+v, want By %s (another run published it)", res, created)
		}
	}
	// A version of no file: a later run of the same second finds it
	// published, and is told so; the publisher's retry is the publisher.
	empty := mi
	empty.Shards, empty.Rejects, empty.VersionID = nil, nil, "0123456789abcdef0123"
	emptyFiles, err := card.Files(&empty)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range []struct {
		staging, want string
	}{{stagings[0], ""}, {stagings[1], created}, {stagings[0], ""}} {
		if res, err := PublishClaimed(ctx, out, "ds", c.staging, &empty, emptyFiles, nil); err != nil || res.By != c.want {
			t.Errorf("empty version, publish %d from %s: %+v, %v; want By %q", i, filepath.Base(c.staging), res, err, c.want)
		}
	}
}

// publishHeld publishes the staging folders' versions at once into
// out/ds, each run with its manifest and files and held at its commit
// until every run is there (each has moved its files and written its
// card, none its manifest: the race).
func publishHeld(ctx context.Context, out string, stagings []string, manifests []*dataset.Manifest, files []map[string][]byte) ([]Published, []error) {
	var arrived, wg sync.WaitGroup
	arrived.Add(len(stagings))
	results := make([]Published, len(stagings))
	errs := make([]error, len(stagings))
	for i, staging := range stagings {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = PublishClaimed(ctx, out, "ds", staging, manifests[i], files[i], func() error {
				arrived.Done()
				arrived.Wait()
				return nil
			})
		}()
	}
	wg.Wait()
	return results, errs
}
