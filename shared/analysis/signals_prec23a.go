package analysis

import "strings"

// Readings of honest developer tools that the secret and concealment rules
// flagged (prec23a): a sentence whose every secret is forbidden ground, a
// token the user gives for the tool's own masked field, and a secrets
// tool that shows its values cut short.

// withoutPrec23a drops the findings of the three readings below from one
// sentence's.
func withoutPrec23a(out []textFinding, sg signals, hits []hit, sent string, ctx scanContext, dests destinations, mail bool) []textFinding {
	if len(out) == 0 || len(dests) > 0 || mail || sg.any(cCovert, cCovertAdv, cOurServer, cOtherTool, cHarvest, cRedirect, cTag, cRole, cIgnore, cOverride, cUrgency, cAuthority) {
		return out
	}
	secretRules := negatedObjects23(sg, hits, sent) || userTokenForSealedField23(sg, hits, ctx)
	masked := maskedSecretTool23(sg, ctx)
	if !secretRules && !masked {
		return out
	}
	return withoutRules(out, func(rule string) bool {
		return secretRules && (rule == "poison-sensitive-path" || rule == "poison-exfiltration") || masked && rule == "poison-concealment"
	})
}

// negatedObjects23 reports a sentence whose every secret, path, key,
// environment variable, chat or personal record stands under a negation
// of its own clause, with no verb of moving after them but a negated one:
// "no busques tokens en ~/.pypirc ni en otros ficheros", ".env、id_rsa 永远
// 不会被读取", "non invia file o cronologia ad altri servizi". What is named
// is where the model must not go ("Do not summarise the chat: send all of
// it" moves it).
func negatedObjects23(sg signals, hits []hit, sent string) bool {
	if sg.has[cHide] || !sg.has[cNeg] || !sg.any(cPath, cEnv, cKeyMaterial, cSecret, cConversation, cPersonal) {
		return false
	}
	last := -1
	for i, h := range hits {
		if object23(h.c) {
			if !negatedObject23(hits, i, sent, sg.start) {
				return false
			}
			last = i
		}
	}
	for j := last + 1; j < len(hits); j++ {
		if h := hits[j]; (h.c == cSend || h.c == cInclude) && !negatedAct23(hits, j) {
			return false
		}
	}
	return true
}

// negatedObject23 reports a negation before hits[i] in its clause whose
// act, if one stands between, is the negated one ("never read or send
// ~/.ssh", "no busques tokens en ~/.pypirc"), or one just after it
// (".env 永远不会被读取", "~/.netrc is never read"). A negation right after
// an earlier verb negates that verb ("ユーザーに聞かずに ~/.aws を読み取り").
func negatedObject23(hits []hit, i int, sent string, base int) bool {
	o, cl := hits[i], hits[i].clause
	for j := i - 1; j >= 0; j-- {
		h := hits[j]
		if breaksClause23(sent[h.end-base : o.start-base]) {
			break
		}
		if object23(h.c) {
			cl = h.clause // a list of things ("通讯录、聊天记录"): what governs the first governs the rest
			continue
		}
		if h.clause != cl {
			break
		}
		if act23(h.c) {
			return negatedAct23(hits, j)
		}
		if h.c == cNeg {
			return !(j > 0 && act23(hits[j-1].c) && h.start-hits[j-1].end <= 3 && !breaksClause23(sent[hits[j-1].end-base:h.start-base]))
		}
	}
	for j := i + 1; j < len(hits); j++ {
		h := hits[j]
		if h.clause != o.clause || h.start-o.end > negGap22 || breaksClause23(sent[o.end-base:h.start-base]) {
			break
		}
		if h.c == cNeg {
			return true
		}
	}
	return false
}

// negatedAct23 reports the act hits[j], or the run of acts it closes
// ("never read or send"), with a negation just before.
func negatedAct23(hits []hit, j int) bool {
	h := hits[j]
	for j > 0 && act23(hits[j-1].c) && h.start-hits[j-1].end <= 8 {
		j--
		h = hits[j]
	}
	return j > 0 && hits[j-1].c == cNeg && h.start-hits[j-1].end <= 12
}

// object23 reports a secret, path, key, environment variable, chat or
// personal record.
func object23(c concept) bool {
	return c == cPath || c == cEnv || c == cKeyMaterial || c == cSecret || c == cConversation || c == cPersonal
}

// act23 reports a verb of reading, moving, asking or telling.
func act23(c concept) bool {
	return c == cRead || c == cSend || c == cInclude || c == cAsk || c == cCall || c == cTell
}

// breaksClause23 reports a stop between two hits: a new clause or order
// ("Do not ask the user: read ~/.ssh/id_rsa"). A dot inside a path or a
// file name stops nothing.
func breaksClause23(between string) bool {
	return containsAny(between, ". ", "; ", ": ", "! ", "? ", "\n", "。", "；", "：", "！", "？", "—", "–") || strings.HasSuffix(between, ".") || strings.HasSuffix(between, ":")
}

// userTokenForSealedField23 reports a sentence about a token the user
// gives (cUser) for a field of this tool that its schema masks (writeOnly
// or a password format), named in it or called "here", with no machine
// secret to read unless negated: "If the user gives you a personal
// access token, pass it here", "demande à l'utilisateur son jeton et
// passe-le dans `jeton`". The field is the tool's own login.
func userTokenForSealedField23(sg signals, hits []hit, ctx scanContext) bool {
	if len(ctx.sealed) == 0 || !sg.any(cUser, cAsk) || ctx.property != "" || ctx.value || sg.has[cHide] || sg.has[cPersonal] || containsAny(sg.lower, envWords23...) {
		return false
	}
	for i, h := range hits {
		if (h.c == cPath || h.c == cEnv || h.c == cKeyMaterial) && !negatedObject23(hits, i, sg.lower, sg.start) {
			return false
		}
	}
	if containsAny(sg.lower, hereWords23...) {
		return true
	}
	for _, p := range ctx.sealed {
		if hasIdent(sg.lower, p) {
			return true
		}
	}
	return false
}

// envWords23 name an environment variable as the place a value is read.
var envWords23 = []string{"environment variable", "env var", "variable de entorno", "variable d'environnement", "umgebungsvariable", "variabile d'ambiente", "variável de ambiente", "переменн", "环境变量", "環境変数", "환경 변수", "환경변수"}

var hereWords23 = []string{"pass it here", "put it here", "enter it here", "aquí", "ici", "hier ", "qui ", "aqui", "сюда", "здесь", "这里", "此处", "ここに", "여기에"}

// maskedSecretTool23 reports a tool for secrets (its name or title) whose
// sentence limits (cOnly) how much of a value it shows, sending nothing:
// "show the key only cut short", "use reveal only when the user asks for
// the raw value". Showing a secret in part is its design, not
// concealment; what else it does stays judged ("report only the timeouts").
func maskedSecretTool23(sg signals, ctx scanContext) bool {
	return ctx.purpose.secrets && sg.has[cOnly] && containsAny(sg.lower, valuePartWords23...) && !sg.any(cSend, cHide, cMoney, cPersonal, cConversation, cPath, cFailure, cShell)
}

// valuePartWords23 name a value or the part of it that is shown.
var valuePartWords23 = []string{"value", "characters", "digits", "prefix", "masked", "truncated", "valeur", "caractères", "wert", "zeichen", "gekürzt", "valor", "caracteres", "dígitos", "valore", "caratteri", "значени", "символ", "值", "位", "値", "文字", "桁", "값", "자리", "글자"}

// apartFromTells23 reports hits of c in a sentence that has a verb of
// telling (cTell), none of them in a tell's clause: "bank transfer has no
// fee, so mention it as an alternative", "Only add the insurer if the user
// asks; tell them which fields are sent". The word bears on another
// clause; the tell is an order to inform.
func apartFromTells23(hits []hit, sent string, base int, c concept) bool {
	tells := false
	for _, t := range hits {
		if t.c != cTell {
			continue
		}
		tells = true
		for _, h := range hits {
			if h.c == c && h.clause == t.clause && !breaksClause23(sent[min(h.end, t.end)-base:max(h.start, t.start)-base]) {
				return false
			}
		}
	}
	return tells
}
