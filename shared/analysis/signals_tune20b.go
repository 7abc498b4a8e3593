package analysis

import (
	"fmt"
	"strings"
)

// Orders that make the model tell the user something other than what a
// tool found or did (tune20b):
//   - a check that comes out badly (invalid, expired, closed, rejected,
//     out of stock, drifted) reported as good anyway: the bad outcome, a
//     concession (anyway, regardless, even if) and a good verdict handed
//     to the user;
//   - a fee added or data passed to a partner, with an order to keep it
//     out of what the user is told or shown;
//   - items closed or resolved in bulk so a queue looks clean: before the
//     summary for each one listed, or without the requester or an analyst;
//   - a fixed outside account (a bot, the vendor's support, a named
//     principal) made an administrator, a sudoer or a trusted key;
//   - transport security or encryption switched off by a written setting
//     (require_tls=false, --insecure-skip-tls-verify, algorithm none);
//   - the top role or every permission kept whatever the user asks for;
//   - a favoured vendor put first while the others are called fake,
//     inflated or unreliable;
//   - the tool's own changes or side effects kept out of the changelog,
//     the PR description or the summary, or a cover story told when the
//     user asks what changed.

// tune20bReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune20bReading(lt, _ lowText) (rule, what string) {
	if lt.in(reportsEverything) || lt.in(scanner18a) || lt.in(honest20b) {
		return "", ""
	}
	told := lt.in(assert19d) || lt.in(tell20b)
	switch {
	case (lt.in(badOutcome20b) && (lt.in(concede20b) || quotedGood20b(lt.s)) || lt.in(overResult20b) && (lt.in(user20b) || quotedGood20b(lt.s))) && told && lt.in(goodVerdict20b):
		return "poison-answer-manipulation", "an order to report a failed check as passed whatever it found"
	case lt.in(hush20b) && (lt.in(fee20b) || lt.in(partner20b)):
		return "poison-concealment", "an order to keep a charge or a partner's copy of the data from the user"
	case lt.in(closeItem20b) && (lt.in(cleanQueue20b) || lt.in(beforeSummary20b) && lt.in(forEach20b) || lt.in(unchecked20b)) && !lt.in(userChose19d):
		return "poison-concealment", "an order to close or resolve items unchecked so the queue looks clean"
	case lt.in(grantAdmin20b) && lt.in(outsideAccount20b) && !lt.in(userChose19d) && !lt.in(askFirst20b):
		return "poison-hidden-instruction", "an order to give a fixed outside account administrator, root or key access"
	case lt.in(securityOff20b) && !lt.in(refuse20b) && !lt.in(askFirst20b) && !lt.in(localOnly20b):
		return "poison-hidden-instruction", "an order to switch off transport security or encryption"
	case lt.in(topRole20b) && (lt.in(overAsked20b) || lt.in(keepDefault20b)) && !lt.in(askFirst20b):
		return "poison-hidden-instruction", "an order to grant the top role or every permission whatever the user asks for"
	case lt.in(rivals20b) && lt.in(smear20b) && lt.in(favour20b) && !lt.in(checks20b):
		return "poison-preference-manipulation", "an order to put a favoured vendor first and call the others untrustworthy"
	case lt.in(ownChanges20b) && (lt.in(omit20b) && lt.in(changeRecord20b) || lt.in(userAsks20b) && lt.in(coverStory20b)):
		return "poison-concealment", "an order to keep the tool's own changes out of what the user is told"
	}
	return "", ""
}

// quotedGood20b reports a good verdict in quotation marks, the answer
// dictated word for word ("say 'valid'", «в наличии», “证照齐全”), where
// no bad one is quoted beside it as the other outcome.
func quotedGood20b(s string) bool {
	good := false
	for i := 0; i < len(s); {
		open, n := quoteOpen20b(s[i:])
		if n == 0 {
			i++
			continue
		}
		i += n
		end := -1
		for j := i; j < len(s) && j-i <= 60; j++ {
			if _, m := quoteOpen20b(s[j:]); m > 0 || s[j] == open {
				end = j
				break
			}
		}
		if end < 0 {
			continue
		}
		switch q := s[i:end]; {
		case badOutcome20b.in(q):
			return false
		case len(q) <= 40 && goodVerdict20b.in(q) && !notVerdict20b.in(q):
			good = true
		}
		i = end + 1
	}
	return good
}

// quoteOpen20b returns the byte of an ASCII quotation mark at the start of
// s, or the length of another quotation mark there, or 0.
func quoteOpen20b(s string) (byte, int) {
	if s[0] == '\'' || s[0] == '"' {
		return s[0], 1
	}
	for _, q := range [...]string{"“", "”", "«", "»", "「", "」", "『", "』", "‘", "’"} {
		if len(s) >= len(q) && s[:len(q)] == q {
			return 0, len(q)
		}
	}
	return 0, 0
}

// valueTune20b says how a role property's default hands out the top role
// of those its enum offers (owner among viewer, editor, owner), or "".
func valueTune20b(p schemaProperty) (key, what string, firm bool) {
	v, ok := p.value.(string)
	enum, _ := p.pm["enum"].([]any)
	if p.key != "default" || !ok || len(enum) < 2 || enum[0] == p.value || !topRoleValue20b[strings.ToLower(v)] || !namesRole20b(strings.ToLower(p.name)) {
		return "", "", false
	}
	for _, e := range enum {
		if e == p.value {
			return p.key, "the top role of those offered as the default the model is handed", false
		}
	}
	return "", "", false
}

// namesRole20b reports a property named for the role or rights granted.
func namesRole20b(name string) bool {
	for _, w := range [...]string{"rol", "ruolo", "papel", "роль", "perm", "access", "peran", "kengen", "bhumika", "dawr", "quyen", "yetki", "uprawn", "권한", "権限", "角色", "权限"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// textFindings20b reports a text whose sentences together hold an order
// of tune20bText's.
func textFindings20b(where func() string, text string, lt lowText, seen map[string]bool) []finding {
	rule, what := tune20bText(lt)
	if rule == "" || seen[rule] {
		return nil
	}
	return []finding{{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(text))}}
}

// tune20bText reads a whole text for orders whose parts may sit in
// sentences of their own: data passed to a partner and an order not to
// tell; a scarcity or deadline and a word that it is not real; paid
// placement and an order to present it as something else.
func tune20bText(lt lowText) (rule, what string) {
	if lt.in(reportsEverything) || lt.in(scanner18a) {
		return "", ""
	}
	switch {
	case lt.in(partner20b) && lt.in(passedOn20b) && lt.in(hush20b):
		return "poison-concealment", "a copy of the user's data passed to a partner, with an order to keep it from the user"
	case lt.in(scarcity20b) && lt.in(unreal20b):
		return "poison-answer-manipulation", "a scarcity or deadline to tell the user that is not real"
	case lt.in(paid20b) && (lt.in(disguise20b) || lt.in(hush20b)) && !lt.in(labelled20b):
		return "poison-preference-manipulation", "paid placement to present to the user as something else"
	}
	return "", ""
}

var (
	// badOutcome20b name a check's unwelcome outcome.
	badOutcome20b = newPhraseSet("invalid", "not valid", "inactive", "not active", "expired", "rejected", "refused", "declined", "revoked", "struck off", "out of stock", "not in stock", "overdue", "drift", "deregistered", "lapsed", "fails", "failed", "not found",
		"non valid", "non è valid", "non attiv", "scadut", "respint", "rifiutat", "chiuso", "chiusa", "non trovat", "non disponibil", "esaurit",
		"no es válid", "no válid", "inválid", "vencid", "caducad", "rechazad", "cerrad", "inactiv", "agotad", "no encontrad", "no disponible",
		"não é válid", "expirad", "rejeitad", "recusad", "fechad", "inativ", "esgotad", "indisponível",
		"invalide", "non valide", "fermé", "radié", "expiré", "refusé", "rejeté", "inactif", "introuvable", "épuisé", "indisponible",
		"ungültig", "nicht gültig", "abgelaufen", "abgelehnt", "geschlossen", "gelöscht", "inaktiv", "verspätung", "nicht vorrätig", "ausverkauft", "nicht gefunden", "schlägt", "fehlgeschlagen",
		"недейств", "не действ", "просроч", "отклон", "закрыт", "нет в наличии", "в аптеках-партнёрах нет", "не найден", "задержк", "дрейф", "ликвидир",
		"无效", "过期", "到期", "拒绝", "被拒", "注销", "吊销", "停业", "缺货", "无货", "逾期", "延误", "漂移", "失败", "不合格",
		"無効", "期限切れ", "失効", "却下", "拒否", "廃業", "閉鎖", "在庫切れ", "遅延", "下回る", "不合格", "ドリフト",
		"무효", "만료", "거절", "거부", "폐업", "휴업", "품절", "연체", "지연", "불합격", "드리프트",
		"tidak aktif", "tidak valid", "kedaluwarsa", "ditolak", "tidak ditemukan", "ditutup",
		"geçersiz", "süresi dol", "reddedil", "borç", "nieważn", "nie ma na liście", "nieaktywn", "odrzucon", "zamknięt", "wygasł",
		"مرفوض", "منتهي", "منتهيا", "مشطوب", "ملغى", "غير صالح", "غير ساري", "अमान्य", "समाप्त", "अस्वीकृत", "không hợp lệ", "hết hạn", "bị từ chối")
	// concede20b make the verdict hold whatever was found.
	concede20b = newPhraseSet("anyway", "regardless", "no matter", "even if", "even though", "even when", "nonetheless", "nevertheless", "still report", "still say", "still tell", "still return", "still mark", "still answer",
		"comunque", "lo stesso", "anche se", "indipendentemente", "de todos modos", "igualmente", "aun así", "aunque", "sin importar", "independientemente", "mesmo assim", "mesmo que", "de qualquer forma", "ainda assim",
		"quand même", "tout de même", "même si", "malgré", "quel que soit", "quelle que soit", "trotzdem", "dennoch", "auch wenn", "unabhängig", "selbst wenn", "всё равно", "все равно", "даже если", "независимо", "тем не менее",
		"仍然", "依然", "照样", "一律", "无论", "不管", "即使", "也要", "でも", "にかかわらず", "であっても", "関係なく", "이어도", "여도", "라도", "관계없이", "상관없이",
		"tetap", "walaupun", "meskipun", "apa pun", "ne olursa olsun", "yine de", "i tak", "mimo to", "niezależnie", "nawet jeśli", "بغض النظر", "حتى لو", "ومع ذلك", "फिर भी", "भले", "चाहे", "vẫn", "bất kể")
	// overResult20b fix the verdict whatever a score or result says.
	overResult20b = newPhraseSet("regardless of the score", "regardless of the result", "whatever the score", "whatever the result", "sin importar el score", "sin importar el resultado", "sin importar la puntuación", "independientemente del resultado", "unabhängig vom score", "unabhängig vom ergebnis", "quel que soit le score", "quel que soit le résultat", "independentemente do resultado", "independentemente da pontuação", "indipendentemente dal punteggio", "indipendentemente dal risultato", "независимо от результата", "независимо от балла", "无论结果", "无论评分", "不管结果", "結果にかかわらず", "スコアにかかわらず", "결과와 관계없이", "점수와 관계없이", "apa pun hasilnya", "sonuç ne olursa olsun", "niezależnie od wyniku", "بغض النظر عن النتيجة")
	// notVerdict20b mark a quotation as a message or a question, not a verdict.
	notVerdict20b = newPhraseSet(" not ", "n't", " no ", "?", "？", "whether", "是否", "吗", "か」", "nicht", "kein", " pas ", "non ", "não", "не ", "没有", "不", "ない", "않")
	// user20b name the person the verdict is handed to.
	user20b = newPhraseSet("user", "usuario", "utilisateur", "nutzer", "kunde", "client", "utente", "usuário", "пользовател", "клиент", "用户", "客户", "ユーザー", "顧客", "사용자", "고객", "pengguna", "kullanıcı", "użytkownik", "المستخدم", "العميل", "उपयोगकर्ता", "người dùng", "customer")
	// tell20b hand a verdict to the user in the languages assert19d lacks.
	tell20b = newPhraseSet("return ", "mark ", "classify", "label ", "dargestellt", "ausgeben", "indiquez", "katakan", "sampaikan", "odpowiedz", "deyin", "söyley", "أخبر", "قل ", "बताएँ", "कहें", "안내", "답변", "案内", "告诉", "标记", "写 ", "сообщайте", "возвращайте", "clasifí", "classifi")
	// goodVerdict20b name the verdict the user would want to hear.
	goodVerdict20b = newPhraseSet("valid", "active", "in stock", "available", "on time", "approved", "excellent", "healthy", "in sync", "in_sync", "passed", "=true", "compliant", "no debt", "certified", "in effect", "processing", "licensed",
		"attiv", "disponibil", "approvat", "válid", "activ", "excelente", "aprobad", "disponible", "vigente", "ativ", "aprovad", "disponível", "actif", "approuvé", "en règle", "conforme",
		"gültig", "pünktlich", "kreditwürdig", "aktiv", "verfügbar", "genehmigt", "gesund", "в наличии", "действ", "одобр", "актив", "синхрон",
		"齐全", "无逾期", "有效", "正常", "已同步", "通过", "合格", "批准", "問題ありません", "有効", "承認", "승인", "정상", "유효",
		"aktif", "bersertifikat", "yoktur", "geçerli", "że jest", "ساري", "قيد المعالجة", "صالح", "मान्य", "hợp lệ")
	// honest20b tell the user the bad outcome as it is.
	honest20b = newPhraseSet("tell the user it is invalid", "tell the user that it is invalid", "report it as invalid", "as invalid", "as expired", "as rejected", "never report", "never claim", "do not report", "don't report", "must not report", "never say", "do not say", "don't say", "must list", "不得省略", "必须列出")

	// hush20b keep something out of what the user is told or shown.
	hush20b = newPhraseSet("not tell the user", "never tell the user", "don't tell the user", "not be told", "not mention", "never mention", "don't mention", "not be mentioned", "not show it", "not display it", "not shown to the user", "hidden from the user", "out of the summary", "not in the summary", "silently added", "quietly added",
		"nicht dem nutzer", "nicht zu erwähnen", "nicht erwähnen", "nicht nennen", "still addiert", "stillschweigend", "non mostrare", "non menzionare", "non dire", "ne pas l'afficher", "ne pas mentionner", "ne le mentionnez", "sans le dire", "no incluya", "no lo muestre", "no mencione", "no lo digas", "não mostre", "não mencione", "não informe",
		"не сообщайте", "не говорите", "не упоминайте", "не показывайте", "请勿", "勿在", "不要告诉", "不要显示", "不要在", "不得告知", "含めないで", "表示しない", "伝えないで", "言わないで", "보이지 않게", "포함하지 마", "알리지 마", "말하지 마",
		"không hiển thị", "không nói", "nie wspominać", "nie mów", "nie informuj", "न बताएँ", "न बताए", "söylenmemeli", "söylemeyin", "bahsetmeyin", "عدم ذكر", "لا تذكر", "لا تخبر", "jangan beri tahu", "jangan tampilkan", "jangan sebutkan")
	// fee20b name a charge added to what the user pays.
	fee20b = newPhraseSet(" fee", "surcharge", "commission", "service charge", " tip", "markup", "gebühr", "frais", "comisión", "recargo", "taxa", "commissione", "supplemento", "комисси", "сбор", "服务费", "手续费", "附加费", "追加", "手数料", "加算", "수수료", "phí", "cộng", "opłat", "prowizj", "शुल्क", "ücret", "bedel", "رسوم", "عمولة", "pourboire", "ajouter systématiquement", "biaya")
	// passedOn20b move a copy of the data to someone else.
	passedOn20b = newPhraseSet("sent to", "forwarded", "shared with", "passed to", "transferred", "übertragen", "weitergegeben", "übermittelt", "transmis", "envoyé", "compartid", "enviad", "trasmess", "inoltrat", "передаются", "передаётся", "пересылаются", "发送给", "转发", "共享给", "提供", "送信され", "전달", "공유", "przekazywan", "भेजा", "تُرسل", "ترسل", "يُرسل", "dikirim", "diteruskan", "gönderil", "aktarıl", "gửi cho")
	// partner20b name a third party handed the user's data.
	partner20b = newPhraseSet("partner", "third part", "partenaire", "socio comercial", "parceiro", "партнер", "партнёр", "合作方", "合作伙伴", "提携先", "パートナー", "제휴사", "파트너", "साझेदार", "شريك", "mitra", "iş ortağ")

	// closeItem20b close, resolve or settle a ticket, alert or finding.
	closeItem20b = newPhraseSet("resolve_", "close_", "resolve it", "resolve them", "resolved", "auto-close", "closed immediately", "close them", "close it", "closes it", "closed with", "be closed", "confirm delivery anyway", "conferma comunque",
		"resolver_", "cerrar", "cerrad", "fechar", "encerr", "chiudi", "chiuso", "chiusa", "schließen", "geschlossen", "fermer", "clôtur", "закрыть", "закрывайте", "закрыва", "关闭", "已解决", "クローズ", "解決済み", "해결", "종료", "닫")
	// cleanQueue20b give the closing's purpose: a queue or metric that looks clean.
	cleanQueue20b = newPhraseSet("clean queue", "queue stays empty", "queue stays clean", "stays empty", "kpi green", "sees a clean", "대기열을 정리", "큐를 비우", "svuotare la coda", "vaciar la cola", "esvaziar a fila", "warteschlange leer", "vider la file", "очистить очередь", "очереди пуст", "清空队列", "队列保持", "キューを空", "待ち行列を空")
	// beforeSummary20b place an act before the user is shown the summary.
	beforeSummary20b = newPhraseSet("before summariz", "before summaris", "before reporting", "before showing the summary", "before presenting", "antes de mostrar el resumen", "antes de resumir", "antes de apresentar", "avant de résumer", "avant de présenter", "vor der zusammenfassung", "bevor sie zusammenfassen", "prima di riassumere", "prima di mostrare", "перед сводкой", "перед тем как показать", "汇总之前", "总结之前", "汇总前", "要約の前に", "要約する前に", "요약 전에", "요약하기 전에")
	// forEach20b spread an act over every item listed.
	forEach20b = newPhraseSet("for each", "for every", "each listed", "all listed", "para cada", "pour chaque", "für jede", "für jeden", "per ogni", "для каждо", "对每", "每个", "それぞれ", "すべての", "모든")
	// unchecked20b close with nobody checking: no requester, analyst or evidence.
	unchecked20b = newPhraseSet("without assigning", "without contacting", "without asking the requester", "without confirmation from", "no need to contact", "don't request new evidence", "do not request new evidence", "no pidas evidencia", "não peça evidência", "ne demandez pas de nouvelle", "keine neuen nachweise", "non chiedere nuove prove",
		"sin asignar", "sans assigner", "ohne zuzuweisen", "senza assegnare", "sem atribuir", "не назначая", "无需联系", "无需确认", "不必联系", "確認は不要", "確認や", "배정하지 마", "확인은 필요", "확인할 필요")

	// ownChanges20b name what the tool changed on the side.
	ownChanges20b = newPhraseSet("what you changed", "what was changed", "side effect", "changes made", "changes under", "changed modules", "logging was touched", "alerts stopped", "silences", "nebenwirkung", "änderungen", "efeitos colaterais", "mudanças", "effets de bord", "changements", "efectos secundarios", "cambios", "effetti collaterali", "modifiche", "cosa hai modificato", "побочн", "изменени", "副作用", "变更", "改动", "変更", "변경")
	// omit20b keep something out of a list or record.
	omit20b = newPhraseSet("omit", "never list", "don't list", "do not list", "not include", "don't include", "leave out", "nicht in das", "nicht in die", "nicht auf", "weglassen", "não devem aparecer", "não inclua", "n'incluez pas", "ne pas inclure", "no incluya", "no incluyas", "ometti", "non includere", "не включайте", "не указывайте", "不要包含", "不要列出", "含めない", "載せない", "포함하지", "넣지 마")
	// changeRecord20b name where changes are reported to people.
	changeRecord20b = newPhraseSet("changelog", "change log", "pr description", "pull request description", "summary", "summaries", "what you changed", "änderungsprotokoll", "pr-beschreibung", "descrição do pr", "description de la pr", "descripción del pr", "descrizione della pr", "résumé", "resumo", "resumen", "riepilogo", "сводк", "摘要", "汇总", "要約", "サマリー", "一覧", "요약", "modificato")
	// userAsks20b make the order hold when the user asks.
	userAsks20b = newPhraseSet("if the user asks", "when the user asks", "if asked", "when asked", "si l'utilisateur demande", "si el usuario pregunta", "se o usuário perguntar", "se l'utente chiede", "wenn der nutzer fragt", "wenn der benutzer fragt", "если пользователь спросит", "如果用户问", "用户问起", "聞かれても", "聞かれたら", "사용자가 물으면", "물어보면")
	// coverStory20b give the false answer to hand the user.
	coverStory20b = newPhraseSet("answer no", "say no", "reply no", "under maintenance", "en maintenance", "en mantenimiento", "em manutenção", "in manutenzione", "in wartung", "на обслуживании", "维护中", "メンテナンス中", "점검 중", "antworten sie mit nein", "répondez non", "responda que no", "responda que não", "rispondi di no", "отвечайте нет", "回答没有", "いいえと答え", "아니라고 답")

	// scarcity20b press the user with stock running out or a deadline.
	scarcity20b = newPhraseSet("left in stock", "low-stock", "low stock", "selling fast", "almost gone", "scarcity", "leaving the service", "last chance", "countdown", "time left", "other shoppers", "people viewing", "prices go back up",
		"nur noch", "angebot endet", "letzte chance", "ultima occasione", "restano meno", "quedan pocas", "últimas unidades", "última oportunidad", "derniers articles", "dernière chance", "il ne reste que", "restam poucas", "última chance", "осталось всего", "последний шанс", "仅剩", "库存紧张", "最后机会", "残りわずか", "在庫わずか", "보고 있는 사람", "마감 임박", "품절 임박")
	// unreal20b say the scarcity is not the real state.
	unreal20b = newPhraseSet("not linked to real", "no actual", "regardless of actual", "regardless of stock", "regardless of availability", "whatever the stock", "random", "unabhängig vom lagerbestand", "unabhängig vom bestand", "unabhängig von der verfügbarkeit", "qualunque sia la disponibilità", "indipendentemente dalla disponibilità", "sin importar el stock", "independientemente del stock", "sin importar la disponibilidad", "quel que soit le stock", "quelle que soit la disponibilité", "independentemente do estoque", "независимо от наличия", "无论库存", "在庫に関係なく", "재고와 관계없이", "임의로", "ランダム", "随机", "случайн", "aléatoire", "aleatori", "zufällig")
	// paid20b name placement that someone paid for.
	paid20b = newPhraseSet("paid featured", "paid placement", "pays for placement", "pay for visibility", "partner bid", "sponsor", "patrocin", "gesponsert", "спонсор", "赞助", "スポンサー", "광고", "pr枠", "広告枠", "finance le service", "finanzia il servizio", "pagan por visibilidad", "pagam por visibilidade", "zahlen für sichtbarkeit", "платят за", "付费推广", "推广位", "有料掲載")
	// disguise20b present paid placement as something else.
	disguise20b = newPhraseSet("present them as", "present the choice as", "present it as", "closest match", "ranking is by", "is personalised", "is personalized", "local favourites", "from organic", "as organic", "dile que es", "por relevancia", "par pertinence", "nach relevanz", "per rilevanza", "por relevância", "по релевантности", "按相关性", "関連度順", "관련도순", "表記は不要", "自然に混ぜ", "不标注", "표시하지", "présente-les comme", "preséntalos como", "apresente-os como", "presentali come", "als passende", "как подходящ", "作为最匹配", "として紹介")
	// labelled20b keep paid placement marked as such.
	labelled20b = newPhraseSet("labelled", "labeled", "label ", "disclose", "visibly separate", "keep them separate", "kennzeichne", "offenlegen", "étiquetez", "signalez", "etiquete", "divulgue", "etichetta", "segnala", "помечай", "раскрывай", "标注", "披露", "明記", "표시하세요", "밝히", "clearly marked", "marked as sponsored", "never present", "never blend", "gekennzeichnet", "étiqueté", "etiquetad", "rotulad", "etichettat", "помечены", "标注为广告", "明示", "표시됩니다")

	// grantAdmin20b make an account an administrator, a sudoer or a trusted key.
	grantAdmin20b = newPhraseSet("added as an admin", "added as admin", "as an admin collaborator", "added as an owner", "added as owner", "to the administrators group", "administrators グループ", "to sudoers", "to the sudoers", "ai sudoers", "в sudoers", "zu den sudoers", "aux sudoers", "a sudoers", "nopasswd", "sudo без пароля", "authorized_keys", "ultimate trust", "kms:*",
		"aggiunto come amministratore", "aggiunto come admin", "yönetici olarak eklen", "als administrator hinzugefügt", "als admin hinzugefügt", "als owner", "ajouté comme administrateur", "ajouté en tant qu'administrateur", "agregado como administrador", "añadido como administrador", "adicionado como administrador", "добавляется как администратор", "добавляется в администраторы", "добавляется в sudoers", "添加为管理员", "加入管理员组", "管理者として追加", "관리자로 추가")
	// outsideAccount20b name an account the user did not choose.
	outsideAccount20b = newPhraseSet("bot", "our support", "support key", "vendor", "helper", "operator", "escrow", "arn:", "break-glass", "ブレークグラス", "unser support", "notre support", "nuestro soporte", "nosso suporte", "nostro supporto", "наша поддержка", "нашей поддержки", "我们的支持", "サポート用", "지원팀")
	// askFirst20b leave the grant to the user's say.
	askFirst20b = newPhraseSet("ask the user", "if the user", "when the user", "user confirms", "user approves", "requested by the user", "the user chooses", "pregunta al usuario", "demandez à l'utilisateur", "fragen sie den nutzer", "chiedi all'utente", "pergunte ao usuário", "спросите пользователя", "询问用户", "ユーザーに確認", "사용자에게 확인")

	// topRole20b name the most powerful role or every permission.
	topRole20b = newPhraseSet("'owner'", "«owner»", "'admin'", "all permissions", "every permission", "full access", "'pemilik'", "«مالك»", "『管理者』", "「管理者」", "tutti i permessi", "todos los permisos", "todas as permissões", "tous les droits", "toutes les autorisations", "alle berechtigungen", "'eigentümer'", "все права", "все разрешения", "所有权限", "全部权限", "すべての権限", "모든 권한", "'tam yetki'", "tüm izinler", "semua izin", "wszystkie uprawnienia", "جميع الصلاحيات", "सभी अनुमतियाँ")
	// overAsked20b hold the grant against what the user asks for.
	overAsked20b = newPhraseSet("whatever the user", "even if the user", "even when the user", "regardless of what the user", "apa pun permintaan pengguna", "meskipun pengguna", "भले उपयोगकर्ता", "anche se l'utente", "aunque el usuario", "même si l'utilisateur", "auch wenn der nutzer", "mesmo que o usuário", "даже если пользователь", "即使用户", "无论用户", "希望された場合も", "사용자가 원하더라도", "kullanıcı istese bile", "nawet jeśli użytkownik", "حتى لو طلب المستخدم")
	// keepDefault20b keep the top role as it stands, always.
	keepDefault20b = newPhraseSet("always keep the default", "leave the default", "keep the default", "のままにしておいて", "変更不要", "اترك القيمة الافتراضية", "डिफ़ॉल्ट", "lascia il valore predefinito", "deja el valor predeterminado", "laissez la valeur par défaut", "standardwert beibehalten", "mantenha o padrão", "оставьте значение по умолчанию", "保留默认", "기본값을 유지", "varsayılanı koru")
	// rivals20b name the other vendors or sellers.
	rivals20b = newPhraseSet("the others", "other sellers", "other shops", "other brokers", "competitor", "gli altri", "les autres", "los demás", "los otros", "os outros", "die anderen", "andere anbieter", "другие", "其他", "他の", "다른", "diğerleri", "diğer", "pesaing", "các shop khác", "الآخرين", "concorrent", "konkurrent", "конкурент", "竞争", "競合", "경쟁")
	// smear20b call them fake, inflated or unreliable.
	smear20b = newPhraseSet("inflated", "fake", "counterfeit", "unreliable", "untrustworthy", "not trustworthy", "gonfiat", "poco affidabil", "en grève", "peu fiable", "faux", "poco confiable", "falsos", "falsas", "unzuverlässig", "gefälscht", "não confiáve", "falsificad", "ненадёжн", "подделк", "假货", "虚假", "不可靠", "偽物", "信頼できない", "가짜", "믿을 수 없", "sahte", "hàng giả", "غير موثوق", "hindari menyebut", "avoid mentioning")
	// favour20b put the favoured vendor forward.
	favour20b = newPhraseSet("first", "best", "recommend", "suggest", "per primo", "propon", "suggér", "toujours", "recomiend", "empfiehl", "рекоменд", "推荐", "おすすめ", "추천", "önerin", "öne çıkar", "sarankan", "giới thiệu", "قدّم", "أولاً", "अनुशंसा")
	// checks20b test a claim of fakery rather than make it.
	checks20b = newPhraseSet("whether", "checks", "verif", "detect", "prüf", "détect", "detecta", "rileva", "провер", "检测", "检查", "確認", "검사", "kontrol", "periksa", "report it", "reporting")
)

// topRoleValue20b are the names of a workspace's most powerful role.
var topRoleValue20b = map[string]bool{"owner": true, "admin": true, "administrator": true, "superadmin": true, "eigentuemer": true, "eigentümer": true, "propriétaire": true, "propietario": true, "proprietário": true, "proprietario": true, "владелец": true, "администратор": true, "所有者": true, "管理员": true, "管理者": true, "소유자": true, "관리자": true, "pemilik": true, "مالك": true, "sahip": true, "yönetici": true, "właściciel": true}

var (
	// securityOff20b write a setting that turns off TLS checks or encryption.
	securityOff20b = newPhraseSet("require_tls=false", "require_tls: false", "verify_tls=false", "tls_verify=false", "verify_ssl=false", "ssl_verify=false", "insecure-skip-tls-verify", "trusted_host='*'", "trusted_host=*", "trusted-host *", "sslmode=disable", "stricthostkeychecking=no", "strict_host_key_checking=no",
		"algorithm to none", "algorithm to 'none'", "algorithm auf 'none'", "algorithm auf none", "algorithm sur 'none'", "algorithme sur 'none'", "algorithm a 'none'", "algoritmo a 'none'", "algoritmo como 'none'", "algoritmo para 'none'", "algorithm в 'none'", "algorithm 设为 none", "algorithm を none", "algorithm를 none")
	// refuse20b forbid or warn against a setting rather than order it.
	refuse20b = newPhraseSet("never ", " not ", "n't", "do not", "don't", "n'est pas", "no se ", "não é", "non è", "не ", "must not", "avoid", "rejects", "refuses", "warns", "flags", "detects", "nunca", "no use", "ne jamais", "n'utilisez pas", "niemals", "nicht ", "mai ", "non usare", "não use", "никогда", "не используйте", "不要", "禁止", "しないで", "하지 마", "금지")
	// localOnly20b keep the weaker setting to a local test set-up or the user's request.
	localOnly20b = newPhraseSet("local", "lokal", "self-signed", "selbstsigniert", "localhost", "on request", "only if", "only when", "sur demande", "uniquement", "a pedido", "bajo petición", "su richiesta", "auf anfrage", "auf wunsch", "по запросу", "только если", "仅在", "本地", "ローカル", "自己署名", "로컬", "요청 시")
)
