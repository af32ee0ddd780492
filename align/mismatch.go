package align

// Fragment is one mismatch: a non-equal opcode with the tokens it covers.
// Written is a[I1:I2] and Spoken is b[J1:J2]; either may be empty (delete:
// written text that was not read aloud; insert: spoken words with no
// written counterpart).
type Fragment struct {
	Tag            Tag
	I1, I2, J1, J2 int
	Written        []string
	Spoken         []string
}

// MiningSep separates the written from the spoken side in a mining
// sequence.
const MiningSep = "|"

// AppendMismatches appends one Fragment per non-equal opcode, in opcode
// order. Written and Spoken are subslices of a and b (not copies).
func AppendMismatches(dst []Fragment, ops []Opcode, a, b []string) []Fragment {
	for _, op := range ops {
		if op.Tag == Equal {
			continue
		}
		dst = append(dst, Fragment{
			Tag: op.Tag, I1: op.I1, I2: op.I2, J1: op.J1, J2: op.J2,
			Written: a[op.I1:op.I2:op.I2], Spoken: b[op.J1:op.J2:op.J2],
		})
	}
	return dst
}

// Mismatches returns the fragments of the non-equal opcodes.
func Mismatches(ops []Opcode, a, b []string) []Fragment {
	return AppendMismatches(nil, ops, a, b)
}

// MiningSeq is the sequence patterns/ mines: the written tokens, a "|"
// separator, then the spoken tokens.
func (f Fragment) MiningSeq() []string {
	return f.AppendMiningSeq(make([]string, 0, len(f.Written)+1+len(f.Spoken)))
}

// AppendMiningSeq appends the mining sequence to dst.
func (f Fragment) AppendMiningSeq(dst []string) []string {
	dst = append(dst, f.Written...)
	dst = append(dst, MiningSep)
	return append(dst, f.Spoken...)
}
