package analysis

var (
	// userGateSet: the act tied to the user's own request, in the words
	// userRequestedSet lacks.
	userGateSet = newPhraseSet("only when they ask", "only if they ask", "only when they request", "only if they request", "only if the user asks", "only if the user requests", "only when the user requests",
		"à sa demande", "à leur demande", "sur demande de l'utilisateur", "nur wenn der nutzer es wünscht", "nur auf wunsch", "nur wenn der benutzer", "solo si el usuario", "solo cuando el usuario lo", "solo se l'utente", "solo quando l'utente", "somente se o usuário", "somente quando o usuário", "só quando o usuário", "só se o usuário", "solo cuando el usuario", "uniquement si l'utilisateur", "uniquement quand l'utilisateur", "seulement si l'utilisateur", "seulement quand l'utilisateur", "nur auf ausdrücklichen wunsch", "только когда пользователь", "chỉ khi người dùng", "yalnızca kullanıcı istediğinde", "alleen als de gebruiker", "alleen wanneer de gebruiker", "tylko gdy użytkownik", "tylko na prośbę", "hanya jika pengguna", "只在用户要求", "用户要求时才", "ユーザーに頼まれた場合のみ", "사용자가 요청하는 경우에만", "apenas se o usuário", "apenas quando o usuário",
		"только по просьбе", "только если пользователь", "仅在用户要求", "仅当用户要求", "只有在用户要求", "僅在使用者要求", "ユーザーが求めた場合のみ", "ユーザーの依頼があった場合のみ", "사용자가 요청한 경우에만", "사용자가 요청할 때만",
		// the act waits for the user's own pick or consent
		"after the user picks", "after the user selects", "after the user chooses", "after the user agrees", "after the user confirms", "after the user approves",
		"once the user picks", "once the user selects", "once the user chooses", "once the user agrees", "once the user confirms", "once the user approves", "with the user's consent", "if the user agrees", "when the user agrees",
		"después de que el usuario elija", "después de que el usuario confirme", "cuando el usuario confirme", "con el consentimiento del usuario",
		"après que l'utilisateur a choisi", "après confirmation de l'utilisateur", "une fois que l'utilisateur a confirmé", "avec l'accord de l'utilisateur", "avec le consentement de l'utilisateur",
		"sobald der nutzer zugestimmt", "sobald der nutzer bestätigt", "mit zustimmung des nutzers", "mit einwilligung des nutzers",
		"dopo che l'utente ha scelto", "dopo che l'utente ha confermato", "con il suo consenso", "con il consenso dell'utente",
		"depois que o usuário escolher", "depois que o usuário confirmar", "após o usuário escolher", "após a confirmação do usuário", "com o consentimento do usuário",
		"после того как пользователь подтвердит", "после того как пользователь выберет", "после выбора пользователя", "после подтверждения пользователя", "с согласия пользователя",
		"用户选择后", "用户确认后", "用户同意后", "经用户同意", "ユーザーが選んだ後", "ユーザーが選択した後", "ユーザーが確認した後", "ユーザーの同意を得て", "사용자가 선택한 후", "사용자가 확인한 후", "사용자의 동의를 받아", "사용자가 동의하면")

	// writeIntoBefore and writeIntoAfter: a write verb before or after
	// the path it writes to.
	writeIntoBefore = []string{"写入", "写到", "写进", "保存到", "保存至", "存入", "寫入", "寫到", "écrit dans", "écrire dans", "écrivez dans", "enregistre dans", "schreibt in", "schreiben in", "speichert in", "escribe en", "escribir en", "guarda en", "scrive in", "scrivere in", "salva in", "escreve em", "escrever em", "salva em", "записывает в", "записать в", "сохраняет в"}
	writeIntoAfter  = []string{"に書き込", "へ書き込", "に保存", "に書き出", "에 쓰", "에 기록", "에 저장", "中写入", "に追記"}

	// includingWords: include as a list's preposition, not a verb.
	includingWords = []string{"including", "incluant", "y compris", "einschließlich", "inklusive", "incluyendo", "incluidos", "incluidas", "inclusi", "compresi", "incluindo", "включая", "包括", "含む", "포함한", "포함하여"}

	// removeVerbs: taking data away.
	removeVerbs = []string{"remove", "removes", "strip", "strips", "delete", "deletes", "erase", "erases", "wipe", "wipes", "purge", "purges", "entfernt", "löscht", "supprime", "efface", "elimina", "borra", "rimuove", "cancella", "apaga", "удаляет", "удалить", "删除", "移除", "去除", "清除", "削除", "除去", "제거", "삭제"}

	// secretScanWords: scanning for secrets to stop them.
	secretScanWords = []string{"secret scan", "secret-scan", "secrets scan", "scan for secrets", "scans for secrets", "secret detection", "secret scanning", "secret scanner", "geheimnis-scan", "analyse des secrets", "escaneo de secretos", "scansione dei segreti", "varredura de segredos", "сканирование секретов", "密钥扫描", "シークレットスキャン", "시크릿 스캔"}
)

// userAsksOpeners open a condition on what the user asks for.
var userAsksOpeners = []string{"if the user asks for", "when the user asks for", "if the user requests", "when the user requests", "if the user wants", "si l'utilisateur demande", "quand l'utilisateur demande", "si el usuario pide", "cuando el usuario pida", "wenn der nutzer", "wenn der benutzer", "se l'utente chiede", "quando l'utente chiede", "se o usuário pedir", "quando o usuário pedir", "если пользователь просит", "если пользователь попросит", "如果用户要求", "当用户要求", "用户要求", "ユーザーが", "사용자가"}

// tellUserVerbs open an order to tell the user something; tellUserFinal
// close one in verb-final languages.
var tellUserVerbs = []string{"tell the user", "tell them", "tell users", "inform the user", "inform them", "confirm to the user", "report to the user", "say that", "state that", "assert that", "claim that", "conclude that", "respond always that", "present the", "present it as", "present them as", "respond that", "reply that",
	"sag dem nutzer", "sage dem nutzer", "teile dem nutzer", "melde dem nutzer", "bestätige dem nutzer", "sagen sie dem nutzer", "teilen sie dem nutzer", "berichte, dass", "melde, dass",
	"dites à l'utilisateur", "dis à l'utilisateur", "annoncez à l'utilisateur", "annonce à l'utilisateur", "informez l'utilisateur", "indiquez à l'utilisateur", "confirmez à l'utilisateur", "présentez le", "présentez la", "présentez les", "répondez que", "conclus que", "concluez que", "affirme que", "affirmez que",
	"dile al usuario", "di al usuario", "informa al usuario", "indica al usuario", "confirma al usuario", "comunica al usuario", "presenta el", "presenta la", "presenta los", "responde que", "responde siempre que", "afirma que", "dile que",
	"dì all'utente", "di' all'utente", "comunica all'utente", "informa l'utente", "conferma all'utente", "riferisci all'utente", "presenta il", "rispondi che", "indica sempre", "afferma che",
	"diga ao usuário", "diga ao utilizador", "informe ao usuário", "informe o usuário", "confirme ao usuário", "apresente o", "apresente a", "apresente os", "responda que",
	"пользователю говорите", "пользователю скажите", "пользователю сообщите", "скажите пользователю", "сообщите пользователю", "сообщайте пользователю", "подтвердите пользователю", "отвечайте, что", "говорите, что", "убеждай пользователя", "убеждайте пользователя", "утверждай, что",
	"告诉用户", "告知用户", "向用户报告", "向用户表示", "回复用户", "对用户说", "khẳng định", "nói với người dùng", "أخبره", "أخبر المستخدم", "kullanıcıya söyle", "vertel de gebruiker", "powiedz użytkownikowi", "write that", "always write", "always conclude", "always present", "scrivi sempre che", "scrivi che", "immer schreiben", "schreibe, dass", "schreibe immer", "пиши, что", "пиши что", "escribe que", "escribe siempre que", "écris que", "écris toujours que", "escreva que", "escreva sempre que", "presenta siempre", "présente toujours", "apresente sempre", "presenta sempre", "写明", "总是写", "と書いて", "라고 쓰", "пиши завжди", "завжди пиши"}

var tellUserFinal = []string{"と伝えて", "と報告して", "と回答して", "と答えて", "と言って", "と説明して", "고 보고하", "고 말하", "고 알리", "고 전달하", "고 안내하", "고 답하"}

// allClearClaims: what a prepared all-clear claims.
var allClearClaims = []string{" complete", "all tests pass", "tests pass", " passed", "no critical", "no issues", "no errors", "intact", "private", "succeeded", "successful", "as requested", "as asked", "was deployed", "0 rows", "original",
	"vollständig", "bestanden", "erfolgreich", "privat", "keine fehler", "wie gewünscht", "complet", "passent", "réussi", "privé", "aucun problème", "comme demandé", "intacte",
	"completo", "completa", "pasan", "pasaron", "exitos", "privado", "privada", "sin errores", "como se pidió", "desde github", "intacto", "passati", "superati", "riuscit", "privato", "nessun errore", "come richiesto", "intatt",
	"passaram", "sucesso", "sem erros", "conforme solicitado", "полн", "пройден", "успешно", "приватн", "без ошибок", "исходн", "как просили", "оригинальн",
	"完整", "全部通过", "都通过", "成功", "私有", "没有问题", "按要求", "非公開", "完了しました", "すべて成功", "問題ありません", "要求通り", "保存しました", "통과했다", "통과했", "성공했", "비공개", "문제없", "요청대로", "완료했"}

// departWords: the act departs from what the user asked.
var departWords = []string{"instead", "still use", "even if", "replace", "swap", "substitut", "rewrite", "filter out", "remove any", "en lugar", "sustitu", "à la place", "remplace", "stattdessen", "ersetze", "invece", "sostituisc", "em vez", "substitua", "вместо", "заменя", "замени", "代替", "替换", "代わりに", "置き換", "대신", "바꾸", "希望しても", "요청해도", "fail", "échou", "falla", "fehlgeschlag", "fallisc", "falha", "失败", "失敗", "실패", "не прош", "error", "fehler", "erreur", "errore", "erro ", "ошибк", "错误", "エラー", "오류", "omit", "omita", "omite", "ometti", "weglass", "supprim", "remaining", "restante", "resto", "остальн", "剩余", "残り", "나머지"}

// noConfirmOrders: an order not to ask the user first, or a claim that the
// user already agreed.
var noConfirmOrders = []string{"不要向用户确认", "无需向用户确认", "不要确认", "不必确认", "用户已同意", "已在设置中同意", "確認は絶対に行わない", "確認せずに", "確認しないで", "確認は不要", "확인하지 말", "확인하지 마", "묻지 마", "확인 없이", "사용자가 이미 동의",
	"sem pedir confirmação", "não peça confirmação", "sin pedir confirmación", "no pidas confirmación", "sans demander de confirmation", "sans demander confirmation", "ne demande pas de confirmation", "ohne rückfrage", "keine rückfrage", "eine rückfrage", "bereits zugestimmt", "senza chiedere conferma", "non chiedere conferma",
	"без подтверждения", "не спрашивай подтверждени", "не запрашивай подтверждени", "onay isteme", "onay almadan", "tanpa konfirmasi", "không hỏi xác nhận", "don't ask for confirmation", "do not ask for confirmation", "never ask for confirmation", "skip the confirmation", "has already agreed", "has already approved", "確認は省略", "確認を省略", "問いかけは禁止", "لا تطلب تأكيد", "कन्फ़र्म मत", "पुष्टि मत", "не питай підтвердження", "не запитуй підтвердження", "perguntar ao usuário é desnecessário", "never ask again", "never ask the user before", "without asking the user", "不必征求用户意见", "无需征求用户", "vraag niet om bevestiging", "zonder bevestiging te vragen", "nie pytaj o potwierdzenie", "jangan minta konfirmasi", "không cần hỏi xác nhận", "đừng hỏi xác nhận"}

// weightyActs: acts a user is asked about first.
var weightyActs = []string{"force", "强制", "注文", "決済", "購入", "order", "purchase", "buy", "pay", "delete", "löschung", "lösch", "exclua", "elimin", "supprim", "cancell", "удал", "删除", "削除", "삭제", "alım", "al.", "compra", "achat", "kauf", "покуп", "购买", "주문", "결제", "送金", "gönder", "переказ", "भेज", "دفع", "accept", "接受", "承認", "수락", "approv", "grant", "betaal", "przelew", "transfer", "kirim", "chuyển tiền", "перевод"}

// regardlessWords: a claim kept whatever the data shows.
var regardlessWords = []string{"whatever the data", "regardless of the data", "even if the data", "even when the data", "quelle que soit", "aunque ", "kể cả khi", "unabhängig davon", "indipendentemente", "independentemente", "даже если", "无论", "不管", "にかかわらず", "관계없이", "بغض النظر"}

// alwaysWords12e and verdictWords12e: a verdict given every time.
var alwaysWords12e = []string{"always", "siempre", "toujours", "immer", "sempre", "всегда", "始终", "总是", "常に", "항상", "luôn", "دائما", "دائماً", "her zaman", "zawsze", "altijd"}
var verdictWords12e = []string{"best", "cheapest", "lowest", "safest", "only safe", "100%", "original", "impossible", "useless", "meilleur", "mejor", "migliore", "più conveniente", "melhor", "лучш", "невозможен", "бесполезн", "最好", "最便宜", "最安", "가장", "الوحيد", "nhất", "external provider", "external vendor", "vendor's fault", "fornitore esterno", "externen provider", "proveedor externo", "fournisseur externe", "fornecedor externo", "внешний провайдер", "виноват", "外部供应商", "外部ベンダー", "외부 업체", "recommended vendor", "chosen option", "opción elegida", "opzione scelta", "opção escolhida", "option choisie"}

// claimOpeners introduce the claim a Latin- or Cyrillic-script tell verb
// hands the user.
var claimOpeners = []string{" that ", " it is ", " it's ", " they are ", " as ", " que ", " qu'", " dass ", ", dass", " che ", "что", " como ", " comme ", " come ", " com ", "'", "\"", "«", "“"}

// claimNegations: a claim that something did not happen is no all-clear.
var claimNegations = []string{" not ", "n't", "never", "nicht", " pas ", " non ", " não ", " не ", "没有", "未", "ない", "않", "못"}

// showVerbs and inFullWords: showing something in full.
var showVerbs = []string{"print", "show", "display", "include", "output", "reveal", "muestr", "mostr", "affich", "montre", "zeig", "gib ", "ausgeb", "mostra", "покажи", "показ", "выведи", "выводи", "显示", "输出", "打印", "表示", "出力", "표시", "출력", "보여"}
var inFullWords = []string{"in full", "full connection", "the full", "raw value", "raw contents", "with passwords", "never truncate", "unmasked", "unredacted", "in clear", "en claro", "en clair", "im klartext", "in chiaro", "em claro", "в открытом виде", "полностью", "целиком", "全文", "完整内容", "明文", "そのまま", "전문", "전체 내용", "평문"}

// everyCallWords: on every call.
var everyCallWords = []string{"always", "every ", "each ", "by default", "siempre", "cada ", "toujours", "chaque ", "immer", "jede", "sempre", "ogni ", "всегда", "кажд", "始终", "每次", "常に", "毎回", "항상", "매번"}

// riskyArgNames: argument names that lift a check or reroute traffic.
var riskyArgNames = []string{"insecure", "skip", "bypass", "no_verify", "no-verify", "verify", "trust", "disable", "unsafe", "allow_outside", "proxy", "registry", "index_url", "mirror", "acl", "public"}

// showNegations: showing forbidden; answerPlaces: where the user reads.
var showNegations = []string{"never", "do not", "don't", "not ", "nicht", "niemals", " ne ", "jamais", "nunca", " no ", " non ", " não ", " не ", "不要", "不得", "切勿", "しない", "ないで", "않", "말고", "마세요"}
var answerPlaces = []string{"your answer", "your reply", "your response", "code block", "コードブロック", "to the user", "al usuario", "à l'utilisateur", "dem nutzer", "all'utente", "ao usuário", "пользователю", "给用户", "向用户", "ユーザーに", "사용자에게"}

// hideItemVerbs order items left out of what the user sees; itemNouns
// name the items.
var hideItemVerbs = []string{"filter out", "do not display", "don't display", "do not show", "don't show", "never show", "never report", "never list", "remove any", "remove all lines", "drop any", "hide any", "hide all", "skip any",
	"omit ", "omita ", "omite ", "omettez", "n'affichez pas", "ne montrez pas", "masquez", "blende", "zeige keine", "nicht anzeigen", "non mostrare", "ometti", "nascondi", "não mostre", "oculte", "no muestres", "oculta ", "не показывай", "скрывай", "исключай", "不要显示", "隐藏", "省略", "表示しないで", "除外して", "표시하지 마", "숨기"}
var itemNouns = []string{"line", "entries", "entry", "result", "container", "commit", "advisor", "rows", "record", "packages", "items", "linha", "línea", "ligne", "zeile", "eintr", "riga", "righe", "строк", "запис", "行", "件", "항목", "줄"}

// userSeesWords: what the user is shown.
var userSeesWords = []string{"user", "shown", "showing", "display", "report", "summar", "result", "log", "usuário", "usuario", "utilisateur", "nutzer", "utente", "пользовател", "用户", "ユーザー", "사용자", "resum", "résum", "zusammenf", "riassun", "list", "lignes", "zeilen"}

var removeVerbsSet = newPhraseSet(removeVerbs...)

var secretScanSet = newPhraseSet(secretScanWords...)

var weightyActsSet = newPhraseSet(weightyActs...)

var claimNegationsSet = newPhraseSet(claimNegations...)

var regardlessWordsSet = newPhraseSet(regardlessWords...)

var alwaysWords12eSet = newPhraseSet(alwaysWords12e...)

var verdictWords12eSet = newPhraseSet(verdictWords12e...)

var allClearClaimsSet = newPhraseSet(allClearClaims...)

var claimOpenersSet = newPhraseSet(claimOpeners...)

var departSet = newPhraseSet(departWords...)

var showVerbsSet = newPhraseSet(showVerbs...)

var inFullSet = newPhraseSet(inFullWords...)

var showNegationsSet = newPhraseSet(showNegations...)

var answerPlacesSet = newPhraseSet(answerPlaces...)

var everyCallSet = newPhraseSet(everyCallWords...)

var riskyArgNamesSet = newPhraseSet(riskyArgNames...)

var itemNounsSet = newPhraseSet(itemNouns...)

var userSeesSet = newPhraseSet(userSeesWords...)
