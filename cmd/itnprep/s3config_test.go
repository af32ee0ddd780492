package main

import (
	"bytes"
	"context"
	"crypto/sha1"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
)

// noAWS clears every setting the AWS SDK reads a region or credentials
// from, and turns the instance-role lookup off (no waiting on it here).
func noAWS(t *testing.T) {
	t.Helper()
	for _, k := range []string{"AWS_REGION", "AWS_DEFAULT_REGION", "AWS_PROFILE", "AWS_DEFAULT_PROFILE",
		"AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_WEB_IDENTITY_TOKEN_FILE",
		"AWS_CONTAINER_CREDENTIALS_FULL_URI", "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI"} {
		t.Setenv(k, "")
		os.Unsetenv(k)
	}
	dir := t.TempDir()
	t.Setenv("AWS_CONFIG_FILE", filepath.Join(dir, "config"))
	t.Setenv("AWS_SHARED_CREDENTIALS_FILE", filepath.Join(dir, "credentials"))
	t.Setenv("AWS_EC2_METADATA_DISABLED", "true")
}

// TestS3WithoutRegionOrCredentialsSaysWhatToSet: an s3:// path on a
// machine without an AWS region (or credentials) is refused before
// anything is read, in one line naming the path and the setting; it was
// the SDK's "resolve endpoint: endpoint rule error, Invalid region: region
// was not a valid DNS name", and for an s3:// --output only after the whole
// input had been read.
func TestS3WithoutRegionOrCredentialsSaysWhatToSet(t *testing.T) {
	noAWS(t)
	tmp := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn", "--input", "s3://bucket/gtn/*", "--output", filepath.Join(tmp, "o"), "--runner", "direct"},
			"itnprep: --input s3://bucket/gtn/*: no AWS region is set for s3://: export AWS_REGION=REGION"},
		{[]string{"prep", "gtn", "--input", "../../testdata/gtn/*", "--output", "s3://bucket/out", "--runner", "direct"},
			"itnprep: --output s3://bucket/out: no AWS region is set for s3://: export AWS_REGION=REGION"},
		{[]string{"versions", "list", "s3://bucket/out"}, "no AWS region is set for s3://: export AWS_REGION=REGION"},
		{[]string{"evaluate", "--in", "s3://bucket/p.jsonl"}, "itnprep: --in s3://bucket/p.jsonl: no AWS region is set"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || strings.Contains(stderr, "DNS name") {
			t.Errorf("%v: exit %d, want 1 and one line with %q:\n%s", c.args, code, c.want, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(tmp, "o")); err == nil {
		t.Error("a refused run made its output folder")
	}

	// Dataflow's --dry_run touches no store: it still builds offline.
	if stdout, stderr, code := run(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", "s3://bucket/out", "--runner", "dataflow",
		"--dry_run", "--project", "p", "--region", "us-central1", "--staging_location", "gs://b/staging", "--temp_location", "gs://b/tmp"); code != 0 || !strings.Contains(stdout, "dry run") {
		t.Errorf("--dry_run with an s3:// output and no AWS settings: exit %d\n%s%s", code, stdout, stderr)
	}

	t.Setenv("AWS_REGION", "us east")
	if _, stderr, code := run(t, "versions", "list", "s3://bucket/out"); code != 1 || !strings.Contains(stderr, `the AWS region "us east" is not a region name`) {
		t.Errorf("a malformed region: exit %d\n%s", code, stderr)
	}
	t.Setenv("AWS_REGION", "us-east-1")
	_, stderr, code := run(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", "s3://bucket/out", "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "itnprep: --output s3://bucket/out: no AWS credentials found for s3://") || !strings.Contains(stderr, "AWS_ACCESS_KEY_ID") {
		t.Errorf("region but no credentials: exit %d\n%s", code, stderr)
	}
}

// TestS3ExpiredSSOLoginSaysHowToRefresh: an AWS SSO profile whose cached
// login has expired was reported as "no AWS credentials found ... export
// AWS_ACCESS_KEY_ID": the line now says the login expired and gives the
// command that renews it, for sso_session profiles and legacy ones alike.
func TestS3ExpiredSSOLoginSaysHowToRefresh(t *testing.T) {
	noAWS(t)
	home := t.TempDir()
	t.Setenv("HOME", home)
	cfg := `[profile dev]
sso_session = my-sso
sso_account_id = 123456789012
sso_role_name = Admin
region = us-east-1

[profile legacy]
sso_start_url = https://example.awsapps.com/start
sso_region = us-east-1
sso_account_id = 123456789012
sso_role_name = Admin
region = us-east-1

[sso-session my-sso]
sso_start_url = https://example.awsapps.com/start
sso_region = us-east-1
`
	if err := os.WriteFile(os.Getenv("AWS_CONFIG_FILE"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(home, ".aws", "sso", "cache")
	if err := os.MkdirAll(cache, 0o700); err != nil {
		t.Fatal(err)
	}
	// The SDK's cache files are named by the SHA-1 of the session name
	// (sso_session) or of the start URL (legacy).
	expired := `{"accessToken":"x","expiresAt":"2020-01-01T00:00:00Z","region":"us-east-1","startUrl":"https://example.awsapps.com/start"}`
	for _, key := range []string{"my-sso", "https://example.awsapps.com/start"} {
		if err := os.WriteFile(filepath.Join(cache, fmt.Sprintf("%x.json", sha1.Sum([]byte(key)))), []byte(expired), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, profile := range []string{"dev", "legacy"} {
		t.Setenv("AWS_PROFILE", profile)
		_, stderr, code := run(t, "versions", "list", "s3://bucket/out")
		want := `the AWS SSO login of profile "` + profile + `" has expired (or was never made on this machine), so s3:// has no credentials: run ` + "`aws sso login --profile " + profile + "`"
		if code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "AWS_ACCESS_KEY_ID") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("profile %s: exit %d, want one line with %q:\n%s", profile, code, want, stderr)
		}
	}
}

// TestUnreachableStoreSaysSo: a gs:// input whose server cannot be
// reached is one line naming the flag, the path, the host and why; it was
// the listing request's whole URL and Go's dial error.
func TestUnreachableStoreSaysSo(t *testing.T) {
	t.Setenv("STORAGE_EMULATOR_HOST", "no-such-host.invalid:1")
	_, stderr, code := run(t, "prep", "text", "--input", "gs://b/x.txt", "--output", filepath.Join(t.TempDir(), "o"), "--runner", "direct")
	want := `itnprep: --input gs://b/x.txt: cannot reach no-such-host.invalid:1: its name does not resolve`
	if code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "alt=json") {
		t.Errorf("exit %d, want 1 and %q:\n%s", code, want, stderr)
	}
}

// TestRefusedStoreFailsInOneLine: `versions list gs://B/x` against a
// server that refuses connections hung (Google's client retried without
// end); it fails now within seconds, in one line naming what the user typed
// and the cause. The same for s3:// (whose error named the glob
// "s3://b/out/*/manifest.json" the listing used, and then the AWS SDK's
// whole chain).
func TestRefusedStoreFailsInOneLine(t *testing.T) {
	refused := testutil.RefusedAddr(t)
	t.Setenv("STORAGE_EMULATOR_HOST", refused)
	noAWS(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"versions", "list", "gs://b/x"}, "itnprep: gs://b/x: cannot reach " + refused + ": cannot connect (connect: connection refused)"},
		{[]string{"versions", "show", "gs://b/x@latest"}, "itnprep: gs://b/x@latest: cannot reach " + refused},
		{[]string{"versions", "list", "s3://b/out"}, "itnprep: s3://b/out: no AWS region is set"},
		{[]string{"versions", "verify", "s3://b/out/gtn/v1"}, "itnprep: s3://b/out/gtn/v1: no AWS region is set"},
		{[]string{"versions", "gc", "gs://b/out", "--dry-run"}, "itnprep: gs://b/out: cannot reach " + refused},
		{[]string{"versions", "gc", "s3://b/out", "--dry-run"}, "itnprep: s3://b/out: no AWS region is set"},
	} {
		start := time.Now()
		_, stderr, code := run(t, c.args...)
		if code != 1 || !strings.HasPrefix(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || strings.Contains(stderr, "manifest.json") {
			t.Errorf("%v: exit %d, want 1 and one line starting %q:\n%s", c.args, code, c.want, stderr)
		}
		if d := time.Since(start); d > 60*time.Second {
			t.Errorf("%v: took %s", c.args, d)
		}
	}
	// s3:// with settings, its endpoint refusing: the AWS SDK's three tries
	// said in words.
	t.Setenv("AWS_REGION", "us-east-1")
	t.Setenv("AWS_ACCESS_KEY_ID", "id")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "secret")
	t.Setenv("AWS_ENDPOINT_URL_S3", "http://"+refused)
	_, stderr, code := run(t, "versions", "list", "s3://b/out")
	// The store's check (a bucket that does not exist) finds no server:
	// the same line as gs://'s, where the listing's own said it after
	// "listing what it holds".
	want := "itnprep: s3://b/out: cannot reach " + refused + ": cannot connect (connect: connection refused, 3 tries): no network on this machine"
	if code != 1 || !strings.HasPrefix(stderr, want) || strings.Contains(stderr, "StatusCode") {
		t.Errorf("s3:// endpoint refusing: exit %d, want %q:\n%s", code, want, stderr)
	}
}

// TestBeamAnonymousGCSWarningDropped: Beam's gcs filesystem logs "Warning:
// falling back to unauthenticated GCS access" at every file it opens;
// storage.CheckStore says it once, so the CLI's log handler drops Beam's;
// so is prism's "state request after bundle inactive", which printed under
// a failed run's one-line error now and then, and the Dataflow runner's
// failed soft-delete look at its buckets (a --dry_run offline printed two
// raw "Error creating GCS client" records).
func TestBeamAnonymousGCSWarningDropped(t *testing.T) {
	var b strings.Builder
	h := quietBeamErrors{slog.NewTextHandler(&b, &slog.HandlerOptions{Level: slog.LevelWarn})}
	for _, msg := range []string{"Warning: falling back to unauthenticated GCS access: dialing: credentials: could not find default credentials", "state request after bundle inactive",
		// Dataflow's soft-delete look at its buckets, offline or without credentials (a --dry_run).
		"Error creating GCS client: dialing: credentials: could not find default credentials", "Error checking SoftDeletePolicy: dial tcp: lookup storage.googleapis.com: no such host",
		"another warning"} {
		if err := h.Handle(context.Background(), slog.NewRecord(time.Now(), slog.LevelWarn, msg, 0)); err != nil {
			t.Fatal(err)
		}
	}
	if got := b.String(); strings.Contains(got, "unauthenticated") || strings.Contains(got, "bundle inactive") || strings.Contains(got, "GCS client") ||
		strings.Contains(got, "SoftDeletePolicy") || !strings.Contains(got, "another warning") {
		t.Errorf("logged:\n%s", got)
	}
}

// TestGCSInputReadableWithoutList: a gs:// file that may be read but whose
// bucket may not be listed (an object shared with allUsers by its ACL, a
// role with storage.objects.get alone) is read when named exactly; the
// store check listed the bucket and refused it ("may not list this
// bucket"), so such a file could not be read at all. A glob still needs
// the listing and is refused in one line saying so; a brace group
// ({notes,more}.txt) names each file exactly and is read. The server speaks
// the part of GCS's JSON and XML APIs that Google's client uses here.
func TestGCSInputReadableWithoutList(t *testing.T) {
	const text = "On 3 May 2024 we paid $12.\nHello world.\n"
	const more = "A third line.\n"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/storage/v1/b/getonly/o":
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte(`{"error":{"code":403,"message":"caller does not have storage.objects.list access"}}`))
		case "/storage/v1/b/getonly/o/notes.txt":
			fmt.Fprintf(w, `{"kind":"storage#object","name":"notes.txt","bucket":"getonly","size":"%d","generation":"1"}`, len(text))
		case "/getonly/notes.txt":
			w.Header().Set("Content-Length", fmt.Sprint(len(text)))
			w.Header().Set("X-Goog-Generation", "1")
			w.Write([]byte(text))
		case "/storage/v1/b/getonly/o/more.txt":
			fmt.Fprintf(w, `{"kind":"storage#object","name":"more.txt","bucket":"getonly","size":"%d","generation":"1"}`, len(more))
		case "/getonly/more.txt":
			w.Header().Set("Content-Length", fmt.Sprint(len(more)))
			w.Header().Set("X-Goog-Generation", "1")
			w.Write([]byte(more))
		default:
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"error":{"code":404,"message":"No such object"}}`))
		}
	}))
	defer srv.Close()
	t.Setenv("STORAGE_EMULATOR_HOST", strings.TrimPrefix(srv.URL, "http://"))
	out := filepath.Join(t.TempDir(), "o")
	stdout, stderr, code := run(t, "prep", "text", "--input", "gs://getonly/notes.txt", "--output", out, "--runner", "direct")
	if code != 0 || !strings.Contains(stderr, "itnprep: read 2 records, wrote 2, rejected 0") {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	// A brace group names files exactly too: each is read. The store
	// check split --input at every comma and listed the bucket for
	// 'gs://getonly/{notes', which it refused.
	stdout, stderr, code = run(t, "prep", "text", "--input", "gs://getonly/{notes,more}.txt", "--output", out, "--runner", "direct")
	if code != 0 || !strings.Contains(stderr, "itnprep: read 3 records, wrote 3, rejected 0") {
		t.Fatalf("brace group: exit %d\n%s%s", code, stdout, stderr)
	}
	_, stderr, code = run(t, "prep", "text", "--input", "gs://getonly/*.txt", "--output", out, "--runner", "direct")
	if want := "itnprep: --input gs://getonly/*.txt: access denied (HTTP 403: caller does not have storage.objects.list access)"; code != 1 || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "a file named exactly needs only storage.objects.get") {
		t.Errorf("glob: exit %d, want 1 and %q:\n%s", code, want, stderr)
	}
}

// TestStoreCheckOfAFlagStopsOnCancel: a path flag's store is checked while
// the flags are parsed; against a gs:// server that accepts connections
// and never answers, Ctrl-C (the command's context cancelled) went unheard
// until the check gave up (storage.StoreTimeout, 30 s). It ends the check
// and says the command was interrupted.
func TestStoreCheckOfAFlagStopsOnCancel(t *testing.T) {
	old := storage.StoreTimeout
	storage.StoreTimeout = 10 * time.Minute
	t.Cleanup(func() { storage.StoreTimeout = old })
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	accepted := make(chan struct{}, 1)
	go func() {
		var held []net.Conn
		defer func() {
			for _, c := range held {
				c.Close()
			}
		}()
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			held = append(held, c)
			select {
			case accepted <- struct{}{}:
			default:
			}
		}
	}()
	t.Setenv("STORAGE_EMULATOR_HOST", l.Addr().String())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-accepted // the check is waiting for the server
		cancel()
	}()
	done := make(chan struct{})
	var stderr bytes.Buffer
	var code int
	go func() {
		defer close(done)
		code = dispatch(ctx, []string{"prep", "text", "--input", "gs://b/x.txt", "--output", filepath.Join(t.TempDir(), "o"), "--runner", "direct"}, io.Discard, &stderr)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("still checking --input's store 2 minutes after the cancel")
	}
	want := "itnprep: --input gs://b/x.txt: interrupted (context canceled) while checking that its store answers"
	if code != 1 || strings.TrimSpace(stderr.String()) != want {
		t.Errorf("exit %d, stderr %q; want 1 and %q", code, stderr.String(), want)
	}
}
