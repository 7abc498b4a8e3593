package analysis

import (
	"strings"
	"unicode/utf8"
)

// Readings of honest vendor documentation from train28a, train28c and
// heldout23c: a value's mention, not the value; the OAuth redirect, not a
// rerouting; the user's rights pointed out, not a verdict.

// withoutName28 returns s with every occurrence of the tool name t taken
// out: t quoted in backticks is the tool's mention ("before calling
// `calendar_create_event`"), not a value fixed for its call.
func withoutName28(s, t string) string {
	return strings.ReplaceAll(s, t, "")
}

// oauthRedirect28 reports "redirect" as the OAuth step or its address
// ("the redirect URI", "if the redirect fails", "redirects to the local
// callback"), not an order to reroute: rest is lower from the word's end.
func oauthRedirect28(lower string, end int) bool {
	rest := strings.TrimPrefix(lower[end:min(len(lower), end+40)], "s")
	rest = strings.TrimLeft(rest, " _-`'\"")
	return hasAnyPrefix(rest, oauthRedirectNext28...) || strings.HasPrefix(rest, "to ") && hasAnyPrefix(strings.TrimPrefix(rest, "to "), "the local callback", "localhost", "127.0.0.1", "http://localhost", "http://127.0.0.1", "your app", "the app")
}

var oauthRedirectNext28 = []string{"uri", "url", "fails", "failed", "flow", "page", "loop", "back to", "endpoint", "handler", "target"}

// pointsToRights28 reports a sentence that points the user to their
// rights, recourse or a risk to heed ("auf das gesetzliche
// Widerrufsrecht hinweisen", "auf mögliche Wechselwirkungen hinweisen"):
// a disclosure the user is owed, not a verdict fixed in advance, unless
// the risk is played down.
func pointsToRights28(ph lowText) bool {
	return (ph.in(userRights28) || ph.in(recourse14d) || ph.in(heedRisk28)) && !ph.in(playedDown28)
}

// userRights28 name the rights consumer law gives the user.
var userRights28 = newPhraseSet("right of withdrawal", "right to withdraw", "withdrawal right", "cooling-off", "legal guarantee", "passenger rights", "right to a refund", "consumer rights",
	"widerrufsrecht", "gewährleistung", "fluggastrecht", "verbraucherrecht", "rückgaberecht",
	"droit de rétractation", "garantie légale", "droits des passagers", "droits du consommateur",
	"derecho de desistimiento", "garantía legal", "derechos del pasajero", "derechos del consumidor",
	"diritto di recesso", "garanzia legale", "diritti dei passeggeri", "diritti del consumatore",
	"direito de arrependimento", "direito de desistência", "garantia legal", "direitos do passageiro", "direitos do consumidor",
	"право на отказ", "право на возврат", "права потребител", "права пассажир",
	"无理由退货", "冷静期", "消费者权益", "クーリングオフ", "法定保証", "消費者の権利", "청약철회", "소비자 권리")

// heedRisk28 name a risk the user is warned of.
var heedRisk28 = newPhraseSet("interaction", "wechselwirkung", "interacción", "interacciones", "interazion", "interaç", "взаимодейств", "相互作用", "상호작용", "contraindicat", "kontraindikation", "contraindicaci", "controindicazion", "contraindicaç", "противопоказан", "禁忌", "금기")

// playedDown28 make a risk small or absent.
var playedDown28 = newPhraseSet("no risk", "low risk", "minimal", "negligible", "harmless", "kein risiko", "keine wechselwirkung", "geringe", "gering", "unbedenklich", "harmlos", "sin riesgo", "sans risque", "senza rischi", "sem risco", "без риска", "无风险", "リスクなし", "위험 없")

// negatedList28 reports a comma between the items of a list that a
// negation before it governs ("never ask for the code, the token or
// their password"): the items stay in the negated clause. Only objects
// may stand between the comma and the list's conjunction, and an object
// must follow it.
func negatedList28(lower string, i int, prev, rest []hit, clause int) bool {
	negated := false
	for k := len(prev) - 1; k >= max(0, len(prev)-32) && prev[k].clause == clause; k-- { // the clause's last hits: bounded
		if prev[k].c == cNeg || prev[k].c == cExclude {
			negated = true
			break
		}
	}
	if !negated {
		return false
	}
	at := listConjunctionAfter(lower, i)
	if at < 0 {
		return false
	}
	for _, h := range rest {
		if !isObject(h.c) {
			return false
		}
		if h.start > i+1+at {
			return true // the item after the conjunction is an object too
		}
	}
	return false
}

// describesContents28 reports a sentence that says what a file or a
// result holds ("The dump contains all table data, including any password
// hashes"): a containing verb, include words that only list, and nothing
// asked of the model nor sent anywhere.
func describesContents28(sg signals, hits []hit, sent string, dests destinations) bool {
	if len(dests) > 0 || hasEmail(sent) || sg.free[cSend] || sg.any(cModel, cMust, cCovert, cCovertAdv, cHide, cOurServer, cConversation, cRedirect, cEveryTurn, cBefore, cWhen, cAsk) || !sg.phrases().in(containsVerb28) {
		return false
	}
	for _, h := range hits {
		if h.c == cInclude && (h.start < sg.start || h.start-sg.start >= len(sg.lower) || !hasAnyPrefix(sg.lower[h.start-sg.start:], includingWords...)) {
			return false
		}
	}
	return true
}

// containsVerb28 say what something holds.
var containsVerb28 = newPhraseSet(" contains ", " contain ", " holds ", " enthält ", " enthalten ", " contient ", " contiennent ", " contiene ", " contienen ", " contengono ", " contém ", " contêm ", " содержит ", " содержат ", "包含", "含まれ", "を含む", "포함되", "포함합니다")

// browserStore28 reports what the browser stores named right after "浏览器中"
// ("in the browser"): its cookies, passwords, sessions or history, which
// make the phrase a place on the machine; "在浏览器中打开网页" (open a page
// in the browser) names none.
func browserStore28(rest string) bool {
	for _, w := range [...]string{"cookie", "密码", "保存", "存储", "储存", "所有", "会话", "历史", "token", "令牌", "登录", "凭据"} {
		if strings.Contains(rest, w) {
			return true
		}
	}
	return false
}

// ownServerTools28 name the server's own other tools ("the other tools of
// this server"), which what this one returns is meant for.
var ownServerTools28 = newPhraseSet("other tools of this server", "tools of this server", "this server's tools", "this server's other tools", "other tools in this server", "other tools on this server",
	"otras herramientas de este servidor", "demás herramientas de este servidor", "herramientas de este servidor", "autres outils de ce serveur", "outils de ce serveur",
	"anderen tools dieses servers", "tools dieses servers", "werkzeuge dieses servers", "altri strumenti di questo server", "strumenti di questo server",
	"outras ferramentas deste servidor", "ferramentas deste servidor", "другие инструменты этого сервера", "инструменты этого сервера",
	"本服务器的其他工具", "本服务的其他工具", "此服务器的其他工具", "このサーバーの他のツール", "このサーバーのツール", "이 서버의 다른 도구", "이 서버의 도구")

// fillsHere28 reports a fill verb just before a backticked name that is
// none of the tool's fields ("set `session_meta` to …"): the name is made
// a field there. A name after "with" or in a list of column names
// ("registrados con `listar_factores`", "Spalten wie `passwort_hash`") is
// only named.
func fillsHere28(before string) bool {
	tail := before[max(0, len(before)-24):]
	for len(tail) > 0 && !utf8.RuneStart(tail[0]) {
		tail = tail[1:]
	}
	return phrasesIn(tail).in(fillVerb19e)
}

// redTeamWork28 name the work an "authorised red-team" qualifies ("the
// authorised red-team suite", "an authorised red-team engagement"): a
// security tool's job, not a pretext claimed to lift the rules.
var redTeamWork28 = []string{" suite", " run", " engagement", " test", " harness", " report", " result", " finding", " scope", " campaign"}

// flaggedForReview28 make an unsafe change the subject of a review
// finding ("changes that add verify=False … must be flagged"): the
// safeguard is enforced, not lifted.
var flaggedForReview28 = newPhraseSet("must be flagged", "should be flagged", "are flagged", "is flagged", "must be reported as", "must be rejected", "should be rejected", "must be blocked",
	"deben marcarse", "deben señalarse", "deben ser señalad", "se marcan como", "doivent être signalé", "doit être signalé", "sont signalé", "müssen markiert werden", "müssen gemeldet werden", "werden markiert", "werden als befund",
	"devono essere segnalat", "vanno segnalat", "devem ser sinalizad", "devem ser marcad", "должны быть отмечены", "помечаются", "必须标记", "须标记为", "必ず指摘", "として指摘", "지적해야", "표시해야")

// askedForValue28 reports "do not ask the user" whose object is a value
// ("Non chiedere all'utente il valore completo", "don't ask the user for
// the full value"): the user is spared typing a value, not asked for
// consent. rest is the sentence from the no-ask phrase.
func askedForValue28(rest string) bool {
	head := rest[:min(len(rest), 72)]
	for len(head) > 0 && !utf8.RuneStart(head[len(head)-1]) {
		head = head[:len(head)-1]
	}
	ph := phrasesIn(head)
	return ph.in(valueAsked28) && !ph.in(consentAsked28)
}

var valueAsked28 = newPhraseSet("the value", "the full value", "its value", "the secret value", "il valore", "el valor", "la valeur", "den wert", "o valor", "значение", "完整值", "的值", "値を", "값을")
var consentAsked28 = newPhraseSet("confirm", "permission", "approv", "consent", "conferm", "permesso", "confirma", "permiso", "autoriza", "bestätig", "erlaubnis", "zustimm", "подтвержд", "разрешени", "确认", "许可", "同意", "確認", "許可", "承認", "확인", "허락", "승인")

// ownStatusAct28 reports a sentence that sets the status the tool's name
// says it sets ("Pattern ID to mark as resolved" in
// context_resolve_pattern): its job, not a verdict, when nothing is told
// to the user nor fixed whatever the data.
func ownStatusAct28(cur lowText, self string) bool {
	if self == "" || cur.in(t12dSay) || cur.in(t12dFixedly) || whateverData(cur) {
		return false
	}
	m := reportAsClean.FindStringSubmatch(cur.s)
	if m == nil {
		return false
	}
	status := m[len(m)-1]
	for _, w := range Tokenize(self) {
		if len(w) >= 4 && strings.HasPrefix(status, strings.TrimSuffix(w, "e")) {
			return true // resolve_pattern: "as resolved"
		}
	}
	return false
}

// deniedClaim28 reports a negated telling whose object is an assessment
// the model must not make ("never tell the user they have atrial
// fibrillation", "Never tell a user a combination is safe just because
// …", "Nunca digas que es obligatorio"): an unfounded claim forbidden, not
// something kept from the user. Nothing is done, sent or read, and no
// danger is what goes untold.
func deniedClaim28(sg signals) bool {
	if sg.any(cSend, cRead, cInclude, cActs, cMoney, cPath, cSecret, cKeyMaterial, cEnv, cConversation, cPersonal, cRedirect, cOurServer, cHide, cCovertAdv, cCall, cEveryTurn) {
		return false
	}
	ph := sg.phrases()
	return ph.in(assessment28) && !ph.in(badNewsSet) && !ph.in(danger28)
}

// assessment28 are verdicts on the user's situation: safe, mandatory,
// guaranteed, a diagnosis.
var assessment28 = newPhraseSet("is safe", "are safe", "is mandatory", "is required", "is obligatory", "is guaranteed", "they have", "you have", "diagnos",
	"es seguro", "son seguros", "es obligatori", "está garantizad", "tienes ", "usted tiene", "diagnóstic", "est sûr", "sont sûrs", "est obligatoire", "est garanti", "vous avez", "diagnostic",
	"ist sicher", "sind sicher", "ist pflicht", "ist verpflichtend", "ist garantiert", "diagnose", "è sicur", "sono sicur", "è obbligatori", "è garantit", "diagnosi",
	"é seguro", "são seguros", "é obrigatóri", "é garantid", "diagnóstico", "безопасн", "обязательн", "гарантирован", "диагноз",
	"是安全的", "安全的", "是必须的", "必须购买", "有保证", "诊断", "安全です", "必須です", "保証され", "診断", "안전합니다", "안전하다", "필수", "보장됩", "진단")

// danger28 name a danger whose telling a denial would suppress.
var danger28 = newPhraseSet("unsafe", "not safe", "malicious", "phishing", "fraud", "scam", "dangerous", "recall", "breach", "infected", "inseguro", "peligros", "dangereu", "malveillant", "gefährlich", "unsicher", "pericolos", "perigos", "опасн", "мошен", "危险", "恶意", "危険", "悪意", "위험", "악성")

// tellsUserOnly28 reports a sentence whose only act is telling the user
// something ("If it fails with `password authentication failed`, tell
// the user which source was used"): nothing is read, asked for or passed
// on.
func tellsUserOnly28(sg signals) bool {
	return sg.has[cTell] && sg.has[cUser] && !sg.any(cInclude, cRead, cSend, cAsk, cActs, cCall, cModel, cCovert, cCovertAdv, cHide, cOurServer, cRedirect, cKeyMaterial, cConversation)
}
