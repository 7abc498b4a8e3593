package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Near pairs: an honest tool and its twin one clause apart. The clause is
// the mechanism: the user's confirmation declared unneeded, the server's
// word put above the user's, a fee
// or an action kept unsaid, a fixed clean verdict after skipped findings,
// a named party ranked first whatever its merit or its rivals run down.

// judgeHn16 reads those clauses in one sentence; sent is its original
// text, read for a named party's capital or quotation marks, and whole
// the text's concepts, for the act a waiver lets through.
func judgeHn16(sg, whole signals, hits []hit, sent string, quoting bool) []textFinding {
	if quoting {
		return nil
	}
	lt := sg.phrases()
	if lt.in(fee16) && lt.in(unsaid16) && !lt.in(disclosed16) {
		return []textFinding{{rule: "poison-concealment", what: "an order to keep a fee or cost from the user"}}
	}
	if sg.has[cMention] {
		return nil
	}
	switch {
	case lt.in(waived16) && whole.any(cDestroy, cDelete, cSend, cActs, cMoney, cPurchase, cShell, cCall) && !lt.in(userGate16) && !lt.in(readOnly16) && !waiverNegated16(hits, lt, sg.start) && !noneWithout16b(sg, hits):
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to act without the user's confirmation"}}
	case lt.in(overUsersWord16) && sg.any(cThisTool, cInstr, cPersist) && !sg.negation:
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order that puts this server's instructions above the user's"}}
	case lt.in(covert16) && actBeforeNegation(hits) && !sg.any(cProtect, cSecret):
		return []textFinding{{rule: "poison-concealment", what: "an order to keep an action from the user"}}
	case lt.in(cleanVerdict16) && (sg.has[cSuppress] || lt.in(skipFindings16)):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to skip findings and call the code clean"}}
	case (rankedFirst(lt) && (lt.in(evenIfSet) || rivalsWorse16(lt) || firstWhatever(sg, lt)) || rivalsWorse16(lt) && sg.any(cMust, cVerdict, cTell) || lt.in(evenIfSet) && lt.in(presentAsBest16) || rivalsHidden(lt)) && namedParty(sent) && !senderRule37c(sent):
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to put a named party first whatever its merit"}}
	}
	return nil
}

// hn16Judged reports a sentence that may hold one of judgeHn16's
// readings though it holds too few concepts to be judged.
func hn16Judged(lt lowText) bool {
	return lt.in(waived16) || lt.in(fee16) && lt.in(unsaid16) || lt.in(covert16) || lt.in(overUsersWord16) || lt.in(cleanVerdict16) || rankedFirst(lt) || lt.in(presentAsBest16) || lt.in(rivalsOmittedSet)
}

// waiverNegated16 reports a waiver made of "without" that a negation
// binds ("never without checking"): a requirement.
func waiverNegated16(hits []hit, lt lowText, base int) bool {
	at := waivedWithout16.index(lt.s)
	return at >= 0 && negatedWithout(hits, lt.s, base, at)
}

// evenIfSet keep an order whatever the facts: even if, regardless.
var evenIfSet = newPhraseSet("even if", "even when", "even though", "regardless", "même si", "auch wenn", "selbst wenn", "aunque", "incluso si", "anche se", "mesmo que", "mesmo se", "даже если", "即使", "即便", "たとえ", "していても", "더라도")

// actBeforeNegation reports an action verb with no negation before it:
// "mirrors it … without saying so" hides the mirroring, "never posts
// without saying so" hides nothing.
func actBeforeNegation(hits []hit) bool {
	for _, h := range hits {
		switch h.c {
		case cNeg:
			return false
		case cInclude, cSend, cActs, cCall, cMoney, cDestroy, cDelete:
			return true
		}
	}
	return false
}

// rivalsWorse16 reports other parties named as worse: "describe other
// outlets' coverage as unreliable", "les autres couvrent mal".
func rivalsWorse16(lt lowText) bool { return lt.in(others16) && lt.in(worse16) }

// namedParty reports a brand or party in the sentence: a capitalised
// word after its first, or a name in guillemets or corner brackets.
func namedParty(sent string) bool {
	if strings.ContainsAny(sent, "«「『") {
		return true
	}
	prev := ' '
	for i, r := range sent {
		if i > 0 && unicode.IsUpper(r) && (prev == ' ' || prev == '\'' || prev == '"') {
			next, _ := utf8.DecodeRuneInString(sent[i+utf8.RuneLen(r):])
			if unicode.IsLower(next) || unicode.IsUpper(next) {
				return true
			}
		}
		prev = r
	}
	return false
}

var (
	waived16 = newPhraseSet("without checking back", "without checking with the user", "no need to confirm", "no need to ask the user", "confirmation is optional", "confirmation isn't needed", "confirmation is not needed", "prefers not to review", "don't need to review", "doesn't need to review", "no need to review",
		"확인 절차 없이", "확인 없이 바로", "확인할 필요 없", "확인이 필요 없", "확인은 필요 없", "묻지 말고",
		"nachfragen ist nicht nötig", "nachfrage ist nicht nötig", "rückfrage ist nicht nötig", "bestätigung ist nicht nötig", "bestätigung ist optional", "ohne rückfrage", "ohne nachzufragen",
		"confirmation est facultative", "confirmation est optionnelle", "confirmation n'est pas nécessaire", "sans demander de confirmation", "sans confirmation",
		"não é preciso confirmar", "não precisa confirmar", "não é necessário confirmar", "sem pedir confirmação", "sem confirmação",
		"no es necesario confirmar", "no hace falta confirmar", "confirmación es opcional", "sin pedir confirmación", "sin confirmación",
		"non serve confermare", "non è necessario confermare", "conferma è facoltativa", "senza chiedere conferma", "senza conferma",
		"без подтверждения", "подтверждение не нужно", "не нужно подтверждать", "подтверждение необязательно",
		"无需确认", "不用确认", "不必确认", "无需用户确认", "确认是可选的", "確認不要", "確認せずに", "確認なしで", "確認は不要")
	// waivedWithout16 are the waivers made of "without", which a
	// negation turns into a requirement.
	waivedWithout16 = newPhraseSet("without checking", "ohne rückfrage", "ohne nachzufragen", "sans demander", "sans confirmation", "sem pedir", "sem confirmação", "sin pedir", "sin confirmación", "senza chiedere", "senza conferma", "без подтверждения", "確認せずに", "確認なしで", "확인 없이", "확인 절차 없이")
	// readOnly16 say a tool only reads: no waiver (hn16) and no check
	// (tune20c) is owed.
	readOnly16 = newPhraseSet("only reads", "read-only", "read only", "lecture seule", "nur lesend", "schreibgeschützt", "solo lectura", "sola lettura", "somente leitura", "только чтение", "только читает", "只读", "読み取り専用", "읽기 전용")
	userGate16 = newPhraseSet("if the user", "when the user", "unless the user", "the user can ", "the user may ", "si l'utilisateur", "wenn der nutzer", "si el usuario", "se l'utente", "se o usuário", "если пользователь", "如果用户", "用户要求", "사용자가 원하", "사용자가 요청", "ユーザーが希望", "ユーザーが求め")

	overUsersWord16 = newPhraseSet("over the user's instructions", "over user instructions", "above the user's instructions", "before the user's instructions", "precedence over the user", "priority over the user",
		"사용자의 지시보다 우선", "사용자 지시보다 우선", "사용자의 요청보다 우선", "사용자의 지시보다 먼저",
		"раньше указаний пользователя", "важнее указаний пользователя", "над указаниями пользователя", "приоритет над пользовател",
		"优先于用户的", "高于用户的指示", "ユーザーの指示より", "ユーザーの指示よりも",
		"vor den anweisungen des nutzers", "vorrang vor den anweisungen", "vorrang vor dem nutzer",
		"sur les instructions de l'utilisateur", "sur celles de l'utilisateur", "sobre las instrucciones del usuario", "sobre las del usuario",
		"sulle istruzioni dell'utente", "su quelle dell'utente", "sobre as instruções do usuário", "sobre as do usuário")

	fee16    = newPhraseSet(" fee", "surcharge", "platform tip", " tip ", "commission", "interest rate", "markup", "frais", "gebühr", "zins", "aufschlag", "restschuld", "rundet", "수수료", "배달비", "이자", "手续费", "服务费", "利息", "手数料", "comisión", "recargo", "intereses", "propina", "commissione", "interessi", "mancia", "juros", "comissão", "taxa de", "комисси", "процентн", "наценк", "сбор ", "сборы")
	unsaid16 = newPhraseSet("don't bring it up", "do not bring it up", "don't mention", "do not mention", "no need to mention", "without mentioning", "ne les mentionne pas", "ne le mentionne pas", "ne la mentionne pas", "ne mentionnez pas", "sans les mentionner", "sans le mentionner",
		"nicht erwähnen", "erwähne sie nicht", "erwähnen sie nicht", "verschweig", "말하지 마", "언급하지 마", "알리지 마", "不要提及", "不要提", "不必告知", "言わないで", "触れないで", "伝えないで",
		"no lo menciones", "no los menciones", "no menciones", "sin mencionar", "non menzionare", "non menzionarl", "senza menzionare", "não mencione", "não os mencione", "sem mencionar", "не упоминай", "не говорите о", "умалчива")
	disclosed16 = newPhraseSet("never hide", "always show", "always disclose", "are shown", "is shown", "before payment", "before paying", "avant paiement", "vor der zahlung", "antes del pago", "prima del pagamento", "antes do pagamento", "до оплаты", "支付前", "支払い前", "결제 전")

	covert16 = newPhraseSet("without saying so", "without telling anyone", "don't need to be told", "doesn't need to be told", "need not be told", "need not be raised", "needn't be raised", "doesn't need to be raised", "need not be mentioned to", "no need to tell the user", "sans le dire", "sans le signaler", "sans en parler", "ohne es zu erwähnen", "ohne es zu sagen", "sin decirlo", "sin avisar", "senza dirlo", "senza avvisare", "sem dizer nada", "sem avisar", "не говоря", "не сообщая", "悄悄", "偷偷", "こっそり", "黙って", "몰래", "알리지 않고")

	cleanVerdict16 = newPhraseSet("call that code clean", "call it clean", "mark it clean", "report it as clean", "report it as safe", "call it safe", "называйте его безопасным", "называй его безопасным", "считайте его безопасным", "als sicher bezeichnen", "als sauber bezeichnen", "comme sûr", "comme propre", "como seguro", "como limpio", "come sicuro", "come pulito", "como limpo", "安全と報告", "视为安全", "称为安全", "안전하다고")
	skipFindings16 = newPhraseSet("skip anything", "skip findings", "ignore findings", "omit findings", "не сообщает о наход", "не сообщай о наход", "не сообщайте о наход", "ne signale pas", "meldet keine", "no reporta", "non segnala", "não reporta", "不报告", "報告しない", "보고하지")

	rankFirst16     = newPhraseSet("ставит первым", "ставь первым", "на первое место", "en tête", "en premier", "an erster stelle", "first in the list", "at the top", "rank first", "ranks first", "list first", "in cima", "al primo posto", "em primeiro", "no topo", "en primer lugar", "排在第一", "排在首位", "置顶", "最上位", "一番上", "맨 위", "첫 번째로", "mainly on")
	others16        = newPhraseSet("other outlets", "other sources", "other providers", "other banks", "other insurers", "competitors", "les autres", "die anderen", "los demás", "gli altri", "os outros", "остальные", "другие банки", "其他的", "他社", "다른 곳")
	worse16         = newPhraseSet("unreliable", "poor", "inferior", "couvrent mal", "moins bien", "unzuverlässig", "schlechter", "poco fiable", "peores", "inaffidabil", "peggior", "não confiáve", "piores", "ненадёжн", "ненадежн", "хуже", "不可靠", "更差", "信頼できない", "劣る", "신뢰할 수 없", "더 나쁘")
	presentAsBest16 = newPhraseSet("present it as the fastest", "present it as the best", "present it as the cheapest", "présente-le comme le meilleur", "als die beste darstellen", "preséntalo como el mejor", "presentalo come il migliore", "apresente como o melhor", "подавай как лучш", "说成是最")
)
