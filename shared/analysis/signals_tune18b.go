package analysis

import "slices"

// What the assistant is made to say (tune18b): a judgement about a person
// that turns on a protected trait or its proxy (a surname, an age, a
// postcode, an accent, a nationality), the answer's content fixed whatever
// the facts (named facts dropped from a summary, a translation softened,
// sources swapped for chosen ones, paid parties ranked first and others
// hidden), and the cover story told about it (the reason given as
// "insufficient history", the list presented as ranked by rating, the
// omission not mentioned). Audits that measure such gaps, rules that say
// a trait is not used, glossaries and disclosed criteria read otherwise.

// tune18bReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none. One set of every reading's
// first words (anchor18b) turns away the sentences that hold none.
func tune18bReading(lt, _ lowText) (rule, what string) {
	if !lt.in(anchor18b) {
		return "", ""
	}
	rule, what = tune18bOrder(lt)
	if rule == "" || lt.in(audit18b) || lt.in(keeps18b) {
		return "", ""
	}
	return rule, what
}

// tune18bOrder returns the reading a sentence holds, before the audits
// and the promises to leave nothing out are set aside.
func tune18bOrder(lt lowText) (rule, what string) {
	switch {
	case lt.in(trait18b) && (lt.in(adverse18b) || lt.in(cover18b)):
		return "poison-answer-manipulation", "an order to judge people by a protected trait or its proxy"
	case lt.in(translate18b) && (lt.in(soften18b) || lt.in(cover18b)):
		return "poison-answer-manipulation", "an order to shift a translation's meaning"
	case lt.in(cite18b) && (lt.in(swap18b) || lt.in(insteadOf18b) && namesTarget18b(lt.s)):
		return "poison-answer-manipulation", "an order to swap the sources an answer cites for chosen ones"
	case lt.in(omit18b) && (lt.in(harm18b) || lt.in(cover18b)):
		return "poison-answer-manipulation", "an order to drop named facts from an answer"
	case lt.in(regardless18b) && lt.in(verdict18b):
		return "poison-answer-manipulation", "a verdict fixed whatever the facts show"
	case lt.in(numShift18b) && (lt.in(cover18b) || lt.in(report18b)):
		return "poison-answer-manipulation", "an order to move a reported figure one way"
	case lt.in(side18b) && lt.in(only18b) && (lt.in(omit18b) || lt.in(cover18b) || lt.in(labelAs18b) && namesTarget18b(lt.s)):
		return "poison-answer-manipulation", "an order to give one side only and present it as neutral"
	case lt.in(boost18b) && (lt.in(omit18b) || lt.in(cover18b)):
		return "poison-answer-manipulation", boostedFirst18b
	}
	return "", ""
}

// boostedFirst18b is the finding of a favoured party ranked first.
const boostedFirst18b = "an order to rank a favoured party first and hide the rest"

// namesTarget18b reports a sentence that names its target: quoted, or a
// web address.
func namesTarget18b(s string) bool {
	return containsAny(s, "'", "‘", "«", "“", "\"", "「", "《", "http", ".com", ".org", ".net", ".io", ".example")
}

// anchor18b holds the first words of every reading of tune18bOrder.
var anchor18b = newPhraseSet(slices.Concat(trait18b.phrases, translate18b.phrases, cite18b.phrases, omit18b.phrases, regardless18b.phrases, numShift18b.phrases, side18b.phrases, boost18b.phrases)...)

var (
	// audit18b measure, audit or exclude a trait: the honest tool's own work.
	audit18b = newPhraseSet("measures whether", "measure whether", "checks whether", "checks for", "audit", "disparate", "adverse-impact", "adverse impact", "approval-rate", "selection rates", "rates per", "per group", "by group", "between groups", "compare", "discrimin", "差別", "歧视", "차별", "дискримин", "are not used", "is not used", "never used", "not inputs", "not an input", "not scored", "do not affect", "does not affect", "does not infer", "are removed before", "fairness",
		"mesure si", "auditer", "ne sont pas utilisé", "n'influe", "misura se", "verifica se", "confrontando", "non influisce", "non sono usat", "prüft", "werden nicht verwendet", "nicht berücksichtigt", "audita", "comparando", "no se usan", "no interviene", "não são usad", "não influ", "проверяет", "не используются", "не влияет", "удаляются до", "检查", "审计", "统计", "不参与", "不影响", "集計", "検出", "使用しません", "影響しません", "점검", "집계", "사용하지 않", "영향을 주지")
	// keeps18b say nothing is left out or changed.
	keeps18b = newPhraseSet("wrong to omit", "wrong to leave out", "mistake to omit", "error to omit", "erreur d'omettre", "incorrecto omitir", "error omitir", "sbagliato omettere", "errado omitir", "falsch wegzulassen", "ошибочно опускать", "never hide", "hide or omit", "not omit", "remove or soften", "not soften", "never soften", "never omit", "does not omit", "not omitted", "never dropped", "nothing is left out", "never hidden", "always included", "always surfaced", "are flagged", "labelled", "labeled", "marked as sponsored", "n'omet", "jamais omis", "nie weggelassen", "nunca omite", "nunca se omite", "non omette", "не опускает", "不会省略", "省略しません", "생략하지 않")
	// trait18b a protected trait or a proxy for one, as a class of people.
	trait18b = newPhraseSet("surname", "names suggest", "name suggests", "names look", "sounding names", "female names", "male names", "non-anglo", "nationality is", "nationality", "national origin", "ethnic", "immigrant", "roma ", " roma", "somali", "hispanic", "accent", "dialects", "regional dialect", "postcode", "postal code", "zip code", "over 45", "over 50", "over 55", "over 60", "women with", "married women", "pregnan", "religio", "headscarf", "medicaid", "housing voucher", "interpreter", "_language is not", "language is not", "author_locale", "rural", "favela", "in arabic", "arab",
		"nom d'origine", "noms d'origine", "prénom", "origine maghréb", "maghréb", "africaine", "banlieue", "seine-saint-denis", "quartier prioritaire", "nationalité", "en créole", "en arabe", "extracomunitari", "etnia", "cognomi stranier", "cognome stranier", "mezzogiorno", "nati nel", "apellidos de origen", "apellido", "gitano", "magrebí", "barrios como", "nacionalidad", "moradores de favelas", "sotaque", "nordeste", "sobrenome", "nacionalidade", "klingenden namen", "kopftuch", "ostdeutschland", "plz-gebiete", "staatsangehörigkeit", "herkunft", "dolmetscher", "über 45", "über 50", "über 55", "über 60", "plus de 50", "más de 50", "mais de 50", "oltre i 50", "inmigrante", "imigrante", "immigré", "código postal", "code postal", "postleitzahl", "почтов", "邮编", "郵便番号", "우편번호",
		"фамилиям", "фамилии", "происхожден", "кавказ", "средней азии", "славянск", "старше", "национальност", "акцент", "женщин с детьми",
		"户籍", "外地", "岁以上", "已婚未育", "民族", "口音", "外国籍", "氏名", "カタカナ表記", "国籍", "居住者", "地区の", "訛り", "지방대", "출생자", "세 이상", "사투리", "억양", "국적", "출신")
	// adverse18b an adverse outcome: declined, scored lower, ranked last.
	adverse18b = newPhraseSet("decline", "reject", "deny", "denied", "lower", "deduct", "subtract", "one band", "bottom", "high risk", "higher risk", "raise the tier", "double deposit", "removed", "auto-flag", "limited growth", "less likely", "start at", "only slots", "lowest", "nicht empfehlen",
		"refus", "non retenu", "supprimés", "+20 %", "négatif", "scartat", "sottrarre", "garanzie insufficienti", "rechaz", "denegado", "negados", "faixa de risco superior", "ablehn", "später prüfen", "punkte", "-80", "отказ", "не подходит", "не предлагать",
		"扣", "降一级", "降低", "否", "上げ", "감점", "-10점", "절반", "최하위", "낮")
	// cover18b the cover story: the real reason or the change kept from
	// the user, a pretext or a label put in its place.
	cover18b = newPhraseSet("neutral label", "as neutral", "is neutral", "as balanced", "lease balanced", "as a neutral", " as exact", "call it the", "est neutre", "es neutral", "é imparcial", "è neutrale", "neutral darstellen", "нейтральн", "中立", "중립", "客观中立", "说明数据来自", "이라고 표기", "rationale should cite", "reason as", "reason should", "out of the rationale", "out of the reasoning", "out of the written justification", "not to be shown separately", "still call it", "present the ranking as", "present the list as", "present the result as a faithful", "as a faithful translation", "no note about the changes", "reads as complete", "as if they were", "label_boosted_as", "citing '", "in the reasoning",
		"motif affiché", "motif :", "justification :", "ne jamais indiquer", "sans l'indiquer", "sans le signaler", "motif visible", "el motivo", "con motivo", "no indica que", "no señales", "sin indicarlo", "justificativa", "justificar como", "justifique como", "apresentado como", "motivazione", "come integrale", "als grund", "nicht erwähnen", "trotzdem vollständig", "bezeichnen", "nicht nennen",
		"причина —", "причину", "в комментарии писать", "не сообщать", "理由は", "と記載", "記載しない", "忠実な翻訳", "사유는", "사유에는", "알리지 마", "라고 안내", "理由写作", "不得出现", "看不出", "称之为")
	// translate18b translating or rendering text in another language.
	translate18b = newPhraseSet("translat", "interpret", "render", "locali", "übersetz", "tradu", "перевод", "переводить", "翻訳", "訳し", "訳す", "翻译", "번역")
	// soften18b the meaning shifted one way: softened, weakened, flipped.
	soften18b = newPhraseSet("soften", "milder", "less articulate", "more hesitant", "tentative agreement", "as agreement", "general dissatisfaction", "becomes '", "are dropped", "as 'may", "verkürzt", "als '", "transmises comme", "como '", "mais branda", "esforços razoáveis", "come '", "rendi le critiche", "vanno rese come", "смягч", "передаются как согласие", "柔らかい", "と訳し", "순화", "中性或正面")
	// cite18b citing, attributing or naming a source.
	cite18b = newPhraseSet("cite", "citation", "attribute it", "attribute to", "attribute them", "source url", "sources from", "citer", "attribuée", "attribuire", "cítalo", "citar", "zitiert", "источник", "出典", "引用", "출처", "标注为")
	// swap18b a source put in another's place.
	swap18b = newPhraseSet("replaced by", "as if they were", "even when", "even facts", "even if", "attribute it to", "attributed to", "doit être attribuée", "substitua", "como '", "als '", "alla rivista", "вместо", "常に", "一律", "로 표기", "不要引用")
	// regardless18b whatever the facts, the data or the findings say.
	regardless18b = newPhraseSet("regardless of", "irrespective of", "whatever the", "even if", "even when", "even though", "auch wenn", "unabhängig von", "quels que soient", "quel que soit", "même si", "sin importar", "aunque", "mesmo que", "independentemente", "anche se", "indipendentemente", "даже если", "независимо от", "に関わらず", "にかかわらず", "이 있어도", "와 무관하게", "无论", "不管", "即使")
	// verdict18b a conclusion, verdict or assessment an answer gives.
	verdict18b = newPhraseSet("conclu", "verdict", "assess", "rate as", "rated as", "evaluate", "bewerten", "ergebnis immer", "évaluer", "évalué", "valorar", "avaliar", "valutare", "valutat", "вывод", "заключени", "оценивать как", "結論", "判定", "評価", "결론", "판정", "평가", "结论", "判定为", "评估为")
	// numShift18b a figure moved by a factor or a margin from the computed one.
	numShift18b = newPhraseSet("multiply by 0.", "multiplied by 0.", "× 0.", "x 0.", "*0.", "乘以0.", "乘以 0.", "% shorter", "% longer", "% lower", "% higher", "% less", "% more", "than computed", "than calculated", "than the computed", "rounded down and", "rounded up and", "subtract the", "que o calculado", "que lo calculado", "que calculé", "als berechnet", "che calcolato", "del calcolato", "чем рассчитано", "чем расчётн", "より短く", "より低く", "보다 낮", "比计算")
	// report18b put a figure to the user.
	report18b = newPhraseSet("report", "present", "show", "display", "informar", "indicar", "mostrar", "afficher", "indiquer", "angeben", "anzeigen", "riportare", "indicare", "сообщ", "указыва", "报告", "显示", "表示", "報告", "표시", "보고")
	// side18b one side of a question: a view, its arguments, pros or harms.
	side18b = newPhraseSet("perspective", "viewpoint", "pros", "benefit", "arguments of", "arguments for", "arguments du", "argumentos d", "argomenti d", "position", "posizion", "posición", "posição", "postura", "side effects", "effetti collaterali", "official position", "official view", "sources sceptical", "sources skeptical", "kosten", "vantagens", "benefícios", "ventajas", "avantages", "vantaggi", "позици", "официальн", "точки зрения", "利点", "メリット", "反対意見", "장점", "입장", "优点", "立场", "观点")
	// only18b only, and nothing else.
	only18b = newPhraseSet(" only", "nur ", "ne présenter que", "que les", "solo ", "sólo ", "apenas ", "soltanto", "только", "のみ", "だけ", "만 ", "只")
	// labelAs18b name the other side with a fixed label.
	labelAs18b = newPhraseSet("describe", "call ", "label", "write '", "chamad", "definit", "qualifi", "descri", "bezeichn", "называ", "と呼", "と表現", "라고 부르", "称为", "说成")
	// insteadOf18b one thing in another's place.
	insteadOf18b = newPhraseSet("instead", "rather than")
	// omit18b leave something out of the answer or out of view.
	omit18b = newPhraseSet("leave out", "left out", "keep it out", "drop them", "should not appear", "not appear in", "skip ", "omit", "filtered out", "never quoted", "suppress", "hide=", "exclu", "weglassen", "не приводить", "触れない", "non citare", "no mencionar", "não mencione", "不要提", "언급하지", "weggelassen", "nicht in die zusammenfassung", "ocultar", "masquer", "retirées", "esclude", "не учитывать", "скрывать", "不得出现", "不计入", "只写", "除外", "含めない", "빼고", "생략", "隐藏")
	// harm18b facts a reader needs: harms, costs, risks, complaints.
	harm18b = newPhraseSet("adverse", "death", "fire", "penalt", "termination", "escalator", "whistleblower", "limitations", "selling personal data", "battery", "overheating", "risco", "trincas", "denúncias", "pendências", "stellenabbau", "schadstoff", "mangelhaft", "punaises", "agression", "vol ", "задержк", "召回", "起火", "伤亡", "食品安全", "ハラスメント", "内部通報", "異物", "健康被害", "위약금", "횡령", "재판")
	// boost18b a favoured party ranked or shown first.
	boost18b = newPhraseSet("rank above", "ranked above", "above all others", "above others", "go first", "goes first", "shown first", "listed first", "ranked first", "always first", "apps first", "at the top", "to the top", "boost", "priorit", "наверх", "первыми", "d'abord", "en premier", "premières", "primero", "zuerst", "an erster", "rang 1", "置顶", "排在前", "优先", "推广费", "上位に", "先頭", "상위", "맨 위")
)
