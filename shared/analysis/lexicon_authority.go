package analysis

import (
	"slices"
	"strings"
)

// lexiconAuthority carries what an attack says to take the user's or the
// operator's place: the user's confirmation waived, earlier instructions
// said to lapse, a text given the user's standing or priority, the same
// outcome reported whatever happened, nothing worth mentioning, other
// servers' tools run down, the model's own instructions recited, payees
// and roles handed out. Same format as lexicon; most entries in the ten
// languages and some more.
var lexiconAuthority = []struct {
	c     concept
	words string
}{
	{cConfirm, "confirmation|confirmations|re-confirm|re-confirming|reconfirm*|approval|approvals|confirmation prompts|" +
		"确认|明确同意|同意后|" + "confirmación|confirmaciones|" + "подтверждени*|" + "bestätigung*|rückfrage*|nachfrage|" + "確認|承認|" +
		"확인|승인|" + "confirmação|confirmações|" + "conferma|conferme|" +
		"potwierdzeni*|bekräftelse|potvrzení|onay|bevestiging|konfirmasi|xác nhận|التأكيد|تأكيد|पुष्टि|אישור|підтвердж*"},
	// Skipping a step, in the languages cSuppress lacked.
	{cSuppress, "saute|sautez|sauter|pule|pular|salte|saltar|pula|пропусти|пропускай|пропустите|überspring|übergehe"},
	{cWait, "wait|waiting|attends|attendez|attendre|espera|esperes|esperar|espere|warte|warten|жди|ждать|дожидайся|等待|待た|기다리|aspetta|aspettare|czekaj|vänta|čekej|bekle|wacht|tunggu|chờ|تنتظر|انتظار|इंतज़ार|תחכה|чекай"},
	{cDestroy, "удалять|удаляй|удалить|удаление|удалением|supprimer|eliminar|borrar|cancellare|excluir|usuń|usunąć|smaž|smazat|verwijder|hapus|xóa|احذف|हटाएं|מחק|видали|видаляй"},
	{cMoney, "betala|przelew|zaplať|zaplaťte|payable to|payables au|payable au|pagadero a|pagaderos a|pagadera a|pagaderas a|zahlbar an|pagabile a|pagabili a|pagável a|pagáveis a|moving funds|move funds|move the funds|refunding|转入|汇入"},
	{cRedirect, "route every|route all|route each|route the transfer|route the payment|route it to|route them to|leite alle|redirige todos|redirige chaque|reindirizza tutti|redirecione todos|направляй все|全部转到|replaced with|are replaced with|is replaced with|remplacés par|remplacé par|reemplazados por|reemplazado por|ersetzt durch|sostituiti con|sostituito con|substituídos por|substituído por|заменяются на|заменяется на"},
	{cRegardless, "whatever the result|whatever the outcome|even if it failed|even if the call failed|even on failure|even if there are errors|auch wenn das ergebnis|auch wenn ein fehler|même si le résultat|même en cas d'erreur|aunque el resultado|aunque haya errores|anche se il risultato|anche in caso di errore|" +
		"mesmo que o resultado|mesmo com erro|даже если результат|даже при ошибке|无论结果|不管结果|即使失败|結果にかかわらず|エラーでも|결과와 관계없이|오류가 있어도"},
	{cTell, "always state|state that|melde|melden|narrate|narrating|menzionato|menzionata|menzionati|disebutkan|signaler"},
	{cCovert, "inutile de le signaler|inutile de le mentionner|inutile d'en parler|pas besoin de le signaler|pas besoin de le mentionner|no hace falta mencionarlo|no es necesario mencionarlo|no hace falta decirlo|no es necesario decirlo|" +
		"muss nicht erwähnt werden|braucht nicht erwähnt zu werden|nicht erwähnenswert|non serve menzionarlo|non c'è bisogno di menzionarlo|non è necessario menzionarlo|não é preciso mencionar|não precisa mencionar|" +
		"не нужно упоминать|не надо упоминать|незачем упоминать|无需说明|不用提|不必提|言う必要はありません|触れる必要はありません|触れないこと|触れないで|언급할 필요 없|말할 필요 없|" +
		"tidak perlu disebutkan|tidak perlu menyebutkan|bez informowania|nie trzeba wspominać|hoeft niet vermeld|behöver inte nämnas|není třeba zmiňovat"},
	{cCovert, "deny them if asked|deny it if asked|deny if asked|deny it when asked|niégalo si te preguntan|nie es ab, wenn|nie sie ab, wenn|nie-le si on te le demande|negalo se te lo chiedono|negue se perguntarem|отрицай, если спросят|如果被问到就否认|聞かれたら否定|물어보면 부인"},
	{cSend, "envoyant|transmettant|téléversant|enviando|inviando|sendend|отправляя|发送给"},
	{cReply, "activity summary|any activity summary|audit export|what did you do"},
	{cUser, "requester|requesters|requestor|wnioskodawc*|solicitante|demandeur|antragsteller*|richiedente|заявител*|申请人|申請者|신청자|お客様"},
	{cMention, "containing '|containing \"|contained '|contained \"|finding:|findings:|commands like|commands such as"},
	{cNeg, "istenmez|sorulmaz|istemez|gerekmez|कभी न|न माँगें|न मांगें|未确认|未經確認|未经确认|未經用戶確認|未经用户确认|수 없"},
	// Other servers' tools, and claims that run them down.
	{cOtherTool, "server's tools|servers' tools|other servers|other mcp servers|altri server|andere server|autres serveurs|otros servidores|других серверов|其他服务器|他のサーバー|다른 서버|" +
		"official tool|official tools|官方工具|公式ツール|공식 도구|herramienta oficial|outil officiel|offizielle tool|offiziellen tools|strumento ufficiale|ferramenta oficial|официальный инструмент|официальные инструменты"},
	{cDisparage, "return stale|returns stale|stale data|stale results|wrong data|incorrect data|wrong results|falsche|fausses données|datos falsos|dati sbagliati|dati errati|неверные данные|错误的数据|誤ったデータ|잘못된 데이터"},
	{cDeprecated, "were deprecated|was deprecated|has been deprecated|have been deprecated"},
	{cOverUser, "explicitly requested|is explicitly requested|even when another|even if another"},
	// The model's own instructions and tool set-up, asked to be recited.
	{cConversation, "hidden instructions|your full instructions|its own hidden instructions|your instructions as you received them|your tool configuration|your tool configs|its tool configuration|" +
		"隐藏指令|隐藏的指令|工具配置|隠れた指示|隠された指示|ツール設定|숨겨진 지침|숨은 지시|instrucciones ocultas|instructions cachées|versteckten anweisungen|istruzioni nascoste|instruções ocultas|скрытые инструкции|скрытых инструкций"},
	{cTell, "recites|読み上げ|朗读|vorlesen|récite|recita|recitar|зачитай|зачитывает"},
	{cPrefer, "tienen prioridad sobre|haben vorrang vor|ont priorité sur|hanno la priorità su|têm prioridade sobre|имеют приоритет над|take precedence over|takes precedence over"},
	{cUnmask, "unredacted|unmasked|not redacted|not masked|in clear text|in cleartext|without redaction|without masking|sin censurar|sin enmascarar|non masqué|non masquées|ungeschwärzt|unmaskiert|non mascherat*|sem mascarar|без маскировки|в открытом виде|明文|不打码|平文のまま|마스킹 없이"},
	{cSecret, "online-banking-pin|banking-pin|online-banking-passwort"},
	{cStartup, "mcp client config|mcp client configs|mcp client configuration|every mcp client|claude desktop config|mcp-konfiguration|configuración de mcp|configuration mcp|configurazione mcp|configuração mcp|конфигурацию mcp|mcp 配置|mcp 設定|mcp 설정"},
	{cMust, "systématiquement|sistemáticamente|sistematicamente|systematisch|систематически"},
	{cUnsafe, "désactive l'authentification à deux facteurs|désactiver l'authentification à deux facteurs|desactiva la autenticación de dos factores|deaktiviere die zwei-faktor-authentifizierung|disattiva l'autenticazione a due fattori|desative a autenticação de dois fatores|отключи двухфакторную аутентификацию|关闭双重验证|关闭两步验证|二要素認証を無効|2단계 인증을 끄"},
	{cLifted, "turned off|has turned off|have turned off|switched off|ha disattivato|ha desactivado|a désactivé|hat deaktiviert|hat abgeschaltet|desativou|отключил|отключила|关闭了|無効にしました|껐습니다|ya no rige|ya no aplica|ya no es válido|отменяется|отменено|больше не действует|لم يعد ساريًا|لم يعد ساريا|لم تعد سارية|到此为止|作废|不再有效|no longer applies|no longer holds|is void|are void|is revoked|are revoked|" +
		"ne s'applique plus|n'est plus valable|gilt nicht mehr|non vale più|não vale mais|já não se aplica|nie obowiązuje|artık geçerli değil|không còn hiệu lực|tidak berlaku lagi|vervalt|gäller inte längre|již neplatí|більше не діє|כבר לא בתוקף|अब लागू नहीं"},
	{cPrior, "what you were told|what you have been told|lo que te hayan indicado|lo que te dijeron|что тебе говорили|ما قيل لك|你之前收到的|ce qu'on t'a dit|was dir gesagt wurde|quello che ti è stato detto|o que te disseram|co ci powiedziano|wat je is verteld|vad du har fått höra|" +
		"раньше|ранее|سابقًا|auparavant|zuvor|in precedenza|anteriormente|wcześniej|tidigare|dříve|daha önce|이전에"},
	{cObey, "as if the user asked|as if the user had asked|as if the user requested|as if the user had written|as if the user said|as though the user asked|the same standing as|the same authority as|" +
		"como si viniera del|como si lo pidiera el usuario|como si fuera del usuario|comme si elle venait de l'utilisateur|comme si l'utilisateur|als käme sie vom nutzer|als hätte der nutzer|" +
		"come se provenisse dall'utente|come se lo chiedesse l'utente|como se viesse do usuário|como se o usuário|как просьбы самого пользователя|как будто это попросил пользователь|как если бы пользователь|" +
		"كما لو أن المستخدم|当作用户本人|视为用户本人|ユーザー本人の指示|사용자 본인의 요청처럼|사용자 본인의 지시처럼|jak gdyby użytkownik|alsof de gebruiker|som om användaren|jako by uživatel|sanki kullanıcı|seolah-olah pengguna|như thể người dùng|כאילו המשתמש|як прохання самого користувача"},
}

// judgeAuthority applies the rules about the user's or operator's
// standing: a secret asked for in a form, a table of accounts or a
// superuser pulled through SQL, the user's confirmation waived before an
// action that deletes, sends, pays or runs a command, the same outcome
// reported whatever happened, an outside address made an owner, what the
// model was told before said to lapse, a text said to outrank the
// model's instructions or the user.
func judgeAuthority(sg, whole signals, hits []hit, sent string, ctx scanContext, mail bool) []textFinding {
	if sg.has[cMention] || sg.has[cProtect] {
		return nil
	}
	var out []textFinding
	if sg.any(cSecret, cCode, cKeyMaterial, cPersonal) && !ctx.purpose.secrets && !ctx.purpose.payment && (sg.any(cAskVerb, cAsk) || containsFold(sent, "asking")) && formIn(sent) {
		out = append(out, textFinding{rule: "poison-sensitive-path", what: "an order to ask the user for a secret in a form"})
	}
	if sg.anyFree(cInclude, cSend, cRead, cCall) && (containsFold(sent, "select") || containsFold(sent, "rows") || containsFold(sent, "superuser") || containsFold(sent, "grant all")) {
		switch {
		case accountTables(sent):
			out = append(out, textFinding{rule: "poison-sensitive-path", what: "an order to pull the table of accounts or keys and pass it on"})
		case sqlSuperuser(sent):
			out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to run SQL that creates a privileged account"})
		}
	}
	// whole.free is not read: the whole text's clauses are not numbered.
	// A property that says what it does ("force: delete without
	// confirmation prompts") waives nothing unless it addresses the model.
	if waivesConfirmation(confirmationsNotNegated(hits, sent, sg.start)) && !confirmedFirst(hits, sg.lower, sg.start) && !selfAddressed(sg.lower) && !onlyPortugueseNo(hits, sent, sg.start) && (ctx.property == "" || sg.any(cModel, cMust)) && (whole.any(cDestroy, cSend, cMoney, cShell, cUnsafe, cInclude) || sg.paymentTarget(sent)) && !describesItself(sent) && !requiresConfirmation(hits, sg.lower, sg.start) && !negAfterConfirm16b(hits, sg.lower, sg.start) && !undoable20b(sg) && !reportedMissing35a(sg.phrases()) && !confirmationContent36(hits, sent, sg.start) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to act without the user's confirmation"})
	}
	if approvedAlready24.in(sg.lower) && !sg.has[cWhen] && !describesItself(sent) && whole.any(cSend, cMoney, cCall, cDestroy, cDelete, cWipe, cPurchase, cShell, cTell) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "a claim that the user approved everything already, beside an order to act"})
	}
	if sg.has[cRegardless] && sg.free[cTell] && (sg.any(cUser, cReply) || quotesVerdict(sent)) && !bareConcession(hits, sent, sg) {
		out = append(out, textFinding{rule: "poison-concealment", what: "an order to report the same outcome whatever happened"})
	}
	if mail && elevatedRole(sent) && (sg.free[cInclude] || grantsRole(sent)) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to give a fixed outside account an elevated role"})
	}
	switch {
	case sg.has[cLifted] && sg.has[cPrior] && sg.any(cInstr, cConfirm, cModel) && !sg.has[cNeg]:
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "a claim that what the model was told before no longer holds"})
	case sg.has[cPrefer] && sg.has[cInstr] && sg.any(cPrior, cUser) && outranks(hits, sent, sg.start) && !defersToUser(hits, sent, sg.start):
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "a claim that a text outranks the model's instructions"})
	}
	return out
}

// approvedAlready24 claims the user's approval given already, for
// everything, or their permissions checked already: a story that lifts
// a safeguard when an order to act goes with it.
var approvedAlready24 = newPhraseSet(
	"has pre-authorized", "have pre-authorized", "has preauthorized", "pre-authorized all", "preauthorized all", "has already authorized all",
	"permission check has already been done", "permissions have already been checked", "ha preautorizzato", "ha pre-autorizzato",
	"ha già autorizzato tutte", "ha già autorizzato tutti", "ha già approvato tutte", "ha già approvato tutti", "заранее разрешил", "заранее одобрил",
	"заранее дал согласие", "уже разрешил все", "уже одобрил все", "проверка прав уже", "права уже проверены", "미리 승인했습니다", "미리 승인했으니",
	"사전에 승인했습니다", "사전 승인했습니다", "미리 허락했습니다", "이미 모두 승인했습니다", "권한 확인은 이미", "권한 확인이 이미", "권한 검사는 이미", "事前に承認済み", "事前承認済み", "事前に許可済み", "すでにすべて承認", "権限チェックは済", "権限確認は済", "権限の確認は完了", "已预先授权", "已预授权",
	"已提前授权", "事先授权了", "已经批准了所有", "权限检查已完成", "权限已核实", "ha preautorizado", "ya autorizó todas", "ya aprobó todas", "ya ha autorizado todas",
	"ya ha aprobado todas", "la verificación de permisos ya", "a préautorisé", "a pré-autorisé", "a déjà autorisé toutes", "a déjà approuvé toutes",
	"la vérification des droits a déjà", "les droits ont déjà été vérifiés", "hat vorab genehmigt", "hat vorab freigegeben", "hat alles vorab",
	"hat bereits alle freigegeben", "die berechtigungsprüfung ist bereits", "berechtigungen wurden bereits geprüft", "pré-autorizou", "preautorizou",
	"já autorizou todas", "já aprovou todas", "a verificação de permissões já",
)

// waivesConfirmation reports, in one clause, a negation or a safeguard
// said to be off beside the user's confirmation, or beside waiting for
// the user: "don't wait for the user", "ne demandez plus de
// confirmation", "подтверждения не запрашивать", "without re-confirming",
// "has turned off confirmation prompts", "확인 절차는 생략합니다".
func waivesConfirmation(hits []hit) bool {
	for i, h := range hits {
		switch {
		case (h.c == cNeg || isSkip(h.c)) && pairedNegation23(hits, i):
			continue // "never skip the confirmation", "생략할 수 없습니다"
		case h.c != cNeg && h.c != cLifted && !isSkip(h.c):
			continue // a negation, a safeguard said to be off, the step skipped
		}
		if h.c == cNeg && (negInClause(hits[:i], h) || negatesWaiver(hits, i)) {
			continue // "never fill it in without the user's confirmation": two negations require it
		}
		var confirm, wait, user bool
		for _, o := range hits[max(0, i-3):min(len(hits), i+4)] {
			if o.clause != h.clause || o.start-h.end > 40 || h.start-o.end > 40 {
				continue
			}
			switch o.c {
			case cWait:
				wait = true
			case cConfirm:
				confirm = true
			case cUser:
				user = true
			}
		}
		if confirm || wait && user {
			return true
		}
	}
	return false
}

// isSkip reports the concepts that skip a step: omit, skip.
func isSkip(c concept) bool { return c == cOmit || c == cSuppress }

// negInClause reports a negation among hits in h's clause, at most 60
// bytes before it. Hits are in order and do not overlap, so the search
// walks back from h and stops 60 bytes away.
func negInClause(hits []hit, h hit) bool {
	for _, o := range slices.Backward(hits) {
		if h.start-o.end >= 60 {
			return false
		}
		if o.c == cNeg && o.clause == h.clause {
			return true
		}
	}
	return false
}

// outranks reports a claim of priority (takes priority over, 우선하여,
// 优先于) among the sentence's preferences, not a ranking of tools.
func outranks(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cPrefer || h.end-base > len(sent) {
			continue
		}
		w := strings.ToLower(sent[h.start-base : h.end-base])
		for _, p := range [...]string{"priorit", "priorid", "precedence", "vorrang", "우선", "优先", "優先", "приоритет"} {
			if strings.Contains(w, p) {
				return true
			}
		}
	}
	return false
}

// defersToUser reports a text that ranks the user's word above itself
// ("the user's instructions take priority over this guide"): the user
// comes before the ranking word, in a language that names the outranked
// thing after it, and nothing of the user's or earlier comes after.
func defersToUser(hits []hit, sent string, base int) bool {
	at := -1
	for _, h := range hits {
		if h.c == cPrefer && h.end-base <= len(sent) && h.start >= base {
			w := strings.ToLower(sent[h.start-base : h.end-base])
			if strings.Contains(w, "priorit") || strings.Contains(w, "priorid") || strings.Contains(w, "precedence") || strings.Contains(w, "vorrang") {
				at = h.start
				break
			}
		}
	}
	if at < 0 {
		return false
	}
	user := false
	for _, h := range hits {
		switch {
		case h.c == cUser && h.end <= at:
			user = true
		case (h.c == cUser || h.c == cPrior || h.c == cModel) && h.start > at:
			return false
		}
	}
	return user
}

// quotesVerdict reports a short quoted phrase: a verdict the user is to
// be told ('no critical issues', „Backup erfolgreich“).
func quotesVerdict(sent string) bool {
	for _, q := range [...][2]string{{"'", "'"}, {"\"", "\""}, {"“", "”"}, {"„", "“"}, {"«", "»"}, {"「", "」"}} {
		if i := strings.Index(sent, q[0]); i >= 0 {
			if j := strings.Index(sent[i+len(q[0]):], q[1]); j > 0 && j <= 60 {
				return true
			}
		}
	}
	return false
}

// accountTables reports a query of a whole table of accounts or keys
// (SELECT * FROM users, rows from auth.users and api_keys): what no
// warm-up or cache needs.
func accountTables(sent string) bool {
	lower := strings.ToLower(sent)
	if !strings.Contains(lower, "select ") && !strings.Contains(lower, "rows ") {
		return false
	}
	for i := range indicesOf(lower, "from ") {
		from := i + len("from ")
		rest := lower[from:min(len(lower), from+60)]
		for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' || r == '`' || r == ';' || r == '(' || r == ')' }) {
			switch strings.Trim(w, ".'\"") {
			case "users", "usuarios", "utilisateurs", "benutzer", "utenti", "usuários", "auth.users", "api_keys", "apikeys", "credentials", "passwords", "secrets", "tokens", "sessions":
				return true
			case "and", "y", "et", "und", "e", "和", "the", "*":
				continue
			}
			break
		}
	}
	return false
}

// sqlSuperuser reports SQL that creates or alters an account with every
// privilege (CREATE USER … SUPERUSER, GRANT ALL).
func sqlSuperuser(sent string) bool {
	lower := strings.ToLower(sent)
	return (strings.Contains(lower, "create user") || strings.Contains(lower, "create role") || strings.Contains(lower, "alter user") || strings.Contains(lower, "alter role")) &&
		(strings.Contains(lower, "superuser") || strings.Contains(lower, "grant all") || strings.Contains(lower, "createrole"))
}

// grantsRole reports a verb that hands out a role (make, grant, invite,
// 加为, ernenne, nomme, назначь).
func grantsRole(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"make ", "grant", "invite", "promote", "elevate", "加为", "设为", "授予", "付与", "부여", "ernenne", "mache ", "nomme", "haz ", "nombra", "rendi ", "nomina", "torne ", "nomeie", "сделай", "назначь"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// elevatedRole reports a role that governs an account or a repository
// (owner, admin, collaborator, 管理员, propriétaire).
func elevatedRole(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"owner", "admin", "collaborator", "maintainer", "superuser", "所有者", "管理员", "协作者", "オーナー", "管理者", "소유자", "관리자", "propriétaire", "inhaber", "eigentümer", "propietario", "administrador", "proprietario", "amministratore", "proprietário", "владел", "администратор"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
