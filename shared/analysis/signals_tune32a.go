package analysis

import "strings"

// valueTune32a says how a property's default leaves something open to
// everyone, or "": an exposing switch on (public, publish_to_web, force,
// allNamespaces) or a protecting one off (private, masked, verify_tls), a
// share or route value for anyone ("anyone", "*/*"), that the property's
// text tells the model to keep; or, kept or not, a file mode writable by
// all (0777).
func valueTune32a(p schemaProperty) (key, what string) {
	if p.key != "default" {
		return "", ""
	}
	v := p.value
	if list, ok := v.([]any); ok && len(list) > 0 {
		v = list[0] // a list default: its first entry (routes: ["*/*"])
	}
	s, isText := v.(string)
	s = strings.ToLower(s)
	if (isText && worldMode32a[s] || v == 777.0) && anyWord(Tokenize(p.name), "mode", "perm", "perms", "permission", "permissions", "chmod") {
		return p.key, "a file mode anyone may write as the default the model is handed"
	}
	if !keepsDefault32a(p.desc) {
		return "", ""
	}
	words := Tokenize(p.name)
	switch {
	case v == true && exposesWhenOn32a(words), v == false && protectsWhenOn32a(words):
		return p.key, "a setting that opens to everyone as the default the text urges the model to keep"
	case isText && openValue32a[s] && !anyWord(words, "schema", "dir", "directory", "path", "folder", "kind", "name"):
		return p.key, "a setting that opens to everyone as the default the text urges the model to keep"
	}
	return "", ""
}

var (
	worldMode32a = map[string]bool{"0777": true, "777": true, "0o777": true, "a+rwx": true, "ugo+rwx": true, "0666": true, "666": true}
	openValue32a = map[string]bool{"anyone": true, "anyone_with_link": true, "anyonewithlink": true, "anyone-with-link": true, "public": true, "everyone": true, "world": true, "*/*": true}
)

// exposesWhenOn32a reports a switch that opens or overrides when on.
func exposesWhenOn32a(words []string) bool {
	if anyWord(words, "include", "show", "list", "with") {
		return false // includePublished: what a listing shows
	}
	for _, w := range words {
		if hasAnyPrefix(w, "public", "publish", "force", "world", "anonym", "insecure", "unmask", "unprotect", "unverif", "unsafe") {
			return true
		}
	}
	return anyWord(words, "all") && anyWord(words, "namespaces", "projects", "repos", "repositories", "branches", "clusters", "accounts")
}

// protectsWhenOn32a reports a switch that keeps something private,
// masked, encrypted or verified when on.
func protectsWhenOn32a(words []string) bool {
	for _, w := range words {
		if hasAnyPrefix(w, "privat", "mask", "protect", "verif", "encrypt", "secur", "ssl", "tls", "redact") {
			return true
		}
	}
	return false
}

// keepsDefault32a reports a property text telling the model to leave its
// value as set (leave true, keep this false, gardez, оставьте).
func keepsDefault32a(desc string) bool {
	if desc == "" {
		return false
	}
	lower := strings.ToLower(desc)
	if strings.Contains(lower, "keep") && !strings.Contains(lower, "keep in mind") {
		return true
	}
	return containsAny(lower, keepWords32a...)
}

var keepWords32a = []string{"leave ", "leave:", "laissez", "laisse ", "gardez", "garder", "deixe", "mantenha", "manter", "mantén", "mantener", "déjelo", "dejar", "lass ", "lassen sie", "belass", "behalte", "lasciare", "lascia", "mantieni", "оставь", "оставить", "не меняй", "не изменяй", "не выключай", "そのまま", "変更しない", "유지", "그대로", "保持", "不要改", "勿改", "不要关闭", "do not change", "don't change", "do not turn off", "do not disable"}
