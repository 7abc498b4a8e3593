package main

import (
	"archive/zip"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestModuleVersion(t *testing.T) {
	for in, want := range map[string]string{"v1.4.0": "v1.4.0", "v0.0.0-20261202050000-abcdef123456": "v0.0.0-20261202050000-abcdef123456", "(devel)": "dev", "": "dev"} {
		got := moduleVersion(func() (*debug.BuildInfo, bool) { return &debug.BuildInfo{Main: debug.Module{Version: in}}, true })
		if got != want {
			t.Errorf("Main.Version %q: %q, want %q", in, got, want)
		}
	}
	if got := moduleVersion(func() (*debug.BuildInfo, bool) { return nil, false }); got != "dev" {
		t.Errorf("no build info: %q", got)
	}
}

// The README's install line, `go install …/cmd/mcp-explorer@VERSION`, run
// against a module proxy on disk that serves this tree as v0.9.9-test
// (dependencies from the module cache): `mcp-explorer --version` prints it.
func TestGoInstallPrintsModuleVersion(t *testing.T) {
	const module, version = "github.com/usefulweb/mcp-server-explorer", "v0.9.9-test"
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	ls, err := exec.Command("git", "-C", root, "ls-files", "-co", "--exclude-standard").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	proxy := t.TempDir()
	dir := filepath.Join(proxy, module, "@v")
	os.MkdirAll(dir, 0o755)
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "list"), []byte(version+"\n"), 0o644)
	os.WriteFile(filepath.Join(dir, version+".info"), []byte(`{"Version":"`+version+`"}`), 0o644)
	os.WriteFile(filepath.Join(dir, version+".mod"), gomod, 0o644)
	zf, err := os.Create(filepath.Join(dir, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(zf)
	for _, name := range strings.Split(strings.TrimSpace(string(ls)), "\n") {
		if strings.HasSuffix(name, "_test.go") || strings.Contains("/"+name, "/testdata/") {
			continue
		}
		body, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			continue // deleted in the work tree
		}
		w, err := zw.Create(module + "@" + version + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(body)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	zf.Close()

	gomodcache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	install := exec.Command("go", "install", module+"/cmd/mcp-explorer@"+version)
	install.Dir = t.TempDir()
	install.Env = append(os.Environ(), "GOBIN="+bin, "GOFLAGS=-mod=mod", "GOSUMDB=off", "GOWORK=off", "GOTOOLCHAIN=local",
		"GOPROXY=file://"+filepath.ToSlash(proxy)+",file://"+filepath.ToSlash(filepath.Join(strings.TrimSpace(string(gomodcache)), "cache", "download")))
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(bin, "mcp-explorer"), "--version").Output()
	if err != nil || strings.TrimSpace(string(out)) != version {
		t.Errorf("mcp-explorer --version: %q %v, want %s", out, err, version)
	}
}
