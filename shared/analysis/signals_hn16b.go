package analysis

import (
	"strings"
	"unicode/utf8"
)

// Honest tools of popular servers the rules misread: a warning the tool
// asks the model to give the user, the user as the one who mentions or
// names ("不要向用户未提及的人发送"), a negation that forbids passing a
// secret on rather than telling, a guard written as "no X without
// asking", a memory tool describing its own act in a language whose verb
// says so, a rule that forbids remembering, a secret kept in the OS
// keychain, a consequence after the confirmation asked ("get
// confirmation - sent mail cannot be recalled"), a sentence that only
// forbids, quoted payloads called data.

// lexiconHn16b adds the words that make a quoted string an attack
// example or a command the tool stands for, not an order.
var lexiconHn16b = []struct {
	c     concept
	words string
}{
	{cMention, "攻撃例|攻撃の例|攻撃文字列|攻撃文|などの攻撃|のような攻撃|같은 공격|등의 공격|공격 문구|공격 예시|攻击示例|攻击样例|攻击语句|攻击字符串|等攻击|之类的攻击|" +
		"ejemplos de ataque|cadenas de ataque|exemples d'attaque|chaînes d'attaque|angriffsbeispiele|angriffsstrings|примеры атак|атакующие строки|exemplos de ataque|esempi di attacco|stringhe di attacco|" +
		"equivalente a|équivalent à|équivalente à|entspricht dem befehl|equivale a|эквивалентно|相当于|に相当|と同等の|와 동일한|과 동일한|" +
		"urls de prueba como|url de prueba como|de prueba como|urls de test comme|de test comme|de teste como|di prova come|test-urls wie|тестовые url"},
}

// warnsUser16b reports a German order to point the user to something
// ("den Nutzer auf die Folgen hinweisen"): a warning to the user, not a
// verdict, when nothing negates it.
func warnsUser16b(lt lowText) bool {
	return lt.in(warnUserSet16b) && !lt.in(notWarnSet16b)
}

// userIsTeller16b reports a sentence whose every telling verb has the user
// as its subject ("用户未提及", "the user did not mention", "사용자가
// 언급하지 않은"): what the user named limits the act; nothing is kept
// from them.
func userIsTeller16b(hits []hit, lower string, base int) bool {
	seen := false
	for i, h := range hits {
		if h.c != cTell && h.c != cPresent {
			continue
		}
		j := i - 1
		for j >= 0 && hits[j].c == cNeg {
			j--
		}
		if j < 0 || hits[j].c != cUser {
			return false
		}
		from, to := hits[j].end-base, hits[i].start-base
		if from < 0 || to > len(lower) || from > to || !tellerGaps16b[strings.TrimSpace(lower[from:to])] {
			return false
		}
		seen = true
	}
	return seen
}

// negatesPassingOn16b reports a sentence whose every negation governs a
// verb that passes something on (copy, send, call), with no telling verb
// after it: "only show it to the user - do not copy it into other tool
// calls" forbids the copy, not the telling.
func negatesPassingOn16b(hits []hit) bool {
	seen := false
	for i, h := range hits {
		if h.c != cNeg {
			continue
		}
		if i+1 == len(hits) {
			return false
		}
		switch hits[i+1].c {
		case cInclude, cSend, cActs, cCall, cRedirect:
		default:
			return false
		}
		for _, o := range hits[i+1:] {
			if o.c == cTell || o.c == cPresent || o.c == cHide || o.c == cCovert {
				return false
			}
		}
		seen = true
	}
	return seen
}

// noneWithout16b reports a guard written as "no X without asking"
// ("Keine Suchen über alle Indizes (*) ohne Rückfrage") in a sentence that
// sends, hides or runs nothing.
func noneWithout16b(sg signals, hits []hit) bool {
	return !sg.any(cSend, cInclude, cHide, cKeyMaterial, cPath, cEnv, cMoney, cShell, cUnsafe, cRedirect, cOurServer, cTell) && withoutsNegated(hits, sg.lower, sg.start)
}

// selfDeclarative16b reports a sentence that says what the tool itself
// does in a language whose verb marks it: a Japanese or Korean sentence
// ending in a plain statement (追加します, 검색합니다), or a Russian one
// opening on a verb of the third person (Ищет, Сохраняет).
func selfDeclarative16b(sent string) bool {
	s := strings.TrimRight(sent, " \n\t。.!")
	switch {
	case strings.HasSuffix(s, "します") || strings.HasSuffix(s, "されます"):
		return !strings.HasSuffix(s, "ください")
	case strings.HasSuffix(s, "합니다") || strings.HasSuffix(s, "됩니다"):
		return true
	}
	w := strings.ToLower(firstWord(sent))
	if utf8.RuneCountInString(w) < 4 {
		return false
	}
	return strings.HasSuffix(w, "ет") || strings.HasSuffix(w, "ит") || strings.HasSuffix(w, "ёт")
}

// forbidsRemembering16b reports a memory word right after a negation
// ("不要记住", "nicht dauerhaft merken"): remembering is forbidden.
func forbidsRemembering16b(hits []hit, lower string, base int) bool {
	for _, h := range hits {
		if h.c != cNeg || h.end-base < 0 || h.end-base > len(lower) {
			continue
		}
		rest := lower[h.end-base:]
		rest = rest[:min(len(rest), 16)]
		for _, w := range memoryWordSet.phrases {
			if strings.Contains(rest, w) {
				return true
			}
		}
	}
	return false
}

// negAfterConfirm16b reports a sentence whose negations all follow its
// last confirmation past a dash or a semicolon, in a script that puts the
// negation before its verb: "get confirmation - sent mail cannot be
// recalled" states a consequence, and waives nothing.
func negAfterConfirm16b(hits []hit, lower string, base int) bool {
	last, neg := -1, false
	for _, h := range hits {
		switch h.c {
		case cConfirm:
			if neg {
				return false
			}
			last = h.end - base
		case cNeg:
			at := h.start - base
			if last < 0 || at > len(lower) || at < last || !containsAny(lower[last:at], " - ", " – ", " — ", ";") {
				return false
			}
			if r, _ := utf8.DecodeRuneInString(lower[at:]); isSpacelessScript(r) {
				return false
			}
			neg = true
		}
	}
	return neg
}

// userWaitsFor16b reports a call gated on the user: shown the list first,
// an explicit yes waited for.
func userWaitsFor16b(lt lowText) bool {
	return lt.in(userWaitSet16b)
}

var (
	warnUserSet16b = newPhraseSet("den nutzer darauf hinweisen", "den nutzer vor", "den benutzer vor", "den benutzer darauf hinweisen", "den anwender darauf hinweisen", "den anwender vor",
		"die nutzerin darauf hinweisen", "den kunden darauf hinweisen", "den kunden vor",
		// a warning that points out what follows it
		"darauf hinweisen, dass", "– darauf hinweisen", "- darauf hinweisen", "; darauf hinweisen")
	notWarnSet16b  = newPhraseSet("nicht darauf hinweisen", "nicht hinweisen", "nicht auf ", "kein hinweis", "keinen hinweis", "als sicher", "als die beste", "als den besten", "als das beste")
	userWaitSet16b = newPhraseSet("show the user", "wait for an explicit", "wait for the user", "explicit yes", "zeige dem nutzer", "warte auf", "montrez à l'utilisateur", "attendez", "muestra al usuario", "espera la confirmación",
		"mostre ao usuário", "aguarde", "mostra all'utente", "attendi", "покажите пользователю", "дождитесь", "向用户展示", "等待用户", "ユーザーに見せ", "ユーザーの承認を待", "사용자에게 보여", "사용자의 승인을 기다")
)

// keychainSet16b names the OS's own store for secrets: a token kept
// there for the server's later calls stays on the user's machine.
var keychainSet16b = newPhraseSet("keychain", "credential manager", "credential store", "secret service", "キーチェーン", "키체인", "钥匙串", "凭据管理器", "связке ключей", "связка ключей",
	"trousseau", "schlüsselbund", "llavero", "portachiavi", "chaves do sistema", "keyring")

// forbidsWhole16b reports a sentence of one clause that opens on a
// negation ("不要把对话中的敏感信息发到群里", "Never paste keys into
// issues") with no condition, modal, telling or hiding in it: a
// prohibition, which passes nothing on.
func forbidsWhole16b(sg signals, hits []hit, lower string, base int) bool {
	if len(hits) == 0 || hits[0].c != cNeg || hits[0].start-base > len(lower)-len(strings.TrimLeft(lower, " \n\t-*•")) {
		return false
	}
	if sg.any(cMust, cWhen, cBefore, cCovert, cCovertAdv, cHide, cTell, cModel, cOurServer, cEveryTurn) {
		return false
	}
	for _, h := range hits {
		if h.clause != hits[0].clause {
			return false
		}
	}
	return true
}

// notOrders16b calls quoted strings data, not orders to carry out.
var notOrders16b = newPhraseSet("not instructions", "not commands", "not an instruction", "not orders", "指示ではありません", "指示ではない", "命令ではありません", "不是指令", "并非指令", "不是要执行",
	"지시가 아닙니다", "명령이 아닙니다", "не инструкции", "не являются инструкциями", "не команды", "keine anweisungen", "keine befehle", "pas des instructions", "pas des ordres",
	"no son instrucciones", "no son órdenes", "não são instruções", "não são ordens", "non sono istruzioni", "non sono ordini")

// tellerGaps16b stand between the user and a verb they are the subject
// of: a subject marker, or a negation that precedes its verb ("用户未提及",
// "the user did not mention"); never a case that makes the user the one
// told ("사용자에게", "dem Benutzer nicht").
var tellerGaps16b = map[string]bool{"未": true, "没有": true, "没": true, "did not": true, "didn't": true, "does not": true, "doesn't": true, "has not": true, "hasn't": true, "never": true, "가": true, "が": true}

// userUnnamed16b is the user as the one who did not mention or name
// someone: a limit on the act, not a thing kept from them.
var userUnnamed16b = newPhraseSet("사용자가 언급하지", "사용자가 말하지", "사용자가 지정하지", "用户未提及", "用户没有提到", "用户未指定", "ユーザーが言及していない", "ユーザーが指定していない",
	"the user did not mention", "the user didn't mention", "the user did not name", "the user didn't name", "el usuario no mencion", "l'utilisateur n'a pas mentionné",
	"der nutzer nicht genannt", "der nutzer nicht erwähnt", "пользователь не упомянул", "пользователь не назвал", "o usuário não mencion", "l'utente non ha menzionato")
