package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"sync"
	"time"
)

//go:embed assets/templates/*.tmpl assets/static/*
var assets embed.FS

// staticFile is one embedded asset with its cache-busting version.
type staticFile struct {
	body        []byte
	contentType string
	version     string // first 12 hex digits of its SHA-256
}

var contentTypes = map[string]string{
	".js":  "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".svg": "image/svg+xml",
}

// staticFiles and pages are built on first use, not in package init,
// which every Lambda cold start pays (most functions serve no page).
var staticFiles = sync.OnceValue(func() map[string]staticFile {
	m := map[string]staticFile{}
	entries, err := fs.ReadDir(assets, "assets/static")
	if err != nil {
		panic(err) // embedded at build time: cannot fail at run time
	}
	for _, e := range entries {
		body, err := assets.ReadFile("assets/static/" + e.Name())
		if err != nil {
			panic(err)
		}
		ct, ok := contentTypes[path.Ext(e.Name())]
		if !ok {
			panic("web: no content type for embedded asset " + e.Name())
		}
		sum := sha256.Sum256(body)
		m[e.Name()] = staticFile{body: body, contentType: ct, version: hex.EncodeToString(sum[:])[:12]}
	}
	return m
})

// asset is the template function that links a static file with its version,
// so browsers may cache it and still see every change.
func asset(name string) (string, error) {
	f, ok := staticFiles()[name]
	if !ok {
		return "", fs.ErrNotExist
	}
	if name == "favicon.svg" {
		return "/favicon.svg?v=" + f.version, nil
	}
	return "/static/" + name + "?v=" + f.version, nil
}

// pages maps a page name to its template set: the layout, the shared
// partials and the page's own content.
var pages = sync.OnceValue(func() map[string]*template.Template {
	funcs := template.FuncMap{"asset": asset}
	for k, v := range templateFuncs {
		funcs[k] = v
	}
	base := template.Must(template.New("").Funcs(funcs).ParseFS(assets, "assets/templates/layout.tmpl", "assets/templates/blocks.tmpl"))
	m := map[string]*template.Template{}
	for _, name := range []string{"index", "methodology", "reference-index", "reference", "problem", "error", "registry-index", "registry-server"} {
		t := template.Must(base.Clone())
		m[name] = template.Must(t.ParseFS(assets, "assets/templates/"+name+".tmpl"))
	}
	return m
})

// Static serves the embedded assets: GET /static/{file} and GET /favicon.svg.
func (s *Site) Static() http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("file")
		if r.URL.Path == "/favicon.svg" {
			name = "favicon.svg"
		}
		f, ok := staticFiles()[name]
		if !ok {
			s.renderError(w, r, http.StatusNotFound, "Not found", "There is no file "+r.URL.Path+" here.")
			return
		}
		w.Header().Set("Content-Type", f.contentType)
		w.Header().Set("ETag", `"`+f.version+`"`)
		w.Header().Set("Cache-Control", "public, max-age=86400")
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(f.body))
	}))
}
