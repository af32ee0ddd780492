package sources

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// ReadOptions are the typed options of every format. The pipeline sets them
// and they travel to workers inside the read DoFn, so they are plain
// exported data. A format reads the fields it documents and ignores the rest.
type ReadOptions struct {
	// Split is the split of every record; "" lets the format take it from
	// the file name (Format.SplitOf) or use its DefaultSplit.
	Split string
	// MaxRecordBytes bounds one record (0: DefaultMaxRecordBytes).
	MaxRecordBytes int
	// TextField and IDField name the fields a written-text record's text
	// and id are read from in JSONL and Parquet inputs ("": text, id).
	TextField, IDField string
	// SplitByID, when set, assigns every record's split by a stable hash
	// of its id instead (the Split above and the file name are ignored).
	// The read transform applies it to what a format emits, so formats
	// need not read it.
	SplitByID SplitByID
	// SplitByText: SplitByID hashes the record's published written text
	// (TextKey) instead of its id. The read transform then assigns no
	// split: prep's sink does (transforms.SinkConfig.SplitByText), after
	// the cleanings that may change the text.
	SplitByText bool
	// CheckEnglish: every file's pairs go through EnglishSink (the
	// written-only sources' --language en): a line clearly in another
	// language is a parse/not_english reject, judged alone and, when
	// short, with the lines around it in its file. The read transform
	// applies it to what a format emits, so formats need not read it.
	CheckEnglish bool
	// IDNames: the files whose rows' ids begin with this name instead of
	// their BaseName (IDNames, --ids-with-folders), keyed by path.
	IDNames map[string]string

	// GTN (raw files and NeMo JSONL).

	// Detokenize joins punctuation to words in the written side.
	Detokenize bool
	// FullTestFile reads all of output-00099 instead of the standard
	// test set (Sproat & Jaitly's split: 100,002 lines, Russian's 100,007,
	// by Language).
	FullTestFile bool
	// UnusedSplit is the split of raw files 95-98, which the standard
	// leaves out.
	UnusedSplit string
	// GTNCheckEnglish names the command that reads Google TN files (raw,
	// NeMo JSONL, Kaggle's CSV) as English though nothing may name their
	// language (GTNCheckPrep, GTNCheckStyleFit): a file whose name says
	// none and whose first sentences are clearly of another language is
	// an error (GTNOptions.CheckEnglish). "" checks nothing.
	GTNCheckEnglish string

	// NeMo test cases.

	// Direction is "tn", "itn" or "" (from each file's folder; see
	// NeMoCaseDirection).
	Direction string
	// Language starts every NeMo test case's id ("" or "auto": each
	// file's folder in NeMo's layout says; NeMoCaseFileLanguage).
	// For raw GTN files it is prep gtn's language (GTNInputsLanguage:
	// "" or "auto", what the file's folder says), which sets file 99's
	// test-set cut (GTNTestLinesOf).
	Language string
}

// Kind says which pipeline a source's records go through.
type Kind int

const (
	// Paired sources carry both sides (GTN, Libriheavy); each has its own
	// pipeline in pipelines/ and its own `prep` command.
	Paired Kind = iota
	// WrittenOnly sources carry the written side only; the verbalizer
	// makes the spoken side. Every one is served by `itnprep prep SOURCE`
	// and pipelines.PrepWritten without further code.
	WrittenOnly
)

// Format is one input format: a row of the table below. A new corpus is a
// parser in its own file and a row here (see docs/ARCHITECTURE.md).
type Format struct {
	// Name identifies the format in ReadFiles and in errors.
	Name string
	// Source is the dataset source reading it: the `prep` command and the
	// manifest's source. A source may read several formats (text: plain
	// lines and JSONL), told apart by Claims.
	Source string
	Kind   Kind
	// Claims reports whether an input file of the source is in this format,
	// by its name; nil claims every file no earlier row of the source
	// claimed.
	Claims func(path string) bool
	// SplitOf gives the split a file name stands for (ok false when the
	// name says nothing); nil: names carry no split.
	SplitOf func(path string) (split string, ok bool)
	// DefaultSplit is the split when neither --split nor SplitOf gives one
	// ("" makes a name without a split an error).
	DefaultSplit string
	// SplitHelp is the help text of the source's --split flag.
	SplitHelp string
	// Example is a usage line for the source's `prep` command.
	Example string
	// Parse reads one whole file: every record goes to sink as a pair or
	// a reject; the error is for files that cannot be read at all.
	Parse func(path string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error)
	// Skip, when set, names the matched files this format does not read
	// (a corpus release's side files, or lists without a split): it
	// returns why, or "" to read the file. The run summary lists what was
	// skipped. SkipContext says what the run was given.
	Skip func(path string, c SkipContext) string
	// NamedFields says the format reads named fields of a record (JSONL,
	// Parquet), so its command takes --text-field and --id-field.
	NamedFields bool
}

// formats is the table of every input format.
var formats = []Format{
	{
		Name: "gtn", Source: "gtn", Kind: Paired,
		Claims: func(p string) bool { _, _, ok := GTNSplit(p); return ok },
		Parse:  parseGTNFile,
	},
	{
		Name: "gtn-nemo", Source: "gtn", Kind: Paired, Claims: IsJSONLName,
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			return ParseNeMoGTN(p, r, o.Split, GTNOptions{Detokenize: o.Detokenize, MaxRecordBytes: o.MaxRecordBytes, CheckEnglish: o.GTNCheckEnglish}, sink)
		},
	},
	{
		Name: "gtn-kaggle", Source: "gtn", Kind: Paired, Claims: IsGTNKaggleName,
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			split := o.Split
			if split == "" {
				split = GTNKaggleSplit(p)
			}
			return ParseGTNKaggle(p, r, split, GTNOptions{Detokenize: o.Detokenize, MaxRecordBytes: o.MaxRecordBytes, CheckEnglish: o.GTNCheckEnglish}, sink)
		},
	},
	{
		Name: "libriheavy", Source: SourceLibriheavy, Kind: Paired,
		SplitOf: func(p string) (string, bool) { _, s, err := LibriheavySplit(p); return s, err == nil },
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			split := o.Split
			if split == "" && len(o.SplitByID) > 0 {
				// --split-by-id assigns every record's split after the
				// parse: the name need not say one.
				split = o.SplitByID[0].Name
			}
			return ParseLibriheavy(p, r, split, LhotseOptions{MaxRecordBytes: o.MaxRecordBytes}, sink)
		},
	},
	{
		Name: "nemo-cases", Source: SourceNeMoCases, Kind: Paired, DefaultSplit: "test",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			split, err := FileSplit(p, o.Split, nil, "test")
			if err != nil {
				return FileResult{}, err
			}
			return ParseNeMoCasesIn(p, r, split, o.Direction, o.Language, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "spgi", Source: "spgi", Kind: WrittenOnly, SplitOf: SPGISplit,
		SplitHelp: "split for every input (default: from the file name: train.csv, val.csv, test.csv)",
		Example:   "prep spgi --input train.csv,val.csv --output DIR [--samples K] [--seed S] [--shards N] [--style FILE]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			split, err := FileSplit(p, o.Split, SPGISplit, "")
			if err != nil && len(o.SplitByID) == 0 { // --split-by-id assigns it
				return FileResult{}, err
			}
			return ParseSPGI(p, r, split, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "commonvoice", Source: SourceCommonVoice, Kind: WrittenOnly, SplitOf: CommonVoiceSplit, Skip: CommonVoiceSkip,
		SplitHelp: "split for every input (default: from the file name: train.tsv, dev.tsv, test.tsv)",
		Example:   "prep commonvoice --input 'cv-corpus/en/{train,dev,test}.tsv' --output DIR [--samples K] [--seed S] [--split NAME]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			split, err := FileSplit(p, o.Split, CommonVoiceSplit, "")
			if err != nil && len(o.SplitByID) == 0 { // --split-by-id assigns it
				return FileResult{}, err
			}
			return ParseCommonVoice(p, r, split, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "text", Source: "text", Kind: WrittenOnly, DefaultSplit: "train",
		Claims: func(p string) bool {
			return !IsJSONLName(p) && !IsParquetName(p) && !IsTextTableName(p) && !IsSubtitleName(p)
		},
		SplitHelp: "split of every record (default train)",
		Example:   "prep text --input GLOB --output DIR [--samples K] [--seed S] [--split train] [--style FILE]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			return ParseText(p, r, o.Split, false, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "text-jsonl", Source: "text", Kind: WrittenOnly, Claims: IsJSONLName, DefaultSplit: "train", NamedFields: true,
		SplitHelp: "split of every record (default train)",
		Example:   "prep text --input GLOB --output DIR [--samples K] [--seed S] [--split train] [--style FILE]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			return ParseTextFields(p, r, o.Split, TextFields{Text: o.TextField, ID: o.IDField}, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "text-parquet", Source: "text", Kind: WrittenOnly, Claims: IsParquetName, DefaultSplit: "train", NamedFields: true,
		SplitHelp: "split of every record (default train)",
		Example:   "prep text --input 'wiki/*.parquet' --output DIR [--samples K] [--seed S] [--split train]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			return ParseTextParquetFields(p, r, o.Split, TextFields{Text: o.TextField, ID: o.IDField}, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "text-subtitles", Source: "text", Kind: WrittenOnly, Claims: IsSubtitleName, DefaultSplit: "train",
		SplitHelp: "split of every record (default train)",
		Example:   "prep text --input 'subs/*.srt,subs/*.vtt,subs/*.ass' --output DIR [--samples K] [--seed S] [--split train]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			return ParseSubtitles(p, r, o.Split, o.MaxRecordBytes, sink)
		},
	},
	{
		Name: "text-table", Source: "text", Kind: WrittenOnly, Claims: IsTextTableName, DefaultSplit: "train", NamedFields: true,
		SplitHelp: "split of every record (default train)",
		Example:   "prep text --input 'corpus/*.csv' --output DIR [--text-field text] [--samples K] [--seed S] [--split train]",
		Parse: func(p string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
			return ParseTextTable(p, r, o.Split, TextFields{Text: o.TextField, ID: o.IDField}, o.MaxRecordBytes, sink)
		},
	},
}

// parseGTNFile reads one raw GTN file with the standard split of its name;
// file 99 stops at the standard test-set cut unless asked otherwise.
func parseGTNFile(path string, r io.Reader, o ReadOptions, sink Sink) (FileResult, error) {
	split, fileNo, ok := GTNSplit(path)
	if !ok {
		if len(o.SplitByID) == 0 {
			return FileResult{}, fmt.Errorf("%s: not a GTN file name (want output-000NN-of-00100[.gz]; --split-by-id reads a raw GTN file of any name)", path)
		}
		// A raw GTN file under another name: --split-by-id assigns every
		// record's split, and no test-set cut applies (it is file 99's).
		split, fileNo = o.SplitByID[0].Name, -1
	}
	if split == "" {
		split = o.UnusedSplit
	}
	opts := GTNOptions{Detokenize: o.Detokenize, MaxRecordBytes: o.MaxRecordBytes, CheckEnglish: o.GTNCheckEnglish}
	if fileNo == 99 && !o.FullTestFile {
		// The standard test set of the file's language: prep gtn's
		// --language, else the release folder's name (ru_with_types/).
		lang := o.Language
		if lang == "" || lang == "auto" {
			lang = GTNLanguage(path)
		}
		opts.MaxLines = GTNTestLinesOf(lang)
	}
	return ParseGTN(path, r, split, opts, sink)
}

// SkipContext is what Format.Skip decides by besides the file's name.
type SkipContext struct {
	Inputs     []string // every input file of the run
	SplitGiven bool     // --split names one split for every input
	SplitByID  bool     // --split-by-id assigns splits by record id
}

// FileSplit is the split of one file: given (when not ""), else what its
// name says through splitOf, else def; an error naming the file when none
// of them gives one.
func FileSplit(path, given string, splitOf func(string) (string, bool), def string) (string, error) {
	if given != "" {
		return given, nil
	}
	if splitOf != nil {
		if s, ok := splitOf(path); ok {
			return s, nil
		}
	}
	if def != "" {
		return def, nil
	}
	return "", fmt.Errorf("%s: cannot tell the split from the file name; pass --split", path)
}

// LookupFormat returns the format called name.
func LookupFormat(name string) (Format, error) {
	for _, f := range formats {
		if f.Name == name {
			return f, nil
		}
	}
	var names []string
	for _, f := range formats {
		names = append(names, f.Name)
	}
	return Format{}, fmt.Errorf("unknown input format %q (known: %s)", name, strings.Join(names, ", "))
}

// FormatsOf returns the formats of a source, in table order.
func FormatsOf(source string) []Format {
	var out []Format
	for _, f := range formats {
		if f.Source == source {
			out = append(out, f)
		}
	}
	return out
}

// SourcesOf lists the sources of a kind, sorted.
func SourcesOf(kind Kind) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range formats {
		if f.Kind == kind && !seen[f.Source] {
			seen[f.Source] = true
			out = append(out, f.Source)
		}
	}
	sort.Strings(out)
	return out
}

// FormatFiles is the input files of one format.
type FormatFiles struct {
	Format Format
	Paths  []string
}

// Route assigns each input file of a source to the first of the source's
// formats that claims it, keeping table order; a file no format claims is
// an error naming it.
func Route(source string, paths []string) ([]FormatFiles, error) {
	fs := FormatsOf(source)
	if len(fs) == 0 {
		return nil, fmt.Errorf("unknown source %q", source)
	}
	groups := make([]FormatFiles, len(fs))
	for i := range fs {
		groups[i].Format = fs[i]
	}
	for _, p := range paths {
		if err := ParquetUnread(source, fs, p); err != nil {
			return nil, err
		}
		i := 0
		for ; i < len(fs); i++ {
			if fs[i].Claims == nil || fs[i].Claims(p) {
				break
			}
		}
		if i == len(fs) {
			var names []string
			for _, f := range fs {
				names = append(names, f.Name)
			}
			return nil, fmt.Errorf("input %s: not a file of source %s (formats: %s)", p, source, strings.Join(names, ", "))
		}
		groups[i].Paths = append(groups[i].Paths, p)
	}
	var out []FormatFiles
	for _, g := range groups {
		if len(g.Paths) > 0 {
			out = append(out, g)
		}
	}
	return out, nil
}

// parquetColumns are the flags of prep text that read the Hugging Face
// Hub's Parquet copy of a corpus another source reads in its own format:
// Common Voice's (client_id, path, audio, sentence, ...) and SPGISpeech's
// (wav_filename, audio, wav_filesize, transcript), whose written side is
// all such a source reads.
var parquetColumns = map[string]string{
	SourceCommonVoice: "--text-field sentence --id-field path",
	"spgi":            "--text-field transcript --id-field wav_filename",
}

// ParquetUnread refuses a .parquet input p of a source none of whose
// formats (fs; nil for FormatsOf(source)) reads Parquet. Such a file was
// read as text: Common Voice's "not a Common Voice TSV header: invalid
// UTF-8 ... iconv -f WINDOWS-1252" (without --split, "cannot tell the
// split from the file name"), SPGISpeech's "not an SPGISpeech CSV: ...
// got "PAR1\x15..."", NeMo test cases' invalid_utf8 rejects.
func ParquetUnread(source string, fs []Format, p string) error {
	if !IsParquetName(p) {
		return nil
	}
	if fs == nil {
		fs = FormatsOf(source)
	}
	for _, f := range fs {
		if f.Name == "text-parquet" {
			return nil
		}
	}
	if flags := parquetColumns[source]; flags != "" {
		return fmt.Errorf("input %s: a Parquet file, which prep %s does not read (it reads the corpus's own files); prep text reads a Parquet copy's text column, the spoken side verbalized as prep %s makes it: prep text --input %s %s", p, source, source, p, flags)
	}
	return fmt.Errorf("input %s: a Parquet file, which prep %s does not read: it reads the corpus's own text files", p, source)
}
