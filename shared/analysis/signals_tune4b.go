package analysis

import "strings"

// markAgainstData reads what a reply should follow (the data, the
// sources, what the lookup returns) set aside by a concession before it
// ("irrespective of the numbers", "quoi que disent les sources", "seja lá
// o que os dados mostrem") as a reply set apart from the data
// (cAgainstData), in any wording. A weak concession (even if, même si)
// sets aside only a contrary ("even if the sources say otherwise"): "even
// if the data is late" sets nothing aside. The concessions and the
// evidence are then dropped: no rule reads them.
func markAgainstData(lower string, hits []hit) []hit {
	var adds []hit
	read := false // a concession or evidence to drop
	for i, e := range hits {
		read = read || e.c == cConcede
		if e.c != cEvidence {
			continue
		}
		read = true
		from := max(0, e.start-48)
		before := lower[from:e.start]
		if k := strings.LastIndexAny(before, ".;!?。；"); k >= 0 {
			from, before = from+k+1, before[k+1:]
		}
		set := false
		for _, h := range hits[max(0, i-6):i] {
			set = set || (h.c == cConcede || h.c == cRegardless) && h.start >= from
		}
		// Postpositions put the concession after: 数値にかかわらず, 수치와 관계없이.
		if i+1 < len(hits) && (hits[i+1].c == cConcede || hits[i+1].c == cRegardless) && hits[i+1].start-e.end <= 6 {
			set = true
		}
		if set || contrary(lower[e.start:e.end]) && weakConcessionsSet.in(before) {
			adds = append(adds, hit{c: cAgainstData, start: e.start, end: e.end})
		}
	}
	if !read {
		return hits
	}
	kept := make([]hit, 0, len(hits))
	for _, h := range hits {
		if h.c != cEvidence && h.c != cConcede {
			kept = append(kept, h)
		}
	}
	return mergeHits(kept, adds)
}

// bareConcession reports a sentence whose only concession is a bare
// "regardless of" that sets aside no outcome ("regardless of the
// sector"): the data, a failure or an all-clear would follow it.
func bareConcession(hits []hit, sent string, sg signals) bool {
	if sg.any(cAgainstData, cFailure, cFakeOK) {
		return false
	}
	for _, h := range hits {
		if h.c == cRegardless && h.start >= sg.start && h.end-sg.start <= len(sent) {
			switch strings.ToLower(sent[h.start-sg.start : h.end-sg.start]) {
			case "regardless of", "irrespective of", "无论", "不管":
			default:
				return false
			}
		}
	}
	return true
}

// weakConcessions set aside only a contrary (even if, auch wenn, 即使).
var weakConcessions = []string{"even if", "even when", "even though", "即使", "哪怕", "aunque", "даже если", "auch wenn", "selbst wenn", "ても", "더라도", "même si", "mesmo que", "mesmo se", "anche se",
	"zelfs als", "nawet jeśli", "olsa bile", "meskipun", "ngay cả khi", "även om", "i když", "حتى لو", "भले ही", "навіть якщо"}

// contrary reports evidence read as its contrary: otherwise, le contraire.
func contrary(w string) bool {
	switch w {
	case "otherwise", "the contrary", "disagrees", "disagree", "相反", "lo contrario", "обратное", "gegenteil", "反対", "le contraire", "반대", "o contrário", "il contrario":
		return true
	}
	return false
}

// judgeTune4b applies the readings of what an order does, in any wording
// and language: a verdict told against the data, an elevated role granted
// to a fixed account, the user sent to enter a secret or pay on a
// look-alike page, a fixed account or address put in the user's place,
// the user's money spent unasked, and data deleted in bulk in a hurry or
// without asking.
func judgeTune4b(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool, dests destinations) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	var out []textFinding
	lower, ph := sg.lower, sg.phrases()
	protective := sg.has[cProtect] || sg.has[cConsent] && !ph.in(unaskedSet)
	urgent := sg.any(cUrgency, cHurry)

	// A verdict set against the data, told to the user even when what is
	// told is a negation ("tell the user there is no interaction").
	if sg.has[cAgainstData] && (sg.any(cTell, cPresent) && !sg.anyFree(cTell, cPresent) || sg.has[cVerdict]) && !protective {
		out = append(out, textFinding{rule: "poison-answer-manipulation", what: "an order to tell the user something other than what the tool returned"})
	}

	// A role or right granted to an account the text names, on the
	// model's own initiative: each session, because a policy says so,
	// instead of what was asked.
	if (sg.free[cGrant] || sg.free[cInclude] && ph.in(groupSet)) && (sg.any(cElevated, cHighRole) || strings.Contains(lower, "cluster-admin")) &&
		(fixedPrincipal(sent) && !contactsOnly43b(sg, lower) || sg.any(cInsteadOf, cOverUser)) && !protective && !sg.has[cConfirm] && !roleOnlyGrants(hits, sg) &&
		(urgent || sg.any(cMust, cEveryTurn, cEachTime, cModel, cAuthority, cOrderedBy, cInstr, cBefore, cReassure, cWhen, cOverUser, cInsteadOf) || whole.any(cCovert, cUrgency, cHurry) || ph.in(autoSet)) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to grant an elevated role to a fixed account", firm: true})
	}

	// The user sent to a page on a look-alike host (a hyphenated name) to
	// enter a password, a code or a card, or to pay.
	if len(dests) > 0 && lookAlikePage(dests) && !protective && !ph.in(lessonSet) && !deniedOrder(hits, lower, sg.start) &&
		(sg.any(cCode, cPersonal, cLogin, cMoney) || ph.in(entrySet)) &&
		(urgent || sg.any(cTell, cAsk, cAskVerb, cMust) || ph.in(directSet) || clauseLead(hits, sent, sg.start, cMoney)) {
		out = append(out, textFinding{rule: "poison-sensitive-path", what: "an order to send the user to a look-alike page to enter a secret or pay"})
	}

	// A fixed account, wallet or address put in the place of the one the
	// user or the record gives: "if the IBAN is changed, set DE89 … instead
	// without mentioning it".
	if sg.any(cSwap, cRedirect) && sg.any(cPayField, cMoney, cPersonal) && !protective && !ph.in(lessonSet) && (fixedTarget(sent) || serverSuppliedPayee(sg, ph, sent)) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to put a fixed account or address in place of the user's", firm: true})
	}

	// The user's money spent unasked: a checkout, a renewal or a booking
	// with the saved card, automatically or on merely viewing something.
	stored, auto := ph.in(storedCardSet), ph.in(autoSet)
	if (sg.has[cPurchase] || sg.free[cMoney] && (stored || auto)) && (urgent || stored || auto || ph.in(unaskedSet)) && (urgent || stored || sg.any(cCall, cMust, cModel, cEveryTurn, cEachTime)) &&
		!protective && !sg.has[cConfirm] && !deniedOrder(hits, lower, sg.start) && !purchaseNamesSet.in(strings.ToLower(ctx.self)) && !confirmedPurchase16c(sg, whole, auto, urgent) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to spend the user's money unasked"})
	}

	// Data deleted in bulk on the model's initiative: in a hurry, without
	// asking, or as a standing rule.
	if (sg.anyFree(cDestroy, cDelete, cWipe) || ph.in(wipeSet) && !sg.negation) && !protective && !(whole.any(cConsent, cConfirm) && !ph.in(unaskedSet)) && !sg.has[cActs] && !deletingNamesSet.in(strings.ToLower(ctx.self)) && bulkDeletion(hits, lower, sg.start) &&
		(urgent || sg.any(cAuthority, cOrderedBy) || ph.in(unaskedSet) || ph.in(autoSet)) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to delete data in bulk without the user asking"})
	}
	return out
}

// deletingNames mark a tool whose own purpose is to delete: its
// description says what it deletes.
var deletingNames = []string{"delete", "remove", "purge", "drop", "clean", "wipe", "prune", "destroy", "reset", "erase"}

// storedCardWords name the user's saved means of payment, ready to charge.
var storedCardWords = []string{"saved card", "stored card", "default card", "default payment method", "saved payment method", "registered card", "已保存的卡", "默认卡",
	"tarjeta guardada", "tarjeta registrada", "método de pago predeterminado", "сохранённой картой", "сохраненной картой", "сохранённую карту", "привязанной картой", "hinterlegten karte",
	"gespeicherten karte", "hinterlegte karte", "保存済みのカード", "登録済みのカード", "登録カード", "carte enregistrée", "carte par défaut", "저장된 카드",
	"등록된 카드", "기본 결제 수단", "cartão salvo", "cartão cadastrado", "carta salvata", "carta registrata", "opgeslagen kaart", "zapisaną kartą",
	"kayıtlı kart", "kayıtlı kartla", "kartu tersimpan", "thẻ đã lưu", "sparade kortet", "uloženou kartou", "البطاقة المحفوظة", "सहेजे गए कार्ड",
	"збереженою карткою"}

// purchaseNames mark a tool whose own purpose is to buy, pay or renew:
// its description says so.
var purchaseNames = []string{"checkout", "pay", "purchase", "buy", "place_order", "create_order", "order_create", "renew", "subscribe", "book", "billing", "invoice", "charge", "paga", "pagar", "bezahlen", "payer", "oplat", "zaplac"}

// fixedTarget reports an account, a wallet or an address written out in
// a sentence: seven digits or more in one run (spaces, dashes and
// slashes allowed: DE89 3704 0044 …, 2001234567/2010), a payment handle,
// an e-mail address, or a street number beside a street word.
func fixedTarget(sent string) bool {
	if hasPaymentTarget(sent) || upiTarget(sent) || hasEmail(sent) {
		return true
	}
	digits := 0
	for i := 0; i < len(sent); i++ {
		switch c := sent[i]; {
		case c >= '0' && c <= '9':
			digits++
			if digits >= 7 {
				return true
			}
		case c == ' ' || c == '-' || c == '/':
		default:
			digits = 0
		}
	}
	return hasDigit(sent) && streetSet.in(strings.ToLower(sent))
}

var streetWords = []string{" rd", " road", " street", " st.", " ave", " avenue", "rua ", "calle ", "straße", "str.", "rue ", "via ", "cad.", "sok.", "ул.", "улица", "路", "号", "丁目", "번지", "jl.", "jalan", "đường", "laan", "weg ", "ulica", "gatan", "vägen"}

// groupWords name what a member is added to for a role (a group, a role,
// Domain Admins).
var groupWords = []string{"group", "grupo", "groupe", "gruppo", "gruppe", "группу", "组", "グループ", "그룹", "grupy", "groep", "grup", "domain admins", "administratorzy", "role ", "rol ", "rôle", "ruolo", "rolle", "роль", "角色", "ロール", "역할", "peran", "papel", "profil"}

// deniedOrder reports a negation in the sentence other than a state
// word the lexicon counts as one (blocked, bloqué, gesperrt): "never
// enter your password on" warns, "your account is blocked" is a pretext.
func deniedOrder(hits []hit, lower string, base int) bool {
	for _, h := range hits {
		if h.c != cNeg || h.start < base || h.end-base > len(lower) {
			continue
		}
		switch w := lower[h.start-base : h.end-base]; {
		case strings.HasPrefix(w, "bloc"), strings.HasPrefix(w, "block"), strings.HasPrefix(w, "bloq"), strings.HasPrefix(w, "gesperrt"), strings.HasPrefix(w, "блок"), w == "禁止":
		default:
			return true
		}
	}
	return false
}

// fixedPrincipal reports an account the text names: a word of letters and
// digits joined by '-', '.', ':' or '@' (ext-ops, svc-maint,
// consulente.esterno, default:default, @contractor-hub.io), not a URL or a
// role's own name.
func fixedPrincipal(sent string) bool {
	for _, w := range strings.FieldsFunc(sent, func(r rune) bool {
		return !(r < 0x80 && (isLetterByte(byte(r)) || r >= '0' && r <= '9' || strings.ContainsRune("-.:@_", r)))
	}) {
		w = strings.Trim(w, ".:-_")
		lw := strings.ToLower(w)
		if len(w) < 5 || strings.Contains(lw, "http") || strings.Contains(w, "_") || strings.Count(w, ".") > 0 && strings.Count(w, "@") == 0 && knownSuffix(lw) {
			continue
		}
		switch lw {
		case "cluster-admin", "hr-admin", "it-admin", "org-admin", "site-admin", "tenant-admin", "super-admin", "read-only", "built-in", "e-mail":
			continue
		}
		if strings.ContainsAny(w, "-.:@") && strings.IndexFunc(w, func(r rune) bool { return isLetterByte(byte(r)) }) >= 0 {
			return true
		}
	}
	return false
}

// knownSuffix reports a dotted word that names a file or a host of the
// tool's own kind (config.yaml, api.example.com) rather than an account.
func knownSuffix(w string) bool {
	return hasAnySuffix(w, ".json", ".yaml", ".yml", ".txt", ".md", ".go", ".py", ".js", ".ts", ".example", ".example.com")
}

// lookAlikePage reports a URL whose name joins three words with hyphens
// (parcel-fee-dhl.info), or two with a lure among them (bank-verify.net,
// sso-mfa-check.example-it.support): a page made to look like a bank's or
// a carrier's. A company's own hyphenated name (my-company.com) lures no
// one.
func lookAlikePage(ds destinations) bool {
	if deceptiveHost(ds) {
		return true
	}
	for _, d := range ds {
		host := strings.ToLower(d.text)
		if !strings.HasPrefix(host, "http") {
			continue // an address
		}
		host = strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://")
		if i := strings.IndexAny(host, "/?#:"); i >= 0 {
			host = host[:i]
		}
		labels := strings.Split(strings.TrimRight(host, "."), ".")
		if len(labels) < 2 {
			continue
		}
		reg := labels[len(labels)-2]
		if len(labels) >= 3 && len(reg) <= 3 { // e-devlet-dogrulama.com.tr
			reg = labels[len(labels)-3]
		}
		if strings.Count(reg, "-") >= 2 || strings.Contains(reg, "-") && lureSet.in(reg) {
			return true
		}
		for _, sub := range labels[:len(labels)-2] {
			if strings.Contains(sub, "-") && lureSet.in(sub) {
				return true // sso-mfa-check.company-it.support
			}
		}
	}
	return false
}

// directWords send the user somewhere: instruct users, direct them to.
var directWords = []string{"instruct users", "instruct the user", "direct users", "direct the user", "direct them to", "point users", "point the user", "vraagt", "vraag hun", "pide a los usuarios", "demande aux utilisateurs", "bittet die nutzer", "chiedi agli utenti", "peça aos usuários"}

// lureWords name what a look-alike page pretends to be for: a check, a
// login, a fee, a bank.
var lureWords = []string{"verif", "secur", "sicher", "login", "signin", "check", "update", "confirm", "fee", "pay", "zahl", "pago", "oplat", "auth", "kyc", "otp", "recover", "unlock", "bank", "banco", "banque",
	"wallet", "account", "acc0unt", "konto", "cuenta", "compte", "conta", "weryfik", "dogrula", "xacthuc", "nganhang", "jiedong", "zhifu", "yanzheng", "proverk", "zoll", "customs", "giacenza", "remboursement"}

// lessonWords set a page apart as an example (exampleWords) or a lesson:
// a phishing quiz that names fake login pages names them as examples.
var lessonWords = append(exampleWords[:], "e.g.", "such as", "phishing", "for instance", "예를 들어")

// entryWords name what a phishing page has the user type or pay.
var entryWords = []string{"password", "passwort", "contraseña", "mot de passe", "пароль", "密码", "パスワード", "비밀번호", "senha", "wachtwoord", "hasło", "şifre", "mật khẩu", "كلمة المرور",
	"credentials", "identifiants", "zugangsdaten", "credenciales", "credenziali", "учетные данные", "otp", "pin", "mfa", "card", "carte", "tarjeta", "karte", "карт", "银行卡", "カード", "카드", "cartão", "carta di credito",
	"verify", "re-verify", "verifica", "vérifi", "verifiz", "login", "log in", "sign in", "fee", "gebühr", "frais", "tasa", "пошлин", "оплат", "费用", "手数料", "수수료", "taxa", "tassa", "begleichen", "pay ", "pay at", "kyc"}

// bulkDeletion reports a deletion of everything of a kind ("delete all
// VMs", "radera alla servrar", "удали все ВМ") or of a whole store (DROP
// DATABASE, rm -rf, the home directory): a quantifier within a few words
// after the verb, or a command that wipes a store.
func bulkDeletion(hits []hit, lower string, base int) bool {
	if wipeSet.in(lower) {
		return true
	}
	for _, h := range hits {
		if h.c != cDestroy && h.c != cDelete && h.c != cWipe || h.start < base || h.end-base > len(lower) {
			continue
		}
		if strings.HasSuffix(lower[h.start-base:h.end-base], "ed") {
			continue // cancelled, deleted: a state
		}
		// The object and its quantifier come before the verb in some
		// languages (すべてのバックアップを削除, 모든 컨테이너를 삭제).
		near := lower[max(0, h.start-base-48):min(len(lower), h.end-base+40)]
		if quantifierWords.in(" " + near + " ") {
			return true
		}
	}
	return false
}

var quantifierWords = newPhraseSet(" all ", " every ", " each ", " entire ", " whole ", "todos", "todas", "tous", "toutes", " alle ", " alla ", "tutti", "tutte", " все ", " всех ", "所有", "全部", "すべて", "全て", "모든", "모두", "semua", " tüm ", "wszystk", "tất cả", "جميع", "सभी")

var wipeWords = []string{"drop table", "drop database", "drop schema", "drop для", "truncate table", "system prune", "rm -rf", "delete namespace", "force-push", "push --force", "katalog domowy", "home directory", "dossier personnel", "directorio personal", "recursiv", "recursief", "récursiv", "rekursiv", "ricorsiv", "рекурсивн", "递归", "再帰", "재귀"}

// unaskedWords have the model skip asking the user (no need to ask, nie
// pytaj, no esperes confirmación), in either order with the action.
var unaskedWords = []string{"no need to ask", "without asking", "don't ask", "do not ask", "no confirmation", "without confirmation", "no esperes confirmación", "sin confirmación", "sin preguntar", "nie pytaj", "bez pytania", "non chiedere", "senza chiedere", "ne demande pas", "sans demander",
	"nicht nachfragen", "ohne nachfrage", "ohne rückfrage", "не спрашивай", "без подтверждения", "无需确认", "不要询问", "確認せず", "確認不要", "묻지 말", "확인 없이", "não peça confirmação", "sem perguntar", "sem confirmação", "vraag niet", "zonder te vragen", "sormadan", "tanpa bertanya", "không cần hỏi", "utan att fråga", "بدون سؤال", "बिना पूछे",
	"already approved", "já está aprovado", "ya está aprobado", "déjà approuvé", "già approvato", "bereits genehmigt", "уже одобрено", "已批准", "承認済み", "승인되었"}

// The lists above, as sets (phraseSet) for one-pass matching.
var (
	storedCardSet = newPhraseSet(storedCardWords...)
	wipeSet       = newPhraseSet(wipeWords...)
	unaskedSet    = newPhraseSet(unaskedWords...)
	streetSet     = newPhraseSet(streetWords...)
	groupSet      = newPhraseSet(groupWords...)
	lessonSet     = newPhraseSet(lessonWords...)
	entrySet      = newPhraseSet(entryWords...)
	directSet     = newPhraseSet(directWords...)
)

var weakConcessionsSet = newPhraseSet(weakConcessions...)

var purchaseNamesSet = newPhraseSet(purchaseNames...)

var deletingNamesSet = newPhraseSet(deletingNames...)

var lureSet = newPhraseSet(lureWords...)
