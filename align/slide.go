package align

import "slices"

// SlideRepeats moves an equal block onto the later of two repeats of its
// words in b when the earlier one is what the text deleted before it says.
// difflib matches a block at its earliest place in b, so a written "$5,
// five dollars" (in spoken form "5 five dollars") against the spoken "five
// dollars five dollars" pairs the written "five dollars" with the first
// spoken "five dollars" (which says "$5") and leaves "5" deleted and the
// second "five dollars" inserted: a delete, an equal block and an insert
// that starts with the same words. The written "$5," then had no spoken
// word and the derived rows made one span of all four words (`derive
// tagger`: "_dollars._" for the second "dollars"; `derive u2tf`: "$5, five
// dollars" for the span model). Slid, the delete and the first repeat are
// a replace, and the equal block pairs with the second repeat. ops are the
// opcodes of a written sequence against b (spoken); the result is ops
// itself when nothing slides, else a new slice.
func SlideRepeats(ops []Opcode, b []string) []Opcode {
	var out []Opcode
	for k := 0; k < len(ops); k++ {
		if k+2 < len(ops) && ops[k].Tag == Delete && ops[k+1].Tag == Equal && ops[k+2].Tag == Insert {
			del, eq, ins := ops[k], ops[k+1], ops[k+2]
			n := eq.J2 - eq.J1
			if ins.J2-ins.J1 >= n && slices.Equal(b[ins.J1:ins.J1+n], b[eq.J1:eq.J2]) {
				if out == nil {
					out = append(make([]Opcode, 0, len(ops)+1), ops[:k]...)
				}
				out = append(out, Opcode{Replace, del.I1, del.I2, eq.J1, eq.J2}, Opcode{Equal, eq.I1, eq.I2, ins.J1, ins.J1 + n})
				if ins.J1+n < ins.J2 {
					out = append(out, Opcode{Insert, eq.I2, eq.I2, ins.J1 + n, ins.J2})
				}
				k += 2
				continue
			}
		}
		if out != nil {
			out = append(out, ops[k])
		}
	}
	if out == nil {
		return ops
	}
	return out
}
