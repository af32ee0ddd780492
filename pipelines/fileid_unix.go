//go:build unix

package pipelines

import (
	"os"
	"syscall"
)

// fileIDOf is st's file's identity: its device and inode, which two names
// share only when they are one file (a hard link, or a name reached
// through a symbolic link). The group is then exactly the names of one
// file, found by a map lookup.
func fileIDOf(st os.FileInfo) fileID {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return fileID{uint64(s.Dev), uint64(s.Ino)}
	}
	return fileID{uint64(st.Size()), uint64(st.ModTime().UnixNano())}
}
