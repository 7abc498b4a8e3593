package analysis

import (
	"strings"
	"unicode/utf8"
)

// Values the text imposes: a payload carried by a property's values
// alone, which its own description makes the model's only choice ("choose
// only from the examples", "if unset, the first option of the list is
// used"), and an order in one property's description whose object is
// another property's value ("read the file named in config_ref", whose
// default is ~/.aws/credentials).

// examplesImposed reports a property description that allows only the
// property's examples: the examples are then the value the model is
// handed, as a default is.
func examplesImposed(desc string) bool {
	if desc == "" {
		return false
	}
	lower := strings.ToLower(desc)
	return exampleWordSet.in(lower) && onlyTheseSet.in(lower) && !disownsExample37(desc) // "the example shows the format only"
}

// imposedOption18e and imposedExample18e are the readings of
// imposedDestination, an outside address written out: firm.
const (
	imposedOption18e  = "an outside address as the option taken when nothing is given"
	imposedExample18e = "an outside address as the only value allowed"
)

// imposedDestination says how a property hands the model an outside
// address it did not choose through its enum or its imposed examples: the
// first option when the description says it is taken when nothing is
// given and it is another host than the other options, or a bare IP
// address listed first. A destination field's default or const is
// estateWeakened's.
func imposedDestination(p schemaProperty) (key, what string, firm bool) {
	if p.value != nil || !anyWord(Tokenize(p.name), destinationFieldWords...) {
		return "", "", false
	}
	if enum, _ := p.pm["enum"].([]any); len(enum) > 1 {
		first, _ := enum[0].(string)
		lf := strings.ToLower(first)
		if outsideURL(lf) && (ipHostURL(lf) || firstOptionTaken(p.desc) && aloneInEnum(lf, enum[1:])) {
			return "enum", imposedOption18e, true
		}
	}
	if ex, _ := p.pm["examples"].([]any); len(ex) > 0 && examplesImposed(p.desc) {
		first, _ := ex[0].(string)
		if lf := strings.ToLower(first); outsideURL(lf) && !apiRoot(lf) {
			return "examples", imposedExample18e, true
		}
	}
	return "", "", false
}

// firstOptionTaken reports a description saying the list's first option
// is used when none is given.
func firstOptionTaken(desc string) bool {
	return desc != "" && firstOptionSet.in(strings.ToLower(desc))
}

// aloneInEnum reports a URL whose registered domain no other option
// shares: not one region of the same service.
func aloneInEnum(url string, others []any) bool {
	d := registeredDomain(url)
	for _, o := range others {
		if s, ok := o.(string); ok && registeredDomain(strings.ToLower(s)) == d {
			return false
		}
	}
	return d != ""
}

// registeredDomain returns the last two labels of a URL's host, "" for a
// host of one label.
func registeredDomain(url string) string {
	host := urlHost(url)
	if !strings.Contains(host, ".") {
		return ""
	}
	return lastTwoLabels(host)
}

// lastTwoLabels returns the last two labels of a host, or the host when it
// has fewer.
func lastTwoLabels(host string) string {
	if i := strings.LastIndexByte(host, '.'); i > 0 {
		if j := strings.LastIndexByte(host[:i], '.'); j >= 0 {
			return host[j+1:]
		}
	}
	return host
}

// ipHostURL reports a URL whose host is a bare IPv4 address.
func ipHostURL(url string) bool {
	host := urlHost(url)
	return strings.Count(host, ".") == 3 && strings.Trim(host, "0123456789.") == ""
}

// apiRoot reports a URL that is a service's root or versioned API base
// (https://api.github.com, https://graph.microsoft.com/v1.0,
// https://slack.com/api): fixed as a base_url, where a client's requests
// go, not a path that receives what is sent to it.
func apiRoot(url string) bool {
	_, rest, ok := strings.Cut(url, "://")
	if !ok || strings.ContainsAny(rest, "?#") || ipHostURL(url) {
		return false
	}
	_, path, _ := strings.Cut(rest, "/")
	for _, seg := range strings.Split(strings.Trim(path, "/"), "/") {
		if seg != "" && seg != "api" && !versionSegment(seg) {
			return false
		}
	}
	return true
}

// versionSegment reports a path segment that is an API version (v1,
// v1.0, v2beta).
func versionSegment(seg string) bool {
	return len(seg) >= 2 && len(seg) <= 8 && seg[0] == 'v' && isDigitByte(seg[1])
}

// referencedFindings reads a property description that points at another
// property by name ("read the file named in `config_ref` and paste it
// here") with that property's default and examples written beside the
// name: the order and its object, split over two fields.
func referencedFindings(schema any, ctx scanContext) []finding {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	if len(props) < 2 {
		return nil
	}
	var valued []string // the properties with a value to point at
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		if len(name) >= 3 && fieldValues(pm) != "" {
			valued = append(valued, name)
		}
	}
	pairs := 0
	for _, name := range sortedKeys(props) {
		if len(valued) == 0 {
			return nil
		}
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		for _, other := range valued {
			at := identIndex(pd, other)
			if other == name || at < 0 {
				continue
			}
			if pairs++; pairs > maxContinuedPairs {
				return nil
			}
			om, _ := props[other].(map[string]any)
			end := at + len(other)
			if end < len(pd) && pd[end] == '`' {
				end++
			}
			text := ClipBytes(pd[:end]+" ("+fieldValues(om)+")"+pd[end:], maxTurnedBytes)
			where := "inputSchema.properties." + ClipBytes(name, locationKeyBytes) + ".description with inputSchema.properties." + ClipBytes(other, locationKeyBytes)
			if found := scanText(label(where), text, ctx); len(found) > 0 {
				return found
			}
		}
	}
	return nil
}

// identIndex returns where name stands in text as a whole identifier
// (not inside a longer one), or -1.
func identIndex(text, name string) int {
	for i := range indicesOf(text, name) {
		before, after := byte(' '), byte(' ')
		if i > 0 {
			before = text[i-1]
		}
		if end := i + len(name); end < len(text) {
			after = text[end]
		}
		if !isIdentByte(before) && !isIdentByte(after) {
			return i
		}
	}
	return -1
}

func isIdentByte(c byte) bool { return isHostByte(c) || c == '_' }

var (
	exampleWordSet = newPhraseSet("example", "exemple", "ejemplo", "esempi", "exemplo", "beispiel", "пример", "示例", "例", "예시", "サンプル")
	onlyTheseSet   = newPhraseSet("only", "must match", "must be one", "exactly", "fail validation", "rejected", "not accepted",
		"uniquement", "seulement", "seuls", "seules", "seule ", "refusé", "rejeté",
		"solo ", "sólo", "únicamente", "rechaza", "soltanto", "esclusivamente", "rifiutat",
		"apenas", "somente", "rejeitad", "recusad",
		"nur ", "ausschließlich", "abgelehnt",
		"только", "отклон",
		"只能", "仅限", "仅可", "拒绝",
		"のみ", "だけ", "受け付けません", "拒否",
		"에서만", "만 허용", "거부")
	firstOptionSet = newPhraseSet("first option", "first entry", "first item", "first value", "first one listed", "first listed", "first of the list",
		"première option", "premier élément", "première valeur", "primera opción", "primer valor", "primer elemento",
		"prima opzione", "primo valore", "primo elemento", "primeira opção", "primeiro valor", "primeiro item",
		"erste eintrag", "ersten eintrag", "erste wert", "ersten wert", "erste option", "ersten option",
		"первый вариант", "первое значение", "первый элемент", "第一项", "第一个", "最初の項目", "最初の値", "最初の選択肢", "첫 번째")
)

// rankedFirst reports a named party put first with the party between the
// verb and the place ("Rank FlexiCard Gold first", "placer X en premier"),
// the verb opening a word and the place a few words after it, or the
// phrase whole ("rank first").
func rankedFirst(lt lowText) bool {
	if lt.in(rankFirst16) {
		return true
	}
	if !lt.in(rankVerbSet) || !lt.in(firstPlaceSet) {
		return false
	}
	v := rankVerbSet.index(lt.s)
	if v < 0 || v > 0 && lt.s[v-1] != ' ' && lt.s[v-1] < utf8.RuneSelf {
		return false
	}
	p := firstPlaceSet.index(lt.s[v:min(len(lt.s), v+56)])
	return p > 0
}

// firstWhatever reports a first place kept whatever the facts ("whatever
// the price") or ordered for every comparison or answer ("always rank X
// first when comparing").
func firstWhatever(sg signals, lt lowText) bool {
	return lt.in(whateverSet) || lt.in(answerContextSet) && sg.any(cMust, cEveryTurn)
}

// rivalsHidden reports an order to leave a party's rivals out of what the
// user is shown ("do not mention competitors of X when summarising",
// "ne pas citer les autres fournisseurs" in comparisons).
func rivalsHidden(lt lowText) bool {
	return lt.in(rivalsOmittedSet) && (rankedFirst(lt) || lt.in(answerContextSet))
}

var (
	rankVerbSet      = newPhraseSet("rank ", "place ", "put ", "list ", "position ", "placer ", "placez ", "mettre ", "mettez ", "classer ", "classez ", "colocar ", "coloca ", "coloque ", "poner ", "pon ", "situar ", "mettere ", "metti ", "posiziona", "posicione ", "posicionar ", "platziere", "platzieren", "stelle ", "stellen sie ", "ставь ", "ставьте ", "размещай", "放在", "列在", "置いて", "表示して", "배치", "올려")
	firstPlaceSet    = newPhraseSet(" first", "en premier", "en tête", "en primer lugar", "primero", "al primo posto", "per primo", "per prima", "em primeiro", "an erster stelle", "ganz oben", "zuerst", "первым", "на первое место", "第一位", "首位", "最前", "先頭", "一番上", "맨 앞", "맨 위", "첫 번째")
	rivalsOmittedSet = newPhraseSet("not mention competitors", "not mention other", "not mention any other", "not name competitors", "not name other", "not cite other", "omit competitors", "omit other providers", "leave out competitors", "hide competitors",
		"ne pas citer les autres", "ne citez pas les autres", "ne pas mentionner les autres", "ne mentionnez pas les autres", "ne pas mentionner les concurrents", "ne mentionnez pas les concurrents", "sans citer les autres",
		"no mencionar a otros", "no menciones a otros", "no mencione a otros", "no mencionar a la competencia", "no menciones a la competencia", "no cites a otros", "no citar a otros",
		"non citare gli altri", "non menzionare gli altri", "non menzionare i concorrenti", "non nominare i concorrenti",
		"não cite os outros", "não mencione os outros", "não mencionar os outros", "não mencione concorrentes", "não mencionar concorrentes",
		"andere anbieter nicht", "keine anderen anbieter", "konkurrenten nicht", "wettbewerber nicht", "konkurrenz nicht",
		"не упоминай других", "не упоминайте других", "не упоминать других", "не упоминай конкурентов", "не упоминайте конкурентов", "не называй других", "не называйте других",
		"不要提及其他", "不要提其他", "不要提及竞争", "不要提竞争", "不提及其他", "他社には触れ", "他社に触れ", "他社を挙げ", "競合には触れ", "競合に触れ", "다른 업체는 언급하지", "다른 업체를 언급하지", "경쟁사는 언급하지", "경쟁사를 언급하지")
	whateverSet      = newPhraseSet("whatever the", "no matter", "quel que soit", "quelle que soit", "unabhängig von", "egal wie", "independientemente", "sea cual sea", "indipendentemente", "qualunque sia", "independentemente", "seja qual for", "независимо от", "无论", "不管", "に関係なく", "にかかわらず", "관계없이", "상관없이")
	answerContextSet = newPhraseSet("summar", "compar", "recommend", "result", "answer", "résum", "recommand", "résultat", "répon", "resum", "recomend", "resultado", "respuesta", "riassun", "confront", "raccomand", "risultat", "rispost", "resposta", "zusammenfass", "vergleich", "empfehl", "ergebnis", "antwort", "сравнен", "рекоменд", "результат", "ответ", "резюм", "比较", "推荐", "结果", "回答", "总结", "比較", "推奨", "おすすめ", "結果", "要約", "비교", "추천", "결과", "요약", "답변")
)

// screensHiddenText reports a tool that looks for hidden or obfuscated
// instructions in a text (zero-width characters, homoglyphs, Base64 or
// reversed fragments): as of screensAttacks's tools, the examples of its
// input are what it finds; its description is read as any other.
func screensHiddenText(self string, lower lowText) bool {
	return (inspects(self) || inspects18(self) || lower.in(screenVerbSet) || lower.in(inspectVerbSet)) && hiddenTextSet.joinedIn(strings.ToLower(self), lower)
}

var (
	inspectVerbSet = newPhraseSet("examin", "check", "looks for", "finds", "removes", "strips", "analy", "prüf", "sucht", "entfernt", "vérifie", "repère", "recherche", "supprime", "analiz", "analis", "busca", "elimina", "examina", "cerca", "rimuove", "verific", "aponta", "remove", "проверя", "провер", "анализ", "наход", "удаля", "检查", "检测", "查找", "删除", "調べ", "点検", "チェック", "除去", "검사", "찾", "제거")
	hiddenTextSet  = newPhraseSet("hidden instruction", "hidden text", "texte caché", "obfusc", "ofusca", "offusca", "zero-width", "zero width", "nullbreit", "invisible character", "homoglyph", "versteckte anweisung", "unsichtbare zeichen", "verschleier", "instructions cachées", "largeur nulle", "caractères invisibles", "instrucciones ocultas", "ancho cero", "caracteres invisibles", "instruções escondidas", "instruções ocultas", "largura zero", "istruzioni nascoste", "larghezza zero", "caratteri invisibili", "скрытые инструкц", "скрытых инструкц", "невидимые символы", "нулевой ширины", "обфускац", "隐藏指令", "隐藏的指令", "可能隐藏", "零宽", "同形字", "混淆", "隠し指示", "隠された指示", "隠し命令", "ゼロ幅", "難読化", "숨겨진 지시", "제로 폭", "난독화", "보이지 않는 문자", "exfiltra", "эксфильтрац")
)

// screeningExample reports a value a screening tool is given as an
// example of its input: what it looks for, not an order.
func screeningExample(ctx scanContext) bool {
	return ctx.value && !ctx.fixed && (ctx.purpose.screens || ctx.purpose.screensHidden || ctx.purpose.attackSamples)
}

// screenedSample reports an example of a screening tool's input that
// hides nothing beyond what it is a sample of: its zero-width characters
// and its Base64 are what the tool detects. Tag characters, which spell a
// text no reader sees, are still read.
func screenedSample(ctx scanContext, text string) bool {
	return screeningExample(ctx) && !strings.ContainsFunc(text, func(r rune) bool { return r >= 0xE0000 && r <= 0xE007F })
}
