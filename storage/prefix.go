package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strings"
	"time"

	"cloud.google.com/go/storage"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
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
	prefix := folderPrefix(key)
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

// ObjectExists reports whether a file or object is at p, looked up by its
// exact name whatever it holds: a local path by os.Stat; a gs:// or s3://
// object by a listing of its name as a prefix (the first object listed is
// p itself when it is there: listings come in name order), one request
// that reads no character of p as a wildcard; another store's (memfs://)
// by a glob of the name. A listing's "no object" is the same answer on
// every store, where a lookup's not-found error differs by store (why
// the staging marks were looked up by glob, which under an --output
// gs://b/o[1] read "[1]" as a character class and found no mark).
func ObjectExists(ctx context.Context, p string) (bool, error) {
	if !dataset.IsURL(p) {
		_, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil
		}
		return err == nil, err
	}
	if listsByPrefix(p) {
		bucket, key := bucketKey(p)
		name, found, err := firstObject(ctx, p, bucket, key, true)
		return found && name == key, err
	}
	found, err := List(ctx, p)
	return len(found) > 0, err
}

// FolderHolds reports whether an object is stored under the gs:// or
// s3:// folder p (at any depth: an object named p/..., p read as it is,
// whatever it holds; a bucket, gs://b, holds every object of it), in one
// listing of at most one object by the prefix p/; another store's
// (memfs://) by the glob p/*. It is false for a local
// path, which os.Stat tells apart. A store has no folders: an --input
// naming one without a wildcard (gs://b/libriheavy) matched no object and
// was refused as "matches no file", where a local folder is named as one.
func FolderHolds(ctx context.Context, p string) (bool, error) {
	if !dataset.IsURL(p) {
		return false, nil
	}
	p = dataset.TrimSlash(p)
	if listsByPrefix(p) {
		bucket, key := bucketKey(p)
		_, found, err := firstObject(ctx, p, bucket, folderPrefix(key), false)
		return found, err
	}
	found, err := List(ctx, QuoteGlob(p)+"/*")
	return len(found) > 0, err
}

// bucketKey splits a gs:// or s3:// path into its bucket and the key
// after it ("" for the bucket itself).
func bucketKey(p string) (bucket, key string) {
	_, rest, _ := strings.Cut(p, "://")
	bucket, key, _ = strings.Cut(rest, "/")
	return bucket, key
}

// firstObject lists at most one object of bucket, on the store of the
// gs:// or s3:// path p, whose name begins with prefix: the first in name
// order, so the object named prefix itself when it is there. It is
// ObjectExists's and FolderHolds's one request, each written out for both
// stores before. found is false when no object is listed. exact (prefix is
// the whole name ObjectExists asks about): a gs:// bucket that refuses
// listings (listForbidden) may still let its objects be read, so the name
// is looked up (objects.get), as List looks up a name without a wildcard;
// a folder's prefix names no object, and the refusal is the answer.
func firstObject(ctx context.Context, p, bucket, prefix string, exact bool) (name string, found bool, err error) {
	if strings.HasPrefix(p, "s3://") {
		client, err := s3Client(ctx)
		if err != nil {
			return "", false, err
		}
		out, err := client.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(bucket), Prefix: aws.String(prefix), MaxKeys: aws.Int32(1)})
		if err != nil || len(out.Contents) == 0 {
			return "", false, err
		}
		return aws.ToString(out.Contents[0].Key), true, nil
	}
	client, _, err := gcsClient(ctx)
	if err != nil {
		return "", false, err
	}
	defer client.Close()
	q := &storage.Query{Prefix: prefix}
	if err := q.SetAttrSelection([]string{"Name"}); err != nil {
		return "", false, err
	}
	o, err := client.Bucket(bucket).Objects(ctx, q).Next()
	switch {
	case errors.Is(err, iterator.Done):
		return "", false, nil
	case exact && listForbidden(err):
		_, err := client.Bucket(bucket).Object(prefix).Attrs(ctx)
		if errors.Is(err, storage.ErrObjectNotExist) {
			return "", false, nil
		}
		return prefix, err == nil, err
	case err != nil:
		return "", false, err
	}
	return o.Name, true, nil
}

// folderPrefix is the listing prefix of the objects under a folder key:
// "key/", or "" for a bucket's root (gs://b: every object is under it).
func folderPrefix(key string) string {
	if key == "" {
		return ""
	}
	return key + "/"
}

// ListMatching lists the files below the folder dir whose path relative to
// dir matches one of patterns (path.Match, '/'-separated: "*.run",
// "*/*.run"; a '*' never crosses a '/'), each once, with dir's name read as
// it is, whatever it holds: a local folder by globs on its quoted name
// (QuoteGlob); a gs:// or s3:// one by one listing by prefix
// (listByPrefix), filtered here; another store's (memfs://) by globs.
// Globs on a gs:// or s3:// folder's name (QuoteGlob leaves a URL as it
// is) read "[1]" of gs://b/o[1] as a character class and matched none of
// its files: the runs a job spills there were left behind.
func ListMatching(ctx context.Context, dir string, patterns ...string) ([]string, error) {
	dir = dataset.TrimSlash(dir)
	seen := map[string]bool{}
	var out []string
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	if listsByPrefix(dir) {
		// The store is checked first, as List checks it (newFS): the
		// client's listing retries a store it cannot reach without end
		// (export's --out on an unreachable gs:// hung where List had
		// said so in one line).
		if err := CheckStore(ctx, dir); err != nil {
			return nil, err
		}
		objects, err := listByPrefix(ctx, dir)
		if err != nil {
			return nil, err
		}
		for _, o := range objects {
			for _, pat := range patterns {
				if ok, _ := path.Match(pat, o.rel); ok {
					add(dir + "/" + o.rel)
					break
				}
			}
		}
		return out, nil
	}
	for _, pat := range patterns {
		files, err := List(ctx, dataset.Join(QuoteGlob(dir), pat))
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			add(f)
		}
	}
	return out, nil
}
