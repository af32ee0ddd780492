package view

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
	"golang.org/x/text/unicode/norm"
)

// maxCardBytes bounds the README.md the card page reads.
const maxCardBytes = 8 << 20

// count is one named count of the home page.
type count struct {
	Name string
	N    int64
	Link string
}

func sortedCounts(m map[string]int64, link func(string) string) []count {
	var out []count
	for k, n := range m {
		c := count{Name: k, N: n}
		if link != nil {
			c.Link = link(k)
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].N != out[j].N {
			return out[i].N > out[j].N
		}
		return out[i].Name < out[j].Name
	})
	return out
}

type homePage struct {
	M        *dataset.Manifest
	Kind     string
	Splits   []count
	Rejects  []count
	Rules    []ruleCount
	Figures  []string
	HasCard  bool
	Shards   int
	RejectsN int
	// License is the card's license id (card.DefaultLicense when the
	// version was built without --license, which the manifest leaves
	// empty) and LicenseTerms the source corpus's terms the card states:
	// the page showed no license at all for such a version.
	// LicenseGiven says the version was built with --license: without
	// it the page said "other: Google Text Normalization data ... is
	// published under CC BY 4.0", which read as the license's name being
	// "other" and left how to set one unsaid.
	License      string
	LicenseTerms string
	LicenseGiven bool
	// ParentRef names a derived version's parent (NAME/ID); ParentLink is
	// its page when this viewer serves it (published beside this
	// version), else ParentNote says why it is not.
	ParentRef, ParentLink, ParentNote string
}

func (s *Server) handleHome(w http.ResponseWriter, r *http.Request) {
	m := s.m
	a := m.Accounting
	p := homePage{M: m, Kind: dataset.KindName(m.Kind), Shards: len(m.Shards), RejectsN: len(m.Rejects),
		License: m.License, LicenseTerms: card.SourceLicense[m.Source]}
	if p.LicenseGiven = p.License != ""; !p.LicenseGiven {
		p.License = card.DefaultLicense
	}
	p.Splits = sortedCounts(a.RowsBySplit, func(k string) string { return "/rows?" + url.Values{"split": {k}}.Encode() })
	sort.Slice(p.Splits, func(i, j int) bool { return p.Splits[i].Name < p.Splits[j].Name })
	p.Rejects = sortedCounts(a.RejectedByReason, func(k string) string { return "/rejects?" + url.Values{"rule": {k}}.Encode() })
	p.Rules = ruleCounts(m)
	figs, err := s.figures(r.Context())
	if err != nil {
		fail(w, http.StatusInternalServerError, "listing the figures: %v", err)
		return
	}
	p.Figures = figs
	p.HasCard = s.hasFile(r.Context(), "README.md")
	if m.Parent != nil {
		p.ParentRef, p.ParentLink, p.ParentNote = m.Parent.Ref(), s.parentLink(), s.parentNote
	}
	s.render(w, "home.html", p)
}

// ruleCount is one cleaning rule of the home page: its edits (the
// manifest's rules) and the rows carrying it (stats.rule_rows), linked to
// the rows page filtered by it when any row does.
type ruleCount struct {
	Name        string
	Edits, Rows int64
	Link        string
}

func ruleCounts(m *dataset.Manifest) []ruleCount {
	rows := map[string]int64{}
	for i, k := range m.Stats.RuleRows.Keys {
		rows[k] = m.Stats.RuleRows.Counts[i]
	}
	names := map[string]bool{}
	for k := range m.Rules {
		names[k] = true
	}
	for k := range rows {
		names[k] = true
	}
	var out []ruleCount
	for k := range names {
		c := ruleCount{Name: k, Edits: m.Rules[k], Rows: rows[k]}
		if c.Rows > 0 && m.Kind == "" { // only pairs rows carry rules (/rows refuses rule= on others)
			c.Link = "/rows?" + url.Values{"rule": {k}}.Encode()
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Edits != out[j].Edits {
			return out[i].Edits > out[j].Edits
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// rowRules are the rules of the rows page's select: the rules rows of
// this version carry, by name, with their row counts (stats.rule_rows).
func rowRules(m *dataset.Manifest) []count {
	out := make([]count, len(m.Stats.RuleRows.Keys))
	for i, k := range m.Stats.RuleRows.Keys {
		out[i] = count{Name: k, N: m.Stats.RuleRows.Counts[i]}
	}
	return out
}

// filter is what the rows and rejects pages select.
type filter struct {
	Split, Class, Flag, Rule, Q string
}

func (f filter) values() url.Values {
	v := url.Values{}
	for k, x := range map[string]string{"split": f.Split, "class": f.Class, "flag": f.Flag, "rule": f.Rule, "q": f.Q} {
		if x != "" {
			v.Set(k, x)
		}
	}
	return v
}

// narrows reports whether the filter drops rows within a shard (the split
// only picks shards).
func (f filter) narrows() bool { return f.Class != "" || f.Flag != "" || f.Rule != "" || f.Q != "" }

func parseFilter(r *http.Request) filter {
	q := r.URL.Query()
	return filter{Split: q.Get("split"), Class: q.Get("class"), Flag: q.Get("flag"), Rule: q.Get("rule"), Q: norm.NFC.String(strings.TrimSpace(q.Get("q")))}
}

// pos is a place in a list of shards: the shard's index and a row in it.
type pos struct {
	Shard int
	Row   int64
}

func (p pos) String() string { return fmt.Sprintf("%d:%d", p.Shard, p.Row) }

func parsePos(s string) (pos, error) {
	a, b, ok := strings.Cut(s, ":")
	sh, err1 := strconv.Atoi(a)
	row, err2 := strconv.ParseInt(b, 10, 64)
	if !ok || err1 != nil || err2 != nil || sh < 0 || row < 0 {
		return pos{}, fmt.Errorf("bad position %q (want SHARD:ROW)", s)
	}
	return pos{sh, row}, nil
}

// paging is where a page starts: Offset matches precede it; At, when
// set, is the position of its first match (from a "next" link), so the
// scan starts there instead of skipping Offset matches from the start.
type paging struct {
	Offset int
	At     *pos
}

func parsePaging(r *http.Request) (paging, error) {
	q := r.URL.Query()
	var p paging
	if o := q.Get("offset"); o != "" {
		n, err := strconv.Atoi(o)
		if err != nil || n < 0 {
			return p, fmt.Errorf("bad offset %q", o)
		}
		p.Offset = n
	}
	if at := q.Get("at"); at != "" {
		x, err := parsePos(at)
		if err != nil {
			return p, err
		}
		p.At = &x
	}
	return p, nil
}

// visitFunc reads the matching rows of one shard from row from on,
// calling visit with each; visit returns false to stop.
type visitFunc func(r io.ReaderAt, size, from int64, visit func(i int64, v any) bool) error

// scan collects up to limit matching rows after pg, reading one shard and
// one batch at a time; next is the position of the first match after the
// page (nil at the end).
func (s *Server) scan(ctx context.Context, shards []dataset.ShardInfo, pg paging, narrows bool, limit int, read visitFunc) (items []any, next *pos, err error) {
	start, skip := pos{}, int64(pg.Offset)
	if pg.At != nil {
		start, skip = *pg.At, 0
	}
	for si := start.Shard; si < len(shards); si++ {
		sh := shards[si]
		from := int64(0)
		if si == start.Shard {
			from = start.Row
		}
		if !narrows && skip > 0 {
			// Every row matches: skip by the manifest's row counts
			// without reading.
			left := max(0, sh.Rows-from)
			if skip >= left {
				skip -= left
				continue
			}
			from, skip = from+skip, 0
		}
		stop := false
		err := s.readShard(ctx, sh, func(f io.ReaderAt, size int64) error {
			return read(f, size, from, func(i int64, v any) bool {
				if skip > 0 {
					skip--
					return true
				}
				if len(items) == limit {
					next, stop = &pos{si, i}, true
					return false
				}
				items = append(items, v)
				return true
			})
		})
		if err != nil {
			return nil, nil, err
		}
		if stop {
			break
		}
	}
	return items, next, nil
}

// pager is the navigation of a paged list.
type pager struct {
	From, To                int // 1-based, inclusive; To < From when empty
	First, Prev, Next, Last string
	Filter                  filter
	Total                   int64 // the rows the list holds, -1 when unknown (a filter that drops rows within a shard)
	Narrowed                bool
	// Noun and One name what the list holds, "rows" and "row", or on the
	// rejects page "rejects" and "reject": it said "rows 1–35 of 35" and
	// "no row matches" of the rejects too.
	Noun, One string
}

// makePager links the pages around one. total is the rows the list
// holds, -1 when unknown; next, when set, is the position of the first
// row after the page (the shard-by-shard scan's cursor), and more says
// whether there is one. A list in input order knows its length,
// filtered or not (the matches are counted); a list paged shard by
// shard knows it unfiltered only, from the manifest's row counts of its
// shards. Knowing it, the pager says "of N" and links the last page. It
// linked first, previous and next only, so the end of a 50,000-row split
// was a thousand clicks away (or an offset typed into the address).
func makePager(base string, f filter, pg paging, n, size int, total int64, next *pos, more bool) pager {
	p := pager{From: pg.Offset + 1, To: pg.Offset + n, Filter: f, Narrowed: f.narrows(), Total: total, Noun: "rows", One: "row"}
	if base == "/rejects" {
		p.Noun, p.One = "rejects", "reject"
	}
	link := func(extra url.Values) string {
		v := f.values()
		for k, x := range extra {
			v[k] = x
		}
		if len(v) == 0 {
			return base
		}
		return base + "?" + v.Encode()
	}
	if pg.Offset > 0 {
		p.First = link(nil)
		p.Prev = link(url.Values{"offset": {strconv.Itoa(max(0, pg.Offset-size))}})
	}
	if more {
		v := url.Values{"offset": {strconv.Itoa(pg.Offset + n)}}
		if next != nil {
			v.Set("at", next.String())
		}
		p.Next = link(v)
		if last := (p.Total - 1) / int64(size) * int64(size); p.Total > 0 && last > int64(pg.Offset) {
			p.Last = link(url.Values{"offset": {strconv.FormatInt(last, 10)}})
		}
	}
	return p
}

// shardRows is the rows of shards by the manifest.
func shardRows(shards []dataset.ShardInfo) int64 {
	var n int64
	for _, sh := range shards {
		n += sh.Rows
	}
	return n
}

// listPage is one page of a list of shards: in input order (s.order)
// unless the list is too long to order, then shard by shard (s.scan). It
// returns the page's rows, the pager and the order the page is in, said
// in words.
func (s *Server) listPage(ctx context.Context, base, key string, shards []dataset.ShardInfo, f filter, pg paging, rejects bool, read visitFunc, fetch fetchFunc) ([]any, pager, string, error) {
	size := s.opt.PageSize
	o, why, err := s.order(ctx, key, shards, rejects)
	if err != nil {
		return nil, pager{}, "", err
	}
	note := orderNote(o, why, shards, rejects, s.m.Source)
	if o == nil {
		items, next, err := s.scan(ctx, shards, pg, f.narrows(), size, read)
		if err != nil {
			return nil, pager{}, "", err
		}
		total := int64(-1)
		if !f.narrows() {
			total = shardRows(shards)
		}
		return items, makePager(base, f, pg, len(items), size, total, next, next != nil), note, nil
	}
	var m *matchSet
	if f.narrows() {
		if m, err = s.matching(ctx, key+"?"+f.values().Encode(), shards, read); err != nil {
			return nil, pager{}, "", err
		}
	}
	items, total, err := s.orderedPage(ctx, shards, o, m, pg.Offset, size, fetch)
	if err != nil {
		return nil, pager{}, "", err
	}
	return items, makePager(base, f, pg, len(items), size, total, nil, int64(pg.Offset+len(items)) < total), note, nil
}

// dataShards are the version's data shards of one split (all when split
// is ""), in split then path order.
func (s *Server) dataShards(split string) []dataset.ShardInfo {
	var out []dataset.ShardInfo
	for _, sh := range s.m.Shards {
		sp := cmp.Or(sh.Split, dataset.SplitOfShardPath(sh.Path))
		if split == "" || sp == split {
			out = append(out, sh)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

func (s *Server) splitNames() []string {
	var out []string
	for k := range s.m.Accounting.RowsBySplit {
		out = append(out, k)
	}
	for _, sh := range s.m.Shards {
		if sp := cmp.Or(sh.Split, dataset.SplitOfShardPath(sh.Path)); !slices.Contains(out, sp) {
			out = append(out, sp)
		}
	}
	sort.Strings(out)
	return out
}

type rowsPage struct {
	M       *dataset.Manifest
	Kind    string // pairs, tagger, u2tf or generic
	KindRaw string
	Splits  []string
	Classes []string
	Flags   []string
	Rules   []count // rules rows carry, with their row counts (pairs only)
	Pager   pager
	Order   string // the order the rows are shown in, in words
	Pairs   []pairView
	Tagger  []taggerView
	U2TF    []u2tfView
	Columns []string
	Generic [][]cell
}

func (s *Server) handleRows(w http.ResponseWriter, r *http.Request) {
	f := parseFilter(r)
	pg, err := parsePaging(r)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	splits := s.splitNames()
	if f.Split != "" && !slices.Contains(splits, f.Split) {
		notAmong(w, "no row of this version is in split", f.Split, "splits", splits, "it has no rows")
		return
	}
	shards := s.dataShards(f.Split)
	p := rowsPage{M: s.m, KindRaw: dataset.KindName(s.m.Kind), Splits: splits}
	var read visitFunc
	var fetch fetchFunc
	switch s.m.Kind {
	case "":
		p.Kind = "pairs"
		p.Classes = s.m.Stats.SpanClasses.Keys
		p.Rules = rowRules(s.m)
		if f.Rule != "" && !slices.ContainsFunc(p.Rules, func(c count) bool { return c.Name == f.Rule }) {
			notAmong(w, "no row of this version carries rule", f.Rule, "rules on rows", s.m.Stats.RuleRows.Keys, "no cleaning rule changed any of its rows")
			return
		}
		if refuseUnknownClass(w, f, p.Classes, true) {
			return
		}
		read, fetch = pairReader(f), fetchRows[dataset.Pair]
	case dataset.KindTagger:
		p.Kind = "tagger"
		// Tagger rows carry neither the parent's rules nor its flags.
		if refuseInapplicable(w, f, "a tagger version's rows", "split", "class", "q") {
			return
		}
		p.Classes = taggerClasses(s.m)
		// A tagger version of an older itnprep tallies no classes: it is
		// searched row by row.
		if refuseUnknownClass(w, f, p.Classes, len(p.Classes) > 0) {
			return
		}
		read, fetch = taggerReader(f), fetchRows[dataset.TaggerRow]
	case dataset.KindU2TF:
		p.Kind = "u2tf"
		if refuseInapplicable(w, f, "a u2tf version's rows", "split", "q") {
			return
		}
		read, fetch = u2tfReader(f), fetchRows[dataset.U2TFRow]
	default:
		p.Kind = "generic"
		if refuseInapplicable(w, f, fmt.Sprintf("the rows of a %q version", dataset.KindName(s.m.Kind)), "split", "q") {
			return
		}
		read, fetch = genericReader(f), fetchRowMaps
		if len(shards) > 0 {
			p.Columns, err = s.columns(r.Context(), shards[0])
			if err != nil {
				fail(w, http.StatusInternalServerError, "%v", err)
				return
			}
		}
	}
	if p.Kind == "pairs" {
		p.Flags = s.flagNames()
		if f.Flag != "" && !slices.Contains(p.Flags, f.Flag) {
			// A typo ("digit") was an empty page, "no row matches", as
			// an unknown class was; so was any flag of a version whose
			// rows carry none.
			refuseFlag(w, r, f.Flag, p.Flags)
			return
		}
	}
	items, pgr, note, err := s.listPage(r.Context(), "/rows", "rows "+f.Split, shards, f, pg, false, read, fetch)
	if err != nil {
		fail(w, http.StatusInternalServerError, "reading rows: %v", err)
		return
	}
	p.Pager, p.Order = pgr, note
	for _, it := range items {
		switch v := it.(type) {
		case dataset.Pair:
			p.Pairs = append(p.Pairs, newPairView(v, s.colors))
		case dataset.TaggerRow:
			p.Tagger = append(p.Tagger, newTaggerView(v, s.colors))
		case dataset.U2TFRow:
			var prev *u2tfView
			if n := len(p.U2TF); n > 0 {
				prev = &p.U2TF[n-1]
			}
			p.U2TF = append(p.U2TF, newU2TFView(v, prev))
		case map[string]any:
			p.Generic = append(p.Generic, genericCells(p.Columns, v))
		}
	}
	s.render(w, "rows.html", p)
}

// flagNames are the flags a pairs row's flags column can hold, by the
// version's source (the manifest does not count them): a nemo-cases
// version's direction and cased flags, a Libriheavy version's ITN
// selection flags (clean.Flags, transforms.FlagITN), and none for every
// other source, whose rows carry no flags: the page hides the control
// and a flag filter is a 404. The ITN flags were offered for every
// version, so a nemo-cases version's rows could not be filtered by tn or
// itn, and a gtn, text or spgi version's flag=digits was an empty page,
// 200, as if none of its rows held digits.
func (s *Server) flagNames() []string {
	switch s.m.Source {
	case sources.SourceNeMoCases:
		return sources.NeMoCaseFlags()
	case sources.SourceLibriheavy:
		return (^clean.Flags(0)).Names()
	}
	return nil
}

// refuseFlag answers 404 for a flag filter (?flag=NAME) no row of the
// version can match, in words for the person at the browser: what the
// flags are, which the version's rows carry (or that they carry none, and
// which versions have them, the names taken from the flags' own lists,
// clean.Flags and sources.NeMoCaseFlags), and what to do: the address of
// the same page without the filter. Such an address comes from a link or
// a bookmark, since the page offers only the flags the rows carry. It
// said "its rows carry no flags: prep libriheavy's rows carry the ITN
// flags ...", command names a browser user had not typed, the flag names
// written out by hand, and nothing of how to go on.
func refuseFlag(w http.ResponseWriter, r *http.Request, flag string, flags []string) {
	without := withoutParam(r, "flag")
	if len(flags) == 0 {
		fail(w, http.StatusNotFound, "No row of this version can carry the flag %q: its rows carry no flags (row labels that only some sources set: %s on rows made by itnprep prep libriheavy, %s on rows made by itnprep prep nemo-cases). To see the rows without this filter, open %s",
			flag, strings.Join((^clean.Flags(0)).Names(), ", "), strings.Join(sources.NeMoCaseFlags(), ", "), without)
		return
	}
	fail(w, http.StatusNotFound, "No row of this version can carry the flag %q (the flags its rows can carry: %s). Pick one of them in the page's flag list, or open %s to see the rows without this filter",
		flag, strings.Join(flags, ", "), without)
}

// withoutParam is the address of r's page without the query parameter
// name (and from its first page: a position belongs to the filter it was
// reached with).
func withoutParam(r *http.Request, name string) string {
	q := r.URL.Query()
	for _, k := range []string{name, "offset", "at"} {
		q.Del(k)
	}
	u := url.URL{Scheme: "http", Host: r.Host, Path: r.URL.Path, RawQuery: q.Encode()}
	return u.String()
}

// refuseInapplicable answers 404 for a row filter (class, flag, rule) that
// rows of what cannot carry, naming the filters given and those that
// apply, as an unknown class or flag is answered: a tagger version's page
// ignored ?flag=digits and showed every row, which reads as every row
// having the flag. It reports whether it answered.
func refuseInapplicable(w http.ResponseWriter, f filter, what string, applies ...string) bool {
	var bad []string
	for _, x := range []struct{ name, value string }{{"class", f.Class}, {"flag", f.Flag}, {"rule", f.Rule}} {
		if x.value != "" && !slices.Contains(applies, x.name) {
			bad = append(bad, fmt.Sprintf("%s=%s", x.name, x.value))
		}
	}
	if len(bad) == 0 {
		return false
	}
	fail(w, http.StatusNotFound, "%s: no such filter for %s (the filters that apply: %s)", strings.Join(bad, ", "), what, strings.Join(applies, ", "))
	return true
}

// refuseUnknownClass answers 404 for a class filter no span of the version
// has (a typo, "money" for MONEY), naming the classes it has, as an unknown
// rule is answered: it was an empty page, "no row matches", which reads as
// a class the version lacks rows of. tallied says the manifest counts the
// classes: a pairs version's does, and one whose rows carry no spans (prep
// libriheavy's) counts none, so any class is unknown (it was an empty
// page, 200, where a class the spans lack is a 404); a version that does
// not is searched row by row. It reports whether it answered.
func refuseUnknownClass(w http.ResponseWriter, f filter, classes []string, tallied bool) bool {
	if f.Class == "" || !tallied || slices.Contains(classes, f.Class) {
		return false
	}
	notAmong(w, "no span of this version has class", f.Class, "classes", classes, "its rows carry no spans")
	return true
}

// notAmong answers 404 for a filter value the version has none of (a
// split's rows, a class, a flag, a rule), in one wording: what, the value
// quoted, then the values it has, named by list ("classes: MONEY, TIME"),
// or none when it has none at all ("its rows carry no spans", "this
// version has no rejects"). The 404s were written out one by one, and a
// version with none printed an empty list ("flags: ").
func notAmong(w http.ResponseWriter, what, value, list string, have []string, none string) {
	why := none
	if len(have) > 0 {
		why = list + ": " + strings.Join(have, ", ")
	}
	fail(w, http.StatusNotFound, "%s %q (%s)", what, value, why)
}

// taggerClasses are the semiotic classes a tagger version's rows hold: the
// tally its shard writer fills under dataset.TallySemiotic ("semiotic"). It
// looked for a tally whose name holds "class", which none has, so a real
// tagger version's page had no class select and an unknown class was an
// empty page instead of a 404 naming the classes.
func taggerClasses(m *dataset.Manifest) []string {
	if t := m.Stats.FindTally(dataset.TallySemiotic); len(t.Keys) > 0 {
		return t.Keys
	}
	return m.Stats.SpanClasses.Keys
}

func (s *Server) columns(ctx context.Context, sh dataset.ShardInfo) ([]string, error) {
	var cols []string
	err := s.readShard(ctx, sh, func(f io.ReaderAt, size int64) error {
		var err error
		cols, err = dataset.ShardColumns(f, size)
		return err
	})
	return cols, err
}

// containsFold reports whether s holds sub, letter case and Unicode
// normalization folded: sub is NFC (parseFilter), as a browser sends what
// is typed, and s, a row's text, is compared as written and, where it has
// other than ASCII, as NFC too, so "café" finds a row that keeps it
// decomposed ("cafe\u0301", as GTN, a text corpus or a Libriheavy book may)
// and "cafe" still finds that row as before. "café" found no row of a
// decomposed version, a silent empty list (qa93).
func containsFold(s, sub string) bool {
	ls, lsub := strings.ToLower(s), strings.ToLower(sub)
	if strings.Contains(ls, lsub) {
		return true
	}
	for i := 0; i < len(ls); i++ {
		if ls[i] >= utf8.RuneSelf {
			return !norm.NFC.IsNormalString(ls) && strings.Contains(norm.NFC.String(ls), lsub)
		}
	}
	return false
}

func pairReader(f filter) visitFunc {
	return func(r io.ReaderAt, size, from int64, visit func(int64, any) bool) error {
		return dataset.ScanRows(r, size, from, func(i int64, p *dataset.Pair) bool {
			if f.Class != "" && !slices.ContainsFunc(p.Spans, func(s dataset.Span) bool { return s.Class == f.Class }) {
				return true
			}
			if f.Flag != "" && !slices.Contains(p.Flags, f.Flag) {
				return true
			}
			if f.Rule != "" && !p.HasRule(f.Rule) {
				return true
			}
			if f.Q != "" && !containsFold(p.ID, f.Q) && !containsFold(p.Written, f.Q) && !containsFold(p.Spoken, f.Q) {
				return true
			}
			return visit(i, *p)
		})
	}
}

func taggerReader(f filter) visitFunc {
	return func(r io.ReaderAt, size, from int64, visit func(int64, any) bool) error {
		return dataset.ScanRows(r, size, from, func(i int64, t *dataset.TaggerRow) bool {
			if f.Class != "" && !slices.ContainsFunc(t.Semiotic, func(s dataset.SemioticSpan) bool { return s.Class == f.Class }) {
				return true
			}
			if f.Q != "" && !containsFold(t.ID, f.Q) && !containsFold(t.Input, f.Q) && !containsFold(t.Target, f.Q) {
				return true
			}
			return visit(i, *t)
		})
	}
}

func genericReader(f filter) visitFunc {
	return func(r io.ReaderAt, size, from int64, visit func(int64, any) bool) error {
		return dataset.ScanRowMaps(r, size, from, func(i int64, row map[string]any) bool {
			if f.Q != "" {
				hit := false
				for _, v := range row {
					if s, ok := v.(string); ok && containsFold(s, f.Q) {
						hit = true
						break
					}
				}
				if !hit {
					return true
				}
			}
			return visit(i, row)
		})
	}
}

// cell is one column's value of a row of an unknown kind.
type cell struct {
	Name, Text string
	Nested     bool // shown as JSON
}

func genericCells(cols []string, row map[string]any) []cell {
	seen := map[string]bool{}
	var out []cell
	add := func(k string) {
		v, ok := row[k]
		if !ok || seen[k] {
			return
		}
		seen[k] = true
		if s, ok := v.(string); ok {
			out = append(out, cell{Name: k, Text: s})
			return
		}
		b, err := json.Marshal(v)
		if err != nil {
			b = []byte(fmt.Sprint(v))
		}
		out = append(out, cell{Name: k, Text: string(b), Nested: true})
	}
	for _, c := range cols {
		add(c)
	}
	var rest []string
	for k := range row {
		if !seen[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	for _, k := range rest {
		add(k)
	}
	return out
}

type rejectsPage struct {
	M     *dataset.Manifest
	Rules []count
	Pager pager
	Order string // the order the rows are shown in, in words
	Rows  []dataset.Reject
}

func (s *Server) handleRejects(w http.ResponseWriter, r *http.Request) {
	f := parseFilter(r)
	f = filter{Rule: f.Rule, Q: f.Q}
	pg, err := parsePaging(r)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	rules := sortedCounts(s.m.Accounting.RejectedByReason, nil)
	if f.Rule != "" && !slices.ContainsFunc(rules, func(c count) bool { return c.Name == f.Rule }) {
		// A rule no reject has (a typo, an old link) was a page of no
		// rows, 200, as if the version had none of it for another reason.
		names := make([]string, len(rules))
		for i, c := range rules {
			names[i] = c.Name
		}
		notAmong(w, "no reject of this version has rule", f.Rule, "reject rules", names, "this version has no rejects")
		return
	}
	shards := slices.Clone(s.m.Rejects)
	sort.SliceStable(shards, func(i, j int) bool { return shards[i].Path < shards[j].Path })
	read := func(rd io.ReaderAt, size, from int64, visit func(int64, any) bool) error {
		return dataset.ScanRows(rd, size, from, func(i int64, x *dataset.Reject) bool {
			if f.Rule != "" && x.StageRule() != f.Rule {
				return true
			}
			if f.Q != "" && !containsFold(x.ID, f.Q) && !containsFold(x.Raw, f.Q) && !containsFold(x.Reason, f.Q) {
				return true
			}
			return visit(i, *x)
		})
	}
	items, pgr, note, err := s.listPage(r.Context(), "/rejects", "rejects", shards, f, pg, true, read, fetchRows[dataset.Reject])
	if err != nil {
		fail(w, http.StatusInternalServerError, "reading rejects: %v", err)
		return
	}
	p := rejectsPage{M: s.m, Rules: rules, Pager: pgr, Order: note}
	for _, it := range items {
		p.Rows = append(p.Rows, it.(dataset.Reject))
	}
	s.render(w, "rejects.html", p)
}

type cardPage struct {
	M           *dataset.Manifest
	FrontMatter string
	Body        template.HTML
	Missing     bool
}

func (s *Server) handleCard(w http.ResponseWriter, r *http.Request) {
	p := cardPage{M: s.m}
	var b []byte
	var err error
	if p.Missing = !s.hasFile(r.Context(), "README.md"); !p.Missing {
		b, err = s.readFile(r.Context(), "README.md", maxCardBytes)
	}
	switch {
	case p.Missing:
	case err != nil:
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	default:
		p.FrontMatter, p.Body = renderMarkdown(string(b), "/files/")
	}
	s.render(w, "card.html", p)
}

// handleFile serves the card and its figures, nothing else of the folder.
func (s *Server) handleFile(w http.ResponseWriter, r *http.Request) {
	rel := strings.TrimPrefix(r.URL.Path, "/files/")
	if err := dataset.ValidateRelPath(rel); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	switch {
	case rel == "README.md":
		w.Header().Set("Content-Type", "text/markdown; charset=utf-8")
	case strings.HasPrefix(rel, "figures/") && strings.HasSuffix(rel, ".svg"):
		w.Header().Set("Content-Type", "image/svg+xml")
	default:
		fail(w, http.StatusNotFound, "%s: only README.md and figures/*.svg are served", rel)
		return
	}
	if !s.hasFile(r.Context(), rel) {
		fail(w, http.StatusNotFound, "%s: no such file in the version", rel)
		return
	}
	b, err := s.readFile(r.Context(), rel, maxCardBytes)
	if err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	w.Write(b)
}

// rejectReason is a reject's reason without the location it starts with
// (the pipelines write "FILE:LINE: why"), which the page shows in the
// column beside it: each reason repeated its row's location.
func rejectReason(x dataset.Reject) string {
	if r, ok := strings.CutPrefix(x.Reason, x.Location+": "); ok && x.Location != "" {
		return r
	}
	return x.Reason
}

// rejectRaw is a reject's raw text as the rejects page shows it. A parse or
// cleaning reject (parse/, basic/, book/, transcript/, ...) stores the input
// as its file holds it; the later stages store what they judged, joined by
// tabs (docs/ERRORS.md): align/, u2tf/ and tagger/ the written and spoken
// text (after the book rules), a tagger/tag_oov row its target, input and
// tags. Shown bare under a column named "raw input", the two texts ran
// together as one line of the input (demo libriheavy's align/min_ratio:
// "... arrived at 4:35,<TAB>chapter four of the naturalist's year ..."),
// so each part is labelled and the cell says it is no input line.
func rejectRaw(x dataset.Reject) template.HTML {
	parts := strings.Split(x.Raw, "\t")
	var labels []string
	switch x.Stage {
	case "align", "u2tf", "tagger":
		switch len(parts) {
		case 2:
			labels = []string{"written", "spoken"}
		case 3:
			if x.Stage == "tagger" {
				labels = []string{"target", "input", "tags"}
			}
		}
	}
	if labels == nil {
		return template.HTML(template.HTMLEscapeString(x.Raw))
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<span class="judged" title="not the input line: the %s stage stores the texts it judged (docs/ERRORS.md)">%s judged:</span>`, template.HTMLEscapeString(x.Stage), template.HTMLEscapeString(x.Stage))
	for i, p := range parts {
		fmt.Fprintf(&b, "\n<span class=\"rawpart\">%s</span> %s", labels[i], template.HTMLEscapeString(p))
	}
	return template.HTML(b.String())
}

// breakable is an id or a location with a line break allowed after each
// '/', '_' and '-' (<wbr>), where a long one wraps: the id column
// broke them at any letter, output-00000-of-00100:17 as
// "output-00000-of-00100:1" over "7", which reads as line 1.
func breakable(s string) template.HTML {
	var b strings.Builder
	for _, r := range s {
		b.WriteString(template.HTMLEscapeString(string(r)))
		switch r {
		case '/', '_', '-':
			b.WriteString("<wbr>")
		}
	}
	return template.HTML(b.String())
}
