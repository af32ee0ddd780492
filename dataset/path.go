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
