package analysis

import (
	"fmt"
	"slices"
	"strings"
)

// judgeMisroute reads a sentence for escalation and tampering: a setting
// that switches a safeguard off (cTamper) or the highest role (cElevated)
// ordered, not described, quoted or left to the user.
func judgeMisroute(sg signals, hits []hit, sent string, ctx scanContext, names namedTools) []textFinding {
	if sg.any(cMention, cConsent) {
		return nil
	}
	var out []textFinding
	// A fixed account in prose, with a tool to pay it through or a sum:
	// in any language, since accounts and tool names are written alike.
	if !ctx.value && hasDigit(sent) && (len(names.other) > 0 || amountIn(sent)) && sg.paymentTarget(sent) && !describesItself(sent) && !exampleAccount35(sent) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "a fixed account to be paid, with a tool or a sum", firm: true})
	}
	// Someone asked for their login under a verification pretext.
	if sg.free[cAskVerb] && sg.any(cSecret, cCode) && !ctx.purpose.secrets && verifies(sent) && asksForTheirs(hits, sent, sg.start) {
		out = append(out, textFinding{rule: "poison-sensitive-path", what: "an order to ask someone for their login, as a verification"})
	}
	// Personal data or secrets routed into a field for traces or
	// telemetry, which no one reads as a request.
	if ctx.property != "" && !ctx.value && sideChannel(ctx.property) && sg.any(cPersonal, cSecret, cEnv, cKeyMaterial, cConversation) && !sg.has[cProtect] && !sg.negation {
		out = append(out, textFinding{rule: "poison-sensitive-path", what: "personal data or a secret routed into a trace or telemetry field"})
	}
	// Data shared on, every time, with an account named by its ID.
	if sg.has[cRedirect] && sg.any(cEveryTurn, cWhen, cMust) && accountID(sent) {
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an order to share with a fixed outside account as well"})
	}
	if at := setsElevated(sent); at >= 0 && !sg.has[cOnly] && !negationBefore(hits, sg.start+at, 40) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to set a field to the highest role"})
	}
	// Secrets printed where a job's log keeps them.
	if sg.any(cSecret, cEnv) && !sg.has[cProtect] && !sg.negation && intoLog(sent) {
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an order to print secrets into a log"})
	}
	if !sg.any(cTamper, cElevated, cAdminAccount, cUnsafe, cDestroy) {
		return out
	}
	order := func() bool {
		return sg.anyFree(cInclude, cCall, cSend) || sg.any(cMust, cEveryTurn, cWhen, cBefore, cModel, cAuthority, cCovert, cCovertAdv, cInsteadOf) || opensWithSetting(sent)
	}
	// A safeguard lifted (--no-verify) whose only negation is in a purpose
	// after it ("so the hooks don't slow the user down").
	if sg.has[cUnsafe] && !sg.free[cUnsafe] && order() && !negatedNear(hits, sent, sg.start, cUnsafe) && !sg.has[cProtect] && !sg.has[cOnly] && !guardsSetting(&sg) && !detectsCode17b(sg) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to lift a safeguard"})
	}
	// Security scanning deleted.
	if sg.has[cDestroy] && securityScanning(sent) && order() && !negatedNear(hits, sent, sg.start, cDestroy) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to delete security scanning"})
	}
	if sg.has[cTamper] && order() && !conditionedOn(hits, sent, sg.start, cTamper) && !sg.has[cOnly] && !sg.has[cConsent] && !negatedNear(hits, sent, sg.start, cTamper) && !switchField(ctx.property) && !describesItself(sent) && !warnsOfRisk(sg, sg.phrases()) && !listedByInspector(sg, sent, ctx) && !guardsSetting(&sg) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to switch a safeguard off in code or configuration"})
	}
	role := cElevated
	if !sg.has[cElevated] {
		role = cAdminAccount // "superuser" is both; the lexicon keeps the first
	}
	if sg.has[role] && !sg.has[cOnly] && !negatedNear(hits, sent, sg.start, role) && prescribes(withoutNounDefaults(sent)) && !defaultIsLower(sent) && namesRole(sent, ctx) && !rolesAsActors44b(sg.lower) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to choose the highest role by default"})
	}
	return out
}

// negatedNear reports a negation in the clause of c's first hit, before
// it, or after it within its part of the sentence ("SUPERUSER is
// rejected"); a negation past a semicolon or a "so" belongs to a purpose
// ("so the hooks don't slow the user down").
func negatedNear(hits []hit, sent string, base int, c concept) bool {
	at := -1
	for i, h := range hits {
		if h.c == c {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	for _, h := range hits {
		if (h.c != cNeg && h.c != cExclude) || h.clause != hits[at].clause {
			continue
		}
		if h.start < hits[at].start {
			return true
		}
		from, to := hits[at].end-base, h.start-base
		if from >= 0 && to <= len(sent) && from <= to && !purposeBetween(strings.ToLower(sent[from:to])) {
			return true
		}
	}
	return false
}

// purposeBetween reports a semicolon or a word that opens a purpose.
func purposeBetween(s string) bool {
	for _, w := range [...]string{";", " so ", " to avoid ", " para ", " pour ", " damit ", " um ", " per ", " чтобы ", "以便", "为了", "ため"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// opensWithSetting reports a sentence that opens with a verb of setting
// something: "Set …", "Bind …", "Enable …" and their kin.
func opensWithSetting(sent string) bool {
	s := strings.ToLower(strings.TrimLeft(sent, " \t\n-*>#0123456789.)"))
	if i := strings.IndexByte(s, ':'); i > 0 && i < 24 {
		s = strings.TrimLeft(s[i+1:], " ") // "Next step: mark …"
	}
	if i := strings.Index(s, ", "); i > 0 && i < 48 && opensWithSetting(s[i+2:]) {
		return true // "After any command, apply …"
	}
	for _, v := range [...]string{"apply ", "aplique ", "aplica ", "applique ", "applica ", "wende ", "примени ", "set ", "bind ", "enable ", "apply ", "grant ", "open ", "mark ", "put ", "configure ", "define ", "establece ", "configura ", "définis ", "active ", "setze ", "aktiviere ", "imposta ", "abilita ", "defina ", "ative ", "установи ", "включи ", "设置", "設定", "설정"} {
		if strings.HasPrefix(s, v) {
			return true
		}
	}
	return false
}

// switchField reports a property that is itself the switch its text
// documents (skip_tests: "Skip the tests.").
func switchField(property string) bool {
	for _, w := range [...]string{"skip", "disable", "insecure", "allow", "no_", "ignore", "bypass", "force"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

// prescribeWords say that a value is the default, or always used.
var prescribeWords = [...]string{"always", "every time", "siempre", "toujours", "immer", "sempre", "всегда", "завжди", "总是", "始终", "一律", "常に", "必ず", "항상", "altijd", "zawsze", "her zaman", "daima", "luôn", "دائما", "हमेशा", "תמיד", "vždy", "alltid", "selalu", "întotdeauna", "default", "by default", "por defecto", "predeterminad", "par défaut", "standardmäßig", "voreingestellt", "predefinit", "padrão", "по умолчанию", "默认", "預設", "デフォルト", "既定", "기본", "standaard", "domyśln", "varsayılan", "mặc định", "افتراضي", "डिफ़ॉल्ट", "ברירת מחדל", "за замовчуванням", "výchozí", "implicit"}

// prescribes reports a sentence that says what is used by default or
// always.
func prescribes(sent string) bool {
	for _, w := range prescribeWords {
		if hasFold(sent, w) {
			return true
		}
	}
	return false
}

// roleWords name a role, a permission or its grant.
var roleWords = [...]string{"role", "permission", "privilege", "access level", "rights", "grant", "assign", "clusterrolebinding", "rolebinding", "level", "角色", "权限", "權限", "ロール", "権限", "역할", "권한", "rol ", "rol:", "rôle", "rolle", "ruolo", "papel", "роль", "прав", "permiso", "permesso", "permissão", "permissões", "berechtigung", "droits", "uprawnie", "rechten", "yetki", "quyền", "صلاحي", "अनुमति", "הרשא", "oprávnění", "permisiun"}

// namesRole reports a sentence or a property about roles or permissions.
func namesRole(sent string, ctx scanContext) bool {
	for _, w := range roleWords {
		if hasFold(sent, w) || strings.Contains(ctx.property, w) {
			return true
		}
	}
	return false
}

// schemaProperty is one input-schema property as the readers of fixed
// values see it.
type schemaProperty struct {
	in    []string // the location of the object holding it
	name  string
	desc  string
	pm    map[string]any
	value any    // its default, else its const, else the one value its enum allows
	key   string // where value sits: "default", "const", "enum", or "" for none
}

// eachProperty calls fn for each property of schema, nested ones too (an
// object's properties, its items, its $defs).
func eachProperty(schema any, at []string, fn func(p schemaProperty)) {
	obj, _ := schema.(map[string]any)
	if obj == nil || len(at) > 10 {
		return
	}
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		if pm == nil {
			continue
		}
		p := schemaProperty{in: at, name: name, pm: pm}
		p.desc, _ = pm["description"].(string)
		p.value, p.key = fixedValue(pm)
		fn(p)
		if pm["properties"] != nil || pm["items"] != nil || pm["$defs"] != nil {
			eachProperty(pm, slices.Concat(at, []string{".properties", "." + name}), fn)
		}
	}
	if items, ok := obj["items"].(map[string]any); ok {
		eachProperty(items, slices.Concat(at, []string{".items"}), fn)
	}
	if defs, ok := obj["$defs"].(map[string]any); ok {
		for _, name := range sortedKeys(defs) {
			eachProperty(defs[name], slices.Concat(at, []string{".$defs", "." + name}), fn)
		}
	}
}

// where returns the property's location, then keys.
func (p schemaProperty) where(keys ...string) string {
	return Location(slices.Concat(p.in, []string{".properties", "." + p.name}, keys))
}

// fixedValue returns a property's default, else its const, else the one
// value its enum allows, and which it is.
func fixedValue(pm map[string]any) (value any, key string) {
	if value := pm["default"]; value != nil {
		return value, "default"
	}
	if value := pm["const"]; value != nil {
		return value, "const"
	}
	if enum, _ := pm["enum"].([]any); len(enum) == 1 && enum[0] != nil {
		return enum[0], "enum"
	}
	return nil, ""
}

// weakDefaults finds input properties whose fixed value lifts a
// safeguard: a switch that skips an approval, a check or a review set on,
// the highest role as the default of a role field, or no masking or a
// public link as the default of a protecting setting the text urges the
// model to keep. A post's audience open to anyone is left to a tool that
// posts (feedAudience36).
func weakDefaults(schema any, path []string, tool string) []finding {
	var out []finding
	eachProperty(schema, path, func(p schemaProperty) {
		if p.value == nil && p.pm["examples"] == nil && p.pm["enum"] == nil {
			return // most properties: nothing fixed, nothing offered
		}
		holds := func(key, what string, firm bool) { out = append(out, valueFinding(p, key, what, firm)) }
		if what := moneyValueAgainstUser(p); what != "" {
			holds(p.key, what, false)
		}
		if what := fixedAgainstUser(p.name, p.value, p.pm); what != "" {
			holds(p.key, what, false)
		}
		if what := trailFixedOff(p.name, p.value); what != "" {
			holds(p.key, what, false)
		}
		if v, ok := p.value.(bool); ok && v || isString(p.value) || p.value == 0.0 {
			if what := weakValue(strings.ToLower(p.name), p.value, p.desc); what != "" && !(what == publicLinkDefault && feedAudience36(tool, p.value)) {
				holds(p.key, what, false)
			}
		}
		for _, read := range valueReaders {
			if key, what, firm := read(p); what != "" {
				holds(key, what, firm)
			}
		}
	})
	return out
}

// valueFinding is the finding of a property's value at key that a
// reader of planted choices read as what; firm where the reading's target
// is written out (an outside address, an account trusted).
func valueFinding(p schemaProperty, key, what string, firm bool) finding {
	return finding{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds %s: %s", p.where("."+key), what, excerpt(fmt.Sprint(p.pm[key]))), firm: firm}
}

// valueReaders each read one property's values for a planted choice: the
// key of the value read, how it reads ("" for nothing) and whether the
// reading is firm (valueFinding).
var valueReaders = [...]func(schemaProperty) (key, what string, firm bool){estateWeakened, imposedDestination, valueTune19a, valueTune19g, valueTune20a, valueTune20b, valueTune32a, valueTune35a, valueTune35b, valueTune36b, valueTune39a, valueTune45b, valueTune46b, valueAudit47, valueAudit48}

func isString(v any) bool {
	_, ok := v.(string)
	return ok
}

// publicLinkDefault is weakValue's reading of an open audience.
const publicLinkDefault = "a public link as the default visibility"

// weakValue says how a property's fixed value lifts a safeguard, or "".
func weakValue(name string, value any, desc string) string {
	words := Tokenize(name)
	switch v := value.(type) {
	case float64:
		if v == 0 && anyWord(words, "retention", "retain", "keep") && urgesKeeping(desc) {
			return "no retention as the default the text urges the model to keep"
		}
	case bool:
		if v && skipsSafeguard(words) && !autoRunsCheck(words) {
			return "a switch that skips a safeguard, set on as the value the model is handed"
		}
	case string:
		lv := strings.ToLower(v)
		switch {
		case anyWord(words, "role", "roles", "permission", "permissions", "privilege", "access", "level", "scope", "rol", "rolle", "ruolo", "papel") && highestRole(lv):
			return "the highest role as the value the model is handed"
		case anyWord(words, "mask", "masking", "redact", "redaction", "maskering", "maskierung", "masquage", "mascaramento", "enmascaramiento", "mascheramento", "encryption", "encrypt") && noneValue(lv) && urgesKeeping(desc):
			return "no protection as the default the text urges the model to keep"
		case anyWord(words, "visibility", "sharing", "share", "access", "acl", "audience") && publicValue(lv) && (strings.Contains(lv, "link") || strings.Contains(lv, "anyone") || urgesKeeping(desc)):
			return publicLinkDefault
		}
	}
	return ""
}

// skipsSafeguard reports a switch named for skipping or bypassing an
// approval, a check or a review (skip_approval, salta_approvazione,
// auto_approve).
func skipsSafeguard(words []string) bool {
	skip, guard := false, false
	for _, w := range words {
		switch {
		case w == "skip" || w == "bypass" || w == "disable" || w == "no" || w == "without" || w == "omit" || w == "salta" || w == "saltar" || w == "omitir" || w == "pular" || w == "ignorar" || w == "sauter" || w == "ignorer" || w == "ueberspringen" || w == "überspringen" || w == "overslaan" || w == "pomin" || w == "auto":
			skip = true
		case hasAnyPrefix(w, "approv", "aprob", "aprov", "approb", "genehmig", "goedkeur", "zatwierdz", "verif", "confirm", "bestätig", "bestaetig", "conferm", "review", "check", "valid", "test", "lint", "hook", "mfa", "2fa", "signature", "signing", "audit", "mask", "redact", "scan"):
			guard = true
		}
	}
	return skip && guard
}

func anyWord(words []string, set ...string) bool {
	for _, w := range words {
		for _, s := range set {
			if w == s {
				return true
			}
		}
	}
	return false
}

func hasAnyPrefix(w string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// highestRole reports a role value that is an administrator's or an
// owner's.
func highestRole(v string) bool {
	switch v {
	case "admin", "administrator", "owner", "superuser", "super_admin", "superadmin", "cluster-admin", "org_admin", "global_admin", "full_access":
		return true
	}
	return strings.HasSuffix(v, "/owner") || strings.HasSuffix(v, "/admin") || strings.HasSuffix(v, ".admin")
}

func noneValue(v string) bool {
	switch v {
	case "none", "off", "disabled", "false", "no", "geen", "ninguno", "ninguna", "aucun", "aucune", "keine", "nessuno", "nessuna", "nenhum", "nenhuma", "нет", "без", "无", "なし", "없음", "brak", "yok", "plaintext":
		return true
	}
	return false
}

func publicValue(v string) bool {
	return strings.Contains(v, "public") || strings.Contains(v, "anyone") || v == "everyone" || v == "world"
}

// urgesKeeping reports a property text that recommends its default or
// tells the model to leave it.
func urgesKeeping(desc string) bool {
	lower := strings.ToLower(desc)
	for _, w := range [...]string{"recommend", "keep", "leave", "laissez", "deixe", "lass ", "belass", "оставь", "оставьте", "既定値のまま", "デフォルトのまま", "기본값을 그대로", "保持默认", "使用默认", "do not change", "don't change", "do not modify", "do not lower", "aanbevolen", "behoudt", "рекоменд", "не меняй", "не изменяй", "请勿修改", "不要修改", "推荐", "建议", "推奨", "変更しない", "권장", "변경하지", "recomendad", "mantén", "no cambie", "no modifique", "recommandé", "conserve", "ne pas modifier", "empfohlen", "beibehalten", "nicht ändern", "consigliat", "lasciare", "non modificare", "mantenha", "não altere", "zalecan", "nie zmieniaj"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// amountIn reports a sum of money: a currency sign or code beside digits
// (€5, 5 €, 40 грн, 50 TL, $4.99).
func amountIn(sent string) bool {
	if !hasDigit(sent) || !currencySet.in(sent) {
		return false // the cheap tests first: no digit, or no currency at all
	}
	for _, cur := range currencies {
		for i := range indicesOf(sent, cur) {
			before := strings.TrimRight(sent[:i], " ")
			after := strings.TrimLeft(sent[i+len(cur):], " ")
			if before != "" && isDigitByte(before[len(before)-1]) || after != "" && isDigitByte(after[0]) {
				return true
			}
		}
	}
	return false
}

// currencies are the signs and codes amountIn finds beside a number.
var currencies = []string{"$", "€", "£", "¥", "₪", "₹", "₺", "₽", "₩", "đ", " usd", " eur", " gbp", " chf", " tl", " try", " грн", " руб", " zł", " kč", " lei", " dólares", " dolares", " دولار", " دلار", " ريال", " тнг", " baht", " บาท"}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// hasDigit reports an ASCII digit: accounts and sums have them.
func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigitByte(s[i]) {
			return true
		}
	}
	return false
}

// misrouted reports a sentence worth judging though it holds no concept
// the rules read alone: an account to be paid, or a field set to the
// highest role.
func misrouted(sent string, hits []hit) bool {
	return payable(sent, hits) || setsElevated(sent) >= 0
}

// payable reports a sentence that holds what looks like an account and a
// sum, a tool name or a redirection: worth judging though it holds no
// concept the rules read alone.
func payable(sent string, hits []hit) bool {
	if !hasDigit(sent) || !holdsAccount(sent) {
		return false
	}
	for _, h := range hits {
		if h.c == cRedirect {
			return true
		}
	}
	return strings.Contains(sent, "_") || amountIn(sent)
}

// holdsAccount reports a run of eight digits or more, spaces allowed, or a
// long word mixing capitals and digits: what an account or a wallet
// looks like, for a sentence otherwise without concepts to judge.
func holdsAccount(sent string) bool {
	digits, word, mixed := 0, 0, false
	for i := 0; i < len(sent); i++ {
		c := sent[i]
		switch {
		case isDigitByte(c):
			digits++
			word++
			if digits >= 8 {
				return true
			}
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			word++
			mixed = mixed || digits > 0
		case c == ' ' && digits > 0:
		default:
			if word >= 24 && mixed {
				return true
			}
			digits, word, mixed = 0, 0, false
		}
	}
	return word >= 24 && mixed
}

// storesItself reports a sentence in which a tool says what it keeps
// ("Stores notes in persistent memory when the user asks").
func storesItself(sent string) bool {
	switch firstWord(sent) {
	case "stores", "keeps", "writes", "persists", "remembers", "caches", "holds", "speichert", "сохраняет", "хранит":
		return true
	}
	return describesItself(sent) || systemStores(strings.ToLower(sent)) || selfDeclarative16b(sent)
}

// verifies reports a verification pretext.
func verifies(sent string) bool {
	for _, w := range [...]string{"verif", "validat", "valider", "validar", "valideren", "identity", "proofing", "security check", "fraud", "prüf", "sicherheit", "vérif", "controllo", "controle", "проверк", "подтвержд", "验证", "核验", "確認", "認証", "본인", "인증", "weryfik", "doğrula", "xác minh", "تحقق", "सत्यापन", "אימות", "ověř"} {
		if hasFold(sent, w) {
			return true
		}
	}
	return false
}

// asksForTheirs reports an asking verb followed by a possessive and then
// a secret: "ask the patient for their portal password".
func asksForTheirs(hits []hit, sent string, base int) bool {
	ask := -1
	for _, h := range hits {
		switch {
		case h.c == cAskVerb && ask < 0:
			ask = h.end - base
		case ask >= 0 && (h.c == cSecret || h.c == cCode) && h.start-base > ask && h.end-base <= len(sent):
			between := " " + strings.ToLower(sent[ask:h.end-base]) + " " // "son code PIN"
			for _, p := range [...]string{" their ", " his ", " her ", " your ", " su ", " sus ", " seinem ", " seine ", " seinen ", " ihrem ", " ihr ", " leur ", " son ", " sa ", " ses ", " sua ", " suo ", " seu ", " его ", " её ", " их ", " свой ", " zijn ", " haar ", " jego ", " jej "} {
				if strings.Contains(between, p) {
					return true
				}
			}
		}
	}
	return false
}

// sideChannel reports a property for traces, telemetry or diagnostics.
func sideChannel(property string) bool {
	for _, w := range [...]string{"trace", "traza", "traccia", "telemetr", "analytic", "diagnos", "usage", "ping", "debug", "correlat", "tracking", "tracing", "metadata", "_meta"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

// setsElevated returns where a quoted field is set to the highest role,
// written as a quoted value ("set `context` to 'admin'", "`session` =
// 'superuser'"), or -1: two quotations, the role second in quotation
// marks (a backticked word names a field; an owner is often a login). A
// sentence that quotes more values is a list of choices.
func setsElevated(sent string) int {
	if strings.IndexByte(sent, '\'') < 0 && strings.IndexByte(sent, '"') < 0 && strings.IndexByte(sent, '`') < 0 {
		return -1 // nothing quoted
	}
	if !strings.Contains(sent, "dmin") && !strings.Contains(sent, "DMIN") && !strings.Contains(sent, "uper") && !strings.Contains(sent, "UPER") && !strings.Contains(sent, "ull_access") {
		return -1 // no role the check knows
	}
	quoted, elevated := 0, -1
	for i := 0; i < len(sent); i++ {
		c := sent[i]
		if c != '\'' && c != '"' && c != '`' {
			continue
		}
		j := strings.IndexByte(sent[i+1:], c)
		if j < 0 || j > 40 {
			continue
		}
		v := strings.ToLower(sent[i+1 : i+1+j])
		quoted++
		if elevated < 0 && quoted == 2 && c != '`' && v != "owner" && highestRole(v) {
			elevated = i
		}
		i += j + 1
	}
	if quoted != 2 {
		return -1
	}
	return elevated
}

// negationBefore reports a negation within n bytes before offset at.
func negationBefore(hits []hit, at, n int) bool {
	for _, h := range hits {
		if h.c == cNeg && h.start < at && h.start >= at-n {
			return true
		}
	}
	return false
}

// accountID reports an outside account named by an ID: capitals and then
// digits (XQ71822, PZ44190.eu-west-1), or an account number.
func accountID(sent string) bool {
	for rest := sent; rest != ""; {
		var f string
		f, rest = nextField(rest)
		letters := 0
		for letters < len(f) && f[letters] >= 'A' && f[letters] <= 'Z' {
			letters++
		}
		digits := 0
		for letters+digits < len(f) && isDigitByte(f[letters+digits]) {
			digits++
		}
		if letters >= 2 && letters <= 4 && digits >= 4 {
			return true
		}
	}
	return hasPaymentTarget(sent)
}

// intoLog reports an order to print into a job's or a build's log.
func intoLog(sent string) bool {
	if !strings.Contains(sent, "og") && !strings.Contains(sent, "OG") && !strings.Contains(sent, "лог") && !strings.Contains(sent, "журнал") && !strings.Contains(sent, "日志") && !strings.Contains(sent, "ログ") && !strings.Contains(sent, "로그") {
		return false // no log named
	}
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"to the job log", "to the build log", "into the job log", "into the log", "to the log", "to the logs", "in the job log", "в лог", "в журнал", "en el log", "al log", "dans le log", "dans les logs", "ins log", "in das log", "nel log", "no log", "日志中", "到日志", "ログに", "로그에"} {
		if strings.Contains(lower, w) {
			return strings.Contains(lower, "print") || strings.Contains(lower, "echo") || strings.Contains(lower, "печата") || strings.Contains(lower, "выв") || strings.Contains(lower, "imprim") || strings.Contains(lower, "ausgeb") || strings.Contains(lower, "stampa") || strings.Contains(lower, "打印") || strings.Contains(lower, "出力") || strings.Contains(lower, "출력") || strings.Contains(lower, "write") || strings.Contains(lower, "dump")
		}
	}
	return false
}

// securityScanning reports a code-scanning or secret-scanning setup named.
func securityScanning(sent string) bool {
	for _, w := range [...]string{"codeql", "secret-scanning", "secret scanning", "code scanning", "code-scanning", "dependabot", "branch protection", "sast", "trivy", "gitleaks", "semgrep", "snyk"} {
		if hasFold(sent, w) {
			return true
		}
	}
	return false
}

// hasFold reports sub, written in lower case, in s in any case of
// its ASCII letters; other letters must match as written (a sentence's
// words are lower case but for its first).
func hasFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := 0
		for ; j < len(sub); j++ {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[j] {
				break
			}
		}
		if j == len(sub) {
			return true
		}
	}
	return false
}
