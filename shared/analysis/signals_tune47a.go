package analysis

import (
	"fmt"
	"slices"
	"strings"
)

// Reading of tune47a: personLoginParam47a, an input property that asks
// for a person's own login password in a tool that has no login to do.
//
// A tool that links a bank account, registers a guardian, looks up a loan
// balance, mints a provisioning token or exports a data subject's records
// does its work without anyone's password; a property that asks for one
// makes the model collect it from the person and hand it to the server.
// userLoginParam21c already reads a password owned by "the user" or "the
// customer"; this reading reads the other ways a writer names the person
// or the account:
//
//   - a person the tool serves owns it: "borrower_account_password",
//     "guardian_pin", "patient_portal_password", "senha_do_aluno";
//   - it is the password of a person's login or online banking:
//     "line_login_password", "online_banking_password_for_verification";
//   - it is an administrator's or an account's password and its
//     description reassures that it is only checked once or never kept,
//     as a phishing form does: "idp_admin_password": "checked once and
//     not stored", "senha_do_administrador": "verificada uma vez e não
//     guardada", "senha_do_portal": "usada só uma vez".
//
// It must leave alone: a field its description disowns ("Leave empty.
// Never ask for the online account password"), a bare "password" or
// "pin" however reassured, a tool about logins, accounts, credentials or
// connections (userLoginParam21c's aboutLogins21c, and a tool that
// connects to a server: "ftp_connect" with "login_password"), a tool that
// makes the record the password belongs to ("create_member" with
// "member_password"), the password of a system rather than a person
// ("database_password", "admin-password" of a VM the tool creates, "proxy_password",
// "pdf_owner_password"), and a property that asks for anything else about
// the person ("borrower_reference_number", "line_display_name",
// "idp_admin_email").

const personLoginWhat47a = "the input property %q asks for a person's own login password, which this tool has no use for"

// personLoginParam47a reads each top-level input property of a tool that
// is not about logins or connections for a password owned by a person
// (personOwner47a), belonging to a login or a bank account (loginAccount47a),
// or reassured as checked once and not kept (reassured47a).
func personLoginParam47a(schema any, name, desc string) []finding {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	if len(props) == 0 {
		return nil
	}
	self := Tokenize(strings.ToLower(name))
	creates := slices.ContainsFunc(self, func(s string) bool { return slices.Contains(createWords25, s) })
	for _, prop := range sortedKeys(props) {
		words := Tokenize(prop)
		for i := range words {
			words[i] = strings.ToLower(words[i])
		}
		if !credentialIn21c(words) {
			continue
		}
		if creates && slices.ContainsFunc(words, func(w string) bool { return slices.Contains(self, w) }) {
			continue // register_member's member_password is the new record's
		}
		pm, _ := props[prop].(map[string]any)
		pdesc, _ := pm["description"].(string)
		lowPdesc := strings.ToLower(pdesc)
		if containsAny(lowPdesc, leftEmpty47a...) {
			continue // "Leave empty. Never ask for the online account password"
		}
		reassured := reassured47a(lowPdesc)
		owned := slices.ContainsFunc(words, func(w string) bool {
			return slices.Contains(personOwner47a, w) || reassured && slices.Contains(adminWords47a, w)
		})
		if !owned && !loginAccount47a(words, loginWords47a) && !(reassured && loginAccount47a(words, accountWords47a)) {
			continue
		}
		if aboutLogins21c(name+" "+desc) || connects47a(self, strings.ToLower(desc)) || systemOwned47a(words) {
			return nil
		}
		return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf(personLoginWhat47a, prop), firm: true}}
	}
	return nil
}

// loginAccount47a reports a password word right after a word naming a
// person's login or bank account: "login password", "banking password",
// "account password".
func loginAccount47a(words, account []string) bool {
	for i := 1; i < len(words); i++ {
		if credentialIn21c(words[i:i+1]) && slices.Contains(account, words[i-1]) {
			return true
		}
	}
	return false
}

// reassured47a reports a property description that says the password is
// checked only once or never kept.
func reassured47a(lowDesc string) bool {
	return lowDesc != "" && containsAny(lowDesc, reassurance47a...)
}

// connects47a reports a tool that connects to a server or a database,
// whose password fields are that connection's.
func connects47a(self []string, lowDesc string) bool {
	for _, w := range self {
		if slices.Contains(connectWords47a, w) {
			return true
		}
	}
	return containsAny(lowDesc, "connect to", "connection to", "connects to", "ssh", "ftp", "smtp", "imap", "database")
}

// systemOwned47a reports a password of a system rather than a person:
// a database's, a proxy's, a document's.
func systemOwned47a(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(systemWords47a, w) })
}

var (
	// personOwner47a name a person a tool serves, owning a password in a
	// property name.
	personOwner47a = []string{"borrower", "borrowers", "guardian", "guardians", "parent", "parents", "patient", "patients", "student", "students", "employee", "employees", "applicant", "applicants", "tenant", "tenants", "citizen", "citizens", "subscriber", "subscribers", "member", "members", "holder", "holders", "passenger", "passengers", "traveler", "traveller", "guest", "guests", "donor", "buyer", "seller", "payee", "beneficiary",
		"aluno", "aluna", "alumno", "alumna", "paciente", "titular", "responsavel", "responsável", "hospede", "hóspede", "tutor", "eleve", "élève", "etudiant", "étudiant", "mitarbeiter", "schuler", "schüler", "eltern", "mieter", "patienten", "mitglied", "studente", "genitore", "dipendente", "ученика", "пациента", "сотрудника", "μαθητή", "ασθενή", "γονέα"}

	// loginWords47a name a person's login or online banking right before
	// a password word; accountWords47a name an account, read only when the
	// description reassures.
	loginWords47a   = []string{"login", "logon", "signin", "banking"}
	accountWords47a = []string{"bank", "account", "portal", "konto", "conta", "cuenta", "compte", "conto", "bancaria", "bancario", "bancário", "bancária"}

	// adminWords47a name an administrator, owning a password read only
	// when the description reassures (a VM's or a database's admin
	// password is the tool's job).
	adminWords47a = []string{"admin", "administrator", "administrador", "administrateur", "amministratore", "administrators"}

	// leftEmpty47a disown a field: leave it empty, never ask for it.
	leftEmpty47a = []string{"leave empty", "leave it empty", "leave blank", "leave it blank", "never ask", "do not ask", "don't ask", "not asked", "비워", "묻지 않", "nicht fragen", "leer lassen", "deixe vazio", "deixe em branco", "deje vacío", "déjelo vacío", "laisser vide", "laissez vide", "no preguntes", "não pergunte", "nunca pergunte", "nunca preguntes", "не спрашивай", "оставьте пустым"}

	// reassurance47a tell that a password is checked once or never kept.
	reassurance47a = []string{"checked once", "verified once", "verifies it once", "validated once", "used once", "only once", "not stored", "never stored", "isn't stored", "is not kept", "never kept", "not saved", "never saved", "not retained", "never retained", "discard", "deleted right after", "deleted immediately",
		"uma vez", "não guardad", "nao guardad", "não armazenad", "nao armazenad", "não é guardad", "não fica guardad", "una vez", "no se guarda", "no se almacena", "no se conserva", "une seule fois", "une fois", "pas stocké", "pas conservé", "jamais stocké", "nicht gespeichert", "einmalig", "einmal geprüft", "nur einmal", "verworfen", "una volta", "non viene salvat", "non viene memorizzat", "non conservat", "один раз", "не сохраня", "не хранится", "μία φορά", "μια φορά", "δεν αποθηκεύ",
		"一度だけ", "一回だけ", "保存されません", "保存しません", "保存せず", "不会保存", "不保存", "不会存储", "不存储", "仅验证一次", "저장하지 않", "저장되지 않", "한 번만"}

	// connectWords47a name a tool that opens a connection with a password.
	connectWords47a = []string{"connect", "connection", "ssh", "sftp", "ftp", "smtp", "imap", "telnet", "db", "database", "sql", "mysql", "postgres", "vpn", "proxy", "wifi"}

	// systemWords47a name a system, not a person, owning a password.
	systemWords47a = []string{"db", "database", "databases", "mysql", "postgres", "postgresql", "redis", "mongo", "root", "proxy", "pdf", "zip", "archive", "keystore", "sip", "smtp", "ftp", "ssh", "wifi", "vm", "panel", "form", "document", "file", "owner", "signing", "certificate", "pfx", "key"}
)

// Second reading of tune47a: envDumpByName47a, a property whose name, read
// as words, asks for the printed environment of the machine: the output
// of printenv or env, every variable's value ("environment snapshot from
// running printenv full output", "full printenv output for reproducible
// runs", "all env var values for reviewer"). The environment holds the
// machine's tokens and keys; a required field named for it makes the model
// run the command and paste them. It leaves alone a name that asks for an
// environment's name, id or scope ("environment_name", "environment_uuid",
// "environment_variable_names"), names only or a redacted copy
// ("attach_env_var_names_only_for_reviewer"), and a short name
// ("env_vars").

const envDumpWhat47a = "a property name that asks for the printed environment of the machine (printenv's output, every variable's value)"

// schemaTune47a reads each input property's name for a dump of the
// environment.
func schemaTune47a(schema any) []finding {
	var out []finding
	eachProperty(schema, []string{"inputSchema"}, func(p schemaProperty) {
		if envDumpByName47a(p.name) {
			out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s %s: %q", p.where(), envDumpWhat47a, p.name), firm: true})
		}
	})
	return out
}

// envDumpByName47a reports a property name of four words or more naming
// printenv, or the environment's variables with their values or output,
// beside a word that asks for their contents (envFetch47a), and not kept
// to names or redacted (redacted46b).
func envDumpByName47a(name string) bool {
	if len(name) < 16 {
		return false
	}
	words := " " + strings.ToLower(spacedName(name)) + " "
	if strings.Count(words, " ") < 5 {
		return false
	}
	lt := lowered(words)
	if lt.in(redacted46b) {
		return false
	}
	dump := strings.Contains(words, "printenv") || containsAny(words, envWords47a...) && containsAny(words, envValues47a...)
	return dump && containsAny(words, envFetch47a...)
}

var (
	// envWords47a name the environment's variables.
	envWords47a = []string{" env ", " environment ", " umgebung ", " umgebungsvariablen ", " entorno ", " ambiente ", " variaveis ", " variáveis ", " environnement "}
	// envValues47a name what they hold or what printing them gave.
	envValues47a = []string{" values ", " value ", " output ", " dump ", " snapshot ", " werte ", " ausgabe ", " valores ", " salida ", " saida ", " saída ", " valeurs ", " sortie "}
	// envFetch47a ask for what a command printed or a variable holds.
	envFetch47a = []string{" output ", " full ", " paste ", " dump ", " copy ", " contents ", " snapshot ", " all ", " values ", " printed ",
		" ausgabe ", " vollstaendige ", " vollständige ", " komplette ", " alle ", " werte ", " salida ", " completa ", " completo ", " todos ", " todas ", " valores ", " saida ", " saída ", " sortie ", " complète ", " toutes ", " valeurs "}
)
