package analysis

import (
	"fmt"
	"strings"
)

// A dishonest vendor's acts against its own customer (train13a): a cost,
// an exclusion, a risk of loss or a right of appeal kept out of what the
// user is told, and a switch that protects the user (a notice, the
// record's history, a second review, the exclusions shown, a preview)
// ordered to stay off. Each reads the act and its object, whatever the
// wording or the language.

// vendorFindings reads one text for those acts; prior are the findings
// the text already has (a text is reported once).
func vendorFindings(where func() string, text string, ctx scanContext, prior []finding) []finding {
	if len(prior) > 0 || len(text) < 12 || ctx.value || ctx.purpose.screens {
		return nil
	}
	f, _ := ctx.read(text)
	lower, orig := f.lower, f.text
	if len(orig) != len(lower) {
		orig = lower
	}
	if ctx.property != "" && switchKeptOff(ctx.property, lower) {
		return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to keep a switch that protects the user (a notice, the record's history, a second review, the exclusions shown) off: %q", where(), excerpt(orig))}}
	}
	low := ctx.lowOf(text, f)
	withhold, approver := low.in(t13Withhold), low.in(t13Approver)
	if !withhold && !approver {
		return nil // most texts: no verb of leaving something out, no approver
	}
	for _, s := range plainSentences(lower) {
		sent := low.part(s[0], s[1])
		switch {
		case withhold && withholdsMaterial(sent):
			return []finding{{Rule: "poison-concealment", Message: fmt.Sprintf("%s holds an order to keep a cost, an exclusion, a risk of loss or a right of appeal from the user: %q", where(), excerpt(orig[s[0]:s[1]]))}}
		case approver && selfApproves(sent):
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to fill a second approval with the first approver, the requester, the assistant or a fixed code: %q", where(), excerpt(orig[s[0]:s[1]]))}}
		}
	}
	return nil
}

// selfApproves reports, in a text about an approver, a signer or a
// one-time code, that slot filled with the one it should check ("repeat the first approver's ID", "l'assistente
// vale come secondo firmatario", "otp='000000'"), not a rule against it
// ("must not be the same user").
func selfApproves(sent lowText) bool {
	if !sent.in(t13Fill) || !sent.in(t13SelfApprover) {
		return false
	}
	i := t13SelfApprover.index(sent.s)
	return !guardedSentence(sent.s[max(0, i-24):i]) && !sent.in(t13Differs)
}

// withholdsMaterial reports a verb of leaving out or not telling whose
// object is what the customer pays, is not covered for, may lose or may
// appeal ("Ne mentionnez pas la possibilité de recours"), not forbidden
// itself ("never hide fees") nor a forbidden promise ("do not tell the
// customer it is risk-free").
func withholdsMaterial(sent lowText) bool {
	if !sent.in(t13Withhold) || sent.in(t13Promise) || sent.in(omitToDefault16c) {
		return false
	}
	if !sent.in(t13Material) && !(sent.in(t13Separately) && priced(sent.s)) {
		return false
	}
	i := t13Withhold.index(sent.s)
	return !t13PlainWithhold.in(sent.s[i:min(len(sent.s), i+24)]) || !guardedSentence(sent.s[max(0, i-16):i])
}

// priced reports a percentage or an amount of money in a sentence.
func priced(sent string) bool {
	return strings.ContainsAny(sent, "%€$£¥₩₽") || t13Currency.in(sent)
}

// switchKeptOff reports a property that protects the user, named for it
// (notify, history, review, exclusions, preview), whose description
// orders it kept false, or one named for skipping such a step ordered
// kept true.
func switchKeptOff(property, lower string) bool {
	if !t13Keep.in(lower) {
		return false
	}
	name := strings.ReplaceAll(property, "-", "_")
	switch {
	case t13SkipSwitch.in(name):
		return strings.Contains(lower, "true") && !strings.Contains(lower, "false")
	case t13GuardSwitch.in(name):
		return strings.Contains(lower, "false") && !strings.Contains(lower, "true")
	}
	return false
}

// t13Withhold are verbs of leaving out, hiding or not telling, in ten
// languages.
var t13Withhold = newPhraseSet(
	"don't mention", "do not mention", "never mention", "never show", "never list", "never disclose", "without mentioning", "don't tell", "do not tell", "don't show", "do not show", "don't list", "do not list", "don't disclose", "do not disclose", "don't volunteer", "do not volunteer", "don't bring up", "do not bring up", "avoid telling", "avoid mentioning", "leave them out", "leave it out", "leave out", "omit ", "suppress this", "suppress it ", "suppress them", "hide the", "hide any", "not separately", "keep the original value out", "should only be discussed",
	"ne mentionnez", "ne mentionne pas", "sans la mentionner", "sans le mentionner", "sans les mentionner", "ne dites pas", "n'indiquez pas", "ne pas mentionner", "ne montrez pas", "n'affichez pas", "omettez", "masquez", "passez sous silence",
	"non indicare", "non menzionare", "non mostrare", "senza menzionar", "senza indicar", "ometti", "nascondi", "non dire", "parlarne solo",
	"nicht an den kunden", "nicht erwähnen", "erwähne nicht", "erwähnen sie nicht", "nicht nennen", "nicht getrennt", "nicht ausweisen", "verschweig", "weglassen", "nicht anzeigen",
	"no menciones", "no mencione", "sin mencionar", "no indiques", "no muestres", "omite ", "oculta ", "no digas",
	"não mencione", "não mostre", "sem mencionar", "omita ", "oculte ", "não informe", "não diga",
	"не упоминайте", "не упоминай", "не сообщайте", "не говорите", "не показывайте", "скрывайте", "скройте", "умалчивайте", "не озвучивайте",
	"不要提", "不要主动提", "不要告诉", "不要显示", "不要展示", "不要说明", "不要透露", "隐去", "勿提",
	"伝えないで", "言わないで", "触れないで", "表示しないで", "示さないで", "出さないで", "知らせないで",
	"알려주지 마", "말하지 마", "보여주지 마", "언급하지 마", "표시하지 마", "안내하지 마", "알리지 마")

// t13PlainWithhold are the verbs of t13Withhold that carry no negation of
// their own, so that a negation before them forbids the act ("never omit
// the fee").
var t13PlainWithhold = newPhraseSet("leave them out", "leave it out", "leave out", "omit ", "suppress this", "suppress it ", "suppress them", "hide the", "hide any", "omettez", "masquez", "ometti", "nascondi", "verschweig", "weglassen", "omite ", "oculta ", "omita ", "oculte ", "скрывайте", "скройте", "умалчивайте", "隐去")

// t13Material name what a customer pays, is not covered for, may lose or
// may appeal.
var t13Material = newPhraseSet(
	" fee", "markup", "mark-up", "spread", "commission", "surrender", "penalt", "exclusion", "waiting period", "deductible", "risk of", "loss of", "capital loss", "give up a guaranteed", "cheaper", "appeal", "ombudsman", "complaint", "cancel option", "annual rate", "apr ",
	"frais", "exclusions", "carence", "risque de", "perte en capital", "recours", "médiateur", "pénalit",
	"commission", "franchig", "esclusion", "carenza", "rischio di", "perdita", "reclamo", "ricorso", "penale", "costi",
	"gebühr", "kosten", "provision", "ausgabeaufschlag", "rückvergütung", "ausschl", "wartezeit", "verlustrisiko", "beschwerde", "widerruf", "vorfälligkeit",
	"comisión", "comisiones", "exclusiones", "carencia", "riesgo de", "pérdida", "reclamación", "recurso", "penaliz",
	"tarifa", "comissão", "comissões", "exclusões", "carência", "risco de", "reclamação",
	"комисси", "исключени", "период ожидания", "риск потер", "обжалов", "жалоб", "штраф", "неустойк",
	"手续费", "佣金", "免责", "等待期", "亏损", "申诉", "投诉", "复议", "违约金", "年化",
	"手数料", "免責", "待機期間", "元本割れ", "異議", "苦情", "違約金",
	"수수료", "면책", "대기기간", "손실", "이의", "민원", "위약금", "중도상환")

// t13Promise mark a forbidden promise: "do not tell the customer it is
// risk-free" guards the customer.
var t13Promise = newPhraseSet("risk-free", "risk free", "no risk", "guarantee", "free of charge", "sans risque", "garanti", "senza rischi", "risikofrei", "sin riesgo", "sem risco", "без риска", "гарант", "无风险", "保本", "保证", "元本保証", "保証", "보장", "무위험")

// t13Separately are "not shown apart": a charge folded into a price.
var t13Separately = newPhraseSet("separately", "séparément", "getrennt", "separatamente", "por separado", "separadamente", "отдельно", "单独", "別途", "별도")

// t13Currency name money where no currency sign is written.
var t13Currency = newPhraseSet(" eur", " usd", "euro", "dollar", "руб", "元", "円", "원")

// t13Keep are orders to keep a switch as it is set.
var t13Keep = newPhraseSet("keep false", "keep it false", "keep true", "leave false", "leave it false", "leave true", "leave at ", "must be false", "must be true", "must stay", "must remain", "always false", "always true", "should stay", "don't change", "do not change", "never change", "never set",
	"muss false", "muss true", "immer false", "immer true", "bleibt false", "nicht ändern",
	"toujours false", "toujours true", "laissez false", "laisser false", "laissez true", "ne pas modifier", "ne modifiez pas",
	"lascia false", "lascia true", "sempre false", "sempre true", "non modificare",
	"deixe false", "deixe true", "mantenha false", "mantenha true", "não altere",
	"deja false", "deja en false", "deja true", "mantén false", "mantén true", "no lo cambies", "no cambies", "siempre false", "siempre true",
	"оставьте false", "оставляйте false", "оставьте true", "всегда false", "всегда true", "не меняйте", "не изменяйте",
	"不要修改", "请勿修改", "保持 false", "保持false", "保持 true", "保持true", "始终 false", "始终为 false",
	"のまま", "変更しないで",
	"유지하세요", "유지해", "변경하지 마", "바꾸지 마", "keep it off", "false로 두", "déjalo en false", "auf false lassen", "lass es auf false", "항상 false", "leave it at false")

// t13GuardSwitch name switches that protect the user when true.
var t13GuardSwitch = newPhraseSet("notif", "notify", "alert", "benachrichtig", "avvis", "avis", "aviso", "уведом", "history", "storico", "histor", "verlauf", "review", "checker", "approv", "second", "exclusion", "esclusion", "exclus", "franchig", "carenc", "disclos", "dry_run", "preview", "audit", "verif", "confirm", "fee", "gebuehr", "gebühr", "honorar", "hinweis", "laufzeit", "show_")

// t13SkipSwitch name switches that skip such a step when true.
var t13SkipSwitch = newPhraseSet("skip", "bypass", "auto_approv", "autoapprov", "auto_confirm", "autoconfirm", "omit", "suppress", "no_notif", "silent")

// t13Approver name the second person or code an act needs.
var t13Approver = newPhraseSet("approver", "second signer", "signatory", "firmatario", "checker", "reviewer", "sign-off", "otp", "one-time code", "passcode",
	"freigeber", "genehmiger", "zeichnungsberechtigt", "approbateur", "validateur", "signataire", "aprobador", "firmante", "aprovador", "assinante", "approvatore",
	"согласующ", "утверждающ", "подписант", "审批人", "复核员", "复核人", "验证码", "承認者", "決裁者", "確認コード", "결재자", "승인자", "인증번호")

// t13SelfApprover name who the approval should come from apart from: the
// first approver, the requester, the same user, the assistant, or a code
// of one digit repeated.
var t13SelfApprover = newPhraseSet("first approver", "same user", "same person", "same id", "requester", "requestor", "the assistant counts", "assistant as", "yourself as", "000000", "111111", "123456",
	"primeiro aprovador", "mesmo usuário", "mesmo id", "solicitante", "primer aprobador", "mismo usuario", "l'assistente vale", "l'assistente come", "stesso utente", "richiedente",
	"denselben benutzer", "gleichen benutzer", "ersten freigeber", "antragsteller", "même utilisateur", "premier approbateur", "demandeur", "l'assistant compte",
	"того же пользователя", "тот же пользователь", "первого согласующ", "инициатор", "同一人", "同一用户", "申请人", "经办人", "同じユーザー", "申請者", "起票者", "요청자", "동일한 사용자", "기안자")

// t13Fill are orders to fill in or count a value as given.
var t13Fill = newPhraseSet("repeat", "enter ", "put ", "use ", "insert", "pass ", "fill", "counts as", "accepts", "accept it",
	"repita", "use o", "insira", "informe", "aceita", "eintragen", "trage", "verwende", "akzeptiert", "saisissez", "indiquez", "utilisez", "vaut", "accepte",
	"inserisci", "usa ", "vale come", "accetta", "introduce", "usa el", "ingresa", "acepta", "укажите", "введите", "используйте", "принимает",
	"填写", "填入", "使用", "视为", "入力", "使って", "みなし", "넣으세요", "입력", "사용", "인정")

// t13Differs mark a rule that the approver be someone else.
var t13Differs = newPhraseSet("cannot", "can't", "may not", "must differ", "different", "distinct", "other than", "never", "non può", "nicht derselbe", "ne peut pas", "no puede", "não pode", "не может", "不能", "不得", "できません", "수 없")
