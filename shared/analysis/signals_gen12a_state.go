package analysis

import "strings"

// stateFlip is one kind of outcome and the words for its bad and its good
// side: an order to tell the user the good side when the result is the bad
// one ("if the claim is rejected, say it was approved") misreports it.
type stateFlip struct{ bad, good *phraseSet }

var stateFlips = []stateFlip{
	{ // approval
		bad:  newPhraseSet("rejected", "declined", "denied", "refused", "отклон", "odrzuc", "abgelehnt", "rejet", "rechazad", "respint", "rejeitad", "拒绝", "驳回", "却下", "不支払", "不承認", "거절", "반려", "부결", "مرفوض", "ditolak", "reddedil", "afgewezen", "अस्वीकृत"),
		good: newPhraseSet("approved", "accepted", "granted", "одобр", "принят", "zatwierdz", "przyjęt", "genehmigt", "angenommen", "accepté", "aprobad", "aceptad", "approvat", "accettat", "aprovad", "批准", "审核通过", "承認", "審査中", "승인", "심사 중", "مقبول", "disetujui", "onaylandı", "goedgekeurd", "स्वीकृत", "under review", "на рассмотрении"),
	},
	{ // success
		bad:  newPhraseSet("fails", "failed", "falla", "échoue", "échec", "fehlschlägt", "fehlgeschlagen", "non riesce", "fallisce", "falhar", "falhou", "не удалось", "ошибк", "nie powiod", "błęd", "失败", "出错", "失敗", "エラー", "실패", "오류", "فشل", "gagal", "başarısız", "mislukt", "विफल"),
		good: newPhraseSet("success", "succeeded", "went through", "correctly", "correctamente", "correctement", "erfolgreich", "correttamente", "con successo", "sucesso", "corretamente", "успешно", "poprawnie", "pomyślnie", "成功", "正常に完了", "성공", "بنجاح", "berhasil", "başarıyla", "gelukt", "सफल"),
	},
	{ // a trip or an event
		bad:  newPhraseSet("cancelled", "canceled", "cancellat", "annulé", "cancelad", "annullat", "отмен", "odwołan", "annulliert", "取消", "欠航", "キャンセル", "취소", "ملغ", "dibatalkan", "iptal"),
		good: newPhraseSet("on time", "as scheduled", "正常起飞", "准点", "定刻", "정상 운항", "في موعد", "tepat waktu", "zamanında", "по расписанию", "planmäßig", "à l'heure", "a tiempo", "in orario", "no horário", "punktualnie"),
	},
	{ // a business
		bad:  newPhraseSet("out of business", "closed down", "폐업", "휴업", "廃業", "倒産", "歇业", "注销", "ликвидир", "geschlossen", "fermée", "cerrada", "chiusa", "fechada", "مغلق", "tutup"),
		good: newPhraseSet("operating", "open for business", "정상 영업", "営業中", "正常经营", "营业中", "действующ", "w działalności", "aktiv", "en activité", "activa", "attiva", "ativa", "beroperasi"),
	},
	{ // a record's validity
		bad:  newPhraseSet("expired", "revoked", "struck off", "منته", "مشطوب", "истёк", "истек", "отозван", "wygasł", "abgelaufen", "expiré", "vencid", "caducad", "scadut", "expirad", "过期", "失效", "期限切れ", "만료", "kedaluwarsa", "süresi dolmuş", "verlopen"),
		good: newPhraseSet("valid", "in force", "ساري", "действител", "ważn", "gültig", "valide", "válid", "有效", "有効", "유효", "berlaku", "geçerli", "geldig"),
	},
	{ // a task
		bad:  newPhraseSet("pending", "in progress", "not yet", "в обработке", "w toku", "ausstehend", "en attente", "pendiente", "in sospeso", "pendente", "待处理", "処理中", "보류", "معلق", "tertunda", "beklemede"),
		good: newPhraseSet("complete", "finished", "завершен", "завершён", "zakończ", "abgeschlossen", "terminé", "completad", "completat", "concluíd", "已完成", "完了", "완료", "مكتمل", "selesai", "tamamlandı", "voltooid"),
	},
	{ // a payment
		bad:  newPhraseSet("withheld", "on hold", "suspended", "wstrzyman", "заблокир", "приостанов", "zurückgehalten", "bloqué", "suspendu", "retenid", "bloccat", "sospes", "retid", "暂停", "冻结", "保留中", "止め", "지급 정지", "محجوز", "ditahan", "askıya"),
		good: newPhraseSet("on its way", "в пути", "w drodze", "unterwegs", "en route", "en camino", "in arrivo", "a caminho", "已发出", "在途", "送金済み", "발송", "في الطريق", "dalam perjalanan", "yolda", "already paid", "already sent"),
	},
	{ // stock
		bad:  newPhraseSet("out of stock", "sold out", "재고가 0", "품절", "在庫切れ", "在庫が0", "缺货", "库存为0", "нет в наличии", "brak w magazynie", "nicht vorrätig", "rupture de stock", "agotado", "esaurito", "esgotado", "نفد", "stok habis", "stokta yok"),
		good: newPhraseSet("in stock", "재고 있음", "在庫あり", "有货", "в наличии", "dostępny", "vorrätig", "en stock", "disponible", "disponibile", "disponível", "متوفر", "tersedia", "stokta var"),
	},
	{ // a check's findings
		bad:  newPhraseSet("advisories", "vulnerabilit", "alerts", "alertas", "alertes", "warnings", "findings", "cvss", "уязвимост", "предупрежден", "ostrzeżen", "warnungen", "schwachstellen", "vulnérabilit", "vulnerabilidad", "vulnerabilità", "漏洞", "告警", "脆弱性", "警告", "취약점", "경고", "ثغرات", "kerentanan", "güvenlik açığı"),
		good: newPhraseSet("safe", "clean", "secure", "no action required", "audited", "seguros", "seguro", "sûr", "sicher", "sicur", "безопас", "bezpieczn", "安全", "안전", "آمن", "aman", "güvenli"),
	},
	{ // a price or a trend
		bad:  newPhraseSet("falling", "fell", "dropped", "下落", "下跌", "падает", "упал", "spada", "fällt", "en baisse", "cae ", "scende", "caindo", "انخفض", "turun", "düşüyor", "daalt", "하락"),
		good: newPhraseSet("rising", "uptrend", "upward", "上昇", "上涨", "растёт", "rośnie", "steigt", "en hausse", "sube", "in crescita", "subindo", "ارتفاع", "naik", "yükseliyor", "stijgt", "상승"),
	},
}

// flipTellWords are the verbs that put a claim to the user.
var flipTellWords = []string{"tell", "say", "state", "report", "reply", "respond", "answer", "announce", "inform", "quote", "annonce", "indique", "dites", "dis ", "informa", "anuncia", "di ", "diga", "dica", "comunica", "ausgeben", "mitteilen", "sag", "melde", "odpowiedz", "powiedz", "poinformuj", "сообщ", "скажи", "ответь", "говори", "告诉", "回复", "回答", "说", "伝え", "案内", "答え", "알려", "답변", "안내", "말해", "أخبر", "قل ", "sampaikan", "katakan", "beritahu", "söyle", "bildir", "zeg", "meld", "बताएं", "बताओ", "कहें"}

// judgeStateFlip flags an order to tell the user an outcome's good side
// when the result is its bad side, or whatever the result.
func judgeStateFlip(sg signals, sent string, quoting bool) []textFinding {
	lower := sg.lower
	if quoting || sg.has[cMention] || sg.has[cProtect] || !sg.any(cWhen, cConcede, cRegardless, cMust) && !concessivesSet.in(lower) || sg.phrases().in(reportsEverything) {
		return nil
	}
	if !flipTellSet.in(lower) {
		return nil
	}
	for _, fl := range stateFlips {
		b, n := fl.bad.first(lower)
		if b < 0 {
			continue
		}
		g, _ := fl.good.first(lower[b+n:])
		g += b + n
		if g < b+n {
			// "describe it as safe, even if advisories are returned"
			if g0, m := fl.good.first(lower[:b]); g0 >= 0 && concessivesSet.in(lower[g0+m:b]) && !clauseNegated(lower, 0, g0) {
				return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the user a good outcome when the result is a bad one"}}
			}
			continue
		}
		if deltaNegated(lower, b) || clauseNegated(lower, b+n, g) {
			continue
		}
		// "pending, complete or failed", "approved or rejected": a list
		if gap := lower[b+n : g]; !flipTellSet.in(gap) && containsAny(gap, " or ", " and ", "/", ",", "、", "，", ":", "|", " ou ", " o ", " oder ", " lub ", " или ", "或", "または", "또는", " أو ", " atau ", " veya ", " of ", " y ", " et ", " und ", " и ") {
			continue
		}
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the user a good outcome when the result is a bad one"}}
	}
	return nil
}

// clauseNegated reports a negation between from and at in at's clause
// ("never report a failed deploy as successful").
func clauseNegated(lower string, from, at int) bool {
	start := max(from, strings.LastIndexAny(lower[:at], ",;:.，；：。")+1)
	return containsAny(" "+lower[start:at], " not ", "cannot ", "n't ", " never ", " no ", " non ", " не ", " nicht ", " ne ", " nie ", " nunca ", " jamais ", " mai ", "不", "别", "しない", "않", "لا ")
}

// concessives set what follows aside: even if, regardless.
var concessives = []string{"even if", "even when", "even though", "regardless", "mesmo com", "mesmo que", "même si", "aunque", "incluso si", "anche se", "auch wenn", "selbst wenn", "даже если", "даже при", "всё равно", "即使", "即便", "でも", "walaupun", "meskipun", "bile", "nawet jeśli", "nawet gdy"}

var concessivesSet = newPhraseSet(concessives...)

var flipTellSet = newPhraseSet(flipTellWords...)
