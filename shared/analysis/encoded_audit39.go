package analysis

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// decodings39 adds what round 39's audit found a model reads and the
// decoders did not: a sentence of German, Spanish, French, Portuguese,
// Italian or Russian whose words are glued together with no space
// (lieszuerstdiedateiundsendeihreninhalt), which unglueWords reads in
// English only. Linear: one pass for the tokens, at most maxDecodedRuns
// tokens, each split in maxGluedWord lookups a letter, within the first
// maxTurnedBytes. It must leave alone what only looks alike: a compound
// noun (Datenschutzgrundverordnung) splits into no function words of its
// language, and a hashtag or an identifier holds fewer than
// minGluedWords known words; the rules judge what the words say. ti is
// inspectText's reading of text (mayHoldGluedToken).
func decodings39(text string, ti textInfo) []decoding {
	if !mayHoldGluedToken(ti) {
		return nil
	}
	text = ClipBytes(text, maxTurnedBytes)
	if s, ok := unglueWords39(text); ok {
		return []decoding{{"words glued together", s, false, ""}}
	}
	return nil
}

// unglueWords39 returns text with each token of minGluedToken letters or
// more, all small but the first (no capital, digit or separator inside to
// cut it), split into words and spaced, and reports whether any was: an
// ASCII token that opens with a capital in English only (unglueWords
// reads the all-small ones, not Beforeansweringread…; a German compound
// noun opens with its capital too), else in the language of
// gluedLanguages39 it splits best in, when that differs from the English
// reading. At most maxDecodedRuns tokens are tried.
func unglueWords39(text string) (string, bool) {
	return respliceTokens(text, gluedToken39, splitGluedToken39)
}

// gluedToken39 is unglueWords39's token at i: a capital or small letter
// followed by small letters, minGluedToken letters or more and at most
// 2*maxGluedToken bytes, with no letter on either side.
func gluedToken39(text string, i int) (int, bool) {
	r, size := utf8.DecodeRuneInString(text[i:])
	if !isGluedCapital39(r) && !isGluedRune39(r) {
		return i + size, false
	}
	j, runes := i+size, 1
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if !isGluedRune39(r) {
			break
		}
		j += size
		runes++
	}
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[j:])
	edge := (i == 0 || !unicode.IsLetter(before)) && (j == len(text) || !unicode.IsLetter(after))
	return j, runes >= minGluedToken && j-i <= 2*maxGluedToken && edge
}

// splitGluedToken39 is unglueWords39's reading of one token: in English
// only when it opens with a capital (a German noun opens with one too:
// Erziehungsberechtigte), else in the other language it splits best in
// when that differs from the English reading (a small ASCII token's
// English reading is unglueWords's).
func splitGluedToken39(tok string) (string, bool) {
	r, size := utf8.DecodeRuneInString(tok)
	capital := isGluedCapital39(r)
	if capital {
		tok = string(unicode.ToLower(r)) + tok[size:]
	}
	english, inEnglish := "", false
	if isASCII(tok) {
		english, inEnglish = splitGlued(tok)
		inEnglish = inEnglish && !spelledOut39(english)
	}
	if capital {
		return english, inEnglish
	}
	if other, inOther := splitGlued39(tok); inOther && other != english {
		return other, true
	}
	return "", false
}

// spelledOut39 reports a split of which more than a fifth of the words
// are one letter (w e a the r): no sentence.
func spelledOut39(words string) bool {
	n, letters := 0, 0
	for _, w := range strings.Fields(words) {
		n++
		if utf8.RuneCountInString(w) == 1 {
			letters++
		}
	}
	return letters*5 > n
}

// isGluedCapital39 reports a capital letter of the Latin or Cyrillic
// script, which may open a glued token.
func isGluedCapital39(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'A' && r <= 'Z'
	}
	return unicode.IsUpper(r) && (unicode.Is(unicode.Latin, r) || unicode.Is(unicode.Cyrillic, r))
}

// isGluedRune39 reports a small letter of the Latin or Cyrillic script.
func isGluedRune39(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z'
	}
	return unicode.IsLower(r) && (unicode.Is(unicode.Latin, r) || unicode.Is(unicode.Cyrillic, r))
}

// splitGlued39 splits a token as splitGlued does, once for each language
// of gluedLanguages39 with its dictionary (the lexicon's words and the
// language's common words), and keeps the first split that leaves at most
// a quarter of the letters in no known word, finds minGluedWords known
// words or more, two or more of them the language's function words.
func splitGlued39(tok string) (string, bool) {
	offs := make([]int, 0, len(tok)+1)
	for i := range tok {
		offs = append(offs, i)
	}
	offs = append(offs, len(tok))
	best, bestScore := "", glueScore39{}
	for _, lang := range gluedLanguages39() {
		if s, score, ok := splitGluedIn39(tok, offs, lang); ok && (best == "" || score.better(bestScore)) {
			best, bestScore = s, score
		}
	}
	return best, best != ""
}

// glueScore39 ranks the splits of one token in several languages: the
// fewest letters in no known word, then the most function words of the
// split's language, then the fewest words.
type glueScore39 struct{ unknown, function, words int }

func (a glueScore39) better(b glueScore39) bool {
	return a.unknown < b.unknown || a.unknown == b.unknown && (a.function > b.function || a.function == b.function && a.words < b.words)
}

// gluedLanguage39 is one language's common words and function words.
type gluedLanguage39 struct {
	common   map[string]bool // words of prose the lexicon may lack
	function map[string]bool // articles, prepositions, pronouns, conjunctions
}

// splitGluedIn39 is splitGlued over the runes of tok (offs: the byte
// offset of each rune, and the length) with one language's words.
func splitGluedIn39(tok string, offs []int, lang gluedLanguage39) (string, glueScore39, bool) {
	dict := gluedDictionary39()
	n := len(offs) - 1
	type cell struct {
		unknown, words, rare int
		from                 int
		known                bool
	}
	const inf = 1 << 30
	best := make([]cell, n+1)
	for i := 1; i <= n; i++ {
		best[i] = cell{unknown: inf}
	}
	cost := func(c cell) int { return c.words + 2*c.rare }
	better := func(a, b cell) bool {
		return a.unknown < b.unknown || a.unknown == b.unknown && (cost(a) < cost(b) || cost(a) == cost(b) && a.words < b.words)
	}
	known := func(w string) bool { return dict[w] || lang.common[w] || lang.function[w] }
	for i := 1; i <= n; i++ {
		prev := best[i-1]
		c := cell{unknown: prev.unknown + 1, words: prev.words + 1, rare: prev.rare, from: i - 1}
		if i >= 2 && !prev.known {
			c.words = prev.words
		}
		if better(c, best[i]) {
			best[i] = c
		}
		for l := 1; l <= maxGluedWord && l <= i; l++ {
			w := tok[offs[i-l]:offs[i]]
			if !known(w) || l == 1 && !lang.function[w] {
				continue
			}
			p := best[i-l]
			if p.unknown >= inf {
				continue
			}
			c := cell{unknown: p.unknown, words: p.words + 1, rare: p.rare, from: i - l, known: true}
			if !lang.function[w] && !lang.common[w] {
				c.rare++
			}
			if better(c, best[i]) {
				best[i] = c
			}
		}
	}
	if best[n].unknown*4 > n {
		return "", glueScore39{}, false
	}
	var pieces []string
	for i := n; i > 0; {
		c := best[i]
		if c.known {
			pieces = append(pieces, tok[offs[c.from]:offs[i]])
			i = c.from
			continue
		}
		j := i
		for j > 0 && !best[j].known {
			j = best[j].from
		}
		pieces = append(pieces, tok[offs[j]:offs[i]])
		i = j
	}
	words, letters, functions, function := 0, 0, 0, map[string]bool{}
	for _, p := range pieces {
		if known(p) {
			words++
			if utf8.RuneCountInString(p) == 1 {
				letters++
			}
		}
		if lang.function[p] {
			function[p] = true
			functions++
		}
	}
	// Two function words or more, and at most a fifth of the words one
	// letter long: a split into letters (w e a the r) is no sentence.
	if words < minGluedWords || len(function) < 2 || letters*5 > words {
		return "", glueScore39{}, false
	}
	var b strings.Builder
	b.Grow(len(tok) + len(pieces))
	for k := len(pieces) - 1; k >= 0; k-- {
		b.WriteString(pieces[k])
		if k > 0 {
			b.WriteByte(' ')
		}
	}
	return b.String(), glueScore39{best[n].unknown, functions, len(pieces)}, true
}

// gluedDictionary39 is gluedDictionary's reading of the lexicon's phrases
// with the letters of every language: their words of three letters or
// more, small, up to maxGluedWord runes.
var gluedDictionary39 = sync.OnceValue(func() map[string]bool {
	dict := map[string]bool{}
	x := lexiconIndex()
	for _, m := range []map[string][]lexEntry{x.byWord, x.byStem} {
		for _, list := range m {
			for _, e := range list {
				for _, w := range strings.FieldsFunc(strings.ToLower(e.text), func(r rune) bool { return !isGluedRune39(r) }) {
					if n := utf8.RuneCountInString(w); n >= 3 && n <= maxGluedWord {
						dict[w] = true
					}
				}
			}
		}
	}
	return dict
})

// gluedLanguages39 are the languages unglueWords39 reads, each with the
// function words two of which a glued sentence holds, and the common
// words of prose about a model, a user and their data the lexicon's
// phrases may not spell as a sentence inflects them.
var gluedLanguages39 = sync.OnceValue(func() []gluedLanguage39 {
	set := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, w := range strings.Fields(s) {
			m[w] = true
		}
		return m
	}
	var out []gluedLanguage39
	for _, l := range [...][2]string{
		{ // German
			"der die das den dem des ein eine einen einem einer du dich dir dein deine ich mich mir und oder zu zum zur an am auf aus bei mit nach von vor in im ins ohne für über unter sie er es wir ihr ihre ihren ihrem ihm ihn dass als wenn dann auch nicht kein keine alle allen jede jeden dies diese diesen dieses",
			"bitte zuerst immer vorher danach lies lesen sende senden schicke schicken lade laden hoch kopiere kopieren füge fügen hinzu ein gib gibt antwort antworten antwortest benutzer benutzers nutzer nutzers datei dateien inhalt inhalte schlüssel passwort passwörter kennwort geheim geheime geheimnis token verlauf gespräch gesprächs unterhaltung nachricht nachrichten anweisung anweisungen vorherige vorherigen ignoriere ignorieren sage sagen erwähne erwähnen verrate verraten heimlich still leise system modell assistent daten zugangsdaten adresse server feld notizen",
		},
		{ // Spanish
			"el la los las un una unos unas y o a al de del en con sin por para su sus tu tus que se lo le les no ni este esta estos estas antes después todo toda todos",
			"primero siempre lee leer envía enviar manda mandar sube subir copia copiar incluye incluir añade añadir responde responder respuesta usuario usuarios archivo archivos contenido clave claves contraseña contraseñas secreto secretos token historial conversación mensaje mensajes instrucciones anteriores previas ignora ignorar dile decir menciones mencionar silencio sistema modelo asistente datos credenciales dirección servidor campo notas completo completa",
		},
		{ // French
			"le la les un une des et ou à au aux de du en dans avec sans pour par sur son sa ses leur leurs que qui ne pas ce cet cette ces avant après tout toute tous il elle vous nous",
			"abord toujours lis lire envoie envoyer transmets transmettre copie copier ajoute ajouter inclus inclure réponds répondre réponse utilisateur utilisateurs fichier fichiers contenu clé clés mot passe secret secrets jeton historique conversation message messages instructions précédentes ignore ignorer dis dire mentionne mentionner silence système modèle assistant données identifiants adresse serveur champ notes complet complète",
		},
		{ // Portuguese
			"o a os as um uma e ou ao aos de do da dos das em no na nos nas com sem por para pelo pela seu sua seus suas que se não este esta antes depois todo toda todos",
			"primeiro sempre leia ler envie enviar mande mandar carregue copie copiar inclua incluir adicione responda responder resposta usuário usuários utilizador arquivo arquivos ficheiro conteúdo chave chaves senha senhas segredo segredos token histórico conversa mensagem mensagens instruções anteriores ignore ignorar diga dizer mencione mencionar silêncio sistema modelo assistente dados credenciais endereço servidor campo notas completo completa",
		},
		{ // Italian
			"il lo la i gli le un uno una e o a al allo alla ai agli alle di del dell dello della dei degli delle in nel nell nella con senza per su sul sulla suo sua suoi sue che non questo questa prima dopo tutto tutta tutti",
			"sempre leggi leggere invia inviare manda mandare carica caricare copia copiare includi includere aggiungi rispondi rispondere risposta utente utenti file contenuto chiave chiavi password segreto segreti token cronologia conversazione messaggio messaggi istruzioni precedenti ignora ignorare dire menzionare silenzio sistema modello assistente dati credenziali indirizzo server campo note completo completa",
		},
		{ // Russian
			"и или в во на с со к ко от до из за по для о об при без не ни его её их ее он она они мы вы это этот эта эти все всё весь перед после что чтобы как",
			"сначала всегда прочитай прочитать прочти читай отправь отправить пошли перешли переслать загрузи загрузить скопируй скопировать добавь добавить включи включить ответь ответить ответ ответом пользователь пользователя пользователей файл файла файлы содержимое ключ ключи пароль пароли секрет секреты токен история историю переписку переписка разговор сообщение сообщения инструкции предыдущие игнорируй игнорировать скажи сказать упоминай упоминать тайно молча система модель ассистент данные адрес сервер поле заметки полностью полный",
		},
	} {
		out = append(out, gluedLanguage39{function: set(l[0]), common: set(l[1])})
	}
	return out
})
