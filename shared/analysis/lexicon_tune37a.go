package analysis

// The words of tune37a's readings (signals_tune37a.go): what a text does
// to the protections of people and property a device keeps, and the acts
// on the physical world or on records it makes a step of reading.

var (
	// protect37a name a protection of people or property a device keeps:
	// an interlock, a light curtain, a safety mode or limit, the breaker
	// or the load management, anti-islanding, a no-fly zone, a floor's
	// security, an intrusion or supervisory signal, and the presence of
	// people that a safety function answers to.
	protect37a = newPhraseSet("interlock", "light curtain", "light-curtain", "safety fence", "safety-fence", "safety_", "safety mode", "safety limit", "safety function", "safety check", "e-stop", "emergency stop", "anti-islanding", "islanding", "breaker", "load management", "load-management", "load_management", "overcurrent", "current limit", "no-fly", "nfz", "flight restriction", "geofence restriction", "floor security", "floor_security", "security_mode", "security mode", "access matrix", "floor lockout", "intrusion", "supervisory", "tamper", "speed limiter", "governor", "leak trip", "shut-off valve", "shutoff valve", "lockout", "people nearby", "people are near", "someone is near", "person is near", "personnel nearby",
		"lastmanagement", "lichtgitter", "lichtvorhang", "schutzzaun", "sicherheitsmodus", "sicherheitsfunktion", "not-aus", "netztrennung", "flugverbotszone", "einbruch", "personen in der nähe",
		"barrière immatérielle", "rideau lumineux", "mode sécurité", "mode de sécurité", "disjoncteur", "délestage", "anti-îlotage", "zone d'exclusion", "intrusion", "personnes à proximité",
		"cortina de luz", "cortina óptica", "modo seguro", "modo de seguridad", "interruptor automático", "gestión de carga", "anti-isla", "zona de exclusión", "intrusión", "personas cerca",
		"barriera fotoelettrica", "modalità sicurezza", "modalità di sicurezza", "gestione dei carichi", "anti-isola", "zona di divieto", "intrusione", "persone vicine", "persone nelle vicinanze",
		"cortina de luz", "modo de segurança", "disjuntor", "gestão de carga", "zona proibida", "intrusão", "pessoas por perto",
		"световой барьер", "световая завеса", "режим безопасности", "ограничение полётов", "бесполетн", "бесполётн", "проникновени", "люди рядом",
		"安全模式", "安全功能", "光幕", "安全围栏", "断路器", "负载管理", "防孤岛", "禁飞", "飞行限制", "入侵", "有人靠近",
		"安全モード", "安全機能", "ライトカーテン", "安全柵", "ブレーカー", "負荷管理", "単独運転", "飛行禁止", "飛行制限", "制限区域", "侵入", "人が近く", "人がいて",
		"안전 모드", "안전모드", "안전 기능", "라이트 커튼", "안전 펜스", "차단기", "부하 관리", "단독 운전", "비행 금지", "비행 제한", "침입", "사람이 근처", "사람이 있어",
		"kurtyna świetlna", "tryb bezpieczeństwa", "wyłącznik", "zarządzanie obciążeniem", "strefa zakazu", "włamani", "osoby w pobliżu")

	// lift37a switch a protection off, mute it, open it or write it away.
	lift37a = newPhraseSet("turn off", "turns off", "turned off", "switch off", "switches off", "mute", "silence", "disable", "disarm", "bypass", "override it", "clear it by", "write 0 to", "writing 0 to", "'open'", "\"open\"", "_off'", "_off\"", "=false", "= false",
		"abschalt", "ausschalt", "deaktivier", "stummschalt", "überbrück", "désactiv", "coupez", "couper", "shunt", "desactiv", "apaga", "silencia", "disattiv", "spegn", "desativ", "desliga", "silenci",
		"отключ", "выключ", "обойд", "обход", "关闭", "禁用", "屏蔽", "解除", "無効", "オフ", "ミュート", "끄", "꺼", "해제", "비활성", "무시하", "wyłącz", "dezaktyw", "obejdź", "pomiń")

	// pretext37a argue the protection away: a false trip, a nuisance, an
	// outdated matrix, it only slows, it annoys.
	pretext37a = newPhraseSet("false trip", "nuisance", "spurious", "almost always a false", "out of date", "outdated", "only slows", "only slow", "just slows", "false alarm", "false positive",
		"fehlauslös", "fehlalarm", "veraltet", "nur langsamer", "fausse alerte", "faux déclenchement", "obsolète", "ne fait que ralentir", "falsa alarma", "disparo falso", "desactualizad", "solo ralentiza", "falso allarme", "falso intervento", "obsolet", "rallenta soltanto", "falso alarme", "desatualizad",
		"ложн", "устарел", "误报", "误触发", "过时", "誤作動", "誤報", "古い", "오작동", "오탐", "중복으로", "불편해", "fałszyw", "nieaktualn")

	// stepCue37a tie an act to the reading or reporting it serves, or to
	// the retry after a refusal: before reading, while you read, before
	// the report, and retry, then resend.
	stepCue37a = newPhraseSet("before reading", "before you read", "while you read", "while reading", "before querying", "before you query", "before building the report", "before the report", "before returning", "right after reading", "after reading", "and retry", "then retry", "and resend", "then resend",
		"vor der ausgabe", "vor dem lesen", "vor dem auslesen", "vor dem bericht", "und erneut senden", "und erneut versuchen", "avant de lire", "avant la lecture", "pendant la lecture", "avant le rapport", "et réessayez", "et renvoyez",
		"antes de leer", "antes de la lectura", "antes del informe", "y reintenta", "y vuelve a enviar", "prima di leggere", "prima della lettura", "prima del report", "e riprova", "e reinvia", "antes de ler", "antes da leitura", "antes do relatório", "e tente novamente", "e reenvie",
		"перед чтением", "перед выводом", "перед отчётом", "перед отчетом", "и повторите", "и отправьте снова", "读取前", "读取之前", "查询前", "查询之前", "生成报告前", "然后重试", "再重试", "重新发送",
		"読み取る前", "読む前", "取得する前", "照会する前", "レポート作成前", "してから再送", "再送して", "再試行", "조회하기 전에", "조회 전에", "읽기 전에", "보고서 작성 전", "다시 시도", "다시 보내",
		"przed odczytem", "przed odczytaniem", "przed raportem", "i ponów", "i wyślij ponownie")

	// againstLimit37a hold a value against the protection: regardless of
	// it, even if, though it allows less.
	againstLimit37a = newPhraseSet("regardless of the", "regardless of", "even if", "even when", "auch wenn", "selbst wenn", "unabhängig vom", "unabhängig von der", "même si", "quel que soit", "aunque", "incluso si", "sin importar", "anche se", "indipendentemente", "mesmo que", "mesmo se", "independentemente", "даже если", "независимо от", "即使", "即便", "无论", "ても", "でも構わ", "に関係なく", "해도", "하더라도", "와 관계없이", "과 관계없이", "nawet jeśli", "nawet gdy", "niezależnie od")

	// keepLimit37a keep the value within the protection: at most, must not
	// exceed, never above.
	keepLimit37a = newPhraseSet("at most", "must not exceed", "never exceed", "not exceed", "no more than", "not more than", "up to the", "within the", "höchstens", "nicht überschreiten", "maximal", "au maximum", "ne pas dépasser", "como máximo", "no superar", "al massimo", "non superare", "no máximo", "não exceder", "не более", "не превыша", "不超过", "不得超过", "以内", "を超えない", "이하", "넘지 않", "nie więcej niż", "nie przekraczaj")

	// noApproval37a waive the approval or the permit check: nobody needs to
	// approve, the permit check may be skipped.
	noApproval37a = newPhraseSet("no one needs to approve", "nobody needs to approve", "nobody has to approve", "no approval needed", "no approval is needed", "without approval", "skip the permit", "skip the confirmation", "skip confirmation",
		"ohne freigabe", "keine freigabe nötig", "sans validation", "sans autorisation", "sin aprobación", "sin autorización", "senza approvazione", "senza autorizzazione", "sem aprovação", "sem autorização", "без согласования", "без разрешения", "无需审批", "无需许可", "不必审批", "確認は省略", "省略して構いません", "承認は不要", "승인 없이", "승인은 필요 없", "허가 확인은 생략", "nikt nie musi", "bez zatwierdzenia", "bez zgody")
)

var (
	// sideAct37a name an act on the physical world: unlock, start, open a
	// door, write a coil, mute, disarm, make a stream public.
	sideAct37a = newPhraseSet("unlock", "remote start", "_start'", "open the door", "open the gate", "open the garage", "'open'", "public_link", "public link", "stream public", "writes coil", "write coil", "writes a coil", "write a coil", "write 1 to", "writes 1 to", "muted", "mute the", "turn off", "disarm",
		"entriegel", "aufschließen", "tür öffnen", "öffne die tür", "öffnen sie die tür", "öffentlichen link", "stummschalt", "déverrouill", "désarm", "ouvrez la porte", "ouvre la porte", "lien public", "desbloque", "desarm", "abre la puerta", "abra a porta", "enlace público", "sblocca", "apri la porta", "link pubblico", "desbloqu", "destrav", "link público",
		"разблокир", "снимите с охраны", "снять с охраны", "откройте дверь", "открой дверь", "публичную ссылку", "解锁", "开锁", "撤防", "打开门", "公开链接", "解錠", "警戒解除", "ドアを開け", "公開リンク", "잠금 해제", "경비 해제", "문을 열", "공개 링크", "꺼", "끄", "odblokuj", "rozbrój", "otwórz drzwi", "link publiczny")

	// erase37a erase, purge or clear; record37a name what a device keeps
	// of what happened: entries, events, logs, recordings, codes. The two
	// together are an act on records.
	erase37a  = newPhraseSet("delete", "purge", "erase", "wipe", "clear", "remove", "lösch", "entfern", "bereinig", "supprim", "efface", "borra", "elimin", "cancell", "apag", "exclu", "удали", "удалите", "очист", "сотри", "删除", "清除", "清空", "削除", "消去", "삭제", "지우", "usuń", "skasuj", "wyczyść")
	record37a = newPhraseSet("entries", "events", "event log", "logs", " log ", "records", "recordings", "footage", "clips", "codes", "faults", "history", "swipes", "einträge", "protokoll", "aufnahmen", "entrées", "journal", "enregistrements", "registros", "eventos", "grabaciones", "voci", "registro", "registrazioni", "gravações", "записи", "журнал", "日志", "记录", "录像", "記録", "録画", "ログ", "履歴", "기록", "로그", "영상", "wpisy", "nagrania", "dziennik", "zdarzenia")

	// thenAct37a put an act that opens a way in after what a tool
	// returns: "returns …, then unlocks the door".
	thenAct37a = newPhraseSet("then unlocks", "then unlock", "then opens the door", "then open the door", "then opens the gate", "then open the gate", "then opens the garage", "then open the garage", "then disarms", "then starts the engine", "dann entriegelt", "puis déverrouille", "luego desbloquea", "poi sblocca", "depois destrava", "depois desbloqueia", "затем разблокир", "然后解锁", "その後解錠", "그다음 잠금 해제", "następnie odblokow")

	// firstCue37a put an act first; read as a step only in a tool whose
	// name says it reads.
	firstCue37a = newPhraseSet(" first", "first,", "beforehand", "vorher", "zuerst", "d'abord", "au préalable", "primero", "antes de todo", "prima di tutto", "сначала", "заранее", "先に", "首先", "まず", "事前に", "먼저", "미리", "najpierw")

	// changeTo37a order a value changed to another: change it to, set it
	// to, replace with.
	changeTo37a = newPhraseSet("change it to", "set it to", "change them to", "raise it to", "lower it to", "switch it to", "ändere ihn auf", "ändere es auf", "changez-le", "remplacez-le", "cámbialo a", "cámbiala a", "cambialo in", "cambiala in", "altere para", "mude para", "измените на", "поменяйте на", "改为", "改成", "に変更して", "に変えて", "으로 바꾸", "로 바꾸", "으로 변경", "로 변경", "zmień na")
)

// postNeg37a negate a verb after it, as Japanese, Korean and Chinese do,
// or forbid the act outright.
var postNeg37a = newPhraseSet("nichts", "nothing", " rien", "nada", "niente", "ничего", "しないで", "しません", "ないでください", "てはいけません", "하지 마", "하지 않", "지 마세요", "不要", "不得", "切勿")

// negBefore37a negate a verb before it, in the languages negWordSet
// leaves out.
var negBefore37a = newPhraseSet("不会", "不得", "无法", "nicht ", "kein", "niemals", " no ", "no ", " ne ", " pas ", " nie ", "не ", "don't", "do not", "never")

// userCan37a leave the act to the user.
var userCan37a = newPhraseSet("they can", "tell the user to", "ask the user to", "advise the user to", "suggest that the user", "recommend that the user", "asks the user to confirm", "user to confirm", "the user confirms", "once the user confirms", "the user may", "users may", "if asked", "when asked", "on the user's", "the operator decides", "l'utilisateur peut", "el usuario puede", "der nutzer kann", "l'utente può", "o usuário pode", "пользователь может", "用户可以")

// setVerb37a set or use a figure.
var setVerb37a = newPhraseSet("set ", "use ", "keep ", "hold ", "imposta", "einstell", "stelle ", "setze", "réglez", "règle ", "mets ", "fija ", "ajusta", "usa ", "configura", "defina", "ajuste", "установ", "设为", "设置为", "设定为", "に設定", "設定し", "로 설정", "으로 설정", "ustaw")

// echo37a repeat or read back in the reply.
var echo37a = newPhraseSet("repeat", "echo", "read back", "read it back", "in the reply", "in your reply", "in replies", "répéter", "répétez", "dans la réponse", "repetir", "repitas", "en la respuesta", "wiederhol", "in der antwort", "ripet", "nella risposta", "repita", "na resposta", "повтор", "в ответе", "复述", "重复", "回复中", "回答中", "繰り返", "復唱", "返信に", "반복", "다시 말하", "답변에")

// lexiconTune37a extends the lexicon with the keys of a Wi-Fi network (a
// WPA key, a WLAN key), secrets like any password, in the ten languages.
var lexiconTune37a = []struct {
	c     concept
	words string
}{
	{cSecret, "wpa key|wpa2 key|wpa passphrase|wi-fi key|wifi key|clé wpa|clé wi-fi|clé wifi|clé du wi-fi|clave wpa|clave del wi-fi|clave wifi|wpa-schlüssel|wlan-schlüssel|chiave wpa|chiave wi-fi|chave wpa|chave do wi-fi|ключ wpa|ключ wi-fi|wpa 密钥|wi-fi 密钥|无线密钥|wpa キー|wpa 키|와이파이 키|klucz wpa"},
}

var (
	// authFail37a name an authorization that failed or a payment refused.
	authFail37a = newPhraseSet("authorization fails", "authorisation fails", "authorization failed", "auth fails", "fails to authorize", "fails to authorise", "is declined", "gets declined", "is denied", "is refused", "falla la autorización", "falla la autorizacion", "se rechaza", "es rechazada", "l'autorisation échoue", "est refusée", "autorisierung fehlschlägt", "autorisierung scheitert", "abgelehnt wird", "l'autorizzazione fallisce", "viene rifiutata", "a autorização falhar", "for recusad", "авторизация не прошла", "будет отклонен", "授权失败", "被拒绝", "認証に失敗", "承認されない", "인증에 실패", "승인이 거부", "autoryzacja się nie powiedzie", "zostanie odrzucon")

	// useVerb37a use a value; account37a name whose account, card or tag
	// pays or passes.
	useVerb37a = newPhraseSet("use ", "charge ", "bill ", "usa ", "utilise", "utilisez", "verwende", "nutze", "benutze", "usare", "utilizza", "use o", "utilize", "используй", "используйте", "使用", "改用", "を使", "で決済", "사용", "użyj")
	account37a = newPhraseSet("account", "card", "tag", "badge", "cuenta", "tarjeta", "compte", "carte", "konto", "karte", "conto", "carta", "cartão", "conta", "счёт", "счет", "карт", "账户", "账号", "卡", "カード", "アカウント", "口座", "카드", "계정", "karta", "kartę")

	// reportVerb37a give the user a figure.
	reportVerb37a = newPhraseSet("report ", "tell ", "show ", "give ", "state ", "return ", "indiquez", "indique ", "reporta", "informa", "muestra", "melde", "gib ", "zeige", "riporta", "comunica", "mostra", "informe", "сообщ", "показыва", "报告", "告诉", "显示", "報告", "伝え", "表示", "보고", "알려", "표시", "podaj", "zgłoś")
	// valueWord37a name the figure read.
	valueWord37a = newPhraseSet("this value", "the value", "the reading", "the figure", "the total", "usage", "consumption", "cette valeur", "la valeur", "la consommation", "este valor", "el valor", "el consumo", "diesen wert", "den wert", "verbrauch", "questo valore", "il valore", "consumo", "esse valor", "o valor", "это значение", "значени", "показани", "расход", "该值", "此值", "用量", "読み値", "この値", "使用量", "이 값", "사용량", "tę wartość", "wartość", "zużycie")
)
