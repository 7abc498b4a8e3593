package analysis

import (
	"strings"
	"unicode/utf8"
)

// unaccented returns a lexicon entry as it is written without its
// diacritics (clé privée → cle privee, contraseña → contrasena, übermittle
// → uebermittle): how writers on a plain keyboard, in leetspeak or with
// look-alike letters spell the Latin-script languages. Umlauts and ß take
// the German spellings (ue, ss), not the bare vowel (für is not "fur").
// It reports false when the entry has no such letter or the plain form is
// too short or too English to tell apart from another word.
func unaccented(s string) (string, bool) {
	var b strings.Builder
	changed := false
	for i, r := range s {
		if r < utf8.RuneSelf {
			if changed {
				b.WriteRune(r)
			}
			continue
		}
		plain, ok := plainLetters[r]
		if !ok {
			if isLatinLetterWithMark(r) {
				return "", false // a letter this table leaves alone: the entry stays as written
			}
			if changed {
				b.WriteRune(r)
			}
			continue
		}
		if !changed {
			b.Grow(len(s))
			b.WriteString(s[:i])
			changed = true
		}
		b.WriteString(plain)
	}
	if !changed || b.Len() < 5 || englishLookalikes[b.String()] {
		return "", false
	}
	return b.String(), true
}

// englishLookalikes are plain forms that are English words of another
// sense (réserve, exécute, refusé), which an English text must not match.
var englishLookalikes = map[string]bool{"execute": true, "refuse": true, "reserve": true, "oblige": true, "recite": true, "obsolete": true, "obsoletes": true, "masque": true, "risque": true, "reclame": true, "synchronise": true, "precedents": true, "insere": true}

// isLatinLetterWithMark reports the Latin letters beyond ASCII (Polish ł,
// Czech ř, Turkish ı …) whose languages keep their marks.
func isLatinLetterWithMark(r rune) bool { return r >= 0xC0 && r <= 0x24F }

// plainLetters maps the marked letters of French, Spanish, Portuguese,
// Italian and German to their plain spelling (not ë or ï, which Dutch
// spells words of other languages with: kopiëren is not kopieren).
var plainLetters = map[rune]string{
	'á': "a", 'à': "a", 'â': "a", 'ã': "a",
	'é': "e", 'è': "e", 'ê': "e",
	'í': "i", 'ì': "i", 'î': "i",
	'ó': "o", 'ò': "o", 'ô': "o", 'õ': "o",
	'ú': "u", 'ù': "u", 'û': "u",
	'ç': "c", 'ñ': "n",
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss",
}

// lexiconRec26b holds what the misses of several writers showed the
// languages lacked: a charge not shown separately and the telling of a
// change called needless (as English had them); the verbs for typing a value into a field (saisir,
// ingresa, digite, immetti, введите, 入力してください, 입력하세요) and an API
// token named after the API (token da API), in the ten languages; and
// the core words of an order written in Latin letters for the languages
// of other scripts, which writers use to hide one (pinyin, romaji, the
// Revised Romanization of Korean, Russian transliteration). A romanised
// word that is a short word elsewhere (ne, ni, no) is left out.
var lexiconRec26b = []struct {
	c     concept
	words string
}{
	{cInclude, "type it into|type them into|enter it in|enter it into|enter them in|enter them into|key it into|" +
		"ingresa|ingrese|ingresar|introduce|introduzca|introducir|" +
		"введи|введите|вводи|вводите|впишите|" + "gib es ein|gib sie ein|tippe|tippen sie|" +
		"入力してください|入力しなさい|" + "saisis|saisissez|saisir|renseigne|renseignez|renseigner|" +
		"입력하세요|입력해|입력하고|기입해|" + "insira|inserir|digite|digitar|" + "immetti|immettere|inserire"},
	// A charge folded into a total and not shown on its own line, and the
	// telling of a change called needless, in the forms of an order.
	{cCovert, "don't list it separately|do not list it separately|without listing it separately|" +
		"不要单独列出|不要单独显示|不要分开显示|不要另行列出|" + "no la muestres por separado|no los muestres por separado|no las muestres por separado|sin mostrarla por separado|sin desglosarla|" +
		"не показывай её отдельно|не показывай ее отдельно|не показывай их отдельно|не выделяй отдельно|не указывай отдельно|" + "weise sie nicht separat aus|weise sie nicht gesondert aus|nicht gesondert ausweisen|nicht getrennt ausweisen|" +
		"別途表示しない|別に表示しない|個別に表示しない|" + "ne les affiche pas séparément|ne l'affiche pas séparément|sans l'afficher séparément|sans les afficher séparément|" +
		"따로 표시하지 마|별도로 표시하지 마|" + "não a mostre separadamente|não o mostre separadamente|não as mostre separadamente|não os mostre separadamente|sem mostrá-la separadamente|" +
		"non mostrarla separatamente|non mostrarlo separatamente|non mostrarle separatamente|non mostrarli separatamente|senza mostrarla separatamente"},
	{cCovert, "不单独说明|无需单独说明|不必单独说明|无需另行说明|" + "no hace falta comentar|no hace falta mencionar|no es necesario mencionar|no es necesario comentar|" +
		"упоминать об этом не нужно|упоминать не нужно|не нужно упоминать|незачем упоминать|" + "musst du nicht erwähnen|brauchst du nicht zu erwähnen|muss nicht erwähnt werden|" +
		"触れなくてよい|触れる必要はない|言及しなくてよい|言及する必要はない|" + "inutile de mentionner|pas besoin de mentionner|inutile de le signaler|" +
		"não é preciso comentar|não precisa comentar|não é preciso mencionar|não precisa mencionar|não é necessário mencionar|" + "non serve menzionare|non c'è bisogno di menzionare|non è necessario menzionare"},
	{cSecret, "token da api|token de api|token de la api|token del api|jeton d'api|jeton de l'api|token dell'api|token api|токен api|токен от api|api令牌|apiトークン|api 토큰|chave da api|clave de la api|clé de l'api|chiave dell'api|ключ от api"},

	// Pinyin, toneless, joined or syllable by syllable.
	{cUser, "yonghu|yong hu"},
	{cCovert, "buyao gaosu|bu yao gao su|bie gaosu|buyao xiang yonghu jieshi|buyao jieshi|bu yao jie shi|buyao tishi|buyao rang yonghu zhidao"},
	{cSend, "fasong|fa song|fagei|fa gei|shangchuan|shang chuan|zhuanfa|zhuan fa"},
	{cRead, "duqu|du qu|huoqu|huo qu|shouji yonghu"},
	{cInclude, "tianru|tian ru|fang zai|fangzai|fangru|fang ru|fujia|fu jia|xieru|xie ru|tianxie"},
	{cSecret, "mima|mi ma|miyao|mi yao|lingpai|ling pai"},
	{cKeyMaterial, "zhujici|zhu ji ci|siyao|si yao"},
	{cPersonal, "shenfenzheng|shen fen zheng|shouji hao|shoujihao|yinhangka hao|yinhangkahao"},
	{cConversation, "duihua jilu|duihua neirong|liaotian jilu|quanbu duihua|lishi duihua"},
	{cParamRef, "ziduan|zi duan|beizhu|bei zhu|canshu"},
	{cCall, "diaoyong|diao yong"},
	{cCode, "yanzhengma|yan zheng ma"},

	// Romaji.
	{cUser, "yuuzaa|yuzaa|riyousha|riyosha"},
	{cCovert, "iwanakute ii|iwanaide|shirasenaide|shirasenakute ii|oshienaide|tsutaenaide|hyouji shinaide"},
	{cSend, "okutte|soushin|soshin shite|tensou shite|tenso shite"},
	{cRead, "yomitotte|yomikonde|shutoku shite"},
	{cInclude, "irete kudasai|irete|fukumete|tenpu shite|kinyuu shite|kinyu shite|nyuuryoku shite|nyuryoku shite"},
	{cSecret, "pasuwaado|pasuwado|akusesu kii|akusesu tookun|himitsu kagi"},
	{cPersonal, "mainanbaa|maina bangou|denwa bangou|kouza bangou"},
	{cConversation, "kaiwa zenbu|kaiwa rireki|kore made no kaiwa|kaiwa no naiyou|kaiwa naiyou"},
	{cCall, "tsukau toki|yobidasu|yobidashite"},
	{cParamRef, "fiirudo|hikisuu"},

	// The Revised Romanization of Korean.
	{cUser, "sayongja|sayongja-ege|sayongja-ui|sayongjaege|sayongjaui"},
	{cCovert, "mutji malgo|alliji malgo|alliji maseyo|malhaji malgo|malhaji maseyo|mollae"},
	{cSend, "bonaeseyo|bonae juseyo|jeonsong|jeonsonghaseyo"},
	{cRead, "ilgeoseo|chajaseo|gajyeowaseo"},
	{cInclude, "neo-eo juseyo|neoeo juseyo|neoseyo|neo-eo|neoeo|ipryeokhaseyo|cheombuhaseyo"},
	{cSecret, "bimilbeonho|bimil beonho|gongdong injeungseo"},
	{cPersonal, "jumin deungnok beonho|jumindeungnok beonho|jumin beonho|hyudaepon beonho|jeonhwa beonho|gyejwa beonho"},
	{cConversation, "daehwa naeyong|daehwa girok"},
	{cCode, "injeung beonho|injeungbeonho"},

	// Russian in Latin letters.
	{cUser, "polzovatel*|pol'zovatel*"},
	{cCovert, "ne soobshchay*|ne soobshchaya|ne govori polzovatelyu|ne govorya|bez vedoma|ne ob\"yasnyayte|ne obyasnyayte|ne ob'yasnyayte|ne ob'yasnyay"},
	{cSend, "otprav*|pereshli|peredai|peredaj|zagruzi"},
	{cRead, "prochitay|prochitaj|prochti|soberi|izvleki|skopiruy|skopiruj"},
	{cInclude, "zapishite|zapishi|vstav*|dobav*|ukazhite|polozhi|polozhite"},
	{cSecret, "parol|parol'|parolya|parolem|token dostupa|klyuch api"},
	{cPersonal, "nomer karty|nomer pasporta|nomer telefona|srok deystviya"},
	{cCode, "kod iz sms|kod podtverzhdeniya"},
	{cDestroy, "udali|udalite|sotri|sotrite"},
	{cAsk, "poprosite u polzovatelya|poprosi u polzovatelya|poprosite polzovatelya|zaprosi u polzovatelya|zaprosite u polzovatelya"},
}
