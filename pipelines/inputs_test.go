package pipelines

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/itnprep/itnprep/storage"
)

// TestInputGlobs: --input is a comma-separated list of globs, and a brace
// group {a,b} inside one glob is an alternation (as in a shell), so its
// commas do not separate globs: 'cv/{train,dev,test}.tsv' is one glob of
// three alternatives, nested and several groups multiply.
func TestInputGlobs(t *testing.T) {
	for _, c := range []struct {
		spec string
		want [][]string
	}{
		{"a/*.gz", [][]string{{"a/*.gz"}}},
		{"a/*, b/x.csv ,,", [][]string{{"a/*"}, {"b/x.csv"}}},
		{"cv/{train,dev,test}.tsv", [][]string{{"cv/train.tsv", "cv/dev.tsv", "cv/test.tsv"}}},
		{"{x,y}/{1,2},z", [][]string{{"x/1", "x/2", "y/1", "y/2"}, {"z"}}},
		{"d/{a,b{1,2}}.txt", [][]string{{"d/a.txt", "d/b1.txt", "d/b2.txt"}}},
		{"gs://b/{p,q}/*", [][]string{{"gs://b/p/*", "gs://b/q/*"}}},
		// As in bash: a group without a comma or a sequence is its
		// characters ("d/{only}.txt" was d/only.txt), and a group inside
		// one may still be an alternation.
		{"d/{only}.txt", [][]string{{"d/{only}.txt"}}},
		{"d/a{}.txt", [][]string{{"d/a{}.txt"}}},
		{"d/a{1}{x,y}", [][]string{{"d/a{1}x", "d/a{1}y"}}},
		{"{x{a,b}}", [][]string{{"{xa}", "{xb}"}}},
		{"{a,{b}}", [][]string{{"a", "{b}"}}},
		{"out-000{08..11}-of-00100", [][]string{{"out-00008-of-00100", "out-00009-of-00100", "out-00010-of-00100", "out-00011-of-00100"}}},
		{"{3..1}", [][]string{{"3", "2", "1"}}},
		{"{0..10..5}{a..c}", [][]string{{"0a", "0b", "0c", "5a", "5b", "5c", "10a", "10b", "10c"}}},
		{"{-05..1..3}", [][]string{{"-05", "-02", "001"}}},
		{"{1..2..x}", [][]string{{"{1..2..x}"}}},
		// Ends at the int64 limits: counted without overflow (the span
		// wrapped negative and passed the bound; the values wrapped past
		// the far end).
		{"{9223372036854775806..9223372036854775807}", [][]string{{"9223372036854775806", "9223372036854775807"}}},
		{"{-9223372036854775807..-9223372036854775808}", [][]string{{"-9223372036854775807", "-9223372036854775808"}}},
		{"{-9223372036854775808..9223372036854775807..9223372036854775807}", [][]string{{"-9223372036854775808", "-1", "9223372036854775806"}}},
	} {
		got, err := inputGlobs(c.spec)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("inputGlobs(%q) = %q, %v; want %q", c.spec, got, err, c.want)
		}
	}
	// An end or step past int64 is refused, naming it: it was kept as
	// characters and the glob "matched no file", with a brace-group hint.
	for _, c := range []struct{ glob, want string }{
		{"d/{1..99999999999999999999}.txt", `input "d/{1..99999999999999999999}.txt": brace sequence {1..99999999999999999999}: 99999999999999999999 does not fit in a 64-bit integer`},
		{"{-99999999999999999999..1}", "-99999999999999999999 does not fit"},
		{"{1..5..99999999999999999999}", "99999999999999999999 does not fit"},
		{"{-9223372036854775808..9223372036854775807}", "more than 100000 names"},
	} {
		if _, err := inputGlobs(c.glob); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("inputGlobs(%q): %v, want %q", c.glob, err, c.want)
		}
	}
	for _, bad := range []string{"a/{x,y", "a/x,y}", "a/}{", "{1..1000000}", "{1..1000}{1..1000}"} {
		if _, err := inputGlobs(bad); err == nil || !strings.Contains(err.Error(), "brace") {
			t.Errorf("inputGlobs(%q): %v, want an error about the unbalanced brace", bad, err)
		}
	}
}

// TestExpandInputsBraces: a brace glob is one input: the union of its
// alternatives' matches, an error only when none matches anything.
func TestExpandInputsBraces(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"train.tsv", "dev.tsv", "other.tsv"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	got, err := ExpandInputs(ctx, filepath.Join(dir, "{train,dev,test}.tsv"))
	want := []string{filepath.Join(dir, "dev.tsv"), filepath.Join(dir, "train.tsv")}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("brace glob: %q, %v; want %q", got, err, want)
	}
	if _, err := ExpandInputs(ctx, filepath.Join(dir, "{test,eval}.tsv")); err == nil || !strings.Contains(err.Error(), "matches no file") {
		t.Errorf("brace glob matching nothing: %v", err)
	}
	if _, err := ExpandInputs(ctx, " , "); err == nil || err.Error() != `--input " , " names no file: give files or globs, comma-separated` {
		t.Errorf("only commas: %v", err)
	}
	if _, err := ExpandInputs(ctx, "-"); err == nil || !strings.Contains(err.Error(), `input "-": --input names files, not stdin`) {
		t.Errorf("stdin as --input: %v", err)
	}
	if _, err := ExpandInputs(ctx, filepath.Join(dir, "{train,dev.tsv")); err == nil || !strings.Contains(err.Error(), "brace") {
		t.Errorf("unbalanced brace: %v", err)
	}
	// A one-option group is its characters, as in a shell: "{train}.tsv"
	// read train.tsv, and "*{1}.tsv" matched train.tsv... never b{1}.tsv.
	if _, err := ExpandInputs(ctx, filepath.Join(dir, "{train}.tsv")); err == nil || !strings.Contains(err.Error(), "matches no file (a brace group without a comma") {
		t.Errorf("one-option group: %v, want matches no file with the brace note", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b{1}.tsv"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b1.tsv"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err = ExpandInputs(ctx, filepath.Join(dir, "*{1}.tsv"))
	if want := []string{filepath.Join(dir, "b{1}.tsv")}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("wildcard beside a one-option group: %q, %v; want %q", got, err, want)
	}
}

// TestExpandInputsFoldersAndSpellings: a wildcard over a corpus release
// folder passes over the folders it matches (Common Voice's clips/ beside
// its TSVs) but a glob matching only folders, or a folder named without a
// wildcard, is an error naming them; one file named twice in two
// spellings (x, ./x, /abs/x) is read once, under its first spelling.
func TestExpandInputsFoldersAndSpellings(t *testing.T) {
	dir := t.TempDir()
	rel := filepath.Join(dir, "cv", "en")
	if err := os.MkdirAll(filepath.Join(rel, "clips"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"train.tsv", "dev.tsv"} {
		if err := os.WriteFile(filepath.Join(rel, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	got, err := ExpandInputs(ctx, filepath.Join(rel, "*"))
	want := []string{filepath.Join(rel, "dev.tsv"), filepath.Join(rel, "train.tsv")}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("glob over a release folder: %q, %v; want %q", got, err, want)
	}
	if _, err := ExpandInputs(ctx, filepath.Join(dir, "cv", "*")); err == nil || !strings.Contains(err.Error(), "matches only folders") || !strings.Contains(err.Error(), "en/*") {
		t.Errorf("glob matching only a folder: %v, want an error naming it", err)
	}
	if _, err := ExpandInputs(ctx, filepath.Join(rel, "clips")); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("a folder named without a wildcard: %v, want an error", err)
	}

	// '**' is not recursive (Go's glob reads it as '*'): refused, not
	// read as one level (data/**/*.txt read data/*/*.txt only).
	if _, err := ExpandInputs(ctx, filepath.Join(dir, "**", "*.tsv")); err == nil || !strings.Contains(err.Error(), "'**' does not match folders recursively") {
		t.Errorf("a ** glob: %v, want an error saying it is not recursive", err)
	}

	t.Chdir(dir)
	a := filepath.Join("cv", "en", "train.tsv")
	got, err = ExpandInputs(ctx, a+",./"+a+","+filepath.Join(dir, a)+",cv/en/*.tsv")
	want = []string{filepath.Join("cv", "en", "dev.tsv"), a}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("one file in three spellings: %q, %v; want %q (each file once)", got, err, want)
	}
}

// TestExpandInputsLinksAreSpellings: a symbolic link to an input, a hard
// link, or an input reached through a linked folder is the same file: read
// once, under its own name rather than a symbolic link's, else the first
// name met, and a name dropped that differs is said. A link under another name was read
// twice, its records published again under the link's ids (in other
// splits by --split-by-id), and a linked folder's files were refused as
// repeated ids. Two files with the same bytes are two files.
func TestExpandInputsLinksAreSpellings(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(data, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"good.txt", "copy.txt"} {
		if err := os.WriteFile(filepath.Join(data, f), []byte("Good 1.\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("good.txt", filepath.Join(data, "alias.txt")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if err := os.Link(filepath.Join(data, "good.txt"), filepath.Join(data, "hard.txt")); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	if err := os.Symlink("data", filepath.Join(dir, "current")); err != nil {
		t.Fatal(err)
	}
	var warned []string
	ctx := storage.WithWarnings(context.Background(), func(msg string) { warned = append(warned, msg) })
	got, err := ExpandInputs(ctx, filepath.Join(data, "*"))
	want := []string{filepath.Join(data, "copy.txt"), filepath.Join(data, "good.txt")}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("a file, its links and a copy: %q, %v; want %q", got, err, want)
	}
	// A link under another name is said (its name may carry a split);
	// the file is read under its own name, not a symbolic link's that
	// sorted first, and else under the name met first.
	wantWarned := []string{
		"input " + filepath.Join(data, "alias.txt") + " is the same file as " + filepath.Join(data, "good.txt") + " (a link): read once, as " + filepath.Join(data, "good.txt"),
		"input " + filepath.Join(data, "hard.txt") + " is the same file as " + filepath.Join(data, "good.txt") + " (a link): read once, as " + filepath.Join(data, "good.txt"),
	}
	if !reflect.DeepEqual(warned, wantWarned) {
		t.Errorf("warnings %q, want %q", warned, wantWarned)
	}
	warned = nil
	got, err = ExpandInputs(ctx, filepath.Join(data, "good.txt")+","+filepath.Join(dir, "current", "*.txt"))
	want = []string{filepath.Join(dir, "current", "copy.txt"), filepath.Join(data, "good.txt")}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("files through a linked folder: %q, %v; want %q", got, err, want)
	}
	// current/good.txt is data/good.txt's name through a linked folder;
	// current/alias.txt and current/hard.txt are links under other names.
	if len(warned) != 2 || strings.Contains(strings.Join(warned, "\n"), "current/good.txt is") {
		t.Errorf("linked folder's warnings %q: want the two links under other names, not good.txt", warned)
	}
}

// TestExpandInputsLinkWarningsNameTheFileRead: the warnings for links
// name the file as it is read once every input is known. Said as met, a
// link met before the file was named as the name read ("read once, as
// a/alias.txt", then read as a/x.txt), and a link of the same name as the
// link first kept (linked/alias.txt, then real/alias.txt) was dropped
// without a word once the file's own name displaced it.
//
// And the file's own name is read, not its name through a linked folder
// met first (linked/x.txt, linked -> real), whatever the globs' order: it
// was the name met first, so the order of --input's globs chose it.
func TestExpandInputsLinkWarningsNameTheFileRead(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir()) // its own name, to read files by theirs
	if err != nil {
		t.Fatal(err)
	}
	real, other := filepath.Join(dir, "real"), filepath.Join(dir, "other")
	for _, d := range []string{real, other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	x := filepath.Join(real, "x.txt")
	if err := os.WriteFile(x, []byte("Good 1.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	alias, dev := filepath.Join(real, "alias.txt"), filepath.Join(other, "dev.txt")
	if err := os.Symlink("x.txt", alias); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if err := os.Symlink(x, dev); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real", filepath.Join(dir, "linked")); err != nil {
		t.Fatal(err)
	}
	warning := func(link string) string {
		return "input " + link + " is the same file as " + x + " (a link): read once, as " + x
	}
	for _, c := range []struct {
		spec       string
		wantWarned []string
	}{
		{alias + "," + dev + "," + x, []string{warning(dev), warning(alias)}},
		{filepath.Join(dir, "linked", "alias.txt") + "," + filepath.Join(real, "*"), []string{warning(alias), warning(filepath.Join(dir, "linked", "alias.txt"))}},
		{filepath.Join(dir, "linked", "*") + "," + filepath.Join(real, "*"), []string{warning(alias), warning(filepath.Join(dir, "linked", "alias.txt"))}},
	} {
		var warned []string
		ctx := storage.WithWarnings(context.Background(), func(msg string) { warned = append(warned, msg) })
		got, err := ExpandInputs(ctx, c.spec)
		if err != nil || !reflect.DeepEqual(got, []string{x}) {
			t.Errorf("%s: %q, %v; want %q", c.spec, got, err, x)
		}
		if !reflect.DeepEqual(warned, c.wantWarned) {
			t.Errorf("%s: warnings %q, want %q", c.spec, warned, c.wantWarned)
		}
	}
}

// TestExpandInputsDanglingLink: a symbolic link whose target is gone,
// which ls lists and a glob matches, is named as one, with its target;
// it was "stat X: no such file or directory" of a file the user sees.
func TestExpandInputsDanglingLink(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "good.txt"), []byte("Good 1.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/nonexistent/x.txt", filepath.Join(dir, "broken.txt")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	_, err := ExpandInputs(context.Background(), filepath.Join(dir, "*.txt"))
	want := "input " + filepath.Join(dir, "broken.txt") + " is a symbolic link to /nonexistent/x.txt, which does not exist"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("err %v, want %q", err, want)
	}
}

// TestExpandInputsRefusesPipes: a named pipe a glob matches, or a shell's
// <(zcat x.gz), is refused as a pipe before anything opens it: opening a
// named pipe without a writer blocked the run forever (Ctrl-C did not end
// it), and a pipe is read once where the workers open inputs by name.
func TestExpandInputsRefusesPipes(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "good.txt"), []byte("Good 1.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscallMkfifo(filepath.Join(dir, "pipe.txt")); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := ExpandInputs(context.Background(), filepath.Join(dir, "*.txt"))
		done <- err
	}()
	select {
	case err := <-done:
		want := "input " + filepath.Join(dir, "pipe.txt") + " is a pipe (a named pipe, or a shell's <(...)), not a file"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("err %v, want %q", err, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ExpandInputs blocked on a named pipe")
	}
}

// TestGlobNamesCommasInNames: commas in an existing local file's or
// folder's name do not split --input, wherever they stand (one or several,
// in the file's name or a folder's, with spaces around the names); commas
// between names that no such file joins do, and so do those after a
// gs:// path.
func TestGlobNamesCommasInNames(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"notes, part 2.txt", "a, b, c.txt", "x, y/z.txt", "notes.txt"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	d := dir + "/"
	for _, c := range []struct {
		spec string
		want []string
	}{
		{d + "notes, part 2.txt", []string{d + "notes, part 2.txt"}},
		{" " + d + "notes, part 2.txt , " + d + "a, b, c.txt", []string{d + "notes, part 2.txt", d + "a, b, c.txt"}},
		{d + "x, y/z.txt," + d + "notes.txt", []string{d + "x, y/z.txt", d + "notes.txt"}},
		{d + "notes, " + d + "part 2.txt", []string{d + "notes", d + "part 2.txt"}},
		{d + "a, b", []string{d + "a", "b"}},
		{"gs://b/notes, part 2.txt", []string{"gs://b/notes", "part 2.txt"}},
		{d + "{notes,a}.txt", []string{d + "{notes,a}.txt"}},
	} {
		if got := globNames(c.spec); !reflect.DeepEqual(got, c.want) {
			t.Errorf("globNames(%q) = %q, want %q", c.spec, got, c.want)
		}
	}
}

// BenchmarkGlobNames splits a --input of 1,000 comma-separated paths,
// local and gs://, none with a comma in its name. Every join of the pieces
// was tried as a file: cubic in their number (15 s for gs://, 28 s for
// local paths on the 2-core box; 0.2 and 0.4 ms now): one listing per folder.
func BenchmarkGlobNames(b *testing.B) {
	dir := b.TempDir()
	for name, prefix := range map[string]string{"gs": "gs://bucket/data/", "local": dir + "/"} {
		var parts []string
		for i := range 1000 {
			parts = append(parts, fmt.Sprintf("%sfile-%05d.jsonl.gz", prefix, i))
		}
		spec := strings.Join(parts, ",")
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if n := len(globNames(spec)); n != 1000 {
					b.Fatalf("%d names", n)
				}
			}
		})
	}
}

// TestBraceAlternativesAreBoundedAsTheyGrow checks that an alternation of
// large sequences is refused once its alternatives pass maxBraceNames,
// not after every one of them is built: 20 groups of 99,999 names built
// 2 million strings (almost 400 MB, and an argument of more groups
// ran the machine out of memory) before the refusal.
func TestBraceAlternativesAreBoundedAsTheyGrow(t *testing.T) {
	g := "{" + strings.TrimSuffix(strings.Repeat("{1..99999},", 20), ",") + "}.txt"
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := expandBraces(g)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "more than 100000 names") {
		t.Fatalf("expandBraces: %v, want the bound's error", err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
		t.Errorf("refusing the expansion allocated %d MB; it should stop at the bound", grew>>20)
	}
}

// TestNotFileKindNamesTheKind: an irregular input other than a pipe, a
// socket or a device is named as a special file with its mode, so the
// refusal reads "is a special file (mode ?---------), not a file" (it read
// "is not a regular file, not a file").
func TestNotFileKindNamesTheKind(t *testing.T) {
	for m, want := range map[os.FileMode]string{
		os.ModeNamedPipe: "a pipe",
		os.ModeSocket:    "a socket",
		os.ModeDevice:    "a device",
		os.ModeIrregular: "a special file (mode ?",
	} {
		if got := notFileKind(m); !strings.HasPrefix(got, want) {
			t.Errorf("notFileKind(%v) = %q, want it to begin %q", m, got, want)
		}
	}
}

// TestInputStoreFolderIsNamed: an --input naming an object store's folder
// without a wildcard (gs://b/libriheavy, as a local folder is named) is
// refused as a folder, with the glob that reads its files; it said
// "matches no file" though files were stored under it (qa83). A name
// under which nothing is stored still matches no file, and a local
// folder named with a trailing slash is given its glob without a second
// slash ("DIR//*").
func TestInputStoreFolderIsNamed(t *testing.T) {
	ctx := context.Background()
	memfs.Write("memfs://qa83-folder/lh/libriheavy_cuts_dev.jsonl.gz", []byte("x"))
	for _, in := range []string{"memfs://qa83-folder/lh", "memfs://qa83-folder/lh/"} {
		_, err := ExpandInputs(ctx, in)
		want := "input " + in + " is a folder; give files or a glob such as memfs://qa83-folder/lh/*"
		if err == nil || err.Error() != want {
			t.Errorf("ExpandInputs(%s): %v, want %q", in, err, want)
		}
	}
	if _, err := ExpandInputs(ctx, "memfs://qa83-folder/none"); err == nil || !strings.Contains(err.Error(), "matches no file") {
		t.Errorf("nothing stored under the name: %v, want matches no file", err)
	}
	dir := t.TempDir()
	if _, err := ExpandInputs(ctx, dir+"/"); err == nil || !strings.HasSuffix(err.Error(), "such as "+dir+"/*") {
		t.Errorf("a local folder with a trailing slash: %v, want its glob %s/*", err, dir)
	}
}
