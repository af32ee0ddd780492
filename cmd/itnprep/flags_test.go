package main

import (
	"flag"
	"strings"
	"testing"
)

// resetBeamFlags restores every process-wide (Beam) flag to its default.
// Subcommands write Beam's flags into the global flag set, and runners such
// as prism set some (environment_type) themselves; in one CLI process that
// is harmless, but tests run many commands in one process.
func resetBeamFlags(t *testing.T) {
	t.Helper()
	flag.CommandLine.VisitAll(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, "test.") {
			return
		}
		if f.Value.String() != f.DefValue {
			if err := f.Value.Set(f.DefValue); err != nil {
				t.Logf("reset flag %s: %v", f.Name, err)
			}
		}
	})
}
