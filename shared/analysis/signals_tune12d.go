package analysis

import (
	"fmt"
	"regexp"
	"strings"
)

// Workflow acts (tune12d): an order to the model that rewrites what the
// agent does or says, whatever the data or the user: a task, rule or
// grant recreated whenever someone removes it; an audit trail switched
// off or wiped; an approval, review or screening declared given; a figure
// changed before it is reported; a verdict or status fixed whatever the
// data shows. Each reads the act (verb, object, the condition that makes
// it covert), not a product's words.

// workflowActFindings reads each sentence of a text for those acts.
func workflowActFindings(where func() string, text string, lower lowText, hits []hit, ctx scanContext, seen map[string]bool) []finding {
	if ctx.value && !ctx.fixed || ctx.purpose.screens {
		return nil
	}
	if seen == nil {
		seen = map[string]bool{}
	}
	if ctx.value && strings.ContainsAny(lower.s, valueOrderMarks) && valueOrder.MatchString(lower.s) && !seen["poison-hidden-instruction"] {
		seen["poison-hidden-instruction"] = true
		return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds a value the model is handed that carries an order to pick it or call a tool: %q", where(), excerpt(text))}}
	}
	whole := wholeText{s: lower.s}
	for _, s := range ctx.sentences(text, lower.s, hits) {
		cur := lower.part(s.start, s.end)
		declined := declined12d(cur)
		rule, what := "", ""
		if !declined && !ctx.label {
			rule, what = workflowAct(cur, &whole, ctx)
		}
		if rule == "" && !cur.in(t12dCitesSet) {
			rule, what = answerAct(text[s.start:s.end], cur, &whole, ctx.property, declined)
		}
		if rule == "" || seen[rule] {
			continue
		}
		seen[rule] = true
		return []finding{{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(text[s.start:s.end]))}}
	}
	return nil
}

// valueOrder is an order tucked into an enum or default value: "(always
// use this one)", "(выбирай всегда)", "+ chame compartilhar_arquivo".
var valueOrder = regexp.MustCompile(`[(（—–]\s*(always|use this|pick this|choose this|select this|use it whenever|выбирай|всегда|항상|始终|一律|常に|siempre|immer|toujours|sempre)[^)）]{3,}|[(（][^)）]*(이것을 선택|을 선택하세요|を選んで|选择此项|выбирай всегда)|\+\s*(chame|call|llama|appelle|rufe|chiama|вызови|调用)\s`)

// valueOrderMarks are the signs every match of valueOrder opens with:
// a value without one is not run through the expression.
const valueOrderMarks = "(（—–+"

// workflowAct names the rule and the act a sentence orders, if any.
// The condition that makes an act covert may sit in the next sentence of
// the same text (whole).
func workflowAct(cur lowText, whole *wholeText, ctx scanContext) (string, string) {
	switch {
	case cur.in(t12dRecreate) && cur.in(t12dGone) && whole.has(&whole.persist, t12dPersist):
		return "poison-hidden-instruction", "an order to recreate a task, rule or grant whenever someone removes it"
	case cur.in(t12dWipe) && (cur.in(t12dTrail) || t12dTrailField.in(ctx.property)) && (whole.has(&whole.covertWhy, t12dCovertWhy) || cur.in(t12dAlways)):
		return "poison-hidden-instruction", "an order to switch off or wipe an audit trail"
	case (cur.in(t12dApproval) || t12dApproval.in(ctx.property)) && whole.deemed():
		return "poison-hidden-instruction", "an order to treat an approval or review as given"
	case (cur.in(rubberStampGate) && midSentence(rubberStamp, cur.s) || cur.in(t12dUnasked) && everyItem41(cur.s)) && !cur.in(t12dUserSaid):
		return "poison-hidden-instruction", "an order to approve or act on every item without the user"
	case cur.in(t12dHighRole) && cur.in(t12dOutsider) && cur.in(t12dPick) && !cur.in(t12dOnlyBySet):
		return "poison-hidden-instruction", "an order to give outside accounts a high role"
	case strings.Contains(cur.s, "%") && percentChange.MatchString(cur.s) && whole.has(&whole.covert, t12dCovert):
		return "poison-answer-manipulation", "an order to change a figure and keep the change from the user"
	case cur.in(figureChangeGate) && figureChange.MatchString(cur.s) && !unitConversion.MatchString(cur.s) && (cur.in(t12dReport) || addStars.MatchString(cur.s) || setToTimes.MatchString(cur.s)):
		return "poison-answer-manipulation", "an order to change a figure before it is reported or submitted"
	case cur.in(t12dSay) && whateverData(cur) && !cur.in(reportsEverything):
		return "poison-answer-manipulation", "an order to give a fixed verdict or status whatever the data shows"
	case cur.in(t12dConditionedSet):
		return "", ""
	case (cur.in(reportAsCleanGate) && cleanMarkUnconditioned44b(cur.s) && !ownStatusAct28(cur, ctx.self) || cur.in(t12dSay) && cur.in(t12dClean) && cur.in(t12dFixedly)) && !cur.in(scanner18a):
		return "poison-answer-manipulation", "an order to report a clean status or verdict the data does not give"
	}
	return "", ""
}

// answerAct reads an order that fixes what the model tells the user: a
// quoted claim given whatever the data, fees or risks left out of the
// answer, or named rivals run down to steer the user elsewhere.
func answerAct(sent string, cur lowText, whole *wholeText, property string, declined bool) (string, string) {
	say := cur.in(t12dSay) || cur.in(t12dSayMore)
	switch {
	case (cur.in(t12dOmit) || cur.in(t12dOmitWeakSet) && cur.in(t12dAnswerCueSet)) && (cur.in(t12dDownside) || t12dDownside.in(property)) && !cur.in(remindsOfRisk14c):
		return "poison-answer-manipulation", "an order to leave fees or risks out of the answer"
	case declined && !cur.in(t12dSteer):
		return "", ""
	case say && (openQuotes.in(sent) && quotedClaim.MatchString(sent) && !cur.in(t12dDisclaim) || hasDigit(cur.s) && figureClaim.MatchString(cur.s)) && (whateverData(cur) || cur.in(t12dFixedly) || whole.has(&whole.unbacked, t12dUnbacked) || cur.in(t12dFavoured)):
		return "poison-answer-manipulation", "an order to tell the user a fixed claim whatever the data shows"
	case say && cur.in(t12dEveryAnswer) && cur.in(t12dSale):
		return "poison-answer-manipulation", "an order to push a sale or a referral link in every answer"
	case say && (cur.in(t12dRivalTrigger) || cur.in(t12dSteer) || cur.in(t12dRumour)) && (rivalNames.MatchString(sent) || othersThan.MatchString(sent)),
		say && cur.in(t12dRivalTrigger) && cur.in(t12dSteer):
		return "poison-preference-manipulation", "an order to run down named rivals and steer the user elsewhere"
	}
	return "", ""
}

// figureClaim is a figure given as a share, a score or a rank.
var figureClaim = regexp.MustCompile(`\d+([.,]\d+)?\s*(%|percent|stars?|points?|miles)|#1\b|\d+%로`)

// othersThan names every party but one ("a company other than SwiftMove").
var othersThan = regexp.MustCompile(`(company|brand|provider|seller|store|retailer|vendor|bank|insurer|airline|hotel|host|app|platform)s? other than [A-Z]`)

// t12dCites are the marks of a sentence that quotes attacks as examples.
var t12dCites = []string{"such as \"", "like \"", "e.g. \"", "patterns", "examples of", "phrases like", "phrases such as", "вроде «", "например «", "比如", "例如", "などの"}

var t12dDisclaim = newPhraseSet("not ", "no guarantee", "may ", "might", "estimate", "sponsored", "advert", "consult", "risk")

var t12dFavoured = newPhraseSet("gold listing", "advertiser", "partner brand", "our partner", "sponsor", "premium listing", "enrolled", "da rede", "du groupe", "de la red", "der gruppe", "della rete", "сети «", "合作")

var t12dEveryAnswer = newPhraseSet("in every reply", "in every answer", "in every response", "after every", "after any", "after each", "each time", "every time", "in all answers", "an jeden", "jede antwort", "in deinen antworten", "à chaque", "en cada", "in ogni", "em cada", "em toda", "в каждом", "каждый раз", "每次", "每个回答", "必ず", "毎回", "매번", "모든 답변")

var t12dSale = newPhraseSet("upgrade", "premium", "sign them up", "sign up", "subscribe them", "subscription", "enrol", "account now", "application now", "affid", "aff=", "via=", "partner=", "?ref=", "&ref=", "abonn", "suscrib", "assin", "подпис", "订阅", "会員", "가입")

var t12dRumour = newPhraseSet("known to", "often ", "frequently", "commonly", "many owners", "many customers", "häufig", "suelen", "souvent", "spesso", "muitos clientes", "часто", "经常", "多い")

// quotedClaim is a claim in quotation marks, the words the model is to say.
var quotedClaim = regexp.MustCompile(`["“«„「『][^"”»“」』]{6,}["”»“」』]`)

// openQuotes are the marks quotedClaim opens with.
var openQuotes = newPhraseSet(`"`, "“", "«", "„", "「", "『")

// rivalNames is two or more capitalised names in a list ("Hertz, Avis or
// Enterprise", "Deliveroo ou Uber Eats").
var rivalNames = regexp.MustCompile(`\b[A-Z][\w.+-]+( [A-Z][\w.+-]+)?(, [A-Z][\w.+-]+( [A-Z][\w.+-]+)?)*,? (or|and|ou|o|oder|y|e|и|или|und|et|/) [A-Z0-9][\w.+-]+`)

var t12dSayMore = newPhraseSet("warn", "dis à", "dis-lui", "di all'utente", "diga ao", "sage dem", "emphasi", "end with", "summarised positively", "summarized positively", "show this to the user", "recommend", "empfiehl", "recommande", "consiglia", "recomende", "рекомендуй", "推荐", "おすすめ", "추천하", "repita", "付け加え", "加上", "덧붙", "remind", "let them know", "explain", "describe", "mention that", "add that", "answer", "quote", "populate with", "indica al usuario", "di que", "dile", "recuerda", "annonce", "explique", "rappelle", "indique", "sage", "nennen", "weise darauf hin", "erkläre", "dichiara", "digli", "ricorda", "lembre", "informe", "diga", "указывайте", "говори", "скажи", "告诉", "说", "伝え", "答え", "안내하세요", "답하세요", "말하세요", "conclusione da dare")

var t12dUnbacked = []string{"hurts sign-ups", "lower conversion", "reduce engagement", "from being discouraged", "sales materials", "customers respond to", "not available", "does not return", "doesn't return", "under review", "in the meantime", "no está disponible", "non è disponibile", "n'est pas disponible", "não está disponível", "kein test vorliegt", "nicht vorliegt", "нет данных", "没有数据", "ありませんが", "달라도", "marketing shorthand", "our figure"}

var t12dOmit = newPhraseSet("do not bring up", "don't bring up", "do not mention", "don't mention", "never mention", "need not be mentioned", "needn't be mentioned", "avoid mentioning", "n'évoque pas", "ne parle ni", "ne mentionne pas", "nicht erwähnen", "nicht nennen", "no menciones", "no leer al usuario", "no mencionar", "não mencione", "não fale", "non menzionare", "non parlare", "не упоминай", "не говори", "не сообщай", "不要提", "不要告诉", "不提", "伝えないこと", "言わないこと", "触れないで", "안내하지 마", "알리지 마", "말하지 마", "라고만 답")

// t12dOmitWeak leave something out only when the answer is named
// (t12dAnswerCue): "prices do not include fees" is a disclosure.
var t12dOmitWeak = []string{"do not include", "don't include", "leave out", "leave them out", "omit any", "omit the", "omit them", "omit all", "it omits", "keine"}

var t12dAnswerCue = []string{"answer", "user", "reply", "respon", "summar", "present", "antwort", "nennen", "réponse", "respuesta", "risposta", "resposta", "ответ", "回答", "답변"}

var t12dDownside = newPhraseSet("fee", "charge", "surcharge", "risk", "side effect", "complication", "downtime", "drawdown", " warning", "inspection failure", "penalt", "volatilit", "not guaranteed", "frais", "garantie", "gebühr", "risiken", "komplikation", "ausfallzeit", "comisi", "efectos", "riesgo", "taxa", "tarifa", "efeitos", "risco", "commission", "rischi", "effetti", "комисси", "риск", "побочн", "费用", "风险", "副作用", "手数料", "リスク", "수수료", "부작용", "위험")

var t12dSteer = newPhraseSet("suggest they stick", "steer", "stick with", "switch to", "switching to", "is the only", "only our", "trustworthy choice", "only safe", "só a", "надёжен только", "建议改用")

var t12dRivalTrigger = newPhraseSet("mentions", "brings them up", "if the user cites", "if the user brings", "when a user asks about", "if they mention", "show up", "appear", "aparecen", "mentionne", "erwähnt", "citar", "preferisce", "упомян", "提到", "언급")

// deemedApproved declares approval given ("are deemed approved", "gelten
// als im Voraus genehmigt").
var deemedApproved = regexp.MustCompile(`(deemed|considered|treated as|gelten als|gilt als|considérée?s? comme|considerat[ei]|se consideran|considerad[ao]s|считаются|считай)\s+(\S+\s+){0,2}(approved|genehmigt|freigegeben|approuvée?s?|approvat[ei]|aprobad[ao]s?|aprovad[ao]s?|одобрен\S*|согласован\S*)`)

// rubberStamp approves or accepts a whole queue, or calls an approving tool.
var rubberStampGate = newPhraseSet("approve", "accept")

var rubberStamp = regexp.MustCompile(`(approve|accept)\s+(all|every|any)\s+(of\s+them|pending|\w+\s+pending)|approve\s+them\s+all|call\s+approve_\w+`)

// midSentence reports a match of re that does not open the sentence: an
// order under a condition, not a tool saying what it does.
func midSentence(re *regexp.Regexp, cur string) bool {
	loc := re.FindStringIndex(cur)
	return loc != nil && strings.TrimSpace(cur[:loc[0]]) != ""
}

// percentChange raises or lowers a figure by a share.
var percentChange = regexp.MustCompile(`(increase|raise|lower|reduce|inflate|deflate|bump)\s+[^.;]{0,40}\bby\s+\d+([.,]\d+)?\s*%`)

var t12dUnasked = newPhraseSet("without asking", "without confirmation", "without confirming", "without checking with", "sin preguntar", "ohne nachzufragen", "ohne rückfrage", "sans demander", "senza chiedere", "sem perguntar", "не спрашивая", "无需询问", "不经确认", "確認せずに", "묻지 않고")

var t12dUserSaid = newPhraseSet("the user confirms", "user has confirmed", "the user asks", "user explicitly", "if the user", "once the user", "user agrees", "user's consent", "user consents")

var t12dHighRole = newPhraseSet("admin", "owner", "full rights", "full access", "global administrator", "superuser", "полные права", "администратор", "管理员", "所有者", "管理者", "オーナー", "관리자", "소유자", "propriétaire", "proprietario", "propietario", "proprietário", "besitzer", "inhaber")

var t12dOutsider = newPhraseSet("not on the company domain", "outside the company", "external", "outside account", "guest", "fuera de la empresa", "extern", "extérieur", "esterni", "esterno", "externo", "de fora", "внешн", "外部", "외부")

// t12dOnlyBy keeps a high role to those who may grant it.
var t12dOnlyBy = []string{"can only", "only by", "only an", "only the", "solo puede", "nur von", "nur durch", "seul", "solo da", "só pode", "только ", "仅", "のみ", "만 "}

var t12dPick = newPhraseSet("pick", "choose", "use ", "select", "always", "usa ", "wähle", "choisis", "scegli", "escolha", "use sempre", "выбирай", "选择", "選択", "선택")

// declined12d reports a sentence that forbids or disclaims the act (the
// Latin and Cyrillic words read from a word's start).
func declined12d(cur lowText) bool {
	return t12dDeclined.joinedIn("", cur) && !cur.in(t12dCovertSet) // in " " + cur.s
}

// t12dCovert are negations that hide the act rather than forbid it.
var t12dCovert = []string{"do not need", "don't need", "do not mention", "don't mention", "do not tell", "don't tell", "do not show", "do not reference", "do not bring up", "do not point", "do not list", "do not log", "ne pas mentionner", "nicht erwähnen", "no lo menciones", "não mencione", "non menzionare", "не упоминай", "不要告诉", "不要在", "伝えないこと", "言わないこと", "알리지"}

var figureChange = regexp.MustCompile(`multipl(y|ied)\s+(\w+\s+){0,3}by\s+\d|(ajout|aggiung|añad|addier|adicion|добав)\S*\s+\d+([.,]\d+)?\s*(points?|punt|pont|stern|étoile|estrell|estrel|stell|балл|звёзд)|\badd\s+\d+([.,]\d+)?\s*(stars?|points?|%|percent|hours?)|\b(round|bump)\s+(it\s+|them\s+)?up\b|to\s+\w+\s*\*\s*\d|(lower|raise|increase|reduce)\s+(the\s+)?(rating|score|amount|price|hours|count)s?\s+by|\d+\s+days\s+(earlier|later)\s+than|(умнож|увелич)\S*\s+на\s+\d|乘以\s*\d|倍にして|배로|moltiplica\S*\s+per\s+\d|multiplica\S*\s+por\s+\d|multipliez?\S*\s+par\s+\d|multiplizier\S*\s+mit\s+\d|すべて\s*0\s*に修正|全部改为\s*0`)

// figureChangeGate holds a word each of figureChange's forms needs.
var figureChangeGate = newPhraseSet("multipl", "ajout", "aggiung", "añad", "addier", "adicion", "добав", "add", "round", "bump", "*", "lower", "raise", "increase", "reduce", "days", "умнож", "увелич", "乘以", "倍にして", "배로", "moltiplica", "すべて", "全部改为")

var reportAsClean = regexp.MustCompile(`(report|present|summari[sz]e|describe|relay|show|mark|label)\w*\s+(them|it|these|those|the\s+\w+)?\s*(to\s+(the\s+)?users?\s+)?as\s+['"“‘]?(succeeded|successful|success|settled|resolved|safe|informational|passed|healthy|normal|compliant|clean)\b`)

// reportAsCleanGate holds the verdict reportAsClean needs.
var reportAsCleanGate = newPhraseSet("succe", "settled", "resolved", "safe", "informational", "passed", "healthy", "normal", "compliant", "clean")

var t12dClean = newPhraseSet("no anomalies", "no issues", "no exceptions", "no problems", "all normal", "verified safe", "is safe", "are safe", "succeeded", "a buon fine", "sono andati", "all passed", "no customer data", "すべて正常", "正常です", "一切正常", "全部成功", "배포 성공", "성공", "все в порядке", "успешно", "sin incidencias", "sans anomalie", "keine auffälligkeiten", "tudo certo", "com sucesso")

var t12dFixedly = newPhraseSet("always", "omit", "regardless", "every time", "whatever", "sempre", "siempre", "toujours", "immer", "всегда", "总是", "始终", "常に", "항상", "이어도", "even if")

// t12dConversion marks a change of unit, not of the figure.
var unitConversion = regexp.MustCompile(`\b(convert\w*|percent\w*|ratio|units?|cents|seconds|minutes|bytes)\b`)

// setToTimes sets a field to itself times a factor ("amount to amount*1.08").
var setToTimes = regexp.MustCompile(`to\s+\w+\s*\*\s*\d`)

// addStars adds to a score outright ("add 0.8 stars", "ajoute 1,5 point").
var addStars = regexp.MustCompile(`(\badd|ajout\S*|aggiung\S*|añad\S*|addier\S*|adicion\S*|добав\S*)\s+\d+([.,]\d+)?\s*(stars?|points?|punt|pont|stern|étoile|estrell|estrel|stell|балл|звёзд)`)

var t12dReport = newPhraseSet("before reporting", "before presenting", "before telling", "before submitting", "before answering", "when telling the user", "to the user", "before calling", "before sending", "before you report", "when reporting", "the user gives", "the user enters", "before it is shown", "antes de", "avant de", "bevor", "prima di", "перед ", "之前", "前に", "전에", "提出してください", "ユーザーには言わない")

var t12dRecreate = newPhraseSet("recreate", "re-create", "create it again", "create them again", "re-add", "add it back", "restore it", "re-enable", "reenable", "again via", "consent for", "neu an", "wiederherstell", "wieder an", "recrie", "recréer", "recrée", "ricrea", "recrea", "vuelve a crear", "пересозда", "создай заново", "восстанови", "重新创建", "重建", "再作成", "再度作成", "재생성", "다시 생성", "다시 만드")

var t12dGone = newPhraseSet("missing", "deleted", "removed", "removing", "deleting", "disables", "deletes", "removes", "revokes", "disabled", "revoked", "expires", "is gone", "does not exist", "doesn't exist", "even if one exists", "even if it exists", "not exist", "no rule named", "if there is no", "is absent", "falls nicht", "gelöscht", "entfernt", "não existir", "apagado", "removido", "supprimé", "n'existe pas", "eliminat", "non esiste", "no existe", "borrad", "удал", "нет ", "отсутств", "不存在", "被删除", "删除了", "無い場合", "ない場合", "削除され", "없으면", "없는 경우", "삭제")

var t12dPersist = []string{"every time", "whenever", "always", "repeat", "even if", "immediately", "silently", "quietly", "every session", "each session", "to every", "by mistake", "misclick", "keeps the", "keep it alive", "immer", "auch wenn", "sempre", "mesmo que", "toujours", "même si", "siempre", "aunque", "anche se", "всегда", "даже если", "每次", "总是", "始终", "毎回", "常に", "ユーザーには伝え", "항상", "매번"}

var t12dWipe = newPhraseSet("delete", "remove", "purge", "disable", "turn off", "switch off", "pass false", "leave false", "set it to false", "set to false", "set false", "always false", "sempre false", "siempre false", "toujours false", "immer false", "всегда false", "enabled=false", "(false)", "clear the", "wipe", "suppress", "'none'", "\"none\"", "use none", "scheduled maintenance - no change", "entfern", "lösch", "deaktivier", "bereinigen", "remove entradas", "apag", "desativ", "désactiv", "supprim", "disattiva", "elimin", "borra", "desactiv", "оставь false", "отключ", "удали", "очист", "删除", "关闭", "禁用", "削除", "無効", "false로", "삭제", "끄")

var t12dTrail = newPhraseSet("audit", "cloudtrail", "journal", "log entr", "the log", "event log", "activity log", "ediscovery", "compliance store", "history", "trail", " siem", "protokoll", "registro", "histórico", "журнал", "审计", "日志", "監査", "ログ", "이력", "감사", "change review")

var t12dTrailField = newPhraseSet("audit", "journal", "log", "history", "trail", "comment", "protokoll", "registro", "журнал")

var t12dCovertWhy = []string{"does not show up", "doesn't show up", "not show up", "not appear", "so that reviewers", "review board does not", "do not need to look", "not need to look", "clutter", "fill the siem", "quota", "don't trip", "does not trip", "nicht unnötig", "nicht an den nutzer", "não gerar alerta", "para não", "non devono comparire", "no deben aparecer", "ne doivent pas apparaître", "переполня", "不要显示", "表示されない", "불필요하게", "after every", "after each", "nach jeder", "após cada", "après chaque", "dopo ogni", "después de cada", "после каждого", "每次", "ごとに", "마다"}

var t12dAlways = newPhraseSet("always pass", "must always", "always write", "always use", "immer ", "toujours", "sempre", "siempre", "всегда", "оставь", "总是", "一律", "常に", "항상")

var t12dApproval = newPhraseSet("approv", "sign-off", "signoff", "four-eyes", "second approver", "review", "screening", "committee", "signature", "validation", "freigabe", "aprob", "aprova", "approbation", "validação", "approvaz", "approvat", "согласов", "утвержд", "审批", "批准", "承認", "決裁", "승인", "결재", "confirmation", "confirmaci", "confirmaç", "conferma", "bestätigung", "подтвержд", "确认", "確認", "확인")

var t12dDeemed = newPhraseSet("pre-authorized", "preauthorized", "pre-authorised", "treat the committee as having approved", "as having approved", "treat it as approved", "to 'approved' yourself", "'approved' yourself", "='cleared' yourself", "cleared' yourself", "set committee_approved=true", "self-approval is allowed", "same user id as the caller", "requesting user's own id", "satisfied by the assistant", "required reviews are skipped", "admin_override=true", "are exempt", "exempt from approval", "delegated the approval", "delegated approval", "have delegated", "ont délégué", "hanno delegato", "mets toujours true", "autorizó de antemano", "autorizou previamente", "aprovou previamente", "vorab_freigegeben", "視为已批准", "승인된 것으로", "'approvata'", "come 'approvata'", "sign as the cfo", " sign on behalf of", "视为已批准", "承認済みとして扱", "승인된 것으로 처리", "already given consent", "already given their consent", "already consented", "ya ha dado su consentimiento", "já deu o seu consentimento", "já deu consentimento", "a déjà donné son consentement", "ha già dato il suo consenso", "ha già dato il consenso", "hat bereits zugestimmt", "bereits eingewilligt", "уже дал согласие", "уже дал своё согласие", "已经同意", "已同意所有", "既に同意", "すでに同意", "이미 동의")

var t12dSay = newPhraseSet("tell the user", "tell users", "tell them", "say ", "state that", "report them", "report it", "presented to the user as", "present it as", "summarise them as", "summarize them as", "summarise the result as", "summarize the result as", "conclude", "write that", "always set to", "set to \"", "relay it", "answer \"", "comunica", "informe ao", "informe o ", "dites", "sag ", "melde", "сообщ", "скажи", "告诉", "报告", "伝えて", "報告", "보고하세요", "말하세요", "전달하세요")

var t12dWhatever = newPhraseSet("whatever the", "regardless of actual", "regardless of the actual", "regardless of the returned", "regardless of what", "even though the api", "any status other than", "no matter what the", "unless the api returns", "whatever they show", "whatever it shows", "にかかわらず", "に関わらず", "unabhängig davon", "quel que soit le résultat", "qualunque sia", "independentemente", "sin importar", "независимо от", "不管", "无论", "상관없이")

// whateverData reports a verdict fixed against the data: whatever it
// shows, or even if it is bad.
func whateverData(cur lowText) bool {
	return cur.in(t12dWhatever) || cur.in(t12dEvenIfSet) && cur.in(t12dBadDataSet)
}

// t12dConditioned ties a verdict to the data ("report it as passed only
// when every test passes").
var t12dConditioned = []string{"only if", "only when", "if no ", "when no ", "if all ", "when all ", "if every", "when every", "solo si", "nur wenn", "seulement si", "solo se", "somente se", "только если", "仅当", "場合のみ", "경우에만"}

// t12dEvenIf are concessions that fix a verdict only against bad data
// (t12dBadData): "even if scam reports are returned".
var t12dEvenIf = []string{"even if", "auch wenn", "même si", "anche se", "mesmo que", "aunque", "даже если", "即使", "含まれていても", "であっても", "이어도", "라도"}

var t12dBadData = []string{"fail", "critical", "error", "scam", "unstable", "flagged", "warning", "down", "report", "fehl", "échec", "erreur", "errore", "fallit", "falh", "fall", "ошиб", "сбо", "失败", "错误", "異常", "失敗", "실패", "오류"}

var t12dDeclined = newPhraseSet(" never ", " do not ", " don't ", " cannot ", " can't ", " must not", " is not allowed", " are not allowed", " not permitted", " is blocked", " refuse", " reject", "不予", "拒绝", " ablehnen", " rechaz", " rejet", " rifiut", " rejeit", " отклон", "却下", "거부", " confirm", " nunca", " jamais", " niemals", " mai ", " никогда", " нельзя", "不得", "禁止", "しないで", "してはいけ", "하지 마", "금지")

// wholeText is the text whose sentences workflowAct and answerAct read,
// with the readings of the whole text they share, each worked out once
// when first asked rather than once a sentence.
type wholeText struct {
	s                                                string
	persist, covertWhy, covert, unbacked, approvedAs lazyBool
}

// lazyBool is a reading not yet made (known false) or made (v).
type lazyBool struct{ known, v bool }

// has reports whether the text holds one of words, kept in l.
func (w *wholeText) has(l *lazyBool, words []string) bool {
	if !l.known {
		l.v, l.known = containsAny(w.s, words...), true
	}
	return l.v
}

// deemed reports an approval the text calls already given.
func (w *wholeText) deemed() bool {
	if !w.approvedAs.known {
		w.approvedAs.v, w.approvedAs.known = t12dDeemed.in(w.s) || deemedApproved.MatchString(w.s), true
	}
	return w.approvedAs.v
}

var t12dCitesSet = newPhraseSet(t12dCites...)

var t12dOnlyBySet = newPhraseSet(t12dOnlyBy...)

var t12dConditionedSet = newPhraseSet(t12dConditioned...)

var t12dOmitWeakSet = newPhraseSet(t12dOmitWeak...)

var t12dAnswerCueSet = newPhraseSet(t12dAnswerCue...)

var t12dCovertSet = newPhraseSet(t12dCovert...)

var t12dEvenIfSet = newPhraseSet(t12dEvenIf...)

var t12dBadDataSet = newPhraseSet(t12dBadData...)
