package dataset

import (
	"errors"
	"fmt"
	"io"

	"github.com/parquet-go/parquet-go"
)

// scanBatch is how many rows ScanRows holds at once: a page viewer reads a
// shard of any size with this much row memory.
const scanBatch = 256

// ScanRows reads the rows of one Parquet shard held in r, starting at row
// index from, and calls fn with each row's index and the row until fn
// returns false or the shard ends. Unlike ReadRows it holds one batch of
// rows, never the whole shard; the row passed to fn is only valid during
// the call, but what it holds (its strings and slices) may be kept: each
// batch is decoded into fresh zero rows.
func ScanRows[T any](r io.ReaderAt, size, from int64, fn func(i int64, row *T) bool) error {
	f, err := OpenParquet(r, size)
	if err != nil {
		return err
	}
	if from >= f.NumRows() {
		return nil
	}
	rd := parquet.NewGenericReader[T](f)
	defer rd.Close()
	if from > 0 {
		if err := rd.SeekToRow(from); err != nil {
			return fmt.Errorf("seek to row %d: %w", from, err)
		}
	}
	buf := make([]T, scanBatch)
	i := from
	for {
		// A fresh zero batch: the reader may reuse slices it finds in the
		// rows it fills, and fn's rows must not change under it.
		clear(buf)
		n, err := rd.Read(buf)
		for k := range n {
			if !fn(i, &buf[k]) {
				return nil
			}
			i++
		}
		if errors.Is(err, io.EOF) || (err == nil && n == 0) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// ScanRowMaps is ScanRows for a shard whose row type this build may not
// know (a row kind added later): each row comes as column name -> value,
// decoded with the shard's own schema (lists as []any, groups as
// map[string]any, null optionals as nil).
func ScanRowMaps(r io.ReaderAt, size, from int64, fn func(i int64, row map[string]any) bool) error {
	f, err := OpenParquet(r, size)
	if err != nil {
		return err
	}
	if from >= f.NumRows() {
		return nil
	}
	rd := parquet.NewReader(f)
	defer rd.Close()
	if from > 0 {
		if err := rd.SeekToRow(from); err != nil {
			return fmt.Errorf("seek to row %d: %w", from, err)
		}
	}
	for i := from; ; i++ {
		row := map[string]any{}
		err := rd.Read(&row)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if !fn(i, row) {
			return nil
		}
	}
}

// ShardColumns lists the top-level column names of a Parquet shard, in
// schema order.
func ShardColumns(r io.ReaderAt, size int64) ([]string, error) {
	f, err := OpenParquet(r, size)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, fd := range f.Schema().Fields() {
		names = append(names, fd.Name())
	}
	return names, nil
}

// ReadRowsAt reads the rows at the given indexes of one shard (ascending,
// no repeats), calling fn with each index and row; it seeks to a row
// unless it follows the one read before. It is for a page of rows picked
// out of a shard in another order than the shard's (view's rows in id
// order): one footer read and a seek a row, never the shard scanned.
func ReadRowsAt[T any](r io.ReaderAt, size int64, rows []int64, fn func(i int64, row *T)) error {
	if len(rows) == 0 {
		return nil
	}
	f, err := OpenParquet(r, size)
	if err != nil {
		return err
	}
	rd := parquet.NewGenericReader[T](f)
	defer rd.Close()
	buf := make([]T, 1)
	return eachRowAt(f.NumRows(), rows, rd.SeekToRow, func(i int64) error {
		clear(buf)
		n, err := rd.Read(buf)
		if n == 0 {
			if err == nil || errors.Is(err, io.EOF) {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		fn(i, &buf[0])
		return nil
	})
}

// ReadRowMapsAt is ReadRowsAt for a shard of a row kind this build may
// not know (ScanRowMaps' rows).
func ReadRowMapsAt(r io.ReaderAt, size int64, rows []int64, fn func(i int64, row map[string]any)) error {
	if len(rows) == 0 {
		return nil
	}
	f, err := OpenParquet(r, size)
	if err != nil {
		return err
	}
	rd := parquet.NewReader(f)
	defer rd.Close()
	return eachRowAt(f.NumRows(), rows, rd.SeekToRow, func(i int64) error {
		row := map[string]any{}
		if err := rd.Read(&row); err != nil {
			if errors.Is(err, io.EOF) {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		fn(i, row)
		return nil
	})
}

// eachRowAt is ReadRowsAt's and ReadRowMapsAt's walk over rows, indexes
// into a shard of numRows: each index checked, a seek unless the row
// follows the one read before, then read; an error names its row.
func eachRowAt(numRows int64, rows []int64, seek func(int64) error, read func(int64) error) error {
	next := int64(0)
	for _, i := range rows {
		if i < 0 || i >= numRows {
			return fmt.Errorf("row %d: the shard holds %d", i, numRows)
		}
		if i != next {
			if err := seek(i); err != nil {
				return fmt.Errorf("seek to row %d: %w", i, err)
			}
		}
		if err := read(i); err != nil {
			return fmt.Errorf("row %d: %w", i, err)
		}
		next = i + 1
	}
	return nil
}
