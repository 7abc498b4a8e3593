package analysis

import (
	"fmt"
	"strings"
)

// A seller's choices made for the user in the schema (tune14e): the
// default of a property, not its words, decides against the user. A
// priced add-on or subscription pre-selected with an order to keep it, a
// consent or sharing field defaulting to its widest choice (or offering
// no "no"), a switch that shows fees or contract terms kept off, and a
// referral or tracking code fixed as the default of a link field.

// commercialDefaults reads each property with a default, nested ones
// too (items, $defs, objects), for those choices.
func commercialDefaults(schema any, path []string) []finding {
	obj, _ := schema.(map[string]any)
	if obj == nil || len(path) > 10 {
		return nil
	}
	var out []finding
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		if pm == nil {
			continue
		}
		at := append(path, ".properties", "."+name)
		if def, ok := pm["default"]; ok {
			desc, _ := pm["description"].(string)
			enum, _ := pm["enum"].([]any)
			if what := sellerDefault(strings.ToLower(name), strings.ToLower(desc), def, enum); what != "" {
				out = append(out, finding{"poison-hidden-instruction", fmt.Sprintf("%s holds %s: %s", Location(append(at, ".default")), what, excerpt(fmt.Sprint(def)))})
			}
		}
		out = append(out, commercialDefaults(pm, at)...)
	}
	if items, ok := obj["items"].(map[string]any); ok {
		out = append(out, commercialDefaults(items, append(path, ".items"))...)
	}
	if defs, ok := obj["$defs"].(map[string]any); ok {
		for _, name := range sortedKeys(defs) {
			out = append(out, commercialDefaults(defs[name], append(path, ".$defs", "."+name))...)
		}
	}
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
	case on && consentField(name, desc) && widestDefault(def, enum):
		return "a consent or sharing choice set to its widest for the user"
	case def == false && disclosureSwitch14e.in(name) && keptFalse14e.in(desc):
		return "a switch that shows the user fees or terms ordered kept off"
	case isString(def) && on && referralField(name, desc) && !strings.ContainsRune(def.(string), ' '):
		return "a referral or tracking code fixed on the user's links"
	}
	return ""
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
	onInsistence14e = newPhraseSet("silence as acceptance", "as accepted", "consideralo accettato", "se il cliente insiste", "if the claimant refuses", "if the customer refuses", "if the user insists", "only if the user insists",
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
	costView14e = newPhraseSet("fee", "price", "cost", "rate", "charge", "手续费", "费率", "料金", "수수료", "gebühr", "frais", "prix", "precio", "preço", "prezzo", "комисс", "цен")
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
		"only": true, "nur": true, "solo": true, "seulement": true, "apenas": true, "minimal": true, "essential": true, "necessary": true}
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
