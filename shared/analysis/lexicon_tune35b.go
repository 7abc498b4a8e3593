package analysis

// The words of tune35b's readings (signals_tune35b.go): a safeguard the
// user relies on (a verification, a pin, a review, a protection, least
// privilege) weakened by the text's own order.

var (
	// safeguard35b name a check or protection the user relies on.
	safeguard35b = newPhraseSet("signature", "checksum", "digest", "integrity", "gosumdb", "sumdb", "verification", "verify", "required review", "review requirement", "reviews", "reviewer", "approval", "branch protection", "protection rule", "status check", "masking", "fraud check", "fraud screening", "3-d secure", "3ds check", "cvv check", "backup verification", "restore test", "encryption", "two-factor", "2fa", "mfa",
		"firma", "firme", "verifica", "verificación", "suma de verificación", "sumas", "revisión", "aprobación", "protección", "enmascaramiento", "cifrado",
		"vérification", "somme de contrôle", "empreinte", "revue", "relecture", "protection", "masquage", "chiffrement",
		"signatur", "prüfsumme", "prüfung", "überprüfung", "freigabe", "schutzregel", "maskierung", "verschlüsselung",
		"revisione", "approvazione", "protezione", "mascheramento", "crittografia",
		"assinatura", "verificação", "revisão", "aprovação", "proteção", "mascaramento", "criptografia",
		"подпис", "контрольн", "проверк", "ревью", "защит", "маскир", "шифрован",
		"签名", "校验", "哈希", "审查", "评审", "审核", "分支保护", "保护规则", "屏蔽", "脱敏", "加密", "验证",
		"署名", "チェックサム", "検証", "レビュー", "保護", "マスク", "暗号化",
		"서명", "체크섬", "검증", "리뷰", "검토", "보호", "마스킹", "암호화")

	// lift35b switch a safeguard off, skip it or take it out.
	lift35b = newPhraseSet("skip", "bypass", "disable", "turn off", "turned off", "turns off", "switch off", "left off", "leave off", "remove ", "removes ", "strip ", "strips ", "stripped", "stripping", "=off", "= off", "without review", "without approval",
		"salta ", "saltare", "omettere", "disattiv", "senza revisione",
		"omite la", "omitir la", "sáltate", "desactiv", "sin revisión", "sin aprobación",
		"désactiv", "ignorez la", "sans revue", "sans relecture",
		"überspring", "deaktivier", "abschalten", "ohne review", "ohne prüfung",
		"pule ", "pular", "desativ", "sem revisão",
		"отключ", "пропуст", "без ревью", "без проверки",
		"跳过", "关闭", "禁用", "去掉", "无需审查", "无需评审",
		"スキップ", "無効", "省略して", "レビューなしで",
		"건너뛰", "끄고", "꺼 ", "비활성화", "없이")

	// framing35b make a weakening a standing order or argue for it: always,
	// left off, not restored, a pretext of speed, noise or errors.
	framing35b = newPhraseSet("always", "left off", "leave it off", "leave them off", "afterwards", "no need to restore", "not restore", "don't restore", "do not restore", "not re-enable", "don't re-enable", "anyway", "for speed", "to save time", "faster", "bottleneck", "false positive", "the real token", "real value", "is visible",
		"sempre", "per velocità", "successivo", "non ripristinar", "errori",
		"siempre", "por velocidad", "para ir más rápido", "no la restaures", "no lo restaures",
		"toujours", "pour aller plus vite", "ne la rétablissez pas",
		"immer", "schneller", "nicht wiederherstell", "nicht wieder aktivier",
		"всегда", "быстрее", "не восстанавлива", "не включай обратно",
		"始终", "总是", "一律", "不必恢复", "无需恢复", "不用恢复", "为了加快",
		"常に", "必ず", "元に戻さ", "戻す必要はありません",
		"항상", "복구하지", "되돌리지", "복원하지")

	// mismatch35b name a check that failed: a digest that differs, a file
	// that is missing.
	mismatch35b = newPhraseSet("differs", "does not match", "doesn't match", "mismatch", "returns 404", "is missing", "fails verification", "verification fails",
		"no coincide", "ne correspond pas", "stimmt nicht", "nicht übereinstimm", "non corrisponde", "não corresponde", "не совпада", "不一致", "不匹配", "一致しない", "일치하지 않")

	// adopt35b accept what the failed check found, or call it verified.
	adopt35b = newPhraseSet("as verified", "as valid", "as trusted", "to the observed", "the observed digest", "use the downloaded", "and continue", "la del archivo descargado", "y continúa", "y continua", "et continuez", "e continua", "und fahre fort", "и продолжай", "并继续", "继续安装", "続行", "계속 진행",
		"como verificad", "comme vérifi", "come verificat", "als verifiziert", "как проверенн", "视为已验证", "検証済みとして", "검증된 것으로")

	// pinned35b name a pinned reference; floating35b one that moves.
	pinned35b   = newPhraseSet("digest", "@sha256", "sha256:", "commit sha", "sha pin", "pinned", "empreinte", "摘要", "ダイジェスト", "다이제스트", "дайджест")
	floating35b = newPhraseSet(":latest", "`latest`", "latest tag", "@main", "@master", ":stable", "`stable`", "@head", "floating tag", "最新")
	// replace35b turn one reference into another; insteadOf35b put one in
	// place of another.
	replace35b   = newPhraseSet("replace", "convert", "rewrite", "swap", "switch", "remplace", "reemplaza", "sustituye", "sostituisc", "substitu", "troque", "ersetze", "ersetzt", "замени", "заменя", "替换", "改为", "换成", "置き換え", "置換", "바꾸", "교체")
	insteadOf35b = newPhraseSet("instead of", "rather than", "au lieu de", "en lugar de", "en vez de", "invece di", "em vez de", "anstatt", "statt ", "вместо", "而不是")
	// insteadOfFirst35b follow the thing replaced (ダイジェストの代わりに :stable).
	insteadOfFirst35b = newPhraseSet("代わりに", "대신", "代替")

	// highPriv35b name the widest grant; wideGrant35b those a text grants
	// on the pretext of permission errors (permPretext35b).
	highPriv35b    = newPhraseSet("write-all", "write_all", "admin:org", "admin:enterprise", "sudo", "cluster-admin", "full access", "full_access")
	wideGrant35b   = newPhraseSet("sudo", "write-all", "write_all", "admin:org", "admin:enterprise", "cluster-admin", "administratoraccess")
	permPretext35b = newPhraseSet("permission error", "permission failure", "permission denied", "falhas de permissão", "erros de permissão", "errores de permisos", "erreurs de permission", "berechtigungsfehler", "errori di permesso", "ошибок доступа", "ошибки доступа", "ошибке доступа", "ошибка доступа", "权限错误", "权限不足", "権限エラー", "권한 오류")

	// onlyGate35b hold a weakening to a case or to the user's word;
	// userGate35b leave it to the user.
	onlyGate35b = newPhraseSet("only if", "only when", "only for", "only at", "solo si", "solo cuando", "seulement si", "uniquement si", "nur wenn", "solo se", "solo quando", "somente se", "apenas se", "только если", "仅当", "仅在", "只有", "場合のみ", "경우에만", "keep it on", "keep them on", "stay on", "stays on", "intact")
	userGate35b = newPhraseSet("if the user", "when the user", "the user asks", "the user asked", "user's request", "ask the user", "the user decides", "user's choice", "decide el usuario", "el usuario decide", "l'utilisateur décide", "der nutzer entscheidet", "l'utente decide", "o usuário decide", "пользователь решает", "由用户决定", "ユーザーが決め", "사용자가 결정")

	// keepOn35b tell the model to leave a switch on, beside urgesKeeping's.
	keepOn35b = newPhraseSet("keep true", "keep it on", "leave it on", "leave true", "켜 두", "켜두", "켜 놓", "保持开启", "保持打开", "オンのまま", "有効のまま", "laissez activé", "déjalo activado", "lass es an", "lascialo attivo", "deixe ativado", "оставьте включ")

	// defaultWord35b name a default.
	defaultWord35b = newPhraseSet("by default", "default", "par défaut", "por defecto", "predeterminad", "por padrão", "predefinit", "standardmäßig", "по умолчанию", "默认", "既定", "デフォルト", "기본값", "기본으로")

	// pretext35b argue a safeguard off: it fails, slows or annoys.
	pretext35b = newPhraseSet("fail", "échou", "falla", "fehlschl", "scheiter", "fallisc", "falha", "失败", "失敗", "실패", "slow", "ralent", "lento", "lenta", "langsam", "verlangsam", "медлен", "замедля", "慢", "遅く", "느려", "inconvenien", "不方便", "麻烦", "面倒", "번거", "annoy", "complain", "beschwer", "se quejan", "se plaignent", "si lamentano", "reclamam", "жалуются", "bottleneck", "false positive", "errors", "ошибк", "错误", "エラー", "오류")

	// minimal35b claim the least grant.
	minimal35b = newPhraseSet("minimum", "minimal", "least privilege", "least-privilege", "mínimo", "minimo", "minimale", "minimum requis", "минимальн", "最小", "최소")

	// revealValues35b name a secret's value shown in full; secretNames35b
	// the secrets; showVerb35b put them in the output; keptMasked35b keep
	// the mask; describes35b say what a tool returns or may hold.
	revealValues35b = newPhraseSet("the values of", "full values", "full value", "real token value", "real value", "plaintext", "plain text", "unmasked", "unredacted", "valores completos", "valor completo", "sin enmascarar", "en texto plano", "en clair", "non masqué", "im klartext", "unmaskiert", "in chiaro", "non mascherat", "em texto puro", "sem máscara", "в открытом виде", "без маскировки", "полные значения", "明文", "完整值", "平文", "マスクなし", "평문", "마스킹 없이")
	secretNames35b  = newPhraseSet("_token", "_key", "_password", "_secret", "token", "password", "secret", "credential", "credenciales", "identifiants", "zugangsdaten", "credenziali", "credenciais", "учетн", "учётн", "токен", "парол", "凭据", "密钥", "令牌", "密码", "トークン", "認証情報", "パスワード", "토큰", "자격 증명", "비밀번호")
	showVerb35b     = newPhraseSet("include", "list ", "paste", "output", "inclu", "lista", "incluez", "inclue", "einschließ", "aufführ", "включ", "выведи", "列出", "包含", "附上", "含め", "記載", "포함", "나열")
	keptMasked35b   = newPhraseSet("masked", "redacted", "replaced by", "***", "names only", "only the names", "enmascarad", "masqué", "maskiert", "mascherat", "mascarad", "замаскирован", "不含", "脱敏", "マスクされた", "마스킹된", "never", "nunca", "jamais", "niemals", "никогда", "绝不", "決して", "절대")
	describes35b    = newPhraseSet("can include", "may include", "returns", "return all", "retorna", "devuelve", "renvoie", "restituisce", "возвращает", "返回", "返します", "반환")
)
