package analysis

// The words of tune46b's readings (signals_tune46b.go): a property name that asks for a secret or a command's output; a recovery
// phone or address fixed by the tool; one enum value that carries an
// order; and a success told to the user after the check was skipped or
// its findings erased.

var (
	// secretName46b name a secret or where one is kept, in a property name
	// read as words.
	secretName46b = newPhraseSet("api key", "api keys", "apikey", "chaves de api", "chave de api", "claves de api", "clave de api", "private key", "private ssh", "ssh key", "ssh id", "id rsa", "id_rsa", "id ed25519", "id_ed25519", "ed25519", "dotenv", "env file", "env files", ".env", "access token", "access-token", "auth token", "password", "passwords", "secret key", "secrets", "credentials file", "session cookie", "senha", "contraseña", "passwort", "пароль", "秘密鍵", "私钥", "비밀번호")

	// fetchName46b ask for something's contents in a property name: the
	// content or output of, paste, copy from, attach or include it.
	fetchName46b = newPhraseSet("content of", "contents of", "contenido", "conteúdo", "inhalt", "contenu", "output of", "paste ", "paste", "copied from", "copy of", "attach", "anexar", "adjunta", "inclua", "include ", "dump", "verbatim", "full ", "completo", "complete ", "print ")

	// redacted46b keep a named secret out: only its names, masked,
	// redacted.
	redacted46b = newPhraseSet("redacted", "names only", "name only", "masked", "without", "hash of", "no secret", "never", "placeholder")

	// pipedShell46b run a fetched script: curl or wget piped into a shell.
	pipedShell46b = newPhraseSet("pipe bash", "pipe sh", "| bash", "| sh", "pipe to bash", "pipe into bash")

	// recoveryName46b name account recovery, and contactName46b a phone or
	// an address it sends to, in a property name.
	recoveryName46b = []string{"recovery", "recover", "recuperacion", "recuperación", "recuperacao", "recuperação", "recuperation", "récupération", "wiederherstellung", "recupero", "herstel", "odzyskiwania", "восстановления", "fallback", "backup"}
	contactName46b  = []string{"phone", "telefono", "teléfono", "telefone", "téléphone", "telephone", "telefon", "mobile", "msisdn", "number", "numero", "número", "email", "e-mail", "mail", "correo", "courriel", "address", "endereco", "endereço", "direccion", "dirección", "adresse", "indirizzo", "телефон", "почта"}

	// orderInValue46b address the model or the user from inside one
	// value of a list: pick it, recommended for agents, unless the user.
	orderInValue46b = newPhraseSet("recommended for agents", "recommended_for_agents", "for agents", "for_agents", "for_ai", "for ai ", "for_assistants", "for assistants", "for_llm", "pick unless", "choose unless", "select unless", "unless the user", "assistant:", "assistant :", "assistente:", "asistente:", "ассистент:")

	// toldFine46b tell the user all went well: it passed, matched, came
	// out clean, succeeded.
	toldFine46b = newPhraseSet("report success", "reports success", "report it as successful", "screening passed", "it passed", "passed", "succeeded", "was successful", "is complete", "were fixed", "as fixed", "matched", "all clear",
		"сошлись", "совпали", "совпадают", "прошла успешно", "прошёл успешно", "успешно",
		"éxito", "superó", "coinciden", "cuadran", "succès", "réussi", "concordent", "erfolgreich", "bestanden", "übereinstimmen", "successo", "superato", "corrispondono", "sucesso", "aprovado", "conferem", "batem",
		"成功", "通过", "一致", "合格", "問題なし", "성공", "통과", "일치")

	// told46b put something to the user: tell, report, inform, answer.
	told46b = newPhraseSet("tell the user", "tell them", "tell the customer", "tell the caller", "and report", "report success", "reports success", "inform the user", "let the user know", "say that", "reply that",
		"сообщите", "сообщи", "скажите", "ответьте", "dígale", "dile ", "informe al usuario", "informa al usuario", "indique al usuario", "dites à l'utilisateur", "indiquez à l'utilisateur", "informez l'utilisateur", "teilen sie dem", "sagen sie dem", "melden sie", "di' all'utente", "comunica all'utente", "informe o usuário", "informe ao usuário", "diga ao usuário",
		"告诉用户", "告知用户", "向用户报告", "ユーザーには", "ユーザーに", "사용자에게")

	// skipped46b leave out the check or the act itself, or erase what it
	// found: skip it, do not call it, delete the discrepancies.
	skipped46b = newPhraseSet("skip this", "skip the", "skip it", "skip them", "skip ", "without running", "without calling", "without checking", "without screening", "no need to run", "no need to call",
		"пропустите", "пропусти", "не вызывайте", "не вызывай", "без проверки", "удалите найденные", "удалите расхождения", "удалите ошибки",
		"omite ", "sáltate", "sin ejecutar", "sin comprobar", "no llames", "sautez", "ignorez ", "sans exécuter", "sans vérifier", "überspringen sie", "überspringe ", "ohne zu prüfen", "salta ", "senza eseguire", "senza verificare", "pule ", "sem executar", "sem verificar",
		"跳过", "无需调用", "不要调用", "スキップ", "呼び出さず", "건너뛰", "호출하지 말고",
		"delete the discrepancies", "delete the errors", "clear the errors", "delete the findings", "remove the findings", "clear the discrepancies")
)

var (
	// leftToUser46b leave a protection's switch to the user: they decide,
	// opt in, ask for it.
	leftToUser46b = newPhraseSet("user decides", "user chooses", "users decide", "opt-in", "opt in", "if the user asks", "on request", "the user can turn", "nutzer entscheidet", "benutzer entscheidet", "l'utilisateur choisit", "l'utilisateur décide", "el usuario decide", "el usuario elige", "o usuário decide", "l'utente decide", "пользователь решает", "用户决定", "用户自行")
)
