package dataset

import "testing"

// TestDir: the folder holding a path, local or URL, with a trailing slash
// (the folder it names is held by the one above) and a "//" (read as "/",
// as Join writes paths); a bucket and "/" are their own folders.
func TestDir(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"out/gtn/0123/manifest.json", "out/gtn/0123"},
		{"out/gtn/", "out"},
		{"out/gtn//", "out"},
		{"out//gtn/tags", "out/gtn"},
		{"gtn", "."},
		{"gtn/", "."},
		{"/gtn", "/"},
		{"/", "/"},
		{"///", "/"},
		{"gs://b/out/gtn/.staging-x", "gs://b/out/gtn"},
		{"gs://b/out/gtn/", "gs://b/out"},
		{"gs://b/out//gtn/tags", "gs://b/out/gtn"},
		{"gs://b/out//gtn", "gs://b/out"},
		{"s3://b/manifest.json", "s3://b"},
		{"s3://b/x/", "s3://b"},
		{"gs://b", "gs://b"},
		{"gs://b/", "gs://b"},
	} {
		if got := Dir(c.in); got != c.want {
			t.Errorf("Dir(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestTrimSlash: trailing separators go, local or URL; a bucket keeps its
// scheme, "" stays "", and separators alone are the root (storage's copy
// made "//" "", while "/" stayed "/").
func TestTrimSlash(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"out/ds@v1/", "out/ds@v1"},
		{"out/ds@v1//", "out/ds@v1"},
		{"out/ds@v1", "out/ds@v1"},
		{"gtn", "gtn"},
		{"", ""},
		{"/", "/"},
		{"//", "/"},
		{"/out/", "/out"},
		{"gs://b/out/ds/", "gs://b/out/ds"},
		{"gs://b/", "gs://b"},
		{"gs://b", "gs://b"},
		{"s3://b//", "s3://b"},
	} {
		if got := TrimSlash(c.in); got != c.want {
			t.Errorf("TrimSlash(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
