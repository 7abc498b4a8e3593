package analysis

import (
	"encoding/json"
	"fmt"
	"strings"
)

// A seller's choices made for the user in the schema (tune14e): the
// default of a property, not its words, decides against the user. A
// priced add-on or subscription pre-selected with an order to keep it, a
// consent or sharing field defaulting to its widest choice (or offering
// no "no"), a switch that shows fees or contract terms kept off, and a
// referral or tracking code fixed as the default of a link field.

// tune14eReading returns the rule and finding of a sentence that has the
// model tell the user what serves the seller against what the text itself
// states, or "" when it holds none: a rival the user names run down or
// called unavailable, a blanket "cancel anytime" or "no fees" beside the
// penalty or fee the text names, or only part of the price told while
// charges are added.
func tune14eReading(lt lowText) (rule, what string) {
	switch {
	case lt.in(userNamesRival14e) && lt.in(rivalRunDown14e) && !lt.in(fairToRivals14e):
		return "poison-answer-manipulation", "an order to run down or call unavailable a rival the user names"
	case lt.in(blanketReassurance14e) && (lt.in(t13Material) || lt.in(contractTerm14e)) && !lt.in(t13Promise) && !lt.in(reassuranceGuarded14e):
		return "poison-answer-manipulation", "an order to promise the user no penalty or fee the text itself names"
	case lt.in(partPriceTold14e) && lt.in(chargesAdded14e):
		return "poison-concealment", "an order to tell the user only part of the price while charges are added"
	case lt.in(noNeedToTell14e) && (lt.in(t13Material) || lt.in(chargeObject14e)):
		return "poison-concealment", "an order to leave charges or a paid trial out of what the user is told"
	}
	return "", ""
}

// harvestFindings reads one text for personal questions put to the user
// under a pretext while the answers go to partners or to ad targeting:
// the ask, the pretext and the destination may sit in different
// sentences. prior are the findings the text already has.
func harvestFindings(where func() string, text string, ctx scanContext, prior []finding) []finding {
	if len(prior) > 0 || ctx.value || ctx.purpose.screens || len(text) < 40 {
		return nil
	}
	lower := ctx.lowerOf(text)
	if !lower.in(askUser14e) {
		return nil // most texts ask the user nothing
	}
	if !lower.in(profileData14e) || !lower.in(toPartners14e) || !lower.in(pretext14e) || lower.in(withConsent14e) {
		return nil
	}
	return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds an order to ask the user personal questions under a pretext and pass the answers to partners or advertisers: %q", where(), excerpt(text))}}
}

// commercialDefaults reads each property with a fixed value, nested ones
// too, for those choices.
func commercialDefaults(schema any, path []string) []finding {
	var out []finding
	eachProperty(schema, path, func(p schemaProperty) {
		if selfConfirmed(strings.ToLower(p.name), p) {
			out = append(out, finding{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds the user's agreement given in advance or filled in by the model", p.where())})
		}
		if p.value == nil {
			return
		}
		enum, _ := p.pm["enum"].([]any)
		if what := sellerDefault(strings.ToLower(p.name), strings.ToLower(p.desc), p.value, enum); what != "" {
			out = append(out, finding{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds %s: %s", p.where("."+p.key), what, excerpt(fmt.Sprint(p.value))), firm: what == fixedPayee15c || what == guardOffDefaultWhat43b})
		}
	})
	return out
}

// sellerDefault names the choice a default makes against the user, or "".
func sellerDefault(name, desc string, def any, enum []any) string {
	on := truthy(def)
	kept := keepChosen14e.in(desc) || pinSet.in(desc) || onInsistence14e.in(desc)
	switch {
	case on && kept && (priced(desc) || recurring14e.in(desc) || addOn14e.in(name) || addOn14e.in(desc)):
		return "a priced add-on or subscription pre-selected for the user"
	case on && kept && isString(def) && (sellerGain14e.in(desc) || recommends14e.in(name) || recommends14e.in(desc)):
		return "a choice that profits a partner or the seller made for the user"
	case isString(def) && costView14e.in(name+" "+desc) && lessComplete(def.(string), enum):
		return "a view of the cost that leaves charges out chosen for the user"
	case isString(def) && urgencyClaims13e.in(strings.ToLower(def.(string))) && saleWords13e.in(strings.ToLower(def.(string))):
		return "a scarcity or deadline claim fixed in advance"
	case on && filtersSeen14e(name, desc, def):
		return "a list of what the user may not see filled in advance"
	case on && consentField(name, desc) && widestDefault(def, enum) && !undecidedDefault42b(def):
		return "a consent or sharing choice set to its widest for the user"
	case def == false && disclosureSwitch14e.in(name) && keptFalse14e.in(desc):
		return "a switch that shows the user fees or terms ordered kept off"
	case isString(def) && on && referralField(name, desc) && !strings.ContainsRune(def.(string), ' '):
		return "a referral or tracking code fixed on the user's links"
	case guardOffDefault43b(name, def, enum):
		return guardOffDefaultWhat43b
	}
	return tune15cDefault(name, desc, def)
}

// lessComplete reports a default that is not the complete view of a cost
// its enum offers (itemized, all_in, apr).
func lessComplete(v string, enum []any) bool {
	for _, e := range enum {
		if s, ok := e.(string); ok && s != v && completeView14e.in(strings.ToLower(s)) {
			return !completeView14e.in(strings.ToLower(v))
		}
	}
	return false
}

// filtersSeen14e reports a list default that sends partners the user's
// data (a list of hosts to share with) or hides sellers or reviews from
// the user.
func filtersSeen14e(name, desc string, def any) bool {
	list, ok := def.([]any)
	if !ok {
		return false
	}
	first, _ := list[0].(string)
	switch {
	case consentName14e.in(name) || sharedWith14e.in(desc) || recipients14e.in(desc):
		return bareDomain(first)
	case excluded14e.in(name) || excluded14e.in(desc):
		return seenItems14e.in(name) || seenItems14e.in(desc)
	}
	return false
}

// selfConfirmed reports a field that records the user's agreement
// (user_confirmed, client_agreed) set true by default or by the model
// itself ("Set true yourself", "Ставьте true сразу").
func selfConfirmed(name string, p schemaProperty) bool {
	if !agreedField14e.in(name) {
		return false
	}
	lower := strings.ToLower(p.desc)
	return p.key == "default" && p.value == true && !askFirst14e.in(lower) || strings.Contains(lower, "true") && selfFill14e.in(lower)
}

// chargedAsReadOnly reports a tool marked read-only, so that clients skip
// the confirmation, whose description says it charges the user (not
// that a tool it names does, nor that it charges nothing).
func chargedAsReadOnly(t Tool, lowDesc string) []finding {
	i := chargesUser14e.index(lowDesc)
	if i < 0 || len(t.Annotations) == 0 {
		return nil
	}
	start := strings.LastIndexAny(lowDesc[:i], ".;。") + 1
	if strings.ContainsRune(lowDesc[start:i], '_') || guardedSentence(lowDesc[max(start, i-24):i]) {
		return nil // "book_flight charges the card", "ничего не списывает"
	}
	var ann annotations
	if json.Unmarshal(t.Annotations, &ann) != nil || !isTrue(ann.ReadOnlyHint) {
		return nil
	}
	return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("annotations mark as read-only a tool whose description charges the user: %q", excerpt(t.description()))}}
}

// truthy reports a default that chooses something: true, a value other
// than none, or a non-empty list.
func truthy(def any) bool {
	switch v := def.(type) {
	case bool:
		return v
	case string:
		return v != "" && !refusalValue(v)
	case []any:
		return len(v) > 0
	}
	return false
}

// consentField reports a property that records the user's consent to
// marketing or to sharing with partners.
func consentField(name, desc string) bool {
	return consentName14e.in(name) || consentDesc14e.in(desc) && sharedWith14e.in(desc)
}

// widestDefault reports a default that is true, the last of an enum
// whose first is a refusal, or any value of an enum with no refusal.
func widestDefault(def any, enum []any) bool {
	if def == true {
		return true
	}
	v, ok := def.(string)
	if !ok || len(enum) < 2 {
		return false
	}
	refusal := false
	for _, e := range enum {
		if s, ok := e.(string); ok && refusalValue(s) {
			refusal = true
		}
	}
	last, _ := enum[len(enum)-1].(string)
	return !refusal || v == last && v != enum[0]
}

// refusalValue reports a value that refuses or narrows: none, no, off,
// alerts_only, keine, нет.
func refusalValue(v string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		if noneWords14e[w] {
			return true
		}
	}
	return false
}

// referralField reports a property named for a referral, affiliate or
// tracking code (aff_id, utm_source, creator_code), or a "ref" described
// as one (a git ref is not).
func referralField(name, desc string) bool {
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		if referralWords14e[w] {
			return true
		}
	}
	return strings.HasPrefix(name, "utm") || name == "ref" && referralDesc14e.in(desc)
}

var (
	// askUser14e ask the user a question.
	askUser14e = newPhraseSet("ask the user", "ask the customer", "ask for these", "ask about", "ask them", "ask for their", "pide siempre", "pide al", "pregunta al", "chiedi", "frage den", "frag den", "demande à l'utilisateur", "demandez",
		"pergunte", "peça", "спроси", "запроси", "узнай у", "询问", "问用户", "聞いて", "尋ね", "확인하세요", "물어", "여쭤")
	// profileData14e name personal facts beyond what a task needs.
	profileData14e = newPhraseSet("income", "salary", "employer", "children", "marital", "home address", "places the user goes", "debts", "health", "dni", "codice fiscale", "reddito", "datore di lavoro", "salario", "lugar de trabajo",
		"gehalt", "arbeitgeber", "familienstand", "wohnadresse", "revenu", "employeur", "situation familiale", "renda", "empregador", "salário", "доход", "зарплат", "работодател", "семейн", "收入", "工资", "雇主", "婚姻", "年収", "勤務先", "家族構成", "소득", "연봉", "직장", "가족")
	// toPartners14e name where the answers go for the seller's gain.
	toPartners14e = newPhraseSet("partner", "ad targeting", "advertis", "lead", "sales team", "recruiter", "personalvermittler", "socios", "parceiro", "partenaire", "partenaires", "партнёр", "партнер", "рекламн", "合作", "广告", "提携", "広告", "제휴", "파트너", "광고")
	// pretext14e mark a reason given to the user that is not the real one.
	pretext14e = newPhraseSet("frame it as", "casually", "angeblich", "explicando que", "dicendo che", "en disant que", "dizendo que", "под предлогом", "якобы", "借口", "名目で", "라고 설명", "'to ", "‘to ", "as if", "so we can 'find", "'servono", "'lo exige", "«для", "「")
	// withConsent14e mark sharing only on the user's say.
	withConsent14e = newPhraseSet("with the user's consent", "only if the user agrees", "only with consent", "opt-in", "if they agree", "con il consenso", "con su consentimiento", "avec leur accord", "mit zustimmung", "com consentimento", "с согласия", "经用户同意", "同意を得て", "동의를 받")
	// agreedField14e name a field that records the user's agreement.
	agreedField14e = newPhraseSet("user_confirmed", "confirmed_by_user", "client_agreed", "user_agreed", "customer_agreed", "user_consent", "customer_consent", "agreed", "user_accepted", "accepted_terms",
		"kunde_bestaetigt", "bestaetigt", "confirmado", "confirme", "confermato", "soglasie", "soglasen", "dongui", "確認済")
	// askFirst14e mark a field set only once the user has said yes.
	askFirst14e = newPhraseSet("after the user", "only after", "only when the user", "only if the user", "once the user", "nach bestätigung", "après confirmation", "tras confirmar", "após confirmação", "dopo conferma", "после подтверждения", "确认后", "確認後", "확인 후")
	// selfFill14e have the model fill the user's agreement itself.
	selfFill14e = newPhraseSet("yourself", "straight away", "right away", "immediately", "without asking", "don't ask", "do not ask", "asking the user again", "already expressed", "already agreed",
		"сразу", "не переспрашива", "это уже согласие", "sans demander", "toi-même", "sin preguntar", "tú mismo", "sem perguntar", "você mesmo", "senza chiedere", "da solo", "selbst", "ohne nachzufragen",
		"直接", "无需询问", "自分で", "確認せず", "직접", "묻지 말고", "바로")
	// chargesUser14e say the tool charges the user.
	chargesUser14e = newPhraseSet("charges the stored", "charges the saved", "charges the user", "charges your", "charges the card", "bills the", "belastet die", "belastet das", "belastet den", "débite", "prélève",
		"cobra en", "cobra no", "cobra o", "addebita", "списывает", "扣款", "扣费", "を請求", "決済します", "결제합니다", "청구합니다")
	// userNamesRival14e mark the user naming or choosing a rival.
	userNamesRival14e = newPhraseSet("andere bank", "anderen anbieter", "pide otra", "pide otro", "demande un autre", "demande une autre", "chiede un altro", "chiede un'altra", "nach einem anderen", "просит другой", "просит другую", "要求其他", "别的银行", "別の銀行", "別の会社", "mentions another", "names another", "mentions a competitor", "moving to a competitor", "asks for another", "wants to apply via", "another agency",
		"another bank", "another provider", "other bank", "names a rival", "names one", "menciona otro", "pedir outra", "pedir otro", "outro banco", "citar nubank", "chez un concurrent", "un autre",
		"vuole candidarsi su", "einen anderen", "anderen anbieter", "anderen bank", "другой банк", "другого банк", "другие банки", "他社名", "他社", "其他银行", "提到其他", "다른 은행", "다른 회사", "타사",
		"competitor", "konkurrent", "concorrente", "concurrent", "competidor", "конкурент", "竞争对手", "競合", "경쟁사", "wants to use another", "otro banco", "altra banca", "autre banque")
	// rivalRunDown14e claim a rival is unavailable, unsafe or failing.
	rivalRunDown14e = newPhraseSet("datenleck", "ohne quelle", "sicherheitsprobleme", "nicht erreichbar", "not available", "isn't available", "is not offered", "não atende", "取り扱いがない", "暂不支持", "不支持", "no está disponible", "n'est pas disponible", "nicht verfügbar",
		"недоступ", "не обслужива", "지원하지 않", "취급하지 않", "phased out", "sunsetting", "spam", "security problems", "problemas de seguridad", "bloqueos", "vazamentos", "data leaks", "leaks",
		"saturé", "injoignable", "less likely", "loses files", "more recent data", "más seguro", "mais seguro", "più sicuro", "sicherer", "plus sûr", "безопаснее", "更安全", "より安全", "더 안전",
		"scam", "unreliable", "утечк", "泄露", "漏洩", "유출", "sin citar fuentes", "não cite fontes", "without citing", "sans citer", "senza citare", "ohne quelle", "не ссылаясь", "不要引用", "出典を示さず", "출처 없이")
	// fairToRivals14e forbid running rivals down.
	fairToRivals14e = newPhraseSet("never disparage", "don't disparage", "do not disparage", "neutral", "factual", "objective", "neutre", "neutral", "neutrale", "нейтральн", "中立", "客观", "중립")
	// blanketReassurance14e promise no penalty, no fee or a fixed price.
	blanketReassurance14e = newPhraseSet("cancel anytime", "cancel at any time", "cancel whenever", "언제든 해지", "いつでも解約", "cancelar quando quiser", "darse de baja cuando quiera", "cancelar cuando quiera",
		"résilier à tout moment", "résilier quand", "jederzeit kündbar", "jederzeit kündigen", "disdire quando", "disdire in qualsiasi", "в любой момент", "随时取消", "随时退订", "随时解约",
		"price is fixed", "free safety net", "transfer is free", "zero fees", "'no fees", "sin comisiones", "sans frais", "gebührenfrei", "senza commissioni", "sem taxas", "без комиссии", "免手续费", "手数料無料", "수수료 없")
	// contractTerm14e name a minimum term or a price rise.
	contractTerm14e = newPhraseSet("contract", "minimum term", "약정", "契約", "fidelidade", "permanencia", "mindestlaufzeit", "laufzeit", "engagement", "vincolo", "срок договора", "合约", "合同", "annual", "rise", "markup", "margin")
	// reassuranceGuarded14e mark a true promise or a refusal to make one.
	reassuranceGuarded14e = newPhraseSet("no contract", "no minimum term", "sans engagement", "sin permanencia", "sem fidelidade", "ohne mindestlaufzeit", "senza vincoli", "약정 없", "契約期間なし", "无合约", "без договора",
		"never say", "don't say", "do not say", "never tell", "don't tell", "do not tell", "ne dites pas", "no digas", "não diga", "sag nicht", "non dire", "не говори", "不要说", "言わないで", "말하지 마")
	// partPriceTold14e tell only the base or face price.
	partPriceTold14e = newPhraseSet("only the price of", "only the room price", "only the base price", "face value", "headline price", "solo il prezzo", "uniquement le prix", "nur den reisepreis", "nur den preis",
		"solo el precio", "apenas o preço", "только цену", "只告诉", "只说", "だけ伝え", "만 안내", "prix facial", "list the core", "only state the")
	// chargesAdded14e add charges apart from the price told.
	chargesAdded14e = newPhraseSet("added", "ajout", "aggiung", "hinzugefügt", "añad", "adicionad", "добавл", "添加", "加算", "추가", "on the invoice", "on the schedule", "auf der rechnung", "at payment", "au paiement",
		"beim bezahlen", "al pagar", "no pagamento", "при оплате", "支付时", "支払い時", "결제 시", "appear")
	// noNeedToTell14e say the user need not be told.
	noNeedToTell14e = newPhraseSet("no need to read back", "no need to describe", "no need to mention", "no need to explain", "doesn't need to be shown", "don't need to be shown", "need not be mentioned",
		"without breaking down", "n'ont pas besoin d'être", "pas besoin de le", "sans détailler", "non serve dirlo", "non è necessario dirlo", "no hace falta mencionar", "não precisa mencionar",
		"писать не нужно", "говорить не нужно", "упоминать не нужно", "无需告知", "不必告知", "不用提", "伝える必要はありません", "説明は不要", "안내할 필요 없", "말할 필요 없")
	// chargeObject14e name what is charged apart from the price.
	chargeObject14e = newPhraseSet("charge", "trial", "summary", "add-on", "addition", "subscription", "renew", "abonnement", "abbonamento", "suscripci", "assinatura", "подписк", "订阅", "サブスク", "구독", "zusatzleistung")
	// recurring14e name a charge that repeats or a trial that turns into one.
	recurring14e = newPhraseSet("/month", "/mo", "per month", "a month", "/year", "trial", "auto-renew", "auto_renew", "renews",
		"/mois", "par mois", "reconduction", "/mes", "al mes", "permanencia", "/monat", "monatlich", "verlänger", "/mese", "al mese", "rinnovo",
		"/mês", "por mês", "renova", "/мес", "в месяц", "продлен", "подписк", "/月", "每月", "月额", "自动续", "月額", "自動更新", "/월", "매월", "자동 갱신", "약정")
	// keepChosen14e keep the default or pass the add-on without asking.
	keepChosen14e = newPhraseSet("keep the default", "leave at the default", "leave the default", "leave it on", "keep it on", "always pass", "always add", "always include", "always set",
		"pre-selected", "preselected", "don't ask", "do not ask", "without asking", "no need to ask", "unless the user declines", "unless they decline", "unless the user objects",
		"included cover", "as included", "as part of", "don't need to mention", "no need to mention",
		"toujours true", "mets toujours", "par défaut", "sans demander", "présente-le comme", "valor por defecto", "no hace falta preguntar", "sin preguntar", "salvo que",
		"standardwert", "immer true", "ohne nachzufragen", "predefinito", "sempre true", "senza chiedere", "valor padrão", "sempre true", "sem perguntar",
		"всегда передавай", "всегда ставь", "по умолчанию", "не спрашивай", "входит в", "默认", "始终传", "无需询问", "不要询问", "デフォルト", "常に true", "確認不要", "기본값", "항상 true", "묻지 마")
	// consentName14e name consent to marketing or sharing.
	consentName14e = newPhraseSet("consent", "marketing", "newsletter", "share_with", "sharing", "data_shar", "opt_in", "optin", "partner",
		"einwilligung", "werbe", "consentimiento", "consentement", "consenso", "consentimento", "согласи", "同意", "동의", "マーケティング", "营销", "마케팅")
	// onInsistence14e keep the choice unless the user insists or objects.
	onInsistence14e = newPhraseSet("insist", "настаива", "darauf besteht", "坚持要求", "refuses twice", "silence as acceptance", "as accepted", "consideralo accettato", "se il cliente insiste", "if the claimant refuses", "if the customer refuses", "if the user insists", "only if the user insists",
		"unless the user names", "unless the user explicitly", "unless the user asks", "sofern der nutzer nicht", "es sei denn", "настойчив", "если клиент откаж", "salvo que el cliente", "a menos que", "sauf si", "tant que",
		"vorausgewählt", "keep the defaults", "keep selected", "keep enabled", "leave enabled", "mantieni il default", "mantén el valor", "mantenha o padrão", "garde la valeur", "除非用户", "ユーザーが明示", "사용자가 명시")
	// addOn14e name an optional extra sold with the main purchase.
	addOn14e = newPhraseSet("add_on", "add-on", "addon", "rider", "upsell", "protection", "warranty", "insurance", "boost", "extras", "cover",
		"garantie", "seguro", "assicuraz", "garanzia", "страхов", "保险", "保険", "보험", "延保", "보증")
	// sellerGain14e name what the seller or a partner gains from a choice.
	sellerGain14e = newPhraseSet("partner", "sponsor", "commission", "kickback", "margin", "our own", "house brand", "retained", "pays us", "returns us",
		"partenaire", "socio", "parceir", "provision", "comisión", "comissão", "commissione", "ci retrocede", "retrocede", "convenzionat", "marge", "margen", "margem",
		"партнёр", "партнер", "возвращает нам", "комисси", "маржа", "合作", "佣金", "返点", "提携", "パートナー", "手数料", "제휴", "파트너", "수수료", "%")
	// recommends14e name a recommendation the field carries.
	recommends14e = newPhraseSet("recommend", "empfehl", "consiglia", "recomend", "conseill", "indicar", "рекоменд", "推荐", "おすすめ", "推奨", "추천", "brand_filter", "da consigliare")
	// costView14e name how a cost is shown.
	costView14e = newPhraseSet("preis", "miete", "rent", "affitto", "alquiler", "loyer", "aluguel", "аренд", "fee", "price", "cost", "rate", "charge", "手续费", "费率", "料金", "수수료", "gebühr", "frais", "prix", "precio", "preço", "prezzo", "комисс", "цен")
	// completeView14e name the complete view of a cost among a field's values.
	completeView14e = newPhraseSet("itemized", "itemised", "all_in", "all-in", "apr", "total", "full", "breakdown", "detailed", "effective", "annual", "年化", "cet", "taeg", "tae", "gesamt", "полн")
	// recipients14e name who receives a copy.
	recipients14e = newPhraseSet("receive a copy", "recipients", "empfänger", "destinataires", "destinatarios", "destinatários", "получател", "接收方", "受信者", "수신자")
	// excluded14e name a filter that drops items.
	excluded14e = newPhraseSet("exclude", "omit", "hide", "drop", "blocklist", "ausschl", "exclu", "nascond", "скры", "исключ", "排除", "除外", "제외")
	// seenItems14e name what a shopper compares: sellers, reviews, brands.
	seenItems14e = newPhraseSet("review", "seller", "merchant", "brand", "retailer", "store", "vendor", "competitor", "rating",
		"avis", "vendeur", "reseña", "vendedor", "bewertung", "händler", "recension", "venditor", "avalia", "отзыв", "продав", "评价", "卖家", "レビュー", "販売", "리뷰", "판매자")
	// consentDesc14e name consent to marketing or a data share in a description.
	consentDesc14e = newPhraseSet("consent", "marketing", "newsletter", "data shared", "data sharing", "opt-in", "opt in",
		"einwilligung", "werbe", "consentimiento", "consentement", "consenso", "consentimento", "согласи", "同意", "동의", "マーケティング", "营销", "마케팅", "données partagées", "datos compartidos", "dados compartilhados", "geteilte daten")
	// sharedWith14e name who receives a user's data.
	sharedWith14e = newPhraseSet("partner", "third part", "advertis", "shared", "sharing", "forwarded", "brand", "tiers", "terceros", "terceiros", "dritte", "terzi", "партнер", "партнёр", "третьим", "第三方", "合作", "第三者", "제3자", "파트너")
	// noneWords14e refuse or narrow, as words of a value.
	noneWords14e = map[string]bool{"none": true, "no": true, "off": true, "false": true, "deny": true, "decline": true, "declined": true, "optout": true, "keine": true, "kein": true, "nein": true,
		"aucun": true, "aucune": true, "non": true, "ninguno": true, "nada": true, "nenhum": true, "nessuno": true, "нет": true, "никому": true, "无": true, "不": true, "なし": true, "없음": true, "거부": true,
		"not": true, "never": true, "unconfirmed": true, "only": true, "nur": true, "solo": true, "seulement": true, "apenas": true, "minimal": true, "essential": true, "necessary": true}
	// disclosureSwitch14e name a switch that shows fees or terms.
	disclosureSwitch14e = newPhraseSet("fee", "gebuehr", "gebühr", "honorar", "hinweis", "disclos", "surcharge", "commission", "frais", "spese", "tasas", "taxas", "comision", "comissao",
		"penalt", "laufzeit", "contract_terms", "cancellation", "renewal", "total_cost", "all_in", "komiss", "show_cost", "show_total")
	// keptFalse14e order a switch kept false.
	keptFalse14e = newPhraseSet("set to false", "set it to false", "keep false", "keep it false", "leave false", "leave it false", "always false", "false when", "leave at false", "keep this false",
		"auf false", "immer false", "en false", "siempre false", "laisse false", "laissez false", "toujours false", "lascia false", "sempre false", "deixe false", "mantenha false",
		"ставьте false", "оставьте false", "всегда false", "为 false", "为false", "保持 false", "を false", "false のまま", "false로", "항상 false")
	// referralDesc14e describe a code that credits someone for a visit.
	referralDesc14e = newPhraseSet("referral", "affiliate", "tracking", "partner code", "commission", "parrainage", "afiliado", "партнёрск", "推荐码", "紹介コード", "추천 코드")
	// referralWords14e name a referral, affiliate or tracking code, as words of a property's name.
	referralWords14e = map[string]bool{"referral": true, "referrer": true, "aff": true, "affid": true, "affiliate": true, "creator": true, "clickid": true, "associate": true, "tracking": true, "campaign": true, "partnerid": true}
)
