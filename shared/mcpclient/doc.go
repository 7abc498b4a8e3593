// Package mcpclient inspects a remote MCP server over Streamable HTTP: it
// finds the protocol generation, lists tools, resources, resource templates
// and prompts, and explains every gap. [Client.Inspect] takes a URL that
// [serverurl.Vet] accepted; failures are an [*Error] with a Code, a 401 is an
// [Inspection] with AuthRequired set, and what is missing is in its
// Warnings.
//
// # Flow and round trips
//
// 2026-07-28 first: server/discover and the first page of tools/list,
// resources/list, resources/templates/list and prompts/list go out at
// once, each a self-contained POST whose params._meta carries the protocol
// version, client capabilities and client info, with the MCP-Protocol-Version
// and Mcp-Method headers (Mcp-Name is only for tools/call, resources/read and
// prompts/get, which an inspection never sends). One round trip. Lists the
// server does not advertise may fail silently; lists it does advertise but
// cannot answer become warnings.
//
// Classic fallback: when discover gets 400, 404 or 405 without a modern
// JSON-RPC error (-32020, -32021, -32022), or any non-modern JSON-RPC error
// (a 2026-07-28 server must implement discover), or -32022 naming only
// classic versions, or a discover result whose supportedVersions lack
// 2026-07-28 (the go-sdk's stateful servers; a classic server answering
// every unknown method with an empty result), the client sends initialize
// (2025-11-25, or the newest classic version the server listed) and accepts
// 2025-11-25, 2025-06-18, 2025-03-26 and 2024-11-05. Then
// notifications/initialized and the advertised lists go out together,
// echoing Mcp-Session-Id and sending MCP-Protocol-Version; the session is
// DELETEd in the background (2 s bound, answer ignored). That is probe + initialize + lists: 3 round trips cold,
// 2 when a GenerationCache knows the origin is classic (1 for 2026-07-28).
// A cached "classic" that fails like a modern server is probed again.
//
// Connections keep no order, and some servers change their lists when
// notifications/initialized arrives (server-everything registers a tool
// then). So the list bodies are held until the notification is written
// plus min(5 ms, a quarter of the initialize round trip), and a list that
// was answered before the notification's 202 is fetched again when its
// capability says listChanged — one more round trip, only in that race.
// The 202 is waited for at most 250 ms (or two initialize round trips),
// and at most 2 s (or four) when a list says listChanged: a gateway may
// acknowledge only once its server has changed the list.
//
// # Consistency probes
//
// With Client.Probes the tools are listed again beside the main listing,
// each probe in a forked inspector of its own (tools/list only, own session
// and warnings): a second identical 2026-07-28 tools/list, one with
// AgentInfo as clientInfo, one without the caller's headers (only when
// there are some), and a classic session with the scanner's clientInfo;
// when the server turns out classic, a classic session with AgentInfo goes
// out with the main initialize, and the early classic session is the
// repeat. So a classic server's probes ride along with its handshake, and
// a 2026-07-28 server that also speaks classic costs one more round trip
// (the classic session's lists). A classic server whose tools capability
// says listChanged also costs one: each of its sessions, the main one
// included, lists tools once more after notifications/initialized is
// acknowledged, since a gateway may acknowledge it before the server has
// processed it (and registered tools on it). Even that listing can be
// early under load, and a server that says listChanged may add tools at
// any time; so while a probe and the main listing differ only by tools
// one of them lacks (every tool they share defined alike), the side that
// lacks them is listed again in its own session, up to 5 times after
// 25 ms, 50 ms, … (the main one before it is filed, for a classic server;
// a 2026-07-28 main listing is not listed again, only its probes, once
// they are in). Any other difference, or one that remains, is reported.
// Probes draw on a quarter of the byte budget ([safehttp.Budget.Share]),
// are waited for (listings again included) at most as long again as the
// main listing took (at least 500 ms, within the deadline), and report
// failures in [Probe].Err, never as the inspection's. Their classic
// sessions are DELETEd once they are no longer waited for. The caching
// hints (ttlMs, cacheScope) of every 2026-07-28 result read are kept in
// Inspection.Caching. Comparing is the analysis package's.
//
// # Limits
//
// The whole inspection has a deadline (20 s by default); a stream that
// never answers is cut there. Each response is capped at 5 MiB and the
// inspection at 20 MiB, both counted after decompression, through the
// safehttp client and a safehttp.Budget on the context. Each list follows
// nextCursor for at most 100 pages (and 1,000 items, within the
// inspection's byte budget) and warns when more remain. Responses may
// be application/json or text/event-stream; on a stream the response is
// found by JSON-RPC id, and priming events, comments and server
// notifications are skipped.
//
// The client declares the roots capability, as agents do, so servers show
// what an agent gets. A server request on a classic session's stream is
// answered in the background: roots/list with no roots, ping with an empty
// result, anything else with "method not found". Every request and log
// message the server sends on the streams of the inspection and its probes
// is recorded in Inspection.ServerRequests, by method.
//
// After the lists, one wave of resources/read fetches the ui:// views the
// tools name (MCP Apps, apps.go) and, with Probes on a 2026-07-28 server,
// one listed resource for its caching hints alone (at most
// MaxHintReadBytes); the hints of those results join Inspection.Caching.
//
// A 403, or a 421 for the Host, is CodeForbidden: the server (or a proxy
// before it) refuses this client, often a DNS-rebinding Host check.
//
// 401 is a result: AuthRequired describes the challenge, e.g. "OAuth 2.1
// bearer token; authorization server https://auth.example.com; scopes:
// files:read", from WWW-Authenticate and the RFC 9728 metadata found at its
// resource_metadata URL, else at /.well-known/oauth-protected-resource/<path>,
// then /.well-known/oauth-protected-resource (fetched without the caller's
// headers). A server without that metadata (the 2025-03-26 authorization
// specification) is reported with the issuer named at
// /.well-known/oauth-authorization-server on its origin, when there is one. The caller's headers are sent on MCP requests only and never
// appear in errors or warnings.
//
// # Why not the go-sdk client
//
// github.com/modelcontextprotocol/go-sdk v1.8.0 speaks every version we need
// and takes our *http.Client, and this package's tests run against its
// servers. Its client does not fit an inspector:
//
//   - Round trips: Client.Connect runs server/discover, then (for classic)
//     initialize, then waits for notifications/initialized, before any list
//     can be sent. That is 2 round trips for 2026-07-28 and 4 for a classic
//     server, with no hook for a remembered generation (3 at best).
//   - Diagnostics: it does not report whether answers came as JSON or SSE; a
//     401's WWW-Authenticate is only visible to an OAuth handler or inside an
//     error string; failures are wrapped strings, not codes we could map to
//     upstream-unreachable / upstream-timeout / not-mcp.
//   - Partial results: a malformed answer can fail the whole connection, so
//     "tools listed, prompts failed" needs a fresh session per list.
//   - Traffic: for classic servers it opens a standalone GET event stream we
//     do not want from a stranger's server.
//
// So this package is a focused client on the standard library and safehttp;
// the go-sdk is a test dependency only.
package mcpclient
