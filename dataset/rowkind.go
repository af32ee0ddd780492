package dataset

import (
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"

	"github.com/parquet-go/parquet-go"
)

// RowKind describes one kind of data row a version can hold. Pairs are the
// kind of every `prep` version (Kind "" in the manifest, so older
// manifests keep their ids); derived versions (`itnprep derive`) hold other
// kinds: tagger rows, and whatever a new derive registers here.
type RowKind struct {
	Name    string // the manifest's kind; "" for pairs
	Schema  string // Parquet schema of the data shards, hashed into the id
	Columns string // the card's one-line description of the columns
	// Node is the Parquet schema itself (the card derives its Hugging Face
	// features from it).
	Node *parquet.Schema
	// WriteEmpty writes a shard with no rows (the finalizer fills shard
	// indices no row hashed to, so a split's shard list is complete).
	WriteEmpty func(w io.Writer) (bytes int64, sha string, err error)
}

var rowKinds = map[string]RowKind{}

// RegisterRowKind records row type T under name; call it from an init
// function of the package that defines T's derive (or here for the kinds
// dataset owns).
func RegisterRowKind[T any](name, columns string) {
	if _, dup := rowKinds[name]; dup {
		panic(fmt.Sprintf("dataset: row kind %q registered twice", name))
	}
	rowKinds[name] = RowKind{
		Name: name, Schema: SchemaOf[T](), Columns: columns,
		Node:       parquet.SchemaOf(reflect.New(reflect.TypeOf(*new(T))).Interface()),
		WriteEmpty: func(w io.Writer) (int64, string, error) { return WriteRows[T](w, nil, 0) },
	}
}

// LookupRowKind returns the registered kind, or an error naming the known
// kinds.
func LookupRowKind(name string) (RowKind, error) {
	k, ok := rowKinds[name]
	if !ok {
		var names []string
		for n := range rowKinds {
			names = append(names, fmt.Sprintf("%q", n))
		}
		sort.Strings(names)
		return RowKind{}, fmt.Errorf("unknown row kind %q (known: %s)", name, strings.Join(names, ", "))
	}
	return k, nil
}

// SchemaOf is the Parquet schema of row type T as hashed into version ids.
func SchemaOf[T any]() string {
	var zero T
	return parquet.SchemaOf(reflect.New(reflect.TypeOf(zero)).Interface()).String()
}

// Row is what the shard writers need of any row kind: its id and split.
type Row interface {
	RowID() string
	RowSplit() string
}

// RowID is the row's id.
func (p Pair) RowID() string { return p.ID }

// RowSplit is the row's split.
func (p Pair) RowSplit() string { return p.Split }

// SortRows orders rows by id, falling back to the whole row for equal ids,
// so a shard's bytes never depend on arrival order (SortPairs for any kind).
func SortRows[T Row](rows []T) {
	sort.Slice(rows, func(i, j int) bool {
		if a, b := rows[i].RowID(), rows[j].RowID(); a != b {
			return a < b
		}
		return canonical(rows[i]) < canonical(rows[j])
	})
}

// KindName shows a manifest's kind for people: the pairs kind, named ""
// in manifests, as "pairs".
func KindName(k string) string {
	if k == "" {
		return "pairs"
	}
	return k
}

// KindError is a version given to a command that does not read its kind
// of rows: the prep version where tagger rows are wanted, a tagger version
// where pairs are. The version itself is sound; the command line named
// the wrong one, so the CLI exits 2 on it, as on any command-line mistake,
// whichever command it was (derive and export exited 1 where train and
// evaluate exited 2: docs/ERRORS.md, "Exit status").
type KindError struct{ Msg string }

func (e *KindError) Error() string { return e.Msg }

// WrongKind is a *KindError saying the formatted message.
func WrongKind(format string, a ...any) error { return &KindError{fmt.Sprintf(format, a...)} }

// KindTagger names the rows of `itnprep derive tagger`.
const KindTagger = "tagger"

// TaggerRow is one training row of the Thutmose tagger (Antonova et al.
// 2022): the spoken words, one tag per word and the written text the tags
// realize. Columns other tools read (the contract):
type TaggerRow struct {
	ID    string `parquet:"id" json:"id"`       // the parent row's id
	Split string `parquet:"split" json:"split"` // the parent row's split
	// Input is the spoken words the tagger sees, space separated: lower
	// case, no punctuation.
	Input string `parquet:"input" json:"input"`
	// Tags has one tag per input word: <SELF>, <DELETE> or a written
	// fragment, maybe with a movement mark.
	Tags []string `parquet:"tags,list" json:"tags"`
	// Target is the written sentence the tags realize (compared ignoring
	// spaces): the parent's written text in lower case less the
	// punctuation the spoken side never says.
	Target   string         `parquet:"target" json:"target"`
	Semiotic []SemioticSpan `parquet:"semiotic,list" json:"semiotic"`
}

// SemioticSpan is one non-PLAIN span over input-word indices [Start, End).
type SemioticSpan struct {
	Class string `parquet:"class" json:"class"`
	Start int32  `parquet:"start" json:"start"`
	End   int32  `parquet:"end" json:"end"`
}

// RowID is the row's id.
func (r TaggerRow) RowID() string { return r.ID }

// RowSplit is the row's split.
func (r TaggerRow) RowSplit() string { return r.Split }

func init() {
	RegisterRowKind[Pair]("", "`id`, `source`, `split`, `written`, `spoken`, `spans` (class, texts and code-point offsets), and the optional `variant`, `prob`, `similarity`, `flags`, `rules` (the cleaning rules that edited the row)")
	RegisterRowKind[TaggerRow](KindTagger, "`id` and `split` (the parent row's), `input` (spoken words), `tags` (one per input word: `<SELF>`, `<DELETE>` or a written fragment), `target` (the written text the tags realize), `semiotic` (class, start, end over input words)")
}
