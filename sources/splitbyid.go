package sources

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/editdist"
	"github.com/itnprep/itnprep/internal/textfold"
	"golang.org/x/text/unicode/norm"
)

// SplitShare is one split of a SplitByID and its weight.
type SplitShare struct {
	Name   string
	Weight float64
}

// SplitByID assigns records to splits by a stable hash of their id, with
// the given weights: `--split-by-id train=98,validation=1,test=1`. It is
// for corpora that come as one file or whose file names carry no split (a
// NeMo GoogleTN.json, a text corpus, a Libriheavy subset), so that a
// version has the train and validation splits that `derive tagger` and
// the trainers need. The assignment depends on the id alone: the same
// record lands in the same split on every run, runner and parallelism,
// and adding records never moves the others. The hash is salted, so it is
// independent of dataset.ShardOf's (a split is not one shard's rows).
type SplitByID []SplitShare

// ParseSplitByID reads "name=weight,name=weight,...": at least two splits,
// distinct names valid as splits (dataset.ValidateSplit), each one of
// splitByIDNames, a name the one table of split words reads as one of them
// (StandardSplit: val, valid, training, testing, published as given, as
// --split publishes them, and read by itnprep train as validation, train,
// test), or a name of the user's own unlike them (NearSplitName),
// finite positive weights (any scale: 98,1,1 and 0.98,0.01,0.01 are the
// same, and are returned as percentages, canonical; a weight may end in
// '%'). "" is no assignment (nil).
func ParseSplitByID(spec string) (SplitByID, error) {
	given, err := parseGivenWeights(spec)
	if err != nil || given == nil {
		return nil, err
	}
	return given.canonical(strings.TrimSpace(spec))
}

// parseGivenWeights reads spec's splits with their weights as given,
// before canonical scales them to percentages; nil for an empty spec.
func parseGivenWeights(spec string) (SplitByID, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, nil
	}
	var out SplitByID
	seen := map[string]bool{}
	for _, part := range strings.Split(spec, ",") {
		name, w, ok := strings.Cut(strings.TrimSpace(part), "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, fmt.Errorf("%q is not name=weight (as in train=98,validation=1,test=1)", part)
		}
		if err := dataset.ValidateSplit(name); err != nil {
			return nil, err
		}
		if meant := NearSplitName(name); meant != "" {
			return nil, fmt.Errorf("split %q is not one it assigns (did you mean %s?): give %s, or a name of your own unlike them (holdout)", name, meant, strings.Join(splitByIDNames, ", "))
		}
		if seen[name] {
			return nil, fmt.Errorf("split %q is given twice", name)
		}
		seen[name] = true
		v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(w), "%"), 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v <= 0 {
			return nil, fmt.Errorf("weight of split %q must be a positive number, got %q", name, strings.TrimSpace(w))
		}
		out = append(out, SplitShare{Name: name, Weight: v})
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("%q %w", spec, ErrOneSplit)
	}
	return out, nil
}

// canonical scales the weights to percentages, each its share of their sum
// times 100, rounded to 10 significant digits: the one spelling of a
// split, so that train=98,validation=1,test=1, 0.98,0.01,0.01 and
// 49,0.5,0.5, which assign every id alike, are recorded (String, the
// manifest's split_by_id) alike and give one version id; they gave three
// (fin7). Weights that already sum to 100, the form the docs, the demo and
// the tests give (98,1,1; 90,5,5; 80,10,10), are kept exactly (w*100/100
// is w), so their ids do not move. The rounding takes out the last bits
// of a sum of decimal fractions (0.98+0.01+0.01 is not 1 in floating
// point). The assignment (Of) uses these weights too, so the spellings
// also assign alike at a share's edge.
func (s SplitByID) canonical(spec string) (SplitByID, error) {
	total := s.TotalWeight()
	if math.IsInf(total, 0) {
		return nil, fmt.Errorf("%q: the weights' sum is too large to divide; give them as percentages (as in train=98,validation=1,test=1)", spec)
	}
	for i, sh := range s {
		pct := sh.Weight // weights summing to 100: kept to the bit
		if total != 100 {
			pct, _ = strconv.ParseFloat(strconv.FormatFloat(sh.Weight/total*100, 'g', 10, 64), 64)
		}
		if pct <= 0 {
			return nil, fmt.Errorf("weight of split %q is too small a share of %q: its percentage rounds to 0", sh.Name, spec)
		}
		s[i].Weight = pct
	}
	return s, nil
}

// SplitByIDGivenTotal is the sum of the weights spec gives, before
// ParseSplitByID scales them to percentages, or 0 for a spec it refuses:
// prep says what weights that add up to neither 100 nor 1 were rescaled
// to (80,10,5 was rescaled without a word, qa96).
func SplitByIDGivenTotal(spec string) float64 {
	given, err := parseGivenWeights(spec)
	if err != nil || given == nil {
		return 0
	}
	total := given.TotalWeight()
	if _, err := given.canonical(strings.TrimSpace(spec)); err != nil {
		return 0
	}
	return total
}

// splitByIDNames are the splits the trainers and exports read (train,
// validation, test), and dev, a split of its own that export's advice
// makes with it (derive tagger --vocab-split dev). Another name is a
// split of the user's own (holdout, a/b test arms), published as given
// and left out by the trainers, as prep --split's is; but a name that
// looks like one of these is refused: train=98,validation=1,tst=1
// published a "tst" split that every trainer left out, and no test split,
// without a word.
var splitByIDNames = []string{"train", "validation", "test", "dev"}

// NearSplitName returns the split of splitByIDNames that name, not one of
// them, was likely meant for, or "": a typo, one edit from it (tst,
// tesst), two from validation (valdiation), two letters swapped (tset,
// trian), or a split word in another case (Test, Val: the trainers read
// split names as written). A split word of the one table (StandardSplit:
// val, valid, training, testing) is no typo: itnprep train reads it as the
// split it stands for, so --split-by-id takes it as --split does (it
// refused val, "did you mean validation?", where --split val was
// published). A name of the user's own (holdout, a, eu, a numbered one:
// test2, dev_2) is no typo either.
// ParseSplitByID refuses such a name; prep warns of one given to --split,
// which publishes any name as given.
func NearSplitName(name string) string {
	lower := strings.ToLower(name)
	switch {
	case slices.Contains(splitByIDNames, name):
		return ""
	case pathSplitWords[name] != "":
		return "" // val, valid, training, testing: StandardSplit reads them
	case slices.Contains(splitByIDNames, lower):
		return lower // Test: the trainers read test
	case strings.TrimRight(lower, "0123456789_") != lower:
		// test2, dev_2: a numbered split of the user's own beside the
		// standard one (fin2: "dev2" was one edit from dev, refused).
		return ""
	}
	if meant := pathSplitWords[lower]; meant != "" {
		return meant
	}
	for _, known := range splitByIDNames {
		if editdist.Distance(lower, known, 3) <= 1 || known == "validation" && editdist.Distance(lower, known, 3) <= 2 || swapsTwoLetters(lower, known) {
			return known
		}
	}
	return ""
}

// swapsTwoLetters reports whether a is b with two neighbouring letters
// swapped (tset: test).
func swapsTwoLetters(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		}
	}
	return false
}

// ErrOneSplit is ParseSplitByID's error for a spec of one split. It names
// no flag: the way to give every record one split depends on the prep
// (--split on most; prep gtn has none, its splits come from GTN's file
// names), so the command adds it.
var ErrOneSplit = errors.New("names one split; give two or more")

// splitSalt sets the split hash apart from dataset.ShardOf's.
const splitSalt = "itnprep/split\x00"

// String is the canonical spelling, recorded in the manifest's config.
func (s SplitByID) String() string {
	parts := make([]string, len(s))
	for i, sh := range s {
		parts[i] = sh.Name + "=" + strconv.FormatFloat(sh.Weight, 'g', -1, 64)
	}
	return strings.Join(parts, ",")
}

// TotalWeight is the sum of the splits' weights, in their order: each
// split's share is its weight over it.
func (s SplitByID) TotalWeight() float64 {
	total := 0.0
	for _, sh := range s {
		total += sh.Weight
	}
	return total
}

// Of returns the split of the record with this id: the hash of the id,
// read as a number in [0, 1), falls in one split's share of the weights,
// taken in the order given.
func (s SplitByID) Of(id string) string {
	if len(s) == 0 {
		return ""
	}
	total := s.TotalWeight()
	// FNV-1a of the salt, then of the id (no concatenation: one call per
	// record); the top 53 bits make a uniform float.
	h := uint64(14695981039346656037)
	for _, s := range [2]string{splitSalt, id} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= 1099511628211
		}
	}
	// FNV-1a's high bits mix poorly for short inputs: a final avalanche
	// (MurmurHash3's fmix64) spreads every input bit over them.
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	u := float64(h>>11) / (1 << 53) * total
	acc := 0.0
	for _, sh := range s[:len(s)-1] {
		acc += sh.Weight
		if u < acc {
			return sh.Name
		}
	}
	return s[len(s)-1].Name
}

// TextKey is the key --split-by-text assigns a record's split by: its
// written text with case and spacing folded (lower case, one space between
// words), so that the copies of one sentence a corpus holds under several
// ids ("The cat sat." twice, or once as "the  cat sat.") land in one split
// and a test split never holds a sentence the train split holds.
//
// prep's sink assigns the split from the published text
// (transforms.SinkConfig.SplitByText), after every cleaning (the basic
// rules, --clean transcript's tags, Libriheavy's book rules), so the split
// is that of the text `versions overlap` compares (by this key too); the
// reader assigns none (it hashed the text as read, before those cleanings,
// and the sink replaced it). The key still folds what the basic rules fold
// (internal/textfold): HTML character references (&amp;, &nbsp;, &#39;),
// hidden characters (soft hyphens, zero-width spaces, bidirectional
// marks), full-width forms and Latin ligatures, so two texts that differ
// only there are one for overlap as well. It folds Unicode normalization
// too (NFC): one sentence composed ("café") in one file and decomposed
// ("cafe" + U+0301, as macOS and some exports write it) in another was two
// texts, put in train and test by --split-by-text and counted as no
// overlap (qa93).
func TextKey(written string) string {
	s := written
	if textfold.HasCharRef(s) {
		s = textfold.DecodeCharRefs(s)
	}
	if !norm.NFC.IsNormalString(s) {
		s = norm.NFC.String(s)
	}
	var b strings.Builder
	for _, r := range s {
		if textfold.IsHidden(r) {
			continue
		}
		if a, ok := textfold.FullWidthASCII(r); ok {
			b.WriteByte(a)
		} else if l, ok := textfold.Ligature(r); ok {
			b.WriteString(l)
		} else {
			b.WriteRune(r)
		}
	}
	return strings.ToLower(strings.Join(strings.Fields(b.String()), " "))
}

// RecordID is the id a record's split is decided by: a row's id without
// the "#vK" of a variant row, so that every variant of one record (NeMo
// test cases with several outputs) lands in the same split.
func RecordID(id string, variant bool) string {
	if !variant {
		return id
	}
	if i := strings.LastIndex(id, "#v"); i >= 0 {
		if _, err := strconv.Atoi(id[i+2:]); err == nil {
			return id[:i]
		}
	}
	return id
}
