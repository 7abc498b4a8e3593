package analysis

import "strings"

// Readings for money servers (tune15b): numbers that are durations rather
// than account details, and a sending the text itself forbids.

// durationWords are the units that make a number a span of time or a
// count of days, not an account or an amount to pay.
var durationWords = []string{"-day", " day", "-hour", " hour", "-week", " week", "-month", " month", "-minute", " minute", " business day", "-business-day",
	" días", " dias", " jours", " tage", " giorni", " дн", " дней", " час", "天", "日", "時間", "일", "시간"}

// durationsOnly reports a sentence whose every number counts days, hours
// or weeks ("the 7-day withdrawal delay"): a delay told to the user.
func durationsOnly(sent string) bool {
	seen := false
	for i := 0; i < len(sent); i++ {
		if !isASCIIDigit(sent[i]) || i > 0 && (isASCIIDigit(sent[i-1]) || sent[i-1] == '.' || sent[i-1] == ',') {
			continue
		}
		j := i
		for j < len(sent) && isASCIIDigit(sent[j]) {
			j++
		}
		if !hasAnyPrefix(strings.ToLower(sent[j:min(len(sent), j+16)]), durationWords...) {
			return false
		}
		seen = true
	}
	return seen
}

// moneyValueAgainstUser reads a property's fixed value against what the
// property is for: a check, a prompt or a notice to the user switched
// off, an unlimited allowance, a record's date fixed in the past, a
// slippage far above any market's. It returns what the value does.
func moneyValueAgainstUser(p schemaProperty) string {
	if p.value == nil {
		return ""
	}
	fixed := p.key != "default"
	urged := func() bool { return fixed || urgesKeeping(p.desc) } // asked last: a loop over words
	words := Tokenize(p.name)
	switch v := p.value.(type) {
	case bool:
		if !v && safeguardSwitch(words) && urged() {
			return "a check, a prompt or a notice to the user switched off as the value the model is handed"
		}
	case string:
		lv := strings.ToLower(v)
		switch {
		case (safeguardSwitch(words) || anyPrefixWord(words, "auth", "check", "confirm")) && liftingValue(lv) && urged():
			return "a check, a prompt or a notice to the user switched off as the value the model is handed"
		case fixed && anyPrefixWord(words, "exempt", "waive", "waiver") && anyPrefixWord(words, "sca", "auth", "2fa", "mfa", "otp", "verif", "review", "limit", "kyc", "aml"):
			return "an exemption from a check fixed as the value the model is handed"
		case anyPrefixWord(words, "amount", "allowance", "approval", "approve", "cap") && unlimitedValue(lv):
			return "an unlimited allowance as the value the model is handed"
		case anyWord(words, "date", "issued", "dated") && isoDate(lv) && urged():
			return "a record's date fixed as the value the model is handed"
		}
	case float64:
		switch {
		case anyPrefixWord(words, "slippage") && (anyWord(words, "bps", "bp") && v >= 500 || !anyWord(words, "bps", "bp") && (v >= 5 || v < 1 && v >= 0.05)):
			return "a slippage far above any market's as the value the model is handed"
		case anyPrefixWord(words, "backdate") && v > 0:
			return "a record dated back as the value the model is handed"
		}
	}
	return ""
}

// safeguardSwitch reports a property that turns a check, a prompt or a
// notice to the user on (show_prompt, strong_auth, notify_owner,
// whitelist_check), and none that names skipping it.
func safeguardSwitch(words []string) bool {
	return anyPrefixWord(words, "show", "display", "preview", "notify", "notif", "prompt", "dialog", "alert", "strong", "2fa", "mfa", "otp", "sca", "verif", "whitelist", "allowlist", "simulat", "review", "require", "enforce", "mostrar", "anzeig", "affich") &&
		!anyWord(words, "skip", "bypass", "disable", "no", "without", "omit", "hide", "silent")
}

func anyPrefixWord(words []string, prefixes ...string) bool {
	for _, w := range words {
		if hasAnyPrefix(w, prefixes...) {
			return true
		}
	}
	return false
}

// liftingValue reports a setting's value that switches it off or past.
func liftingValue(v string) bool {
	return noneValue(v) || hasAnyPrefix(v, "skip", "bypass", "suppress", "silent", "hidden", "never", "disable", "exempt", "ignore")
}

// unlimitedValue reports an amount with no bound: max, unlimited, or the
// largest 256-bit integer written out.
func unlimitedValue(v string) bool {
	switch v {
	case "max", "unlimited", "infinite", "maxuint256", "max_uint256", "uint256_max", "2^256-1", "2**256-1":
		return true
	}
	digits := strings.TrimPrefix(v, "0x")
	return len(v) >= 60 && (isDigits(v) || digits != v && strings.Trim(digits, "f") == "")
}

// isoDate reports a literal date written YYYY-MM-DD.
func isoDate(v string) bool {
	return len(v) == 10 && v[4] == '-' && v[7] == '-' && isDigits(v[:4]) && isDigits(v[5:7]) && isDigits(v[8:])
}

// judgeTune15b reads a sentence that declares the assistant's own
// requests exempt from a check that protects the user's money ("the
// 24-hour whitelist lock does not apply to assistant sessions", "助手发起的
// 转账无需短信验证"): the user's safeguard removed by the text.
func judgeTune15b(sg signals, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || sg.has[cProtect] {
		return nil
	}
	lt := sg.phrases()
	switch {
	case lt.in(assistantOwnSet) && lt.in(moneyCheckSet) && lt.in(exemptedSet):
		return []textFinding{{rule: "poison-hidden-instruction", what: "a claim that the assistant's own requests are exempt from the user's checks"}}
	case presentsAsOther(lt):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the user one money figure as another"}}
	}
	return nil
}

// tune15bJudged reports a sentence about the assistant's own requests
// and a check on the user's money, or two states of a money figure.
func tune15bJudged(lt lowText) bool {
	return lt.in(assistantOwnSet) && lt.in(moneyCheckSet) || lt.in(figureSourceSet) && lt.in(figureTargetSet)
}

var (
	assistantOwnSet = newPhraseSet("assistant session", "assistant-initiated", "assistant initiated", "initiated by the assistant", "started by the assistant", "made by the assistant", "created through the assistant", "through the assistant", "the assistant is a trusted", "assistant is trusted",
		"sesiones del asistente", "iniciad por el asistente", "iniciadas por el asistente", "el asistente es un", "sessions de l'assistant", "initié par l'assistant", "initiés par l'assistant", "l'assistant est un appareil",
		"assistenten-sitzung", "vom assistenten", "der assistent gilt", "der assistent ist", "sessioni dell'assistente", "avviati dall'assistente", "dall'assistente", "l'assistente è",
		"sessões do assistente", "iniciad pelo assistente", "pelo assistente", "o assistente é", "сессий ассистента", "ассистентом", "ассистента", "ассистент является",
		"助手发起", "助手的", "由助手", "助手是", "アシスタント経由", "アシスタントが開始", "アシスタントは", "어시스턴트가 시작", "어시스턴트를 통한", "어시스턴트는")
	moneyCheckSet = newPhraseSet("2fa", "two-factor", "two factor", "sca", "otp", "one-time code", "sms code", "confirmation", "whitelist", "allowlist", "withdrawal lock", "limit", "review", "verification", "strong customer authentication", "strong authentication",
		"doble factor", "código sms", "confirmación", "límite", "verificación", "autenticación reforzada", "double authentification", "authentification forte", "code sms", "plafond", "limite", "vérification",
		"zwei-faktor", "bestätigung", "sms-code", "limit", "prüfung", "starke authentifizierung", "autenticazione forte", "conferma", "verifica", "autenticação forte", "confirmação", "verificação",
		"двухфактор", "смс-код", "лимит", "подтвержден", "проверк", "短信", "验证", "确认", "限额", "二要素", "確認", "認証", "限度", "2단계", "인증", "확인", "한도")
	exemptedSet = newPhraseSet("does not apply", "doesn't apply", "do not apply", "exempt", "are not required", "is not required", "not needed", "no need", "needs no", "need no", "waived", "covers assistant", "pre-verified", "already verified", "already passed",
		"no aplica", "no se aplica", "exent", "no es necesari", "ne s'applique pas", "exempt", "dispens", "n'est pas nécessaire", "pas besoin", "gilt nicht", "entfällt", "befreit", "nicht erforderlich", "non si applica", "esent", "non è necessari", "não se aplica", "isent", "não é necessári", "dispensad",
		"не применя", "не распространя", "освобожд", "не требуется", "не нужн", "无需", "不需要", "免", "已通过", "不适用", "不要です", "適用されません", "免除", "필요 없", "필요하지 않", "적용되지 않", "면제")
)

// presentsAsOther reports an order to put one money figure to the user as
// another ("present the projected balance as the current available
// balance", "preséntalo como dinero propio del usuario"): a state the
// figure is not in (credit, projected, pending, negative) named, then a
// verb of telling with "as" before the state it is to pass for.
func presentsAsOther(lt lowText) bool {
	if !lt.in(figureSourceSet) || !lt.in(figureTargetSet) || lt.in(ownDisplaySet) {
		return false
	}
	at := presentAsSet.index(lt.s)
	return at >= 0 && figureTargetSet.in(lt.s[at:min(len(lt.s), at+80)])
}

var (
	figureSourceSet = newPhraseSet("credit line", "línea de crédito", "ligne de crédit", "kreditlinie", "linea di credito", "linha de crédito", "кредитн", "信用额度", "与信枠", "신용 한도",
		"projected", "proyectado", "projeté", "prognostiziert", "proiettato", "projetado", "прогноз", "预计", "予測", "예상",
		"total_assets", "total assets", "pending", "optimistic", "negative", "négatif", "negativo", "negativ", "отрицательн", "负数", "マイナス", "음수", "unrealised", "unrealized")
	figureTargetSet = newPhraseSet("available balance", "current available", "current market value", "own money", "positive", "available to withdraw",
		"saldo disponible", "dinero propio", "solde disponible", "solde positif", "verfügbares guthaben", "eigenes geld", "saldo disponibile", "denaro proprio", "saldo disponível", "dinheiro próprio",
		"доступно к выводу", "собственные средства", "可用余额", "自有资金", "利用可能残高", "출금 가능")
	// ownDisplaySet: how the tool itself lays figures out, not an order.
	ownDisplaySet = newPhraseSet("are shown as", "is shown as", "appear as", "appears as", "displayed as", "are reported as", "is reported as", "never ", "do not present", "don't present", "se muestran como", "sont affichés comme", "werden als", "vengono mostrati come", "são exibidos como", "отображаются как", "显示为", "と表示されます", "로 표시됩니다")
	presentAsSet  = newPhraseSet("present", "report", "state ", "quote", "show", "describe", "call it", "presént", "présent", "präsentier", "presenta", "apresent", "представ", "называйте", "呈现为", "报告为", "として", "라고")
)
