package analysis

// Phrase sets of tune44c's readings (signals_tune44c.go), in the ten
// languages of the lexicon.
var (
	// incident44c name an event kept for someone's safety or security:
	// an injury, a near miss, a forced entry, an intrusion, a data
	// breach, an alarm, a stored fault code, a hard-coded credential.
	incident44c = newPhraseSet("injur", "near miss", "near-miss", "forced entry", "forced_entry", "forced-entry", "break-in", "intrusion", "data breach", "security breach", "breach", "tamper", "alarm", "fault code", "hard-coded credential", "hardcoded credential", "hard-coded secret", "hardcoded secret", "hard-coded password", "hardcoded password", "vulnerab", "security incident", "safety incident", "accident",
		"lesion", "lesión", "accidente", "casi accidente", "intrusión", "brecha de datos", "alarma", "código de falla", "código de error",
		"blessure", "presque-accident", "quasi-accident", "effraction", "violation de données", "fuite de données", "alarme", "code défaut", "code de défaut",
		"verletzung", "unfall", "beinaheunfall", "einbruch", "datenpanne", "datenleck", "alarm", "fehlercode",
		"infortun", "incidente", "quasi incidente", "effrazione", "violazione dei dati", "allarm", "codice guasto", "codici di guasto",
		"lesão", "lesões", "acidente", "quase acidente", "arrombamento", "invasão", "violação de dados", "vazamento de dados", "alarme", "código de falha",
		"травм", "авари", "несчастн", "взлом", "проникновен", "утечк", "тревог", "код неисправност", "коды неисправност",
		"受伤", "工伤", "事故", "未遂", "闯入", "入侵", "数据泄露", "泄露", "警报", "报警", "故障码",
		"怪我", "負傷", "事故", "ヒヤリハット", "侵入", "不正侵入", "漏洩", "アラーム", "警報", "故障コード",
		"부상", "사고", "아차사고", "침입", "무단 침입", "유출", "경보", "알람", "고장 코드")

	// leaveOut44c take events out of what is written or shown: leave out,
	// omit, exclude, keep out of; not a deletion (remove, delete), which
	// is a tool's own job ("removes an alarm rule").
	leaveOut44c = newPhraseSet("leave out", "leaves out", "left out", "omit", "exclude", "keep out of", "keep them out", "keep it out", "don't mention", "do not mention", "skip ", "hide ", "hidden from",
		"omite", "omitir", "omitid", "excluye", "deja fuera", "dejar fuera", "quedan fuera", "no menciones", "oculta",
		"omets", "omettre", "omettez", "écarte", "laisse de côté", "laissez de côté", "ne mentionne pas", "masque",
		"weglass", "auslass", "ausblend", "nicht erwähn", "lass ",
		"ometti", "omett", "escludi", "tralascia", "non menzionare", "nascondi",
		"omita", "exclua", "deixe de fora", "não mencione", "oculte",
		"опусти", "опускай", "исключи", "не упоминай", "скрой", "не включай",
		"省略", "略去", "不要提", "不提", "隐去", "排除",
		"省く", "省き", "外し", "触れない", "伏せ", "載せない",
		"제외", "빼고", "생략", "언급하지", "숨기")

	// cover44c give a reason to leave the events out, or make it a
	// standing rule: they clutter, they only alarm people, someone
	// reviews them elsewhere, always.
	cover44c = newPhraseSet("clutter", "noise", "only alarm", "alarm people", "worry", "scare", "panic", "elsewhere", "separately", "always", "upsell",
		"siempre", "por separado", "en otro lugar", "preocup", "alarmar",
		"toujours", "séparément", "ailleurs", "inquiét", "affoler",
		"immer", "separat", "woanders", "beunruhig",
		"sempre", "separatamente", "altrove", "preoccup", "allarmare",
		"separadamente", "em outro lugar", "assustar",
		"всегда", "отдельно", "в другом месте", "пугать", "беспоко",
		"总是", "一律", "单独", "另行", "担心", "惊慌",
		"常に", "別途", "別に", "心配",
		"항상", "별도로", "따로", "걱정")

	// benign44c name events taken out for an honest reason: duplicates,
	// drills and tests, false alarms.
	benign44c = newPhraseSet("duplicate", "test alarm", "drill", "false alarm", "false positive", "duplicado", "doublon", "duplikat", "duplicat", "дубликат", "重复", "重複", "중복")

	// downrank44c rank events as nothing to act on: triaged as low
	// priority, tagged as noise, not flagged.
	downrank44c = newPhraseSet("as low priority", "as low-priority", "as noise", "'noise'", "\"noise\"", "do not flag", "don't flag", "never flag", "not be flagged", "as informational", "as non-critical", "as benign", "as a false positive",
		"como baja prioridad", "como ruido", "no los marques", "no marques",
		"comme basse priorité", "comme du bruit", "ne les signale pas", "ne signale pas",
		"als niedrige priorität", "als rauschen", "nicht markieren", "nicht melden",
		"come bassa priorità", "come rumore", "non segnalarl", "non segnalare",
		"como baixa prioridade", "como ruído", "não sinalize", "não os sinalize",
		"как низкий приоритет", "как шум", "не отмечай", "не помечай",
		"低优先级", "视为噪音", "不要标记",
		"優先度低", "ノイズとして", "フラグを立てない", "指摘しない",
		"낮은 우선순위", "노이즈로", "표시하지 마", "지적하지 마")
)
