package transforms

import (
	"errors"
	"fmt"
	"io"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/format"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/eval"
)

// PredictionRow is the Parquet form of a prediction: string columns id,
// src, hyp, ref and an optional list of alternative references.
type PredictionRow struct {
	ID   string   `parquet:"id,optional"`
	Src  string   `parquet:"src,optional"`
	Hyp  string   `parquet:"hyp"`
	Ref  string   `parquet:"ref"`
	Refs []string `parquet:"refs,list,optional"`
}

// predictionIn is PredictionRow as read: the id, hyp and ref are pointers
// so that a null stays apart from an empty string. A null id (or a file
// without an id column) is written null by --details, as a JSONL null or
// absent id is; a null hyp or ref makes the record a reject (eval.Record's
// Problem), as a JSONL null is, where "" would score as an empty sentence.
type predictionIn struct {
	ID   *string   `parquet:"id,optional"`
	Src  string    `parquet:"src,optional"`
	Hyp  *string   `parquet:"hyp,optional"`
	Ref  *string   `parquet:"ref,optional"`
	Refs []*string `parquet:"refs,list,optional"`
}

// record converts one row read.
func (p *predictionIn) record(idKind eval.IDKind) eval.Record {
	r := eval.Record{Src: p.Src, IDKind: idKind}
	if p.Refs != nil {
		// A null among the alternative references is a reject, as a JSONL
		// null in "refs" is; it was read as "", a reference an empty
		// hypothesis matched. The first null is named (a later one
		// overwrote it: [a, null, a, null] said index 3).
		r.Refs = make([]string, len(p.Refs))
		for i, ref := range p.Refs {
			if ref == nil {
				if r.Problem == "" {
					r.Problem = fmt.Sprintf("column \"refs\": expected a list of strings, got null at index %d", i)
				}
				continue
			}
			r.Refs[i] = *ref
		}
	}
	if p.ID == nil {
		r.IDKind = eval.IDNone
	} else {
		r.ID = *p.ID
	}
	for _, f := range []struct {
		name string
		v    *string
		dst  *string
	}{{"hyp", p.Hyp, &r.Hyp}, {"ref", p.Ref, &r.Ref}} {
		if f.v == nil {
			if r.Problem == "" {
				r.Problem = fmt.Sprintf("column %q is null: expected a string", f.name)
			}
			continue
		}
		*f.dst = *f.v
	}
	return r
}

// ReadPredictionsParquet reads predictions from a Parquet file and hands
// them to fn in batches. Columns hyp and ref are required; a row where
// either is null comes with its Problem set (a reject, not a sentence).
func ReadPredictionsParquet(r io.ReaderAt, size int64, name string, fn func([]eval.Record) error) error {
	f, err := dataset.OpenParquet(r, size)
	if err != nil {
		// %v, not %w: a 0-byte file fails with a wrapped io.EOF, which
		// the scorer's reader loop took for the end of the input (no
		// sentences, exit 0) while --beam reported the error.
		return fmt.Errorf("%s: %v", name, err)
	}
	if err := checkPredictionColumns(f.Schema()); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	for _, col := range []string{"hyp", "ref"} {
		if _, ok := f.Schema().Lookup(col); !ok {
			what := ""
			_, w := f.Schema().Lookup("written")
			_, sp := f.Schema().Lookup("spoken")
			if w && sp {
				// A dataset version's shard (data/train-00000-of-00004.parquet)
				// was refused naming only the column it lacked.
				what = "; its written and spoken columns are a dataset version's rows, not predictions: evaluate scores a model's outputs (hyp) against references (ref), such as a train run's predictions.jsonl"
			}
			return fmt.Errorf("%s: Parquet file has no column %q (want id, src, hyp, ref)%s", name, col, what)
		}
	}
	// A numeric id column reads as its decimal text; --details writes it
	// back as a number, as it does a JSONL number id.
	idKind := eval.IDString
	idUUID := false
	if col, ok := f.Schema().Lookup("id"); ok && numericColumn(col.Node) {
		idKind = eval.IDNumber
	} else if ok && col.Node.Leaf() {
		// A UUID column (FIXED_LEN_BYTE_ARRAY(16), logical type UUID, as
		// DuckDB, Spark and pyarrow write uuid ids) reads as 32 hex digits
		// without the dashes every tool shows it with: --details wrote
		// ids that matched nothing in the input.
		if lt := col.Node.Type().LogicalType(); lt != nil {
			_, idUUID = lt.Value.(*format.UUIDType)
		}
	}
	reader := parquet.NewGenericReader[predictionIn](f)
	defer reader.Close()
	rows := make([]predictionIn, 1024)
	row := 0
	for {
		n, err := reader.Read(rows)
		if n > 0 {
			recs := make([]eval.Record, n)
			for i := range rows[:n] {
				recs[i] = rows[i].record(idKind)
				if idUUID && len(recs[i].ID) == 32 {
					h := recs[i].ID
					recs[i].ID = h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
				}
				rows[i] = predictionIn{} // the next Read reuses the slice; a stale value must not outlive its row, whatever the decoder does with nulls
			}
			row += n
			if ferr := fn(recs); ferr != nil {
				return ferr
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: row %d: %w", name, row+1, err)
		}
	}
}

// checkPredictionColumns refuses a file whose src, hyp or ref column holds
// no strings (numbers, a list, a struct) or whose refs column is no list
// of strings. The reader converted or dropped such values without a word
// (an INT32 hyp scored as its digits, a src of numbers read as "", a refs
// column of strings, numbers or structs read as no alternative reference)
// where a JSONL line with such a field is quarantined; a nested hyp was
// said to be missing ("has no column").
func checkPredictionColumns(s *parquet.Schema) error {
	const want = "want id, src, hyp and ref as strings, refs as a list of strings"
	for _, fd := range s.Fields() {
		switch name := fd.Name(); name {
		case "src", "hyp", "ref":
			if fd.Repeated() || !stringLeaf(fd) {
				return fmt.Errorf("column %q of the Parquet file holds %s, not strings (%s)", name, columnKind(fd), want)
			}
		case "refs":
			if el := listElement(fd); el == nil || !stringLeaf(el) {
				what := columnKind(fd)
				if el != nil {
					what = "a list of " + columnKind(el)
				}
				return fmt.Errorf("column %q of the Parquet file holds %s, not a list of strings (%s)", name, what, want)
			}
		}
	}
	return nil
}

// stringLeaf reports whether n is a column of strings: BYTE_ARRAY without
// a logical type, or annotated as a string, an enum or JSON text.
func stringLeaf(n parquet.Node) bool {
	if !n.Leaf() || n.Type().Kind() != parquet.ByteArray {
		return false
	}
	lt := n.Type().LogicalType()
	if lt == nil || lt.Value == nil {
		return true
	}
	switch lt.Value.(type) {
	case *format.StringType, *format.EnumType, *format.JsonType:
		return true
	}
	return false
}

// listElement is the element node of a list column: a group annotated as
// a LIST (its repeated child, or that child's one field in the three-level
// layout every writer uses now), or a repeated leaf; nil for anything else.
func listElement(n parquet.Node) parquet.Node {
	if n.Leaf() {
		if n.Repeated() {
			return n
		}
		return nil
	}
	lt := n.Type().LogicalType()
	if lt == nil {
		return nil
	}
	if _, ok := lt.Value.(*format.ListType); !ok {
		return nil
	}
	fields := n.Fields()
	if len(fields) != 1 || !fields[0].Repeated() {
		return nil
	}
	if rep := fields[0]; !rep.Leaf() && len(rep.Fields()) == 1 {
		return rep.Fields()[0]
	}
	return fields[0]
}

// columnKind names what a column holds, for the refusal: its physical type
// and logical type (INT32, BYTE_ARRAY (BSON)), or a list or a struct.
func columnKind(n parquet.Node) string {
	if !n.Leaf() {
		if listElement(n) != nil {
			return "a list"
		}
		return "a struct (a group of columns)"
	}
	kind := n.Type().Kind().String()
	if lt := n.Type().LogicalType(); lt != nil && lt.Value != nil {
		if _, isInt := lt.Value.(*format.IntType); !isInt { // INT32 said INT32 (INT(32,true))
			kind += " (" + lt.Value.String() + ")"
		}
	}
	if n.Repeated() {
		kind = "a list of " + kind
	}
	return kind
}

// numericColumn reports whether a leaf column holds plain numbers (ints
// and floats, not dates, times or decimals, whose text is no JSON number).
func numericColumn(n parquet.Node) bool {
	t := n.Type()
	if lt := t.LogicalType(); lt != nil && lt.Value != nil {
		if _, isInt := lt.Value.(*format.IntType); !isInt {
			return false
		}
	}
	switch t.Kind() {
	case parquet.Int32, parquet.Int64, parquet.Float, parquet.Double:
		return true
	}
	return false
}

// ScorePredictionsParquet scores a Parquet predictions file in process: a
// reader goroutine decodes batches while run's workers score the previous
// ones (eval.Run.Records), so reading and scoring overlap.
func ScorePredictionsParquet(run eval.Run, r io.ReaderAt, size int64) (eval.Counts, error) {
	batches := make(chan []eval.Record, 4)
	done := make(chan struct{})
	var readErr error
	go func() {
		defer close(batches)
		readErr = ReadPredictionsParquet(r, size, run.Name, func(recs []eval.Record) error {
			select {
			case batches <- recs:
				return nil
			case <-done:
				return errors.New("stopped")
			}
		})
	}()
	counts, err := run.Records(func() ([]eval.Record, error) {
		recs, ok := <-batches
		if !ok {
			if readErr != nil {
				return nil, readErr
			}
			return nil, io.EOF
		}
		return recs, nil
	})
	close(done)
	for range batches { // let the reader see done and finish
	}
	return counts, err
}
