package analysis

import "strings"

// Readings of the second white-box audit of round 43.

// ownerBeside43b reports the user named as the owner of the secret at
// hits[i] in the words on either side, in any language: a user word glued
// before it ("kullanıcının API anahtarı", "användarens API-nyckel"), or
// after it with at most a genitive's connectors between ("het wachtwoord
// van de gebruiker", "klucz API użytkownika", "kunci API pengguna", "the
// API key of the user"). An English user word right after the secret
// starts a new clause ("the API key the user provided"): it owns it only
// through "of".
func ownerBeside43b(hits []hit, i int, sent string, base int) bool {
	h := hits[i]
	if i > 0 && hits[i-1].c == cUser && hits[i-1].end <= h.start {
		gap := sent[hits[i-1].end-base : h.start-base]
		// a case ending glued to the user word, then one space
		if g, ok := strings.CutSuffix(gap, " "); ok && !strings.ContainsAny(g, " ,.;:()\"") && len(g) <= 6 {
			return true
		}
	}
	if i+1 < len(hits) && hits[i+1].c == cUser && hits[i+1].start >= h.end {
		between := sent[h.end-base : hits[i+1].start-base]
		if j := strings.IndexByte(between, ' '); j > 0 {
			between = between[j:] // the rest of the secret's word: "contraseña|s del usuario"
		}
		gap := strings.Fields(between)
		if len(gap) > 2 || strings.ContainsAny(between, ",.;:()\"") {
			return false
		}
		if len(gap) == 0 {
			return !englishUser43b(sent[hits[i+1].start-base : hits[i+1].end-base])
		}
		// a link first ("of", "van", "des"), then perhaps an article
		return genitiveLinks43b[strings.ToLower(gap[0])] && (len(gap) == 1 || articles43b[strings.ToLower(gap[1])])
	}
	return false
}

// genitiveLinks43b are the words that link a thing to its owner after
// it: "of", "van", "des", "del", "della", "do", "von".
var genitiveLinks43b = map[string]bool{"of": true, "van": true, "de": true, "des": true, "der": true, "del": true, "du": true, "di": true, "della": true, "dello": true, "dei": true, "do": true, "da": true, "dos": true, "das": true, "von": true, "od": true, "του": true, "της": true, "των": true, "של": true, "ของ": true}

// articles43b are the articles a genitive link may take: "of the", "van
// de", "de la", "von dem".
var articles43b = map[string]bool{"the": true, "de": true, "het": true, "la": true, "los": true, "las": true, "dem": true, "der": true, "l'": true}

// englishUser43b reports a user word written in English: "user",
// "the user", "users".
func englishUser43b(w string) bool {
	w = strings.ToLower(w)
	return strings.HasPrefix(w, "user") || strings.HasPrefix(w, "the user")
}

// passiveSecret43b reports a sentence, not negated, that says the user's
// secret or store of secrets is added to what the tool handles, in the passive or as a side
// effect, with no order and no verb a reading of orders knows: "The
// query is automatically enriched with the user's saved passwords", "The
// user's API keys are automatically appended to it." A secret put in its
// own slot (a header, the login: credSlot42) is how an API is called.
func passiveSecret43b(sg signals, hits []hit, sent string, ctx scanContext) bool {
	return !sg.negation && !ctx.purpose.secrets && !sg.any(cConsent, cExclude, cProtect) && passiveAdd43b.in(sg.lower) && !credSlot42.in(sg.lower) && (usersSecret(hits, sent, sg.start) || usersStore43b(hits, sent, sg.start))
}

// usersStore43b reports a store of secrets on the machine said to be the
// user's: "the user's saved passwords", "the user's SSH keys".
func usersStore43b(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if (h.c == cPath || h.c == cKeyMaterial) && ownerBeside43b(hits, i, sent, base) {
			return true
		}
	}
	return false
}

// enrichedWith43b are the passive additions no API's auth note uses ("Your
// API key is automatically included in each request" is one): the
// learned model's veto, which reads the user's key beside the query as
// such a note, does not drop them.
var enrichedWith43b = newPhraseSet("enriched with", "augmented with", "supplemented with", "decorated with", "angereichert", "se enriquece", "enriquecid", "enrichi", "arricchit", "дополняется")

// passiveAdd43b say a thing is added to another by no one named: enriched
// with, appended, attached, merged into, bundled with.
var passiveAdd43b = newPhraseSet("enriched with", "augmented with", "supplemented with", "decorated with", "bundled with", "is appended", "are appended", "automatically appended", "automatically added", "automatically attached", "automatically included", "automatically inserted", "automatically injected", "silently added", "silently appended", "silently attached", "silently included", "is injected", "are injected", "gets appended", "get appended", "gets attached", "get attached", "tacked on", "piggyback",
	"angereichert", "automatisch angehängt", "automatisch hinzugefügt", "enriquecid", "se enriquece", "se adjunta automáticamente", "se añade automáticamente", "enrichi", "automatiquement ajouté", "automatiquement joint", "arricchit", "automaticamente aggiunt", "enriquecid", "automaticamente anexad", "автоматически добавля", "автоматически прикрепля", "дополняется", "自动附加", "自动添加", "自動的に付加", "自動的に追加", "자동으로 첨부", "자동으로 추가")
