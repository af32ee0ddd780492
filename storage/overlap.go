package storage

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/sources"
)

// OverlapGroup is one split of one version in an overlap report: its rows,
// the distinct written texts among them, and for every group of the
// report how many of its rows have a written text that group holds too
// (In[i] for group i; its own entry is 0).
type OverlapGroup struct {
	Version  string  `json:"version"` // NAME/ID of the version folder
	Split    string  `json:"split"`
	Rows     int64   `json:"rows"`
	Distinct int64   `json:"distinct_texts"`
	In       []int64 `json:"rows_whose_text_is_in"`
}

// Label is "split" for a report of one version, "NAME/ID:split" otherwise.
func (g OverlapGroup) Label(single bool) string {
	if single {
		return g.Split
	}
	return g.Version + ":" + g.Split
}

// OverlapReport is what Overlap finds: one group per split of each
// version, in the order the versions were given and the splits in
// dataset order (train, validation, test, then others by name).
type OverlapReport struct {
	Versions []string       `json:"versions"`
	Groups   []OverlapGroup `json:"groups"`
}

// WriteText prints the report as a table (versions overlap): a row per split, its rows and
// distinct texts, and a column per split for the rows whose text that
// split holds too.
func (rep *OverlapReport) WriteText(w io.Writer) error {
	single := len(rep.Versions) == 1
	if len(rep.Groups) == 0 {
		_, err := fmt.Fprintf(w, "%s: no rows in any split\n", strings.Join(rep.Versions, ", "))
		return err
	}
	// A version without rows has no line in the table: say so (it was
	// left out without a word).
	for _, v := range rep.Versions {
		if !slices.ContainsFunc(rep.Groups, func(g OverlapGroup) bool { return g.Version == v }) {
			fmt.Fprintf(w, "%s: no rows in any split\n", v)
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := "split\trows\tdistinct texts"
	for _, g := range rep.Groups {
		head += "\talso in " + g.Label(single)
	}
	fmt.Fprintln(tw, head+"\t")
	for i, g := range rep.Groups {
		line := fmt.Sprintf("%s\t%d\t%d", g.Label(single), g.Rows, g.Distinct)
		for j, n := range g.In {
			switch {
			case i == j:
				line += "\t-"
			case n == 0:
				line += "\t0"
			default:
				line += fmt.Sprintf("\t%d (%.2f%%)", n, 100*float64(n)/float64(g.Rows))
			}
		}
		fmt.Fprintln(tw, line+"\t")
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, "(a row counts in a column when its written text, case, spacing and Unicode normalization folded, is also in that split; prep --split-by-id with --split-by-text keeps each text in one split)")
	return err
}

// maxOverlapGroups bounds the splits of all versions together: a text's
// groups are a bit set of one word.
const maxOverlapGroups = 64

// overlapEntry is one row: the first 16 bytes of SHA-256 of its folded
// written text (sources.TextKey; two texts meet by chance with odds of
// 2^-128) and its group.
type overlapEntry [17]byte

// overlapRunEntries is how many entries Overlap holds before it sorts them
// into a temporary run file (4.25 MiB), so that its memory does not grow
// with the versions' rows.
var overlapRunEntries = 1 << 18

// derivedFrom names the version a derived version's parent is: its folder
// beside the derived version's dataset folder (ROOT/NAME/ID for the
// derived ROOT/DNAME/DID, derive's --output default), when the version
// there is that one, a path to give back to versions overlap; else NAME/ID
// and where to look. NAME/ID alone read as a folder under the current one.
func derivedFrom(ctx context.Context, dir string, p *dataset.Parent) string {
	rel := p.Name + "/" + p.VersionID
	parent := dataset.Join(dataset.Dir(dataset.Dir(dir)), p.Name, p.VersionID)
	if pm, err := LoadManifest(ctx, parent); err == nil && pm.VersionID == p.VersionID {
		return parent
	}
	return rel + " under the output root it was made in"
}

// Overlap counts, for the pair versions in dirs (prep's, resolved
// folders), which rows of each split have a written text (case and
// spacing folded, as --split-by-text folds it) that another split holds:
// a test split whose sentences the train split also holds measures what
// was trained on, and two versions (a corpus's train split and another's
// test split) the same across corpora. Memory is bounded: the texts'
// hashes are sorted in runs of overlapRunEntries, spilled to unnamed
// temporary files and merged.
func Overlap(ctx context.Context, dirs []string) (*OverlapReport, error) {
	// Groups is [] in JSON for versions without rows, not null.
	rep := &OverlapReport{Groups: []OverlapGroup{}}
	type source struct {
		dir    string
		shards []dataset.ShardInfo
	}
	var perVersion [][]source
	for _, dir := range dirs {
		m, err := LoadManifest(ctx, dir)
		if err != nil {
			return nil, err
		}
		if m.Kind != "" {
			from := "its parent"
			if m.Parent != nil {
				from = derivedFrom(ctx, dir, m.Parent)
			}
			return nil, dataset.WrongKind("%s holds %s rows: versions overlap compares the written side of pair versions (prep's); give the version it was derived from, %s", dir, m.Kind, from)
		}
		name := path.Base(path.Dir(strings.TrimRight(dir, "/"))) + "/" + m.VersionID
		if slices.Contains(rep.Versions, name) {
			// Two copies of one version (two roots): NAME/ID would label
			// two columns alike, so they are named by their folders.
			name = strings.TrimRight(dir, "/")
		}
		rep.Versions = append(rep.Versions, name)
		bySplit := dataset.ShardsBySplit(m.Shards)
		splits := make([]string, 0, len(bySplit))
		for s := range bySplit {
			splits = append(splits, s)
		}
		slices.SortFunc(splits, compareSplits)
		var srcs []source
		for _, s := range splits {
			rep.Groups = append(rep.Groups, OverlapGroup{Version: name, Split: s})
			srcs = append(srcs, source{dir: dir, shards: bySplit[s]})
		}
		perVersion = append(perVersion, srcs)
	}
	if len(rep.Groups) > maxOverlapGroups {
		return nil, fmt.Errorf("versions overlap compares at most %d splits in all, got %d", maxOverlapGroups, len(rep.Groups))
	}
	for i := range rep.Groups {
		rep.Groups[i].In = make([]int64, len(rep.Groups))
	}
	sp := &overlapSpill{}
	defer sp.close()
	g := 0
	for _, srcs := range perVersion {
		for _, src := range srcs {
			for _, sh := range src.shards {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				if err := sp.addShard(ctx, src.dir, sh, byte(g)); err != nil {
					return nil, err
				}
			}
			g++
		}
	}
	if err := sp.each(ctx, func(key []byte, groups []byte) {
		var set uint64
		var rows [maxOverlapGroups]int64
		for _, gi := range groups {
			set |= 1 << gi
			rows[gi]++
		}
		for i := range rep.Groups {
			if set&(1<<i) == 0 {
				continue
			}
			rep.Groups[i].Rows += rows[i]
			rep.Groups[i].Distinct++
			for j := range rep.Groups {
				if j != i && set&(1<<j) != 0 {
					rep.Groups[i].In[j] += rows[i]
				}
			}
		}
	}); err != nil {
		return nil, err
	}
	return rep, nil
}

// compareSplits orders train, validation, test first, then the others by
// name.
func compareSplits(a, b string) int {
	rank := func(s string) int {
		switch s {
		case "train":
			return 0
		case "validation":
			return 1
		case "test":
			return 2
		}
		return 3
	}
	if ra, rb := rank(a), rank(b); ra != rb {
		return ra - rb
	}
	return strings.Compare(a, b)
}

// overlapSpill gathers entries, sorting them into run files as they grow.
type overlapSpill struct {
	entries []overlapEntry
	runs    extsort.TempRuns
	ticks   int // entries merged, for overlapCheckEvery
}

// tempRuns is the spill's runs (spillTempRuns).
func (sp *overlapSpill) tempRuns(ctx context.Context) *extsort.TempRuns {
	return spillTempRuns(ctx, &sp.runs, &sp.ticks, "itnprep-overlap-*", "versions overlap: a temporary file")
}

// spillTempRuns sets r up as the temporary runs of a spill of hashes
// (versions overlap's, versions verify's recount of repeated pairs): files
// named by pattern, called name in errors, merged overlapFanIn at a time
// with 32 KiB readers, looking at ctx every overlapCheckEvery entries they
// merge (ticks counts them).
func spillTempRuns(ctx context.Context, r *extsort.TempRuns, ticks *int, pattern, name string) *extsort.TempRuns {
	r.Pattern, r.Name, r.FanIn, r.BufSize = pattern, name, overlapFanIn, 32<<10
	r.Tick = func() error {
		if *ticks++; *ticks%overlapCheckEvery == 0 {
			return ctx.Err()
		}
		return nil
	}
	return r
}

// overlapFanIn is how many runs of one level are merged into one of the
// next (as eval's repeated-id check does): the runs open at once, each
// with a 32 KiB reader when they are merged, stay a few per level; they
// grew with the rows (a billion rows: 3,815 open files, 120 MiB of
// readers, past many systems' limit on open files). A variable for the
// tests.
var overlapFanIn = 16

func (sp *overlapSpill) addShard(ctx context.Context, dir string, sh dataset.ShardInfo, group byte) error {
	st, err := OpenCheckedRowStream[dataset.Pair](ctx, dir, sh)
	if err != nil {
		return err
	}
	defer st.Close()
	return st.Each(func(p *dataset.Pair) error {
		if len(sp.entries)%overlapCheckEvery == 0 {
			// A Ctrl-C stops a shard's read, not only the next shard's.
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		sum := sha256.Sum256([]byte(sources.TextKey(p.Written)))
		var e overlapEntry
		copy(e[:16], sum[:16])
		e[16] = group
		sp.entries = append(sp.entries, e)
		if len(sp.entries) >= overlapRunEntries {
			return sp.spill(ctx)
		}
		return nil
	})
}

// overlapCheckEvery is how many rows (and merged entries) go between two
// looks at the context: a Ctrl-C was seen only between shards, and not at
// all while the runs were merged, minutes for a corpus of a billion rows.
var overlapCheckEvery = 1 << 16

func compareEntries(a, b overlapEntry) int { return bytes.Compare(a[:], b[:]) }

// spill sorts the entries held into a new run (extsort.TempRuns: an
// unnamed temporary file, merged with others of its level overlapFanIn at
// a time).
func (sp *overlapSpill) spill(ctx context.Context) error {
	slices.SortFunc(sp.entries, compareEntries)
	err := sp.tempRuns(ctx).Add(func(w *extsort.RunWriter) {
		for _, e := range sp.entries {
			w.Add(e[:16], e[16:])
		}
	})
	if err != nil {
		return fmt.Errorf("versions overlap: %w", err)
	}
	sp.entries = sp.entries[:0]
	return nil
}

func (sp *overlapSpill) close() { sp.runs.Close() }

// each calls fn once per distinct text hash, in hash order, with the
// groups of its rows (one byte per row).
func (sp *overlapSpill) each(ctx context.Context, fn func(key []byte, groups []byte)) error {
	var key [16]byte
	var groups []byte
	started := false
	emit := func(k, row []byte) {
		if started && bytes.Equal(k, key[:]) {
			groups = append(groups, row[0])
			return
		}
		if started {
			fn(key[:], groups)
		}
		copy(key[:], k)
		groups, started = append(groups[:0], row[0]), true
	}
	if sp.runs.Len() == 0 {
		slices.SortFunc(sp.entries, compareEntries)
		for _, e := range sp.entries {
			emit(e[:16], e[16:])
		}
	} else {
		if len(sp.entries) > 0 {
			if err := sp.spill(ctx); err != nil {
				return err
			}
		}
		if err := sp.tempRuns(ctx).Merge(func(k, row []byte) error { emit(k, row); return nil }); err != nil {
			return err
		}
	}
	if started {
		fn(key[:], groups)
	}
	return nil
}
