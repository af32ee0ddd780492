package sources

import (
	"compress/bzip2"
	"compress/gzip"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/klauspost/compress/zstd"

	"github.com/itnprep/itnprep/internal/shellquote"
)

// Codec is one compression itnprep reads, by its name, the file-name
// suffix that says it, and the shell commands the messages about such a
// file print. It is the one table of them: BaseName's suffixes, the codec
// a read error's file name says (streamCodec), the commands that check a
// file (gzip -t) and that write its text out (zcat, in the commands that
// convert a file's line endings or its JSON), and storage's choice of a
// decoder by name were four tables that had to agree.
type Codec struct {
	Name   string // gzip, zstd, bzip2, zip
	Suffix string // .gz, .zst, .bz2, .zip
	// Aliases are the other suffixes that say the codec, spelled as its
	// name (.gzip, .zstd, .bzip2): a corpus's train.csv.zstd was read,
	// its bytes decompressed by their magic number, as plain text,
	// since its name ended in no table's suffix: its header a record,
	// its quoted fields run over lines, and a split taken from no name.
	Aliases []string
	// Cat writes a file's text to standard output, given the file
	// (zcat F, unzip -p F); StdinCat reads the file from standard input
	// (unzip reads no pipe; funzip reads a zip's first file from one).
	Cat, StdinCat string
	// Check tests a whole file; StdinCheck is the same test of standard
	// input, "" where the tool reads no pipe (unzip -t).
	Check, StdinCheck string
	// What names a stream of it cut short: "truncated gzip?".
	What string
	// Decode is the codec's stream decoder and the function that
	// releases it; nil for zip, which needs random access
	// (storage.OpenSingleFileZip). storage.Decompress reads zstd and
	// bzip2 through it (gzip through its own reader of gzip members, which
	// tells a cut header and trailing zeros apart), and plainprep every
	// codec it names: it tested ".gz" itself, and read a .zst or .bz2
	// input as its compressed bytes.
	Decode func(r io.Reader) (io.Reader, func(), error)
}

// Codecs are the compressions itnprep reads (storage.Decompress).
var Codecs = []Codec{
	{Name: "gzip", Suffix: ".gz", Aliases: []string{".gzip"}, Cat: "zcat", StdinCat: "zcat", Check: "gzip -t", StdinCheck: "gzip -t", What: "gzip", Decode: decodeGzip},
	{Name: "zip", Suffix: ".zip", Cat: "unzip -p", StdinCat: "funzip", Check: "unzip -t", What: "zip"},
	{Name: "zstd", Suffix: ".zst", Aliases: []string{".zstd"}, Cat: "zstdcat", StdinCat: "zstdcat", Check: "zstd -t", StdinCheck: "zstd -t", What: "zstd file", Decode: decodeZstd},
	{Name: "bzip2", Suffix: ".bz2", Aliases: []string{".bzip2"}, Cat: "bzcat", StdinCat: "bzcat", Check: "bzip2 -t", StdinCheck: "bzip2 -t", What: "bzip2 file", Decode: decodeBzip2},
}

func decodeGzip(r io.Reader) (io.Reader, func(), error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, nil, err
	}
	return zr, func() { zr.Close() }, nil
}

// decodeZstd decodes on the calling goroutine (one decoder per file; the
// readers run a file each already).
func decodeZstd(r io.Reader) (io.Reader, func(), error) {
	zr, err := zstd.NewReader(r, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, nil, err
	}
	return zr, zr.Close, nil
}

func decodeBzip2(r io.Reader) (io.Reader, func(), error) {
	return bzip2.NewReader(r), func() {}, nil
}

// CodecNamed is the codec called name (gzip, zstd, bzip2, zip).
func CodecNamed(name string) (Codec, bool) {
	for _, c := range Codecs {
		if c.Name == name {
			return c, true
		}
	}
	return Codec{}, false
}

// CodecOfName is the codec file name's suffix says (case folded:
// X.GZ is gzip; an alias, x.csv.zstd, too), if any.
func CodecOfName(name string) (Codec, bool) {
	c, suffix := codecSuffix(name)
	return c, suffix != ""
}

// codecSuffix is the codec file name's suffix says and that suffix, as
// the name spells it ("" when none says one).
func codecSuffix(name string) (Codec, string) {
	low := strings.ToLower(name)
	for _, c := range Codecs {
		for _, suffix := range append([]string{c.Suffix}, c.Aliases...) {
			if strings.HasSuffix(low, suffix) {
				return c, name[len(name)-len(suffix):]
			}
		}
	}
	return Codec{}, ""
}

// cloud is the command lines of a store itnprep reads, by the path's
// scheme: cat writes an object to standard output, put writes standard
// input to one, cp copies one, mv renames one.
type cloud struct{ scheme, cat, put, cp, mv string }

// clouds are the stores with a command line.
var clouds = []cloud{
	{"gs://", "gcloud storage cat %s", "gcloud storage cp - %s", "gcloud storage cp %s %s", "gcloud storage mv %s %s"},
	{"s3://", "aws s3 cp %s -", "aws s3 cp - %s", "aws s3 cp %s %s", "aws s3 mv %s %s"},
}

// cloudOf is the command lines of name's store; ok is false for a local
// path (or a store without one: memfs://).
func cloudOf(name string) (cloud, bool) {
	for _, c := range clouds {
		if strings.HasPrefix(name, c.scheme) {
			return c, true
		}
	}
	return cloud{}, false
}

// ReadCommand is the shell command that runs a tool on the file called
// name: local, with %s where the shell-quoted name goes ("gzip -t %s"), for
// a local file; for a gs:// or s3:// one, which no shell opens by its path
// (`gzip -t gs://b/x.gz`, `jq ... gs://b/x.json` fail), stdin, the tool
// reading standard input, after its store's command line that writes the
// object there ("gcloud storage cat 'gs://b/x.gz' | gzip -t"). A tool that
// reads no pipe (stdin "") runs on a copy downloaded to the working folder
// first.
func ReadCommand(name, local, stdin string) string {
	c, ok := cloudOf(name)
	if !ok {
		return fmt.Sprintf(local, shellquote.Quote(name))
	}
	if stdin != "" {
		return fmt.Sprintf(c.cat, shellquote.Quote(name)) + " | " + stdin
	}
	copied := shellquote.Quote(path.Base(name))
	return fmt.Sprintf(c.cp, shellquote.Quote(name), copied) + " && " + fmt.Sprintf(local, copied)
}

// writeTo is the end of a shell command that writes its standard output to
// out: "> 'out'", or for a gs:// or s3:// path, where a shell's ">" makes
// a local file of that name, " | " its store's upload of standard input.
func writeTo(out string) string {
	if c, ok := cloudOf(out); ok {
		return "| " + fmt.Sprintf(c.put, shellquote.Quote(out))
	}
	return "> " + shellquote.Quote(out)
}

// replaceCommand is the end of a shell command that replaces the file
// called name by its standard output, through a temporary file beside it
// (the command reads name while it runs): "> 'x.tmp' && mv 'x.tmp' 'x'",
// or through its store's upload and rename.
func replaceCommand(name string) string {
	tmp := shellquote.Quote(name + ".tmp")
	if c, ok := cloudOf(name); ok {
		return "| " + fmt.Sprintf(c.put, tmp) + " && " + fmt.Sprintf(c.mv, tmp, shellquote.Quote(name))
	}
	return "> " + tmp + " && mv " + tmp + " " + shellquote.Quote(name)
}

// textCommand is the shell command that writes the text of the file called
// name to standard output, through its decompressor when its name says it
// is compressed (zcat), and through its store's command line when it is
// on one; "" for a local uncompressed file, which a tool reads itself.
func textCommand(name string) string {
	codec, compressed := CodecOfName(name)
	if !compressed {
		if c, ok := cloudOf(name); ok {
			return fmt.Sprintf(c.cat, shellquote.Quote(name))
		}
		return ""
	}
	return ReadCommand(name, codec.Cat+" %s", codec.StdinCat)
}
