package analysis

// Readings of honest vendor text from the prec28b pass: a mention whose
// object is the secret itself, kept out of the reply.

// keepsSecretOut28b reports a sentence whose every telling or covert verb
// has a secret for its object (after it, or before it in Japanese and
// Korean), with only a negation, the reply or the user between ("새 비밀번호는 답변에서 언급하지 마세요", "Erwähne das neue Passwort
// nie in der Antwort", "인증서 비밀번호는 절대 묻지 마세요"): the secret is kept
// out of the chat, nothing is kept from the user. Nothing is sent, read,
// stored in a field or called, and no place is named.
func keepsSecretOut28b(sg signals, hits []hit, sent string, dests destinations) bool {
	if !sg.has[cSecret] || len(dests) > 0 || hasEmail(sent) || sg.any(cSend, cInclude, cRead, cCall, cShell, cPath, cEnv, cConversation, cOtherTool, cHarvest, cRedirect, cParamRef, cPersonal, cOurServer, cHide, cCovertAdv, cActs, cPersist, cDestroy, cTamper, cEveryTurn, cWhen, cInstr) {
		return false
	}
	var in []hit
	for _, h := range hits {
		if h.start >= sg.start && h.end-sg.start <= len(sent) {
			in = append(in, h)
		}
	}
	step := 1 // the object follows its verb ("never mention the password")
	if verbLastScript(sent) {
		step = -1 // or comes before it ("비밀번호는 … 언급하지 마세요")
	}
	verbs := 0
	for i, h := range in {
		switch h.c {
		case cMoney:
			if i+1 >= len(in) || in[i+1].c != cSecret {
				return false // an account number, not an account's password
			}
		case cTell, cCovert:
			verbs++
			if !secretBeside28b(in, i, step) {
				return false
			}
		}
	}
	return verbs > 0
}

// secretBeside28b reports a secret as the nearest hit from in[i] in
// direction step, past negations, the reply and the user.
func secretBeside28b(in []hit, i, step int) bool {
	for k, n := i+step, 0; k >= 0 && k < len(in) && n < 4; k, n = k+step, n+1 {
		switch in[k].c {
		case cNeg, cReply, cUser:
			continue
		case cSecret:
			return in[k].clause == in[i].clause
		}
		return false
	}
	return false
}
