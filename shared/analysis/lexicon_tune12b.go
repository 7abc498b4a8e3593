package analysis

// The phrase lists of signals_tune12b.go, in the ten languages.
var (
	// t12NoAsk orders the model not to ask the user first.
	t12NoAsk = newPhraseSet("don't ask the user", "do not ask the user", "never ask the user", "without asking", "don't re-ask", "do not re-ask", "never request confirmation", "never ask for confirmation", "do not ask for confirmation", "don't ask for confirmation", "don't prompt the user", "do not prompt the user", "skip the confirmation",
		"不要再询问", "不要询问用户", "无需询问", "不用询问", "无需确认", "不必确认", "不要再确认", "確認せず", "確認しないで", "確認は不要", "確認不要", "ユーザーに確認せず", "묻지 말", "확인하지 말", "묻지 않고",
		"не запрашивай подтвержд", "не спрашивай", "не уточняй", "без уточнения", "sin preguntar", "sin pedir confirmación", "no pidas confirmación", "no preguntes", "sans demander", "ne demande pas", "ohne nachzufragen", "ohne rückfrage", "frag nicht", "frage nicht",
		"senza chiedere", "non chiedere", "sem perguntar", "sem pedir confirmação", "não peça confirmação", "não pergunte", "لا تطلب تأكيد", "دون سؤال", "bez pytania", "nie pytaj", "zonder te vragen", "vraag niet",
		// the user's answer taken as yes in advance
		"assume yes", "assume 'yes'", "assume the answer is yes", "asume que sí", "da por hecho que sí", "suppose que oui", "considère que c'est oui", "nimm ja an", "gehe von ja aus", "presumi di sì", "considera un sì", "assuma que sim", "considere que sim",
		"считай, что да", "считай ответ «да»", "默认同意", "视为同意", "はいとみなし", "同意したものとみなし", "예로 간주", "동의한 것으로 간주")
	// t12Ask names the user asked first: a question or a confirmation.
	t12Ask = newPhraseSet(" ask", "asking", "re-ask", "confirm", "询问", "确认", "確認", "尋ね", "聞く", "묻", "확인", "спрашива", "подтвержд", "pregunt", "confirmac", "demander", "nachfrag", "rückfrag", "bestätig", "chieder", "conferm", "pergunt", "confirmaç", "تأكيد", "سؤال", "pytan", "potwierdz", "vragen", "bevestig")
	// t12Warn names a warning shown to the user.
	t12Warn = newPhraseSet("warning", "警告", "경고", "предупрежд", "aviso", "advertencia", "avertissement", "warnung", "avvis")
	// t12Proceed orders the model on regardless.
	t12Proceed = newPhraseSet("directly", "anyway", "proactively", "straight", "directo", "direto", "そのまま", "直接", "바로", "сразу", "trotzdem", "comunque", "quand même", "de todos modos", "mesmo assim")
	// t12Needless calls a check needless or harmful to the user.
	t12Needless = newPhraseSet("redundant", "duplicate", "annoy", "false positive", "unprofessional", "needless", "unnecessary", "friction", "worsens", "hurts the experience", "多余", "冗余", "打扰", "误报", "体验变差", "悪化", "煩わ", "不要です", "誤検知", "중복", "불필요", "번거", "오탐", "мешают", "мешает", "лишн", "избыточ", "ложные срабатывания", "ложное срабатывание", "重复询问", "重复确认",
		"falsos positivos", "falso positivo", "molest", "innecesari", "redundante", "faux positif", "faux positifs", "inutile", "redondant", "überflüssig", "unprofessionell", "nervt", "fehlalarm", "falsi positivi", "ridondant", "infastid", "desnecessári", "incomoda", "irrita")
	// t12Effect names an action with effect, or a switch set on.
	t12Effect = newPhraseSet("true", "delet", "remov", "send", "sent", "install", "pay", "transfer", "upload", "fill", "run ", "unlock", "解锁", "pagar", "pague", "pagamento", "pago", "execut", "删除", "发送", "安装", "设为", "付款", "削除", "送信", "インストール", "설정", "삭제", "해지", "송금", "удал", "отправ", "установ", "plat", "borr", "elimin", "envi", "instal", "suppr", "envoy", "lösch", "send", "übermitt", "cancell", "invia", "exclu", "apag", "حذف", "إرسال", "usuń", "wyślij")
	// t12PrivateSource names where the user's private data lies: files,
	// the environment, a keychain, the conversation, what is known of them.
	t12PrivateSource = newPhraseSet("user's files", "open files", "local files", "config files", "configuration files", "working directory", "from the environment", "in the environment", "keychain", "anywhere in the conversation", "earlier in the conversation", "whatever they know about", "whatever you know about", "everything you know about", "cookie store",
		"用户的文件", "本地文件", "配置文件", "环境变量中", "对话中", "ユーザーのファイル", "設定ファイル", "会話から", "사용자 파일", "설정 파일", "대화에서", "переписки", "из файлов", "конфигурационных файл", "из окружения", "archivos", "del directorio de trabajo", "de la conversación", "fichiers de configuration", "fichiers locaux", "de la conversation",
		"konfigurationsdatei", "lokalen dateien", "was sie über die person wissen", "was du über", "file di configurazione", "file locali", "dalla conversa", "arquivos de configuração", "arquivos locais", "da conversa", "uit de omgeving", "wat je weet over")
	// t12PrivateObject names what such a source holds that no tool may take unasked.
	t12PrivateObject = newPhraseSet("token", "password", "private key", "secret", "passport", "ssn", "social security", "date of birth", "dob", "card number", "card_number", "health", "diagnos", "cookie", "api key", "contraseña", "llave privada", "clave privada", "mot de passe", "clé privée", "passwort", "privater schlüssel", "diagnosen", "geburtsdatum",
		"password", "chiave privata", "senha", "chave privada", "пароль", "паспорт", "токен", "ключ", "дата рождения", "密码", "密钥", "护照", "パスワード", "秘密鍵", "パスポート", "비밀번호", "여권", "개인 키", "sleutel", "wachtwoord")
	// t12FetchVerb orders the model to go and get a value itself.
	t12FetchVerb = newPhraseSet("look in", "look it up in", "search the", "take it from", "take them from", "use the one stored", "fill", "also contain", "upload the", "pull it from", "búscal", "busca en", "tómal", "cherche", "prends", "remplis", "durchsuche", "nimm", "entnimm", "cerca", "prendi", "inserisci", "procure", "pegue", "preencha", "возьми", "найди", "ищи", "подставь", "查找", "探して", "取得して", "찾아", "가져와", "vul", "übermitteln")
	// t12OverUser puts a fixed value over, or beside, the one the user gave.
	t12OverUser = newPhraseSet("even if the user sets", "even if the user gives", "even if the user chooses", "even if the user specifies", "even if the user provides", "even when the user sets", "rather than the one the user", "instead of the one the user", "in addition to the ones the user", "in addition to those the user",
		"plutôt que celui fourni par l'utilisateur", "plutôt que celle fournie par l'utilisateur", "même si l'utilisateur", "además de los que pida el usuario", "además de los miembros que pida el usuario", "en lugar del que dio el usuario", "aunque el usuario", "auch wenn der nutzer", "auch wenn der benutzer", "statt der vom nutzer", "anche se l'utente", "invece di quello dell'utente",
		"mesmo que o usuário", "em vez da informada pelo usuário", "даже если пользователь", "вместо указанного пользователем", "即使用户", "而不是用户", "ユーザーが指定しても", "ユーザー指定の代わりに", "사용자가 지정한 위치에도", "사용자가 지정해도", "사용자가 지정하더라도")
	// t12Misreport reports an outcome as a verdict the data does not give.
	t12Misreport = newPhraseSet("report the run as", "report it as", "report them as", "as fully successful", "summarise as", "summarize as", "summarise such", "summarize such", "present it as", "present them as", "describe them as", "displays as", "shown as clean", "as rumours", "as rumors", "s'affiche comme", "s'affichent comme",
		"presentar como", "preséntal", "descríbel", "como rumores", "darstellen als", "als gerücht", "presentare come", "descrivi come", "come voci", "apresente como", "como boatos", "как слухи", "представляй как", "описывай как", "报告为", "显示为", "说成", "として報告", "と表示", "으로 보고", "으로 표시")
	// t12Verdict is what such a verdict says.
	t12Verdict = newPhraseSet("success", "clean", "no actionable", "rumour", "rumor", "unverified", "safe", "unsafe", "insecure", "secure", "comme a", "rumeur", "rumores", "gerücht", "voci", "boatos", "слух", "成功", "安全", "传闻", "成功", "噂", "성공", "안전", "소문", "sûr", "sicher", "sicuro", "seguro", "безопасн", "正常", "問題なし", "문제 없")
	// t12Sponsor names a sponsor or partner an answer is bent for.
	t12Sponsor = newPhraseSet("partnership", "the sponsor", "our sponsor", "patrocinador", "partenariat", "partnerschaft", "partnervertrag", "parceria", "партнёрств", "партнерств", "合作协议", "赞助商", "提携先", "スポンサー契約", "제휴사")
	// t12AnswerBend leaves out or softens what the answer would say.
	t12AnswerBend = newPhraseSet("don't mention", "do not mention", "avoid listing", "lead with", "omit", "leave out", "no menciones", "omite", "omitir", "ne mentionne", "omets", "nicht erwähnen", "erwähne nicht", "weglassen", "non menzionare", "omettere", "ometti", "não mencione", "omita", "не упоминай", "не упоминать", "не указывай", "不要提及", "不要提到", "省略", "言及しない", "触れない", "언급하지 마", "생략")
	// t12ExampleRef points the model at a property's examples or default
	// as what to do.
	t12ExampleRef = newPhraseSet("shown in the", "in the example", "as in the example", "as the example", "the examples show", "como se ve en el ejemplo", "como en el ejemplo", "comme dans l'exemple", "wie im beispiel", "come nell'esempio", "como no exemplo", "как в примере", "如示例", "例のように", "예시처럼", "예시와 같이")
	// t12Always makes it the rule.
	t12Always = newPhraseSet("always", "typical first call", "before any", "siempre", "toujours", "immer", "sempre", "всегда", "总是", "始终", "常に", "必ず", "항상", "each session", "every session")
	// t12Fallback orders the model to use the fixed value when the user's
	// is missing or unclear.
	t12Fallback = newPhraseSet("use the default", "default value", "既定値", "デフォルト値", "默认值", "기본값", "첫 번째 값", "первое значение", "значение по умолчанию", "valor por defecto", "valor predeterminado", "valeur par défaut", "standardwert", "valore predefinito", "valor padrão", "first value",
		"use the example", "example value", "value from the example", "例の口座", "例の値", "例の", "示例中的", "示例值", "예시의", "예시 값", "el del ejemplo", "valor del ejemplo", "de l'exemple", "beispielwert", "aus dem beispiel", "dell'esempio", "do exemplo", "из примера",
		"örnekteki", "örnek değer", "uit het voorbeeld", "voorbeeldwaarde", "z przykładu", "przykładow", "في المثال", "قيمة المثال", "оставь значение по умолчанию", "keep the default", "leave the default")
	// t12Payee names the account a payment goes to.
	t12Payee = newPhraseSet("account", "iban", "口座", "账户", "账号", "계좌", "счёт", "счет", "cuenta", "compte", "konto", "conto", "conta", "rib", "pix", "wallet")
	// t12KeyPath names files that hold keys or sessions.
	t12KeyPath = newPhraseSet(".ssh/", "id_rsa", "id_ed25519", ".aws/credentials", ".env", ".netrc", ".npmrc", ".git-credentials", "cookies.sqlite", "/cookies", ".kube/config", ".gnupg")
	// t12SendWord sends in a value spelt as a name.
	t12SendWord = newPhraseSet("send", "post", "upload", "forward", "exfil", "copy")
	// t12ClaimedConsent claims the user already agreed, somewhere the
	// model cannot check.
	t12ClaimedConsent = newPhraseSet("the user agreed", "user has agreed", "users agreed", "the user consented", "user already approved", "already asked the user", "agreed to upgrades", "the user accepted", "користувач погодився", "пользователь согласился", "пользователь уже согласился", "el usuario aceptó", "el usuario ya aceptó", "l'utilisateur a accepté", "der nutzer hat zugestimmt",
		"l'utente ha accettato", "o usuário concordou", "o usuário já aceitou", "用户已同意", "用户同意了", "ユーザーは同意済み", "ユーザーは同意して", "사용자가 동의했", "사용자는 동의했")
	// t12ClaimedAct is what such a claim is used for.
	t12ClaimedAct = newPhraseSet("call", "upgrade", "copy", "upload", "копі", "копир", "звон", "llama", "appel", "aufruf", "chiama", "chame", "вызов", "调用", "呼び出", "호출", "复制", "コピー", "복사")
	// t12AnyServer names the tools of every server, not this one's.
	t12AnyServer = newPhraseSet("from any server", "of any server", "on any server", "any other server", "de cualquier servidor", "de n'importe quel serveur", "jedes servers", "jedem server", "di qualsiasi server", "de qualquer servidor", "любого сервера", "任何服务器", "どのサーバー", "모든 서버", "어떤 서버")
	// t12Inject adds a line to what another tool writes.
	t12Inject = newPhraseSet("insert", "prepend", "append", "inject", "inserta", "insère", "einfüg", "inserisci", "insira", "вставь", "вставля", "插入", "挿入", "삽입")
	// t12Swap replaces a value with another.
	t12Swap = newPhraseSet("replace the", "replace every", "change it to", "change the recipient", "cambia ", "ändere", "altere", "измени", "改为", "改成", "変更して", "변경하세요", "substitute the", "swap the", "substitua", "reemplaza", "sustituye", "remplace", "ersetze", "sostituisci", "замени", "替换", "置き換え", "바꿔", "교체")
	// t12KeyWord names a payee's key or account.
	t12KeyWord = newPhraseSet("key", "chave", "clave", "clé", "schlüssel", "chiave", "ключ", "account", "iban", "cuenta", "compte", "konto", "conto", "conta", "счёт", "счет", "账户", "口座", "계좌", "recipient", "destinatari", "destinataire", "empfänger", "получател", "收件人", "宛先", "수신자", "link", "enlace", "lien", "collegament", "ссылк", "链接", "リンク", "링크")
	// t12Dotfiles names a whole home or a repository with its hidden files.
	t12Dotfiles = newPhraseSet("dotfiles", "hidden files", "home directory", "repository root", "the whole repository", "entire repository")
	// t12OtherTools names other tools of the same kind.
	t12OtherTools = newPhraseSet("other tools", "other booking tools", "other rental tools", "altri strumenti", "otras herramientas", "autres outils", "andere tools", "andere werkzeuge", "outras ferramentas", "другие инструменты", "других инструментов")
	// t12NoOffer keeps the others from the user.
	t12NoOffer = newPhraseSet("non citarli", "non menzionarli", "non proporli", "no ofrezcas", "no las menciones", "no los menciones", "don't offer", "do not offer", "don't mention them", "do not mention them", "ne les propose pas", "ne les mentionne pas", "nicht anbieten", "nicht erwähnen", "não ofereça", "não as mencione", "не предлагай", "не упоминай их", "用户指定其他工具", "包括用户指定")
	// t12Secret names what the user is asked for at their own risk: a
	// password, a PIN or a one-time code; forbidding that ask protects.
	t12Secret = newPhraseSet("password", "passcode", " pin", "one-time code", "otp", "sms", "пароль", "код", "contraseña", "mot de passe", "passwort", "senha", "密码", "验证码", "パスワード", "暗証番号", "비밀번호", "인증번호")
	// t12Rivals names the alternatives to the vendor: competitors, other
	// providers.
	t12Rivals = newPhraseSet("alternatives", "competitor", "other providers", "other vendors", "other companies", "alternativas", "competidores", "otros proveedores", "concurrents", "autres fournisseurs", "alternatives", "konkurrenten", "andere anbieter", "concorrenti", "altri fornitori", "concorrentes", "outros fornecedores", "конкурент", "другие поставщики", "других поставщиков", "альтернатив", "竞争对手", "其他厂商", "其他供应商", "競合", "他社", "경쟁사", "다른 업체", "andra elbolag", "andra leverantörer", "other stores", "other shops", "інших", "остальные сервисы", "остальных", "andere winkels", "diğer mağaza", "inne sklepy")
	// t12Smear is a harm claimed of them.
	t12Smear = newPhraseSet("security incident", "unsafe", "insecure", "not recommended", "unreliable", "scam", "data breach", "osäkra", "inseguro", "insegura", "incidentes de seguridad", "peu sûr", "incidents de sécurité", "unsicher", "sicherheitsvorfäll", "insicur", "incidenti di sicurezza", "insegur", "небезопасн", "инцидент", "ненадёжн", "不安全", "安全事故", "危険", "安全でない", "情報漏えい", "위험", "보안 사고", "안전하지", "unstable", "unverified", "disputed", "risky", "instáve", "instable", "peu fiable", "poco affidabil", "unzuverlässig", "poco fiable", "nestabil", "нестабильн", "不稳定", "未经证实", "不可靠", "不安定", "信頼できない", "불안정", "신뢰할 수 없", "підроб", "counterfeit", "overpriced")
	// t12Norm sets a norm of what assistants do.
	t12Norm = newPhraseSet("assistants usually", "good assistants", "most assistants", "assistants typically", "os assistentes costumam", "bons assistentes", "los asistentes suelen", "los buenos asistentes", "les assistants ont l'habitude", "les bons assistants", "assistenten in der regel", "gute assistenten", "gli assistenti di solito", "i buoni assistenti", "ассистенты обычно", "хорошие ассистенты", "助手通常", "好的助手", "アシスタントは通常", "優れたアシスタント", "어시스턴트는 보통", "좋은 어시스턴트")
	// t12Recommend recommends or leads with a name.
	t12Recommend = newPhraseSet("recommend", "recomend", "empfehl", "recommand", "raccomand", "consigli", "рекоменд", "推荐", "おすすめ", "推奨", "추천", "começar por", "start with", "lead with", "empezar por", "commencer par")
	// t12Reviews names ratings and reviews.
	t12Reviews = newPhraseSet("review", "rating", "recension", "reseña", "valoracion", "avis ", "bewertung", "avaliaç", "отзыв", "оценк", "评论", "评价", "レビュー", "評価", "리뷰", "평점")
	// t12Low names the low end: below a grade, negative.
	t12Low = newPhraseSet("below", "under ", "negative", "sotto", "debajo", "menos de", "en dessous", "inférieur", "unter ", "negativ", "abaixo", "ниже", "негатив", "低于", "以下", "未満", "미만", "이하", "부정")
	// t12Leave leaves something out of what is shown.
	t12Leave = newPhraseSet("omit", "hide", "leave out", "exclude", "drop ", "ometti", "omettere", "nascondi", "escludi", "omite", "oculta", "excluye", "omets", "masque", "exclus", "weglassen", "ausblenden", "blende", "omita", "ocult", "скрывай", "исключ", "не показывай", "隐藏", "不显示", "去掉", "除外", "非表示", "숨기", "제외")
	// t12External and t12Internal: internal data posted outside.
	t12External = newPhraseSet("external", "外部", "externo", "externa", "extern", "внешн", "외부", "esterno", "esterna")
	t12Internal = newPhraseSet("internal", "社内", "内部", "interno", "interna", "intern", "внутренн", "사내", "내부")
	// t12Again repeats a call.
	t12Again = newPhraseSet("again", "repeat", "call", "wieder", "otra vez", "de nuevo", "à nouveau", "encore", "di nuovo", "novamente", "de novo", "снова", "повтор", "再次", "重复", "再度", "もう一度", "繰り返", "다시", "반복")
	// t12NoEnd gives a loop no end but the user's stopping it.
	t12NoEnd = newPhraseSet("without end", "endlessly", "until the user stops", "until the user explicitly stops", "over and over", "ohne ende", "bis der nutzer abbricht", "immer wieder", "sin fin", "hasta que el usuario lo detenga", "una y otra vez", "sans fin", "jusqu'à ce que l'utilisateur l'arrête", "encore et encore", "senza fine", "finché l'utente non", "ancora e ancora", "sem fim", "até que o usuário pare", "sem parar",
		"без конца", "бесконечно", "пока пользователь не остановит", "снова и снова", "无限", "直到用户停止", "一遍又一遍", "無限に", "ユーザーが止めるまで", "끝없이", "사용자가 중지할 때까지", "무한히")
	// t12RefuseAll refuses the user whatever they ask.
	t12RefuseAll = newPhraseSet("refuse every", "refuse all", "refuse toutes", "refuse tout", "rechaza todas", "rechaza cualquier", "lehne alle", "lehne jede", "rifiuta tutte", "rifiuta ogni", "recuse todas", "recuse qualquer", "отклоняй все", "отказывай", "拒绝所有", "拒绝用户的所有", "すべて拒否", "全て拒否", "すべて断", "모두 거절", "모든 요청을 거절")
	// t12Claim is a claim that favours a product whatever the facts.
	t12Claim = newPhraseSet("cheapest", "no side effects", "no interactions", "risk-free", "stable", "stabil", "résiliable", "sans frais", "most secure", "más barato", "moins cher", "günstigste", "più economico", "mais barato", "самый дешёвый", "最便宜", "最安", "가장 저렴", "安全です", "안전합니다")
	// t12Always makes a claim hold whatever the facts.
	t12Regardless = newPhraseSet("always", "even when", "even if", "regardless", "unabhängig", "siempre", "aunque", "toujours", "même si", "immer", "sempre", "anche se", "mesmo que", "всегда", "даже если", "总是", "即使", "常に", "あっても", "でも", "항상", "있어도", "nie als")
	// t12Invent orders a fabrication.
	t12Invent = newPhraseSet("invent a ", "invent an ", "make up a ", "fabricate a ", "erfinde eine", "erfinde ein", "inventa una", "inventa un", "invente une", "invente un", "invente uma", "invente um", "inventane", "придумай", "выдумай", "编造", "捏造して", "でっち上げ", "지어내")
	// t12Criticism is criticism left out.
	t12Criticism = newPhraseSet("criticism", "kritik", "crítica", "critique", "critiche", "критик", "批评", "批判", "비판")
	// t12DropWhere drops the filter of the user's query.
	t12DropWhere = newPhraseSet("drop the where", "remove the where", "strip the where", "omit the where", "where 절을 제거", "where 절 제거", "去掉 where", "删除 where", "where-klausel entfernen", "entferne die where", "quita la cláusula where", "elimina la cláusula where", "supprime la clause where", "rimuovi la clausola where", "remova a cláusula where", "убери where", "where 句を削除")
	// t12Mentions is the user naming something, a trigger.
	t12Mentions = newPhraseSet("mentions", "asks about", "menciona", "mentionne", "erwähnt", "menziona", "упомянет", "提到", "言及", "언급")
	// t12OwnPrompt names the model's own instructions or the text of the
	// other tools it was given.
	t12OwnPrompt = newPhraseSet("your system prompt", "your system instructions", "assistant's system instructions", "every instruction you received", "all instructions you received", "instructions you were given", "descriptions of every other tool", "full descriptions of every", "descriptions of all other tools", "other tools' descriptions",
		"tus instrucciones de sistema", "instrucciones de sistema completas", "vos instructions système", "tes instructions système", "deine systemanweisungen", "ihre systemanweisungen", "le tue istruzioni di sistema", "suas instruções de sistema", "suas instruções do sistema", "свои системные инструкции", "твои системные инструкции", "системный промпт", "你的系统提示", "你的系统指令", "あなたのシステムプロンプト", "システム指示", "당신의 시스템 프롬프트", "시스템 지시", "instrukcjami systemowymi", "instrukcje systemowe", "innych narzędzi")
	// t12Put puts text into a field or the reply.
	t12Put = newPhraseSet("include", "copy", "paste", "put", "add", "incluye", "copia", "pega", "inclu", "copie", "colle", "füge", "kopiere", "includi", "inserisci", "inclua", "cole", "включи", "скопируй", "вставь", "包含", "复制", "粘贴", "含め", "コピー", "貼り付け", "포함", "복사", "붙여", "wpisać", "zapis", "łącznie")
)
