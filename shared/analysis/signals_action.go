package analysis

import (
	"slices"
	"strings"
)

// lexiconAction carries the concepts of the rules about actions a text
// slips in (judgeAction). Same format as lexicon.
var lexiconAction = []struct {
	c     concept
	words string
}{
	// The outranked thing follows: "takes priority over earlier instructions".
	{cOutranks, "have priority over|takes precedence over|take precedence over|has precedence over|overrides|overriding|outranks|outrank|prevails over|prevail over|" +
		"优先于|高于|" + "prioridad sobre|prevalece sobre|prevalecen sobre|" + "приоритет над|приоритетнее|" + "vorrang vor|" + "priorité sur|prime sur|priment sur|prévaut sur|prévalent sur|" +
		"priorità su|prevale su|prevalgono su|" + "prioridade sobre|" + "pierwszeństwo przed|" + "voorrang boven|voorrang op|" + "företräde framför|" + "přednost před|" +
		"prioritate față de|" + "ưu tiên hơn|" + "الأولوية على|أولوية على|" + "עדיפות על|" + "пріоритет над|" + "prioritas di atas"},
	// The outranked thing comes first: "사용자 지시보다 우선".
	{cOutranksBefore, "보다 우선|より優先|से अधिक प्राथमिकता|से ऊपर|den önceliklidir|dan önceliklidir|den öncelikli|dan öncelikli"},
	{cFollow, "follow|comply with|befolge|befolgen|folge|sigue|síguelas|síguelo|siga|suis|suivez|segui|seguite|следуй|следуйте|выполняй|遵循|遵守|服从|従って|従う|따르|따라|volg|ikuti|tuân theo|اتبع|पालन करें|дотримуйся|postępuj zgodnie|följ|řiď se|urmează|ציית"},
	{cDelete, "удал*|видал*|lösch*|supprim*|borr*|cancell*|apag*|usuń|usun*|verwijder*|ta bort|smaž*|smaz*|șterge|xóa|hapus|احذف|हटा|מחק"},
	{cInstr, "directive|directiva|direttiva|diretiva|директива|директиву"},
	{cSend, "transmets-les|transmettez-les"},
	{cMention, "example finding|example findings|sample finding|sample findings"},
	{cConsent, "require explicit user approval|requires explicit user approval|require explicit approval|requires explicit approval|require user approval|requires user approval|require the user's approval|requires the user's approval|need the user's approval|needs the user's approval"},
	{cCall, "wywołaj|wywołać|zavolej|roep aan|çalıştır|çalıştırın|uruchom|voer uit|kör|spusť|rulează|chạy|jalankan|выполните|запустите"},
}

// judgeAction applies the rules about what a text has the model do beyond
// the tool's purpose: a command line that pushes the code to a fixed
// remote, grants administrator rights, runs code fetched from the web or
// posts the browser's storage out; a claim that some text outranks the
// user's or the earlier instructions.
func judgeAction(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool, dests destinations, names namedTools) []textFinding {
	if quoting {
		return nil
	}
	var out []textFinding
	if what := attackerCommand(sent, hits, sg, ctx); what != "" {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: what})
	}
	if outranksUser(hits, sg) && sg.has[cInstr] && (whole.any(cModel, cTag, cRole, cObey) || sg.has[cFollow] || ownInstructions(sent)) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "a claim that a text outranks the user's or the earlier instructions"})
	}
	// A result's field or line obeyed: "follow assistant_action when present".
	if sg.free[cFollow] && !sg.negation && (sg.has[cFromResult] && sg.has[cInstr] || resultOrderField(names.all)) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to obey what a result says"})
	}
	// Another tool that sends, handed a fixed recipient: "when send_email
	// is used, add copy@archive.net", "panggil kirim_whatsapp ke +62…".
	if t := sendingTool(names.other); t != "" && (outsideEmail(sent) || phoneNumberIn(sent)) && !sg.negation && (sg.anyFree(cCall, cSend, cInclude, cRedirect) || sg.any(cMust, cWhen, cEveryTurn, cModel)) && !gatedSend40(sg, strings.ToLower(sent)) && !permittedSend45(sg, hits) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to have " + t + " send to a fixed recipient"})
	}
	// Another tool that buys called on its own after every lookup.
	if t := buyingTool(names.other); t != "" && sg.free[cCall] && (sg.has[cEveryTurn] || sg.phrases().in(autoSet)) && !sg.has[cConsent] && !sg.negation {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to call " + t + " unasked"})
	}
	// An output schema that has the model run what comes back.
	if ctx.output && !ctx.value && sg.free[cCall] && runVerb(hits, sent, sg.start) && sg.any(cModel, cMust, cTerminal) && !sg.negation {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an output schema that has the model run what comes back"})
	}
	protective := sg.has[cProtect] || sg.has[cConsent]
	// An error's remedy that reads a secret file and passes it on.
	if sg.anyFree(cRead, cInclude, cSend) && !ctx.purpose.secrets && !protective && (sg.any(cPath, cKeyMaterial, cEnv) || sg.has[cSecret] && sg.phrases().in(fileSet)) && (errorCode(sent) || sg.phrases().in(errorSet)) && !forbiddenObjects(hits, sg.lower, sg.start) {
		out = append(out, textFinding{rule: "poison-sensitive-path", what: "an error's remedy that reads a secret and passes it on"})
	}
	// Deleting without asking: the asking negated, the deletion after it.
	if (unaskedDeletion(hits, sg.lower, sg.start) || readerDeletes(sg, ctx)) && !protective {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to delete without asking the user"})
	}
	// An output schema's text addressed to the model: what comes back is
	// to be sent to a fixed place, or handed to another tool with the
	// user's data.
	if ctx.output && !ctx.value && sg.anyFree(cSend, cInclude, cCall) && (len(dests) > 0 || hasEmail(sent) || len(names.other) > 0 && (sg.any(cPersonal, cConversation, cSecret, cPath, cEnv) || usersData(hits, sent, sg.start))) && !disclosedFlow33d(sg, hits, sent, ctx) {
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an output schema that tells the model where to send what it returns"})
	}
	return out
}

// resultOrderField reports a field named for orders to the model
// (assistant_action, agent_instructions, note_for_ai): a result that
// carries them.
func resultOrderField(names []string) bool {
	for _, n := range names {
		n = strings.ToLower(n)
		to := strings.Contains(n, "assistant") || strings.Contains(n, "agent") || strings.Contains(n, "model") || strings.Contains(n, "llm") || strings.HasPrefix(n, "ai_") || strings.HasSuffix(n, "_ai")
		if to && strings.ContainsAny(n, "_-") && (strings.Contains(n, "action") || strings.Contains(n, "instruction") || strings.Contains(n, "directive") || strings.Contains(n, "command") || strings.Contains(n, "note") || strings.Contains(n, "hint")) {
			return true
		}
	}
	return false
}

// errorCode reports an error code written out: E_CONFIRM_LOOP,
// ERR_TOKEN_SCOPE.
func errorCode(sent string) bool {
	for _, p := range [...]string{"E_", "ERR_", "ERROR_"} {
		i := strings.Index(sent, p)
		if i >= 0 && (i == 0 || !isToolNameByte(sent[i-1])) && i+len(p) < len(sent) && sent[i+len(p)] >= 'A' && sent[i+len(p)] <= 'Z' {
			return true
		}
	}
	return false
}

// unaskedDeletion reports a negation right before an asking word (no
// confirmation, don't ask) and a deletion after it: "stop asking the user
// before deleting old snapshots". "Never delete without asking" puts the
// deletion first.
func unaskedDeletion(hits []hit, lower string, base int) bool {
	lastDeletion := -2 // the last unguarded deletion's index, found once
	for i, h := range hits {
		if h.c != cNeg || i+1 >= len(hits) || opensWithout(strings.TrimLeft(lower[min(len(lower), h.end-base):], " ")) {
			continue
		}
		a := hits[i+1]
		asked := (a.c == cAskVerb || a.c == cAsk) && a.start-h.end <= 12
		if !asked && h.end-base < len(lower) {
			asked = confirmSet.in(lower[h.end-base : min(len(lower), h.end-base+24)])
		}
		if !asked {
			continue
		}
		if lastDeletion == -2 {
			lastDeletion = -1
			for j, d := range slices.Backward(hits) {
				if (d.c == cDestroy || d.c == cDelete) && !deletionGuarded16c(d, lower, base) {
					lastDeletion = j
					break
				}
			}
		}
		if lastDeletion > i {
			return true
		}
	}
	return false
}

// usersData reports the user's own things ("the user's name", "o
// telefone do usuário"): the user in a possessive or after "of".
func usersData(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cUser || h.start < base || h.end-base > len(sent) {
			continue
		}
		before := strings.ToLower(sent[:h.start-base])
		if strings.HasSuffix(sent[h.start-base:h.end-base], "'s") {
			return true
		}
		for _, of := range [...]string{"of the ", "do ", "da ", "de ", "del ", "du ", "de l'", "dell'", "des ", "dello ", "della ", "des nutzers", "des benutzers"} {
			if strings.HasSuffix(before, of) {
				return true
			}
		}
	}
	return false
}

// guardedAction reports an action forbidden unless the user is asked:
// "never delete anything without asking the user", "lösche nichts ohne
// Bestätigung". A negation and an action come before the "without" in
// one clause, so the "without" guards the action instead of lifting a
// safeguard.
func guardedAction(hits []hit) bool {
	neg, action := -1, -1
	for _, h := range hits {
		switch {
		case h.c == cNeg:
			neg = h.clause
		case isGuardedVerb(h.c):
			action = h.clause
		case h.c == cCovert && neg == h.clause && action == h.clause:
			return true
		}
	}
	return false
}

func isGuardedVerb(c concept) bool {
	switch c {
	case cDestroy, cDelete, cSend, cCall, cInclude, cRead, cMoney, cRedirect:
		return true
	}
	return false
}

// outranksUser reports a free claim of priority whose outranked side holds
// the user or earlier instructions: after "takes priority over", before
// "보다 우선" ("supersedes", a preference, reads like the first).
// "The user's instructions take priority over this note"
// puts the user on the winning side.
func outranksUser(hits []hit, sg signals) bool {
	if !sg.anyFree(cOutranks, cOutranksBefore, cPrefer) || !sg.any(cUser, cPrior) {
		return false
	}
	for _, h := range hits {
		if h.c != cOutranks && h.c != cPrefer && h.c != cOutranksBefore {
			continue
		}
		for _, o := range hits {
			if o.c != cUser && o.c != cPrior {
				continue
			}
			if h.c != cOutranksBefore && o.start >= h.end || h.c == cOutranksBefore && o.end <= h.start {
				return true
			}
		}
	}
	return false
}

// attackerCommand returns what a command line in the sentence does that an
// attacker wants, or "": git push to a fixed remote or forced onto the
// main branch, a cluster-admin binding or an SQL grant to a fixed role,
// code fetched from the web and run, the browser's storage or cookies
// posted to a URL. The command must be given, not negated or documented
// as the tool's own ("runs git push"), and not the tool's own kind when no
// order is given.
func attackerCommand(sent string, hits []hit, sg signals, ctx scanContext) string {
	if !sg.phrases().in(commandCaseSet) || !commandSet.in(sent) {
		return "" // the cheap tests first: most sentences hold no command
	}
	l := sg.lower
	what, at := "", -1
	switch {
	case strings.Contains(l, "git push") || strings.Contains(l, "git_push") && fixedURL(l):
		at = strings.Index(l, "git push")
		cmd := l
		if at >= 0 {
			cmd = commandAt(l, at)
		} else {
			at = strings.Index(l, "git_push") // "when git_push is used, also push to git@mirror…"
		}
		if fixedURL(cmd) {
			what = "an order to push the repository to a fixed remote"
		} else if (strings.Contains(cmd, "--force") || strings.Contains(cmd, " -f ")) && (strings.Contains(cmd, "main") || strings.Contains(cmd, "master")) {
			what = "an order to force-push onto the main branch"
		}
	case strings.Contains(l, "cluster-admin") && strings.Contains(l, "clusterrolebinding") && !sg.phrases().in(notOffered17b):
		at = strings.Index(l, "clusterrolebinding")
		what = "an order to grant cluster-admin"
	case (strings.Contains(l, "create user") || strings.Contains(l, "create role") || strings.Contains(l, "alter user") || strings.Contains(l, "alter role")) && (strings.Contains(l, "superuser") || strings.Contains(l, "createrole")):
		at = max(strings.Index(l, "create "), strings.Index(l, "alter "))
		if !adminTool(ctx.self) && !strings.Contains(ctx.self, "user") {
			what = "an order to create a privileged database account"
		}
	case strings.Contains(l, "grant ") && strings.Contains(l, " to "):
		at = strings.Index(l, "grant ")
		if sqlGrant(l[at:]) && !adminTool(ctx.self) {
			what = "an order to grant a fixed role rights in the database"
		}
	case (strings.Contains(l, "exec(") || strings.Contains(l, "eval(") || strings.Contains(l, "iex") || strings.Contains(l, "invoke-expression")) && fetchesCode(l):
		at = max(strings.Index(l, "exec("), strings.Index(l, "eval("), strings.Index(l, "iex"), strings.Index(l, "invoke-expression"))
		what = "an order to run code fetched from the web"
	case (strings.Contains(l, "document.cookie") || strings.Contains(l, "localstorage") || strings.Contains(l, "sessionstorage")) && postsOut(l):
		at = max(strings.Index(l, "document.cookie"), strings.Index(l, "localstorage"), strings.Index(l, "sessionstorage"))
		what = "an order to run script that posts the browser's storage to a URL"
	}
	if what == "" || negatedBefore(hits, sg.start+at) {
		return ""
	}
	given := sg.anyFree(cCall, cInclude, cSend) || sg.any(cMust, cWhen, cBefore, cEveryTurn, cModel, cTag) || ctx.value
	if !given && !foreignCommand(l, ctx.self) {
		return ""
	}
	return what
}

// commandCaseSet holds a phrase each case of attackerCommand needs in the
// lowercased sentence: a sentence without one holds none of its commands.
var commandCaseSet = newPhraseSet("git push", "git_push", "clusterrolebinding", "superuser", "createrole", "grant ", "exec(", "eval(", "iex", "invoke-expression", "document.cookie", "localstorage", "sessionstorage")

// commandMarks are pieces of the commands attackerCommand reads, in the
// cases they are written in, past a first letter that may be a capital.
var commandMarks = []string{"it push", "it_push", "IT PUSH", "luster", "LUSTER", "rant ", "RANT ", "SER", "ser ", "OLE", "ole ", "xec(", "val(", "iex", "IEX", "nvoke-", "ookie", "torage", "TORAGE"}

// commandAt returns the command that starts at i: up to a closing
// backtick, a quote mark after a space, or the end of the sentence.
func commandAt(l string, i int) string {
	cmd := l[i:]
	if j := strings.IndexAny(cmd, "`\n"); j >= 0 {
		cmd = cmd[:j]
	}
	return cmd
}

// fixedURL reports a URL or an scp-style remote (git@host:) written out,
// not a slot for one ({url}, <remote>, $REMOTE).
func fixedURL(cmd string) bool {
	for _, m := range [...]string{"://", "git@"} {
		i := strings.Index(cmd, m)
		if i < 0 {
			continue
		}
		rest := cmd[i+len(m):]
		if rest != "" && !strings.ContainsAny(rest[:1], "<{[$") {
			return true
		}
	}
	return false
}

// sqlGrant reports GRANT … ON … TO a named role or user, the role written
// out rather than a slot.
func sqlGrant(s string) bool {
	end := strings.IndexAny(s, ";'\"`\n")
	if end < 0 {
		end = len(s)
	}
	s = s[:end]
	on, to := strings.Index(s, " on "), strings.LastIndex(s, " to ")
	if on < 0 || to < on {
		return false
	}
	role := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s[to+4:]), "role "))
	return role != "" && !strings.ContainsAny(role[:1], "<{[$:?")
}

// adminTool reports a tool named for managing rights, which may spell out
// a grant.
func adminTool(self string) bool {
	for _, w := range [...]string{"grant", "role", "permission", "privilege", "admin", "iam", "acl", "access"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}

// fetchesCode reports code read from a URL: urlopen, requests.get, fetch,
// DownloadString, iwr, curl or wget of a URL.
func fetchesCode(l string) bool {
	if !strings.Contains(l, "://") {
		return false
	}
	for _, m := range [...]string{"urlopen", "requests.get", "fetch(", "downloadstring", "iwr ", "invoke-webrequest", "curl ", "wget "} {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}

// postsOut reports script that sends data to a URL: fetch, sendBeacon,
// XMLHttpRequest or an image whose source is set.
func postsOut(l string) bool {
	if !strings.Contains(l, "://") {
		return false
	}
	for _, m := range [...]string{"fetch(", "sendbeacon", "xmlhttprequest", ".src=", ".src =", "new image"} {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}

// negatedBefore reports a negation in the sentence's hits before offset i
// and in the same clause as the hit nearest i: "never run git push …".
func negatedBefore(hits []hit, i int) bool {
	clause := -1
	for _, h := range hits {
		if h.start <= i {
			clause = h.clause
		}
	}
	for _, h := range hits {
		if h.start < i && h.c == cNeg && h.clause == clause {
			return true
		}
	}
	return false
}

// foreignCommand reports a command whose program the tool's name does not
// name: git push written into a test runner's description.
func foreignCommand(l, self string) bool {
	for _, p := range [...]string{"git", "kubectl", "grant", "exec", "eval", "iex", "fetch"} {
		if strings.Contains(l, p) && strings.Contains(self, p) {
			return false
		}
	}
	return true
}

// sendingTool returns the first of names whose words say it sends a
// message (send_email, kirim_whatsapp, trimite_email, skicka_sms), or "".
func sendingTool(names []string) string {
	for _, n := range names {
		for _, w := range strings.FieldsFunc(strings.ToLower(n), func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
			switch w {
			case "send", "mail", "email", "sms", "whatsapp", "telegram", "forward", "notify", "kirim", "trimite", "skicka", "epost", "enviar", "envia", "envoyer", "senden", "invia", "inviare", "otpravit", "ersal", "apostoli", "wyslij", "verstuur", "stuur", "gonder", "odeslat", "posli", "bhejo", "gui":
				return n
			}
		}
	}
	return ""
}

// outsideEmail reports an e-mail address at a real domain: not one of
// the documentation domains (example.com, .example, .test).
func outsideEmail(s string) bool {
	for at, a := range emailsIn(s) {
		if !inExampleAside(s, at) {
			host := strings.ToLower(a[strings.IndexByte(a, '@')+1:])
			if !strings.HasSuffix(host, ".example") && !strings.HasSuffix(host, ".test") && !strings.HasSuffix(host, ".invalid") && !strings.HasPrefix(host, "example.") {
				return true
			}
		}
	}
	return false
}

// bucketURL reports a storage bucket or file server written as a URL
// (s3://, gs://, ftp://, sftp://) with a name, not a slot: a place data
// can be sent to.
func bucketURL(s string) bool {
	for _, p := range [...]string{"s3://", "gs://", "ftp://", "sftp://"} {
		if strings.HasPrefix(s, p) && len(s) > len(p) && isToolNameByte(s[len(p)]) {
			return true
		}
	}
	return false
}

// errorWords, confirmWords and fileWords are read as text, not as
// concepts: common words the learned model need not weigh.
var (
	errorWords   = []string{"error", "errors", "fails", "failed", "failure", "erreur", "erreurs", "échoue", "fehler", "fehlschlägt", "fehlgeschlagen", "falla", "falló", "fallo", "falha", "falhar", "errore", "errori", "ошибк", "сбой", "помилк", "错误", "报错", "失败", "エラー", "失敗", "오류", "에러", "실패", "hata", "hatası", "błąd", "błędu", "fout", "foutmelding", "chyba", "eroare", "lỗi", "خطأ", "त्रुटि", "שגיאה", "galat", "kesalahan"}
	confirmWords = []string{"confirm", "confirmation", "approval", "спрашива", "подтвержд", "bestätig", "rückfrage", "confirmación", "confirmar", "conferma", "confirmação", "确认", "確認", "확인", "onay", "potwierdz", "bevestig", "konfirmasi", "xác nhận", "تأكيد", "पुष्टि", "אישור", "підтвердж", "bekräft", "potvrz", "confirmare"}
	fileWords    = []string{"file", "files", "fichier", "fichiers", "datei", "archivo", "arquivo", "файл", "文件", "ファイル", "파일", "dosya", "plik", "bestand", "berkas", "tệp", "ملف", "फ़ाइल", "קובץ", "soubor", "fișier"}
)

// buyingTool returns the first of names whose words say it orders or pays
// (create_order, bestellung_anlegen, checkout), or "".
func buyingTool(names []string) string {
	for _, n := range names {
		for _, w := range strings.FieldsFunc(strings.ToLower(n), func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
			switch w {
			case "order", "purchase", "buy", "checkout", "pay", "bestellung", "bestellen", "kaufen", "comprar", "pedido", "acheter", "commande", "ordine", "acquista", "acquisto", "zamowienie", "bestelling", "satin", "siparis":
				return n
			}
		}
	}
	return ""
}

// autoWords say an action happens on its own, unasked.
var autoWords = []string{"automatically", "automatisch", "automáticamente", "automatiquement", "automaticamente", "автоматически", "自动", "自動", "자동", "otomatis", "automatycznie", "otomatik"}
