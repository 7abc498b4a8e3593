package analysis

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// Bounds of the icon checks.
const (
	maxIconsChecked  = 16        // icons looked at per tool, server, resource or prompt
	maxIconSVGBytes  = 256 << 10 // decoded SVG bytes searched for script
	maxIconSrcQuoted = 80        // bytes of a src quoted in a message
)

// svgActive finds what makes an SVG more than a picture: script, event
// handlers, javascript: URLs, embedded documents, and references to other
// origins, which a client that renders the icon would load or run.
var svgActive = regexp.MustCompile(`(?i)<script\b|\bon[a-z]+\s*=|javascript:|<foreignobject\b|<iframe\b|<embed\b|<object\b|(?:xlink:)?href\s*=\s*["']?\s*(?:https?:|//)`)

// IconFindings checks an icons array (2025-11-25: tools, the server's
// implementation info, resources, resource templates and prompts): only
// https: and data: sources, on the server's origin when serverURL is
// known, and data: SVG without script. One finding per rule, Tool unset.
func IconFindings(raw json.RawMessage, serverURL string) []Finding {
	if isNull(raw) {
		return nil
	}
	var icons []json.RawMessage
	if json.Unmarshal(raw, &icons) != nil {
		return []Finding{{Rule: "icon-unsafe-source", Message: "icons is not an array of icon objects, so no client can use it"}}
	}
	var origin *url.URL
	if u, err := url.Parse(serverURL); err == nil && u.Host != "" {
		origin = u
	}
	var bad, foreign, active []string
	for i, rawIcon := range icons[:min(len(icons), maxIconsChecked)] {
		var icon struct {
			Src      *string `json:"src"`
			MimeType *string `json:"mimeType"`
		}
		if json.Unmarshal(rawIcon, &icon) != nil || icon.Src == nil {
			bad = append(bad, fmt.Sprintf("icon %d has no src string", i+1))
			continue
		}
		src := strings.TrimSpace(*icon.Src)
		u, err := url.Parse(src)
		switch {
		case err != nil || u.Scheme == "":
			bad = append(bad, fmt.Sprintf("icon %d's src %s is not an absolute URI", i+1, quoteSrc(src)))
		case strings.EqualFold(u.Scheme, "data"):
			if what := svgScript(src, icon.MimeType); what != "" {
				active = append(active, fmt.Sprintf("icon %d is an SVG carrying %s", i+1, what))
			}
		case !strings.EqualFold(u.Scheme, "https"):
			bad = append(bad, fmt.Sprintf("icon %d's src %s uses %s:", i+1, quoteSrc(src), strings.ToLower(u.Scheme)))
		case origin != nil && !sameOrigin(origin, u):
			foreign = append(foreign, fmt.Sprintf("icon %d is served from %s", i+1, quoteSrc(u.Scheme+"://"+u.Host)))
		}
	}
	var out []Finding
	if len(bad) > 0 {
		out = append(out, Finding{Rule: "icon-unsafe-source", Message: strings.Join(bad, "; ") + "; only https: and data: icons are safe to load"})
	}
	if len(foreign) > 0 {
		out = append(out, Finding{Rule: "icon-foreign-origin", Message: strings.Join(foreign, "; ") + fmt.Sprintf(", not the server's origin %s; loading it tells that host who uses the server", quoteSrc(origin.Scheme+"://"+origin.Host))})
	}
	if len(active) > 0 {
		out = append(out, Finding{Rule: "icon-svg-script", Message: strings.Join(active, "; ") + "; a client that renders it inline runs or loads it"})
	}
	return out
}

func quoteSrc(s string) string { return fmt.Sprintf("%q", ClipBytes(s, maxIconSrcQuoted)) }

// sameOrigin compares scheme, host and port (the default port spelled or not).
func sameOrigin(a, b *url.URL) bool {
	port := func(u *url.URL) string {
		if p := u.Port(); p != "" {
			return p
		}
		if strings.EqualFold(u.Scheme, "http") {
			return "80"
		}
		return "443"
	}
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Hostname(), b.Hostname()) && port(a) == port(b)
}

// svgScript decodes a data: URI that holds SVG (by its media type or the
// icon's mimeType) and names the first active content in it, or "".
func svgScript(src string, mimeType *string) string {
	head, payload, ok := strings.Cut(src[len("data:"):], ",")
	if !ok {
		return ""
	}
	media := strings.ToLower(head)
	if !strings.Contains(media, "svg") && (mimeType == nil || !strings.Contains(strings.ToLower(*mimeType), "svg")) {
		return ""
	}
	var svg string
	if strings.HasSuffix(media, ";base64") {
		// Whole quanta only, unpadded: a cut or sloppy tail still decodes.
		p := strings.TrimRight(payload[:min(len(payload), base64.StdEncoding.EncodedLen(maxIconSVGBytes))], "=")
		b, _ := base64.RawStdEncoding.DecodeString(p[:len(p)-len(p)%4])
		svg = string(b)
	} else {
		payload = payload[:min(len(payload), 3*maxIconSVGBytes)]
		s, err := url.PathUnescape(payload)
		if err != nil {
			s = payload
		}
		svg = s
	}
	if m := svgActive.FindString(svg); m != "" {
		return fmt.Sprintf("%q", strings.TrimSpace(strings.ToLower(m)))
	}
	return ""
}
