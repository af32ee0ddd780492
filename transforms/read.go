package transforms

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// FileStat is one input file's fingerprint and record count, for the manifest.
type FileStat struct {
	Path      string
	Size      int64
	BytesRead int64
	SHA256    string
	Records   int64
	Partial   bool
	// Splits are the splits the file's rows were read into, sorted (none
	// when the sink assigns them: --split-by-text), at most maxStatSplits
	// of them: a refusal for an id in two splits that begins with no
	// file's name (a Libriheavy cut id) names the files of those splits.
	// It is no part of the manifest.
	Splits []string
}

// maxStatSplits bounds FileStat.Splits (a file split by id spreads over
// every split, which names no file in particular).
const maxStatSplits = 4

// addStatSplit adds split to a file's splits when it is new and the list
// holds fewer than maxStatSplits (it held one more: the bound was tested
// before the append). The last one is compared first: a file's rows are
// in one split but for --split-by-id's.
func addStatSplit(splits []string, split string) []string {
	if split == "" || len(splits) >= maxStatSplits || (len(splits) > 0 && splits[len(splits)-1] == split) ||
		slices.Contains(splits, split) {
		return splits
	}
	return append(splits, split)
}

// readFileFn parses whole files: a gzip stream cannot be split, and GTN
// sentences span lines, so one file is one unit of work.
type readFileFn struct {
	Format string // a format of sources' table
	Opts   sources.ReadOptions

	read    beam.Counter
	rejects beam.Counter
}

func (fn *readFileFn) Setup() {
	fn.read = beam.NewCounter("itnprep", "records_read")
	fn.rejects = beam.NewCounter("itnprep", "records_rejected")
}

func (fn *readFileFn) ProcessElement(ctx context.Context, f fileio.ReadableFile, emitPair func(dataset.Pair), emitReject func(dataset.Reject), emitStat func(FileStat)) error {
	format, err := sources.LookupFormat(fn.Format)
	if err != nil {
		return err
	}
	// The file is opened raw (ReadFiles asks fileio for no decompression)
	// and counted before gunzip, so the progress bar's bytes are the bytes
	// of the file and add up to the inputs' sizes.
	raw, err := openUnlessCancelled(ctx, f)
	if err != nil {
		return fmt.Errorf("%s: cannot open: %w", f.Metadata.Path, err)
	}
	defer raw.Close()
	br := bufio.NewReaderSize(&progressReader{r: ctxReader{ctx, raw}}, 64<<10)
	// Compressed inputs (gzip, zstd, bzip2, a zip of one file) by name or
	// by content: a renamed download starts with its format's magic bytes,
	// which no text record does.
	rc, _, closeRC, err := storage.Decompress(f.Metadata.Path, br, true)
	if err != nil {
		return err
	}
	defer closeRC()
	// --ids-with-folders: a file another shares its name with gives ids
	// under a name with its folders (sources.IDNames).
	idName, renamed := fn.Opts.IDNames[f.Metadata.Path]
	base := sources.BaseName(f.Metadata.Path) + ":"
	rename := func(id string) string {
		if renamed && strings.HasPrefix(id, base) {
			return idName + ":" + id[len(base):]
		}
		return id
	}
	var splits []string
	sink := sources.Sink{
		Pair: func(p dataset.Pair) {
			p.ID = rename(p.ID)
			switch {
			case len(fn.Opts.SplitByID) == 0:
			case fn.Opts.SplitByText:
				// The sink assigns it from the published text
				// (SinkConfig.SplitByText), which cleaning may change
				// after this: a hash of the text as read here was
				// replaced there, one more TextKey per record for
				// nothing.
			default:
				p.Split = fn.Opts.SplitByID.Of(sources.RecordID(p.ID, p.Variant != nil))
			}
			// One comparison a row: a file's rows are in one split but
			// for --split-by-id's.
			if !fn.Opts.SplitByText {
				splits = addStatSplit(splits, p.Split)
			}
			fn.read.Inc(ctx, 1)
			emitPair(p)
		},
		Reject: func(r dataset.Reject) {
			r.ID = rename(r.ID)
			r.Rule = dataset.RuleName(r.Stage, r.Rule)
			fn.read.Inc(ctx, 1)
			fn.rejects.Inc(ctx, 1)
			emitReject(r)
		},
	}
	// --language en: in the file's order, so that a short line is judged
	// with the lines around it (sources.EnglishSink).
	flush := func() {}
	if fn.Opts.CheckEnglish {
		sink, flush = sources.EnglishSink(sink)
	}
	res, err := format.Parse(f.Metadata.Path, rc, fn.Opts, sink)
	if err != nil {
		return err
	}
	flush()
	sort.Strings(splits)
	emitStat(FileStat{
		Path: f.Metadata.Path, Size: f.Metadata.Size, BytesRead: res.BytesRead,
		SHA256: res.SHA256, Records: res.Records, Partial: res.Partial, Splits: splits,
	})
	return nil
}

// openUnlessCancelled opens f, or returns when ctx ends first: an open
// that blocks where no context reaches (a file that became a named pipe
// after the inputs were checked, a file on a stalled network mount) held a
// Ctrl-C'd direct run, whose reader is the launcher's, until the
// launcher's grace ran out. The open left behind closes what it opens.
func openUnlessCancelled(ctx context.Context, f fileio.ReadableFile) (io.ReadCloser, error) {
	type opened struct {
		rc  io.ReadCloser
		err error
	}
	c := make(chan opened, 1)
	go func() {
		rc, err := f.Open(ctx)
		c <- opened{rc, err}
	}()
	select {
	case o := <-c:
		return o.rc, o.err
	case <-ctx.Done():
		go func() {
			if o := <-c; o.err == nil {
				o.rc.Close()
			}
		}()
		return nil, ctx.Err()
	}
}

// ReadFiles reads the given (already expanded) paths in the named format
// of sources' table (sources.LookupFormat) with one whole-file DoFn per
// file, through fileio (textio.Read in Beam v2.77 truncates .gz input). It
// returns pairs, rejects and per-file stats.
func ReadFiles(s beam.Scope, paths []string, format string, opts sources.ReadOptions) (pairs, rejects, stats beam.PCollection) {
	s = s.Scope("ReadFiles." + format)
	sorted := append([]string(nil), paths...)
	sort.Strings(sorted)
	names := beam.CreateList(s, sorted)
	matches := beam.ParDo(s, &statFileFn{}, names)
	files := fileio.ReadMatches(s, matches, fileio.ReadUncompressed(), fileio.ReadDirectoryDisallow())
	files = beam.Reshuffle(s, files) // spread files over workers
	return beam.ParDo3(s, &readFileFn{Format: format, Opts: opts}, files)
}

// statFileFn gives each input file, named as ExpandInputs found it, its
// metadata for fileio.ReadMatches without reading its name as a glob
// again: fileio.MatchAll did, so a file named "Track [01].srt" that a
// wildcard matched failed the run ("no files matching pattern"), and one
// named "a*b.txt" would have read its neighbours too.
type statFileFn struct{}

func (fn *statFileFn) ProcessElement(ctx context.Context, p string, emit func(fileio.FileMetadata)) error {
	size, err := storage.Size(ctx, p)
	if err != nil {
		return fmt.Errorf("input %s: %w", p, err)
	}
	emit(fileio.FileMetadata{Path: p, Size: size})
	return nil
}

func init() {
	beam.RegisterType(reflect.TypeOf((*dataset.Pair)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.Reject)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.Span)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.Origin)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*FileStat)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*sources.ReadOptions)(nil)).Elem())
}
