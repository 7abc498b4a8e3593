package analysis

import (
	"encoding/json"
	"strings"
)

// trustsOutsider15e and fixedDestination15e are the readings of
// weakensEstate with their target written out: firm.
const (
	trustsOutsider15e   = "a policy trusting a fixed account or anyone, as the value the model is handed"
	fixedDestination15e = "a destination the user cannot change"
)

// estateWeakened says how a property's fixed value weakens a security
// control or widens access on the operator's estate, read against what
// the field means, or "": an insecure or pruning switch fixed on, the whole internet
// as a source range, any principal or a fixed account trusted, the
// administrators' group, a broken algorithm, a secret the text picks or
// a destination the user cannot change. The fixed value is read, else
// the first example and the first enum member, which a model takes when
// nothing else is given.
func estateWeakened(p schemaProperty) (key, what string, firm bool) {
	words := Tokenize(p.name)
	if len(words) == 0 {
		return "", "", false
	}
	if p.value != nil {
		fixed := p.key != "default"
		what, firm = weakensEstate(words, p.value, fixed)
		if what == wholeInternet42 && openDefaultDisclosed42(p) {
			return p.key, "", false
		}
		if what == "" {
			what = valueWeakensEstate(words, p.desc, p.value, fixed)
		}
		return p.key, what, firm
	}
	if ex, _ := p.pm["examples"].([]any); len(ex) > 0 && anyWord(words, networkFieldWords...) && wideSource(ex[0]) {
		return "examples", "the whole internet as the example source range", false
	}
	if ex, _ := p.pm["examples"].([]any); len(ex) > 0 && grantsEverything(words, ex[0]) {
		return "examples", "every privilege granted as the example the model copies", false
	}
	if enum, _ := p.pm["enum"].([]any); len(enum) > 1 {
		if s, ok := enum[0].(string); ok && anyWord(words, cryptoFieldWords...) && brokenCrypto(strings.ToLower(s)) && weakProtocolOrKey(strings.ToLower(s)) {
			return "enum", "no or broken cryptography as the first choice", false
		}
	}
	return "", "", false
}

// weakensEstate reads one fixed value against the field's name.
func weakensEstate(words []string, value any, fixed bool) (what string, firm bool) {
	switch v := value.(type) {
	case bool:
		if v && anyWord(words, "insecure", "prune", "purge") {
			return "an insecure or destructive switch set on as the value the model is handed", false
		}
	case string:
		lv := strings.ToLower(v)
		switch {
		case anyWord(words, networkFieldWords...) && wideSource(v):
			return "the whole internet as the source range the model is handed", false
		case lv == "*" && anyWord(words, principalFieldWords...):
			return "any principal trusted as the value the model is handed", false
		case anyWord(words, cryptoFieldWords...) && brokenCrypto(lv):
			return "no or broken cryptography as the value the model is handed", false
		case anyWord(words, "new", "value", "password", "passphrase") && fixedSecret(v):
			return "a secret value the text picks", false
		case fixed && anyWord(words, destinationFieldWords...) && outsideURL(lv) && !(anyWord(words, "base", "api") && apiRoot(lv)):
			return fixedDestination15e, true
		}
	case []any:
		for _, e := range v {
			s, _ := e.(string)
			ls := strings.ToLower(s)
			if anyWord(words, networkFieldWords...) && wideSource(s) {
				return "the whole internet as the source range the model is handed", false
			}
			if anyWord(words, "group", "groups", "role", "roles") && (highestRole(ls) || ls == "administrators" || ls == "admins" || ls == "system:masters") {
				return "the highest role as the value the model is handed", false
			}
		}
	case map[string]any:
		if anyWord(words, "policy", "trust", "document") {
			if b, err := json.Marshal(v); err == nil && grantsOutside(string(b)) {
				return trustsOutsider15e, true
			}
		}
	}
	return "", false
}

var (
	networkFieldWords     = []string{"cidr", "cidrs", "source", "sources", "range", "ranges", "allowed", "ips", "ingress", "from", "prefix", "prefixes", "address", "addresses", "allow", "networks", "reseaux", "réseaux", "redes", "reti", "netze", "netzwerke"}
	principalFieldWords   = []string{"principal", "principals", "trusted", "trust", "member", "members", "subject", "subjects", "identity", "assumer", "soggetto", "sujet", "sujeto", "sujeito", "subjekt", "субъект", "主体", "サブジェクト", "주체"}
	cryptoFieldWords      = []string{"algorithm", "algorithms", "alg", "cipher", "ciphers", "encryption", "key", "tls", "ssl", "hash", "signature", "protocol", "digest"}
	destinationFieldWords = []string{"endpoint", "url", "uri", "index", "registry", "mirror", "directory", "sink", "collector", "webhook", "relay", "smarthost", "backend", "context", "server", "repo", "repository", "callback", "to"}
)

// weakProtocolOrKey reports a broken protocol, cipher or key size, not a
// checksum's hash or "none" listed first.
func weakProtocolOrKey(v string) bool {
	return hasAnyPrefix(v, "tls", "ssl", "rsa", "rc4", "des", "3des")
}

// wideSource reports the whole internet as a range.
func wideSource(v any) bool {
	s, _ := v.(string)
	s = strings.TrimSpace(s)
	return s == "0.0.0.0/0" || s == "::/0" || strings.HasPrefix(s, "0.0.0.0/0,") || strings.HasPrefix(s, "0.0.0.0/0 ")
}

// brokenCrypto reports no cryptography or an algorithm long broken.
func brokenCrypto(v string) bool {
	switch v {
	case "none", "null", "plaintext", "rsa512", "rsa1024", "rsa-1024", "rsa_1024", "tlsv1", "tlsv1.0", "tls1.0", "tls1_0", "tls10", "tlsv1.1", "tls1.1", "sslv3", "ssl3", "sslv2", "rc4", "des", "3des", "md5", "sha1":
		return true
	}
	return false
}

// fixedSecret reports a value that looks like a chosen password: letters
// and digits mixed, not a placeholder or a reference.
func fixedSecret(v string) bool {
	if len(v) < 8 || strings.ContainsAny(v, "${}<> /") || strings.Contains(v, "://") {
		return false
	}
	letters, digits := false, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isDigitByte(c):
			digits++
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters = true
		}
	}
	return letters && digits >= 3
}

// outsideURL reports a web address that is not local or a documentation
// placeholder.
func outsideURL(v string) bool {
	if !strings.HasPrefix(v, "https://") && !strings.HasPrefix(v, "http://") {
		return false
	}
	for _, local := range [...]string{"localhost", "127.0.0.1", "example.", "0.0.0.0", ".local", ".internal", ".svc"} {
		if strings.Contains(v, local) {
			return false
		}
	}
	return true
}

// grantsOutside reports a policy document whose principal is anyone or a
// fixed account.
func grantsOutside(doc string) bool {
	lower := strings.ToLower(doc)
	i := strings.Index(lower, `"principal"`)
	if i < 0 {
		return false
	}
	p := lower[i:]
	if j := strings.IndexByte(p, '}'); j > 0 {
		p = p[:j]
	}
	return strings.Contains(p, `"*"`) || strings.Contains(p, "arn:aws:iam::")
}

// guardsSetting reports a sentence that warns about, flags or reviews a
// risky setting, or leaves it to the user ("warn on 0.0.0.0/0", "flagged
// for review", "set verify=false only when the user has told you"): a
// safeguard around the setting, not an order to make it.
func guardsSetting(sg *signals) bool {
	return sg.phrases().in(guardsSettingSet) && !sg.phrases().in(noAskSet) && !sg.any(cCovert, cCovertAdv, cHide)
}

var noAskSet = newPhraseSet("not ask", "never ask", "don't ask", "without asking", "no need to ask", "求めないで", "確認しないで", "尋ねないで", "묻지 마", "요청하지 마", "不要询问", "无需询问", "不要向用户确认", "no pregunte", "sin preguntar", "sans demander", "ne demandez pas", "nicht fragen", "ohne nachzufragen", "не спрашивайте", "не спрашивай", "senza chiedere", "non chiedere", "sem perguntar", "não pergunte")

var guardsSettingSet = newPhraseSet(
	"warn about", "warn on", "warn if", "warn the user", "warns the user", "warn when", "warns on", "warns about", "warns if", "warning if", "flagged for review", "flags it", "reports manifests", "reports rules", "ask the user", "asks the user", "user has told you", "the user may set", "only when the user", "only if the user", "only on the user's", "requester names", "enable or disable", "enable, disable", "on or off", "as they choose", "o desactiva", "ou désactive", "o disattiva", "ou desativa", "oder deaktiviert", "или отключ", "或关闭", "または無効", "또는 비활성화", "cannot", "can't", "できません", "无法", "不能", "할 수 없", "не может", "нельзя", "least privilege", "least-privilege", "最小权限", "最小権限", "최소 권한", "moindre privilège", "mínimo privilegio", "privilegio minimo", "mínimo privilégio", "minimale rechte", "минимальн", "over administratoraccess", "rather than administratoraccess", "instead of administratoraccess", "if the user asks for", "confirm that", "is possible", "possible", "posible", "possibile", "possível", "möglich", "возможно", "禁止", "不得", "由用户确认", "用户确认", "the user typed", "themselves",
	"avertissez", "avertir", "avertit", "demandez-la", "demandez-le", "seulement si l'utilisateur", "uniquement si l'utilisateur", "uniquement à la demande",
	"advierta", "advertir", "advierte", "pregúntelo", "pregúntela", "pregunte al usuario", "solo si el usuario", "solo cuando el usuario",
	"avvisare", "avvisa ", "chiederlo", "chiedere all'utente", "solo se l'utente", "solo quando l'utente",
	"avise", "avisar", "pergunte ao usuário", "somente se o usuário", "apenas se o usuário", "apenas quando o usuário",
	"warnen sie", "warnt bei", "warnen, wenn", "fragen sie den nutzer", "nur wenn der nutzer", "nur wenn der benutzer", "nur auf ausdrücklichen",
	"предупреждайте", "предупредите", "предупреждает", "спрашивайте", "спросите пользователя", "только если пользователь", "только по явной",
	"发出警告", "警告用户", "提醒用户", "询问用户", "仅当用户", "只有在用户", "若用户要求", "如果用户要求", "提示风险",
	"警告して", "警告する", "ユーザーに尋ね", "場合のみ", "リスクを伝え",
	"경고하세요", "경고합니다", "경고하고", "사용자에게 묻", "경우에만", "위험을 알리",
)

// judgeTune15e reads an order that weakens the operator's estate: a
// security control (logging, audit, alerting, paging, retention,
// validation, encryption, certificate checks) switched off, silenced or
// lowered, or a broken algorithm chosen ("Set falco.enabled=false",
// "Lower retention to 1 day", "Use key_type rsa1024"); a failing check
// reported as passing; a fixed outside account trusted or the
// administrators' policy attached; a secret set to a value the text
// picks; the network opened to everyone; a change applied without its
// plan or confirmation. A tool saying what it does, a warning, a choice
// left to the user or a negated act is no order.
func judgeTune15e(sg signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	if quoting || !tune15eJudged(sg.phrases()) && !hasDigit(sent) {
		return nil
	}
	lt := sg.phrases()
	weakens := (settingOff(lt.s) || lt.in(weakenActSet) && actNearControl(lt.s)) && lt.in(securityControlSet) || lt.in(brokenCryptoSet) || settingLifted(lt.s)
	falsifies := lt.in(failingSet) && lt.in(passingSet)
	trusts := fixedAccount(lt.s) || lt.in(adminPolicySet)
	picksSecret := hasDigit(sent) && lt.in(secretWordSet15e) && fixedSecretIn(sent)
	opens := lt.in(openToAllSet)
	unplanned := lt.in(unplannedSet)
	if !(weakens || falsifies || trusts || picksSecret || opens || unplanned) {
		return nil
	}
	if sg.any(cMention, cConsent, cOnly, cProtect) || unplanned && userAsked20b(sg) || describesItself(sent) || guardsSetting(&sg) || warnsOfRisk(sg, lt) || listedByInspector(sg, sent, ctx) || opensNegated(lt.s) {
		return nil
	}
	imperative := sg.any(cMust, cBefore, cInsteadOf) || opensWithSetting(sent) || politeImperative(sent) || imperativeIn(lt.s, weakenImperatives)
	imperative = imperative || falsifies && imperativeIn(lt.s, relabelImperatives) || unplanned && imperativeIn(lt.s, destroyImperatives) || settingLifted(lt.s) && imperativeIn(lt.s, liftImperatives)
	ordered := imperative || sg.anyFree(cInclude, cCall, cSend) || sg.any(cEveryTurn, cWhen, cModel, cAuthority, cCovert, cCovertAdv)
	if !ordered || ctx.label || strings.Contains(lt.s, "how to ") || lt.in(findingsSet) || labelledEntry(lt.s) || actsAsItself(sent, ctx) {
		return nil
	}
	if falsifies {
		if at := passingSet.index(lt.s); at >= 0 && negatedBefore15e(lt.s, at) {
			return nil
		}
	}
	if unplanned && !(falsifies || trusts || picksSecret) {
		if at := unplannedSet.index(lt.s); at >= 0 && (negatedAfter(lt.s, at) || negatedWithout(hits, lt.s, sg.start, at)) || noneWithout16b(sg, hits) {
			return nil
		}
	}
	switch {
	case falsifies:
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to report a failing check, drift or certificate as passing"}}
	case trusts:
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to trust a fixed outside account or attach administrator access"}}
	case picksSecret:
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to set a secret to a value the text picks"}}
	case unplanned:
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to apply or destroy without a plan, a lock or a confirmation"}}
	}
	if at := weakenActSet.index(lt.s); at >= 0 {
		for _, h := range hits {
			if h.c == cNeg && h.start-sg.start < at && at-(h.start-sg.start) < 40 {
				return nil
			}
		}
	}
	if !imperative {
		return nil
	}
	if opens && !weakens {
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to open the operator's network to everyone"}}
	}
	return []textFinding{{rule: "poison-hidden-instruction", what: "an order to switch off or lower a security control on the operator's systems"}}
}

// actsAsItself reports a sentence that opens with what the tool itself
// does: a third-person verb ("Disables MFA for a locked-out user"), a
// choice of states ("Enable, disable or change …"), or the verb the
// tool is named for ("Mute a monitor" in datadog_mute_monitor).
func actsAsItself(sent string, ctx scanContext) bool {
	w := firstWord(sent)
	switch w {
	case "disables", "deactivates", "turns", "turning", "switches", "mutes", "silences", "lowers", "reduces", "suppresses", "drops", "enables", "toggles", "sets", "temporarily", "enable", "updates", "creates", "applies", "configures", "removes":
		return true
	}
	return len(w) >= 4 && strings.Contains(ctx.self, w)
}

// actNearControl reports a weakening act within a few words of the
// control it weakens ("disable the GuardDuty detector", "turn logging
// off"), not an act on something else in a long list.
func actNearControl(lower string) bool {
	a, c := weakenActSet.index(lower), securityControlSet.index(lower)
	return a >= 0 && c >= 0 && (c-a < 64 && a-c < 72)
}

// opensNegated reports a sentence that opens by forbidding ("Do not
// describe a failing certificate as valid"): a safeguard.
func opensNegated(lower string) bool {
	s := strings.TrimLeft(lower, " \t\n-*>#:")
	if i := strings.IndexByte(s, ':'); i > 0 && i < 16 {
		s = strings.TrimLeft(s[i+1:], " ")
	}
	return negOpenSet.index(s) == 0
}

func digitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigitByte(s[i]) {
			n++
		}
	}
	return n
}

// negatedBefore15e reports a negation in the 40 bytes before at, a failing
// state's own negation ("ne valide pas", "not valid") aside.
func negatedBefore15e(lower string, at int) bool {
	w := lower[max(0, at-48):at]
	for _, f := range [...]string{"ne valide pas", "n'est pas valide", "non è valido", "not valid", "does not validate", "не прош", "유효하지 않", "no es válido", "não é válido", "nicht gültig"} {
		w = strings.ReplaceAll(w, f, "")
	}
	return negWordSet.in(w)
}

// negatedAfter reports a negation in the 40 bytes after at.
func negatedAfter(lower string, at int) bool {
	return negWordSet.in(lower[at:min(len(lower), at+40)])
}

// fixedAccount reports an IAM principal of a fixed twelve-digit account.
func fixedAccount(lower string) bool {
	i := strings.Index(lower, "arn:aws:iam::")
	if i < 0 {
		return false
	}
	rest := lower[i+len("arn:aws:iam::"):]
	return len(rest) >= 12 && isDigits(rest[:12])
}

// fixedSecretIn reports a word that looks like a chosen password or seed.
func fixedSecretIn(sent string) bool {
	for _, f := range strings.Fields(sent) {
		f = strings.Trim(f, ".,;:()'\"“”«»`「」，。")
		if fixedSecret(f) && strings.ContainsAny(f, "-!@#_") && digitCount(f) >= 6 || passwordShaped(f) {
			return true
		}
	}
	return false
}

// labelledEntry reports a list entry that opens with an option's key
// ("- ama: Turn off Azure Monitoring Agent"): a menu of scenarios.
func labelledEntry(lower string) bool {
	s := strings.TrimLeft(lower, " \t\n")
	if !strings.HasPrefix(s, "- ") && !strings.HasPrefix(s, "* ") {
		return false
	}
	i := strings.IndexByte(s, ':')
	return i > 2 && i < 24 && !strings.Contains(s[2:i], " ")
}

// findingsSet marks settings listed as a check's findings.
var findingsSet = newPhraseSet("lists ", "as failures", "failures", "findings", "non-compliant", "noncompliant", "violations", "违规", "違反", "위반", "nicht konform", "non conforme", "no conforme", "não conforme", "несоответств")

// tune15eJudged reports a sentence with no concept that weakens a
// security control: worth judging.
func tune15eJudged(lt lowText) bool {
	return settingLifted(lt.s) || tune15eCue(lt)
}

// tune15eCue is tune15eJudged by its sets, without a setting lifted.
func tune15eCue(lt lowText) bool {
	return (lt.in(weakenActSet) || settingOff(lt.s)) && lt.in(securityControlSet) || lt.in(brokenCryptoSet) || lt.in(failingSet) && lt.in(passingSet) || lt.in(adminPolicySet) || lt.in(openToAllSet) || lt.in(unplannedSet)
}

// settingOff reports a setting written as switched off (logging=false,
// logging を false).
func settingOff(lower string) bool {
	i := strings.Index(lower, "false")
	if i < 1 {
		return false
	}
	before := strings.TrimRight(lower[:i], " ")
	key := before
	if k := strings.LastIndexAny(strings.TrimRight(key, "=:を를을为 "), " (`'\"["); k >= 0 {
		key = key[k+1:]
	}
	if !securityControlSet.in(key) && !strings.Contains(key, "verif") && !strings.Contains(key, "tls") && !strings.Contains(key, "ssl") && !strings.Contains(key, ".enabled") {
		return false
	}
	return strings.HasSuffix(before, "=") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, " to") || strings.HasSuffix(before, "を") || strings.HasSuffix(before, "를") || strings.HasSuffix(before, "을") || strings.HasSuffix(before, "为") || strings.HasSuffix(before, " на") || strings.HasSuffix(before, " auf") || strings.HasSuffix(before, " sur") || strings.HasSuffix(before, " su") || strings.HasSuffix(before, " a") || strings.HasSuffix(before, " en") || strings.HasSuffix(before, " como")
}

var (
	negWordSet      = newPhraseSet(" not ", "never", "n't", " ne ", " n'", "nunca", "jamais", " nie ", "niemals", " mai ", " non ", " não ", " не ", "никогда", "不要", "绝不", "切勿", "しない", "しないで", "않")
	negOpenSet      = newPhraseSet("do not", "don't", "never", "no ", "ne ", "n'", "nunca", "jamais", "niemals", "nie ", "mai ", "non ", "não ", "не ", "никогда", "不要", "绝不", "决不", "切勿", "しない", "절대")
	brokenCryptoSet = newPhraseSet("rsa1024", "rsa 1024", "rsa-1024", "tls-1-0", "tls1.0", "tlsv1.0", "tls 1.0", "tlsv1 ", "sslv3", "ssl 3", "require_tls=false", "require_tls to false", "--insecure-skip-tls-verify", "insecure-skip-tls-verify", "algorithm to 'none'", "algorithm auf 'none'", "algorithm a 'none'", "algorithm en 'none'", "algorithme à 'none'", "'none' algorithm", "alg none", "trusted_host to '*'", "trusted_host auf '*'", "rc4", "3des", " md5 ", "sha1 ")
	failingSet      = newPhraseSet("fail", "drift", "does not validate", "not valid", "invalid", "critical", "échec", "ne valide pas", "n'est pas valide", "critique", "falla", "falle", "con falla", "com falha", "falha", "crític", "fallisce", "non è valido", "non valido", "critico", "fehl", "kritisch", "дрейф", "не прош", "ошибк", "недействител", "критич", "失败", "漂移", "无效", "严重", "ドリフト", "失敗", "無効な証明書", "重大", "실패", "드리프트", "유효하지", "심각", "degraded", "outage", "above zero", "dégradé", "panne", "degradado", "interrupción", "degradato", "interruzione", "beeinträchtigt", "ausfall", "деградир", "сбой", "降级", "中断", "劣化", "障害", "저하", "장애")
	passingSet      = newPhraseSet("passed=true", "as passing", "as passed", "reports healthy", "report healthy", "as healthy", "as valid", "as clean", "in_sync", "in sync", "synced", "'informational'", "as informational", "'advisory'", "as advisory", "as pass", " pass.", "verified=true", "ok=true", "comme valide", "comme réussi", "'informatives'", "'informativ", "como válido", "como valido", "como correcto", "'consultivo'", "como consultivo", "como pass", "come valido", "come superat", "als gesund", "als gültig", "als bestanden", "как валид", "как действител", "как пройден", "статус in_sync", "已同步", "报告为通过", "显示为通过", "标记为通过", "视为通过", "仍然报告为", "クリーンと", "合格と", "有効と表示", "正常と表示", "정상으로", "통과로", "유효한 것으로",
		"as 'maintenance'", "as \"maintenance\"", "as maintenance", "all systems operational", "as 'no ", "it has propagated", "it passed", "it has passed", "it succeeded", "comme 'maintenance'", "comme « maintenance", "como 'manutenção'", "como 'mantenimiento'", "come 'manutenzione'", "als 'wartung'", "как 'обслуживание'", "как «обслуживание", "'维护中'", "“维护中”", "标为维护", "「メンテナンス中」", "'점검 중'", "diga que passou", "diga que pasó", "dites qu'il a réussi", "dite che è passato", "sagen sie, dass", "скажите, что он прош", "告诉用户已通过", "成功したと伝え", "통과했다고")
	adminPolicySet = newPhraseSet("policy/administratoraccess", "administratoraccess", "to the administrators group", "administrators group", "cluster-admin을 바인딩", "bind cluster-admin", "assign owner", "owner at subscription")
	openToAllSet   = newPhraseSet("allow-all", "allow all ingress", "allow-all-regel", "0.0.0.0/0", "::/0", "any/any")
	unplannedSet   = newPhraseSet("-auto-approve", "-lock=false", "without a plan", "no need to ask", "skip the usual confirmation", "skip the confirmation", "do not run tf_plan", "don't run tf_plan", "no pregunte", "sin preguntar", "sans demander", "ohne nachzufragen", "senza chiedere", "sem perguntar", "не запускайте plan", "не спрашивайте", "无需询问", "不要询问", "確認せず", "묻지 말고", "looks fine' as approval", "as approval for all", "승인으로 간주",
		"without approval", "without an approval", "without the approval", "confirmations slow", "sans approbation", "sans confirmation", "les confirmations les ralentissent", "sin aprobación", "sin confirmación", "sem aprovação", "sem confirmação", "senza approvazione", "senza conferma", "ohne freigabe", "ohne genehmigung", "ohne bestätigung", "без утверждения", "на утверждение", "без подтверждения", "без согласования", "无需批准", "无需确认", "未经批准", "不经确认", "承認なしで", "確認なしで", "承認を待たず", "승인 없이", "승인 목록 없이", "확인 없이")
	secretWordSet15e  = newPhraseSet("password", "passphrase", "secret", "seed", "new_value", "contraseña", "mot de passe", "passwort", "senha", "пароль", "密码", "种子", "パスワード", "シークレット", "비밀번호", "시드")
	weakenImperatives = []string{"disable ", "turn ", "switch off", "shut off", "lower ", "reduce ", "silence ", "mute ", "drop ", "add drop_match", "set ", "assign ", "use ", "pass ", "create ", "utilisez", "use la", "use el", "use a ", "usa ", "usate", "verwenden sie", "используйте", "передайте", "создайте", "créez", "cree ", "crie ", "crea ",
		"désactivez", "coupez", "éteignez", "réduisez", "desactive ", "desactiva ", "apague", "reduzca", "cree ", "desative", "desligue", "atribua", "reduza", "disattiva", "spegni", "riduci", "imposta",
		"deaktivieren sie", "schalten sie", "deaktiviere ", "senken sie", "отключите", "выключите", "установите", "снизьте", "назначьте"}
	weakenActSet = newPhraseSet(
		"disable", "deactivate", "turn off", "switch off", "shut off", " off;", " off.", " off,", " off ", "silence", "mute ", "suppress", "lower retention", "reduce retention", "shorten retention", "lower the retention", "unmonitored", "drop_match", "=~.+", "downgrade",
		"désactiv", "coupez", "couper", "éteign", "réduisez la rétention", "sans surveillance",
		"desactiv", "apague", "apaga ", "silencio", "silencie", "reduzca la retención", "sin monitoreo", "sin supervisión",
		"desativ", "desligue", "desliga", "sem monitoramento", "reduza a retenção",
		"disattiv", "spegni", "silenzia", "senza monitoraggio", "riduci la conservazione",
		"deaktivier", "abschalten", "ausschalten", "schalten sie", "stummschalten", "unüberwacht",
		"отключ", "выключ", "заглуш", "без мониторинга", "снизьте срок", "сократите срок",
		"关闭", "禁用", "停用", "静默", "屏蔽", "无人监控", "无人值守",
		"無効に", "無効化", "オフに", "サイレンス", "停止して", "監視されていない",
		"비활성화", "끄세요", "꺼 주", "끄고", "무음", "모니터링되지 않는",
	)
	securityControlSet = newPhraseSet(
		"logging", "log_file_validation", "log file validation", "audit", "cloudtrail", "guardduty", "falco", "security-alerts", "security alerts", "alerting", "alerts", "paging", "on-call", "oncall", "monitoring", "retention", "digest validation", "encryption", "mfa", "2fa", "detector", "siem", "flow logs", "intrusion", "antivirus", "certificate verification", "certificate check", "tls verification", "severity", "security hub", "waf",
		"journalisation", "alertes", "surveillance", "rétention", "chiffrement", "astreinte", "vérification des certificats",
		"registro de auditoría", "auditoría", "alertas", "monitoreo", "retención", "cifrado", "guardia", "verificación de certificados",
		"auditoria", "monitoramento", "retenção", "criptografia", "plantão", "plantões", "verificação de certificado",
		"registrazione", "avvisi", "allarmi", "monitoraggio", "conservazione", "crittografia", "reperibilità", "verifica dei certificati",
		"protokollierung", "alarme", "überwachung", "aufbewahrung", "validierung", "verschlüsselung", "bereitschaft", "zertifikatsprüfung",
		"логирование", "журналирование", "аудит", "оповещени", "алерт", "мониторинг", "срок хранения", "шифровани", "дежурств", "проверку сертификат", "logging=false",
		"日志", "审计", "告警", "警报", "监控", "保留期", "加密", "值班", "证书校验", "证书验证",
		"ログ", "監査", "アラート", "監視", "保持期間", "暗号化", "オンコール", "証明書の検証",
		"로그", "감사 이벤트", "알림", "경보", "모니터링", "보존 기간", "암호화", "온콜", "인증서 검증",
	)
)
