package storage

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/itnprep/itnprep/sources"
)

// OpenDecompressed opens p for reading (local, gs://, s3:// through Beam's
// filesystem) and decompresses it as Decompress does, told by magic bytes
// only (a renamed download; no text record starts with them). A gzip
// stream cut short reads as an error saying so. The returned close
// function closes both.
func OpenDecompressed(ctx context.Context, p string) (io.Reader, func() error, error) {
	f, err := Open(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	r, kind, closeR, err := decompressFor(p, bufio.NewReaderSize(f, 1<<16), false, true)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if kind != "" {
		r = describedReader{r: r, name: p}
	}
	return r, func() error { closeR(); return f.Close() }, nil
}

// isParquet reports whether r, a *bufio.Reader, begins as a Parquet file
// does: PAR1, then the first page header's thrift bytes (0x15, field 1 of
// type i32), which no text line holds.
func isParquet(r io.Reader) bool {
	br, ok := r.(*bufio.Reader)
	if !ok {
		return false
	}
	h, _ := br.Peek(5)
	return len(h) == 5 && string(h[:4]) == "PAR1" && h[4] == 0x15
}

// Decompress returns the content of a possibly compressed stream named
// name, and the kind found ("" when br is read as it is): gzip and zstd by
// their magic bytes (and, when byName, by a .gz or .zst name), bzip2 by a
// .bz2 name and its magic bytes together ("BZh" may begin a text line), and,
// when byName, a zip archive of one file (OpenSingleFileZip) by its magic
// bytes or a .zip name. The prep readers and the streaming commands read
// their inputs through it, so both take the same files. A tar archive
// (.tar, .tgz, .tar.gz, as en_with_types.tgz ships GTN) is an error that
// says to extract it: read as it is, its headers and every member file
// would run together into one stream of records. closeFn releases the
// decoder (and a zip's temporary copy); it does not close br's source.
func Decompress(name string, br *bufio.Reader, byName bool) (r io.Reader, kind string, closeFn func(), err error) {
	return decompressFor(name, br, byName, false)
}

// decompressFor is Decompress for a reader of lines only (lines: the
// streaming commands, OpenDecompressed), which refuses a Parquet file under
// any name, or for prep, whose text source reads one by a .parquet name.
func decompressFor(name string, br *bufio.Reader, byName, lines bool) (r io.Reader, kind string, closeFn func(), err error) {
	r, kind, closeFn, err = decompress(name, br, byName)
	if err != nil {
		return nil, "", nil, err
	}
	content, ok := r.(*bufio.Reader)
	if !ok {
		if kind != "" {
			r = codecReader{r: r, codec: kind}
		}
		content = bufio.NewReaderSize(r, 1<<16)
	}
	if isTar(content) {
		closeFn()
		return nil, "", nil, tarErr(name)
	}
	if bom, _ := content.Peek(2); string(bom) == "\xff\xfe" || string(bom) == "\xfe\xff" {
		// What Excel's "Unicode Text" and Notepad's "Unicode" save: every
		// line would be NUL-byte and invalid UTF-8 rejects.
		closeFn()
		return nil, "", nil, fmt.Errorf("%s: UTF-16 text (byte-order mark %X), which itnprep does not read: convert it to UTF-8 first (%s > OUT)", name, bom, sources.ReadCommand(name, "iconv -f UTF-16 -t UTF-8 %s", "iconv -f UTF-16 -t UTF-8"))
	}
	if order := utf16WithoutBOM(content); order != "" {
		// What iconv -t UTF-16LE, Python's encode("utf-16-le") and some
		// exports write: ASCII with a 0 byte beside every character, read
		// as one NUL-byte reject per line (a raw GTN file was one reject
		// of the whole file, "NUL byte in line").
		closeFn()
		return nil, "", nil, fmt.Errorf("%s: UTF-16 text without a byte-order mark (%s: a 0 byte beside every character), which itnprep does not read: convert it to UTF-8 first (%s > OUT)", name, order, sources.ReadCommand(name, "iconv -f "+order+" -t UTF-8 %s", "iconv -f "+order+" -t UTF-8"))
	}
	if inner, _ := content.Peek(4); kind != "" && (len(inner) >= 2 && inner[0] == 0x1f && inner[1] == 0x8b || string(inner) == "\x28\xb5\x2f\xfd") {
		// Compressed twice (gzip -c of a .gz): every line was an
		// invalid UTF-8 reject of compressed bytes.
		innerKind := "gzip"
		if inner[0] == 0x28 {
			innerKind = "zstd"
		}
		closeFn()
		return nil, "", nil, fmt.Errorf("%s: a %s stream holding another compressed (%s) stream: compressed twice? decompress it once to a file and give that (%s)", name, kind, innerKind, onceCommand(kind, name))
	}
	if format, how := unreadCompression(content); format != "" {
		closeFn()
		return nil, "", nil, fmt.Errorf("%s: %s, which itnprep does not read: %s, or recompress it as .gz or .zst", name, format, how(name))
	}
	if isParquet(content) {
		// Read as text, a Parquet file's bytes were lines of nul_byte
		// and invalid_utf8 rejects whose reasons suggested Windows-1252.
		switch {
		case lines:
			// The streaming commands read lines (JSONL or sentences).
			closeFn()
			return nil, "", nil, fmt.Errorf("%s: a Parquet file, not lines of text: this command reads JSONL (or sentences, one a line); write its rows out as JSONL first (pandas' read_parquet(FILE).to_json(OUT, orient=\"records\", lines=True), or DuckDB's COPY (FROM FILE) TO OUT), or give it to a command that reads Parquet (prep text --input, evaluate --in, each by a .parquet name)", name)
		case !sources.IsParquetName(name):
			// prep reads a Parquet file by its name (prep text's
			// .parquet); this one, a Hugging Face blob or a renamed
			// download, is under another.
			closeFn()
			return nil, "", nil, fmt.Errorf("%s: a Parquet file under a name that is not .parquet, read as text: name it .parquet (prep text reads a Parquet file's text column by that name)", name)
		}
	}
	if what, advice := binaryFile(content); what != "" {
		closeFn()
		return nil, "", nil, fmt.Errorf("%s: %s, not text: %s", name, what, advice)
	}
	return content, kind, closeFn, nil
}

// audioAdvice is what a glob that caught audio files needs: LibriSpeech
// keeps each chapter's .flac files beside its .trans.txt, Common Voice
// its clips beside the TSVs.
const audioAdvice = "itnprep reads transcripts and text, never audio (a glob that matched the audio beside the transcripts? name the text files, e.g. DIR/*.txt)"

// arrowAdvice is what an Arrow file given as a corpus file needs: the
// Parquet that prep text reads, written by the library that wrote it.
const arrowAdvice = "write its rows out as Parquet and give that to prep text, which reads a Parquet file's text column (datasets.load_from_disk(DIR).to_parquet(\"OUT.parquet\") for a folder save_to_disk wrote; pyarrow.ipc.open_stream or open_file reads one file, pyarrow.parquet.write_table writes it)"

// binaryFile names a file that is not text by its magic bytes (audio,
// images, documents, programs), with what to do instead, or "" for
// anything else. Read as text, each was a run of invalid_utf8 and
// nul_byte rejects whose reason suggested Latin-1 (iconv) and whose
// refusal said nothing of audio. Every signature here is one no text line
// begins with: binary bytes, or a word followed by them.
func binaryFile(br *bufio.Reader) (what, advice string) {
	head, _ := br.Peek(12)
	h := string(head)
	switch {
	case len(h) >= 12 && strings.HasPrefix(h, "RIFF") && h[8:12] == "WAVE":
		return "a WAV audio file", audioAdvice
	case strings.HasPrefix(h, "fLaC\x00"), strings.HasPrefix(h, "fLaC\x80"):
		// STREAMINFO, the first metadata block, with the last-block flag
		// (0x80) when it is the only one (no tags, no seek table).
		return "a FLAC audio file", audioAdvice
	case strings.HasPrefix(h, "OggS\x00"):
		return "an Ogg audio file (Opus, Vorbis)", audioAdvice
	case len(h) >= 5 && strings.HasPrefix(h, "ID3") && h[3] >= 2 && h[3] <= 4 && h[4] == 0:
		return "an MP3 audio file", audioAdvice
	case strings.HasPrefix(h, "ARROW1\x00\x00"):
		return "an Arrow IPC file (Feather)", arrowAdvice
	case len(h) >= 8 && h[:4] == "\xff\xff\xff\xff" && h[7]&0x80 == 0 && h[4:8] != "\x00\x00\x00\x00":
		// An Arrow IPC stream: the continuation marker, then the first
		// message's length. Hugging Face datasets' save_to_disk (and its
		// cache) write data-00000-of-0000N.arrow so; it was called "an
		// MP3 audio file" (0xff 0xff passed for an MPEG frame's sync
		// word), and a user told it was audio (qa83).
		return "an Arrow IPC stream (as Hugging Face datasets' save_to_disk writes data-00000-of-00001.arrow)", arrowAdvice
	case len(h) >= 3 && h[0] == 0xff && h[1]&0xe0 == 0xe0 && h[1]>>3&3 != 1 && h[1]>>1&3 != 0 && h[2]>>4 != 0xf && h[2]>>2&3 != 3:
		// An MPEG audio frame's sync word, version and layer, and a
		// bitrate and sampling rate that are not the forbidden values
		// (an MP3 without an ID3 tag; 0xff never begins UTF-8 text, and
		// a UTF-16 byte-order mark was taken above).
		return "an MP3 audio file", audioAdvice
	case len(h) >= 2 && h[0] == 0xff && h[1]&0xf6 == 0xf0:
		return "an AAC audio file (ADTS)", audioAdvice
	case len(h) >= 8 && h[0] == 0 && h[1] == 0 && h[4:8] == "ftyp":
		return "an MP4 audio or video file (M4A, MP4)", audioAdvice
	case strings.HasPrefix(h, "NIST_1A\n"):
		return "a NIST SPHERE audio file (.sph, as TED-LIUM's)", audioAdvice
	case strings.HasPrefix(h, "\x89PNG\r\n\x1a\n"), strings.HasPrefix(h, "\xff\xd8\xff"):
		return "an image", "give the text files"
	case strings.HasPrefix(h, "%PDF-"):
		return "a PDF document", "extract its text first (pdftotext FILE OUT.txt) and give that"
	case strings.HasPrefix(h, "\x7fELF"):
		return "a program (an ELF binary)", "give the text files"
	}
	return "", ""
}

// onceCommand is the shell command that undoes one layer of a kind of
// compression of the file called name, keeping what it holds: its codec's
// Cat, through its store's command line for a gs:// or s3:// file
// (sources.ReadCommand: `zcat gs://b/x.gz` was printed).
func onceCommand(kind, name string) string {
	c, _ := sources.CodecNamed(kind)
	return sources.ReadCommand(name, c.Cat+" %s", c.StdinCat) + " > OUT"
}

// tarErr is the error for a tar archive given as a corpus file, with the
// command that extracts it (from its store's command line for a gs:// or
// s3:// one: tar cannot open gs://b/x.tgz).
func tarErr(name string) error {
	return fmt.Errorf("%s: a tar archive, not a corpus file: extract it first (%s) and give the files it holds", name, sources.ReadCommand(name, "tar xf %s", "tar x"))
}

// unreadCompressions are compressed or archive formats corpora come in
// that Decompress does not read, by their magic bytes, with the command
// that unpacks them. Read as text they were lines of binary, rejected as
// invalid UTF-8 without a word about why (CC-100 ships .xz).
var unreadCompressions = []struct {
	magic, suffix, format string
	how                   func(name string) string
}{
	{"\xfd7zXZ\x00", ".xz", "xz-compressed", func(n string) string {
		return "decompress it first (" + sources.ReadCommand(n, "xz -dk %s", "xz -dc > OUT") + ")"
	}},
	{"7z\xbc\xaf\x27\x1c", ".7z", "a 7-Zip archive", func(n string) string { return "extract it first (" + sources.ReadCommand(n, "7z x %s", "") + ")" }},
	{"Rar!\x1a\x07", ".rar", "a RAR archive", func(n string) string { return "extract it first (" + sources.ReadCommand(n, "unrar x %s", "") + ")" }},
	{"\x04\x22\x4d\x18", ".lz4", "lz4-compressed", func(n string) string {
		return "decompress it first (" + sources.ReadCommand(n, "lz4 -d %s", "lz4 -dc > OUT") + ")"
	}},
}

// UnreadByName is the error for an input whose name says it is a
// compression or archive itnprep does not read (.xz, .7z, .rar, .lz4, and
// a tar archive when tar: .tar, .tgz, .tar.gz, ...), in the words reading
// it would give; nil for any other name. A prep checks the names before
// it routes files by them: libriheavy_cuts_large.jsonl.xz was refused as
// "not a Libriheavy cut manifest name ... give the split explicitly
// (--split)", and with --split named xz; prep gtn called a .xz file
// neither raw GTN, NeMo JSONL nor Kaggle CSV.
func UnreadByName(name string, tar bool) error {
	lower := strings.ToLower(name)
	for _, u := range unreadCompressions {
		if strings.HasSuffix(lower, u.suffix) && !(tar && strings.HasSuffix(lower, ".tar"+u.suffix)) {
			return fmt.Errorf("%s: %s, which itnprep does not read: %s, or recompress it as .gz or .zst", name, u.format, u.how(name))
		}
	}
	if tar {
		for _, ext := range []string{".tar", ".tgz", ".tbz2", ".txz", ".tar.gz", ".tar.bz2", ".tar.zst", ".tar.xz"} {
			if strings.HasSuffix(lower, ext) {
				return tarErr(name)
			}
		}
	}
	return nil
}

// unreadCompression names the unread format br begins with ("" when none).
func unreadCompression(br *bufio.Reader) (format string, how func(string) string) {
	head, _ := br.Peek(6)
	for _, u := range unreadCompressions {
		if strings.HasPrefix(string(head), u.magic) {
			return u.format, u.how
		}
	}
	return "", nil
}

// tarMagicAt is where a tar header's "ustar" magic stands (POSIX and GNU
// tar, which every tar written since 1988 uses).
const tarMagicAt = 257

// isTar reports whether a stream begins with a tar header. A text record
// never holds "ustar" at byte 257 after a block of NUL-padded name bytes.
func isTar(br *bufio.Reader) bool {
	head, _ := br.Peek(tarMagicAt + 5)
	return len(head) == tarMagicAt+5 && string(head[tarMagicAt:]) == "ustar" && bytes.IndexByte(head[:100], 0) > 0
}

func decompress(name string, br *bufio.Reader, byName bool) (r io.Reader, kind string, closeFn func(), err error) {
	// The codec the name says (sources.CodecOfName, the one table of
	// codecs and their suffixes).
	var nameSays string
	if c, ok := sources.CodecOfName(name); ok {
		nameSays = c.Name
	}
	named := func(codec string) bool { return byName && nameSays == codec }
	magic, _ := br.Peek(4)
	isGz := len(magic) >= 2 && magic[0] == 0x1f && magic[1] == 0x8b
	switch {
	case byName && (len(magic) == 4 && string(magic) == "PK\x03\x04" || named("zip")):
		// zip needs random access: spooled to a temporary file, never held
		// in memory (Kaggle ships en_train.csv.zip).
		entry, closeZip, err := OpenSingleFileZip(name, br)
		if err != nil {
			return nil, "", nil, err
		}
		return entry, "zip", closeZip, nil
	case len(magic) == 4 && string(magic) == "\x28\xb5\x2f\xfd" || named("zstd"):
		// zstd, as corpora such as The Pile ship (train.jsonl.zst).
		zr, closeZ, err := codecDecode("zstd", sourceReader{br})
		if err != nil {
			return nil, "", nil, fmt.Errorf("%s: not a zstd file: %w", name, err)
		}
		return zr, "zstd", closeZ, nil
	case len(magic) >= 3 && string(magic[:3]) == "BZh" && nameSays == "bzip2":
		zr, closeZ, err := codecDecode("bzip2", br)
		if err != nil {
			return nil, "", nil, fmt.Errorf("%s: not a bzip2 file: %w", name, err)
		}
		return zr, "bzip2", closeZ, nil
	case isGz || named("gzip"):
		text := !isGz && looksLikeText(br) // before gzip reads the header
		if text && strings.HasPrefix(name, "gs://") {
			// An object stored gzip-compressed with Content-Encoding: gzip
			// (gsutil cp -Z, gcloud storage cp --gzip-local-all, or a .gz
			// upload given that metadata) is served decompressed: Cloud
			// Storage's decompressive transcoding, which Google's client,
			// reading through Beam's gcs filesystem, asks for. Its text is
			// the object's content, not a misnamed file: it was refused as
			// "the name ends in .gz but the file holds plain text ...:
			// rename it without .gz", which changed nothing of how the
			// object is served (qa83, on fake-gcs-server).
			return br, "", func() {}, nil
		}
		zr, err := gzip.NewReader(br)
		if err == io.EOF {
			// A 0-byte file: gzip's "EOF" said nothing of what is wrong.
			return nil, "", nil, fmt.Errorf("%s: empty file (0 bytes) where a gzip stream is expected by its name (an interrupted download?)", name)
		}
		if isGz && errors.Is(err, io.ErrUnexpectedEOF) {
			// Cut short inside gzip's 10-byte header: "not a gzip file
			// (it starts with gzip's magic bytes): unexpected EOF" was
			// the line, which contradicted itself.
			return nil, "", nil, fmt.Errorf("%s: the file ends inside its gzip header (truncated gzip? an interrupted download)", name)
		}
		if err != nil {
			if text {
				// "not a gzip file (the name ends in .gz): gzip: invalid
				// header" left the user to find out what the file was.
				return nil, "", nil, fmt.Errorf("%s: the name ends in .gz but the file holds plain text, not gzip: rename it without .gz to read it as text (or gzip it)", name)
			}
			why := "the name ends in .gz"
			if isGz {
				why = "it starts with gzip's magic bytes"
			}
			return nil, "", nil, fmt.Errorf("%s: not a gzip file (%s): %w", name, why, err)
		}
		zr.Multistream(false)
		return &gzipMembers{zr: zr, br: br}, "gzip", func() { zr.Close() }, nil
	}
	return br, "", func() {}, nil
}

// codecDecode is the decoder of the codec called name in sources.Codecs,
// the one table of them.
func codecDecode(name string, r io.Reader) (io.Reader, func(), error) {
	c, ok := sources.CodecNamed(name)
	if !ok || c.Decode == nil {
		return nil, nil, fmt.Errorf("no %s decoder", name)
	}
	return c.Decode(r)
}

// gzipMembers reads a gzip file's members one after another, as gzip -d
// does: members written one after another (cat a.gz b.gz) are one stream,
// and zero bytes after the last member end it (gzip -d: "decompression OK,
// trailing zero bytes ignored"; a tape block's padding, a preallocated
// download). Go's multistream reader took them for a next member's header
// cut short, and a whole file read as "truncated gzip?". Bytes after the
// last member that are neither zeros nor a member are an error saying so
// (gzip -d warns "trailing garbage ignored").
type gzipMembers struct {
	zr   *gzip.Reader
	br   *bufio.Reader
	done bool
	// err is the error after the last member, returned by every later
	// Read: a bufio.Reader's Peek drops the error it met, and the next
	// Read went on past the bytes that made it.
	err error
}

func (g *gzipMembers) Read(p []byte) (int, error) {
	for !g.done && g.err == nil {
		n, err := g.zr.Read(p)
		if err != io.EOF {
			return n, err
		}
		g.err = g.next()
		if n > 0 || g.err != nil {
			return n, g.err
		}
	}
	if g.err != nil {
		return 0, g.err
	}
	return 0, io.EOF
}

// next moves to the member after the one that ended, or marks the stream
// done at the end of the file or of a run of trailing zero bytes.
func (g *gzipMembers) next() error {
	head, err := g.br.Peek(1)
	if len(head) == 0 {
		if err == io.EOF {
			g.done = true
			return nil
		}
		return err
	}
	if head[0] == 0 {
		for {
			c, err := g.br.ReadByte()
			if err == io.EOF {
				g.done = true
				return nil
			}
			if err != nil {
				return err
			}
			if c != 0 {
				return fmt.Errorf("bytes other than zeros after the gzip stream's trailing zero bytes (a damaged file?)")
			}
		}
	}
	// Bytes that do not begin as a member (gzip's magic, 1f 8b) are
	// trailing garbage however few: fewer than a header's 10 were read as
	// a next member's header cut short, "truncated gzip?", of a file that
	// gzip -t passes ("decompression OK, trailing garbage ignored").
	if magic, _ := g.br.Peek(2); magic[0] != 0x1f || len(magic) == 2 && magic[1] != 0x8b {
		return fmt.Errorf("bytes after the gzip stream that are no gzip member (trailing garbage: %w)", gzip.ErrHeader)
	}
	if err := g.zr.Reset(g.br); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return err
		}
		return fmt.Errorf("bytes after the gzip stream that are no gzip member (trailing garbage: %w)", err)
	}
	g.zr.Multistream(false)
	return nil
}

// looksLikeText reports whether br's first bytes (up to 512) are UTF-8
// text: no control byte but tab, line feed and carriage return, and no
// invalid sequence (a rune cut at the end of the sample is fine).
func looksLikeText(br *bufio.Reader) bool {
	head, _ := br.Peek(512)
	if len(head) == 0 {
		return false
	}
	for i := 0; i < len(head); {
		c := head[i]
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == 0x7f {
			return false
		}
		r, n := utf8.DecodeRune(head[i:])
		if r == utf8.RuneError && n <= 1 && !(len(head) == 512 && len(head)-i < utf8.UTFMax && !utf8.FullRune(head[i:])) {
			return false
		}
		i += n
	}
	return true
}

// CodecError is a read error of a compressed stream Decompress opened,
// with the codec it found (gzip, zstd, bzip2, zip): a reader told by the
// file's content, not its name (a zip archive saved as corpus.txt), could
// only guess the codec from the name, and named the wrong tool ("gzip -t
// corpus.txt" for a damaged zip). Readers that may not import storage (the
// sources kernel) ask for it as an interface{ StreamCodec() string }.
type CodecError struct {
	Codec string
	Err   error
}

func (e *CodecError) Error() string { return e.Err.Error() }

// Unwrap gives the codec's own error (flate's, io.ErrUnexpectedEOF, ...).
func (e *CodecError) Unwrap() error { return e.Err }

// StreamCodec is the codec whose data did not decode.
func (e *CodecError) StreamCodec() string { return e.Codec }

// codecReader wraps a decoder's read errors (not io.EOF) in CodecError.
type codecReader struct {
	r     io.Reader
	codec string
}

func (c codecReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	var src *sourceError
	switch {
	case err == nil, err == io.EOF:
	case errors.As(err, &src):
		err = src.err // the file's, not the codec's
	default:
		err = &CodecError{Codec: c.codec, Err: err}
	}
	return n, err
}

// sourceReader marks the read errors of a decoder's source (sourceError),
// which the zstd decoder hands on as they are: taken for its own, a
// network or disk error, or a cancelled run, was "zstd data that does
// not decode" (sources).
type sourceReader struct{ r io.Reader }

func (s sourceReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF {
		err = &sourceError{err}
	}
	return n, err
}

// sourceError is a read error of a decoder's source (sourceReader).
type sourceError struct{ err error }

func (e *sourceError) Error() string { return e.err.Error() }
func (e *sourceError) Unwrap() error { return e.err }

// describedReader says what its read errors mean
// (sources.DescribeReadErr): a compressed stream cut short, by its codec,
// or data that does not decode, with the command that checks the file.
// It named a cut gzip stream alone: a damaged .zst file was the zstd
// decoder's words, one cut short "unexpected EOF".
type describedReader struct {
	r    io.Reader
	name string
}

func (d describedReader) Read(p []byte) (int, error) {
	n, err := d.r.Read(p)
	if err != nil && err != io.EOF {
		err = sources.DescribeReadErr(d.name, err)
	}
	return n, err
}

// utf16WithoutBOM says whether r begins with ASCII text in UTF-16 without a
// byte-order mark: "UTF-16LE" when its first 16 or more bytes (up to 64)
// are pairs of a printable ASCII or blank byte then 0, "UTF-16BE" for 0
// then such a byte; "" otherwise (no UTF-8 text has a 0 byte, and a
// binary format does not alternate so).
func utf16WithoutBOM(r *bufio.Reader) string {
	b, _ := r.Peek(64)
	b = b[:len(b)&^1]
	if len(b) < 16 {
		return ""
	}
	text := func(c byte) bool { return c >= 0x20 && c < 0x7f || c == '\t' || c == '\n' || c == '\r' }
	le, be := true, true
	for i := 0; i < len(b); i += 2 {
		le = le && text(b[i]) && b[i+1] == 0
		be = be && b[i] == 0 && text(b[i+1])
	}
	switch {
	case le:
		return "UTF-16LE"
	case be:
		return "UTF-16BE"
	}
	return ""
}
