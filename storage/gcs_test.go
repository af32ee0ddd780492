package storage

import (
	"context"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestCheckStoreGCSIsBounded: a gs:// server that refuses connections,
// or accepts them and never answers, was retried by Google's client until
// the command was killed (`versions list gs://B/x` hung without a word);
// CheckStore now fails within StoreTimeout, naming the path and the cause.
func TestCheckStoreGCSIsBounded(t *testing.T) {
	old := StoreTimeout
	StoreTimeout = 2 * time.Second
	t.Cleanup(func() { StoreTimeout = old })
	ctx := context.Background()

	// Refused: three tries (about 1 s of backoff), not the timeout.
	t.Setenv("STORAGE_EMULATOR_HOST", testutil.RefusedAddr(t))
	start := time.Now()
	err := CheckStore(ctx, "gs://b/out/x")
	if err == nil || !strings.HasPrefix(err.Error(), "gs://b/out/x: ") || !strings.Contains(err.Error(), "connection refused") {
		t.Errorf("refused: %v", err)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("refused: took %s", d)
	}

	// Accepted and never answered: the timeout.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		var held []net.Conn
		for {
			c, err := l.Accept()
			if err != nil {
				for _, c := range held {
					c.Close()
				}
				return
			}
			held = append(held, c)
		}
	}()
	t.Setenv("STORAGE_EMULATOR_HOST", l.Addr().String())
	err = CheckStore(ctx, "gs://b/out")
	want := "gs://b/out: no answer from " + l.Addr().String() + " within 2s"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("silent server: %v, want %q", err, want)
	}
}

// TestCheckStoreGCSSaysWhy: what the bucket answers is said in words: no
// such bucket, access denied; a listing that works passes (and is asked
// once per bucket).
func TestCheckStoreGCSSaysWhy(t *testing.T) {
	asked := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		bucket := strings.Split(strings.TrimPrefix(r.URL.Path, "/storage/v1/b/"), "/")[0]
		asked[bucket]++
		switch bucket {
		case "gone":
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"error":{"code":404,"message":"The specified bucket does not exist."}}`))
		case "private":
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte(`{"error":{"code":403,"message":"caller does not have storage.objects.list access"}}`))
		default:
			if r.URL.Query().Get("prefix") != "out/" {
				t.Errorf("prefix %q, want the path up to its first wildcard", r.URL.Query().Get("prefix"))
			}
			w.Write([]byte(`{"kind":"storage#objects"}`))
		}
	}))
	defer srv.Close()
	t.Setenv("STORAGE_EMULATOR_HOST", strings.TrimPrefix(srv.URL, "http://"))
	ctx := context.Background()
	for _, c := range []struct{ path, want string }{
		{"gs://gone/x", "gs://gone/x: no such bucket (HTTP 404: The specified bucket does not exist.)"},
		{"gs://private/x", "gs://private/x: access denied (HTTP 403: caller does not have storage.objects.list access)"},
		{"gs://open/out/*.txt", ""},
		{"gs://open/out/x", ""},
	} {
		err := CheckStore(ctx, c.path)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.path, err, c.want)
		}
	}
	if asked["open"] != 1 {
		t.Errorf("bucket open asked %d times, want once", asked["open"])
	}
	if err := CheckStore(ctx, "gs:///x"); err == nil || !strings.Contains(err.Error(), "no bucket named") {
		t.Errorf("no bucket: %v", err)
	}
}

// TestCheckStoreGCSReadableWithoutList: a bucket whose objects may be read
// but not listed (an object shared with allUsers by its ACL, a role with
// storage.objects.get alone) passes the check for a file named exactly, and
// List finds that file, by asking for the object's metadata; the check
// needed a listing, so such a file could not be read at all. A missing
// object is said as such; a glob, which only a listing can expand, is
// still access denied, and does not spoil the check of a file named
// exactly in the same bucket.
func TestCheckStoreGCSReadableWithoutList(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch p := r.URL.Path; {
		case p == "/storage/v1/b/getonly/o":
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte(`{"error":{"code":403,"message":"anonymous caller does not have storage.objects.list access to the Google Cloud Storage bucket."}}`))
		case p == "/storage/v1/b/getonly/o/data/secret.txt":
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte(`{"error":{"code":403,"message":"caller does not have storage.objects.get access"}}`))
		case p == "/storage/v1/b/getonly/o/data/known.txt":
			w.Write([]byte(`{"kind":"storage#object","name":"data/known.txt","bucket":"getonly","size":"12"}`))
		case p == "/storage/v1/b/getonly/o/data/a{1}.txt":
			w.Write([]byte(`{"kind":"storage#object","name":"data/a{1}.txt","bucket":"getonly","size":"12"}`))
		default:
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"error":{"code":404,"message":"No such object"}}`))
		}
	}))
	defer srv.Close()
	t.Setenv("STORAGE_EMULATOR_HOST", strings.TrimPrefix(srv.URL, "http://"))
	ctx := context.Background()
	if err := CheckStore(ctx, "gs://getonly/data/*.txt"); err == nil || !strings.Contains(err.Error(), "access denied (HTTP 403") || !strings.Contains(err.Error(), "storage.objects.get") {
		t.Errorf("glob: %v, want access denied", err)
	}
	// A glob whose prefix is the known object's name: refused, and that
	// refusal is the glob's alone (it was remembered for the object).
	if err := CheckStore(ctx, "gs://getonly/data/known.txt*"); err == nil || !strings.Contains(err.Error(), "access denied (HTTP 403") {
		t.Errorf("glob named like the object: %v, want access denied", err)
	}
	if err := CheckStore(ctx, "gs://getonly/data/known.txt"); err != nil {
		t.Errorf("known object: %v", err)
	}
	err := CheckStore(ctx, "gs://getonly/data/missing.txt")
	if err == nil || !strings.HasPrefix(err.Error(), "gs://getonly/data/missing.txt: access denied (HTTP 403") || !strings.HasSuffix(err.Error(), "; and the bucket holds no object data/missing.txt") {
		t.Errorf("missing object: %v", err)
	}
	// An object that may not be read either: said so (the listing's line
	// alone said a file named exactly needs only storage.objects.get).
	err = CheckStore(ctx, "gs://getonly/data/secret.txt")
	if err == nil || !strings.HasPrefix(err.Error(), "gs://getonly/data/secret.txt: access denied (HTTP 403") || !strings.HasSuffix(err.Error(), "; and reading the object data/secret.txt itself was refused too (HTTP 403: storage.objects.get)") {
		t.Errorf("unreadable object: %v", err)
	}
	if got, err := List(ctx, "gs://getonly/data/known.txt"); err != nil || len(got) != 1 || got[0] != "gs://getonly/data/known.txt" {
		t.Errorf("List of a known object: %v, %v", got, err)
	}
	// Braces are no wildcard on gs:// (Beam's gcs filesystem reads only *,
	// ? and [ so): the object is looked up by its name, by the check as by
	// List (the check cut the name at the brace and refused it as a glob).
	if err := CheckStore(ctx, "gs://getonly/data/a{1}.txt"); err != nil {
		t.Errorf("known object with braces in its name: %v", err)
	}
	if got, err := List(ctx, "gs://getonly/data/a{1}.txt"); err != nil || len(got) != 1 || got[0] != "gs://getonly/data/a{1}.txt" {
		t.Errorf("List of a known object with braces in its name: %v, %v", got, err)
	}
}
