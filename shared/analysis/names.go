package analysis

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
)

// wellKnownTools are tool names of popular MCP servers (the reference
// servers, GitHub, Slack, Gmail, browsers, databases, search, payments,
// issue trackers), the names a look-alike would imitate.
const wellKnownTools = "read_file read_text_file read_media_file read_multiple_files write_file edit_file create_directory list_directory list_directory_with_sizes " +
	"directory_tree move_file search_files get_file_info list_allowed_directories " +
	"create_issue get_issue list_issues update_issue add_issue_comment search_issues create_pull_request get_pull_request list_pull_requests " +
	"merge_pull_request create_repository search_repositories fork_repository create_branch list_commits get_file_contents create_or_update_file " +
	"push_files search_code search_users " +
	"slack_post_message slack_list_channels slack_reply_to_thread slack_add_reaction slack_get_channel_history slack_get_thread_replies slack_get_users " +
	"send_email read_email search_emails draft_email list_emails delete_email modify_email " +
	"browser_navigate browser_click browser_type browser_snapshot browser_take_screenshot browser_evaluate browser_fill_form " +
	"puppeteer_navigate puppeteer_screenshot puppeteer_click puppeteer_fill puppeteer_select puppeteer_hover puppeteer_evaluate " +
	"brave_web_search brave_local_search fetch fetch_url web_search " +
	"query list_tables describe_table read_query write_query create_table execute_sql " +
	"create_entities create_relations add_observations read_graph search_nodes open_nodes delete_entities " +
	"git_status git_diff git_diff_staged git_commit git_add git_log git_show git_checkout git_create_branch " +
	"get_current_time convert_time sequentialthinking " +
	"run_command execute_command run_terminal_cmd shell " +
	"create_payment_intent create_customer create_refund list_customers create_invoice " +
	"jira_create_issue jira_get_issue jira_search notion_search notion_create_page search_documentation " +
	"playwright_navigate playwright_screenshot playwright_click playwright_fill playwright_select playwright_hover playwright_evaluate " +
	"maps_geocode maps_reverse_geocode maps_search_places maps_place_details maps_distance_matrix maps_elevation maps_directions " +
	"get_forecast get_alerts get_historical_stock_prices get_stock_info get_yahoo_finance_news"

// lookalikeIndex holds the well-known names, as a set and in their
// list's order (what a name index is built in, so that two names with the
// same words resolve the same way on every run).
type lookalikeIndex struct {
	names map[string]bool
	order []string
}

var lookalikes = sync.OnceValue(func() *lookalikeIndex {
	x := &lookalikeIndex{names: map[string]bool{}}
	for _, n := range strings.Fields(wellKnownTools) {
		if !x.names[n] {
			x.order = append(x.order, n)
		}
		x.names[n] = true
	}
	return x
})

// brands are the names servers put before their tools' names.
var brands = map[string]bool{"github": true, "gitlab": true, "slack": true, "gmail": true, "google": true, "notion": true, "stripe": true, "jira": true,
	"brave": true, "postgres": true, "filesystem": true, "fs": true, "git": true, "browser": true, "puppeteer": true, "playwright": true,
	"outlook": true, "discord": true, "dropbox": true, "figma": true, "shopify": true, "paypal": true, "twilio": true, "sentry": true, "supabase": true,
	"vercel": true, "mongodb": true, "mysql": true, "redis": true, "docker": true, "kubernetes": true, "azure": true, "openai": true, "salesforce": true,
	"hubspot": true, "asana": true, "trello": true, "confluence": true, "bitbucket": true, "whatsapp": true, "telegram": true, "youtube": true, "spotify": true,
	"cloudflare": true, "airtable": true, "postgresql": true, "snowflake": true, "atlassian": true}

// namespaces are the words a look-alike puts before a sibling's name to
// pass for an official or better version of it.
var namespaces = map[string]bool{"official": true, "real": true, "secure": true, "verified": true, "safe": true, "trusted": true, "new": true, "pro": true,
	"plus": true, "mcp": true, "server": true, "default": true, "main": true, "core": true, "original": true, "latest": true, "v2": true}

// nameIndex finds the names a name could imitate without comparing it
// with every other: by its words joined, and by its words with one left
// out (the slot a misspelling would sit in).
type nameIndex struct {
	joined    map[string]string   // words joined by '_' → name
	reordered map[string][]string // words sorted and joined → names
	slots     map[string][]string // words with one replaced by '*' → names
	wordsOf   map[string][]string // name → its words
	known     map[string]bool     // the words of the well-known names
	used      map[string]int      // how many sibling names use each word
	siblings  siblingSet
}

func newNameIndex(siblings siblingSet) *nameIndex {
	n := len(lookalikes().names) + len(siblings) // sized up front: growing a map rehashes it
	x := &nameIndex{joined: make(map[string]string, n), reordered: map[string][]string{}, slots: make(map[string][]string, n), wordsOf: make(map[string][]string, n), known: map[string]bool{}, used: map[string]int{}, siblings: siblings}
	add := func(name string, sibling bool) {
		words := Tokenize(name)
		x.wordsOf[name] = words
		x.joined[strings.Join(words, "_")] = name
		if len(words) >= 3 {
			key := sortedWords(words)
			x.reordered[key] = append(x.reordered[key], name)
		}
		for i, w := range words {
			if sibling {
				x.used[w]++
			} else {
				x.known[w] = true
			}
			if len(w) >= 4 {
				key := slotKey(words, i)
				x.slots[key] = append(x.slots[key], name)
			}
		}
	}
	for _, n := range lookalikes().order {
		add(n, false)
	}
	for _, lw := range slices.Sorted(maps.Keys(siblings)) {
		add(lw, true)
	}
	return x
}

// capitalIAsL reads a capital I after a lowercase letter as the l it
// imitates (gmaiI_send).
func capitalIAsL(name string) string {
	if strings.IndexByte(name, 'I') < 0 {
		return name
	}
	b := []byte(name)
	for i := 1; i < len(b); i++ {
		if b[i] == 'I' && b[i-1] >= 'a' && b[i-1] <= 'z' && (i+1 == len(b) || !(b[i+1] >= 'a' && b[i+1] <= 'z')) {
			b[i] = 'l'
		}
	}
	return string(b)
}

func sortedWords(words []string) string {
	var buf [12]string
	sorted := append(buf[:0], words...)
	slices.Sort(sorted)
	return strings.Join(sorted, "_")
}

// brandsByInitial lists the brands of 4 letters or more by first letter,
// in order.
var brandsByInitial = sync.OnceValue(func() map[byte][]string {
	m := map[byte][]string{}
	for _, b := range slices.Sorted(maps.Keys(brands)) {
		if len(b) >= 4 {
			m[b[0]] = append(m[b[0]], b)
		}
	}
	return m
})

// misspeltBrand finds a word of the name one edit (two for long brands)
// from a brand with the same first letter, or the brand with its last
// letter doubled, while the description (its first 4 KB) spells the brand
// right.
func misspeltBrand(words []string, description string) (brand, word string, ok bool) {
	lowerDesc := ""
	spelt := func(b string) bool {
		if lowerDesc == "" {
			lowerDesc = strings.ToLower(ClipBytes(description, 4096))
		}
		return strings.Contains(lowerDesc, b)
	}
	for _, w := range words {
		if len(w) < 4 || brands[w] || lookalikes().names[w] {
			continue
		}
		for _, b := range brandsByInitial()[w[0]] {
			limit := 1
			if len(b) >= 7 {
				limit = 2
			}
			if len(w) > len(b)+limit || len(b) > len(w)+limit {
				continue
			}
			doubled := len(w) == len(b)+1 && strings.HasPrefix(w, b) && w[len(w)-1] == b[len(b)-1]
			if (doubled || !strings.Contains(w, b) && !strings.Contains(b, w) && editDistance(w, b) <= limit) && spelt(b) {
				return b, w, true
			}
		}
	}
	return "", "", false
}

func slotKey(words []string, i int) string {
	// strings.Join(words[:i], "_") + "_*_" + strings.Join(words[i+1:], "_"),
	// written once.
	n := 3
	for _, w := range words {
		n += len(w) + 1
	}
	var b strings.Builder
	b.Grow(n)
	for k, w := range words[:i] {
		if k > 0 {
			b.WriteByte('_')
		}
		b.WriteString(w)
	}
	b.WriteString("_*_")
	for k, w := range words[i+1:] {
		if k > 0 {
			b.WriteByte('_')
		}
		b.WriteString(w)
	}
	return b.String()
}

// lookalikeName reports the well-known or sibling tool a name imitates:
// the same words but one misspelt (one edit, two for long words) into a
// word found neither in the known names nor in the tool's own description;
// the name spelt with digits for letters; or a sibling's name behind a
// namespace or other separators.
// digitLetters undoes leetspeak digits, reading 1 as l or as i.
var digitLetters = map[string]*strings.Replacer{
	"l": strings.NewReplacer("0", "o", "1", "l", "3", "e", "4", "a", "5", "s", "7", "t"),
	"i": strings.NewReplacer("0", "o", "1", "i", "3", "e", "4", "a", "5", "s", "7", "t"),
}

func (x *nameIndex) lookalikeName(name, description string, descWords []string) (string, string, bool) {
	known := lookalikes()
	lower := strings.ToLower(name)
	if known.names[lower] {
		return "", "", false
	}
	words := Tokenize(name)
	if len(words) == 0 || len(words) > 12 {
		return "", "", false
	}
	joined := strings.Join(words, "_")
	if strings.ContainsAny(name, "013457") {
		for _, one := range [...]string{"l", "i"} {
			if one == "i" && strings.IndexByte(name, '1') < 0 {
				break // the readings differ only in 1
			}
			u := strings.Join(Tokenize(digitLetters[one].Replace(name)), "_")
			if brand, rest, ok := strings.Cut(u, "_"); ok && brands[brand] && known.names[rest] {
				return brand + " " + rest, "spells the brand with digits for letters", true
			}
			if c, ok := x.joined[u]; ok && u != joined && c != lower {
				return c, "spells it with digits for letters", true
			}
		}
	}
	if c, ok := x.joined[joined]; ok && c != lower && x.siblings[c] != "" {
		return c, "writes a sibling's name with other separators", true
	}
	if len(words) >= 3 && (namespaces[words[0]] || brands[words[0]]) {
		// A brand before a sibling's own name is the server's prefix
		// (github_codebase_search beside codebase_search) unless the name
		// is well known.
		if c, ok := x.joined[strings.Join(words[1:], "_")]; ok && x.siblings[c] != "" && (namespaces[words[0]] || known.names[c]) {
			return c, "puts a namespace before a sibling's name", true
		}
	}
	if len(words) >= 3 && namespaces[words[0]] {
		for _, rest := range [][]string{words[1:], words[2:]} {
			if r := strings.Join(rest, "_"); len(rest) >= 2 && known.names[r] {
				return r, "puts a namespace before a well-known name", true
			}
		}
	}
	if len(words) >= 3 {
		// Only a well-known name is an original: two siblings with the same
		// words reorder each other (csv_to_json, json_to_csv), neither first.
		for _, c := range x.reordered[sortedWords(words)] {
			if c != lower && known.names[c] && strings.Join(x.wordsOf[c], "_") != joined {
				return c, "reorders its words", true
			}
		}
	}
	if l := capitalIAsL(name); l != name && len(Tokenize(l)) > 0 {
		u := Tokenize(l)
		if c, ok := x.joined[strings.Join(u, "_")]; ok && c != lower {
			return c, "spells it with a capital I for an l", true
		}
		if brands[u[0]] && strings.Contains(strings.ToLower(ClipBytes(description, 4096)), u[0]) {
			return u[0], "spells the brand with a capital I for an l", true
		}
	}
	if b, w, ok := misspeltBrand(words, description); ok {
		return b, fmt.Sprintf("misspells the brand %q as %q, which the description spells right", b, w), true
	}
	if len(words) >= 3 && brands[words[0]] {
		// gmail_send_emial: the brand, then a misspelt well-known name.
		if c, why, ok := x.lookalikeName(strings.Join(words[1:], "_"), description, descWords); ok {
			return c, why, true
		}
	}
	if c, w, ok := betterCopy(words, x.siblings); ok {
		return c, fmt.Sprintf("adds %q to a well-known name the server does not offer, passing for a better version of it", w), true
	}
	if c := collapseSeparators(lower); c != lower && (known.names[c] || x.siblings[c] != "") {
		return c, "adds stray separators to", true
	}
	if d, w, ok := x.misspeltOwnWord(lower, words, descWords); ok {
		return d, fmt.Sprintf("misspells %q, which its own description spells right, as %q", d, w), true
	}
	var described map[string]bool
	for i, w := range words {
		if x.known[w] || x.used[w] > 1 || posixUtility[w] || strings.HasSuffix(w, "s") && x.used[w[:len(w)-1]] > 0 || x.used[w+"s"] > 0 {
			continue // head_file is named for head(1), not a misspelt read_file
		}
		for _, c := range x.slots[slotKey(words, i)] {
			if c == lower {
				continue
			}
			k := x.wordsOf[c][i]
			limit := 1
			if len(k) >= 7 {
				limit = 2
			}
			if editDistance(w, k) > limit || strings.Contains(w, k) || strings.Contains(k, w) || numbers40(w, k) {
				continue
			}
			if described == nil {
				described = map[string]bool{}
				for _, d := range Tokenize(ClipBytes(description, 4096)) {
					described[d] = true
				}
			}
			if !described[w] && !stemDescribed26(w, described) && !(x.siblings[c] != "" && !known.names[c] && otherActionName31(w, k, described)) {
				return c, fmt.Sprintf("misspells %q as %q", k, w), true
			}
		}
	}
	return "", "", false
}

// collapseSeparators trims a name's leading and trailing separators and
// collapses runs of them (slack_post_message_, read__file).
func collapseSeparators(name string) string {
	name = strings.Trim(name, "_-.")
	for _, sep := range [...]string{"__", "--", ".."} {
		for strings.Contains(name, sep) {
			name = strings.ReplaceAll(name, sep, sep[:1])
		}
	}
	return name
}

// misspeltOwnWord finds a word of the name that its own description (its
// first ownWordsRead words) spells right, misspelt the way look-alikes
// are: two letters swapped (paymnet), a double letter single or a letter
// doubled (couriel), or digits for letters (f0lders).
func (x *nameIndex) misspeltOwnWord(lower string, words, descWords []string) (right, wrong string, ok bool) {
	descWords = descWords[:min(len(descWords), ownWordsRead)]
	described := func(w string) bool { return slices.Contains(descWords, w) }
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		if len(w) < 4 || !strings.ContainsAny(w, "013457") || strings.IndexFunc(w, func(c rune) bool { return c >= 'a' && c <= 'z' }) < 0 || described(w) {
			continue
		}
		for _, r := range digitLetters {
			if d := r.Replace(w); d != w && len(d) >= 4 && described(d) {
				return d, w, true
			}
		}
	}
	if !readsEnglish(descWords) {
		return "", "", false // annual_report over "informe anual": a cognate, not a typo
	}
	for _, w := range words {
		if len(w) < 5 || described(w) {
			continue
		}
		for _, d := range descWords {
			if len(d) >= 5 && (swapsTwo(w, d) && !reSpelling(w, d) || len(d) == len(w)+1 && undoubles(d, w) && !doubledL26(d, w) || len(w) == len(d)+1 && undoubles(w, d) && !doubledL26(w, d)) && !x.serverWord31(w, lower) {
				return d, w, true
			}
		}
	}
	return "", "", false
}

// readsEnglish reports a description whose commonest words are no less
// English than not (Chinese or Korean prose around identifiers has none):
// only there does a name word one letter off a description word misspell
// it. Other languages spell the same words a letter apart.
func readsEnglish(descWords []string) bool {
	english, other := 0, 0
	for _, w := range descWords {
		if englishCommonWord(w) {
			english++
		} else if isCommonWord(w) {
			other++
		}
	}
	return english >= other
}

// reSpelling reports a word and its -re spelling in another language or
// variety (order and ordre, center and centre), where the two differ by a
// swap of their last letters: no misspelling.
func reSpelling(a, b string) bool {
	return strings.HasSuffix(a, "er") && strings.HasSuffix(b, "re") || strings.HasSuffix(a, "re") && strings.HasSuffix(b, "er")
}

// ownWordsRead bounds the description words a name is compared with.
const ownWordsRead = 600

// swapsTwo reports a and b that differ by two adjacent letters swapped.
func swapsTwo(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i] != a[i+1] && a[i+2:] == b[i+2:]
}

// undoubles reports that short is long with one of its double letters
// written once.
func undoubles(long, short string) bool {
	for i := 1; i < len(long); i++ {
		if long[i] == long[i-1] && long[:i]+long[i+1:] == short {
			return true
		}
	}
	return false
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and adjacent transpositions.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 99
	}
	// Three rows (i-2, i-1, i) on the stack instead of the whole matrix.
	var rows [3][65]int
	for j := 0; j <= len(b); j++ {
		rows[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur, prev, prev2 := &rows[i%3], &rows[(i-1)%3], &rows[(i-2+3)%3]
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
	}
	return rows[len(a)%3][len(b)]
}
