package dataset

import (
	"path"
	"path/filepath"
	"strings"
)

// Paths may be local or URLs (gs://bucket/x, s3://bucket/x). These helpers
// are plain string work; opening the paths is the job of an FS.

// IsURL reports whether p has a scheme such as gs:// or s3://.
func IsURL(p string) bool { return strings.Contains(p, "://") }

// Dir is the folder holding p (local or URL): filepath.Dir of a local
// path; a URL keeps its scheme and bucket and drops its last element
// (gs://b/out/NAME for gs://b/out/NAME/.staging-x), as Join builds them.
func Dir(p string) string {
	if IsURL(p) {
		i := strings.Index(p, "://") + 3
		return p[:i] + path.Dir(p[i:])
	}
	return filepath.Dir(p)
}

// Join joins a base path (local or URL) with slash-separated parts.
func Join(base string, parts ...string) string {
	if IsURL(base) {
		i := strings.Index(base, "://") + 3
		return base[:i] + path.Join(append([]string{base[i:]}, parts...)...)
	}
	elems := []string{base}
	for _, p := range parts {
		elems = append(elems, filepath.FromSlash(p))
	}
	return filepath.Join(elems...)
}
