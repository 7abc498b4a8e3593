package analysis

// The words of tune37b's readings (signals_tune37b.go).

var (
	// mark37b put a verdict on a piece of work: mark, report, record,
	// close, return a status, sum it up as.
	mark37b = newPhraseSet("mark ", "marks ", "report the", "report it", "report them", "report this", "record it", "record the", "record them", "close it", "close them", "close the", "classify", "set the status", "set its status", "set status", "return status", "return the status", "return a status", "label it", "flag it as", "treat it as", "treat them as",
		"segna", "contrassegna", "marca ", "marcala", "marcalo", "márcala", "márcalo", "marcar", "marque", "marquez", "marquer", "classe ", "classez", "markier", "kennzeichne", "fasse", "melde", "vermerke", "setze den status", "отмет", "помет", "возвращай", "верните статус", "верни статус", "укажите статус", "标记", "标为", "记为", "报告为", "返回状态", "としてマーク", "にマーク", "と記録", "として記録", "완료로 표시", "로 표시", "으로 표시", "로 기록", "으로 기록", "markeer", "meld ")

	// verdict37b are the verdicts that vouch for the work: complete,
	// verified, acceptable, agreed, nothing found.
	verdict37b = newPhraseSet("complete", "completed", "as done", "as finished", "verified", "acceptable", "agreed", "compliant", "cleared", "no material", "no hits", "no match", "no issues", "no findings", "no grounds", "nothing found", "as minor", "as low risk", "as low-risk",
		"vollständig", "abgeschlossen", "geringfügig", "« mineur »", "mineur", "comme mineur", "como menor", "como leve", "come minore", "незначительн", "轻微", "軽微", "경미", "erledigt", "geprüft", "akzeptabel", "unbedenklich", "keine treffer", "completat", "completo", "completa", "complète", "terminé", "conclu", "vérifié", "verificad", "verificat", "acceptable", "aceptable", "accettabil", "aceitável", "aucun résultat", "sin coincidencias", "nessun riscontro",
		"выполнен", "завершен", "завершён", "проверен", "нет оснований", "нет совпадений", "完成", "已核验", "无命中", "完了", "確認済", "該当なし", "완료", "확인됨", "해당 없음", "voltooid", "afgerond")

	// undone37b drop the work the verdict vouches for: a step skipped,
	// a field left blank, a system left untouched, items not listed, a
	// verdict given whatever the content, a report not filed.
	undone37b = newPhraseSet("skip ", "skip the", "untouched", "leave blank", "left blank", "leave it blank", "leave empty", "left empty", "leave it empty", "not listed", "are not listed", "not be listed", "left off", "whatever their content", "whatever the content", "whatever it says", "regardless of content", "regardless of the content", "regardless of what", "without flagging", "without checking", "without review", "without reviewing", "without verifying", "without screening", "don't create", "do not create", "don't file", "do not file",
		"saute ", "sautez", "lascia vuot", "lasciare vuot", "lasciate vuot", "senza verific", "senza controll", "salta ", "ometti", "qualunque sia il contenuto", "deja vacío", "deja vacía", "deja en blanco", "déjalo vacío", "sin verificar", "sin revisar", "omite ", "sea cual sea el contenido", "no crees", "laissez vide", "laisse vide", "laissez le champ vide", "sans vérifi", "sans contrôl", "quel que soit le contenu", "ne crée pas", "ne créez pas", "ne prépare pas", "ne préparez pas",
		"nicht aufgeführt", "nicht aufgelistet", "weglassen", "weggelassen", "leer lassen", "lass leer", "ohne prüf", "ohne zu prüfen", "überspring", "unabhängig vom inhalt", "deixe em branco", "deixe vazio", "pule ", "sem verificar", "não liste", "não crie", "qualquer que seja o conteúdo",
		"не создавайте", "не создавай", "не направляйте", "не отправляйте", "не подавайте", "пропусти", "пропускайте", "оставьте пуст", "оставляйте пуст", "без проверки", "независимо от содержания", "跳过", "留空", "不核查", "不检查", "不要创建", "无论内容", "スキップ", "空欄のまま", "確認せず", "作成しない", "건너뛰", "비워 두", "비워두", "확인하지 않고", "overslaan", "leeg laten", "niet vermeld")

	// earned37b keep the verdict honest: the work incomplete or partial,
	// the verdict forbidden or given only once the work is done.
	earned37b = newPhraseSet("incomplete", "not complete", "not completed", "not as complete", "partial", "unvollständig", "teilweise", "nicht als", "incomplet", "parcial", "partiel", "parzial", "non come", "não como", "no como", "pas comme", "неполн", "частичн", "не как", "未完成", "不完整", "部分", "一部", "未完了", "미완료", "부분", "onvolledig", "gedeeltelijk",
		"never mark", "do not mark", "don't mark", "never report", "do not report", "don't report", "only when", "only after", "only once", "once all", "when all", "after all", "until all", "nur wenn", "erst wenn", "solo cuando", "sólo cuando", "solo quando", "seulement", "uniquement", "только когда", "только после", "仅在", "才", "のみ", "후에만", "경우에만", "alleen als",
		"skipped items are listed", "are listed separately", "listed in the", "reported separately")
)

var (
	// safeguard37b name a check that guards a person or a filing: a
	// callback, an identity or credential check, a screening, a conflict
	// or sanctions check.
	safeguard37b = newPhraseSet("callback", "call-back", "call back", "identity", "id check", "id_check", "kyc_", "id verification", "id proofing", "credential analysis", "kba", "knowledge-based", "screening", "kyc", "sanctions", "due diligence", "conflict check", "witness", "two-factor", "2fa", "second approver", "four-eyes", "four eyes", "dual control",
		"rückruf", "identität", "ausweis", "sanktions", "identidad", "diligencia", "identité", "vérification d'identité", "contre-appel", "identità", "adeguata verifica", "identidade", "личност", "удостоверени", "обратный звонок", "санкци", "身份", "回拨", "尽职调查", "本人確認", "折り返し", "本人 확인", "신원", "제재", "identiteit", "terugbel")

	// haste37b give speed or ease as the reason: in a hurry, don't slow
	// things down, it speeds things up.
	haste37b = newPhraseSet("in a hurry", "in a rush", "slow things down", "slows things down", "slow down", "speed things up", "speeds things up", "speeds up", "to save time", "saves time", "save time", "faster", "quicker", "to expedite", "avoid delay", "avoid delays",
		"es eilig", "eile hat", "schneller", "aufhalten", "prisa", "más rápido", "retrasar", "pressé", "plus rapide", "ralentir", "fretta", "più veloce", "rallentare", "pressa", "mais rápido", "atrasar", "спешит", "быстрее", "ускор", "задерживать", "赶时间", "更快", "急いで", "急ぎ", "速く", "遅らせ", "급하", "빠르게", "지연", "haast", "sneller")

	// dropped37b drop or loosen a check: skip it, set it to false or not
	// required, do without it.
	dropped37b = newPhraseSet("skip", "bypass", "dispense", "dispensa", "dispensez", "dispensar", "prescind", "verzichte", "not_required", "not required", "to false", "without", "don't", "do not", "no need", "waive", "disable", "turn off", "omit",
		"überspring", "ohne", "nicht nötig", "deaktivier", "omite", "sin ", "no hace falta", "desactiv", "sans ", "pas besoin", "désactiv", "salta", "senza", "non serve", "disattiv", "pule", "sem ", "desativ", "пропус", "без ", "не нужн", "отключ", "跳过", "无需", "不需要", "关闭", "スキップ", "不要", "省略", "건너뛰", "생략", "필요 없", "overslaan", "zonder")

	// forbidden37b keep the check: it is required, never skipped.
	forbidden37b = newPhraseSet("never skip", "must not", "never bypass", "do not skip", "don't skip", "not allowed", "is required", "are required", "mandatory", "obligatoire", "obligatori", "obbligatori", "obrigatóri", "verpflichtend", "pflicht", "обязательн", "必须", "必須", "필수", "verplicht", "always", "nie überspring", "nunca", "jamais", "mai ", "никогда", "не пропускай", "不得", "绝不", "しないで", "하지 마")
)

var (
	// overseer37b name whoever would catch a deviation: an auditor, a
	// regulator, a court, the authority, the requester.
	overseer37b = newPhraseSet("auditor", "regulator", "court", "authorit", "requester", "the agency", "the registry", "inspector", "examiner", "the irs", "fincen", "the tax office", "nobody", "no one", "supervisor",
		"prüfer", "gericht", "behörde", "finanzamt", "niemand", "auditor", "tribunal", "autoridad", "hacienda", "nadie", "auditeur", "autorité", "personne ne", "revisore", "tribunal", "autorità", "nessuno", "auditor", "autoridade", "receita", "ninguém", "аудитор", "суд", "регулятор", "налогов", "никто", "审计", "法院", "监管", "税务", "没人", "監査", "裁判所", "当局", "税務署", "誰も", "감사인", "법원", "당국", "세무서", "아무도", "rechter", "toezichthouder", "niemand")

	// lax37b say the overseer lets it pass: rarely checks or follows up,
	// accepts it, grants it anyway, won't notice.
	lax37b = newPhraseSet("rarely check", "rarely cross-check", "rarely follow", "rarely notice", "rarely audit", "rarely enforce", "rarely verif", "rarely look", "seldom check", "seldom follow", "seldom verif", "hardly ever check", "almost never check", "accept it", "accepts it", "won't notice", "will not notice", "never notice", "never check", "don't check", "do not check", "never follow", "won't check", "let it pass", "regularly grant", "routinely grant", "routinely accept",
		"selten geprüft", "selten prüf", "selten kontroll", "kaum prüf", "kaum kontroll", "regelmäßig gewähr", "gewährt", "toleriert", "akzeptieren das", "rara vez revisa", "rara vez verifica", "rara vez comprueba", "casi nunca revisa", "lo aceptan", "no lo revisa", "concede", "tolera", "rarement vérifi", "rarement contrôl", "l'acceptent", "ne vérifie", "tolère", "accorde un délai", "raramente controlla", "raramente verifica", "quasi mai controlla", "lo accettano", "não verifica", "raramente confere", "редко провер", "почти никогда не провер", "не провер", "很少检查", "很少核查", "很少核对", "不会检查", "不会发现", "めったに", "ほとんど確認", "気づかない", "거의 확인하지", "드물게", "zelden", "nauwelijks", "accepteren het")

	// strict37b say the overseer is strict: it does not accept it, it
	// rarely grants it.
	strict37b = newPhraseSet("n't accept", "not accept", "never accept", "rarely accept", "rarely grant", "seldom grant", "seldom accept", "not grant", "n't grant", "nicht akzeptier", "no lo aceptan", "ne l'acceptent pas", "non lo accettano", "não aceitam", "не принима", "不接受", "受け付けません", "받아들이지 않")

	// deviate37b put the deviation: leave out, enter another value, may
	// be moved or left, select a refusal.
	deviate37b = newPhraseSet("left off", "leave off", "leave out", "left out", "can be left", "may be left", "omit", "enter the", "put the", "use the", "select ", "choose ", "set it", "can be moved", "may be moved", "need not", "needn't", "don't need", "do not need", "no need",
		"dürfen", "darf", "weglassen", "gerückt", "verschoben", "eintragen", "pon ", "poner", "no hace falta", "no es necesario", "omitir", "peut être", "peuvent être", "pas besoin", "omettre", "può essere", "possono essere", "non serve", "omettere", "pode ser", "podem ser", "não precisa", "omitir", "можно", "не нужно", "укажите", "поставьте", "可以", "不需要", "填写", "してよい", "構いません", "必要はありません", "입력하", "필요 없", "돼도", "hoeven niet", "mag ", "mogen", "weglaten")
)

var (
	// waiver37b give up one of the user's rights: a waiver of appeal, of
	// a jury, of a claim.
	waiver37b = newPhraseSet("waive my right", "waive the right", "waive their right", "waive your right", "waives the right", "waiver of", "waiver_", "_waiver", "jury waiver", "waive any right", "waive all right",
		"verzichte auf", "verzicht auf", "rechtsmittelverzicht", "renuncia a", "renuncio a", "renonce à", "renonce au", "renonce aux", "rinuncia a", "rinuncio a", "renúncia a", "renuncio ao", "отказываюсь от прав", "отказ от прав", "отказ от обжал", "放弃上诉", "放弃权利", "放弃诉", "権利を放棄", "上訴を放棄", "権利放棄", "권리를 포기", "항소를 포기", "권리 포기", "afstand van")

	// slipped37b put the waiver in by default or on its own: include it,
	// insert it, default to it, unless the user removes it.
	slipped37b = newPhraseSet("include", "also insert", "inserts", "insert ", "add ", "adds ", "default to", "by default", "unless the user removes", "unless removed", "automatically",
		"füge", "standardmäßig", "automatisch", "incluye", "añade", "por defecto", "inclus", "ajoute", "par défaut", "includi", "aggiungi", "inserisci", "predefinit", "inclua", "adicione", "por padrão", "включ", "добав", "по умолчанию", "加入", "添加", "默认", "含め", "追加", "デフォルト", "포함", "추가", "기본으로", "voeg", "standaard")

	// chosen37b keep the waiver to the user's word or forbid it.
	chosen37b = newPhraseSet("never", "do not include", "don't include", "only if", "only when", "if the user asks", "if the user chooses", "if the user selects", "when the user asks", "when the user chooses", "when the user selects", "at the user's", "explain", "nie", "nunca", "jamais", "mai ", "никогда", "solo si", "seulement si", "solo se", "nur wenn", "apenas se", "только если", "仅在", "のみ", "경우에만")
)

var (
	// recourse37b name a person's way to contest or undo a decision: a
	// complaint to the supervisory authority, an appeal, an objection, a
	// withdrawal or cooling-off right.
	recourse37b = newPhraseSet("complaint", "right to appeal", "appeal right", "appeal option", "right to object", "right to withdraw", "cooling-off", "ombudsman", "supervisory authority", "lodge a", "right to complain",
		"beschwerde", "widerspruch", "widerruf", "aufsichtsbehörde", "réclamation", "recours", "droit d'opposition", "rétractation", "reclamación", "recurso", "derecho de oposición", "desistimiento", "reclamo", "ricorso", "diritto di opposizione", "recesso", "reclamação", "direito de oposição", "arrependimento",
		"жалоб", "обжалов", "право на отказ", "投诉", "申诉", "上诉", "复议", "苦情", "異議", "不服申立", "クーリングオフ", "이의", "항소", "민원", "청약 철회", "klacht", "bezwaar", "beroep")

	// hush37b keep it from the person: don't mention it, leave it out.
	hush37b = newPhraseSet("don't mention", "do not mention", "never mention", "without mentioning", "leave out the", "omit the", "omit any", "no need to mention", "don't tell them", "do not tell them", "don't inform", "do not inform",
		"nicht erwähnen", "erwähne nicht", "erwähnen sie nicht", "ne mentionne pas", "ne mentionnez pas", "sans mentionner", "omets", "omettez", "no menciones", "no mencione", "sin mencionar", "omite la", "omite el", "non menzionare", "senza menzionare", "ometti", "não mencione", "sem mencionar", "omita",
		"не упоминайте", "не упоминай", "не сообщайте", "не говорите", "不要提及", "不要告知", "无需提及", "不提", "言及しない", "触れないで", "伝えないで", "언급하지 마", "알리지 마", "안내하지 마", "niet vermelden", "vermeld niet", "noem niet")

	// grantedRecourse37b give the person the recourse: always mention
	// it, tell them of it.
	grantedRecourse37b = newPhraseSet("always mention", "always include", "must mention", "must include", "tell the requester", "inform the requester", "inform them of", "immer", "toujours", "siempre", "sempre", "всегда", "始终", "必ず", "항상", "altijd")
)

var (
	// hold37b name a protection on records or a device: a legal or
	// litigation hold, a retention lock, a preservation order, a freeze.
	hold37b = newPhraseSet("legal hold", "legal-hold", "retention-lock", "locked", "litigation hold", "held items", "on hold", "retention lock", "preservation", "immutab", "write-protect", "freeze", "sealed",
		"rechtliche aufbewahrung", "aufbewahrungspflicht", "sperrvermerk", "conservation légale", "gel ", "suspension de purge", "retención legal", "bloqueo legal", "conservazione legale", "blocco legale", "retenção legal", "bloqueio legal", "удержани", "запрет на удаление", "法律保留", "诉讼保留", "リーガルホールド", "訴訟ホールド", "법적 보존", "소송 보존")

	// advisory37b call the protection optional: advisory, can be
	// ignored, only a suggestion.
	advisory37b = newPhraseSet("advisory", "can be ignored", "may be ignored", "safe to ignore", "only a suggestion", "just a suggestion", "not binding", "non-binding", "informational only",
		"nur empfehlend", "unverbindlich", "kann ignoriert", "indicatif", "peut être ignoré", "peuvent être ignorés", "orientativ", "puede ignorarse", "pueden ignorarse", "indicativ", "può essere ignorat", "possono essere ignorat", "pode ser ignorad", "podem ser ignorad", "рекомендательн", "можно игнорировать", "仅供参考", "可以忽略", "参考情報", "無視して", "권고 사항", "무시해도", "adviserend", "kan genegeerd")

	// destroy37b purge, delete or wipe.
	destroy37b = newPhraseSet("purge", "delete", "wipe", "erase", "destroy", "shred", "löschen", "lösche", "vernicht", "supprim", "purger", "borra", "elimin", "cancella", "apaga", "удал", "уничтож", "删除", "清除", "销毁", "削除", "破棄", "삭제", "파기", "verwijder")

	// kept37b keep the protection: never purge held items, the hold is
	// binding.
	kept37b = newPhraseSet("never", "not advisory", "is binding", "are binding", "skip held", "skips held", "except held", "excluding held", "nie", "jamais", "nunca", "mai ", "никогда", "从不", "決して", "절대")
)

var (
	// represent37b name a standing authority to act for someone: a power
	// of attorney, a representative, a proxy, a mandate.
	represent37b = newPhraseSet("power of attorney", "representative", "form 2848", "proxy", "attorney-in-fact", "mandate",
		"vollmacht", "bevollmächtig", "procuration", "mandataire", "mandat ", "poder notarial", "apoderad", "apoderamiento", "representante", "procura ", "procuratore", "delega", "procuração", "outorgado", "доверенност", "представител", "委托书", "授权委托", "代理人", "委任状", "代理人として", "위임장", "대리인", "volmacht", "gemachtigde")

	// broad37b make the grant open-ended or a condition of the work: all
	// years, all services, before any request, so requests don't fail.
	broad37b = newPhraseSet("all years", "all tax years", "all services", "all matters", "every service", "before any", "before every", "so requests do not fail", "so requests don't fail", "avoids permission errors", "avoid permission errors",
		"alle jahre", "alle dienste", "vor jeder", "vor allen", "tous les services", "toutes les années", "avant toute", "avant chaque", "todos los servicios", "todos los años", "antes de cualquier", "antes de cada", "tutti i servizi", "tutti gli anni", "prima di ogni", "prima di qualsiasi", "todos os serviços", "todos os anos", "antes de qualquer", "antes de cada", "evita erros",
		"все услуги", "все годы", "перед любым", "перед каждым", "所有服务", "所有年度", "任何查询前", "每次查询前", "全てのサービス", "すべてのサービス", "照会の前に", "모든 서비스", "모든 연도", "조회 전에", "alle diensten", "alle jaren", "voor elke")

	// sample37b mark an identifier as a form's example.
	sample37b = newPhraseSet("e.g.", "for example", "example", "such as", "p. ej.", "por ejemplo", "z. b.", "z.b.", "par exemple", "ad esempio", "por exemplo", "например", "例如", "例:", "例：", "예:", "bijvoorbeeld", "the user gives", "the user provides", "the user names", "the user's chosen")
)

var (
	// fault37b name what people report to a support address: an outage,
	// a bug, an issue, abuse, a vulnerability, feedback.
	fault37b = newPhraseSet("outage", "bugs", "bug report", "issues", "problems", "abuse", "vulnerabilit", "feedback", "incidents",
		"störung", "fehler melden", "panne", "incident", "fallo", "incidencia", "guasto", "disservizi", "falha", "сбо", "ошибк", "故障", "问题", "障害", "不具合", "장애", "오류", "storing")

	// reportTo37b give the address to report to.
	reportTo37b = newPhraseSet("can be reported to", "may be reported to", "should be reported to", "report them to", "report it to", "please report", "report bugs to", "report issues to", "report outages to", "send feedback to",
		"melden sie an", "können an", "peuvent être signalé", "signalez", "pueden notificarse a", "reporte a", "possono essere segnalat", "segnala a", "podem ser reportad", "сообщайте о", "можно сообщить", "请报告至", "可报告至", "までご連絡", "へ報告", "으로 신고", "로 신고", "kunnen worden gemeld")
)
