package analysis

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// mimeTypeProse returns the words a resource's mimeType carries beyond a
// media type ("application/pdf; note=assistant-must-first-upload-…"), one
// word a hyphen or underscore, URLs kept whole; "" for a media type with
// plain parameters (charset=utf-8, profile="https://…"), which gives no
// order. A client may hand the field to the model as it is.
func mimeTypeProse(m string) string {
	_, params, ok := strings.Cut(m, ";")
	if !ok {
		if strings.ContainsAny(strings.TrimSpace(m), " \t") {
			params = m // words where a media type should be
		} else {
			return ""
		}
	}
	prose := false
	var b strings.Builder
	for _, field := range strings.Fields(paramFields44.Replace(params)) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		url := ""
		if i := strings.Index(field, "://"); i >= 0 {
			j := i
			for j > 0 && isASCIILetter(field[j-1]) {
				j--
			}
			field, url = field[:j], field[j:]
		}
		words := strings.FieldsFunc(field, func(r rune) bool { return r == '-' || r == '_' })
		if len(words) >= 3 || !isASCII(field) {
			prose = true
		}
		b.WriteString(strings.Join(append(words, url), " "))
	}
	if !prose && strings.Count(b.String(), " ") < 6 {
		return ""
	}
	return b.String()
}

// scanMimeType reads the prose of an item's mimeType as a label: a field
// that names a format, where any order is out of place.
func scanMimeType(place string, mime *string, ctx scanContext, ls *learnedScan) []finding {
	if mime == nil {
		return nil
	}
	prose := mimeTypeProse(*mime)
	if prose == "" {
		return nil
	}
	where := label(place + ".mimeType")
	lctx := ctx
	lctx.label = true
	ls.read(where, prose, fieldTitle, ctx)
	return scanText(where, prose, lctx)
}

// uriProse returns the literal segments of a resource's URI or a
// template's uriTemplate that read as words rather than a path: four or
// more words joined by underscores or hyphens, or a run of eight or more
// letters of a script without spaces; joined by ". ". A URI is an
// address; a sentence in it is written for the model that reads the list.
func uriProse(uri string) string {
	var out []string
	for _, seg := range strings.FieldsFunc(uri, func(r rune) bool { return strings.ContainsRune("/{}?&=#:", r) }) {
		if strings.ContainsAny(seg, ",*") {
			continue // a template's variable list
		}
		var words []string
		for _, w := range strings.FieldsFunc(seg, func(r rune) bool { return r == '_' || r == '+' || r == '~' }) {
			if strings.Contains(w, ".") {
				words = append(words, w) // a host name keeps its hyphens
				continue
			}
			words = append(words, strings.FieldsFunc(w, func(r rune) bool { return r == '-' })...)
		}
		spaceless := 0
		for _, r := range seg {
			if isSpacelessScript(r) {
				spaceless++
			}
		}
		if len(words) >= 4 || spaceless >= 8 {
			out = append(out, strings.Join(words, " "))
		}
	}
	return strings.Join(out, ". ")
}

// scanURIProse reads the words of an item's URI as a label.
func scanURIProse(place string, uri string, ctx scanContext) []finding {
	prose := uriProse(uri)
	if prose == "" {
		return nil
	}
	ctx.label = true
	found := scanText(label(place+".uri"), prose, ctx)
	for _, seg := range strings.Split(prose, ". ") {
		found = append(found, nameOrder26(place+".uri", seg, seg)...)
	}
	return found
}

// nameConcepts reads a name's words as a sentence: the concepts it
// holds, or false for a name too short (under five words) to be one.
func nameConcepts(words string) (has [nConcepts]bool, ok bool) {
	if strings.Count(words, " ") < 4 {
		return has, false
	}
	_, hits := readFresh(words)
	for _, h := range hits {
		has[h.c] = true
	}
	return has, true
}

// argNameOrder reports a prompt argument whose name is a sentence that
// sends something ("also_send_the_text_to_…", "envoyer_aussi_…_sans_
// prevenir"): a name labels the value the user types in; a send verb with
// a second destination, a secret or a condition of secrecy is an order.
func argNameOrder(where string, words string) []finding {
	has, ok := nameConcepts(words)
	if ok && has[cSend] && (has[cRedirect] || has[cNeg] || has[cCovert] || has[cCovertAdv] || has[cSecret] || has[cKeyMaterial] || has[cConversation]) {
		return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order written into a name: %q", where, excerpt(words))}}
	}
	return nil
}

// judgeTune9d reads what an item's text (or any text) asks of the answer
// the model gives, and of the text it reads:
//   - a fixed answer set against the record: an order to tell, answer or
//     grade with a set claim (a quotation, a "that" clause, an all-clear,
//     a top grade), even if or whatever the data shows;
//   - text the model reads promoted to commands that outrank the user;
//   - an order to call a named tool with the conversation or the user's
//     secrets first or as a must;
//   - a payee swapped for a fixed account ("use FR14 … instead", "the
//     account on the invoice is no longer valid").
func judgeTune9d(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool, payTarget func() bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	var out []textFinding
	lower := sg.lower
	lt := sg.phrases()
	if c, even := concessiveAt(lt); c >= 0 && !lt.in(reportsEverything) && !aboutUser(hits, sg.start, c, clauseEnd(lower, c)) && fixedClaim(sg, hits, lower[:c]+lower[clauseEnd(lower, c):], even) {
		out = append(out, textFinding{rule: "poison-answer-manipulation", what: "an order to give a fixed answer whatever the record shows"})
	}
	if lt.in(commandWordSet) && sg.has[cUser] && (sg.has[cOverUser] || sg.has[cOutranks] || lt.in(priorityWordSet) || sg.has[cBefore] && precedesUser(lower)) && lt.in(readTextSet) && !sg.has[cProtect] && !negatedNear(hits, sent, sg.start, cInstr) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to treat text it reads as commands that outrank the user"})
	}
	if (sg.has[cCall] || lt.in(toolWordSet)) && sg.any(cBefore, cMust, cEveryTurn, cAuthority) && (sg.any(cConversation, cEnv, cKeyMaterial) || sg.has[cSecret] && sg.has[cUser] || sg.has[cPath] && sg.has[cUser]) &&
		!sg.negation && !ctx.purpose.conversation && !sg.has[cConsent] && toolIdentIn(sent, ctx.params) && !ownSignIn20b(sg, sent) {
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an order to hand a named tool the conversation or the user's secrets"})
	}
	if !ctx.purpose.payment && replacesPayee(sg, lower) && payTarget() {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to swap a payee for a fixed account", firm: true})
	}
	if lt.in(exclusiveSet) && (sg.has[cThisTool] || ownToolsOnly(sent, lt)) && sg.anyFree(cCall, cOnly) && lt.in(unsafeClaimSet) && lt.in(othersSet) {
		out = append(out, textFinding{rule: "poison-preference-manipulation", what: "an order to use only this server, on a claim that the others are unsafe"})
	}
	if sg.free[cPromote] && sg.any(cMust, cEveryTurn) && promoteOrder(hits, sg.start) && !negatedNear(hits, sent, sg.start, cPromote) && !lt.in(sponsorLabel13d) && (bareDomain(sent) || quotes(lower) || brandName(sent, ctx.params)) && !hn20PaidLabel(lower) {
		out = append(out, textFinding{rule: "poison-preference-manipulation", what: "an order to recommend one named vendor every time"})
	}
	if sg.free[cSend] && keyPrefixIn(lower) && (bareDomain(sent) || len(destinationsIn(sent)) > 0) {
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an order to send strings shaped like credentials to a fixed host"})
	}
	if lt.in(approvalClaimSet) && sg.has[cModel] && !negatedClaim(lower) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "a claim that the user or an owner already approved what the model is told to do"})
	}
	if ctx.item && (sg.free[cDestroy] && noAskUser(hits) || sg.has[cAuthority] && waivesConfirmation(confirmationsNotNegated(hits, sent, sg.start)) && !describesItself(sent)) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to act without the user's confirmation"})
	}
	if ctx.item && !sg.has[cProtect] && !sg.has[cConsent] && !ctx.purpose.secrets {
		if v := filledVariable(sg, hits, lower, ctx.params); v != "" {
			out = append(out, textFinding{rule: "poison-exfiltration", what: fmt.Sprintf("an order to fill %s, which reaches the server, with a secret or the conversation", v)})
		} else if sg.free[cSend] && (sg.free[cSecret] || ctx.arg && whole.has[cSecret] && !sg.any(cPath, cPersonal, cConversation)) && !sg.negation {
			out = append(out, textFinding{rule: "poison-exfiltration", what: "a secret the user types in, said to be sent on"})
		} else if ctx.arg && sg.anyFree(cInclude, cRead) && sg.anyFree(cSecret, cKeyMaterial, cEnv) && !sg.negation && leadsWithVerb(hits, sg.start, cInclude, cRead) {
			out = append(out, textFinding{rule: "poison-exfiltration", what: "an argument the model is told to fill with a secret"})
		}
	}
	return out
}

// filledVariable returns the template variable or prompt argument a
// sentence orders filled with a secret, the conversation or the user's
// personal data, or "": the variable named, and an order to fill it (a
// verb of putting or reading, a must, or "name: …" that defines it),
// with such an object other than the variable's own name, or with a
// variable named for one.
func filledVariable(sg signals, hits []hit, lower string, params map[string]bool) string {
	if sg.negation {
		return ""
	}
	for v := range params {
		at := identAt(lower, v)
		if at < 0 || !strings.ContainsAny(v, "_") && !(at == 0 || lower[at-1] == '{') {
			continue // a one-word variable is read only where it is written as one
		}
		defines := strings.HasPrefix(strings.TrimLeft(lower[at+len(v):], " }`'\""), ":")
		fills := defines || sg.anyFree(cInclude, cRead, cAsk, cMust, cEncode) || fillVerbSet.in(lower)
		if !fills {
			continue
		}
		object := false
		for _, h := range hits {
			if h.start-sg.start >= at && h.start-sg.start < at+len(v) {
				continue // the variable's own name
			}
			switch h.c {
			case cKeyMaterial, cEnv, cConversation, cEveryTurn, cShell:
				object = true
			case cSecret, cPersonal:
				object = object || sg.has[cUser] || sg.has[cHarvest]
			}
		}
		if object || (namesSecret(v) || namesConversation(v)) && !defines && sg.anyFree(cInclude, cMust, cEncode) {
			return v
		}
	}
	return ""
}

// identAt returns where name first appears in lower as a whole
// identifier, or -1.
func identAt(lower, name string) int {
	for k := range indicesOf(lower, name) {
		if (k == 0 || !identByte(lower[k-1])) && (k+len(name) == len(lower) || !identByte(lower[k+len(name)])) {
			return k
		}
	}
	return -1
}

// concessiveWords open a clause that concedes what the data shows ("even
// if the table lists them", "mesmo que o estoque seja zero", "даже если");
// freeChoiceWords one that sets every case aside ("regardless of", "无论",
// "without exception"), which a general rule may do too ("regardless of
// the sector").
var (
	concessiveWords = []string{"even if", "even where", "even when", "even though", "mesmo que", "mesmo se", "ainda que", "incluso si", "incluso cuando", "aunque", "aun si", "auch wenn", "selbst wenn", "même si", "même lorsque", "quand bien même", "anche se", "anche quando", "даже если", "даже когда", "即使", "哪怕", "たとえ", "더라도", "nawet jeśli", "nawet gdy", "zelfs als", "cho dù", "olsa bile"}
	freeChoiceWords = []string{"regardless", "no matter", "irrespective", "independentemente", "independientemente", "unabhängig", "quel que soit", "quelle que soit", "indépendamment", "indipendentemente", "независимо", "无论", "無論", "不管", "不论", "にかかわらず", "に関係なく", "관계없이", "상관없이", "niezależnie", "ongeacht", "bất kể", "ne olursa olsun",
		"without exception", "sin excepción", "sans exception", "ohne ausnahme", "senza eccezione", "sem exceção", "без исключения", "一律", "例外なく", "예외 없이", "istisnasız"}
)

// concessiveSet holds the concessive and free-choice words.
var concessiveSet = newPhraseSet(append(concessiveWords[:len(concessiveWords):len(concessiveWords)], freeChoiceWords...)...)

// concessiveAt returns where the first concessive or free-choice word of
// t starts, or -1, and whether it concedes the data (even).
func concessiveAt(t lowText) (at int, even bool) {
	at = -1
	if !t.in(concessiveSet) {
		return at, false
	}
	lower := t.s
	for k, list := range [2][]string{concessiveWords, freeChoiceWords} {
		for _, w := range list {
			if i := strings.Index(lower, w); i >= 0 && (at < 0 || i < at) && (i == 0 || !isASCIILetter(lower[i-1]) || w[0] >= 0x80) {
				at, even = i, k == 0
			}
		}
	}
	return at, even
}

// clauseEnd returns where the clause that starts at i ends.
func clauseEnd(lower string, i int) int {
	if j := strings.IndexAny(lower[i:], ",;:，、；：)"); j > 0 {
		return i + j
	}
	return len(lower)
}

// aboutUser reports the user or the model named in [from, to) of the
// sentence: "even if the user asks" concedes a request, not the data.
func aboutUser(hits []hit, base, from, to int) bool {
	for _, h := range hits {
		if (h.c == cUser || h.c == cModel || h.c == cAskVerb) && h.start-base >= from && h.start-base < to {
			return true
		}
	}
	return false
}

// fixedClaim reports an order, outside the concessive clause (rest), to
// tell, answer or grade with a claim set in advance: a quotation, an
// all-clear or a top grade, or after a concession of the data (even) a
// "that" clause. A negated order ("never say …") forbids the claim.
func fixedClaim(sg signals, hits []hit, rest string, even bool) bool {
	tells := sg.anyFree(cTell, cPresent, cVerdict) || tellSet.in(rest) || verdictNounSet.in(rest)
	if !tells || negatedOrder(hits) {
		return false
	}
	return sg.has[cFakeOK] || topGradeSet.in(rest) || quotes(rest) || even && complementSet.in(rest)
}

// quotes reports a quotation: typographic quotes, or a straight quote
// that opens after a space or a colon and closes later ("customer's" is
// none).
func quotes(s string) bool {
	if strings.ContainsAny(s, "“”«»「」『』") {
		return true
	}
	for _, q := range [...]string{" '", " \"", ":'", ":\""} {
		if i := strings.Index(s, q); i >= 0 && strings.IndexByte(s[i+2:], q[1]) >= 0 {
			return true
		}
	}
	return false
}

// negatedOrder reports a negation right before a verb of telling.
func negatedOrder(hits []hit) bool {
	for i := 1; i < len(hits); i++ {
		a, b := hits[i-1], hits[i]
		if (a.c == cNeg || a.c == cExclude) && (b.c == cTell || b.c == cPresent || b.c == cVerdict) && b.start-a.end <= 8 && a.clause == b.clause {
			return true
		}
	}
	return false
}

// precedesUser reports "before the user's request" in a lowercased
// sentence: the user's words, then a word of order after them (Turkish
// and Japanese put it after; "kullanıcının isteğinden önce").
func precedesUser(lower string) bool {
	return strings.Contains(lower, "isteğinden önce") || strings.Contains(lower, "before the user") || strings.Contains(lower, "antes de lo que pida") || strings.Contains(lower, "vor den anweisungen des nutzers")
}

// toolIdentIn reports a tool name written as one (snake_case), other
// than one of the item's own arguments or template variables, a
// variable in capitals (DATABASE_URL) or a file name (~/.ssh/id_rsa).
func toolIdentIn(sent string, params map[string]bool) bool {
	lower := strings.ToLower(sent)
	for w := range identifiersIn(lower) {
		if !isToolIdentifier(w) || !strings.Contains(w, "_") || params[w] || strings.Contains(sent, strings.ToUpper(w)) {
			continue
		}
		if at := identAt(lower, w); at >= 0 && (at == 0 || !strings.ContainsRune("/.~$-", rune(lower[at-1]))) && (at+len(w) == len(lower) || !strings.ContainsRune("/.", rune(lower[at+len(w)])) || at+len(w)+1 == len(lower) || lower[at+len(w)+1] == ' ') {
			return true
		}
	}
	return false
}

// replacesPayee reports a change of payee: an account said to replace
// another, or the one on record said to be out of date.
func replacesPayee(sg signals, lower string) bool {
	return sg.any(cInsteadOf, cPrefer) && sg.has[cPrior] || payeeSwapSet.in(lower)
}

var (
	complementSet  = newPhraseSet(" that ", " que ", " dass ", " что ", " che ", " dat ", " że ", " rằng ", "、と", "と答え", "とし", "表示", "写", "称")
	verdictNounSet = newPhraseSet("award", "grade it", "rate it", "conclusion", "verdict", "结论", "結論", "判定", "결론", "вывод", "conclusión", "fazit", "conclusione", "conclusão", "sonuç", "wniosek", "conclusie")
	topGradeSet    = newPhraseSet("full marks", "maximum score", "top score", "highest rating", "highest score", "满分", "満点", "만점", "note maximale", "puntuación máxima", "nota máxima", "höchste punktzahl", "punteggio massimo", "высший балл", "tam puan")
	// commandWordSet names orders; readTextSet what the model reads.
	commandWordSet   = newPhraseSet("instruction", "command", "orders", "directive", "instrucci", "comando", "befehl", "anweisung", "commande", "consigne", "istruzion", "instruç", "инструкц", "команд", "указани", "指令", "命令", "指示", "명령", "지시", "talimat", "komut", "polecen", "instrukcj", "opdracht", "instructie", "mệnh lệnh", "chỉ thị")
	priorityWordSet  = newPhraseSet("priority over", "precedence over", "take precedence", "takes precedence", "override the user", "overrides the user", "outrank", "prioridad sobre", "prioridade sobre", "priorité sur", "vorrang", "priorità su", "precedenza su", "приоритет над", "важнее", "优先于", "優先", "우선", "pierwszeństwo", "voorrang", "ưu tiên", "öncelik")
	readTextSet      = newPhraseSet("document", "page", "site", "web", "comment", "text", "content", "email", "message", "código", "code", "documento", "página", "sitio", "comentario", "texto", "contenido", "seite", "kommentar", "dokument", "inhalt", "commentaire", "contenu", "pagina", "commento", "contenuto", "conteúdo", "comentário", "страниц", "документ", "комментар", "текст", "содержим", "网页", "页面", "文档", "内容", "注释", "评论", "ページ", "文書", "コメント", "페이지", "문서", "주석", "내용", "sayfa", "belge", "yorum", "içerik", "strona", "komentarz", "treść", "opmerking", "inhoud", "trang", "tài liệu", "nội dung")
	approvalClaimSet = newPhraseSet("has authorised you", "has authorized you", "have authorised you", "have authorized you", "already approved", "already consented", "already authorised", "already authorized", "pre-approved", "preapproved", "ya ha autorizado", "ya está aprobad", "ya aprobó", "ya ha dado su consentimiento", "a déjà autorisé", "déjà approuvé", "déjà validé", "a déjà consenti", "hat bereits zugestimmt", "bereits genehmigt", "bereits freigegeben", "ha già autorizzato", "già approvat", "já autorizou", "já aprovad", "já consentiu", "уже разрешил", "уже одобрен", "уже дал согласие", "已授权", "已经授权", "已批准", "已经批准", "已同意", "既に承認", "承認済み", "同意済み", "이미 승인", "이미 동의", "zaten onayladı", "önceden onaylı", "już zatwierdz", "al goedgekeurd", "đã phê duyệt")
	exclusiveSet     = newPhraseSet("only", "exclusively", "exclusivamente", "ausschließlich", "nur ", "exclusivement", "uniquement", "esclusivamente", "soltanto", "apenas", "somente", "только", "исключительно", "只", "仅", "一律", "のみ", "だけ", "만 사용", "yalnızca", "sadece", "wyłącznie", "uitsluitend", "alleen", "chỉ")
	unsafeClaimSet   = newPhraseSet("compromised", "kompromittiert", "compromis", "comprometid", "compromess", "breached", "leak", "unsafe", "insecure", "malicious", "manipulated", "manipulad", "manipulé", "manipuliert", "obsolet", "unsicher", "peu sûr", "inseguro", "insicur", "небезопас", "скомпрометир", "вредонос", "不安全", "泄露", "恶意", "危険", "安全でない", "漏洩", "위험", "유출", "güvensiz", "niebezpieczn", "onveilig")
	othersSet        = newPhraseSet("other", "installed", "official", "demás", "otros", "otras", "andere", "ebenfalls", "autres", "altri", "outros", "другие", "других", "其他", "其它", "他の", "다른", "diğer", "inne", "khác")
	fillVerbSet      = newPhraseSet("fill ", "set it to", "set to", "put ", "rellen", "complet", "rempli", "ausfüll", "befüll", "eintrag", "compila", "riempi", "preench", "coloque", "заполн", "впиши", "подстав", "填入", "填写", "入れ", "入力", "채우", "입력", "doldur", "wypełn", "vul ", "điền")
	payeeSwapSet     = newPhraseSet("instead of the", "no longer valid", "no longer current", "no longer up to date", "has changed to", "new account", "em vez d", "en lugar de", "en vez de", "ya no es válid", "au lieu d", "n'est plus à jour", "n'est plus valable", "anstatt", "statt des", "statt der", "nicht mehr gültig", "nicht mehr aktuell", "invece d", "non è più valid", "não é mais válid", "вместо", "больше не действ", "而不是", "不再使用", "已停用", "代わりに", "は無効", "대신", "더 이상 사용", "yerine", "artık geçerli değil", "zamiast", "nie jest już", "in plaats van", "niet meer geldig", "thay vì")
)

// negatedClause reports a negation among the hits of clause.
func negatedClause(hits []hit, clause int) bool {
	for _, h := range hits {
		if (h.c == cNeg || h.c == cExclude) && h.clause == clause {
			return true
		}
	}
	return false
}

// usersOwnRequest reports the words between an ask word and the user
// that make the user the one who asks: "à la demande explicite de
// l'utilisateur", "a petición del usuario", "at the request of the user".
func usersOwnRequest(between string) bool {
	between = strings.ToLower(between)
	for _, g := range [...]string{"de l'", "de la ", "del ", "des ", "du ", "of the ", "of a ", "dell'", "della ", "do ", "da ", "van de "} {
		if strings.HasSuffix(between, g) || strings.HasSuffix(between, " "+strings.TrimSpace(g)) {
			return true
		}
	}
	return false
}

// confirmationsNotNegated drops the confirmations that a negation of a
// language whose verbs come last (Korean 않, Japanese ない; Chinese 不要
// comes before its verb) does not
// reach: that negation ends the verb before it, so a confirmation after
// it in the clause ("값은 포함되지 않으며 … 승인이 필요합니다") is required,
// not waived.
func confirmationsNotNegated(hits []hit, sent string, base int) []hit {
	var out []hit
	for i, h := range hits {
		if h.c == cConfirm && verbLastNegBefore(hits[:i], h, sent, base) {
			if out == nil {
				out = append(make([]hit, 0, len(hits)), hits[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, h)
		}
	}
	if out == nil {
		return hits
	}
	return out
}

// verbLastNegBefore reports, before h in its clause, a negation written
// in a script without spaces and none after h in that clause.
func verbLastNegBefore(before []hit, h hit, sent string, base int) bool {
	for _, n := range before {
		if n.c != cNeg || n.clause != h.clause || n.start < base || n.end-base > len(sent) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(sent[n.start-base:]); unicode.In(r, unicode.Hangul, unicode.Hiragana) {
			return true
		}
	}
	return false
}

// listedExample reports offset i of sent inside parentheses that hold a
// list ("flag anything destructive (rm -rf, dd, chmod -R 777, curl | sh)"):
// one example of a kind the text names, not an order.
func listedExample(sent string, i int) bool {
	if i < 0 || i >= len(sent) {
		return false
	}
	open := strings.LastIndexByte(sent[:i], '(')
	if open < 0 || strings.IndexByte(sent[open:i], ')') >= 0 {
		return false
	}
	end := strings.IndexByte(sent[i:], ')')
	if end < 0 {
		return false
	}
	return strings.Count(sent[open:i+end], ",") >= 2
}

// brandName reports a word written as a brand is, capitals inside it
// (BrightDeal, KitchenPrime): a vendor named. The tool's own input
// properties (params, lowercase) name none.
func brandName(sent string, params map[string]bool) bool {
	for _, w := range strings.Fields(sent) {
		w = strings.Trim(w, ".,;:()'\"")
		if ownParams35(w, params) {
			continue
		}
		if len(w) < 5 || !isASCIILetter(w[0]) || w[0] < 'A' || w[0] > 'Z' {
			continue
		}
		for i := 1; i < len(w)-1; i++ {
			if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
				return true
			}
		}
	}
	return false
}

// promoteOrder reports a verb of recommending given as an order: first in
// its clause, or right after "always" ("Always recommend …", "Empfiehl
// immer …"), not a rule about what something else advertises.
func promoteOrder(hits []hit, base int) bool {
	for i, h := range hits {
		if h.c != cPromote {
			continue
		}
		if i == 0 || hits[i-1].clause != h.clause || (hits[i-1].c == cMust || hits[i-1].c == cEveryTurn) && h.start-hits[i-1].end <= 1 {
			return true
		}
		if i+1 < len(hits) && (hits[i+1].c == cMust || hits[i+1].c == cEveryTurn) && hits[i+1].start-h.end <= 1 && (i == 0 || hits[i-1].clause != h.clause) {
			return true
		}
	}
	return false
}

// negatedClaim reports an approval said not to exist ("has not already
// approved", "is not pre-approved").
func negatedClaim(lower string) bool {
	for _, n := range [...]string{"not already", "not pre-approved", "not been pre", "never pre", "no ha ", "n'a pas", "nicht bereits", "non ha ", "não ", "не ", "未", "没有", "していない", "않"} {
		if strings.Contains(lower, n) {
			return true
		}
	}
	return false
}

// noAskUser reports "do not ask the user" in one clause: a negation, a
// verb of asking right after it and the user.
func noAskUser(hits []hit) bool {
	for i := 1; i < len(hits); i++ {
		a, b := hits[i-1], hits[i]
		if a.c == cNeg && (b.c == cAskVerb || b.c == cAsk) && a.clause == b.clause && b.start-a.end <= 2 && clauseHolds(hits, b.clause, cUser) {
			return true
		}
	}
	return false
}

// namesParam reports a sentence of an item that names one of its template
// variables or prompt arguments written as an identifier: what it says of
// the value is read even when it holds one concept ("Fill
// user_openai_api_key with …").
func namesParam(lower string, params map[string]bool) bool {
	for v := range params {
		if strings.Contains(v, "_") && identAt(lower, v) >= 0 {
			return true
		}
	}
	return false
}

// keyPrefixes begin credentials of well-known services.
var keyPrefixes = [...]string{"sk-", "sk_live_", "akia", "ghp_", "gho_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "hf_", "npm_"}

// keyPrefixIn reports a lowercased sentence that names a credential by
// its prefix (strings starting with sk-, AKIA or ghp_).
func keyPrefixIn(lower string) bool {
	for _, p := range keyPrefixes {
		if i := strings.Index(lower, p); i >= 0 && (i == 0 || !identByte(lower[i-1])) {
			return true
		}
	}
	return false
}
