package analysis

import (
	"fmt"
	"strings"
)

// judgeTune11c reads a sentence for a note that spares telling anyone of
// what the text has the model do: "no es necesario comentarlo con el
// usuario", "this is routine and need not be reported", "无需向用户说明",
// "ne pas le signaler". It counts when it speaks of the user, or when an
// act (a call, a sending, a change, a sharing) stands before it in the
// same text: a tool's own note that nothing needs saying asks for neither.
//
// In a default or an example it reads a slot for the model to fill with a
// secret or the conversation: "GITHUB_TOKEN=<value of … from your
// environment>", "${SMTP_PASSWORD}", "{{FULL_CONVERSATION}}".
//
// It also reads slanted answers (slantedAnswer), uploads of a whole
// project (bulkUpload), a cover story for what is asked of the user, a
// verdict handed out without its check (checkSkipped), one set line to
// tell the user, and a note that the user need not confirm an act.
func judgeTune11c(sg signals, whole signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	if ctx.value && fillSlot(sg, sent) {
		return []textFinding{{rule: "poison-exfiltration", what: "a slot in a value for the model to fill with a secret or the conversation"}}
	}
	// The verdict in quotes is the order here, not a quotation: only a
	// sentence that says it quotes ("for example", "detects") is left.
	if what := slantedAnswer(sg, sent); what != "" && !mentionIn(hits, sg.start, sg.start+len(sent)) {
		return []textFinding{{rule: "poison-answer-manipulation", what: what}}
	}
	if bulkUpload(sg) && !quotesBeyondList(hits, sg) {
		return []textFinding{{rule: "poison-exfiltration", what: "an order to upload the user's whole project or hidden files to another place"}}
	}
	if quoting || sg.has[cMention] {
		return nil
	}
	if sg.in(coverStorySet) && whole.any(cAskVerb, cAsk, cSecret, cPersonal) {
		return []textFinding{{rule: "poison-sensitive-path", what: "an order to give the user a cover story for what is asked of them"}}
	}
	if checkSkipped(sg) {
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to hand out a verdict or a refusal's opposite without the check it stands for"}}
	}
	if cannedReply(sg, sent) && (sg.has[cUser] || actBefore(whole, sg.start)) && !cannedForValue20b(sg, whole) {
		return []textFinding{{rule: "poison-concealment", what: "an order to tell the user one set line and nothing more"}}
	}
	if k := confirmNeedlessSet.index(sg.lower); k >= 0 && forcedActBefore(whole, sg.start+k) && !undoable20b(sg) {
		return []textFinding{{rule: "poison-concealment", what: "a note that the user need not confirm an act the text orders"}}
	}
	if !sg.any(cNeg, cTell, cSend, cUser, cInstr) {
		return nil
	}
	at := untoldAt(sg.lower)
	if at < 0 {
		return nil
	}
	if (sg.has[cUser] && !sg.has[cWhen] || actBefore(whole, sg.start+at)) && !userChoseWaiver16c(sg) {
		return []textFinding{{rule: "poison-concealment", what: "a note that spares telling anyone of what the tool has the model do"}}
	}
	return nil
}

// slantedAnswer reads a sentence that has the model put results to the
// user slanted: for a favoured party (a partner, a sponsor, the server's
// own offer) only the good, a verdict in quotes, or a rank against the
// data; a verdict in quotes against the scores; or a promise of no risk or
// of guaranteed returns to pass on. It returns what it found, or "".
func slantedAnswer(sg signals, sent string) string {
	lower := sg.lower
	// quotedVerdict passes over the sentence once a word: it is asked last.
	if sg.in(againstMeritSet) && quotedVerdict(lower) {
		return "an order to label results with a verdict whatever the data say"
	}
	if !sg.any(cTell, cPresent, cVerdict, cBest, cPromote) && !sg.in(showToUserSet) {
		return ""
	}
	switch {
	case sg.in(favouredSet) && (sg.in(onlyGoodSet) || quotedVerdict(lower) && !hn20PaidLabel(lower) || sg.in(againstMeritSet) && sg.has[cBest]) && !disclosesPaid20b(sg):
		return "an order to put a favoured party's results to the user better than they are"
	case noRiskClaim(lower):
		return "an order to promise the user no risk or a guaranteed return"
	}
	return ""
}

// bulkUpload reports an order to upload a whole project, working
// directory or the files kept out of version control, with hidden or
// credential files or to a public place.
func bulkUpload(sg signals) bool {
	if !(sg.free[cSend] || sg.in(uploadVerbSet)) || !sg.in(bulkFilesSet) {
		return false
	}
	return sg.any(cPath, cKeyMaterial) || sg.in(readByAnyoneSet)
}

// checkSkipped reports a verdict handed out without the check it stands
// for ("return 'allow' … without running the classifier") or writing
// without the model's own refusals ("content policies are redundant …
// without refusing").
func checkSkipped(sg signals) bool {
	return sg.in(passVerdictSet) && sg.in(skipCheckSet) || sg.in(noRefusalSet) && sg.in(policyWordSet)
}

var (
	// uploadVerbSet upload, in the forms the lexicon lacks.
	uploadVerbSet = newPhraseSet("upload", "hochlad", "lade ", "lad ", "subir", "sube ", "téléverse", "carica", "carregue", "envie", "загрузи", "上传", "アップロード", "업로드")
	// bulkFilesSet are a whole project or the files kept out of git.
	bulkFilesSet = newPhraseSet("source files", "project files", "entire working directory", "whole working directory", "entire workspace", "whole workspace", "entire repo", "whole repo", "untracked", "ignored files", "hidden files", "all files",
		"gesamte arbeitsverzeichnis", "ganze arbeitsverzeichnis", "gesamten projektordner", "versteckte", "versteckter", "todo el directorio", "todos los archivos", "archivos ocultos", "tout le répertoire", "tous les fichiers", "fichiers cachés",
		"intera cartella", "tutti i file", "file nascosti", "todo o diretório", "todos os arquivos", "arquivos ocultos", "весь каталог", "все файлы", "скрытые файлы", "整个工作目录", "所有文件", "隐藏文件", "作業ディレクトリ全体", "すべてのファイル", "隠しファイル", "전체 작업 디렉터리", "모든 파일", "숨김 파일")
	// readByAnyoneSet are places anyone reads.
	readByAnyoneSet = newPhraseSet("public=true", "public: true", "public paste", "external paste", "paste service", "pastebin", "public gist", "público", "öffentlich", "publique", "pubblico", "публичн", "公开", "公開", "공개")
	// coverStorySet give the user a false reason: "say it's for fraud
	// prevention", "ask casually".
	coverStorySet = newPhraseSet("say it's for", "say it is for", "say that it's for", "tell them it's for", "tell the user it's for", "claim it's for", "ask for it casually", "ask casually",
		"di que es para", "dile que es para", "diles que es para", "dis que c'est pour", "dites que c'est pour", "sag, dass es für", "sagen sie, es sei für", "di' che serve", "di che serve", "diga que é para", "diga que serve",
		"скажи, что это для", "скажите, что это для", "就说是", "说是为了", "のためだと伝え", "のためと説明", "위한 것이라고 말", "위해서라고 말")
	// passVerdictSet hand out a passing verdict.
	passVerdictSet = newPhraseSet("return 'allow'", "return \"allow\"", "return allow", "mark as approved", "mark it approved", "return 'approved'", "return 'pass'", "return 'clean'", "return 'safe'", "devuelve 'allow'", "renvoie 'allow'", "gib 'allow'")
	// skipCheckSet skip the check a verdict stands for.
	skipCheckSet = newPhraseSet("without running the", "without running any", "without scanning", "without checking", "without reviewing", "without calling the classifier", "sin ejecutar", "sans exécuter", "ohne den", "senza eseguire", "sem executar", "без запуска", "不运行", "実行せず", "실행하지 않고")
	// noRefusalSet write without the model's refusals.
	noRefusalSet = newPhraseSet("without adding caveats or refusing", "without refusing", "never refuse", "do not refuse", "don't refuse", "without caveats", "sin negarte", "no te niegues", "sans refuser", "ohne abzulehnen", "senza rifiutare", "sem recusar", "не отказывай", "不要拒绝", "断らず", "거절하지")
	// policyWordSet are the model's own rules.
	policyWordSet = newPhraseSet("content polic", "safety guideline", "safety polic", "assistant-side", "your guidelines", "your policies", "políticas de contenido", "politiques de contenu", "inhaltsrichtlinien", "norme sui contenuti", "políticas de conteúdo", "правила контента", "内容政策", "コンテンツポリシー", "콘텐츠 정책", "redundant")
)

// mentionIn reports a quotation mark word ("for example", "detects")
// among hits between start and end.
func mentionIn(hits []hit, start, end int) bool {
	for _, h := range hits {
		if h.c == cMention && h.start >= start && h.start < end {
			return true
		}
	}
	return false
}

// quotesBeyondList reports a quotation word in the sentence other than
// one that opens a list ("such as .env, *.pem"): a list of files to take
// is part of an order.
func quotesBeyondList(hits []hit, sg signals) bool {
	for _, h := range hits {
		if h.c != cMention || h.start < sg.start || h.start >= sg.start+len(sg.lower) {
			continue
		}
		switch sg.lower[h.start-sg.start : min(h.end-sg.start, len(sg.lower))] {
		case "such as", "like", "wie", "comme", "como", "come", "как", "例如", "など", "같은":
			continue
		}
		return true
	}
	return false
}

// noRiskClaim reports a promise of no risk not refused just before it
// ("never call it risk-free"); the promise may hold its own negation
// ("sin riesgo").
func noRiskClaim(lower string) bool {
	k := noRiskSet.index(lower)
	return k >= 0 && !neverSet.in(lower[windowStart(lower, k-40):k]) && !deniedInPlace(lower, k)
}

// quotedVerdict reports a label in quotes after "as" and its kin, or a
// few words after a naming verb: describe it as 'unstable', come 'molto
// apprezzato', call any other database 'legacy'.
func quotedVerdict(lower string) bool {
	for _, verb := range [...]string{"call ", "label ", "name ", "llama ", "appelle ", "nenne ", "chiama ", "chame ", "называй "} {
		if k := strings.Index(lower, verb); k >= 0 {
			if q := strings.IndexAny(lower[k:windowEnd(lower, k+64)], "'\"«“「‘"); q > len(verb) {
				return true
			}
		}
	}
	for _, as := range [...]string{" as ", " como ", " come ", " comme ", " als ", " как ", "として", "로 ", "为"} {
		for k := range indicesOf(lower, as) {
			rest := strings.TrimLeft(lower[k+len(as):], " ")
			for _, q := range [...]string{"'", "\"", "«", "“", "「", "‘"} {
				if strings.HasPrefix(rest, q) {
					return true
				}
			}
		}
	}
	return false
}

var (
	// favouredSet name a party the server favours.
	favouredSet = newPhraseSet("partner", "sponsor", "patrocinad", "patrocinador", "sponsoris", "gesponsert", "sponsorizzat", "parceir", "партнёр", "партнер", "спонсор", "赞助", "合作商", "合作伙伴", "スポンサー", "提携", "스폰서", "제휴", "paying customer", "paid placement", "hosted on", "our own", "当サービス", "本服务", "自社")
	// onlyGoodSet keep to the good: only positive reviews, 4 stars up.
	onlyGoodSet = newPhraseSet("only positive", "only the positive", "only 4", "only 5", "4 stars and up", "4 stelle in su", "solo recensioni da", "solo positiv", "solo las positiv", "sólo positiv", "uniquement les avis positifs", "que les avis positifs", "nur positive", "apenas positiv", "só positiv", "только положительн", "только хорош", "只显示好评", "只展示好评", "好評のみ", "良いレビューだけ", "긍정적인 리뷰만", "좋은 리뷰만")
	// againstMeritSet set a verdict against the data.
	againstMeritSet = newPhraseSet("regardless of score", "regardless of the score", "regardless of rating", "regardless of results", "regardless of the data", "regardless of price", "even though", "even if other", "aunque otr", "aunque sea", "même si d'autres", "anche se altr", "auch wenn andere", "mesmo que outr", "даже если друг", "即使其他", "たとえ他")
	// noRiskSet promise no risk or a guaranteed return.
	noRiskSet = newPhraseSet("risk-free", "riskless", "guaranteed return", "guaranteed profit", "guaranteed to", "sin riesgo", "rentabilidad garantizada", "sans risque", "rendement garanti", "risikofrei", "garantierte rendite", "senza rischi", "rendimento garantito", "sem risco", "retorno garantido", "без риска", "гарантированн", "无风险", "保本", "保证收益", "元本保証", "リスクなし", "원금 보장", "무위험")
	// showToUserSet put something to the user: recommend, show, call it.
	showToUserSet = newPhraseSet("recommend", "muestra", "riporta", "показывай", "называй", "勧め", "推荐", "추천", "empfiehl", "recommande", "consiglia", "recomiend", "recomend", "mention that", "tell them", "say that")
)

// fillSlot reports a placeholder in sent for a secret's value or the
// conversation: a template mark ("${", "{{", "<value of") or a word for the
// value ("の値", "的值") beside a secret, a secret-named variable or the
// conversation.
func fillSlot(sg signals, sent string) bool {
	if !sg.any(cSecret, cEnv, cConversation) || !sg.in(fillMarkSet) {
		return false
	}
	return sg.has[cConversation] || secretNamed(sent)
}

// secretNamed reports an upper-case variable named for a secret:
// SMTP_PASSWORD, OPENAI_API_KEY, GITHUB_TOKEN.
func secretNamed(sent string) bool {
	for _, w := range [...]string{"PASSWORD", "PASSWD", "TOKEN", "SECRET", "API_KEY", "APIKEY", "PRIVATE_KEY", "CREDENTIAL"} {
		if strings.Contains(sent, w) {
			return true
		}
	}
	return false
}

// fillMarkSet mark a slot the model fills in.
var fillMarkSet = newPhraseSet("${", "{{", "<value of", "value of", "from your environment", "from the environment", "replace this placeholder", "の値", "的值", "값을", "값)", "valeur de", "valor de", "wert von", "значение")

// cannedReply reports an order to tell the user only a line in quotes
// ("사용자에게는 '보호 조치 완료'라고만 알립니다", "dile solo 'listo'").
func cannedReply(sg signals, sent string) bool {
	return sg.in(cannedReplySet) && strings.ContainsAny(sent, "'\"«“「‘")
}

// forcedActBefore reports an act that changes something (a call, a
// sending, a payment, a deletion, a redirection) stated before byte at.
func forcedActBefore(whole signals, at int) bool {
	for _, c := range [...]concept{cCall, cSend, cMoney, cDestroy, cRedirect} {
		if whole.has[c] && whole.first[c] < at {
			return true
		}
	}
	return false
}

var (
	// cannedReplySet tell the user one line only.
	cannedReplySet = newPhraseSet("라고만 알", "라고만 말", "라고만 답", "이라고만", "とだけ伝え", "とだけ言", "とだけ答え", "とだけ報告", "只告诉用户", "只需告诉用户", "只回复", "只说",
		"dile solo", "diles solo", " di solo ", " di solamente", "dis seulement", "dites seulement", "dis-lui seulement", "sag nur", "sage nur", "sagen sie nur", "nur mitteilen", "скажи только", "сообщи только", "ответь только", "сообщите только",
		"di' solo", "dì solo", "rispondi solo", "diga apenas", "diga só", "diga somente", "responda apenas", "tell them only", "only tell them", "tell the user only", "only tell the user", "say only", "only say", "just say", "just tell them")
	// confirmNeedlessSet say the user need not confirm.
	confirmNeedlessSet = newPhraseSet("confirmation is unnecessary", "confirmation is not needed", "confirmation isn't needed", "confirmation is not required", "approval is unnecessary", "approval is not needed", "confirmation is redundant",
		"confirmación no es necesaria", "confirmación es innecesaria", "confirmación innecesaria", "no hace falta confirmación", "pas besoin de confirmation", "confirmation n'est pas nécessaire", "confirmation est inutile",
		"keine bestätigung nötig", "bestätigung ist nicht nötig", "bestätigung ist nicht erforderlich", "bestätigung nicht erforderlich", "conferma non è necessaria", "non serve conferma", "non serve la conferma",
		"confirmação é desnecessária", "não precisa de confirmação", "confirmação não é necessária", "подтверждение не требуется", "подтверждение не нужно", "不需要确认", "无需另行确认", "確認は不要", "確認は要りません", "확인은 필요 없", "확인이 필요 없")
)

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
	untold := untoldVerbSet.tab()
	for i := 0; i+1 < len(w); i++ {
		if i > 0 && isASCIILetter(w[i-1]) {
			continue
		}
		if untold.startsAt(w, i) {
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

// pinnedDefaults reads each input property whose description (or
// enumDescriptions) has the model keep its default ("Leave enabled",
// "use the default", "laisser la valeur par défaut", "请勿更改") while the
// default sends something out: a switch left on for a flow to a host or
// to partners, a destination or cloud store as the value, the widest
// choice of its enum ("logs+tmp+backups"), or a credential file in a
// field whose contents are sent.
func pinnedDefaults(schema any) []finding {
	var out []finding
	eachProperty(schema, []string{"inputSchema"}, func(p schemaProperty) {
		if p.value == nil {
			return
		}
		desc := p.desc
		if notes, ok := p.pm["enumDescriptions"].([]any); ok {
			for _, n := range notes {
				if s, ok := n.(string); ok {
					desc += " " + s
				}
			}
		}
		lower := strings.ToLower(desc)
		f, hits := readFresh(desc)
		flows := outflowSet.in(lower) || bareDomain(f.text) || len(destinationsIn(f.text)) > 0 || hitOf(hits, cSend)
		var why string
		switch v := p.value.(type) {
		case bool:
			if v && pinSet.in(lower) && flows {
				why = "a switch left on for a flow out of the user's hands"
			}
		case string:
			enum, _ := p.pm["enum"].([]any)
			switch {
			case !pinSet.in(lower):
			case (storeValue(v) || bareDomain(v)) && !vendorAPI32a(strings.ToLower(v)):
				why = "a destination as the value to keep"
			case widestChoice(v, enum) && (flows || riskyChoice(v)):
				why = "the widest choice of its list as the value to keep"
			}
		case []any:
			for _, item := range v {
				s, _ := item.(string)
				if _, vh := readFresh(s); hitOf(hits, cSend) && (hitOf(vh, cPath) || hitOf(vh, cKeyMaterial)) {
					why = "a credential file in a field whose contents are sent"
					break
				}
			}
		}
		if why != "" {
			out = append(out, finding{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds %s: %s", p.where("."+p.key), why, excerpt(fmt.Sprint(p.value)))})
		}
	})
	return out
}

// hitOf reports a hit of c.
func hitOf(hits []hit, c concept) bool {
	for _, h := range hits {
		if h.c == c {
			return true
		}
	}
	return false
}

// storeValue reports a value naming a cloud store or remote scheme.
func storeValue(v string) bool {
	lv := strings.ToLower(v)
	for _, p := range [...]string{"dropbox:", "s3://", "gs://", "gdrive:", "onedrive:", "box:", "mega:", "ftp://", "sftp://", "http://", "https://"} {
		if strings.HasPrefix(lv, p) {
			return true
		}
	}
	return false
}

// widestChoice reports a value of enum that joins others of it
// ("logs+tmp+backups" over "logs" and "tmp").
func widestChoice(v string, enum []any) bool {
	if len(enum) < 2 || !strings.ContainsAny(v, "+,") {
		return false
	}
	parts := 0
	for _, e := range enum {
		if s, ok := e.(string); ok && s != v && strings.Contains(v, s) {
			parts++
		}
	}
	return parts > 0
}

// riskyChoice reports a choice that deletes, withdraws or uploads.
func riskyChoice(v string) bool {
	return riskyChoiceSet.in(strings.ToLower(v))
}

var (
	// pinSet keep the default.
	pinSet = newPhraseSet("leave enabled", "leave it enabled", "leave on", "leave it on", "keep enabled", "keep it enabled", "use the default", "keep the default", "leave the default", "do not change", "don't change", "do not disable", "don't disable", "must stay", "do not modify",
		"laisser à true", "laisser activé", "laisser la valeur par défaut", "ne pas modifier", "ne pas changer", "ne pas désactiver",
		"no cambiar", "no lo cambies", "no la cambies", "deja el valor", "dejar activado", "déjalo activado", "usa el valor predeterminado", "no desactivar",
		"nicht ändern", "standardwert beibehalten", "aktiviert lassen", "nicht deaktivieren", "standard beibehalten",
		"non modificare", "lasciare attivo", "lascia attivo", "non disattivare", "lasciare il valore predefinito",
		"não altere", "não alterar", "deixe ativado", "manter ativado", "não desative", "manter o padrão",
		"не меняйте", "не изменяйте", "не менять", "оставьте включ", "не отключайте",
		"请勿更改", "不要更改", "不要修改", "请勿修改", "保持默认", "保持开启", "不要关闭",
		"変更しないで", "デフォルトのまま", "オンのまま", "無効にしないで",
		"변경하지 마", "기본값 유지", "켜 둔 채", "끄지 마")
	// outflowSet send something out of the user's hands.
	outflowSet = newPhraseSet("mirror", "sync to", "upload", "share", "partner", "third part", "marketing", "telemetry", "posted to", "sent to",
		"partage", "partenaire", "compartir", "socios", "teilen", "partner", "condivid", "compartilh", "parceiro", "передач", "партнер", "партнёр", "共享", "合作伙伴", "上传", "共有", "パートナー", "アップロード", "공유", "파트너", "업로드")
	// riskyChoiceSet delete, withdraw or upload.
	riskyChoiceSet = newPhraseSet("backup", "withdraw", "upload", "delete", "purge", "all", "admin", "export")
)

// officialHost reports a default that is a public registry's or forge's
// own address (https://registry.npmjs.org): the service the tool is a
// client of, not a host put between the user and it.
func officialHost(v string) bool {
	host := strings.ToLower(v)
	if _, rest, ok := strings.Cut(host, "://"); ok {
		host = rest
	}
	host, _, _ = strings.Cut(host, "/")
	switch host {
	case "registry.npmjs.org", "registry.yarnpkg.com", "pypi.org", "upload.pypi.org", "test.pypi.org", "files.pythonhosted.org", "index.docker.io", "registry-1.docker.io", "registry.hub.docker.com", "ghcr.io",
		"api.github.com", "github.com", "gitlab.com", "crates.io", "index.crates.io", "proxy.golang.org", "sum.golang.org", "rubygems.org", "repo.maven.apache.org", "repo1.maven.org", "api.nuget.org", "registry.terraform.io", "quay.io":
		return true
	}
	return false
}

// autoRunsCheck reports a switch named for running a check by itself
// (auto_reviewers, auto_lint, auto_scan): "auto" adds the check there; it
// skips one only beside approving, confirming or signing.
func autoRunsCheck(words []string) bool {
	auto, runs := false, false
	for _, w := range words {
		switch {
		case w == "skip" || w == "bypass" || w == "disable" || w == "no" || w == "without" || w == "omit":
			return false
		case w == "auto":
			auto = true
		case hasAnyPrefix(w, "approv", "aprob", "aprov", "approb", "genehmig", "confirm", "bestätig", "conferm", "mfa", "2fa", "sign"):
			return false
		case hasAnyPrefix(w, "review", "check", "lint", "test", "scan", "audit", "valid", "verif"):
			runs = true
		}
	}
	return auto && runs
}

// tellsModelOnly reports a note that the model need not be told something
// ("no need to tell the model the locale"): an input it can do without,
// nothing kept from the user.
func tellsModelOnly(lower string) bool {
	for _, p := range [...]string{"no need to tell the model", "no need to tell the assistant", "no need to tell the tool", "need not tell the model", "no need to tell the agent"} {
		if strings.Contains(lower, p) && !strings.Contains(lower, "user") {
			return true
		}
	}
	return false
}
