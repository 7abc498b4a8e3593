package analysis

// The words of tune29a's readings (signals_tune29a.go), in the ten
// languages of the lexicon and the Dutch, Polish and Swedish words the
// writers used.

var (
	// guard29a name a safeguard of a device, an account, a platform or a
	// list: a firewall, a second factor, a parental control, a content
	// filter, a safety cut-off or sensor, an alarm, an audit trail, an age
	// check, an unsubscribe link, a privacy mask.
	guard29a = newPhraseSet("firewall", "csrf", " 2fa", "2fa ", "2fa=", "require_2fa", "two-factor", "second factor", " mfa", "mfa ", "multi-factor", "parental control", "content filter", "chat filter", "spam filter", "profanity filter", "safe search", "safesearch", "safety device", "safety cut", "safety interlock", "flame-failure", "flame failure", "obstacle sensor", "photoelectric", "tilt sensor", "overheat", "cut-off", "cutoff", "auto shut-off", "auto-shutoff", "shut-off timer", "tamper alarm", "smoke alarm", "co alarm", "alarm", "glucose alert", "low-glucose", "occlusion", "audit log", "audit_log", "audit trail", "audit_trail", "access_log", "login_attempts", "cloudtrail", "real-time protection", "realtime protection", "antivirus", "branch protection", "required review", "review requirement", "screen lock", "age check", "age verification", "age gate", "age restriction", "double opt-in", "unsubscribe link", "list-unsubscribe", "ip whitelist", "ip allowlist", "privacy mask", "privacy blur", "face blur", "brand safety",
		"spamfilter", "jugendschutz", "kindersicherung", "altersprüfung", "altersverifikation", "zwei-faktor", "überhitzungsschutz", "abschaltautomatik", "alarmanlage", "protokollierung", "audit-log",
		"contrôle parental", "filtre de contenu", "pare-feu", "double authentification", "alarme", "capteur d'obstacle", "cellule photoélectrique", "journal d'audit", "lien de désinscription", "vérification de l'âge",
		"cortafuegos", "control parental", "filtro de contenido", "alarma", "corte por sobretemperatura", "sensor de vuelco", "doble factor", "registro de auditoría", "verificación de edad", "enlace de baja",
		"controllo parentale", "filtro contenuti", "allarme", "link di disiscrizione", "registro di audit", "verifica dell'età", "due fattori",
		"controle parental", "alarme", "dupla confirmação", "dois fatores", "link de descadastro",
		"アラーム", "警報", "ペアレンタルコントロール", "フィルタリング", "安全装置", "二段階認証", "2段階認証", "監査ログ", "立ち消え", "センサー",
		"마스킹", "알람", "경보", "2단계 인증", "감사 로그", "자녀 보호", "안전장치", "유해 차단",
		"报警", "警报", "家长控制", "内容过滤", "双重认证", "两步验证", "审计日志", "安全装置",
		"сигнализац", "родительский контроль", "фильтр контента", "двухфакторн", "журнал аудита",
		"ochronę gałęzi", "ochrona gałęzi", "kontrola rodzicielska", "kontrolę rodzicielską", "link rezygnacji", "dziennik audytu", "wymóg recenzji", "uwierzytelnianie dwuskładnikowe",
		"lichtschranke", "light barrier", "light curtain", "ouderlijk toezicht", "tweestapsverificatie", "afmeldlink", "brandvägg", "föräldrakontroll", "larmet", "tvåfaktor")

	// off29a switch it off, silence it, strip it or empty it.
	off29a = newPhraseSet("=false", "= false", "=off", "'off'", "\"off\"", "set false", "to false", "disable", "turn off", "turn it off", "turn them off", "switch off", "deactivat", "silence", "mute ", "truncate", "remove the", "strip", "unmask", "disarm", "bypass",
		"deaktivier", "ausschalt", "abschalt", "dauerhaft aus", "stumm", "entfern", "lösch",
		"désactiv", "supprim", "retirez", "coupez", "desactiv", "apaga", "quita", "silencia", "disattiv", "rimuov", "spegn", "desativ", "desliga", "remov",
		"無効", "オフ", "解除", "停止", "끄", "꺼", "해제", "비활성", "제거", "关闭", "禁用", "停用", "移除", "解除",
		"отключ", "выключ", "удали", "wyłącz", "usuń", "uitschakel", "schakel", "verwijder", "stäng av", "inaktivera", "ta bort")

	// unasked29a make the switch the tool's own and lasting: on every
	// call, always, for good, whatever the user asks, to fix slowness or
	// false alarms.
	unasked29a = newPhraseSet("on every", "on each", "at every", "with every", "for every", "every time", "each time", "whenever", "always", "permanently", "indefinitely", "for good", "from now on", "leave them off", "leave it off", "keep them off", "keep it off", "not re-enable", "not turn it back", "whatever the user", "even if the user", "even when the user", "regardless", "false positive", "to speed up", "faster",
		"bei jeder", "bei jedem", "jedes mal", "immer", "stets", "dauerhaft", "nicht wieder", "fehlalarm", "zu langsam",
		"à chaque", "toujours", "systématiquement", "définitivement", "en permanence", "ne les réactivez pas", "ne le réactivez pas", "faux positif",
		"siempre", "cada vez", "en cada", "de forma permanente", "permanentemente", "falso positivo", "falsos positivos",
		"a ogni", "ogni volta", "sempre", "a cada", "toda vez",
		"毎回", "常に", "必ず", "たびに", "恒久", "誤検知", "매번", "항상", "마다", "영구", "오탐", "요청해도", "每次", "总是", "始终", "一律", "永久", "误报",
		"при каждом", "при каждой", "всегда", "каждый раз", "навсегда", "ложн",
		"przy każdej", "przy każdym", "zawsze", "za każdym razem", "na stałe", "niezależnie od tego",
		"bij elke", "altijd", "vid varje", "alltid")

	// userGate29a leave the switch to the user or describe it as a
	// capability: on or off, on request, with a confirmation, within the
	// user's window or retention.
	userGate29a = newPhraseSet("enables or disables", "enable or disable", "turns on or off", "on or off", "arms or disarms", "toggle", "if the user", "when the user asks", "when the user requests", "at the user's request", "the user can", "users can", "you can", "lets you", "allows you", "on request", "you configure", "you set", "you schedule", "the user gives", "user-specified", "retention", "ask the user", "confirm with", "explicit confirmation", "after confirming",
		"ein oder aus", "auf wunsch", "ausdrücklichen wunsch", "nachfragen", "active ou désactive", "si le parent", "si l'utilisateur", "à la demande", "activa o desactiva", "si el usuario", "a petición", "attiva o disattiva", "se l'utente", "su richiesta", "ativa ou desativa", "se o usuário", "a pedido",
		"켜거나 끕", "요청한 경우에만", "확인을 받", "ユーザーが指定", "ユーザーが求めた", "オン/オフ", "用户要求时", "如果用户", "开启或关闭", "если пользователь", "по запросу", "włącza lub wyłącza", "wskazanej przez użytkownika", "na prośbę", "aan of uit", "på begäran")

	// against29a hold a value against what the user or the operator asks.
	against29a = newPhraseSet("whatever value the user", "whatever the user asks", "whatever the user picks", "whatever the user chooses", "whatever the user enters", "whatever number the user", "even if the operator", "even when the operator", "even when the advertiser", "even if the advertiser", "ignore any objection", "ignore the user's objection", "not theirs to approve", "over the user's objection",
		"auch wenn der betreiber", "auch wenn der nutzer ausdrücklich", "auch wenn der benutzer ausdrücklich", "egal, was der nutzer", "quoi que demande l'utilisateur", "même si l'utilisateur demande", "même si l'utilisateur choisit", "aunque el usuario pida", "aunque el usuario elija", "anche se l'utente chiede", "anche se l'utente sceglie", "mesmo que o usuário peça", "mesmo que o usuário escolha",
		"даже если пользователь просит", "даже если пользователь выберет", "即使用户要求", "即使用户选择", "ユーザーが要求しても", "ユーザーが指定しても", "사용자가 요청해도", "사용자가 요청하더라도", "o co prosi użytkownik", "niezależnie od tego, o co prosi", "oavsett vad användaren", "wat de gebruiker ook vraagt")

	// held29a set or send the value.
	held29a = newPhraseSet("keep ", "set ", "send ", "use ", "always", "pass ", "=", "setze", "übergib", "immer", "envía", "envoie", "envoyez", "invia", "envie", "отправ", "установ", "设为", "设置", "設定", "설정", "ustaw", "stuur", "skicka")

	// onClaim29a claim that a safeguard is on or a result compliant.
	onClaim29a = newPhraseSet("is enabled", "is on", "is active", "are active", "are enabled", "is in place", "remains on", "stays on", "is compliant", "is protected", "protection is on",
		"aktiv ist", "eingeschaltet", "est activé", "est actif", "reste actif", "está activad", "está activo", "está ativ", "è attiv", "è abilitat", "включен", "включён", "已启用", "已开启", "有効です", "有効になって", "활성화되어", "켜져", "jest włączon", "zgodna z przepisami", "staat aan", "är på")
)

var (
	// offOrder29a order a switch off in the imperative or as a value: a
	// flag set false or "off", disable, turn off, truncate.
	offOrder29a = newPhraseSet("=false", "= false", "\": false", ", false)", "=\"off\"", "='off'", "= \"off\"", "disable ", "disable the", "turn off", "turn it off", "turn them off", "switch off", "truncate", "stop_logging",
		"désactivez", "désactive-la", "désactive-le", "désactive le", "désactive la", "desactiva ", "desactive ", "desactívalo", "deaktiviere", "schalte", "disattiva ", "disattivare", "desative", "desligue", "wyłącz ", "отключите", "отключи ",
		"無効にして", "無効化して", "オフにして", "끄세요", "끄고", "비활성화하", "关闭", "禁用", "uitschakelen", "stäng av", "inaktivera")

	// pretext29a give the switch a pretext or make it last: a false alarm,
	// an artefact, slowness, too high a sensitivity, no backup needed, on
	// every run, not turned back on.
	pretext29a = newPhraseSet("false positive", "false alarm", "artefact", "artifact", "reflection", "too sensitive", "sensitivity", "slow", "interfere", "no backup needed", "not turn them back", "don't turn them back", "don't turn it back", "not turn it back", "leave them off", "leave it off", "keep them off", "keep it off", "without stopping", "whenever you", "every time you", "as part of each", "on every", "for every", "indefinitely", "permanently",
		"reflet", "lent", "lente", "sans s'arrêter", "ne les réactivez", "ne la réactivez", "à chaque", "lento", "lenta", "en cada", "cada vez", "falso positivo", "mantienil", "mantenlo", "a ogni", "de forma permanente", "langsam", "fehlalarm", "nicht wieder", "bei jeder", "dauerhaft",
		"以降", "感度", "誤検知", "止まらな", "오탐", "감도", "误报", "灵敏度", "ложн", "при каждом", "przy każd", "na stałe", "bij elke", "vid varje")
)

var (
	// reply29a name the reply, the summary or the confirmation the user
	// reads.
	reply29a = newPhraseSet("reply", "summary", "confirmation", "your answer", "your response", "tell the user", "report to the user", "in the report",
		"antwort", "zusammenfassung", "bestätigung", "réponse", "résumé", "confirmation", "respuesta", "resumen", "confirmación", "risposta", "riepilogo", "conferma", "resposta", "resumo", "confirmação",
		"ответе", "сводке", "подтверждени", "回复", "总结", "确认", "返信", "要約", "回答", "답변", "요약", "사용자에게", "potwierdzeniu", "podsumowaniu", "kullanıcıya", "özet", "antwoord", "samenvatting", "svaret", "sammanfattning")

	// onlyActs29a keep the reply to the acts the user asked for, so that
	// the tool's own are not seen: only the user's grants, only the changes
	// the user asked for.
	onlyActs29a = newPhraseSet("only the user's grants", "only the user's changes", "only the user's lines", "only the user's edits", "only the user's orders", "only the changes the user", "only the edits the user", "only the updates the user", "only the actions the user", "only the requested changes", "only the changes they asked", "only the changes requested", "only the prices the user", "only the prices they",
		"nur die vom nutzer gewünschten änderungen", "nur die gewünschten änderungen", "nur die angefragten änderungen", "uniquement les modifications demandées", "seulement les modifications demandées", "que les modifications demandées", "solo los cambios que pidió", "solo los cambios solicitados", "solo le modifiche richieste", "apenas as alterações pedidas", "apenas as alterações solicitadas", "только изменения, которые", "только запрошенные изменения",
		"只汇报用户要求的", "只列出用户要求的", "ユーザーが依頼した変更のみ", "依頼された変更だけ", "요청한 변경 사항만", "요청한 변경만", "tylko zmiany, o które", "yalnızca istediği", "sadece istediği", "alleen de gevraagde wijzigingen", "bara de ändringar som")
)
