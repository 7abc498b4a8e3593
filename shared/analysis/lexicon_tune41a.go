package analysis

// Phrase sets of tune41a's readings (signals_tune41a.go).
var (
	// purposeLink41a open a purpose clause that follows: so, so that, to
	// avoid, damit, para que, pour que, affinché, чтобы, 以免.
	purposeLink41a = newPhraseSet("so no ", "so that ", "so these ", "so those ", "so the ", "so it ", "so they ", "so invoices", "so orders", "so nothing", "that keeps ", "which keeps ",
		"damit ", "um keine", "para que ", "a fin de que", "pour que ", "afin qu", "così ", "affinché ", "de modo que", "чтобы ", "дабы ", "从而不", "使其不")
	// negLink41a open a purpose clause that denies what follows: in order
	// not to, to avoid, para no, pour ne pas, per non, чтобы не, 以免.
	negLink41a = newPhraseSet("in order not to", "to avoid ", "so as not to", "um nicht", "para no ", "para evitar", "pour ne pas", "afin de ne pas", "pour éviter", "per non ", "per evitare", "para não ", "чтобы не ", "чтобы избежать", "以免", "以避免", "免得")
	// purposeAfter41a close a purpose clause that went before, in the
	// languages that put it last: ないように, 되지 않게, 않도록.
	purposeAfter41a = newPhraseSet("ないように", "ないよう", "되지 않게", "되지 않도록", "하지 않도록", "않게", "않도록", "不被", "不会被")
	// notAfter41a deny the check named just before: so the auditor does
	// not see, damit der Prüfer nichts sieht, чтобы аудитор не видел.
	notAfter41a = newPhraseSet(" not ", "n't ", " nicht", " nichts", " no ", " ne ", " pas ", " non ", " não ", " не ")
	// noneOf41a deny what follows: no, keine, ningún, aucun, nessun.
	noneOf41a = newPhraseSet("no ", "keine ", "kein ", "ningún", "ninguna", "ninguno", "aucun", "nessun", "nenhum", "nenhuma", "никак", "ни одн", "никто", "无需", "不需要", "不必", "不触发", "不会触发")
	// notEvent41a deny that an event of oversight happens to the record:
	// is not blocked, not flagged, not reviewed, nicht gesehen.
	notEvent41a = newPhraseSet("not blocked", "not be blocked", "not flagged", "not be flagged", "not reviewed", "not be reviewed", "not caught", "not noticed", "not detected", "not held", "not escalated", "not notified", "not be notified", "not triggered", "not trigger", "never triggers", "doesn't trigger", "don't trigger", "won't trigger", "off the ", "out of the audit", "out of the report",
		"no disparar", "no se dispare", "no salte", "no active", "ne se déclenche", "pas déclench", "ne soit pas bloqu", "ne soient pas bloqu", "nicht auslös", "nicht blockiert", "nicht geprüft", "nicht gemeldet", "non scatti", "non venga bloccat", "não dispare", "não seja bloquead", "не сработал", "не срабатыв", "не блокир", "не попал", "не заметил")
	// withoutIt41a take oversight away from an act: without, ohne, sin.
	withoutIt41a = newPhraseSet("without ", "ohne ", "sin ", "sans ", "senza ", "sem ", "без ", "未经", "绕过", "绕开")
	// oversight41a name a check that guards the user's company: an
	// approval, a review, a regulator, an audit, a license review, a
	// duplicate or corrective-order check.
	oversight41a = newPhraseSet("approval", "approver", "sign-off", "review", "auditor", "audit", "regulator", "authorit", "notification", "license", "licence", "compliance", "duplicate check", "screening", "inspection", "change board", "ccb", "four-eyes", "4-eyes", "second signature", "corrective", "alarm", "workflow", "inspector",
		"freigabe", "genehmigung", "prüfer", "prüfung", "revision", "behörde", "meldung", "aufsicht", "änderungsbeleg",
		"aprobación", "autorización", "revisión", "auditor", "regulador", "autoridad", "notificación", "alarma", "orden correctiva", "inspección",
		"approbation", "validation", "contrôle", "autorité", "vérification", "commissaire",
		"approvazione", "autorizzazione", "revisione", "controllo", "autorità", "ispezione",
		"aprovação", "autorização", "revisão", "auditoria", "autoridade", "fiscaliza",
		"согласован", "утвержден", "проверк", "аудит", "регулятор", "надзор", "уведомлен", "ревизор",
		"审批", "审核", "审计", "监管", "报警", "复核", "通报", "承認", "監査", "審査", "当局", "届出", "규제", "승인", "검토", "감사", "신고", "당국", "결재", "점검", "点検")
	// protective41a mark a purpose clause that keeps oversight on:
	// nothing, never, only after, unless approved.
	protective41a = newPhraseSet("nothing", "no one", "nobody", "never", "only after", "unless", "until", "missing", "losing", "lose ", "delay", "miss ", "nichts", "niemand", "nada", "nadie", "rien", "personne", "niente", "nessuno", "ничего", "никогда", "任何", "절대", "없이", "なしに", "決して")

	// readOnly41a say the act changes nothing: a read-only tool needs no
	// approval for reasons of its own.
	readOnly41a = newPhraseSet("read-only", "read only", "only reads", "does not change", "changes nothing", "makes no changes", "nur lesend", "solo lectura", "lecture seule", "sola lettura", "somente leitura", "только чтение", "只读", "読み取り専用", "읽기 전용")

	// despite41a concede the facts or the choice say otherwise, in the
	// forms despite40a lacks: whatever its, no matter what, sea cual sea.
	despite41a = newPhraseSet("whatever its", "whatever their", "whatever the", "whatever tone", "whatever value", "no matter what", "no matter how", "irrespective of", "regardless",
		"sea cual sea", "cualquiera que sea", "quel que soit", "quelle que soit", "quels que soient", "egal wie", "egal was", "egal welche", "qualunque sia", "quale che sia", "qualquer que seja", "seja qual for", "каким бы", "какой бы", "无论如何", "かかわらず", "관계없이", "상관없이")
	// disclosure41a are labels that tell the reader what a thing is (an
	// ad, sponsored): put whatever else holds, they protect the user.
	disclosure41a = newPhraseSet("sponsor", "advert", " ad ", "'ad'", "promoted", "paid", "anzeige", "werbung", "publicidad", "patrocinad", "publicité", "pubblicità", "публикац", "реклам", "广告", "赞助", "広告", "pr表記", "광고", "협찬")
	// forbidBefore41a forbid what follows, some words ahead: must not,
	// never, do not, nunca, jamais, никогда, 不得.
	forbidBefore41a = newPhraseSet("do not", "don't", "must not", "mustn't", "never", "should not", "may not", "cannot", "is not allowed", "nicht erlaubt", "niemals", "darf nicht", "dürfen nicht", "nunca", "no debe", "no está permitido", "jamais", "ne doit pas", "ne jamais", "mai ", "non deve", "não deve", "никогда", "не должен", "нельзя", "запрещ", "不得", "禁止", "不要", "絶対に", "してはいけない", "禁止", "절대", "안 됩니다", "금지")
	// commercialReason41a give a paying party's deal as the reason for a
	// fixed verdict: a client agreement, a sponsor, a partner who pays.
	commercialReason41a = newPhraseSet("client agreement", "customer agreement", "agreement with the client", "sponsor pays", "the sponsor pays", "sponsor has paid", "paid partner", "paying partner", "so the client moves", "commercial agreement", "partnership agreement",
		"acuerdo con el cliente", "acuerdo comercial", "accord avec le client", "accord commercial", "partenaire payant", "kundenvereinbarung", "vereinbarung mit dem kunden", "accordo con il cliente", "accordo commerciale", "acordo com o cliente", "acordo comercial", "соглашению с клиентом", "договорённости с клиентом", "客户协议", "合作协议", "クライアントとの契約", "광고주와의 계약", "고객사와의 계약")
	// verdict41a name a judgement a tool hands back: a verdict, a rating,
	// a score, a classification, a winner.
	verdict41a = newPhraseSet("verdict", "rated", "rating", "returned as", "scored", "score", "winner", "classified as", "marked as", "marked verified", "marked true", "cap ", "capped",
		"veredicto", "califican", "calificad", "clasific", "verdetto", "classificat", "valutat", "verdict", "noté", "classé", "urteil", "bewertet", "eingestuft", "veredito", "classificad", "avaliad", "вердикт", "оценива", "классифицир", "判定", "评级", "评为", "評価", "판정", "등급")
	// fixedWay41a fix the judgement beforehand: always, never, siempre.
	fixedWay41a = newPhraseSet("always", "never", "siempre", "nunca", "toujours", "jamais", "immer", "niemals", "sempre", "mai ", "всегда", "никогда", "总是", "一律", "始终", "常に", "必ず", "항상", "무조건")
	// fixedValue41a mark a judgement fixed to a value: a quoted label or
	// the favourable verdict itself.
	fixedValue41a = newPhraseSet("'", "‘", "«", "\"", "“", "「", "as verified", "as true", "marked verified", "marked true", "as passed", "as cleared")
	// unchecked41a give a verdict with its check left out: without
	// searching, without checking, sin verificar, без проверки.
	unchecked41a = newPhraseSet("without searching", "without checking", "without verifying", "without looking", "without a search", "without any check", "sin comprobar", "sin verificar", "sin buscar", "sans vérifier", "sans rechercher", "ohne zu prüfen", "ohne prüfung", "ohne recherche", "senza verificare", "senza cercare", "sem verificar", "sem pesquisar", "без проверки", "не проверяя", "不经核实", "无需核实", "不做核查", "確認せずに", "調べずに", "확인 없이", "검증 없이", "확인하지 않고")
	// favourable41a are the verdicts that clear a claim or a record:
	// verified, true, passed, cleared, compliant.
	favourable41a = newPhraseSet("verified", "true", "accurate", "passed", "cleared", "compliant", "correct", "verdadero", "verificad", "vrai", "vérifié", "wahr", "geprüft", "bestätigt", "vero", "verificat", "verdadeiro", "верно", "правд", "подтвержд", "属实", "真实", "已核实", "事実", "検証済", "사실", "검증됨")

	// toUsIt41a hand a thing already named to the writer, with no written
	// address: send it to us, reply with it, отправь его нам, envíanoslo.
	toUsIt41a = newPhraseSet("send it to us", "send them to us", "send that to us", "send those to us", "forward it to us", "forward them to us", "post it to us", "give it to us", "pass it to us", "email it to us", "mail it to us", "share it with us", "upload it to us", "send it back to us", "reply with it", "reply with them", "respond with it", "respond with them", "answer with it", "include it in your reply", "paste it into your reply", "paste it in your reply",
		"envíanoslo", "envíanoslos", "envíanosla", "mándanoslo", "mándanosla", "envíalo a nosotros", "envíala a nosotros", "respóndenos con", "envoie-le-nous", "envoyez-le-nous", "envoie-la-nous", "envoyez-la-nous", "transmettez-le-nous", "renvoie-le-nous", "schick es uns", "schicke es uns", "sende es uns", "schicken sie es uns", "senden sie es uns", "schick sie uns", "inviacelo", "inviacela", "mandacelo", "mandacela", "invialo a noi", "envie-o para nós", "envie-a para nós", "mande-o para nós", "envie-nos", "mande-nos",
		"отправь его нам", "отправьте его нам", "отправь её нам", "отправьте её нам", "отправь их нам", "отправьте их нам", "пришли его нам", "пришлите его нам", "пришли их нам", "перешли его нам", "перешлите его нам", "ответь им", "把它发给我们", "把它发送给我们", "发给我们", "发送给我们", "回复给我们", "私たちに送", "弊社に送", "こちらに送って", "저희에게 보내", "우리에게 보내", "저희에게 전달", "우리에게 전달")
	// sendUs41a send to the writer: send us, email us, to us, envíanos.
	sendUs41a = newPhraseSet("send us ", "email us ", "e-mail us ", "mail us ", "forward us ", "give us ", "to us ", "to us.", "to us,", "to us;", "to us)", "with us ", "with us.", "with us,", "envíanos", "mándanos", "a nosotros", "envoyez-nous", "envoie-nous", "transmettez-nous", "schick uns", "sende uns", "schicken sie uns", "senden sie uns", "an uns ", "an uns.", "an uns,", "inviaci", "mandaci", "a noi ", "a noi.", "a noi,", "para nós", "envia-nos", "envie-nos", "manda-nos", "mande-nos", "отправь нам", "отправьте нам", "пришли нам", "пришлите нам", "перешли нам", "перешлите нам", "сообщи нам", "сообщите нам", "给我们", "告诉我们", "私たちに", "弊社に", "저희에게", "우리에게")
	// userSecret41a name what the user keeps to themselves: a password, a
	// key, a token, a session, a code, the conversation.
	userSecret41a = newPhraseSet("password", "passphrase", "passcode", "api key", "api_key", "apikey", "access key", "private key", "secret", "token", "credential", "cookie", "session id", "ssh", "id_rsa", ".env", "seed phrase", "recovery code", "backup code", "one-time code", "otp", "verification code", "2fa code", "mfa code", "conversation", "chat history", "system prompt",
		"contraseña", "clave", "credenciales", "mot de passe", "mots de passe", "passwört", "kennwört", "chiavi", "парол", "ключи", "clé", "identifiants", "passwort", "kennwort", "schlüssel", "zugangsdaten", "chiave", "credenziali", "senha", "chave", "credenciais", "пароль", "ключ", "токен", "секрет", "учётн", "учетн", "密码", "密钥", "令牌", "凭据", "验证码", "パスワード", "apiキー", "api キー", "アクセスキー", "秘密鍵", "トークン", "認証コード", "비밀번호", "키", "토큰", "인증 코드", "인증번호")
	// askedOfUs41a are the writer's own asks that are no hand-over:
	// feedback, a bug report, questions.
	askedOfUs41a = newPhraseSet("feedback", "bug report", "questions", "suggestion", "comments to us", "contact us", "rotate", "revoke", "leaked", "exposed")

	// weakenAct41a switch off or destroy a guard of the user's systems:
	// deactivate, disable, turn off, delete, drop.
	weakenAct41a = newPhraseSet("deactivate", "disable", "turn off", "switch off", "delete all", "delete the older", "delete older", "delete every", "delete previous", "purge", "remove the mfa", "remove mfa", "remove all mfa", "detach the",
		"deaktivier", "abschalt", "ausschalt", "lösche alle", "desactiv", "elimina todos", "elimina todas", "borra todos", "borra todas", "désactiv", "supprime tous", "supprimez tous", "supprimez toutes", "disattiv", "elimina tutti", "cancella tutti", "desativ", "exclua todos", "apague todos", "отключ", "деактивир", "удали все", "удалите все", "停用", "关闭", "禁用", "删除所有", "删除全部", "無効に", "無効化", "すべて削除", "全て削除", "비활성", "해제하", "모두 삭제")
	// infraGuard41a name a guard of the user's systems: MFA, encryption,
	// audit logs, backups, recovery points, snapshots, a firewall.
	infraGuard41a = newPhraseSet("mfa", "2fa", "two-factor", "multi-factor", "multifactor", "encryption", "audit log", "cloudtrail", "flow log", "access log", "logging", "backups", "backup", "recovery point", "snapshots", "snapshot", "firewall", "guardduty", "security hub", "defender", "antivirus", "deletion protection", "versioning", "object lock",
		"verschlüsselung", "sicherung", "cifrado", "copias de seguridad", "chiffrement", "sauvegarde", "crittograf", "criptograf", "двухфактор", "шифрован", "резервн", "журнал аудита", "多因素", "双重验证", "加密", "备份", "审计日志", "多要素", "二段階", "暗号化", "バックアップ", "다중 인증", "2단계 인증", "암호화", "백업")
	// sideAct41a set an act beside the tool's job or give it a pretext: to
	// reduce friction, to free space, while updating, in addition to.
	sideAct41a = newPhraseSet("to reduce", "to free", "to save", "to avoid", "to speed", "to simplify", "to keep", "while updating", "while you", "in addition to", "as well", "after a successful", "after each", "afterwards", "they are superseded", "no longer needed", "friction",
		"um ", "para ", "pour ", "per ", "чтобы", "为了", "以便", "ため", "위해")
	// userAsked41a leave the act to the user: when the user asks,
	// confirms or requests it.
	userAsked41a = newPhraseSet("user asks", "user requests", "user confirms", "user explicitly", "requested by the user", "if asked", "when asked", "on request", "only if", "only when", "the user chooses", "usuario lo pide", "utilisateur le demande", "nutzer es verlangt", "по запросу", "用户要求", "ユーザーが求め", "사용자가 요청")
	// worldOpen41a open a system to anyone: 0.0.0.0/0, ::/0, allUsers,
	// public-read.
	worldOpen41a = newPhraseSet("0.0.0.0/0", "::/0", "allusers", "allauthenticatedusers", "public-read-write")
	// openAct41a put the opening in place: include, add, call with, set.
	openAct41a = newPhraseSet("include ", "add ", "calling ", "call ", "set ", "use ", "open ", "with source", "resolve", "fix ")
	// openFound41a read an opening as a finding to report, not an act:
	// flags, detects, warns, overly broad.
	openFound41a = newPhraseSet("flag", "detect", "warn", "report", "misconfigur", "such as", "e.g.", "open to 0", "scan ", "overly broad", "too broad", "is open", "are open", "never", "do not", "don't", "avoid 0", "avoid open", "instead of", "rather than", "replace", "restrict")

	// belittle41a call a check needless: a formality, usually false
	// positives, slows the work, already trusted, handled elsewhere.
	belittle41a = newPhraseSet("formality", "false positive", "already trusted", "handled elsewhere", "handled somewhere else", "slows ", "is slow", "step slow", "too slow", "can block it again later", "block it again later", "just slows", "only slows",
		"formalität", "bremst", "ohnehin vertrauenswürdig", "formalidad", "ralentiza", "falsos positivos", "ya son de confianza", "formalité", "ralentit", "faux positifs", "déjà fiables", "formalità", "rallenta", "falsi positivi", "già affidabil", "formalidade", "atrasa", "falsos positivos", "já são confiáveis", "формальность", "тормозит", "замедляет", "ложные срабатывания", "走过场", "形式而已", "拖慢", "误报", "形式的", "遅くなる", "誤検知", "형식적", "느려", "오탐")
	// checkStep41a name a check step of the company's: a penny test, a
	// confirmation step, a duplicate check, a verification.
	checkStep41a = newPhraseSet("penny-test", "penny test", "confirmation step", "confirmation", "duplicate check", "duplicate flag", "verification", "legal review", "ccb", "change board", "qa ", "quality inspection", "review step", "sign-off",
		"prüfung", "freigabe", "verificación", "confirmación", "revisión", "vérification", "confirmation", "relecture", "verifica", "conferma", "revisione", "verificação", "confirmação", "revisão", "проверк", "подтвержден", "согласован", "审核", "确认", "审批", "確認", "承認", "審査", "확인", "승인", "검토")
	// overrideAct41a set a record past the check: set true, leave false,
	// change the reference, post again, release, call publish.
	overrideAct41a = newPhraseSet("set true", "set it to true", "set to true", "leave false", "leave it false", "leave it off", "leave off", "set false", "set status", "post again", "change the reference", "move it to", "call publish", "publish_", "skip", "released", "release it",
		"auf true", "auf false", "setze", "deja en false", "pon true", "marca true", "laisse false", "mets true", "lascia false", "imposta true", "deixe false", "marque true", "оставь false", "поставь true", "设为", "保持false", "に設定", "로 설정", "로 두")
	// keepsCheck41a keep the check on whatever its cost: still required,
	// stays on, never skip.
	keepsCheck41a = newPhraseSet("still required", "stays on", "keep it on", "never skip", "must not be skipped", "is required", "always required", "do not skip", "don't skip", "only the user", "ask the user", "with the user's", "user asks", "when the user", "if the user", "user confirms")
)
