//go:build !unix

package pipelines

import "os"

// fileIDOf groups the files that may be one file where os.FileInfo gives
// no device and inode: one file's names share its size and modification
// time; os.SameFile tells them apart within a group.
func fileIDOf(st os.FileInfo) fileID {
	return fileID{uint64(st.Size()), uint64(st.ModTime().UnixNano())}
}
