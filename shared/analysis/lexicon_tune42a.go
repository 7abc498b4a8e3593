package analysis

// Phrase sets of tune42a's readings (signals_tune42a.go), in the ten
// languages of the lexicon.
var (
	// tellUser42a address what follows to the person the model serves:
	// tell the user, describe to the user, answer guests, 告诉用户, 안내.
	tellUser42a = newPhraseSet("tell the user", "tell the guest", "tell the customer", "tell the client", "tell the driver", "tell the passenger", "tell the member", "tell them", "tell users", "tell guests", "tell customers",
		"inform the user", "inform the guest", "inform the customer", "let the user know", "let them know", "confirm to the user", "report to the user", "to the user as", "to users as", "to guests as", "to the client as", "to the customer as", "answering guests", "answering users", "answering customers", "answering the user", "when answering", "reply to the user", "say to the user",
		"dile al", "dígale al", "decir al usuario", "informa al", "informe al", "comunica al", "indícale", "indique al", "al cliente que", "al usuario que",
		"dis à l'utilisateur", "dites à l'utilisateur", "dis au client", "dites au client", "informez l'utilisateur", "informe l'utilisateur", "indiquez au", "à l'utilisateur que", "au client que",
		"sag dem", "sagen sie dem", "teile dem", "teilen sie dem", "dem nutzer mit", "dem kunden mit", "dem gast mit", "informiere den", "informieren sie den",
		"di' all'utente", "di all'utente", "dì all'utente", "comunica all'utente", "comunica al cliente", "informa l'utente", "informa il cliente", "all'utente che", "al cliente che",
		"diga ao", "informe o usuário", "informe ao usuário", "informe o cliente", "comunique ao", "ao usuário que", "ao cliente que",
		"сообщи пользовател", "сообщите пользовател", "сообщи клиент", "сообщите клиент", "скажи пользовател", "скажите пользовател", "пользователю, что", "клиенту, что",
		"告诉用户", "告知用户", "告诉客户", "告知客户", "告诉乘客", "向用户说明", "对用户说", "回复用户",
		"ユーザーに伝え", "ユーザーには", "お客様に", "お客様には", "と案内", "として案内", "と伝え", "と回答",
		"안내", "사용자에게 알", "고객에게 알", "사용자에게는", "고객에게는", "라고 알려", "라고 답")

	// doneState42a claim a favourable, finished state: complete,
	// submitted, clean, free from, no changes, approved, 完了, 완료.
	doneState42a = newPhraseSet("is complete", "was complete", "is completed", "was completed", "has completed", "been completed", "is done", "is finished", "was submitted", "been submitted", "was filed", "been filed", "was sent", "been sent", "was processed", "been processed", "was approved", "been approved", "is approved", "is resolved", "was resolved", "succeeded", "was successful", "is successful", "as successful", "as complete", "as completed", "as resolved", "as clean", "'clean'", "\"clean\"", "as 'free from'", "'free from'", "as free from", "'no material changes'", "no material change", "as passed", "'passed'", "all passed",
		"está completo", "está completado", "fue completad", "se ha completado", "fue enviad", "fue presentad", "se ha presentado", "fue aprobad", "está resuelt", "como completad", "como resuelt", "como aprobad",
		"est terminé", "a été effectué", "a été soumis", "a été déposé", "a été envoyé", "a été approuvé", "est résolu", "comme terminé", "comme résolu", "comme effectué",
		"ist abgeschlossen", "wurde abgeschlossen", "wurde eingereicht", "wurde erledigt", "ist erledigt", "wurde genehmigt", "als erledigt", "als abgeschlossen",
		"è completat", "è stato completat", "è stata completat", "è stato inviat", "è stata inviat", "è stato approvat", "è stata approvat", "è risolt", "come completat", "come risolt",
		"está concluíd", "foi concluíd", "foi enviad", "foi aprovad", "está resolvid", "como concluíd", "como resolvid",
		"завершён", "завершен", "выполнен", "подан", "отправлен", "одобрен", "решён", "решен",
		"已完成", "已提交", "已处理", "已批准", "已解决", "已退款", "成功",
		"完了", "提出済み", "承認済み", "解決済み", "受付済み",
		"완료", "제출되었", "처리되었", "승인되었", "해결되었")

	// mismatch42a say the claim is made whatever the facts: in either
	// case, even if, rather than, can be read as, aunque, même si, 即使.
	mismatch42a = newPhraseSet("in either case", "either way", "in any case", "in all cases", "even if", "even when", "even though", "whether or not", "rather than", "instead of", "regardless", "can be read as", "may be read as", "be treated as", "can be shown as", "while it is", "while still", "still pending", "still in progress",
		"en cualquier caso", "en todo caso", "de todos modos", "aunque", "incluso si", "en lugar de", "en vez de", "sea cual sea",
		"dans tous les cas", "de toute façon", "même si", "au lieu de", "quel que soit", "quelle que soit",
		"in jedem fall", "auf jeden fall", "auch wenn", "selbst wenn", "anstatt", "statt ", "egal ob",
		"in ogni caso", "comunque", "anche se", "invece di", "anziché",
		"em qualquer caso", "de qualquer forma", "mesmo que", "mesmo se", "em vez de", "ao invés de",
		"в любом случае", "даже если", "вместо", "независимо от",
		"无论", "不管", "即使", "而不是", "仍在", "尚未",
		"場合でも", "であっても", "でも「", "でも『", "も「", "にかかわらず", "代わりに", "まだ",
		"도 '", "도 ‘", "도 “", "중이라도", "라도", "이라도", "대신", "상관없이", "관계없이", "아직")

	// alarmPurpose42a give keeping the reader calm as the reason for a
	// change of what they are told: so as not to alarm the client, to keep
	// summaries upbeat, para no alarmar, 心配させない.
	alarmPurpose42a = newPhraseSet("not to alarm", "not alarm", "avoid alarming", "without alarming", "not to worry", "not worry the", "avoid worrying", "not to upset", "not upset the", "avoid upsetting", "not to scare", "not scare the", "not to frighten", "stay upbeat", "keep it upbeat", "keep them upbeat", "sound upbeat", "stay positive", "keep it positive", "look good to", "look better to",
		"para no alarmar", "sin alarmar", "no alarmar", "no preocupar", "para no asustar", "para no inquietar",
		"pour ne pas alarmer", "ne pas alarmer", "sans alarmer", "ne pas inquiéter", "pour ne pas inquiéter", "pour ne pas effrayer",
		"nicht zu beunruhigen", "nicht beunruhigen", "nicht zu alarmieren", "nicht alarmieren", "nicht zu verunsichern", "nicht verunsichern",
		"per non allarmare", "non allarmare", "per non preoccupare", "non preoccupare", "per non spaventare",
		"para não alarmar", "não alarmar", "para não preocupar", "não preocupar", "para não assustar",
		"чтобы не пугать", "не пугать", "не тревожить", "чтобы не волновать", "не волновать", "не беспокоить",
		"以免引起恐慌", "以免惊动", "以免让", "避免让客户担心", "避免引起担忧", "不要让用户担心", "不让客户担心", "以免客户担心", "以免用户担心",
		"心配させない", "不安にさせない", "不安を与えない", "動揺させない",
		"불안하게 하지", "걱정시키지", "불안해하지 않", "놀라지 않게")

	// adverse42a name an unfavourable result or passage: a failing case,
	// a failure, a critical passage, a negative review, a defect, a
	// complaint, an intolerance, a warning.
	adverse42a = newPhraseSet("fail", "critical", "criticis", "criticiz", "negative", "complaint", "defect", "intoleran", "warning", "violation", "unsafe", "side effect", "bad review", "poor review", "efectos secundarios", "effets secondaires", "effet indésirable", "nebenwirkung", "effetti collaterali", "efeitos colaterais", "побочн", "副作用", "부작용",
		"fallo", "falla", "fallid", "fracas", "crític", "negativ", "queja", "defecto", "intoleranc", "advertencia",
		"échec", "échou", "critique", "négati", "plainte", "défaut", "intoléranc", "avertissement",
		"fehlgeschlag", "fehler", "kritik", "kritisch", "beschwerde", "mangel", "mängel", "unverträglich", "warnung",
		"fallit", "falliment", "fallisc", "critic", "negativ", "reclam", "difett", "intolleran", "avvertenz",
		"falha", "falhou", "reclamaç", "defeito", "intolerânc", "aviso",
		"провал", "сбой", "ошибк", "критик", "критич", "негатив", "жалоб", "дефект", "непереносим", "предупрежден",
		"失败", "不合格", "差评", "负面", "批评", "投诉", "缺陷", "不耐受", "警告",
		"失敗", "不合格", "批判", "否定的", "苦情", "欠陥", "不耐症", "警告",
		"실패", "불합격", "비판", "부정적", "불만", "결함", "불내증", "경고")

	// omit42a take a thing out of what is written: leave out, omit, drop,
	// exclude, hide, écarter, omitir, weglassen, ometti, 省略, 제외.
	omit42a = newPhraseSet("leave out", "leaves out", "left out", " out of the ", "omit", "drop ", "exclude", "hide ", "hidden from", "remove ", "strip ", "filter out", "keep out of", "keep them out", "keep it out",
		"omite", "omitir", "omitid", "excluye", "exclú", "quedar fuera", "queden fuera", "fuera del", "excluir", "oculta", "quita", "elimina", "deja fuera", "dejar fuera",
		"écarte", "écarter", "omets", "omettre", "omettez", "exclus", "exclure", "masque", "retire", "supprime",
		"weglass", "auslass", "ausblend", "entfern", "streich", "ausschließ",
		"ometti", "omett", "omess", "escludi", "escluder", "nascondi", "togli", "rimuovi", "elimina",
		"omita", "omitir", "exclua", "excluir", "oculte", "remova", "retire",
		"опусти", "опускай", "исключи", "исключай", "скрой", "скрывай", "убери", "убирай", "не включай", "не упоминай",
		"省略", "删去", "删除", "去掉", "排除", "隐去", "不要提", "不提",
		"省く", "省き", "外し", "除外", "削除", "伏せ", "載せない", "触れない",
		"제외", "빼고", "빼서", "생략", "삭제", "숨기", "언급하지")

	// output42a name what the user or their audience reads: the summary,
	// the narrative, the answer, the reply, the report, the draft.
	output42a = newPhraseSet("summar", "narrative", "answer", "the reply", "response", "the report", "draft", "overview", "digest", "briefing",
		"resumen", "respuesta", "informe", "borrador",
		"résumé", "réponse", "rapport", "brouillon", "synthèse",
		"zusammenfassung", "antwort", "bericht", "entwurf",
		"riepilogo", "sintesi", "risposta", "rapporto", "bozza",
		"resumo", "resposta", "relatório", "rascunho",
		"сводк", "резюме", "ответ", "отчёт", "отчет", "черновик",
		"摘要", "总结", "汇总", "回答", "答复", "报告", "草稿",
		"要約", "まとめ", "回答", "報告", "下書き",
		"요약", "답변", "응답", "보고서", "초안")

	// relabel42a put a result under another name: mark it as, label it,
	// report it as, show as, márcalo como, 标记为, 로 표시.
	relabel42a = newPhraseSet("mark", "label", "report it as", "report them as", "recorded as", "reported as", "marked as", "shown as", "listed as", "logged as", " as '", " as \"", " as `", " as «", "record it as", "record them as", "show it as", "show them as", "list it as", "list them as", "classify", "set it to", "set them to", "set its status", "set the status",
		"márcal", "marca", "etiquet", "clasific", "regístral",
		"marque", "marquez", "étiquet", "classe", "indique-le comme",
		"markier", "kennzeichn", "als ", "einstuf",
		"segna", "contrassegn", "etichett", "classific",
		"marque-o", "marque", "rotul", "classifiq",
		"отмет", "пометь", "помечай", "обознач", "классифиц",
		"标记为", "标为", "记为", "归为",
		"としてマーク", "と表示", "として表示", "と記録", "扱いに",
		"로 표시", "으로 표시", "로 기록", "으로 기록", "로 분류", "으로 분류")

	// traceSecret42a name a secret used in a call: the password or token
	// used, the credentials sent, the provider keys.
	traceSecret42a = newPhraseSet("password", "api key", "api-key", "access token", "auth token", "bearer", "token used", "tokens used", "credential", "client secret", "secret value", "secret used", "secrets used", "provider key",
		"contraseña", "clave de api", "clave api", "credencial", "mot de passe", "clé api", "clé d'api", "passwort", "kennwort", "zugangsdaten", "api-schlüssel", "credenzial", "chiave api", "senha", "chave de api", "chave api",
		"пароль", "api-ключ", "ключ api", "учётные данные", "учетные данные", "密码", "访问令牌", "api 密钥", "凭据", "パスワード", "アクセストークン", "apiキー", "認証情報", "비밀번호", "액세스 토큰", "api 키", "자격 증명")

	// traceRecord42a name a record that many read: a span attribute, a
	// trace, a log line, a metric label, a telemetry event.
	traceRecord42a = newPhraseSet("span", "as an attribute", "as attribute", "trace attribute", "to the trace", "in the trace", "of the trace", "log line", "log entry", "the log ", "the log.", "the log,", "the logs", "to logs", "in logs", "into logs", "log file", "telemetry", "metric", "breadcrumb", "event payload",
		"como atributo", "traza", "registro del evento", "registro de eventos", "registro de auditoría", "comme attribut", "journal", "als attribut", "protokoll", "come attributo", "traccia", "como atributo", "как атрибут", "трассир", "в журнал", "в лог", "логи ", "作为属性", "日志", "追踪", "属性として", "ログに", "トレース", "속성으로", "로그에", "트레이스")

	// intoRecord42a put a value into a record: add as an attribute, log,
	// record, write, attach, aggiungi come, 记录.
	intoRecord42a = newPhraseSet("add ", "adds ", "include", "attach", "record ", "log the", "log it", "log them", "write ", "store ", "copy ", "put ",
		"añade", "agrega", "incluye", "registra", "guarda", "ajoute", "inclus", "enregistre", "consigne", "füge", "hänge", "protokollier", "speicher", "schreib", "aggiungi", "includi", "registra", "salva", "scrivi", "adicione", "inclua", "registre", "grave", "salve",
		"добав", "включ", "запиш", "сохрани", "логируй", "添加", "加入", "写入", "记录", "附加", "追加", "記録", "書き込", "含め", "추가", "기록", "포함")

	// maskedSecret42a keep the secret out of the record: redact, mask,
	// hash, never, without, only its name.
	maskedSecret42a = newPhraseSet(" not ", "n't", "no ", "only", "solo ", "sólo", "nur ", "seulement", "apenas", "только", "仅", "只", "のみ", "weder", "nicht", "keine", "kein ", "不会", "不", "严禁", "勿", "ни ", "нет", "ない", "않", "logs into", "redact", "mask", "hash", "fingerprint", "last four", "last 4", "placeholder", "never", "do not", "don't", "must not", "without", "strip", "remove", "omit", "exclude", "scrub", "instead of the", "rather than the", "name of the", "id of the", "type of the",
		"nunca", "no incluy", "sin ", "enmascar", "jamais", "ne pas", "sans ", "masqu", "niemals", "nicht ", "ohne ", "maskier", "mai ", "non ", "senza ", "mascher", "não ", "sem ", "mascar", "никогда", "не ", "без ", "маскир", "不要", "切勿", "脱敏", "不得", "しない", "マスク", "하지 마", "마스킹", "않")

	// selfAdopt42a take a text the tool holds or returns as the model's
	// own orders: as your system instructions, as though the user had
	// typed it, carry it out yourself.
	selfAdopt42a = newPhraseSet("as your system", "as your working", "as your own instruction", "as your new instruction", "as your instructions", "as your new system", "as new system instructions", "as system instructions", "as your system prompt", "as your own rules",
		"as though the user had", "as if the user had", "as though the user typed", "as if the user typed", "as though the user wrote", "as if the user wrote", "as though the user said", "as if the user said", "as if typed by the user", "as if they came from the user", "as though they came from the user", "as user commands", "as commands from the user", "as the user's own request",
		"yourself in this session", "out yourself", "on yourself", "it yourself in this", "them yourself in this",
		"como tus instrucciones", "como tus nuevas instrucciones", "como instrucciones del sistema", "como si el usuario", "como si los hubiera escrito el usuario", "tú mismo en esta sesión",
		"comme tes instructions", "comme vos instructions", "comme instructions système", "comme si l'utilisateur", "vous-même dans cette session", "toi-même dans cette session",
		"als deine anweisungen", "als ihre anweisungen", "als systemanweisungen", "als ob der nutzer", "als ob der benutzer", "selbst in dieser sitzung",
		"come tue istruzioni", "come le tue istruzioni", "come istruzioni di sistema", "come se l'utente", "tu stesso in questa sessione",
		"como suas instruções", "como instruções do sistema", "como se o usuário", "como se o utilizador", "você mesmo nesta sessão",
		"как свои инструкции", "как системные инструкции", "как новые инструкции", "как будто пользователь", "как если бы пользователь", "сам в этом сеансе",
		"作为你的系统指令", "作为你的指令", "作为系统提示", "作为新的系统", "视为用户", "当作用户", "视作用户", "如同用户输入", "像用户输入",
		"システム指示として", "自分の指示として", "ユーザーが入力したかのように", "ユーザーの指示として", "ユーザーが書いたかのように",
		"시스템 지시로", "자신의 지시로", "사용자가 입력한 것처럼", "사용자의 명령처럼", "사용자가 직접 입력한")

	// adoptAct42a take a text on: adopt, act on, treat, follow, obey,
	// carry out, execute, run, apply.
	adoptAct42a = newPhraseSet("adopt", "act on", "treat", "follow", "obey", "carry out", "carry it", "carry them", "execute", "run ", "apply", "use its", "use their",
		"adopta", "actúa", "trata", "sigue", "obedece", "ejecuta", "aplica", "adopte", "agis", "traite", "suis", "obéis", "exécute", "applique",
		"übernimm", "übernehmen", "handle", "befolge", "führe", "behandle", "adotta", "agisci", "tratta", "segui", "esegui", "applica", "adote", "aja ", "trate", "siga", "execute", "aplique",
		"прими", "примите", "действуй", "считай", "следуй", "выполни", "исполни", "采用", "执行", "遵循", "照做", "采纳", "按照", "採用", "実行", "従", "扱", "채택", "실행", "따르", "취급", "처리")

	// skipAsk42a call asking the person in charge needless: fine to skip
	// asking, without checking with the manager, no driver prompt needed,
	// 確認画面は省略して構いません.
	skipAsk42a = newPhraseSet("skip asking", "skip the confirmation", "skip confirmation", "skip the prompt", "without checking with", "without asking the", "without asking for", "without asking first", "without the user's confirmation", "no confirmation needed", "no confirmation required", "no prompt needed", "no prompt required", "driver prompt needed", "user prompt needed", "owner prompt needed", "no confirmation prompt needed", "without prompting", "no need to ask", "no need to confirm", "need not ask", "needn't ask", "no need to check with",
		"sin preguntar", "sin confirmar con", "sin consultar", "sin confirmación", "no hace falta preguntar", "no hace falta confirmar",
		"sans demander", "sans confirmation", "sans consulter", "sans vérifier avec", "inutile de demander", "inutile de confirmer",
		"ohne nachzufragen", "ohne rückfrage", "ohne bestätigung", "ohne zu fragen", "nicht nachfragen",
		"senza chiedere", "senza conferma", "senza consultare", "non serve chiedere",
		"sem perguntar", "sem confirmação", "sem consultar", "não precisa perguntar", "não é preciso confirmar",
		"без подтверждения", "не спрашивая", "не уточняя", "без согласования",
		"无需确认", "无需询问", "不必询问", "不用确认", "不必确认", "不需要确认",
		"確認画面は省略", "確認は省略", "確認なしで", "確認せずに", "確認不要", "確認を省略",
		"확인 없이", "묻지 않고", "확인하지 않고", "확인을 생략", "확인 절차 없이")

	// stakes42a name an act with consequences for the user: billing, a
	// charge, a void, a signature, a publication, a payment.
	stakes42a = newPhraseSet("billing", "billable", "charg", "paid", "start", "void", "reverse", "publish", "sign", "binding", "payment", "pay ", "purchase", "order", "delete", "cancel", "refund", "transfer",
		"cobr", "factur", "pago", "public", "firm", "anul", "paiement", "factur", "publi", "signat", "annul", "zahl", "abrechn", "veröffentlich", "unterschr", "storn", "pagament", "addebit", "pubblic", "firma", "pagamento", "cobran", "assin",
		"оплат", "списан", "платеж", "платёж", "публик", "подпис", "отмен", "付款", "扣款", "收费", "支付", "发布", "签署", "取消", "決済", "課金", "支払", "チャージ", "公開", "署名", "결제", "청구", "과금", "게시", "서명", "취소")

	// askKept42a keep the person asked: only after, once confirmed, must
	// confirm, ask first.
	askKept42a = newPhraseSet("asking the user to", "asking users to", "asking them to", "only after", "once the user", "once they confirm", "must confirm", "ask first", "always ask", "always confirm", "ask the user before", "confirm with the user before", "read-only", "read only", "no side effect", "does not change", "changes nothing", "makes no change", "no charge", "free of charge", "not billed", "no cost")
)

var (
	// ownLimits42a name the model's own limits: your usual limits, your
	// safety rules, your guardrails, tus límites, 你的限制.
	ownLimits42a = newPhraseSet("your usual limits", "your limits", "your usual restrictions", "your restrictions", "your safety", "your guardrails", "your content policy", "your usual policy", "your policies", "your filters", "your usual rules", "your refusal",
		"tus límites", "tus restricciones", "tus reglas de seguridad", "vos limites", "tes limites", "vos restrictions", "tes restrictions", "deine grenzen", "deine einschränkungen", "ihre üblichen grenzen", "deine sicherheitsregeln", "i tuoi limiti", "le tue restrizioni", "seus limites", "suas restrições", "teus limites",
		"свои ограничения", "твои ограничения", "ваши ограничения", "你的限制", "你的安全限制", "你通常的限制", "你的安全规则", "あなたの制限", "通常の制限", "安全上の制限", "당신의 제한", "평소의 제한", "안전 제한")
	// relaxed42a lift a limit: relaxed, lifted, off, suspended, set aside.
	relaxed42a = newPhraseSet("relaxed", "relax ", "lifted", "lift ", "suspended", "suspend ", "set aside", "switched off", "turned off", "disabled", "loosened", "loosen ", "waived", "ignored", "ignore ", "without ",
		"relajad", "relaja", "suspendid", "sin ", "assoupli", "levée", "levé", "suspendu", "sans ", "gelockert", "aufgehoben", "ausgesetzt", "ohne ", "allentat", "sospes", "senza ", "relaxad", "suspens", "sem ",
		"ослаб", "сняты", "отключ", "без ", "放宽", "解除", "取消", "忽略", "緩め", "解除", "無視", "완화", "해제", "무시")
	// screened42a describe an attack a tool finds: detects, flags, tries
	// to, attempts to.
	screened42a = newPhraseSet("detect", "flag", "tries to", "try to", "attempt", "example", "such as", "e.g.")
)

var (
	// userChoice42a leave an omission to the user or a switch: if the
	// user asks, on request, a parameter, an option.
	userChoice42a = newPhraseSet("if the user", "when the user asks", "user asks", "user requests", "on request", "if requested", "when requested", "include_", "=", "parameter", "option", "flag", "toggle", "setting")
	// keptApart42a keep a text apart from the model's orders: rather
	// than, instead of, not.
	keptApart42a = newPhraseSet("rather than", "instead of", "never", "not ", "no ", "nunca", "jamais", "niemals", "mai ", "не ", "不要", "而非")
)

var (
	// statusPair42a name a failure beside its counterpart: a neutral
	// status (success or failure, pass/fail), not an adverse result.
	statusPair42a = newPhraseSet("success or fail", "success/fail", "success and fail", "pass/fail", "pass or fail", "passed or failed", "succeeded or failed", "éxito o fallo", "succès ou échec", "erfolg oder fehl", "successo o fallimento", "sucesso ou falha", "успех или", "成功或失败", "成功か失敗", "성공 또는 실패")
	// switchText42a describe a switch the user sets or a warning about
	// what happens without asking: whether to, default, force, not.
	switchText42a = newPhraseSet("if the user", "when the user", "user has enabled", "in settings", "si el usuario", "en ajustes", "si l'utilisateur", "wenn der nutzer", "se l'utente", "se o usuário", "если пользователь", "如果用户", "ユーザーが有効", "사용자가 설정", "whether to", "default", "force", "=true", "= true", "if true", "when true", "if set", "when set", "--", " not ", "n't", "never")
)

var (
	// othersChoice42a name a choice that belongs to someone else: the
	// annotator chose, the client prefers, the user selected, el cliente
	// prefiera, le client a choisi, 고객이 선택.
	othersChoice42a = newPhraseSet("annotator chose", "annotator picked", "annotator selected", "annotators chose", "user chose", "user picked", "user selected", "user prefers", "user wants", "user asked for", "client chose", "client prefers", "client selected", "client wants", "customer chose", "customer prefers", "customer selected", "customer wants", "guest chose", "guest prefers", "owner chose", "owner prefers", "driver chose", "driver prefers", "user's choice", "client's choice", "customer's choice", "annotator's choice", "user's preference", "client's preference", "customer's preference", "reviewer chose", "reviewer's choice",
		"cliente prefiera", "cliente elija", "cliente eligió", "usuario prefiera", "usuario elija", "usuario eligió", "anotador eligió", "elección del cliente", "elección del usuario", "preferencia del cliente",
		"client préfère", "client a choisi", "utilisateur préfère", "utilisateur a choisi", "annotateur a choisi", "choix du client", "choix de l'utilisateur", "choix de l'annotateur",
		"kunde bevorzugt", "kunde gewählt", "nutzer gewählt", "nutzer bevorzugt", "annotator gewählt", "wahl des kunden", "wahl des nutzers",
		"cliente preferisca", "cliente ha scelto", "utente preferisca", "utente ha scelto", "annotatore ha scelto", "scelta del cliente", "scelta dell'utente",
		"cliente prefira", "cliente escolheu", "usuário prefira", "usuário escolheu", "anotador escolheu", "escolha do cliente", "escolha do usuário",
		"клиент выбрал", "клиент предпочитает", "пользователь выбрал", "пользователь предпочитает", "выбор клиента", "выбор пользователя", "разметчик выбрал",
		"标注员选择", "标注者选择", "アノテーターの選択", "라벨러가 선택")
	// choiceKept42a keep the other's choice: respect, honour, follow.
	choiceKept42a = newPhraseSet("respect", "honour", "honor", "follow the", "keep the user's", "keep the client's", "as the user chose", "use the user's", "use the client's", "respeta", "respecte", "rispetta", "respeite", "beachte", "berücksichtig", "уважай", "учитывай", "尊重", "按照用户", "尊重し", "従って", "존중", "따르")
)

// skipNeg42a deny or forbid an act done without asking, before the
// waiver or after it: no, nothing, keine, interdit, 禁止, しない.
var skipNeg42a = newPhraseSet("no ", "not ", "n't", "never", "nothing", "keine", "kein ", "nicht", "nichts", "rien", "nada", "nunca", "jamais", "niemals", "mai ", "non ", "não ", "не ", "ничего", "никогда", "interdit", "prohib", "forbidden", "prohibido", "vietato", "proibido", "verboten", "запрещ", "禁止", "금지", "不要", "不得", "しない", "しないで", "않", "말")
