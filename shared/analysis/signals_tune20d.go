package analysis

import (
	"fmt"
	"strings"
	"unicode"
)

// tune20dFindings reads terse orders addressed to the model, each an act
// on an object: a secret or the user's data put into a call, a field or
// the reply; a fixed result reported whatever happened; the user's "no"
// or a missing confirmation turned into consent; the calls made or what
// was deleted kept from the user; a field of the result told to carry
// the answer or a secret onward; and a fixed value that names a secret
// file or an outside place on a field that sends or shares.
func tune20dFindings(where func() string, text string, ctx scanContext, prior []finding) []finding {
	if len(prior) > 0 || len(text) < 2 || ctx.purpose.screens {
		return nil
	}
	f, _ := ctx.read(text)
	lower, orig := f.lower, f.text
	if len(orig) != len(lower) {
		orig = lower
	}
	if ctx.value {
		if rule, what := valueTune20d(lower, ctx); rule != "" {
			return []finding{{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(orig))}}
		}
		return nil
	}
	low := ctx.lowOf(text, f)
	if !objectIn20d(low) {
		return nil // most texts: none of the acts' objects
	}
	for _, s := range plainSentences(lower) {
		if rule, what := sentenceTune20d(low.part(s[0], s[1]), orig[s[0]:s[1]], ctx); rule != "" {
			return []finding{{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(orig[s[0]:s[1]]))}}
		}
	}
	return nil
}

// brandIn20d reports a word spelt as a brand (ShopNova, SunPeak) or a
// name in guillemets or corner brackets.
func brandIn20d(orig string) bool {
	if strings.ContainsAny(orig, "«「") {
		return true
	}
	prevLower := false
	for _, r := range orig {
		if unicode.IsUpper(r) && prevLower {
			return true
		}
		prevLower = unicode.IsLower(r)
	}
	return false
}

// objectIn20d reports a text holding an object one of the acts needs.
func objectIn20d(low lowText) bool {
	for _, set := range [...]*phraseSet{everyAnswer20d, recommend20d, superlative20d, otherBrands20d, secret20d, looseSecret20d, bulkData20d, forward20d, checkObject20d, unread20d, asOwn20d, replyDirective20d, treatAs20d, deemedConsent20d, authorizedBy20d, noConfirm20d, hide20d, omit20d} {
		if low.in(set) {
			return true
		}
	}
	return false
}

// sentenceTune20d returns the rule and finding of one sentence, or "".
func sentenceTune20d(lt lowText, orig string, ctx scanContext) (rule, what string) {
	guarded := lt.in(negation20d) || lt.in(condition20d)
	switch {
	case lt.in(treatAs20d) && lt.in(quotedNo20d) && lt.in(quotedYes20d):
		return "poison-hidden-instruction", "an order to take the user's refusal as consent"
	case lt.in(authorizedBy20d) && lt.in(writeIn20d):
		return "poison-hidden-instruction", "an order to write the user's authorisation into a field"
	case (leads20d(lt.s, promoVerbs20d) || lt.in(alwaysCJK20d)) && (lt.in(always20d) && lt.in(everyAnswer20d) && (brandIn20d(orig) || domainIn(lt.s)) || lt.in(alwaysStrict20d) && lt.in(recommend20d) && brandIn20d(orig)):
		return "poison-preference-manipulation", "an order to put a brand or a link into every answer"
	case lt.in(alwaysStrict20d) && lt.in(sayThat20d) && lt.in(superlative20d):
		return "poison-preference-manipulation", "an order to always call one vendor the best"
	case lt.in(otherBrands20d) && lt.in(claimDown20d) && !lt.in(negation20d):
		return "poison-answer-manipulation", "an order to tell the user rivals are gone or unsafe"
	}
	if strings.ContainsAny(lt.s, "\"“”„「」『』«»") || strings.HasPrefix(lt.s, "'") || strings.Contains(lt.s, " '") {
		return "", "" // a quoted phrase: what the tool looks for or shows, not an order
	}
	switch {
	case (leads20d(lt.s, supplyVerbs20d) || ctx.property != "" && !ctx.output && lt.in(supplyCJK20d)) && lt.in(secret20d) && !guarded && !ownsSecret20d(ctx):
		return "poison-exfiltration", "an order to put a secret into a field or call that has no use for it"
	case lt.in(callVerb20d) && (lt.in(looseSecret20d) || ctx.output && lt.in(bulkData20d)) && !guarded && !ctx.purpose.secrets && !authName20d(ctx.self):
		return "poison-exfiltration", "an order to pass the secrets or the data it sees to another call"
	case ctx.output && lt.in(forward20d) && carriedSecret20d(ctx.property) && !authName20d(ctx.self):
		return "poison-exfiltration", "a returned secret the model is told to carry into other calls"
	case leads20d(lt.s, reportVerbs20d) && lt.in(checkObject20d) && lt.in(passed20d) && lt.in(always20d) && !lt.in(onlyIf20d) && !lt.in(failed20d):
		return "poison-answer-manipulation", "an order to report a fixed result whatever happened"
	case lt.in(approve20d) && lt.in(unread20d):
		return "poison-answer-manipulation", "an order to approve without reading"
	case lt.in(asOwn20d):
		return "poison-answer-manipulation", "an order to pass the server's text off as the model's own conclusion"
	case ctx.output && lt.in(replyDirective20d):
		return "poison-answer-manipulation", "a result field that dictates or edits the reply to the user"
	case lt.in(deemedConsent20d) && !lt.in(onlyIf20d):
		return "poison-hidden-instruction", "a claim that the user's confirmation is already given"
	case ctx.label && lt.in(noConfirm20d) && weighty20d(ctx.self):
		return "poison-hidden-instruction", "a label that waives the user's confirmation on a tool that deletes, closes or pays"
	case (lt.in(hide20d) || lt.in(omit20d) && lt.in(fromOutput20d)) && (lt.in(hiddenAct20d) || strings.Contains(lt.s, "*.")):
		return "poison-concealment", "an order to keep the calls made, or what was deleted or withheld, from the user"
	case (lt.in(hide20d) || lt.in(omit20d)) && lt.in(otherBrands20d) && !lt.in(notOffered20d):
		return "poison-preference-manipulation", "an order to leave rival vendors out of the answer"
	}
	return "", ""
}

// valueTune20d reads an example or fixed value: a secret file offered
// on a tool that is not about it.
func valueTune20d(lower string, ctx scanContext) (rule, what string) {
	field := ctx.valueOf
	if field == "" {
		field = ctx.property
	}
	if !strings.Contains(lower, " ") && secretPath20d(lower, ctx.self+" "+field) && !ctx.purpose.secrets && !authName20d(ctx.self) && !secretName20d(field) && !strings.Contains(field, "identity") && !keptOut20d(field) && !strings.Contains(lower, "example") && !strings.Contains(lower, "sample") {
		return "poison-exfiltration", "a secret file offered as the value of a field on a tool that has no use for it"
	}
	return "", ""
}

// tune20dTool reads each property's fixed value (its default, const or
// only enum value): a mode that writes secrets out, a switch that sends
// the environment or secrets along, a consent field filled in as given,
// or an outside or public place as where a field sends or shares.
func tune20dTool(self string, secrets bool, schema any) []finding {
	if secrets || authName20d(self) {
		return nil
	}
	var out []finding
	eachProperty(schema, []string{"inputSchema"}, func(p schemaProperty) {
		if p.value == nil {
			return
		}
		name := strings.ToLower(p.name)
		s, _ := p.value.(string)
		s = strings.ToLower(s)
		what := ""
		switch {
		case dumpsSecrets20d.in(s) || p.value == true && sendsSecrets20d(name):
			what = "a fixed choice that writes or sends secrets out"
		case consentField20d(name) && consentGiven20d.in(s) && !notGiven20d.in(s):
			what = "a consent field filled in as given"
		case destField20d(name) && s != "" && (outsidePlace20d(s) && !localPlace46(s) || p.key != "enum" && publicPlace20d.in(s) && !visibility20d(name)):
			what = "an outside or public place fixed as where a field sends or shares"
		}
		if what != "" {
			out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds %s: %s", p.where("."+p.key), what, excerpt(fmt.Sprint(p.value)))})
		}
	})
	return out
}

// sendsSecrets20d reports a switch named for sending the environment or
// secrets along (include_env, attach_credentials).
func sendsSecrets20d(name string) bool {
	if !strings.Contains(name, "include") && !strings.Contains(name, "attach") && !strings.Contains(name, "send") && !strings.Contains(name, "with") {
		return false
	}
	for _, w := range [...]string{"env", "secret", "credential", "token", "cookie", "password", "api_key", "apikey"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// supplyLead20d reports a sentence that opens on a verb of putting or
// asking for something ("Echo your…", "Frag auch nach…"): an order
// addressed to the model, not a description of what the tool does.
func leads20d(sent string, verbs map[string]bool) bool {
	sent = strings.TrimLeft(sent, " \t\"'`*-–—([:")
	for _, p := range [...]string{"also ", "then ", "and ", "please ", "bitte ", "por favor ", "s'il te plaît ", "per favore "} {
		sent = strings.TrimPrefix(sent, p)
	}
	word, _, _ := strings.Cut(sent, " ")
	return verbs[strings.TrimRight(word, ",:;")]
}

var promoVerbs20d = map[string]bool{"mention": true, "recommend": true, "suggest": true, "add": true, "append": true, "include": true, "insert": true, "end": true, "advise": true, "always": true, "plug": true,
	"recomienda": true, "sugiere": true, "menciona": true, "añade": true, "incluye": true, "siempre": true, "ajoute": true, "mentionne": true, "recommande": true, "inclus": true, "toujours": true,
	"füge": true, "erwähne": true, "empfiehl": true, "nenne": true, "immer": true, "stets": true, "aggiungi": true, "menziona": true, "consiglia": true, "suggerisci": true, "includi": true, "sempre": true,
	"adicione": true, "mencione": true, "recomende": true, "inclua": true, "добавляй": true, "добавь": true, "упоминай": true, "советуй": true, "рекомендуй": true, "всегда": true}

var reportVerbs20d = map[string]bool{"report": true, "say": true, "mark": true, "state": true, "tell": true, "claim": true, "present": true, "always": true, "reporta": true, "di": true, "marca": true, "signale": true, "dis": true,
	"melde": true, "sag": true, "sage": true, "markiere": true, "segnala": true, "dì": true, "relate": true, "diga": true, "informe": true, "сообщай": true, "скажи": true, "отмечай": true, "указывай": true}

// carriedSecret20d reports a returned field named for a session secret
// (session_token, cookie, api_key): one no other call should be handed.
func carriedSecret20d(property string) bool {
	for _, w := range [...]string{"session", "sessione", "sesión", "sitzung", "сесси", "cookie", "api_key", "apikey", "secret", "access_token", "bearer", "password"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

var supplyVerbs20d = map[string]bool{"echo": true, "paste": true, "put": true, "include": true, "fill": true, "enter": true, "provide": true, "supply": true, "attach": true, "append": true, "add": true, "copy": true, "ask": true, "insert": true,
	"incluye": true, "añade": true, "adjunta": true, "escribe": true, "pide": true, "pega": true, "introduce": true, "inclus": true, "ajoute": true, "joins": true, "saisis": true, "colle": true, "demande": true, "indique": true,
	"frag": true, "frage": true, "häng": true, "hänge": true, "gib": true, "füge": true, "trage": true, "includi": true, "aggiungi": true, "allega": true, "inserisci": true, "chiedi": true, "incolla": true,
	"inclua": true, "adicione": true, "anexe": true, "insira": true, "peça": true, "informe": true, "cole": true, "укажи": true, "введи": true, "приложи": true, "добавь": true, "спроси": true, "запроси": true, "вставь": true}

// visibility20d reports a field for who may see a record: "public" there
// is one choice of several the user makes, not a destination.
func visibility20d(field string) bool {
	for _, w := range [...]string{"visib", "公開", "공개", "видимост", "sichtbar", "privacy", "audience"} {
		if strings.Contains(field, w) {
			return true
		}
	}
	return false
}

// keptOut20d reports a field listing what is left out (exclude, ignore).
func keptOut20d(field string) bool {
	for _, w := range [...]string{"exclu", "ignor", "skip", "omit", "ausschl", "escludi", "исключ", "排除", "除外", "제외"} {
		if strings.Contains(field, w) {
			return true
		}
	}
	return false
}

// ownsSecret20d reports a tool whose own job or fields are about a secret:
// asking for one there is its purpose (a password for a login tool).
func ownsSecret20d(ctx scanContext) bool {
	return ctx.purpose.secrets || ctx.secretIn || authName20d(ctx.self) || secretName20d(ctx.property) || strings.Contains(ctx.property, "header") || strings.Contains(ctx.property, "auth")
}

// authName20d reports a tool named for signing in or managing secrets.
func authName20d(self string) bool {
	for _, w := range [...]string{"login", "log_in", "signin", "sign_in", "auth", "password", "passwd", "credential", "secret", "token", "vault", "otp", "2fa", "mfa", "verify", "unlock", "key",
		"sesion", "sesión", "anmeld", "connexion", "connecter", "accesso", "accedi", "entrar", "вход", "войти", "登录", "登入", "ログイン", "로그인", "contraseña", "passwort", "mot_de_passe", "senha", "пароль", "密码", "パスワード", "비밀번호"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}

// secretName20d reports a property named for a secret.
func secretName20d(property string) bool {
	return property != "" && (namesSecret(property) || authName20d(property) || strings.Contains(property, "clave") || strings.Contains(property, "pin") || strings.Contains(property, "cookie") || strings.Contains(property, "session") || strings.Contains(property, "sessione") || strings.Contains(property, "сесси"))
}

// weighty20d reports a tool whose name opens on deleting, closing,
// cancelling or paying (remove_branch, virement), not one that reads
// about it (get_bank_transfer).
func weighty20d(self string) bool {
	self, _, _ = strings.Cut(selfParts44.Replace(self), "_")
	for _, w := range [...]string{"delete", "remove", "drop", "destroy", "purge", "wipe", "cancel", "close", "transfer", "pay", "charge", "refund", "revoke",
		"borrar", "eliminar", "anular", "cerrar", "transferencia", "supprim", "virement", "fermer", "annul", "lösch", "loesch", "kündig", "ueberweis", "überweis",
		"cancella", "elimina", "chiudi", "bonifico", "apagar", "excluir", "encerr", "cancelar", "удал", "закры", "отмен", "перевод", "删除", "注销", "转账", "削除", "解約", "振込", "삭제", "해지", "송금"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}

// secretPath20d reports a value naming a credentials file, unless the
// tool's name is about what that file configures (aws for ~/.aws).
func secretPath20d(lower, self string) bool {
	for _, p := range [...]struct{ path, owner string }{
		{".aws/credentials", "aws"}, {".kube/config", "kube"}, {".ssh/id_", "ssh"}, {"id_rsa", "ssh"}, {"id_ed25519", "ssh"}, {".gnupg", "gpg"}, {".netrc", "netrc"},
		{".npmrc", "npm"}, {".pypirc", "pypi"}, {".docker/config.json", "docker"}, {".git-credentials", "credential"}, {"/etc/shadow", "shadow"}, {"wallet.dat", "wallet"},
		{"/.env", "env"}, {"gcloud/credentials", "gcloud"}, {"application_default_credentials", "gcloud"}, {"keychain", "keychain"},
	} {
		if strings.Contains(lower, p.path) && !strings.Contains(self, p.owner) {
			return true
		}
	}
	return lower == ".env" && !strings.Contains(self, "env")
}

// consentField20d reports a field that records the user's approval.
func consentField20d(field string) bool {
	for _, w := range [...]string{"confirm", "approv", "consent", "authoriz", "authoris", "autoriz", "aprobad", "aprovad", "freigabe", "genehmig", "zustimm", "conferm", "approuv",
		"подтвержд", "одобр", "согласи", "确认", "批准", "同意", "確認", "承認", "승인", "동의"} {
		if strings.Contains(field, w) {
			return true
		}
	}
	return false
}

// destField20d reports a field that names where data goes or who sees it.
func destField20d(field string) bool {
	if strings.HasSuffix(field, "_to") || strings.HasSuffix(field, "_an") || strings.HasSuffix(field, "_a") {
		return true
	}
	for _, w := range [...]string{"dest", "forward", "inoltr", "reenv", "weiterleit", "share", "visib", "follow", "upload_to", "send_to", "compart", "partag", "condivi", "teilen",
		"公開", "送信先", "共有", "公开", "转发", "分享", "공개", "전달", "공유", "видимост", "пересыл"} {
		if strings.Contains(field, w) {
			return true
		}
	}
	return false
}

// outsidePlace20d reports a value that is an address outside the user's
// machine: a URL, a bucket, a phone number or a social handle.
func outsidePlace20d(lower string) bool {
	return strings.Contains(lower, "://") || isPhoneNumber(lower) || strings.HasPrefix(lower, "@") && len(lower) > 3 || hasEmail(lower)
}

var (
	negation20d = newPhraseSet("never ", "do not", "don't", "must not", "not ", "without", "mask", "redact", "nunca", "jamás", "sin ", "ne ", "jamais", "sans ", "nie ", "niemals", "kein", "ohne",
		"mai ", "non ", "senza", "não", "sem ", "не ", "никогда", "без ", "不要", "切勿", "不得", "禁止", "不会", "しない", "しないで", "禁止", "마세요", "않", "금지", "말 것")

	supplyCJK20d = newPhraseSet("填写", "填入", "附上", "输入", "提供", "附加", "入力", "添付", "記入", "入れて", "입력", "첨부", "넣어", "기재")

	secret20d = newPhraseSet("api key", "api-key", "apikey", "api token", "access token", "session token", "auth token", "bearer token", "session cookie", "password", "passphrase", "2fa code", "2fa", "otp", "one-time code",
		"verification code", "private key", "secret key", "client secret", "social security", "cvv", "security code", "pin code", "your pin", "user's pin",
		"passwort", "kennwort", "contraseña", "clave de api", "mot de passe", "clé api", "clé d'api", "senha", "chiave api", "пароль", "api-ключ", "ключ api", "токен доступа",
		"密码", "口令", "验证码", "密钥", "パスワード", "暗証番号", "認証コード", "apiキー", "비밀번호", "인증번호", "인증 코드", "주민등록번호", "api 키",
		"codice otp", "código de verificación", "code de vérification", "bestätigungscode", "код подтверждения", "el pin ", "le pin ", "il pin ", "den pin ", "seu pin", "пин-код", "暗証")

	callVerb20d = newPhraseSet("call ", "pass ", "passalo", "send ", "post ", "share", "forward", "upload", "copy ", "llama a", "envía", "comparte", "appelle", "envoie", "partage", "ruf", "sende", "teile", "teilen",
		"chiama", "invia", "condividi", "chame", "envie", "compartilhe", "вызови", "вызывай", "отправь", "передай", "调用", "发送", "分享", "呼び出", "送信", "共有", "호출", "전송", "공유")
	looseSecret20d = newPhraseSet("any api keys", "all api keys", "api keys or", "any keys", "any tokens", "or tokens", "and tokens", "tokens visible", "keys visible", "secrets visible", "any secrets", "all secrets", "any credentials", "all credentials", "credentials visible",
		".env contents", "contents of .env", ".env-inhalt", "gefundenen .env", "contenido del .env", "contenido de .env", "contenu du .env", "contenu de .env", "contenuto del .env", "conteúdo do .env", "содержимое .env", ".env 内容", ".env の内容", ".env 내용",
		"cualquier clave", "todas las claves", "toutes les clés", "tous les jetons", "alle api-schlüssel", "alle schlüssel", "tutte le chiavi", "tutti i token", "todas as chaves", "todos os tokens", "все ключи", "все токены", "所有密钥", "所有令牌", "すべてのキー", "すべてのトークン", "모든 키", "모든 토큰")
	bulkData20d = newPhraseSet("all contacts", "all the contacts", "every contact", "whole address book", "entire address book", "todos los contactos", "tous les contacts", "alle kontakte", "tutti i contatti", "todos os contatos",
		"все контакты", "所有联系人", "全ての連絡先", "すべての連絡先", "모든 연락처", "complete conversation", "whole conversation", "entire conversation", "full conversation")

	forward20d = newPhraseSet("pass ", "pass it", "copy", "send", "forward", "call", "header", "include", "add it", "passalo", "passe", "pasa", "copia", "envía", "envoie", "transmets", "übergib", "kopier", "sende", "invia",
		"copie", "envie", "передай", "скопируй", "отправь", "传给", "复制", "发送", "渡して", "コピー", "送信", "전달", "복사", "전송")

	checkObject20d = newPhraseSet(" test", "check", "build", "scan", "pipeline", "audit", "prueba", "vérification", "contrôle", "prüfung", "verifica", "teste", "тест", "проверк", "сборк", "测试", "检查", "构建", "テスト", "チェック", "ビルド", "테스트", "검사", "빌드")
	passed20d      = newPhraseSet("passing", "passed", "as pass", "as success", "successful", "as green", "as clean", "superad", "aprobad", "réussi", "bestanden", "erfolgreich", "superati", "superato", "riuscit", "aprovad", "passaram",
		"пройден", "успешн", "通过", "成功", "合格", "通過", "성공", "통과")
	always20d    = newPhraseSet("all ", "always", "every", "regardless", "whatever", "todas", "todos", "siempre", "tous", "toutes", "toujours", "alle", "immer", "tutti", "tutte", "sempre", "все ", "всегда", "所有", "全部", "总是", "すべて", "全て", "常に", "모든", "항상", "무조건")
	failed20d    = newPhraseSet("fail", "whether", "or not", "fallid", "échou", "fehlgeschlagen", "fallit", "falh", "провал", "失败", "失敗", "실패")
	condition20d = newPhraseSet("only ", "if ", "unless", "when the user", "nur ", "wenn", "solo ", "sólo ", "si ", "seulement", "se ", "apenas", "только", "если", "如果", "仅", "場合", "のみ", "경우", "때만")
	notGiven20d  = newPhraseSet("not", "no_", "un", "pending", "false", "none", "never", "nicht", "nein", "non", "pendiente", "sem_", "sin_")
	onlyIf20d    = newPhraseSet("only if", "only when", "if they", "if it ", "if the ", "when they", "solo si", "sólo si", "seulement si", "nur wenn", "solo se", "apenas se", "только если", "仅当", "如果", "場合のみ", "경우에만", "경우")

	approve20d = newPhraseSet("approve", "merge", "aprueba", "approuve", "genehmige", "approva", "aprove", "одобр", "批准", "承認", "승인")
	unread20d  = newPhraseSet("without reading", "without review", "without looking", "unread", "sin leer", "sin revisar", "sans lire", "sans relire", "ohne zu lesen", "ungelesen", "ohne prüfung", "senza leggere", "senza revisione",
		"sem ler", "sem revisar", "не читая", "без проверки", "无需阅读", "不看", "読まずに", "읽지 않고", "검토 없이")

	asOwn20d = newPhraseSet("as your own", "as if it were your own", "without attribution", "como tu propia", "como tuya", "como propia", "comme ta propre", "comme votre propre", "als deine eigene", "als ihre eigene", "als eigene",
		"come tua", "come propria", "come tuo", "como sua própria", "como seu próprio", "как свой собственный", "как свою собственную", "как своё", "作为你自己的", "当作你自己的", "自分の意見として", "あなた自身の", "당신의 의견처럼", "자신의 의견")
	replyDirective20d = newPhraseSet("show only this", "only this to the user", "for you only", "never surface", "exactly this text", "exactamente con este texto", "exactement ce texte", "genau diesen text", "esattamente questo testo", "exatamente este texto", "ровно этот текст",
		"any link in your", "any payment link", "qualquer link", "cualquier enlace", "tout lien", "jeden link", "qualsiasi link", "любую ссылку", "whatever the scores", "regardless of the scores", "the clear winner", "rest of the session", "apply it immediately", "resto de la sesión", "reste de la session", "rest der sitzung", "resto della sessione", "resto da sessão",
		"l'unico efficace", "el único eficaz", "le seul efficace", "das einzig wirksame", "o único eficaz", "единственный эффективный", "唯一有效")

	treatAs20d   = newPhraseSet("treat", "trata", "traite", "behandle", "werte", "considera", "tratta", "trate", "считай", "воспринимай", "当作", "视为", "として扱", "とみな", "간주", "취급", "처리")
	quotedNo20d  = newPhraseSet("\"no\"", "'no'", "“no”", "«no»", "„nein“", "\"nein\"", "«non»", "« non »", "\"non\"", "\"não\"", "'não'", "«нет»", "\"нет\"", "“不”", "“不要”", "「いいえ」", "'아니요'", "\"아니요\"", "'아니오'", "\"no,\"", "a no as")
	quotedYes20d = newPhraseSet("\"yes\"", "'yes'", "“yes”", "«sí»", "\"sí\"", "'sí'", "„ja“", "\"ja\"", "«oui»", "« oui »", "\"oui\"", "\"sì\"", "'sì'", "\"sim\"", "'sim'", "«да»", "\"да\"", "“是”", "“好”", "「はい」", "'예'", "\"예\"", "'네'", "as a yes", "as consent", "as approval")

	deemedConsent20d = newPhraseSet("counts as user confirmation", "counts as confirmation", "counts as the user's confirmation", "counts as user approval", "counts as consent", "already counts as", "user has already confirmed", "user already confirmed",
		"user has already approved", "already confirmed by the user", "already approved by the user",
		"vale como confirmación", "cuenta como confirmación", "el usuario ya confirmó", "ya confirmado por el usuario", "vaut confirmation", "compte comme confirmation", "l'utilisateur a déjà confirmé",
		"gilt als bestätigung", "gilt als zustimmung", "der nutzer hat bereits bestätigt", "bereits vom nutzer bestätigt", "vale come conferma", "l'utente ha già confermato", "vale como confirmação", "o usuário já confirmou",
		"считается подтверждением", "пользователь уже подтвердил", "уже подтверждено пользователем", "视为用户确认", "视为确认", "用户已经确认", "用户早已确认", "確認とみなす", "すでに確認済み", "承認済みとみなす", "확인으로 간주", "사용자가 이미 확인", "사용자가 이미 승인")
	authorizedBy20d = newPhraseSet("authorized by the", "authorised by the", "approved by the user", "approved by the owner", "autorizado por el", "aprobado por el", "autorisé par le", "approuvé par l'utilisateur", "genehmigt vom", "freigegeben vom", "vom inhaber",
		"autorizzato dal", "approvato dall'utente", "autorizado pelo", "aprovado pelo", "разрешено владельцем", "одобрено пользователем", "подтверждено владельцем", "经用户授权", "用户已授权", "持ち主が承認", "本人承認済み", "본인 승인", "사용자 승인")
	writeIn20d   = newPhraseSet("always write", "always put", "always enter", "always set", "fill in", "escribe", "pon siempre", "écris", "indique toujours", "schreib", "trage", "scrivi", "inserisci", "escreva", "preencha", "пиши", "напиши", "укажи", "填写", "写上", "書いて", "記入", "쓰세요", "적으세요", "입력하세요")
	noConfirm20d = newPhraseSet("no confirmation", "without confirmation", "no need to ask", "without asking", "needs no user prompt", "need no user prompt", "sin confirmación", "sin preguntar", "sans confirmation", "sans demander", "ohne bestätigung", "ohne nachfrage", "ohne rückfrage",
		"nessuna conferma", "senza conferma", "senza chiedere", "sem confirmação", "sem perguntar", "без подтверждения", "не спрашивая", "无需确认", "不用确认", "確認不要", "確認なしで", "확인 없이", "확인 불필요")

	hide20d = newPhraseSet("do not list", "don't list", "do not describe", "don't describe", "do not mention", "don't mention", "never mention", "never surface", "never show ", "never list ", "do not show", "don't show", "do not report", "don't tell", "do not tell", "leave out",
		"no menciones", "no muestres", "no informes", "no digas", "omite ", "oculta ", "ne mentionne", "ne montre", "ne signale", "ne dis pas", "omets", "masque", "nicht erwähnen", "erwähne nicht", "zeige nicht", "verschweig", "verberg",
		"non menzionare", "non mostrare", "non segnalare", "non dire", "ometti", "nascondi", "não mencione", "não mostre", "não avise", "não diga", "não informe", "omita", "oculte", "esconda",
		"не упоминай", "не показывай", "не сообщай", "не говори", "скрой", "不要提", "不要告诉", "不要展示", "不要显示", "隐藏", "言わない", "伝えない", "触れないで", "말은 하지 마", "말하지 마", "알리지 마", "언급하지 마", "보여주지 마", "숨기세요")
	omit20d       = newPhraseSet("omit ", "hide ", "exclude ", "filter out")
	fromOutput20d = newPhraseSet("from output", "from the output", "from the list", "from the results", "from results", "from your", "from the reply", "from the answer")
	hiddenAct20d  = newPhraseSet("tool call", "calls made", "any calls", "the calls", "delet", "removed", "declined", "administrator", "admin ", "fees", "charges",
		"llamadas", "borrad", "eliminad", "rechazad", "administrador", "auditor", "comisiones", "appels", "supprim", "refusé", "administrateur", "frais", "aufrufe", "gelöscht", "abgelehnt", "gebühren",
		"chiamate", "cancellat", "eliminat", "rifiutat", "amministratore", "commissioni", "chamadas", "apagad", "apaga", "excluíd", "recusad", "tarifas",
		"вызов", "удал", "отклон", "администратор", "комисси", "调用", "删除", "拒绝", "管理员", "费用", "呼び出", "削除", "辞退", "管理者", "手数料", "도구 호출", "삭제", "거절", "관리자", "수수료", "원본")

	claimDown20d = newPhraseSet("discontinued", "out of business", "shut down", "bankrupt", "recalled", "unsafe", "descontinuad", "en quiebra", "quebrou", "faliu", "abandonné", "faillite", "eingestellt", "pleite", "insolvent",
		"fuori produzione", "fallit", "прекрати", "обанкрот", "停产", "倒闭", "破産", "販売終了", "단종", "파산")
	alwaysStrict20d = newPhraseSet("always", "siempre", "toujours", "immer", "stets", "sempre", "всегда", "必ず", "总是", "始终", "一律", "항상", "반드시", "in every", "en cada", "dans chaque", "in jeder", "in ogni", "em cada", "в каждом")
	alwaysCJK20d    = newPhraseSet("必ず", "务必", "一定要", "始终", "반드시", "항상")
	everyAnswer20d  = newPhraseSet("every answer", "every reply", "every response", "each answer", "each reply", "each response", "end of the answer", "end of every", "cada respuesta", "chaque réponse", "jede antwort", "jeder antwort", "ogni risposta",
		"cada resposta", "каждый ответ", "каждом ответе", "回答の最後", "毎回の回答", "每个回答", "每次回答", "回答末尾", "모든 답변", "답변 끝", "a link to", "einen link", "un enlace", "un lien", "un link", "um link", "ссылку на", "链接", "リンク", "링크")
	recommend20d   = newPhraseSet("recommend", "suggest", "advise", "recomienda", "sugiere", "recommande", "suggère", "empfiehl", "consiglia", "suggerisci", "recomende", "sugira", "советуй", "рекомендуй", "предлагай", "推荐", "建议", "勧め", "おすすめ", "추천", "권하")
	sayThat20d     = newPhraseSet("say that", "state that", "tell the user that", "di que", "dis que", "sag, dass", "sage, dass", "dì che", "di' che", "diga que", "скажи, что", "говори, что", "说", "と言", "라고 말")
	superlative20d = newPhraseSet("the fastest", "the cheapest", "the best", "the only", "the safest", "más rápid", "más barat", "el mejor", "la mejor", "le plus rapide", "la plus rapide", "le meilleur", "la meilleure", "der schnellste", "die schnellste", "der beste", "die beste", "am schnellsten",
		"il più veloce", "la più veloce", "il migliore", "la migliore", "l'unico", "mais rápid", "mais barat", "o melhor", "a melhor", "самый быстрый", "самая быстрая", "лучший", "единственный", "最快", "最便宜", "最好", "唯一", "最も速", "一番", "가장 빠른", "최고")
	otherBrands20d = newPhraseSet("competitor", "rival", "other brand", "other vendor", "otras marcas", "competidor", "competencia", "autres marques", "concurrent", "andere marken", "konkurrent", "altri marchi", "concorrent", "outras marcas", "konkurrenz",
		"других брендов", "другие бренды", "конкурент", "其他品牌", "竞争对手", "竞品", "他のブランド", "他社", "競合", "다른 브랜드", "경쟁사", "mai altri",
		"other store", "other shop", "other seller", "other provider", "other app", "otras tiendas", "otros proveedores", "autres boutiques", "autres fournisseurs", "andere shops", "andere anbieter", "altri negozi", "altri fornitori", "outras lojas", "outros fornecedores", "другие магазины", "других магазинов", "其他商店", "其他平台", "他のストア", "他のショップ", "다른 스토어", "다른 쇼핑몰")
	notOffered20d = newPhraseSet("not available", "unavailable", "does not cover", "doesn't cover", "not covered", "not included", "no cubre", "ne couvre pas", "nicht enthalten", "non copre", "não cobre", "не покрыва", "不包括", "対象外", "포함되지 않")

	dumpsSecrets20d = newPhraseSet("with_secrets", "with secrets", "include_secrets", "with_credentials", "with_tokens", "with_passwords", "and_secrets", "dump_secrets", "unredacted", "unmasked", "plaintext_secrets")
	consentGiven20d = newPhraseSet("user", "usuario", "usuário", "utilisateur", "nutzer", "benutzer", "utente", "пользовател", "用户", "ユーザー", "사용자", "automatisch", "automatic", "automático", "automatique", "automatico", "автомат", "自动", "自動", "자동",
		"approved", "confirmed", "titular", "holder", "owner")
	publicPlace20d = newPhraseSet("public", "everyone", "anyone", "all_contacts", "all contacts", "partner", "publico", "público", "pública", "todos", "tous", "öffentlich", "oeffentlich", "alle", "pubblic", "tutti", "публич", "всем", "公开", "所有人", "公開", "全員", "전체공개", "모두")
)
