package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConfigFilesWithByteOrderMark: a --style, --base or --rules-config
// file saved by a Windows editor (a UTF-8 byte order mark, CRLF line ends)
// reads as the same file without them, as every input does; each was
// refused as "line 1, column 1: invalid character 'ï' looking for
// beginning of value".
func TestConfigFilesWithByteOrderMark(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	bom := "\xef\xbb\xbf"
	style := filepath.Join(dir, "style.json")
	os.WriteFile(style, []byte(bom+"{\r\n  \"distributions\": {}\r\n}\r\n"), 0o644)
	if _, err := loadStyle(ctx, style); err != nil {
		t.Errorf("--style with a byte order mark: %v", err)
	}
	rules := filepath.Join(dir, "rules.json")
	os.WriteFile(rules, []byte(bom+`{"rules":{"remove_emojis":{"params":{"keep":""}}}}`+"\r\n"), 0o644)
	c, err := loadCleanConfig(ctx, rules)
	if err != nil {
		t.Fatalf("--rules-config with a byte order mark: %v", err)
	}
	if _, ok := c.Rules["remove_emojis"]; !ok {
		t.Errorf("--rules-config read %+v, want remove_emojis", c)
	}
	// Through a command: verbalize --style.
	if code, out, errs := runVerbalizeCmd(t, "verbalize", "--style", style, "I have 3 cats."); code != 0 || !strings.Contains(out, "three cats") {
		t.Errorf("verbalize --style FILE with a byte order mark: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
