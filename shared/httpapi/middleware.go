package httpapi

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
)

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// logRequests logs method, path, status and duration; never bodies, query
// strings or headers, which may carry secrets.
func logRequests(logger *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if id == "" || len(id) > 64 {
			var b [8]byte
			_, _ = rand.Read(b[:])
			id = hex.EncodeToString(b[:])
		}
		w.Header().Set("X-Request-Id", id)
		// No answer is ever to be read as another type than it says,
		// including /mcp's, which the SDK writes.
		w.Header().Set("X-Content-Type-Options", "nosniff")
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		logger.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("requestId", id), slog.String("method", r.Method), slog.String("path", r.URL.Path),
			slog.Int("status", rec.status), slog.Duration("duration", time.Since(start)))
	})
}

// recoverPanics answers 500 instead of dropping the connection.
func recoverPanics(cfg Config, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				cfg.Logger.Error("panic", "path", r.URL.Path, "panic", v)
				writeProblem(w, cfg, &problem.Problem{Status: http.StatusInternalServerError, Code: "internal", Detail: "an internal error occurred; it has been logged"})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// identifyClient puts the client's identity (the rate limiter's key) in
// the request's context, for the work that keeps clients apart: paste-mode
// histories, outcome shares, confirmation caps.
func identifyClient(cfg Config, next http.Handler) http.Handler {
	lim := cfg.Limiter
	if lim == nil {
		lim = ratelimit.New(nil, nil, ratelimit.Options{})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(httpx.WithClient(r.Context(), lim.ClientKey(r))))
	})
}
