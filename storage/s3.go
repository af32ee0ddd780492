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
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return false, fmt.Errorf("write %s: the AWS configuration: %w", p, err)
	}
	client := s3.NewFromConfig(cfg)
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
