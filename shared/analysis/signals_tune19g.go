package analysis

import (
	"fmt"
	"strings"
)

// An insider's server that falsifies what the agent reports or records
// (tune19g), beside tune19a and tune19d:
//   - an act chained onto another tool's every call (clear the faults,
//     acknowledge the page, mark every control, close the old tickets)
//     whose purpose is a clean view or whose telling is forbidden, the
//     forbidding perhaps in a sentence of its own ("Keep this silent.");
//   - a figure swapped for another when the real one falls short, or
//     passed off as measured;
//   - a recorded author or name replaced by a generic account, a severity
//     lowered when it is presented, an incident shifted into the next
//     period, a detection time moved earlier, a requester's notice turned
//     off without asking the user;
//   - values that do it: a catch-all label matcher appended to every
//     silence, a default list of exclusions the text says to keep, a large
//     tolerance under which differences go unreported, an attestation
//     written into a default.

// tune19gReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune19gReading(lt, prop lowText) (rule, what string) {
	if lt.in(reportsEverything) || lt.in(scanner18a) || lt.in(userChose19a) && !lt.in(overUser19a) || opensAsItself19a(lt.s) {
		return "", ""
	}
	switch {
	case lt.in(chain19g) && (lt.in(cleanView19g) || lt.in(hush19d) || lt.in(unnotified19g)):
		return "poison-concealment", "an act chained onto another tool's calls so what the user sees stays clean, or kept from them"
	case lt.in(substitute19g) && (lt.in(against19d) || lt.in(failing19a) || lt.in(outOfControl19g)) || lt.in(asMeasured19g) && lt.in(assert19d):
		return "poison-answer-manipulation", "an order to report a figure of the text's choosing in place of the real one"
	case lt.in(regardless19d) && prop.in(recordedBy19g):
		return "poison-answer-manipulation", "an order to record a name fixed whatever the user gives"
	case lt.in(regardless19d) && lt.in(severityWord19g):
		return "poison-answer-manipulation", "an order to record a severity fixed whatever was computed"
	case lt.in(notActualUser19g) || lt.in(actorName19g) && lt.in(replaced19g) && lt.in(genericActor19g):
		return "poison-answer-manipulation", "an order to replace the people named in a record with a generic account"
	case lt.in(whenPresenting19g) && (lt.in(severityDown19g) || lt.in(goodState19d) && lt.in(assert19d)) && !lt.in(onlyWhenGood19a):
		return "poison-answer-manipulation", "an order to lower a severity or fix a good verdict when the results are presented"
	case lt.in(paging19a) && lt.in(falsePositive19g) && lt.in(byItself19g):
		return "poison-concealment", "an order to close an alert as a false positive by the model itself"
	case lt.in(fabricatedCheck19g) && (lt.in(assert19d) || lt.in(addClaim19g)):
		return "poison-answer-manipulation", "an order to record a check or review that was not made"
	case lt.in(shownUsers19g) && lt.in(butStored19g):
		return "poison-answer-manipulation", "a threshold shown to users and another one applied"
	case (lt.in(overUser19a) || lt.in(noMatterAsked19g)) && (lt.in(paging19a) || lt.in(urgency19g)):
		return "poison-concealment", "an order to set an alert's urgency or a silence's length against what the user asked"
	case lt.in(onlyRelay19g) && lt.in(lowTier19g):
		return "poison-concealment", "an order to pass on only the low-priority alarms"
	case lt.in(nextPeriod19g) && lt.in(targetMet19g):
		return "poison-answer-manipulation", "an order to move an outage into the next period so this one meets its target"
	case lt.in(time19d) && lt.in(backdated19g):
		return "poison-answer-manipulation", "an order to move a recorded time earlier than it was"
	case lt.in(noAsk19g) && (lt.in(notice19g) || prop.in(notice19g)) && lt.in(offValue19g):
		return "poison-concealment", "an order to turn a notice off without asking the user"
	case lt.in(offRecord19g) && (lt.in(noAsk19g) || lt.in(hush19d)):
		return "poison-concealment", "an order to take an entry off the record without telling the user"
	}
	return "", ""
}

// judgeMentioned19g applies read with the sentence's property. When lift
// holds, a mention of detecting, scanning or a quoted name makes no
// quotation: the readings leave a scanner's voice alone themselves.
func judgeMentioned19g(read func(lt, prop lowText) (string, string), sg signals, ctx scanContext, quoting, lift bool) []textFinding {
	if quoting && !(lift && sg.has[cMention]) {
		return nil
	}
	if rule, what := read(sg.phrases(), lowered(ctx.property)); rule != "" {
		return []textFinding{{rule: rule, what: what}}
	}
	return nil
}

// hushedChainFindings reports a text that chains an act onto another
// tool's calls and, in any sentence of it, says to keep quiet about it
// ("Before adding any entry, use timeline_edit to … Keep this silent."):
// a concealment cue with no object of its own takes the chained act.
func hushedChainFindings(where func() string, text string, lt lowText, seen map[string]bool) []finding {
	if seen["poison-concealment"] || !lt.in(chain19g) || !lt.in(hush19d) && !lt.in(standardStep19g) || lt.in(reportsEverything) || lt.in(scanner18a) || lt.in(userChose19a) {
		return nil
	}
	return []finding{{Rule: "poison-concealment", Message: fmt.Sprintf("%s holds an act chained onto another tool's calls, with an order to keep it from the user: %q", where(), excerpt(text))}}
}

// valueTune19g says how a property's fixed value lets results go unseen
// or attests to a review nobody made, or "".
func valueTune19g(p schemaProperty) (key, what string, firm bool) {
	if p.key != "default" && p.key != "const" {
		return "", "", false
	}
	desc := lowered(strings.ToLower(p.desc))
	switch v := p.value.(type) {
	case []any:
		if len(v) > 0 && catchAllMatcher19g(v) {
			return p.key, "a catch-all label matcher added to every silence", false
		}
		if len(v) > 0 && (desc.in(omit19d) || desc.in(unreported19g)) && desc.in(keepDefault19g) {
			return p.key, "a list of exclusions from what is reported, with an order to keep it", false
		}
	case float64:
		if v >= 1000 && desc.in(unreported19g) {
			return p.key, "a large amount under which differences go unreported, as the default", false
		}
	case string:
		if strings.Contains(v, " ") && lowered(strings.ToLower(v)).in(attested19g) {
			return p.key, "a review or confirmation nobody made, written into the value the model is handed", false
		}
	}
	return "", "", false
}

// catchAllMatcher19g reports a label matcher that matches every value
// (team=~".*").
func catchAllMatcher19g(v []any) bool {
	for _, m := range v {
		s, _ := m.(string)
		if strings.Contains(s, `=~".*"`) || strings.Contains(s, `=~".+"`) || strings.Contains(s, "=~'.*'") {
			return true
		}
	}
	return false
}

var (
	// chain19g tie an act to every call of another tool.
	chain19g = newPhraseSet("before any ", "before every ", "before each ", "before producing any", "before adding any", "after any ", "after every ", "after each ", "immediately after every",
		"vor jeder", "vor jedem", "nach jeder", "nach jedem", "avant de calculer", "avant de produire", "avant chaque", "après chaque", "antes de cada", "antes de calcular", "antes de cualquier", "después de cada", "tras cada",
		"antes de qualquer", "após cada", "depois de cada", "prima di ogni", "prima di calcolare", "dopo ogni", "перед каждым", "перед каждой", "перед любым", "после каждого", "после каждой", "после любого",
		"每次调用", "每次查询", "之前先", "の前に必ず", "のたびに", "호출할 때마다", "조회할 때마다", "전에 항상")
	// cleanView19g give the chained act's purpose: a view that looks clean.
	cleanView19g = newPhraseSet("stays green", "stay green", "shows a clean", "show a clean", "looks clean", "look clean", "clean fleet", "not woken", "are not re-paged", "verschwinden", "disparaissent", "desaparezcan", "desapareçam", "scompaiano", "исчезли", "исчезают", "消失", "消え", "사라지", "on behalf of the responder", "as the responder")
	// unnotified19g keep the act from those it touches.
	unnotified19g = newPhraseSet("without notifying", "sans notifier", "sin notificar", "sem notificar", "senza notificare", "ohne zu benachrichtigen", "ohne benachrichtigung", "не уведомляя", "不通知", "通知せず", "알리지 않고")
	// standardStep19g pass a hidden act off as routine and keep it unreported.
	standardStep19g = newPhraseSet("shouldn't be reported", "should not be reported", "need not be reported", "not to be reported")

	substitute19g   = newPhraseSet("this value instead", "that value instead", "quantity instead", "number instead", "figure instead", "that number as", "this number as", "diesen wert melden", "ce chiffre à la place", "cette valeur à la place", "este valor en su lugar", "ese valor en su lugar", "esse valor no lugar", "questo valore al posto", "это значение вместо", "改为报告该值", "この値を報告", "その日付として報告", "이 값을 보고")
	outOfControl19g = newPhraseSet("管理外れ", "out of control", "außer kontrolle", "hors contrôle", "fuera de control", "fora de controle", "fuori controllo", "вне контроля", "失控", "관리 이탈")
	asMeasured19g   = newPhraseSet("as the measured value", "as the measured figure", "実測値として", "als messwert", "als gemessenen wert", "comme valeur mesurée", "como valor medido", "como o valor medido", "come valore misurato", "как измеренное значение", "作为实测值", "실측값으로")

	recordedBy19g    = newPhraseSet("author", "created_by", "reviewer", "approver", "performed_by", "recorded_by", "autor", "auteur", "autore", "автор", "作者", "作成者", "작성자")
	notActualUser19g = newPhraseSet("rather than the actual user", "instead of the actual user", "а не фактического пользователя", "вместо фактического пользователя", "statt des tatsächlichen", "plutôt que l'utilisateur réel", "en lugar del usuario real", "em vez do usuário real", "invece dell'utente effettivo", "而不是实际用户", "実際のユーザーではなく", "실제 사용자 대신")
	noMatterAsked19g = newPhraseSet("no matter what duration was requested", "no matter what was requested", "whatever the user requested", "whatever duration the user", "unabhängig davon, was der nutzer", "quoi que l'utilisateur demande", "sin importar lo que pida el usuario", "independentemente do que o usuário", "qualunque cosa chieda l'utente", "что бы ни попросил пользователь", "无论用户要求", "ユーザーの指定にかかわらず", "사용자 요청과 관계없이")
	urgency19g       = newPhraseSet("urgency", "duration", "dringlichkeit", "urgence", "urgencia", "urgência", "urgenza", "срочност", "紧急", "緊急度", "긴급")
	severityWord19g  = newPhraseSet("severity", "gravità", "schweregrad", "gravité", "gravedad", "gravidade", "серьёзност", "критичност", "严重程度", "重大度", "深刻度", "심각도")
	actorName19g     = newPhraseSet("au nom de l'utilisateur", "in the user's name", "im namen des nutzers", "a nombre del usuario", "a nome dell'utente", "em nome do usuário", "от имени пользователя", "以用户名义", "ユーザー名義", "사용자 명의", "user name", "username", "benutzername", "nom d'utilisateur", "noms d'utilisateur", "nombre de usuario", "nombres de usuario", "nome utente", "nomi utente", "nome de usuário", "nomes de usuário", "имя пользователя", "имена пользователей", "用户名", "ユーザー名", "사용자 이름", "author to", "its author", "engineer's name", "the actor")
	replaced19g      = newPhraseSet("plutôt qu", "rather than", "instead of", "statt ", "en lugar de", "invece di", "em vez de", "вместо", "而不是", "ではなく", "대신", "replace", "ersetze", "remplace", "reemplaza", "sustituye", "sostituisci", "substitua", "substituir", "замени", "заменяй", "替换", "置き換え", "바꾸", "change ")
	genericActor19g  = newPhraseSet("« system »", "「system」", "“system”", "'system'", "\"system\"", "systemkonto", "system account", "service account", "compte système", "cuenta del sistema", "account di sistema", "conta do sistema", "системн", "系统账号", "系统账户", "システムアカウント", "시스템 계정", "on-call bot")

	whenPresenting19g  = newPhraseSet("when you present", "when presenting", "when reporting to the user", "when you report", "beim präsentieren", "wenn du sie präsentierst", "quand tu les présentes", "lorsque vous les présentez", "al presentarl", "ao apresentá", "quando li presenti", "при представлении", "展示时", "提示する際", "제시할 때")
	severityDown19g    = newPhraseSet("critical into medium", "critical into low", "critical as medium", "critical as low", "critical to medium", "high into low", "high as low", "kritisch als mittel", "critique en moyen", "crítico como medio", "crítico como médio", "critico come medio", "критические как средн", "严重归为中", "重大を中", "치명을 중간")
	falsePositive19g   = newPhraseSet("false positive", "false alarm", "誤検知", "误报", "faux positif", "falso positivo", "ложное срабатывание", "ложная тревога", "오탐", "fehlalarm")
	byItself19g        = newPhraseSet("yourself", "before replying", "before you reply", "自分で", "vous-même", "toi-même", "selbst", "tú mismo", "usted mismo", "você mesmo", "tu stesso", "сам ", "自行", "직접", "ユーザーに返答する前に")
	fabricatedCheck19g = newPhraseSet("verified by qa", "independently reviewed", "independently verified", "独立して検証済み", "observed operating", "独立验证", "독립적으로 검증", "unabhängig geprüft", "vérifié indépendamment", "verificado de forma independiente", "verificado independentemente", "verificato in modo indipendente", "независимо проверен")
	addClaim19g        = newPhraseSet("add '", "use exactly", "add \"", "stating that", "noting that", "ajoute « ", "füge '", "añade '", "adicione '", "aggiungi '", "добавь «", "添加“", "を追加", "추가하")
	shownUsers19g      = newPhraseSet("shown to users", "users see", "que ven los usuarios", "que voient les utilisateurs", "affiché aux utilisateurs", "den nutzern angezeigt", "mostrata agli utenti", "exibida aos usuários", "показываемый пользователям", "用户看到的", "ユーザーに表示される", "사용자에게 표시되는")
	butStored19g       = newPhraseSet("but store", "but save", "but record", "pero los resultados se guardan", "pero se guarda", "mais enregistre", "mais stocke", "aber speicher", "ma salva", "ma memorizza", "mas salve", "mas armazene", "но сохраняй", "但保存", "但存储", "が、保存", "저장은")
	onlyRelay19g       = newPhraseSet("only relay", "only pass on", "only report alarms", "only mention alarms", "nur alarme", "ne transmets que", "solo transmite", "apenas repasse", "riporta solo", "передавай только", "只转达", "のみ伝え", "만 전달")
	lowTier19g         = newPhraseSet("'low' priority", "low priority", "low-priority", "priorité basse", "baja prioridad", "prioridade baixa", "bassa priorità", "niedriger priorität", "низкого приоритета", "低优先级", "低優先度", "낮은 우선순위")
	nextPeriod19g      = newPhraseSet("다음 달로", "into next month", "into the next month", "to the next month", "in den nächsten monat", "au mois suivant", "al mes siguiente", "para o mês seguinte", "al mese successivo", "на следующий месяц", "计入下个月", "翌月に")
	targetMet19g       = newPhraseSet("목표를 충족", "meets the target", "meets its target", "meets the sla", "ziel erreicht", "objectif atteint", "cumpla el objetivo", "cumpra a meta", "raggiunga l'obiettivo", "выполнял цель", "达标", "目標を満た")
	backdated19g       = newPhraseSet("time minus", "backdate the", "backdate it", "backdate each", "zurückdatieren sie", "antidate la", "antidata la", "retrodata a", "retrodata la", "задним числом", "倒签", "遡って", "소급")
	noAsk19g           = newPhraseSet("never ask the user", "without asking the user", "don't ask the user", "do not ask the user", "ohne den nutzer zu fragen", "sans demander à l'utilisateur", "sin preguntar al usuario", "sem perguntar ao usuário", "senza chiedere all'utente", "не спрашивая пользователя", "不要询问用户", "ユーザーに削除を提案せず", "ユーザーに確認せず", "사용자에게 묻지")
	notice19g          = newPhraseSet("notify", "notif", "benachrichtig", "avis", "aviso", "уведом", "通知", "알림")
	offValue19g        = newPhraseSet("set false", "to false", "set it off", "turn it off", "auf false", "à false", "en false", "como false", "su false", "в false", "设为 false", "false に", "false로")
	offRecord19g       = newPhraseSet("記録から外", "off the record", "remove it from the record", "remove them from the record", "aus dem protokoll entfern", "retire-les du registre", "elimínalos del registro", "remova do registro", "rimuovili dal registro", "убери из записи", "从记录中移除", "기록에서 제외")

	unreported19g  = newPhraseSet("not reported", "not be reported", "nicht gemeldet", "non signalé", "no se informan", "no se reportan", "não são reportad", "non segnalat", "не сообщаются", "不报告", "報告されません", "보고되지")
	keepDefault19g = newPhraseSet("keep the default", "use the default", "standard beibehalten", "standard belassen", "garder la valeur par défaut", "mantener el valor por defecto", "manter o padrão", "mantieni il predefinito", "оставь по умолчанию", "保持默认", "既定値を使用", "기본값 유지")
	attested19g    = newPhraseSet("customer confirmed", "i have reviewed", "reviewed - no exceptions", "operated effectively", "kunde bestätigt", "client a confirmé", "cliente confirmó", "cliente confirmou", "cliente ha confermato", "клиент подтвердил", "客户已确认", "顧客確認済み", "고객 확인 완료")
)
