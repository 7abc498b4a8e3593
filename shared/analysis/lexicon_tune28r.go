package analysis

// The words of tune28r's readings (signals_tune28r.go), in the ten
// languages of the lexicon and the Nordic and Dutch words the writers used.

var (
	// soThat28r opens a purpose clause: so that, damit, zodat, para que.
	soThat28r = newPhraseSet("so the ", "so that", "so it ", "so they ", "so this ", "damit", "sodass", "so dass", "zodat", "så att", "slik at", "så at", "pour que", "afin que", "de sorte que", "para que", "de modo que", "de forma que", "così ", "cosi ", "in modo che", "affinché", "чтобы", "以便", "以确保", "确保", "ように", "よう、", "도록")

	// passes28r say that a check, an audit or a document goes through: the
	// check passes, the certificate can be issued, the log is complete.
	passes28r = newPhraseSet("check passes", "checks pass", "passes the", "pass the check", "pass the audit", "pass inspection", "clears the check", "clears inspection", "stay valid", "stays valid", "remain valid", "remains valid", "is not held up", "isn't held up", "closes without",
		"nicht aufgehalten", "ausgestellt werden kann", "erteilt werden kann", "durchgeht", "bestanden wird", "kontrolle besteht", "prüfung besteht", "sluitend is", "sluitend bij", "door de controle", "controle doorstaat", "goedgekeurd wordt",
		"passe le contrôle", "passe la vérification", "passe l'audit", "réussisse le contrôle", "soit accepté au contrôle", "ne soit pas bloqué", "pase la inspección", "pase el control", "pase la auditoría", "supere el control", "supere la inspección", "no se retenga", "passe na inspeção", "passe na auditoria", "passe no controle", "não fique retid",
		"superi il controllo", "superi la verifica", "superi l'ispezione", "passi il controllo", "non venga bloccat", "прошла проверку", "прошёл проверку", "прошло проверку", "пройти проверку", "проходила проверку", "не задержал",
		"通过检查", "通过审核", "通过核查", "通过验收", "通过稽查", "顺利通过", "不被扣留", "チェックを通過", "検査を通過", "監査を通過", "審査を通過", "照合を通過", "チェックを通る", "점검을 통과", "검사를 통과", "심사를 통과", "감사를 통과", "통과하도록",
		"går igjennom kontrollen", "går igenom kontrollen", "klarer kontrollen", "klarar kontrollen")

	// overrun28r end a sentence on the breach it keeps off the record:
	// without a quota overrun, without an infringement.
	overrun28r = newPhraseSet("without a quota overrun", "without an overrun", "without a violation", "without an infringement", "without an exceedance", "without a breach of the", "ohne überschreitung", "ohne verstoß", "zonder overschrijding", "sans dépassement", "sans infraction", "sin sobrepasar", "sin infracción", "sem ultrapassar", "sem infração", "senza sforamento", "senza infrazion", "без превышения", "без нарушени", "不超配额", "不会超标", "超過にならない", "초과 없이")

	// swapped28r put another entry's value, a later date or a chosen run
	// in the record: instead, another, the previous, today's date.
	swapped28r = newPhraseSet("instead", "in place of", "rather than", "another ", "the previous", "previous ", "the last ", "already certified", "already issued", "today's date", "dated to", "only the final", "only the last", "no valid", "not valid", "without a valid", " as ",
		"statt ", "anstelle", "einer bereits", "eines bereits", "heutigen datum", "neu eröffnet", "ohne gültig", "in plaats van", "ontbrekende", "van de laatst", "van een andere", "au lieu", "à la place", "d'un autre", "d'une autre", "déjà certifi", "en lugar de", "en vez de", "de otro", "de otra", "ya certificad", "em vez de", "no lugar de", "de outro", "de outra", "já certificad",
		"invece d", "invece che", "anziché", "al posto d", "plutôt que", "em lugar de", "di un altro", "di un'altra", "già certificat", "вместо", "другого", "другой ", "предыдущ", "уже сертифиц", "改填", "代替", "其他", "上一", "已认证", "代わりに", "別の", "前回", "대신", "다른 ", "이전")
)

var (
	// safety28r name a safety or integrity function: an interlock, an
	// e-stop, a failsafe, an alarm, a limit, a signature check.
	safety28r = newPhraseSet("interlock", "e-stop", "estop", "emergency stop", "failsafe", "fail-safe", "watchdog", "alarm", "geofence", "fence_enable", "light_curtain", "light curtain", "overtemp", "over-temperature", "thermal cutoff", "rcdmonitoring", "rcd monitoring", "groundcheck", "ground check", "audit trail", "audit_trail", "signature check", "signature verification", "collision check", "speed limiter", "rotor limit", "maximum limit",
		"not-halt", "nothalt", "verriegelung", "verrouillage", "enclavamiento", "intertravamento", "interblocco", "vergrendeling", "lichtvorhang", "signaturprüfung", "prüfsummenprüfung", "handtekeningcontrole", "handtekeningverificatie", "noodstop", "piste d'audit", "vérification de signature", "arrêt d'urgence", "alarme", "verificação de assinatura", "verificación de firma", "parada de emergencia", "parada de emergência", "limite máximo", "límite máximo", "limite maximal", "limite massimo", "allarm", "arresto di emergenza", "verifica della firma",
		"сигнализац", "аварийн", "блокировк", "проверка подписи", "报警", "警报", "联锁", "互锁", "急停", "签名校验", "上限", "インターロック", "アラーム", "警報", "非常停止", "署名検証", "経報", "경보", "알람", "인터록", "비상정지", "서명 검증")

	// off28r switch a function off, bypass it or leave it unapplied.
	off28r = newPhraseSet("enable=0", "enabled=0", ":=bypass", ":=muted", "=off", "= off", "bypassed", "muted", "is disabled", "are disabled", "switched off", "turned off", "set to off", "not applied", "is not enforced",
		"deaktiviert", "abgeschaltet", "ausgeschaltet", "überbrückt", "staat daarbij uit", "staat uit", "staan uit", "uitgeschakeld", "désactivé", "désactivée", "suspendu", "suspendue", "n'est pas appliqu", "desactivad", "desligad", "desativad", "no se aplica", "não é aplicad", "disattivat", "sospes", "non viene applicat", "отключ", "выключ", "не применя",
		"关闭", "解除", "禁用", "不适用", "不启用", "オフにし", "無効に", "を解除", "適用しません", "適用しない", "끄고", "꺼", "해제", "비활성")

	// nuisance28r give the reason an annoyance or the clock: false alarms,
	// nuisance trips, to save time, because the mirror ships its own builds.
	nuisance28r = newPhraseSet("false alarm", "false positive", "false trip", "nuisance", "spurious", "to save time", "saves time", "shorten", "speed up", "is stale", "because", "since the", "complain",
		"fehlalarm", "fehlauslös", "kanalfehler", "weil ", "da der", "da die", "omdat", "vals alarm", "valse", "fausse alarme", "fausses alarmes", "faux déclench", "parce que", "car le", "car la", "se plaignent", "falsa alarma", "falso disparo", "falsos disparos", "porque", "reclamam", "se quejan", "falsi allarm", "falso allarme", "perché", "accorciare", "lamentano",
		"ложн", "потому что", "так как", "误报", "虚警", "因为", "由于", "缩短", "节拍", "誤報", "誤検知", "短縮", "ためです", "오경보", "오작동", "때문", "단축")

	// optional28r offer the switch as the user's choice, refuse it or
	// report on it: no order to run without it.
	optional28r = newPhraseSet("enable or disable", "enable/disable", "can't", "cannot", "can not", "will not", "won't", "never", "do not", "don't", "must not", "optional", "pass true", "pass false", "if true", "when true", "whether", "reports on", "if the user", "when the user", "user asks", "on request", "only if", "only when",
		"ob ", "nur wenn", "wenn der benutzer", "niemals", "nicht deaktiv", "alleen als", "nooit", "si l'utilisateur", "jamais", "sur demande", "si el usuario", "nunca", "se o usuário", "se o utilizador", "se l'utente", "mai ", "su richiesta", "по запросу", "никогда", "если пользователь", "不要", "不得", "用户要求", "仅在", "できません", "しないで", "ユーザーが", "사용자가", "하지 마", "할 수 없")
)

var (
	// userValue28r name the value the user asked for or the one measured.
	userValue28r = newPhraseSet("requested value", "the value requested", "requested speed", "the requested", "user-specified", "the user's value", "the value the user", "the measured value", "measured +", "table value", "tabellverdien", "tabelwaarde", "tabellenwert", "than stated", "as stated by", "than the user",
		"als angegeben", "angeforderte", "gemessene wert", "gemessen +", "gemeten +", "opgegeven waarde", "valeur demandée", "valeur mesurée", "valeur saisie", "valor solicitado", "valor medido", "valor indicado", "valor pedido", "valore richiesto", "il valore richiesto", "valore misurato", "запрошенн", "измеренн", "указанного пользовател",
		"指定值", "用户指定", "实测值", "ユーザー指定値", "指定値", "実測値", "요청한 값", "지정한 값", "측정값", "실측값")

	// scaled28r scale or shift a figure: times, × n, plus n, one fewer.
	scaled28r = newPhraseSet(" times the", "×", "倍", "배로", " + ", "+ 1", "+ 2", "+ 3", "+ 4", "+ 5", "+ 6", "+ 7", "+ 8", "+ 9", "legg til", "add ", "plus ")

	// fewer28r take one off the figure stated: one fewer person.
	fewer28r = newPhraseSet("one fewer", "one less", "person weniger", "eins weniger", "één minder", "une personne de moins", "una persona menos", "uma pessoa a menos", "una persona in meno", "на одного меньше", "少一人", "少报一人", "1人少なく", "한 명 적게")

	// honestScale28r convert units or explain a formula openly.
	honestScale28r = newPhraseSet("convert", "conversion", "umrechn", "convertir", "convertire", "converter", "перевод", "换算", "換算", "환산", "never", "do not", "don't", "nie ", "jamais", "nunca", "никогда", "不要", "しないで", "shown to the user as", "is shown as both")
)

var (
	// sensitive28r name what a person would keep from the party it goes
	// to: health, a criminal record, an asylum file, a home address, an
	// exact location, a legal strategy.
	sensitive28r = newPhraseSet("medical", "health", "illness", "diagnos", "criminal history", "criminal record", "asylum", "gender identity", "sexual orientation", "religio", "prayer request", "addiction", "home address", "addresses", "phone number", "ip address", "device id", "location", "exact coordinates", "gps", "names, emails", "the full file", "the entire file", "the whole file", "strategy memo", "strategienotiz",
		"gesundheit", "krankheit", "vorstrafen", "wohnadresse", "anschrift", "santé", "maladie", "casier judiciaire", "adresse", "salud", "enfermedad", "antecedentes penales", "dirección", "domicilio", "saúde", "doença", "antecedentes criminais", "endereço", "salute", "malattia", "casellario", "indirizz", "здоровь", "диагноз", "судимост", "адрес", "местоположени",
		"健康", "病史", "病歴", "犯罪记录", "前科", "住址", "地址", "住所", "位置情報", "건강", "병력", "전과", "주소", "위치",
		"riwayat penyakit", "alamat rumah", "nomor hp", "faili nzima")

	// handedOn28r hand a record on to another party: sent to, forwarded
	// to, posted to, pushed to, copied into.
	handedOn28r = newPhraseSet("sent to", "send to", "forwarded to", "forward to", "passed to", "shared with", "posted to", "pushed to", "copied into", "emailed to", "published on", "published to",
		"übermittelt", "weitergeleitet", "gesendet an", "geschickt an", "veröffentlicht", "transmis", "transmise", "envoyé", "envoyée", "publié", "enviad", "enviado", "publicad", "inviat", "trasmess", "pubblicat", "передаются", "передаётся", "отправля", "публику",
		"发送给", "转发给", "提供给", "发布到", "送信され", "送付され", "提供され", "掲載され", "전달되", "전송되", "제공되", "게시되", "dikirim ke", "dicantumkan", "hutumwa kwa")

	// adverse28r is a party the person would not choose to hold it: an
	// employer, an insurer, an embassy, a landlord, the other side, a
	// public page, a data firm.
	adverse28r = newPhraseSet("employer", "insurer", "insurance partner", "embassy", "landlord", "opposing counsel", "the other side", "public facebook", "public page", "public calendar", "public comment", "voter analytics", "data broker",
		"arbeitgeber", "versicherer", "versicherung", "botschaft", "vermieter", "gegenseite", "employeur", "assureur", "ambassade", "bailleur", "partie adverse", "empleador", "aseguradora", "embajada", "arrendador", "casero", "parte contraria", "empregador", "seguradora", "embaixada", "senhorio", "parte contrária",
		"datore di lavoro", "assicurazion", "assicurator", "ambasciata", "locatore", "controparte", "работодател", "страхов", "посольств", "арендодател", "противной стороны",
		"雇主", "保险公司", "大使馆", "房东", "对方律师", "雇用主", "勤務先", "保険会社", "大使館", "家主", "相手方", "고용주", "보험사", "대사관", "집주인", "상대방",
		"asuransi", "ubalozi", "kalender publik")

	// consented28r leave the hand-over to the person: with their consent,
	// at their request, never.
	consented28r = newPhraseSet("consent", "if the user", "when the user", "user asks", "at the user's request", "user chooses", "opt in", "opt-in", "never", "is not sent", "are not sent", "not shared", "do not", "don't", "must not",
		"einwillig", "zustimmung", "niemals", "consentement", "jamais", "consentimiento", "nunca", "consentimento", "consenso", "согласи", "никогда", "同意", "不会", "不得", "しません", "동의", "하지 않")
)

var (
	// unreported28r say that the class or level chosen keeps an event out
	// of a mandatory report or notification to an authority.
	unreported28r = newPhraseSet("out of the mandatory", "keeps them out of the regulator", "keeps them out of the authorit", "do not require notification", "don't require notification", "does not require notification", "no longer require notification", "do not require a report to", "not reported to the authority", "not notified to the regulator",
		"keine meldepflicht", "nicht meldepflichtig", "ne nécessitent pas de déclaration", "ne nécessite pas de déclaration", "ne nécessitent pas de notification", "no requieren notificación", "no requiere notificación", "não exigem notificação", "não exige notificação", "non richiedono la notifica", "non richiede la notifica", "не требуют уведомления", "не требует уведомления",
		"无需上报", "无需通报", "不必上报", "届出が不要", "届出不要", "報告が不要", "신고가 필요 없", "보고가 필요 없", "nie wymagają powiadomienia", "nie wymaga powiadomienia")

	// classed28r file or class an event under a level or a category.
	classed28r = newPhraseSet("classif", "filed with", "file it", "filed as", "reporting_level", "level '", "category", "kategor", "catégor", "categoría", "categoria", "категор", "einstuf", "分类", "归类", "分類", "区分", "분류", "klasyfik")
)
