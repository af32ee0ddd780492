package patterns

import (
	"bufio"
	"container/heap"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
)

// Result is one frequent pattern with its support.
type Result struct {
	Support int
	Pattern []string
}

// Less orders results as PrefixSpan-py does: support descending, then the
// pattern as a list of strings ascending (a proper prefix first).
func Less(a, b Result) bool {
	if a.Support != b.Support {
		return a.Support > b.Support
	}
	return slices.Compare(a.Pattern, b.Pattern) < 0
}

// SortResults sorts results in output order.
func SortResults(rs []Result) {
	sort.SliceStable(rs, func(i, j int) bool { return Less(rs[i], rs[j]) })
}

// MineAll mines db and returns the results in output order. Its memory grows
// with the number of patterns; use Mine with a SortedWriter to bound it.
func MineAll(db *Database, opt Options) ([]Result, error) {
	var rs []Result
	err := Mine(db, opt, func(sup int, p []int32) error {
		rs = append(rs, Result{Support: sup, Pattern: db.Strings(p)})
		return nil
	})
	// Mine emits in pattern order, so a stable sort on support alone is
	// the full order.
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].Support > rs[j].Support })
	return rs, err
}

// AppendLine appends one output line, `[support, ["a", "b"]]` plus a
// newline, byte-identical to Python's json.dumps([sup, p],
// ensure_ascii=False): ", " separators, non-ASCII written as is, only '"',
// '\\' and control characters escaped (\n \r \t \b \f, else \u00XX).
func AppendLine(dst []byte, support int, pattern []string) []byte {
	dst = append(dst, '[')
	dst = strconv.AppendInt(dst, int64(support), 10)
	dst = append(dst, ", ["...)
	for i, s := range pattern {
		if i > 0 {
			dst = append(dst, ", "...)
		}
		dst = jsonline.AppendString(dst, s)
	}
	return append(dst, "]]\n"...)
}

// SortedWriter receives patterns from Mine (in pattern order) and writes
// them to w in output order with bounded memory: it buffers up to
// MemLimit bytes of compact records, sorts them by support (stable, so
// pattern order is kept among equal supports), spills each full buffer to a
// temporary file, and merges the runs at Close. Because every run holds
// patterns that follow all patterns of earlier runs, ties between runs are
// broken by run index, with no string comparisons.
type SortedWriter struct {
	db       *Database
	w        io.Writer
	memLimit int
	tempDir  string

	sup   []int32
	start []int32
	items []int32
	prev  []int32
	runs  []*extsort.TempFile
	count int
}

// NewSortedWriter writes to w the patterns of db. memLimit <= 0 means 64 MiB.
// Temporary run files go to tempDir ("" = os.TempDir()), unnamed
// (extsort.CreateUnnamed), and are closed by Close or Discard.
func NewSortedWriter(db *Database, w io.Writer, memLimit int, tempDir string) *SortedWriter {
	if memLimit <= 0 {
		memLimit = 64 << 20
	}
	return &SortedWriter{db: db, w: w, memLimit: memLimit, tempDir: tempDir}
}

// Count is the number of patterns added.
func (s *SortedWriter) Count() int { return s.count }

// Add is an Emit: it takes one pattern; patterns must arrive in ascending
// pattern order, as Mine emits them.
func (s *SortedWriter) Add(support int, pattern []int32) error {
	if s.count > 0 && slices.Compare(pattern, s.prev) <= 0 {
		return errors.New("patterns: SortedWriter needs patterns in ascending order")
	}
	s.prev = append(s.prev[:0], pattern...)
	s.count++
	s.sup = append(s.sup, int32(support))
	s.start = append(s.start, int32(len(s.items)))
	s.items = append(s.items, pattern...)
	if 4*(2*len(s.sup)+len(s.items)) >= s.memLimit {
		return s.spill()
	}
	return nil
}

// order returns the buffered records' indices in output order.
func (s *SortedWriter) order() []int32 {
	idx := make([]int32, len(s.sup))
	for i := range idx {
		idx[i] = int32(i)
	}
	sort.SliceStable(idx, func(i, j int) bool { return s.sup[idx[i]] > s.sup[idx[j]] })
	return idx
}

func (s *SortedWriter) record(i int32) []int32 {
	end := int32(len(s.items))
	if int(i)+1 < len(s.start) {
		end = s.start[i+1]
	}
	return s.items[s.start[i]:end]
}

func (s *SortedWriter) spill() error {
	// Unnamed: mine ended at once by a second Ctrl-C (or killed)
	// left its named runs in the temporary folder.
	f, err := extsort.CreateUnnamed(s.tempDir, "itnprep-patterns-*.run")
	if err != nil {
		return err
	}
	s.runs = append(s.runs, f)
	bw := bufio.NewWriter(f)
	var b []byte
	for _, i := range s.order() {
		p := s.record(i)
		b = binary.AppendUvarint(b[:0], uint64(s.sup[i]))
		b = binary.AppendUvarint(b, uint64(len(p)))
		for _, it := range p {
			b = binary.AppendUvarint(b, uint64(it))
		}
		if _, err := bw.Write(b); err != nil {
			return err
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	s.sup, s.start, s.items = s.sup[:0], s.start[:0], s.items[:0]
	return nil
}

// Discard closes the run files (their names are gone) and writes nothing: the patterns added
// are not the whole result (mining stopped part way), and sorted by support
// they would read as one.
func (s *SortedWriter) Discard() {
	for _, f := range s.runs {
		f.Close()
	}
	s.runs = nil
	s.sup, s.start, s.items = s.sup[:0], s.start[:0], s.items[:0]
}

// Close writes everything in output order and closes the run files.
func (s *SortedWriter) Close() error {
	defer func() {
		for _, f := range s.runs {
			f.Close()
		}
	}()
	bw := bufio.NewWriterSize(s.w, 1<<16)
	var line, strs = []byte(nil), []string(nil)
	write := func(sup int32, p []int32) error {
		strs = strs[:0]
		for _, it := range p {
			strs = append(strs, s.db.items[it])
		}
		line = AppendLine(line[:0], int(sup), strs)
		_, err := bw.Write(line)
		return err
	}
	if len(s.runs) == 0 {
		for _, i := range s.order() {
			if err := write(s.sup[i], s.record(i)); err != nil {
				return err
			}
		}
		return bw.Flush()
	}
	if len(s.sup) > 0 {
		if err := s.spill(); err != nil {
			return err
		}
	}
	h := &runHeap{}
	for k, f := range s.runs {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return err
		}
		r := &runReader{idx: k, r: bufio.NewReader(f)}
		ok, err := r.next()
		if err != nil {
			return err
		}
		if ok {
			h.rs = append(h.rs, r)
		}
	}
	heap.Init(h)
	for len(h.rs) > 0 {
		r := h.rs[0]
		if err := write(r.sup, r.pat); err != nil {
			return err
		}
		ok, err := r.next()
		if err != nil {
			return err
		}
		if ok {
			heap.Fix(h, 0)
		} else {
			heap.Pop(h)
		}
	}
	return bw.Flush()
}

type runReader struct {
	idx int
	r   *bufio.Reader
	sup int32
	pat []int32
}

func (r *runReader) next() (bool, error) {
	sup, err := binary.ReadUvarint(r.r)
	if err == io.EOF {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("patterns: reading run: %w", err)
	}
	n, err := binary.ReadUvarint(r.r)
	if err != nil {
		return false, fmt.Errorf("patterns: reading run: %w", err)
	}
	r.sup = int32(sup)
	r.pat = r.pat[:0]
	for range n {
		it, err := binary.ReadUvarint(r.r)
		if err != nil {
			return false, fmt.Errorf("patterns: reading run: %w", err)
		}
		r.pat = append(r.pat, int32(it))
	}
	return true, nil
}

type runHeap struct{ rs []*runReader }

func (h *runHeap) Len() int { return len(h.rs) }
func (h *runHeap) Less(i, j int) bool {
	a, b := h.rs[i], h.rs[j]
	if a.sup != b.sup {
		return a.sup > b.sup
	}
	return a.idx < b.idx
}
func (h *runHeap) Swap(i, j int) { h.rs[i], h.rs[j] = h.rs[j], h.rs[i] }
func (h *runHeap) Push(x any)    { h.rs = append(h.rs, x.(*runReader)) }
func (h *runHeap) Pop() any {
	x := h.rs[len(h.rs)-1]
	h.rs = h.rs[:len(h.rs)-1]
	return x
}

// ReadResults reads pattern lines as written by AppendLine / `itnprep
// mine` ([support, [items...]]). Errors name the input and line.
func ReadResults(r io.Reader, name string) ([]Result, error) {
	var rs []Result
	err := scanLines(r, name, func(line int, b []byte) error {
		var raw []json.RawMessage
		if err := json.Unmarshal(b, &raw); err != nil {
			return fmt.Errorf("%s:%d: invalid JSON: %v", name, line, err)
		}
		var res Result
		if len(raw) != 2 {
			return fmt.Errorf("%s:%d: want [support, [items...]], got %d elements", name, line, len(raw))
		}
		if err := json.Unmarshal(raw[0], &res.Support); err != nil || res.Support < 1 {
			return fmt.Errorf("%s:%d: support must be a positive integer, got %s", name, line, raw[0])
		}
		if err := json.Unmarshal(raw[1], &res.Pattern); err != nil || len(res.Pattern) == 0 {
			return fmt.Errorf("%s:%d: pattern must be a non-empty array of strings, got %s", name, line, raw[1])
		}
		rs = append(rs, res)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rs, nil
}

// scanLines calls fn with every line of r that is not blank and its 1-based
// number (lines up to 64 MiB), stopping at fn's first error. A read error is
// returned naming the input: the one loop under ReadResults and ReadRules.
// A UTF-8 byte order mark at the start of a line is dropped, as every JSONL
// reader here drops it (quarantine.TrimBOM): a rules.jsonl reviewed in a
// Windows editor and saved with one was refused by prep libriheavy --rules
// and view as "invalid rule JSON: invalid character 'ï'".
func scanLines(r io.Reader, name string, fn func(line int, b []byte) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		b := quarantine.TrimBOM(sc.Bytes())
		if len(strings.TrimSpace(string(b))) == 0 {
			continue
		}
		if err := fn(line, b); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// DeriveFiles is the driver's half of mine-pairs: it reads the mined
// patterns the pipeline wrote and derives the rules from them, streaming
// the mismatch sequences (DeriveStream: read once, line by line, never
// held together, so the driver's memory does not grow with them). It
// returns the number of mismatch sequences read.
func DeriveFiles(mismatchesPath, patternsPath string, opt DeriveOptions) (int, []Result, Derivation, error) {
	g, err := os.Open(patternsPath)
	if err != nil {
		return 0, nil, Derivation{}, err
	}
	results, err := ReadResults(g, patternsPath)
	g.Close()
	if err != nil {
		return 0, nil, Derivation{}, err
	}
	n := 0
	d, err := DeriveStream(func(add func([][]byte)) error {
		f, err := os.Open(mismatchesPath)
		if err != nil {
			return err
		}
		defer f.Close()
		return ScanJSONL(f, mismatchesPath, func(_ int, seq [][]byte) error {
			n++
			add(seq)
			return nil
		})
	}, results, opt)
	if err != nil {
		return 0, nil, Derivation{}, err
	}
	return n, results, d, nil
}

// WriteRulesAndReport writes dir/rules.jsonl and dir/report.md.
func WriteRulesAndReport(dir string, info ReportInfo, d Derivation) error {
	info.RulesFile = "rules.jsonl"
	info.PunctuationOnly, info.PunctuationSupport, info.PunctuationExamples = d.PunctuationOnly, d.PunctuationSupport, d.PunctuationExamples
	if err := writeFileWith(filepath.Join(dir, info.RulesFile), func(w io.Writer) error { return WriteRules(w, d.Rules) }); err != nil {
		return err
	}
	return writeFileWith(filepath.Join(dir, "report.md"), func(w io.Writer) error { return WriteReport(w, info, d.Rules) })
}

func writeFileWith(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}
