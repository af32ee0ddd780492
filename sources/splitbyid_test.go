package sources

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

func ExampleSplitByID() {
	sb, err := ParseSplitByID("train=98,validation=1,test=1")
	if err != nil {
		panic(err)
	}
	fmt.Println(sb)
	// The split depends on the id alone, so it is the same on every run.
	counts := map[string]int{}
	for i := 1; i <= 10000; i++ {
		counts[sb.Of(fmt.Sprintf("GoogleTN.json:%d", i))]++
	}
	fmt.Println(counts["train"] > 9700, counts["validation"] > 50, counts["test"] > 50)
	// Output:
	// train=98,validation=1,test=1
	// true true true
}

func TestParseSplitByID(t *testing.T) {
	good := map[string]string{
		"train=98,validation=1,test=1":       "train=98,validation=1,test=1",
		" train = 0.9 , test = 0.1 ":         "train=90,test=10",
		"train=90%,validation=5%,test=5%":    "train=90,validation=5,test=5",
		"dev=1,test=1":                       "dev=50,test=50",
		"train=1e2,dev=2.5":                  "train=97.56097561,dev=2.43902439",
		"train=98,validation=1,test=1,dev=1": "train=97.02970297,validation=0.9900990099,test=0.9900990099,dev=0.9900990099",
		"train=97,validation=1,test=1,dev=1": "train=97,validation=1,test=1,dev=1",
		// A split of the user's own, unlike the trainers' names.
		"train=9,holdout=1":    "train=90,holdout=10",
		"a=1,b=1":              "a=50,b=50",
		"train=98,eu=1,test=1": "train=98,eu=1,test=1",
		"train=8,dev=1,dev2=1": "train=80,dev=10,dev2=10",
		"train=8,test_2=1":     "train=88.88888889,test_2=11.11111111",
		// The split words of the one table (StandardSplit), published as
		// given, as --split publishes them: val was refused ("did you mean
		// validation?") where --split val was accepted.
		"train=9,val=1":                "train=90,val=10",
		"training=9,valid=1,testing=1": "training=81.81818182,valid=9.090909091,testing=9.090909091",
	}
	for in, want := range good {
		sb, err := ParseSplitByID(in)
		if err != nil {
			t.Errorf("ParseSplitByID(%q): %v", in, err)
			continue
		}
		if sb.String() != want {
			t.Errorf("ParseSplitByID(%q) = %s, want %s", in, sb, want)
		}
	}
	if sb, err := ParseSplitByID(""); err != nil || sb != nil {
		t.Errorf(`ParseSplitByID("") = %v, %v; want nil, nil`, sb, err)
	}
	bad := map[string]string{
		"train":            "not name=weight",
		"train=1":          "names one split",
		"train=1,train=2":  "given twice",
		"train=0,test=1":   "positive number",
		"train=-1,test=1":  "positive number",
		"train=NaN,test=1": "positive number",
		"train=Inf,test=1": "positive number",
		"train=x,test=1":   "positive number",
		"=1,test=1":        "not name=weight",
		"a/b=1,test=1":     "is not valid",
		"train=1,,test=1":  "not name=weight",
		"train=1,te st=1":  "is not valid",
		// A name no trainer or export reads, a typo above all, was
		// published as a split of its own (tst: no test split).
		"train=98,validation=1,tst=1": `split "tst" is not one it assigns (did you mean test?): give train, validation, test, dev, or a name of your own unlike them (holdout)`,
		"train=9,Val=1":               `split "Val" is not one it assigns (did you mean validation?)`,
		"train=9,tset=1":              `(did you mean test?)`,
		"trian=9,test=1":              `(did you mean train?)`,
		"train=9,valdiation=1":        `(did you mean validation?)`,
		"train=9,Test=1":              `(did you mean test?)`,
		"train=9,devv=1":              `(did you mean dev?)`,
		"train=9,Dev=1":               `(did you mean dev?)`,
		"../x=1,test=1":               "is not valid",
	}
	for in, want := range bad {
		_, err := ParseSplitByID(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseSplitByID(%q) error %v, want one containing %q", in, err, want)
		}
	}
}

// TestSplitWordsMeanTheSameEverywhere: every split word of the one table
// (pathSplitWords, StandardSplit's) is a split --split-by-id assigns, as
// --split publishes it, and no typo of another: --split-by-id refused val
// while --split val was published and read by itnprep train as validation.
func TestSplitWordsMeanTheSameEverywhere(t *testing.T) {
	for word, split := range pathSplitWords {
		if got, ok := StandardSplit(word); !ok || got != split {
			t.Errorf("StandardSplit(%q) = %q, %v; want %q", word, got, ok, split)
		}
		if meant := NearSplitName(word); meant != "" {
			t.Errorf("NearSplitName(%q) = %q: a split word of the table taken for a typo", word, meant)
		}
		if _, err := ParseSplitByID("holdout=1," + word + "=1"); err != nil {
			t.Errorf("--split-by-id refuses the split word %q: %v", word, err)
		}
	}
}

// TestSplitByIDShares checks the shares follow the weights, on ids shaped
// as the readers make them (file:line), and that the splits are not
// shards: each split's rows spread over every shard as the whole does.
func TestSplitByIDShares(t *testing.T) {
	sb, err := ParseSplitByID("train=90,validation=5,test=5")
	if err != nil {
		t.Fatal(err)
	}
	const n = 200000
	const shards = 4
	count := map[string]int{}
	perShard := map[string][shards]int{}
	for i := 1; i <= n; i++ {
		id := fmt.Sprintf("GoogleTN.json:%d", i)
		s := sb.Of(id)
		count[s]++
		ps := perShard[s]
		ps[dataset.ShardOf(id, shards)]++
		perShard[s] = ps
	}
	want := map[string]float64{"train": 0.90, "validation": 0.05, "test": 0.05}
	for name, w := range want {
		got := float64(count[name]) / n
		// Five standard deviations of a binomial share.
		tol := 5 * math.Sqrt(w*(1-w)/n)
		if math.Abs(got-w) > tol {
			t.Errorf("split %s: share %.4f, want %.4f +- %.4f", name, got, w, tol)
		}
		for k, c := range perShard[name] {
			share := float64(c) / float64(count[name])
			if math.Abs(share-1.0/shards) > 0.03 {
				t.Errorf("split %s: shard %d holds %.3f of its rows, want about %.3f", name, k, share, 1.0/shards)
			}
		}
	}
	if len(count) != 3 {
		t.Errorf("splits used: %v", count)
	}
}

// TestSplitByIDStable pins a few assignments: a change of the hash would
// move records between splits of published versions and must be seen.
func TestSplitByIDStable(t *testing.T) {
	sb, _ := ParseSplitByID("train=1,test=1")
	scaled, _ := ParseSplitByID("train=50,test=50")
	got := ""
	for i := 0; i < 16; i++ {
		id := fmt.Sprintf("r%d", i)
		got += sb.Of(id)[:2] + " "
		if sb.Of(id) != scaled.Of(id) {
			t.Errorf("id %s: weights 1,1 give %s, 50,50 give %s", id, sb.Of(id), scaled.Of(id))
		}
	}
	const want = "te te te te te te te te te te tr tr te te tr te "
	if got != want {
		t.Errorf("assignments of r0..r15:\n got %s\nwant %s", got, want)
	}
}

func TestRecordID(t *testing.T) {
	cases := []struct {
		id      string
		variant bool
		want    string
	}{
		{"tn/test_cases_cardinal.txt:3#v2", true, "tn/test_cases_cardinal.txt:3"},
		{"tn/test_cases_cardinal.txt:3", true, "tn/test_cases_cardinal.txt:3"},
		{"a#vx", true, "a#vx"},
		{"a#v2", false, "a#v2"},
		{"a#v1#v2", true, "a#v1"},
	}
	for _, c := range cases {
		if got := RecordID(c.id, c.variant); got != c.want {
			t.Errorf("RecordID(%q, %v) = %q, want %q", c.id, c.variant, got, c.want)
		}
	}
}

// TestTextKey: case and spacing fold; anything else (punctuation, digits)
// keeps sentences apart.
func TestTextKey(t *testing.T) {
	if a, b := TextKey("The  cat SAT.\t"), TextKey("the cat sat."); a != b || a != "the cat sat." {
		t.Errorf("TextKey: %q and %q, want both %q", a, b, "the cat sat.")
	}
	if TextKey("the cat sat.") == TextKey("the cat sat") || TextKey("in 2019") == TextKey("in 2018") {
		t.Error("TextKey folds punctuation or digits")
	}
	// What the basic rules fold after the split was assigned: a copy with
	// HTML references, hidden characters or full-width forms is one text
	// once published, so it must share its split.
	for _, c := range []string{"AT&amp;T&nbsp;paid $5 in ２０１９.", "AT&T paid $5 in 2\u00ad019.", "AT&#38;T paid\u200b $5 in 2019.", "AT&T paid $５ in 2019\uff0e", "AT&T pa\u200fid $5 in 2019."} {
		if got, want := TextKey(c), "at&t paid $5 in 2019."; got != want {
			t.Errorf("TextKey(%q) = %q, want %q", c, got, want)
		}
	}
	// Ligatures too (basic/fold_ligatures): "the ﬁrst" is "the first".
	if got, want := TextKey("The \ufb01rst \ufb02oor."), "the first floor."; got != want {
		t.Errorf("TextKey with ligatures = %q, want %q", got, want)
	}
}

// TestIDNames: files sharing a name get the fewest last folders that tell
// them apart; a file whose name is its own, and files nothing tells apart
// (a file and its compressed copy in one folder), are not renamed.
func TestIDNames(t *testing.T) {
	got := IDNames([]string{
		"hf/data/train/part-00000.parquet", "hf/data/test/part-00000.parquet",
		"a/x/v1/out.jsonl", "b/x/v1/out.jsonl", "c/y/v1/out.jsonl",
		"gs://bucket/train/shard.jsonl.gz", "gs://bucket/test/shard.jsonl",
		"same/x.txt", "same/x.txt.gz",
		"alone/unique.jsonl",
	})
	want := map[string]string{
		"hf/data/train/part-00000.parquet": "train/part-00000.parquet",
		"hf/data/test/part-00000.parquet":  "test/part-00000.parquet",
		"a/x/v1/out.jsonl":                 "a/x/v1/out.jsonl",
		"b/x/v1/out.jsonl":                 "b/x/v1/out.jsonl",
		"c/y/v1/out.jsonl":                 "y/v1/out.jsonl",
		"gs://bucket/train/shard.jsonl.gz": "train/shard.jsonl",
		"gs://bucket/test/shard.jsonl":     "test/shard.jsonl",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("IDNames:\n got %v\nwant %v", got, want)
	}
}

// TestPathSplits: the split a Hugging Face Hub or Spark path names, by the
// file name's first word, else the innermost folder so named among those
// the inputs do not share and the last one they all share; folders above
// (the corpus's place: /home/dev, /mnt/test) name none.
func TestPathSplits(t *testing.T) {
	check := func(paths []string, want map[string]PathSplitFound) {
		t.Helper()
		if got := PathSplits(paths); !reflect.DeepEqual(got, want) {
			t.Errorf("PathSplits(%q):\n got %v\nwant %v", paths, got, want)
		}
	}
	file := func(s string) PathSplitFound { return PathSplitFound{Split: s, From: "its file name"} }
	check([]string{"data/train-00000-of-00001.parquet", "data/validation-00000-of-00001.jsonl", "data/test.jsonl.gz", "data/dev_clean.txt", "data/contest.txt"},
		map[string]PathSplitFound{"data/train-00000-of-00001.parquet": file("train"), "data/validation-00000-of-00001.jsonl": file("validation"),
			"data/test.jsonl.gz": file("test"), "data/dev_clean.txt": file("validation")})
	check([]string{"/home/dev/corpus/train/part-0.txt", "/home/dev/corpus/Valid/part-0.txt", "/home/dev/corpus/x/part-0.txt"},
		map[string]PathSplitFound{"/home/dev/corpus/train/part-0.txt": {"train", "folder train", false}, "/home/dev/corpus/Valid/part-0.txt": {"validation", "folder Valid", false}})
	check([]string{"gs://b/test/c/train/part-1.jsonl", "gs://b/test/c/test/part-1.jsonl"},
		map[string]PathSplitFound{"gs://b/test/c/train/part-1.jsonl": {"train", "folder train", false}, "gs://b/test/c/test/part-1.jsonl": {"test", "folder test", false}})
	check([]string{"out/train/part-0.txt", "out/train/part-1.txt"},
		map[string]PathSplitFound{"out/train/part-0.txt": {"train", "folder train", true}, "out/train/part-1.txt": {"train", "folder train", true}})
	check([]string{"/home/dev/wiki.txt"}, map[string]PathSplitFound{"/home/dev/wiki.txt": {"validation", "folder dev", true}})
	check([]string{"/home/dev/corpus/part-0.parquet"}, map[string]PathSplitFound{})
	check([]string{"/mnt/test/corpus/a/part-0.txt", "/mnt/test/corpus/b/part-0.txt"}, map[string]PathSplitFound{})
	// Folders are shared whole (dataset.InputsFolder): x/dev and x/devset
	// share x, not "x/dev", so dev is the first file's own folder.
	check([]string{"x/dev/a.txt", "x/devset/b.txt"}, map[string]PathSplitFound{"x/dev/a.txt": {"validation", "folder dev", false}})
	check([]string{"./x/dev/a.txt", "x/dev/b.txt"}, map[string]PathSplitFound{"./x/dev/a.txt": {"validation", "folder dev", true}, "x/dev/b.txt": {"validation", "folder dev", true}})
}

// TestPathSplitsOfWikiTextNames: WikiText's own files, wiki.SPLIT.tokens
// and wiki.SPLIT.raw (wikitext-103 and -2, as Merity et al. release them,
// plain or compressed), name their split by their second word. Their first
// word is "wiki": the three given together went to prep text's one split
// without a word (the validation and test articles in train), and
// --split-from-path refused them. Other names beginning "wiki." name none.
func TestPathSplitsOfWikiTextNames(t *testing.T) {
	file := func(s string) PathSplitFound { return PathSplitFound{Split: s, From: "its file name"} }
	paths := []string{"wikitext-103/wiki.train.tokens", "wikitext-103/wiki.valid.tokens", "wikitext-103/wiki.test.tokens",
		"wikitext-2-raw/wiki.train.raw", "wikitext-2-raw/WIKI.VALID.RAW.gz", "wikitext-2-raw/wiki.test.txt", "wikitext-2-raw/wiki.dump.tokens"}
	want := map[string]PathSplitFound{"wikitext-103/wiki.train.tokens": file("train"), "wikitext-103/wiki.valid.tokens": file("validation"),
		"wikitext-103/wiki.test.tokens": file("test"), "wikitext-2-raw/wiki.train.raw": file("train"), "wikitext-2-raw/WIKI.VALID.RAW.gz": file("validation")}
	if got := PathSplits(paths); !reflect.DeepEqual(got, want) {
		t.Errorf("PathSplits:\n got %v\nwant %v", got, want)
	}
}

// TestPathSplitMissWhy: an input --split-from-path finds no split for is
// told what was looked at, and a split word in a folder above them is
// named with the --split that reads every input so: a single input's
// "data/train/2024/part-0.txt" was refused saying only that no folder
// "below the folders every input shares" named a split.
func TestPathSplitMissWhy(t *testing.T) {
	for _, tc := range []struct {
		paths []string
		want  string
	}{
		{[]string{"data/train/2024/part-0.txt"}, `its file name "part-0.txt" starts with no split word and it looked at folder 2024; folder train above them is where every input lies, not a split of them: --split train reads every input as train`},
		{[]string{"/home/dev/corpus/a/part-0.txt", "/home/dev/corpus/b/part-0.txt"}, `its file name "part-0.txt" starts with no split word and it looked at folder corpus/a (corpus the last folder every input shares); folder dev above them is where every input lies, not a split of them: --split validation reads every input as validation`},
		{[]string{"notes.txt"}, `its file name "notes.txt" starts with no split word and it looked at no folder (the file has none)`},
	} {
		if len(PathSplits(tc.paths)) != 0 {
			t.Fatalf("%q: a split found", tc.paths)
		}
		if got := PathSplitMissWhy(tc.paths, tc.paths[0]); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.paths, got, tc.want)
		}
	}
}

// TestTextKeyFoldsUnicodeNormalization (qa93): a sentence composed (NFC)
// and the same decomposed (NFD) are one text for --split-by-text and
// versions overlap; they were two, so the copies went to train and test.
func TestTextKeyFoldsUnicodeNormalization(t *testing.T) {
	if a, b := TextKey("The Caf\u00e9 in Z\u00fcrich."), TextKey("The Cafe\u0301 in Zu\u0308rich."); a != b || a != "the caf\u00e9 in z\u00fcrich." {
		t.Errorf("TextKey: NFC %q, NFD %q, want both %q", a, b, "the caf\u00e9 in z\u00fcrich.")
	}
}

// TestSplitByIDOneSpellingOneID: the same shares at any scale are one
// --split-by-id, recorded (String, the manifest's split_by_id, which the
// version id hashes) as percentages and assigning every id alike:
// train=98,validation=1,test=1 and 0.98,0.01,0.01 gave the same splits but
// two version ids (fin7). The form the docs, the demo and the tests give,
// weights summing to 100, is recorded as given, so its ids do not move.
func TestSplitByIDOneSpellingOneID(t *testing.T) {
	groups := [][]string{
		{"train=98,validation=1,test=1", "train=0.98,validation=0.01,test=0.01", "train=49,validation=0.5,test=0.5", "train=98%,validation=1%,test=1%", "train=9.8,validation=.1,test=.1"},
		{"train=90,validation=5,test=5", "train=0.9,validation=0.05,test=0.05", "train=18,validation=1,test=1"},
		{"train=1,validation=1,test=1", "train=3,validation=3,test=3", "train=0.1,validation=0.1,test=0.1"},
	}
	for _, g := range groups {
		first, err := ParseSplitByID(g[0])
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range g[1:] {
			sb, err := ParseSplitByID(spec)
			if err != nil {
				t.Fatal(err)
			}
			if sb.String() != first.String() {
				t.Errorf("%s is recorded %s, %s %s: the same shares, two version ids", spec, sb, g[0], first)
			}
			for i := range 20000 {
				id := fmt.Sprintf("f:%d", i)
				if sb.Of(id) != first.Of(id) {
					t.Errorf("%s puts %s in %s, %s in %s", spec, id, sb.Of(id), g[0], first.Of(id))
					break
				}
			}
		}
	}
	if sb, _ := ParseSplitByID("train=98,validation=1,test=1"); sb.String() != "train=98,validation=1,test=1" {
		t.Errorf("the documented form is recorded %s: its version ids would move", sb)
	}
	if _, err := ParseSplitByID("train=1e308,test=1e308"); err == nil {
		t.Error("weights whose sum overflows were accepted")
	}
}
