// Package toolcard serves the Toolcard contract (contracts/toolcard-openapi.json):
// cited checks for one tool or a tools list, and a called-or-ignored tally.
// Its findings come from the same rule catalog (analysis.Catalog) as the
// explorer's issues: one id, one message and one source wherever they appear.
// [CheckTool] and [CheckServer] check without storing anything;
// [NewHandler] serves every entry of [Routes].
//
// # Outcomes
//
// POST /v1/outcomes stores the tool's name, the SHA-256 of its description
// and the result; never the description text or the client. Every row and
// every count lives in the bucket of the calendar month (UTC) the report
// arrived in, and expires OutcomeTTL (365 days) after that month ends, so
// the numbers the API returns are sums over the live months: a rolling
// window of 12 to 13 months. Keys (single-table scheme of
// shared/dynamostore):
//
//	PK                           SK                      value
//	out#r#<sha256 of report_id>  row                     {"name","description_sha256","result"}; a random
//	                                                     id instead of the hash when report_id is absent
//	out#t#<desc sha256|->#<name> <YYYY-MM>#called        counter: the tool's reports that month
//	                             <YYYY-MM>#ignored       counter
//	                             seen                    the tool's latest month, moved by conditional writes
//	out#m                        <YYYY-MM>#rows          counter: rows stored or reserved that month (the cap)
//	                             <YYYY-MM>#called        counter: all tools
//	                             <YYYY-MM>#ignored       counter
//	                             <YYYY-MM>#tools         counter: tools whose latest month this is
//	out#c#<sha256 of client>     <YYYY-MM-DD>            counter: the client's reports that day (its
//	                                                     share); expires two days after the day starts
//
// Every item expires at the end of its month plus OutcomeTTL, so a row, its
// counts and its report_id's memory go together. A post with a report_id
// reads the row first (seen: 200, nothing added) and otherwise inserts it
// with a conditional write (Store.Put with version 0), which exactly one of
// any number of concurrent posts wins; the losers answer 200.
//
// # The cap
//
// Before inserting, a post reserves a slot: an atomic Add on its month's
// rows counter, then a read of the other months' counters. It inserts only
// if the total, its own slot included, is at most the cap; otherwise, and
// when the insert loses or fails, it gives the slot back. Of any two posts,
// the one that reserves later reads after the earlier's Add, so stored rows
// never exceed the cap, however many posts race: the overshoot is zero.
//
// One client cannot fill the cap alone: before reserving, a post counts
// against its client's share of the UTC day (DailyShare: a thousandth of
// the cap, at least 10) and is refused with 429 beyond it.
// The price is on the other side: near the cap, a post can be refused (507)
// because of another post's slot that is given back a moment later (a
// duplicate report_id or a failed write); and a process that dies between
// reserving and giving back leaks one slot until its month expires.
//
// Counters are not transactional with the row: a backend failure after the
// insert answers 503 and leaves a count one short (never one over), and a
// retry with the same report_id answers 200.
package toolcard
