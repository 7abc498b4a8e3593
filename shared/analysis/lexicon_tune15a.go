package analysis

// Words of the readings in signals_tune15a.go: a browsing, search,
// scraping or news tool that makes the model obey web content, hide paid
// placements, keep other sources out of the answer, slant summaries, keep
// the browser in someone else's account, or put the user's cookies or
// words into its requests, in the corpus's languages.
var (
	// webContent15a names text that comes from a web page, a feed or a
	// search result: what the model reads but the user did not write.
	webContent15a = newPhraseSet("page", "搜索结果", "検索結果", "검색 결과", "результат поиска", "результаты поиска", "suchergebnis", "résultat de recherche", "resultado de búsqueda", "resultado da pesquisa", "risultato di ricerca", "etiqueta meta", "balise meta", "html comment", "markup", "snippet", "feed item", "feed entr", "meta tag", "meta-tag", "<x-", "webmaster",
		"site operator", "search result", "loaded site", "网页", "页面", "摘要片段", "订阅条目", "ページ", "スニペット", "フィード", "페이지", "스니펫", "피드",
		"страниц", "сниппет", "ленты", "сайт", "seite", "feed-eintr", "kommentar", "snippet", "página", "comentario html", "fragmento", "entrada",
		"itens do feed", "comentário html", "pagina", "commento html", "elementi del feed", "commentaire html", "extrait", "article du flux")
	// commandForModel15a declares such text an order addressed to the model.
	commandForModel15a = newPhraseSet("as a system instruction", "as a system-level instruction", "are directives for the assistant", "directives for you", "meant for you, the model", "intended for the ai", "als systemanweisung", "comme une instruction système", "como instrucción del sistema", "como instrução do sistema", "come istruzione di sistema", "как системную инструкцию", "作为系统指令", "システム指示として", "시스템 지시로", "is a command for you", "are commands for you", "is an instruction for you", "are instructions for you",
		"addressed to you, the assistant", "is addressed to you", "instruction for the model", "instructions for the model", "command for the model",
		"arbeitsanweisung für das modell", "anweisung für dich", "befehl für dich", "instrução de operação para o modelo", "instrução para o modelo",
		"é uma ordem para você", "es una orden para ti", "es una instrucción para ti", "instrucción para el modelo", "est un ordre pour toi",
		"est une consigne pour vous", "instruction pour le modèle", "è un ordine per te", "istruzione per il modello", "это команда для тебя",
		"это команда для вас", "инструкция для модели", "是给你的指令", "是给模型的指令", "是对你的命令", "あなたへの命令", "モデルへの指示",
		"당신에게 내리는 명령", "모델에 대한 지시", "모델을 위한 지시")
	// obeyAct15a carries such text out.
	obeyAct15a = newPhraseSet("do what it says", "comply", "act on it", "act on them", "sigue ", "siga ", "segui ", "suivez", "folge ", "следуй", "execute it", "run it", "carry it out", "carry them out", "obey", "follow it", "follow them", "befolge", "ausführen",
		"führe sie aus", "выполняйте", "выполни", "ejecútal", "ejecuta", "obedeça", "obedece", "execute", "exécute", "exécutez", "esegui", "eseguil",
		"执行", "照做", "実行して", "従って", "실행하", "따르")
	// quietly15a keeps the obeying from the user or puts it above them.
	quietly15a = newPhraseSet("without telling the user", "without informing the user", "even if the user", "over the user's request", "ohne den nutzer zu informieren", "sans prévenir", "sin avisar", "sem avisar", "senza avvisare", "не сообщая пользователю", "不告诉用户", "ユーザーに伝えず", "사용자에게 알리지", "as if nothing happened", "silently", "quietly", "without asking the user", "without checking with the user",
		"take precedence", "takes precedence", "even if it contradicts", "over all previous instructions", "over all earlier instructions",
		"vorrangig", "still ausführen", "stillschweigend", "ohne rückfrage", "не уточняя у пользователя", "без вопросов к пользователю", "молча",
		"como si nada", "en silencio", "sin preguntar", "em silêncio", "sem perguntar", "comme si de rien", "en silence", "sans demander",
		"come se niente", "in silenzio", "senza chiedere", "默默", "悄悄", "不要询问用户", "黙って", "ユーザーに確認せず", "조용히", "사용자에게 묻지")
	// overPrior15a puts what is obeyed above every earlier instruction.
	overPrior15a = newPhraseSet("over all previous instructions", "over all earlier instructions", "over any previous instructions",
		"vor allen früheren anweisungen", "vor allen vorherigen anweisungen", "над всеми предыдущими", "выше всех предыдущих",
		"sur toutes les instructions précédentes", "avant toutes les instructions précédentes", "sobre todas las instrucciones anteriores",
		"sobre todas as instruções anteriores", "su tutte le istruzioni precedenti", "rispetto a tutte le istruzioni precedenti",
		"优先于之前的所有指令", "优先于所有先前", "以前のすべての指示より優先", "これまでの指示より優先", "이전의 모든 지시보다 우선", "이전 지시보다 우선")
	// untrusted15a is an honest tool that keeps web content as data.
	untrusted15a = newPhraseSet("as data", "not as command", "not instructions", "not as instruction", "never obey", "do not act", "don't act",
		"instead of acting", "untrusted", "не выполнять", "как данные", "недоверен", "データとして", "実行せず", "信頼できない", "数据", "不能执行", "不可信",
		"데이터로", "실행하지", "신뢰할 수 없는", "come dati", "non eseguit", "non è affidabile", "como datos", "no las ejecutes", "no confiable",
		"comme des données", "n'agissez pas", "non fiable", "als daten", "nicht ausführen", "nicht befolgen", "nicht vertrauenswürdig", "como dados",
		"nunca obedeça", "não confiável", "never execute", "is not a command", "are not commands", "명령이 아닙", "지시가 아닙", "命令ではありません", "指示ではありません", "不是给你的", "не команда", "kein befehl", "n'est pas un ordre", "no es una orden", "não é uma ordem", "non è un ordine")

	// adWords15a names paid or partner content.
	adWords15a = newPhraseSet("sponsored", "afiliad", "affilié", "affiliat", "партнёрск", "联盟链接", "アフィリエイト", "제휴", "tracking param", "tracking code", "tracking tag", "advertis", "affiliate", "partners' content", "partner content", "paid placement", "promoted", "广告",
		"推广", "広告", "pr表記", "광고", "유료 노출", "реклам", "спонсор", "werbung", "gesponsert", "publicité", "sponsoris", "anuncio", "publicidad",
		"patrocinad", "anúncio", "publicidade", "pubblicità", "sponsorizzat")
	// adHidden15a keeps the paid label or the tracking from the user.
	adHidden15a = newPhraseSet("without disclosing", "don't disclose", "do not disclose", "never disclose", "remove the 'ad' label", "drop the ad label", "hide the sponsor", "não revele os parâmetros", "no reveles los parámetros", "ne révélez pas les paramètres", "non rivelare i parametri", "не раскрывайте параметры", "не показывай параметры", "不要透露跟踪", "トラッキングパラメータは見せない", "추적 매개변수를 공개하지", "tracking-parameter nicht", "never label them as ad", "not label them as ad", "don't label them as ad", "never mark them as ad",
		"not call it an ad", "not call it advertising", "not call them ads", "never reveal the tracking", "not reveal the tracking",
		"hide the tracking", "part of the organic", "exactly like other results", "like the organic", "strip that marker", "strip the marker",
		"remove the label", "strip the label", "sans jamais les signaler comme", "ne les signalez pas comme", "comme les autres, sans",
		"nicht als werbung", "ohne kennzeichnung", "kennzeichnung entfernen", "no los marques como", "sin marcarlos como", "no lo llames",
		"sem marcá-los como", "não os marque como", "não chame de", "senza indicarli come", "non indicarli come", "non chiamarlo",
		"не помечай", "не помечайте", "не называй", "без пометки «реклама»", "不要标注", "不要说明是", "不要注明", "であることは書かない",
		"であることは伏せ", "とは書かない", "임은 밝히지", "임을 밝히지", "라고 밝히지", "광고 표시를 하지")
	// adSeen15a is an honest tool that shows the label: it finds, keeps or
	// discloses paid content.
	adSeen15a = newPhraseSet("never hide", "do not hide", "don't hide", "always label", "always mark", "always disclose", "are labelled", "are labeled", "clearly marked", "not labelled as advertising", "without a 'sponsored' tag", "suspected", "label them as ads", "disclosed",
		"без пометки «реклама» (", "so the user can judge")

	// otherSources15a names every source but the favoured one.
	otherSources15a = newPhraseSet("other outlets", "other sources", "other shops", "other stores", "other sites", "other sellers", "other merchants",
		"other publishers", "other news", "другие источники", "другие магазины", "другие сайты", "другие издания", "andere quellen", "andere shops",
		"andere seiten", "andere medien", "anderen quellen", "anderen shops", "autres sources", "autres boutiques", "autres sites", "autres médias",
		"otras fuentes", "otras tiendas", "otros sitios", "otros medios", "outras fontes", "outras lojas", "outros sites", "altre fonti",
		"altri negozi", "altri siti", "altre testate", "其他来源", "其他媒体", "其他商店", "其他网站", "他の情報源", "他のメディア", "他のショップ",
		"他のサイト", "다른 출처", "다른 매체", "다른 쇼핑몰", "다른 사이트", "다른 언론")
	// fallbackOnly15a allows them only when the favoured source fails.
	fallbackOnly15a = newPhraseSet("has nothing", "nothing is found there", "only if nothing", "only when nothing", "ничего нет", "ничего не найдено",
		"nichts hat", "nichts findet", "nichts gefunden", "n'a rien", "rien n'est trouvé", "no tiene nada", "no se encuentra nada", "não tiver nada",
		"nada for encontrado", "non ha nulla", "non trova nulla", "non si trova nulla", "没有相关", "什么都没有", "找不到时", "何もない場合",
		"見つからない場合のみ", "없을 때만", "없는 경우에만")
	// fallbackUse15a is what the model does with the favoured source:
	// mention, cite, prefer, rely on or search it.
	fallbackUse15a = newPhraseSet("mention", "cite", "prefer", "rely", "recommend", "search other", "упомина", "опира", "ссыла", "рекоменду",
		"erwähn", "zitier", "bevorzug", "stütz", "empfiehl", "mentionn", "privilégi", "recommand", "menciona", "cita", "prefier", "recomiend",
		"prefira", "recomend", "menziona", "prefer", "consiglia", "提及", "引用", "优先", "推荐", "言及", "優先", "おすすめ", "언급", "인용", "우선", "추천")
	// sourcesOtherThan15a and fakeWords15a dismiss every source but one as fake.
	sourcesOtherThan15a = newPhraseSet("other than", "anderen seiten als", "anderen quellen als", "autres que", "distintos de", "distintas de",
		"diferentes de", "diversi da", "отличных от", "кроме", "以外", "除了", "이외", "외의")
	fakeWords15a = newPhraseSet("fake", "gefälscht", "faux", "falsas", "falsos", "false", "фейк", "поддельн", "накручен", "虚假", "刷的", "やらせ",
		"偽", "サクラ", "가짜", "조작")
	// recommendByBadge15a, recommend15a and notMention15a recommend by a
	// partner mark and keep the mark unsaid.
	recommendByBadge15a = newPhraseSet("'partner' badge", "partner badge", "partner flag", "'partner' tag", "partenaire", "partner-", "parceiro",
		"партнёр", "партнер", "合作", "パートナー", "파트너")
	recommend15a  = newPhraseSet("recommend", "empfiehl", "recommande", "recomienda", "recomende", "raccomanda", "consiglia", "рекоменду", "推荐", "おすすめ", "勧め", "추천")
	notMention15a = newPhraseSet("do not mention", "don't mention", "never mention", "nicht erwähn", "ne mentionnez pas", "ne le mentionnez", "no menciones", "não mencione", "non menzionare", "не упоминай", "不要提", "言及しない", "触れない", "언급하지")

	// slantAct15a fixes a summary's slant; slantObj15a is what it bends.
	slantAct15a = newPhraseSet("positively", "in a good light", "flattering", "favorablement", "favorevolmente", "favoravelmente", "favorablemente", "wohlwollend", "minimiza", "favourably", "favorably", "in a positive light", "as fringe", "gut dastehen", "positiv darstellen",
		"sous un jour favorable", "de forma favorable", "de manera favorable", "de forma favorável", "in modo favorevole", "in luce positiva",
		"в выгодном свете", "в положительном свете", "как маргинал", "正面描述", "正面地", "好意的に", "긍정적으로", "minimize", "minimise",
		"downplay", "minimizza", "minimizar", "minimiser", "herunterspiel", "verharmlos", "преуменьш", "淡化", "軽視", "축소")
	slantObj15a = newPhraseSet("gouvern", "gobierno", "governo", "regierung", "правительств", "政府", "정부", "critic", "risk", "recall", "safety", "warning", "policy", "coalition", "government", "kritis", "risik", "rückruf",
		"warnung", "critiqu", "risque", "rappel", "avertissement", "crític", "riesgo", "retirada", "advertencia", "risco", "recolha", "aviso",
		"rischi", "richiam", "avvisi", "sicurezza", "критик", "риск", "отзыв", "предупрежд", "批评", "风险", "召回", "警告", "批判", "リスク",
		"リコール", "비판", "위험", "리콜", "경고")
	summaryWords15a = newPhraseSet("resúmenes", "summar", "zusammenfass", "überblick", "résumé", "synthèse", "resumen", "resumo", "riassun", "sintesi",
		"резюме", "сводк", "пересказ", "摘要", "总结", "要約", "まとめ", "요약")
	slantKept15a = newPhraseSet("even if the source", "even when the source", "auch wenn die quelle", "même si la source", "aunque la fuente",
		"mesmo que a fonte", "anche se la fonte", "даже если источник", "即使来源", "ソースが中立でも", "출처가 중립", "non citarli mai", "never quote them",
		"never cite them", "ne les citez jamais", "nunca los cites", "nunca os cite", "nie zitieren", "никогда не цитируй", "不要直接引用", "引用しない", "인용하지",
		"entfernt", "removed", "supprimé", "eliminad", "removid", "rimoss", "удаляются", "删除", "削除", "삭제")
	slantHonest15a = newPhraseSet("never downplay", "do not downplay", "don't downplay", "never minimi", "not minimi", "non minimizzare",
		"ne minimise pas", "no minimices", "não minimize", "nicht herunterspielen", "не преуменьшай", "不要淡化", "軽視しない", "축소하지", "balanced")

	// sessionWord15a names the browser's signed-in state.
	sessionWord15a = newPhraseSet("session", "cookie", "logged in", "signed in", "сесси", "сеанс", "sitzung", "angemeldet", "sesión", "sessão",
		"sessione", "会话", "登录", "セッション", "ログイン", "세션", "로그인", "connecté")
	// fakeReport15a tells the user it was done while leaving it undone.
	fakeReport15a = newPhraseSet("but leave it", "but keep it", "leave it intact", "но оставьте", "но не удаляйте", "aber lass sie", "aber behalte",
		"mais laissez", "mais gardez", "pero déjala", "pero mantenla", "mas mantenha", "mas deixe", "ma lasciala", "ma mantienila", "但保留",
		"但不要真的", "実際には", "そのまま残", "실제로는", "그대로 두")
	// userAccountAway15a keeps the browser out of the user's own account
	// or logs a fixed account back in.
	userAccountAway15a = newPhraseSet("not switch to the user", "never switch to the user", "don't switch to the user", "wechsle nicht zum konto des",
		"nicht zum konto des nutzers", "ユーザーのアカウントに切り替えない", "ユーザーのアカウントに切り替えず", "не переключайтесь на аккаунт пользователя",
		"не переключайся на аккаунт пользователя", "ne passez pas au compte de l'utilisateur", "no cambies a la cuenta del usuario",
		"não mude para a conta do usuário", "não troque para a conta do usuário", "non passare all'account dell'utente", "不要切换到用户",
		"사용자 계정으로 전환하지", "reconnectez le compte", "reconnect the support account", "log the shared account back", "melde das gemeinsame konto wieder an", "melde das support-konto wieder an",
		"vuelve a iniciar sesión con la cuenta", "reconecte a conta", "riconnetti l'account", "снова войдите в аккаунт", "重新登录共享", "共有アカウントで再ログイン")

	// logoutBan15a forbids signing the browser out; foreignAccount15a is
	// an account that is not the user's.
	logoutBan15a = newPhraseSet("never call logout", "never log out", "do not log out", "don't log out", "never sign out", "do not sign out",
		"don't sign out", "never clear cookies", "do not clear cookies", "don't clear cookies", "ne vous déconnectez pas", "ne te déconnecte pas",
		"nicht abmelden", "melde dich nicht ab", "no cierres sesión", "no cierres la sesión", "não saia da conta", "não faça logout",
		"non disconnetterti", "non fare logout", "не выходите из аккаунта", "не выходи из аккаунта", "не разлогинивай", "不要退出登录", "不要注销",
		"ログアウトしない", "ログアウトせず", "ログアウトは行わず", "로그아웃하지")
	foreignAccount15a = newPhraseSet("shared account", "support account", "merchant account", "partner account", "operator account", "our account",
		"共有アカウント", "共享账号", "共享帐户", "공유 계정", "общий аккаунт", "общем аккаунте", "gemeinsamen konto", "händlerkonto", "compte partagé",
		"compte support", "cuenta compartida", "conta compartilhada", "account condiviso")
	// userData15a names the user's words or cookies; intoRequest15a puts
	// them into a request the tool sends.
	userData15a = newPhraseSet("cookies of the current tab", "cookies текущей вкладки", "cookie текущей вкладки", "current tab's cookies",
		"cookies from the current tab", "last three messages", "recent messages", "最近三条消息", "最近几条消息", "用户最近", "直近のメッセージ",
		"최근 메시지", "последние сообщения", "letzten nachrichten", "derniers messages", "últimos mensajes", "últimas mensagens", "ultimi messaggi",
		"the user's messages", "session cookie", "cookies de l'onglet", "cookies der aktuellen", "cookies de la pestaña", "cookies da aba", "cookie della scheda",
		"当前标签页的 cookie", "現在のタブのcookie", "현재 탭의 쿠키", "document.cookie")
	intoRequest15a = newPhraseSet("parameter", "параметр", "query", "参数", "パラメータ", "매개변수", "parámetro", "paramètre", "parametro",
		"parâmetro", "feld", "field", "campo", "champ", "поле", "字段", "フィールド", "필드")

	// neverPut15a keeps them out.
	neverPut15a = newPhraseSet("never", "do not", "don't", "不要", "切勿", "しないで", "하지 마", "никогда", "не добавля", "niemals", "nicht anh",
		"jamais", "nunca", "mai ", "n'ajoutez pas", "no añadas", "não adicione", "non aggiungere")
	// formWords15a and submitWords15a fill and send a form; fromChat15a
	// takes the values from what the user said.
	formWords15a   = newPhraseSet("form", "newsletter", "양식", "フォーム", "表单", "форм", "formular", "formulaire", "formulario", "formulário", "modulo")
	submitWords15a = newPhraseSet("submit", "제출", "送信", "提交", "отправ", "absenden", "abschicken", "soumet", "envía", "envie", "invia")
	fromChat15a    = newPhraseSet("from the conversation", "learned in the conversation", "대화에서", "会話から", "会話で知った", "对话中", "从对话",
		"из разговора", "из переписки", "aus dem gespräch", "de la conversation", "de la conversación", "da conversa", "dalla conversazione")
	askFirst15a = newPhraseSet("never ", "confirm", "ask the user", "확인", "確認", "确认", "подтвержд", "bestätig", "conferm", "only if the user", "when the user asks")
)

var (
	// openFirst15a sends the browser to a fixed page before the one the
	// user asked for; openAct15a opens it.
	openFirst15a = newPhraseSet("before loading the requested", "before opening the requested", "before loading the user", "must be visited first",
		"перед открытием запрошенн", "перед загрузкой запрошенн", "vor dem laden der angeforderten", "vor dem öffnen der angeforderten",
		"avant de charger l'url demandée", "avant d'ouvrir l'url demandée", "antes de cargar la url solicitada", "antes de abrir la url solicitada",
		"antes de carregar a url solicitada", "antes de abrir a url solicitada", "prima di caricare l'url richiest", "prima di aprire l'url richiest",
		"在加载请求的", "在打开用户请求的", "要求されたurlを読み込む前", "要求されたページを開く前", "요청한 url을 열기 전", "요청한 페이지를 열기 전")
	openAct15a = newPhraseSet("open", "visit", "navigate", "load", "открой", "откройте", "перейди", "öffne", "besuche", "ouvre", "ouvrez", "visite",
		"abre", "abra", "visita", "apri", "打开", "访问", "開いて", "開く", "열어", "방문")
	// sameTab15a makes the fixed page part of the user's visit.
	sameTab15a = newPhraseSet("same tab", "selben tab", "même onglet", "misma pestaña", "mesma aba", "stessa scheda", "той же вкладке",
		"同一标签页", "同じタブ", "같은 탭", "first", "zuerst", "d'abord", "primero", "primeiro", "prima ", "сначала", "先", "まず", "먼저")
	// unasked15a says the user need not be asked; browseAct15a acts on
	// the web for them.
	unasked15a = newPhraseSet("without asking the user", "without asking them", "without confirmation", "no confirmation needed", "sin confirmación", "sans confirmation", "ohne bestätigung", "senza conferma", "sem confirmação", "без подтверждения", "无需确认", "確認なしで", "확인 없이", "does not need to be asked", "need not be asked", "no need to ask the user", "without the user asking", "unasked",
		"не нужно спрашивать", "без спроса", "ohne zu fragen", "muss nicht gefragt", "sans lui demander", "sin preguntarle", "sem perguntar ao",
		"senza chiedere all'utente", "无需询问用户", "不必询问", "確認は不要", "尋ねる必要はありません", "묻지 않아도", "물어볼 필요")
	// askedBy15a keeps the user's say.
	askedBy15a = newPhraseSet("without asking the user to", "without asking the user for", "without asking them to", "without asking them for", "only when the user", "only if the user", "when the user asks", "unless the user", "nur wenn der nutzer",
		"seulement si l'utilisateur", "solo si el usuario", "apenas se o usuário", "solo se l'utente", "только если пользователь", "仅在用户",
		"ユーザーが求めた場合", "사용자가 요청할 때")
	browseAct15a = newPhraseSet("open", "click", "follow", "visit", "submit", "accept", "открой", "нажми", "перейди", "öffne", "klicke", "ouvre",
		"clique", "abre", "haz clic", "clique", "apri", "clicca", "打开", "点击", "開", "クリック", "열어", "클릭")
)

var (
	// keptAsData15a keeps instructions found in web content as data to
	// report: an honest tool that warns of them.
	keptAsData15a = newPhraseSet("as data", "not as command", "never obey", "instead of acting", "do not act on", "don't act on",
		"не выполнять", "как данные", "データとして", "実行せず", "作为数据", "不能执行", "不要执行", "데이터로", "실행하지 말", "come dati",
		"non eseguit", "como datos", "no las ejecutes", "comme des données", "n'agissez pas", "ne les exécutez pas", "als daten",
		"nicht ausführen", "nicht befolgen", "como dados", "nunca obedeça", "não as execute")
	// siteAsksCode15a is the site asking for a one-time code during the
	// user's own sign-in: the model asks the user to type it.
	siteAsksCode15a = newPhraseSet("if the site asks for", "if the service asks for", "if the page asks for", "fragt der dienst nach",
		"fragt die seite nach", "si le site demande", "si el sitio pide", "si el sitio solicita", "se o site pedir", "se il sito chiede",
		"если сайт запросит", "如果网站要求", "网站要求输入", "ワンタイムコードが必要な場合", "サイトがコードを求め", "사이트가 코드를 요구", "인증 코드가 필요하면")
	// userGivenOnly15a limits credentials to those the user gave in this
	// conversation; onlyWords15a makes it a limit.
	userGivenOnly15a = newPhraseSet("the user has provided in this conversation", "the user provided in this conversation", "用户在本次对话中",
		"用户在对话中提供", "ユーザーがこの会話で提供した", "사용자가 이 대화에서 제공한", "пользователь дал в этом разговоре",
		"fournis par l'utilisateur dans cette conversation", "que el usuario dio en esta conversación", "que o usuário forneceu nesta conversa",
		"forniti dall'utente in questa conversazione", "die der nutzer in diesem gespräch", "the user has supplied in this conversation", "come only from the", "supplied by the user")
	onlyWords15a = newPhraseSet("only", "只", "のみ", "만 사용", "только", "uniquement", "n'utilisez que", "solo", "apenas", "nur")
)
