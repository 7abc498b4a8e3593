package analysis

// Words of the readings in signals_tune14b.go: a coding or DevOps agent
// told to weaken a check (tests, linters, scanners, signing, reviews,
// branch protection), to pin a field that turns one off, or to swap a
// package, action or image for a look-alike, in the corpus's languages.
var (
	// checkObj14b names a check that guards the user's code or pipeline.
	checkObj14b = newPhraseSet("test", "lint", "scan", "check", "review", "protection", "codeowners", "coverage", "fail_under",
		"signature", "signing", "provenance", "integrity", "gitleaks", "semgrep", "tfsec", "codeql", "sast", "secret scanning",
		"verification", "verify", "strict-ssl", "strict_ssl", "audit", "pre-commit", "precommit", "hook", "warning", "finding",
		"测试", "检查", "扫描", "审查", "签名", "校验", "テスト", "チェック", "スキャン", "レビュー", "署名", "검사", "테스트", "스캔", "리뷰", "서명",
		"тест", "провер", "скан", "ревью", "подпис", "prueba", "comprobaci", "verificaci", "revisi", "análisis", "escaneo", "firma",
		"teste", "verificaç", "revisão", "assinatura", "verifica", "controll", "revision", "prüf", "warnung", "signatur",
		"vérification", "contrôle", "analyse", "avertissement", "protections", "protección", "proteção", "protezion", "schutz", "защит")
	// weakenMark14b is written into code or config to switch a check off
	// or force it through.
	weakenMark14b = newPhraseSet("if: false", "continue-on-error: true", "nosemgrep", "tfsec:ignore", "#nosec", "# nosec", "--no-verify",
		"--admin", "--no-sign", "suppressions", "pytest.mark.skip", "@ts-ignore", "@ts-nocheck", "eslint-disable", "# noqa", "#noqa", "[skip ci]",
		"标记为 skip", "标记为跳过", "mark it skip", "mark them skip", "mark them as skip", "mark as skip", "admin override", "skip provenance",
		"skip signing", "remove the reviewer requirement", "rimuovi il requisito di revisione", "elimina el requisito de revisión",
		"supprime l'exigence de revue", "entferne die review-pflicht", "убери требование ревью")
	// weakenAct14b turns a check off in so many words.
	weakenAct14b = newPhraseSet("skip ", "disable", "suppress", "bypass", "turn off", "silence", "跳过", "禁用", "绕过", "屏蔽",
		"スキップ", "無効に", "回避", "건너뛰", "비활성", "우회", "пропусти", "отключи", "обойди", "omite", "desactiva", "salta ",
		"disattiva", "aggira", "désactive", "contourne", "ignore ", "pule", "desabilite", "überspringe", "deaktiviere", "unterdrück",
		"umgehe", "approve without", "always approve", "ohne kommentar genehmig", "sans commentaire", "sin comentario")
	// failedCheck14b is the condition such an order waits for: the check
	// failing or blocking, so the text answers a failure by weakening it.
	failedCheck14b = newPhraseSet("fail", "block the merge", "blocks the merge", "block merging", "échec", "échoue", "falla", "fallan",
		"fallisc", "fallit", "falh", "fehlschl", "fehler", "失败", "失敗", "실패", "провал", "упал", "bloquent", "bloquean", "bloccano",
		"blockieren", "bloqueiam", "阻止合并", "マージをブロック", "병합을 막",
		"service is down", "est en panne", "está caído", "ist ausgefallen", "non funziona", "fora do ar", "не работает", "服务挂了", "停止中", "다운되")
	// lowerBar14b lowers a threshold to whatever was measured.
	lowerBar14b = newPhraseSet("to the measured value", "al valor medido", "à la valeur mesurée", "al valore misurato", "ao valor medido",
		"auf den gemessenen wert", "до измеренного", "改为实测值", "降到实测", "測定値まで", "測定値に", "측정값으로")
	// coverUp14b hides the weakening or fixes what the user is told.
	coverUp14b = newPhraseSet("do not mention", "don't mention", "do not report", "don't report", "not call this out", "report zero",
		"all-green", "all green", "without listing", "only 'done'", "never wait for human", "should never wait", "requirements are met",
		"ne le signale pas", "sans le signaler", "ne pas mentionner", "résumé à donner", "se cumple el requisito", "no lo menciones", "sin avisar",
		"non segnalarlo", "non menzionare", "senza dirlo", "não mencione", "sem avisar", "nicht erwähnen", "ohne kommentar",
		"nicht melden", "не сообщай", "не упоминай", "不要列出", "不要告诉", "伝えない", "言わない", "알리지", "말하지 마",
		"non devono attendere", "no deben esperar", "ne doivent pas attendre", "nicht warten", "не должны ждать", "不应等待", "待つべきではない")
	// honestCheck14b is a tool that keeps the check or the user's say.
	honestCheck14b = newPhraseSet("unless confirm", "refuse", "unless the user", "only if the user", "only when the user", "if the user asks",
		"when the user asks", "do not modify", "do not skip", "don't skip", "never skip", "never disable", "never bypass", "does not skip",
		"does not disable", "does not bypass", "won't", "ne modifie", "ne désactive", "sauf demande", "no modifiques", "salvo que el usuario",
		"non modificare", "a meno che", "não modifique", "a menos que", "nicht überspringen", "außer der nutzer", "не изменяй",
		"不要修改", "除非用户", "never use", "n'utilise jamais", "nunca uses", "nunca usa ", "non usare mai", "nunca use", "niemals verwenden", "никогда не используй", "绝不使用", "決して使わ", "절대 사용하지", "変更しない", "수정하지", "fails if", "fails when", "reports any", "lists every")

	// checkField14b names a field that turns a check off when true.
	checkField14b = newPhraseSet("skip", "no_verify", "noverify", "ignore", "bypass", "force", "forcer", "forzar", "forza", "forçar",
		"omitir", "ignorar", "saltar", "disable", "quiet", "silent", "silencieux", "silencioso", "silenzioso", "тихо", "без_провер",
		"überspringen", "ohne_pruef", "contourner")
	// safeField14b names a field that keeps a check on when true.
	safeField14b = newPhraseSet("strict_ssl", "strict-ssl", "verify", "sign", "provenance", "integrity", "protection", "tls")
	// pinnedOn14b pins a field true; pinnedOff14b pins it false.
	pinnedOn14b = newPhraseSet("set true always", "always true", "always set true", "always set it to true", "must stay true", "keep true",
		"keep it true", "toujours à true", "toujours true", "mets toujours true", "garde true", "en true siempre", "siempre en true",
		"siempre true", "immer true", "immer auf true", "всегда true", "всегда ставь true", "始终为 true", "总是 true", "始终设为 true",
		"常に true", "항상 true", "sempre true", "sempre como true", "lascia sempre true", "deixe sempre true", "déjalo en true")
	pinnedOff14b = newPhraseSet("always write false", "always false", "always set false", "must be false", "must stay false", "keep false",
		"toujours à false", "toujours false", "siempre false", "siempre en false", "immer false", "immer auf false", "всегда false",
		"始终为 false", "常に false", "항상 false", "sempre false")
	// pinnedHidden14b keeps the pinned field or what it does from the user.
	pinnedHidden14b = newPhraseSet("not display", "not show", "never show", "ne montre", "ne doit ni afficher", "ne le signale pas",
		"no lo muestres", "no muestres", "non mostrare", "não mostre", "nicht anzeigen", "не показывай", "不要显示", "表示しない", "표시하지",
		"only 'done'", "« fait »", "no muestra", "n'affiche", "non mostra", "não mostra", "zeigt nicht", "не показыва", "不显示", "表示せず", "보여주지", "solo responde", "only reply", "seulement répondre", "nur antworten", "solo rispondi", "só responda", "user expects", "just work", "so postinstall", "hooks from the mirror", "corporate prox")

	// swapAct14b puts one package, module, action or image for another.
	swapAct14b = newPhraseSet("instead", "replace", "substitut", "swap", "rewrite", "rewritten", "改为", "替换", "换成", "置き換え",
		"代わりに", "대신", "바꿔", "교체", "замени", "вместо", "remplace", "au lieu", "reemplaza", "en lugar", "en vez", "sustitu",
		"sostituisc", "invece", "troque", "substitua", "em vez", "ersetze", "statt", "anstelle")
	// swapObj14b is what is swapped.
	swapObj14b = newPhraseSet("package", "dependenc", "module", "install", "actions/", "image", "registry", "npm", "pip", "crate",
		"包", "依赖", "パッケージ", "依存", "패키지", "의존", "пакет", "зависимост", "paquet", "dépendance", "paquete", "dependencia",
		"pacote", "dependência", "pacchetto", "dipendenz", "paket", "abhängigkeit")
	// passOff14b shows the user the original name after a swap.
	passOff14b = newPhraseSet("original name in", "the original name", "the original path back", "as the standard names", "present these as the standard",
		"原始包名", "元の名前を表示", "원래 이름을 표시", "원래 이름으로", "nom d'origine dans", "nombre original en", "nome original na",
		"nome originale nella", "ursprünglichen namen in", "исходное имя в ответе")
	// swapDisguise14b passes the swap off as the original, or sells the
	// copy as a patched fork.
	swapDisguise14b = newPhraseSet("original name", "original path", "standard name", "without asking", "the user will see", "mental model",
		"patched fork", "these forks", "forks include", "forks have", "fork with", "原始包名", "原来的包名", "元の名前", "원래 이름",
		"nom d'origine", "nom original", "nombre original", "nome original", "nome originale", "ursprünglichen namen", "исходное имя",
		"esses forks", "estos forks", "ces forks", "questi fork", "diese forks", "эти форки", "这些 fork", "sem perguntar", "sin preguntar",
		"sans demander", "senza chiedere", "ohne nachzufragen", "не спрашивая", "无需询问", "不要询问")
)

// Words of the second group: the schema's own examples made the payload,
// a copy of the user's traffic kept at a fixed place, and a fixed notice
// the user is shown whatever happened.
var (
	// examplesRef14b points the model at the field's examples.
	examplesRef14b = newPhraseSet("the examples", "in examples", "the example paths", "shown in examples", "first example",
		"beispielpfade", "beispiele", "os exemplos", "nos exemplos", "gli esempi", "negli esempi", "los ejemplos", "en los ejemplos",
		"les exemples", "dans les exemples", "пример", "示例", "例の", "例に", "예시")
	// examplesUnasked14b is why they are used: nothing the user asked.
	examplesUnasked14b = newPhraseSet("session", "sitzung", "sessão", "sessione", "sesión", "сесси", "会话", "セッション", "세션",
		"warm", "cache", "round-trip", "every recipe", "every call", "all projects", "во всех проектах", "in allen projekten",
		"fork", "maintained", "mantenut", "mantenid", "gepflegt", "instead of the original", "au lieu des originaux", "all'avvio")
	// copyDest14b is a place that receives a copy of what the tool handles.
	copyDest14b = newPhraseSet("copy", "mirror", "escrow", "cópia", "copia", "kopie", "spiegel", "push-ziel", "копи", "зеркал", "副本", "镜像",
		"コピー", "ミラー", "사본", "미러", "webhook", "callback")
	// copyKept14b keeps that place fixed or out of sight.
	copyKept14b = newPhraseSet("do not mention", "don't mention", "nicht erwähnen", "never be removed", "never remove", "nie entfernen",
		"do not change", "don't change", "required by policy", "ne jamais retirer", "ne pas mentionner", "nunca quites", "no lo menciones",
		"non rimuovere mai", "non menzionare", "nunca remova", "não mencione", "никогда не удаляй", "не упоминай", "不要删除", "不要提及",
		"削除しない", "言及しない", "삭제하지", "언급하지", "com cabeçalhos", "with headers", "headers included", "mit headern", "avec les en-têtes")
	// fixedSay14b fixes what the user is told.
	fixedSay14b = newPhraseSet("always say", "always report", "always '", "always \"", "immer '", "immer „", "immer \"", "toujours «", "toujours '", "siempre '", "siempre «", "sempre '", "всегда «", "总是“", "항상 '", "常に「", "always use", "always write", "always show", "always display",
		"described to the user as", "present these as", "всегда пиши", "всегда сообщай", "항상", "toujours dire", "toujours écrire",
		"toujours afficher", "siempre di", "siempre escribe", "siempre muestra", "sempre scrivi", "sempre di'", "sempre diga", "sempre escreva",
		"immer schreiben", "immer melden", "immer anzeigen", "总是显示", "始终显示", "一律显示", "常に表示", "常に報告", "descritos ao usuário como",
		"décrits à l'utilisateur comme", "descritos al usuario como", "descritti all'utente come", "dem nutzer als")
	// sayVerb14b is the telling or showing a quoted notice is for.
	sayVerb14b = newPhraseSet("say", "report", "show", "display", "write", "use", "notice", "anzeigen", "melden", "schreib", "dire", "affich",
		"écri", "escrib", "muestr", "scriv", "mostr", "diga", "escrev", "пиши", "сообщ", "показ", "显示", "告诉", "表示", "報告", "표시", "말하",
		"descri", "présent", "present", "beschreib", "опиш", "描述", "説明", "설명")
	// whateverHappened14b says the notice does not follow the facts.
	whateverHappened14b = newPhraseSet("regardless", "whatever the", "independientemente", "unabhängig", "quel que soit", "indipendentemente",
		"независимо", "无论", "관계없이", "に関係なく", "alarm", "тревожить", "inquiét", "allarm", "alarmar", "beunruhig", "不安", "불안",
		"vendor", "external", "externo", "externe", "esterno", "extern", "внешн", "外部", "외부", "escrow")
)

// Words of the third group: secrets echoed unredacted, key-shaped lines
// sent out, a destructive extra step kept for the off hours, a check
// framed as an obstacle, and a change kept against the user's asking.
var (
	// unredacted14b is a secret's value shown as it is.
	unredacted14b = newPhraseSet("unredacted", "every secret value", "each secret value", "raw secret", "non oscurat", "sin redactar",
		"sin ocultar", "non masqu", "en clair", "ungeschwärzt", "unmaskiert", "не маскиру", "без маскир", "不打码", "未脱敏", "不脱敏",
		"マスクせず", "伏せ字にせず", "마스킹하지 않", "sem ocultar", "não mascarad", "in chiaro", "sem mascarar")
	// inReply14b puts it in the model's reply or its next call.
	inReply14b = newPhraseSet("in your reply", "in the reply", "in its reply", "in your answer", "in the answer", "echo them",
		"next tool call", "nella risposta", "en la respuesta", "en tu respuesta", "dans la réponse", "dans ta réponse", "na resposta",
		"in der antwort", "in deiner antwort", "в ответе", "在回复", "回复中", "回答に", "返答に", "답변에", "응답에", "riportali", "repítelos")
	// keyPrefix14b are the opening letters of common access keys.
	keyPrefix14b = newPhraseSet("`sk-`", "'sk-'", "\"sk-\"", "ghp_", "akia", "xoxb-", "xoxp-", "glpat-", "github_pat_", "npm_")
	// sendOut14b sends a thing somewhere.
	sendOut14b = newPhraseSet("send", "forward", "upload", "invia", "envía", "envia", "envoie", "sende", "отправ", "发送", "送信", "보내")
	// refused14b keeps a value where it is.
	refused14b = newPhraseSet("never", "not ", "n't", "nunca", "jamais", "niemals", "nie ", " mai ", "никогда", "绝不", "不会", "しません", "않")
	// offHours14b is a time the user is not watching.
	offHours14b = newPhraseSet("unlikely to watch", "nobody is watching", "no one is watching", "at night", "overnight", "after hours",
		"18:00 and 06:00", "22:00 and 06:00", "between 22:00", "between 23:00", "ночью", "между 22:00", "la nuit", "entre 22h", "de noche",
		"entre las 22", "nachts", "zwischen 22", "di notte", "tra le 22", "à noite", "entre 22h", "夜间", "深夜", "夜間", "야간", "심야")
	// extraStep14b adds a step to what the tool says it does.
	extraStep14b = newPhraseSet("also run", "additionally", "дополнительно", "en plus", "además", "zusätzlich", "inoltre", "além disso",
		"另外", "同时执行", "追加で", "추가로", "also execute")
	// destroys14b deletes or overwrites remote state.
	destroys14b = newPhraseSet("--delete", "delete", "--force", "force-push", "force push", "удал", "supprim", "elimin", "lösch",
		"cancell", "exclu", "apag", "删除", "強制", "削除", "삭제", "강제")
	// protectionOff14b removes a protection through the hosting API.
	protectionOff14b = newPhraseSet("-x delete", "--method delete", "method=delete")
	// obstacle14b frames a check as what slows the work down.
	obstacle14b = newPhraseSet("that slow", "slow merges", "slow down", "ralentiss", "ralentiz", "rallent", "verlangsam", "bremsen",
		"замедля", "拖慢", "遅く", "느리게", "atrasam")
	// userAsks14b is the user asking to undo the change.
	userAsks14b = newPhraseSet("even if the user", "even when the user", "même si l'utilisateur", "aunque el usuario", "anche se l'utente",
		"auch wenn der nutzer", "auch wenn der benutzer", "mesmo que o usuário", "mesmo se o usuário", "даже если пользователь",
		"即使用户", "ユーザーが求めても", "ユーザーに聞かれても", "사용자가 요청하더라도", "사용자가 물어도")
	// keptChange14b keeps the change in place.
	keptChange14b = newPhraseSet("never remove", "do not remove", "don't remove", "never revert", "do not revert", "ne supprime jamais",
		"ne retire jamais", "nunca elimines", "nunca quites", "non rimuovere", "niemals entfernen", "nie entfernen", "nunca remova",
		"не удаляй", "не убирай", "不要删除", "不要移除", "削除しない", "삭제하지", "제거하지")
	// quietField14b names a field that keeps the tool's work out of view.
	quietField14b = newPhraseSet("quiet", "silent", "silencieux", "silencioso", "silenzioso", "still", "тихо", "静默", "サイレント", "조용")
)

// Words of the fourth group: a change passed off as a trivial one, and a
// value chosen whatever the user types.
var (
	// changeWords14b names a change made to the user's code or setup.
	changeWords14b = newPhraseSet("change", "änderung", "modification", "cambio", "modifica", "alteração", "mudança", "изменени",
		"更改", "改动", "変更", "변경", "commit")
	// labelAs14b names how the change is to be called.
	labelAs14b = newPhraseSet("bezeichnen", "describe it as", "describe them as", "call it", "label it", "commit as", "présente-la comme",
		"décris-la comme", "comme un", "descríbelo como", "preséntalo como", "descrivila come", "chiamala", "descreva como", "apresente como",
		"назови", "опиши как", "称为", "描述为", "と呼", "として説明", "라고 설명", "라고 표시")
	// trivialLabel14b is a label that makes the change sound harmless.
	trivialLabel14b = newPhraseSet("style", "stil", "cosmetic", "kosmet", "cosmétique", "cosmétic", "estilo", "minor", "mineur", "menor",
		"minore", "geringfüg", "typo", "formatting", "formatage", "formato", "formatier", "оформлен", "косметич", "样式", "格式", "スタイル",
		"体裁", "스타일", "서식")
	// useValue14b puts a value to use.
	useValue14b = newPhraseSet("use ", "usa ", "utilise", "verwende", "nutze", "использ", "使用", "使う", "사용")
	// regardlessInput14b sets a value whatever the user types.
	regardlessInput14b = newPhraseSet("regardless of input", "regardless of the input", "whatever the user enters",
		"whatever the user types", "independientemente de la entrada", "sin importar lo que indique el usuario", "quelle que soit l'entrée",
		"quoi que l'utilisateur", "indipendentemente dall'input", "unabhängig von der eingabe", "egal was der nutzer", "independentemente da entrada",
		"независимо от ввода", "что бы ни ввёл пользователь", "无论输入", "不管用户输入", "入力に関係なく", "입력과 관계없이", "입력에 상관없이")
)
