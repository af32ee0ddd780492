package pipelines

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// PrepConfig holds what every `prep` job shares.
type PrepConfig struct {
	Inputs []string // expanded, sorted input files
	Output string
	Name   string
	Shards int
	// Seed seeds the sources that sample (the verbalizer of written-only
	// sources); the others neither read it nor record it, so their version
	// id does not depend on it.
	Seed           uint64
	MaxRecordBytes int
	RowsPerGroup   int64
	// Compression is the shards' codec ("": dataset.DefaultCompression);
	// it changes the shards' bytes and so the version id.
	Compression dataset.Compression
	// SinkBufferBytes bounds the rows a worker process's sink bundles hold,
	// together, before spilling sorted runs (0: transforms.DefaultSinkBufferBytes).
	SinkBufferBytes int64
	Runner          string
	// License is the dataset card's license id (--license); "" means
	// "other", with the source corpus's terms spelled out in the card.
	License string
	// Staging is where shards are written before publication; NewStaging
	// picks a fresh hidden folder under Output/Name.
	Staging string
	// Guard is the publication policy (empty runs, reject rate); nil means
	// dataset.DefaultGuard.
	Guard *dataset.Guard
	// SplitByID, when set, assigns every record's split by a stable hash
	// of its id (--split-by-id), in place of the file names, --split and
	// GTN's standard split; it enters the config and so the version id.
	SplitByID sources.SplitByID
	// SplitByText makes SplitByID hash each record's written text
	// (sources.TextKey) instead of its id (--split-by-text): a sentence a
	// corpus holds under several ids lands in one split.
	SplitByText bool
	// IDsWithFolders names the rows of files that share a file name by
	// their folders too (sources.IDNames; --ids-with-folders).
	IDsWithFolders bool
	// Dedupe keeps one row of each (split, written, spoken), the first by
	// input location, and sets the others aside as select/repeated_pair
	// (--dedupe; transforms.RepeatedPairs). Every prep counts those rows;
	// this removes them. It enters the config and so the version id.
	Dedupe bool

	// read is every file the job's readers were given (readFiles), which
	// the finalizer checks were all read (transforms.PublishConfig.Inputs).
	read []string
}

// readFiles is transforms.ReadFiles, recording paths as files the
// finalizer must find read.
func (c *PrepConfig) readFiles(s beam.Scope, paths []string, format string, opts sources.ReadOptions) (pairs, rejects, stats beam.PCollection) {
	c.read = append(c.read, paths...)
	return transforms.ReadFiles(s, paths, format, opts)
}

// guard returns the effective publication policy.
func (c *PrepConfig) guard() dataset.Guard { return guardOrDefault(c.Guard) }

func guardOrDefault(g *dataset.Guard) dataset.Guard {
	if g == nil {
		return dataset.DefaultGuard()
	}
	return *g
}

// NewStaging returns a fresh hidden staging folder for one run. Hidden
// folders are never listed as versions, and a killed run's leftovers are
// removed by `itnprep versions gc`.
func NewStaging(output, name string) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return dataset.Join(output, name, fmt.Sprintf(".staging-%s-%s", time.Now().UTC().Format("20060102T150405"), hex.EncodeToString(b[:])))
}

// Validate checks the shared options.
func (c *PrepConfig) Validate() error {
	switch {
	case len(c.Inputs) == 0:
		return fmt.Errorf("no input files")
	case c.Output == "":
		return fmt.Errorf("--output is required")
	case c.Name == "" || strings.ContainsAny(c.Name, `/\:`) || strings.HasPrefix(c.Name, "."):
		return fmt.Errorf("--name %q must be a plain folder name", c.Name)
	case c.Shards < 1 || c.Shards > dataset.MaxShards:
		return fmt.Errorf("--shards must be between 1 and %d, got %d", dataset.MaxShards, c.Shards)
	}
	return c.guard().Validate()
}

// baseConfig is the part of the manifest config every prep job records.
// The seed is not part of it: only sources that sample add it.
func (c *PrepConfig) baseConfig(source string) map[string]string {
	m := map[string]string{
		"source":           source,
		"shards":           strconv.Itoa(c.Shards),
		"max_record_bytes": strconv.Itoa(c.MaxRecordBytes),
	}
	// Recorded only when set, so versions made without it keep their ids.
	if len(c.SplitByID) > 0 {
		m["split_by_id"] = c.SplitByID.String()
		if c.SplitByText {
			m["split_by_text"] = "true"
		}
	}
	if c.IDsWithFolders {
		m["ids_with_folders"] = "true"
	}
	if c.Dedupe {
		m["dedupe"] = "true"
	}
	return m
}

// readOptions are the read options every source's reads take from the
// config: the record bound, and how records get their split and id
// (--split-by-id, --split-by-text, and the inputs' IDNames when
// --ids-with-folders asks for them). The caller adds its source's own.
func (c *PrepConfig) readOptions() sources.ReadOptions {
	o := sources.ReadOptions{MaxRecordBytes: c.MaxRecordBytes, SplitByID: c.SplitByID, SplitByText: c.SplitByText}
	if c.IDsWithFolders {
		o.IDNames = sources.IDNames(c.Inputs)
	}
	return o
}

// dropReplacedSplits removes from a job's config the split options that
// --split-by-id replaced (a default such as nemo_split "test" would
// otherwise stand in the manifest and the card as if it had decided).
func (c *PrepConfig) dropReplacedSplits(m map[string]string, keys ...string) {
	if len(c.SplitByID) == 0 {
		return
	}
	for _, k := range keys {
		delete(m, k)
	}
}

// publish writes shards and publishes the version; the returned collection
// holds the version folder. seed is the seed the data was sampled with, 0
// for sources that use no randomness (it enters the version id).
func (c *PrepConfig) publish(s beam.Scope, source string, config map[string]string, seed uint64, pairs, rejects, stats, ruleHits beam.PCollection) beam.PCollection {
	sink := transforms.SinkConfig{
		Staging: c.Staging, Shards: c.Shards, RowsPerGroup: c.RowsPerGroup, Compression: c.Compression, BufferBytes: c.SinkBufferBytes,
		Origins: dataset.NewOriginFiles(c.read), RejectRoot: dataset.InputsFolder(c.read),
	}
	if c.SplitByText {
		sink.SplitByText = c.SplitByID
	}
	// Every prep counts the rows that repeat a pair of their split; with
	// --dedupe they are set aside, and join the rejects.
	pairs, setAside, repeats := transforms.RepeatedPairs(s, transforms.RepeatsConfig{
		Staging: c.Staging, BufferBytes: c.SinkBufferBytes, SplitByText: sink.SplitByText, Dedupe: c.Dedupe,
	}, pairs)
	if c.Dedupe {
		rejects = beam.Flatten(s, rejects, setAside)
	}
	data, rej := transforms.WriteShards(s, sink, pairs, rejects)
	return transforms.Publish(s, transforms.PublishConfig{
		Output: c.Output, Name: c.Name, Staging: c.Staging, Source: source, Shards: c.Shards,
		Config: config, Seed: seed, Runner: c.Runner, Created: time.Now().UTC().Format(time.RFC3339),
		Code: buildinfo.Get(), Guard: c.guard(), License: c.License, IDsWithFolders: c.IDsWithFolders,
		RefusalHints: repeatedRowHints(prepRefusalHints(source), config), Inputs: transforms.NewInputSet(c.read), RejectRoot: sink.RejectRoot,
	}, data, rej, stats, ruleHits, repeats)
}

// repeatedRowHints adds to hints the remedy a refusal for repeated ids
// names when the first one's rows carry the same text
// (dataset.RepeatedSameHint): an input read twice or a line repeated
// whole, which --dedupe sets aside (with --samples 1: ErrDedupeVariants).
// The remedy named files to rename and ids to fix, and not --dedupe. A
// source whose ids are not its files' (Libriheavy's are its cuts')
// keeps its own account of how one record came to be read twice, and
// --dedupe is added to it.
func repeatedRowHints(hints map[string]string, config map[string]string) map[string]string {
	what := "the first's rows carry the same written and spoken text, as an input read twice (given in two folders, or beside its compressed copy) or a line the corpus repeats whole gives: give each input once, or "
	if own, ok := hints[dataset.RepeatedIDsHint]; ok {
		what = own + ", or "
	}
	if v, ok := config["variants"]; ok && v != "1" {
		hints[dataset.RepeatedSameHint] = what + "remove the repeated lines (--dedupe, which keeps the first row of each (split, written, spoken), takes --samples 1)"
	} else {
		hints[dataset.RepeatedSameHint] = what + "pass --dedupe to keep the first row of each (split, written, spoken)"
	}
	return hints
}

// prepRefusalHints are the remedies a refused prep of source names for its
// top reject rule: the readers' (parse/..., some naming the source) and
// the verbalizer's (verbalize/...).
func prepRefusalHints(source string) map[string]string {
	hints := refusalHints("parse", sources.SourceRuleHints(source))
	for rule, hint := range refusalHints("verbalize", normalize.ErrorHints) {
		hints[rule] = hint
	}
	if source == sources.SourceLibriheavy {
		// A pair's id is its cut's id, not its file's name and line:
		// the remedy for file names (rename them, --ids-with-folders)
		// changed nothing, and --ids-with-folders was refused the same.
		hints[dataset.RepeatedIDsHint] = "a pair's id is its cut's id, so one cut was read twice: a manifest given twice (in two folders, or beside its compressed copy), or a cut in two subsets' manifests; give each cut once (--ids-with-folders renames no cut id)"
	}
	return hints
}

// inputGlobs splits --input at its top-level commas into globs and expands
// each glob's brace groups ({a,b}, nested or several) into its
// alternatives, as a shell would: 'cv/{train,dev}.tsv' is one glob with two
// alternatives, not two globs. Blank globs are skipped; an unbalanced brace
// is an error.
func inputGlobs(spec string) ([][]string, error) {
	var out [][]string
	for _, g := range globNames(spec) {
		if isLocalFile(g) {
			out = append(out, []string{g})
			continue
		}
		alts, err := expandBraces(g)
		if err != nil {
			return nil, fmt.Errorf("input %q: %w", g, err)
		}
		out = append(out, alts)
	}
	return out, nil
}

// InputPaths is every path --input names, as ExpandInputs reads them: its
// globs split at the commas outside braces and each brace group expanded
// ('gs://b/cv/{train,dev}.tsv' is gs://b/cv/train.tsv and
// gs://b/cv/dev.tsv). The store check runs on these: split at every
// comma, that glob was 'gs://b/cv/{train', checked as a listing of the
// bucket, which a bucket that may be read but not listed refused though
// both files could be read.
func InputPaths(spec string) ([]string, error) {
	globs, err := inputGlobs(spec)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, alts := range globs {
		out = append(out, alts...)
	}
	return out, nil
}

// hasGlobMeta reports whether a glob has a wildcard (*, ? or [).
func hasGlobMeta(g string) bool { return strings.ContainsAny(g, "*?[") }

// localKey is one local file's identity for ExpandInputs' duplicates: its
// absolute, cleaned path (the cleaned path when it has no absolute form).
func localKey(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return filepath.Clean(p)
}

// fileID groups the local inputs that may be one file (os.SameFile, the
// same device and inode, decides within a group): on Unix the device and
// inode themselves (fileIDOf), elsewhere the size and modification time.
// The groups were size and time everywhere: a tar extract gives its files
// one time, and 100,000 parts of `split -b` extracted so, all of one size,
// were one group compared pairwise, 14.8 s before the job began
// (BenchmarkExpandInputsOneSizeAndTime, 2 cores; 0.8 s by device and
// inode).
type fileID struct{ a, b uint64 }

// notFileKind names what a local path that is neither a folder nor a
// regular file is.
func notFileKind(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a pipe (a named pipe, or a shell's <(...))"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	// Any other irregular kind (a Plan 9 append-only or a character
	// special file os.Stat reports apart) is named by its mode bits.
	return "a special file (mode " + m.Type().String() + ")"
}

// keptFile is an input ExpandInputs kept, with its os.Stat, its index in
// the list and the other spellings of it met (links, in the order met).
type keptFile struct {
	path string
	st   os.FileInfo
	out  int
	also []string
}

// warnLinks says, once every input is known, each link under another
// name than the one a kept file is read as (its name may carry a split:
// dev.tsv -> test.tsv, or ids another reading would have). Said as they
// were met, a warning could name a link as the name read before the
// file's own name displaced it, and a link of the link's name was
// dropped without a word.
func warnLinks(ctx context.Context, kept []*keptFile) {
	for _, k := range kept {
		for _, m := range k.also {
			if filepath.Base(m) != filepath.Base(k.path) {
				storage.Warn(ctx, fmt.Sprintf("input %s is the same file as %s (a link): read once, as %s", m, k.path, k.path))
			}
		}
	}
}

// sameFileAs returns the file of kept that st is (os.SameFile: the same
// device and inode on Unix), if any.
func sameFileAs(kept []*keptFile, st os.FileInfo) (*keptFile, bool) {
	for _, k := range kept {
		if os.SameFile(k.st, st) {
			return k, true
		}
	}
	return nil, false
}

// throughLink reports whether p names its file through a symbolic link:
// its last element is one (alias.txt -> x.txt), or a folder on its way is
// (linked/x.txt, linked -> real). The file's own name has neither.
func throughLink(p string) bool {
	if st, err := os.Lstat(p); err == nil && st.Mode()&os.ModeSymlink != 0 {
		return true
	}
	dir := filepath.Dir(localKey(p))
	resolved, err := filepath.EvalSymlinks(dir)
	return err == nil && resolved != dir
}

// globNames splits spec at the commas outside braces, trimmed, blanks
// dropped. Commas that are part of an existing local file's name, named
// exactly ("notes, part 2.txt"), do not split it: it was two globs that
// matched nothing.
func globNames(spec string) []string {
	// The parts between commas, as spans of spec: parts i..j joined with
	// their commas are spec[starts[i]:ends[j]].
	var starts, ends []int
	depth, start := 0, 0
	for i, r := range spec {
		switch {
		case r == '{':
			depth++
		case r == '}' && depth > 0:
			depth--
		case r == ',' && depth == 0:
			starts, ends = append(starts, start), append(ends, i)
			start = i + 1
		}
	}
	starts, ends = append(starts, start), append(ends, len(spec))
	commaNames := map[string]map[string]bool{}
	var out []string
	for i := 0; i < len(starts); i++ {
		g := spec[starts[i]:ends[i]]
		if i+1 < len(starts) && continuesWithComma(g, commaNames) {
			for j := len(starts) - 1; j > i; j-- {
				if c := strings.TrimSpace(spec[starts[i]:ends[j]]); isLocalFile(c) {
					g, i = c, j
					break
				}
			}
		}
		if g = strings.TrimSpace(g); g != "" {
			out = append(out, g)
		}
	}
	return out
}

// continuesWithComma reports whether part, one piece of --input between
// commas, may be the start of a local path with a comma in it: whether an
// entry of the folder its last element is in has that element and a comma
// at its start ("notes" in a folder holding "notes, part 2.txt"). Only
// then are joins of part and the pieces after it tried as one file: trying
// every join of N pieces was cubic in N (1,000 inputs took 15 s as gs://
// paths, 28 s as local ones, before anything was read). Each folder is
// listed once (commaNames: by folder, its entries' beginnings before their
// first comma); a glob's folder is listed by its match anyway.
func continuesWithComma(part string, commaNames map[string]map[string]bool) bool {
	p := strings.TrimLeftFunc(part, unicode.IsSpace)
	if dataset.IsURL(p) {
		return false
	}
	dir, name := ".", p
	if k := strings.LastIndexByte(p, '/'); k >= 0 {
		dir, name = p[:k], p[k+1:]
		if dir == "" {
			dir = "/"
		}
	}
	names, ok := commaNames[dir]
	if !ok {
		names = commaPrefixes(dir)
		commaNames[dir] = names
	}
	return names[name]
}

// isLocalFile reports whether p names an existing local file (not a
// folder) exactly. Such a name is that file whatever characters it holds:
// "Track [01].srt" was read as a glob whose class [01] matched nothing,
// "a{1}.txt" as a brace group.
func isLocalFile(p string) bool {
	if p == "" || dataset.IsURL(p) {
		return false
	}
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// commaPrefixes is the set of the beginnings before their first comma of
// the names in folder dir that have one. It reads the folder in batches and
// keeps only those names: files named one by one from a folder of a
// million (Common Voice's clips/) would otherwise hold and sort every
// entry. A folder that cannot be read holds no such name.
func commaPrefixes(dir string) map[string]bool {
	names := map[string]bool{}
	f, err := os.Open(dir)
	if err != nil {
		return names
	}
	defer f.Close()
	for {
		batch, err := f.Readdirnames(1024)
		for _, n := range batch {
			if c := strings.IndexByte(n, ','); c >= 0 {
				names[n[:c]] = true
			}
		}
		if err != nil {
			return names
		}
	}
}

// expandBraces returns the alternatives of a glob with brace groups, in
// order: "{x,y}/{1,2}" -> x/1 x/2 y/1 y/2. As in bash, a group is an
// alternation only when it holds a comma outside inner groups, or is a
// sequence ({1..3}, {01..10}, {a..e}, {0..10..5}); any other group, such
// as "{1}" or "{}", is its characters: "a{1}.txt" read a1.txt, and
// "*{1}.txt" matched a1.txt instead of the b{1}.txt a shell would have
// read. An unbalanced brace is an error (a shell would keep it as a
// character); an expansion of more than maxBraceNames names is one too.
func expandBraces(g string) ([]string, error) {
	depth := 0
	for i := 0; i < len(g); i++ {
		switch g[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth < 0 {
				return nil, inputSpecErrorf("unbalanced brace '}'")
			}
		}
	}
	if depth > 0 {
		return nil, inputSpecErrorf("unbalanced brace '{' (no closing '}')")
	}
	return expandGroups(g)
}

// storeFolder is the first of a glob's alternatives that names a gs://,
// s3:// or memfs:// folder without a wildcard (storage.FolderHolds:
// objects are stored under it), "" when none does. A store has no
// folders: --input gs://b/libriheavy listed no object of that name and
// was refused as "matches no file" though files were there, where a
// local folder is named as one ("is a directory; give files or a glob
// such as DIR/*"). Asked only once the glob matched nothing; a store
// that cannot be listed leaves the refusal as it was.
func storeFolder(ctx context.Context, alts []string) string {
	for _, g := range alts {
		if !dataset.IsURL(g) || hasGlobMeta(g) {
			continue
		}
		if ok, err := storage.FolderHolds(ctx, g); err == nil && ok {
			return g
		}
	}
	return ""
}

// literalBraceHint is the note a glob that matched nothing gets when a
// brace group in it was kept as characters: "a{1}.txt" reads the file
// named so, not a1.txt, as in a shell (it read a1.txt before).
func literalBraceHint(alts []string) string {
	for _, a := range alts {
		if strings.ContainsAny(a, "{}") {
			return " (a brace group without a comma or a '..' sequence, such as {1}, is its own characters, as in a shell: {a,b} or {1..3} give alternatives)"
		}
	}
	return ""
}

// nearInputHint names the files beside an input named without a wildcard
// that matched none, those its name begins or is within two edits of
// (dataset.NearFiles): "text/corpus.tx" said "matches no file" alone (qa95).
func nearInputHint(alts []string) string {
	var near []string
	for _, a := range alts {
		if !hasGlobMeta(a) {
			near = append(near, dataset.NearFiles(a)...)
		}
	}
	if len(near) == 0 {
		return ""
	}
	return "; did you mean " + strings.Join(near[:min(len(near), 3)], " or ") + "?"
}

// maxBraceNames bounds one glob's brace expansion: {1..100000000} would
// otherwise build a list of that many names before anything is read.
const maxBraceNames = 100000

// expandGroups expands the first group of g that is an alternation or a
// sequence (groups before it are characters), then its alternatives and
// the rest of g, recursively; g's braces are balanced.
func expandGroups(g string) ([]string, error) {
	for open := strings.IndexByte(g, '{'); open >= 0; {
		depth, cuts, end := 0, []int{open}, -1
		for i := open; i < len(g) && end < 0; i++ {
			switch g[i] {
			case '{':
				depth++
			case '}':
				if depth--; depth == 0 {
					end = i
				}
			case ',':
				if depth == 1 {
					cuts = append(cuts, i)
				}
			}
		}
		var alts []string
		if len(cuts) > 1 {
			cuts = append(cuts, end)
			for k := 0; k+1 < len(cuts); k++ {
				inner, err := expandGroups(g[cuts[k]+1 : cuts[k+1]])
				if err != nil {
					return nil, err
				}
				alts = append(alts, inner...)
				// Bounded as they grow: checked only against the rest
				// below, "{{1..99999},{1..99999},...}" built every
				// alternative of every group before it was refused.
				if len(alts) > maxBraceNames {
					return nil, inputSpecErrorf("its braces expand to more than %d names", maxBraceNames)
				}
			}
		} else if seq, ok, err := braceSequence(g[open+1 : end]); err != nil {
			return nil, err
		} else if ok {
			alts = seq
		} else {
			// Not an alternation: its characters, and a group inside it
			// may still be one ("{x{a,b}}" is {xa} {xb}, as in bash).
			next := strings.IndexByte(g[open+1:], '{')
			if next < 0 {
				break
			}
			open += 1 + next
			continue
		}
		rest, err := expandGroups(g[end+1:])
		if err != nil {
			return nil, err
		}
		if len(alts)*len(rest) > maxBraceNames {
			return nil, inputSpecErrorf("its braces expand to more than %d names", maxBraceNames)
		}
		out := make([]string, 0, len(alts)*len(rest))
		for _, a := range alts {
			for _, r := range rest {
				out = append(out, g[:open]+a+r)
			}
		}
		return out, nil
	}
	return []string{g}, nil
}

// braceSequence expands a bash sequence expression, the inside of
// "{1..5}": integers (zero-padded to the wider end when either is written
// with a leading zero: {08..10} is 08 09 10) or single letters, with an
// optional step ({0..20..5}); ok is false for anything else. An integer
// end or step past int64 is an error: it was not a sequence, so the group
// was kept as its characters and the glob "matched no file", with a hint
// about brace groups that do not apply. The span and the values are
// counted in uint64, so ends near the limits neither overflow into a
// negative count (which passed the bound) nor wrap past the far end.
func braceSequence(s string) (seq []string, ok bool, err error) {
	parts := strings.Split(s, "..")
	if len(parts) != 2 && len(parts) != 3 {
		return nil, false, nil
	}
	for _, p := range parts {
		if _, err := strconv.ParseInt(p, 10, 64); errors.Is(err, strconv.ErrRange) {
			return nil, false, fmt.Errorf("brace sequence {%s}: %s does not fit in a 64-bit integer", s, p)
		}
	}
	step := uint64(1)
	if len(parts) == 3 {
		n, err := strconv.ParseInt(parts[2], 10, 64)
		if err != nil {
			return nil, false, nil
		}
		if n < 0 {
			step = -uint64(n) // also right for math.MinInt64
		} else if n > 0 {
			step = uint64(n)
		}
	}
	a, errA := strconv.ParseInt(parts[0], 10, 64)
	b, errB := strconv.ParseInt(parts[1], 10, 64)
	letters := false
	switch {
	case errA == nil && errB == nil:
	case len(parts[0]) == 1 && len(parts[1]) == 1 && isASCIILetter(parts[0][0]) && isASCIILetter(parts[1][0]):
		a, b, letters = int64(parts[0][0]), int64(parts[1][0]), true
	default:
		return nil, false, nil
	}
	n := (uint64(max(a, b)) - uint64(min(a, b))) / step // the count less one
	if n >= maxBraceNames {
		return nil, false, fmt.Errorf("its braces expand to more than %d names", maxBraceNames)
	}
	width := 0
	for _, p := range parts[:2] {
		if d := strings.TrimPrefix(p, "-"); !letters && len(d) > 1 && d[0] == '0' {
			width = max(len(parts[0]), len(parts[1]))
		}
	}
	for i := uint64(0); i <= n; i++ {
		v := int64(uint64(a) + i*step) // two's complement: a + i*step
		if b < a {
			v = int64(uint64(a) - i*step)
		}
		switch {
		case letters:
			seq = append(seq, string(rune(v)))
		case v < 0:
			d := strconv.FormatInt(v, 10)[1:] // -v overflows for math.MinInt64
			seq = append(seq, "-"+strings.Repeat("0", max(width-1-len(d), 0))+d)
		default:
			seq = append(seq, fmt.Sprintf("%0*d", width, v))
		}
	}
	return seq, true, nil
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// ExpandInputs turns a comma-separated list of globs (local, gs://, s3://;
// a brace group {a,b} is an alternation inside one glob) into a sorted
// list of files. A glob that matches nothing, a folder named without a
// wildcard, or an unreadable local file is an error naming it. A local
// folder that a wildcard matches beside files (a corpus release's clips/
// next to its lists: 'cv-corpus/en/*') is passed over; a glob that matches
// only folders is an error naming them. A local file named twice, in any
// spelling (a/x.csv, ./a/x.csv, /abs/a/x.csv, or by two globs; a symbolic
// or hard link to it, or its path through a linked folder), is read once,
// under its first spelling (a file's own name before a symbolic link's;
// a link under another name is a warning): reading it twice would repeat
// every one of its records.
func ExpandInputs(ctx context.Context, spec string) ([]string, error) {
	files, _, err := ExpandInputFiles(ctx, spec)
	return files, err
}

// ErrRecursiveGlob marks an --input glob holding "**", which Go's glob
// and Beam's filesystems read as "*" (one folder level): a flag value the
// command refuses as a usage error (exit 2), as it does other bad values;
// it exited 1 as a failed run.
var ErrRecursiveGlob = errors.New("'**' does not match folders recursively here")

// ErrInputSpec marks an --input value no run can read, whatever the files
// on disk: one naming no glob (commas and blanks only), "-" (stdin), an
// unbalanced brace or a brace group of too many names. It is a
// command-line mistake (exit 2) in every command that expands --input, as
// ErrRecursiveGlob is; mine-pairs and style fit exited 1 for "," and
// every command for the others, as for a failed run. The messages stay
// as they were (inputSpecError carries the mark, not the text).
var ErrInputSpec = errors.New("an --input value no run can read")

// inputSpecError is an error marked as ErrInputSpec.
type inputSpecError struct{ msg string }

func (e inputSpecError) Error() string        { return e.msg }
func (e inputSpecError) Is(target error) bool { return target == ErrInputSpec }

// inputSpecErrorf formats an error marked as ErrInputSpec.
func inputSpecErrorf(format string, a ...any) error {
	return inputSpecError{fmt.Sprintf(format, a...)}
}

// ExpandInputFiles is ExpandInputs that also returns the folders its
// wildcards matched and it passed over, for the run's summary.
func ExpandInputFiles(ctx context.Context, spec string) (files, passedOver []string, err error) {
	globs, err := inputGlobs(spec)
	if err != nil {
		return nil, nil, err
	}
	seen, seenFolder := map[string]bool{}, map[string]bool{}
	statted := map[fileID][]*keptFile{} // the local files kept
	var kept []*keptFile                // the same, in the order met
	var out []string
	for i, alts := range globs {
		var matches []string
		var wild []bool // matches[k] came from a glob with a wildcard
		for _, g := range alts {
			if strings.Contains(g, "**") {
				// Go's glob (and Beam's filesystems) read "**" as "*": one
				// folder level, so 'data/**/*.txt' silently read only
				// data/*/*.txt, neither data/*.txt nor data/*/*/*.txt.
				return nil, nil, fmt.Errorf("input %q: %w (it is '*', one folder level); name each level, e.g. --input 'data/*.txt,data/*/*.txt'", globNames(spec)[i], ErrRecursiveGlob)
			}
			if isLocalFile(g) {
				matches, wild = append(matches, g), append(wild, false)
				continue
			}
			if g == "-" {
				// It was `input "-" matches no file`, as if stdin were a
				// file name that happened to be missing.
				return nil, nil, inputSpecErrorf(`input "-": --input names files, not stdin (a pipeline's workers open their inputs by name): save the stream to a file first (... > FILE) and give that`)
			}
			m, err := storage.List(ctx, g)
			if err != nil {
				return nil, nil, fmt.Errorf("input %q: %w", g, err)
			}
			matches = append(matches, m...)
			for range m {
				wild = append(wild, hasGlobMeta(g))
			}
		}
		if len(matches) == 0 {
			if folder := storeFolder(ctx, alts); folder != "" {
				return nil, nil, fmt.Errorf("input %s is a folder; give files or a glob such as %s/*", folder, dataset.TrimSlash(folder))
			}
			return nil, nil, fmt.Errorf("input %q matches no file%s%s", globNames(spec)[i], literalBraceHint(alts), nearInputHint(alts))
		}
		var folders []string
		nfiles := 0
		for k, m := range matches {
			key := m
			if !dataset.IsURL(m) {
				key = localKey(m)
			}
			if seen[key] {
				nfiles++
				continue
			}
			if !dataset.IsURL(m) {
				st, err := os.Stat(m)
				if err != nil {
					if to, lerr := os.Readlink(m); lerr == nil && errors.Is(err, fs.ErrNotExist) {
						// "stat X: no such file or directory" of a file
						// that ls lists: a link whose target is gone.
						return nil, nil, fmt.Errorf("input %s is a symbolic link to %s, which does not exist (a dangling link: remove it, or point it at the file)", m, to)
					}
					return nil, nil, fmt.Errorf("input %s: %w", m, err)
				}
				if st.IsDir() {
					if !wild[k] {
						return nil, nil, fmt.Errorf("input %s is a directory; give files or a glob such as %s/*", m, dataset.TrimSlash(m))
					}
					folders = append(folders, m)
					if !seenFolder[key] {
						seenFolder[key] = true
						passedOver = append(passedOver, m)
					}
					continue
				}
				if !st.Mode().IsRegular() {
					// A named pipe blocked the open below until a
					// writer came, forever, and Ctrl-C did not end
					// it; a pipe from <(zcat x.gz) is read once, where
					// the workers open an input by name, at times
					// more than once.
					return nil, nil, fmt.Errorf("input %s is %s, not a file: itnprep reads its inputs by name, at times more than once; save the stream to a file first (... > FILE) and give that", m, notFileKind(st.Mode()))
				}
				f, err := os.Open(m)
				if err != nil {
					return nil, nil, fmt.Errorf("input %s is not readable: %w", m, err)
				}
				f.Close()
				// The same file by another name (a symbolic link, a
				// folder reached through one, a hard link) is another
				// spelling too: read twice, its records were published
				// twice under two names' ids, in two splits by
				// --split-by-id, and a folder's link refused them as
				// repeated ids.
				b := fileIDOf(st)
				if k, ok := sameFileAs(statted[b], st); ok {
					if !throughLink(m) && throughLink(k.path) {
						// The file itself names its rows, not a link
						// to it that sorted first (alias.txt -> x.txt,
						// linked/x.txt), whatever the globs' order.
						m, k.path, out[k.out] = k.path, m, m
					}
					k.also = append(k.also, m)
					seen[key] = true
					nfiles++
					continue
				}
				kf := &keptFile{path: m, st: st, out: len(out)}
				statted[b], kept = append(statted[b], kf), append(kept, kf)
			}
			seen[key] = true
			nfiles++
			out = append(out, m)
		}
		if nfiles == 0 {
			return nil, nil, fmt.Errorf("input %q matches only folders (%s); give files or a glob such as %s/*", globNames(spec)[i], strings.Join(folders, ", "), folders[0])
		}
	}
	if len(out) == 0 {
		if strings.TrimSpace(spec) != "" {
			// "--input ," was said to be missing, though it was given.
			return nil, nil, inputSpecErrorf("--input %q names no file: give files or globs, comma-separated", spec)
		}
		return nil, nil, fmt.Errorf("--input is required")
	}
	warnLinks(ctx, kept)
	sort.Strings(out)
	sort.Strings(passedOver)
	return out, passedOver, nil
}
