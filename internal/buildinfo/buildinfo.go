package buildinfo

import (
	"fmt"
	"runtime/debug"
)

// Revision may be set at link time (-ldflags "-X
// github.com/itnprep/itnprep/internal/buildinfo.Revision=$(git rev-parse HEAD)")
// for builds made with -buildvcs=false, where Go records no VCS data.
var Revision = ""

// Info identifies the running code.
type Info struct {
	Module    string `json:"module"`
	Version   string `json:"version"`
	Revision  string `json:"vcs_revision,omitempty"`
	Modified  bool   `json:"vcs_modified,omitempty"`
	GoVersion string `json:"go_version"`
}

// Get reads the running binary's build information.
func Get() Info {
	info := Info{Module: "github.com/itnprep/itnprep", Version: "(devel)", Revision: Revision}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return info
	}
	info.GoVersion = bi.GoVersion
	if bi.Main.Path != "" {
		info.Module = bi.Main.Path
	}
	if bi.Main.Version != "" {
		info.Version = bi.Main.Version
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			if info.Revision == "" {
				info.Revision = s.Value
			}
		case "vcs.modified":
			info.Modified = s.Value == "true"
		}
	}
	return info
}

func (i Info) String() string {
	rev := i.Revision
	if rev == "" {
		rev = "unknown"
	}
	if i.Modified {
		rev += "+dirty"
	}
	return fmt.Sprintf("%s %s (revision %s, %s)", i.Module, i.Version, rev, i.GoVersion)
}
