package storetest

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// FakeS3 serves backend (gofakes3's in-memory S3) with a bucket "b" it
// creates, through wrap when not nil, for the rest of t, and points the
// AWS SDK's configuration at it as a user's AWS_ENDPOINT_URL_S3 would
// (credentials and region of its own, no instance metadata, a HOME and
// AWS config files of t's that do not exist): Beam's s3 filesystem and the
// storage package build their clients from it. It returns backend.
func FakeS3(t testing.TB, backend *s3mem.Backend, wrap func(http.Handler) http.Handler) *s3mem.Backend {
	t.Helper()
	if err := backend.CreateBucket("b"); err != nil {
		t.Fatal(err)
	}
	var h http.Handler = gofakes3.New(backend).Server()
	if wrap != nil {
		h = wrap(h)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	home := t.TempDir()
	for k, v := range map[string]string{
		"AWS_REGION": "us-east-1", "AWS_ACCESS_KEY_ID": "id", "AWS_SECRET_ACCESS_KEY": "secret",
		"AWS_ENDPOINT_URL_S3": srv.URL, "AWS_EC2_METADATA_DISABLED": "true", "HOME": home,
		"AWS_CONFIG_FILE": filepath.Join(home, "config"), "AWS_SHARED_CREDENTIALS_FILE": filepath.Join(home, "credentials"),
		"AWS_PROFILE": "", "AWS_SESSION_TOKEN": "",
	} {
		t.Setenv(k, v)
	}
	return backend
}
