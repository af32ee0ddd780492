package dataset

import (
	"encoding/binary"

	"github.com/cespare/xxhash/v2"
)

// RepeatedPairRule is the select/ rule of the rows prep --dedupe sets
// aside (transforms.RepeatedPairRule): each repeats the split, written and
// spoken text of a row kept. versions verify checks a --dedupe version's
// count of them against its manifest's repeated_pairs.
const RepeatedPairRule = "repeated_pair"

// PairHashLen is the length of PairHasher's digest: 128 bits, so that two
// distinct (split, written, spoken) triples share one with a chance of
// about n²/2^129 among n rows (1e-20 at ten billion rows). The count of
// repeated pairs (prep's transforms.RepeatedPairs, and versions verify's
// recount, storage.RepeatedPairs) counts rows whose hash an earlier row of
// the sort carries, so such a collision would count one row too many;
// --dedupe compares the texts of a row it sets aside with the row kept, so
// it drops nothing for one.
const PairHashLen = 16

// pairHashSeeds are the seeds of the hash's two halves.
var pairHashSeeds = [2]uint64{0, 0x9e3779b97f4a7c15}

// PairHasher hashes a row's split, written and spoken text to PairHashLen
// bytes: two 64-bit xxHashes (two seeds), each of the three texts after
// its length, so no two triples write the same bytes. Not SHA-256: nothing
// here needs a cryptographic hash, and SHA-256 was most of prep's count's
// CPU (0.15 of 0.18 s in a 200,000-sentence prep gtn). Its zero value is
// ready; it reuses its digests from row to row and is not safe for
// concurrent use.
type PairHasher struct {
	d [2]*xxhash.Digest
}

// Hash is the digest of (split, written, spoken).
func (h *PairHasher) Hash(split, written, spoken string) [PairHashLen]byte {
	var out [PairHashLen]byte
	var n [binary.MaxVarintLen64]byte
	for i, seed := range pairHashSeeds {
		d := h.d[i]
		if d == nil {
			d = xxhash.NewWithSeed(seed)
			h.d[i] = d
		} else {
			d.ResetWithSeed(seed)
		}
		for _, s := range [...]string{split, written, spoken} {
			d.Write(n[:binary.PutUvarint(n[:], uint64(len(s)))])
			d.WriteString(s)
		}
		binary.BigEndian.PutUint64(out[8*i:], d.Sum64())
	}
	return out
}
