package dataset

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
)

// Digest reads r to its end and returns how many bytes it held and their
// sha256 (hex), the two a manifest records of every shard and side file
// (ShardInfo.Bytes, ShardInfo.SHA256). The bytes are also written to tee
// when it is not nil (a reader that parses what it checked). Every check
// of a file against its manifest entry (versions verify, the readers of
// a version's shards) hashes through it.
func Digest(r io.Reader, tee io.Writer) (n int64, sha string, err error) {
	h := sha256.New()
	w := io.Writer(h)
	if tee != nil {
		w = io.MultiWriter(h, tee)
	}
	n, err = io.Copy(w, r)
	if err != nil {
		return n, "", err
	}
	return n, hex.EncodeToString(h.Sum(nil)), nil
}
