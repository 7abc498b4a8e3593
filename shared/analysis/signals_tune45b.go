package analysis

import "strings"

// Reading of tune45b (elevatedDefault45b): an input default that hands the
// model the most powerful choice a field offers while its own list offers
// a narrower one, or that switches the account's security alerts off.
//
// A tool that grants access and whose schema, not the user, picks the
// highest role or an admin scope although it lists lesser ones escalates
// privilege whenever the model leaves the field alone: role enum
// ["member", "helpdesk", "global_admin"] with default "global_admin",
// scopes items.enum ["read:logs", …, "admin:*"] with default ["admin:*"],
// a tenant field with enum ["current", "*"] and default "*", and a
// security_alerts (login_alerts, fraud_warnings) switch defaulting to
// false.
//
// It must leave alone: a role or scope default that is the least of the
// list ("viewer", ["read:logs"]), a highest role with no lesser one
// offered (a field that only ever takes "owner"), a "*" default on a
// field that is not a tenant or customer scope (a glob, a column list),
// an alerts switch defaulting to true and a switch for marketing or
// statement notices defaulting to false.

const (
	elevatedWhat45b  = "the highest role, scope or tenant reach as the default while the field's own list offers a narrower one"
	alertsOffWhat45b = "security alerts switched off as the default"
)

// valueTune45b is the valueReaders entry of tune45b: firm, since the
// value and the narrower choice it passes over are written out.
func valueTune45b(p schemaProperty) (key, what string, firm bool) {
	if p.key != "default" {
		return "", "", false
	}
	words := Tokenize(p.name)
	switch v := p.value.(type) {
	case bool:
		if !v && alertsSwitch45b(words) {
			return p.key, alertsOffWhat45b, true
		}
	case string, []any:
		offered := offeredValues45b(p.pm)
		if len(offered) < 2 {
			return "", "", false
		}
		tenant := anyWord(words, tenantWords45b...)
		if !tenant && !anyWord(words, accessWords45b...) {
			return "", "", false
		}
		top := func(s string) bool { return elevated45b(strings.ToLower(s), tenant) }
		chosen := false
		for _, s := range stringsOf45b(v) {
			if top(s) {
				chosen = true
			}
		}
		if !chosen {
			return "", "", false
		}
		for _, s := range offered {
			if !top(s) {
				return p.key, elevatedWhat45b, true
			}
		}
	}
	return "", "", false
}

// offeredValues45b returns the string values a property's enum, or its
// items' enum, offers.
func offeredValues45b(pm map[string]any) []string {
	enum, _ := pm["enum"].([]any)
	if enum == nil {
		if items, ok := pm["items"].(map[string]any); ok {
			enum, _ = items["enum"].([]any)
		}
	}
	return stringsOf45b(enum)
}

// stringsOf45b returns v's strings: v itself or a list's string members.
func stringsOf45b(v any) []string {
	switch t := v.(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, e := range t {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// elevated45b reports a lowered value that is the highest role or an
// admin scope ("global_admin", "admin:*", "org:admin"), or, on a tenant
// field, every tenant ("*", "all").
func elevated45b(v string, tenant bool) bool {
	if tenant {
		return v == "*" || v == "all" || v == "all_tenants" || v == "every"
	}
	return highestRole(v) || strings.HasPrefix(v, "admin:") || strings.HasSuffix(v, ":admin") || v == "*:*"
}

// alertsSwitch45b reports a switch named for security alerts: a word of
// security (security, fraud, login, breach, suspicious) and one of
// warning (alert, notification, warning).
func alertsSwitch45b(words []string) bool {
	return anyWord(words, securityWords45b...) && anyWord(words, alertWords45b...)
}
