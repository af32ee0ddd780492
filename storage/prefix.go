package storage

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"cloud.google.com/go/storage"
	"github.com/itnprep/itnprep/dataset"
	"google.golang.org/api/iterator"
)

// storeObject is one object of a listing by prefix: its name below the
// listed folder and its modification time.
type storeObject struct {
	rel      string
	modified time.Time
}

// listsByPrefix reports whether the folder root is on a store listed by
// prefix (listByPrefix): gs:// and s3://.
func listsByPrefix(root string) bool {
	return strings.HasPrefix(root, "gs://") || strings.HasPrefix(root, "s3://")
}

// listByPrefix lists every object under the gs:// or s3:// folder root
// (root/..., at any depth), each with its modification time, in one
// paginated listing by the prefix root/ (a request per 1,000 objects):
// the store's own listing, which reads no character of root as a
// wildcard. Beam's filesystems list only globs: a folder whose name holds
// *, ? or [ ("o[1]") was a pattern that matched none of its own objects
// (versions list refused it; a run's staging folder there was never
// removed), and a gs:// object's time was a metadata request of its own
// (filesystem.LastModifiedGetter) where the listing gives it.
func listByPrefix(ctx context.Context, root string) ([]storeObject, error) {
	if strings.HasPrefix(root, "s3://") {
		return listS3(ctx, root)
	}
	return listGCS(ctx, root)
}

// listGCS is listByPrefix of a gs:// folder: one Objects listing by the
// prefix root/, through a client built as Beam's gcs filesystem builds
// its own (gcsClient), each object's time its "updated" (what Beam's
// LastModified reads).
func listGCS(ctx context.Context, root string) ([]storeObject, error) {
	bucket, key, _ := strings.Cut(strings.TrimPrefix(dataset.TrimSlash(root), "gs://"), "/")
	if bucket == "" {
		return nil, fmt.Errorf("%s: not a gs:// folder (gs://BUCKET/PATH)", root)
	}
	prefix := ""
	if key != "" {
		prefix = key + "/"
	}
	client, _, err := gcsClient(ctx)
	if err != nil {
		return nil, err
	}
	defer client.Close()
	q := &storage.Query{Prefix: prefix}
	if err := q.SetAttrSelection([]string{"Name", "Updated"}); err != nil {
		return nil, err
	}
	it := client.Bucket(bucket).Objects(ctx, q)
	var out []storeObject
	for {
		o, err := it.Next()
		if errors.Is(err, iterator.Done) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if rel, ok := strings.CutPrefix(o.Name, prefix); ok && rel != "" {
			out = append(out, storeObject{rel: rel, modified: o.Updated})
		}
	}
}
