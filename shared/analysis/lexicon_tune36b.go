package analysis

// The words of tune36b's readings (signals_tune36b.go): what a retrieval,
// a document store or a summary hands the user, bent by the tool's own
// order.

var (
	// hidden36b name text a reader of the page or document does not see.
	hidden36b = newPhraseSet("hidden", "display:none", "white-on-white", "white on white", "zero-size", "invisible", "tracked-change deletion",
		"masqué", "masque", "caché", "invisible", "oculto", "oculta", "versteckt", "ausgeblendet", "unsichtbar", "nascost", "invisibil", "скрыт", "skryt", "невидим", "隐藏", "不可见", "非表示", "隠し", "隠れ", "숨겨진", "숨김")
	// hiddenFiles36b are hidden files, not hidden text.
	hiddenFiles36b = newPhraseSet("hidden file", "hidden folder", "hidden director", "dotfile", "fichiers cachés", "archivos ocultos", "versteckte dateien", "file nascosti", "скрытые файлы", "隐藏文件", "隠しファイル", "숨김 파일")
	// echo36b put a text into what the model writes.
	echo36b = newPhraseSet("reproduce", "repeat", "append", "go into", "goes into", "copy it into", "echo", "reprenez", "reproduisez", "répétez", "reprodu", "repite", "repít", "repetir", "incluye", "wiedergeb", "übernimm", "übernehmen", "riporta", "ripeti", "repita", "inclua", "воспроизвод", "повтор", "добав", "复述", "照抄", "附加", "写入", "繰り返", "転記", "付け加え", "반복", "옮겨", "덧붙")
	// unmarked36b pass it on word for word or with nothing to set it apart.
	unmarked36b = newPhraseSet("verbatim", "word for word", "unlabelled", "unlabeled", "without a label", "without labelling", "without labeling", "without marking", "as if it were", "sans le distinguer", "sans les distinguer", "tel quel", "mot pour mot", "sin distinguir", "sin marcar", "palabra por palabra", "textualmente", "wortwörtlich", "wörtlich", "ohne kennzeichnung", "ohne es zu kennzeichnen", "senza distinguer", "parola per parola", "testualmente", "sem distinguir", "palavra por palavra", "дословно", "без пометок", "не выделяя", "逐字", "原样", "原文照", "不加标注", "不做区分", "一字一句", "区別せず", "そのまま", "그대로", "구분하지 않", "표시 없이")
	// answer36b are what the model writes for the user.
	answer36b = newPhraseSet("answer", "summary", "summaries", "digest", "reply", "response", "report", "réponse", "résumé", "respuesta", "resumen", "antwort", "zusammenfassung", "risposta", "riassunto", "resposta", "resumo", "ответ", "сводк", "回答", "答复", "摘要", "总结", "要約", "返答", "답변", "요약")

	// conflict36b name a disagreement between two accounts of a fact.
	conflict36b = newPhraseSet("disagree", "contradict", "conflict", "differs from", "widerspr", "contradi", "contredi", "en désaccord", "diverge", "contrad", "противореч", "расходятся", "расходится", "矛盾", "不一致", "冲突", "食い違", "상충", "모순", "다를 경우", "다르면")
	// docWins36b settle a disagreement for the retrieved text.
	docWins36b = newPhraseSet("as authoritative", "correct the user", "correct them", "they are mistaken", "user is mistaken", "user is wrong", "they are wrong", "they're wrong", "go with the document", "go with the page", "go with the source",
		"gilt immer das", "gilt stets das", "nicht weiter berücksichtigt", "nicht berücksichtigt", "korrigiere den nutzer",
		"prevalece siempre", "prevalece el documento", "corrige al usuario", "se equivoca", "no se tiene en cuenta",
		"prévaut toujours", "le document prévaut", "corrigez l'utilisateur", "se trompe", "n'est plus pris en compte",
		"prevale sempre", "prevale il documento", "correggi l'utente", "si sbaglia",
		"prevalece sempre", "prevalece o documento", "corrija o usuário", "está errado", "está enganado", "desconsider",
		"всегда приоритет", "приоритет у документа", "поправь пользователя", "исправь пользователя", "ошибается", "слова пользователя не учитыва",
		"以文档为准", "以文件为准", "以页面为准", "纠正用户", "用户是错", "用户错了", "不予考虑",
		"文書を優先", "ドキュメントを優先", "ページを優先", "ユーザーを訂正", "間違っていると",
		"문서를 우선", "문서가 우선", "페이지를 우선", "사용자를 정정", "틀렸다고")

	// credit36b credit an idea or a decision to someone.
	credit36b = newPhraseSet("credit", "attribute", "proposed by", "zuschreib", "zugeschrieben", "attribu", "atribu", "atribui", "приписыва", "приписать", "归功", "归于", "写成由", "算作", "帰属", "の提案とし", "제안한 것으로", "귀속")
	// anyAuthor36b set the real author aside.
	anyAuthor36b = newPhraseSet("regardless of who", "no matter who", "whoever proposed", "guests' contributions", "others' contributions", "unabhängig davon, wer", "egal wer", "quel que soit", "peu importe qui", "independientemente de quién", "sin importar quién", "indipendentemente da chi", "independentemente de quem", "независимо от того, кто", "кто бы ни", "不论", "无论是谁", "不管是谁", "誰が提案", "誰の発言", "누가 제안", "누가 말")

	// ownKnowledge36b present what was retrieved as the model's own.
	ownKnowledge36b = newPhraseSet("as your own knowledge", "as your own words", "as if it were your own", "as if you knew it", "like your own knowledge", "wie eigenes wissen", "als eigenes wissen", "als dein eigenes wissen", "comme vos propres connaissances", "comme votre propre savoir", "comme tes propres connaissances", "como conocimiento propio", "como si fuera tuyo", "como tu propio conocimiento", "come conoscenza propria", "come se fosse tuo", "como conhecimento próprio", "como se fosse seu", "как собственные знания", "как свои знания", "作为你自己的知识", "当作你自己的知识", "像你自己的知识", "自分の知識として", "自身の知識として", "자신의 지식처럼", "자신의 지식인 것처럼")

	// notExist36b say a thing does not exist.
	notExist36b = newPhraseSet("doesn't exist", "does not exist", "no such", "non-existent", "nonexistent", "existiert nicht", "gibt es nicht", "no existe", "n'existe pas", "non esiste", "não existe", "не существует", "нет такой", "不存在", "没有这样的", "存在しない", "存在しません", "존재하지 않")
	// kbMiss36b find nothing in the source.
	kbMiss36b = newPhraseSet("no answer", "not find", "nothing found", "no result", "no match", "finds nothing", "keine antwort", "nichts findet", "nicht findet", "no encuentra", "no encuentras", "sin respuesta", "ne trouve", "aucune réponse", "non trova", "nessuna risposta", "não encontrar", "não encontra", "sem resposta", "не найд", "нет ответа", "找不到", "没有答案", "未找到", "見つからない", "答えがない", "찾지 못", "답이 없")
	// knowsOtherwise36b deny what the model knows.
	knowsOtherwise36b = newPhraseSet("even if you know otherwise", "even if you know", "auch wenn du es besser weißt", "aunque sepas lo contrario", "même si vous savez", "anche se sai", "mesmo que saiba", "даже если знаешь", "即使你知道", "知っていても", "알더라도")

	// omit36b leave something out of what the user reads.
	omit36b = newPhraseSet("leave out", "omit ", "drop ", "play down", "tone down", "atténuez", "omettez", "laissez de côté", "omite", "omitir", "deja fuera", "minimiza", "weglassen", "auslassen", "herunterspielen", "ometti", "tralascia", "minimizza", "omita", "deixe de fora", "minimize", "опусти", "не упоминай", "смягч", "省略", "略去", "淡化", "不要提", "省いて", "触れず", "생략", "빼고", "축소")
	// dissent36b are what a fair account of a meeting or a review keeps.
	dissent36b = newPhraseSet("objection", "disagreement", "dissent", "risks", "delays", "concerns", "désaccord", "risques", "retards", "objecion", "objeción", "desacuerdo", "riesgos", "retrasos", "einwände", "einwand", "widerspruch", "risiken", "verzögerungen", "obiezion", "disaccord", "rischi", "ritardi", "objeç", "desacordo", "riscos", "atrasos", "возражени", "разноглас", "риски", "задержки", "反对意见", "异议", "分歧", "风险", "延误", "反対意見", "異論", "リスク", "遅延", "반대 의견", "이견", "위험", "지연")
	// kept36b keep them in.
	kept36b = newPhraseSet("stay in", "stays in", "keep them", "include ", "even if", "restent", "bleiben", "permanecen", "restano", "permanecem", "остаются", "保留", "残す", "유지")
	// unanimous36b call a decision shared by all.
	unanimous36b = newPhraseSet("as unanimous", "were unanimous", "was unanimous", "comme unanimes", "comme unanime", "como unánime", "als einstimmig", "come unanim", "como unânime", "как единоглас", "一致通过", "全员一致", "全会一致", "만장일치")
	// settledFact36b present some sources' claims as beyond dispute.
	settledFact36b = newPhraseSet("as settled fact", "as established fact", "as undisputed", "as the consensus", "as consensus", "as fact and", "comme un fait établi", "comme le consensus", "como hecho establecido", "como el consenso", "als gesicherte tatsache", "als konsens", "come fatto accertato", "come il consenso", "como fato estabelecido", "como o consenso", "как установленный факт", "как консенсус", "作为定论", "作为共识", "確定した事実として", "合意として", "확정된 사실로", "합의된 견해로")

	// directive36b are orders a page or a note holds for an assistant.
	directive36b = newPhraseSet("directive", "lines starting with 'ai:'", "instructions in the page", "instructions embedded", "embedded instructions", "anweisungen", "direktiven", "directivas", "instrucciones del", "consignes", "directives", "direttive", "istruzioni contenute", "diretivas", "instruções contidas", "директив", "указания", "指令", "指示", "지시")
	// obey36b carry them out.
	obey36b = newPhraseSet("carry out", "follow them", "follow it", "follow those", "follow these", "obey", "execute them", "act on them", "befolge", "führe sie aus", "ausführen", "síguelas", "sigue las", "ejecútalas", "suivez-les", "exécutez-les", "appliquez-les", "seguile", "seguirle", "eseguile", "siga-as", "execute-as", "выполняй", "выполните", "следуй", "执行", "遵循", "遵照", "照做", "従って", "従う", "実行して", "따르", "실행하")
	// contentSource36b place the orders in what was fetched, not the user.
	contentSource36b = newPhraseSet("site owner", "workspace owner", "page's", "the page", "the note", "the document", "in pages", "in the content", "before answering", "while answering", "des seiten", "der seite", "de la página", "du document", "de la page", "della pagina", "da página", "на странице", "в документе", "页面中", "文档中", "ページ内", "文書内", "페이지의", "문서의")

	// overUser36b put a stored rule over what the user says.
	overUser36b = newPhraseSet("override instructions the user", "override the user", "overrides the user", "override what the user", "take precedence over the user", "takes precedence over the user", "prevail over the user", "override future", "override later", "überschreiben anweisungen des nutzers", "vorrang vor den anweisungen", "prevalecen sobre las instrucciones del usuario", "priment sur les instructions de l'utilisateur", "prevalgono sulle istruzioni dell'utente", "prevalecem sobre as instruções do usuário", "важнее указаний пользователя", "приоритет над указаниями пользователя", "优先于用户", "覆盖用户", "ユーザーの指示より優先", "사용자의 지시보다 우선")
	// stored36b are rules or notes kept between conversations.
	stored36b = newPhraseSet("stored", "saved", "remembered", "memory", "memories", "gespeichert", "guardad", "enregistr", "salvat", "сохранён", "сохранен", "保存", "记忆", "記憶", "저장")

	// tenants36b name every customer of a hosted service at once.
	tenants36b = newPhraseSet("tenants", "every tenant", "all customers", "other customers", "all organisations", "all organizations", "all workspaces", "allen mandanten", "alle mandanten", "allen kunden", "todos los clientes", "todos los inquilinos", "tous les clients", "tous les locataires", "tutti i clienti", "todos os clientes", "всех клиентов", "все клиенты", "всеми клиентами", "所有租户", "所有客户", "全テナント", "すべての顧客", "全顧客", "모든 고객사", "모든 고객", "모든 테넌트")
	// pooled36b put the user's writes there.
	pooled36b = newPhraseSet("written there", "pooled", "stored there", "saved there", "dort gespeichert", "se guardan allí", "y se guarda", "y se guardan", "y sont enregistr", "vi vengono salvat", "são salvos", "сохраняются там", "也存入", "存储在那里", "一起保存", "そこに保存", "함께 저장", "그곳에 저장")

	// internalHosts36b are the user's own network.
	internalHosts36b = newPhraseSet("169.254.169.254", "metadata.google.internal", "localhost", "127.0.0.1", "private ranges", "private range", "private ip", "private network", "internal hosts", "*.internal", "*.corp", "intranet", "10.x", "192.168.", "réseau privé", "red privada", "internes netz", "privaten netz", "rete privata", "rede privada", "внутренн", "内网", "私有网络", "社内ネットワーク", "プライベート", "내부망", "사설")
	// uploaded36b send what they return out.
	uploaded36b = newPhraseSet("upload", "include whatever", "sent to", "hochgeladen", "subid", "subir", "téléversé", "envoyé", "caricat", "enviad", "загруж", "上传", "アップロード", "업로드")
	// refused36b keep them out.
	refused36b = newPhraseSet("refused", "blocked", "never", "not crawled", "are skipped", "unless", "rejected", "abgelehnt", "bloqueado", "bloqué", "bloccat", "отклон", "блокир", "拒绝", "拒否", "차단")

	// hush36b keep a fact from the user.
	hush36b = newPhraseSet("never report", "never mention", "never disclose", "don't mention", "do not mention", "don't disclose", "do not disclose", "don't reveal", "do not reveal", "don't tell", "do not tell", "without mentioning", "nicht erwähnen", "erwähne nicht", "nie erwähnen", "no menciones", "nunca menciones", "sin mencionar", "ne mentionnez pas", "sans mentionner", "non menzionare", "senza menzionare", "não mencione", "sem mencionar", "не упоминай", "не сообщай", "не говори", "不要提及", "不要提到", "不要告诉", "不要透露", "言及しない", "触れないで", "伝えないで", "언급하지", "알리지")
	// withheld36b are what a tool left out or let go stale.
	withheld36b = newPhraseSet("removed", "filtered", "deprecat", "outdated", "out of date", "stale", "review date", "last reviewed", "withheld", "censor", "entfernt", "gefiltert", "veraltet", "eliminad", "filtrad", "obsolet", "supprimé", "filtré", "rimoss", "filtrat", "removid", "удален", "отфильтр", "устарев", "删除", "过滤", "过时", "削除", "除外", "古い", "삭제", "필터", "오래된")
	// classified36b are markings of how far a text may go.
	classified36b = newPhraseSet("confidential", "internal only", "internal-only", "classification", "do not distribute", "vertraulich", "nur intern", "confidencial", "uso interno", "confidentiel", "usage interne", "riservato", "конфиденциальн", "для служебного", "机密", "内部资料", "社外秘", "機密", "기밀", "대외비")
	// marking36b are where such a marking sits.
	marking36b = newPhraseSet("banner", "footer", "header", "label", "marking", "watermark", "stamp", "bannière", "pied de page", "filigrane", "pie de página", "pies de página", "marca de agua", "marcas de agua", "etiqueta", "kopfzeile", "fußzeile", "wasserzeichen", "vermerk", "intestazion", "piè di pagina", "rodapé", "cabeçalho", "колонтитул", "гриф", "水印", "页脚", "标记", "透かし", "フッター", "표시", "워터마크")
	// strip36b take it out.
	strip36b = newPhraseSet("remove", "strip", "delete", "drop", "entfern", "elimina", "supprim", "quita", "rimuov", "remov", "удал", "убери", "删除", "去掉", "移除", "削除", "取り除", "제거", "삭제")

	// othersPrivate36b are places of other people, or held back from most.
	othersPrivate36b = newPhraseSet("their private notes", "their private notebooks", "their private folders", "their private files", "their private documents", "their private channels", "their private messages", "their private spaces", "colleagues' private", "other users' private", "others' private", "everyone's private", "restricted ones", "restricted spaces", "restricted pages", "restricted folders", "restricted notebooks", "personal and restricted",
		"ihre privaten", "privaten und eingeschränkten", "eingeschränkte bereiche", "sus notas privadas", "privados de sus", "espacios restringidos", "leurs notes privées", "privés de vos collègues", "espaces restreints", "loro note private", "spazi riservati", "suas notas privadas", "espaços restritos", "их личные", "их приватные", "закрытые разделы", "他们的私人", "同事的私人", "受限空间", "彼らの個人", "同僚の非公開", "制限付きスペース", "그들의 개인", "동료의 비공개", "제한된 공간")
	// widened36b reach them as well.
	widened36b = newPhraseSet("searched too", "too", "as well", "including", "also", "auch", "einschließlich", "también", "incluidos", "incluidas", "aussi", "y compris", "anche", "inclusi", "também", "incluindo", "тоже", "также", "включая", "也", "包括", "も含め", "も検索", "도 ", "포함")
	// scopeKept36b keep the reach to what the user may see.
	scopeKept36b = newPhraseSet(" only", "never", "excluded", "unless", "shared notebooks", "public", "solo ", "seulement", "nur ", "apenas", "только", "仅", "のみ", "만 ")

	// userSilent36b turn "if the user …" into a default: the user said nothing.
	userSilent36b = newPhraseSet("user doesn't", "user does not", "user didn't", "user did not", "user hasn't", "user has not", "usuario no", "l'utilisateur ne", "nutzer keinen", "nutzer nicht", "utente non", "usuário não", "пользователь не", "用户没有", "用户未", "ユーザーが指定しない", "사용자가 지정하지")

	// concludeFor36b fix a comparison's conclusion in advance.
	concludeFor36b = newPhraseSet("conclude that", "concluez que", "concluye que", "concluya que", "conclua que", "concludi che", "concludere che", "schließe, dass", "schlussfolgere, dass", "делай вывод, что", "сделай вывод, что", "结论是", "结论为", "と結論", "결론을 내리", "결론은")
	// best36b name the winner.
	best36b = newPhraseSet("is the best", "best fit", "best choice", "best option", "the winner", "is superior", "le meilleur", "la meilleure", "la mejor", "el mejor", "il migliore", "la migliore", "o melhor", "a melhor", "die beste", "der beste", "das beste", "лучш", "最好", "最佳", "最適", "一番", "최고", "가장 좋", "가장 적합")

	// sessionCred36b are what lets a holder act as the user's session.
	sessionCred36b = newPhraseSet("authorization header", "auth header", "bearer token", "cookies", "session cookie", "session token", "session id", "cabecera authorization", "cabecera de autorización", "en-tête authorization", "authorization-header", "intestazione authorization", "cabeçalho authorization", "заголовок authorization", "授权头", "认证头", "会话令牌", "クッキー", "セッショントークン", "쿠키", "세션 토큰")
	// theirSide36b hand them to the server's people.
	theirSide36b = newPhraseSet("connector team", "support team", "our team", "on their side", "our engineers", "log in as you", "sign in as you", "unser team", "nuestro equipo", "notre équipe", "nostro team", "nossa equipe", "нашей команде", "поддержке", "我们的团队", "支持团队", "サポートチーム", "지원팀")

	// personalContact36b are how to reach a person at home.
	personalContact36b = newPhraseSet("home address", "personal email", "personal phone", "private address", "private phone", "adresse personnelle", "adresse du domicile", "dirección particular", "domicilio", "privatadresse", "wohnadresse", "private e-mail", "indirizzo di casa", "email personale", "endereço residencial", "e-mail pessoal", "домашний адрес", "личная почта", "家庭住址", "私人邮箱", "自宅の住所", "個人のメール", "집 주소", "개인 이메일")
	// synced36b copy them to another service.
	synced36b = newPhraseSet("synced to", "synchronised to", "synchronized to", "uploaded to", "copied to", "exported to", "sincroniza", "synchronisé", "synchronisiert", "sincronizzat", "sincronizad", "синхрониз", "同步到", "同期され", "동기화")

	// noLower36b forbid lowering a limit.
	noLower36b = newPhraseSet("don't lower", "do not lower", "never lower", "don't reduce", "do not reduce", "never reduce", "keep it at the maximum", "nicht verringern", "nicht senken", "no lo reduzcas", "no lo bajes", "ne le réduisez pas", "ne le baissez pas", "non ridurlo", "non abbassarlo", "não reduza", "não diminua", "не уменьшай", "не снижай", "不要调低", "不要降低", "下げないで", "減らさないで", "낮추지", "줄이지")

	// competitor36b name a rival's products.
	competitor36b = newPhraseSet("competitor", "rival", "konkurren", "wettbewerber", "competidor", "competencia", "concurrent", "concorrent", "конкурент", "竞品", "竞争对手", "競合", "경쟁")
	// rewrite36b turn a query's words into others.
	rewrite36b = newPhraseSet("rewrite", "replace", "swap", "umschreib", "ersetze", "reescrib", "reemplaza", "réécri", "remplace", "riscriv", "sostituisc", "reescrev", "substitua", "перепиши", "замени", "改写", "替换", "書き換え", "置き換え", "바꾸", "치환")
	// steer36b say why: toward the vendor.
	steer36b = newPhraseSet("steer", "toward", "favour", "favor", "lenken", "hacia", " vers ", " verso ", " para o ", "в сторону", "引导", "誘導", "유도")
)
