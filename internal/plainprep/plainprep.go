package plainprep

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// Result is what one run wrote.
type Result struct {
	Records, Rows, Rejects int64
	Shards                 []dataset.ShardInfo // sorted by path
	Stats                  dataset.Stats
}

// GTN prepares raw GTN files (plain or compressed: sources.CodecOfName;
// a zip is refused) into out/data/*.parquet with shards shards per split,
// compressed with codec ("": the default). Only data shards are written:
// rejects are counted (a synthetic corpus has none).
func GTN(paths []string, out string, shards int, codec dataset.Compression) (Result, error) {
	format, err := sources.LookupFormat("gtn")
	if err != nil {
		return Result{}, err
	}
	res := Result{Stats: dataset.NewStats()}
	buckets := map[string][]dataset.Pair{}
	for _, p := range paths {
		fr, err := parseFile(format, p, func(row dataset.Pair) {
			k := dataset.DataShardPath(row.Split, dataset.ShardOf(row.ID, shards), shards)
			buckets[k] = append(buckets[k], row)
		}, func(dataset.Reject) { res.Rejects++ })
		if err != nil {
			return res, err
		}
		res.Records += fr.Records
	}
	keys := make([]string, 0, len(buckets))
	for k := range buckets {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, rel := range keys {
		rows := buckets[rel]
		dataset.SortPairs(rows)
		for i := range rows {
			res.Stats.Add(&rows[i])
		}
		info, err := writeShard(filepath.Join(out, filepath.FromSlash(rel)), rows, codec)
		if err != nil {
			return res, err
		}
		info.Path, info.Split = rel, dataset.SplitOfShardPath(rel)
		res.Shards = append(res.Shards, info)
		res.Rows += info.Rows
		delete(buckets, rel) // let the collector have the shard's rows
	}
	return res, nil
}

func parseFile(format sources.Format, path string, pair func(dataset.Pair), reject func(dataset.Reject)) (sources.FileResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return sources.FileResult{}, err
	}
	defer f.Close()
	var r io.Reader = bufio.NewReaderSize(f, 1<<16)
	// The codec the name says, from sources' one table of them (it tested
	// ".gz" alone, and read a .zst or .bz2 file's compressed bytes as GTN
	// text).
	if c, ok := sources.CodecOfName(path); ok {
		if c.Decode == nil {
			return sources.FileResult{}, fmt.Errorf("%s: plainprep reads no %s archive: unpack it and give the file it holds", path, c.What)
		}
		zr, closeZ, err := c.Decode(r)
		if err != nil {
			return sources.FileResult{}, fmt.Errorf("%s: not a %s: %w", path, c.What, err)
		}
		defer closeZ()
		r = zr
	}
	return format.Parse(path, r, sources.ReadOptions{}, sources.Sink{Pair: pair, Reject: reject})
}

// writeShard writes sorted rows to path through a temporary name.
func writeShard(path string, rows []dataset.Pair, codec dataset.Compression) (dataset.ShardInfo, error) {
	info := dataset.ShardInfo{Rows: int64(len(rows))}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return info, err
	}
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return info, err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	n, sha, err := dataset.WriteRowsWith(bw, rows, dataset.ShardOptions{Compression: codec})
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return info, fmt.Errorf("%s: %w", path, err)
	}
	info.Bytes, info.SHA256 = n, sha
	return info, os.Rename(tmp, path)
}
