package sources_test

import (
	"io"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// cutShort reads s, then fails as a decompressor does at a stream cut
// short.
type cutShort struct{ r io.Reader }

func (c cutShort) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}

// TestCutShortNamesItsCodec: a compressed input cut short fails naming the
// file, the line and the codec its name says: a .zst or .bz2 file said
// "truncated gzip?", and a Parquet file in a cut-short stream said
// "unexpected EOF" alone.
func TestCutShortNamesItsCodec(t *testing.T) {
	sink := sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for name, want := range map[string]string{
		"a.txt.zst": "a.txt.zst:3: read error: file ends in the middle of a compressed stream (truncated zstd file?): unexpected EOF",
		"a.txt.bz2": "a.txt.bz2:3: read error: file ends in the middle of a compressed stream (truncated bzip2 file?): unexpected EOF",
		"a.txt.gz":  "a.txt.gz:3: read error: file ends in the middle of a compressed stream (truncated gzip?): unexpected EOF",
	} {
		_, err := sources.ParseText(name, cutShort{strings.NewReader("One.\nTwo.\nThr")}, "train", false, 0, sink)
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v\nwant %s", name, err, want)
		}
	}
	_, err := sources.ParseTextParquet("w.parquet.gz", cutShort{strings.NewReader("PAR1...")}, "train", 0, sink)
	if want := "w.parquet.gz: read error: file ends in the middle of a compressed stream (truncated gzip?): unexpected EOF"; err == nil || err.Error() != want {
		t.Errorf("parquet: %v\nwant %s", err, want)
	}
}
