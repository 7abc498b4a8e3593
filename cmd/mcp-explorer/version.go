package main

import "runtime/debug"

func init() {
	if Version == "dev" {
		Version = moduleVersion(debug.ReadBuildInfo)
	}
}

// moduleVersion is the version of the module this binary was built from:
// v1.2.3 after `go install …/cmd/mcp-explorer@v1.2.3` (or @latest), a
// pseudo-version for a commit, "dev" for a build from a work tree.
func moduleVersion(read func() (*debug.BuildInfo, bool)) string {
	info, ok := read()
	if !ok || info.Main.Version == "" || info.Main.Version == "(devel)" {
		return "dev"
	}
	return info.Main.Version
}
