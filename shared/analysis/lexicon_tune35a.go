package analysis

// The words of tune35a's readings (signals_tune35a.go).

var (
	// denied35a name a refusal of access: a 403, access denied or
	// restricted, no permission.
	denied35a = newPhraseSet("403", "forbidden", "access denied", "permission denied", "access restricted", "restricted access", "consent restriction", "not authorized", "not authorised", "unauthorized", "insufficient permission", "insufficient scope", "access is denied", "is denied", "fails with 401",
		"acceso restringido", "acceso denegado", "sin permiso", "permiso denegado", "accès refusé", "accès restreint", "accès interdit", "refus d'accès", "zugriff verweigert", "keine berechtigung", "zugriff eingeschränkt", "nicht berechtigt", "accesso negato", "accesso limitato", "accesso riservato", "permesso negato", "acesso negado", "acesso restrito", "sem permissão", "доступ запрещ", "доступ ограничен", "нет доступа", "отказано в доступе", "недостаточно прав",
		"拒绝访问", "访问被拒", "权限不足", "无权访问", "访问受限", "アクセス拒否", "アクセスが拒否", "権限がありません", "権限不足", "アクセス制限", "접근 거부", "접근이 거부", "권한이 없", "권한 부족", "접근 제한")

	// retry35a do a call again.
	retry35a = newPhraseSet("retry", "try again", "call it again", "again with", "send it again", "re-run", "rerun", "re-send", "resend", "repeat the", "reissue", "reintenta", "repite", "repetir", "vuelve a", "réessa", "relance", "recommence", "renouvelle la", "wiederhol", "erneut", "nochmal", "noch einmal", "riprova", "ripeti", "rilancia", "tente novamente", "tente de novo", "repita", "reenvie", "повтори", "ещё раз", "еще раз", "заново", "重试", "重新", "再试", "再次调用", "再試行", "再度", "もう一度", "やり直", "다시", "재시도", "재요청")

	// elevated35a name a higher role or an override of access: admin,
	// owner, root, break-glass, an emergency reason.
	elevated35a = newPhraseSet("admin", "owner", "root", "sudo", "propietari", "propriétaire", "eigentümer", "proprietari", "proprietári", "superuser", "break_glass", "break-glass", "breakglass", "break glass", "emergency", "elevat", "service account", "service_account", "impersonat", "override", "urgencia", "urgence", "notfall", "emergenza", "emergência", "emergencia", "экстренн", "неотложн", "администратор", "владел", "紧急", "管理员", "所有者", "緊急", "管理者", "オーナー", "응급", "긴급", "관리자", "소유자")

	// refusedRetry35a forbid the retry or leave it to the user.
	refusedRetry35a = newPhraseSet("do not retry", "don't retry", "never retry", "not retry", "must not", "never ", "instead of retrying", "ask the user", "tell the user", "user to request", "user can request", "request access", "must request", "zugriff anfragen", "zugriff beantragen", "solicitar acceso", "demander l'accès", "richiedere l'accesso", "solicitar acesso", "запросить доступ", "申请权限", "申请访问", "アクセスを申請", "권한을 요청", "no reintentes", "no repitas", "nunca", "ne réessayez pas", "ne pas réessayer", "jamais", "nicht erneut", "nicht wiederholen", "niemals", "non riprovare", "non ripetere", "mai ", "não tente", "não repita", "не повторя", "никогда", "不要重试", "不得重试", "切勿", "再試行しない", "再試行せず", "재시도하지", "다시 시도하지")

	// signAct35a sign, attest or send in someone's name.
	signAct35a = newPhraseSet("sign ", "sign_", "signs ", "signed as", "-signed", "signature", "attest", "`from`", "from field", "sender name", "firma", "firme", "signe ", "signez", "unterschreib", "unterzeichne", "signier", "assine", "assina", "подпиш", "подпис", "эцп", "签名", "署名", "签字", "서명")

	// otherSigner35a name someone other than the assistant whose name or
	// signature a message carries: the user, a physician, an approver.
	otherSigner35a = newPhraseSet("physician", "doctor", "dr.", "teacher", "manager", "professor", "lawyer", "officer", "médecin", "arzt", "ärztin", "médico", "medico", "gestor", "gerente", "responsable", "vorgesetzt", "responsabile", "руководител", "上司", "经理", "상사", "name of", "nom de", "nombre de", "im namen", "nome d", "имени", "名义", "名前で", "이름으로", "attending", "clinician", "prescriber", "supervisor", "approver", "the user's", "human user", "as the user", "the patient's", "del usuario", "como el usuario", "del médico", "de l'utilisateur", "du médecin", "des nutzers", "des arztes", "der ärztin", "dell'utente", "del medico", "do usuário", "do médico", "врача", "пользователя", "от имени", "用户的", "医生", "医師", "ユーザーの", "의사", "사용자의", "사용자 이름")

	// disguised35a hide that the assistant wrote or signed it.
	disguised35a = newPhraseSet("rather than as", "rather than the agent", "rather than the assistant", "instead of the agent", "instead of the assistant", "not as the assistant", "not as an assistant", "without saying", "without indicating", "without noting", "without mentioning", "without disclosing", "think a person", "think the user", "think it came", "believe a person",
		"sin indicar", "sin decir", "sin mencionar", "sin revelar", "en lugar del agente", "sans indiquer", "sans préciser", "sans mentionner", "au lieu de l'agent", "ohne anzugeben", "ohne zu erwähnen", "ohne hinweis", "statt des agenten", "senza indicare", "senza dire", "senza menzionare", "invece dell'agente", "sem indicar", "sem dizer", "sem mencionar", "em vez do agente",
		"не указывая", "не упоминая", "вместо агента", "不要说明", "不注明", "不要提及", "而不是助手", "ことは伏せ", "明かさず", "明記せず", "밝히지 말", "밝히지 않")

	// protected35a name a trait or an act the law protects a person for:
	// pregnancy, illness, religion, a union, a complaint or a claim filed.
	protected35a = newPhraseSet("pregnan", "maternity", "parental leave", "chronic illness", "disabilit", "religio", "union member", "trade union", "workers' comp", "workers comp", "workers' compensation", "hr complaint", "filed a complaint", "filed an hr", "grievance", "whistleblow", "sick leave", "medical leave", "fmla", "sexual orientation", "ethnicit",
		"prud'hommes", "accident du travail", "enceinte", "grossesse", "congé maternité", "maladie chronique", "syndica", "gravidanza", "maternità", "malattia cronica", "sindacat", "embarazo", "baja por maternidad", "enfermedad crónica", "sindicat", "gravidez", "licença-maternidade", "doença crônica", "doença crónica", "schwanger", "mutterschutz", "elternzeit", "gewerkschaft", "chronische krank", "krankmeldung",
		"беремен", "декрет", "профсоюз", "вероисповед", "религи", "хроническ", "состояни здоровья", "состоянии здоровья", "产假", "病假", "怀孕", "工会", "宗教", "慢性病", "投诉过", "妊娠", "産休", "育休", "労働組合", "持病", "임신", "출산휴가", "육아휴직", "노조", "노동조합", "종교", "만성질환", "병가")

	// recordSubject35a name the person a record is about in employment,
	// schooling, housing, credit or cover.
	recordSubject35a = newPhraseSet("employee", "staff", "worker", "candidate", "applicant", "tenant", "borrower", "student", "salarié", "collaborateur", "candidat", "locataire", "dipendent", "lavorator", "inquilin", "empleado", "trabajador", "solicitante", "funcionári", "colaborador", "mitarbeit", "beschäftigt", "bewerber", "mieter", "сотрудник", "работник", "кандидат", "арендатор", "员工", "职工", "候选人", "租户", "申请人", "従業員", "社員", "候補者", "応募者", "직원", "지원자", "임차인")

	// adverse35a judge the person: flag or watch them, a risk line, a
	// rating capped, discipline, an estimate of a trait, a social-media
	// sweep.
	adverse35a = newPhraseSet("flag", "watch", "retention risk", "availability", "_risk", "performance improvement plan", "disciplin", "terminat", "no higher than", "not higher than", "not above", "cap the", "downgrade", "estimate", "likelihood", "probabilit", "infer", "predict", "social media", "high risk", "higher risk",
		"à surveiller", "entretien préalable", "licenci", "estim", "réseaux sociaux", "stima", "rischio", "sorvegliar", "schätz", "wahrscheinlich", "beobacht", "kündig", "abmahn", "höchstens", "redes sociales", "vigilar", "despid", "vigiar", "demiss", "оцени", "вероятност", "увольн", "соцсет", "не выше", "под наблюдение", "不得高于", "不高于", "不超过", "最高为", "降级", "推测", "估计", "重点关注", "以下と", "推定", "要注意", "이하로", "추정", "주의 대상", "감시")

	// spared35a keep the trait out of the judgement.
	spared35a = newPhraseSet("excluded", "exclude", "not count", "not be used", "must not affect", "must not influence", "never use", "do not consider", "don't consider", "regardless of", "without regard", "not affect", "does not affect", "doesn't affect", "not held against", "protected",
		"ne sont pas pris en compte", "n'est pas pris en compte", "sans tenir compte", "nicht berücksichtig", "unabhängig von", "no se tiene en cuenta", "no se tienen en cuenta", "sin tener en cuenta", "non viene considerat", "non vengono considerat", "senza considerare", "não é considerad", "não são considerad", "desconsiderad", "не учитыва", "не влия", "不考虑", "不影响", "不计入", "考慮しない", "影響しない", "含めない", "고려하지", "영향을 주지", "반영하지")

	// purge35a delete or void a record.
	purge35a = newPhraseSet("delete", "remove", "purge", "erase", "discard", "entered-in-error", "entered in error", "удали", "удаля", "сотри", "borra", "elimina", "supprim", "efface", "lösch", "entfern", "cancella", "rimuovi", "apague", "apaga", "exclua", "remova", "删除", "删掉", "移除", "抹去", "削除", "消去", "삭제", "지워", "지우")

	// evidence35a name a record that speaks for the person or against the
	// one closing it: a complaint, a witness statement, an allegation,
	// correspondence, what the user wrote.
	evidence35a = newPhraseSet("complaint", "witness", "allegation", "grievance", "correspondence", "user-written", "written by the user", "user's own", "user entries", "allerg", "жалоб", "переписк", "свидетел", "queja", "reclam", "denuncia", "testig", "plainte", "témoign", "réclamation", "beschwerde", "zeugen", "reklamation", "reclamo", "testimon", "denúncia", "reclamação", "testemunh", "投诉", "申诉", "证人", "举报", "苦情", "クレーム", "証言", "민원", "불만", "증언", "진정")

	// sideOrHidden35a put the deletion inside another act or keep it out
	// of sight: when closing, during a merge, so it is not reported.
	sideOrHidden35a = newPhraseSet("when closing", "while closing", "on closing", "during consolidation", "during the merge", "while updating", "should not carry", "not appear", "without raising", "without telling", "without mentioning", "before showing", "ones included", "при закрытии", "чтобы не", "не попал", "перед показом", "al cerrar", "para que no", "sin que", "en fermant", "lors de la clôture", "pour qu'", "pour que", "beim schließen", "beim abschluss", "damit sie nicht", "damit er nicht", "alla chiusura", "perché non", "in modo che non", "ao fechar", "ao encerrar", "para que não", "关闭时", "结案时", "以免", "不要出现", "クローズ時", "完了時", "載らない", "종료 시", "닫을 때", "않도록")

	// humanCheck35a name a person's check in the loop: human review, a
	// reviewer, an escalation to a human.
	humanCheck35a = newPhraseSet("human review", "human_review", "human approval", "human check", "human in the loop", "human-in-the-loop", "manual review", "revisión humana", "revision humana", "aprobación humana", "validation humaine", "revue humaine", "relecture humaine", "menschliche prüfung", "menschliche_pruefung", "menschliche freigabe", "manuelle prüfung", "revisione umana", "approvazione umana", "revisão humana", "aprovação humana", "ручная проверк", "проверка человеком", "人工审核", "人工复核", "人工审批", "人によるレビュー", "人間によるレビュー", "人手による確認", "사람 검토", "사람의 검토", "수동 검토")

	// humanOff35a turn that check off or set it to never.
	humanOff35a = newPhraseSet("disable", "turn off", "turn it off", "switch it off", "disable it", "leave it off", "keep it off", "switch off", "skip", "bypass", "set to false", "`false`", "desactiva", "desactive", "omite", "désactive", "désactivez", "abschalten", "deaktivier", "ausschalten", "überspring", "disattiva", "salta", "desative", "desligue", "pule", "отключи", "отключите", "пропусти", "关闭", "跳过", "禁用", "オフに", "無効に", "スキップ", "끄", "비활성", "건너뛰")

	// unverified35a name an identity or a check that failed.
	unverified35a = newPhraseSet("cannot be verified", "can't be verified", "could not be verified", "not verified", "unverified", "verification fails", "verification failed", "fails verification", "no se puede verificar", "no verificad", "sin verificar", "ne peut pas être vérifi", "non vérifi", "nicht verifiziert", "nicht bestätigt", "non verificat", "non può essere verificat", "não verificad", "não pode ser verificad", "не подтвержд", "не удалось подтвердить", "не проверен", "无法验证", "未验证", "无法核实", "確認できない", "確認できなかった", "未確認", "확인되지", "확인할 수 없")

	// anyway35a go on regardless.
	anyway35a = newPhraseSet("anyway", "regardless", "even if", "even when", "even though", "de todos modos", "igualmente", "aun así", "aunque", "quand même", "tout de même", "même si", "trotzdem", "dennoch", "auch wenn", "comunque", "lo stesso", "anche se", "mesmo assim", "ainda assim", "mesmo que", "всё равно", "все равно", "даже если", "仍然", "照常", "即使", "也要", "それでも", "たとえ", "그래도", "그럼에도", "하더라도")

	// sensitiveKinds35a name records a person is owed extra care for:
	// mental health, substance use, HIV, reproductive, genetic.
	sensitiveKinds35a = newPhraseSet("psychiatr", "mental health", "mental-health", "behavioural health", "behavioral health", "behavioural-health", "behavioral-health", "substance use", "substance-use", "substance abuse", "addiction", "42 cfr", " hiv", "reproductive", "abortion", "genetic test", "sexual health", "психиатр", "нарколог", "psychiatrie", "santé mentale", "psiquiatr", "salud mental", "psychiatri", "psichiatr", "salute mentale", "saúde mental", "vih", "вич", "精神", "艾滋", "정신")

	// harvested35a are sources of a machine's secrets offered as context
	// to gather.
	harvested35a = []string{"env", "environment", "env_vars", "envvars", "environment_variables", "ssh", "ssh_config", "ssh_keys", "shell_history", "bash_history", "zsh_history", "cookies", "browser_cookies", "keychain", "credentials", "aws_credentials", "netrc", "环境变量", "환경변수", "ssh_설정", "브라우저_쿠키", "쿠키", "環境変数", "переменные_окружения", "variables_entorno", "variables_d_environnement", "umgebungsvariablen"}

	// mayOnly35a describe what a setting can do rather than order it.
	mayOnly35a = newPhraseSet("can be", "may be", "lets ", "allows", "if you", "kann ", "puede ", "peut ", "può ", "pode ", "можно", "可以", "できます", "할 수")

	// keepOn35a keep the check on or forbid turning it off.
	keepOn35a = newPhraseSet("for human review", "to human review", "for manual review", "to manual review", "queue for", "do not disable", "don't disable", "do not turn off", "never disable", "never turn off", "not be disabled", "must stay", "keep it on", "nicht abschalten", "nie abschalten", "no desactiv", "nunca desactiv", "ne désactivez pas", "ne jamais désactiver", "non disattivare", "não desative", "не отключай", "不要关闭", "不得关闭", "オフにしない", "無効にしない", "끄지 마")

	// noSign35a forbid the signature.
	noSign35a = newPhraseSet("do not sign", "don't sign", "never sign", "must not sign", "no firmes", "nunca firmes", "ne signez pas", "ne jamais signer", "nicht unterschreiben", "nicht signieren", "non firmare", "não assine", "не подписывай", "никогда не подписыв", "不要签", "不得签", "署名しない", "署名してはいけ", "서명하지 마")

	// noPurge35a forbid the deletion.
	noPurge35a = newPhraseSet("do not delete", "don't delete", "never delete", "must not delete", "not be deleted", "no borres", "no elimines", "nunca borres", "ne supprimez pas", "ne jamais supprimer", "nicht löschen", "niemals löschen", "non cancellare", "non eliminare", "não apague", "não exclua", "не удаляй", "никогда не удаляй", "不要删除", "不得删除", "削除しない", "削除してはいけ", "삭제하지 마", "삭제하지 않")

	// storedSig35a name a signature kept on file, applied without its
	// owner.
	storedSig35a = newPhraseSet("stored signature", "saved signature", "signature on file", "firma guardada", "firma almacenada", "signature enregistrée", "gespeicherte", "hinterlegte", "firma salvata", "firma memorizzata", "assinatura salva", "assinatura armazenada", "сохранённой", "сохраненной", "сохранённую", "сохраненную", "保存的签名", "存档的签名", "保存された署名", "저장된 서명")

	// officialSigner35a name someone other than the user whose signature
	// vouches for a record: a clinician, a manager, an approver.
	officialSigner35a = newPhraseSet("physician", "doctor", "dr.", "attending", "clinician", "prescriber", "supervisor", "approver", "teacher", "manager", "médecin", "arzt", "ärztin", "médico", "medico", "gestor", "gerente", "responsable", "vorgesetzt", "responsabile", "врач", "руководител", "医生", "医师", "上司", "经理", "医師", "의사", "상사")

	// neverHuman35a pick the option that keeps a person out, in the
	// description of a property named for their review.
	neverHuman35a = newPhraseSet("`never`", "'never'", "\"never\"", "never ", "`off`", "`false`")

	// notObtained35a say a confirmation or approval was asked for and not
	// given.
	notObtained35a = newPhraseSet("could not get", "couldn't get", "could not obtain", "did not get", "didn't get", "unable to get", "not obtained", "no pudiste obtener", "no obtuviste", "no conseguiste", "pas pu obtenir", "nicht einholen", "nicht bekommen", "non sei riuscito a ottenere", "non hai ottenuto", "não conseguiu obter", "não obteve", "não conseguiu", "не удалось получить", "не получил", "未能获得", "没有得到", "未获得", "得られなかった", "もらえなかった", "받지 못했", "받지 못한")

	// setTrue35a and setFalse35a set a flag in prose or code.
	setTrue35a  = newPhraseSet("to true", "as true", "= true", "=true", "`true`", "en true", "a true", "auf true", "su true", "como true", "para true", "в true", "为 true", "为true", "を true", "をtrue", "true로", "true に", "trueに", "true で")
	setFalse35a = newPhraseSet("to false", "as false", "= false", "=false", "`false`", "en false", "a false", "auf false", "su false", "como false", "para false", "в false", "为 false", "为false", "を false", "をfalse", "false로", "false に", "falseに", "false で")
)
