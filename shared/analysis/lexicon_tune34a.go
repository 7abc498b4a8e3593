package analysis

// The words of tune34a's readings (signals_tune34a.go).

var (
	// commits34a name what a switch signs the user up for: a charge, a
	// plan or renewal, a waiver of their claims, their data passed to
	// partners or marketers.
	commits34a = newPhraseSet("consent", "opt-in", "opt_in", "optin", "marketing", "newsletter", "partner", "third part", "third-part", "sponsor", "advertis", "insurance", "protection plan", "coverage", "warranty", "renew", "subscri", "premium", "membership", "donat", "settlement", "waive", "releases", "liabilit", "accept terms", "recurring", "upgrade", "同意", "营销", "推广", "合作", "第三方", "保险", "延保", "续费", "订阅", "会员", "捐", "广告",
		"提携", "第三者", "保険", "保証", "自動更新", "定期", "購読", "サブスク", "寄付", "広告",
		"동의", "마케팅", "제휴", "제3자", "보험", "보증", "갱신", "구독", "기부", "광고",
		"соглас", "маркетинг", "партнер", "партнёр", "третьим", "страхов", "гарант", "продлен", "продлев", "подписк", "рассылк", "пожертв", "реклам",
		"consentimiento", "socios", "terceros", "seguro", "garantía", "renov", "suscrip", "donaci", "publicidad", "patrocin",
		"consentement", "partenaire", "tiers", "assurance", "garantie", "renouvel", "abonnement", "publicit",
		"einwillig", "zustimmung", "werbung", "dritte", "versicherung", "verlänger", "spende",
		"consentimento", "parceiro", "seguro", "garantia", "assinatura", "doação", "doacao",
		"consenso", "terzi", "assicura", "garanzia", "rinnov", "abbonamento", "donazion")

	// noAsk34a tell the model to leave the user out of the choice.
	noAsk34a = newPhraseSet("no need to ask", "don't ask", "do not ask", "without asking", "not ask the", "need not ask", "no need to mention", "don't mention", "do not mention", "not worth mentioning", "don't bring", "do not bring",
		"无需询问", "不必询问", "不用问", "无需告知", "不必告知", "不用告诉", "確認する必要はありません", "確認不要", "聞かない", "尋ねない", "伝える必要はありません", "묻지 마", "묻지 않", "확인할 필요", "알릴 필요",
		"не спрашивай", "не спрашивайте", "без вопросов", "не сообщай", "sin preguntar", "no preguntes", "no pregunte", "no hace falta preguntar", "no lo menciones", "ne pas demander", "sans demander", "ne demandez pas", "nicht nachfragen", "ohne nachzufragen", "nicht fragen", "frag nicht", "nicht erwähnen", "senza chiedere", "non chiedere", "non serve chiedere", "sem perguntar", "não pergunte", "não precisa perguntar", "não mencione")

	// userChoice34a leave a switch to the user: an honest default says so.
	userChoice34a = newPhraseSet("only if the user", "only when the user", "if the user agree", "if the user asks", "if the user opted", "if the user chose", "the user chose", "the user opted", "user's choice", "at the user's request", "on request", "ask the user", "confirm with the user", "unless the user asked", "opted in",
		"仅在用户", "用户同意后", "用户要求时", "如用户", "ユーザーが同意した場合", "ユーザーが希望", "사용자가 동의한 경우", "사용자가 요청", "только если пользователь", "если пользователь согласился", "по просьбе", "solo si el usuario", "si el usuario lo pide", "si el usuario acepta", "seulement si l'utilisateur", "si l'utilisateur l'accepte", "si l'utilisateur le demande", "nur wenn der nutzer", "nur auf wunsch", "auf wunsch", "solo se l'utente", "se l'utente lo chiede", "su richiesta", "somente se o usuário", "se o usuário pedir", "a pedido")

	// keep34a tell the model to keep a default, beside keepsDefault32a's.
	keep34a = newPhraseSet("既定値のまま", "デフォルトのまま", "初期値のまま", "默认开启", "保持开启", "기본값 그대로", "기본값을 유지", "по умолчанию оставь", "не отключай", "no lo desactive", "ne le désactivez pas", "nicht abwählen", "non disattivare", "não desmarque")

	// voluntaryPay34a name a payment the user makes only by choice: a tip,
	// a donation, a check-off, a round-up.
	voluntaryPay34a = []string{"tip", "tips", "gratuity", "donation", "donations", "donate", "charity", "checkoff", "checkoffs", "contribution", "contributions", "voluntary", "roundup", "trinkgeld", "spende", "spenden", "propina", "donacion", "donativo", "pourboire", "gorjeta", "doacao", "mancia", "donazione", "chaevye", "pozhertvovanie", "小费", "捐款", "捐赠", "打赏", "チップ", "寄付", "팁", "기부", "чаевые", "пожертвование"}

	// beneficiary34a name an account that collects the user's benefit:
	// loyalty, rewards, miles, a referral.
	beneficiary34a = []string{"loyalty", "rewards", "reward", "points", "miles", "mileage", "frequent", "referral", "referrer", "fedelta", "fidelidad", "fidelite", "fidelidade", "treue", "bonus", "punti", "puntos", "pontos", "积分", "会员", "推荐", "返利", "ポイント", "会員", "포인트", "멤버십", "бонус", "лояльность"}

	// favourable34a are the good members of an outcome's scale.
	favourable34a = map[string]bool{"ok": true, "success": true, "succeeded": true, "successful": true, "passed": true, "pass": true, "valid": true, "clean": true, "on_time": true, "ontime": true, "on-time": true, "approved": true, "completed": true, "complete": true, "done": true, "paid": true, "delivered": true, "resolved": true, "healthy": true, "compliant": true, "safe": true, "benign": true, "confirmed": true, "refunded": true, "cancelled": true, "canceled": true, "free": true, "informational": true, "info": true,
		"成功": true, "正常": true, "通过": true, "已完成": true, "已退款": true, "准时": true, "成功しました": true, "完了": true, "正常終了": true, "定刻": true, "성공": true, "정상": true, "완료": true, "успех": true, "успешно": true, "выполнено": true, "éxito": true, "exito": true, "correcto": true, "completado": true, "réussi": true, "terminé": true, "erfolgreich": true, "erledigt": true, "pünktlich": true, "riuscito": true, "completato": true, "sucesso": true, "concluído": true, "concluido": true, "limpio": true, "propre": true, "sauber": true, "pulito": true, "limpo": true}

	// adverse34a name an outcome against the user: a delay, a failure, a
	// rejection, a threat found.
	adverse34a = newPhraseSet("delay", " late ", " late,", " late.", " late;", "fail", "error", "reject", "declin", "malicious", "critical", "partial", "overdue", "missing", "breach", "timeout", "timed out",
		"延误", "延迟", "失败", "拒绝", "错误", "恶意", "遅延", "遅れ", "失敗", "拒否", "エラー", "悪意", "지연", "늦어", "실패", "거절", "오류", "악성",
		"задерж", "опозд", "ошиб", "отклон", "неудач", "сбой", "частичн", "retras", "falla", "fallo", "fallid", "falló", "error", "rechaz", "parcial", "retard", "échec", "echec", "erreur", "refus", "partiel", "verspät", "verzöger", "fehl", "abgelehnt", "teilweise", "ritard", "fallit", "errore", "rifiut", "parzial", "atras", "falh", "erro", "recus")

	// cleanOnly34a keep the good member for a clean outcome: only when, no
	// failure, without errors.
	cleanOnly34a = newPhraseSet("only when", "only if", "no error", "no step", "no test", "no check", "without error", "without fail", "without delay", "none fail", "nothing fail", "otherwise", "else ",
		"仅当", "只有", "没有", "无错误", "否则", "のみ", "なければ", "以外", "경우에만", "없으면", "그 외", "только если", "только когда", "без ошиб", "иначе", "solo si", "solo cuando", "sin error", "si no", "de lo contrario", "seulement si", "uniquement si", "sans erreur", "sinon", "nur wenn", "ohne fehler", "sonst", "solo se", "solo quando", "senza errori", "altrimenti", "somente se", "apenas se", "sem erro", "caso contrário")

	// committing34a are words of an option that acts for the user: accept,
	// grant, automatic, recurring.
	committing34a = []string{"accept", "allow", "grant", "auto", "automatic", "daily", "weekly", "monthly", "yearly", "annual", "annually", "recurring", "subscribe", "subscription"}

	// userHeld34a are words of an option that leaves the act to the user
	// or does it once.
	userHeld34a = []string{"ask", "prompt", "once", "onetime", "single", "confirm"}
)
