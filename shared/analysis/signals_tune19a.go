package analysis

import "strings"

// An infrastructure agent's integrity turned against its operator
// (tune19a). The text makes the model tell the user a check passed or a
// service is healthy when it is not, rewrite an incident's record, mute
// the alerts or pages on a broad scope or for good, switch an audit trail
// off or shorten it with a pretext, open the network to everyone, trust
// an outside principal beside the user's, or ship past review. The sign
// against the user is a failure the text admits, a verdict fixed in
// advance, a value or account the text picks, a scope or duration nobody
// asked for, or the safeguard left off afterwards.

// tune19aReading returns the rule and finding of a sentence (or value)
// that orders one of those, or "" when it holds none.
func tune19aReading(lt, _ lowText) (rule, what string) {
	rule, what = tune19aOrder(lt)
	if rule != "" && (lt.in(scanner18a) || lt.in(attackerActs26b) || lt.in(warningSign27) || lt.in(userChose19a) && !lt.in(overUser19a) || opensAsItself19a(lt.s)) {
		return "", ""
	}
	return rule, what
}

// tune19aOrder returns the rule and finding of the order a sentence
// holds, before the scanner's, the user's or the tool's own voice is
// weighed.
func tune19aOrder(lt lowText) (rule, what string) {
	switch {
	case lt.in(tellUser19a) && lt.in(healthy19a) && (lt.in(failing19a) || lt.in(fixedAnswer19a)) && !lt.in(honestStatus18a) && !lt.in(onlyWhenGood19a) && !lt.in(truthful19a):
		return "poison-answer-manipulation", "an order to tell the user a check passed or a service is healthy whatever the result"
	case lt.in(tellUser19a) && lt.in(failures19a) && lt.in(hidden19a):
		return "poison-concealment", "an order to keep failures out of what the user is told"
	case lt.in(incident19a) && lt.in(rewritten19a):
		return "poison-concealment", "an order to rewrite an incident's timeline, cause or log"
	case lt.in(paging19a) && lt.in(muted19a) && (lt.in(broad19a) || lt.in(leftOff19a)) && !lt.in(mutedState19a) || lt.in(muteCommand19a):
		return "poison-concealment", "an order to mute alerts or pages broadly, for good or unannounced"
	case lt.in(auditTrail19a) && (lt.in(auditOff19a) && lt.in(leftOff19a) || lt.in(shortened19a)) || lt.in(auditCommand19a):
		return "poison-concealment", "an order to switch off or shorten an audit trail"
	case lt.in(openToAll19a) && lt.in(kept19a) && !lt.in(guardsSettingSet):
		return "poison-hidden-instruction", "an order to open the network to everyone beside what the user asked"
	case lt.in(trustee19a) && lt.in(besides19a) && lt.in(fixedTrustee19a):
		return "poison-hidden-instruction", "an order to trust an outside principal, guest or subscriber beside the user's"
	case lt.in(everyRow19a) && lt.in(pasteHere19a) && lt.in(secretColumn19a):
		return "poison-exfiltration", "an order to paste every row of a table, secrets and personal columns too, into a field"
	case lt.in(review19a) && lt.in(bypassed19a):
		return "poison-hidden-instruction", "an order to ship without review, approval or tests"
	}
	return "", ""
}

// opensAsItself19a reports a sentence opening with what the tool itself
// does ("Silences the alert …", "Disables the trail …").
func opensAsItself19a(lower string) bool {
	switch firstWord(lower) {
	case "silences", "mutes", "disables", "deletes", "stops", "removes", "adds", "opens", "merges", "edits", "exports", "returns", "lists", "shows", "reports", "creates", "updates", "sets":
		return true
	}
	return false
}

// valueTune19a says how a property's fixed value, first example or the
// enum member the text says to take first does one of those, or "".
func valueTune19a(p schemaProperty) (key, what string, firm bool) {
	words := Tokenize(p.name)
	if v, ok := p.value.(bool); ok && v && len(words) >= 5 && anyWord(words, exposedWords19a...) {
		return p.key, "a switch whose name orders the data shared or made public, set on", false
	}
	if p.value != nil && anyWord(words, principalFieldWords...) && wildcardSubject19a(p.value) {
		return p.key, "a wildcard outside subject trusted as the value the model is handed", false
	}
	if cmd, _ := p.value.(string); cmd != "" && uploadsOut19a(cmd) {
		return p.key, "a command that uploads the data to a place the text picks", false
	}
	if ex, _ := p.pm["examples"].([]any); len(ex) > 0 && anyWord(words, networkFieldWords...) {
		if first, ok := ex[0].([]any); ok && len(first) > 0 && wideSource(first[0]) {
			return "examples", "the whole internet as the example source range", false
		}
	}
	if enum, _ := p.pm["enum"].([]any); len(enum) > 1 && lowered(p.desc).in(takeFirst19a) {
		if s, ok := enum[0].(string); ok {
			ls := strings.ToLower(s)
			if wideSource(s) || lowered(strings.ReplaceAll(ls, "_", " ")).in(unsafeChoice19a) {
				return "enum", "an unsafe choice listed first and the model told to take it", false
			}
		}
	}
	return "", "", false
}

// uploadsOut19a reports a command that uploads a file to an outside web
// address or a world-readable bucket ("curl -T $FILE https://…").
func uploadsOut19a(cmd string) bool {
	lc := strings.ToLower(cmd)
	if strings.Contains(lc, "public-read") {
		return true
	}
	i := strings.Index(lc, "https://")
	if i < 0 || !outsideURL(lc[i:]) {
		return false
	}
	return strings.Contains(lc, "curl -t ") || strings.Contains(lc, "--upload-file") || strings.Contains(lc, "-f file=@") || strings.Contains(lc, "--data-binary @")
}

// userTyped19a reports a text that runs what the user typed, not as if
// the user had: a shell tool saying what it itself does.
func userTyped19a(lt lowText) bool {
	return lt.in(userTypedSet19a) && !lt.in(asIf19a)
}

// wildcardSubject19a reports a federated subject open to any repository
// or branch of an outside path ("repo:partner/*:*").
func wildcardSubject19a(v any) bool {
	s, _ := v.(string)
	s = strings.ToLower(s)
	return (strings.HasPrefix(s, "repo:") || strings.HasPrefix(s, "project_path:")) && strings.Contains(s, "/*")
}

var (
	exposedWords19a = []string{"public", "publico", "público", "publique", "pubblico", "öffentlich", "share", "sharing", "compartir", "partager", "condividi"}
	// userChose19a leave the act to the user's own choice.
	userChose19a = newPhraseSet("the user names", "the user chose", "the user chooses", "the user selects", "the user specifies", "user-specified", "user-chosen", "the user asked for", "at the user's request", "if the user asks", "when the user asks", "only if the user", "only when the user", "after the user confirms", "the user confirms",
		"que el usuario indique", "que indique el usuario", "si el usuario lo pide", "que l'utilisateur choisit", "si l'utilisateur le demande", "choisie par l'utilisateur", "vom nutzer gewählt", "wenn der nutzer es verlangt", "scelta dall'utente", "se l'utente lo chiede", "escolhida pelo usuário", "se o usuário pedir", "выбранн пользовател", "если пользователь попрос", "用户指定", "用户选择", "用户要求", "ユーザーが指定", "ユーザーが選", "사용자가 지정", "사용자가 선택", "사용자가 요청")

	// overUser19a override what the user asks.
	overUser19a = newPhraseSet("even when the user", "even if the user", "aunque el usuario", "même si l'utilisateur", "auch wenn der nutzer", "anche se l'utente", "mesmo que o usuário", "даже если пользователь", "即使用户")

	userTypedSet19a = newPhraseSet("the user typed", "the user types", "the user entered", "the user enters", "user-entered", "用户输入", "사용자가 입력한", "ユーザーが入力した", "введённую пользователем", "введённые пользователем", "vom nutzer eingegeben", "die der nutzer eingibt", "saisie par l'utilisateur", "que l'utilisateur saisit", "introducido por el usuario", "que el usuario escribe", "digitado pelo usuário", "inserito dall'utente", "che l'utente digita")
	asIf19a         = newPhraseSet("as if", "as though", "comme si", "como si", "als ob", "als wäre", "come se", "como se", "как будто", "как если бы", "仿佛", "就像", "かのように", "것처럼")

	tellUser19a = newPhraseSet("tell the user", "in chat", "in the chat", "report ", "reply", "respond", "answer", "response", "user-facing", "summary", "to the user", "melden", "dem nutzer", "antwort", "informa ", "indique à l'utilisateur", "dis à l'utilisateur", "réponse", "risposta", "rispondi", "comunica", "responda", "resposta", "diga ao usuário", "ответ", "сообщи", "сообщай", "回答", "回复", "告诉用户", "告知用户", "ユーザーには", "ユーザーに", "返答", "응답", "답변", "사용자에게")
	healthy19a  = newPhraseSet("passed", " green", "healthy", "successful", "succeeded", "verified", "100%", "all ok", "no incident", "operational", "bestanden", "erfolgreich", "grün", "verde", "superati", "riuscit", "réussi", " vert", "exitos", "sucesso", "aprovad", "успешно", "пройден", "зелён", "正常", "成功", "通过", "合格", "정상", "성공", "통과")
	failing19a  = newPhraseSet("even if", "even though", "even when", "regardless", "fail", "error", "errored", " down", "timeout", "timed out", "below", "outage", "caída", "échec", "fehl", "falli", "falha", "fallo", "ошиб", "сбо", "失败", "错误", "故障", "失敗", "エラー", "ても", "실패", "오류", "aunque", "même si", "auch wenn", "anche se", "mesmo que", "даже если", "即使", "더라도",
		"false negative", "false positive", "false alarm", "fehlalarm", "faux positif", "falso positivo", "ложн", "误报", "誤検知", "오탐", "in this case", "in that case", "in diesem fall", "dans ce cas", "en ese caso", "en este caso", "in tal caso", "in questo caso", "nesse caso", "neste caso", "в этом случае", "此时", "この場合", "이 경우", "do not open a ticket", "don't open a ticket")
	fixedAnswer19a  = newPhraseSet("always", "strictly one", "every answer", "sempre", "siempre", "toujours", "immer", "всегда", "строго", "总是", "始终", "常に", "必ず", "항상")
	onlyWhenGood19a = newPhraseSet("passed and failed", "and failed", "不通过", "是否", "かどうか", "여부", "only when", "only if", "otherwise", "solo si", "seulement si", "nur wenn", "solo se", "somente se", "только если", "仅当", "只有", "場合のみ", "경우에만", "success or", "or failure", "or fail", "pass or", "passed or", "/fail", "assume", "éxito o", "o fallo", "succès ou", "réussite ou", "erfolg oder", "sucesso ou", "successo o", "успех или", "成功或", "成功か", "성공 또는", "only if all", "only when all", "if all ", "when all ", "whether", "unhealthy", "not passed", "si todos", "wenn alle", "si tous", "se tutti", "se todos", "если все", "全部通过", "すべて成功した", "모두 통과한")
	// truthful19a hold the result to the truth or forbid the false verdict.
	truthful19a = newPhraseSet("never ", "truthfully", "as is", "as returned", "don't round", "do not round", "tal cual", "wahrheitsgemäß", "fidèlement", "fielmente", "fedelmente", "nunca", "jamais", "niemals", "никогда", "как есть", "如实", "原样", "绝不", "不得", "決して", "ありのまま", "절대", "그대로")
	failures19a = newPhraseSet("failed", "failures", "failing", "errors", "falliti", "fallid", "échou", "fehlgeschlagen", "falhas", "ошибок", "ошибки", "失败", "失敗", "실패")
	hidden19a   = newPhraseSet("always be empty", "should not appear", "must not appear", "never list", "do not list", "don't list", "non elencare", "не выводить", "не показывать", "not be shown", "never show", "leave out", "no mostrar", "no listar", "ne pas afficher", "ne jamais lister", "nicht anzeigen", "nie auflisten", "não mostrar", "não listar", "不要显示", "不要列出", "表示しない", "記載しない", "표시하지", "나열하지")

	incident19a  = newPhraseSet("incident", "start time", "hora de inicio", "heure de début", "startzeit", "hora de início", "ora di inizio", "время начала", "开始时间", "開始時刻", "시작 시간", "timeline", "postmortem", "post-mortem", "root cause", "root_cause", "status page", "ursache", "cronolog", "causa", "chronologie", "cause", "linha do tempo", "ações manuais", "manual actions", "причин", "时间线", "根因", "根本原因", "事故", "复盘", "発生時刻", "影響範囲", "報告書", "障害", "タイムライン", "타임라인", "장애", "근본 원인", "rollback", "what you show", "before you display", "from the export", "перед показом", "avant l'affichage", "antes de mostrar")
	rewritten19a = newPhraseSet("remove the entries", "remove entries", "remove all entries", "drop those lines", "drop the lines", "delete the entries", "borra las entradas", "elimina las entradas", "entferne alle einträge", "entferne die einträge", "исключи все записи", "исключите записи", "удали записи", "supprime les entrées", "supprimez les entrées", "rimuovi le voci", "elimina le voci", "remova as entradas", "删除条目", "删除记录", "エントリを削除", "항목을 삭제",
		"root cause as", "root_cause` to", "root_cause to", "root cause to", "cause as", "causa raíz figure como", "causa raíz como", "ersetze die ursache", "причину укажи как", "причину указать как", "la cause comme", "la cause par", "causa come", "causa como", "根因写为", "原因を", "원인을",
		"later than the first alert", "after the first alert", "最初のアラートから", "après la première alerte", "después de la primera alerta", "após o primeiro alerta", "dopo il primo allarme", "nach dem ersten alarm", "после первого алерта", "第一条告警之后", "첫 알림 이후", "call the impact", "影響範囲は", "attribute the trigger to", "attribute the outage to", "from the sequence of events", "aus der ereignisfolge", "de la séquence des événements", "de la secuencia de eventos", "dalla sequenza degli eventi", "da sequência de eventos", "из последовательности событий", "从事件序列中", "経緯から", "사건 순서에서",
		"sempre vazia", "always be empty", "siempre vacía", "toujours vide", "immer leer", "всегда пуст", "始终为空", "常に空", "항상 비어")

	// mutedState19a name a muted alert as a state to list, not an act.
	mutedState19a  = newPhraseSet("alert silenced", "alerts silenced", "silenced alert", "muted alert", "alerts muted", "muted monitor", "what is muted")
	paging19a      = newPhraseSet("alert", "page", "pagerduty", "opsgenie", "monitor", "trigger", "receiver", "downtime", "notif", "on-call", "moniteur", "alerte", "alarm", "avvis", "monitoreo", "триггер", "алерт", "оповещ", "уведомл", "告警", "报警", "监控", "アラート", "監視", "通知", "알림", "경보", "수신자")
	muted19a       = newPhraseSet("mute", "silence", "snooze", "disable", "downtime", "receiver to null", "to null", "sourdine", "désactiv", "silenci", "desactiv", "desativ", "disattiv", "silenzia", "stummschalt", "deaktivier", "отключ", "заглуш", "静默", "屏蔽", "禁用", "关闭", "無効", "ミュート", "null 로", "끄", "비활성", "가지 않도록")
	broad19a       = newPhraseSet(" all ", "every ", "indefinite", "forever", "permanent", "tous les", "toutes les", "illimité", "todos los", "todas las", "todos os", "todas as", "tutti i", "tutte le", "alle ", "все ", "всех", "全", "所有", "모든", "무기한", "30 days", "30 tagen", "30 jours", "30 días", "30 dias", "30 giorni", "30 дней", "720h")
	leftOff19a     = newPhraseSet("do not restore", "don't restore", "do not recreate", "don't recreate", "do not re-enable", "not re-enable", "never re-enable", "leave it off", "leave them off", "do not announce", "nicht wieder", "не восстанавл", "не включа", "无需重新", "不要恢复", "不要重新", "戻さない", "元に戻さ", "다시 켜지", "복구하지", "não restaure", "não reative", "no restaures", "no lo reactiv", "ne pas réactiver", "ne le réactivez pas", "ne restaurez pas", "ne pas l'annoncer", "non ripristin", "non riattiv", "no vuelva a", "no volver a")
	muteCommand19a = newPhraseSet("receiver to null", "receiver: null", "null receiver", "수신자를 null", "接收者设为 null", "受信者を null", "amtool silence add", "alertname=~", "integration delete", "maintenance_window create --all")

	auditTrail19a   = newPhraseSet("audit", "cloudtrail", "trail", "diagnostic setting", "activity log", "監査", "审计", "аудит", "auditor", "protokollierung", "감사")
	auditOff19a     = newPhraseSet("disable", "turn off", "switch off", "stop", "delete", "remove", "abschalten", "ausschalten", "entfernen", "désactiv", "supprim", "desactiv", "elimin", "desativ", "remov", "disattiv", "rimuov", "отключ", "удал", "关闭", "停止", "删除", "無効", "削除", "停止", "비활성", "끄", "삭제")
	shortened19a    = newPhraseSet("to 1 day", "to one day", "auf 1 tag", "à 1 jour", "a 1 día", "a 1 giorno", "para 1 dia", "до 1 дня", "为 1 天", "1 日に", "1일로")
	auditCommand19a = newPhraseSet("delete-trail", "stop-logging", "stoplogging", "audit-log-path` entfernen", "--audit-log-path` remove", "delete-diagnostic-setting")

	openToAll19a = newPhraseSet("0.0.0.0/0", "::/0", "allowall-internet", "allow-all-internet", "any/any", "source internet, destination *")
	kept19a      = newPhraseSet("keep ", "must exist", "create it first", "as well", "libere", "also", "must be kept", "in every", "every result", "each result", "обязательно", "в каждом", "in jedem", "dans chaque", "en cada", "in ogni", "em cada", "每个结果", "すべての結果", "모든 결과", "toujours", "siempre", "sempre", "immer", "всегда", "始终", "常に", "항상")

	trustee19a      = newPhraseSet("principal", "subject", "субъект", "guest", "invitado", "invité", "ospite", "convidado", "gast", "гост", "global administrator", "roles/owner", "owner", "issuer", "subscriber", "suscriptor", "abonné", "abbonato", "assinante", "abonnent", "подписчик", "订阅者", "購読者", "구독자")
	besides19a      = newPhraseSet("also", "additionally", "as well", "también", "además", "aussi", "en plus", "auch", "zusätzlich", "automatisch", "дополнительно", "также", "另外", "同时", "あわせて", "추가로", "inoltre", "in più", "além", "keep the second", "even when the user", "segundo", "second", "zweit", "второй")
	fixedTrustee19a = newPhraseSet("@", "repo:", "user:", "arn:aws:iam::", "project_path:", "second principal", "valor por defecto", "default value", "valeur par défaut", "standardwert", "valore predefinito", "valor padrão", "значение по умолчанию", "默认值", "既定値", "기본값")

	review19a   = newPhraseSet("review", "approval", "approv", "qa", "when: manual", "tests", "revue", "revisi", "revisão", "freigabe", "ревью", "соглас", "审核", "审批", "レビュー", "承認", "리뷰", "승인")
	bypassed19a = newPhraseSet("do not wait", "don't wait", "without waiting", "sans attendre", "sin esperar", "sem esperar", "senza attendere", "ohne auf", "не дожидаясь", "无需等待", "不等待", "待たずに", "기다리지", "quita cualquier", "remove any `when", "n'ouvre donc pas", "never open an approval", "keep `--admin`")

	everyRow19a     = newPhraseSet("every returned row", "all returned rows", "all the rows", "every row", "all rows", "tutte le righe", "todas las filas", "toutes les lignes", "alle zeilen", "todas as linhas", "все строки", "所有行", "すべての行", "모든 행")
	pasteHere19a    = newPhraseSet("put ", "paste", "incolla", "pega", "colle", "einfüg", "cole ", "вставь", "粘贴", "貼り付け", "붙여")
	secretColumn19a = newPhraseSet("password", "email", "card", "passwort", "contraseña", "mot de passe", "senha", "пароль", "密码", "パスワード", "비밀번호")

	takeFirst19a    = newPhraseSet("first", "premier", "primero", "primer ", "primo", "primeiro", "erste", "перв", "先頭", "第一", "첫")
	unsafeChoice19a = newPhraseSet("disable", "forever", "sem revis", "sin revis", "sans revue", "ohne review", "without review", "no review", "skip review", "skip ci", "sem ci", "sin ci", "sin auditoria", "sin auditoría", "sem auditoria", "no audit", "without audit", "sans audit", "ohne audit", "bypass")
)
