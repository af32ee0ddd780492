package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
)

// GC is `itnprep versions gc`: it removes what killed runs left behind
// under root, local or on an object store (FindLeftovers says what, and
// how age is judged: older is --older-than, 0 for everything), writing to
// w one line for each thing before it goes; dry lists and deletes nothing.
// A leftover a run began writing into since it was listed is kept
// (ErrNoLongerEmpty) and said so. When nothing is found it says so in one
// line, naming the younger leftovers it kept (youngLeftovers) or, for a
// published version, what its dataset folder holds (versionGCNote): a
// silent success read like a command that did nothing by mistake. The
// walk and its lines are storage's, beside FindLeftovers and
// RemoveLeftover; the CLI parses the flags and calls this.
func GC(ctx context.Context, root string, older time.Duration, dry bool, w io.Writer) error {
	var cutoff time.Time
	if older > 0 {
		cutoff = time.Now().Add(-older)
	}
	tree, err := ListTree(ctx, root)
	if err != nil {
		return err
	}
	found, err := tree.Leftovers(ctx, cutoff)
	if err != nil {
		return err
	}
	verb := "removed"
	if dry {
		verb = "would remove"
	}
	for _, l := range found {
		age := "no modification time"
		if !l.Newest.IsZero() {
			age = "last modified " + l.Newest.UTC().Format(time.RFC3339)
		}
		if !dry {
			if err := RemoveLeftover(ctx, root, l); errors.Is(err, ErrNoLongerEmpty) {
				fmt.Fprintf(w, "kept %s (%s: %v)\n", l.Path, l.Kind, ErrNoLongerEmpty)
				continue
			} else if err != nil {
				return err
			}
		}
		files := "files"
		if len(l.Files) == 1 {
			files = "file" // a run mark or a .tmp- file is one: "1 files" was said of each
		}
		kind := l.Kind
		if dry && l.Kind == EmptyDatasetFolder && !dirEmpty(l.Path) {
			// Not empty yet: it holds the leftovers listed above it, which
			// a real run removes first ("empty dataset folder" was said of
			// a folder holding the staging folder it would remove).
			kind = "dataset folder holding only the leftovers above, empty once they are removed"
		}
		fmt.Fprintf(w, "%s %s (%s, %d %s, %s)\n", verb, l.Path, kind, len(l.Files), files, age)
	}
	if len(found) == 0 {
		// Say so: a silent success reads like a command that did nothing
		// by mistake (a wrong folder, a flag not taken).
		kept := ""
		if older > 0 {
			kept = fmt.Sprintf(" older than %s (--older-than; younger ones may belong to a running job)", older)
			if young := youngLeftovers(ctx, tree, root); young != "" {
				kept = fmt.Sprintf(" older than %s (--older-than)%s", older, young)
			}
		}
		if note, ok := versionGCNote(ctx, root, older, kept); ok {
			fmt.Fprintln(w, note)
			return nil
		}
		fmt.Fprintf(w, "nothing to remove under %s: no staging folder, run mark, unfinished version, .tmp- file or empty dataset folder%s\n", root, kept)
	}
	return nil
}

// youngLeftovers is what gc, finding nothing older than --older-than,
// says of the leftovers it keeps for being younger ("" when there are
// none): how many, the first, and the gc that removes them. It said only
// that younger ones "may belong to a running job", and a user who had
// just killed a run was told there was nothing to remove, its staging
// folder, as large as a version, named nowhere.
func youngLeftovers(ctx context.Context, tree *Tree, root string) string {
	young, err := tree.Leftovers(ctx, time.Time{})
	if err != nil || len(young) == 0 {
		return ""
	}
	what, them := fmt.Sprintf("%d younger leftovers are", len(young)), "them"
	if len(young) == 1 {
		what, them = "1 younger leftover is", "it"
	}
	first := young[0]
	when := ""
	if !first.Newest.IsZero() {
		when = ", last modified " + first.Newest.UTC().Format(time.RFC3339)
	}
	return fmt.Sprintf("; %s kept, which a running job may be writing (first: %s, %s%s): once no run writes there, `itnprep versions gc %s --older-than 0` removes %s",
		what, first.Path, first.Kind, when, shellquote.Quote(root), them)
}

// versionGCNote is gc's line for nothing found when root is a published
// version (ok false when it is not). Only the .tmp- files of an
// interrupted write can be left inside a version; a killed run's staging
// folder, run mark or unfinished version lies beside it, in its dataset
// folder, so "nothing to remove under VERSION: no staging folder, ..."
// was said while one lay next to it. The line names the dataset folder
// and what gc of it, with the same --older-than, would list.
func versionGCNote(ctx context.Context, root string, older time.Duration, kept string) (string, bool) {
	root = dataset.TrimSlash(root)
	if !IsVersionFolder(ctx, root) {
		// An itnprep manifest (its format), as every command tells a
		// version: any manifest.json made a folder "a published version".
		return "", false
	}
	parent := dataset.Dir(root)
	cmd := "itnprep versions gc " + shellquote.Quote(parent)
	age := ""
	if older != 24*time.Hour {
		d := older.String()
		if older == 0 {
			d = "0"
		}
		cmd += " --older-than " + d
	}
	if older > 0 {
		age = " older than " + older.String()
	}
	line := fmt.Sprintf("nothing to remove under %s, a published version: no .tmp- file of an interrupted write%s. A killed run leaves its staging folder, run mark or unfinished version in the dataset folder above, %s: ", root, kept, parent)
	var cutoff time.Time
	if older > 0 {
		cutoff = time.Now().Add(-older)
	}
	left, err := FindLeftovers(ctx, parent, cutoff)
	switch {
	case err != nil:
		return line + fmt.Sprintf("`%s --dry-run` looks there", cmd), true
	case len(left) == 0:
		return line + fmt.Sprintf("it holds none%s either", age), true
	}
	what, them := "leftovers", "them"
	if len(left) == 1 {
		what, them = "leftover", "it"
	}
	return line + fmt.Sprintf("it holds %d %s%s (first: %s, %s): `%s --dry-run` lists %s", len(left), what, age, left[0].Path, left[0].Kind, cmd, them), true
}

// dirEmpty reports whether the local folder dir holds nothing (false on
// an object store, which has no folders, or when it cannot be read).
func dirEmpty(dir string) bool {
	if dataset.IsURL(dir) {
		return false
	}
	entries, err := os.ReadDir(dir)
	return err == nil && len(entries) == 0
}
