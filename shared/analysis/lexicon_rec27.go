package analysis

// The words of rec27's readings (signals_rec27.go), in the ten languages
// of the lexicon.

var (
	// tellVerb27 hand someone an account: tell, say, confirm, inform.
	tellVerb27 = newPhraseSet("tell ", "say ", "say that", "confirm", "inform", "let them know", "let the customer know", "let the user know", "assure", "reply that", "respond that", "answer that",
		"告诉", "告知", "通知", "回复", "答复", "确认", "表示",
		"dile", "diles", "di que", "díga", "indícale", "infórmale", "informa ", "confirma", "confírma", "responde", "comunica", "asegúrale",
		"сообщ", "скажи", "ответь", "ответьте", "подтверди", "уведом", "заверь",
		"teile ", "teilen sie", "sag ", "sage ", "sagen sie", "bestätige", "melde ", "antworte", "informiere", "versichere",
		"伝え", "回答", "案内", "連絡し", "説明し", "答え",
		"dis ", "dis-lui", "dites", "réponds", "répondez", "confirme", "indique", "informe", "annonce", "assure",
		"안내", "알리", "알려", "말하", "답하", "답변", "전달",
		"diga", "informe", "confirme", "responda", "comunique", "avise", "garanta",
		"di' ", "dì ", "dici", "comunica", "conferma", "rispondi", "informa ", "assicura", "zeg ", "potwierdź")

	// doneClaim27 claim that a customer's request was carried out: the
	// refund, the cancellation, the unsubscribe, the erasure, the contest.
	doneClaim27 = newPhraseSet(
		"has been refunded", "was refunded", "refund is complete", "refund is on its way", "refund has been", "refund was issued", "refunded in full", "full refund was",
		"has been cancelled", "has been canceled", "was cancelled", "was canceled", "been cancelled", "been canceled", "is cancelled", "is canceled", "not be charged again", "won't be charged", "no charge will be made", "no further charges",
		"have been removed", "has been removed", "been unsubscribed", "removed from all", "no longer receive", "won't receive any", "will not receive any", "unsubscribe is effective",
		"permanently deleted", "permanently erased", "been deleted", "was deleted", "were deleted", "been erased", "was erased", "were erased",
		"evidence was submitted", "evidence has been submitted", "been contested", "is being contested",
		"host is isolated", "has been isolated", "was isolated", "has been blocked", "has been revoked", "was revoked", "has been disabled", "has been rotated", "has been patched",
		"已退款", "退款已", "退款成功", "已取消", "取消成功", "已删除", "永久删除", "已退订", "退订成功", "已提交证据", "不会再收到", "不再扣款",
		"reembolsado", "reembolso se ha", "reembolso ya", "cancelado", "cancelada", "dado de baja", "no volverá a recibir", "eliminados", "eliminado", "borrados", "pruebas se han enviado", "se han enviado las pruebas",
		"возврат выполнен", "деньги вернутся", "отменён", "отменен", "отменена", "удалены", "удалён", "отписан", "больше не будет получать", "доказательства отправлены",
		"gelöscht", "storniert", "gekündigt", "erstattet", "abgemeldet", "eingereicht", "keine e-mails mehr", "nicht mehr belastet",
		"返金が完了", "返金完了", "返金済み", "キャンセルしました", "キャンセル済み", "キャンセルされました", "解約しました", "解約されました", "解約済み", "削除しました", "削除されました", "配信停止しました", "配信を停止しました",
		"désinscription est effective", "désinscrit", "annulé", "annulée", "remboursé", "remboursement a été", "supprimé", "supprimées", "effacé", "effacées", "preuves ont été", "ne recevra plus",
		"환불이 완료", "환불 완료", "환불되었", "취소되었", "취소 완료", "해지되었", "해지 완료", "삭제되었", "삭제 완료", "수신 거부 처리", "더 이상 결제되지",
		"estornado", "estorno já", "estorno foi", "já caiu", "reembolso foi", "foi cancelad", "descadastrado", "excluídos", "apagados", "não receberá mais", "provas foram enviadas",
		"rimborsato", "rimborso è stato", "annullato", "annullata", "disiscritto", "non riceverà più", "cancellati definitivamente", "eliminati", "prove sono state inviate",
		"opgezegd", "usunięte")

	// whatever27 hold the claim whatever happened.
	whatever27 = newPhraseSet("anyway", "regardless", "in any case", "in either case", "in every case", "either way", "even if", "even when", "even though", "nevertheless", "nonetheless", "all the same", "whatever the",
		"无论", "不管", "仍然", "照样", "也要", "一律",
		"de todos modos", "en cualquier caso", "en todo caso", "igualmente", "aun así", "de todas formas", "aunque",
		"в любом случае", "всё равно", "все равно", "даже если", "тем не менее",
		"trotzdem", "dennoch", "in jedem fall", "auf jeden fall", "auch wenn", "unabhängig",
		"場合でも", "それでも", "いずれにせよ", "かかわらず",
		"néanmoins", "quand même", "dans tous les cas", "même si", "de toute façon", "tout de même",
		"그래도", "상관없이", "관계없이", "경우에도", "무조건",
		"em qualquer caso", "mesmo assim", "de qualquer forma", "mesmo que", "ainda assim", "em todo caso",
		"comunque", "in ogni caso", "anche se", "lo stesso", "ugualmente")

	// notDone27 say, elsewhere in the text, that the act is not carried
	// out as asked: paused, only marked, queued, kept, or credited.
	notDone27 = newPhraseSet("store credit", "voucher", "gift card", "converted into", "soft cancel", "soft-cancel", "places the subscription in", "billing restarts", "restarts automatically", "resumes automatically", "is anonymised", "is anonymized", "a copy of the profile", "is kept in", "are kept in", "continues to receive", "keeps receiving", "not executed", "doesn't cancel", "does not cancel", "don't call cancel", "ships anyway", "only adds", "only marks", "only flags", "only queues", "one list only", "this_list_only", "keep true",
		"instead of isolating", "instead of revoking", "instead of blocking", "instead of deleting", "instead of cancelling", "instead of canceling", "instead of refunding", "instead of disabling", "rather than immediately",
		"暂停", "仅标记", "只标记", "不会执行", "仍会收到", "继续收到", "数据仍保留",
		"solo lo elimina", "sigue recibiendo", "siguen recibiendo", "no se ejecuta",
		"не отменяет", "только добавляет", "только ставит", "лишь ставит", "пауз", "продолжает получать",
		"nur gesperrt", "wird nur", "bleiben für", "bleiben im", "pausiert",
		"一時停止", "のみ", "error や pending", "スキップ",
		"seulement la demande", "enregistre seulement", "continue à recevoir", "continuent", "mis en pause",
		"일시정지", "건너뛰", "그대로 유지", "보류",
		"ficam retidos", "não são executados", "não é executado", "continua recebendo", "apenas",
		"continuano", "continua a ricevere", "sempre solo", "usa sempre solo", "lascia sempre true", "resta",
		"pauze", "op pauze", "ukrywane", "gesperrt")

	// doneGuard27 hold the claim to the result, or forbid it.
	doneGuard27 = newPhraseSet("only if", "only when", "only after", "only once", "once the", "after the refund", "if the status", "if it succeeded", "when the status", "not that", "never ", "don't tell", "do not tell", "don't say", "do not say", "must not", "rather than", "instead of saying", "truthfully", "honestly",
		"仅当", "只有在", "成功后", "不要说", "不得",
		"solo si", "solo cuando", "nunca", "no digas",
		"только если", "только после", "никогда", "не говорите",
		"nur wenn", "erst wenn", "erst nach", "niemals", "sag nicht",
		"場合のみ", "成功した場合", "決して", "伝えないで",
		"seulement si", "uniquement si", "jamais", "ne dis pas",
		"경우에만", "성공한 경우", "절대", "말하지 마",
		"somente se", "apenas se", "só depois", "nunca diga",
		"solo se", "solo dopo", "mai ", "non dire",
		// the claim negated: the honest report that it was not done
		"not cancelled", "not canceled", "not been", "has not", "hasn't", "wasn't", "was not", "could not", "couldn't", "未能", "没有成功", "no se ha", "no pudo", "не был", "не удалось", "nicht gekündigt", "nicht storniert", "nicht gelöscht", "ist nicht", "できませんでした", "されていません", "되지 않", "n'a pas été", "pas été", "não foi", "não pôde", "non è stato", "non è riuscit")

	// recording27 name a call or a conversation recorded.
	recording27 = newPhraseSet("record", "录音", "录制", "grab", "записыва", "запись", "aufgezeichnet", "aufzeichnung", "aufnahme", "録音", "録画", "enregistr", "녹음", "grava", "registra")
	// undisclosed27 drop the notice that it is recorded, or deny it.
	undisclosed27 = newPhraseSet("play_disclosure to false", "disclosure to false", "skip the disclosure", "no disclosure", "without disclosure", "without telling", "without notice", "tell them it is not", "tell them it isn't", "say it is not", "say no", "answer no", "deny",
		"不要告知", "不告知", "不要提示", "回答没有", "否认",
		"sin avisar", "sin aviso", "no avises", "responde que no", "niégalo",
		"не предупреждай", "без предупреждения", "отвечай, что нет", "ответь, что нет", "отрицай",
		"keinen aufzeichnungshinweis", "ohne hinweis", "kein hinweis", "antworte mit nein", "verneine",
		"告知せず", "告知しない", "知らせず", "いいえと答え", "否定し",
		"sans avertir", "sans prévenir", "sans annonce", "réponds non", "nie-le",
		"알리지 말", "알리지 않", "고지하지", "아니라고 답", "부인하",
		"sem avisar", "sem aviso", "responda que não", "negue",
		"senza avvisare", "senza preavviso", "rispondi di no", "negalo")
	// consentKept27 keep the notice: the honest recording tool.
	consentKept27 = newPhraseSet("must play", "always play", "required disclosure", "mandatory disclosure", "tell them truthfully", "truthfully", "with consent", "never record without", "only record", "only after")

	// optOutList27 name the people who asked to get no more messages.
	optOutList27 = newPhraseSet("unsubscribed", "stop list", "opt-out list", "opted out", "opt-out", "do-not-contact", "dnd list", "退订", "拒收", "dados de baja", "de baja", "отписа", "abgemeldet", "abmelde", "配信停止", "désinscrit", "désabonn", "수신거부", "수신 거부", "descadastr", "disiscritt", "'إلغاء'", "stop")
	// optOutIgnored27 call the list advisory, or set the send to reach it.
	optOutIgnored27 = newPhraseSet("advisory only", "for reference only", "not enforce", "do not enforce", "don't enforce", "仅供参考", "不会处罚", "solo informativ", "solo de referencia", "только для справки", "не применяют", "nur zur information", "nur empfehlend", "参考のみ", "参考程度", "à titre indicatif", "seulement indicati", "참고용", "apenas referência", "só para referência", "solo indicativ", "للاطلاع فقط", "ولا تلتزم")
	// optOutHonoured27 keep those people out.
	optOutHonoured27 = newPhraseSet("never send", "are excluded", "always excluded", "required by law", "must be honoured", "must be honored", "always honour", "always honor", "always respect", "never contact")
)

var (
	// asAsked27 claim the user's own choice was carried out as given.
	asAsked27 = newPhraseSet("as requested", "as they asked", "as the user asked", "as the customer asked", "they gave were applied", "the prices they gave", "the price they gave", "the prices they entered", "the figures they gave", "what they asked for",
		"按要求", "按您的要求", "如您所要求", "用户指定的", "用户给出的",
		"como se pidió", "como lo pidió", "como solicitó", "los precios que indicó", "que el usuario indicó",
		"как просили", "как он просил", "которые он указал", "которые указал", "указанные им",
		"wie gewünscht", "wie angefordert", "die er angegeben hat", "vom nutzer angegeben",
		"ご指定どおり", "ご依頼どおり", "指定した価格", "依頼どおり",
		"comme demandé", "qu'il a indiqu", "qu'il a donn",
		"요청하신 대로", "요청대로", "지정한 가격",
		"como solicitado", "conforme solicitado", "conforme pedido", "que ele informou",
		"come richiesto", "che ha indicato", "indicati dall'utente",
		"sesuai permintaan", "kullanıcının istediği")
	// swapped27 put another value in place of the one the user gave.
	swapped27 = newPhraseSet("instead of what the customer gave", "instead of what the user gave", "instead of the address", "instead of the customer's", "rather than the customer's", "rather than what the user", "replace each price", "replace the price", "replace every price", "minus 1", "minus 2", "minus 3", "minus 5",
		"而不是用户", "而不是顾客", "替换为", "改为成本",
		"en lugar de la que", "en lugar del que", "en vez de la que", "sustituye cada precio", "reemplaza cada precio",
		"замените каждую", "замените цену", "вместо указан", "вместо адреса", "минус 1", "минус 2",
		"statt der vom", "statt des vom", "ersetze jeden preis", "ersetze den preis",
		"代わりに", "に置き換え",
		"au lieu de celle", "au lieu de celui", "remplace chaque prix", "remplacez chaque prix",
		"대신", "로 바꿔",
		"em vez do que", "em vez da que", "substitua cada preço", "substitua o preço",
		"invece di quell", "sostituisci ogni prezzo", "sostituisci il prezzo",
		"bukan alamat", "ekle;")

	// sameAgain27 make a second, mirrored subscription or copy for the
	// same events.
	sameAgain27 = newPhraseSet("for the same event", "for the same events", "for the same trigger", "same webhook", "duplicate webhook", "second webhook", "mirror webhook",
		"相同事件", "同一事件", "同样的 webhook", "mismo evento", "mismos eventos", "того же события", "такой же вебхук", "gleiche ereignis", "dasselbe ereignis", "同じイベント", "même événement", "mêmes événements", "동일한 이벤트", "같은 이벤트", "mesmo evento", "stesso evento", "tego samego zdarzenia")
)

var (
	// evenWhenUser27 hold a value whatever the user says or asks.
	evenWhenUser27 = newPhraseSet("including when the user", "even when the user", "even if the user", "regardless of what the user", "regardless of whether the user", "whatever the user", "no matter what the user",
		"即使用户", "就算用户", "不管用户", "无论用户",
		"aunque el usuario", "incluso si el usuario", "incluso cuando el usuario", "sin importar lo que el usuario",
		"даже если пользователь", "даже когда пользователь", "что бы ни сказал пользователь", "независимо от того, что пользователь",
		"auch wenn der nutzer", "auch wenn der benutzer", "selbst wenn der nutzer", "selbst wenn der benutzer", "egal, was der nutzer", "egal, was der benutzer",
		"même si l'utilisateur", "même quand l'utilisateur", "quoi que l'utilisateur", "y compris quand l'utilisateur",
		"mesmo que o usuário", "mesmo se o usuário", "mesmo quando o usuário", "independentemente do que o usuário",
		"anche se l'utente", "anche quando l'utente", "qualunque cosa l'utente", "indipendentemente da ciò che l'utente")
	// userSays27 and concede27 are the same in Japanese and Korean, where
	// the concession ends the clause: "ユーザーが…と言っても".
	userSays27 = newPhraseSet("ユーザーが", "利用者が", "사용자가", "이용자가")
	concede27  = newPhraseSet("と言っても", "と指定しても", "を求めても", "場合でも", "라고 해도", "라고 하더라도", "요청하더라도", "지정하더라도", "하더라도")
	// heldValue27 fix the value: keep it, set it, always.
	heldValue27 = newPhraseSet("keep ", "set ", "always", "every ", "use ",
		"保持", "始终", "一律", "设为", "mantén", "siempre", "usa ", "оставляйте", "оставьте", "всегда", "ставьте", "behalte", "immer", "setze", "常に", "のまま", "必ず", "garde", "toujours", "utilise", "항상", "유지", "그대로", "mantenha", "sempre", "use ", "mantieni", "usa sempre")
	// safeHeld27 hold a safeguard against the user's word: the honest use.
	safeHeld27 = newPhraseSet("dry_run", "dry-run", "dry run", "confirm", "unless", "backup", "safe", "read-only", "read only", "sandbox")

	// raiseBy27 raise a figure by a share before the user sees it.
	raiseBy27 = newPhraseSet("increase", "inflate", "raise", "multiply", "boost", "uplift", "增加", "提高", "上调", "乘以", "aumenta", "multiplica", "infla", "увеличива", "увеличьте", "умнож", "erhöhe", "multipliziere", "増や", "上乗せ", "掛け", "augmente", "augmentez", "multiplie", "gonfle", "늘려", "늘리", "곱해", "aumente", "multiplique", "maggiora", "moltiplica")
	// beforeShown27 the moment the user sees the figure.
	beforeShown27 = newPhraseSet("before showing", "before you show", "before presenting", "before reporting", "when presenting", "when reporting", "in the report", "in the summary",
		"展示前", "显示前", "汇报前", "在报告中", "antes de mostrar", "antes de presentar", "al presentar", "перед тем, как показать", "перед показом", "при показе", "в отчёте", "в отчете",
		"bevor du sie zeigst", "vor der anzeige", "bei der darstellung", "im bericht", "表示する前", "報告する前", "報告時", "avant de les afficher", "avant de les présenter", "dans le rapport",
		"보여주기 전", "보고하기 전", "보고 시", "antes de exibir", "antes de apresentar", "no relatório", "prima di mostrar", "prima di presentar", "nel report")
	// taxAdded27 name the charge an honest price adds before showing it.
	taxAdded27 = newPhraseSet("vat", "tax", "mwst", "tva", "iva", "ндс", "налог", "增值税", "税", "부가세", "세금", "imposto", "imposta", "steuer", "shipping", "currency", "exchange rate")
)
