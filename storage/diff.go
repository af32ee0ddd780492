package storage

import (
	"container/heap"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/internal/shellquote"
	"golang.org/x/text/unicode/norm"
)

// DiffResult is what changed from version A to version B: rows added,
// removed and changed by id (with the first changed rows themselves), and
// how the manifests' configuration and inputs differ, which is usually
// why the rows changed.
type DiffResult struct {
	Added   int64 `json:"added"`
	Removed int64 `json:"removed"`
	Changed int64 `json:"changed"`
	Same    int64 `json:"unchanged"`
	// Examples holds up to MaxDiffExamples ids of each kind (`versions
	// diff --json` names every key in snake case, as the rest of it).
	AddedIDs   []string `json:"added_ids,omitempty"`
	RemovedIDs []string `json:"removed_ids,omitempty"`
	ChangedIDs []string `json:"changed_ids,omitempty"`
	// ChangedColumns counts, per column, the changed rows in which it
	// differs (all of them, not only the rows returned): a rules-only
	// change (the same text, other cleaning rules recorded) shows as
	// "rules" here.
	ChangedColumns map[string]int64 `json:"changed_columns,omitempty"`
	// Rows holds the first DiffOptions.Rows changed rows, old and new.
	// "First" here and in the id lists is by idLess: digits by their value,
	// so x:2 comes before x:10 as in the input, not after x:1 as in the
	// shards' string order.
	Rows []ChangedRow `json:"rows,omitempty"`
	// Config lists the differing manifest settings: name, source, kind,
	// seed, parent and every --config key.
	Config []FieldChange `json:"config,omitempty"`
	// Inputs lists input files added, removed or changed.
	Inputs []InputChange `json:"inputs,omitempty"`
}

// ChangedRow is one row whose content differs between the versions.
type ChangedRow struct {
	ID    string `json:"id"`
	Split string `json:"split"`
	// Fields names the columns that differ.
	Fields []string `json:"fields"`
	// Old and New are the whole rows, as JSON objects.
	Old map[string]any `json:"old"`
	New map[string]any `json:"new"`
}

// FieldChange is a setting that differs. Old or New is "" where one side
// lacks it, and OldUnset or NewUnset says so (a setting recorded empty
// has neither): the user set nothing there, which the text shows as
// (none).
type FieldChange struct {
	Key      string `json:"key"`
	Old      string `json:"old"`
	New      string `json:"new"`
	OldUnset bool   `json:"old_unset,omitempty"`
	NewUnset bool   `json:"new_unset,omitempty"`
	// ReplacedBy names the setting that replaced this split option on
	// the side that lacks it (split_by_id replaces split and nemo_split,
	// split_from_path a written source's split; pipelines'
	// dropReplacedSplits): the text leaves the option to that setting's
	// line, where it read `split: "" -> (none)` beside it.
	ReplacedBy string `json:"replaced_by,omitempty"`
}

// InputChange is an input file only A read (removed), only B read (added),
// or both read with different bytes (changed). Inputs are matched by path;
// a file read from another folder with the same sha256 is no change.
type InputChange struct {
	Change string             `json:"change"` // added, removed or changed
	Path   string             `json:"path"`
	Old    *dataset.InputInfo `json:"old,omitempty"`
	New    *dataset.InputInfo `json:"new,omitempty"`
}

// MaxDiffExamples bounds the ids a diff lists per kind.
const MaxDiffExamples = 20

// DiffOptions tunes Diff.
type DiffOptions struct {
	// Rows is how many changed rows to return in full (old and new).
	Rows int
}

// Diff compares versions a and b row by row, keyed by id. Shards are sorted
// by id, so each version is a k-way merge of its shards (all splits): memory
// holds one small batch per shard, never the whole dataset.
func Diff(ctx context.Context, dirA, dirB string) (*DiffResult, error) {
	return DiffWith(ctx, dirA, dirB, DiffOptions{})
}

// DiffWith is Diff returning the first opts.Rows changed rows in full.
func DiffWith(ctx context.Context, dirA, dirB string, opts DiffOptions) (*DiffResult, error) {
	ma, err := LoadManifest(ctx, dirA)
	if err != nil {
		return nil, err
	}
	mb, err := LoadManifest(ctx, dirB)
	if err != nil {
		return nil, err
	}
	if ma.Kind != mb.Kind {
		// A version and one derived from it: say so, and where the
		// derive's own accounting (what it kept and rejected) is.
		type version struct {
			m   *dataset.Manifest
			dir string
		}
		a, b := version{ma, dirA}, version{mb, dirB}
		for _, p := range [][2]version{{a, b}, {b, a}} {
			child, parent := p[0], p[1]
			if child.m.Parent != nil && child.m.Parent.VersionID == parent.m.VersionID {
				return nil, dataset.WrongKind("%s holds %s rows derived from %s (%s rows): rows of two kinds cannot be diffed; `itnprep versions show %s` gives what the derive read, kept and rejected by rule",
					child.dir, dataset.KindName(child.m.Kind), parent.dir, dataset.KindName(parent.m.Kind), shellquote.Quote(child.dir))
			}
		}
		return nil, dataset.WrongKind("%s holds %s rows and %s holds %s rows: only versions of one row kind can be diffed", dirA, dataset.KindName(ma.Kind), dirB, dataset.KindName(mb.Kind))
	}
	res := &DiffResult{Config: configChanges(ma, mb), Inputs: inputChanges(ma, mb)}
	switch ma.Kind {
	case "":
		err = diffRows[dataset.Pair](ctx, dirA, ma, dirB, mb, opts, res)
	case dataset.KindTagger:
		err = diffRows[dataset.TaggerRow](ctx, dirA, ma, dirB, mb, opts, res)
	case dataset.KindU2TF:
		err = diffRows[dataset.U2TFRow](ctx, dirA, ma, dirB, mb, opts, res)
	default:
		err = fmt.Errorf("%s: versions diff cannot read %s rows yet", dirA, dataset.KindName(ma.Kind))
	}
	if err != nil {
		return nil, err
	}
	return res, nil
}

func diffRows[T dataset.Row](ctx context.Context, dirA string, ma *dataset.Manifest, dirB string, mb *dataset.Manifest, opts DiffOptions, res *DiffResult) error {
	// Every split's shards in one merge: rows are paired by id, so a row
	// that moved to another split (another --split, --split-by-id or file
	// name) is one changed row (column split), not one removed and one
	// added row with the same id.
	sa, err := openMerged[T](ctx, dirA, ma)
	if err != nil {
		return err
	}
	defer sa.Close()
	sb, err := openMerged[T](ctx, dirB, mb)
	if err != nil {
		return err
	}
	defer sb.Close()
	return diffStreams(sa, sb, opts, res)
}

func diffStreams[T dataset.Row](a, b *mergedStream[T], opts DiffOptions, res *DiffResult) error {
	pa, oka, err := a.Next()
	if err != nil {
		return err
	}
	pb, okb, err := b.Next()
	if err != nil {
		return err
	}
	// The rows stream in the shards' order, ids as strings (x:1, x:10,
	// x:100, x:2); the examples and rows kept are the first by idLess
	// (x:1, x:2, ..., x:10), the order of the input's lines.
	note := func(list *[]string, id string) {
		keepFirst(list, id, MaxDiffExamples, func(a, b string) bool { return idLess(a, b) })
	}
	for oka || okb {
		switch {
		case oka && (!okb || pa.RowID() < pb.RowID()):
			res.Removed++
			note(&res.RemovedIDs, pa.RowID())
			if pa, oka, err = a.Next(); err != nil {
				return err
			}
		case okb && (!oka || pb.RowID() < pa.RowID()):
			res.Added++
			note(&res.AddedIDs, pb.RowID())
			if pb, okb, err = b.Next(); err != nil {
				return err
			}
		default:
			if c, changed := compareRows(pa, pb); changed {
				res.Changed++
				note(&res.ChangedIDs, pa.RowID())
				if res.ChangedColumns == nil {
					res.ChangedColumns = map[string]int64{}
				}
				for _, f := range c.Fields {
					res.ChangedColumns[f]++
				}
				keepFirst(&res.Rows, c, opts.Rows, func(a, b ChangedRow) bool { return idLess(a.ID, b.ID) })
			} else {
				res.Same++
			}
			if pa, oka, err = a.Next(); err != nil {
				return err
			}
			if pb, okb, err = b.Next(); err != nil {
				return err
			}
		}
	}
	return nil
}

// keepFirst inserts x into list, kept sorted by less and at most n long
// (the n first of everything offered).
func keepFirst[E any](list *[]E, x E, n int, less func(a, b E) bool) {
	l := *list
	if n <= 0 || (len(l) == n && !less(x, l[n-1])) {
		return
	}
	i := sort.Search(len(l), func(i int) bool { return less(x, l[i]) })
	if len(l) < n {
		l = append(l, x)
	}
	copy(l[i+1:], l[i:len(l)-1])
	l[i] = x
	*list = l
}

// idLess is dataset.IDLess: ids as people number lines (x:2 before x:10).
func idLess(a, b string) bool { return dataset.IDLess(a, b) }

// compareRows compares two rows of one id column by column; nil and empty
// lists compare equal (Parquet does not tell them apart).
func compareRows[T dataset.Row](a, b T) (ChangedRow, bool) {
	ma, mb := rowMap(a), rowMap(b)
	var fields []string
	for k := range union(ma, mb) {
		ja, _ := json.Marshal(ma[k])
		jb, _ := json.Marshal(mb[k])
		if string(ja) != string(jb) {
			fields = append(fields, k)
		}
	}
	if len(fields) == 0 {
		return ChangedRow{}, false
	}
	sort.Strings(fields)
	return ChangedRow{ID: a.RowID(), Split: a.RowSplit(), Fields: fields, Old: ma, New: mb}, true
}

// rowMap is a row as a JSON object without null or empty values.
func rowMap(row any) map[string]any {
	b, _ := json.Marshal(row)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	for k, v := range m {
		if v == nil {
			delete(m, k)
		}
		if l, ok := v.([]any); ok && len(l) == 0 {
			delete(m, k)
		}
	}
	return m
}

func union[V any](a, b map[string]V) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// configChanges lists the manifest settings that differ.
func configChanges(a, b *dataset.Manifest) []FieldChange {
	var out []FieldChange
	add := func(k, x, y string, xset, yset bool) {
		if x != y || xset != yset {
			out = append(out, FieldChange{Key: k, Old: x, New: y, OldUnset: !xset, NewUnset: !yset})
		}
	}
	add("name", a.Name, b.Name, a.Name != "", b.Name != "")
	add("source", a.Source, b.Source, a.Source != "", b.Source != "")
	add("kind", dataset.KindName(a.Kind), dataset.KindName(b.Kind), true, true)
	add("parent", parentID(a), parentID(b), a.Parent != nil, b.Parent != nil)
	keys := make([]string, 0)
	for k := range union(a.Config, b.Config) {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		x, xset := a.Config[k]
		y, yset := b.Config[k]
		n := len(out)
		add("config "+k, x, y, xset, yset)
		if len(out) > n {
			switch {
			case !xset:
				out[n].ReplacedBy = splitReplacer(k, a)
			case !yset:
				out[n].ReplacedBy = splitReplacer(k, b)
			}
		}
	}
	return out
}

func parentID(m *dataset.Manifest) string {
	if m.Parent == nil {
		return ""
	}
	return m.Parent.VersionID
}

// inputChanges matches inputs by path; an input whose path is on one side
// only but whose bytes (sha256) an input on the other side, itself on that
// side only, also read is the same file read from elsewhere, not a change.
// Each such input pairs with one of the other side: a version read from
// GoogleTN.json and its gzip copy (one sha256 between them) against one read
// from the plain file alone removed an input, where a set of sha256 sums
// took the copy for the file moved and said "settings and inputs: the same".
func inputChanges(a, b *dataset.Manifest) []InputChange {
	byPath := func(m *dataset.Manifest) map[string]*dataset.InputInfo {
		paths := map[string]*dataset.InputInfo{}
		for i := range m.Inputs {
			paths[m.Inputs[i].Path] = &m.Inputs[i]
		}
		return paths
	}
	pa, pb := byPath(a), byPath(b)
	var out []InputChange
	var onlyA, onlyB []*dataset.InputInfo
	for p := range union(pa, pb) {
		x, y := pa[p], pb[p]
		switch {
		case x != nil && y != nil:
			if x.SHA256 != y.SHA256 || x.BytesRead != y.BytesRead || x.Records != y.Records || x.Partial != y.Partial {
				out = append(out, InputChange{Change: "changed", Path: p, Old: x, New: y})
			}
		case x != nil:
			onlyA = append(onlyA, x)
		default:
			onlyB = append(onlyB, y)
		}
	}
	// Pair the inputs of one side with the other's of the same bytes, those
	// of the same file name first, then in path order, so that the same
	// manifests always give the same changes.
	byPathOrder := func(l []*dataset.InputInfo) {
		sort.Slice(l, func(i, j int) bool { return l[i].Path < l[j].Path })
	}
	byPathOrder(onlyA)
	byPathOrder(onlyB)
	paired := map[*dataset.InputInfo]bool{}
	bSHA := map[string][]*dataset.InputInfo{}
	for _, y := range onlyB {
		bSHA[y.SHA256] = append(bSHA[y.SHA256], y)
	}
	for _, sameName := range []bool{true, false} {
		for _, x := range onlyA {
			if paired[x] {
				continue
			}
			for _, y := range bSHA[x.SHA256] {
				if !paired[y] && (!sameName || baseName(x.Path) == baseName(y.Path)) {
					paired[x], paired[y] = true, true
					break
				}
			}
		}
	}
	for _, x := range onlyA {
		if !paired[x] {
			out = append(out, InputChange{Change: "removed", Path: x.Path, Old: x})
		}
	}
	for _, y := range onlyB {
		if !paired[y] {
			out = append(out, InputChange{Change: "added", Path: y.Path, New: y})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return pairByBaseName(out)
}

// pairByBaseName turns a removed and an added input of the same file name
// (the same corpus file read from another folder, with other bytes) into
// one change, shown as "OLD_PATH -> NEW_PATH".
func pairByBaseName(in []InputChange) []InputChange {
	base := baseName
	removed := map[string][]int{}
	for i, c := range in {
		if c.Change == "removed" {
			removed[base(c.Path)] = append(removed[base(c.Path)], i)
		}
	}
	drop := map[int]bool{}
	for i, c := range in {
		if c.Change != "added" {
			continue
		}
		// Of several removed inputs of its name (NeMo's
		// data_text_normalization/test_cases_cardinal.txt beside
		// data_inverse_text_normalization/test_cases_cardinal.txt, read
		// from another copy), the one sharing the most of its folders:
		// each was listed as removed and added, dozens of lines for a
		// corpus copied elsewhere, where one name alone paired them.
		j, most, tie := -1, -1, false
		for _, k := range removed[base(c.Path)] {
			if drop[k] {
				continue
			}
			switch n := sharedTail(in[k].Path, c.Path); {
			case n > most:
				j, most, tie = k, n, false
			case n == most:
				tie = true
			}
		}
		if j < 0 || tie {
			continue
		}
		in[i] = InputChange{Change: "changed", Path: in[j].Path + " -> " + c.Path, Old: in[j].Old, New: c.New}
		drop[j] = true
	}
	out := in[:0]
	for i, c := range in {
		if !drop[i] {
			out = append(out, c)
		}
	}
	return out
}

// sharedTail is how many path elements a and b end in alike (1 for the
// same file name alone).
func sharedTail(a, b string) int {
	ea, eb := strings.FieldsFunc(a, isPathSep), strings.FieldsFunc(b, isPathSep)
	n := 0
	for n < len(ea) && n < len(eb) && ea[len(ea)-1-n] == eb[len(eb)-1-n] {
		n++
	}
	return n
}

func isPathSep(r rune) bool { return r == '/' || r == '\\' }

// baseName is a path's last element, after a slash or a backslash.
func baseName(p string) string { return p[strings.LastIndexAny(p, `/\`)+1:] }

// mergedStream yields a version's rows in (id, split) order across its
// shards. Rows of one id and split share a shard (the shard is a hash of the
// id within the split), whose own order (the whole row, for repeated ids)
// is kept.
type mergedStream[T dataset.Row] struct {
	h       streamHeap[T]
	streams []*RowStream[T]
}

type streamHead[T dataset.Row] struct {
	r T
	s *RowStream[T]
}

type streamHeap[T dataset.Row] []streamHead[T]

func (h streamHeap[T]) Len() int { return len(h) }
func (h streamHeap[T]) Less(i, j int) bool {
	if a, b := h[i].r.RowID(), h[j].r.RowID(); a != b {
		return a < b
	}
	return h[i].r.RowSplit() < h[j].r.RowSplit()
}
func (h streamHeap[T]) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *streamHeap[T]) Push(x any)   { *h = append(*h, x.(streamHead[T])) }
func (h *streamHeap[T]) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func openMerged[T dataset.Row](ctx context.Context, dir string, m *dataset.Manifest) (*mergedStream[T], error) {
	ms := &mergedStream[T]{}
	for _, sh := range m.Shards {
		s, err := OpenCheckedRowStream[T](ctx, dir, sh)
		if err != nil {
			ms.Close()
			return nil, err
		}
		ms.streams = append(ms.streams, s)
		r, ok, err := s.Next()
		if err != nil {
			ms.Close()
			return nil, err
		}
		if ok {
			ms.h = append(ms.h, streamHead[T]{r: *r, s: s})
		}
	}
	heap.Init(&ms.h)
	return ms, nil
}

// Next returns the smallest remaining row.
func (m *mergedStream[T]) Next() (T, bool, error) {
	var zero T
	if m.h.Len() == 0 {
		return zero, false, nil
	}
	top := m.h[0]
	r, ok, err := top.s.Next()
	if err != nil {
		return zero, false, err
	}
	if ok {
		m.h[0].r = *r
		heap.Fix(&m.h, 0)
	} else {
		heap.Pop(&m.h)
	}
	return top.r, true, nil
}

func (m *mergedStream[T]) Close() {
	for _, s := range m.streams {
		s.Close()
	}
}

// String summarizes a diff in one line.
func (d *DiffResult) String() string {
	return fmt.Sprintf("added %d, removed %d, changed %d, unchanged %d", d.Added, d.Removed, d.Changed, d.Same)
}

// WriteText prints the diff for a person: the counts, the first ids of
// each kind, the differing settings and inputs, then each returned changed
// row's old (-) and new (+) columns: written and spoken for pairs, and
// every column that differs.
func (d *DiffResult) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintln(&b, d.String())
	for _, l := range []struct {
		name string
		ids  []string
	}{{"added", d.AddedIDs}, {"removed", d.RemovedIDs}, {"changed", d.ChangedIDs}} {
		if len(l.ids) > 0 {
			fmt.Fprintf(&b, "%s (first %d): %s\n", l.name, len(l.ids), strings.Join(l.ids, " "))
		}
	}
	if len(d.ChangedColumns) > 0 {
		cols := make([]string, 0, len(d.ChangedColumns))
		for c := range d.ChangedColumns {
			cols = append(cols, c)
		}
		sort.Strings(cols)
		for i, c := range cols {
			cols[i] = fmt.Sprintf("%s %d", c, d.ChangedColumns[c])
		}
		fmt.Fprintf(&b, "changed rows by column: %s\n", strings.Join(cols, ", "))
	}
	for _, c := range d.Config {
		if c.ReplacedBy != "" {
			continue // said by the line of the setting that replaced it
		}
		// A setting one side lacks is (none), what the user set there
		// (a prep text run without --language records none): it was
		// printed as the empty string, `"" -> "any"`.
		k := strings.TrimPrefix(c.Key, "config ")
		fmt.Fprintf(&b, "setting %s: %s -> %s\n", c.Key, configText(k, c.Old, c.OldUnset), configText(k, c.New, c.NewUnset))
	}
	for _, in := range d.Inputs {
		switch in.Change {
		case "changed":
			fmt.Fprintf(&b, "input changed %s: %s -> %s\n", in.Path, inputNote(in.Old), inputNote(in.New))
		case "added":
			fmt.Fprintf(&b, "input added %s: %s\n", in.Path, inputNote(in.New))
		default:
			fmt.Fprintf(&b, "input removed %s: %s\n", in.Path, inputNote(in.Old))
		}
	}
	if len(d.Config) == 0 && len(d.Inputs) == 0 {
		fmt.Fprintln(&b, "settings and inputs: the same")
	}
	for _, r := range d.Rows {
		fmt.Fprintf(&b, "changed row %s (%s): %s\n", r.ID, r.Split, strings.Join(r.Fields, ", "))
		shown := map[string]bool{}
		for _, f := range append([]string{"written", "spoken"}, r.Fields...) {
			_, inOld := r.Old[f]
			_, inNew := r.New[f]
			if shown[f] || (!inOld && !inNew) {
				continue
			}
			shown[f] = true
			if !slices.Contains(r.Fields, f) {
				// Written or spoken shown for context only: once, as
				// "- X" above "+ X" read as a change where there is none.
				fmt.Fprintf(&b, "    %s: %s\n", f, cell(r.New[f]))
				continue
			}
			fmt.Fprintf(&b, "  - %s: %s\n  + %s: %s\n", f, cell(r.Old[f]), f, cell(r.New[f]))
			if o, ok := r.Old[f].(string); ok {
				if n, ok := r.New[f].(string); ok {
					if note := lookAlike(o, n); note != "" {
						fmt.Fprintf(&b, "  ~ %s: %s\n", f, note)
					}
				}
			}
			if added, removed, ok := listChange(r.Old[f], r.New[f]); ok && (len(added)+len(removed)) > 0 {
				// Which names came and went, for lists such as rules.
				fmt.Fprintf(&b, "  ~ %s:", f)
				for _, n := range added {
					fmt.Fprintf(&b, " +%s", n)
				}
				for _, n := range removed {
					fmt.Fprintf(&b, " -%s", n)
				}
				fmt.Fprintln(&b)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// configText is setting k's value as versions diff and the latest-moved
// line print it: settingText, but a split recorded empty is "(from the
// file names)": prep commonvoice, libriheavy and spgi record split "" when
// each file's name gives its split.
func configText(k, v string, unset bool) string {
	if k == "split" && v == "" && !unset {
		return "(from the file names)"
	}
	return settingText(v, unset)
}

// settingText is a setting's value as versions diff prints it: as it is,
// (none) where the manifest lacks it, "" where it is recorded empty.
func settingText(v string, unset bool) string {
	switch {
	case unset:
		return "(none)"
	case v == "":
		return `""`
	}
	return v
}

func inputNote(in *dataset.InputInfo) string {
	sha := in.SHA256
	if len(sha) > 12 {
		sha = sha[:12]
	}
	return fmt.Sprintf("sha256 %s, %d records, %d bytes read", sha, in.Records, in.BytesRead)
}

// cell renders a column's value: strings as they are, lists of strings
// (rules, flags) as names joined by ", ", others as JSON.
func cell(v any) string {
	if v == nil {
		return "(none)"
	}
	if s, ok := v.(string); ok {
		return s
	}
	if l, ok := stringList(v); ok {
		return strings.Join(l, ", ")
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// stringList is v as a list of strings (a JSON array of strings), if it is.
func stringList(v any) ([]string, bool) {
	l, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, len(l))
	for i, x := range l {
		if out[i], ok = x.(string); !ok {
			return nil, false
		}
	}
	return out, true
}

// listChange gives the names only in b (added) and only in a (removed) when
// both sides are lists of strings or absent (an empty list is not stored).
func listChange(a, b any) (added, removed []string, ok bool) {
	la, oka := stringList(a)
	lb, okb := stringList(b)
	if (!oka && a != nil) || (!okb && b != nil) || (a == nil && b == nil) {
		return nil, nil, false
	}
	in := func(l []string, x string) bool {
		for _, y := range l {
			if y == x {
				return true
			}
		}
		return false
	}
	for _, x := range lb {
		if !in(la, x) {
			added = append(added, x)
		}
	}
	for _, x := range la {
		if !in(lb, x) {
			removed = append(removed, x)
		}
	}
	return added, removed, true
}

// LatestChanges compares the version m, about to be published under
// OUTPUT/NAME, with the one that dataset's latest tag names now, which the
// publication moves it from. It returns that version's folder ("" when
// there is none, it is m's id, or its manifest does not load) and what
// differs, each a short phrase: the settings (`versions diff`'s keys, "seed
// 1 -> 2", "parent A -> B"), the inputs ("inputs: 1 changed, 2 added"), and
// when neither differs, the code that made the rows ("code X -> Y"), or
// nothing more: the same inputs, settings and code with other rows. A run
// whose flags or inputs changed since the last one published a new
// version under a new id and said nothing but its folder, so a corpus
// re-run with a flag mistyped or a file swapped looked like any other.
func LatestChanges(ctx context.Context, output, name string, m *dataset.Manifest) (string, []string) {
	id, err := readTag(ctx, dataset.Join(output, name), LatestTag)
	if err != nil || id == m.VersionID {
		return "", nil
	}
	dir := dataset.Join(output, name, id)
	old, err := LoadManifest(ctx, dir)
	if err != nil || old.VersionID != id {
		return "", nil
	}
	var out []string
	seen := map[string]bool{}
	for _, c := range configChanges(old, m) {
		k := strings.TrimPrefix(c.Key, "config ")
		if c.ReplacedBy != "" {
			// The split_by_id (split_from_path) phrase says it: the
			// split option it replaced read `split "" -> (none)`, ""
			// being "from the file names" (qa78).
			continue
		}
		for _, phrase := range settingPhrases(k, c) {
			if !seen[phrase] {
				// A derive records its parent in the manifest and in
				// its config: one phrase.
				seen[phrase] = true
				out = append(out, phrase)
			}
		}
	}
	counts := map[string]int{}
	if parentID(old) == parentID(m) { // a derive's inputs are its parent's shards: a new parent is said above
		for _, c := range inputChanges(old, m) {
			counts[c.Change]++
		}
	}
	var ins []string
	for _, k := range []string{"changed", "added", "removed"} {
		if counts[k] > 0 {
			ins = append(ins, fmt.Sprintf("%d %s", counts[k], k))
		}
	}
	if len(ins) > 0 {
		out = append(out, "inputs: "+strings.Join(ins, ", "))
	}
	if len(out) == 0 && old.Code != m.Code {
		a, b := shortCode(old.Code), shortCode(m.Code)
		if a == b {
			a, b = old.Code.String(), m.Code.String()
		}
		out = append(out, fmt.Sprintf("code %s -> %s", a, b))
	}
	return dir, out
}

// splitReplacer names the split setting that replaced the split option k
// m lacks, "" where none did: --split-by-id replaces every split option
// (pipelines' dropReplacedSplits removes split and nemo_split), and
// --split-from-path a written source's split.
func splitReplacer(k string, m *dataset.Manifest) string {
	if _, ok := m.Config[k]; ok {
		return ""
	}
	switch k {
	case "split", "nemo_split":
		if _, ok := m.Config["split_by_id"]; ok {
			return "split_by_id"
		}
		if _, ok := m.Config["split_from_path"]; ok && k == "split" {
			return "split_from_path"
		}
	}
	return ""
}

// settingPhrases is how LatestChanges says that setting k went from c.Old
// to c.New: "k A -> B" ((none) where a side lacks it, "(from the file
// names)" for a split recorded empty), or, where both are JSON objects (prep libriheavy's
// book_rules, its whole rule configuration), one phrase per value that
// differs inside them, "book_rules rules.ascii_punctuation.enabled false
// -> true": the line printed both objects whole, 1,800 characters for
// one rule switched on.
func settingPhrases(k string, c FieldChange) []string {
	var x, y map[string]any
	if json.Unmarshal([]byte(c.Old), &x) != nil || json.Unmarshal([]byte(c.New), &y) != nil || x == nil || y == nil {
		return []string{fmt.Sprintf("%s %s -> %s", k, configText(k, c.Old, c.OldUnset), configText(k, c.New, c.NewUnset))}
	}
	var out []string
	var walk func(path string, x, y any)
	walk = func(path string, x, y any) {
		xm, xok := x.(map[string]any)
		ym, yok := y.(map[string]any)
		if xok && yok {
			keys := make([]string, 0, len(xm)+len(ym))
			for key := range union(xm, ym) {
				keys = append(keys, key)
			}
			sort.Strings(keys)
			for _, key := range keys {
				walk(strings.TrimPrefix(path+"."+key, "."), xm[key], ym[key])
			}
			return
		}
		if xs, ys := settingValue(x), settingValue(y); xs != ys {
			out = append(out, fmt.Sprintf("%s %s %s -> %s", k, path, orNone(xs), orNone(ys)))
		}
	}
	walk("", x, y)
	return out
}

// settingValue writes a value inside a setting's JSON object as a phrase
// names it: a string as itself, anything else as compact JSON, "" when
// absent.
func settingValue(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// shortCode is a code version as a summary names it: its revision's
// first 12 characters (+dirty), else its version.
func shortCode(i buildinfo.Info) string {
	if i.Revision == "" {
		return i.Version
	}
	r := i.Revision
	if len(r) > 12 {
		r = r[:12]
	}
	if i.Modified {
		r += "+dirty"
	}
	return r
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// lookAlike says where and how two texts differ that print alike: the same
// text composed and decomposed (NFC "café", NFD "cafe" + U+0301), or with
// characters that show nothing (a zero-width joiner, a bidirectional mark,
// a soft hyphen: Unicode's format characters), so that the changed row's
// "- written" and "+ written" lines read the same and nothing said why
// (qa93). "" when they differ in what shows, or are equal.
func lookAlike(o, n string) string {
	if o == n {
		return ""
	}
	on, nn := norm.NFC.String(o), norm.NFC.String(n)
	what := "Unicode normalization (an accent composed with its letter on one side, written apart, NFD, on the other)"
	if on != nn {
		if stripFormat(on) != stripFormat(nn) {
			return ""
		}
		what = "characters that show nothing (zero-width, bidirectional or soft-hyphen marks)"
	}
	or, nr := []rune(o), []rune(n)
	k := 0
	for k < len(or) && k < len(nr) && or[k] == nr[k] {
		k++
	}
	window := func(r []rune) string {
		from, to := max(k-8, 0), min(k+8, len(r))
		return strconv.QuoteToASCII(string(r[from:to]))
	}
	return fmt.Sprintf("the two print alike but differ in %s, from character %d: - %s, + %s", what, k+1, window(or), window(nr))
}

// stripFormat is s without Unicode's format characters (Cf).
func stripFormat(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, s)
}
