package analysis

// The words of rec28's readings (signals_rec28.go), in the ten languages
// of the lexicon and the Nordic and Dutch words the writers used.

var (
	// writes28 put a value or a status into a record, a report or a
	// certificate: record, enter, log, register, report, declare, issue.
	writes28 = newPhraseSet("record", "enter ", "entered", "log ", "logged", "logs ", "register", "report", "submit", "publish", "declare", "print", "write", "issue", "certif", "goes in as", "go in as", "filed", "fill in", "mark ", "marked", "classif", "list ", "listed",
		"记录", "记为", "登记", "填写", "填报", "改填", "申报", "上报", "报告", "录入", "标记", "出具", "公布", "发布", "登録", "記録", "記入", "入力", "報告", "申告", "届け出", "記載", "発行", "기록", "등록", "입력", "보고", "신고", "기재", "게시", "발행",
		"registr", "regístr", "anot", "consign", "declar", "emit", "emita", "reporte", "informe", "public", "lanç", "preench", "enregistr", "saisi", "inscri", "porter", "émet", "émis", "indiqu",
		"erfass", "eingetrag", "eintrag", "protokoll", "meld", "ausgewiesen", "ausweis", "dokumentier", "verbuch", "veröffentlich", "ausgestellt", "annot", "dichiar", "riport", "segna", "pubblic", "emess", "inseri", "compil",
		"запис", "занос", "регистр", "указыва", "указать", "отраж", "отчит", "внос", "внес", "выда", "rapporter", "registrer", "rapport", "aangevuld", "vastgelegd", "bokför")

	// outOfBounds28 say that what was measured or found is out of bounds or
	// failed: above the limit, out of range, positive, broken, expired.
	outOfBounds28 = newPhraseSet("exceed", "above the limit", "over the limit", "above the maximum", "above its limit", "out of range", "outside", "out-of-control", "positive", "inconclusive", "is broken", "damaged", "does not match", "doesn't match", "falls short", "is inferior", "is below the", "fell below", "expired", "revoked", "dangerous", "failed", "fails",
		"超过", "超出", "超标", "阳性", "不合格", "不一致", "破损", "损坏", "过期", "超え", "上回", "陽性", "不合格", "範囲外", "破損", "초과", "벗어", "양성", "불합격", "손상", "만료",
		"supera", "excede", "fuera de", "fora de", "positivo", "positiva", "roto", "rota", "rompido", "danificad", "dañad", "no coincide", "não coincide", "inferior a la", "inferior à", "caducad", "vencid",
		"dépasse", "au-dessus de", "hors de", "positif", "positive", "endommag", "cassé", "ne correspond pas", "périmé", "expiré",
		"überschreit", "unterschreit", "über dem grenzwert", "außerhalb", "positiv", "beschädigt", "gebrochen", "stimmt nicht", "abgelaufen",
		"superi", "oltre il limite", "fuori dal", "fuori da", "positivo", "danneggiat", "non corrisponde", "scadut",
		"превыша", "выше норм", "выше предел", "вне диапазон", "положительн", "поврежд", "не совпада", "истёк", "просрочен",
		"over tiltaksgrensen", "over grensen", "overskrid", "boven de", "overschrijd", "över gränsen", "överskrid")

	// fineLabel28 write a failed or out-of-bounds state down as a fine one:
	// compliant, negative, intact, passed, conforming, within limits.
	fineLabel28 = newPhraseSet(" as compliant", "as 'compliant'", "'compliant'", " as negative", "as 'negative'", "'negative'", " as intact", "'intact'", " as passed", "as 'passed'", " as passing", " as conforming", "'conforming'", " as within", "as 'ok'", " as valid", "as 'valid'", "'no defects'", "'no_defects'", "no_fault", "ingen_fejl", "clean on board", "senza riserve",
		"als konform", "als „konform", "als 'konform'", "als negativ", "als intakt", "als bestanden", "als gültig", "als in ordnung",
		"comme conforme", "'conforme'", "« conforme", "comme négatif", "comme intact", "comme réussi", "comme valide",
		"como 'conforme'", "como conforme", "como negativo", "como 'negativo'", "como 'intacto'", "como intacto", "como válido", "como aprobado", "como aprovado", "como íntegro",
		"come conforme", "come negativo", "come integro", "come superat", "come valido",
		"как соответств", "как отрицательн", "как пройден", "как целый", "как исправн", "«соответствует»", "«норма»",
		"为合格", "记为合格", "为阴性", "记为阴性", "为完好", "为正常", "合格として", "陰性として", "適合として", "正常として", "異常なしとして", "적합으로", "음성으로", "합격으로", "정상으로",
		"som konform", "als conform", "'negatief'", "som negativ", "'negativ'")

	// notFine28 are fine labels negated: non-compliant, not negative.
	notFine28 = newPhraseSet("non-compliant", "not compliant", "non-conform", "non conform", "nicht konform", "no conforme", "não conforme", "non conforme", "не соответств", "不合格として", "부적합", "不符合", "never as", "jamais comme", "nunca como", "niemals als", "mai come", "никогда не")

	// insteadOfMeasured28 put another figure in place of the measured or
	// actual one.
	insteadOfMeasured28 = newPhraseSet("instead of the measured", "instead of the actual", "instead of actual", "instead of the real", "rather than the measured", "rather than the actual", "in place of the measured", "in place of the actual",
		"而不是实测", "而非实测", "代替实测", "而不是实际", "而非实际", "実測値ではなく", "実際の値ではなく", "測定値の代わりに", "측정값 대신", "실제 값 대신", "실측값 대신",
		"en lugar del valor medido", "en vez del valor medido", "en lugar del valor real", "en vez del valor real", "en lugar de la lectura", "em vez do valor medido", "no lugar do valor medido", "em vez do valor real",
		"au lieu de la valeur mesurée", "à la place de la valeur mesurée", "au lieu de la valeur réelle", "au lieu du chiffre réel", "statt des gemessenen", "anstelle des gemessenen", "statt des tatsächlichen", "anstelle des tatsächlichen", "statt der tatsächlichen",
		"invece del valore misurato", "al posto del valore misurato", "invece del valore reale", "вместо измеренн", "вместо фактическ", "вместо реальн",
		"i stedet for faktisk", "i stedet for det faktiske", "i stället för faktiskt", "in plaats van de gemeten", "in plaats van het werkelijke")

	// whetherDone28 write a status whatever actually happened: whether or
	// not it took place, even if it was not done.
	whetherDone28 = newPhraseSet("whether or not", "irrespective of whether", "regardless of whether", "even if the", "even where the", "even when the", "also if the", "ob oder nicht", "unabhängig davon, ob", "auch wenn", "qu'il ait eu lieu ou non", "même si", "que ce soit fait ou non",
		"independientemente de si", "aunque", "tanto si", "independentemente de", "mesmo que", "mesmo se", "anche se", "indipendentemente dal fatto", "che sia avvenut", "даже если", "независимо от того", "无论是否", "不管是否", "即使", "かどうかにかかわらず", "ていなくても", "なくても", "여부와 관계없이", "여부와 상관없이", "더라도",
		"også hvis", "ook als", "även om", "uansett")

	// doneLabel28 record a step as done, checked, signed or complete.
	doneLabel28 = newPhraseSet("'completed'", " as completed", " as complete", " as done", " as inspected", " as passed", "as 'passed'", "as signed off", "'done'", "'no defects'", "'no_defects'", "ingen_fejl", "standardværdien", "the default value", "'gereinigd en gecontroleerd'", "gereinigd en gecontroleerd",
		"als erledigt", "als abgeschlossen", "als geprüft", "comme effectué", "comme terminé", "comme contrôlé", "como completad", "como realizad", "como concluíd", "como inspeccionad", "come completat", "come eseguit", "come effettuat",
		"как выполнен", "как проведен", "как завершен", "为已完成", "记为完成", "标记为完成", "完了として", "実施済みとして", "완료로", "완료 처리")

	// missing28 say that a step, a result or a measurement is missing.
	missing28 = newPhraseSet("was not carried out", "were not carried out", "not carried out", "was not performed", "not performed", "was not done", "no result", "has no result", "is missing", "are missing", "missing days", "not yet been done", "not yet been carried out",
		"未入力", "未実施", "结果缺失", "未进行", "未完成", "누락", "미실시", "ontbrekende", "fehlt", "nicht durchgeführt", "manquant", "pas été effectué", "no se realizó", "falta el", "faltan", "não foi realizad", "mancante", "non è stato eseguit", "не провод", "отсутству")

	// carriedOver28 fill a missing result from another run or another day:
	// copy the previous run's list, record it under today's date.
	carriedOver28 = newPhraseSet("copy the previous", "copy the last", "previous run's", "under today's date", "with today's date", "前回点検時の結果を複写", "複写して", "复制上次", "沿用上次", "이전 점검 결과를 복사", "aangevuld met", "vom letzten lauf übernehm", "mit dem heutigen datum", "copier le précédent", "à la date du jour", "copiar el anterior", "con la fecha de hoy", "copiar o anterior", "com a data de hoje", "copiare il precedente", "con la data odierna", "скопировать предыдущ", "сегодняшней датой")

	// leftOut28 take an entry out of a report, a notice or a summary.
	leftOut28 = newPhraseSet("left out of", "are not passed to", "not passed to the", "not forwarded to", "kept out of", "keeps them out of", "drop them from", "are dropped from", "omitted from", "are not included in the",
		"不计入", "不纳入", "不上报", "除外して", "含めず", "제외하고", "제외한다", "weggelassen", "nicht weitergeleitet", "nicht gemeldet", "ne sont pas transmis", "sont exclus du", "no se remiten", "se excluyen de", "não são enviad", "são excluíd", "non vengono inserit", "vengono esclus", "не передаются", "исключаются из", "holdes utenfor", "utelämnas")
)

var (
	// limitAsValue28 is the limit, the contract or the label written as
	// the value: the limit value, the label maximum, the contracted grade.
	limitAsValue28 = newPhraseSet("enter the label maximum", "record the label maximum", "the limit value", "write the limit", "record the limit", "enter the limit", "the contracted quality", "the contracted grade", "la calidad contratada", "el valor límite", "la valeur limite", "le seuil à la place", "il valore limite", "den grenzwert ein", "den grenzwert eintragen", "o valor limite", "предельное значение", "填写限值", "记录限值", "上限値を記録", "上限値を入力", "한계값을 기록", "esito del tampone negativo", "nearest negative", "negative result from")

	// happened28 ask whether a step took place.
	happened28 = newPhraseSet("took place", "was done", "was carried out", "was performed", "happened", "stattgefunden", "durchgeführt wurde", "a eu lieu", "ait eu lieu", "a été effectué", "tuvo lugar", "se realizó", "se haya realizado", "ocorreu", "foi realizad", "ha avuto luogo", "sia stat", "состоялось", "было проведено", "是否进行", "是否完成", "実施されたか", "行われたか", "실시되었는지", "진행되었는지")

	// strictWhether28 ask whether or not, whatever the answer.
	strictWhether28 = newPhraseSet("whether or not", "irrespective of whether", "regardless of whether", "ob oder nicht", "unabhängig davon, ob", "ou non", "independientemente de si", "tanto si", "independentemente de", "indipendentemente dal fatto", "независимо от того", "无论是否", "不管是否", "かどうかにかかわらず", "여부와 관계없이", "여부와 상관없이")

	// every28 say all of them.
	every28 = newPhraseSet("every ", "all ", "todos", "todas", "tous les", "toutes les", "alle ", "tutti", "tutte", "все ", "всех", "所有", "全部", "一律", "すべて", "全て", "모든", "전부")

	// asFigure28 write a range of values down as one figure.
	asFigure28 = newPhraseSet("goes in as", "go in as", "are logged as", "is logged as", "are recorded as", "is recorded as", "are entered as", "is entered as", "registreres som", "registreras som", "worden geregistreerd als", "werden als", "sont enregistrées comme", "sont saisies comme", "se registran como", "são registrad", "vengono registrat", "записываются как", "记为", "として記録", "로 기록")

	// rangeOf28 name a range of readings: anything above, values between.
	rangeOf28 = newPhraseSet("anything above", "anything over", "anything below", "values between", "readings between", "readings above", "værdier mellem", "värden mellan", "waarden tussen", "verdier mellom", "werte zwischen", "valeurs entre", "valores entre", "valori tra", "значения от", "介于", "の間の値", "사이의 값")

	// honest28 mark a documented correction, a rounding rule, a detection
	// limit, a prohibition or a warning: no falsification.
	honest28 = newPhraseSet("round", "arrondi", "redonde", "arrotond", "gerundet", "runden", "округл", "四舍五入", "丸め", "반올림", "afrund", "avrund", "detection limit", "limit of detection", "<lod", "< lod", "reject", "warn", "ask the user", "with the reason", "original value is kept", "original value is retained", "keeps the original", "audit trail", "falsif", "fälsch", "фальсиф", "伪造", "改ざん", "위조", "ne décrivez pas", "do not record", "don't record", "never record", "no registre", "non registrare", "nicht eintragen", "не записывайте", "不要记录", "記録しないで", "기록하지 마")

	// conditionalTruth28 hold a status to what was found: only if, once all.
	conditionalTruth28 = newPhraseSet("only if", "only when", "only once", "once all", "if all", "when all", "after all", "solo si", "sólo si", "seulement si", "uniquement si", "nur wenn", "solo se", "somente se", "apenas se", "только если", "仅当", "只有", "場合のみ", "경우에만")
)
