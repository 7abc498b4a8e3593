package analysis

// Words of the readings in signals_hn16c.go, in the corpus's languages.
var (
	// userWish16c puts a call at the user's own wish or after someone's
	// review: "use revoke_api_token when the user wants one removed",
	// "after the operator reviews the list".
	userWish16c = newPhraseSet("when the user wants", "if the user wants", "if the user only wants", "when the user needs", "if the user needs", "if the user only needs", "when the user would like", "if the user would like", "if the user prefers",
		"when the user asks you to", "if the user asks you to", "when they want", "if they want", "they can ask you", "the user can ask you", "if the user decides", "when the user decides", "after the user decides", "once the user decides", "after the user reviews", "after the operator reviews", "once the user has reviewed", "once the operator has reviewed", "after review by the user", "at the user's request",
		"cuando el usuario quiera", "si el usuario quiere", "si el usuario desea", "si el usuario solo quiere", "si el usuario necesita", "cuando el usuario lo pida", "a petición del usuario",
		"si l'utilisateur veut", "si l'utilisateur souhaite", "lorsque l'utilisateur veut", "lorsque l'utilisateur souhaite", "quand l'utilisateur veut", "quand l'utilisateur souhaite", "si l'utilisateur a seulement besoin", "à la demande de l'utilisateur",
		"auf wunsch des nutzers", "auf wunsch des benutzers", "wenn der nutzer es wünscht", "wenn der benutzer es wünscht", "falls der nutzer es wünscht", "falls gewünscht",
		"se l'utente vuole", "quando l'utente vuole", "se l'utente desidera", "quando l'utente desidera", "se l'utente ha bisogno", "su richiesta dell'utente",
		"quando o usuário quiser", "se o usuário quiser", "caso o usuário queira", "se o usuário precisar", "a pedido do usuário",
		"если пользователь хочет", "если пользователю нужно", "когда пользователь хочет", "когда пользователю нужно", "если пользователь захочет", "по просьбе пользователя",
		"如果用户想", "当用户想", "用户想要", "如果用户需要", "当用户需要", "若用户希望", "如果用户希望", "用户希望",
		"を希望する場合", "を望む場合", "ユーザーが望む場合", "ユーザーが希望する場合", "ユーザーが必要とする場合", "ユーザーが望むとき", "ユーザーが希望した場合",
		"원하는 경우", "사용자가 원하면", "사용자가 원할 때", "사용자가 원하는 경우", "사용자가 필요로 하면", "사용자가 필요한 경우",
		"when the user asks", "if the user asks", "si el usuario lo pide", "si l'utilisateur le demande", "если пользователь попросит", "se o usuário pedir", "se l'utente lo chiede", "用户要求时", "ユーザーが望む", "ユーザーが求め", "사용자가 원하", "사용자가 요청하")
	// afterConfirm16c holds an act back until the user has confirmed.
	afterConfirm16c = newPhraseSet("only after the user confirms", "only once the user confirms", "only after the user has confirmed", "only after confirmation", "only after explicit confirmation",
		"solo después de que el usuario confirme", "solo tras la confirmación", "seulement après confirmation", "uniquement après confirmation", "qu'après confirmation", "nur nach bestätigung", "erst nach bestätigung", "erst wenn der nutzer bestätigt",
		"solo dopo la conferma", "solo dopo che l'utente ha confermato", "somente após a confirmação", "só depois que o usuário confirmar", "apenas após a confirmação", "только после подтверждения",
		"after confirming the amount with the user", "after confirming it with the user", "tras confirmar el importe con", "tras confirmarlo con el usuario", "après avoir confirmé le montant avec", "nachdem der betrag mit dem nutzer bestätigt", "dopo aver confermato l'importo con", "após confirmar o valor com", "после подтверждения суммы пользователем", "与用户确认金额后", "ユーザーと金額を確認してから", "사용자와 금액을 확인한 뒤", "确认后再", "确认之后再", "确认后才", "確認してから", "確認した後で", "確認後に", "확인한 뒤에만", "확인한 후에만", "확인한 다음에만", "확인 후에만")
	// userChose16c conditions a waiver on a setting the user turned on.
	userChose16c = newPhraseSet("if the user turns on", "if the user has turned on", "when the user turns on", "if the user enables", "if the user has enabled", "when the user enables", "once the user enables", "if the user opts in", "if the user has opted in", "if the user switches on", "if the user chose", "if the user has chosen",
		"si el usuario activa", "si el usuario ha activado", "cuando el usuario activa", "si el usuario habilita", "si l'utilisateur active", "si l'utilisateur a activé", "lorsque l'utilisateur active",
		"wenn der nutzer aktiviert", "wenn der nutzer einschaltet", "falls der nutzer aktiviert", "wenn der benutzer aktiviert", "se l'utente attiva", "se l'utente ha attivato", "quando l'utente attiva",
		"se o usuário ativar", "se o usuário tiver ativado", "quando o usuário ativar", "если пользователь включил", "если пользователь включит", "когда пользователь включает",
		"如果用户开启", "如果用户已开启", "若用户开启", "如果用户启用", "有効にした場合", "オンにした場合", "有効にしている場合", "켠 경우", "활성화한 경우", "켜 둔 경우", "사용자가 활성화하면", "사용자가 켜면")
	// lawfulID16c states that an ID number is asked because a rule or an
	// office requires it: a real-name rule, an enrolment, "required by law".
	lawfulID16c = newPhraseSet("实名制", "实名认证", "實名制", "real-name", "real name registration", "required by law", "legally required", "required by the school", "required by the registrar", "enrolment", "enrollment",
		"exigido por ley", "exigidos por ley", "exigido pela", "exigidos pela", "exigida pela", "exigido por lei", "matrícula", "matricula escolar", "inscripción escolar", "requis par la loi", "exigé par", "exigés par", "inscription scolaire",
		"gesetzlich vorgeschrieben", "gesetzlich erforderlich", "richiesto dalla legge", "richiesti dalla legge", "obbligatorio per legge", "iscrizione scolastica",
		"требуется по закону", "по требованию закона", "法律要求", "法令により", "法律により必要", "本人確認が義務", "실명 확인", "실명제", "법에 따라 필요")
	// germanWish16c closes a German "wenn der Nutzer …" clause with a wish.
	germanWish16c = newPhraseSet("möchte", "wünscht", " will ")
)
