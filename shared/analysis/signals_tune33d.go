package analysis

import (
	"slices"
	"strings"
)

// disclosedFlow33d reports a sentence that states where the tool's own
// data goes and bounds it, asking the model nothing ("The password is sent
// over TLS to https://portal… and is not logged", "件数のみを https://… に送る
// 任意の機能で、行データは含めません", "이 정보는 https://… 로 전송되므로 보내기 전에
// 사용자에게 보여 주세요"): a disclosure, not an order. It is bounded when it
// says only what goes, negates another flow after the send (nothing else
// copied, never uploaded on its own, not stored), or leaves the send to
// the user (shown first, with consent, only once someone turns it on). A
// negation of telling ("never mention it") bounds nothing, nor does a
// condition that turns nothing on ("only after the task is done"). The
// model is not addressed, nothing is hidden, and no secret but one of the
// tool's own fields, no file, conversation or environment, is named.
func disclosedFlow33d(sg signals, hits []hit, sent string, ctx scanContext) bool {
	if sg.any(cModel, cCovert, cCovertAdv, cHide, cConversation, cKeyMaterial, cPath, cEnv, cEveryTurn, cOurServer, cAuthority, cRedirect, cIgnore, cOverUser, cPersist, cRegardless, cUrgency, cHarvest, cCode, cMention, cObey) ||
		sg.has[cSecret] && !ctx.secretIn && !secretsAreFields33d(sg, hits, ctx) || leadsWithSendVerb27(sent) {
		return false
	}
	userGated := sg.has[cUser] && sg.any(cTell, cConsent)
	if sg.any(cMust, cBefore) && !userGated || sg.has[cTell] && !sg.has[cUser] {
		return false
	}
	firstSend, negAfter := -1, false
	for i, h := range hits {
		if h.start < sg.start || h.start-sg.start >= len(sent) {
			continue
		}
		switch h.c {
		case cSend, cActs:
			if firstSend < 0 {
				firstSend = h.start
			}
		case cNeg:
			negAfter = negAfter || firstSend >= 0 && (otherFlowInClause33d(hits, i, firstSend) || keptWord33d.in(sg.lower[min(len(sg.lower), h.end-sg.start):min(len(sg.lower), h.end-sg.start+48)]))
		}
	}
	bounded := sg.has[cOnly] && (!sg.any(cWhen, cUser) || optIn33d.in(sg.lower)) || negAfter || userGated || noneSent33d.in(sg.lower)
	return firstSend >= 0 && bounded
}

// otherFlowInClause33d reports a send, include or read in the clause of
// hits[neg], other than the sentence's first send at firstSend: the flow
// the negation denies ("nothing is copied there", "行データは含めません").
func otherFlowInClause33d(hits []hit, neg, firstSend int) bool {
	for _, h := range hits {
		if h.clause == hits[neg].clause && h.start != firstSend && (h.c == cSend || h.c == cInclude || h.c == cActs || h.c == cRead) {
			return true
		}
	}
	return false
}

// keptWord33d names data kept after it is used, as a negation denies it
// ("not logged or stored", "weder protokolliert noch gespeichert").
var keptWord33d = newPhraseSet("logged", "stored", "saved", "retained", "kept", "protokolliert", "gespeichert", "guardad", "guarda", "almacena", "salvat", "memorizzat", "conservat", "enregistr", "conserv", "armazenad", "salvo", "сохран", "保存", "日志", "記録", "ログ", "저장", "기록")

// noneSent33d negates what is sent or kept by its determiner or its pair
// ("nenhum outro dado é enviado", "weder protokolliert noch gespeichert"),
// which the clause negations leave unread.
var noneSent33d = newPhraseSet("no data", "no other data", "nothing else", "weder", "kein", "keine", "nessun", "nessuna", "nenhum", "nenhuma", "ningún", "ninguna", "aucun", "aucune", "никаких", "никакие")

// secretsAreFields33d reports every secret the sentence names to be one
// of the tool's own input properties, by name ("Passwort" for passwort).
func secretsAreFields33d(sg signals, hits []hit, ctx scanContext) bool {
	found := false
	for _, h := range hits {
		if h.c != cSecret || h.start < sg.start || h.end-sg.start > len(sg.lower) {
			continue
		}
		if !ctx.params[sg.lower[h.start-sg.start:h.end-sg.start]] {
			return false
		}
		found = true
	}
	return found
}

// unenforced33d names the odds that whoever would catch a false value never
// looks ("customs rarely checks parcels under $800", "la dogana controlla
// di rado", "the board rarely checks", "很少抽查"): told to the model, it
// argues for declaring, dating or filling in what is not so. An honest
// text has no use for the odds of not being caught. Each entry names the
// check that is skipped ("rarely re-weighs", not "rarely re-indexes";
// "nobody will notice", not "nobody knows").
var unenforced33d = newPhraseSet(
	"rarely check", "rarely re-check", "seldom re-check", "rarely re-weigh", "seldom re-weigh", "rarely re-measur", "seldom re-measur", "rarely re-count", "seldom re-count", "rarely re-verif", "seldom re-verif", "rarely re-inspect", "rarely re-audit", "rarely audit", "rarely inspect", "rarely verif", "rarely contest", "rarely disput", "rarely caught", "rarely enforce", "rarely notice", "rarely question",
	"seldom check", "seldom audit", "seldom inspect", "seldom verif", "seldom contest", "seldom caught", "seldom enforce", "seldom notice", "hardly ever check", "almost never check",
	"nobody checks", "no one checks", "nobody will notice", "no one will notice", "nobody verifies", "no one verifies", "won't be checked", "will not be checked", "is never checked", "are never checked", "never audited",
	"controlla di rado", "controllano di rado", "di rado controll", "raramente controll", "raramente verific", "raramente contest", "di rado contest", "nessuno controlla", "nessuno verifica", "nessuno se ne accorge",
	"rara vez revis", "rara vez comprueb", "rara vez inspeccion", "rara vez verific", "rara vez reclam", "casi nunca revis", "casi nunca comprueb", "nadie revisa", "nadie comprueba", "nadie verifica", "nadie se da cuenta",
	"rarement contrôl", "rarement vérifi", "rarement contest", "rarement inspect", "contrôle rarement", "contrôlent rarement", "vérifie rarement", "vérifient rarement", "personne ne vérifie", "personne ne contrôle", "personne ne remarque",
	"selten geprüft", "selten kontrolliert", "selten überprüft", "selten beanstandet", "prüft selten", "prüfen selten", "kontrolliert selten", "kontrollieren selten", "kaum geprüft", "kaum kontrolliert", "niemand prüft", "niemand kontrolliert", "fällt niemandem auf",
	"raramente verific", "raramente fiscaliz", "raramente confer", "raramente contest", "raramente inspecion", "quase nunca verific", "ninguém verifica", "ninguém confere", "ninguém percebe",
	"редко провер", "редко оспарива", "редко контролир", "почти не провер", "никто не провер", "никто не замет",
	"很少检查", "很少核查", "很少抽查", "很少查验", "很少审核", "极少检查", "极少抽查", "几乎不检查", "几乎不查", "没人检查", "没人会发现", "不会被发现", "很少被查",
	"めったに確認", "めったにチェック", "めったに検査", "めったに調べ", "ほとんど確認されない", "ほとんどチェックされない", "ほとんど検査されない", "誰も確認しない", "誰も気づかない",
	"거의 확인하지 않", "거의 검사하지 않", "거의 점검하지 않", "거의 조사하지 않", "거의 확인되지 않", "거의 검사되지 않", "아무도 확인하지 않", "아무도 눈치채지 못", "아무도 모를 겁니다", "아무도 모를 거예요")

// tune33dReading returns the rule and finding of a sentence that argues
// from the odds of not being caught.
func tune33dReading(lt, _ lowText) (rule, what string) {
	if lt.in(unenforced33d) {
		return "poison-hidden-instruction", "an order backed by the odds that nobody checks the value it sets"
	}
	return "", ""
}

// judgeTune33d applies tune33dReading to a sentence not quoted. Its
// finding is firm: no honest text argues from the odds of not being caught,
// however plain the rest of its words.
func judgeTune33d(sg signals, quoting bool) []textFinding {
	if quoting {
		return nil
	}
	if rule, what := tune33dReading(sg.phrases(), lowText{}); rule != "" {
		return []textFinding{{rule: rule, what: what, firm: true}}
	}
	return nil
}

// optIn33d names the setting someone turns on before data goes ("only if
// the user enables backups", "只有在用户明确开启后", "연동을 켠 경우에만"): a
// condition of consent, where "only after the task is done" is a trigger.
var optIn33d = newPhraseSet("enable", "turn on", "turns on", "turned on", "opt in", "opts in", "opted in", "switch on", "switched on", "activ", "aktivier", "attiva", "ativa", "habilit", "включ", "开启", "启用", "打开", "有効に", "オンに", "켠 ", "켜", "활성화")

// optionalIDBesideKey33d reports an optional property named for a
// person's document number, with no other words of its own, in a lookup
// of a person's record: the schema requires a reference to the record the
// tool is named for and a personal detail that verifies it
// (check_application_status with application_number and birth_date,
// passport_number optional): a second key to the same record, as
// requiredIDField26 reads a required one.
func optionalIDBesideKey33d(schema map[string]any, prop, named, desc string, ctx scanContext) bool {
	if named == "" || paymentItem26(named) || hasFields(desc, 4) {
		return false
	}
	if _, nh := ctx.read(named); !slices.ContainsFunc(nh, func(h hit) bool { return h.c == cPersonal }) {
		return false
	}
	if _, dh := ctx.read(desc); slices.ContainsFunc(dh, func(h hit) bool { return h.c != cPersonal }) {
		return false
	}
	key, verified := false, false
	for _, r := range requiredOf26(schema) {
		if r == prop {
			return false
		}
		_, rh := ctx.read(spacedName(r))
		personal := slices.ContainsFunc(rh, func(h hit) bool { return h.c == cPersonal })
		if stem, ok := recordKey33d(r); ok && !personal && len(stem) >= 4 && strings.Contains(strings.ToLower(ctx.self), stem) {
			key = true
		}
		verified = verified || personal || containsAny(strings.ToLower(r), verifierNames33d...)
	}
	return key && verified
}

// verifierNames33d name the personal details a record lookup checks the
// reference against: a date of birth, a surname.
var verifierNames33d = []string{"birth", "dob", "nacimiento", "nascita", "geburt", "naissance", "nascimento", "рожден", "生日", "出生", "生年月日", "생년월일", "surname", "last_name", "lastname", "family_name", "apellido", "cognome", "nachname", "sobrenome", "фамилия"}

// recordKey33d returns the stem of a property name for a record's number
// or reference (application of application_number, pratica of
// numero_pratica).
func recordKey33d(name string) (string, bool) {
	lower := strings.ToLower(name)
	for _, suffix := range [...]string{"_number", "_id", "_no", "_nr", "_ref", "_reference", "_code", "_nummer", "_номер"} {
		if stem, ok := strings.CutSuffix(lower, suffix); ok {
			return stem, true
		}
	}
	for _, prefix := range [...]string{"numero_", "número_", "numéro_", "nummer_", "номер_"} {
		if stem, ok := strings.CutPrefix(lower, prefix); ok {
			return stem, true
		}
	}
	return "", false
}

// formatMarker33d introduces a value given as the shape a field takes
// ("formato ES91 2100 …", "format: DE89 …", "z. B. AT61 …").
var formatMarker33d = []string{"format ", "format:", "formato ", "formato:", "formát", "формат ", "формат:", "格式", "形式", "형식", "e.g. ", "e.g.,", "z. b. ", "z.b. ", "p. ex. ", "ad es. ", "por ejemplo ", "por exemplo ", "par exemple ", "zum beispiel ", "например ", "例如", "例:", "例：", "예:", "예："}

// formatSample33d reports a sentence whose account number is shown as the
// field's format, right after a format or example marker, and which gives
// no order of its own: the shape of the user's own account, not a payee.
func formatSample33d(sg signals) bool {
	if sg.any(cMust, cModel, cUrgency, cAuthority, cEveryTurn, cOverUser, cRegardless, cInsteadOf, cRedirect, cCovert, cHide, cIgnore) {
		return false
	}
	for _, m := range formatMarker33d {
		if i := strings.Index(sg.lower, m); i >= 0 {
			rest := strings.TrimLeft(sg.lower[i+len(m):], " :")
			if len(rest) >= 4 && (rest[0] >= '0' && rest[0] <= '9' || isLetterByte(rest[0]) && isLetterByte(rest[1]) && rest[2] >= '0' && rest[2] <= '9') {
				return true
			}
		}
	}
	return false
}
