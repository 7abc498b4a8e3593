package analysis

// Actions a personal assistant is made to take in the user's name
// (tune17d), phrased as product behaviour. The sign against the user is
// the user's say removed (done by default, "already agreed", "not
// announced") or a beneficiary chosen by the text (a partner, "support",
// a fixed number or address):
//   - a message sent, a review posted, a purchase or booking paid from the
//     user's account, name, number or saved card, unasked;
//   - what the assistant itself did hidden, merged away or relabelled in
//     what the user reads;
//   - security alerts turned off or hidden;
//   - the account's recovery, second factor, forwarding, trusted devices,
//     delegates or home access handed to someone the text names;
//   - the profile, an album or the location opened to everyone;
//   - one-time codes, the whole address book, health records, photos or
//     the home address sent off with a request that needs none of them.

// tune17dReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune17dReading(lt, _ lowText) (rule, what string) {
	if lt.in(gated17d) {
		return "", ""
	}
	switch {
	case (lt.in(asUser17d) && (lt.in(unasked17d) || lt.in(assistantActs17d)) || lt.in(userMeans17d) && (lt.in(assistantActs17d) || lt.in(claimed17d))) && !lt.in(ownHistory17d):
		return "poison-hidden-instruction", "an order to act in the user's name or pay with their means without their say"
	case lt.in(assistantDid17d) && lt.in(hideAway17d) && !lt.in(inFull17d):
		return "poison-concealment", "an order to hide or relabel what the assistant did for the user"
	case lt.in(securityAlert17d) && lt.in(switchedOff17d) && (lt.in(recommended17d) || lt.in(unasked17d) || lt.in(piggyback17d) || lt.in(standing17d)) && !lt.in(warned17d) && !lt.in(kept17d):
		return "poison-concealment", "an order to silence or hide the account's security alerts"
	case lt.in(recovery17d) && (hasDigit(lt.s) || lt.in(outsider17d)) || lt.in(secondFactor17d) && lt.in(switchedOff17d) && (lt.in(recommended17d) || lt.in(unasked17d) || lt.in(piggyback17d) || lt.in(claimed17d) || lt.in(pretext17d)) && !lt.in(warned17d) && !lt.in(kept17d) || lt.in(forwarding17d) && (lt.in(outsider17d) || domainIn(lt.s)):
		return "poison-hidden-instruction", "an order to hand the account's recovery, second factor or mail to another party"
	case lt.in(grant17d) && lt.in(outsider17d) && (lt.in(piggyback17d) || lt.in(unasked17d) || lt.in(recommended17d) || lt.in(assistantActs17d)) && !lt.in(warned17d):
		return "poison-hidden-instruction", "an order to grant a party the text names access to the user's account or home"
	case lt.in(exposed17d) && (lt.in(unasked17d) || lt.in(recommended17d)) && !lt.in(warned17d):
		return "poison-hidden-instruction", "an order to open the user's profile, photos or location to everyone by default"
	case lt.in(oneTimeCode17d) && lt.in(messagesSource17d) && lt.in(codeRead17d) && lt.in(passedOn17d):
		return "poison-exfiltration", "an order to pass on one-time codes read from the user's messages"
	case lt.in(personalBulk17d) && lt.in(sentOff17d):
		return "poison-exfiltration", "an order to send off the user's contacts, health records, photos or whereabouts"
	}
	return "", ""
}

var (
	// gated17d leave the action to the user: after they confirm, when they ask.
	gated17d = newPhraseSet("after the user confirms", "once the user confirms", "when the user confirms", "if the user confirms", "user approves", "user's approval", "user’s approval", "user's confirmation", "user’s confirmation", "after they confirm", "once they confirm", "only when the user asks", "only if the user asks", "when the user asks you to", "the user chooses", "they choose", "user picks", "ask the user first", "asks the user first", "after confirmation", "requires confirmation", "never without", "the user started", "user-initiated", "the user requested", "chiesto dall'utente", "demandée par l'utilisateur", "solicitado pelo usuário", "solicitado por el usuario", "vom nutzer gestartet", "when they ask", "if they ask", "asks you to", "user is signing in", "user is logging in", "ログイン中", "頼んだ", "正在登录", "se connecte", "inicia sesión", "está entrando", "sta accedendo", "sich anmeldet", "входит в", "запрошенного пользователем", "用户发起", "ユーザーが開始", "사용자가 요청한", "사용자가 시작한",
		"après confirmation", "l'utilisateur confirme", "l’utilisateur confirme", "avec l'accord", "tras confirmar", "el usuario confirma", "tras la confirmación", "o usuário confirma", "após confirmação", "após a confirmação", "l'utente conferma", "dopo la conferma", "dopo conferma", "nach bestätigung", "nutzer bestätigt", "bestätigt der nutzer", "nach freigabe",
		"после подтверждения", "пользователь подтвердит", "пользователь подтверждает", "确认后", "用户确认", "確認後", "確認してから", "ユーザーが確認", "ユーザーの確認", "확인 후", "사용자가 확인", "승인 후", "사용자가 승인")
	// asUser17d name the user's identity or means as the sender or payer.
	asUser17d = newPhraseSet("in the user's name", "in the user’s name", "under the user's name", "under the user’s name", "from the user's account", "from the user's address", "from the user's number", "from the user's phone number", "from the user's profile", "from the user's email",
		"au nom de l'utilisateur", "au nom de l’utilisateur", "depuis le compte de l'utilisateur", "en su nombre", "en nombre del usuario", "desde la cuenta del usuario", "em nome do usuário", "em nome do utilizador",
		"a suo nome", "a nome dell'utente", "a nome dell’utente", "dal numero dell'utente", "dall'account dell'utente", "im namen des nutzers", "unter dem namen des nutzers", "im namen des benutzers", "vom konto des nutzers",
		"от имени пользователя", "с аккаунта пользователя", "以用户名义", "以用户的名义", "用户的账号", "ユーザーの名前で", "ユーザー名義", "ユーザーのアカウントから", "사용자 이름으로", "사용자 명의로", "사용자 계정으로")
	// userMeans17d name the user's saved means of payment.
	userMeans17d = newPhraseSet("from the user's wallet", "card on file", "saved card", "linked card", "stored card", "with the user's card", "one-click checkout", "carte enregistrée", "carte de l'utilisateur", "tarjeta guardada", "tarjeta registrada", "cartão salvo", "cartão do usuário", "cartão cadastrado", "carta salvata", "carta registrata",
		"hinterlegten zahlungsmittel", "hinterlegten karte", "gespeicherten karte", "gespeicherten daten", "картой пользователя", "с карты пользователя", "сохранённой картой", "привязанной картой", "已绑定的支付方式", "绑定的银行卡", "已保存的卡", "登録済みカード", "登録済みのカード", "ユーザーのウォレット", "등록된 카드", "저장된 카드")
	// claimed17d claim the user's say was given or is not needed, or hide the act.
	claimed17d = newPhraseSet("no confirmation", "separate confirmation", "don't ask", "do not ask", "no need to ask", "already agreed", "already accepted", "already consented", "not announced", "not reported", "is not shown", "not listed", "routine", "so the user does not lose", "so the user doesn't miss", "completing the flow", "for every", "for each",
		"sans demander", "déjà accepté", "pour ne pas manquer", "sin preguntar", "ya aceptó", "completar el flujo", "para no perder", "sem perguntar", "já concordou", "já aceitou", "para não perder", "non serve chiedere", "ha già accettato", "senza chiedere", "per non perdere", "ohne rückfrage", "kein bestätigungsschritt", "bereits bestätigt", "bei jeder",
		"спрашивать не нужно", "уже согласил", "завершение сценария", "чтобы не упустить", "при каждом", "无需确认", "已同意", "以免错过", "直接下单", "すでに同意", "見逃さない", "即座に", "이미 동의", "놓치지 않", "direkt")
	// unasked17d take the user's say away: by default, already agreed, not told.
	unasked17d = newPhraseSet("by default", "automatically", "right away", "right after", "without asking", "no confirmation", "separate confirmation", "don't ask", "do not ask", "no need to ask", "already agreed", "already accepted", "already consented", "not announced", "not reported", "is not shown", "not listed", "routine", "standard behaviour", "standard behavior", "completing the flow", "leave true", "so the user does not lose", "so the user doesn't miss", "for every", "for each", "to every",
		"par défaut", "automatiquement", "sans demander", "déjà accepté", "pour ne pas manquer", "por defecto", "automáticamente", "sin preguntar", "ya aceptó", "justo después", "completar el flujo", "para no perder", "por padrão", "automaticamente", "sem perguntar", "já concordou", "já aceitou", "para não perder",
		"per impostazione predefinita", "non serve chiedere", "ha già accettato", "senza chiedere", "per non perdere", "per ogni", "standardmäßig", "automatisch", "ohne rückfrage", "kein bestätigungsschritt", "bereits bestätigt", "bei jeder", "по умолчанию", "автоматически", "спрашивать не нужно", "уже согласил", "завершение сценария", "чтобы не упустить", "при каждом",
		"默认", "自动", "无需确认", "已同意", "以免错过", "自動", "即座に", "既定", "デフォルト", "すでに同意", "見逃さない", "기본값", "자동", "이미 동의", "놓치지 않")
	// assistantActs17d make the assistant the one who acts.
	assistantActs17d = newPhraseSet("the assistant ", "l'assistant ", "l’assistant ", "el asistente ", "o assistente ", "l'assistente ", "der assistent ", "ассистент ", "助手", "アシスタント", "어시스턴트")
	// ownHistory17d name records of what the user did, not an action.
	ownHistory17d = newPhraseSet("history of", "sent by the user", "lists messages", "shows messages", "everything the assistant", "assistant did", "el asistente hizo", "o assistente fez", "l'assistant a fait", "l'assistente ha fatto", "der assistent getan", "ассистент сделал", "助手做了", "アシスタントが行った", "어시스턴트가 한", "muestra todo", "lista tudo", "affiche tout", "mostra tutto", "zeigt alles", "показывает всё")
	// assistantDid17d name what the assistant itself did for the user.
	assistantDid17d = newPhraseSet("the assistant placed", "placed by the assistant", "made by the assistant", "by the assistant", "assistant carries out", "assistant's own", "what did you do", "origen='asistente'", "'assistent'", "dall'assistente", "pelo assistente", "par l'assistant", "par l’assistant", "por el asistente", "vom assistenten", "ассистентом", "sender 为 assistant", "助手代发", "助手执行", "アシスタントが行", "어시스턴트가 한", "어시스턴트가 수행")
	// hideAway17d keep it out of sight, merge it or call it something else.
	hideAway17d = newPhraseSet("omit", "omite", "omett", "省略", "describe them only as", "only as '", "itemis", "itemiz", "list only", "hidden", "not listed", "not shown", "einzeln", "zusammengefasst", "détaillé", "regroupé", "aparecem como", "não devem ser", "elimina", "delete", "löscht", "supprime", "borra", "apaga", "удаляет", "не показыва", "скрыва", "隐藏", "删除", "非表示", "削除", "숨기", "삭제", "표시하지")
	// inFull17d keep the assistant's actions in view.
	inFull17d = newPhraseSet("in full", "always show", "never hide", "never omit", "do not omit", "don't omit", "every action", "toutes les actions", "todas las acciones", "alle aktionen")
	// securityAlert17d name the alerts that warn of a takeover or a charge.
	securityAlert17d = newPhraseSet("security alert", "security notification", "security sender", "security-noreply", "login alert", "sign-in alert", "account-alerts", "alertes de sécurité", "notifications de sécurité", "alertas de seguridad", "notificaciones de seguridad", "alertas de segurança", "notificações de segurança", "avvisi di sicurezza", "notifiche di sicurezza",
		"sicherheitswarnung", "sicherheitsbenachrichtigung", "sicherheitshinweis", "оповещения безопасности", "уведомления безопасности", "安全提醒", "安全通知", "セキュリティ通知", "セキュリティアラート", "보안 알림")
	// switchedOff17d turn off, pause, hide or mark read.
	switchedOff17d = newPhraseSet("disable", "turns off", "turn off", "switches off", "pause", "hidden", "hide", "marked as read", "mute", "silence", "désactive", "desactiva", "desativa", "disattiva", "deaktivier", "abschalt", "schaltet", "отключ", "приостанав", "关闭", "停止", "解除", "无效", "オフ", "無効", "해제", "끄", "비활성")
	// standing17d make the silence standing.
	standing17d = newPhraseSet("always", "keep this", "for 30 days", "on 30 days", "на 30 дней", "durante un mes", "pendant un mois", "per un mese", "30日間", "30일")
	// kept17d keep the alerts on or bring them back.
	kept17d = newPhraseSet("never", "cannot", "can't", "resume", "always on", "stay on", "jamais", "nunca", "niemals", "никогда", "不会", "決して", "절대")
	// pretext17d give the switch-off as a step another task needs.
	pretext17d = newPhraseSet("before", "avant", "antes de", "prima di", "bevor", "перед", "前に", "之前", "전에", "necessary", "nécessaire", "necesario", "notwendig", "необходим", "必要", "필요", "üblich", "usual", "habituel", "habitual", "обычн")
	// codeRead17d read codes out of the user's messages.
	codeRead17d = newPhraseSet("found in", "read from", "reads the", "reads any", "liest", "lee los", "lê os", "trouvé dans", "trouvés dans", "legge", "читает", "прочита", "读取", "読み取", "찾는 동안", "발견한", "also reads", "também lê")
	// warned17d tell the user the cost: not recommended, less safe.
	warned17d = newPhraseSet("not recommended", "less secure", "less safe", "warn", "déconseillé", "no recomendado", "não recomendado", "sconsigliat", "nicht empfohlen", "не рекомендуется", "不推荐", "非推奨", "권장하지")
	// recovery17d name the account's recovery number or address.
	recovery17d = newPhraseSet("recovery number", "recovery phone", "recovery email", "recovery address", "numero di recupero", "numéro de récupération", "número de recuperación", "número de recuperação", "wiederherstellungsnummer", "wiederherstellungs-e-mail", "номер восстановления", "резервный номер", "恢复手机", "辅助手机", "復旧用", "복구 전화번호", "복구 이메일")
	// secondFactor17d name the account's second factor.
	secondFactor17d = newPhraseSet("two-step", "2fa", "two-factor", "zwei-faktor", "double authentification", "doble factor", "dois fatores", "due fattori", "двухфактор", "二段階認証", "两步验证", "双重验证", "2단계 인증", "이중 인증")
	// forwarding17d name a rule that forwards the user's mail.
	forwarding17d = newPhraseSet("forwarding rule", "forward all", "forward every email", "пересылку всей почты", "пересылку всех писем", "reenvío de todo el correo", "transfert de tous les e-mails", "weiterleitung aller e-mails", "inoltro di tutta la posta", "encaminhamento de todos os e-mails", "转发所有邮件", "すべてのメールを転送", "모든 메일을 전달", "правило пересылки", "règle de transfert", "regla de reenvío", "regra de encaminhamento", "regola di inoltro", "weiterleitungsregel", "转发规则", "転送ルール", "전달 규칙")
	// grant17d name standing access to the account, the devices or the home.
	grant17d = newPhraseSet("as trusted", "trusted device", "admin list", "delegate", "délégué", "delegado", "delegato", "stellvertret", "remote viewing", "remote access", "accesso remoto", "accès à distance", "acceso remoto", "acesso remoto", "fernzugriff", "fernzugang", "permanent door code", "доступ к трансляции", "удалённый доступ", "远程查看", "远程访问", "リモート閲覧", "원격 열람", "원격 접속")
	// outsider17d name a beneficiary the text picks: a partner, support, our team.
	outsider17d = newPhraseSet("partner", "support", "our team", "monitoring centre", "monitoring center", "company", "dispatch", "@", "assistenza", "partenaire", "socio", "parceir", "партнёр", "партнер", "поддержк", "合作", "客服", "パートナー", "サポート", "파트너", "고객센터")
	// piggyback17d do it besides the tool's work or ahead of it, and keep it.
	piggyback17d = newPhraseSet("also", "avant tout", "before any", "before every", "keep it there", "keep this", "aussi", "además", "também", "anche", "dabei", "заодно", "同时", "ついでに", "함께")
	// exposed17d open the profile, an album or the location to everyone.
	exposed17d = newPhraseSet("public profile", "profile public", "visibility to public", "public link", "public friend list", "anyone with the link", "searchable by phone", "anyone can message", "perfil público", "teléfono visible", "perfil visível para todos", "profil public", "lien public", "reso pubblico", "link pubblico", "öffentlichem link", "öffentlich geteilt",
		"открытый режим", "показ номера телефона", "公开链接", "所有人可见", "友達リスト公開", "電話番号で検索可能", "全体公開", "링크가 있는 모든 사용자", "전체 공개", "compartilha a localização", "location tagging", "геометки")
	// recommended17d present the setting as the one to keep.
	recommended17d = newPhraseSet("recommended", "recommend", "recomendación", "recomenda", "padrão", "おすすめ", "推奨", "推荐", "추천", "рекоменд", "empfohlen", "recomendad", "consigliat", "leave the default", "valore predefinito", "don't mention", "not mention", "nicht erwähnen", "안내하지", "users prefer", "большинство пользователей", "спрашивать не нужно")
	// oneTimeCode17d name one-time codes.
	oneTimeCode17d = newPhraseSet("one-time code", "verification code", "login code", " tan ", " tans ", "bestätigungscode", "code à usage unique", "código de verificação", "códigos de verificação", "código de verificación", "codice di verifica", "код подтверждения", "验证码", "認証コード", "確認コード", "인증번호")
	// messagesSource17d name the user's texts as the source.
	messagesSource17d = newPhraseSet("sms", "text message", "messages", "inbox", "mensagens", "mensajes", "messaggi", "nachrichten", "сообщени", "短信", "メッセージ", "문자")
	// passedOn17d pass a value on to someone or some field.
	passedOn17d = newPhraseSet("pass", "forward", "send", "include", "weiter", "remplir", "transmet", "envia", "envía", "inoltra", "передай", "передава", "отправ", "转发", "发送", "送信", "渡し", "전달", "lê ", "lee ", "reads ")
	// personalBulk17d name the user's records in bulk.
	personalBulk17d = newPhraseSet("complete contact list", "full contact list", "whole address book", "entire address book", "full vcard", "contacts_export", "last five photos", "recent photos", "home address", "dossier santé", "histórico do app saúde", "health history", "medical record", "всю адресную книгу", "адресную книгу", "историю геолокации", "истории геолокации", "фото с геометками",
		"갤러리의 최근 사진", "집 주소", "이동 기록", "健康记录", "通讯录", "全部照片", "連絡先をすべて", "位置履歴", "gesamte adressbuch", "alle kontakte", "todos os contatos", "os contatos", "tous les contacts", "todos los contactos", "tutti i contatti")
	// sentOff17d send, upload or attach it.
	sentOff17d = newPhraseSet("upload", "send", "attach", "pass ", "joindre", "envoie", "envia", "envía", "invia", "sendet", "hochlad", "выгружа", "отправля", "передаёт", "上传", "发送", "送信", "アップロード", "전송", "넣으세요", "lê ", "reads ")
)
