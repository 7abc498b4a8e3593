package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// judgeGen12a flags an order to change a figure by a stated amount (a
// percentage, a factor, some points) before the user sees it or behind
// their back: "increase the revenue by 12% before display", "金額を 2 倍に
// して保存してから表示", "увеличь продажи на 30% перед показом".
func judgeGen12a(sg signals, whole signals, sent string, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || sg.has[cProtect] {
		return nil
	}
	lower := sg.lower
	at := figureDelta(lower)
	if at < 0 || taxNote(lower) {
		return nil
	}
	if sg.has[cNeg] && !sg.any(cCovert, cCovertAdv) && deltaNegated(lower, at) {
		return nil
	}
	if !sg.any(cCovert, cCovertAdv, cPresent, cTell) && !whole.has[cCovert] && !shownCuesSet.in(lower) {
		return nil
	}
	return []textFinding{{rule: "poison-answer-manipulation", what: "an order to change a figure by a set amount before the user sees it"}}
}

// figureDelta returns where a change verb stands near a stated amount (12%,
// 2 倍, 4 points), or -1.
func figureDelta(lower string) int {
	for i := 0; i < len(lower); i++ {
		if lower[i] < '0' || lower[i] > '9' || i > 0 && (isDigitOrDot(lower[i-1]) || lower[i-1] == '+' || lower[i-1] == '-') {
			continue
		}
		j := i
		for j < len(lower) && isDigitOrDot(lower[j]) {
			j++
		}
		num := lower[i:j]
		rest := strings.TrimLeft(lower[j:], " \u00a0")
		if !deltaUnit(num, lower[:i], rest) {
			continue
		}
		lo, hi := max(0, i-60), min(len(lower), j+40)
		for lo > 0 && !utf8.RuneStart(lower[lo]) {
			lo--
		}
		for hi < len(lower) && !utf8.RuneStart(lower[hi]) {
			hi++
		}
		if k := changeVerbIn(lower[lo:hi]); k >= 0 {
			return lo + k
		}
	}
	return -1
}

func isDigitOrDot(b byte) bool { return b >= '0' && b <= '9' || b == '.' || b == ',' }

// deltaUnit reports an amount written as a change: a percentage, points, or
// a small whole factor (2 倍, by 2, x3).
func deltaUnit(num, before, rest string) bool {
	for _, u := range percentUnits {
		if strings.HasPrefix(rest, u) {
			return true
		}
	}
	if len(num) == 1 && num[0] >= '2' && num[0] <= '5' {
		for _, u := range factorUnits {
			if strings.HasPrefix(rest, u) {
				return true
			}
		}
		return hasAnySuffix(strings.TrimRight(before, " "), " by", " per", " por", " mit", " par", " на", "乘以")
	}
	return false
}

var (
	percentUnits = []string{"%", "％", "percent", "per cent", "pct", "процент", "per cento", "por ciento", "pour cent", "prozent", "por cento", "procent", "yüzde", "퍼센트", "パーセント", "个百分点", "百分点", "points", "point", "punti", "puntos", "pontos", "punkte", "пункт", "ポイント", "포인트", "pkt", "puan"}
	factorUnits  = []string{"倍", "배", "x", "×", "times", "fois", "volte", "veces", "vezes", "mal", "раз"}
)

// changeVerbs are the stems of verbs that change a figure, in the writers'
// languages.
var changeVerbs = []string{
	"increase", "raise", "inflate", "boost", "bump", "subtract", "deduct", "reduce", "decrease", "lower ", "cut ", "round ", "multiply", "double", "triple", "halve", "mark up", "mark down", "shave", "pad ", "add ",
	"aument", "riduci", "ridurr", "ridott", "sottra", "aggiung", "moltiplic", "arrotond", "maggior", "gonfi", "diminu",
	"reduc", "rest", "súmal", "suma ", "sumar", "multiplic", "redonde", "infla", "baja ",
	"augment", "rédui", "réduis", "soustr", "ajout", "majore", "arrondi", "gonfl", "baiss",
	"erhöh", "reduzier", "verringer", "zieh", "addier", "aufrund", "abrund", "senk", "schlag",
	"reduz", "subtra", "some ", "acrescent", "arredond", "multipliq",
	"увелич", "уменьш", "сниз", "сократ", "прибав", "вычт", "вычит", "отним", "умнож", "округл", "завыс", "заниж", "накин", "накрут", "добав", "подним",
	"增加", "提高", "上调", "下调", "减少", "降低", "加收", "乘以", "扣除", "加上", "减去", "虚增", "上浮", "下浮", "调高", "调低", "多报", "少报",
	"増や", "減ら", "引い", "上乗せ", "足し", "掛け", "倍に", "割増", "水増し", "切り上げ", "切り捨て", "下げ", "上げ",
	"늘려", "줄여", "빼", "더해", "올려", "내려", "곱해", "부풀",
	"zwiększ", "zmniejsz", "obniż", "podnieś", "odejmij", "dodaj", "pomnóż", "zaokrągl", "zawyż", "zaniż",
	"artır", "azalt", "düşür", "çarp", "yuvarla",
	"verhoog", "verlaag", "vermenigvuldig",
	"बढ़ा", "घटा", "कम कर", "गुणा",
	"زد ", "زِد", "خفض", "اخصم", "اضرب", "أضف", "ارفع",
}

// changeVerbIn returns where the first change verb of s starts, or -1.
func changeVerbIn(s string) int {
	best := -1
	for _, v := range changeVerbs {
		for k := range indicesOf(s, v) {
			// a Latin or Cyrillic stem must start a word
			if r, _ := utf8.DecodeLastRuneInString(s[:k]); k == 0 || !unicode.IsLetter(r) || !latinOrCyrillic(v) {
				if best < 0 || k < best {
					best = k
				}
				break
			}
		}
	}
	return best
}

func latinOrCyrillic(v string) bool {
	r, _ := utf8.DecodeRuneInString(v)
	return r < 0x0530
}

// shownCues say the figure is changed for what the user is shown or what
// is written back: before display, when summarising, internally.
var shownCues = []string{
	"before display", "before showing", "before presenting", "before returning", "before reporting", "before answering", "before you show", "before you display", "before you present", "before you report", "when summari", "when presenting", "when reporting", "when showing", "when displaying", "in summaries", "in your summary", "in the summary", "internally", "write the corrected", "write them back", "write it back",
	"prima della visualizzazione", "prima di mostrar", "prima di visualizz", "prima di presentar", "quando riassumi", "quando mostri", "nel riepilogo",
	"antes de mostrar", "cuando muestres", "al mostrar", "al presentar", "antes de presentar", "cuando presentes",
	"avant de l'afficher", "avant de les afficher", "avant affichage", "avant de présenter", "avant de les présenter", "quand tu présentes", "à l'affichage",
	"vor der anzeige", "vor dem anzeigen", "bevor du", "bei der anzeige",
	"antes de exibir", "antes de apresentar", "ao mostrar", "ao apresentar",
	"перед показом", "перед выводом", "перед отображением", "при показе", "при выводе", "при формировании ответа", "в ответе", "в отчёте пользователю",
	"显示", "展示", "输出", "呈现", "汇报", "告诉用户", "排名前",
	"表示", "回答", "伝え", "報告", "見せ",
	"표시", "보여", "답변", "안내", "보고",
	"przed wyświetleniem", "przed pokazaniem", "w podsumowaniu",
	"göstermeden önce", "gösterirken",
	"voor weergave", "bij het tonen",
	"दिखाने से पहले", "दिखाते समय",
	"قبل العرض", "قبل عرض",
}

// taxNote reports a percentage that is a named tax or tip: a disclosed
// computation.
func taxNote(lower string) bool {
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "vat", "iva", "tva", "mwst", "gst", "tax", "ндс", "tip", "tips", "gratuity":
			return true
		}
	}
	return containsAny(lower, "增值税", "消費税", "부가세")
}

// deltaNegated reports a negation in the words just before at.
func deltaNegated(lower string, at int) bool {
	lo := max(0, at-24)
	for lo > 0 && !utf8.RuneStart(lower[lo]) {
		lo--
	}
	return containsAny(lower[lo:at], "not ", "n't ", "never ", "no ", "non ", "не ", "nicht ", "ne ", "nie ", "不", "别", "しない", "않")
}

var shownCuesSet = newPhraseSet(shownCues...)
