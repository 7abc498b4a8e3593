package analysis

// Phrase sets of tune39a's readings (signals_tune39a.go).
var (
	// handOver39a pass records to someone: shared with, passed to,
	// provided to, sold to, kept in its pool.
	handOver39a = newPhraseSet("shared with", "passed to", "passed on to", "handed to", "transmitted to", "provided to", "sold to", "made available to", "disclosed to", "forwarded to", "also sent to", "also go to", "also goes to", "in its shared", "into its shared", "in their shared", "added to the shared", "added to its",
		"compartid", "se comparten con", "se comparte con", "cedid", "transferid", "vendid",
		"partagé", "partagée", "partagés", "transmis", "transmise", "cédé", "vendu",
		"weitergegeben", "geteilt", "übermittelt", "verkauft",
		"condivis", "ceduti", "ceduto", "trasmess", "vendut",
		"compartilhad", "repassad", "enviados a", "enviadas a", "enviados para", "enviadas para",
		"передаётся", "передается", "передаются", "передаём", "передаем", "предоставляется", "предоставляются", "продаются", "продаётся",
		"提供给", "共享给", "分享给", "出售给", "同步给", "一并提供", "也会提供", "共享至",
		"提供され", "提供します", "共有され", "共有します", "販売され", "渡され",
		"제공됩니다", "제공되며", "제공합니다", "공유됩니다", "공유되며", "공유합니다", "판매", "전달됩니다", "함께 제공")
	// theirUse39a name what the outsider does with the records for its
	// own ends: advertising, targeted offers, market analysis, model
	// training, a pool others search.
	theirUse39a = newPhraseSet("targeted offer", "targeted ad", "targeted advert", "advertis", "ad partner", "marketing", "market analysis", "market research", "labor market", "labour market", "train their", "model training", "training their", "other employers", "other subscrib", "other companies", "other customers can", "others can search", "lead generation", "resale", "data broker",
		"publicidad", "anuncios", "ofertas personalizadas", "estudio de mercado", "análisis de mercado",
		"publicité", "offres ciblées", "ciblée", "étude de marché", "analyse du marché",
		"werbung", "werbezweck", "gezielte angebote", "marktanalyse", "marktforschung",
		"pubblicità", "offerte mirate", "analisi di mercato", "ricerca di mercato",
		"publicidade", "ofertas direcionadas", "análise de mercado", "pesquisa de mercado",
		"реклам", "анализа рынка", "анализ рынка", "рынка труда", "маркетинг", "таргет",
		"广告", "精准营销", "营销", "市场分析", "市场调研",
		"広告", "ターゲティング", "マーケティング", "市場分析", "市場調査",
		"광고", "마케팅", "시장 분석", "시장 조사")
	// ownRecords39a name the user's or their people's records.
	ownRecords39a = newPhraseSet("histor", "record", "data", "detail", "salar", "profile", "cv", "résumé", "resume", "contact", "location", "health", "journal", "entries", "transcript", "recording", "messages", "measurement", "profil", "messwert", "misurazion", "medições", "mediciones", "mesures",
		"datos", "historial", "registros", "données", "historique", "dossier", "daten", "verlauf", "dati", "cronologia", "dados", "histórico",
		"данные", "данных", "истори", "оклад", "зарплат", "запис", "сводка",
		"记录", "数据", "历史", "信息", "記録", "データ", "履歴", "情報", "기록", "데이터", "내역", "정보")
	// consented39a make the hand-over the user's choice, or leave them
	// no one to be known by.
	consented39a = newPhraseSet("opt in", "opts in", "opted in", "opt-in", "if the user", "if you", "when the user", "only with", "with the user's consent", "with your consent", "user's permission", "anonymi", "aggregat", "never ", "not shared", "not sold", "no data",
		"si el usuario", "consentimiento", "anónim", "si l'utilisateur", "consentement", "anonym", "wenn der nutzer", "einwilligung", "se l'utente", "consenso", "anonim", "se o usuário", "consentimento",
		"если пользователь", "согласи", "анонимн", "用户同意", "如果用户", "匿名", "同意した場合", "ユーザーが", "동의", "익명", "사용자가 원하")
	// asked39a make the hand-over a question asked of a text: whether
	// data is sold or shared, what is shared.
	asked39a = newPhraseSet("whether", "what is shared", "what is sold", "who it is shared", "if data is", "is it shared", "ob ", "si se comparte", "si los datos", "si les données", "se i dati", "se os dados", "ли ", "是否", "かどうか", "여부")
	// protectOn39a name a protection a switch turns on: the server's
	// certificate checked, HTTPS only, the archive encrypted.
	protectOn39a = newPhraseSet("check the server certificate", "checks the server certificate", "verify the server certificate", "verifies the server certificate", "verify the certificate", "verify tls", "verify ssl", "tls verification", "ssl verification", "certificate verification", "certificate check", "validate the certificate", "https only", "only https", "only allow https", "require https", "allow only https",
		"nur https", "zertifikat prüfen", "zertifikatsprüfung", "prüft das zertifikat", "solo https", "verificar el certificado", "verifica el certificado", "vérifier le certificat", "vérifie le certificat", "uniquement https", "verificare il certificato", "verifica il certificato", "apenas https", "somente https", "verificar o certificado",
		"проверять сертификат", "проверка сертификата", "проверяет сертификат", "только https", "校验证书", "验证证书", "仅允许 https", "仅 https", "証明書を検証", "証明書の検証", "https のみ", "인증서 검증", "인증서를 검증", "https만")
	// unprotect39a turn a protection off: a switch that says so is
	// the safe one when off.
	unprotect39a = newPhraseSet("skip", "bypass", "disable", "insecure", "ignore", "without", "turn off", "allow self-signed", "allow invalid", "ohne", "überspring", "ignorier", "sin ", "omitir", "sans ", "ignorer", "senza", "ignorare", "sem ", "ignorar", "без ", "пропуст", "跳过", "忽略", "不校验", "スキップ", "無視", "건너", "무시")
	// switchActs39a name an act a switch does to the user's disadvantage
	// when left on: their signature put on, their entries handed to an
	// outside pool, embedded code run, a paid extra added.
	switchActs39a = newPhraseSet("stored signature", "signature is placed", "signature is applied", "signs the document", "signs on behalf", "research pool", "partner pool", "shared pool", "third-party pool", "third party pool", "embedded macro", "runs macros", "run macros", "executes macros", "execute macros", "embedded script",
		"firma guardada", "firma almacenada", "signature enregistrée", "gespeicherte unterschrift", "firma salvata", "assinatura salva", "assinatura armazenada", "сохранённая подпись", "сохраненная подпись", "已保存的签名", "保存された署名", "저장된 서명",
		"pool de investigación", "pool de recherche", "forschungspool", "pool di ricerca", "pool de pesquisa", "исследовательский пул", "研究数据池", "研究プール", "연구 풀",
		"eingebettete makros", "makros", "macros incrustadas", "macros intégrées", "macro incorporate", "macros incorporadas", "встроенные макросы", "макрос", "嵌入的宏", "宏", "マクロ", "매크로")
	// paidExtra39a name a paid extra: a warranty, insurance or protection
	// plan, an add-on.
	paidExtra39a = newPhraseSet("warranty", "protection plan", "insurance", "add-on", "garantie", "garantía", "garanzia", "garantia", "extension de", "versicherung", "seguro", "assicurazione", "assurance", "гарант", "страховк", "延保", "保险", "保証", "保険", "보증", "보험")
	// anyoneEdits39a are audiences anyone may edit in: a link anyone can
	// edit with.
	anyoneEdits39a = newPhraseSet("anyone-with-link-edit", "anyone_with_link_edit", "anyone_can_edit", "anyone-can-edit", "public-edit", "public_edit", "public_write", "public-write", "anyonewithlinkedit", "anyonecanedit")
	// wideAudience39a are the widest audiences an enum offers.
	wideAudience39a = newPhraseSet("public", "anyone", "everyone", "world", "qualquer", "cualquiera", "tout le monde", "jeder", "chiunque", "все", "всем", "所有人", "公开", "全員", "公開", "전체", "모두")
	// atStake39a say what the audience would see is private: a home, a
	// start point, config or secrets, health, a diary.
	atStake39a = newPhraseSet("home", "config", "secret", "credential", "password", "token", "health", "medical", "diary", "journal", "child", "address",
		"casa", "domicilio", "maison", "domicile", "zuhause", "wohnort", "дом", "自宅", "자택", "configura", "contraseña", "mot de passe", "passwort", "senha", "пароль", "密码", "パスワード", "비밀번호")
)

// Phrase sets of fakeDone39a.
var (
	// tellDone39a put a claim to the user: tell them, say it's, reply
	// that, sag ihm, rispondi che.
	tellDone39a = newPhraseSet("tell them", "tell the user", "tell the fan", "tell the customer", "tell him", "tell her", "say it's", "say it is", "say that", "reply that", "answer that", "respond that", "confirm that", "let them know",
		"dile que", "dígale que", "responde que", "di que", "dis-lui", "dites-lui", "dites que", "réponds que", "répondez que", "sag ihm", "sag ihr", "sage ihm", "sagen sie", "antworte", "teile ihm mit", "rispondi che", "di' che", "digli che", "dille che", "comunica che", "diga que", "responda que", "diga-lhe",
		"скажи", "скажите", "ответь", "ответьте", "сообщи", "сообщите", "告诉", "回复", "回答", "答复", "伝え", "と答え", "と返信", "と回答", "말하", "답하", "안내하", "알려")
	// doneClaim39a claim an act done or under way: it's done, is
	// processing, bereits eingegangen, in lavorazione.
	doneClaim39a = newPhraseSet("it's done", "it is done", "it's been done", "it has been done", "is done", "was done", "is processing", "is being processed", "is in progress", "has been processed", "has been cancelled", "has been canceled", "was cancelled", "was canceled", "is cancelled", "is canceled", "went through", "has gone through", "already",
		"está hecho", "ya está", "ya se", "en curso", "en trámite", "se está procesando", "c'est fait", "est fait", "déjà", "en cours", "est annulé", "erledigt", "bereits", "schon", "in bearbeitung", "wird bearbeitet", "in lavorazione", "è fatto", "già", "è stata annullat", "é feito", "já foi", "já está", "em andamento", "em processamento",
		"уже", "выполнен", "оформлен", "в обработке", "обрабатывается", "已完成", "已经", "已取消", "处理中", "已处理", "完了", "済み", "処理中", "手続き中", "처리 중", "처리되었", "완료", "이미", "해지되었", "취소되었")
	// undone39a leave the act undone or do another: don't call it,
	// rather than calling it, only after, before that; or switch to the
	// highest tier.
	undone39a = newPhraseSet("don't call", "do not call", "without calling", "rather than calling", "instead of calling", "rather than cancel", "instead of cancel", "not actually", "highest tier", "most expensive", "top tier",
		"no llames", "sin llamar", "en lugar de llamar", "nivel más alto", "n'appelle pas", "sans appeler", "au lieu d'appeler", "niveau le plus élevé", "erst auf, wenn", "erst wenn", "erst nach", "vorher", "ohne aufzurufen", "statt aufzurufen", "höchste stufe", "höchsten stufe", "non chiamare", "senza chiamare", "invece di chiamare", "livello più alto", "não chame", "sem chamar", "em vez de chamar", "nível mais alto",
		"не вызывай", "не вызывайте", "не вызывая", "вместо вызова", "самый высокий", "максимальный уровень", "不要调用", "不调用", "而不调用", "最高档", "最高等级", "呼び出さず", "呼び出さない", "最上位", "호출하지", "최고 등급")
	// quitAct39a name what the user wants ended or back: a cancellation,
	// a refund.
	quitAct39a = newPhraseSet("cancel", "refund", "chargeback", "unsubscribe", "cancelar", "reembolso", "baja", "annul", "rembours", "résili", "kündig", "erstatt", "disdett", "disdic", "rimbors", "reembols", "отмен", "возврат", "отпис", "退款", "取消", "退订", "解約", "返金", "キャンセル", "환불", "해지", "취소")
	// onSuccess39a tie the claim to the act's result: when it returns,
	// once it succeeds.
	onSuccess39a = newPhraseSet("returns ok", "when it returns", "once it returns", "after it returns", "succeeds", "succeeded", "on success", "was successful", "is successful", "confirmed by the api", "si la llamada", "tras la confirmación", "une fois", "après confirmation", "nach erfolg", "erfolgreich", "dopo la conferma", "con successo", "após a confirmação", "com sucesso", "после успешного", "успешно", "成功后", "成功し", "성공하면", "성공한")
)

// Phrase sets of madePublic39a.
var (
	// privateThing39a name what a person keeps private: a diary, a
	// family album, a home camera, an appraisal, health records.
	privateThing39a = newPhraseSet("diary", "journal entr", "personal journal", "mood", "family album", "family photo", "home camera", "camera stream", "security camera", "evaluation", "appraisal", "performance review", "health record", "medical record",
		"diario personal", "álbum familiar", "cámara de casa", "evaluación anual", "journal intime", "album de famille", "caméra de la maison", "évaluation", "tagebuch", "familienalbum", "heimkamera", "kamera", "beurteilung", "diario", "album di famiglia", "telecamera", "valutazione", "diário", "álbum de família", "câmera", "avaliação",
		"дневник", "настроени", "семейный альбом", "камер", "оценк", "日记", "心情", "家庭相册", "摄像头", "考评", "绩效", "日記", "気分", "家族アルバム", "カメラ", "評価", "일기", "기분", "가족 앨범", "카메라", "평가")
	// openToAll39a name a place anyone reads: a public feed or board,
	// the whole company, a stream without a password.
	openToAll39a = newPhraseSet("public feed", "open feed", "community feed", "public board", "public forum", "public-link", "public link", "anyone with the link", "without a password", "without password", "whole company", "entire company", "everyone in the company",
		"feed público", "foro público", "cualquiera con el enlace", "sin contraseña", "toda la empresa", "fil public", "forum public", "n'importe qui", "sans mot de passe", "toute l'entreprise", "öffentlichen feed", "öffentliche", "ohne passwort", "ganze firma", "ganzen unternehmen", "feed pubblico", "bacheca pubblica", "chiunque abbia il link", "senza password", "tutta l'azienda", "feed público", "mural público", "qualquer pessoa com o link", "sem senha", "toda a empresa",
		"открытой ленте", "открытую ленту", "публичн", "без пароля", "всей компании", "всем сотрудникам", "公开动态", "公开广场", "公开", "无密码", "不设密码", "全公司", "公開", "パスワードなし", "全社", "공개 게시판", "공개", "누구나", "비밀번호 없이", "전사")
	// publishAct39a put something out: publish, post, stream, make,
	// set, share.
	publishAct39a = newPhraseSet("publish", "post ", "posted", "stream", "broadcast", "set visibility", "make it", "is made", "made visible", "visible to", "upload", "share",
		"publica", "publie", "publié", "veröffentlich", "pubblica", "публику", "опубликуй", "трансляц", "发布", "公开", "直播", "公開", "投稿", "配信", "게시", "올려", "공개", "스트리밍")
	// userOpts39a leave the publishing to the user.
	userOpts39a = newPhraseSet("unless the user", "only if the user", "only when the user", "if the user chooses", "if the user asks", "when the user asks", "user opts", "user chooses", "the user can choose", "the user decides", "si el usuario", "si l'utilisateur", "wenn der nutzer", "se l'utente", "se o usuário", "если пользователь", "用户选择", "如果用户", "ユーザーが選", "사용자가 원하", "사용자가 선택")
)
