package card

import (
	"fmt"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/format"
)

// Feature is one entry of dataset_info.features in the Hugging Face card
// metadata: a scalar (Dtype), a list of scalars (Sequence) or a list of
// records (List).
type Feature struct {
	Name     string
	Dtype    string    // "string", "int32", "int64", "float32", "float64", "bool"
	Sequence string    // dtype of a list of scalars
	List     []Feature // fields of a list of records
	Struct   []Feature // fields of a nested record
}

// Features derives the card's features from a Parquet schema (a group
// node): every column in schema order, LIST groups as sequences or lists
// of records, optional columns as nullable values of their type (the
// datasets library reads nulls for any dtype).
func Features(schema parquet.Node) ([]Feature, error) {
	var out []Feature
	for _, f := range schema.Fields() {
		ft, err := feature(f.Name(), f)
		if err != nil {
			return nil, err
		}
		out = append(out, ft)
	}
	return out, nil
}

func feature(name string, n parquet.Node) (Feature, error) {
	if _, isList := logical(n).(*format.ListType); !n.Leaf() && isList {
		elem, err := listElement(n)
		if err != nil {
			return Feature{}, fmt.Errorf("column %s: %w", name, err)
		}
		if elem.Leaf() {
			dt, err := dtype(elem)
			if err != nil {
				return Feature{}, fmt.Errorf("column %s: %w", name, err)
			}
			return Feature{Name: name, Sequence: dt}, nil
		}
		fields, err := Features(elem)
		if err != nil {
			return Feature{}, fmt.Errorf("column %s: %w", name, err)
		}
		return Feature{Name: name, List: fields}, nil
	}
	if !n.Leaf() {
		if n.Repeated() {
			return Feature{}, fmt.Errorf("column %s: repeated group without a LIST annotation is not a Hugging Face feature", name)
		}
		fields, err := Features(n)
		if err != nil {
			return Feature{}, err
		}
		return Feature{Name: name, Struct: fields}, nil
	}
	dt, err := dtype(n)
	if err != nil {
		return Feature{}, fmt.Errorf("column %s: %w", name, err)
	}
	if n.Repeated() {
		return Feature{Name: name, Sequence: dt}, nil
	}
	return Feature{Name: name, Dtype: dt}, nil
}

// listElement unwraps the three-level LIST encoding (group (LIST) {
// repeated group list { element } }).
func listElement(n parquet.Node) (parquet.Node, error) {
	fs := n.Fields()
	if len(fs) != 1 || !fs[0].Repeated() {
		return nil, fmt.Errorf("LIST group without a single repeated child")
	}
	inner := fs[0]
	if inner.Leaf() {
		return inner, nil // two-level legacy encoding
	}
	ifs := inner.Fields()
	if len(ifs) != 1 {
		return inner, nil // the repeated group is the element record
	}
	return ifs[0], nil
}

// dtype maps a Parquet leaf to the datasets library's dtype name.
func dtype(n parquet.Node) (string, error) {
	t := n.Type()
	lt := logical(n)
	switch t.Kind() {
	case parquet.Boolean:
		return "bool", nil
	case parquet.Int32:
		if it, ok := lt.(*format.IntType); ok {
			return intName(it.BitWidth, it.IsSigned), nil
		}
		return "int32", nil
	case parquet.Int64:
		if it, ok := lt.(*format.IntType); ok {
			return intName(it.BitWidth, it.IsSigned), nil
		}
		return "int64", nil
	case parquet.Float:
		return "float32", nil
	case parquet.Double:
		return "float64", nil
	case parquet.ByteArray, parquet.FixedLenByteArray:
		switch lt.(type) {
		case *format.StringType, *format.JsonType, *format.EnumType:
			return "string", nil
		}
		return "binary", nil
	}
	return "", fmt.Errorf("no Hugging Face dtype for Parquet type %v", t)
}

// logical returns the node's logical type annotation, or nil.
func logical(n parquet.Node) format.LogicalTypeValue {
	if lt := n.Type().LogicalType(); lt != nil {
		return lt.Value
	}
	return nil
}

func intName(bits int8, signed bool) string {
	if signed {
		return fmt.Sprintf("int%d", bits)
	}
	return fmt.Sprintf("uint%d", bits)
}
