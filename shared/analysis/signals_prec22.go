package analysis

import (
	"slices"
	"strings"
)

// Readings of honest real listings that the rules flagged (prec22): a
// parameter the tool needs named as what it is, a place the tool writes
// its own output, a frequency described rather than ordered.

// signingKeyParam reports a key property whose description (desc) says how
// the tool handles the key it signs with: a signing use ("used only for
// signing", "to sign the transaction", "用于签名") or the server's
// environment as the better place for it ("Prefer setting PRIVATE_KEY in
// the server environment; do not pass it when avoidable"). Nothing in it
// reads, sends or gathers a key from elsewhere, presses, or names a file:
// the tool's own signing key, asked for as a parameter. (PRIVATE_KEY, the
// variable it may come from instead, is named, not read.)
func signingKeyParam(desc string, ctx scanContext) bool {
	f, hits := ctx.read(desc)
	if !containsAny(f.lower, signingWords22...) && !(containsAny(f.lower, envWords22...) && containsAny(f.lower, preferWords22...)) {
		return false
	}
	sg := signalsOf(span{hits: hits})
	return !sg.any(cPath, cHarvest, cRead, cUser, cMust, cAuthority, cUrgency, cCovert, cCovertAdv, cOurServer, cOtherTool, cPersonal) && !strings.Contains(f.lower, "http") && !hasEmail(desc)
}

// outputPlace reports a property named for where the tool puts what it
// makes (outputDirectory, save_path, download_dir, carpeta_salida) and a
// path phrase that is an ordinary folder of the user (~/Desktop,
// ~/Downloads), no hidden folder, key or login: the place it writes, not a
// thing it reads.
func outputPlace(name, path string) bool {
	if !containsAny(name, outputWords22...) || !containsAny(name, "dir", "path", "folder", "location", "carpeta", "dossier", "ordner", "cartella", "pasta", "папк", "目录", "フォルダ", "폴더") {
		return false
	}
	p := strings.ToLower(path)
	return !strings.Contains(p, "/.") && !strings.HasPrefix(p, ".") && !containsAny(p, "ssh", "key", "secret", "credential", "token", "passw", "wallet", "keychain", "cookie", "env", "config", "aws", "gcloud", "kube", "history")
}

// withoutHedgedEvery drops the standing words (cEveryTurn) with an
// approximation just before them ("almost every session", "casi todas las
// sesiones", "почти каждый раз"): how often something holds, not an order
// for each turn. hits is returned as it is when none is hedged.
func withoutHedgedEvery(lower string, hits []hit) []hit {
	drop := func(h hit) bool { return h.c == cEveryTurn && hedged(lower, h.start) }
	if !slices.ContainsFunc(hits, drop) {
		return hits
	}
	return slices.DeleteFunc(slices.Clone(hits), drop)
}

func hedged(lower string, at int) bool {
	return hasAnySuffix(strings.TrimRight(lower[max(0, at-16):at], " "), hedgeWords22...)
}

// numericID reports a property named as an identifier (tabId, page_ids:
// its last word id, ids, index or idx) that takes a number: a number
// carries no conversation, whatever its description says it points at.
func numericID(name string, pm map[string]any) bool {
	words := Tokenize(name)
	if len(words) == 0 || !slices.Contains([]string{"id", "ids", "index", "idx"}, strings.ToLower(words[len(words)-1])) {
		return false
	}
	if numericType(pm["type"]) {
		return true
	}
	alts, _ := pm["anyOf"].([]any)
	if a, ok := pm["oneOf"].([]any); ok {
		alts = a
	}
	for _, a := range alts {
		if am, ok := a.(map[string]any); ok && numericType(am["type"]) {
			return true
		}
	}
	return false
}

func numericType(t any) bool {
	if l, ok := t.([]any); ok {
		return slices.ContainsFunc(l, numericType)
	}
	return t == "integer" || t == "number"
}

// firstOfNothing reports a demand to call this tool first in a tool with
// no input property (a guide, the account list, the rules of a syntax): it
// routes nothing of the user's into it. A demand to use it alone, instead
// of others or before every other tool (line jumping), when other tools
// are at hand, or that names another tool stays a demand.
func firstOfNothing(sg signals, names namedTools, ctx scanContext) bool {
	if ctx.self == "" || ctx.item || len(ctx.params) > 0 || len(names.other) > 0 || sg.any(cOnlyThis, cInsteadOf, cWhen, cPrefer, cEveryTurn) {
		return false
	}
	return !sg.has[cOnly] || strings.Contains(sg.lower, "only once")
}

// withoutNounDefaults blanks the English "default" where it names no
// default choice of role: a role called the default admin ("the default
// admin role", DEFAULT_ADMIN_ROLE), or the default of another thing ("the
// default delay increase for …"). "Defaults to admin", "default role:
// owner" and "by default" are left to prescribe.
func withoutNounDefaults(sent string) string {
	lower := strings.ToLower(sent)
	if !strings.Contains(lower, "default") {
		return sent
	}
	b := []byte(lower)
	for i := 0; ; {
		j := strings.Index(lower[i:], "default")
		if j < 0 {
			break
		}
		at, end := i+j, i+j+len("default")
		next := strings.Fields(strings.Map(func(r rune) rune {
			if r == '_' {
				return ' '
			}
			return r
		}, lower[end:min(len(lower), end+24)]))
		before := " " + strings.TrimRight(lower[:at], " ")
		switch {
		case len(next) > 0 && strings.HasPrefix(next[0], "admin"):
			copy(b[at:end], "       ")
		case len(next) > 0 && hasAnySuffix(before, " the", " a", " its") && !strings.HasPrefix(lower[end:], "s") && !containsAny(next[0], "role", "permission", "privilege", "access", "level", "right", "is", "value", ":"):
			copy(b[at:end], "       ")
		}
		i = end
	}
	return string(b)
}

var (
	signingWords22 = []string{"signing", "to sign ", "sign transactions", "sign the ", "signs the ", "signer", "firmar", "firma de", "signieren", "signatur", "firmare", "assinar", "assinatura", "подпис", "签名", "签署", "署名", "서명"}
	envWords22     = []string{"environment", "env var", "entorno", "environnement", "umgebung", "ambiente", "окружени", "环境变量", "環境変数", "환경 변수"}
	preferWords22  = []string{"prefer", "recommended", "when avoidable", "avoid ", "instead", "rather", "preferible", "de preferencia", "préférez", "plutôt", "lieber", "bevorzug", "preferibil", "prefira", "предпочт", "лучше", "优先", "建议", "推奨", "권장"}
	outputWords22  = []string{"output", "save", "download", "export", "dest", "target", "salida", "guardar", "sortie", "enregistr", "ausgabe", "speicher", "uscita", "salva", "saída", "выход", "сохран", "输出", "保存", "出力", "저장", "출력"}
	hedgeWords22   = []string{"almost", "nearly", "practically", "virtually", "mostly", "casi", "presque", "quasi", "fast", "quase", "почти", "几乎", "ほぼ", "거의"}
)
