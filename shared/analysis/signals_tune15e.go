package analysis

import (
	"encoding/json"
	"strings"
)

// estateWeakened says how a property's fixed value weakens a security
// control or widens access on the operator's estate, read against what
// the field means, or "": a verify, logging, signing or failing switch
// fixed off, an insecure or pruning switch fixed on, the whole internet
// as a source range, any principal or a fixed account trusted, the
// administrators' group, a broken algorithm, a secret the text picks or
// a destination the user cannot change. The default or const is read,
// then the first example and the first enum member, which a model takes
// when nothing else is given.
func estateWeakened(name string, pm map[string]any) (key, what string) {
	words := Tokenize(name)
	if len(words) == 0 {
		return "", ""
	}
	for _, key := range [...]string{"const", "default"} {
		if v, ok := pm[key]; ok && v != nil {
			if what := weakensEstate(words, v, key == "const"); what != "" {
				return key, what
			}
			return "", ""
		}
	}
	if ex, _ := pm["examples"].([]any); len(ex) > 0 && anyWord(words, networkFieldWords...) && wideSource(ex[0]) {
		return "examples", "the whole internet as the example source range"
	}
	if enum, _ := pm["enum"].([]any); len(enum) > 1 {
		if s, ok := enum[0].(string); ok && anyWord(words, cryptoFieldWords...) && brokenCrypto(strings.ToLower(s)) {
			return "enum", "no or broken cryptography as the first choice"
		}
	}
	return "", ""
}

// weakensEstate reads one fixed value against the field's name.
func weakensEstate(words []string, value any, fixed bool) string {
	switch v := value.(type) {
	case bool:
		if !v && guardSwitch(words) {
			return "a security control switched off as the value the model is handed"
		}
		if v && anyWord(words, "insecure", "prune", "purge", "publicly", "public") {
			return "an insecure or destructive switch set on as the value the model is handed"
		}
	case string:
		lv := strings.ToLower(v)
		switch {
		case anyWord(words, networkFieldWords...) && wideSource(v):
			return "the whole internet as the source range the model is handed"
		case lv == "*" && anyWord(words, principalFieldWords...):
			return "any principal trusted as the value the model is handed"
		case anyWord(words, cryptoFieldWords...) && brokenCrypto(lv):
			return "no or broken cryptography as the value the model is handed"
		case anyWord(words, "new", "value", "password", "passphrase") && fixedSecret(v):
			return "a secret value the text picks"
		case fixed && anyWord(words, destinationFieldWords...) && outsideURL(lv):
			return "a destination the user cannot change"
		}
	case []any:
		for _, e := range v {
			s, _ := e.(string)
			ls := strings.ToLower(s)
			if anyWord(words, networkFieldWords...) && wideSource(s) {
				return "the whole internet as the source range the model is handed"
			}
			if anyWord(words, "group", "groups", "role", "roles") && (highestRole(ls) || ls == "administrators" || ls == "admins" || ls == "system:masters") {
				return "the highest role as the value the model is handed"
			}
		}
	case map[string]any:
		if anyWord(words, "policy", "trust", "document") {
			if b, err := json.Marshal(v); err == nil && grantsOutside(string(b)) {
				return "a policy trusting a fixed account or anyone, as the value the model is handed"
			}
		}
	}
	return ""
}

var (
	networkFieldWords     = []string{"cidr", "cidrs", "source", "sources", "range", "ranges", "allowed", "ips", "ingress", "from", "prefix", "prefixes", "address", "addresses", "allow"}
	principalFieldWords   = []string{"principal", "principals", "trusted", "trust", "member", "members", "subject", "subjects", "identity", "assumer"}
	cryptoFieldWords      = []string{"algorithm", "algorithms", "alg", "cipher", "ciphers", "encryption", "key", "tls", "ssl", "hash", "signature", "protocol", "digest"}
	destinationFieldWords = []string{"endpoint", "url", "uri", "index", "registry", "mirror", "directory", "sink", "collector", "webhook", "relay", "smarthost", "backend", "context", "server", "repo", "repository"}
)

// guardSwitch reports a switch named for a security control (verify,
// log_file_validation, fail_on_drift, sign, mfa), not for lifting one.
func guardSwitch(words []string) bool {
	if anyWord(words, "skip", "disable", "disabled", "no", "insecure", "ignore", "bypass", "allow", "dry", "force") {
		return false
	}
	for i, w := range words {
		switch w {
		case "sign":
			return i+1 == len(words) || !anyWord(words[i+1:i+2], "in", "on", "up", "out")
		case "verify", "verification", "validate", "validation", "logging", "audit", "auditing", "signing", "signed", "encrypt", "encryption", "encrypted", "mfa", "2fa", "alerting", "enforce", "enforced", "enforcement", "protection", "retention":
			return true
		case "fail":
			return i == 0
		}
	}
	return false
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
	return sg.phrases().in(guardsSettingSet) && !sg.any(cCovert, cCovertAdv, cHide)
}

var guardsSettingSet = newPhraseSet(
	"warn about", "warn on", "warn if", "warn when", "warns on", "warns about", "warns if", "warning if", "flagged for review", "flags it", "reports manifests", "reports rules", "ask the user", "asks the user", "user has told you", "the user may set", "only when the user", "only if the user", "only on the user's", "requester names", "the user names", "the user typed", "themselves",
	"avertissez", "avertir", "avertit", "demandez-la", "demandez-le", "seulement si l'utilisateur", "uniquement si l'utilisateur", "uniquement à la demande",
	"advierta", "advertir", "advierte", "pregúntelo", "pregúntela", "pregunte al usuario", "solo si el usuario", "solo cuando el usuario",
	"avvisare", "avvisa ", "chiederlo", "chiedere all'utente", "solo se l'utente", "solo quando l'utente",
	"avise", "avisar", "pergunte ao usuário", "somente se o usuário", "apenas se o usuário", "apenas quando o usuário",
	"warnen sie", "warnt bei", "warnen, wenn", "fragen sie den nutzer", "nur wenn der nutzer", "nur wenn der benutzer", "nur auf ausdrücklichen",
	"предупреждайте", "предупредите", "предупреждает", "спрашивайте", "спросите пользователя", "только если пользователь", "только по явной",
	"发出警告", "警告用户", "提醒用户", "询问用户", "仅当用户", "只有在用户",
	"警告して", "警告する", "ユーザーに確認", "ユーザーに尋ね", "場合のみ",
	"경고하세요", "경고합니다", "경고하고", "사용자에게 묻", "사용자에게 확인", "경우에만",
)

// judgeTune15e reads an order that weakens a security control on the
// operator's estate: logging, audit, alerting, paging, retention,
// validation, encryption or certificate checks switched off, silenced or
// lowered ("Set falco.enabled=false", "turn log_file_validation off",
// "Lower retention to 1 day on security log groups", "静默 severity=~.+").
// A tool saying what it does, a warning, a choice left to the user or a
// negated act is no order.
func judgeTune15e(sg signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	lt := sg.phrases()
	if quoting || !(lt.in(weakenActSet) || settingOff(lt.s)) || !lt.in(securityControlSet) {
		return nil
	}
	if sg.any(cMention, cConsent, cOnly, cProtect) || describesItself(sent) || guardsSetting(&sg) || warnsOfRisk(sg, lt) || listedByInspector(sg, sent, ctx) {
		return nil
	}
	ordered := sg.anyFree(cInclude, cCall, cSend) || sg.any(cMust, cEveryTurn, cWhen, cBefore, cModel, cAuthority, cCovert, cCovertAdv, cInsteadOf) || opensWithSetting(sent) || politeImperative(sent) || imperativeIn(lt.s, weakenImperatives)
	if !ordered || strings.Contains(lt.s, "how to ") || lt.in(findingsSet) || labelledEntry(lt.s) {
		return nil
	}
	at := weakenActSet.index(lt.s)
	if at < 0 {
		at = len(lt.s)
	}
	for _, h := range hits {
		if h.c == cNeg && h.start-sg.start < at && at-(h.start-sg.start) < 40 {
			return nil
		}
	}
	return []textFinding{{"poison-hidden-instruction", "an order to switch off or lower a security control on the operator's systems"}}
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
	return (lt.in(weakenActSet) || settingOff(lt.s)) && lt.in(securityControlSet)
}

// settingOff reports a setting written as switched off (logging=false,
// logging を false).
func settingOff(lower string) bool {
	i := strings.Index(lower, "false")
	if i < 1 {
		return false
	}
	before := strings.TrimRight(lower[:i], " ")
	return strings.HasSuffix(before, "=") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, " to") || strings.HasSuffix(before, "を") || strings.HasSuffix(before, "를") || strings.HasSuffix(before, "을") || strings.HasSuffix(before, "为") || strings.HasSuffix(before, " на") || strings.HasSuffix(before, " auf") || strings.HasSuffix(before, " sur") || strings.HasSuffix(before, " su") || strings.HasSuffix(before, " a") || strings.HasSuffix(before, " en") || strings.HasSuffix(before, " como")
}

var (
	weakenImperatives = []string{"disable ", "turn ", "switch off", "shut off", "lower ", "reduce ", "silence ", "mute ", "drop ", "add drop_match", "set ", "assign ",
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
