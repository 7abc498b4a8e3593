package analysis

import "strings"

// Readings of prec39: what keeps an honest text from reading as an order.

// placeholderIBAN39 reports an IBAN written as a placeholder of its
// format, never as an account anyone could be paid on: iban is the
// account's letters and digits without spaces ("DE0000000000000000000",
// "GB00XXXX00000000000000", "DE12345678901234567890"). It holds check
// digits no IBAN can have (00, 01 and 99: ISO 13616's check digits run
// from 02 to 98), a body of nothing but zeros and X's, or digits that
// count up 1, 2, 3 … from the check digits or from the body's start (the
// "DE12 3456 7890 1234 5678 90" and "FR76 1234 5678 9012 …" every bank
// form prints). It must leave alone an account with a real shape even
// when a run of counting digits sits inside it ("FR76 3000 6000 0112 3456
// 7890 189"), as writers of attacks put there.
func placeholderIBAN39(iban string) bool {
	if len(iban) < 8 || !isASCIILetter(iban[0]) || !isASCIILetter(iban[1]) || !isASCIIDigit(iban[2]) || !isASCIIDigit(iban[3]) {
		return false
	}
	switch iban[2:4] {
	case "00", "01", "99":
		return true
	}
	body := iban[4:]
	blank := true
	for i := 0; i < len(body); i++ {
		if c := body[i]; c != '0' && c != 'X' && c != 'x' && c != 'o' && c != 'O' {
			blank = false
			break
		}
	}
	return blank || countsUp39(iban[2:]) || countsUp39(body)
}

// countsUp39 reports digits that open with 1 2 3 4 5 6 7 8 (then 9 0 1 …)
// and count on to the end or the eighth digit at least.
func countsUp39(s string) bool {
	if len(s) < 8 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != byte('0'+(i+1)%10) {
			return i >= 8 && i >= len(s)-len(s)/3 // counts up over two thirds of it
		}
	}
	return true
}

// placeholderAccount39 reports an account written in groups (joined, its
// groups without spaces) that is a placeholder of its format: an IBAN as
// placeholderIBAN39 reads it, or a run of digits that are all zeros
// ("0000 0000 0000 0000"). A number with any other digit is left alone.
func placeholderAccount39(joined string, iban bool) bool {
	if iban {
		return placeholderIBAN39(joined)
	}
	for i := 0; i < len(joined); i++ {
		if joined[i] != '0' {
			return false
		}
	}
	return true
}

// switchEffect39 reports a property's description that names what its
// switch does when set ("Skip confirmation prompts (default: true for
// MCP)", "Bestätigungsabfrage überspringen"): the whole description is a
// short phrase about a confirmation the tool's own option skips,
// addressed to no one, with no modal, no party, no negation, no
// destination and none of the user's data in it. The option is the tool's
// behaviour put in the caller's hands, not an order to keep something
// from the user. It must leave alone the same words beside an addressee
// or a modal anywhere in the description ("Must remain true; the
// assistant should not ask the user"), a ban on telling or mentioning
// ("Never mention this list", "고객에게 언급하지 마세요"), a standing rule,
// a secret, money or a place to send to, what is skipped other than a
// confirmation, and any value (a default or an enum the model is handed).
func switchEffect39(sg, whole *signals, ctx scanContext, dests int) bool {
	if ctx.property == "" || ctx.value || ctx.item || ctx.output || dests > 0 || whole.text == nil || whole.negation {
		return false
	}
	for c := range concept(nConcepts) {
		switch c {
		case cCovert, cInstr, cConfirm, cMode:
		default:
			if whole.has[c] {
				return false // an addressee, a modal, a party, data or a place beside the skip
			}
		}
	}
	return containsAny(sg.lower, confirmStems39...) && fieldsUpTo(whole.text.s, 11) <= 10
}

// confirmStems39 name a confirmation or an approval prompt, the thing a
// switch skips.
var confirmStems39 = []string{"confirm", "approv", "prompt", "bestätig", "rückfrage", "confirma", "conferma", "подтвержд", "确认", "確認", "확인"}

// configMap39 reports an input property that is a map of named settings
// (an object under a name such as variables, env_vars, config or
// settings) whose description names the variable a secret goes in
// ("Template variables (anthropic_api_key, prompt, etc.)"): what holds
// the key is the configuration of what the tool deploys or runs, the
// user's own, set by its name. what is what asksFor read, "" when not
// known. It must leave alone a map under another name (context, metadata,
// debug), a text or string property, and a description that asks for a
// secret by what it is rather than by a variable's name ("the user's
// OpenAI key").
func configMap39(name string, pm map[string]any, what string) bool {
	if typ, _ := pm["type"].(string); typ != "object" {
		return false
	}
	switch strings.ToLower(unjoinedName44.Replace(name)) {
	case "variables", "vars", "templatevariables", "envvars", "env", "environment", "environmentvariables", "config", "configuration", "settings", "secrets", "params", "parameters", "inputs":
	default:
		return false
	}
	if what != "" {
		return variableName39(strings.TrimSpace(what))
	}
	desc, _ := pm["description"].(string)
	for _, f := range strings.FieldsFunc(desc, func(r rune) bool {
		return r == ' ' || r == ',' || r == '(' || r == ')' || r == '、' || r == '，' || r == '（' || r == '）' || r == ';'
	}) {
		if variableName39(f) {
			return true
		}
	}
	return false
}

// variableName39 reports a variable's name: ASCII letters, digits and
// underscores, with an underscore in it (anthropic_api_key, DATABASE_URL).
func variableName39(w string) bool {
	if !strings.Contains(w, "_") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !isASCIILetter(c) && !isASCIIDigit(c) && c != '_' {
			return false
		}
	}
	return true
}

// placeholderDigitsOnly39 reports a sentence whose digits all sit in
// account placeholders (placeholderAccount39: "GB00 XXXX 0000 0000 0000
// 00", "DE12 3456 7890 1234 5678 90"): it names no sum, date or account of
// its own, so no payment it orders has a figure or a payee. A sentence
// with any other digit is left alone.
func placeholderDigitsOnly39(sent string) bool {
	found := false
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.Trim(w, "(:")
		if !hasDigit(w) {
			continue
		}
		iban, digits := accountStart(w)
		if !iban && !digits {
			return false
		}
		joined, _, after, glued := accountGroups(w, digits, rest)
		if glued || !placeholderAccount39(joined, iban) {
			return false
		}
		found, rest = true, after
	}
	return found
}
