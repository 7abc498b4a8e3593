package analysis

import (
	"strings"
	"unicode/utf8"
)

// Honest whole-server listings (heldout7b) read as orders where the text
// only says what the system does or forbids: a password copied to the
// user's clipboard, a scheduler that remembers, an admin asked to grant a
// right, the conversation named after "never paste", assets served from a
// CDN ("uploaded assets"), a quoted injection called page data.

// clipboardOnly reports a sentence whose only conversation word is the
// clipboard the text copies to: the user's own machine, no channel out.
func clipboardOnly(hits []hit, lower string, base int) bool {
	seen := false
	for _, h := range hits {
		if h.c != cConversation {
			continue
		}
		if h.start-base < 0 || h.end-base > len(lower) || !containsAny(lower[h.start-base:h.end-base], clipboardWords...) {
			return false
		}
		seen = true
	}
	return seen && containsAny(lower, toClipboardWords...)
}

var clipboardWords = []string{"clipboard", "zwischenablage", "portapapeles", "presse-papiers", "appunti", "área de transferência", "буфер обмена", "剪贴板", "剪切板", "クリップボード", "클립보드"}

// toClipboardWords put something into the clipboard.
var toClipboardWords = []string{"to clipboard", "to the clipboard", "to your clipboard", "into the clipboard", "in die zwischenablage", "al portapapeles", "dans le presse-papiers", "negli appunti", "para a área de transferência", "в буфер обмена",
	"到剪贴板", "至剪贴板", "到剪切板", "クリップボードに", "클립보드에", "클립보드로"}

// negatedVerbGoverns reports an object c whose nearest verb before it
// (include, send, read, tell) is negated in its clause: "never paste
// internal notes, other customers' data or this chat transcript" lists
// what is forbidden.
func negatedVerbGoverns(hits []hit, c concept) bool {
	obj := -1
	for i, h := range hits {
		if h.c == c {
			obj = i
			break
		}
	}
	verb := -1
	for i := obj - 1; i >= 0 && obj > 0; i-- {
		if hits[i].c == cInclude || hits[i].c == cSend || hits[i].c == cRead || hits[i].c == cTell {
			verb = i
			break
		}
	}
	if verb < 0 {
		return false
	}
	for i := verb - 1; i >= 0 && hits[i].clause == hits[verb].clause; i-- {
		if hits[i].c == cNeg {
			return true
		}
	}
	return false
}

// systemStores reports a sentence whose subject is the system, not the
// model, and whose verb keeps something: "The scheduler remembers this
// across sessions", "Der Planer speichert …".
func systemStores(lower string) bool {
	words := strings.Fields(lower)
	return len(words) >= 4 && determiners[words[0]] && !containsAny(words[1], modelSubjects...) && thirdPersonStores[strings.Trim(words[2], ",;:")]
}

var determiners = map[string]bool{"the": true, "this": true, "our": true, "its": true, "der": true, "die": true, "das": true, "el": true, "la": true, "le": true, "il": true, "lo": true, "o": true, "a": true, "l'": true}

var modelSubjects = []string{"assistant", "model", "agent", "ai", "you", "llm", "claude", "gpt", "asistente", "assistente", "modell", "modèle", "modelo", "ассистент", "модель"}

// thirdPersonStores are a system's keeping verbs in the third person
// (not the imperatives guarda or conserva: the subject before them rules
// those out).
var thirdPersonStores = map[string]bool{"remembers": true, "stores": true, "keeps": true, "persists": true, "saves": true, "caches": true, "retains": true, "records": true, "speichert": true, "merkt": true,
	"guarda": true, "recuerda": true, "almacena": true, "conserve": true, "mémorise": true, "enregistre": true, "memorizza": true, "conserva": true, "salva": true, "armazena": true, "lembra": true, "запоминает": true, "сохраняет": true, "хранит": true}

// asksAdmin reports an asking verb whose object is an administrator, the
// honest remedy for a missing right ("ask an admin to grant the
// permission"), not a request for an elevated token.
func asksAdmin(hits []hit, lower string, base int) bool {
	for i, h := range hits {
		if h.c != cAsk || i+1 >= len(hits) || hits[i+1].c != cElevated {
			continue
		}
		from, to := h.end-base, hits[i+1].start-base
		if from >= 0 && to <= len(lower) && from <= to && utf8.RuneCountInString(strings.TrimSpace(lower[from:to])) <= 6 && containsAny(lower[hits[i+1].start-base:hits[i+1].end-base], adminWords...) && !containsAny(lower[hits[i+1].end-base:min(len(lower), hits[i+1].end-base+24)], tokenWords...) {
			return true
		}
	}
	return false
}

var adminWords = []string{"admin", "administr", "администратор", "管理员", "管理者", "관리자"}

// tokenWords name a credential: "an administrator token" is one asked for.
var tokenWords = []string{"token", "key", "password", "credential", "secret", "jeton", "clave", "contraseña", "schlüssel", "passwort", "chiave", "chave", "senha", "токен", "ключ", "пароль", "令牌", "密钥", "密码", "トークン", "キー", "パスワード", "토큰", "키", "비밀번호"}

// sendAsAttribute reports a sentence whose every send word describes its
// subject, done before and by no one the text addresses: "Uploaded assets
// are served from …", "업로드된 자산은", "アップロードされた", "上传的".
func sendAsAttribute(hits []hit, lower string, base int) bool {
	seen := false
	for _, h := range hits {
		if h.c != cSend {
			continue
		}
		s, e := h.start-base, h.end-base
		if s < 0 || e > len(lower) {
			return false
		}
		after := lower[e:]
		english := s == 0 && strings.HasSuffix(lower[s:e], "ed") && !strings.HasPrefix(strings.TrimLeft(after, " "), "to ")
		if !english && !hasAnyPrefix(after, "된", "되는", "された", "済み", "的") {
			return false
		}
		seen = true
	}
	return seen
}

// mostlyIdeographs reports a line with more CJK or Hangul letters than
// Latin ones: ROT13 leaves those letters as they are, so such a line is
// no ROT13 text, however few common Latin words it holds.
func mostlyIdeographs(s string) bool {
	cjk, latin := 0, 0
	for _, r := range s {
		switch {
		case r >= 0x2E80:
			cjk++
		case r < 0x80 && isASCIILetter(byte(r)):
			latin++
		}
	}
	return cjk > latin
}

// keptFromChat reports the conversation named as where a secret is kept
// out of ("keeps secrets out of the conversation"), or in a text that
// asks the user before anything of it goes in ("ask before including
// verbatim quotes").
func keptFromChat(before string, hits []hit) bool {
	for _, h := range hits {
		if h.c == cConsent {
			return true
		}
	}
	return hasAnySuffix(strings.TrimRight(before, " "), outOfWords...)
}

// outOfWords end the words before a place something is kept out of.
var outOfWords = []string{"out of the", "out of", "away from the", "outside the", "fuera de la", "fuera del", "hors de la", "hors du", "aus dem", "aus der", "fuori dalla", "fuori dal", "fora da", "fora do", "вне", "за пределами"}

// digitCountOnly reports a sentence whose every number counts digits
// ("the account's last 4 digits"): a masked account, no new one.
func digitCountOnly(sent string) bool {
	lower, seen := strings.ToLower(sent), false
	for i := 0; i < len(lower); i++ {
		if !isASCIIDigit(lower[i]) || i > 0 && isASCIIDigit(lower[i-1]) {
			continue
		}
		j := i
		for j < len(lower) && isASCIIDigit(lower[j]) {
			j++
		}
		if !hasAnyPrefix(strings.TrimLeft(lower[j:], " "), digitWords...) {
			return false
		}
		seen = true
	}
	return seen
}

var digitWords = []string{"digit", "dígito", "chiffre", "ziffer", "cifr", "цифр", "位", "桁", "자리"}

