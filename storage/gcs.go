package storage

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"cloud.google.com/go/storage"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/util/gcsx"
	"google.golang.org/api/googleapi"
	"google.golang.org/api/iterator"
)

// gs:// is checked like s3:// before anything is read: Google's storage
// client retries a request that cannot connect (a refused connection, a
// proxy that never answers) until its context ends, and Beam's gcs
// filesystem gives it one that never does, so `versions list gs://B/x` with
// the server unreachable hung without a word. checkGCS asks the bucket for
// one object under the path's prefix, as the client Beam builds would (its
// credentials, or anonymous access when none are found), with at most
// three tries and within StoreTimeout, and says in one line what stood in
// the way: no answer, no credentials, no permission, no such bucket.
//
// A listing needs storage.objects.list, which a reader of known objects
// may lack (an object shared with allUsers by its ACL, a role holding only
// storage.objects.get): when the listing is refused and the path names an
// object, checkGCS asks for that object's metadata (objects.get, what
// reading it needs anyway), and List looks such a name up the same way.
// A bucket-metadata call (buckets.get) would be no better: it needs
// storage.buckets.get, which the reader roles (roles/storage.objectViewer)
// do not grant.

// StoreTimeout bounds the check of an object store's reachability
// (CheckStore on gs://): past it the command fails, naming the store.
var StoreTimeout = 30 * time.Second

var (
	gcsMu       sync.Mutex
	gcsChecked  = map[string]error{} // by gcsEnv and bucket (or path, where listing is refused): the result of checkGCS
	gcsAnonNote sync.Once
)

// gcsEnv is the environment Google's client reads its credentials and
// endpoint from.
func gcsEnv() string {
	var b strings.Builder
	for _, k := range []string{"GOOGLE_APPLICATION_CREDENTIALS", "STORAGE_EMULATOR_HOST", "CLOUDSDK_CONFIG",
		"HTTPS_PROXY", "https_proxy", "NO_PROXY", "no_proxy", "HOME"} {
		b.WriteString(k + "=" + os.Getenv(k) + "\x00")
	}
	return b.String()
}

// gcsGlobMeta are the characters Beam's gcs filesystem reads as wildcards
// (globToRegex in Beam 2.77), which List also tests for.
const gcsGlobMeta = "*?["

// checkGCSPath runs checkGCS once per process, environment and bucket; the
// error names p.
func checkGCSPath(ctx context.Context, p string) error {
	rest := strings.TrimPrefix(p, "gs://")
	bucket, object, _ := strings.Cut(rest, "/")
	if bucket == "" {
		return fmt.Errorf("%s: no bucket named (gs://BUCKET/PATH)", p)
	}
	// Beam's gcs filesystem reads *, ? and [ as wildcards, and nothing
	// else: a name with braces or a backslash ("a{1}.txt") is one object,
	// looked up by its name where the bucket refuses listings, as List
	// does (it was cut at the brace and refused as a glob).
	if i := strings.IndexAny(object, gcsGlobMeta); i >= 0 {
		object = object[:i]
	}
	gcsMu.Lock()
	defer gcsMu.Unlock()
	// A bucket that refuses listings is checked per path (checkGCS then
	// asks for the object itself when the path names one exactly): the
	// whole path, since a glob's refused listing says nothing of the file
	// its prefix names ("x.txt*" cut to "x.txt" answered for "x.txt").
	key, objectKey := gcsEnv()+bucket, gcsEnv()+rest
	err, done := gcsChecked[key]
	if !done {
		err, done = gcsChecked[objectKey]
	}
	if !done {
		var perObject bool
		perObject, err = checkGCS(ctx, bucket, object, object != "" && !strings.ContainsAny(rest, gcsGlobMeta))
		// A command cancelled (Ctrl-C) while checking has learnt nothing.
		if ctx.Err() == nil {
			if perObject {
				gcsChecked[objectKey] = err
			} else {
				gcsChecked[key] = err
			}
		}
	}
	if err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	return nil
}

// gcsClient is a Cloud Storage client built as Beam's gcs filesystem
// builds its own: with the default credentials, else anonymous (public
// buckets), which anonymous says (checkGCS, createExclusiveGCS).
func gcsClient(ctx context.Context) (client *storage.Client, anonymous bool, err error) {
	client, err = gcsx.NewClient(ctx, storage.ScopeReadWrite)
	if err == nil {
		return client, false, nil
	}
	slog.Debug("Google Cloud credentials", "err", err)
	if client, err = gcsx.NewUnauthenticatedClient(ctx); err != nil {
		return nil, true, fmt.Errorf("cannot create a Google Cloud Storage client: %v", err)
	}
	return client, true, nil
}

// checkGCS lists at most one object of bucket under prefix. When the
// listing is refused (HTTP 401, 403) and prefix is an object's whole name
// (exact), it asks for that object's metadata instead; perObject says the
// result is that object's, not the bucket's.
func checkGCS(ctx context.Context, bucket, prefix string, exact bool) (perObject bool, err error) {
	client, anonymous, err := gcsClient(ctx)
	if err != nil {
		return false, err
	}
	defer client.Close()
	cctx, cancel := context.WithTimeout(ctx, StoreTimeout)
	defer cancel()
	b := client.Bucket(bucket).Retryer(storage.WithMaxAttempts(3))
	it := b.Objects(cctx, &storage.Query{Prefix: prefix})
	it.PageInfo().MaxSize = 1
	_, err = it.Next()
	// A refused listing says nothing of the bucket's other objects:
	// the result is this path's.
	perObject = listForbidden(err)
	if exact && perObject {
		_, gerr := b.Object(prefix).Attrs(cctx)
		switch {
		case gerr == nil:
			err = nil
		case errors.Is(gerr, storage.ErrObjectNotExist):
			if ctx.Err() != nil {
				return false, ctx.Err()
			}
			return true, fmt.Errorf("%w; and the bucket holds no object %s", gcsProblem(err, false, anonymous), prefix)
		case listForbidden(gerr):
			// The object may not be read either: the listing's line alone
			// said that a file named exactly needs only objects.get.
			var ge *googleapi.Error
			errors.As(gerr, &ge)
			return true, fmt.Errorf("%w; and reading the object %s itself was refused too (HTTP %d: storage.objects.get)", gcsProblem(err, false, anonymous), prefix, ge.Code)
		}
	}
	if err == nil || errors.Is(err, iterator.Done) {
		if anonymous && os.Getenv("STORAGE_EMULATOR_HOST") == "" {
			gcsAnonNote.Do(func() {
				Warn(ctx, "no Google Cloud credentials found: gs:// is read as an anonymous user (public buckets only; writing needs credentials: gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS=KEY.json)")
			})
		}
		return perObject, nil
	}
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	return perObject, gcsProblem(err, cctx.Err() != nil, anonymous)
}

// listForbidden reports whether err is a listing refused for want of
// permission (HTTP 401 or 403).
func listForbidden(err error) bool {
	var ge *googleapi.Error
	return errors.As(err, &ge) && (ge.Code == http.StatusUnauthorized || ge.Code == http.StatusForbidden)
}

const noGCSCredentials = "run `gcloud auth application-default login`, or export GOOGLE_APPLICATION_CREDENTIALS=KEY.json (a service account key), or run where an instance or workload identity gives them"

// gcsProblem says what err, the failed listing, means for the user.
func gcsProblem(err error, timedOut, anonymous bool) error {
	var ge *googleapi.Error
	if errors.As(err, &ge) {
		why := strings.TrimSpace(ge.Message)
		if why == "" {
			why = http.StatusText(ge.Code)
		}
		switch {
		case ge.Code == http.StatusNotFound:
			return fmt.Errorf("no such bucket (HTTP 404: %s)", why)
		case (ge.Code == http.StatusUnauthorized || ge.Code == http.StatusForbidden) && anonymous:
			return fmt.Errorf("no Google Cloud credentials found, and the bucket refuses anonymous access (HTTP %d: %s): %s", ge.Code, why, noGCSCredentials)
		case ge.Code == http.StatusUnauthorized || ge.Code == http.StatusForbidden:
			return fmt.Errorf("access denied (HTTP %d: %s): the Google Cloud credentials found (GOOGLE_APPLICATION_CREDENTIALS, gcloud auth application-default login) may not list this bucket (storage.objects.list; a file named exactly needs only storage.objects.get)", ge.Code, why)
		}
		return fmt.Errorf("the listing was refused (HTTP %d: %s)", ge.Code, why)
	}
	var ue *url.Error
	hasURL := errors.As(err, &ue)
	if timedOut && (!hasURL || errors.Is(ue.Err, context.DeadlineExceeded)) {
		host := "storage.googleapis.com"
		if hasURL {
			host = urlHost(ue.URL)
		} else if h := os.Getenv("STORAGE_EMULATOR_HOST"); h != "" {
			host = h
		}
		return fmt.Errorf("no answer from %s within %s: a firewall or proxy that holds the connection, or no network on this machine?", host, StoreTimeout)
	}
	if hasURL {
		// The caller's line turns a *url.Error into "cannot reach HOST:
		// why" (Unreachable); the retry's wrapping goes.
		return ue
	}
	return err
}

// createExclusiveGCS writes data to the gs:// object p on the condition
// that p does not exist (Cloud Storage's ifGenerationMatch=0, which the
// store checks as it commits the write): created is false, with no
// error, where another writer's object was there first (HTTP 412).
// Beam's gcs filesystem, through which everything else is written, has no
// such condition; the client is built as Beam's is (gcsClient).
func createExclusiveGCS(ctx context.Context, p string, data []byte) (created bool, err error) {
	bucket, object, err := gcsx.ParseObject(p)
	if err != nil {
		return false, err
	}
	client, _, err := gcsClient(ctx)
	if err != nil {
		return false, err
	}
	defer client.Close()
	w := client.Bucket(bucket).Object(object).If(storage.Conditions{DoesNotExist: true}).NewWriter(ctx)
	if _, err := w.Write(data); err != nil {
		w.Close()
		return false, fmt.Errorf("write %s: %w", p, err)
	}
	err = w.Close()
	var ge *googleapi.Error
	switch {
	case err == nil:
		return true, nil
	case errors.As(err, &ge) && ge.Code == http.StatusPreconditionFailed:
		return false, nil
	}
	return false, fmt.Errorf("write %s: %w", p, err)
}
