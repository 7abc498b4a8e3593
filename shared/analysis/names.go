package analysis

import (
	"fmt"
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
	"jira_create_issue jira_get_issue jira_search notion_search notion_create_page search_documentation"

// lookalikeIndex holds the well-known names and the words they are made of.
type lookalikeIndex struct {
	names map[string]bool
	words map[string]bool
}

var lookalikes = sync.OnceValue(func() *lookalikeIndex {
	x := &lookalikeIndex{names: map[string]bool{}, words: map[string]bool{}}
	for _, n := range strings.Fields(wellKnownTools) {
		x.names[n] = true
		for _, w := range nameWords(n) {
			x.words[w] = true
		}
	}
	return x
})

// brands are the names servers put before their tools' names.
var brands = map[string]bool{"github": true, "gitlab": true, "slack": true, "gmail": true, "google": true, "notion": true, "stripe": true, "jira": true,
	"brave": true, "postgres": true, "filesystem": true, "fs": true, "git": true, "browser": true, "puppeteer": true, "playwright": true}

// namespaces are the words a look-alike puts before a sibling's name to
// pass for an official or better version of it.
var namespaces = map[string]bool{"official": true, "real": true, "secure": true, "verified": true, "safe": true, "trusted": true, "new": true, "pro": true,
	"plus": true, "mcp": true, "server": true, "default": true, "main": true, "core": true, "original": true, "latest": true, "v2": true}

// nameWords splits a name at separators and case changes, lowercased.
func nameWords(name string) []string { return Tokenize(name) }

// lookalikeName reports the well-known or sibling tool a name imitates:
// the same words but one misspelt (one edit, two for long words) into a
// word found neither in the known names nor in the tool's own description;
// the name spelt with digits for letters; or a sibling's name behind a
// namespace or other separators.
func lookalikeName(name, description string, siblings siblingSet) (string, string, bool) {
	x := lookalikes()
	lower := strings.ToLower(name)
	if x.names[lower] {
		return "", "", false
	}
	words := nameWords(name)
	if len(words) == 0 {
		return "", "", false
	}
	described := map[string]bool{}
	for _, w := range Tokenize(description) {
		described[w] = true
	}
	candidates := make([]string, 0, len(x.names)+len(siblings))
	for n := range x.names {
		candidates = append(candidates, n)
	}
	for lw := range siblings {
		if lw != lower {
			candidates = append(candidates, lw)
		}
	}
	joined := strings.Join(words, "_")
	var unleet []string
	if strings.ContainsAny(name, "013457") {
		for _, one := range [...]string{"l", "i"} {
			u := strings.Join(nameWords(strings.NewReplacer("0", "o", "1", one, "3", "e", "4", "a", "5", "s", "7", "t").Replace(name)), "_")
			unleet = append(unleet, u)
			if brand, rest, ok := strings.Cut(u, "_"); ok && brands[brand] && x.names[rest] {
				return brand + " " + rest, "spells the brand with digits for letters", true
			}
		}
	}
	for _, c := range candidates {
		cw := nameWords(c)
		switch {
		case slices.Contains(unleet, strings.Join(cw, "_")) && !x.words[joined]:
			return c, "spells it with digits for letters", true
		case siblings[c] != "" && joined == strings.Join(cw, "_") && lower != c:
			return c, "writes a sibling's name with other separators", true
		case siblings[c] != "" && len(words) > len(cw) && len(cw) >= 2 && strings.HasSuffix(joined, "_"+strings.Join(cw, "_")) && (namespaces[words[0]] || brands[words[0]]):
			return c, "puts a namespace before a sibling's name", true
		case len(words) == len(cw):
			if w, k, ok := oneWordMisspelt(words, cw); ok && !x.words[w] && !described[w] && !siblingWord(siblings, w) {
				return c, fmt.Sprintf("misspells %q as %q", k, w), true
			}
		}
	}
	return "", "", false
}

// oneWordMisspelt reports the single word of a that differs from b's by a
// small edit, and b's word.
func oneWordMisspelt(a, b []string) (string, string, bool) {
	diff := -1
	for i := range a {
		if a[i] != b[i] {
			if diff >= 0 {
				return "", "", false
			}
			diff = i
		}
	}
	if diff < 0 {
		return "", "", false
	}
	w, k := a[diff], b[diff]
	if len(k) < 4 {
		return "", "", false
	}
	limit := 1
	if len(k) >= 7 {
		limit = 2
	}
	return w, k, editDistance(w, k) <= limit
}

func siblingWord(siblings siblingSet, w string) bool {
	for lw := range siblings {
		for _, sw := range nameWords(lw) {
			if sw == w {
				return true
			}
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
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
