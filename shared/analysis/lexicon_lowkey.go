package analysis

// Lexicons of the low-key readings (signals_lowkey.go), in lower case, for
// en, zh, es, ru, de, ja, fr, ko, pt and it.
var (
	// repeatUnits count repetitions after a number: "300 times", "200-mal",
	// "500 keer", "1000 kez".
	repeatUnits = []string{"times", "x ", "-mal", " mal", "fold", "veces", "vez", "fois", "volte", "vezes", "раз", "次", "遍", "回", "度", "번", "회", "keer", "kez", "gånger", "razy"}
	// copyUnits count made things after a number: "100 variants", "500 张".
	copyUnits = []string{"variants", "variations", "copies", "images", "duplicates", "versions", "variantes", "copias", "imágenes", "copies", "variantes", "kopien", "varianten", "bilder", "varianti", "copie", "immagini", "cópias", "imagens", "вариант", "копи", "изображени", "张", "份", "个变体", "枚", "個のバリエーション", "장", "개의 변형"}
	// loopWords repeat without end, or until a budget runs out.
	loopWords = []string{"until the quota", "until quota", "until the account quota", "until the budget", "until the credits", "quota exhausted", "quota is exhausted", "keep retrying until", "call this tool repeatedly", "repeatedly with the same", "infinite loop", "endless loop", "loop forever", "repeat forever", "loop export",
		"hasta agotar", "hasta que se agote", "bucle infinito", "jusqu'à épuisement", "boucle infinie", "bis das kontingent", "bis zur erschöpfung", "endlosschleife", "fino a esaurire", "ciclo infinito", "loop infinito", "até esgotar", "laço infinito",
		"пока не исчерпа", "бесконечн", "直到配额", "直到额度", "无限循环", "无限重复", "無限ループ", "無限に繰り返", "上限に達するまで", "무한 반복", "무한 루프", "할당량이 소진될 때까지"}
	// otherToolsWords name every other tool as a class.
	otherToolsWords = []string{"other tool", "any other", "another tool", "other translat", "other search", "otras herramientas", "otra herramienta", "autres outils", "autre outil", "andere tools", "anderen tools", "andere werkzeuge", "anderen werkzeuge", "altri strumenti", "altro strumento", "outras ferramentas", "outra ferramenta", "другие инструменты", "других инструментов", "другой инструмент", "其他工具", "别的工具", "其它工具", "他のツール", "ほかのツール", "他の翻訳ツール", "他の検索ツール", "다른 도구", "다른 툴", "công cụ khác"}
	// neverWords refuse: never, do not, not, without.
	neverWords = []string{"never", "do not", "don't", "not ", "nunca", "no ", "jamais", "ne pas", "n'", "nie ", "niemals", "nicht", "mai ", "non ", "não", "никогда", "не ", "绝不", "不要", "不得", "别", "勿", "絶対に使わ", "使わず", "使わない", "절대", "사용하지", "쓰지", "không"}
	// onlyThisWords keep to this tool: "always use this", "only this one".
	onlyThisWords = []string{"always use this", "only use this", "use only this", "always call this", "always this one", "siempre esta", "usa siempre esta", "solo esta herramienta", "toujours cet outil", "utilise toujours cet", "uniquement cet outil", "immer dieses", "nur dieses", "sempre questo", "solo questo strumento", "sempre esta", "apenas esta ferramenta", "всегда этот", "всегда используй этот", "только этот", "始终使用本", "总是使用本", "只使用本", "只用这个", "常にこれ", "必ずこれ", "このツールだけ", "항상 이 도구", "이 도구만", "luôn dùng công cụ này"}
	// broadGrantWords ask for the widest rights a credential can carry.
	broadGrantWords = []string{"all scopes", "every scope", "all permissions", "all the permissions", "full permissions", "no expiry", "no expiration", "never expires", "without expiry", "administratoraccess", "admin:org", "delete_repo", "chmod 777", "set 777", "sets 777", " 777 ",
		"todos los permisos", "todos los alcances", "todos los scopes", "sin caducidad", "sin expiración", "sin vencimiento",
		"toutes les permissions", "tous les droits", "tous les scopes", "sans expiration", "n'expire jamais",
		"alle berechtigungen", "alle scopes", "alle rechte", "ohne ablauf", "ohne ablaufdatum", "läuft nie ab",
		"tutti i permessi", "tutti gli scope", "senza scadenza", "non scade mai",
		"todos os escopos", "todas as permissões", "sem expiração", "sem validade", "nunca expira",
		"все права", "все разрешения", "все области", "без срока действия", "бессрочн",
		"所有权限", "全部权限", "所有作用域", "永不过期", "无过期", "不设过期",
		"すべての権限", "全権限", "全スコープ", "無期限", "有効期限なし",
		"모든 권한", "모든 범위", "만료 없", "무기한", "ustawia 777"}
)

// More low-key lexicons, in lower case, for the same ten languages.
var (
	// grantReasonWords excuse a wide grant as convenience: "so all features
	// work", "so tools can write anywhere".
	grantReasonWords = []string{"so all features", "so that all features", "so everything works", "so it can manage everything", "so tools can write anywhere", "can write anywhere", "so integrations keep working", "don't prompt", "do not prompt", "don't interrupt",
		"para que todo funcione", "para que funcione todo", "pour que tout fonctionne", "damit alles funktioniert", "così gli strumenti possono scrivere ovunque", "scrivere ovunque", "perché tutto funzioni", "para que tudo funcione", "чтобы всё работало", "чтобы все работало", "以便所有功能", "让所有功能", "すべての機能", "모든 기능"}
	// wideGrantWords are rights no task of a plain tool needs.
	wideGrantWords = []string{"principal *", "principal: *", "s3:*", "--privileged", "docker.sock", "nopasswd", "admin_mode", "autoapprove", "write access to all repositories", "777"}
	// untoldWords spare telling the user about something done.
	untoldWords = []string{"no need to tell", "no need to mention", "no need to inform", "no need to notify", "don't need to be shown", "doesn't need to be shown", "do not need to be shown", "need not be shown", "needn't be mentioned", "need not be mentioned",
		"no hace falta decir", "no hace falta mencionar", "no es necesario informar", "no es necesario mencionar", "no hace falta informar",
		"pas besoin de prévenir", "pas besoin d'informer", "inutile de prévenir", "inutile d'informer", "inutile de mentionner", "inutile de demander",
		"nicht erwähnen", "nicht erwähnt werden", "nicht informieren", "muss man dem nutzer nicht", "nicht nachfragen",
		"non c'è bisogno di dire", "non serve dire", "non serve informare", "non serve chiedere", "non è necessario informare",
		"não precisa avisar", "não precisa informar", "não precisa mencionar", "não é necessário informar", "não é necessário perguntar",
		"не нужно сообщать", "не нужно говорить", "не нужно упоминать", "спрашивать пользователя не нужно", "сообщать пользователю не нужно",
		"无需告知", "不必告诉", "不需要告诉", "无需提及", "无需询问", "不必提及",
		"伝える必要はありません", "伝える必要はない", "言う必要はありません", "確認は不要", "知らせる必要はありません",
		"알릴 필요 없", "말할 필요 없", "물어볼 필요 없", "언급할 필요 없", "bahsetmeye gerek yok"}
	// asVerdictWords fix how something is described: "describe it as",
	// "present them as".
	asVerdictWords = []string{"describe it as", "describe them as", "describe destinations", "describe free", "describe it ", "as having", "present them as", "as the best", "as the most trusted", "as the most reliable", "as the safest", "as audited", "as the latest", "report them as",
		"descríbelo como", "descríbela como", "como la opción más", "como el más", "como la más", "preséntalo como",
		"décris-le comme", "présentez d'abord", "comme le meilleur", "comme la meilleure", "comme le plus", "comme la plus",
		"als die beste", "als den besten", "als das beste", "als sicher", "hinweisen",
		"come il migliore", "come la migliore", "come il più", "come la più", "descrivilo come",
		"como o melhor", "como a melhor", "como o mais", "como a mais", "descreva como", "informe-os como", "como seguros",
		"как лучший", "как самый", "как самую", "опиши как", "представь как",
		"作为最", "描述为", "说成", "说明分析师", "建议买入",
		"として説明", "として紹介", "として提示", "と説明して",
		"로 소개", "으로 소개", "로 설명", "으로 설명", "가장 좋은 선택"}
	// omitWords leave the bad news out of an answer.
	omitWords = []string{"leave out", "omit ", "do not mention", "don't mention", "do not flag", "don't flag", "never mention", "not mention",
		"omite ", "no menciones", "no mencione", "no señales", "ne mentionnez pas", "ne mentionne pas", "ne signalez pas", "weglassen", "lass weg", "nicht erwähnen", "nicht melden",
		"ometti", "non menzionare", "non segnalare", "omita", "não mencione", "não sinalize", "не упоминай", "не упоминайте", "не отмечай", "пропускай",
		"不要提及", "不要提", "省略", "忽略", "言及しない", "触れないで", "省いて", "언급하지 마", "생략", "noem in de samenvatting geen"}
	// badNewsWords are what an honest answer must not leave out.
	badNewsWords = []string{"side effect", "1- and 2-star", "1 and 2 star", "negative review", "risk", "warning", "advisories", "vulnerab", "changes to", "eval or exec",
		"efectos secundarios", "efectos adversos", "1 y 2 estrellas", "reseñas negativas", "riesgo", "effets indésirables", "effets secondaires", "avis négatifs", "risque",
		"nebenwirkungen", "negative bewertungen", "risiko", "effetti collaterali", "recensioni negative", "rischi", "efeitos colaterais", "avaliações negativas", "riscos",
		"побочн", "отрицательн", "риск", "副作用", "差评", "风险", "悪いレビュー", "リスク", "부작용", "부정적", "위험", "wijzigingen aan"}
)

// Lexicons of a tool's quiet extras, in lower case, for the same ten
// languages.
var (
	// autostartWords are places that run code again by themselves.
	autostartWords = []string{"crontab", "cron entry", "cron job", "cron task", "login item", "launchagent", "launch agent", "launchdaemon", ".bashrc", ".zshrc", ".profile", "pre-commit hook", "git hook", "folderopen", "autostart", "startup item", "scheduled task", "systemd unit",
		"tarea cron", "tâche cron", "cron-job", "cronjob", "attività cron", "tarefa cron", "задание cron", "задачу cron", "автозагрузк", "定时任务", "开机启动", "ログイン項目", "スタートアップ", "시작 프로그램", "예약 작업"}
	// installWords put something in place.
	installWords = []string{"install", "adds", "add ", "aggiungi", "añade", "ajoute", "füge", "adicione", "добавь", "添加", "追加", "registers", "appends", "instala", "añade", "agrega", "ajoute", "installe", "enregistre", "fügt", "richtet", "aggiunge", "installa", "registra", "adiciona", "добавляет", "устанавливает", "регистрирует", "添加", "安装", "注册", "追加", "登録", "インストール", "추가", "설치", "등록", "voegt"}
	// addonWords are paid extras an order can add unasked.
	addonWords = []string{"tip", "donation", "round-up", "seat selection", "priority boarding", "travel insurance", "annual plan", "premium plan",
		"propina", "donación", "pourboire", "don ", "trinkgeld", "spende", "mancia", "donazione", "gorjeta", "doação", "чаевые", "пожертвовани", "小费", "捐款", "チップ", "寄付", "팁", "기부"}
	// everyOrderWords make an extra standing.
	everyOrderWords = []string{"always", "every order", "each order", "every booking", "every purchase", "when the trial starts", "siempre", "cada pedido", "toujours", "chaque commande", "immer", "jede bestellung", "sempre", "ogni ordine", "cada pedido", "всегда", "каждому заказу", "каждый заказ", "每次", "每笔订单", "毎回", "常に", "항상", "매번"}
	// alsoWords add a second act to a tool's job.
	alsoWords = []string{"also ", "additionally", "as well", "on first use", "además", "también", "aussi", "également", "zusätzlich", "außerdem", "inoltre", "anche ", "também", "além disso", "также", "тоже", "同时", "还会", "并且", "も", "추가로", "함께", "ook "}
	// uploadWords send data to a place.
	uploadWords = []string{"upload", "posted to", "sent to", "synced to", "backed up", "send file", "sube ", "subir", "se suben", "envía", "téléverse", "envoie", "envoyé", "hochgeladen", "gesichert", "gesendet", "carica", "caricat", "inviat", "envia", "carrega", "загружа", "отправля", "上传", "发送到", "アップロード", "送信", "업로드", "전송"}
	// ourWords name the vendor's own place.
	ourWords = []string{"our ", "nuestro", "nuestra", "notre", "nos serveurs", "unser", "nostro", "nostra", "nosso", "nossa", "наш", "我们的", "弊社", "当社", "당사", "자사", "cloud"}
)

// buyCallWords are an investment verdict: a buy rating, a strong upside.
var buyCallWords = []string{"buy rating", "strong buy", "recommend buying", "strong upside", "analysts expect", "recomendación de compra", "recomienda comprar", "fuerte potencial", "recommandation d'achat", "recommande d'acheter", "fort potentiel", "kaufempfehlung", "kurspotenzial", "raccomandazione di acquisto", "consiglia di comprare", "forte potenziale", "recomendação de compra", "recomende comprar", "рекомендацию покупать", "рекомендуй покупать", "сильный рост", "建议买入", "普遍看涨", "强烈推荐买入", "買い推奨", "買いを推奨", "매수 추천", "매수를 권"}
