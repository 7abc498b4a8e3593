// Package recheck is the scheduled job behind subscriptions: it inspects
// every server with confirmed subscriptions, diffs its tools against the
// last snapshot and tells subscribers what changed, by email and as an
// EventBridge event. It runs on Lambda as queue jobs
// (functions/scheduled-recheck dispatches, functions/inspect-worker runs
// them) and as `mcp-explorer recheck` (cron over the local store). [Run] does one
// run with a [Config] (the store, an [explorer.Inspector] with the public
// address policy, a mailer, optionally an [EventBridge]) and returns its
// [Summary], which it also logs.
//
// # One run
//
//  1. Page through the servers with confirmed subscriptions
//     (subscription.Servers), 100 at a time, starting after the cursor an
//     unfinished run left.
//  2. Inspect each, at most Concurrency (EXPLORER_RECHECK_CONCURRENCY,
//     default 16) at once; an inspection has InspectTimeout (30 s), a
//     server's whole turn ServerTimeout (2 min).
//  3. Diff the tools against the stored snapshot (lockfile.Diff: added,
//     removed, changed with a word diff of descriptions, schema and
//     annotation changes, risk changes) and store the new snapshot with a
//     write conditional on the version read.
//  4. For a change: one PutEvents entry (source "mcp-server-explorer",
//     detail-type "MCP server tools changed", detail Event: the URL's
//     SHA-256, the tool lists and the risk changes), and a drift email to
//     each confirmed subscriber with a link to the server's page and a
//     fresh one-click unsubscribe link.
//
// The first successful check stores the baseline and notifies nobody. A
// server that fails UnreachableAfter (3) runs in a row gets one
// unreachable email per outage; a success resets the count. A listed server
// without subscribers is dropped from the list (subscription.Prune).
//
// When the context's deadline comes within Margin (ServerTimeout + 10 s),
// the run takes no more servers, waits for those it took, and stores the
// last one's key as the cursor; the next run resumes after it and, on
// reaching the end, deletes the cursor.
//
// # On a queue
//
// On AWS a run is spread over the inspection queue: [Dispatch] pages the
// subscribed servers into one [Job] per server (kind "recheck"), and
// [Handle] runs one job through the same turn Run gives each server, in
// whichever worker receives it. The snapshot records the job that wrote
// it, so a job delivered again does nothing; a [Config].Gate (the index's
// per-host lease) keeps one inspection per host across workers, and its
// refusal ends the turn before anything is stored.
//
// # Exactly once, as a subscriber sees it
//
// A notice is stored in the snapshot (Pending) by the same conditional
// write that stores the new tools, so the change cannot be lost between
// storing and sending: a crash leaves the notice pending and the next run
// delivers it. Each delivery is recorded under (server, notice, subscriber)
// — the notice id is the new tool-set hash plus the server's notice
// counter — by a conditional write (Store.Put with version 0) BEFORE the
// email or event goes out; whoever loses that write skips it. So a retried
// or overlapping run never sends twice: it may lose a message that was
// recorded when the process died, never duplicate one. A send that failed
// for certain (notify.ErrNotSent: refused, rejected before the hand-over)
// releases its record, and the notice stays pending for the next run, up
// to MaxAttempts runs with such failures; a send with an unknown outcome
// keeps its record. A server whose turn ends before every subscriber is
// mailed goes on in the next run. One server's failure never stops the
// others.
//
// # Items
//
// Keys follow shared/subscribe's table: sub#snap#<server key>/snapshot
// holds the snapshot as gzip JSON (the tools as lockfile.Tool, failure
// count, pending notice). It stays under 360 KiB, below DynamoDB's 400 KB
// item limit: the listed changes of a notice are bounded to 64 KiB (the
// rest is counted in "omitted"), and when the tools do not fit, the
// descriptions, schemas and annotations of the largest are dropped first
// (their fingerprints stay, so changes are still detected; the email then
// says the old text was not kept). sub#sent#<server key>/<notice
// id>#<subscriber id|event> are the delivery records (30 days);
// sub#recheck/cursor is the cursor of a local run (7 days).
//
// # Scale
//
// A local run checks [Config].Concurrency servers at a time, and near
// its deadline stores a cursor that the next run resumes from; on the
// queue, each server is its own short invocation. TestScale and
// BenchmarkRun measure a run with an inspector that sleeps; the README
// gives the numbers.
package recheck
