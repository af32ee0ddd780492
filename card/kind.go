package card

import (
	"fmt"
	"reflect"
	"sync"

	"github.com/itnprep/itnprep/dataset"
	"github.com/parquet-go/parquet-go"
)

// Figure is one SVG file of a card.
type Figure struct {
	File  string // relative to the version folder, e.g. "figures/lengths.svg"
	Title string // the image's alt text in the card
	SVG   string
}

// Kind describes a row kind to the card: what its columns are and which
// figures describe a version of it.
type Kind struct {
	Name string
	// Schema is the Parquet schema of the data shards; the card's
	// dataset_info features are derived from it.
	Schema *parquet.Schema
	// Columns is a sentence (Markdown) on what the columns hold.
	Columns string
	// Rows labels the Counts table's row count: what a row is against the
	// records read and written ("rows (variants count separately)" when
	// empty, as for pairs: a verbalized record gives a row per variant).
	Rows string
	// TaskCategories and Tags go into the YAML header.
	TaskCategories []string
	Tags           []string
	// Figures returns the kind's figures for a version, and for each figure
	// it leaves out a sentence saying why (no empty frames). The figures
	// every kind shares (Common) are added by the card; a kind lists only
	// its own.
	Figures func(m *dataset.Manifest) (figs []Figure, omitted []string)
}

var (
	kindsMu sync.RWMutex
	kinds   = map[string]Kind{}
)

// Register adds a row kind; registering a name twice panics (two packages
// claiming one kind is a programming error caught at start-up).
func Register(k Kind) {
	kindsMu.Lock()
	defer kindsMu.Unlock()
	if k.Schema == nil || k.Figures == nil {
		panic(fmt.Sprintf("card.Register: kind %q needs a name, a schema and a figure function", k.Name))
	}
	if _, dup := kinds[k.Name]; dup {
		panic(fmt.Sprintf("card.Register: kind %q registered twice", k.Name))
	}
	kinds[k.Name] = k
}

// Lookup returns the kind of that name: the one registered here, or, for a
// row kind registered only with dataset.RegisterRowKind, its schema and
// columns with the figures every kind with lengths has (Generic).
func Lookup(name string) (Kind, error) {
	kindsMu.RLock()
	k, ok := kinds[name]
	kindsMu.RUnlock()
	if ok {
		return k, nil
	}
	rk, err := dataset.LookupRowKind(name)
	if err != nil {
		return Kind{}, fmt.Errorf("card: %w", err)
	}
	return Kind{Name: name, Schema: rk.Node, Columns: rk.Columns, TaskCategories: []string{"text-generation"},
		Tags: []string{"itnprep"}, Figures: Generic}, nil
}

// SchemaOf returns the Parquet schema of a row type, as shards of it are
// written (parquet-go's schema of a pointer to T).
func SchemaOf[T any]() *parquet.Schema {
	var zero T
	return parquet.SchemaOf(reflect.New(reflect.TypeOf(zero)).Interface())
}

func init() {
	Register(Kind{
		Name:   "", // dataset's pairs kind
		Schema: SchemaOf[dataset.Pair](),
		Columns: "`id`, `source`, `split`, `written` (the formatted text), `spoken` (what a recognizer outputs), " +
			"`spans` (non-trivial tokens: class, written and spoken texts, half-open code-point offsets), and the optional " +
			"`variant` and `prob` (verbalizer variant and its probability), `similarity` (difflib ratio of the alignment), `flags`, " +
			"and `rules` (the cleaning rules that changed the row, `<stage>/<rule>`; empty when none did).",
		TaskCategories: []string{"text-generation"},
		Tags:           []string{"inverse-text-normalization", "text-normalization", "itnprep"},
		Figures:        PairFigures,
	})
	rk, err := dataset.LookupRowKind(dataset.KindTagger)
	if err != nil {
		panic(err)
	}
	Register(Kind{
		Name: dataset.KindTagger, Schema: rk.Node, Columns: rk.Columns,
		TaskCategories: []string{"token-classification"},
		Tags:           []string{"inverse-text-normalization", "thutmose-tagger", "itnprep"},
		Figures:        TaggerFigures,
	})
}
