package sources_test

import (
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"compress/flate"
	"compress/gzip"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// failing reads r, then fails with err, as a decompressor does at data
// that does not decode, or with io.ErrUnexpectedEOF at a stream cut short.
type failing struct {
	r   io.Reader
	err error
}

func (f failing) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		err = f.err
	}
	return n, err
}

// codecErr stands in for storage.CodecError: a decoder's error, with its
// codec.
type codecErr struct {
	codec string
	err   error
}

func (e codecErr) Error() string       { return e.err.Error() }
func (e codecErr) Unwrap() error       { return e.err }
func (e codecErr) StreamCodec() string { return e.codec }

// TestCutShortNamesItsCodec: a compressed input cut short fails naming the
// file, the line and the codec its name says, and none for an
// uncompressed one: a .zst or .bz2 file said "truncated gzip?", as did a
// plain file, and a Parquet file in a cut-short stream said
// "unexpected EOF" alone.
func TestCutShortNamesItsCodec(t *testing.T) {
	sink := sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for name, want := range map[string]string{
		"a.txt.zst": "a.txt.zst:3: read error: file ends in the middle of a compressed stream (truncated zstd file? zstd -t a.txt.zst checks it): unexpected EOF",
		"a.txt.bz2": "a.txt.bz2:3: read error: file ends in the middle of a compressed stream (truncated bzip2 file? bzip2 -t a.txt.bz2 checks it): unexpected EOF",
		"a.txt.gz":  "a.txt.gz:3: read error: file ends in the middle of a compressed stream (truncated gzip? gzip -t a.txt.gz checks it): unexpected EOF",
		// gzip -t opens no gs:// path: the store's command line feeds it.
		"gs://b/a.txt.gz": "gs://b/a.txt.gz:3: read error: file ends in the middle of a compressed stream (truncated gzip? gcloud storage cat gs://b/a.txt.gz | gzip -t checks it): unexpected EOF",
		"s3://b/a.zip":    "s3://b/a.zip:3: read error: file ends in the middle of a compressed stream (truncated zip? aws s3 cp s3://b/a.zip a.zip && unzip -t a.zip checks it): unexpected EOF",
		// No codec read it: an uncompressed file (a gs:// one whose
		// connection dropped) was a "truncated gzip?".
		"a.txt":         "a.txt:3: read error: the stream ended early (the file is read as it is, not compressed: a connection to its store that dropped, or a file that shrank while it was read?): unexpected EOF",
		"gs://b/a.json": "gs://b/a.json:3: read error: the stream ended early (the file is read as it is, not compressed: a connection to its store that dropped, or a file that shrank while it was read?): unexpected EOF",
	} {
		_, err := sources.ParseText(name, failing{strings.NewReader("One.\nTwo.\nThr"), io.ErrUnexpectedEOF}, "train", false, 0, sink)
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v\nwant %s", name, err, want)
		}
	}
	_, err := sources.ParseTextParquet("w.parquet.gz", failing{strings.NewReader("PAR1..."), io.ErrUnexpectedEOF}, "train", 0, sink)
	if want := "w.parquet.gz: read error: file ends in the middle of a compressed stream (truncated gzip? gzip -t w.parquet.gz checks it): unexpected EOF"; err == nil || err.Error() != want {
		t.Errorf("parquet: %v\nwant %s", err, want)
	}
}

// TestUndecodableStreamSaysSo: a .bz2 file cut short inside its one block
// fails bzip2's checksum, not with an EOF, and a damaged gzip file fails
// inflating or its CRC; each said the decoder's words alone ("bzip2 data
// invalid: block checksum mismatch"), nothing of a cut or damaged file or
// how to check it. A real gzip stream with a byte changed is one of them.
func TestUndecodableStreamSaysSo(t *testing.T) {
	sink := sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(strings.Repeat("One line of text.\n", 50)))
	zw.Close()
	damaged := bytes.Clone(gz.Bytes())
	damaged[len(damaged)-6] ^= 0xff // in the CRC-32 after the data
	zr, err := gzip.NewReader(bytes.NewReader(damaged))
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		r    io.Reader
		want string
	}{
		"my a.txt.bz2": {failing{strings.NewReader("One.\nTwo.\nThr"), bzip2.StructuralError("block checksum mismatch")},
			"my a.txt.bz2:3: read error: bzip2 data invalid: block checksum mismatch (bzip2 data that does not decode: a file cut short or damaged? bzip2 -t 'my a.txt.bz2' checks it)"},
		"b.txt.gz": {failing{strings.NewReader("One.\nTw"), flate.CorruptInputError(9)},
			"b.txt.gz:2: read error: flate: corrupt input before offset 9 (gzip data that does not decode: a damaged file? gzip -t b.txt.gz checks it)"},
		"c.txt.gz": {zr, "(gzip data that does not decode: a damaged file? gzip -t c.txt.gz checks it)"},
		// The zstd decoder's errors are told by the decompressor's
		// codec (storage.CodecError), not by their type.
		"d.txt": {failing{strings.NewReader("One.\nTw"), codecErr{"zstd", errors.New("CRC check failed")}},
			"d.txt:2: read error: CRC check failed (zstd data that does not decode: a file cut short or damaged? zstd -t d.txt checks it)"},
		// A read error of another kind under a .zst name is no zstd data.
		"e.txt.zst": {failing{strings.NewReader("One.\nTw"), errors.New("input/output error")},
			"e.txt.zst:2: read error: input/output error"},
	} {
		_, err := sources.ParseText(name, c.r, "train", false, 0, sink)
		if err == nil || !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant ...%s", name, err, c.want)
		}
	}
}

// TestDamagedZipMemberSaysZip: a .zip input whose one file does not
// inflate (flate's corrupt input) or fails its CRC (zip's checksum error)
// names zip and unzip -t; the corrupt input said "gzip data ... gzip -t
// a.txt.zip checks it", which gzip cannot check, and the checksum error
// said "zip: checksum error" alone, as a member longer than its size said
// "zip: not a valid zip file".
func TestDamagedZipMemberSaysZip(t *testing.T) {
	sink := sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for name, damage := range map[string]func(data []byte, at int){
		"inflating": func(data []byte, at int) { data[at] ^= 0xff }, // the deflate stream's first byte: an invalid block type
		"crc": func(data []byte, _ int) { // the CRC-32 the central directory gives it
			data[bytes.LastIndex(data, []byte("PK\x01\x02"))+16] ^= 0xff
		},
		// The uncompressed size the central directory gives it, made
		// smaller: the member inflates past it, zip's ErrFormat ("zip: not
		// a valid zip file" alone, the usual failure of a zip damaged in
		// its data).
		"size": func(data []byte, _ int) {
			copy(data[bytes.LastIndex(data, []byte("PK\x01\x02"))+24:], []byte{10, 0, 0, 0})
		},
	} {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		w, err := zw.Create("a.txt")
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(strings.Repeat("One line of text.\n", 50)))
		zw.Close()
		data := buf.Bytes()
		// The local header is 30 bytes and the name's; the data follows.
		damage(data, 30+len("a.txt"))
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		rc, err := zr.File[0].Open()
		if err != nil {
			t.Fatal(err)
		}
		_, err = sources.ParseText("my a.txt.zip", rc, "train", false, 0, sink)
		if err == nil || !strings.HasSuffix(err.Error(), "(zip data that does not decode: a damaged file? unzip -t 'my a.txt.zip' checks it)") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
