package transforms

import (
	"context"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/itnprep/itnprep/storage"
)

// movefs:// is an object store without rename: a move into the version is
// a copy, then a delete of the staged shard, as on gs:// and s3://.
var moveStore = storetest.Register("movefs")

// TestPublishedBeforeOnACopyingStore: on a store that moves by copying
// then deleting, a run whose version an earlier run published is told so
// (its creation time), a run that published it is not, also when its
// finalizer is retried after the publish, or after a publish stopped
// between moves (some shards in the version, the others staged, no
// manifest), which must then complete.
func TestPublishedBeforeOnACopyingStore(t *testing.T) {
	ctx := context.Background()
	bucket := moveStore.Bucket()
	out := bucket + "/out"
	shards := []string{"data/train-00000-of-00002.parquet", "data/train-00001-of-00002.parquet", "rejects/rejects-00000-of-00002.parquet"}
	manifest := func(created string) *dataset.Manifest {
		m := &dataset.Manifest{Format: dataset.FormatV1, Name: "gtn", VersionID: "0123456789abcdef0123", Created: created}
		for i, p := range shards {
			info := dataset.ShardInfo{Path: p, Bytes: 4}
			if i < 2 {
				m.Shards = append(m.Shards, info)
			} else {
				m.Rejects = append(m.Rejects, info)
			}
		}
		return m
	}
	stage := func(run string) PublishConfig {
		cfg := PublishConfig{Output: out, Name: "gtn", Staging: out + "/gtn/.staging-" + run}
		for _, p := range shards {
			moveStore.Put(dataset.Join(cfg.Staging, p), []byte("PAR1"))
		}
		return cfg
	}
	publish := func(cfg PublishConfig, m *dataset.Manifest) string {
		t.Helper()
		before := publishedBefore(ctx, cfg, m)
		if _, err := storage.Publish(ctx, cfg.Output, cfg.Name, cfg.Staging, m, nil); err != nil {
			t.Fatalf("publish: %v", err)
		}
		return before
	}
	version := dataset.Join(out, "gtn", "0123456789abcdef0123")

	// Run A publishes the version.
	a := stage("20261129T010000-0a0a")
	ma := manifest("2026-11-29T01:00:00Z")
	if got := publish(a, ma); got != "" {
		t.Errorf("the first run: published before %q, want \"\"", got)
	}
	if left := moveStore.Files(a.Staging + "/"); len(left) != 0 {
		t.Errorf("the first run left %v staged", left)
	}
	if got := moveStore.Files(version + "/data/"); len(got) != 2 {
		t.Fatalf("the version holds %v", got)
	}
	// A's finalizer is retried after its publish.
	if got := publish(a, ma); got != "" {
		t.Errorf("a retry of the run that published: %q, want \"\"", got)
	}
	// Run B, begun in the same second, makes the same version.
	b := stage("20261129T010000-0b0b")
	if got := publish(b, manifest("2026-11-29T01:00:00Z")); got != ma.Created {
		t.Errorf("a re-run of the same second: %q, want %q", got, ma.Created)
	}
	if left := moveStore.Files(b.Staging + "/"); len(left) != 0 {
		t.Errorf("the re-run left %v staged", left)
	}
	// Run D makes it again after the tag was moved to another version
	// (versions tag latest), and its finalizer fails moving the tag back,
	// then is retried: still not the run that published it. (A tag that
	// names the version already is not written again, f9f82f81: without
	// the other version the move had nothing to fail at.)
	d := stage("20261129T010500-0d0d")
	md := manifest("2026-11-29T01:05:00Z")
	moveStore.Put(out+"/gtn/tags/latest", []byte("fedcba9876543210fedc\n"))
	restore := moveStore.Fail(out + "/gtn/tags/")
	if _, err := storage.Publish(ctx, d.Output, d.Name, d.Staging, md, nil); err == nil {
		t.Fatal("the tag's move did not fail")
	}
	restore()
	if got := publish(d, md); got != ma.Created {
		t.Errorf("a re-run's finalizer retried after its tag failed: %q, want %q", got, ma.Created)
	}
	if tag, _ := moveStore.Get(out + "/gtn/tags/latest"); string(tag) != "0123456789abcdef0123\n" {
		t.Errorf("after the retry the latest tag holds %q, want the version", tag)
	}

	// A version with no data shard (--allow-empty) is told apart by its
	// reject shards: run F re-makes run E's in the same second.
	outE := bucket + "/outE"
	rejOnly := func() *dataset.Manifest {
		m := manifest("2026-11-29T03:00:00Z")
		m.Shards = nil
		return m
	}
	for i, run := range []string{"20261129T030000-0e0e", "20261129T030000-0f0f"} {
		cfg := PublishConfig{Output: outE, Name: "gtn", Staging: outE + "/gtn/.staging-" + run}
		moveStore.Put(dataset.Join(cfg.Staging, shards[2]), []byte("PAR1"))
		want := ""
		if i == 1 {
			want = "2026-11-29T03:00:00Z"
		}
		if got := publish(cfg, rejOnly()); got != want {
			t.Errorf("a version of rejects only, run %d: %q, want %q", i+1, got, want)
		}
		if i == 0 {
			if got := publish(cfg, rejOnly()); got != "" {
				t.Errorf("a version of rejects only, its run's finalizer retried: %q, want \"\"", got)
			}
		}
	}

	// Run C publishes another version; its first try stops after moving
	// one shard (copied and deleted), before the manifest, or between
	// the copy of the second and its delete. On a local disk too.
	for _, out2 := range []string{bucket + "/out2", t.TempDir()} {
		put := func(p string) {
			t.Helper()
			if err := storage.WriteAtomic(ctx, p, []byte("PAR1")); err != nil {
				t.Fatal(err)
			}
		}
		c := PublishConfig{Output: out2, Name: "gtn", Staging: dataset.Join(out2, "gtn", ".staging-20261129T020000-0c0c")}
		for _, p := range shards {
			put(dataset.Join(c.Staging, p))
		}
		mc := manifest("2026-11-29T02:00:00Z")
		v2 := dataset.Join(out2, "gtn", mc.VersionID)
		put(dataset.Join(v2, shards[0]))
		if err := storage.Remove(ctx, dataset.Join(c.Staging, shards[0])); err != nil {
			t.Fatal(err)
		}
		put(dataset.Join(v2, shards[1]))
		if got := publish(c, mc); got != "" {
			t.Errorf("%s: the retried finalizer of a run whose publish stopped between moves: %q, want \"\"", out2, got)
		}
		for _, p := range shards {
			if _, err := storage.Size(ctx, dataset.Join(v2, p)); err != nil {
				t.Errorf("%s: %s is not in the version: %v", out2, p, err)
			}
			if _, err := storage.Size(ctx, dataset.Join(c.Staging, p)); err == nil {
				t.Errorf("%s: the retried finalizer left %s staged", out2, p)
			}
		}
		if _, err := storage.LoadManifest(ctx, v2); err != nil {
			t.Errorf("%s: no manifest after the retried publish: %v", out2, err)
		}
	}
}
