package analysis

// The words of tune33b's readings (signals_tune33b.go), in the ten
// languages of the lexicon.

var (
	// protection33b name a protection the user relies on that tune29a's
	// safeguards leave out: certificate and signature checks, auditing,
	// alerting, scanning, lockout and session limits, encryption,
	// revocation and rotation.
	protection33b = newPhraseSet("enforce_signatures", "require_mfa", "session_auth", "\"verify\"", "\"pinning\"", "row level security", "row-level security", "enforce_admins", "tls_verify", "ssl_verify", "verify=", "tls 1.", "tlsv1", "minimum tls", "mindestversion", "notify_", "notify to", "security alert", "echtzeitschutz", "realtime scan", "real-time scan", "log_mode", "alerts flag", "indicador alerts", "certificate check", "certificate verification", "verify_tls", "verify_ssl", "tls verification", "ssl verification", "cert_pinning", "certificate pinning", "signature check", "signature verification", "verify_signature", "skip-signature", "auditing", "set_audit", "audit=", "audit entry", "audit entries", "alerting", "failure alert", "alerts", "notify_owner", "notifications", "secret scanning", "secret-scanning", "dependency scan", "scan_exempt", "malware scan", "virus scan", " edr", "dlp", " waf", "lockout", "session timeout", "idle_timeout", "idle timeout", "password policy", "encryption", "encrypt=", "revocation", "revoke_keys", "key rotation", "rotation",
		"zertifikatsprüfung", "zertifikat_pruefen", "signaturprüfung", "audit-protokoll", "benachrichtigung", "secret-scanning", "virenscan", "kontosperre", "sitzungs", "verschlüsselung", "widerruf",
		"vérification du certificat", "vérification de la signature", "journalisation", "alertes", "notifications", "analyse antivirus", "verrouillage", "chiffrement", "révocation",
		"verificación del certificado", "verificación de firma", "auditoría", "alertas", "notificaciones", "exclusiones del antivirus", "bloqueo de cuenta", "cifrado", "revocación",
		"verifica del certificato", "verifica della firma", "revoca", "notifiche", "crittografia", "blocco dell'account",
		"verificação do certificado", "verificação de assinatura", "auditoria", "notificações", "verificação de dlp", "criptografia", "bloqueio de conta", "revogação",
		"проверку сертификата", "проверка сертификата", "проверку подписи", "аудит", "уведомлени", "оповещени", "блокировк", "шифрован", "отзыв ключ", "двухфакторн",
		"证书校验", "证书验证", "签名校验", "签名验证", "审计", "告警", "通知", "扫描", "账户锁定", "锁定阈值", "会话超时", "超时", "加密", "吊销", "轮换",
		"証明書の検証", "証明書検証", "署名検証", "監査", "アラート", "通知", "スキャン", "ロックアウト", "タイムアウト", "暗号化", "失効", "ローテーション",
		"인증서 검증", "인증서 고정", "서명 검증", "감사", "알림", "스캔", "잠금", "세션 만료", "암호화", "폐기", "로테이션", "디버그 모드", "원격 셸")

	// weaken33b turn a protection off, loosen it or take a thing out of
	// it: tune29a's switches and exempt, skip, exclude, never expire.
	weaken33b = newPhraseSet("\"false\"", "\": false", "tlsv1.0", "tls 1.0", "tlsv1.1", "tls 1.1", "sslv3", "to none", "=none", "\"none\"", "'none'", "empty list", "flag off", "alerts off", "schalte", "desactivad", "exempt", "exclusion", "skip", "never expire", "never time out", "lower the", "downgrade",
		"ausnehm", "ausnahme", "überspring", "läuft nie ab",
		"exemptez", "exempte", "ignorer la vérification", "sans chiffrement", "ne jamais expirer",
		"exclusiones", "omitir", "omite", "sin cifrado", "nunca caduque",
		"salta ", "saltare", "senza crittografia",
		"isent", "pular", "pule", "ignorar a verificação", "sem criptografia",
		"пропусти", "пропускай", "не проверяй", "без шифрования",
		"豁免", "跳过", "永不超时", "永不过期", "不加密",
		"スキップ", "実行せず", "無期限",
		"건너뛰", "끄지 말", "false로")

	// standing33b make the weakening the tool's own: done on its own,
	// without the user, kept from them or held against their word.
	standing33b = newPhraseSet("quickly", "and retry", "then retry", "as soon as you see", "erneut senden", "vuelve a intentarlo", "réessayez", "riprova", "tente novamente", "повтори", "重试", "もう一度送", "再実行", "다시 시도", "for all", "for any", "for every", "para todos", "para todas", "für alle", "pour tous", "pour toutes", "per tutti", "per tutte", "для всех", "所有", "全ての", "すべての", "모든", "keep the", "mantén", "maintenez", "behalte", "mantieni", "mantenha", "unless the user", "sauf si l'utilisateur", "es sei denn", "a menos que el usuario", "a não ser que", "tranne se", "除非用户", "noise reduction", "slows", "causes errors", "automatically", "without asking", "no need to ask", "not need to know", "does not need to know", "should not be bothered", "do not mention", "don't mention", "not mention", "silently", "afterwards", "before using any", "before any", "ignore the user", "whatever the user says",
		"automatisch", "erwähne", "ohne nachzufragen", "egal, was",
		"automatiquement", "sans prévenir", "sans demander", "ne le mentionne", "quelle que soit",
		"automáticamente", "sin preguntar", "no hace falta comentarlo", "no hace falta", "sin importar lo que",
		"automaticamente", "senza chiedere", "non segnalarlo", "non dirlo", "non menzionarlo",
		"sem perguntar", "não pergunte", "não mencione",
		"автоматически", "не спрашивая", "не сообщай", "об этом не", "что бы ни",
		"自动", "无需告知", "不必告诉", "不要告诉", "不要理会", "无论用户",
		"自動", "確認する必要はありません", "伝えないで", "含めないで", "関わらず",
		"자동", "알리지 마", "뭐라고 하든", "상관없이")

	// keepOn33b leave debugging or remote access on when the work ends.
	keepOn33b = newPhraseSet("leave debug", "keep debug", "leave the remote", "keep the remote", "debug_endpoint=true", "lass den remote", "lass den debugger", "laisse le débogage", "deja la depuración", "lascia il debug", "deixe o debug", "оставь отладку", "保持调试", "켜 두세요", "켜두세요", "オンのままにし")
	remote33b = newPhraseSet("debug", "remote shell", "remote access", "remote-debugger", "remote debugger", "디버그", "원격", "デバッグ", "リモート", "调试", "远程", "отладк", "удалённ", "depuración", "débogage")

	// skipped33b a protective act the text says not to do: revoke,
	// rotate, disable, remove.
	skipped33b = newPhraseSet("don't revoke", "do not revoke", "not revoke it", "don't rotate", "do not rotate", "no lo revoques", "no la revoques", "no revoques", "ne le révoque pas", "ne révoque pas", "widerrufe es nicht", "nicht widerrufen", "non revocarlo", "não revogue", "не отзывай", "不要吊销", "不吊销", "不要轮换", "不轮换", "失効させず", "ローテーションは実行せず", "ローテーションせず", "폐기하지 말", "로테이션하지")
	// doneTold33b tell the user the act was done or the item is fine.
	doneTold33b = newPhraseSet("tell them it was", "tell the user it was", "tell the user it has been", "report it as", "dile que fue", "dile que se", "dis-lui qu'il a été", "sag ihm, dass", "digli che è stato", "diga que foi", "скажи, что", "告诉用户已", "报告为", "と報告", "라고 알리", "라고 보고")

	// failed33b a check or scan that failed or found a serious issue.
	failed33b = newPhraseSet("fail", "critical", "失败", "失敗", "실패", "falla", "fallan", "fallido", "échoue", "échec", "fehlschläg", "schlägt", "fehlgeschlagen", "falha", "fallisce", "fallito", "не прошл", "провал", "критич", "crític", "critique", "kritisch", "critic", "严重", "重大", "심각")
	// relabeled33b report it as a lesser or passing result: informational,
	// passed, advisory, low.
	relabeled33b = newPhraseSet("as 'informational'", "as informational", "as \"informational\"", "as passed", "as passing", "passed=true", "pass=true", "as 'low'", "as advisory", "como 'informational'", "como informativ", "como aprobad", "como 'low'", "comme réussi", "comme informati", "als bestanden", "als informativ", "come superat", "come informativ", "como aprovad", "как пройден", "как информацион", "标记为“建议性", "标记为建议", "写 pass", "写pass", "标记为通过", "合格として", "情報として", "通過として", "통과로", "정보성으로")

	// honestReport33b forbid the relabeling: never, not, nor.
	honestReport33b = newPhraseSet("never", "not as", "nie ", "nicht als", "nunca", "jamais", "ne jamais", "mai ", "non come", "никогда", "не как", "绝不", "不得", "不要", "決して", "しない", "절대", "않")

	// overUser33b hold the weakening against the user's own word.
	overUser33b = newPhraseSet("whatever the user", "no matter what the user", "regardless of what the user", "even if the user", "egal, was der nutzer", "quoi que l'utilisateur", "quelle que soit la valeur", "sin importar lo que", "aunque el usuario", "qualunque cosa l'utente", "independentemente do que", "что бы ни", "不要理会用户", "无论用户", "に関わらず", "뭐라고 하든")

	// forbidden33b forbid the weakening ("whenever" holds no "never").
	forbidden33b = newPhraseSet(" never", "never disable", "never turn", "never set", "never skip", "must not", "cannot", "can't", "may not", "nunca", "jamais", "niemals", "darf nicht", "non deve", "não deve", "никогда", "нельзя", "切勿", "不得", "禁止", "严禁", "决不", "決して", "してはいけ", "절대", "안 됩니다")

	// gate33b hold the weakening to a case or to the user's choice.
	gate33b = newPhraseSet("only to", "only for", "切勿", "禁止", "严禁", "决不", "reject", "refuse", "rechaz", "rejet", "ablehn", "rifiut", "rejeit", "отклон", "不予通过", "拒绝", "却下", "거부", "only when", "only if", "only administrators", "only admins", "for local testing", "for testing", "local server", "self-signed", "solo cuando", "solo si", "solo para", "seulement", "uniquement", "nur für", "nur wenn", "nur, wenn", "solo per", "solo quando", "somente", "apenas", "только", "仅在", "仅用于", "のみ", "만 ")
)
