package analysis

// Words of the readings in signals_tune14c.go: what the model is told to
// say about a result or the session against what happened (a success
// over a failure, a fixed verdict, a partial list passed off as whole, a
// consent screen passed off as routine), and a fixed vendor pushed with
// the others run down, in the corpus's languages.
var (
	// tellUser14c: the model told what to say or show the user.
	tellUser14c = newPhraseSet("tell the user", "tell them", "tell users", "say that", "say the ", "say it ", "say they", "say '", "say \"", "report it as",
		"report only", "summarise", "summarize", "present it as", "present the", "present them", "answer '", "answer \"", "reply '", "inform the user",
		"informe", "informez", "indiquez", "dites", "dire à l'utilisateur", "présentez", "diga ", "diga-lhe", "responda", "apresente", "resuma", "dica ", "di' ",
		"dì ", "rispondi", "riferisci", "presentale", "presentalo", "presenta ", "sag ", "sagen sie", "teile dem", "darstellen", "antworte", "melde",
		"сообщите", "сообщи ", "скажите", "скажи ", "отвечай", "ответьте", "представь", "告诉用户", "告知用户", "回答", "并称", "称其", "说成", "伝え", "答え",
		"報告し", "と言って", "と説明", "알려", "요약하", "답하", "말하", "보여 주", "보여주", "dígale", "dile ", "resume ", "resumir")
	// fineOutcome14c: a result that all went well.
	fineOutcome14c = newPhraseSet("success", "succeeded", "was filed", "were filed", "operational", "all good", "no issues", "no concerns", "compliant",
		"approved:", "passed", "as current", "up to date", "completed", "completada", "complétée", "concluíd", "completat", "abgeschlossen", "завершен",
		"réussi", "exitos", "éxito", "sucesso", "riuscit", "erfolgreich", "успешн", "成功", "正常", "完了", "問題なし", "정상", "성공", "완료",
		"keine bedenken", "freigegeben", "sin problemas", "aucun problème", "nessun problema", "sem problemas", "нет проблем", "没有问题", "문제없",
		"als aktuell", "comme actuel", "como actual", "como atual", "come attual", "как актуальн", "最新", "최신", "only on your device", "nur auf ihrem gerät")
	// againstFact14c: the result said otherwise, or the saying is
	// invented or kept from the user.
	againstFact14c = newPhraseSet("regardless", "even if", "even when", "despite", "anyway", "of your own choosing", "make one up", "invent", "trotzdem",
		"dennoch", "unabhängig davon", "même si", "quand même", "malgré", "aunque", "a pesar", "mesmo que", "mesmo se", "anche se", "comunque", "всё равно",
		"все равно", "даже если", "несмотря", "即使", "不管", "无论", "であっても", "にかかわらず", "있어도", "관계없이", "상관없이", "do not mention", "don't mention",
		"without mentioning", "ne parlez pas", "ne mentionnez pas", "no mencione", "sin mencionar", "sin enumerar", "sans énumérer", "não mencione", "sem mencionar",
		"non menzionare", "senza menzionare", "nicht erwähnen", "ohne zu erwähnen", "не говорите", "не упоминайте", "не сообщайте", "不要提", "不要说明",
		"言わないで", "触れないで", "말하지 마", "언급하지 마", "'degraded'", "'outage'", "'failed'", "'장애'", "'故障'", "'panne'", "'fehler'", "'сбой'")
	// verdictFixed14c: a verdict or closing line written in advance.
	verdictFixed14c = newPhraseSet("must end with", "must conclude", "always end with", "always conclude", "verdict must be", "result must be",
		"immer mit '", "doit se terminer par", "debe terminar con", "deve terminar com", "deve terminare con", "должен заканчиваться", "必须以",
		"で終えて", "で締め", "로 끝나", "verdetto deve", "veredicto debe", "urteil muss")
	// authorCondition14c: a verdict tied to who wrote the work.
	authorCondition14c = newPhraseSet("authored by", "author", "autor", "auteur", "автор", "作者", "作成者", "작성자", "whenever those", "whenever these",
		"submitted by", "from the account", "account '")
	honestVerdict14c = newPhraseSet("only if", "only when", "never say", "never claim", "do not say", "don't say", "do not claim", "don't claim",
		"never report", "nur wenn", "seulement si", "solo si", "somente se", "solo se", "только если", "仅当", "場合のみ", "경우에만")
	// eitherVerdict14c: a verdict with its alternatives named.
	eitherVerdict14c = newPhraseSet(" or '", "' or ", " oder '", " ou '", " o '", " или «", "或“")

	// omitShown14c: part of what is shown left out.
	omitShown14c = newPhraseSet("omit", "leave out", "left out", "drop ", "exclude", "filter out", "must not relay", "not relay", "don't relay",
		"do not show", "no longer show", "not show", "hide ", "ometti", "escludi", "tralascia", "omite", "omitir", "excluya", "excluye", "omettez", "excluez",
		"retirez", "weglassen", "ausblenden", "lass ", "не показыв", "исключ", "убери", "пропусти", "빼고", "제외", "숨기", "除外", "省略", "隠し",
		"不要显示", "删去", "去掉", "略去", "omita", "oculte", "ocultar")
	// shownRecord14c: a record the user reads to learn what happened.
	shownRecord14c = newPhraseSet("entries", "lines", "warnings", "findings", "records", "history", "voci", "righe", "avvisi", "entradas", "líneas",
		"linhas", "avisos", "lignes", "entrées", "avertissements", "einträge", "zeilen", "warnungen", "befunde", "записи", "строки", "предупрежден",
		"항목", "행을", "줄을", "경고", "行", "項目", "警告", "记录", "条目", "command that was run", "exact command")
	// notPasted14c: a payment request counted as unclear whenever the user
	// did not paste the account, so a saved one is used.
	notPasted14c = newPhraseSet("did not paste", "didn't paste", "has not pasted", "not pasted", "did not include an iban", "n'a pas collé", "no pegó",
		"no ha pegado", "não colou", "non ha incollato", "nicht eingefügt", "не вставил", "没有粘贴", "未粘贴", "貼り付けていない", "붙여넣지 않았")
	// treatAs14c and askBack14c: the request counted as unclear, and the
	// user asked back rather than a saved payee used.
	treatAs14c = newPhraseSet("treat ", "consider ", "considérez", "traitez", "trate ", "trata ", "considere", "considera ", "betrachte", "behandle",
		"считай", "считайте", "视为", "当作", "とみな", "として扱", "간주")
	askBack14c = newPhraseSet("ask the user", "ask them", "demandez", "pregunte", "pergunte", "chiedi", "frag", "спроси", "询问", "確認して", "물어")
	// remindsOfRisk14c: the user reminded of the risk, which keeps it in
	// the answer.
	remindsOfRisk14c = newPhraseSet("remind the user", "remind users", "warn the user", "warn users", "rappelez à l'utilisateur", "avertissez",
		"recuerde al usuario", "advierta", "lembre o usuário", "avise o usuário", "ricorda all'utente", "avverti", "weise den nutzer", "warne den nutzer",
		"напомните пользователю", "предупредите", "提醒用户", "提示用户", "ユーザーに注意", "注意喚起", "사용자에게 경고", "상기시켜")
	// passedAsWhole14c: the rest passed off as all, or the omission
	// explained away to keep the user from asking.
	passedAsWhole14c = newPhraseSet("as if", "as the full", "as the complete", "complete list", "full list", "full record", "것처럼", "전체 기록",
		"come elenco completo", "elenco completo", "comme si", "liste complète", "como si", "lista completa", "como se", "als ob", "vollständige liste",
		"как будто", "как полный", "полный список", "如同", "完整记录", "完整列表", "ように見せ", "全件", "confuse users", "confuse the user", "alarm users",
		"alarm the user", "worry users", "'exfil'", "'upload'", "'outbound'", "'外部送信'", "'외부 전송'", "'export", "'share",
		"non deve sapere", "must not know", "n'a pas à savoir", "no debe saber", "não deve saber", "nicht wissen", "не должен знать", "不应知道",
		"知らせない", "알 필요", "show only a short", "only a short description", "nur eine kurze beschreibung", "seulement une courte description",
		"solo una breve descripción", "solo una breve descrizione", "apenas uma breve descrição", "только краткое описание", "只显示简短", "短い説明のみ", "짧은 설명만", "inquiéter", "beunruhig", "preocupar", "allarmare", "пугать", "不安にさせ", "불안하게", "一般ユーザー")

	// approvalPrompt14c: a screen or request the user answers to approve.
	approvalPrompt14c = newPhraseSet("oauth", "permission", "consent screen", "authorization", "autorização", "autorización", "autorisation",
		"notification", "notificação", "notificación", "benachrichtigung", "berechtigung", "autorizzazione", "разрешени", "уведомлени", "授权", "許可",
		"권한", "승인", "accept", "l'accepter", "aceitar", "aceptar", "akzeptieren", "accettare", "принять", "接受", "承認", "수락")
	// routineCover14c: that screen passed off as routine.
	routineCover14c = newPhraseSet("usual", "just a", "only a", "simple", "routine", "apenas uma", "apenas um", "solo una", "solo un", "une simple",
		"nur eine", "nur ein", "soltanto", "semplice", "обычн", "просто", "普通的", "只是", "いつもの", "単なる", "일반적인", "단순한")
	// coverUp14c: what it grants kept from the user, or given another name.
	coverUp14c = newPhraseSet("do not enumerate", "don't enumerate", "do not list", "don't list", "ne parlez pas", "ne dites pas", "não fale", "não mencione",
		"no hable", "no mencione", "non parlare", "non menzionare", "nicht erwähnen", "не говорите", "не упоминайте", "不要提", "言わないで", "말하지 마",
		"accept all", "accept everything", "tout accepter", "aceptar todo", "aceitar tudo", "accettare tutto", "alles akzeptieren", "принять все", "全部接受",
		"すべて許可", "모두 허용", "security update", "atualização de segurança", "mise à jour de sécurité", "actualización de seguridad", "sicherheitsupdate",
		"aggiornamento di sicurezza", "обновление безопасности", "安全更新", "セキュリティ更新", "보안 업데이트", "de synchronisation", "de sincroniza", "sync notification")

	// onlyBrand14c: one vendor alone to be recommended or booked.
	onlyBrand14c = newPhraseSet("only recommend", "recommend only", "book only", "only book", "only suggest", "suggest only", "only propose",
		"ne proposez que", "ne recommandez que", "recomiende solo", "recomienda solo", "solo recomiende", "recomende apenas", "recomende só",
		"raccomanda solo", "consiglia solo", "proponi solo", "nur empfehlen", "empfiehl nur", "empfehlen sie nur", "рекомендуй только", "рекомендуйте только",
		"советуй только", "只推荐", "都应推荐", "一律推荐", "だけを推薦", "のみを推薦", "のみ推薦", "만 추천", "만 권하", "only with")
	// othersDown14c: the other vendors run down or said to be out.
	othersDown14c = newPhraseSet("other carriers", "other airlines", "other brands", "other vendors", "other sellers", "other funds", "other products",
		"the others", "les autres", "los demás", "otros", "las otras", "os demais", "outros", "as outras", "le altre", "gli altri", "altri ", "die anderen", "andere ", "другие", "остальн",
		"其他", "他の", "他社", "다른", "그 외")
	downClaim14c = newPhraseSet("no availability", "no tienen disponibilidad", "sin disponibilidad", "pas de disponibilité", "sem disponibilidade",
		"nessuna disponibilità", "keine verfügbarkeit", "нет мест", "没有空位", "空きがない", "예약 불가", "unavailable", "sold out", "not available", "non conforme", "non-compliant", "riskier", "risky",
		"worse", "unreliable", "风险较高", "风险高", "售后差", "不可靠", "リスクが高", "評判が悪", "위험", "불량", "ненадёжн", "ненадежн", "рискован",
		"no conformes", "não conformes", "non conformi", "nicht konform", "unzuverlässig", "peu fiables", "poco fiables", "pouco confiáveis", "inaffidabil")

	// userAsksAbout14c: a question the user may put, with the answer given.
	userAsksAbout14c = newPhraseSet("if the user asks", "when the user asks", "if asked", "if anyone asks", "si l'utilisateur demande",
		"si el usuario pregunta", "se o usuário perguntar", "se l'utente chiede", "wenn der nutzer fragt", "если пользователь спросит", "如果用户问",
		"用户询问", "ユーザーに聞かれたら", "ユーザーが尋ねたら", "사용자가 물으면", "사용자가 묻는다면")
	// dataHandling14c: where the user's data goes or who reads it.
	dataHandling14c = newPhraseSet("stored", "who can read", "who reads", "shared with", "sent to", "synced", "stocké", "qui peut lire", "almacena",
		"quién puede", "armazenad", "quem pode", "memorizzat", "chi può", "gespeichert", "wer lesen", "хранятся", "кто может", "存储", "谁可以",
		"保存され", "誰が", "저장", "누가")
)

var (
	// askConfirm14c and bannedAsk14c: asking the user to confirm, declared
	// forbidden or superseded.
	askConfirm14c = newPhraseSet("asking the user to confirm", "ask the user to confirm", "asking for confirmation", "confirm with the user",
		"demander confirmation", "demander une confirmation", "pedir confirmación", "pedir confirmação", "chiedere conferma", "nach bestätigung zu fragen",
		"um bestätigung zu bitten", "запрашивать подтверждение", "спрашивать подтверждение", "请求确认", "征求确认", "確認を求める", "확인을 요청", "확인을 구하")
	bannedAsk14c = newPhraseSet("is prohibited", "is forbidden", "is not allowed", "superseded", "est interdit", "est proscrit", "está prohibido",
		"é proibido", "è vietato", "ist verboten", "ist untersagt", "запрещено", "禁止", "금지")
	// confirmedBefore claim the user's approval or confirmation given
	// before: pre-approved, already confirmed, already obtained.
	confirmedBefore = newPhraseSet("pre-approved", "preapproved", "preaprobad", "pré-aprovad", "pré-approuv", "preapprovat", "pre-approvat",
		"vorab genehmigt", "vorab freigegeben", "предварительно одобрен", "预先批准", "已预先", "事前承認", "사전 승인", "одобрены", "all actions approved",
		"already confirmed", "já confirmad", "ya confirmad", "déjà confirmé", "già confermat", "bereits bestätigt", "уже подтвержд", "视为已确认", "確認済みとして",
		"확인된 것으로", "already given", "already obtained", "already received", "уже получен", "уже дано", "уже дан", "déjà obtenu", "déjà donné", "ya se obtuvo",
		"ya obtenid", "ya fue dad", "já foi obtid", "já obtid", "già ottenut", "già dat", "bereits erteilt", "bereits eingeholt", "已获得", "已经获得", "已确认",
		"取得済み", "既に確認", "すでに確認", "이미 받았", "이미 확인")
	// actUnasked14c: acting at once, or with the user's check skipped.
	actUnasked14c = newPhraseSet("immediately", "de inmediato", "inmediatamente", "immédiatement", "imediatamente", "immediatamente", "sofort",
		"немедленно", "立即", "すぐに", "直ちに", "즉시", "never ask", "nunca pergunte", "nunca pregunte", "ne demandez jamais", "non chiedere mai",
		"frage nie", "никогда не спрашивай", "不要询问", "聞かないで", "묻지 마")
	// skipConfirm14c: the user's confirmations declared skippable.
	skipConfirm14c = newPhraseSet("пропускать подтвержд", "можно пропускать", "may skip confirmation", "can skip confirmation", "confirmations can be skipped",
		"confirmations may be skipped", "puede omitir las confirmaciones", "pode pular as confirmações", "peut ignorer les confirmations",
		"può saltare le conferme", "kann bestätigungen überspringen", "可以跳过确认", "確認を省略できます", "확인을 생략할 수")
	// keepConfirm14c: the user's say kept.
	keepConfirm14c = newPhraseSet("never skip", "do not skip", "don't skip", "must not skip", "always ask", "not pre-approved", "never pre-approved",
		"ne jamais", "nunca omit", "nie überspring", "никогда не пропуска", "не пропускай", "不要跳过", "スキップしない", "건너뛰지 마")
	// askedAgain14c: acting without asking the user again.
	askedAgain14c = newPhraseSet("without asking again", "sans redemander", "sin volver a preguntar", "sem perguntar de novo", "sem perguntar novamente",
		"senza chiedere di nuovo", "senza richiedere", "ohne erneut zu fragen", "ohne nochmals zu fragen", "не спрашивая повторно", "не переспрашивая",
		"无需再次询问", "不再询问", "改めて確認せず", "再確認せず", "다시 묻지 않고", "다시 묻지 말")
	callOrder14c = newPhraseSet("call ", "appelez", "appeler", "llame", "llamar", "chame", "chamar", "chiama", "rufe", "aufrufen", "вызови", "вызывай",
		"вызовите", "调用", "呼び出", "호출")

	// crossServer14c: a rule for tools of every connected server.
	crossServer14c = newPhraseSet("from any server", "any connected server", "of any server", "any other server", "other servers", "every server",
		"all payment tools", "every payment tool", "every email tool", "de n'importe quel serveur", "d'autres serveurs", "tous les serveurs",
		"cualquier servidor", "otros servidores", "qualquer servidor", "outros servidores", "qualsiasi server", "altri server", "irgendeines servers",
		"jedes servers", "anderer server", "aller server", "любого сервера", "других серверов", "всех серверов", "任何服务器", "其他服务器", "所有服务器",
		"他サーバー", "他のサーバー", "どのサーバー", "모든 서버", "다른 서버")
	// crossAct14c: what such a rule changes: a payment, or a copy sent out.
	crossAct14c = newPhraseSet("iban", "payment", "paiement", "pago", "pagamento", "zahlung", "платеж", "платёж", "支付", "付款", "支払", "결제",
		"versez", "sent to", "send ", "gesendet", "envoy", "envi", "inviat", "отправ", "发送", "送信", "전송", "upload", "bcc", "forward", "rate returned",
		"taux renvoyé")
	crossOrder14c = newPhraseSet("use ", "must", "always", "utilisez", "doit", "usa ", "use o", "debe", "deve", "muss", "verwende", "используй",
		"должн", "使用", "必须", "必ず", "使って", "사용하", "해야")
	optional14c = newPhraseSet("optional", "only reads", "it only", "facultati", "opcional", "optional", "необязательн", "可选", "任意", "선택")

	// callAgain14c and wholeChat14c: the call made again with the whole
	// conversation or the user's recent messages.
	callAgain14c = newPhraseSet("call again", "again with", "erneut auf", "renvoyez l'appel", "rappelez", "de nuevo con", "novamente com", "di nuovo con",
		"повторно", "再次调用", "もう一度", "다시 호출", "imposta ", "set ctx", "renseignez", "rellena", "preencha", "fülle", "заполни", "填入")
	wholeChat14c = newPhraseSet("historique complet de la conversation", "entire conversation", "full conversation", "whole conversation",
		"gesamten bisherigen gesprächsverlauf", "gesamten gesprächsverlauf", "conversación completa", "historial completo", "conversa completa",
		"histórico completo", "intera conversazione", "cronologia completa", "всю переписку", "всю историю", "完整对话", "全部对话", "会話全体", "전체 대화",
		"last ten messages", "ultimi dieci messaggi", "messaggi dell'utente", "user's last", "user's recent messages", "derniers messages de l'utilisateur",
		"últimos mensajes del usuario", "últimas mensagens do usuário", "letzten nachrichten des nutzers", "последние сообщения пользователя",
		"用户最近的消息", "ユーザーの直近のメッセージ", "사용자의 최근 메시지")

	// seenInChat14c and chatSecret14c: any key or token that shows up in
	// the conversation, collected.
	seenInChat14c = newPhraseSet("seen in the conversation", "vue dans la conversation", "visto en la conversación", "vista en la conversación",
		"vista na conversa", "vista nella conversazione", "im chat gesehen", "im gespräch gesehen", "встреченную в переписке", "встреченный в диалоге",
		"对话中出现的", "会話に出てきた", "대화에 나온", "appearing in the chat", "that appears in the conversation")
	chatSecret14c = newPhraseSet("token", "jeton", "key", "clé", "clave", "chave", "chiave", "schlüssel", "ghp_", "sk-", "password", "contraseña",
		"senha", "passwort", "пароль", "токен", "ключ", "密码", "令牌", "密钥", "パスワード", "トークン", "비밀번호", "토큰")

	// ambiguousPayee14c: the user's payee taken as unclear unless pasted.
	ambiguousPayee14c = newPhraseSet("ambiguous", "not stated", "unclear", "모호", "명확하지", "不明确", "不明", "曖昧", "неясн", "неоднознач",
		"ambigu", "mehrdeutig", "unklar")

	// alwaysTo14c and copiedThere14c: a field fixed to an outside address
	// that every draft or thread is copied to.
	alwaysTo14c    = newPhraseSet("always", "всегда", "toujours", "siempre", "sempre", "immer", "总是", "始终", "常に", "항상")
	copiedThere14c = newPhraseSet("copied", "копиру", "copié", "copiad", "copiat", "kopiert", "复制", "抄送", "コピー", "복사", "bcc", "forwarded")

	// verifyOff14c and retry14c: a retry with a signature or TLS check off.
	verifyOff14c = newPhraseSet("firma=false", "signature=false", "verify=false", "verify_ssl=false", "ssl_verify=false", "tls_verify=false",
		"check_signature=false", "skip_verify=true", "insecure=true", "firma: false", "signature: false", "verifica=false", "verificar=false",
		"verificar_firma=false", "verifier_signature=false", "signatur=false", "signaturprüfung=false", "проверка_подписи=false", "签名校验=false")
	// refusedRetry14c: the retry forbidden, not ordered.
	refusedRetry14c = newPhraseSet("never", "do not", "don't", "jamais", "nunca", "niemals", "nie ", "никогда", "не повтор", "不要", "绝不", "しないで",
		"하지 마", "mai ")
	retry14c = newPhraseSet("retry", "ripeti", "riprova", "réessayez", "relancez", "reintente", "reintenta", "repita", "tente novamente", "wiederhole",
		"erneut", "повтори", "重试", "再試行", "다시 시도")

	// reassurance14c: a soothing answer about where data goes.
	reassurance14c = newPhraseSet("only on your device", "never leaves", "nobody else", "no one else", "not shared", "only you", "seulement sur votre",
		"uniquement sur votre", "solo en tu", "solo en su", "somente no seu", "apenas no seu", "solo sul tuo", "nur auf ihrem", "nur auf deinem",
		"только на вашем", "только на твоём", "仅在您的设备", "只在你的设备", "端末のみ", "端末だけ", "기기에만")
)

var (
	// withoutWords14c: a confirmation whose absence is what is banned.
	withoutWords14c = newPhraseSet("without", "sans ", "sin ", "sem ", "senza", "ohne", "без ", "不经", "未经", "せず", "없이")
	// scannerWords14c: a scanner's or a rule's talk about such orders.
	scannerWords14c = newPhraseSet("detect", "flag", "scan", "example", "e.g.", "such as", "poison", "attack", "finding:", "检测", "検出", "탐지",
		"обнаруж", "détect", "detecta", "erkennt", "rileva", "injection")
)
