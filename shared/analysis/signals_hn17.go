package analysis

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Honest listings misread as orders (hn17): a mode named "report only", a
// field that asks whether the user confirmed, a call left to the user's
// decision.

// bareOnlyMode reports that every covert phrase is a "<verb> only" with no
// object after it ("Report only.", "Report only; recommended first.",
// "for the analyst's report only"), or the sentence is only a mode label
// in any language (modeLabel17b): the tool's mode, reporting without
// changing anything. The attack names what alone to say ("report only the
// first", "report only 'inbox tidied'").
func bareOnlyMode(hits []hit, sent string, base int) bool {
	if modeLabel17b(strings.ToLower(sent)) {
		return true
	}
	found := false
	for _, h := range hits {
		if h.c != cCovert {
			continue
		}
		if h.start < base || h.end-base > len(sent) || !strings.HasSuffix(strings.ToLower(sent[h.start-base:h.end-base]), " only") {
			return false
		}
		rest := strings.TrimLeft(sent[h.end-base:], " ")
		if rest != "" && !strings.ContainsRune(".;:,)", rune(rest[0])) {
			return false
		}
		found = true
	}
	return found
}

// consentNameOnly17 reports a property name of three words or fewer that only
// states the user's consent ("confirmed_by_user", "user_confirmed"): a
// field the model fills once the user has confirmed, naming a thing. A
// name that also waives the asking ("send_now_without_preview_user_
// preapproved") or a value handed to the model is read as before.
func consentNameOnly17(lower string, ctx scanContext) bool {
	return ctx.label && !ctx.value && strings.Count(lower, " ") <= 2 && !priorApproval.in(lower)
}

// userDecides17 leaves a call to the user's decision: "use revoke_iam_role
// after the user decides".
var userDecides17 = newPhraseSet("after the user decides", "once the user decides", "after the user has decided", "once the user has decided", "after the user chooses", "once the user chooses",
	"después de que el usuario decida", "cuando el usuario decida", "una vez que el usuario decida", "après que l'utilisateur a décidé", "une fois que l'utilisateur a décidé", "lorsque l'utilisateur décide",
	"nachdem der nutzer entschieden hat", "sobald der nutzer entschieden hat", "nachdem der benutzer entschieden hat", "dopo che l'utente ha deciso", "quando l'utente decide", "una volta che l'utente ha deciso",
	"depois que o usuário decidir", "quando o usuário decidir", "após o usuário decidir", "после того как пользователь решит", "когда пользователь решит", "после решения пользователя",
	"用户决定后", "由用户决定后", "用户确定后", "ユーザーが決めた後", "ユーザーが決定した後", "사용자가 결정한 후", "사용자가 결정하면")

// scanListing17 reports a sentence of a tool that screens code or messages
// whose head, before a colon, says what it looks for ("Finds code that
// disables certificate verification: `verify=False` …", "Esamina un diff e
// segnala regressioni: …", "检查配置中的安全问题: …"): what follows the colon is
// the list of patterns it finds, not an order. A head that addresses the
// model or presses it is read as before.
func scanListing17(hits []hit, sent string, base int, ctx scanContext) bool {
	colon := strings.IndexByte(sent, ':')
	if colon < 0 || strings.HasPrefix(sent[colon:], "://") {
		return false
	}
	// The head opens with the looking ("Finds …", "Static scan for …",
	// "リポジトリの設定ファイルを検査して …"), where a verb comes first or last.
	reach := 24
	if r, _ := utf8.DecodeRuneInString(sent); isSpacelessScript(r) {
		reach = 64
	}
	if at := scanHead17.index(strings.ToLower(sent[:colon])); at < 0 || at > reach || !screeningTool17(ctx.self) {
		return false
	}
	for _, h := range hits {
		if at := h.start - base; at < colon && (h.c == cModel || h.c == cMust || h.c == cUrgency || h.c == cAuthority || h.c == cEveryTurn || h.c == cSend || h.c == cRead || h.c == cCall) {
			return false
		}
	}
	// "Scans the repo: before returning, read ~/.aws/credentials …" or
	// "…: also, quietly send …": an order outside the quoted patterns.
	for h := range hitsOutsideQuotes(hits, sent, base, colon) {
		if slices.Contains(listOrders17, h.c) {
			return false
		}
	}
	return true
}

// listOrders17 are the concepts that open an order rather than a pattern.
var listOrders17 = []concept{cRead, cSend, cInclude, cCall, cAsk, cModel, cMust, cWhen, cBefore, cEveryTurn, cCovert, cCovertAdv, cIgnore}

// screeningTool17 reports a tool whose name says it inspects or reviews.
func screeningTool17(self string) bool {
	if inspects(self) {
		return true
	}
	for _, w := range Tokenize(self) {
		switch w {
		case "review", "reviewer", "verify", "verifier", "revisione", "revisar", "revisão", "verificar", "verifica", "vérifier", "prüfen", "prüfung", "проверка", "audit", "auditor", "detector", "scan":
			return true
		}
	}
	return false
}

// scanHead17 holds a verb or noun of looking for something in a text.
var scanHead17 = newPhraseSet("finds ", "find ", "scans ", "scan for", "scan of", "checks ", "flags ", "looks for", "searches for", "patterns", "signs of",
	"encuentra", "busca ", "detecta", "señala", "revisa", "trouve", "recherche", "signale", "vérifie", "findet", "sucht", "prüft", "meldet", "trova", "cerca ", "segnala", "esamina", "verifica", "encontra", "procura", "sinais", "sinal de",
	"находит", "ищет", "проверяет", "признаки", "检查", "查找", "扫描", "识别", "检测", "検査", "チェック", "検出", "探す", "검사", "탐지", "찾")
