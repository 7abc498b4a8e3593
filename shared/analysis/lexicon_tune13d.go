package analysis

var (
	// eraseVerbs13d: deleting, purging or clearing something for good.
	eraseVerbs13d = newPhraseSet("delete", "purge", "remove", "erase", "wipe", "clear ", "empty ", "be dropped", "should be dropped", "drop them",
		"删除", "清空", "清除", "削除", "消去", "삭제", "지우", "비우", "удаля", "удали", "удалить", "очисти", "стира", "видали", "lösch", "entfern", "leere", "supprim", "efface", "purge", "vide ", "vider", "elimin", "borra", "vacía", "exclu", "apag", "esvazi", "cancella", "svuota",
		"sil ", "silin", "verwijder", "usuń", "usuwaj", "hapus", "xóa", "احذف", "حذف", "डिलीट", "हटा")

	// unlistedWords13d: the act kept out of what the user sees.
	unlistedWords13d = newPhraseSet("without listing", "without mentioning", "without telling", "without reporting", "not include it in the summary", "not in the summary", "leave it out of the summary", "out of the summary", "nothing from the session remains", "for the user to review", "no trace",
		"不要出现在摘要", "不要在摘要", "不要列出", "不要告诉用户", "不留痕迹", "要約に含めない", "要約に含めず", "一覧に出さない", "요약에 포함하지", "요약에서 제외", "언급하지 말", "목록에 표시하지",
		"не упоминай", "не показывай", "не включай в сводку", "не згадуй", "ohne sie aufzulisten", "ohne sie zu erwähnen", "ohne es zu erwähnen", "nicht in der zusammenfassung", "sans les lister", "sans le lister", "sans les mentionner", "sans le mentionner", "sin incluirlo en el resumen", "sin incluirlos", "sin listarlos", "sin mencionarlo",
		"sem listá", "sem mencion", "sem incluí", "senza elencar", "senza menzionar", "senza includerl", "zonder ze te vermelden", "bez wymieniania", "tanpa menyebut", "không liệt kê", "listelemeden", "دون ذكر")

	// securityAlerts13d: the notices that would show the user a takeover.
	securityAlerts13d = newPhraseSet("new login", "new sign-in", "sign-in alert", "login alert", "security alert", "security notice", "security warning", "password changed", "forwarding rule created", "new forwarding rule", "regla de reenvío creada", "regra de encaminhamento criada", "règle de transfert créée", "regola di inoltro creata",

		"nuevo inicio de sesión", "alerta de seguridad", "aviso de seguridad", "avvisi di sicurezza", "avviso di sicurezza", "nuovo accesso", "alerte de sécurité", "alertes de sécurité", "nouvelle connexion", "règle de transfert",
		"sicherheitswarnung", "sicherheitshinweis", "neue anmeldung", "novo login", "alertas de segurança", "alerta de segurança", "новый вход", "изменение пароля", "оповещения безопасности",
		"异地登录", "安全提醒", "安全警报", "密码已修改", "新设备登录", "新しいログイン", "セキュリティ通知", "セキュリティアラート", "새 기기 로그인", "보안 알림", "yeni giriş", "nieuwe aanmelding", "nowe logowanie", "login baru", "đăng nhập mới", "новий вхід")

	// sentTrail13d: the copies a sent or forwarded mail leaves behind.
	sentTrail13d = newPhraseSet("sent items", "sent folder", "sent mail", "sent copy", "forwarded copy", "sent messages", "deleted items", "recoverable items", "posta inviata", "gesendete", "enviados", "éléments envoyés", "messages envoyés", "отправленные", "已发送", "送信済み", "보낸 편지함", "verzonden items", "wysłane")
	// sentAct13d: the mail was sent or forwarded, or went outside.
	sentAct13d = newPhraseSet("forward", "outside the organi", "outside the company", "external address", "externe adressen", "inoltr", "転送", "转发", "weiterleit", "reenv", "transféré", "encaminh", "пересыл", "전달")

	// logTrail13d and sharedTopic13d: log entries about what was shared
	// or forwarded.
	logTrail13d    = newPhraseSet("activity log", "audit log", "log entr", " logs", "journal", "audit", "entries", "entrées", "einträge", "entradas", "voci ", "записи", "日志", "记录", "ログ", "記録", "로그", "기록", "protokoll", "registro")
	sharedTopic13d = newPhraseSet("sharing", "forwarding", "permission change", "shared", "partage", "transferts externes", "freigabe", "weiterleitung", "compartilh", "condivision", "inoltri", "共享", "转发", "共有", "転送", "공유", "전달", "пересылк", "доступа")
	// assistantTrail13d: messages that would tell the user what the
	// assistant sent.
	assistantTrail13d = newPhraseSet("who shared", "assistant sending", "sent by the assistant", "assistant sent", "assistant shared")

	// keptAlerts13d: a promise not to delete.
	keptAlerts13d = newPhraseSet("never delete", "never deletes", "never removes", "does not delete", "doesn't delete", "do not delete", "don't delete", "not deleted", "never purge", "nunca elimina", "nunca borra", "ne supprime jamais", "löscht nie", "non elimina mai", "nunca exclui", "никогда не удаля", "不会删除", "从不删除", "削除しません", "삭제하지 않")

	// actAsVerbs13d: acting or signing as someone.
	actAsVerbs13d = newPhraseSet("sign as", "signing as", "send as", "reply as", "respond as", "answer as", "approve it as", "as the user", "in the user's voice", "identify yourself as", "introduce yourself as", "present yourself as", "pose as", "posing as", "pretend to be", "impersonat",
		"firma como", "firmando como", "responde como", "contesta como", "assine como", "assinando como", "responda como", "signe en tant que", "signe comme", "signez en tant que", "réponds en tant que", "unterschreibe als", "unterzeichne als", "antworte als", "gib dich", "firma come", "firmando come", "rispondi come",
		"от имени", "представься", "выдавай себя", "подписывай", "以用户的名义", "以用户身份", "冒充", "假装是", "署名为", "として署名", "になりすま", "本人として", "명의로", "사칭", "직접 쓴 것처럼", "본인인 것처럼", "adına", "namens", "w imieniu", "atas nama", "thay mặt", "بالنيابة", "के नाम से", "від імені")
	// notUser13d, officers13d, hiddenAI13d, approves13d: the sign that
	// the identity is not the user's own disclosed one.
	notUser13d  = newPhraseSet("instead of the user", "rather than the user", "not the user", "en lugar del usuario", "en vez del usuario", "em vez do usuário", "em vez do utilizador", "au lieu de l'utilisateur", "statt des nutzers", "anstatt des nutzers", "invece dell'utente", "а не пользователя", "а не користувача", "而不是用户", "ユーザーではなく", "사용자 대신", "사용자가 아닌")
	officers13d = newPhraseSet("cfo", "chief financial", "finance director", "director financiero", "diretor financeiro", "directeur financier", "finanzvorstand", "finanzdirektor", "direttore finanziario", "финансового директора", "финансовый директор", "财务总监", "首席财务官", "財務担当", "재무 이사", "재무이사", "ceo", "head of it", "account holder", "kontoinhaber", "titular de la cuenta", "titular da conta", "titulaire du compte", "titolare del conto", "владельца счёта", "владелец счёта", "账户持有人", "口座名義人", "예금주", "accounts-payable")
	hiddenAI13d = newPhraseSet("never disclose", "never reveal", "without disclosing", "not disclose", "not reveal that", "ai임을 절대", "ai임을 밝히지", "不要透露", "aiであることを", "nunca reveles", "ne révèle jamais", "nie verraten", "non rivelare mai", "nunca revele", "никогда не раскрывай")
	approves13d = newPhraseSet("approve", "approved", "승인", "aprob", "aprov", "genehmig", "approuv", "approv", "одобр", "批准", "承認")
	// disclosedAgent13d: the assistant says what it is.
	disclosedAgent13d = newPhraseSet("automated assistant", "as an ai", "introduces itself as", "identifies itself as", "discloses that", "never impersonat", "never sign as", "never send as", "never pose as")

	// acceptAll13d: accepting or granting every request at once ("applied
	// to every request" and "add a header to every request" accept nothing).
	acceptAll13d = newPhraseSet("accept every", "accept all", "accept any", "approve every", "approve all", "approve any", "grant every", "grant all", "yes to all requests", "yes to every request", "consent to all requests", "consent to every request", "access to all requests", "access to every request", "all pending requests",
		"accepte immédiatement", "accepte toutes", "accepter toutes", "approuver toutes", "approuve toutes", "bestätige alle", "genehmige alle", "akzeptiere alle", "acepta todas", "aprueba todas", "acepta cualquier", "aceite todas", "aprove todas", "accetta tutte", "approva tutte",
		"принимай все", "одобряй все", "подтверждай все", "全部接受", "全部批准", "全部同意", "一律接受", "すべて承認", "すべて受け入れ", "全て承認", "모두 수락", "모두 승인", "tümünü kabul", "alle accepteren", "akceptuj wszystkie", "terima semua", "chấp nhận tất cả", "приймай усі", "приймай всі", "اقبل جميع")
	// requestNouns13d: requests, invites and consent screens.
	requestNouns13d = newPhraseSet("request", "invite", "invitation", "connection", "demande", "anfrage", "solicitud", "solicitaç", "richiest", "запрос", "заявк", "请求", "邀请", "申請", "リクエスト", "招待", "요청", "초대", "verzoek", "prośb", "permintaan", "istek", "yêu cầu", "запит", "طلب")
	// skipConsent13d: a consent or permission screen passed over.
	skipConsent13d = newPhraseSet("skip the permission prompt", "skip the consent", "bypass the consent", "dismiss the permission", "auto-accept the consent", "with all permissions and skip", "click allow on every", "権限の確認をスキップ", "同意画面をスキップ", "跳过授权", "跳过权限", "권한 확인을 건너", "überspringe die berechtigungsabfrage", "ignore l'écran de consentement", "omite la pantalla de consentimiento", "salta la schermata")
	// chooserGate13d: the user decides each one.
	chooserGate13d = newPhraseSet("the user decides", "the user chooses", "as the user chooses", "user picks", "user approves each", "asks the user", "ask the user which", "le choix de l'utilisateur", "der nutzer entscheidet", "el usuario decide", "o usuário decide", "l'utente decide", "пользователь решает", "由用户决定", "ユーザーが選", "사용자가 선택")
	// sponsorLabel13d: a paid placement labelled as such to the user, a
	// disclosure rather than a push.
	sponsorLabel13d = newPhraseSet("labelled 'spons", "labeled 'spons", "labelled \"spons", "labeled \"spons", "marked as sponsored", "labelled as sponsored", "labeled as sponsored", "labelled as an ad", "'광고'라고", "\"광고\"라고", "「広告」と表示", "「pr」と表示", "标注为“广告”", "标注“广告”", "标记为广告", "als 'anzeige'", "als „anzeige“", "comme 'sponsorisé'", "comme « sponsorisé", "como 'patrocinado'", "como 'publicidad'", "come 'sponsorizzato'", "как «реклама»", "пометкой «реклама»")
)
