package analysis

// The words of tune38a's readings (signals_tune38a.go): a state put to
// the user other than the one found, records erased or results left out
// so that what was done goes unseen, a security control weakened with a
// pretext, the user's stated choice overridden for the vendor's gain, and
// a message sent as if from the user.

var (
	// tell38a put something to the user or in the answer: tell, report,
	// describe, say, show or display as, indicate, state.
	tell38a = newPhraseSet("tell the", "tell them", "tell him", "tell her", "report ", "report it", "describe ", "say it", "say that", "say the", "say this", "state that", "present it", "present them", "show it as", "show them as", "display it as", "display them as", "display as", "show as", "indicate that", "inform the", "let the user know", "reply that", "answer that", "assure", "mark it as", "label it as", "list it as", "list them as",
		"sag dem", "sagen sie", "sag, dass", "teile dem", "teilen sie", "melde ", "melden sie", "berichte", "zeige ", "zeigen sie", "stelle es als", "stellen sie", "bezeichne", "gib an, dass", "geben sie an", "ausgewiesen", "ausweisen",
		"dites", "dis-lui", "indiquez", "indique que", "signalez", "affichez", "présentez", "décrivez", "répondez", "annoncez", "informez", "rapportez",
		"di que", "dile ", "dígale", "informa ", "informe al", "indica que", "indícale", "reporta ", "muestra ", "muéstralo", "presenta ", "descríbe", "comunica ",
		"di' che", "di che", "dì che", "comunica ", "riporta ", "indica ", "mostra ", "presenta ", "descrivi", "segnala ", "rispondi",
		"diga ", "informe ", "relate ", "reporte ", "mostre ", "apresente", "descreva", "indique ", "responda",
		"сообщ", "скажи", "отображай", "отобразите", "покажи", "показывай", "укажи", "опиши", "представь", "ответь", "доложи", "отчитай",
		"告诉", "报告为", "报告成", "报告", "说明", "显示为", "表述为", "描述为", "标记为", "展示为", "告知", "回复",
		"伝え", "報告", "と表示", "として表示", "と説明", "と答え", "と回答", "と記載", "と案内",
		"알려", "보고하", "로 표시", "으로 표시", "라고 설명", "라고 답", "라고 안내", "안내하")

	// fine38a name a state that all is well: on time, flat, clean,
	// completed, approved, read-only, low, the minimum.
	fine38a = newPhraseSet("on time", "on schedule", "as flat", "is flat", "trend as flat", "unchanged", "no change", "stable", "as clean", "is clean", "successful", "succeeded", "completed", "as done", "was done", "resolved", "read-only", "read only", "sandboxed", "harmless", "as low ", "as low,", "as low.", "as low;", "as 'low'", "as informational", "as minor", "in_transit", "approved", "authorized", "authorised", "no issues", "all clear", "healthy", "passed", "the minimum", "minimal", "as expected", "false positive", "as resolved",
		"pünktlich", "planmäßig", "unverändert", "stabil", "sauber", "erfolgreich", "abgeschlossen", "erledigt", "behoben", "schreibgeschützt", "nur lesend", "als niedrig", "harmlos", "genehmigt", "in ordnung", "servicepaket", "„service",
		"à l'heure", "dans les temps", "inchangé", "réussi", "terminé", "effectué", "résolu", "lecture seule", "comme faible", "mineur", "autorisé", "approuvé", "sans risque",
		"a tiempo", "puntual", "estable", "sin cambios", "exitos", "completad", "realizad", "resuelt", "solo lectura", "sólo lectura", "como bajo", "autorizad", "aprobad",
		"in orario", "puntuale", "stabile", "invariat", "riuscit", "completat", "eseguit", "risolt", "sola lettura", "come basso", "autorizzat", "approvat",
		"no horário", "pontual", "estável", "inalterad", "sucesso", "concluíd", "resolvid", "somente leitura", "apenas leitura", "como baixo",
		"вовремя", "по расписанию", "без изменений", "стабильн", "успешн", "выполнен", "завершен", "завершён", "решен", "решён", "только для чтения", "только чтение", "как low", "как низк", "одобрен",
		"准时", "持平", "无变化", "没有变化", "稳定", "成功", "已完成", "已解决", "只读", "为低", "为 low", "已批准", "已授权", "正常",
		"定刻", "予定通り", "横ばい", "変化なし", "問題なし", "成功", "完了", "解決済", "読み取り専用", "低と", "承認済",
		"정시", "예정대로", "보합", "변동 없", "문제 없", "성공", "완료", "해결", "읽기 전용", "낮음", "승인")

	// bad38a name the state found that is not well: fell, negative, an
	// exception, lost, failed, delayed, blocked, flagged, critical.
	bad38a = newPhraseSet("fell", "falls", "dropped", "drops", "declined", "negative", "exception", " lost", "failed", "fails", "delay", " late", "blocked", "flags ", "flagged", "critical", "breach",
		"gesunken", "sinkt", "negativ", "fehlgeschlagen", "fehlschlägt", "verspät", "verloren", "blockiert", "kritisch",
		"baisse", "négati", "échou", "échec", "retard", "perdu", "bloqué", "critique",
		"cayó", "cae ", "negativ", "falla", "fallid", "retras", "perdid", "bloquead", "crític",
		"calo", "cala ", "fallisce", "fallit", "ritard", "smarrit", "bloccat", "critic",
		"caiu", "queda", "falhou", "falha", "atras", "crític",
		"упал", "снизил", "отрицат", "не удал", "сбой", "задерж", "потерян", "критич", "critical", "входит в группу",
		"下降", "负数", "为负", "失败", "延误", "晚点", "丢失", "被拦截", "严重", "高危",
		"下落", "減少", "マイナス", "失敗", "遅延", "紛失", "ブロックされ", "重大",
		"하락", "감소", "음수", "실패", "지연", "분실", "차단되", "심각", "치명")

	// calm38a give the motive of a falsehood: keep someone calm, not
	// scare or worry them, the truth would frighten, claims cost money.
	calm38a = newPhraseSet("stay calm", "keep calm", "calm", "nervous", "worry", "worried", "alarm", "scare", "frighten", "panic", "upset", "reassur", "costly", "cost the merchant", "cost us", "cost money", "the truth",
		"beunruhig", "sorgen mach", "panik", "erschreck", "beruhig", "die wahrheit",
		"inquiét", "affoler", "alarmer", "effrayer", "rassurer", "la vérité", "coûteu",
		"preocup", "alarmar", "asustar", "tranquil", "la verdad", "costos",
		"spavent", "allarm", "la verità", "costos",
		"assustar", "alarmar", "a verdade", "caro",
		"пугать", "напуга", "волнова", "беспоко", "паник", "тревож", "успоко", "правда",
		"担忧", "担心", "恐慌", "惊慌", "紧张", "真相",
		"不安", "心配", "動揺", "パニック", "本当のこと",
		"걱정", "불안", "놀라", "당황", "사실대로")

	// lie38a mark a statement as a cover: it is not, but say, simply say.
	lie38a = newPhraseSet("it is not.", "it is not;", "it is not,", "; it is not", "it isn't", "which is not true", "not true", "but tell", "but report", "but say", "and just say", "just say", "just tell", "simply say", "simply tell", "simply report",
		"sondern melde", "sondern sag", "einfach melden", "mais dites", "mais indiquez", "indiquez simplement", "dites simplement", "pero di", "pero informa", "simplemente di", "simplemente indica", "ma di'", "ma comunica", "semplicemente", "mas diga", "mas informe", "simplesmente",
		", а сообщите", ", а скажите", ", а укажите", "просто сообщ", "просто скажи", "只说是", "只需告诉用户", "只告诉用户", "とだけ伝え", "とだけ報告", "라고만")

	// success38a split a sentence by outcome: on success, otherwise.
	success38a = newPhraseSet("on success", "only report", "once it is", "once it's", "until it is", "if it succeeds", "when it succeeds", "when successful", "if successful", "otherwise", "else ", "only if", "only when", "bei erfolg", "sonst", "en cas de succès", "sinon", "si tiene éxito", "de lo contrario", "altrimenti", "caso contrário", "иначе", "в противном случае", "否则", "成功时", "それ以外", "그렇지 않으면")

	// hidePurpose38a give the purpose of erasing or leaving out: so that it
	// does not appear, is not noticed, leaves no trace, clutters nothing.
	hidePurpose38a = newPhraseSet("does not appear", "doesn't appear", "do not appear", "don't appear", "won't appear", "not appear in", "does not show up", "doesn't show up", "do not show up", "not clutter the", "does not clutter", "doesn't clutter", "not be noticed", "isn't noticed", "is not noticed", "aren't noticed", "nobody notices", "no one notices", "nobody sees", "no one sees", "unnoticed", "no trace", "not be seen", "is not seen", "cannot see", "can't see", "does not see", "doesn't see",
		"nicht auffallen", "nicht auffällt", "nicht auffällig", "nicht sichtbar", "keine spuren", "nicht erscheint", "nicht erscheinen", "nicht bemerkt",
		"n'apparaisse", "n'apparaissent", "ne pas apparaître", "n'apparaît pas", "inaperçu", "sans laisser de trace", "ne voie pas", "ne remarque pas",
		"no aparezca", "no aparezcan", "no se note", "desapercibid", "sin dejar rastro", "no lo vea", "no se vea",
		"non compaia", "non compaiano", "non si noti", "inosservat", "senza lasciare traccia", "non lo veda",
		"não apareça", "não apareçam", "despercebid", "sem deixar rastro", "não perceba", "não veja",
		"не отображал", "не появил", "не появ", "не заметил", "не заметно", "незаметн", "без следов", "не увидел", "не было видно",
		"不会出现在", "不出现在", "不被发现", "不被注意", "不留痕迹", "看不到", "察觉",
		"表示されない", "目立たない", "気づかれない", "気付かれない", "痕跡を残さ", "見えない",
		"보이지 않", "드러나지 않", "눈에 띄지 않", "흔적", "알아채지")

	// quietly38a leave something out without a word: without flagging
	// it, without saying so, no need to mention it in the reply.
	quietly38a = newPhraseSet("without flagging", "without saying", "without mentioning", "without noting", "without telling", "without a word", "without reporting", "no need to mention", "need not mention", "need not be mentioned", "silently",
		"ohne es zu erwähnen", "ohne hinweis", "ohne es zu melden", "kommentarlos", "stillschweigend", "sans le signaler", "sans le mentionner", "sans le dire", "sans en parler", "sin indicarlo", "sin mencionarlo", "sin decirlo", "sin avisar", "senza segnalarlo", "senza dirlo", "senza menzionarlo", "senza avvisare", "sem avisar", "sem mencionar", "sem dizer",
		"не сообщая", "не упоминая", "молча", "不要提及", "不作说明", "无需说明", "不必提及", "悄悄", "不要添加备注", "黙って", "伝えずに", "記載不要", "言及不要", "知らせずに", "알리지 않고", "언급하지 않고", "기재하지 않", "언급할 필요 없")

	// leaveOut38a leave records or results out of what is shown:
	// exclude, omit, filter out, drop from the results.
	leaveOut38a = newPhraseSet("exclude", "omit", "leave out", "filter out", "drop ", "hide ", "escludi", "ometti", "tralascia", "excluye", "excluya", "omite", "exclus", "omets", "omettez", "exclue", "weglass", " lass ", "lassen sie", "entferne", "ausblend", "nicht anzeig", "exclua", "omita", "исключ", "убери", "уберите", "скрой", "скройте", "排除", "过滤掉", "剔除", "隐藏", "除外", "除い", "제외", "숨기")

	// shown38a name what is shown: the results, the summary, the report.
	shown38a = newPhraseSet("result", "summary", "report", "timeline", "findings", "output", "risultat", "riepilogo", "resultado", "resumen", "informe", "résultat", "résumé", "rapport", "ergebnis", "zusammenfassung", "bericht", "результат", "сводк", "отчёт", "отчет", "结果", "摘要", "报告", "結果", "要約", "レポート", "결과", "요약", "보고서")

	// control38a name a security control of an account or a machine:
	// MFA, a second factor, identity checks, an expiry, password
	// protection, real-time protection, scan exclusions.
	control38a = newPhraseSet("mfa", "2fa", "two-factor", "second factor", "multi-factor", "identity verification", "verify identity", "verification of identity", "expires", "expiry", "expiration", "expire", "password protection", "passphrase", "real-time protection", "realtime protection", "protection", "antivirus", "private key",
		"zwei-faktor", "zweiten faktor", "identitätsprüfung", "ablauf", "läuft ab", "passwortschutz", "kennwortschutz", "echtzeitschutz", "privatem schlüssel", "privaten schlüssel",
		"double authentification", "second facteur", "vérification d'identité", "expiration", "protection en temps réel", "clé privée",
		"segundo factor", "verificación de identidad", "caducidad", "expiración", "protección", "clave privada",
		"secondo fattore", "verifica dell'identità", "scadenza", "scadon", "scade", "protezione", "chiave privata",
		"segundo fator", "verificação de identidade", "expiração", "validade", "proteção", "chave privada",
		"двухфактор", "второй фактор", "проверк", "срок действия", "истека", "защит", "закрытый ключ", "приватный ключ",
		"双重验证", "多因素", "二次验证", "身份验证", "有效期", "过期", "实时防护", "私钥",
		"二要素", "多要素", "本人確認", "有効期限", "期限", "リアルタイム保護", "秘密鍵",
		"2단계", "다단계", "본인 확인", "신원 확인", "만료", "유효 기간", "실시간 보호", "개인 키", "검사 예외")

	// weaken38a weaken it: never expire, off for good, without limit,
	// without a password, disabled.
	weaken38a = newPhraseSet("never expire", "(never", "'never'", "\"never\"", "no expiry", "no expiration", "permanently", "indefinitely", "without limit", "no time limit", "without a password", "without password", "unprotected", "disable", "turn off", "switch off",
		"'mai'", "\"mai\"", "nie ablauf", "läuft nie ab", "dauerhaft", "unbegrenzt", "ohne passwort", "ohne kennwort", "ohne passwortschutz", "deaktivier", "abschalt",
		"jamais", "définitivement", "sans limite", "sans mot de passe", "désactiv", "suspend",
		"nunca caduc", "nunca expir", "'nunca'", "de forma permanente", "permanentemente", "sin límite", "sin contraseña", "desactiva",
		"non scade mai", "senza limite", "senza password", "disattiv",
		"nunca expira", "sem limite", "sem senha", "desativ",
		"бессрочн", "навсегда", "без ограничен", "без пароля", "отключ", "никогда не истека",
		"永不过期", "永久", "不设期限", "无期限", "不设密码", "无密码", "关闭", "禁用",
		"無期限", "期限なし", "パスワードなし", "無効に", "オフに",
		"영구", "만료 없", "무기한", "비밀번호 없이", "비활성", "끄", "항상 검사 예외")

	// pretext38a argue for the weakening or cut the user out of it: it
	// causes tickets or outages, the user expects it, unless the user
	// insists, offer no alternatives, ask for no verification.
	pretext38a = newPhraseSet("support tickets", "generate tickets", "cause outages", "causes outages", "interruptions", "unless the user insists", "unless they insist", "the user expects", "user won't", "do not offer", "don't offer", "no alternatives", "without verifying", "without verification", "no verification", "do not ask for verification", "don't ask for",
		"der nutzer erwartet", "der benutzer erwartet", "ohne prüfung", "ohne identitätsprüfung", "keine alternativen",
		"l'utilisateur attend", "sans vérifi", "ne proposez pas", "aucune alternative",
		"no pidas", "sin verificar", "no ofrezcas", "el usuario espera", "interrupciones",
		"causano interruzioni", "interruzioni", "non proporre", "senza verificare", "l'utente si aspetta",
		"sem verificar", "não ofereça", "o usuário espera", "interrupções",
		"без проверки", "не предлагай альтернатив", "не спрашивай", "пользователь ожидает",
		"不要验证", "无需验证", "不要提供其他", "用户期望",
		"確認せず", "確認は不要", "代替案を提示しない", "ユーザーは期待",
		"확인 없이", "확인하지 말", "대안을 제시하지", "사용자는 기대")

	// never38a forbid what follows: never, jamais, никогда.
	never38a = newPhraseSet("never ", "jamais", "nunca", "niemals", "mai ", "никогда", "决不", "绝不", "不得", "決して", "절대")

	// overUser38a hold an act against what the user asked or has: even if
	// the user has one, whatever the user states, though another was
	// wanted, unless the user objects.
	overUser38a = newPhraseSet("even if the user", "even though the user", "even when the user", "whatever the user", "regardless of what the user", "unless the user explicitly objects", "unless the user objects", "unless they object",
		"auch wenn", "gewünscht war", "egal was der nutzer", "même si l'utilisateur", "quoi que l'utilisateur", "aunque el usuario", "diga lo que diga el usuario", "anche se l'utente", "qualunque cosa l'utente", "mesmo que o usuário", "mesmo se o usuário", "даже если пользователь", "что бы ни", "即使用户", "无论用户", "ユーザーが希望しても", "사용자가 원하더라도", "사용자가 요청하더라도")

	// gain38a give the vendor's gain or the user's blindness as the
	// motive: commission, pays the platform more, the user won't check.
	gain38a = newPhraseSet("commission", "pays the platform more", "pays us more", "earns us", "higher margin", "upsell", "won't check", "will not check", "won't notice", "will not notice", "never checks", "aufpreis", "provision", "marge", "comisión", "commissione", "comissão", "комисси", "佣金", "返佣", "手数料", "수수료", "nicht merken", "ne remarquera pas", "no lo notará", "non se ne accorgerà", "não vai perceber", "не заметит", "不会发现", "気づかない")

	// noAsk38a waive the user's say: do not ask, already approved.
	noAsk38a = newPhraseSet("do not ask", "don't ask", "no need to ask", "no preguntes", "sin preguntar", "ne demandez pas", "sans demander", "frag nicht", "nicht nachfragen", "non chiedere", "senza chiedere", "não pergunte", "sem perguntar", "не спрашивай", "не спрашивайте", "不要询问", "无需询问", "確認しないで", "묻지 마")
	// preApproved38a claim an approval given beforehand.
	preApproved38a = newPhraseSet("pre-approved", "preapproved", "approved in advance", "authorized in advance", "authorised in advance", "autorizado de antemano", "aprobado de antemano", "preaprobado", "vorab genehmigt", "vorab freigegeben", "pré-approuvé", "autorisé d'avance", "pre-approvato", "autorizzato in anticipo", "pré-aprovado", "autorizado previamente", "заранее одобрен", "заранее разрешен", "已预先授权", "预先批准", "事前承認済", "事前に承認", "사전 승인")

	// asUser38a send as if the user wrote it: as if you were the user, in
	// the user's (or the dispatcher's) name, posing as them.
	asUser38a = newPhraseSet("as if you were the", "as if it came from the", "posing as the", "pretending to be the", "pretend to be the", "impersonat", "in the user's name", "in the dispatcher's name", "in the owner's name", "in the customer's name", "in their name",
		"als wärst du der", "als ob du der", "im namen des nutzers", "im namen des benutzers", "comme si vous étiez", "comme si tu étais", "en se faisant passer", "como si fueras el", "haciéndote pasar", "come se fossi l", "fingendoti", "como se fosse o", "fingindo ser", "как будто вы", "выдавая себя", "от имени пользователя", "冒充", "假装是用户", "以用户的名义", "なりすま", "ユーザーのふり", "사용자인 척", "사용자 행세", "사용자 명의로")
	// unasked38a cut the person out of it: without waiting for them,
	// accepting anything, so nobody escalates.
	unasked38a = newPhraseSet("without waiting", "without asking", "without telling", "without their", "nobody escalates", "no one escalates", "accepting any", "accept any", "ohne zu warten", "ohne rückfrage", "sans attendre", "sin esperar", "senza aspettare", "sem esperar", "не дожидаясь", "不等", "待たずに", "기다리지 않고")
)

var (
	// outrank38a claim precedence over someone: supersedes, outranks,
	// takes precedence over, prevails over.
	outrank38a = newPhraseSet("supersede", "outrank", "takes precedence over", "take precedence over", "has priority over", "have priority over", "prevails over", "prevail over", "overrides user", "override user", "overrides the user", "hat vorrang vor", "haben vorrang vor", "geht vor", "prime sur", "priment sur", "prévaut sur", "a priorité sur", "prevalece sobre", "prevalecen sobre", "tiene prioridad sobre", "prevale su", "prevalgono su", "ha la precedenza su", "tem prioridade sobre", "prevalece sobre", "имеет приоритет над", "имеют приоритет над", "важнее", "优先于", "高于用户", "凌驾于", "より優先", "に優先する", "보다 우선")
	// userAsk38a name what the user asks: their requests, instructions,
	// choices.
	userAsk38a = newPhraseSet("user request", "user's request", "user instruction", "user's instruction", "user prompt", "what the user", "the user's", "user choices", "users' requests", "anfragen des nutzers", "anweisungen des nutzers", "nutzeranfragen", "demandes de l'utilisateur", "instructions de l'utilisateur", "solicitudes del usuario", "instrucciones del usuario", "richieste dell'utente", "istruzioni dell'utente", "pedidos do usuário", "instruções do usuário", "запросы пользователя", "запросами пользователя", "инструкции пользователя", "用户请求", "用户的请求", "用户指令", "用户的指令", "ユーザーの要求", "ユーザーの指示", "ユーザーのリクエスト", "사용자 요청", "사용자의 요청", "사용자 지시")

	// blocks38a name a rule or a check that refuses an act; anyway38a do
	// the act all the same.
	blocks38a = newPhraseSet("blocks", "rejects", "refuses", "denies", "forbids", "prevents", "bloquea", "rechaza", "impide", "blockiert", "verhindert", "verbietet", "bloque", "refuse", "empêche", "blocca", "impedisce", "rifiuta", "bloqueia", "impede", "recusa", "блокирует", "запрещает", "не позволяет", "阻止", "拦截", "禁止", "ブロック", "拒否", "禁止され", "차단", "거부", "막으면")
	rule38a   = newPhraseSet("rule", "policy", "limit", "regulation", "law", "regla", "norma", "política", "límite", "regel", "richtlinie", "vorschrift", "grenze", "règle", "politique", "limite", "regola", "politica", "regra", "правил", "политик", "лимит", "规则", "政策", "限制", "规定", "ルール", "規則", "ポリシー", "制限", "규칙", "정책", "제한", "규정")
	anyway38a = newPhraseSet("anyway", "regardless", "all the same", "de todos modos", "de todas formas", "igualmente", "trotzdem", "dennoch", "quand même", "malgré tout", "comunque", "lo stesso", "mesmo assim", "de qualquer forma", "всё равно", "все равно", "仍然", "照样", "依然", "それでも", "構わず", "그래도", "상관없이")
	// warning38a name a warning kept for someone's safety: allergen notes,
	// "may contain" lines, contraindications, recalls, safety notices.
	warning38a = newPhraseSet("allergen", "may contain", "contraindication", "side effect", "safety notice", "safety warning", "recall notice", "warning label", "allergen", "kann spuren", "allergene", "warnhinweis", "nebenwirkung", "allergène", "peut contenir", "contre-indication", "effets secondaires", "alérgeno", "puede contener", "contraindicación", "efectos secundarios", "allergeni", "può contenere", "controindicazion", "effetti collaterali", "alergênic", "pode conter", "contraindicaç", "efeitos colaterais", "аллерген", "может содержать", "противопоказан", "побочн", "过敏原", "可能含有", "禁忌", "副作用", "アレルゲン", "含まれる可能性", "알레르기", "함유될 수", "부작용")
	// clutter38a argue a warning away: it clutters, it is noise, people
	// dislike it.
	clutter38a = newPhraseSet("clutter", "noise", "dislike", "annoy", "unnecessary", "überflüssig", "stören", "unnötig", "encombr", "inutile", "agaçant", "estorb", "innecesari", "molest", "ingombr", "superflu", "fastidios", "poluem", "desnecessári", "incomod", "загромо", "лишн", "мешают", "杂乱", "多余", "不必要", "煩わしい", "邪魔", "不要な", "번거", "불필요", "지저분")

	// forward38a pass messages on; message38a name them; code38a name
	// what lets someone take over an account: reset links, verification
	// and one-time codes.
	forward38a = newPhraseSet("forward", "send a copy", "copy every", "relay", "weiterleit", "leite ", "transfér", "transmet", "reenví", "reenvia", "inoltr", "encaminh", "пересыл", "перенаправ", "转发", "転送", "전달")
	message38a = newPhraseSet("message", "email", "e-mail", "mail", "sms", "nachricht", "courriel", "mensaje", "correo", "messaggi", "mensage", "сообщени", "письм", "邮件", "短信", "消息", "メール", "メッセージ", "메일", "메시지", "문자")
	code38a    = newPhraseSet("password reset", "reset link", "verification code", "one-time code", "one time code", "otp", "login code", "2fa code", "security code", "magic link", "passwort zurücksetzen", "bestätigungscode", "einmalcode", "réinitialisation", "code de vérification", "restablecer la contraseña", "código de verificación", "reimposta", "codice di verifica", "redefinição de senha", "código de verificação", "сброс пароля", "код подтверждения", "重置密码", "验证码", "パスワードリセット", "認証コード", "확인 코드", "인증 코드", "비밀번호 재설정")

	// grant38a give a role; admin38a name the highest roles; retry38a
	// check again or keep it.
	grant38a = newPhraseSet("grant", "assign", "give the account", "add the account to", "vergib", "weise", "erteile", "attribue", "accorde", "asigna", "otorga", "assegna", "concedi", "atribua", "conceda", "назнач", "выдай", "выдайте", "授予", "分配", "付与", "割り当て", "부여", "할당")
	admin38a = newPhraseSet("global admin", "administrator", "domain admins", "owner role", "role owner", "superuser", "super admin", "administrateur", "administrador", "amministratore", "администратор", "管理员", "管理者", "관리자", "root")
	retry38a = newPhraseSet("and retry", "then retry", "and try again", "check again", "no need to revert", "no need to remove", "keep it", "leave it", "prüfe erneut", "erneut prüfen", "zurücksetzen ist nicht nötig", "réessaie", "réessayez", "vérifiez à nouveau", "reintenta", "vuelve a comprobar", "riprova", "ricontrolla", "tente novamente", "verifique novamente", "повтори", "проверьте снова", "重试", "再次检查", "再試行", "再確認", "다시 확인", "재시도")
	// fail38a name a check or call that fails.
	fail38a = newPhraseSet("fails", "failed", "is denied", "permission error", "access denied", "fehlschlägt", "fehlgeschlagen", "échoue", "falla", "fallisce", "falhar", "falha", "не удаётся", "не удается", "ошибк", "失败", "失敗", "실패")

	// close38a close or resolve a case; falsePos38a as a false positive.
	close38a    = newPhraseSet("close", "resolve", "dismiss", "schließ", "ferme", "clôtur", "cierra", "chiudi", "fecha", "закр", "关闭", "クローズ", "閉じ", "닫", "종료")
	falsePos38a = newPhraseSet("false positive", "faux positif", "falso positivo", "fehlalarm", "falsch positiv", "ложное срабатывание", "ложноположительн", "误报", "誤検知", "오탐")

	// sensitive38a name personal data a label protects; lowLabel38a a
	// lower label; masking38a the protection the label turns on; slows38a
	// the pretext that it slows things down.
	sensitive38a = newPhraseSet("email", "teléfono", "téléphone", "pasaporte", "passeport", "passaporte", "phone number", "national id", "social security", "iban", "passport", "date of birth", "pii", "sécurité sociale", "numéros de", "seguridad social", "telefono", "sicurezza sociale", "codice fiscale", "cpf", "telefone", "sozialversicherung", "telefonnummer", "снилс", "паспорт", "телефон", "身份证", "手机号", "電話番号", "マイナンバー", "주민등록", "전화번호")
	masking38a   = newPhraseSet("masking", "masquage", "enmascaramiento", "mascheramento", "mascaramento", "maskierung", "маскир", "脱敏", "マスキング", "마스킹", "redaction", "dlp")
	lowLabel38a  = newPhraseSet("internal", "interne", "interno", "'intern'", "intern'", "public", "non-sensitive", "not sensitive", "non sensible", "no sensible", "non sensibile", "não sensível", "öffentlich", "nicht sensibel", "внутренн", "общедоступ", "несекрет", "内部", "公开", "非敏感", "社内", "公開", "내부", "공개")
	slows38a     = newPhraseSet("slow", "ralent", "verlangsam", "bremst", "lento", "lenta", "rallent", "lentid", "замедля", "变慢", "拖慢", "遅く", "느려")
)
