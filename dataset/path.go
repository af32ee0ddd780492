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

// Dir is the folder holding p (local or URL), its trailing separators
// dropped first (out/NAME/ names the folder NAME, which out holds):
// filepath.Dir of a local path; a URL keeps its scheme and bucket and
// drops its last element (gs://b/out/NAME for gs://b/out/NAME/.staging-x),
// a "//" in it read as "/", as Join writes every path this program makes.
// A bucket is its own folder, as "/" is. The one folder-of-a-path of the
// program: versions list, gc, overlap, export and the run's notes had
// copies that differed on "//" and a trailing slash.
func Dir(p string) string {
	p = TrimSlash(p)
	if IsURL(p) {
		i := strings.Index(p, "://") + 3
		rest := p[i:]
		if !strings.Contains(rest, "/") {
			return p
		}
		return p[:i] + path.Dir(rest)
	}
	return filepath.Dir(p)
}

// TrimSlash drops p's trailing separators ("out/ds@v1/" is "out/ds@v1",
// "gs://b/" is "gs://b"); a path of separators alone is the root ("/").
// It is the one place they are trimmed: Dir and storage's tag and gc
// lookups (which split a path themselves, a bare name or a bucket having
// no parent there) each had a copy, and the copies differed on "//".
func TrimSlash(p string) string {
	if IsURL(p) {
		i := strings.Index(p, "://") + 3
		return p[:i] + strings.TrimRight(p[i:], "/")
	}
	seps := "/"
	if filepath.Separator != '/' {
		seps += string(filepath.Separator)
	}
	if t := strings.TrimRight(p, seps); t != "" || p == "" {
		return t
	}
	return string(filepath.Separator)
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

// ParentDir is where a derived version's parent is looked for: beside it,
// OUT/PARENT_NAME/PARENT_ID for OUT/NAME/VERSION, where derive publishes
// unless --output names another root ("" for a version with no parent).
// A local versionDir is made absolute first, so that a version named
// from within its dataset's folder (`versions verify ID`) looks in the
// right place.
func ParentDir(versionDir string, m *Manifest) string {
	if m == nil || m.Parent == nil {
		return ""
	}
	if !IsURL(versionDir) {
		if abs, err := filepath.Abs(versionDir); err == nil {
			versionDir = abs
		}
	}
	return Join(Dir(Dir(versionDir)), m.Parent.Name, m.Parent.VersionID)
}
