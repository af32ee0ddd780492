package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	smithyhttp "github.com/aws/smithy-go/transport/http"
	"github.com/itnprep/itnprep/dataset"
)

// s3ConflictTries bounds the conditional writes createExclusiveS3 sends
// while S3 answers 409 ConditionalRequestConflict (another conditional
// write of the key under way: S3's guidance is to try again, and the
// next try is told 412 or creates the object).
const s3ConflictTries = 5

// createExclusiveS3 writes data to the s3:// object p on the condition
// that p does not exist (PutObject with If-None-Match: *, which S3 checks
// as it commits the write, since August 2024): created is false, with no
// error, where another writer's object was there first (HTTP 412
// PreconditionFailed). Beam's s3 filesystem, through which everything
// else is written, has no such condition: the manifest was looked for,
// then written, and two runs within that moment both said "published".
// The client is built as Beam's s3 filesystem builds its own (the AWS
// SDK's default configuration: the same region, endpoint and credential
// chain). An object that is there already is not written to (a HEAD
// first: a store that ignores the header does not overwrite it); a store
// that refuses the header (HTTP 501 NotImplemented, an S3-compatible one
// without conditional writes) gets the look-then-write that was all
// before, said at debug level.
func createExclusiveS3(ctx context.Context, p string, data []byte) (created bool, err error) {
	if err := CheckStore(ctx, p); err != nil {
		return false, err
	}
	if exists(ctx, p) {
		return false, nil
	}
	bucket, key, ok := strings.Cut(strings.TrimPrefix(p, "s3://"), "/")
	if !ok || bucket == "" || key == "" {
		return false, fmt.Errorf("%s: not an s3:// object (s3://BUCKET/KEY)", p)
	}
	client, err := s3Client(ctx)
	if err != nil {
		return false, fmt.Errorf("write %s: %w", p, err)
	}
	for try := 1; ; try++ {
		_, err = client.PutObject(ctx, &s3.PutObjectInput{
			Bucket:      aws.String(bucket),
			Key:         aws.String(key),
			Body:        bytes.NewReader(data),
			IfNoneMatch: aws.String("*"),
		})
		switch s3Status(err) {
		case 0:
			return err == nil, s3WriteErr(p, err)
		case http.StatusPreconditionFailed:
			return false, nil
		case http.StatusConflict:
			if try < s3ConflictTries && ctx.Err() == nil {
				continue
			}
		case http.StatusNotImplemented:
			slog.Debug("the s3:// store refuses conditional writes: the manifest is looked for, then written", "path", p, "err", err)
			if exists(ctx, p) {
				return false, nil
			}
			return true, WriteAtomic(ctx, p, data)
		}
		return false, s3WriteErr(p, err)
	}
}

// s3Client is an S3 client built as Beam's s3 filesystem builds its own:
// from the AWS SDK's default configuration (the same region, endpoint and
// credential chain).
func s3Client(ctx context.Context) (*s3.Client, error) {
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return nil, fmt.Errorf("the AWS configuration: %w", err)
	}
	return s3.NewFromConfig(cfg), nil
}

// listS3 lists every object under the s3:// folder root (root/..., at any
// depth) in one ListObjectsV2 walk, a request per 1,000 objects, each with
// its modification time. Beam's s3 filesystem lists the whole prefix of a
// glob for every glob (its prefix is the glob's part before the first
// wildcard: ROOT/ for ROOT/*/manifest.json and ROOT/*/*), and says no
// time but through a HEAD per object: versions list and gc listed ROOT/
// sixteen times, level by level, then asked each leftover file's time
// (TestS3TreeIsOneListing).
func listS3(ctx context.Context, root string) ([]storeObject, error) {
	bucket, key, _ := strings.Cut(strings.TrimPrefix(dataset.TrimSlash(root), "s3://"), "/")
	if bucket == "" {
		return nil, fmt.Errorf("%s: not an s3:// folder (s3://BUCKET/PATH)", root)
	}
	prefix := folderPrefix(key)
	client, err := s3Client(ctx)
	if err != nil {
		return nil, err
	}
	pages := s3.NewListObjectsV2Paginator(client, &s3.ListObjectsV2Input{Bucket: aws.String(bucket), Prefix: aws.String(prefix)})
	var out []storeObject
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return nil, err
		}
		for _, o := range page.Contents {
			rel, ok := strings.CutPrefix(aws.ToString(o.Key), prefix)
			if !ok || rel == "" {
				continue
			}
			out = append(out, storeObject{rel: rel, modified: aws.ToTime(o.LastModified)})
		}
	}
	return out, nil
}

// s3Status is the HTTP status of the AWS SDK's error err, 0 when it has
// none (nil, or a request that got no answer).
func s3Status(err error) int {
	var re *smithyhttp.ResponseError
	if errors.As(err, &re) {
		return re.HTTPStatusCode()
	}
	return 0
}

func s3WriteErr(p string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("write %s: %w", p, err)
}
