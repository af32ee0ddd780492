package storage

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/klauspost/compress/zstd"

	"github.com/itnprep/itnprep/internal/testutil"
)

func TestOpenDecompressed(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(strings.Repeat("line\n", 2000)))
	zw.Close()
	var z bytes.Buffer
	ze, err := zstd.NewWriter(&z)
	if err != nil {
		t.Fatal(err)
	}
	ze.Write([]byte("zstd line\n"))
	ze.Close()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		path, want, wantErr string
	}{
		{write("plain.txt", []byte("a\nb\n")), "a\nb\n", ""},
		{write("renamed.txt", b.Bytes()), strings.Repeat("line\n", 2000), ""},
		{write("cut.gz", b.Bytes()[:b.Len()/2]), "", "truncated gzip?"},
		{write("empty", nil), "", ""},
		{write("pairs.jsonl.zst", z.Bytes()), "zstd line\n", ""},
		{write("BZh.txt", []byte("BZh is a line\n")), "BZh is a line\n", ""}, // bzip2's magic, not its name
	} {
		r, closeIn, err := OpenDecompressed(context.Background(), c.path)
		if err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		got, err := io.ReadAll(r)
		closeIn()
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%s: error %v, want %q", c.path, err, c.wantErr)
			}
			continue
		}
		if err != nil || string(got) != c.want {
			t.Errorf("%s: %q, %v; want %q", c.path, got, err, c.want)
		}
	}
}

// TestOpenDecompressedBzip2 reads a file made by the real bzip2.
func TestOpenDecompressedBzip2(t *testing.T) {
	bin := testutil.Tool(t, "bzip2", "bzip2")
	p := filepath.Join(t.TempDir(), "pairs.jsonl")
	if err := os.WriteFile(p, []byte("bzip2 line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bin, "-q", p).CombinedOutput(); err != nil {
		t.Fatalf("bzip2: %v %s", err, out)
	}
	r, closeIn, err := OpenDecompressed(context.Background(), p+".bz2")
	if err != nil {
		t.Fatal(err)
	}
	defer closeIn()
	if got, err := io.ReadAll(r); err != nil || string(got) != "bzip2 line\n" {
		t.Errorf("%q, %v", got, err)
	}
}

// TestDecompressRefusesTar: a tar archive (plain, gzip or zstd; GTN ships as
// en_with_types.tgz) is an error that says to extract it, for the prep
// readers (byName) and the streaming commands alike. Read as it was, its
// headers became NUL-byte rejects and its members' lines one corpus.
func TestDecompressRefusesTar(t *testing.T) {
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	body := []byte("PLAIN\tThe\t<self>\n<eos>\t<eos>\n")
	tw.WriteHeader(&tar.Header{Name: "en_with_types/output-00000-of-00100", Mode: 0o644, Size: int64(len(body))})
	tw.Write(body)
	tw.Close()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(tb.Bytes())
	zw.Close()
	var zs bytes.Buffer
	ze, err := zstd.NewWriter(&zs)
	if err != nil {
		t.Fatal(err)
	}
	ze.Write(tb.Bytes())
	ze.Close()
	dir := t.TempDir()
	for name, data := range map[string][]byte{"en_with_types.tar": tb.Bytes(), "en_with_types.tgz": gz.Bytes(), "corpus.tar.zst": zs.Bytes(), "renamed.txt": gz.Bytes()} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, byName := range []bool{true, false} {
			f, _ := os.Open(p)
			_, _, _, err := Decompress(p, bufio.NewReader(f), byName)
			f.Close()
			if err == nil || !strings.Contains(err.Error(), "a tar archive") || !strings.Contains(err.Error(), "tar xf "+p) {
				t.Errorf("%s (byName %v): %v, want an error saying it is a tar archive to extract", name, byName, err)
			}
		}
		if _, _, err := OpenDecompressed(context.Background(), p); err == nil || !strings.Contains(err.Error(), "a tar archive") {
			t.Errorf("OpenDecompressed %s: %v", name, err)
		}
	}
	// Text that merely holds "ustar" is text.
	text := strings.Repeat("x", 257) + "ustar and more\n"
	r, _, _, err := Decompress("t.txt", bufio.NewReader(strings.NewReader(text)), true)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(r); string(got) != text {
		t.Errorf("text with ustar at 257: %q", got)
	}
}

// TestDecompressNamesUnreadCompressions: an xz, 7-Zip, RAR or lz4 file is
// an error naming the format and how to unpack it; read as text it was
// lines of binary, refused as invalid UTF-8 without saying why.
func TestDecompressNamesUnreadCompressions(t *testing.T) {
	for name, c := range map[string]struct{ data, want string }{
		"corpus.txt.xz": {"\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4F", "xz-compressed, which itnprep does not read: decompress it first (xz -dk corpus.txt.xz)"},
		"corpus.7z":     {"7z\xbc\xaf\x27\x1c\x00\x04", "a 7-Zip archive"},
		"corpus.rar":    {"Rar!\x1a\x07\x01\x00", "a RAR archive"},
		"corpus.lz4":    {"\x04\x22\x4d\x18\x64\x40", "lz4-compressed"},
	} {
		_, _, _, err := Decompress(name, bufio.NewReader(strings.NewReader(c.data)), true)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "recompress it as .gz or .zst") {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// TestDecompressNamesBinaryFiles: audio, images, PDFs and programs are
// not text; a glob over a LibriSpeech chapter (its .flac files beside its
// .trans.txt) read each as lines of invalid UTF-8 with a hint about
// Latin-1. Text that begins with the same words is still text.
func TestDecompressNamesBinaryFiles(t *testing.T) {
	for name, c := range map[string]struct{ data, want string }{
		"84-121123-0000.flac": {"fLaC\x00\x00\x00\x22\x10\x00", "84-121123-0000.flac: a FLAC audio file, not text: itnprep reads transcripts and text, never audio (a glob that matched the audio beside the transcripts? name the text files, e.g. DIR/*.txt)"},
		"0.wav":               {"RIFF\x24\x08\x00\x00WAVEfmt ", "0.wav: a WAV audio file, not text"},
		"clip.mp3":            {"ID3\x04\x00\x00\x00\x00\x00\x00", "clip.mp3: an MP3 audio file, not text"},
		"clip.opus":           {"OggS\x00\x02\x00\x00", "clip.opus: an Ogg audio file (Opus, Vorbis), not text"},
		// STREAMINFO alone, its last-block flag set (was read as text).
		"tagless.flac": {"fLaC\x80\x00\x00\x22\x10\x00", "tagless.flac: a FLAC audio file, not text"},
		// MPEG-1 Layer III and MPEG-2 Layer III frames without an ID3 tag.
		"plain.mp3":  {"\xff\xfb\x90\x64\x00\x00", "plain.mp3: an MP3 audio file, not text"},
		"plain2.mp3": {"\xff\xf3\x40\xc4\x00\x00", "plain2.mp3: an MP3 audio file, not text"},
		"clip.aac":   {"\xff\xf1\x50\x80\x02\x1f\xfc", "clip.aac: an AAC audio file (ADTS), not text"},
		"clip.m4a":   {"\x00\x00\x00\x20ftypM4A \x00\x00", "clip.m4a: an MP4 audio or video file (M4A, MP4), not text"},
		"photo.jpg":  {"\xff\xd8\xff\xe0\x00\x10JFIF", "photo.jpg: an image, not text"},
		"talk.sph":   {"NIST_1A\n   1024\n", "talk.sph: a NIST SPHERE audio file (.sph, as TED-LIUM's), not text"},
		"page.png":   {"\x89PNG\r\n\x1a\n\x00\x00", "page.png: an image, not text"},
		"paper.pdf":  {"%PDF-1.7\n%\xe2\xe3", "paper.pdf: a PDF document, not text: extract its text first (pdftotext FILE OUT.txt) and give that"},
		"a.out":      {"\x7fELF\x02\x01\x01", "a.out: a program (an ELF binary), not text"},
		// Hugging Face datasets' save_to_disk: an Arrow IPC stream (the
		// continuation marker, then the first message's length); it was
		// "an MP3 audio file" (qa83). And the Arrow IPC file format.
		"data-00000-of-00001.arrow": {"\xff\xff\xff\xff\xb8\x00\x00\x00\x10\x00\x00\x00", "data-00000-of-00001.arrow: an Arrow IPC stream (as Hugging Face datasets' save_to_disk writes data-00000-of-00001.arrow), not text: write its rows out as Parquet and give that to prep text"},
		"table.feather":             {"ARROW1\x00\x00\xff\xff\xff\xff", "table.feather: an Arrow IPC file (Feather), not text: write its rows out as Parquet"},
	} {
		_, _, _, err := Decompress(name, bufio.NewReader(strings.NewReader(c.data)), true)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
	for _, text := range []string{"RIFF is a container format.\n", "ID3 tags name the artist.\n", "OggS\n", "fLaC is lossless\n", "%PDF is a marker\n", "NIST_1A is a header\n", "ftyp boxes\n"} {
		r, _, _, err := Decompress("notes.txt", bufio.NewReader(strings.NewReader(text)), true)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if b, _ := io.ReadAll(r); string(b) != text {
			t.Errorf("%q read as %q", text, b)
		}
	}
}

// TestParquetReadAsText: a Parquet file under a name that is not .parquet
// (a Hugging Face blob, a renamed download) was read by prep as lines of
// nul_byte and invalid_utf8 rejects whose reasons suggested Windows-1252;
// it is refused naming .parquet, and by a .parquet name it is read as it
// is (prep text's Parquet reader takes it). A streaming command, which
// reads lines only, refuses it under any name. A text line that begins
// with PAR1 is text.
func TestParquetReadAsText(t *testing.T) {
	pq, err := os.ReadFile("../testdata/text-parquet/wikipedia.parquet")
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, err = Decompress("hub/blobs/9f8e7d", bufio.NewReader(bytes.NewReader(pq)), true)
	if err == nil || err.Error() != "hub/blobs/9f8e7d: a Parquet file under a name that is not .parquet, read as text: name it .parquet (prep text reads a Parquet file's text column by that name)" {
		t.Errorf("Parquet under another name: %v", err)
	}
	if _, _, _, err := Decompress("wiki.parquet", bufio.NewReader(bytes.NewReader(pq)), true); err != nil {
		t.Errorf("Parquet by its name: %v", err)
	}
	dir := t.TempDir()
	for _, name := range []string{"wiki.parquet", "pairs.jsonl"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, pq, 0o644); err != nil {
			t.Fatal(err)
		}
		_, _, err := OpenDecompressed(context.Background(), p)
		if err == nil || !strings.HasPrefix(err.Error(), p+": a Parquet file, not lines of text: this command reads JSONL") {
			t.Errorf("%s opened for lines: %v", name, err)
		}
	}
	r, _, _, err := Decompress("notes.txt", bufio.NewReader(strings.NewReader("PAR1 is a gene.\n")), true)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(r); string(b) != "PAR1 is a gene.\n" {
		t.Errorf("text read as %q", b)
	}
}

// TestDecompressEmptyGzip: a 0-byte file named .gz is an error that says
// it is empty (it said "not a gzip file (the name ends in .gz): EOF").
func TestDecompressEmptyGzip(t *testing.T) {
	_, _, _, err := Decompress("dl/output-00001-of-00100.gz", bufio.NewReader(strings.NewReader("")), true)
	if err == nil || err.Error() != "dl/output-00001-of-00100.gz: empty file (0 bytes) where a gzip stream is expected by its name (an interrupted download?)" {
		t.Errorf("empty .gz: %v", err)
	}
}

// TestDecompressGzipCutInItsHeader: a gzip file cut short within its
// 10-byte header (the first bytes of an interrupted download) said "not a
// gzip file (it starts with gzip's magic bytes): unexpected EOF", which
// contradicted itself; it says the file ends inside its header. A short
// text file named .gz is still "not a gzip file".
func TestDecompressGzipCutInItsHeader(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("PLAIN\tword\t<self>\n"))
	zw.Close()
	for _, n := range []int{2, 5, 9} {
		for _, name := range []string{"output-00000-of-00100.gz", "output-00000-of-00100"} {
			_, _, _, err := Decompress(name, bufio.NewReader(bytes.NewReader(gz.Bytes()[:n])), true)
			want := name + ": the file ends inside its gzip header (truncated gzip? an interrupted download)"
			if err == nil || err.Error() != want {
				t.Errorf("%s cut at %d bytes: %v, want %q", name, n, err, want)
			}
		}
	}
	if _, _, _, err := Decompress("notes.gz", bufio.NewReader(strings.NewReader("hi\n")), true); err == nil || !strings.Contains(err.Error(), "notes.gz: the name ends in .gz but the file holds plain text, not gzip") {
		t.Errorf("short text named .gz: %v", err)
	}
	// Binary bytes that are not gzip either stay "not a gzip file".
	if _, _, _, err := Decompress("blob.gz", bufio.NewReader(strings.NewReader("\x00\x01\x02garbage")), true); err == nil || !strings.Contains(err.Error(), "blob.gz: not a gzip file (the name ends in .gz)") {
		t.Errorf("binary named .gz: %v", err)
	}
}

// TestDecompressNamesUTF16: UTF-16 text (a byte-order mark FF FE or FE FF:
// Excel's "Unicode Text", Notepad's "Unicode") is an error saying so and
// how to convert it; read as it was, every line was a NUL-byte or invalid
// UTF-8 reject, or a header that "is not" the format's.
func TestDecompressNamesUTF16(t *testing.T) {
	for _, data := range []string{"\xff\xfew\x00a\x00v\x00", "\xfe\xff\x00w\x00a\x00v"} {
		_, _, _, err := Decompress("train.csv", bufio.NewReader(strings.NewReader(data)), true)
		if err == nil || !strings.Contains(err.Error(), "train.csv: UTF-16 text") || !strings.Contains(err.Error(), "iconv -f UTF-16 -t UTF-8 train.csv") {
			t.Errorf("%q: %v, want an error naming UTF-16 and iconv", data, err)
		}
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("\xff\xfea\x00"))
	zw.Close()
	if _, _, _, err := Decompress("a.txt.gz", bufio.NewReader(&gz), true); err == nil || !strings.Contains(err.Error(), "UTF-16") {
		t.Errorf("gzip-compressed UTF-16: %v", err)
	}
	// Without a byte-order mark (iconv -t UTF-16LE): every line was a
	// NUL-byte reject, a raw GTN file one reject of the whole file.
	le := "PLAIN\tThe\t<self>\n<eos>\t<eos>\n"
	var leb, beb []byte
	for i := 0; i < len(le); i++ {
		leb = append(leb, le[i], 0)
		beb = append(beb, 0, le[i])
	}
	for order, data := range map[string][]byte{"UTF-16LE": leb, "UTF-16BE": beb} {
		_, _, _, err := Decompress("output-00001-of-00100", bufio.NewReader(bytes.NewReader(data)), true)
		if err == nil || !strings.Contains(err.Error(), "output-00001-of-00100: UTF-16 text without a byte-order mark ("+order) ||
			!strings.Contains(err.Error(), "iconv -f "+order+" -t UTF-8 output-00001-of-00100") {
			t.Errorf("%s without a BOM: %v", order, err)
		}
	}
	// Short, or not alternating: read as it is.
	for _, data := range []string{"a\x00b\x00", "PLAIN\tThe\t<self>\x00 and more text after it"} {
		if _, _, _, err := Decompress("x.txt", bufio.NewReader(strings.NewReader(data)), true); err != nil {
			t.Errorf("%q: %v", data, err)
		}
	}
}

// TestDecompressNamesDoubleCompression: a file compressed twice (gzip -c of
// a .gz; a .zst compressed again with gzip) was read as one layer, every
// line an invalid UTF-8 reject of compressed bytes; it is an error saying
// so and how to undo one layer. Compressed once, it reads.
func TestDecompressNamesDoubleCompression(t *testing.T) {
	gz := func(b []byte) []byte {
		var out bytes.Buffer
		zw := gzip.NewWriter(&out)
		zw.Write(b)
		zw.Close()
		return out.Bytes()
	}
	var zst bytes.Buffer
	zw, _ := zstd.NewWriter(&zst)
	zw.Write([]byte("PLAIN\ta\t<self>\n"))
	zw.Close()
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"output-00002-of-00100.gz": {gz(gz([]byte("PLAIN\ta\t<self>\n"))), "output-00002-of-00100.gz: a gzip stream holding another compressed (gzip) stream: compressed twice? decompress it once to a file and give that (zcat output-00002-of-00100.gz > OUT)"},
		"pile.jsonl.gz":            {gz(zst.Bytes()), "pile.jsonl.gz: a gzip stream holding another compressed (zstd) stream"},
	} {
		_, _, _, err := Decompress(name, bufio.NewReader(bytes.NewReader(c.data)), true)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
	r, kind, closeFn, err := Decompress("a.txt.gz", bufio.NewReader(bytes.NewReader(gz([]byte("text\n")))), true)
	if err != nil || kind != "gzip" {
		t.Fatalf("gzip once: %v %q", err, kind)
	}
	defer closeFn()
	if b, _ := io.ReadAll(r); string(b) != "text\n" {
		t.Errorf("gzip once read %q", b)
	}
}

// UnreadByName names, by its name alone, a file in a compression or
// archive itnprep does not read, in the words reading it gives: a prep
// routes its files by name first, and libriheavy_cuts_large.jsonl.xz was
// "not a Libriheavy cut manifest name ... (--split)".
func TestUnreadByName(t *testing.T) {
	for name, want := range map[string]string{
		"d/libriheavy_cuts_large.jsonl.xz": "d/libriheavy_cuts_large.jsonl.xz: xz-compressed, which itnprep does not read: decompress it first (xz -dk d/libriheavy_cuts_large.jsonl.xz)",
		"train.csv.7z":                     "train.csv.7z: a 7-Zip archive, which itnprep does not read: extract it first (7z x train.csv.7z)",
		"x.RAR":                            "x.RAR: a RAR archive",
		"x.jsonl.lz4":                      "x.jsonl.lz4: lz4-compressed",
		"en_with_types.tgz":                "en_with_types.tgz: a tar archive, not a corpus file: extract it first (tar xf en_with_types.tgz)",
		"c.tar.xz":                         "c.tar.xz: a tar archive",
	} {
		if err := UnreadByName(name, true); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %q", name, err, want)
		}
	}
	for _, name := range []string{"a.jsonl", "a.jsonl.gz", "a.jsonl.zst", "a.bz2", "a.zip", "output-00000-of-00100", "taxes.txt"} {
		if err := UnreadByName(name, true); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := UnreadByName("en_with_types.tgz", false); err != nil {
		t.Errorf("tar not asked for: %v", err)
	}
}

// TestGzipTrailingZerosAndMembers: gzip -d reads members written one after
// another as one stream and ends it at trailing zero bytes ("decompression
// OK, trailing zero bytes ignored"); a complete file padded with zeros
// read as "truncated gzip?" after its last line. Members still join,
// a member cut short is still truncated, and other bytes after the last
// member are an error naming them.
func TestGzipTrailingZerosAndMembers(t *testing.T) {
	member := func(s string) []byte {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write([]byte(s))
		zw.Close()
		return b.Bytes()
	}
	a, b := member("a 1\n"), member("b 2\n")
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	zeros := make([]byte, 100000)
	for _, c := range []struct {
		name      string
		data      []byte
		want, err string
	}{
		{"padded.txt.gz", cat(a, zeros[:8]), "a 1\n", ""},
		{"padded-long.txt.gz", cat(a, zeros), "a 1\n", ""},
		{"members.txt.gz", cat(a, b), "a 1\nb 2\n", ""},
		{"members-padded.txt.gz", cat(a, b, zeros[:512]), "a 1\nb 2\n", ""},
		{"cut-member.txt.gz", cat(a, b[:len(b)-6]), "", "unexpected EOF"},
		{"cut-header.txt.gz", cat(a, b[:5]), "", "unexpected EOF"},
		{"garbage.txt.gz", cat(a, []byte("junk after it")), "", "trailing garbage"},
		// Fewer bytes than a member's header: garbage all the same (it
		// was "truncated gzip?", of a file gzip -t passes).
		{"short-garbage.txt.gz", cat(a, []byte("garbage\n")), "", "trailing garbage"},
		{"two-bytes.txt.gz", cat(a, []byte("xy")), "", "trailing garbage"},
		{"cut-magic.txt.gz", cat(a, b[:1]), "", "unexpected EOF"},
		{"zeros-then-junk.txt.gz", cat(a, zeros[:4], []byte("x")), "", "bytes other than zeros"},
	} {
		r, _, closeFn, err := Decompress(c.name, bufio.NewReader(bytes.NewReader(c.data)), true)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got, err := io.ReadAll(r)
		closeFn()
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: %q, error %v; want an error holding %q", c.name, got, err, c.err)
			}
			continue
		}
		if err != nil || string(got) != c.want {
			t.Errorf("%s: %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}

// TestZstdSourceErrorIsNotTheCodecs: the zstd decoder hands its source's
// read errors on as they are; Decompress's reader wrapped them as the
// codec's (CodecError), so a disk or network error, or a cancelled run,
// under a .zst input was said to be zstd data that does not decode. The
// decoder's own errors stay the codec's.
func TestZstdSourceErrorIsNotTheCodecs(t *testing.T) {
	var buf bytes.Buffer
	zw, err := zstd.NewWriter(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var text []byte
	for x := uint32(1); len(text) < 1<<20; x = x*1664525 + 1013904223 {
		text = append(text, "abcdefgh ij\n"[x>>28%12])
	}
	zw.Write(text) // 1 MB that compresses to a few blocks
	zw.Close()
	data := buf.Bytes()
	broken := errors.New("input/output error")
	read := func(r io.Reader) error {
		zr, _, closeFn, err := Decompress("a.txt.zst", bufio.NewReader(r), true)
		if err != nil {
			t.Fatal(err)
		}
		defer closeFn()
		_, err = io.Copy(io.Discard, zr)
		return err
	}
	err = read(io.MultiReader(bytes.NewReader(data[:len(data)/2]), iotest.ErrReader(broken)))
	var ce *CodecError
	if !errors.Is(err, broken) || errors.As(err, &ce) {
		t.Errorf("source error read as %#v, want %v and no CodecError", err, broken)
	}
	damaged := bytes.Clone(data)
	for i := len(data) / 2; i < len(data)/2+64; i++ {
		damaged[i] ^= 0x5a
	}
	if err := read(bytes.NewReader(damaged)); !errors.As(err, &ce) || ce.Codec != "zstd" {
		t.Errorf("damaged data read as %v, want a zstd CodecError", err)
	}
}

// TestOpenDecompressedSaysWhatAReadErrorMeans: the streaming commands'
// inputs (align, mine, mine-pairs, evaluate) name a compressed stream cut
// short by its codec and data that does not decode, with the command that
// checks the file, as the prep readers do: a .zst file cut short said
// "unexpected EOF" alone, a damaged one the decoder's words.
func TestOpenDecompressedSaysWhatAReadErrorMeans(t *testing.T) {
	var text []byte
	for x := uint32(1); len(text) < 1<<20; x = x*1664525 + 1013904223 {
		text = append(text, "abcdefgh ij\n"[x>>28%12])
	}
	var z bytes.Buffer
	zw, err := zstd.NewWriter(&z)
	if err != nil {
		t.Fatal(err)
	}
	zw.Write(text)
	zw.Close()
	var g bytes.Buffer
	gw := gzip.NewWriter(&g)
	gw.Write(text)
	gw.Close()
	damaged := bytes.Clone(z.Bytes())
	for i := z.Len() / 2; i < z.Len()/2+64; i++ {
		damaged[i] ^= 0x5a
	}
	dir := t.TempDir()
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"cut.jsonl.zst":     {z.Bytes()[:z.Len()/2], "file ends in the middle of a compressed stream (truncated zstd file? zstd -t %s checks it): unexpected EOF"},
		"damaged.jsonl.zst": {damaged, " (zstd data that does not decode: a file cut short or damaged? zstd -t %s checks it)"},
		"cut.jsonl.gz":      {g.Bytes()[:g.Len()/2], "file ends in the middle of a compressed stream (truncated gzip? gzip -t %s checks it): unexpected EOF"},
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		r, closeIn, err := OpenDecompressed(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		_, err = io.Copy(io.Discard, r)
		closeIn()
		if want := strings.ReplaceAll(c.want, "%s", p); err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%s: %v\nwant ...%s", name, err, want)
		}
	}
}

// TestDecompressCommandsForAStoresFile: the command a refusal prints for a
// gs:// or s3:// file reads it through the store's command line (tar,
// iconv, xz, zcat open no gs:// path), or downloads it first for a tool
// that reads no pipe; they were `tar xf gs://b/x.tgz`, `xz -dk gs://...`.
func TestDecompressCommandsForAStoresFile(t *testing.T) {
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	body := []byte("PLAIN\tThe\t<self>\n")
	tw.WriteHeader(&tar.Header{Name: "x/output-00000-of-00100", Mode: 0o644, Size: int64(len(body))})
	tw.Write(body)
	tw.Close()
	var gz, twice bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("a line\n"))
	zw.Close()
	zw = gzip.NewWriter(&twice)
	zw.Write(gz.Bytes())
	zw.Close()
	for name, c := range map[string]struct{ data, want string }{
		"gs://b/en.tar":      {tb.String(), "extract it first (gcloud storage cat gs://b/en.tar | tar x)"},
		"gs://b/c.txt.xz":    {"\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4F", "decompress it first (gcloud storage cat gs://b/c.txt.xz | xz -dc > OUT)"},
		"s3://b/c.rar":       {"Rar!\x1a\x07\x01\x00", "extract it first (aws s3 cp s3://b/c.rar c.rar && unrar x c.rar)"},
		"gs://b/u16.txt":     {"\xff\xfeh\x00i\x00\n\x00", "convert it to UTF-8 first (gcloud storage cat gs://b/u16.txt | iconv -f UTF-16 -t UTF-8 > OUT)"},
		"gs://b/twice.gz":    {twice.String(), "(gcloud storage cat gs://b/twice.gz | zcat > OUT)"},
		"local/twice.txt.gz": {twice.String(), "(zcat local/twice.txt.gz > OUT)"},
	} {
		_, _, _, err := Decompress(name, bufio.NewReader(strings.NewReader(c.data)), true)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant one with %q", name, err, c.want)
		}
	}
	if err := UnreadByName("gs://b/c.jsonl.lz4", false); err == nil || !strings.Contains(err.Error(), "(gcloud storage cat gs://b/c.jsonl.lz4 | lz4 -dc > OUT)") {
		t.Errorf("UnreadByName: %v", err)
	}
}
