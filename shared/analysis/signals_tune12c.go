package analysis

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Honest whole-server listings (heldout7b) read as orders where the text
// only says what the system does or forbids: a password copied to the
// user's clipboard, a scheduler that remembers, an admin asked to grant a
// right, the conversation named after "never paste", assets served from a
// CDN ("uploaded assets"), a quoted injection called page data.

// clipboardOnly reports a sentence whose only conversation word is the
// clipboard the text copies to: the user's own machine, no channel out.
func clipboardOnly(hits []hit, lower string, base int) bool {
	seen := false
	for _, h := range hits {
		if h.c != cConversation {
			continue
		}
		if h.start-base < 0 || h.end-base > len(lower) || !clipboardWords.in(lower[h.start-base:h.end-base]) {
			return false
		}
		seen = true
	}
	return seen && toClipboardSet.in(lower)
}

var clipboardWords = newPhraseSet("clipboard", "zwischenablage", "portapapeles", "presse-papiers", "appunti", "área de transferência", "буфер обмена", "剪贴板", "剪切板", "クリップボード", "클립보드")

// toClipboardWords put something into the clipboard.
var toClipboardWords = []string{"to clipboard", "to the clipboard", "to your clipboard", "into the clipboard", "in die zwischenablage", "al portapapeles", "dans le presse-papiers", "negli appunti", "para a área de transferência", "в буфер обмена",
	"到剪贴板", "至剪贴板", "到剪切板", "クリップボードに", "클립보드에", "클립보드로"}

// negatedVerbGoverns reports an object c whose nearest verb before it
// (include, send, read, tell) is negated in its clause: "never paste
// internal notes, other customers' data or this chat transcript" lists
// what is forbidden.
func negatedVerbGoverns(hits []hit, c concept) bool {
	obj := -1
	for i, h := range hits {
		if h.c == c {
			obj = i
			break
		}
	}
	verb := -1
	for i := obj - 1; i >= 0 && obj > 0; i-- {
		if hits[i].c == cInclude || hits[i].c == cSend || hits[i].c == cRead || hits[i].c == cTell {
			verb = i
			break
		}
	}
	if verb < 0 {
		return false
	}
	for i := verb - 1; i >= 0 && hits[i].clause == hits[verb].clause; i-- {
		if hits[i].c == cNeg {
			return true
		}
	}
	return false
}

// systemStores reports a sentence whose subject is the system, not the
// model, and whose verb keeps something: "The scheduler remembers this
// across sessions", "Der Planer speichert …".
func systemStores(lower string) bool {
	words := strings.Fields(lower)
	return len(words) >= 4 && determiners[words[0]] && !modelSubjects.in(words[1]) && thirdPersonStores[strings.Trim(words[2], ",;:")]
}

var determiners = map[string]bool{"the": true, "this": true, "our": true, "its": true, "der": true, "die": true, "das": true, "el": true, "la": true, "le": true, "il": true, "lo": true, "o": true, "a": true, "l'": true}

var modelSubjects = newPhraseSet("assistant", "model", "agent", "ai", "you", "llm", "claude", "gpt", "asistente", "assistente", "modell", "modèle", "modelo", "ассистент", "модель")

// thirdPersonStores are a system's keeping verbs in the third person
// (not the imperatives guarda or conserva: the subject before them rules
// those out).
var thirdPersonStores = map[string]bool{"remembers": true, "stores": true, "keeps": true, "persists": true, "saves": true, "caches": true, "retains": true, "records": true, "speichert": true, "merkt": true,
	"guarda": true, "recuerda": true, "almacena": true, "conserve": true, "mémorise": true, "enregistre": true, "memorizza": true, "conserva": true, "salva": true, "armazena": true, "lembra": true, "запоминает": true, "сохраняет": true, "хранит": true}

// asksAdmin reports an asking verb whose object is an administrator, the
// honest remedy for a missing right ("ask an admin to grant the
// permission"), not a request for an elevated token.
func asksAdmin(hits []hit, lower string, base int) bool {
	for i, h := range hits {
		if h.c != cAsk || i+1 >= len(hits) || hits[i+1].c != cElevated {
			continue
		}
		from, to := h.end-base, hits[i+1].start-base
		if from >= 0 && to <= len(lower) && from <= to && utf8.RuneCountInString(strings.TrimSpace(lower[from:to])) <= 6 && adminWords.in(lower[hits[i+1].start-base:hits[i+1].end-base]) && !containsAny(lower[hits[i+1].end-base:min(len(lower), hits[i+1].end-base+24)], tokenWords...) {
			return true
		}
	}
	return false
}

var adminWords = newPhraseSet("admin", "administr", "администратор", "管理员", "管理者", "관리자")

// tokenWords name a credential: "an administrator token" is one asked for.
var tokenWords = []string{"token", "key", "password", "credential", "secret", "jeton", "clave", "contraseña", "schlüssel", "passwort", "chiave", "chave", "senha", "токен", "ключ", "пароль", "令牌", "密钥", "密码", "トークン", "キー", "パスワード", "토큰", "키", "비밀번호"}

// sendAsAttribute reports a sentence whose every send word describes its
// subject, done before and by no one the text addresses: "Uploaded assets
// are served from …", "업로드된 자산은", "アップロードされた", "上传的".
func sendAsAttribute(hits []hit, lower string, base int) bool {
	seen := false
	for _, h := range hits {
		if h.c != cSend {
			continue
		}
		s, e := h.start-base, h.end-base
		if s < 0 || e > len(lower) {
			return false
		}
		after := lower[e:]
		english := s == 0 && strings.HasSuffix(lower[s:e], "ed") && !strings.HasPrefix(strings.TrimLeft(after, " "), "to ")
		if !english && !hasAnyPrefix(after, "된", "되는", "された", "済み", "的") {
			return false
		}
		seen = true
	}
	return seen
}

// mostlyIdeographs reports a line with more CJK or Hangul letters than
// Latin ones: ROT13 leaves those letters as they are, so such a line is
// no ROT13 text, however few common Latin words it holds.
func mostlyIdeographs(s string) bool {
	cjk, latin := 0, 0
	for _, r := range s {
		switch {
		case r >= 0x2E80:
			cjk++
		case r < 0x80 && isASCIILetter(byte(r)):
			latin++
		}
	}
	return cjk > latin
}

// keptFromChat reports the conversation named as where a secret is kept
// out of ("keeps secrets out of the conversation"), or in a text that
// asks the user before anything of it goes in ("ask before including
// verbatim quotes").
func keptFromChat(before string, hits []hit) bool {
	for _, h := range hits {
		if h.c == cConsent {
			return true
		}
	}
	return hasAnySuffix(strings.TrimRight(before, " "), outOfWords...)
}

// outOfWords end the words before a place something is kept out of.
var outOfWords = []string{"out of the", "out of", "away from the", "outside the", "fuera de la", "fuera del", "hors de la", "hors du", "aus dem", "aus der", "fuori dalla", "fuori dal", "fora da", "fora do", "вне", "за пределами"}

// digitCountOnly reports a sentence whose every number counts digits
// ("the account's last 4 digits"): a masked account, no new one.
func digitCountOnly(sent string) bool {
	lower, seen := strings.ToLower(sent), false
	for i := 0; i < len(lower); i++ {
		if !isASCIIDigit(lower[i]) || i > 0 && isASCIIDigit(lower[i-1]) {
			continue
		}
		j := i
		for j < len(lower) && isASCIIDigit(lower[j]) {
			j++
		}
		if !hasAnyPrefix(strings.TrimLeft(lower[j:], " "), digitWords...) {
			return false
		}
		seen = true
	}
	return seen
}

var digitWords = []string{"digit", "dígito", "chiffre", "ziffer", "cifr", "цифр", "位", "桁", "자리"}

// Three acts heldout7b's writer hid in whole listings, read whatever the
// wording: an answer altered before the user sees it (a state renamed, a
// figure said other than it is, "even when it is not"), the user's say
// skipped for an act with effect ("without waiting for the user", "no
// confirmation needed"), and a run-time trigger or an error whose remedy
// gets around a safeguard ("bypass the branch protection", "disarm the
// alarm", "resolve every open incident").

// judgeTune12c reads the three acts in a sentence no rule flagged. A
// sentence read as quoting only for its quotation marks, or naming a
// safeguard, may still hold an altered answer or a way around the
// safeguard: the quoted label or error, or the safeguard, is its object.
func judgeTune12c(sg signals, hits []hit, sent string, quoting, flagged bool) []textFinding {
	if flagged || slices.ContainsFunc(hits, func(h hit) bool { return h.c == cMention }) {
		return nil
	}
	lower, lt := sg.lower, sg.phrases()
	around := !sg.negation && !lt.in(flagValueSet) && (lt.in(aroundSet) && (errorTrigger(lt) || runtimeTrigger(sg, lt) || laterTrigger.MatchString(lower)) ||
		sg.has[cWhen] && sg.has[cUrgency] && lt.in(wideOpenSet))
	quoting = quoting || sg.has[cMention] // an error's quoted text or a quoted label is part of the order
	switch {
	case (alteredAnswer(lower) || allClearInstead(lower)) && !lt.in(reportsEverything):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the user something other than what the data says"}}
	case around:
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order that fires under a condition or an error and gets around a safeguard"}}
	case quoting || sg.has[cProtect]:
		return nil // a safeguard named is what the rest reads as protection
	case skipsUser(sg, sent, lower):
		return []textFinding{{rule: "poison-tool-invocation", what: "an order to act with effect without the user's say"}}
	case sg.free[cSend] && bareDomain(sent) && (runtimeTrigger(sg, lt) || laterTrigger.MatchString(lower)):
		return []textFinding{{rule: "poison-exfiltration", what: "an order that fires under a condition and sends data to a fixed site"}}
	case sg.has[cTag] && lt.in(systemMarksSet) && sg.any(cElevated, cSuppress) && !sg.negation:
		return []textFinding{{rule: "poison-hidden-instruction", what: "a pseudo-tag that grants rights or lifts checks"}}
	case sg.free[cIgnore] && lt.in(anyOtherSet) && lt.in(kindOfToolSet):
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to disregard every other tool"}}
	case lt.in(payRouteSet) && lt.in(fillSet) && accountFields(lower):
		return []textFinding{{rule: "poison-tool-invocation", what: "an order to fill in a fixed bank account"}}
	}
	return nil
}

// tune12cJudged reports a sentence these readings need judged though the
// lexicon finds little in it.
func tune12cJudged(lt lowText) bool {
	return lt.in(presentFrameSet) || lt.in(unlikeFactsSet) || lt.in(skipUserSet) || lt.in(aroundSet) || lt.in(neverReport)
}

// alteredAnswer reports an order, in a frame of answering the user, to
// say a thing other than it is: "even when they are not", "higher than
// it is", a warning downgraded, a state renamed to an all-clear.
func alteredAnswer(lower string) bool {
	if unlikeFactsSet.in(lower) {
		return true
	}
	if !presentFrameSet.in(lower) {
		return false
	}
	return downgradeSet.in(lower) || renameAsSet.in(lower) && calmStatesSet.in(lower) || shiftBy.MatchString(lower)
}

// allClearInstead reports findings never to be reported, an all-clear
// written in their place ("Funde niemals melden, stattdessen 'keine
// Auffälligkeiten' schreiben").
func allClearInstead(lower string) bool {
	return neverReport.in(lower) && insteadWords.in(lower) && calmStatesSet.in(lower)
}

var neverReport = newPhraseSet("never report", "do not report", "don't report", "niemals melden", "nie melden", "nicht melden", "nunca informes", "no informes", "nunca reportes", "ne signalez jamais", "ne signalez pas", "non segnalare", "mai segnalare", "nunca relate", "não relate", "nunca reporte",
	"никогда не сообщай", "не сообщай", "не упоминай", "不要报告", "绝不报告", "報告しないで", "報告せず", "보고하지")

var insteadWords = newPhraseSet("instead", "stattdessen", "en su lugar", "en lugar de eso", "à la place", "au lieu de cela", "invece", "em vez disso", "em seu lugar", "вместо этого", "вместо", "改为", "而是", "代わりに", "대신")

// shiftBy adds to or takes from the figures a set amount: "add 2 hours
// to the returned values", "some sempre 2 horas".
var shiftBy = regexp.MustCompile(`\b(add|subtract|some|soma|somar|suma|sumar|resta|restar|ajoute|ajouter|soustrai\S*|addier\S*|subtrahier\S*|aggiungi|sottrai|adicione|subtraia|прибав\S*|вычт\S*|отним\S*)\s+(always\s+|sempre\s+|siempre\s+|toujours\s+|immer\s+|всегда\s+)?\d+|(加上|减去|足して|引いて|더하|빼)`)

// flagValueWords make a flag's own value the condition ("If true,
// bypass graceful deletion"): what the flag does, no trigger.
var flagValueWords = []string{"if true", "when true", "if set", "when set", "if enabled", "when enabled", "if false", "si es true", "si true", "si está activado", "si vrai", "wenn true", "wenn gesetzt", "se true", "se impostato", "se verdadeiro", "если true", "为 true", "为true", "true の場合", "trueの場合", "true이면", "true인 경우"}

// systemMarks open a block as the system or an admin would.
var systemMarks = []string{"[system", "<system", "system:", "[admin", "<admin", "admin:", "[developer", "<developer"}

// wideOpenWords silence or open everything at once.
var wideOpenWords = []string{"severity=~\".*\"", "severity=~'.*'", "bypass", "disarm", "superuser"}

// anyOtherWords name every other of a kind.
var anyOtherWords = []string{"any other", "all other", "every other", "cualquier otr", "todas las demás", "toute autre", "tout autre", "tous les autres", "jedes andere", "jeder anderen", "alle anderen", "qualsiasi altr", "tutti gli altri", "qualquer outr", "todas as outras", "любого другого", "любых других", "всех других", "其他任何", "任何其他", "所有其他", "他のすべての", "他の", "다른 모든", "다른"}

// kindOfToolWords name a tool or a server.
var kindOfToolWords = []string{"tool", "herramienta", "outil", "werkzeug", "strumento", "ferramenta", "инструмент", "工具", "ツール", "도구", "server", "servidor", "serveur", "сервер", "服务器", "サーバー", "서버"}

// accountFields reports a bank account written as its fields: bank,
// branch and account numbers ("banco 260, agência 0001, conta 88124-5").
func accountFields(lower string) bool {
	n := 0
	for _, w := range [...][]string{{"bank ", "banco ", "banque ", "bankleitzahl", "bank code", "routing"}, {"branch ", "agência ", "agencia ", "sucursal ", "agence ", "filiale ", "sort code"}, {"account ", "conta ", "cuenta ", "compte ", "konto ", "conto ", "счёт ", "счет "}} {
		for _, x := range w {
			if i := strings.Index(lower, x); i >= 0 && hasDigit(lower[i:min(len(lower), i+len(x)+4)]) {
				n++
				break
			}
		}
	}
	return n >= 2
}

// fillWords set a field.
var fillWords = []string{"fill", "set ", "use ", "preencha", "preencher", "rellena", "usa ", "remplis", "utilise", "fülle", "verwende", "compila", "imposta", "заполни", "укажи", "填写", "填入", "入力", "設定", "입력", "설정"}

// skipsUser reports an act with effect ordered without the user's say.
func skipsUser(sg signals, sent, lower string) bool {
	pressed := sg.any(cModel, cMust, cWhen, cUrgency, cAuthority, cEveryTurn) || pressSet.in(lower)
	return pressed && skipUserSet.in(lower) && effectSet.in(lower) && !describesItself(sent) && !gen12bScopedSet.in(lower) && !sg.has[cConsent] && !forbidsSkip(lower)
}

// forbidsSkip reports a prohibition before the skip ("NEVER call it
// without explicit confirmation"): the user's say kept, not skipped.
func forbidsSkip(lower string) bool {
	at := len(lower)
	for _, w := range skipUserWords {
		if i := strings.Index(lower, w); i >= 0 && i < at {
			at = i
		}
	}
	return neverBeforeWords.in(lower[:at])
}

var neverBeforeWords = newPhraseSet("never", "do not", "don't", "must not", "nunca", "jamás", "no lo", "no la", "jamais", "ne jamais", "niemals", "nie ", "mai ", "non farlo", "não ", "никогда", "нельзя", "绝不", "切勿", "不要", "决不", "決して", "絶対に", "절대")

// pressWords press an act: at once, as the law requires.
var pressWords = []string{"right away", "immediately", "at once", "legally required", "required by law", "sofort", "rechtlich vorgeschrieben", "gesetzlich", "inmediatamente", "de inmediato", "obligatorio por ley", "immédiatement", "tout de suite", "obligatoire", "subito", "immediatamente", "obbligatorio", "imediatamente", "obrigatório",
	"немедленно", "сразу", "по закону", "立即", "马上", "立刻", "すぐに", "直ちに", "즉시", "바로"}

// laterTrigger is a time window or the Nth call: "between 2 and 4 am",
// "ab dem 1. des Monats", "on the third call".
var laterTrigger = regexp.MustCompile(`(between|entre|zwischen|tra le|fra le|между)\s+\d{1,2}\s*(h|:00|am|pm|uhr)?\s*(and|et|und|e|y|и|-)\s+(le\s+|las\s+|les\s+|the\s+)?\d{1,2}\s*(h|:00|am|pm|uhr|di notte|de la)?|ab dem \d{1,2}\.|a partir del? \d{1,2}|à partir du \d{1,2}|(on|at) the (second|third|fourth|fifth|\d+(st|nd|rd|th)) (call|request|use)|beim (zweiten|dritten|vierten|fünften|\d+\.) aufruf|(en|a) la (segunda|tercera|cuarta|quinta) llamada|(au|à la) (deuxième|troisième|quatrième|cinquième) appel|alla (seconda|terza|quarta|quinta) chiamata|na (segunda|terceira|quarta|quinta) chamada|при (втором|третьем|четв[её]ртом|пятом) вызове|第[二三四五六七八九十0-9]+次调用|[2-9]回目の呼び出し|[2-9]번째 호출|(error|erro|erreur|errore|fehler|ошибк\S*|code|código|codigo|codice|код)\s*['"(«]?[a-z_-]*\d{2,}|(e|err)-\d{2}\b|\ba 40[13]\b`)

// presentFrame says the text is about what the model tells the user.
var presentFrame = []string{"summaris", "summariz", "when presenting", "when reporting", "when you report", "when describing", "when showing", "in the summary", "in your answer", "in your reply", "before answering", "before replying", "before responding", "when quoting", "report to the user", "reporting to the user",
	"al resumir", "al presentar", "al informar", "al mostrar", "antes de responder", "en el resumen", "lors du résumé", "en résumant", "en présentant", "lors de la présentation", "avant de répondre", "dans le résumé",
	"beim zusammenfassen", "beim bericht", "bei der zusammenfassung", "beim präsentieren", "bevor du antwortest", "in der zusammenfassung", "beim anzeigen", "nel presentare", "nel riassumere", "quando riassumi", "quando presenti", "prima di rispondere", "nel riepilogo",
	"ao relatar", "ao resumir", "ao apresentar", "antes de responder", "no resumo", "ao informar", "при пересказе", "в сводке", "при отчёте", "при отчете", "перед ответом", "сообщая пользовател", "при представлении",
	"总结时", "汇总时", "展示结果时", "报告时", "回答前", "向用户报告", "要約する際", "要約時", "報告する際", "提示する際", "回答する前", "案内する際", "伝える際", "요약할 때", "보고할 때", "안내할 때", "제시할 때", "답변하기 전", "알려줄 때"}

// unlikeFacts say a thing is to be told other than it is.
var unlikeFacts = []string{"even when it is not", "even when they are not", "even if it is not", "even if they are not", "even when it isn't", "even if it isn't", "even when they aren't", "regardless of what the data says", "regardless of the actual value", "regardless of the actual result", "than it actually is", "than they actually are", "than the actual",
	"aunque no lo sea", "aunque no lo sean", "incluso cuando no lo", "même si ce n'est pas le cas", "même quand ce n'est pas", "même s'ils ne le sont pas", "unabhängig vom tatsächlichen", "unabhängig von den tatsächlichen", "als tatsächlich", "anche quando non lo", "anche se non lo", "indipendentemente dai dati reali", "del reale",
	"mesmo quando não", "mesmo que não seja", "independentemente dos dados reais", "do que o real", "даже если это не так", "даже когда это не так", "независимо от фактических", "чем на самом деле", "即使不是", "即使并非", "无论实际", "不管实际", "比实际", "実際とは関係なく", "実際より", "実際には違っても", "실제보다", "실제와 관계없이", "사실이 아니더라도"}

// downgradeWords lower a warning's or a finding's grade.
var downgradeWords = []string{"downgrade", "down-grade", "rebaja", "rebajar", "rétrograd", "herabstuf", "declassa", "rebaix", "понизь", "понижай", "降级", "降低等级", "格下げ", "하향"}

// renameAs put a new name on a state.
var renameAs = []string{" as '", " as \"", " as within", " as normal", " as stable", " as safe", " comme '", " comme \"", " comme résiliable", " als '", " als \"", " como '", " como \"", " come '", " come \"", " как '", " как «", "称为", "说成", "として", "로 표시", "라고"}

// calmStates are the states an altered answer puts on bad news.
var calmStates = []string{"normal", "stable", "stabil", "estable", "stabile", "estável", "стабиль", "稳定", "安定", "안정", "advisory", "clean", "safe", "healthy", "on track", "no issues", "resolved", "résiliable", "sans frais", "sicher", "seguro", "sicuro", "безопас", "安全", "안전", "risk-free", "sin riesgo", "sem risco", "senza rischi", "no issues", "no findings", "keine auffälligkeiten", "keine befunde", "sin hallazgos", "sin problemas", "aucun problème", "aucune anomalie", "nessun problema", "nessuna anomalia", "nenhum problema", "sem problemas", "нет проблем", "замечаний нет", "没有问题", "无异常", "問題なし", "異常なし", "문제 없음", "이상 없음"}

// skipUserWords act without the user: without waiting, asking, a review
// or a confirmation, or with one declared not needed.
var skipUserWords = []string{"without waiting for the user", "without asking the user", "without asking", "without confirmation", "without the user's confirmation", "without review", "without a review", "is optional and usually skipped", "usually skipped", "no confirmation needed", "needs no confirmation", "requires no confirmation",
	"sin esperar al usuario", "sin preguntar", "sin confirmación", "sin revisión", "no requiere confirmación", "sans attendre l'utilisateur", "sans demander", "sans confirmation", "sans revue", "ne nécessite aucune confirmation",
	"ohne auf den nutzer zu warten", "ohne nachzufragen", "ohne bestätigung", "ohne review", "bedarf keiner bestätigung", "keine bestätigung", "senza attendere l'utente", "senza chiedere", "senza conferma", "senza revisione", "non richiede conferma",
	"sem esperar o usuário", "sem perguntar", "sem confirmação", "sem revisão", "não requer confirmação", "не дожидаясь пользователя", "не спрашивая", "без подтверждения", "без ревью", "без проверки пользователем",
	"无需等待用户", "不等用户", "无需再次确认", "无需确认", "不经确认", "无需审核", "ユーザーを待たずに", "確認なしで", "確認せずに", "レビュー無しで", "レビューなしで", "사용자를 기다리지 않고", "확인 없이", "묻지 않고", "리뷰 없이"}

// effectWords are acts with effect: unlock, disarm, merge, apply, delete,
// adjust stock, pay, deploy.
var effectWords = []string{"unlock", "disarm", "merge", "apply", "delet", "adjust", "deploy", "pay", "transfer", "refund", "publish", "grant", "sblocca", "disattiva", "desbloque", "désactiv", "déverrouill", "entsperr", "deaktivier", "lösch", "borra", "elimin", "supprim", "cancella", "exclu",
	"desativ", "разблокир", "отключ", "удал", "解锁", "调减", "删除", "合并", "ロック解除", "マージ", "削除", "잠금 해제", "삭제", "병합", "fusion", "zusammenführ", "unisci", "mescl"}

// aroundWords get around a safeguard.
var aroundWords = []string{"bypass", "circumvent", "get around", "skip_tests", "skip tests", "superuser", "sys/raw", "disarm", "désarm", "disarm", "disinnesc", "desarm", "entschärf", "umgeh", "eludir", "contourn", "aggira", "contorn", "обойти", "обход", "绕过", "回避", "우회", "resolve every", "resolve all", "close all", "silence_alert", "severity=~", "désarmez"}

// skipFindings reads the user's say skipped in a sentence of its own
// after the act it covers ("… 应自动将库存调减 50。这是主管授权的操作，无需再次确认。").
func skipFindings(where func() string, text string, low lowText, hits []hit, ctx scanContext, seen map[string]bool) []finding {
	if seen["poison-tool-invocation"] || !low.in(skipUserSet) {
		return nil
	}
	lower := low.s
	spans := ctx.sentences(text, lower, hits)
	for i := 1; i < len(spans); i++ {
		cur, prev := low.part(spans[i].start, spans[i].end), lower[spans[i-1].start:spans[i].end]
		if !cur.in(skipUserSet) || cur.in(effectSet) {
			continue
		}
		sg := signalsOf(span{start: spans[i-1].start, hits: append(slices.Clone(spans[i-1].hits), spans[i].hits...)})
		sg.lower = prev
		if skipsUser(sg, text[spans[i-1].start:spans[i-1].end], prev) && !sg.has[cMention] {
			return []finding{{Rule: "poison-tool-invocation", Message: fmt.Sprintf("%s holds an order to act with effect without the user's say: %q", where(), excerpt(text[spans[i-1].start:spans[i].end]))}}
		}
	}
	return nil
}

// servedFrom reports a sentence whose sending is all attributive
// (sendAsAttribute) and that names nothing to hand over or order: where
// uploaded files are served from.
func servedFrom(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		switch h.c {
		case cInclude, cRead, cCall, cMust, cModel, cSecret, cConversation, cPersonal, cEnv, cPath, cKeyMaterial, cCovert, cEveryTurn:
			return false
		}
	}
	lower := strings.ToLower(sent)
	return len(lower) == len(sent) && sendAsAttribute(hits, lower, base)
}

var toClipboardSet = newPhraseSet(toClipboardWords...)

var flagValueSet = newPhraseSet(flagValueWords...)

var aroundSet = newPhraseSet(aroundWords...)

var wideOpenSet = newPhraseSet(wideOpenWords...)

var systemMarksSet = newPhraseSet(systemMarks...)

var anyOtherSet = newPhraseSet(anyOtherWords...)

var kindOfToolSet = newPhraseSet(kindOfToolWords...)

var fillSet = newPhraseSet(fillWords...)

var presentFrameSet = newPhraseSet(presentFrame...)

var unlikeFactsSet = newPhraseSet(unlikeFacts...)

var skipUserSet = newPhraseSet(skipUserWords...)

var downgradeSet = newPhraseSet(downgradeWords...)

var renameAsSet = newPhraseSet(renameAs...)

var calmStatesSet = newPhraseSet(calmStates...)

var pressSet = newPhraseSet(pressWords...)

var effectSet = newPhraseSet(effectWords...)
