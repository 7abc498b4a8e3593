package analysis

var (
	// userGateSet: the act tied to the user's own request, in the words
	// userRequestedSet lacks.
	userGateSet = newPhraseSet("only when they ask", "only if they ask", "only when they request", "only if they request", "only if the user asks", "only if the user requests", "only when the user requests",
		"à sa demande", "à leur demande", "sur demande de l'utilisateur", "nur wenn der nutzer es wünscht", "nur auf wunsch", "nur wenn der benutzer", "solo si el usuario", "solo cuando el usuario lo", "solo se l'utente", "solo quando l'utente", "somente se o usuário", "apenas se o usuário", "apenas quando o usuário",
		"только по просьбе", "только если пользователь", "仅在用户要求", "仅当用户要求", "只有在用户要求", "僅在使用者要求", "ユーザーが求めた場合のみ", "ユーザーの依頼があった場合のみ", "사용자가 요청한 경우에만", "사용자가 요청할 때만")

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
