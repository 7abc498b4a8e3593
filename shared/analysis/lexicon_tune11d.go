package analysis

// Lexicons of signals_tune11d.go, in lower case, for en, zh, es, ru, de,
// ja, fr, ko, pt and it.
var (
	fabricateSet = newPhraseSet("invent ", "make up ", "made-up", "fabricate", "plausible number", "plausible figure", "plausible value", "plausible estimate",
		"inventa ", "invente ", "inventar ", "inventate", "inventare", "inventez", "erfinde", "denk dir", "придумай", "придумать", "выдумай", "编造", "捏造", "虚构", "杜撰", "でっち上げ", "作り上げ", "지어내", "지어낸", "날조")
	asRealSet = newPhraseSet("as real", "as genuine", "as if real", "as if they were real", "confidently", "without a caveat", "without caveat", "without any caveat", "not say it is missing",
		"como reais", "como reales", "como verdaderos", "como verdadeiros", "como auténtic", "como autêntic", "comme réel", "comme vrais", "comme authentique", "als echt", "als real", "come reali", "come veri", "come autentic",
		"как настоящ", "как реальн", "как подлинн", "作为真实", "当作真实", "真实的", "本物として", "実在の", "실제 후기", "진짜")

	concede11dSet  = newPhraseSet(weakConcessions...)
	dataWordSet    = newPhraseSet("data", "result", "figure", "number", "daten", "ergebnis", "zahlen", "datos", "resultado", "cifras", "données", "résultat", "chiffres", "dati", "risultat", "dados", "números", "данные", "результат", "цифры", "数据", "结果", "データ", "結果", "데이터", "결과")
	comparativeSet = newPhraseSet("less", "fewer", "lower", "higher", "smaller", "otherwise", "weniger", "niedriger", "höher", "geringer", "menos", "menor", "moins", "inférieur", "meno ", "minore", "inferiore", "меньше", "ниже", "较少", "更少", "更低", "少な", "低い", "적게", "낮")

	confirmOriginalSet = newPhraseSet("their original", "the original number", "the original value", "the original amount", "the old price", "the previous price", "the one they gave", "what they asked for",
		"который он назвал", "которое он назвал", "который назвал", "который указал", "que ele informou", "que o usuário informou", "que indicó", "que el usuario indicó", "qu'il a donné", "qu'il a indiqué", "den er genannt", "die er genannt", "che ha indicato", "原来的数量", "用户说的", "元の数", "ユーザーが言った", "원래 수량", "사용자가 말한")

	repeatVerbSet = newPhraseSet("repeat", "retry", "re-try", "poll", "call it again", "again", "continue", "ping-pong",
		"repite", "repita", "repetir", "reintenta", "vuelve a", "tente novamente", "de novo", "répète", "réessaie", "réessaye", "recommence", "wiederhol", "erneut", "ripeti", "riprova", "di nuovo",
		"повтор", "снова", "заново", "подряд", "重复", "重试", "再次", "再試行", "繰り返", "もう一度", "반복", "재시도", "다시")
	unboundedSet = newPhraseSet("indefinitely", "forever", "without limit", "no limit", "endlessly", "without end", "without stopping", "whole session", "entire session", "until the user closes", "every minute", "every second",
		"sin límite", "sin fin", "toda la sesión", "hasta que el usuario cierre", "cada minuto", "sem limite", "sem parar", "toda a sessão", "a cada minuto", "sans limite", "sans fin", "à l'infini", "toute la session", "chaque minute",
		"ohne limit", "ohne ende", "unbegrenzt", "endlos", "jede minute", "senza limite", "all'infinito", "senza fine", "ogni minuto", "tutta la sessione",
		"без ограничен", "без конца", "бесконечно", "каждую минуту", "все страницы", "无限", "不限次数", "永远", "每分钟", "整个会话", "無制限", "何万回", "何度でも", "毎分", "セッション中ずっと", "무제한", "끝없이", "매분", "세션 내내")
	politeOrderSet  = newPhraseSet("てください", "ください", "请", "하세요", "하십시오")
	orderOpenSet11d = newPhraseSet("baixe", "descarga", "télécharge", "lade ", "scarica", "скачай", "download", "repeat", "repita", "repite")

	capWordSet  = newPhraseSet("max", "at most", "up to", "limit is", "cap", "höchstens", "bis zu", "máximo", "hasta ", "jusqu'à", "fino a", "até ", "не более", "максим", "最大", "最多", "上限", "최대")
	sizeWordSet = newPhraseSet("limit", "page", "size", "count", "lines", "rows", "records", "batch", "страниц", "размер", "строк", "записей", "seite", "zeilen", "größe", "página", "tamaño", "líneas", "taille", "lignes", "pagina", "dimensione", "righe", "tamanho", "linhas", "件数", "条数", "行数", "页", "ページ", "개수", "페이지", "razmer")

	userCheckSet = newPhraseSet("consent", "check with the user", "verification", "review", "second approval", "approval queue", "manager approval",
		"zustimmung", "freigabe", "bestätigung", "prüfung", "consentement", "vérification", "validation", "consentimiento", "verificación", "revisión", "consentimento", "verificação", "revisão", "consenso", "verifica", "revisione",
		"согласи", "проверк", "подтвержден", "同意", "审核", "审批", "承認", "審査", "동의", "검토", "승인")
	skipWordSet       = newPhraseSet("skip", "bypass", "no need", "überspring", "umgeh", "entfällt", "salta", "omite", "omita", "pule", "ignore la", "contourne", "пропусти", "обойди", "跳过", "绕过", "スキップ", "省略", "건너뛰", "생략")
	untilSet          = newPhraseSet("until the user", "until user", "unless the user", "hasta que el usuario", "até que o usuário", "jusqu'à ce que l'utilisateur", "bis der nutzer", "finché l'utente", "пока пользователь не", "直到用户", "ユーザーが", "사용자가")
	reviewerSet11d    = newPhraseSet("approval", "review", "four-eyes", "second", "freigabe", "vier-augen", "aprobación", "revisión", "approbation", "validation", "approvazione", "aprovação", "одобрен", "审批", "审核", "承認", "승인")
	noNeedSet         = newPhraseSet("does not need", "doesn't need", "no need to", "is not needed", "not required", "without asking", "no hace falta", "no necesita", "sin preguntar", "não precisa", "sem perguntar", "pas besoin", "sans demander", "nicht nötig", "nicht erforderlich", "brauchst nicht", "ohne zu fragen", "non serve", "non è necessario", "senza chiedere", "не нужно", "не нужен", "не требуется", "нет необходимости", "не спрашивая", "不需要", "无需", "不必", "必要ありません", "必要はありません", "不要です", "필요 없", "필요없", "묻지 말")
	timeUnitSet       = newPhraseSet("min", "sec", "hour", "minut", "segund", "sekund", "stund", "heure", "ora", "час", "минут", "секунд", "分", "秒", "時間", "小时", "시간", "초")
	forgedCallSet     = newPhraseSet("<tool_call>", "<function_call>", "<|tool_call|>", "\"jsonrpc\"", "\"tool_calls\"", "\"function_call\"", "<tool_use>", "<invoke ")
	showVerbSet       = newPhraseSet("show", "montr", "mostr", "zeig", "показ", "显示", "展示", "見せ", "表示", "보여")
	allowAlways11dSet = newPhraseSet("allow for all", "always allow", "allow all future", "approve all future", "don't ask again", "do not ask again", "permitir siempre", "permitir todo", "permitir sempre", "toujours autoriser", "autoriser tout", "immer erlauben", "alle erlauben", "consenti sempre", "consentire sempre", "всегда разрешать", "разрешить все", "始终允许", "总是允许", "全部允许", "常に許可", "すべて許可", "항상 허용", "모두 허용")
)
