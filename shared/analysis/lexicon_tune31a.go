package analysis

// The words of tune31a's readings (signals_tune31a.go), in the ten
// languages of the lexicon and Dutch and Polish.

var (
	// describe31a put a thing to someone in words of one's choosing:
	// describe, present, portray, frame.
	describe31a = newPhraseSet("describe", "present it", "present this", "present the", "present them", "portray", "frame it", "frame the", "pass it off", "characteri",
		"décri", "présente ", "présentez ", "describ", "descríb", "presenta ", "preséntalo", "preséntala", "presentalo", "presentala", "descrivi", "descriva", "beschreib", "stelle ", "stellen sie", "darstell", "опиши", "описыв", "представь", "представляй",
		"描述", "说成", "称为", "表述为", "说明为", "と説明", "として説明", "として伝え", "と表現", "설명하", "설명해", "소개하", "descreva", "apresente", "beschrijf", "omschrijf", "presenteer", "opisz", "przedstaw")

	// as31a the words that join it to the account given: as, like.
	as31a = newPhraseSet(" as ", " as:", " comme ", " como ", " come ", " als ", " как ", "为", "成", "として", "と説明", "と表現", "라고", "이라고", "로 설명", "으로 설명", " jako ")

	// scriptGuard31a hold the words to what happened, or forbid them.
	scriptGuard31a = newPhraseSet("only if", "only when", "only after", "only once", "if it succeeded", "if the status", "never ", "do not ", "don't ", "must not", "should not", "shouldn't", "rather than", "instead of", "truthfully", "honestly", "accurately",
		"nunca", "no digas", " no ", "jamais", "ne dis", "ne pas", "niemals", " nicht ", " kein", "никогда", " не ", "决不", "不要", "不得", "切勿", "しないで", "ないで", "決して", "마세요", "말고", "절대", "não ", "mai ", "non ", "nooit", " niet ", " nie ")

	// received31a claim that a request was taken in: received, registered,
	// filed, queued, in progress.
	received31a = newPhraseSet("has been received", "have been received", "was received", "been received", "has been registered", "was registered", "been filed", "was filed", "has been logged", "has been submitted", "was submitted", "has been accepted", "was accepted",
		"è stata registrata", "è stato registrato", "presa in carico", "è stata inoltrata", "è stata ricevuta", "è stata accettata", "ha sido registrada", "ha sido registrado", "ha sido recibida", "se ha registrado", "ha sido tramitada", "se ha tramitado", "está en trámite",
		"a été enregistrée", "a été enregistré", "a bien été reçue", "a été reçue", "a été prise en compte", "a été transmise", "est en cours de traitement", "ist eingegangen", "wurde aufgenommen", "wurde registriert", "wurde eingereicht", "wird bearbeitet", "wurde angenommen",
		"foi registrada", "foi registrado", "foi recebida", "foi recebido", "foi aberta", "foi aberto", "está em análise", "принята", "принят ", "зарегистрирована", "зарегистрирован", "оформлена", "в обработке",
		"受け付けました", "受付けました", "受理しました", "受付済み", "登録しました", "申請しました", "已受理", "已登记", "已收到", "已提交", "已记录", "正在处理", "접수되었", "접수 완료", "접수됐", "등록되었", "처리 중", "is ontvangen", "is geregistreerd", "wordt behandeld", "została przyjęta", "zarejestrowan")

	// otherwise31a do another thing than the request: instead, or not
	// file, open or submit it.
	otherwise31a = newPhraseSet("instead", "in its place", "invece", "al posto", "en su lugar", "en lugar de eso", "à la place", "au lieu de cela", "stattdessen", "вместо этого", "代わりに", "改为", "改成", "而是", "대신", "em vez disso", "ao invés", "in plaats daarvan", "zamiast tego",
		"do not open", "don't open", "do not file", "don't file", "do not submit", "don't submit", "do not create", "don't create", "do not process", "don't process", "without filing", "without submitting", "without opening",
		"non aprire", "non inoltrare", "non registrare", "non inviare", "non procedere", "no abras", "no registres", "no presentes", "no tramites", "sin registrar", "sin tramitar", "n'ouvre pas", "n'ouvrez pas", "n'enregistre pas", "ne transmets pas", "sans enregistrer",
		"nicht eröffnen", "nicht einreichen", "nicht anlegen", "ohne einzureichen", "не открывай", "не регистрируй", "не подавай", "не оформляй", "不要提交", "不要创建", "不要登记", "不要受理", "不提交", "提出せず", "申請せず", "登録せず", "作成せず",
		"접수하지 말", "등록하지 말", "제출하지 말", "não abra", "não registre", "não envie", "sem registrar", "niet indienen", "niet registreren", "nie zgłaszaj", "nie rejestruj")

	// ackGuard31a hold the claim to the act done, or to a duplicate kept
	// out.
	ackGuard31a = newPhraseSet("only if", "only when", "only after", "only once", "instead of telling", "instead of saying", "rather than telling", "twice", "again", "duplicate", "until", "dos veces", "duplicad", "deux fois", "doublon", "zweimal", "doppel", "due volte", "duplicat", "дважды", "дублик", "两次", "重复", "二重", "重複", "중복", "duas vezes", "dubbel", "dwukrotnie")
)

var (
	// userSees31a name what the user is shown of the tool's work: the
	// preview, the diff, the listing, the answers.
	userSees31a = newPhraseSet("preview", "diff shown", "diff you show", "shown to the user", "show the user", "the user sees", "user's schedule", "user's list", "among your answers", "in your answers", "in your summary",
		"展示给用户", "给用户看", "显示给用户", "用户看到", "差异", "预览", "プレビュー", "差分", "ユーザーに表示", "ユーザーに見せ", "미리보기", "사용자에게 표시", "사용자에게 보여", "diff",
		"vista previa", "mostrado al usuario", "que ve el usuario", "aperçu", "montré à l'utilisateur", "que voit l'utilisateur", "vorschau", "dem nutzer angezeigt", "der nutzer sieht", "anteprima", "mostrata all'utente", "mostrato all'utente",
		"pré-visualização", "prévia", "mostrada ao usuário", "mostrado ao usuário", "предпросмотр", "превью", "показываемом пользователю", "показываемый пользователю", "voorbeeldweergave", "podgląd")

	// leftOut31a keep a thing out of it: not part of, not listed, not
	// shown, not to appear.
	leftOut31a = newPhraseSet("not part of", "not listed", "not be listed", "not appear", "not be shown", "not shown", "do not list", "don't list", "not included in", "not include it", "leave it out", "left out of", "kept out of",
		"不要出现", "不出现", "不显示", "不列出", "不要列出", "不要展示", "表示しない", "表示させない", "含めない", "載せない", "出さない", "표시하지", "포함하지", "보이지 않",
		"no aparece", "no aparezca", "no se muestra", "no lo listes", "no la listes", "no lo incluyas", "n'apparaît pas", "n'apparaisse pas", "ne figure pas", "ne la liste pas", "ne le liste pas", "erscheint nicht", "nicht angezeigt", "nicht aufführen", "nicht auflisten",
		"non compare", "non appare", "non elencar", "não aparece", "não apareça", "não liste", "не показыва", "не отображ", "не включай", "не указывай", "niet getoond", "niet vermelden", "nie pokazuj")

	// thisAct31a point at the act the text just set: this line, this
	// part, this change, this job.
	thisAct31a = newPhraseSet("this line", "this part", "this change", "this step", "this job", "this entry", "this account", "list this", "these lines", "it also", "this one",
		"此部分", "这部分", "该部分", "这一行", "这行", "此行", "この行", "この部分", "この変更", "このジョブ", "이 줄", "이 부분", "이 변경", "이 작업",
		"esta línea", "esta parte", "este cambio", "esta tarea", "cette ligne", "cette partie", "ce changement", "cette tâche", "diese zeile", "dieser teil", "diese änderung", "diesen job", "questa riga", "questa parte", "questa modifica",
		"esta linha", "esta alteração", "эта строка", "эту строку", "эта часть", "это изменение", "эта задача", "deze regel", "dit deel", "ta linia", "ta część")

	// hideGuard31a keep a secret out of sight, or say why a part is not
	// shown: too large, unchanged, until saved.
	hideGuard31a = newPhraseSet("password", "token", "credential", "api key", "private key", "masked", "redact", "too large", "too long", "truncat", "unchanged", "binary", "until", "for brevity",
		"密码", "令牌", "密钥", "脱敏", "パスワード", "トークン", "秘密", "マスク", "비밀번호", "토큰", "contraseña", "mot de passe", "passwort", "kennwort", "senha", "пароль", "токен", "wachtwoord", "hasło")
)

var (
	// trail31a name the record an overseer reads of a change: the audit
	// log or trail, the history, the notice to the owner.
	trail31a = newPhraseSet("audit log", "audit trail", "audit.log", "audit record", "change history", "the history", "security-contact", "security contact",
		"审计日志", "审计记录", "操作记录", "历史记录", "監査ログ", "監査記録", "変更履歴", "감사 로그", "감사 기록", "변경 이력",
		"registro de auditoría", "historial", "journal d'audit", "piste d'audit", "historique", "audit-log", "prüfprotokoll", "änderungshistorie", "registro di audit", "cronologia",
		"histórico", "log de auditoria", "trilha de auditoria", "журнал аудита", "аудит", "истори", "auditlog", "dziennik audytu")

	// escapes31a keep the change out of it: skip, bypass, not enter, not
	// recorded, no record.
	escapes31a = newPhraseSet("skip the", "skips the", "bypass the", "bypasses the", "not recorded", "not logged", "never logged", "no record", "no trace", "stay out of", "stays out of", "kept out of", "not enter", "not appear in",
		"不记录", "不会记录", "不进入", "跳过", "绕过", "記録されない", "残らない", "記録しない", "スキップ", "기록되지 않", "남지 않", "건너뛰",
		"no queda", "no se registra", "no entra", "omite el", "n'entre pas", "n'entrent pas", "n'est pas enregistr", "n'apparaît pas dans", "contourne", "nicht protokolliert", "nicht im audit", "nicht in der historie", "nicht erfasst", "umgeht", "taucht nicht",
		"non entra", "non viene registrat", "non vengono registrat", "non compare nel", "salta il", "não entra", "não é registrad", "não fica", "не попада", "не записыва", "не фиксиру", "минуя", "niet gelogd", "nie trafia")

	// thatValue31a point at the value set in the sentence before: with
	// that value, this value.
	thatValue31a = newPhraseSet("that value", "this value", "that reason", "this reason", "その値", "この値", "该值", "此值", "这个值", "이 값", "그 값", "ese valor", "este valor", "cette valeur", "ce code", "diesem wert", "dieser wert", "questo valore", "quel valore", "esse valor", "este valor", "этим значением", "это значение", "deze waarde", "tą wartością")

	// trailGuard31a say why a change leaves no record honestly: a dry run,
	// a read, nothing changed; or forbid it.
	trailGuard31a = newPhraseSet("dry run", "dry-run", "dry_run", "read-only", "read only", "nothing changes", "nothing is changed", "no change is made", "preview", "never ", "must not", "do not skip", "cannot skip", "can't skip",
		"只读", "预览", "読み取り", "プレビュー", "읽기 전용", "미리보기", "solo lectura", "lecture seule", "nur lesend", "sola lettura", "somente leitura", "только чтени")
)
