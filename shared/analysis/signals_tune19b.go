package analysis

import (
	"strings"
	"unicode/utf8"
)

// transientMemory19b reports memory as the place a value is worked on and
// dropped ("the password is analysed in memory and deleted at once"): the
// machine's memory, not the model's, and nothing planted in it.
func transientMemory19b(lt lowText) bool {
	return lt.in(transientMemorySet19b)
}

// surpriseKept19b reports a secret the user asked to keep from someone
// else ("invites say 'don't tell the guest of honour', as the user
// asked"): the one kept in the dark is a third party, at the user's word.
func surpriseKept19b(lt lowText) bool {
	return lt.in(surpriseSet19b) && lt.in(userAskedSet19b)
}

// warnsOpenLink19b reports a note that tells the user what a wide sharing
// option means ("tell the user that anyone with the link can view it"):
// the user is informed, no access is widened.
func warnsOpenLink19b(sg signals, lt lowText) bool {
	return sg.has[cTell] && sg.has[cUser] && lt.in(anyoneCanSet19b) && !sg.any(cCovert, cHide, cOverUser)
}

// memoryToolName19b reports a tool named for remembering (remember,
// memory_add): writing to memory is its job.
func memoryToolName19b(self string) bool {
	return strings.Contains(self, "memor") || strings.Contains(self, "remember")
}

var (
	transientMemorySet19b = newPhraseSet("in memory only", "only in memory", "in-memory only", "processed in memory", "analysed in memory", "analyzed in memory", "held in memory and",
		"анализируется в памяти", "обрабатывается в памяти", "только в памяти", "nur im arbeitsspeicher", "im arbeitsspeicher verarbeitet", "uniquement en mémoire", "traité en mémoire",
		"solo en memoria", "procesada en memoria", "procesado en memoria", "solo in memoria", "elaborata in memoria", "apenas em memória", "somente em memória", "processada em memória",
		"仅在内存", "只在内存", "在内存中处理", "メモリ上でのみ", "メモリ内でのみ", "메모리에서만", "chỉ trong bộ nhớ tạm", "yalnızca bellekte", "tylko w pamięci", "alleen in het geheugen")
	surpriseSet19b  = newPhraseSet("surprise", "sorpresa", "surpresa", "überraschung", "сюрприз", "惊喜", "サプライズ", "깜짝", "sürpriz", "niespodzian", "verrassing", "bất ngờ")
	userAskedSet19b = newPhraseSet("as the user asked", "as the user requested", "at the user's request", "the user asked for", "come chiesto dall'utente", "come richiesto dall'utente",
		"como pidió el usuario", "como solicitó el usuario", "a petición del usuario", "comme demandé par l'utilisateur", "à la demande de l'utilisateur", "wie vom nutzer gewünscht", "auf wunsch des nutzers",
		"como o usuário pediu", "a pedido do usuário", "по просьбе пользователя", "用户要求", "应用户要求", "ユーザーの要望", "ユーザーが頼んだ", "사용자가 요청한", "kullanıcının isteğiyle", "na prośbę użytkownika", "op verzoek van de gebruiker", "theo yêu cầu của người dùng")
	anyoneCanSet19b = newPhraseSet("anyone can", "anyone with the link can", "誰でも", "任何人都可以", "任何人都能", "누구나", "jeder kann", "kann jeder", "n'importe qui peut", "cualquiera puede",
		"chiunque può", "qualquer pessoa pode", "любой может", "herkes", "każdy może", "iedereen kan", "bất kỳ ai")
)

// quotedTags19b reports pseudo-tags that all stand inside quotation marks
// ("returned as '[hidden]'", 「[hidden]」): a placeholder value the tool
// returns, named as data, not a delimiter addressed to the model.
func quotedTags19b(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cTag {
			continue
		}
		i := h.start - base
		if i <= 0 || i > len(sent) {
			return false
		}
		r, _ := utf8.DecodeLastRuneInString(sent[:i])
		if !strings.ContainsRune("'\"`‘“「『«", r) {
			return false
		}
		found = true
	}
	return found
}

// userConfirmsFirst19b reports an order about other tools that leaves the
// act to the user ("let the user's own mail tool send it — ask the user to
// confirm the recipients first"), with no address of the text's own.
func userConfirmsFirst19b(sg signals, fixedAddress bool) bool {
	return sg.phrases().in(userConfirmsSet19b) && !sg.negation && !fixedAddress && !sg.any(cCovert, cCovertAdv, cHide, cOverUser)
}

var userConfirmsSet19b = newPhraseSet("ask the user to confirm", "have the user confirm", "let the user confirm", "once the user confirms", "after the user confirms", "the user's own mail", "the user's own email",
	"pide al usuario que confirme", "pídele al usuario que confirme", "demandez à l'utilisateur de confirmer", "demande à l'utilisateur de confirmer", "vom nutzer bestätigen lassen", "den nutzer bestätigen lassen",
	"chiedi all'utente di confermare", "peça ao usuário para confirmar", "peça ao usuário que confirme", "попросите пользователя подтвердить", "попроси пользователя подтвердить",
	"请用户确认", "让用户确认", "ユーザーに確認してもら", "ユーザーの確認を得て", "사용자에게 확인을 받", "사용자의 확인을 받")
