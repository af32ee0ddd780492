package storage

import (
	"archive/zip"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/internal/extsort"
)

// OpenSingleFileZip opens the one file of a zip archive read from r (a
// corpus download such as Kaggle's en_train.csv.zip). zip keeps its
// directory at the end, so the stream is first copied to a temporary
// file, never held in memory; closeFn closes the entry and removes the
// copy. macOS's metadata entries (__MACOSX/, ._name) and folders are not
// counted; an archive with no file or more than one is an error naming
// the archive (and its first files), as is a stream that is no zip, and
// so is a file whose kind the archive's name does not say (zipMemberNamed).
func OpenSingleFileZip(name string, r io.Reader) (entry io.Reader, closeFn func(), err error) {
	tmp, err := extsort.CreateUnnamed("", "itnprep-zip-*")
	if err != nil {
		return nil, nil, fmt.Errorf("%s: a temporary copy for random access: %w", name, err)
	}
	cleanup := func() { tmp.Close() }
	size, err := io.Copy(tmp, r)
	if err != nil {
		cleanup()
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	zr, err := zip.NewReader(tmp, size)
	if err != nil {
		cleanup()
		return nil, nil, fmt.Errorf("%s: not a zip archive: %v", name, err)
	}
	var files []*zip.File
	for _, f := range zr.File {
		base := path.Base(f.Name)
		if f.FileInfo().IsDir() || strings.HasPrefix(f.Name, "__MACOSX/") || strings.HasPrefix(base, "._") {
			continue
		}
		files = append(files, f)
	}
	switch {
	case len(files) == 0:
		cleanup()
		return nil, nil, fmt.Errorf("%s: the zip archive holds no file", name)
	case len(files) > 1:
		var names []string
		for _, f := range files[:min(3, len(files))] {
			names = append(names, f.Name)
		}
		more := "" // "..." only when some go unnamed
		if len(files) > len(names) {
			more = ", ..."
		}
		cleanup()
		return nil, nil, fmt.Errorf("%s: the zip archive holds %d files (%s%s); itnprep reads an archive of one file: unzip it and give the files", name, len(files), strings.Join(names, ", "), more)
	}
	if err := zipMemberNamed(name, files[0].Name); err != nil {
		cleanup()
		return nil, nil, err
	}
	rc, err := files[0].Open()
	if err != nil {
		cleanup()
		return nil, nil, fmt.Errorf("%s: %s: %w", name, files[0].Name, err)
	}
	return rc, func() { rc.Close(); cleanup() }, nil
}

// zipMemberNamed refuses an archive whose one file is of another kind than
// the archive's name without ".zip" says: prep reads, routes and names the
// file by that name (sources.BaseName: en_train.csv.zip is en_train.csv),
// so corpus.zip holding corpus.jsonl was refused as JSON Lines under a
// plain-text name, table.zip holding table.csv was read as plain text (its
// header a record), and spgi.zip holding train.csv had no split. The kind
// is the name's extension, in any case; a .txt file in an archive named
// without one (data.zip holding data.txt) is plain text either way.
func zipMemberNamed(name, member string) error {
	outer := path.Base(filepath.ToSlash(name))
	if strings.EqualFold(path.Ext(outer), ".zip") {
		// Any case: a zip found by a .ZIP name (Windows writes them) is
		// one too, and DATA.ZIP holding data.txt was refused.
		outer = outer[:len(outer)-len(".zip")]
	}
	inner := path.Base(member)
	oe, ie := strings.ToLower(path.Ext(outer)), strings.ToLower(path.Ext(inner))
	if oe == ie || oe == "" && ie == ".txt" {
		return nil
	}
	return fmt.Errorf("%s: the zip archive holds %s, but is read as %s (its own name without .zip), which decides the format, split and ids: name the archive %s.zip (as Kaggle's en_train.csv.zip holds en_train.csv) or unzip it", name, member, outer, inner)
}
