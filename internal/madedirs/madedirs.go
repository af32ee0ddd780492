package madedirs

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Made is the folders that making some folders will create: each folder
// noted and those above it that did not exist when Before looked.
type Made struct {
	dirs []made
}

// made is one folder noted and the outermost folder above it (or itself)
// that did not exist.
type made struct{ dir, top string }

// Before notes what making each of dirs (local paths) will create; call it
// before they are made. A folder that exists already (or cannot be looked
// at) is noted as nothing.
func Before(dirs ...string) Made {
	var m Made
	for _, d := range dirs {
		d = filepath.Clean(d)
		if top := firstMissing(d); top != "" {
			m.dirs = append(m.dirs, made{dir: d, top: top})
		}
	}
	return m
}

// RemoveEmpty removes the folders Before noted, innermost first, each only
// while it is empty (os.Remove takes no folder that holds anything): what
// the run left in one keeps it and the folders above it, and a folder
// that was there before is never removed.
func (m Made) RemoveEmpty() {
	for i := len(m.dirs) - 1; i >= 0; i-- {
		d := m.dirs[i]
		for p := d.dir; ; p = filepath.Dir(p) {
			if os.Remove(p) != nil || p == d.top || filepath.Dir(p) == p {
				break
			}
		}
	}
}

// firstMissing is the outermost of dir and the folders above it that does
// not exist, the first one os.MkdirAll(dir) makes; "" when dir exists (or
// cannot be looked at).
func firstMissing(dir string) string {
	missing := ""
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); !errors.Is(err, fs.ErrNotExist) {
			return missing
		}
		missing = d
		if filepath.Dir(d) == d {
			return missing
		}
	}
}
