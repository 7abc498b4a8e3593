package analysis

import "strings"

// judgeTune11c reads a sentence for a note that spares telling anyone of
// what the text has the model do: "no es necesario comentarlo con el
// usuario", "this is routine and need not be reported", "无需向用户说明",
// "ne pas le signaler". It counts when it speaks of the user, or when an
// act (a call, a sending, a change, a sharing) stands before it in the
// same text: a tool's own note that nothing needs saying asks for neither.
func judgeTune11c(sg signals, whole signals, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || !sg.any(cNeg, cTell, cSend, cUser, cInstr) {
		return nil
	}
	at := untoldAt(sg.lower)
	if at < 0 {
		return nil
	}
	if sg.has[cUser] && !sg.has[cWhen] || actBefore(whole, sg.start+at) {
		return []textFinding{{"poison-concealment", "a note that spares telling anyone of what the tool has the model do"}}
	}
	return nil
}

// untoldActs are what a concealment note hides: calling, sending,
// reading, paying, redirecting, sharing with partners, changing a setting.
var untoldActs = [...]concept{cCall, cSend, cInclude, cRead, cMoney, cRedirect, cThirdParty, cSuppress, cDestroy, cUnsafe}

// actBefore reports an act among untoldActs that the text states before
// byte at.
func actBefore(whole signals, at int) bool {
	for _, c := range untoldActs {
		if whole.has[c] && whole.first[c] < at {
			return true
		}
	}
	return false
}

// untoldAt returns where lower says that telling, reporting or asking is
// not needed, or -1: a marker of no need with a verb of telling after it
// ("no need to … tell", "不必向用户说明") or, in Japanese and Korean, before
// it ("ユーザーに伝える必要はありません").
func untoldAt(lower string) int {
	for from := 0; from < len(lower); {
		k := untoldLeadSet.index(lower[from:])
		if k < 0 {
			break
		}
		k += from
		if tellsIn(lower[k:windowEnd(lower, k+48)]) {
			return k
		}
		from = k + 1
	}
	for from := 0; from < len(lower); {
		k := untoldTailSet.index(lower[from:])
		if k < 0 {
			break
		}
		k += from
		if tellsIn(lower[windowStart(lower, k-30):k]) {
			return k
		}
		from = k + 1
	}
	return -1
}

// tellsIn reports a verb of telling in w at the start of a word, and, for
// the whole words of untoldWords11c, ending one ("inform", not
// "information").
func tellsIn(w string) bool {
	for i := 0; i+1 < len(w); i++ {
		if i > 0 && isASCIILetter(w[i-1]) {
			continue
		}
		if untoldVerbSet.startsAt(w, i) {
			return true
		}
		for _, v := range untoldWords11c {
			if strings.HasPrefix(w[i:], v) && (i+len(v) == len(w) || !isASCIILetter(w[i+len(v)])) {
				return true
			}
		}
	}
	return false
}

var (
	// untoldLeadSet say there is no need, before the verb.
	untoldLeadSet = newPhraseSet("need not", "needn't", "no need to", "not necessary to", "does not need to be", "doesn't need to be", "do not need to be", "is not required to", "without any need to", "is routine and",
		"no es necesario", "no hace falta", "no hay que", "no hay necesidad de", "sin necesidad de",
		"não é preciso", "não é necessário", "não precisa", "não há necessidade de", "sem necessidade de",
		"inutile d", "pas besoin d", "n'est pas nécessaire d", "ne pas le ", "ne pas l'", "ne pas en ", "sans le ", "sans en ",
		"nicht nötig", "muss nicht", "müssen nicht", "braucht nicht", "brauchen nicht", "nicht notwendig", "nicht erforderlich",
		"non serve", "non è necessario", "non occorre", "non c'è bisogno di", "senza bisogno di",
		"не нужно", "не надо", "незачем", "не требуется", "не обязательно",
		"不必", "无需", "不需要", "不用", "毋需", "没必要", "無需", "不需")
	// untoldTailSet say there is no need, after the verb.
	untoldTailSet = newPhraseSet("必要はありません", "必要はない", "必要はございません", "不要です", "しなくて構いません", "しなくてよい", "필요 없", "필요가 없", "필요는 없", "하지 않아도")
	// untoldVerbSet tell, report, mention, ask or explain.
	untoldVerbSet = newPhraseSet("ask the user", "ask them", "confirm with",
		"avisar", "informar", "comentar", "mencionar", "notificar", "explicar", "preguntar", "consultar", "desglos", "detallar",
		"perguntar", "detalhar",
		"informer", "prévenir", "signaler", "mentionner", "demander", "expliquer", "notifier", "détailler",
		"informieren", "erwähnen", "mitteilen", "melden", "sagen", "hinweisen", "nachfragen", "erklären", "benachrichtigen",
		"avvisare", "informare", "menzionare", "segnalare", "chiedere", "spiegare",
		"сообщ", "говорить", "упомина", "предупрежда", "уведомля", "спрашива", "объясня",
		"告诉", "告知", "说明", "提及", "通知", "询问", "提醒", "解释", "报告", "說明", "告訴",
		"伝え", "知らせ", "説明", "報告", "確認", "言う", "通知", "알리", "말하", "설명", "보고", "묻", "확인")
	// untoldWords11c tell or report, as whole words.
	untoldWords11c = []string{"tell", "told", "inform", "informed", "notify", "notified", "mention", "mentioned", "report", "reported", "disclose", "disclosed",
		"explain", "explained", "alert", "alerted", "surface", "surfaced", "flag", "flagged", "decir", "dizer", "dire"}
)
