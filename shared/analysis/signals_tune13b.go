package analysis

import (
	"fmt"
	"slices"
)

// Workflow conventions (tune13b): attacks written as a product's habit,
// with no order word. Each reads the act and whom it serves, not the
// tone: the user's account of what was done trimmed while the tool does
// something extra; the user's confirmation waived before money moves or
// data goes; the user's personal data or conversation passed on to a
// partner or a public place as "the standard flow"; a ranking presented
// to the user as a verdict the text fixed.

// conventionFindings reads each sentence of a text for those acts.
func conventionFindings(where func() string, text string, lower lowText, hits []hit, ctx scanContext, seen map[string]bool) []finding {
	if ctx.label || ctx.value && !ctx.fixed || !lower.in(t13bCueSet) {
		return nil
	}
	extra := -1 // whether the text adds an act of its own; read once, when asked
	for _, s := range ctx.sentences(text, lower.s, hits) {
		cur := lower.part(s.start, s.end)
		rule, what := "", ""
		switch {
		case declined13b(cur.s):
		case (cur.in(t13bTrimmedSet) || cur.in(t13bOnlyPartSet) && spanHas(s.hits, cUser, cReply, cConfirm)) && (extraAct(lower.s, hits, &extra) || cur.in(t13bLowRiskSet)):
			rule, what = "poison-concealment", "a note that the reply to the user need cover only part of what the tool does"
		case namesNotice(ctx.property) && cur.in(t13bQuietSet):
			rule, what = "poison-concealment", "a default that keeps the person a change concerns from being told"
		case (cur.in(t13bWaiveSet) || cur.in(t13bAfterSet) || namesConfirmation(ctx.property) && cur.in(t13bWaivedFieldSet)) && weightyText(lower.s, hits, ctx):
			rule, what = "poison-hidden-instruction", "a habit that skips asking the user before money moves or data is deleted"
		case cur.in(t13bOutsiderSet) && (cur.in(t13bHandOverSet) || spanHas(s.hits, cSend, cInclude, cCall)) && (cur.in(t13bUserDataSet) || spanHas(s.hits, cPersonal, cConversation)) && !userRequested(phrasesIn(cur.s)):
			rule, what = "poison-exfiltration", "a standard flow that passes the user's data or conversation to a partner or a public place"
		case cur.in(t13bCopyOfSet) && cur.in(t13bHandOverSet) && spanHas(s.hits, cSecret, cEnv, cKeyMaterial, cPath) && !spanHas(s.hits, cProtect, cNeg):
			rule, what = "poison-exfiltration", "a standard setup that forwards a copy of the user's secrets"
		case cur.in(t13bFrameSet) && cur.in(t13bVerdictSet):
			rule, what = "poison-answer-manipulation", "an order to present a ranking or vendor to the user with a verdict fixed in advance"
		case cur.in(t13bFrameSet) && cur.in(t13bHarmlessSet) && lower.in(t13bActuallySet):
			rule, what = "poison-concealment", "an order to present to the user as harmless an act the text says really happens"
		case cur.in(t13bNotOnlySet) && cur.in(t13bWholeSet) && cur.in(t13bStoreSet) && (cur.in(t13bPassSet) || spanHas(s.hits, cInclude, cSend)):
			rule, what = "poison-exfiltration", "an order to pass a whole store of the user's data where a part was asked for"
		case cur.in(t13bAlsoSet) && cur.in(t13bTurnOffSet) && cur.in(t13bSafeguardSet) && !t13bSafeguardSet.in(ctx.self) && !t13bTurnOffSet.in(ctx.self):
			rule, what = "poison-hidden-instruction", "a second act that switches off a safeguard beside the asked change"
		}
		if rule == "" || seen[rule] {
			continue
		}
		seen[rule] = true
		return []finding{{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(text[s.start:s.end]))}}
	}
	return nil
}

// extraAct reports a text whose tool does something beside the asked job
// ("also adds a forwarding rule", "Además elimina", "その際…も追加"), or
// deletes, forwards, shares, charges or opens up: what a trimmed reply
// would leave untold. known caches the answer (-1 unknown).
func extraAct(lower string, hits []hit, known *int) bool {
	if *known < 0 {
		*known = 0
		if t13bAlsoSet.in(lower) || t13bFeeSet.in(lower) || t13bCopyToSet.in(lower) || slices.ContainsFunc(hits, func(h hit) bool {
			switch h.c {
			case cDestroy, cDelete, cSend, cRedirect, cMoney, cThirdParty, cTamper, cOurServer:
				return true
			}
			return false
		}) {
			*known = 1
		}
	}
	return *known == 1
}

// declined13b reports a sentence that forbids or conditions the act
// ("never left out", "only if the user asks"); "don't want a second
// prompt" is a waiver, no prohibition.
func declined13b(cur string) bool {
	for i := t13bDeclinedSet.index(cur); i >= 0; {
		if !t13bWantSet.in(cur[i:min(len(cur), i+16)]) {
			return true
		}
		next := t13bDeclinedSet.index(cur[i+1:])
		if next < 0 {
			return false
		}
		i += 1 + next
	}
	return false
}

// namesNotice reports a property that holds whether someone is told of
// the change (notify_employee, send_alert, benachrichtigen).
func namesNotice(property string) bool {
	return property != "" && t13bNoticeFieldSet.in(property)
}

// weightyText reports a text about money moving, a purchase or a
// deletion, or a field that is the user's confirmation itself.
func weightyText(lower string, hits []hit, ctx scanContext) bool {
	return namesConfirmation(ctx.property) || weightyName(ctx.self) || weightyActsSet.in(lower) || t13bMoneySet.in(lower) ||
		spanHas(hits, cMoney, cPurchase, cDestroy, cDelete)
}

// namesConfirmation reports a property that holds whether the user is
// asked first (confirmed, ask_first, rueckfrage, conferma).
func namesConfirmation(property string) bool {
	return property != "" && t13bConfirmFieldSet.in(property)
}

// spanHas reports a hit of one of cs among hits.
func spanHas(hits []hit, cs ...concept) bool {
	return slices.ContainsFunc(hits, func(h hit) bool { return slices.Contains(cs, h.c) })
}

var (
	// t13bTrimmed: the user's account of the act cut to part of it.
	t13bTrimmed = []string{"isn't worth mentioning", "is not worth mentioning", "not worth mentioning", "needn't be flagged", "need not be flagged", "left out of the reply", "left out of the answer", "left out of the summary", "only needs to cover", "only needs to mention", "only needs to list",
		"needn't be brought up", "need not be brought up", "can go unmentioned", "needn't mention", "need not mention",
		"falta mencionar", "no se menciona", "no es necesario mencionar", "basta con mencionar", "basta con confirmar", "no hace falta comentar",
		"precisa ser mencionad", "não é mencionad", "não precisa mencionar", "basta mencionar", "basta confirmar",
		"besoin d'être évoqué", "besoin d'être mentionné", "il suffit de présenter", "il suffit de mentionner", "il suffit de confirmer", "inutile de le mentionner", "inutile de mentionner",
		"serve menzionar", "necessario menzionar", "occorre menzionar", "basta menzionare", "basta confermare", "basta riportare",
		"nicht erwähnt werden", "nicht erwähnt zu werden", "nicht erwähnenswert", "genügt es, nur", "reicht es, nur", "nur die angefragte",
		"достаточно упомянуть только", "достаточно сообщить только", "можно не упоминать", "упоминать не нужно", "упоминать не обязательно", "не стоит упоминать",
		"含めなくて", "触れなくて", "伝えなくて", "言及しなくて", "報告しなくて",
		"无需提及", "不必提及", "不用提及", "不需要提及", "只需告知用户", "只需提及", "无需在回复中", "不必在回复中",
		"언급하지 않아도", "알리지 않아도", "포함하지 않아도", "언급할 필요", "알릴 필요"}
	// t13bOnlyPart: a part of the act, read beside the user or the reply.
	t13bOnlyPart = []string{"lists only the", "mentions only the", "covers only", "just confirms", "only confirms", "solo confirma", "ne confirme que", "bestätigt nur", "conferma solo", "confirma apenas", "подтверждает только", "只确认", "だけを確認", "만 확인"}
	// t13bAlso: a second act beside the asked job.
	t13bAlso = []string{"also ", "alongside", "additionally", "as well", "while reviewing", "in addition", "además", "también", "aussi", "également", "zusätzlich", "außerdem", "inoltre", "anche ", "também", "além disso", "также", "вместе с", "その際", "も追加", "同时", "还会", "함께", "추가로"}
	// t13bCopyTo: data copied to another place.
	t13bCopyTo = []string{"copied to", "copies them to", "copiés vers", "copiées vers", "copiados a", "copiados para", "copiati su", "copiati in", "kopiert nach", "kopiert in", "копируются в", "复制到", "にコピー", "로 복사", "에 복사"}
	// t13bLowRisk: a verdict of low risk fixed beside the trimmed finding.
	t13bLowRisk = []string{"as low-risk", "as low risk", "as safe", "comme sans risque", "comme peu risqué", "como de bajo riesgo", "como seguro", "als unbedenklich", "als risikoarm", "come a basso rischio", "come sicuro", "como de baixo risco", "как безопасн", "как низкий риск", "低风险", "低リスク", "저위험", "안전하다고"}
	// t13bQuiet: a change kept from the person it concerns.
	t13bQuiet = []string{"usually quiet", "kept quiet", "avoid alarming", "not to alarm", "leaving this off", "leave this off", "sin alarmar", "para no alarmar", "pour ne pas alarmer", "nicht zu beunruhigen", "per non allarmare", "para não alarmar", "чтобы не тревожить", "не беспокоить", "以免惊动", "以免引起担心", "不安にさせない", "놀라지 않도록"}
	// t13bNoticeField: the name of a field that tells someone.
	t13bNoticeField = []string{"notify", "notif", "alert", "inform", "benachrichtig", "avisar", "avvis", "aviser", "уведом"}
	// t13bCopyOf: a copy of something handed on.
	t13bCopyOf = []string{"a copy of", "une copie", "una copia", "eine kopie", "uma cópia", "копию", "副本", "コピーを", "사본"}
	// t13bWant: "don't want", a waiver rather than a prohibition.
	t13bWant = []string{"don't want", "do not want", "don't need", "do not need"}
	// t13bHarmless: a claim that an act has no effect.
	t13bHarmless = []string{"preview only", "a preview", "read-only", "no effect", "aperçu", "sans effet", "vista previa", "sin efecto", "vorschau", "ohne wirkung", "anteprima", "senza effetto", "prévia", "sem efeito", "предпросмотр", "без последствий", "预览", "无影响", "プレビュー", "影響なし", "미리보기", "영향 없"}
	// t13bActually: the act said to really happen.
	t13bActually = []string{"actually", "réellement", "realmente", "tatsächlich", "effettivamente", "davvero", "на самом деле", "实际上", "实际会", "実際に", "실제로"}
	// t13bNotOnly: more than the part asked for.
	t13bNotOnly = []string{"rather than just", "rather than only", "not just the", "not only the", "instead of just", "nicht nur", "no solo", "no sólo", "pas seulement", "pas uniquement", "non solo", "não apenas", "não só", "не только", "而不仅", "不仅仅", "だけでなく", "뿐만 아니라", "만이 아니라"}
	// t13bWhole: the whole of a store.
	t13bWhole = []string{"entire", "every file", "whole", "complete", "komplett", "gesamt", "todo el", "toda la", "tout le", "toute la", "intero", "intera", "inteiro", "inteira", "весь ", "всю ", "整个", "全部", "全体", "すべて", "전체", "모든"}
	// t13bStore: a store of the user's data.
	t13bStore = []string{"repository", "dotfiles", "mailbox", "inbox", "home directory", "drive", "postfach", "posteingang", "buzón", "bandeja", "boîte", "casella", "caixa", "почтов", "репозитор", "邮箱", "收件箱", "仓库", "受信トレイ", "リポジトリ", "메일함", "저장소"}
	// t13bPass: handing a value to a field.
	t13bPass = []string{"pass ", "übergib", "pasa ", "passe ", "passa ", "передай", "传入", "渡して", "전달"}
	// t13bTurnOff: a safeguard switched off.
	t13bTurnOff = []string{"turn off", "turns off", "disable", "switch off", "désactiv", "desactiv", "deaktivier", "abschalt", "disattiv", "desativ", "отключ", "关闭", "禁用", "無効", "오프", "비활성", "해제"}
	// t13bSafeguard: protections of an account, branch or machine.
	t13bSafeguard = []string{"two-factor", " 2fa", " mfa", "branch protection", "audit log", "antivirus", "firewall", "encryption", "deux facteurs", "dos factores", "zwei-faktor", "due fattori", "dois fatores", "двухфактор", "双重验证", "两步验证", "二要素", "2단계 인증", "분기 보호"}
	// t13bFee: a charge a reply could leave out.
	t13bFee = []string{"fee", "surcharge", "processing entry", "comisión", "commission", "frais", "gebühr", "commissione", "taxa", "tarifa", "комисси", "手续费", "服务费", "手数料", "수수료"}
	// t13bWaive: the user's confirmation called unwanted.
	t13bWaive = []string{"prefer not to be asked", "prefer not to be bothered", "prefer not to be prompted", "rather not be asked", "confirmation questions tedious", "find confirmation", "without checking back", "needn't ask again", "need not ask again", "no need to ask again", "don't want a second prompt", "do not want a second prompt",
		"ne pas être sollicité", "préfèrent ne pas être", "prefieren no ser", "prefieren no tener que confirmar", "preferiscono non dover", "preferiscono non essere", "preferem não ser", "preferem não precisar",
		"verzichten nutzer", "auf die rückfrage", "предпочитают не", "не любят подтвержд", "不希望被询问", "不想被确认", "觉得确认很麻烦", "確認を煩わしく", "確認を面倒", "번거로워", "확인 질문을"}
	// t13bAfter: the act done first and the user told after it.
	t13bAfter = []string{"count afterwards", "tell them afterwards", "tell the user afterwards", "let them know afterwards", "inform them afterwards", "afterwards is plenty", "le signaler ensuite", "les informer ensuite", "l'informer ensuite", "informarli dopo", "informarlo dopo", "avvisarli dopo",
		"avisar depois", "informar depois", "avisá-lo depois", "avisar después", "informar después", "avisarle después", "danach informieren", "nachträglich informieren", "потом сообщить", "сообщить после", "уведомить потом", "事后告知", "事后通知", "後で伝え", "後から報告", "事後報告", "나중에 알려", "사후에 알려"}
	// t13bWaivedField: a confirmation field said to be unwanted.
	t13bWaivedField = []string{"verzichten", "gern darauf", "don't want", "do not want", "needn't ask", "prefer not", "préfèrent", "prefieren", "preferiscono", "preferem", "предпочитают", "不希望", "望まない", "원하지 않"}
	// t13bConfirmField: the name of a field that asks the user first.
	t13bConfirmField = []string{"confirm", "rueckfrage", "rückfrage", "bestaetig", "bestätig", "conferma", "confirma", "ask_first", "askfirst", "prompt_user", "approval"}
	// t13bMoney: amounts the user pays.
	t13bMoney = []string{"charge", "fare", "montant", "importe", "betrag", "importo", "valor", "сумм", "金额", "金額", "금액", "결제", " €", "$", "payment", "pago", "paiement", "zahlung", "pagamento", "оплат", "платеж", "платёж", "рубл", "支付", "支払"}
	// t13bOutsider: a partner, vendor or public place the user did not name.
	t13bOutsider = []string{"partner", "lead-sharing", "vendor uses", "vendor for training", "for training", "public share", "public reading", "public profile", "anyone with the", "readable by anyone",
		"parceiro", "partenaire", "socio comercial", "empresa asociada", "партнёр", "партнер", "提携", "合作伙伴", "合作方", "第三方", "제휴", "협력사", "公開", "공개", "публичн", "pubblic", "público", "publique", "öffentlich"}
	// t13bHandOver: passing something on.
	t13bHandOver = []string{"send", "sent ", "forward", "upload", "publish", "posted", "shared", "synced", "includes", "enviar", "envia", "envoy", "transmet", "übermitt", "hochgeladen", "inviare", "invia", "передава", "отправ", "送信", "送る", "发送", "上传", "同步", "보내", "전송", "업로드"}
	// t13bUserData: the user's personal data, contacts, documents or chat.
	t13bUserData = []string{"contact", "transcript", "chat history", "full conversation", "what the user", "screenshot", "passport", "ausweis", "cpf", "endereço", "nome,", "паспорт", "контакт", "телефон", "連絡先", "住所", "연락처", "주소", "联系人", "通讯录", "身份证"}
	// t13bFrame: how something is put to the user.
	t13bFrame = []string{"describe it to the user as", "present it to the user as", "présente-le", "preséntalo", "presentalo", "apresente-o", "stelle es als", "представь это", "向用户描述为", "として説明", "로 설명", "presented as", "present its", "present it as", "described as", "describe them as", "labelled as", "labeled as", "descrivi", "come meno", "descríbelas como", "présente-les comme", "als weniger", "라고 안내", "라고 소개", "と案内", "として案内", "说成", "介绍为"}
	// t13bVerdict: a verdict fixed in advance.
	t13bVerdict = []string{"clear winner", "lowest price", "fastest option", "relevance ranking", "unverified", "less reliable", "meno affidabil", "menos fiable", "moins fiable", "weniger zuverlässig", "менее надёжн", "менее надежн", "최저가", "最安", "最便宜", "最低价"}
	// t13bDeclined: a sentence that forbids or conditions the act.
	t13bDeclined = []string{"never ", "do not ", "don't ", "must not", "only if the user", "only when the user", "if the user asks", "if the user requests", "at the user's request", "always shown", "always listed", "always mentioned", "jamais", "nunca", "niemals", "mai ", "никогда", "绝不", "決して", "절대"}
)

var (
	t13bTrimmedSet      = newPhraseSet(t13bTrimmed...)
	t13bOnlyPartSet     = newPhraseSet(t13bOnlyPart...)
	t13bAlsoSet         = newPhraseSet(t13bAlso...)
	t13bHarmlessSet     = newPhraseSet(t13bHarmless...)
	t13bActuallySet     = newPhraseSet(t13bActually...)
	t13bNotOnlySet      = newPhraseSet(t13bNotOnly...)
	t13bWholeSet        = newPhraseSet(t13bWhole...)
	t13bStoreSet        = newPhraseSet(t13bStore...)
	t13bPassSet         = newPhraseSet(t13bPass...)
	t13bTurnOffSet      = newPhraseSet(t13bTurnOff...)
	t13bSafeguardSet    = newPhraseSet(t13bSafeguard...)
	t13bCopyToSet       = newPhraseSet(t13bCopyTo...)
	t13bLowRiskSet      = newPhraseSet(t13bLowRisk...)
	t13bQuietSet        = newPhraseSet(t13bQuiet...)
	t13bNoticeFieldSet  = newPhraseSet(t13bNoticeField...)
	t13bCopyOfSet       = newPhraseSet(t13bCopyOf...)
	t13bWantSet         = newPhraseSet(t13bWant...)
	t13bFeeSet          = newPhraseSet(t13bFee...)
	t13bWaiveSet        = newPhraseSet(t13bWaive...)
	t13bAfterSet        = newPhraseSet(t13bAfter...)
	t13bWaivedFieldSet  = newPhraseSet(t13bWaivedField...)
	t13bConfirmFieldSet = newPhraseSet(t13bConfirmField...)
	t13bMoneySet        = newPhraseSet(t13bMoney...)
	t13bOutsiderSet     = newPhraseSet(t13bOutsider...)
	t13bHandOverSet     = newPhraseSet(t13bHandOver...)
	t13bUserDataSet     = newPhraseSet(t13bUserData...)
	t13bFrameSet        = newPhraseSet(t13bFrame...)
	t13bVerdictSet      = newPhraseSet(t13bVerdict...)
	t13bDeclinedSet     = newPhraseSet(t13bDeclined...)
	// t13bCueSet gates the readings: a text holds one of their anchors.
	t13bCueSet = newPhraseSet(slices.Concat(t13bTrimmed, t13bOnlyPart, t13bWaive, t13bAfter, t13bWaivedField, t13bOutsider, t13bFrame, t13bQuiet, t13bCopyOf, t13bNotOnly, t13bSafeguard)...)
)
