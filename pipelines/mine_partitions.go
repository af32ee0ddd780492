package pipelines

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/transforms"
)

// PartitionsMined is the number of partitions a mining job (MinePatterns,
// MinePairs) given --partitions given, at global minimum support global
// over n sequences, mines in: transforms.Partitions, and never more than
// the sequences (--partitions 64 over 3 sequences said "distributed over
// 64 partitions"; 61 of them held nothing).
func PartitionsMined(given, global, n int) int {
	return min(transforms.Partitions(given, global), max(n, 1))
}

// PartitionsLowered says that a mining job given --partitions given, at
// global minimum support global over n sequences, mined in fewer
// (PartitionsMined), or is "" when it did not; the CLI prints it after the
// command's name. Where a partition's local minimum support would have
// fallen under transforms.MinLocalSupport, nearly every subsequence was a
// candidate and the job's memory grew with the partitions (mine-pairs
// --minsup 20 over NeMo's English test cases: 157 MB with 4, 1,072 MB with
// 16). It ends with the minimum support the given partitions would need
// (each keeps at least MinLocalSupport): with a count as --minsup the
// partitions do not grow with the input, so a large corpus mined in many
// partitions wants a share (0.002 of 5,000,000 is 10,000).
func PartitionsLowered(given, global, n int) string {
	k := PartitionsMined(given, global, n)
	if k >= given {
		return ""
	}
	if k < transforms.Partitions(given, global) {
		// fewer sequences than partitions: the rest would be empty
		return fmt.Sprintf("--partitions %d lowered to %d: only %s %s to mine, and a partition without one mines nothing (the output is the same)",
			given, k, thousands(n), textcut.Plural(n, "sequence", "sequences"))
	}
	return fmt.Sprintf("--partitions %d lowered to %d: at minimum support %d over %s sequences, %d partitions would each mine at a local minimum support of about %d, under %d (as it falls, nearly every subsequence becomes a candidate and memory grows with the partitions); %d mine at about %d (the output is the same); %d partitions need a minimum support of %d or more (a larger --minsup, or a share such as 0.002 on a large input)",
		given, k, global, thousands(n), given, transforms.LocalMinSupport(global, n/given, n), transforms.MinLocalSupport, k, transforms.LocalMinSupport(global, n/given*(given/k), n),
		given, given*transforms.MinLocalSupport)
}

// thousands is a count as every summary writes it: 2,043.
func thousands(n int) string { return progress.Thousands(int64(n)) }
