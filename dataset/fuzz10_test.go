package dataset

import (
	"bytes"
	"encoding/binary"
	"runtime"
	"strings"
	"testing"
)

// TestOpenParquetFooterLengthPastTheFile: a Parquet file whose footer
// length (the four bytes before the closing PAR1) says more than the file
// holds is refused as damaged before parquet-go allocates that length: a
// 28-byte file FuzzParseTextParquet made took 1.6 GB to refuse (fuzz10).
func TestOpenParquetFooterLengthPastTheFile(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("PAR1")
	b.WriteString("\x15\x04\x19<H\x03row\x15\x04\x00")
	b.Write(binary.LittleEndian.AppendUint32(nil, 1<<30))
	b.WriteString("PAR1")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := OpenParquet(bytes.NewReader(b.Bytes()), int64(b.Len()))
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "damaged Parquet file (24 bytes): its footer length says 1073741824 bytes, more than the file holds") {
		t.Errorf("err %v", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("allocated %d bytes to refuse a 24-byte file", got)
	}
}
