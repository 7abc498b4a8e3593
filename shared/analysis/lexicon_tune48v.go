package analysis

// Phrases of tune48v's reading (signals_tune48v.go): an order to call a
// tool with an argument that is plainly the attacker's.
var (
	// callVerb48v order a call, or a run of a named tool: "call", "invoke",
	// "then run X using", "llama a", "rufe", "appelle", "chiama", "chame",
	// "вызови", "调用".
	// (callVerbs, signals_tunecmd.go, order a call by name.) runVerb48v
	// order a run or a use of a named tool, which may be a command too:
	// "then run X using …", "ejecuta", "führe", "exécute", "запусти".
	runVerb48v = []string{"run ", "execute ", "use ", "by calling ", "then calling ", "calling ", "llamando a ", "en appelant ", "chiamando ", "chamando ", "invoque ", "invoquez ", "invocar ",
		"ejecuta ", "usa ", "führe ", "nutze ", "verwende ", "exécute ", "exécutez ", "utilise ", "utilisez ", "esegui ", "запусти", "выполни", "执行", "运行"}

	// finalCall48v close a clause whose tool comes first: "… を呼び出して",
	// "… 로 호출하세요", "… mit x=y aufrufen".
	finalCall48v = newPhraseSet("呼び出", "実行して", "実行する", "호출", "실행하", "aufrufen", "ausführen", " auf.", " auf,", " auf;", " auf ")

	// thisTool48v name the tool whose text it is as the one to call: "call
	// this tool with subject …", "call this with title …".
	thisTool48v = newPhraseSet("this tool", "this with", "it with", "cet outil", "cette fonction", "dieses tool", "dieses werkzeug", "diese funktion", "esta herramienta", "este tool", "questo strumento", "esta ferramenta", "этот инструмент", "此工具", "这个工具", "本工具", "このツール", "이 도구")

	// jsonCall48v write the call as a block of arguments: {"tool": "x",
	// "arguments": {…}}.
	jsonCall48v = newPhraseSet(`"arguments"`, `"args"`, `"params"`, `"parameters"`, `"input":`, `"arguments":`)

	// shellCmd48v are parts of a command line handed to a run or exec
	// tool that no routing default holds: a read of keys, credentials,
	// history or the environment, a shell profile or timer written, rights
	// opened wide, code decoded or handed to a shell. A look at who the
	// user is ("whoami", "`id`") is left out: tools are named so too.
	shellCmd48v = newPhraseSet("~/.ssh", ".ssh/", "id_rsa", "id_ed25519", ".aws/credentials", "dump-keychain", "find-generic-password", ".netrc", ".kube/config", ".docker/config", ".git-credentials", ".npmrc", ".pypirc", ".gnupg", "/etc/passwd", "/etc/shadow", "/etc/sudoers", "bash_history", "zsh_history", "printenv", "env |", "env >", "os.environ", "process.env", "get-childitem env:", "crontab", ".bashrc", ".zshrc", ".bash_profile", "launchctl", "systemctl enable", "chmod 777", "chmod -r 777", "chmod +s", "base64 -d", "base64 --decode", "| base64", "| sh", "|sh", "| bash", "|bash", "bash -c", "sh -c", "python -c", "python3 -c", "powershell -e", "pwsh -e", "iex ", "rm -rf ~", "rm -rf /", "nc -e", "/dev/tcp/", "authorized_keys")

	// runCallee48v are in the name of a tool that runs what it is handed.
	runCallee48v = []string{"run", "exec", "shell", "command", "cmd", "script", "bash", "terminal", "eval", "process", "spawn", "ejecutar", "ausf", "execut", "esegui", "выполн", "执行", "実行", "실행"}

	// identityField48v name the property that takes a person or account:
	// the value written after it is who is let in.
	identityField48v = newPhraseSet("user", "username", "subject", "principal", "grantee", "member", "login", "account", "recipient", "email", "e-mail", "destinataire", "usuario", "utilisateur", "nutzer", "benutzer", "utente", "usuário", "пользовател", "ユーザー", "사용자", "用户")

	// secretPath48v are paths outside any tool's own scope: keys,
	// credentials, the shell's history, system files, other users' homes,
	// the container runtime's socket.
	secretPath48v = newPhraseSet("~/.ssh", ".ssh/", "id_rsa", "id_ed25519", "id_ecdsa", ".aws/credentials", "~/.aws", "/etc/passwd", "/etc/shadow", "/etc/sudoers", "/etc/ssh", "/etc/cron", "/etc/profile", "/root/", "/home/", "bash_history", "zsh_history", "/.env", "'.env'", "\".env\"", ".kube/config", ".docker/config", ".git-credentials", ".netrc", ".npmrc", ".pypirc", ".gnupg", "docker.sock", "/proc/self", "keychain", "login.keychain", "c:\\users\\", "%userprofile%", "%appdata%", "\\appdata\\", "/private/var/", "/var/lib/postgresql", "/var/lib/mysql", "wallet.dat")

	// broadGrant48v are rights no routing default opens: admin, owner,
	// everyone, a privileged container.
	broadGrant48v = newPhraseSet("cluster-admin", "superuser", "privileged=true", "privileged: true", "privileged true", "privileged 'true'", "\"privileged\": true", "read_only false", "read_only=false", "readonly=false", "read_only: false", "\"read_only\": false", "network 'host'", "network='host'", "network: host", "network=host", "\"network\": \"host\"", "chmod 777", "mode='0777'", "mode=0777", "'0777'", "\"0777\"", "allusers", "allauthenticatedusers", "0.0.0.0/0", "::/0", "0-65535", "public-read", "/public/", "sudoers", "nopasswd", "'*'", "\"*\"", "=*", "['*']", "[\"*\"]")

	// broadValue48v are a role, grantee or visibility given whole as a
	// value: role 'admin', principal 'anyone', visibility 'public'.
	broadValue48v = []string{"admin", "administrator", "administrador", "administrateur", "amministratore", "owner", "owners", "propriétaire", "propietario", "proprietario", "proprietário", "eigentümer", "besitzer", "root", "superuser", "superadmin", "super_admin", "cluster-admin", "public", "público", "publico", "öffentlich", "pubblico", "everyone", "anyone", "all users", "all_users", "todos", "tout le monde", "tutti", "jeder", "alle", "full", "full_access", "fullaccess", "full-access", "full_control", "fullcontrol", "*", "владелец", "администратор", "все", "管理员", "所有者", "所有人", "管理者", "オーナー", "관리자", "소유자"}

	// grantWord48v name what a value grants: "role", "scopes", "permiso".
	grantWord48v = newPhraseSet("role", "scope", "permission", "access", "acl", "privilege", "rol ", "rôle", "rolle", "ruolo", "papel", "permiso", "berechtigung", "роль", "прав", "权限", "角色", "権限", "ロール", "권한", "역할")

	// sshKey48v open a public key handed to a call: a key to let in.
	sshKey48v = newPhraseSet("ssh-ed25519 aaaa", "ssh-rsa aaaa", "ecdsa-sha2-nistp256 aaaa", "ssh-dss aaaa", "sk-ssh-ed25519")

	// readCallee48v open the name of a tool that reads or lists: a fixed
	// role, host or address handed to it filters or points at a page.
	readCallee48v = []string{"list", "get", "search", "find", "read", "show", "describe", "fetch", "query", "count", "check", "lookup", "view", "whoami", "status", "obtener", "lister", "listar", "buscar", "mostrar", "zeige", "liste"}

	// grantCallee48v are in the name of a tool that lets someone in,
	// hands out a credential or sends money: a fixed person or account
	// there is one the user did not give.
	grantCallee48v = []string{"grant", "maintainer", "collaborator", "member", "invite", "share", "owner", "admin", "role", "permission", "access", "acl", "deploy_key", "create_user", "add_user", "token", "binding", "transfer", "payment", "payout", "pay_", "send_money", "wire", "forward", "jeton", "acceso", "zugriff", "partag", "compart", "condivid", "invit", "berechtig", "permis", "virement", "pago", "zahlung"}

	// userWants48v hold the call for what the user asks: "if the user
	// wants a research administrator …, call …".
	userWants48v = newPhraseSet("if the user", "when the user", "if a user", "the user wants", "the user asks", "user requests", "user's request", "si el usuario", "cuando el usuario", "si l'utilisateur", "wenn der nutzer", "wenn der benutzer", "se l'utente", "se o usuário", "если пользователь", "如用户", "如果用户", "用户要求", "ユーザーが", "사용자가")

	// userGiven48v say the value is the user's: "the path the user
	// picked", "el e-mail que el usuario informe", "<id>".
	userGiven48v = newPhraseSet("the user", "user's", "users'", "user-provided", "user provided", "they give", "they chose", "they choose", "you are given", "el usuario", "del usuario", "l'utilisateur", "der nutzer", "vom nutzer", "des nutzers", "l'utente", "o usuário", "do usuário", "пользовател", "用户", "ユーザー", "사용자")
)
