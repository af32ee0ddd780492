package dataset

import (
	"fmt"
	"strconv"
	"strings"
)

// TaggerVocabFile is the tag vocabulary of a tagger version (relative to
// the version folder; one of its manifest's files): one kept fragment per
// line, "tag<TAB>count", most frequent first. <SELF> and <DELETE> are not
// listed; export nemo-tagger's label_map.txt is them and these lines.
const TaggerVocabFile = "tagger/vocab.tsv"

// ParseTaggerVocab reads TaggerVocabFile's text: the kept fragments in
// order and their counts. A line that is not tag<TAB>count is an error
// naming it.
func ParseTaggerVocab(b []byte) (tags []string, counts []int64, err error) {
	for i, ln := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		if ln == "" {
			continue
		}
		tag, count, ok := strings.Cut(ln, "\t")
		n, err := strconv.ParseInt(count, 10, 64)
		if !ok || err != nil || tag == "" || n < 0 {
			return nil, nil, fmt.Errorf("%s line %d: want tag<TAB>count, got %q", TaggerVocabFile, i+1, ln)
		}
		tags, counts = append(tags, tag), append(counts, n)
	}
	return tags, counts, nil
}
