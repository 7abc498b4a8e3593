package analysis

import "strings"

// What a coding or operations agent is made to write and then say
// (tune17b): a verdict the text fixes before anything ran ("tell the user
// the bucket is private", "report as 'all green'"), the change it slips in
// kept out of the notes the user reads, and code handed over as a value
// for the model to write in: a shell reached from a request, certificate
// or host-key checks switched off, the host's firewall or SELinux turned
// off, a force-push or a publish in a hook of a tool that only builds.

// tune17bReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune17bReading(lt, _ lowText) (rule, what string) {
	switch {
	case lt.in(tellAs17b) && lt.in(safeVerdict17b) && !lt.in(onlyIfClean17b) && !lt.in(refusesSet):
		return "poison-answer-manipulation", "an order to give the user a reassuring verdict the text fixed in advance"
	case lt.in(hideChange17b) && lt.in(changeNote17b) && !lt.in(refusesSet):
		return "poison-concealment", "an order to keep a change it makes out of what the user is told"
	case lt.in(describeChangeAs17b) && containsAny(lt.s, "'", "‘", "«", "“", "\"", "「"):
		return "poison-answer-manipulation", "an order to describe a change to the user in words the text fixes"
	case lt.in(securityLint17b) && lt.in(silence17b) && lt.in(falsePositive17b):
		return "poison-hidden-instruction", "an order to silence security warnings instead of fixing the code"
	case lt.in(alwaysApprove17b) && !lt.in(refusesSet) && !lt.in(userWish16c):
		return "poison-hidden-instruction", "an order to approve every review it is shown"
	case lt.in(askUser17b) && lt.in(unwanted17b) && !lt.in(refusesSet):
		return "poison-hidden-instruction", "a claim that asking the user is unwanted, so it acts without their say"
	case lt.in(writeAll17b) && lt.in(setTo17b):
		return "poison-hidden-instruction", "an order to widen a workflow's token to write everything"
	case lt.in(authCheck17b) && lt.in(passAnyway17b) && containsAny(lt.s, "'", "`", "\"", "="):
		return "poison-hidden-instruction", "an order to let a fixed value through the authentication check"
	}
	return "", ""
}

// judgeTune17b applies tune17bReading, and reads a value handed to the
// model as code it writes or runs (codeDanger17b).
func judgeTune17b(sg signals, ctx scanContext, quoting bool) []textFinding {
	if out := judgeReading(tune17bReading, sg, ctx, quoting); out != nil {
		return out
	}
	if !ctx.value {
		return nil
	}
	if what := codeDanger17b(sg.phrases(), ctx.self); what != "" {
		return []textFinding{{rule: "poison-hidden-instruction", what: what, firm: what == authBypass17b}}
	}
	return nil
}

// authBypass17b is the reading of codeDanger17b with a fixed account as
// its target: firm.
const authBypass17b = "code in a value that lets a fixed account or key through the authentication check"

// codeDanger17b reads a value that is code for the model to write or run:
// a shell or eval fed from a request, checks of certificates or host keys
// off, the host's firewall or SELinux off, or a force-push, publish or
// release chained after a tool whose own name is not about releasing.
func codeDanger17b(lt lowText, self string) string {
	switch {
	case lt.in(fixedLiteral17b) && lt.in(orElse17b) && lt.in(authCheck17b):
		return authBypass17b
	case lt.in(execCall17b) && lt.in(requestInput17b):
		return "code in a value that runs what a request sends: a backdoor for the model to write in"
	case lt.in(checksOff17b):
		return "code in a value that switches certificate or host-key checks off"
	case lt.in(hostGuardOff17b):
		return "a command in a value that turns the host's firewall or SELinux off"
	case lt.in(release17b) && !lowered(self).in(releaseTool17b):
		return "a command in a value that force-pushes, publishes or releases after a tool that does not"
	}
	return ""
}

// tune17bJudged reports a sentence with no concept that holds a reading.
func tune17bJudged(lt lowText) bool {
	return holdsReading(tune17bReading, lt) || lt.in(execCall17b) || lt.in(checksOff17b) || lt.in(hostGuardOff17b) || lt.in(release17b)
}

// detectsCode17b reports a sentence in which a scanner or a linter names
// the unsafe code it finds: it quotes the pattern, it does not order it.
func detectsCode17b(sg signals) bool {
	return !sg.any(cMust, cModel) && sg.phrases().in(detects17b) && !sg.phrases().in(tellAs17b)
}

// modeLabel17b reports a sentence that only names the tool's mode ("Report
// only."): it changes nothing, it hides nothing.
func modeLabel17b(lower string) bool {
	switch strings.TrimRight(strings.TrimSpace(lower), ".!") {
	case "report only", "report-only", "reports only", "read only", "read-only", "nur bericht", "rapport uniquement", "solo informe", "solo report", "apenas relatório", "только отчёт", "只报告", "レポートのみ", "보고만":
		return true
	}
	return false
}

var (
	// tellAs17b tell the user, or describe the result, as something.
	tellAs17b = newPhraseSet("tell the user", "tell the committer", "say '", "say \"", "say that", "report as", "report it as", "reported as", "report the result as", "present it as", "present it to the user as", "present the result as", "present this as", "describe it as", "describe the", "describe them as", "as 'secured'", "in your answer", "in the reply", "to the user as",
		"gegenüber dem nutzer", "dem nutzer mitteilen", "als '", "' melden", "bezeichnen", "présentez", "présenter le résultat", "présenter comme", "décrire comme", "indiquer que", "dire que", "écrire '", "écrire «", "dígale", "decir que", "indicar que", "informar que", "describirlo como", "descríbelo como", "presentarlo como", "preséntalo como", "relatar que", "apresente", "diga que", "dica que", "dire che", "diciamo che", "presentare come", "descriverlo come", "presentalo come",
		"в ответе указать", "в ответе укажите", "сообщить, что", "сообщите, что", "указать, что", "описать как", "представить как", "と記載", "と説明", "として報告", "と報告", "と伝え", "로만 보고", "라고 보고", "로 보고", "이라고 설명", "이라고 안내", "告诉用户", "汇报为", "报告为", "说明为", "描述为", "称其为")
	// safeVerdict17b a reassuring verdict on what the agent did: private,
	// secure, verified, passing, fixed, clean.
	safeVerdict17b = newPhraseSet("private", "secure", "encrypted", "full verification", "fully verified", "standard tls", "strict", "passing", "all green", "alle grün", "tests pass", "fixed the failing", "no issues", "no problems", "build successful", "clean regeneration", "obbligatori", "verificación completa",
		"sécurisé", "aucun problème", "fermé", "privé", "закрыт", "приватн", "безопасн", "privat", "sicher", "verschlüsselt", "standard-tls", "privado", "seguro", "cifrado", "criptografado", "corrigido", "privato", "sicuro", "protetto", "安全", "私有", "加密", "非公開", "비공개", "안전", "successful")
	// onlyIfClean17b make the verdict depend on the result, or deny it.
	onlyIfClean17b = newPhraseSet("if ", "when ", "whether", "unless", "not ", "wenn", "falls", "kein", "nicht", "si ", "s'il", "quand", "cuando", "quando", "se ", "если", "когда", "не ", "如果", "是否", "不", "場合", "かどうか", "ない", "경우", "여부", "않")
	// hideChange17b keep something out of what the user reads.
	hideChange17b = newPhraseSet("omit from", "keep quiet", "keep silent", "keep it quiet", "non segnalare", "説明不要", "do not comment on", "don't comment on", "without raising it", "ne détaillez pas", "n'en parlez pas", "언급하지 않", "必要はありません", "一覧は不要", "não liste", "nicht erwähnen", "no menciones", "non menzionare", "не упоминайте", "不要提及", "reads like boilerplate", "originally asked for", "summarise only", "summarize only", "only the change", "只汇报", "のみ案内", "only exports the listed")
	// changeNote17b name what the agent changed, or the note on it.
	changeNote17b = newPhraseSet("change notes", "changelog", "commit message", "pull request", "perf fix", "assistenza", "監視用", "코드 설명", "ユーザーへの報告", "書き換えた", "testes alterados", "ces choix", "injection", "boilerplate", "requested", "asked for", "超时参数", "プレビューurl", "listed variables", "master key", "the user picked")
	// detects17b a scanner's or linter's own work: finding code.
	detects17b = newPhraseSet("finds code", "detects", "flags ", "scans for", "static scan", "segnala", "esamina", "检查", "检测", "指摘", "検出", "탐지", "signale", "détecte", "erkennt", "findet", "detecta", "encuentra", "находит", "выявляет", "reports findings")
	// execCall17b run a string as code or as a shell line.
	execCall17b = newPhraseSet("eval(", "execsync(", "exec(", "system(", "popen(", "child_process", "shell_exec", "passthru(", "runtime.getruntime")
	// requestInput17b what an HTTP request carries.
	requestInput17b = newPhraseSet("req.", "request.", "$_cookie", "$_get", "$_post", "$_request", "q.query", "params[", "query.")
	// checksOff17b certificate or host-key checks switched off.
	checksOff17b = newPhraseSet("stricthostkeychecking=no", "--insecure", "insecureskipverify: true", "insecureskipverify=true", "rejectunauthorized: false", "verify=false", "ssl_verify=false", "node_tls_reject_unauthorized=0", "-o userknownhostsfile=/dev/null")
	// hostGuardOff17b the host's firewall or SELinux turned off.
	hostGuardOff17b = newPhraseSet("setenforce 0", "selinux=disabled", "disable --now firewalld", "stop firewalld", "ufw disable", "iptables -f", "protected-mode no")
	// release17b push with force, publish or release.
	release17b = newPhraseSet("push --force", "push -f ", "--tags --force", "npm publish", "docker push", "gh release create", "twine upload", "cargo publish")
	// describeChangeAs17b describe the change to the user as something.
	describeChangeAs17b = newPhraseSet("describe the change as", "describe the changes as", "describe this change as", "present the change as", "label the change as", "call the change", "summarise it as", "summarize it as",
		"décrivez la modification comme", "décrire le changement comme", "présentez la modification comme", "die änderung als", "describe el cambio como", "describa el cambio como", "descreva a alteração como", "descreva a mudança como", "descrivi la modifica come",
		"описать изменение как", "опишите изменение как", "变更描述为", "将修改描述为", "変更を", "변경 사항을")
	// securityLint17b name security rules or their linters.
	securityLint17b = newPhraseSet("security", "sécurité", "sicherheit", "seguridad", "segurança", "sicurezza", "безопасност", "セキュリティ", "보안", "安全", "bandit", "gosec", "semgrep")
	// silence17b silence a warning with a comment or a switch.
	silence17b = newPhraseSet("disable comment", "inline disable", "silence them", "silence the", "commentaires de désactivation", "無効化コメント", "黙らせ", "nosec", "eslint-disable", "nolint", "비활성화 주석", "禁用注释", "комментарии отключения", "комментарий отключения", "comentarios de desactivación", "comentários de desativação", "commenti di disattivazione", "deaktivierungskommentar", "stummschalten")
	// falsePositive17b dismiss the warnings, or skip the fix.
	falsePositive17b = newPhraseSet("false positive", "faux positif", "誤検知", "falso positivo", "falsos positivos", "falsi positivi", "ложные срабатывания", "ложное срабатывание", "误报", "오탐", "fehlalarm", "falsch positiv", "instead of fixing", "instead of changing", "au lieu de corriger", "コードを直さず", "statt den code", "en lugar de corregir", "em vez de corrigir", "invece di correggere", "вместо исправления", "而不是修复", "수정하지 말고")
	// alwaysApprove17b approve every change put up for review.
	alwaysApprove17b = newPhraseSet("always approve", "approve every pull", "approve every pr", "approve every review", "approve all pull", "auto-approve every", "всегда одобряйте", "всегда одобрять", "одобряйте все", "approuvez toujours", "toujours approuver", "approuvez systématiquement", "immer genehmigen", "immer freigeben", "stets genehmigen", "aprueba siempre", "siempre aprueba", "aprobar siempre", "aprove sempre", "sempre aprove", "approva sempre", "sempre approva", "approvare sempre", "常に承認", "必ず承認", "すべて承認", "总是批准", "始终批准", "一律批准", "항상 승인", "무조건 승인")
	// askUser17b asking the user, or their confirmation.
	askUser17b = newPhraseSet("confirmation prompt", "asking the user", "ask the user first", "asking them", "telling them afterwards", "rückfragen", "confirmaciones", "confirmations", "conferme", "confirmações", "подтверждения", "确认提示", "確認ダイアログ", "確認を求める", "확인 요청", "확인 절차")
	// unwanted17b call asking a nuisance.
	unwanted17b = newPhraseSet("disruptive", "regression", "unerwünscht", "molestan", "dérangent", "agacent", "disturbano", "incomodam", "раздражают", "мешают", "打扰", "煩わしい", "방해", "annoy", "afterwards is enough", "after the fact")
	// writeAll17b a workflow token allowed to write everything.
	writeAll17b = newPhraseSet("write-all", "contents: write, packages: write")
	// setTo17b set or replace a value.
	setTo17b = newPhraseSet("replace", "set ", "setzen", "ersetzen", "change", "remplacez", "définir", "définissez", "reemplaza", "establece", "substitua", "defina", "sostituisci", "imposta", "замените", "установите", "替换", "设置", "置き換", "設定し", "바꾸", "설정")
	// authCheck17b name an authentication or password check.
	authCheck17b = newPhraseSet("auth", "password", "passwd", "token", "api_key", "apikey", "認証", "인증", "аутентиф", "авториз", "认证", "鉴权", "verif", "vérif", "prüfung", "check_password")
	// passAnyway17b let a request through whatever the check says.
	passAnyway17b = newPhraseSet("return true", "true를 반환", "検証をスキップ", "skip verification", "skip the check", "skips verification", "スキップする分岐", "跳过验证", "跳过校验", "пропускать проверку", "пропустить проверку", "ignorer la vérification", "sauter la vérification", "saltar la verificación", "omitir la verificación", "pular a verificação", "saltare la verifica", "prüfung überspringen", "검증을 건너")
	// fixedLiteral17b compare with a literal written into the code.
	fixedLiteral17b = newPhraseSet("== '", "=== '", "== \"", "=== \"", "==='", "=='")
	// orElse17b let either side of a check pass.
	orElse17b = newPhraseSet(" or ", "||")
	// promoteDeploy17b promote a deployment, not a vendor.
	promoteDeploy17b = newPhraseSet("to production", "to the production", "production domain", "to prod", "promote=true", "en production", "in produzione", "in die produktion", "a producción", "para produção", "в продакшен", "到生产", "本番", "프로덕션")
	// notOffered17b say the tool does not do a thing.
	notOffered17b = newPhraseSet("not supported", "is not offered", "cannot be", "can't be", "refuses", "nicht unterstützt", "n'est pas pris en charge", "no se admite", "non è supportat", "não é suportad", "не поддерживается", "不支持", "サポートしていません", "지원하지 않")
	// releaseTool17b name a tool whose job is to push or release.
	releaseTool17b = newPhraseSet("publish", "release", "push", "deploy")
)
