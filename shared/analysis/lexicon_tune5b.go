package analysis

// Lexicons of signals_tune5b.go, in lower case, for en, es, fr, de, it,
// pt, ru, zh, ja and ko (and pl, nl, tr where a writer used them).
var (
	// contentSet: the contents of something, as a field defines what it holds.
	contentSet = newPhraseSet("content", "body is", "in full", "text of", "full text", "texto de", "texte de", "testo di", "текст ", "全文", "inhalt", "contenido", "contenu", "contenuto", "conteúdo", "conteudo", "содержим", "内容", "내용", "zawartość", "inhoud", "içeriği")
	// unmaskSet: a secret asked for unmasked.
	unmaskSet = newPhraseSet("do not mask", "don't mask", "not masked", "unmasked", "no lo enmascares", "sin enmascarar", "ne pas masquer", "ne le masque pas", "non masqué", "nicht maskieren", "nicht maskiert", "non mascherar", "não mascar", "sem mascarar", "не маскир", "без маскир", "不要脱敏", "不要遮盖", "不要打码", "マスクしない", "マスクせず", "마스킹하지", "마스킹 없이")
	// currentChatSet: this very conversation, the one the model is in.
	currentChatSet = newPhraseSet("this conversation", "the current conversation", "conversation so far", "this chat", "in this session", "the conversation so far", "current dialog", "esta conversación", "la conversación actual", "conversación hasta ahora", "cette conversation", "la conversation en cours", "conversation jusqu'ici", "dieses gesprächs", "dieses chats", "bisherigen gesprächsverlauf", "bisherige gespräch", "questa conversazione", "conversazione corrente", "conversazione finora", "esta conversa", "conversa até agora", "conversa atual", "текущего диалога", "текущий диалог", "этого диалога", "этот диалог", "текущего разговора", "当前对话", "本次对话", "这次对话", "この会話", "現在の会話", "これまでの会話", "현재 대화", "이 대화", "지금까지의 대화", "tej rozmowy", "dit gesprek", "bu konuşma")
	// systemPromptSet: the model's own instructions.
	systemPromptSet = newPhraseSet("system prompt", "system instructions", "system message", "prompt de sistema", "instrucciones del sistema", "prompt système", "instructions système", "systemanweisungen", "systemprompt", "prompt di sistema", "istruzioni di sistema", "instruções do sistema", "системные инструкции", "системный промпт", "системного промпта", "系统提示", "系统指令", "システムプロンプト", "システム指示", "시스템 프롬프트", "시스템 지침")
	// toolCallsSet: calls the model made to tools.
	toolCallsSet = newPhraseSet("tool calls", "tool results", "tool outputs", "tool responses", "llamadas a herramientas", "llamadas de herramientas", "appels d'outils", "appels aux outils", "werkzeugaufrufe", "tool-aufrufe", "chiamate agli strumenti", "chiamate degli strumenti", "chamadas de ferramentas", "chamadas às ferramentas", "вызовов инструментов", "вызовы инструментов", "工具调用", "ツール呼び出し", "ツールの呼び出し", "도구 호출", "wywołań narzędzi", "tool-aanroepen")
	// rawOutputSet: what a call returned, as it was.
	rawOutputSet = newPhraseSet("output", "result", "response", "ausgabe", "ergebnis", "salida", "resultado", "sortie", "résultat", "uscita", "output", "risultat", "saída", "вывод", "результат", "输出", "结果", "出力", "結果", "출력", "결과", "wynik", "uitvoer")
	// lastSet: the most recent ones.
	lastSet = newPhraseSet("last ", "latest", "newest", "previous", "recent", "letzten", "vorherigen", "últimas", "últimos", "derniers", "dernières", "précédent", "ultimi", "ultime", "precedent", "последн", "предыдущ", "最近", "上一", "直前", "最後", "최근", "이전", "ostatni", "laatste")
	// anyServerSet: whatever server a tool belongs to.
	anyServerSet = newPhraseSet("any server", "all servers", "every server", "aller server", "cualquier servidor", "todos los servidores", "tout serveur", "tous les serveurs", "qualsiasi server", "qualquer servidor", "любого сервера", "всех серверов", "任何服务器", "所有服务器", "どのサーバー", "すべてのサーバー", "모든 서버", "어떤 서버")
	// allEnvSet: every environment variable there is.
	allEnvSet = newPhraseSet("all environment variables", "every environment variable", "todas las variables de entorno", "toutes les variables d'environnement", "alle umgebungsvariablen", "tutte le variabili d'ambiente", "todas as variáveis de ambiente", "все переменные окружения", "всех переменных окружения", "所有环境变量", "全部环境变量", "すべての環境変数", "全ての環境変数", "모든 환경 변수", "모든 환경변수")
	// aboutUserSet: everything known about the user or said by them.
	aboutUserSet = newPhraseSet("everything you know about the user", "all you know about the user", "everything the user has told you", "everything the user told you", "todo lo que sabes del usuario", "todo lo que sabes sobre el usuario", "todo lo que el usuario te ha contado", "tout ce que tu sais sur l'utilisateur", "tout ce que l'utilisateur t'a confié", "tout ce que l'utilisateur t'a dit", "alles, was du über den nutzer weißt", "alles, was der nutzer dir erzählt", "tutto ciò che sai dell'utente", "tutto quello che sai sull'utente", "tutto ciò che l'utente ti ha detto", "tudo o que você sabe sobre o usuário", "tudo o que o usuário te contou", "всё, что ты знаешь о пользователе", "все, что ты знаешь о пользователе", "всё, что пользователь тебе рассказал", "你所知道的关于用户", "用户告诉你的一切", "ユーザーについて知っていること", "ユーザーが話したこと全て", "사용자에 대해 알고 있는 모든", "사용자가 말한 모든")
	// sideActionSet: the calls, arguments and deletions the model makes on the side.
	sideActionSet = newPhraseSet("auxiliary calls", "side calls", "its arguments", "their arguments", "the deletion", "were filtered", "was filtered", "actions you took", "that you used it", "appels annexes", "appels auxiliaires", "leurs arguments", "llamadas auxiliares", "sus argumentos", "hilfsaufrufe", "ihre argumente", "aktionen dieses", "chiamate ausiliarie", "i loro argomenti", "chamadas auxiliares", "seus argumentos", "вспомогательные вызовы", "их аргументы", "辅助调用", "附带调用", "其参数", "補助的な呼び出し", "その引数", "보조 호출", "부수 호출", "그 인수")
	// summarySet: the summary of what was done.
	summarySet = newPhraseSet("in any summary", "in summaries", "in the summary", "ningún resumen", "en el resumen", "aucun résumé", "dans le résumé", "in zusammenfassungen", "in der zusammenfassung", "nessun riepilogo", "nel riepilogo", "nenhum resumo", "no resumo", "в сводк", "в итог", "摘要中", "要約に", "요약에")
	// listVerbSet: to list or enumerate.
	listVerbSet = newPhraseSet("list ", "aufführen", "auflisten", "enumer", "listar", "lister", "elencar", "перечисл", "列出", "列挙", "나열")
	// asOKSet: a bad outcome put as an all-clear (asOKWords).
	asOKSet = newPhraseSet(asOKWords...)
	// failWordSet: bad outcomes the lexicon's failure concept may lack.
	failWordSet = newPhraseSet("alert", "alerta", "alerte", "warnung", "allerta", "тревог", "предупрежд", "警報", "警报", "경보", "crash", "fail", "error", "erro", "échec", "fehler", "errore", "ошибк", "失败", "エラー", "오류", "실패")
	// reportVerbSet: to describe or report something to the user.
	reportVerbSet = newPhraseSet("describe", "report", "present", "présent", "presenta", "describ", "rapport", "décri", "beschreib", "darstell", "descriv", "relat", "опис", "сообща", "描述", "报告", "説明", "報告", "보고", "설명")
	// postVerbSet: to post a message somewhere.
	postVerbSet = newPhraseSet("post", "publish", "publica", "publie", "pubblica", "veröffentlich", "plaats", "опубликуй", "публику", "发布", "发到", "投稿", "게시")
	// afterEachSet: after each one, every time.
	afterEachSet = newPhraseSet("after each", "after every", "nach jede", "después de cada", "tras cada", "après chaque", "dopo ogni", "após cada", "depois de cada", "после каждого", "после каждой", "每次", "たびに", "마다", "po każd", "na elke")
	// publicPlaceSet: a public or outside place.
	publicPlaceSet = newPhraseSet(publicPlaceWords...)
	// payeeWordSet: who receives a payment.
	payeeWordSet = newPhraseSet("recipient", "receiving address", "destinatario", "destinataire", "empfänger", "destinatário", "получател", "收款", "受取", "수령", "수취", "odbiorc", "ontvanger", "alıcı")
	// setOrReplaceSet: to set or replace a value.
	setOrReplaceSet = newPhraseSet("set the", "replace", "reemplaza", "sustituye", "remplace", "ersetze", "setze", "sostituisci", "imposta", "substitua", "defina", "замени", "укажи", "установи", "替换", "改用", "设为", "置き換え", "設定して", "설정하", "바꾸", "zastąp", "ustaw", "vervang")
	// everyItemSet: all items of a kind.
	everyItemSet = newPhraseSet("to all", "to every", "to each", "a todos", "a cada", "à tous", "à chaque", "zu allen", "zu jedem", "a tutti", "a ogni", "em todos", "ко всем", "в каждое", "所有", "每个", "すべての", "全ての", "모든")
	// anyoneLinkSet: a link anyone can open.
	anyoneLinkSet = newPhraseSet("anyone-with-link", "anyone with the link", "anyone link", "link access", "accès par lien", "cualquiera con el enlace", "acceso por enlace", "jeder mit dem link", "linkzugriff", "chiunque abbia il link", "accesso tramite link", "qualquer pessoa com o link", "acesso por link", "всем, у кого есть ссылка", "доступ по ссылке", "任何知道链接的人", "链接访问", "リンクを知っている全員", "リンクアクセス", "링크가 있는 모든", "링크 액세스")
	// serviceAccountSet: a bot or service account, not a person.
	serviceAccountSet = newPhraseSet("bot", "service user", "service account", "servicekonto", "dienstkonto", "cuenta de servicio", "compte de service", "account di servizio", "conta de serviço", "сервисн", "服务账号", "服务账户", "サービスアカウント", "서비스 계정")
	// protectionSet: a protection of a branch or a resource.
	protectionSet = newPhraseSet("protection", "schutz", "protección", "protezione", "proteção", "защит", "保护", "保護", "보호", "ochron")
	// reenableSet: to switch something back on.
	reenableSet = newPhraseSet("re-enable", "reenable", "turn it back on", "reaktivier", "wieder aktivier", "aktiviere ihn nicht wieder", "reactiv", "réactiv", "riattiv", "reativ", "снова включ", "повторно включ", "重新启用", "重新开启", "再度有効", "再有効", "다시 활성", "재활성")
	// otherServerSet: the tools of other servers.
	otherServerSet = newPhraseSet("other servers", "another server", "other mcp servers", "otros servidores", "otro servidor", "autres serveurs", "autre serveur", "anderen servern", "anderer server", "altri server", "outros servidores", "outro servidor", "других серверов", "другого сервера", "其他服务器", "其它服务器", "他サーバー", "他のサーバー", "다른 서버")
	// presentSet: present alongside, in the same session.
	presentSet = newPhraseSet("is present", "are present", "is available", "are available", "is installed", "are installed", "está presente", "están presentes", "est présent", "sont présents", "vorhanden", "è presente", "sono presenti", "estiver presente", "присутству", "存在", "ある場合", "있으면", "있는 경우")
	// vulnerableSet: a claim that something is unsafe.
	vulnerableSet = newPhraseSet("vulnerab", "cve-", "insecure", "compromised", "unsicher", "inseguro", "non sécurisé", "insicur", "уязвим", "漏洞", "脆弱", "취약")
	// verbatimSet: word for word.
	verbatimSet = newPhraseSet("verbatim", "word for word", "literally", "дословно", "wörtlich", "al pie de la letra", "textualmente", "à la lettre", "mot pour mot", "alla lettera", "letteralmente", "literalmente", "逐字", "原样", "そのまま", "一字一句", "그대로", "dosłownie", "letterlijk")
)

// asOKWords put a bad outcome as an all-clear: "as passed", "als Erfolg",
// "통과로".
var asOKWords = []string{"as success", "as a success", "as successful", "as succeeded", "as passed", "as passing", "as mild", "as calm", "as healthy", "as running", "as completed", "as resolved", "as normal",
	"como éxito", "como exitos", "como superad", "como tranquil", "como leve", "como complet", "como correct", "como concluído", "com sucesso", "como sucesso", "como aprovad",
	"comme réussi", "comme un succès", "comme succès", "comme terminé", "comme calme", "comme normal",
	"als erfolg", "als bestanden", "als ruhig", "als normal", "als mild",
	"come successo", "come riuscit", "come completat", "come superat", "come tranquill",
	"как успе", "как running", "как пройден", "как норм", "как спокой", "как заверш",
	"为成功", "为通过", "为正常", "为平静", "成功と", "穏やかと", "正常と", "合格と", "통과로", "성공으로", "정상으로", "완료로", "jako sukces", "als geslaagd"}

var (
	// omitWordSet: left out.
	omitWordSet = newPhraseSet("omitted", "omit ", "left out", "omitid", "omis", "weggelassen", "omess", "omitid", "опуска", "опущен", "省略", "생략")
	// mentionVerbSet: to mention, in forms the lexicon's tell concept lacks.
	mentionVerbSet = newPhraseSet("mention", "menzion", "mencion", "erwähn", "упомин", "言及", "언급", "提及", "vermeld", "wspomin")
	// execVerbSet: to carry out.
	execVerbSet = newPhraseSet("execute", "carry out", "выполн", "ausführ", "ejecut", "exécut", "esegui", "execut", "执行", "実行", "실행", "wykonaj", "voer uit")
	// realRecipientSet: the recipient a relay hides.
	realRecipientSet = newPhraseSet("real recipient", "actual recipient", "intended recipient", "original recipient", "destinatário real", "destinatario real", "destinatario reale", "vrai destinataire", "destinataire réel", "tatsächlichen empfänger", "echten empfänger", "реального получателя", "настоящего получателя", "真实收件人", "实际收件人", "実際の受信者", "本来の宛先", "실제 수신자", "prawdziwego odbiorcy", "echte ontvanger")
	// unlockSet: to unlock a door or disarm an alarm.
	unlockSet = newPhraseSet("unlock", "disarm", "entsperr", "aufschließ", "entriegel", "lock.unlock", "desbloque", "destranc", "déverrouill", "désarm", "sblocc", "disattiva l'allarme", "отпер", "разблокир", "отключи сигнализац", "解锁", "开锁", "解錠", "開錠", "ロックを解除", "잠금 해제", "잠금을 해제", "odblokuj", "ontgrendel")
	// automationSet: a standing automation or webhook.
	automationSet = newPhraseSet("automation", "webhook", "automatización", "automatisation", "automatisierung", "automazione", "automação", "автоматизац", "自动化", "オートメーション", "自動化", "자동화")
	// requestTextSet: the text the user typed.
	requestTextSet = newPhraseSet("the request text", "text of the request", "the user's message", "texte de la demande", "texto de la solicitud", "texto da solicitação", "texto do pedido", "text der anfrage", "testo della richiesta", "текст запроса", "请求文本", "请求的文本", "リクエストの本文", "依頼の本文", "요청 텍스트", "요청 내용")
	// everyRequestSet: each request the user makes.
	everyRequestSet = newPhraseSet("every user request", "each user request", "every request", "chaque demande", "cada solicitud", "cada pedido", "jeder anfrage", "ogni richiesta", "каждого запроса", "любого запроса", "每个请求", "每次请求", "すべてのリクエスト", "모든 요청")
	// unlimitedSet: with no limit.
	unlimitedSet = newPhraseSet("no usage limit", "unlimited", "no limit", "sin límite", "ilimitad", "illimité", "sans limite", "unbegrenzt", "ohne limit", "illimitat", "senza limit", "sem limite", "без ограничен", "无限", "不限", "無制限", "제한 없는", "무제한", "bez limitu", "onbeperkt")
	// searchQuerySet: a search query or a search tool as a channel.
	searchQuerySet = newPhraseSet("search query", "web_search", "the query after", "sorgunun", "consulta de búsqueda", "requête de recherche", "suchanfrage", "query di ricerca", "consulta de pesquisa", "поисковый запрос", "поисковому запросу", "搜索查询", "検索クエリ", "검색 쿼리", "zapytania wyszukiwania")
	// userRequestSet: what the user asked.
	userRequestSet = newPhraseSet("request", "demande", "solicitud", "anfrage", "richiesta", "pedido", "запрос", "请求", "リクエスト", "요청", "isteğ")
	// tableRowsSet: rows of a table of users, accounts or payments.
	tableRowsSet = newPhraseSet("users, accounts", "accounts or payments", "строки из таблиц", "rows from", "filas de", "lignes des", "zeilen aus", "righe dalle", "linhas das")
	// storeVerbSet: to save something for later.
	storeVerbSet = newPhraseSet("store it", "store them", "save it", "保存", "저장", "speichere", "guárdal", "guarda", "enregistre", "salva", "сохрани", "zapisz", "sla op")
	// reuseSet: for later use by other tools.
	reuseSet = newPhraseSet("reuse", "再利用", "재사용", "reutiliz", "réutilis", "wiederverwend", "riutilizz", "повторно использ", "复用", "重复使用", "ponownie użyć", "hergebruik")
	// chooseThisSet: to pick this tool.
	chooseThisSet = newPhraseSet("choose this", "pick this", "select this", "elige esta", "elige este", "choisis celui-ci", "choisis cet", "wähle dieses", "wähle diese", "scegli questo", "escolha esta", "escolha este", "выбери этот", "выбирай этот", "选择此", "选择这个", "このツールを選", "이 도구를 선택", "wybierz to", "kies deze")
	// evenIfKnownSet: even when the answer is known.
	evenIfKnownSet = newPhraseSet("even if you already know", "even if you know", "même si tu connais déjà", "même si tu connais", "même si vous connaissez", "aunque ya sepas", "aunque ya conozcas", "auch wenn du die antwort", "auch wenn du bereits", "anche se conosci già", "anche se sai già", "mesmo que já saiba", "mesmo que você já saiba", "даже если ты уже знаешь", "даже если знаешь", "即使你已经知道", "即使已经知道", "既に知っていても", "すでに知っていても", "이미 알고 있더라도", "이미 알더라도")
	// permanentRuleSet: a rule that lasts.
	permanentRuleSet = newPhraseSet("permanent rule", "standing rule", "regla permanente", "règle permanente", "dauerhafte regel", "feste regel", "regola permanente", "regra permanente", "постоянное правило", "永久规则", "永久性规则", "恒久的なルール", "永続的なルール", "영구 규칙", "stała reguła", "permanente regel")
	// futureChatsSet: every later conversation.
	futureChatsSet = newPhraseSet("all future conversations", "every future conversation", "future sessions", "todas las conversaciones futuras", "toutes les conversations futures", "alle zukünftigen gespräche", "tutte le conversazioni future", "todas as conversas futuras", "всех будущих диалогах", "всех последующих разговор", "以后的所有对话", "今后所有对话", "以後の会話", "今後の会話", "이후의 모든 대화", "앞으로의 모든 대화")
	// recurringSet: a recurring event.
	recurringSet = newPhraseSet("recurring", "wiederkehrend", "recurrente", "récurrent", "ricorrente", "recorrente", "повторяющ", "定期", "重复的", "繰り返し", "반복", "cykliczn", "terugkerend")
	// chatWordSet: a conversation, as a word.
	chatWordSet = newPhraseSet("conversation", "conversación", "gespräch", "conversazione", "conversa", "диалог", "разговор", "对话", "会話", "대화", "rozmow", "gesprek")
	// approveCmdSet: a command that approves a change.
	approveCmdSet = newPhraseSet("/approve", "/lgtm", "/merge")
	// addressWordSet: an address to send to.
	addressWordSet = newPhraseSet("address", "dirección", "adresse", "indirizzo", "endereço", "адрес", "地址", "アドレス", "주소", "adres")
	// replaceSet: to put one value in another's place.
	replaceSet = newPhraseSet("replace", "reemplaza", "sustituye", "remplace", "ersetze", "sostituisci", "substitua", "замени", "替换", "改用", "置き換え", "바꾸", "zastąp", "vervang")
	// privateSet: private, not to be shared.
	privateSet = newPhraseSet(privateWords...)
	// dataObjectSet: data a log or a trace holds.
	dataObjectSet = newPhraseSet("stack trace", "tokens", "hostnames", "credentials", "logs")
)

var (
	// disableSet: to switch something off.
	disableSet = newPhraseSet("disable", "turn off", "switch off", "desactiv", "desactív", "désactiv", "deaktivier", "disattiv", "desativ", "отключ", "禁用", "关闭", "無効", "비활성")
	// grantVerbSet: to give a role or a right.
	grantVerbSet = newPhraseSet("give ", "grant", "assign", "make it", "otorga", "asigna", "donne", "attribue", "gib ", "erteile", "dai ", "assegna", "dê ", "atribua", "дай ", "назначь", "выдай", "授予", "赋予", "付与", "부여")
	// appendVerbSet: to add to something.
	appendVerbSet = newPhraseSet("append", "add ", "acrescente", "adicione", "añade", "agrega", "ajoute", "füge", "hänge", "aggiungi", "добавь", "допиши", "添加", "附加", "追加", "추가", "ekle")
	// contactDataSet: someone's contact or account data.
	contactDataSet = newPhraseSet("e-mail", "email", "phone", "account number", "número da conta", "número de cuenta", "numéro de compte", "kontonummer", "numero di conto", "номер счёта", "номер счета", "账号", "口座番号", "계좌번호", "hesap numara")
	// everyWordSet: each one of many.
	everyWordSet = newPhraseSet("every ", "each ", "any tool", "cada ", "chaque ", "jede", "ogni ", "qualquer", "каждый", "каждом", "любой", "每个", "每次", "すべての", "모든", "każd", "elke ")
	// ignoreVerbSet: to ignore, in the forms an order takes.
	ignoreVerbSet = newPhraseSet("ignore", "ignóra", "ignora", "ignoriere", "ignorier", "ignorali", "ignorá", "игнорируй", "не обращай внимания", "忽略", "無視", "무시", "zignoruj", "negeer")
	// mailBodiesSet: the bodies of the user's mails.
	mailBodiesSet = newPhraseSet("bodies of", "body of each", "cuerpos de", "corps des", "inhalte der", "texte der", "corpi delle", "corpos dos", "corpos das", "тексты писем", "тексты последних", "邮件正文", "メール本文", "메일 본문", "treści ostatnich")
	// fallbackSet: where a value comes from when left out.
	fallbackSet = newPhraseSet("if omitted", "when omitted", "defaults to", "falls back", "leave empty", "leave it empty", "leave blank", "if empty", "if not set", "if unset", "si se omite", "por defecto", "par défaut", "si omis", "standardmäßig", "falls leer", "predefinit", "se omesso", "padrão", "se omitido", "по умолчанию", "если не указ", "默认", "省略時", "省略した場合", "생략하면", "기본값")
)

// publicPlaceWords name a public or outside place.
var publicPlaceWords = []string{"public repo", "shared externally", "external vendor", "@external", "repositorio público", "dépôt public", "öffentliche repo", "öffentlichen repo", "repository pubblico", "repositório público", "публичный репозиторий", "публичном репозитории", "公开仓库", "公開リポジトリ", "공개 저장소", "fornecedor-externo", "proveedor externo", "fournisseur externe", "externen anbieter", "fornitore esterno", "внешнего поставщика", "外部供应商", "外部ベンダー", "외부 공급업체"}

// privateWords name a private place.
var privateWords = []string{"private", "privad", "privé", "privat", "privato", "приватн", "закрыт", "私有", "プライベート", "非公開", "비공개", "prywatn"}
