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
