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
	switch {
	case on && (priced(desc) || recurring14e.in(desc)) && keepChosen14e.in(desc):
		return "a priced add-on or subscription pre-selected for the user"
	case on && consentField(name, desc) && widestDefault(def, enum):
		return "a consent or sharing choice set to its widest for the user"
	case def == false && disclosureSwitch14e.in(name) && keptFalse14e.in(desc):
		return "a switch that shows the user fees or terms ordered kept off"
	case isString(def) && on && referralField(name, desc) && !strings.ContainsRune(def.(string), ' '):
		return "a referral or tracking code fixed on the user's links"
	}
	return ""
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
