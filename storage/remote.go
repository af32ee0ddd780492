package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"
	"github.com/aws/smithy-go/logging"
)

// Object stores need settings from the environment before anything can be
// read or written there. Beam's s3 filesystem builds its client from the AWS
// SDK's default configuration, and without a region it fails every request
// with the SDK's "resolve endpoint: endpoint rule error, Invalid region:
// region was not a valid DNS name", without credentials with a chain of
// provider errors; an output on s3:// failed that way only after the whole
// input had been read. CheckStore says instead, in one line, what is
// missing and how to set it, before anything is read. gs:// is checked too
// (gcs.go): Beam's gcs filesystem falls back to anonymous access (public
// buckets), but Google's client retried an unreachable server without end.

var (
	s3Mu            sync.Mutex
	s3Checked       = map[string]error{} // by s3Env: the result of checkS3
	s3BucketChecked = map[string]error{} // by s3Env, endpoint and bucket: the result of checkS3Bucket
)

// s3Env is the environment the AWS SDK's configuration is read from (a
// test, or a long-lived process, may change it).
func s3Env() string {
	var b strings.Builder
	for _, k := range []string{"AWS_REGION", "AWS_DEFAULT_REGION", "AWS_PROFILE", "AWS_DEFAULT_PROFILE",
		"AWS_CONFIG_FILE", "AWS_SHARED_CREDENTIALS_FILE", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
		"AWS_SESSION_TOKEN", "AWS_EC2_METADATA_DISABLED", "AWS_WEB_IDENTITY_TOKEN_FILE", "AWS_CONTAINER_CREDENTIALS_FULL_URI",
		"AWS_CONTAINER_CREDENTIALS_RELATIVE_URI", "HOME"} {
		b.WriteString(k + "=" + os.Getenv(k) + "\x00")
	}
	return b.String()
}

// CheckStore checks that the object store a path names can be used with
// this machine's configuration: for s3://, that the AWS SDK finds a region
// and credentials (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_PROFILE, ~/.aws, an
// instance role, ...) and that the bucket exists (checkS3Bucket); for
// gs://, that the bucket answers a listing within StoreTimeout
// (checkGCS). The check runs once per process, environment and bucket;
// local and other paths pass at once. The error names the path.
func CheckStore(ctx context.Context, p string) error {
	if strings.HasPrefix(p, "gs://") {
		return checkGCSPath(ctx, p)
	}
	if !strings.HasPrefix(p, "s3://") {
		return nil
	}
	s3Mu.Lock()
	defer s3Mu.Unlock()
	env := s3Env()
	err, done := s3Checked[env]
	if !done {
		err = checkS3(ctx)
		s3Checked[env] = err
	}
	if err == nil {
		bucket, _, _ := strings.Cut(strings.TrimPrefix(p, "s3://"), "/")
		key := env + os.Getenv("AWS_ENDPOINT_URL_S3") + "\x00" + os.Getenv("AWS_ENDPOINT_URL") + "\x00" + bucket
		if err, done = s3BucketChecked[key]; !done {
			err = checkS3Bucket(ctx, bucket)
			if ctx.Err() == nil { // a command cancelled meanwhile learnt nothing
				s3BucketChecked[key] = err
			}
		}
	}
	if err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	return nil
}

// checkS3Bucket lists at most one object of bucket, to tell a bucket that
// does not exist in one line before anything is read or written: an
// --output in one read the whole input and then failed with the SDK's
// error ("operation error S3: PutObject, https response error StatusCode:
// 404, RequestID: ..., HostID: ..., api error NoSuchBucket: ..."),
// versions list and gc with another, and versions show OUT/NAME@latest
// said that OUT/NAME "has no tag latest". Only that answer fails the
// check: a listing refused (HTTP 403, a reader granted s3:GetObject
// alone) or not answered within StoreTimeout says nothing of the objects
// a command reads, which the command's own requests then tell; a server
// that cannot be reached fails it, as the command would.
func checkS3Bucket(ctx context.Context, bucket string) error {
	if bucket == "" {
		return nil // s3:// with no bucket: the command's own error
	}
	client, err := s3Client(ctx)
	if err != nil {
		return nil
	}
	cctx, cancel := context.WithTimeout(ctx, StoreTimeout)
	defer cancel()
	_, err = client.ListObjectsV2(cctx, &s3.ListObjectsV2Input{Bucket: aws.String(bucket), MaxKeys: aws.Int32(1)})
	var api smithy.APIError
	switch {
	case s3Status(err) == http.StatusNotFound && errors.As(err, &api) && api.ErrorCode() == "NoSuchBucket":
		return fmt.Errorf("no such bucket (HTTP 404: %s: %s)", api.ErrorCode(), api.ErrorMessage())
	case err != nil && s3Status(err) == 0 && cctx.Err() == nil:
		// No answer at all (the SDK tried three times): the command's own
		// request would try as often again; its line says so in words
		// (Unreachable).
		return err
	}
	return nil
}

// checkS3 loads the AWS configuration as Beam's s3 filesystem does and
// retrieves its credentials.
func checkS3(ctx context.Context) error {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithLogger(logging.Nop{}))
	if err != nil {
		return fmt.Errorf("the AWS configuration cannot be loaded (AWS_PROFILE, AWS_CONFIG_FILE, ~/.aws/config): %v", err)
	}
	if cfg.Region == "" {
		return errors.New("no AWS region is set for s3://: export AWS_REGION=REGION (the bucket's region, e.g. us-east-1), or set region for your profile in ~/.aws/config (aws configure)")
	}
	if !validRegion(cfg.Region) {
		return fmt.Errorf("the AWS region %q is not a region name (AWS_REGION, or region in ~/.aws/config): give one such as us-east-1", cfg.Region)
	}
	if cfg.Credentials == nil {
		return errors.New(noS3Credentials)
	}
	// Finding no credentials may mean asking for an instance role, which
	// times out off a cloud machine: bounded.
	cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if _, err := cfg.Credentials.Retrieve(cctx); err != nil {
		slog.Debug("AWS credentials", "err", err)
		if msg := ssoProblem(err); msg != "" {
			return errors.New(msg)
		}
		return errors.New(noS3Credentials)
	}
	return nil
}

// ssoProblem is the message for an error of an AWS SSO (IAM Identity
// Center) profile, "" for other errors. A login that has expired or was
// never made on this machine says so with the `aws sso login` that renews
// it (it was reported as no credentials at all, with advice to export
// access keys); any other SSO failure (the SSO service unreachable, a
// cache file this user cannot write, a role the login may not assume)
// gives the SDK's own reason, never that advice: a renewed login would not
// cure it. It matched any error mentioning "SSO token", which called a
// network failure while refreshing a token an expired login.
func ssoProblem(err error) string {
	m := err.Error()
	if !strings.Contains(m, "SSO") {
		return ""
	}
	profile := os.Getenv("AWS_PROFILE")
	if profile == "" {
		profile = os.Getenv("AWS_DEFAULT_PROFILE")
	}
	login := "aws sso login"
	if profile != "" {
		login += " --profile " + profile
	} else {
		profile = "default"
	}
	if !ssoLoginExpired(err) {
		return fmt.Sprintf("the AWS SSO credentials of profile %q could not be obtained, so s3:// has none: %v", profile, err)
	}
	return fmt.Sprintf("the AWS SSO login of profile %q has expired (or was never made on this machine), so s3:// has no credentials: run `%s`, then run this command again (--log-level debug shows the AWS SDK's error)", profile, login)
}

// ssoLoginExpired reports whether err, from the AWS SDK's SSO credential
// providers (credentials/ssocreds), means the login is missing, expired or
// unusable, which `aws sso login` renews:
//   - "the SSO session has expired or is invalid" (a legacy sso_start_url
//     profile's InvalidTokenError), unless its cause is a cache file this
//     user may not read;
//   - "cached SSO token is expired, or not present, and cannot be
//     refreshed" (an sso_session profile);
//   - "failed to read cached SSO token file" for a file that does not
//     exist, and a cache file that does not parse or lacks its token;
//   - the SSO services refusing the token (UnauthorizedException from
//     GetRoleCredentials, InvalidGrantException or ExpiredTokenException
//     from the OIDC refresh).
func ssoLoginExpired(err error) bool {
	m := err.Error()
	switch {
	case strings.Contains(m, "the SSO session has expired or is invalid"):
		return !errors.Is(err, fs.ErrPermission)
	case strings.Contains(m, "cached SSO token is expired, or not present"),
		strings.Contains(m, "failed to parse cached SSO token file"),
		strings.Contains(m, "cached SSO token must contain accessToken and expiresAt"):
		return true
	case strings.Contains(m, "failed to read cached SSO token file"):
		return errors.Is(err, fs.ErrNotExist)
	}
	var api smithy.APIError
	if errors.As(err, &api) {
		switch api.ErrorCode() {
		case "UnauthorizedException", "InvalidGrantException", "ExpiredTokenException":
			return true
		}
	}
	return false
}

const noS3Credentials = "no AWS credentials found for s3:// (--log-level debug shows where the AWS SDK looked): export AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE naming a profile in ~/.aws/credentials (aws configure), or run where an instance or pod role gives them"

// newFS is filesystem.New after CheckStore: every file this package opens,
// lists, writes or removes goes through it.
func newFS(ctx context.Context, p string) (filesystem.Interface, error) {
	if err := CheckStore(ctx, p); err != nil {
		return nil, err
	}
	return filesystem.New(ctx, p)
}

// validRegion: the AWS SDK refuses a region that is not a DNS label
// ("Invalid region: region was not a valid DNS name").
func validRegion(r string) bool {
	for _, c := range r {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return r != "" && r[0] != '-' && r[len(r)-1] != '-'
}
