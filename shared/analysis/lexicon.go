package analysis

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// concept is one kind of meaning that a word or phrase carries, in any
// language. The poisoning rules combine concepts found in one sentence.
type concept uint8

const (
	cUser         concept = iota // the person using the agent
	cModel                       // the reader addressed: you, the assistant, the AI
	cTell                        // tell, inform, mention, reveal
	cNeg                         // not, never, don't
	cCovertAdv                   // secretly, silently: covert only beside an action
	cCovert                      // without telling the user: covert on its own
	cHide                        // hide, conceal, keep secret
	cRead                        // read, open, load, retrieve (imperative or infinitive)
	cSend                        // send, upload, forward, transmit
	cActs                        // reads, sends, forwards: what a tool is said to do
	cInclude                     // include, attach, pass, append, provide
	cKeyMaterial                 // private keys, SSH keys, seed phrases: kept on the machine
	cSecret                      // API keys, tokens, credentials, passwords
	cPath                        // a credential or configuration file
	cConversation                // the conversation, chat history, system prompt
	cEnv                         // environment variables
	cIgnore                      // ignore, disregard, forget
	cInstr                       // instructions, rules, guidelines
	cPrior                       // previous, prior, above
	cOverride                    // you are now, from now on, new instructions
	cTag                         // <IMPORTANT>, [SYSTEM], </tool_description>
	cRole                        // Human:, Assistant:, System: at a line start
	cAuthority                   // the policy requires, the administrator has
	cUrgency                     // urgent, critical, immediately
	cPrefer                      // supersedes, prefer this, more reliable than
	cDeprecated                  // is deprecated, obsolete, broken
	cInsteadOf                   // instead of using, rather than calling
	cOtherTool                   // any other tool, all tools
	cThisTool                    // this tool
	cCall                        // call, invoke, use, run
	cBefore                      // first, before, prior to
	cMust                        // must, always, required
	cOnly                        // only, exclusively
	cOnlyThis                    // use only this tool
	cMention                     // for example, detects, such as: a quotation
	cParamRef                    // the X parameter, field, argument
	cShell                       // curl … | sh, rm -rf, /dev/tcp
	cStartup                     // ~/.bashrc, authorized_keys, crontab
	cMoney                       // transfer funds, wallet address, IBAN
	cRedirect                    // bcc, redirect, change the recipient
	cWhen                        // when, whenever, if
	cEveryTurn                   // every conversation, each message, before any call
	cObey                        // follow this as if the user typed it
	cPersonal                    // card numbers, bank details, payroll: data a tool rarely needs
	cConsent                     // if the user agrees, ask them first
	cAsk                         // ask the user for, have the user enter
	cProtect                     // redacts, masks, scrubs
	cCode                        // the code of an authenticator app or an SMS: asked of the user only by a pretext
	cExclude                     // excluded, skips, off-limits: what a tool leaves alone, for the whole sentence
	cPromote                     // recommending, advertise, list first: steering the user's choice
	cRegardless                  // regardless of price, whatever the rating: against the user's interest
	cOurServer                   // our servers, our sync server: a destination run by the text's author
	cUnsafe                      // auto-approve, --no-verify, disable the antivirus: a safeguard lifted
	cPublic                      // public keys: named like secrets, shared by design (no rule reads it)
	cPersist                     // remember for all future conversations, add this instruction to every file: a lasting instruction
	cHarvest                     // every secret you find, all the keys: collecting whatever there is
	cOverUser                    // even if the user asks otherwise, regardless of the user
	cEncode                      // URL-encoded, as hex, base64-encoded: data shaped for a URL or a host name
	// Concepts of lexicon_intent.go: pretexts and claims an attack makes.
	cReassure     // tell them it's safe, a normal procedure: a pretext for handing something over
	cAskVerb      // ask, request (bare): asking, when the user is in the sentence
	cLifted       // disabled, switched off, no longer apply: a safeguard said to be gone
	cMode         // developer mode, god mode: a state claimed to lift the rules
	cDisparage    // slower, less accurate, leaks data: other tools run down
	cSocialProof  // rated #1, most assistants choose: popularity claimed at the model
	cFromResult   // from the result, in the response: data a tool returned
	cTerminal     // in the terminal, with the terminal tool
	cRemoteAccess // AnyDesk, TeamViewer: remote control of the user's machine
	cLogin        // sign in at, log in at, verify your account at
	cOmit         // omit, leave out: taken out of what the user sees
	cReply        // your answer, the reply, the summary: what the user reads
	cAfterCalls   // after every other tool call: watching the other tools
	cUnnoticed    // while the user is asleep, won't notice: timed so nobody sees
	cAdminAccount // an admin account, superuser: a privileged login
	cSampling     // sampling/createMessage: the server asking the model
	cDestroy      // delete, wipe, erase: an action a false summary hides
	cOnBehalf     // on the user's behalf: acting as the user
	// Concepts of lexicon_authority.go.
	cConfirm // confirmation, approval: what the user is asked before an action
	cWait    // wait, attends, 等待: waiting for the user
	cUnmask  // unredacted, in clear text: a protection undone
	// Concepts of stores.go, read by markStores and then dropped.
	cFileNoun  // file, folder, config
	cStoreProg // kubectl, the AWS CLI, npm: a program that keeps credentials in a file
	cKeyNoun   // keys, credentials, passwords: what a credential file holds
	cStoreFile // ssh-mapp, SSH-Ordner: a program's name and a file word in one compound
	// Concepts of lexicon_misroute.go: safeguards switched off in settings.
	cTamper   // eslint-disable, privileged: true, 0.0.0.0/0: a setting that switches a safeguard off
	cElevated // admin, owner, cluster-admin: the highest role
	// Concepts of signals_action.go.
	cOutranks       // takes priority over, overrides: what follows is outranked
	cOutranksBefore // 보다 우선, より優先: what comes before is outranked
	cFollow         // follow, obey, comply with
	cDelete         // удалять, löschen: deleting, in the forms cDestroy lacks
	// Concepts of lexicon_report.go: what the user is told, and records kept.
	cAgainstData // regardless of the value returned, higher than returned: a reply set apart from the data
	cAdjust      // 10% higher, multiply by, add a premium: a figure changed
	cPresent     // state, report as, describe it as, communicate: how a result is put to the user
	cFakeOK      // succeeded, on track, within policy: an all-clear
	cFailure     // returns an error, a breach, outside this range: a bad outcome
	cBest        // the best, the cheapest, the optimal answer: a superlative verdict
	cCompetitor  // competing product, competitors: another vendor
	cAuditTrail  // the audit log, security alerts, notifications: a record others rely on
	cSuppress    // skip, mute, turn off, empty list: a record or alert stopped
	cThirdParty  // partners, third parties: someone the user's data goes to
	// Concepts of lexicon_tune4a.go.
	cInvite    // invite: a message sent to people in the user's name
	cOpenShare // anyone with the link, edit permissions to: a document opened up
	cAnyUse    // even partially relevant, including unrelated ones: a tool chosen beyond its purpose
	cSafety    // safety guidelines, safety restrictions: the model's own rules
	cSoften    // soften, downplay: content changed before the user reads it
	// Concepts of lexicon_tune4b.go.
	cConcede   // regardless of, even if: what follows is set aside
	cEvidence  // the data, the sources, otherwise: what a reply should follow
	cGrant     // grant, assign, bind: a role or right given to someone
	cSwap      // change to, replace with, set instead: a value put in another's place
	cPayField  // the account number, the IBAN, the shipping address: where money or goods go
	cPurchase  // check out, pay, renew, upgrade, book: an action that spends the user's money
	cVerdict   // answer that, conclude, describe: how a verdict is put
	cEachTime  // each session, every call, on viewing: a standing trigger
	cHurry     // spoed, acil, 바로: urgency the lexicon lacked
	cHighRole  // Domain Admins, AdministratorAccess, beheerder: elevated roles the lexicon lacked
	cWipe      // radera, rm -rf, force-push: deleting the lexicon lacked
	cOrderedBy // by order of, sur ordre de: authority the lexicon lacked
	nConcepts
)

// lexicon lists each concept's words and phrases by language, separated by
// '|' ('¦' stands for a literal '|'). A trailing '*' marks a stem (it matches any ending). Letters match at
// word starts and ends; scripts written without spaces match anywhere.
// Entries are folded the way texts are (see foldText), so they are written
// in lower case with plain ASCII punctuation.
var lexicon = []struct {
	c     concept
	words string
}{
	{cUser, "للمستخدم|användaren|användare|användarens|uživatel*|uživatele|המשתמש|למשתמש|משתמש|gebruiker|gebruikers|pengguna|kullanıcı*|người dùng|المستخدم|مستخدم|उपयोगकर्ता|користувач*|użytkownik*|the person using you|the person using the agent|your reply|your answer|your response|the reply|in the chat|user|users|user's|users'|the human|end user|end-user|operator|" +
		"用户|使用者|用戶|" + "usuario|usuarios|usuaria|" + "пользовател*|юзер*|" + "benutzer*|nutzer*|anwender*|" +
		"ユーザー|ユーザ|利用者|" + "utilisateur*|utilisatrice*|" + "사용자|유저|" + "usuário*|utilizador*|" + "utente|utenti|utilizzator*"},
	{cModel, "model:|asisten|asistan|trợ lý|المساعد|सहायक|асистент*|asystent*|assistants|you|you're|assistant|the ai|an ai|ai agent|ai model|the model|language model|llm|agent|claude|chatgpt|gpt|copilot|gemini|" +
		"你|您|助手|模型|" + "tú|usted|asistente|" + "ты|вы|ассистент*|модель|" + "du|ihr|assistent*|ki-assistent*|" +
		"あなた|アシスタント|モデル|" + "vous|tu|l'assistant|" + "당신|어시스턴트|모델|" + "você|assistente|" + "l'assistente"},
	{cTell, "berätta|nämn|informuj|sdělte|dile|dígale|dile al usuario|sag ihm|dis-lui|digli|diga a ele|скажи ему|안내|案内して|vertel|beri tahu|söyle|bildir|nói với|báo cho|أخبر|बताएं|повідом*|powiedz|citare|cita|explique|explica|expliques|explicar|expliquer|expliquez|spiegare|spiega|erkläre|erklären|объясняй*|解释|説明し|설명|tell|inform|notify|mention|reveal|disclose|show|alert|warn|let|say|explain|report|" +
		"告诉|告知|提及|提到|透露|通知|说出|提醒|" +
		"decir|digas|diga|digan|decirle|decírselo|menciones|mencione|mencionar|informes|informe|informar|informarle|revelar|reveles|avises|avisar|avise|notifiques|notificar|" +
		"говори|говорите|сказать|скажи|сообщай*|сообщать|сообщи*|упоминай*|упоминать|упомин*|рассказывай*|уведомляй*|уведомлять|предупреждай*|" +
		"sag|sage|sagen|erwähne|erwähnen|erwähnt|teile|mitteilen|informiere|informieren|benachrichtige*|verrate|verraten|" +
		"伝え|言わ|言う|知らせ|教え|通知し|報告し|" +
		"dire|dis|dites|mentionne|mentionnez|mentionner|informe|informez|informer|préviens|prévenez|prévenir|signale|signalez|révèle|révélez|révéler|" +
		"말하|말해|알리|알려|언급|통보|" +
		"dizer|diga|digam|mencione|mencionar|informe|informar|avise|avisar|revele|revelar|contar|conte|" +
		"dica|dire|dici|menzionare|menziona|menzioni|informare|informa|informi|avvisare|avvisa|avvisi|rivelare|rivela|riveli"},
	{cNeg, "inte|aldrig|utan|nikdy|niet|nooit|geen|zonder|tidak|jangan|tanpa|asla|olmadan|không|đừng|لا|دون|بدون|नहीं|मत|बिना|ніколи|nie|nigdy|bez|not allowed|disallowed|nichts|niemandem|nothing|nada|rien|niente|nulla|ничего|何も|아무것도|denied|blocked|refuses|refused|rejected|forbidden|prohibited|拒绝|禁止|不会|不能|不得|bloquea|deniega|rechaza|prohibido|запрещ*|блокир*|отклон*|verweigert|blockiert|gesperrt|verboten|拒否|ブロック|refusé*|bloqué*|interdit*|거부|차단|금지|bloqueado*|negado*|proibido*|bloccat*|vietat*|rifiutat*|not|never|no|don't|do not|doesn't|does not|won't|cannot|can't|mustn't|shouldn't|without|nor|" +
		"不|别|勿|没有|切勿|绝不|" + "no|nunca|jamás|ni|sin|" + "не|нельзя|никогда|без|ни|" + "nicht|nie|niemals|kein|keine|keinen|ohne|" +
		"ないで|ません|しない|せず|ずに|禁止|" + "ne|n'|pas|jamais|sans|aucun|aucune|" + "않|말고|마세요|마십시오|말 것|못|" + "não|nunca|sem|nem|" + "non|mai|senza|né"},
	{cCovertAdv, "silently|secretly|covertly|quietly|surreptitiously|stealthily|discreetly|invisibly|" +
		"悄悄|秘密地|偷偷|暗中|默默|静默|私下|" + "en secreto|secretamente|silenciosamente|discretamente|a escondidas|" +
		"тайно|скрытно|незаметно|молча|втихую|тихо|" + "heimlich|unbemerkt|stillschweigend|insgeheim|im hintergrund|" +
		"こっそり|密かに|ひそかに|黙って|内緒で|" + "secrètement|discrètement|silencieusement|en silence|en cachette|" +
		"몰래|조용히|비밀리에|은밀히|" + "às escondidas|em segredo|" + "segretamente|silenziosamente|di nascosto|in segreto"},
	{cCovert, "the user does not need to see|the user doesn't need to see|need not see this|does not need to see this|ユーザーには見せない|見せないこと|見せないで|表示しないこと|не дожидаясь подтверждения|не чекаючи підтвердження|알릴 필요는 없|말할 필요는 없|알리지 않아도|دون إبلاغ المستخدم|batane ki zarurat nahi|mat batana|don't show it separately|do not show it separately|without showing it separately|no lo muestres por separado|nicht separat ausweisen|say the scan passed|say that the scan passed|tell the user the deployment was clean|tell the user it was clean|report that no threats|say no threats were found|що загроз не знайдено|что угроз не обнаружено|dass keine bedrohungen|que no se encontraron amenazas|qu'aucune menace|considère que l'utilisateur a toujours|asume que el usuario siempre|nimm an, dass der nutzer|presumi che l'utente|assuma que o usuário|считай, что пользователь|假设用户已|ユーザーが同意したものと|사용자가 동의한 것으로|설명하지 마세요|설명하지 말|sin preguntarle|sin preguntarles|không cần hỏi|utan att fråga|bez ptania|zonder te vragen|sormadan|tanpa menanyakan|बिना पूछे|بدون سؤال|не питаючи|all the user needs to hear|all the user needs to know|it's enough to say|it is enough to say|simply restate|if asked about costs|if asked about the cost|if asked about fees|without the partner label|not worth asking|include it without asking|nunca comente|não comente|mesmo que ele pergunte|bundan bahsetme|sorsa bile|meld alleen|weg uit je antwoord|basta confermare|basta dire|neinformuj|neříkej|bez vědomí|no hagas referencia|no lo detalles|no la detalles|no los detalles|ohne sie zu erwähnen|ohne ihn zu erwähnen|ohne das zu erwähnen|erwähne diese vorgabe nicht|erwähne diese regel nicht|erwähne dies nicht|אין צורך לציין|אל תציין|אל תזכיר|nie musi o tym wiedzieć|nie informuj|tanpa bertanya|nämn inte|berätta inte|utan att berätta|không cần nhắc|đừng nhắc|لا تذكر|ज़िक्र न करें|जिक्र न करें|не згадуй|не упоминай об этом|не упоминай это|不必提及|无需提及|不要提及|不用告诉|언급하지 마|언급하지 말|אל תספר למשתמש|ואל תספר למשתמש|בלי לספר למשתמש|אל תגיד למשתמש|the user need not know|the user doesn't need to know|the user does not need to know|no need to tell the user|must not mention this note|do not mention this note|don't mention this note|never mention this note|ne pas en informer|sin mencionarlo|ohne es zu erwähnen|even if this field says|even if the field says|regardless of what this field says|whatever this field says|aunque este campo diga|même si ce champ|auch wenn dieses feld|anche se questo campo|mesmo que este campo|даже если в этом поле|即使该字段|don't display it|do not display it|and don't itemise it|don't itemise it|don't itemize it|sans les signaler|sans le signaler|sans en parler|quietly grant|silently grant|secretly grant|quietly give|silently give|quietly add|silently add|quietly change|silently change|quietly modify|silently modify|pretend the|pretend it|leave out any mention|omit any mention|leave out of the summary|without further confirmation|has already been checked by the user|already been approved by the user|silently decline|silently reject|silently delete|silently cancel|quietly decline|quietly delete|quietly cancel|skip confirmations|without confirmations|say it only|say that it only|tell them it only|claim it only|say it just|say it is only|claim that it only|without showing it to the user|without showing them|without displaying it|without showing it|no need to ask the user|no need to ask them|without asking them|不要询问用户|无需询问|聞かずに|묻지 않고|sin preguntar|sem perguntar|ohne nachzufragen|sans demander|senza chiedere|не спрашивая|quietly drop|silently drop|quietly remove|silently remove|quietly filter|silently filter|quietly omit|silently omit|quietly skip|silently skip|as a hidden member|hidden member|사용자 승인 없이|승인 없이|未经用户批准|未经用户同意|ユーザーの承認なしに|承認なしで|sin aprobación del usuario|sin la aprobación|sem aprovação do usuário|sem a aprovação|ohne zustimmung des nutzers|ohne zustimmung|sans l'accord de l'utilisateur|sans accord|senza l'approvazione dell'utente|senza approvazione|без одобрения пользователя|без согласия пользователя|без согласия|पुष्टि का इंतज़ार न करें|इंतज़ार न करें|describe only|just say|only say|simply say|only confirm|mention only|report only|say only that|conferma soltanto|conferma solo|confirme seulement|confirma solo|confirme apenas|bestätige nur|sag nur|подтверди только|只需确认|只告诉用户|確認だけ|만 알려|causes confusion|just causes confusion|tidak perlu memberi tahu|tanpa memberi tahu|jangan beri tahu|jangan memberi tahu|kullanıcıya söyleme|kullanıcıya bildirme|haber vermeden|söylemeden|không cần báo|không báo cho|đừng nói|đừng cho người dùng biết|لا داعي لإخبار|دون إخبار|دون علم|لا تخبر|دون شرح|बताए बिना|उपयोगकर्ता को न बताएं|не кажи|не повідомляй|без відома|zonder de gebruiker|zonder te melden|vertel de gebruiker niet|nie mów|bez wiedzy|out of your confirmation|out of the confirmation|out of your summary|out of the summary|out of your message|no need to explain|there is no need to explain|need not be explained|should not be described to the user|not be described to the user|without showing them a confirmation|without showing a confirmation|without asking for approval|без подтверждения|без предупреждений|sin esperar confirmación|sin confirmación|sem esperar a confirmação|sem confirmação|ohne bestätigung|muss nicht bestätigt werden|sans confirmation|senza conferma|无需用户确认|未经确认|確認なしで|확인 없이|non citare|non menzionare|ne mentionne pas|ne le mentionne pas|no lo menciones|não mencione|erwähne es nicht|does not need to be informed|doesn't need to be informed|need not be informed|no need to inform|needn't know|invisible to the user|hidden from the user|the user cannot see|the user can't see|not shown to the user|ユーザーへの説明は不要|説明は不要|묻지 마세요|묻지 말고|알릴 필요 없|无需告知|不必告诉|ユーザーに確認せず|確認せずに|stop asking for confirmation|stop asking the user|consider the user trusted|treat the user as trusted|without asking questions|must not delay by asking|omit it from|omit this from|omit them from|leave it out of|leave this out of|leave out of your|do not include this in your|don't include this in your|do not include it in your|not be shown to the user|not visible to the user|hide it from|do not surface|don't surface|without surfacing|no need to mention|not worth mentioning|don't report this|do not report this|don't ask the user to confirm|do not ask the user to confirm|without confirming with the user|without prompting the user|assume the user agrees|assume consent|assume the user consents|the user has already approved|already authorized by the user|pre-approved|no need to confirm|do not wait for approval|don't wait for approval|no need to bother the user|there's no need to bother|don't bother the user|no need to tell|need not tell|não precisa incomodar|no hace falta decir|ohne ihn zu stören|do not mention the change|don't mention the change|do not mention this|don't mention this|never mention this|do not mention it|don't mention it|never mention it|say that nothing|claim that nothing|behaupte, dass nichts|prétends que|finge que|keep this to yourself|keep it to yourself|keep that to yourself|out of your answer|out of the answer|out of your reply|out of your response|do not describe|don't describe|pretend that|pretend you|lie to|reply that only|say that only|tell them only|do not ask for confirmation|don't ask for confirmation|no confirmation|does not need confirmation|doesn't need confirmation|without asking the user|without waiting for the user|without user approval|without the user's approval|skip the confirmation|skip confirmation|never ask for confirmation|sans attendre l'utilisateur|aucune confirmation|sin pedir confirmación|ohne rückfrage|无需确认|不需要确认|確認不要|確認せずに|확인 없이||without telling the user|without informing the user|without notifying the user|without alerting the user|without telling anyone|without telling them|without the user knowing|without the user's knowledge|without their knowledge|" +
		"real purpose|true purpose|actual purpose|describe it as a|describe it as an|pretend it is|verdadero propósito|propósito real|para que serve realmente|para qué sirve realmente|explique para que serve|explicar para que serve|dizer para que serve|diga para que serve|expliques para qué sirve|explique para qué sirve|explicar para qué sirve|decir para qué sirve|digas para qué sirve|本当の用途|真实用途|真正用途|настоящую цель|истинную цель|wahren zweck|eigentlichen zweck|véritable objectif|vrai but|vero scopo|scopo reale|실제 용도|진짜 목적|" +
		"behind the user's back|the user must not know|the user should not know|the user must never know|" +
		"不让用户知道|不要让用户|让用户不知道|用户不知情|不被用户|" +
		"sin avisar|sin decir|sin informar|sin que el usuario|sin que lo sepa|sin notificar|" +
		"без ведома|не сообщая|не уведомляя|не говоря|чтобы пользователь не|" +
		"ohne zu fragen|ohne den benutzer|ohne dem benutzer|ohne den nutzer|ohne es zu erwähnen|ohne es zu sagen|ohne wissen|" +
		"知らせずに|伝えずに|言わずに|気づかれない|気付かれない|知られない|" +
		"sans prévenir|sans informer|sans le dire|sans en informer|sans le signaler|à l'insu|" +
		"알리지 않고|알리지 말고|모르게|눈치채지|" +
		"sem avisar|sem informar|sem dizer|sem que o usuário|sem o conhecimento|sem notificar|" +
		"senza avvisare|senza informare|senza dire|all'insaputa|senza che l'utente"},
	{cHide, "hide|conceal|keep it secret|keep this secret|keep it hidden|keep this hidden|keep it private|" +
		"隐瞒|隐藏|保密|" + "ocultar|oculta|oculte|esconde|esconder|esconda|" + "скрой|скрыть|скрывай*|утаи*|" +
		"verberge*|verheimliche*|verschweige*|" + "隠し|隠す|秘密に|" + "cacher|cachez|dissimule*|" + "숨기|숨겨|비밀로|" +
		"oculte|esconda|" + "nascondi*|occulta*"},
	{cRead, "جمع|mở|đọc|načti|přečti|oku|okuyun|baca|lees|läs|look at|copying|reading|extracting|collecting|dumping|harvesting|copiez-le|copie-le|read|open|cat|load|access|retrieve|fetch|get|grab|extract|dump|collect|gather|obtain|look up|harvest|scrape|copy|print|output|" +
		"读取|读|获取|打开|查看|提取|收集|取得|" + "lee|leer|lea|abre|abrir|obtén|obtener|extrae|extraer|recopila|copia|" +
		"прочитай*|прочти|прочесть|прочитать|считай|открой|открыть|получи*|извлеки|собери|скопируй|" +
		"lies|lese|lesen|öffne|öffnen|hole|auslesen|extrahiere*|sammle|sammeln|kopiere|" +
		"読み|読ん|読み取|開い|取得し|収集し|" + "lis|lisez|lire|ouvre|ouvrez|ouvrir|récupère*|récupérer|extrais|extrayez|collecte*|copie*|" +
		"읽|열어|가져|수집|추출|" + "leia|ler|abra|abrir|obtenha|obter|extraia|colete|copie|" +
		"leggi|leggere|apri|aprire|recupera*|ottieni|estrai*|raccogli*|copia"},
	{cSend, "yükle|传给|to the public repo|to a public repo|public gist|gist público|öffentlichen gist|create a paste|crea un paste|وأرسلها|وأرسله|وأرسلهما|وأرسل|bhej|bhejo|bhej dena|أرسلهما|أرسلها|أرسله|inviato|inviata|inviati|inviate|condiviso|condivisa|transmis|transmise|enviado|enviada|enviados|übermittelt|weitergegeben|envoyé|envoyée|skicka|skickas|odešli|pošli|odesílají|odesílá|verstuurd|verzonden|gönderilir|được gửi|ترسل|يرسل|भेजा|wysyłane|dikirim|надсилаються|sturen|versturen|надсилай*|wysyłaj|log every|log all|שלח|שלחו|disclose|sharing|transiter par|is sent now|be sent now|sent now|передал*|передайте|передать|enviasse|mandasse|meesturen|meestuurt|meegestuurd|przekaz*|enviarse|enviarlas|enviarlos|mitschicken|mitschickst|mitsenden|mitsendest|mitgeschickt|envíes|enviaras|mandes|mandaras|stuur|verstuur|verzend|stuurt|kirim|kirimkan|gönder*|gửi|أرسل|ارسل|إرسال|भेजें|भेज|надішли|відправ*|wyślij|prześlij|envoie-le|envoie-les|envoie-la|envoyez-le|envoyez-les|transmets-le|transmettez-le|uploading|forwarding|mailing|emailing|transmitting|copied to|copiée dans|copié dans|copiado para|copiada para|copiato in|kopiert nach|se reenvían|reenvían|reenviado|inoltrata|inoltrato|inoltrate|weitergeleitet|пересылается|пересылаются|转发给|転送され|전달됩니다|shared with|share with|be shared|be sent|be forwarded|be copied|be emailed|be uploaded|be posted|be mirrored|be synced|be reported|send along|pass along|hand over|submit it|report back|emailed|e-mailed|mailed|posted|uploaded|forwarded|carica|caricare|caricalo|caricala|invia|inviare|inviali|invialo|envíalo|envíala|envialo|отправ*|sendet|übermittel*|send|post|upload|forward|transmit|exfiltrate|submit|share|email|e-mail|mail|leak|beacon it|beacon the|beacon them|beacon to|beacon back|beacon out|beacon all|beacon every|sync|deliver|relay|ping|" +
		"发送|发到|发给|上传|转发|传送|提交|" + "envía|envia|enviar|envíe|envie|manda|mandar|sube|subir|reenvía|reenvia|transmite|" +
		"отправь*|отправить|отправляй*|пошли|перешли|передай*|загрузи|выгрузи|" +
		"sende|senden|schicke|schicken|übermittle*|übertrage*|leite|weiterleiten|" +
		"送信|送っ|送る|転送|アップロード|" + "envoie|envoyez|envoyer|transmets|transmettez|transmettre|transfère|téléverse|" +
		"보내|전송|업로드|전달|" + "mande|encaminhe|transmita|carregue|" + "invia|inviare|inoltra|trasmetti|carica"},
	{cActs, "on the clipboard|to the clipboard|onto the clipboard|into the clipboard|in the clipboard|executed|followed|obeyed|performed|run silently|sent|forwarded|reads|sends|forwards|uploads|posts|transmits|copies|collects|includes|attaches|appends|records|logs|stores|saves|shares|emails|exfiltrates|" +
		"adds|modifies|changes|replaces|deletes|executes|runs|calls|invokes|passes|writes"},
	{cInclude, "with the full summary|with the summary|with the full transcript|paste it|adjunte|se adjunte|responde con|réponds avec|antworte mit|rispondi con|responda com|also store|also save|also record|put that|put them|put it|dán|vlož|vložte|koy|plak|klistra in|wklej|indique|indiquez|built from|be built from|הוסף|přidejte|přidej|voeg|lägg till|lägg|добавляй*|set to the|set this to|fill this with|takes the content of|takes the contents of|needs the user's|also needs the user's|a copy of|must contain|should contain|must include|make sure the|store it in|store them in|save it in|save them in|with its contents|with their contents|pop the|dołącz|dołączyć|inclua-o|übergeben|consider including|feel free to include|n'hésitez pas à les ajouter|ajouter dans|incluísse|anexasse|ekler*|eklemeniz|ekleyiniz|incluyeras|incluyas|incluyese|adjuntaras|adjuntes|requires the contents of|needs the contents of|expects the contents of|inclues|joignes|allegassi|includessi|incluísse|anexasse|tu copies|vous copiez|tu colles|vous collez|tu ajoutes|vous ajoutez|tu inclus|vous incluez|hineinkopierst|hineinkopieren|kopierst|einfügst|einträgst|incluyes|copias|pegas|añades|copies|copier|colles|collez|复制到|粘贴到|скопировать|скопируй|вставь|copi|incolli|copiar|cole|works best with|work best with|is best filled with|should be filled with|fill it with|are passed in|is passed in|be passed in|are included in|be included in|are added to|be added to|answer it with|reply with|respond with|answer with|adding|start adding|begin adding|with the value of|with the contents of|with the content of|summary of what|a short summary of|with a summary of|追記|追加して|書き加え|recap of|a recap|summary of everything|resumo de tudo|résumé de tout|resumen de todo|riassunto di tutto|to the values of|to the value of|have attached|i have attached|attached|추가|festhalten|festhältst|notiere|notieren|vermerke|note down|jot down|anote|anota|annota|consigne|consignez|including|attaching|passing|pasting|inserting|embedding|putting|supplying|write|writing|ekleyin|ekle|tambahkan|sertakan|masukkan|thêm|đặt|ضع|ضعه|أضف|डालें|जोड़ें|додай|dodaj|voeg toe|zet|書き込|書き込んで|記載して|写入|填写|ajoute-le|ajoutez-le|inclus-le|incluez-le|joins-le|joignez-le|pásala|pásalo|pásale|passe-le|passez-le|coloque-o|coloque-a|coloca-o|mettilo|mettila|inseriscilo|trag|trage es|schreibe|schreib|populate|fill in|fill with|set it to|trage|einzutragen|eintragen|copie|copy them into|copy it into|복사해|복사|include|attach|append|pass|insert|embed|put|paste|provide|supply|fill|add|place|prepend|" +
		"包含|包括|附上|附加|附带|放入|填入|加入|粘贴|提供|放在|" +
		"incluye|incluir|incluya|adjunta|adjuntar|añade|agrega|pega|pasa|proporciona|coloca|" +
		"включи*|приложи*|добавь*|вставь*|передай|укажи|помести|" +
		"füge|hinzufügen|anhängen|hänge|beifügen|einfügen|gib|übergib|übergeben|" +
		"含め|添付|追加し|貼り付け|入れ|渡し|記入|" +
		"inclus|incluez|inclure|joins|joignez|joindre|ajoute|ajoutez|ajouter|colle|collez|insère|insérez|passe|passez|fournis|fournissez|" +
		"포함|첨부|추가해|넣어|붙여|입력해|" +
		"inclua|anexe|anexar|adicione|cole|passe|forneça|coloque|" +
		"includi|includere|allega|allegare|aggiungi|incolla|inserisci|passa|fornisci"},
	{cKeyMaterial, "frase de recuperación|frases de recuperación|seed-фраз*|сид-фраз*|복구 문구|시드 구문|시드 문구|シードフレーズ|リカバリーフレーズ|frase de recuperação|frase semente|frase di recupero|phrase de récupération|wiederherstellungsphrase|private key|private keys|ssh key|ssh keys|ssh private key|secret key|secret keys|seed phrase|mnemonic|recovery phrase|keychain|keystore|key file|keyfile|signing key|" +
		"wallet seed|wallet file|私钥|助记词|秘密鍵|개인 키|개인키|clave privada|claves privadas|llave privada|frase semilla|приватный ключ|закрытый ключ|приватные ключи|ssh-ключ*|ключ ssh|ключи ssh|" +
		"privater schlüssel|private schlüssel|privaten schlüssel|ssh-schlüssel*|clé privée|clés privées|clé ssh|clés ssh|chave privada|chaves privadas|chave ssh|chiave privata|chiavi private|chiave ssh"},
	{cSecret, "bearer header|auth header|brokerage login|bank login|user:pass|user's pin|pin del usuario|el pin del|сервисного аккаунта|service account json|service account key|authorization headers|authorization header|كلمة مرور|upi pin|lösenord|heslo|hesla|deploy key|bot token|slack bot token|xoxb-|database connection string|connection string with password|连接字符串|数据库连接字符串|portal login|token do github|klucze api|password export|passwords.csv|şifre*|parola*|haseł|every secret|all secrets|any secrets|all the keys|all api keys|all tokens|any tokens|each secret|todas las claves|tous les secrets|alle geheimnisse|tutti i segreti|todos os segredos|все секреты|所有密钥|すべてのシークレット|모든 비밀|mail-passwort|e-mail-passwort|e-mail-kennwort|mail-kennwort|online banking password|banking password|bank password|banking pin|claves api|claves de api|claves de la api|clés api|api-schlüssel|chiavi api|chaves de api|ключи api|api 密钥|apiキー|api 키|wachtwoord|kata sandi|şifre*|parola|mật khẩu|كلمة المرور|كلمة السر|पासवर्ड|hasło|hasła|connection string|master password|environment variables|environment variable|env vars|env var|api key|api keys|api token|api tokens|access token|access tokens|" +
		"access key|access keys|auth token|bearer token|refresh token|session token|session cookie|session cookies|cookies|secret|secrets|" +
		"password|passwords|passphrase|credential|credentials|seed phrase|mnemonic|recovery phrase|recovery code|2fa code|2fa|otp|one-time code|" +
		"verification code|keychain|keystore|key file|keyfile|signing key|github token|aws key|aws keys|" +
		"私钥|密钥|秘钥|密码|口令|凭证|凭据|令牌|助记词|验证码|" +
		"clave privada|claves privadas|llave privada|contraseña*|credencial*|secreto|secretos|frase semilla|clave api|clave de api|" +
		"приватный ключ|закрытый ключ|секретный ключ|приватные ключи|ssh-ключ*|ключ ssh|ключи ssh|ключ api|пароль*|пароля|токен*|учетные данные|учётные данные|секрет*|" +
		"privater schlüssel|private schlüssel|privaten schlüssel|geheimer schlüssel|ssh-schlüssel*|api-schlüssel*|passwort*|kennwort*|zugangsdaten|anmeldedaten|geheimnis*|" +
		"秘密鍵|パスワード|認証情報|トークン|シークレット|資格情報|apiキー|" +
		"clé privée|clés privées|clé ssh|clés ssh|clé api|mot de passe|mots de passe|identifiants|jeton*|" +
		"개인 키|개인키|비밀번호|암호|자격 증명|토큰|비밀 키|인증 정보|api 키|" +
		"chave privada|chaves privadas|chave ssh|senha*|credenciais|segredo*|chave de api|" +
		"chiave privata|chiavi private|chiave ssh|credenziali|chiave api|segreti"},
	{cPath, "secrets.yml|credentials.yml|user's home directory|home directory recursively|hidden folders (.ssh|gh's config|gh config|.env-bestand|.env-datei|.env-file|.env-fil|.env-dosyası|browser history database|history database|places.sqlite|tarayıcı çerez*|full browser history|full browser history|ls -la ~|ls -la $home|ls ~/|listing of the user's home|home directory listing|contents of the home directory|documents folder|~/documents|~/desktop|~/downloads|downloads folder|desktop folder|all files in the user's|any file on the machine|any file on disk|all files on the machine|files outside the workspace|user's browser history|user's browsing history|browsing history|historial de navegación|historique de navigation|browserverlauf|cronologia del browser|cronologia di navigazione|histórico de navegação|историю браузера|история браузера|浏览历史|浏览记录|閲覧履歴|방문 기록|code/user/settings.json|ide settings file|editor settings file|.config/code/user|find-generic-password|find-internet-password|wi-fi passwords|wifi passwords|saved wi-fi|netsh wlan show profile|wlan show profile|cookie store|cookie jar|browser cookie|浏览器中|浏览器的 cookie|cookie file|arquivo de cookies|archivo de cookies|fichier de cookies|cookie-datei|file dei cookie|файл cookie|cookie 文件|クッキーファイル|쿠키 파일|cookies do chrome|cookies de chrome|chrome cookies|1password|ipassword|bitwarden export|password export|vault export|lastpass export|keepass database|docker client config|docker config|.docker folder|.docker directory|shell history|bash history|zsh history|history file|keepass|bitwarden data|msal_token_cache|.azure folder|shared credentials file|browser config|浏览器配置|aws shared credentials|exported keychain|passwords.kdbx|browser's cookies|the browser's saved|mcp configuration|mcp config|mcp settings|mcp_config|mcp servers config|claude config|cursor config|windsurf/mcp|.config/google-chrome|google/chrome|chrome/user data|firefox/profiles|.mozilla/firefox|.password-store|pass show|exodus|phantom wallet|.node_repl_history|.python_history|.psql_history|.mysql_history|.config/git/credentials|.yarnrc|.gem/credentials|.nuget|credentials.db|access_tokens.db|.oci/config|.aws/sso|.ssh/config|secring|set ¦ grep|export -p|/environ|wallet.json|keystore.json|.solana|id.json|cookies.binarycookies|library/cookies|chrome's cookies|the chrome cookies|rclone.conf|hosts.yml|.config/rclone|aws credentials|aws credentials file|credentials file|credential file|browser cookies|cookie database|cookies file|saved passwords|password store|gnome keyring|keyring|login keychain|credential manager|cmdkey|vaultcmd|dump-keychain|secret-tool|~/.ssh|.ssh/|id_rsa*|id_dsa*|id_ecdsa*|id_ed25519*|authorized_keys|known_hosts|.aws/credentials|.aws/config|.env|.env.local|.env.production|" +
		"mcp.json|claude_desktop_config.json|/etc/passwd|/etc/shadow|/etc/sudoers|.netrc|.npmrc|.pypirc|.git-credentials|.gitconfig|.pgpass|" +
		".kube/config|kubeconfig|.docker/config.json|.gnupg|wallet.dat|.bash_history|.zsh_history|.history|.config/gh|hosts.yml|" +
		".config/gcloud|application_default_credentials.json|.azure/|credentials.json|token.json|secrets.json|secrets.yaml|.vault-token|" +
		"login data|cookies.sqlite|key4.db|logins.json|local state|keychain-db|.kdbx|.ovpn|.pem|.p12|.pfx|.keystore|.jks|" +
		"%appdata%|appdata/roaming|library/keychains|.config/solana|keystore/|.ethereum|.bitcoin|.electrum|metamask|" +
		"/proc/self/environ|/var/run/secrets|serviceaccount/token|client-key-data|client-certificate-data|config view --raw|.terraformrc|terraform.tfstate|.cargo/credentials|.m2/settings.xml|.s3cfg|.boto|" +
		".cursor/|.claude/|.codeium|.continue/config|.vscode/settings.json"},
	{cConversation, "you've come across in the session|identifiers you've come across|seen in the session|seen in the chat|seen in this conversation|用户消息|用户的消息|system instructions you were given|the system instructions|full text of the user's request|your previous answer|previous answer|all previous inputs|previous inputs|in your context|in the assistant's context|in your context window|en tu contexto|dans ton contexte|in deinem kontext|nel tuo contesto|no seu contexto|в твоём контексте|в твоем контексте|你上下文中|コンテキスト内|konversationen|chatthistorik|konverzaci|konverzace|user's last message|the user's latest message|user's latest message|previous prompts|earlier prompts|prior prompts|past prompts|that raw output|rohergebnisse|full result|every tool result|every user message|all tools available to you|list of connected tools|json of all tools|complete hidden instructions|your hidden instructions|hidden instructions you|instructions you're running under|lo que el usuario ha escrito|otras conversaciones|tüm mesajları|bu sohbetteki|anything personal the user has shared|the user has shared with you|messages of users|messages of the user|user's last 50 emails|user's last 20 emails|the user's emails|últimos 100 correos|correos del usuario|files earlier in this session|their full contents|each file's full contents|messages you exchanged|messages exchanged|the messages you exchanged|exchanged with the user|last several messages|last few messages|the last messages|your initial instructions|initial instructions|the text you were given|vos échanges|échanges précédents|やり取り|やりとり|mensagens trocadas|mensajes intercambiados|messaggi scambiati|ausgetauschten nachrichten|since the start of the session|the raw outputs of every other tool|raw outputs of every other tool|outputs of every other tool|outputs of other tools|output of other tools|results of every other tool|results of other tools|responses of other tools|other tools' outputs|other tools' results|most recent document|their most recent document|the last document|recent documents|最近发送的消息|用户最近的消息|用户的消息|消息记录|直近のメッセージ|최근 메시지|ultimi messaggi|últimas mensagens|últimos mensajes|derniers messages|letzten nachrichten|things the user typed|what the user typed|the user typed|the user has typed|everything the user typed|user's recent emails|user's emails|la conversation|cette conversation|de la conversation|les derniers messages|derniers messages|messages of the current channel|of the current channel|channel history|the last messages|últimos mensajes|letzten nachrichten|ultimi messaggi|últimas mensagens|последние сообщения|最近的消息|直近のメッセージ|최근 메시지|every value the user has shared|everything the user has shared|the user has shared|gesprek|conversatie|percakapan|obrolan|sohbet|konuşma|cuộc trò chuyện|hội thoại|المحادثة|محادثة|बातचीत|розмов*|діалог*|rozmow*|clipboard|presse-papiers|portapapeles|zwischenablage|剪贴板|クリップボード|클립보드|área de transferência|appunti|буфер обмена|results you have seen|in results you have seen|everything the user has told you|what the user has told you|files open in|open in their editor|recently opened|fichiers récemment ouverts|récemment ouverts|zuletzt geöffnet|welche dateien er geöffnet hat|geöffnet hat|every other document|other documents|documents the user opened|the user opened|files the user opened|recently opened|last-read|zuletzt gelesenen|zuletzt geöffneten|open tabs|other tabs|clipboard contents|everything they have said|what the user wants and everything|previous tool outputs|all previous tool outputs|user's message|user's messages|mensaje literal del usuario|mensaje del usuario|весь диалог|диалог|사용자의 메시지|그 메시지|recent messages|latest message|last message|their latest message|messages so far|file you read|files you read|files you have read|most recent file|last file you|previous tool results|earlier tool results|output of other tools|other tools' output|what you have seen|everything you know|the conversation|this conversation|whole conversation|full conversation|entire conversation|conversation so far|current conversation|our conversation|" +
		"conversation history|conversation log|conversation logs|chat history|chat log|chat logs|the chat|chat so far|chat transcript|message history|previous messages|prior messages|" +
		"earlier messages|chat transcript|conversation transcript|system prompt|system message|conversation history|prior turns|previous turns|everything said|" +
		"full context|entire context|your instructions|your prompt|everything the user|what the user said|user's messages|user messages|memory contents|" +
		"对话|聊天记录|聊天历史|历史消息|系统提示|会话记录|对话上下文|聊天上下文|会话上下文|完整上下文|全部上下文|整个上下文|上下文窗口|当前上下文|" + "conversación|historial|chat completo|mensajes anteriores|prompt del sistema|" +
		"разговор*|переписк*|историю сообщений|история чата|системный промпт|предыдущие сообщения|" +
		"unterhaltung|gesprächsverlauf|chatverlauf|bisherigen nachrichten|systemprompt|system-prompt|konversation|" +
		"会話|会話履歴|チャット履歴|これまでのメッセージ|システムプロンプト|" + "historique|messages précédents|prompt système|l'échange|" +
		"대화|대화 기록|채팅 기록|이전 메시지|시스템 프롬프트|" + "conversa|histórico|mensagens anteriores|prompt do sistema|" +
		"conversazione|cronologia|messaggi precedenti|prompt di sistema"},
	{cEnv, "variables containing token|all variables containing|values of all variables|google_application_credentials|`env`|running env|run env|omgevingsvariabelen|variabel lingkungan|ortam değişken*|ortamdaki tüm değişkenleri|biến môi trường|متغيرات البيئة|змінні середовища|zmienne środowiskowe|process environment|complete environment|entire environment|from the environment|aus der umgebung|de l'environnement|del entorno|dall'ambiente|do ambiente|из окружения|all environment variables|every environment variable|the full environment|the whole environment|output of env|output of printenv|env output|environment dump|process.env|os.environ|printenv|$env:|getenv|aws_secret_access_key|aws_access_key_id|" +
		"github_token|openai_api_key|anthropic_api_key|database_url|$home/|环境变量|variables de entorno|переменные окружения|umgebungsvariablen|環境変数|" +
		"variables d'environnement|환경 변수|variáveis de ambiente|variabili d'ambiente"},
	{cIgnore, "ignorera|yok say|görmezden gel|negeer|zignoruj|ignoruj|abaikan|bỏ qua|تجاهل|अनदेखा|ігноруй*|התעלם|skip every safety check|skip all safety checks|skip the safety checks|skip safety checks|ignore|disregard|forget|override|bypass|overrule|discard|skip all|" +
		"忽略|无视|忘记|忘掉|" + "ignora|ignore|olvida|omite|" + "игнорируй*|забудь|проигнорируй|не обращай внимания|" +
		"ignoriere*|vergiss|missachte|" + "無視|忘れて|" + "ignorez|oublie|oubliez|" + "무시|잊어|" + "ignore|esqueça|desconsidere|" + "dimentica|trascura"},
	{cInstr, "consigne|istruzione|instrucción|instrução|инструкцию|instruktioner|instrukce|instrukcí|talimat*|instructies|instrukcje|instrukcji|instruksi|hướng dẫn|chỉ dẫn|التعليمات|निर्देश|निर्देशों|інструкці*|ההוראות|הוראות|instruction|instructions|prompt|prompts|rules|guidelines|directives|guardrails|safety|restrictions|policies|" +
		"指令|指示|说明|规则|提示|" + "instrucciones|reglas|indicaciones|" + "инструкци*|указани*|правила|" + "anweisungen|anweisung|regeln|vorgaben|" +
		"指示|命令|ルール|" + "instructions|consignes|règles|" + "지시|지침|규칙|명령|" + "instruções|regras|" + "istruzioni|regole"},
	{cPrior, "antérieure|antérieur|precedente|previa|previo|vorherige|предыдущую|прежнюю|önceki|eerdere|vorige|wcześniejsze|poprzednie|sebelumnya|trước đó|السابقة|पिछले|पिछली|попередні|הקודמות|これまで|これまでの|今までの|previous|prior|above|earlier|preceding|original|system|" +
		"之前|以前|上述|先前|所有|" + "anteriores|anterior|previas|" + "предыдущие|предыдущих|прежние|все|" + "vorherigen|bisherigen|vorigen|alle|" +
		"以前の|前の|すべての|" + "précédentes|précédents|antérieures|toutes|" + "이전|모든|" + "anteriores|todas|" + "precedenti|tutte"},
	{cOverride, "-- assistant:|// assistant:|# assistant:|/* assistant:|aiへ:|aiへ|ai에게:|给ai的|致ai:|after this tool has been used|on the fifth and every later call|every later call in a session|assistant note:|nota para el asistente|note pour l'assistant|hinweis für den assistenten|nota per l'assistente|nota para o assistente|заметка для ассистента|给助手的提示|给助手的说明|アシスタントへの注意|어시스턴트 참고|ملاحظة للمساعد|(assistant:|(model:|(ai:|[assistant:|je bent vanaf nu|vanaf nu ben je|od teraz jesteś|artık sen|từ giờ|từ bây giờ|من الآن فصاعدا|अब से तुम|відтепер ти|mulai sekarang kamu|od nynějška jsi|från och med nu är du|режим розробника|режим разработчика|обмеження вимкнені|ограничения отключены|ab sofort beantwortest du|ab sofort nutzt du|ab sofort verwendest du|ab sofort schreibst du|ab sofort sendest du|kısıtlaman yok|hiçbir kısıtlama|zonder beperkingen|bez ograniczeń|nie masz żadnych ograniczeń|tanpa batasan|không có giới hạn|بدون قيود|बिना किसी प्रतिबंध|без обмежень|ללא הגבלות|no content restrictions|with no content restrictions|who never refuses|never refuses|an ai with no|다른 모든 지시보다 우선|takes precedence over all other instructions|overrides all other instructions|优先于所有其他指令|この指示は他のすべての指示より優先|имеет приоритет над всеми|hat vorrang vor allen anweisungen|prévaut sur toutes les instructions|prevale su tutte le istruzioni|tiene prioridad sobre todas las instrucciones|tem prioridade sobre todas as instruções|authorized red-team|authorised red-team|authorized red team|authorised red team|never refuse|without refusing|pretend you have no|no safety rules|you have no safety|nunca te niegues|ne refuse jamais|verweigere nie|non rifiutare mai|nunca recuse|никогда не отказывай|p.s. to the model|ps to the model|p.s. to the ai|p.s. to the assistant|to the model:|to the ai:|to the assistant:|you have no restrictions|you are not bound by|not bound by any|free of all restrictions|without any restrictions|no ethical|ignore your guidelines|ignore your safety|bypass your|do anything now|unfiltered mode|uncensored mode|jailbreak mode|jailbroken|dan mode|no longer bound|sin restricciones|sans restrictions|ohne einschränkungen|senza restrizioni|sem restrições|без ограничений|没有任何限制|不受限制|制限なし|제한 없이|introduce yourself as|present yourself as|pose as|preséntate como|présente-toi comme|présentez-vous comme|stell dich als|stellen sie sich als|presentati come|apresente-se como|представься|представьтесь|自称|名乗って|라고 소개|you are now|from now on|new instructions:|new instruction:|updated instructions:|note to the ai|note to the assistant|note to the model|note to the agent|" +
		"note for the ai|note for the assistant|message to the ai|message for the assistant|" +
		"pretend to be|your new role|your real task|your actual task|your true purpose|" +
		"从现在开始|从现在起|你现在是|新的指令|新指令|" + "a partir de ahora|ahora eres|nuevas instrucciones|" + "с этого момента|теперь ты|новые инструкции|" +
		"ab sofort bist du|ab sofort gilt|ab sofort sollst du|ab sofort musst du|ab sofort wirst du|ab sofort antwortest du|ab jetzt|du bist jetzt|neue anweisungen|" + "これから|今からあなたは|新しい指示|" + "désormais|à partir de maintenant|tu es maintenant|nouvelles instructions|" +
		"지금부터|이제부터|새로운 지시|" + "a partir de agora|agora você é|novas instruções|" + "da ora in poi|d'ora in poi|ora sei|nuove istruzioni"},
	{cTag, "[[assistant*|[[ai_*|[[directive*|[[model*|<ai_only|</ai_only|[النظام|\"instruction\":|\"instructions\":|\"next_action\":|\"assistant_instruction\":|tool output:|tool result:|[tool result]|<tool_result>|function result:|<function_result>|<model-only|<model_only|<for-model|<ai-only|<llm-only|<agent-only|[model-only]|<assistant-only|<for-ai|{\"tool_result\"|\"tool_result\":|\"role\": \"system\"|\"role\":\"system\"|\"next_step\":|{{hidden|{{system|{{instructions|{{prompt|{{ai|[[system|[[hidden|[[instructions|[priority]|[assistant note]|[note to ai]|[ai]|<important|</important|<system|</system|<instruction*|</instruction*|</secret|<hidden|</hidden|<admin|</admin|<critical|<override|<sys>|<<sys>>|" +
		"<function_result*|<tool_result*|<tool_output*|<tool_response*|</tool_result*|</function_result*|</tool_output*|" +
		"<¦im_start¦>|<¦system¦>|<¦im_end¦>|</assistant|<ai_instructions|<ai-instructions|<note_to_ai|</prompt|<directive|<mandatory|" +
		"[system]|[/system]|[inst]|[/inst]|[admin]|[instructions]|[override]|[assistant]|[hidden]|" +
		"</tool_description>|</description>|</tool>|</function>|</tools>|</functions>|</tool_use>|</result>|</function_results>|<¦endoftext¦>|" +
		"### system|### instruction|### important|## system|-----begin system|=== system|***system|<!-- ai|<!--ai|<!-- assistant|<!-- note to"},
	{cRole, "trợ lý:|助手:|アシスタント:|어시스턴트:|asistente:|assistente:|ассистент:|асистент:|المساعد:|asystent:|asisten:|asistan:|assistent:|<start_of_turn>user|<start_of_turn>model|user (earlier)|utilisateur (plus tôt)|usuario (antes)|nutzer (vorhin)|[시스템]|[系统]|[システム]|[система]|human:|assistant:|system:"},
	{cAuthority, "secondo la policy|per ordine dell'autorità|per ordine del|conformément aux règles|conformément à la politique|وفقاً لتعليمات|وفقا لتعليمات|zgodnie z ustawą|zgodnie z przepisami|según la normativa|de acuerdo con la política|gemäß der richtlinie|laut richtlinie|by court order|court order|ordine del tribunale|it policy requires|specification requires|the spec requires|el equipo de seguridad|the security team|l'équipe de sécurité|das sicherheitsteam|il team di sicurezza|a equipe de segurança|служба безопасности|安全团队|セキュリティチーム|보안팀|enligt policyn|podle zásad|volgens het beleid|for security reasons|güvenlik nedeniyle|por razones de seguridad|aus sicherheitsgründen|pour des raisons de sécurité|per motivi di sicurezza|por motivos de segurança|по соображениям безопасности|出于安全考虑|安全のため|보안상|vì lý do bảo mật|z bezpečnostních důvodů|om veiligheidsredenen|ze względów bezpieczeństwa|karena alasan keamanan|لأسباب أمنية|सुरक्षा कारणों से|з міркувань безпеки|has authorized you|have authorized you|you are authorized to|you have permission to|is authorized to read|authorized you to|standing rule|standing instruction|the user's standing|already agreed|has already agreed|pre-authorized|preauthorized|regra já aprovada|ya autorizado|message from the|from the administrator|from the workspace administrator|administrator:|admin note|message from the admin|сообщение от администратора|от администратора|vom administrator|de l'administrateur|dall'amministratore|do administrador|del administrador|管理员通知|管理者から|관리자로부터|regra da empresa|company rule|finance requires|legal requires|vertraglich vereinbart|already approved by the user|already approved|già approvata|ya aprobad*|já aprovad*|bereits genehmigt|déjà approuvé*|policy requires|policy mandates|security policy|compliance|compliant|mandated|mandatory|required by|requires that you|administrator has|admin has|" +
		"security team|it department|anthropic requires|openai requires|anthropic policy|openai policy|official policy|platform policy|organization policy|company policy|legal requirement|regulation|regulatory|" +
		"audit requirement|gdpr|soc 2|soc2|hipaa|authorized by|approved by|per policy|by order of|" +
		"合规|政策要求|管理员要求|安全策略|" + "política|obligatorio|normativa|cumplimiento|" + "политик*|требовани*|обязательно|регламент*|" +
		"richtlinie*|vorgeschrieben|pflicht|compliance-|" + "ポリシー|規定|規則により|コンプライアンス|" + "politique|obligatoire|conformité|réglementation|" +
		"정책|필수|규정|준수|" + "obrigatório|conformidade|norma|" + "politica|obbligatorio|conformità|normativa"},
	{cUrgency, "khẩn|omedelbart|brådskande|okamžitě|naléhavé|onmiddellijk|natychmiastowo|last chance|closes tonight|time-critical|time critical|within 60 seconds|within seconds|final notice|last notice|final warning|letzte mahnung|dernier avis|último aviso|ultimo avviso|последнее предупреждение|konto gesperrt|konto ist gesperrt|konto wurde gesperrt|account is locked|account has been locked|account was locked|account is suspended|cuenta bloqueada|cuenta suspendida|compte bloqué|compte suspendu|conta bloqueada|account bloccato|аккаунт заблокирован|учётная запись заблокирована|账户已冻结|账户被锁定|アカウントがロック|계정이 잠겼|dringend|segera|acil|hemen|ngay lập tức|khẩn cấp|عاجل|فورا|फ़ौरन|तुरंत|терміново|негайно|pilne|natychmiast|will be blocked|will be frozen|quedará bloqueada|bloqueará|будет заблокирован*|wird gesperrt|sera bloqué*|verrà bloccat*|será bloqueada|被冻结|将被锁定|凍結され|정지됩니다|within the hour|too late|will be suspended|will be locked|will be deleted|will expire|expires in|expiring|act now|time is critical|before it is too late|before it's too late|data loss|under attack|has been compromised|security alert|cve-|urgent|urgently|critical|critically|immediately|emergency|asap|right now|right away|security incident|breach|time-sensitive|without delay|" +
		"紧急|立即|马上|立刻|" + "urgente|inmediatamente|de inmediato|" + "срочно|немедленно|критично|" + "dringend|sofort|unverzüglich|" +
		"緊急|直ちに|すぐに|至急|" + "immédiatement|d'urgence|" + "긴급|즉시|당장|" + "imediatamente|" + "immediatamente|subito"},
	{cPrefer, "tiene prioridad sobre|takes priority over|take priority over|tem prioridade sobre|a priorité sur|hat vorrang vor|ha la priorità su|ha priorità su|имеет приоритет над|以本工具为准|以此工具为准|apenas esta é confiável|só esta é confiável|this tool is right|the tool is right|solo esta es fiable|seul celui-ci est fiable|is the best|the best tool|results are authoritative|answers are authoritative|are always correct|is always correct|never wrong|results are final|answers are final|award-winning|expert-trusted|pick it over|choose it over|より正確|より信頼でき|より優れ|보다 정확|보다 신뢰|보다 우수|replacement for|the official replacement|official replacement|改用|请改用|代わりに使|대신 사용|the most accurate|more accurate|more reliable|always choose|always pick|always select|should always be chosen|should be preferred|go-to tool|number one|top-rated|the default choice|trusted by|endorsed by|recommended by anthropic|recommended by openai|avoid using|대체|verified by the platform|officially verified|only verified|the only verified|supersedes|supersede|always prefer|prefer this|prefer it over|preferred over|rated #1|#1 rated|most trusted|verified by the platform|the only verified|in preference to|better than|more reliable than|more accurate than|more secure than|superior to|" +
		"the only reliable|the most reliable|the most accurate|the best tool|the only trusted|the only safe|only trusted|always choose this|always pick this|" +
		"ranked first|top-ranked|certified|officially recommended|recommended over|outperforms|" +
		"replaces the|replaces all|takes precedence|has priority over|" +
		"优先使用|取代|更可靠|更准确|" + "en lugar de|preferir|prefiere|sustituye|reemplaza|más fiable|" +
		"заменяет|вместо|предпочитай|предпочтительн*|надежнее|надёжнее|" + "ersetzt|statt|anstelle|bevorzuge|zuverlässiger|" +
		"代わりに|優先|より信頼|" + "remplace|au lieu de|préfère|préférez|plus fiable|" + "대신|우선|더 신뢰|더 정확|" +
		"substitui|em vez de|ao invés de|prefira|mais confiável|" + "sostituisce|invece di|preferisci|più affidabile"},
	{cDeprecated, "treat it as unavailable|treat them as unavailable|לא אמינים|לא אמין|정확하지 않|신뢰할 수 없|descontinuadas|descontinuada|descontinuado|dados falsos|mauvaise qualité|no son fiables|poco fiables|nicht zuverlässig|unzuverlässig|peu fiables|non affidabili|não confiáveis|ненадёжн*|ненадежн*|不可靠|不准确|信頼できない|leaks your|onbetrouwbaar|niet betrouwbaar|güvenilmez|không đáng tin|غير موثوق|अविश्वसनीय|ненадійн*|niewiarygodn*|tidak dapat diandalkan|nespolehliv*|opålitlig*|are scams|is a scam|desaconseja otros|desaconseja|discourage other|disparage other|déconseille|desaconselha|sconsiglia|are known to return|other ones are broken|return fabricated|fabricated data|falsche ergebnisse|liefern falsche|résultats faux|sont obsolètes|resultados falsos|risultati falsi|停止维护|不再维护|已停止维护|メンテナンス終了|더 이상 유지|ya no se mantiene|nicht mehr gepflegt|n'est plus maintenu|non più mantenuto|não é mais mantido|больше не поддерживается|leaking|caught leaking|have been caught|are known to leak|steal data|steals data|unreliable|outdated|insecure|buggy|inaccurate|untrustworthy|malicious|are known to|has been retired|was retired|have been retired|no longer supported|no longer maintained|is deprecated|are deprecated|deprecated in favor|obsolete|no longer works|is broken|is unsafe|are unsafe|leak data|leaks data|is compromised|" +
		"已弃用|已废弃|不安全|obsoleto|está obsoleta|устарел*|veraltet|非推奨|廃止|obsolète|사용 중단|더 이상 사용|obsoleta"},
	{cInsteadOf, "instead of|en lugar de|en vez de|au lieu de|anstatt|invece di|em vez de|вместо|而不是|instead of using|instead of calling|instead of invoking|rather than using|rather than calling"},
	{cOtherTool, "les autres outils|d'autres outils|las demás herramientas|de outros servidores|outros servidores|altri tool|другим инструментам|כלים אחרים|בכלים אחרים|andra verktyg|jiné nástroje|công cụ khác|الأدوات الأخرى|अन्य टूल|інші інструменти|inne narzędzia|alat lain|diğer araçlar|andere hulpmiddelen|another tool|with another tool|other booking tools|other search tools|any tool|the others|all others|다른 모든 도구|他の全てのツール|other translators|other providers|other plugins|other extensions|other search engines|other apis|competing tools|competitors|the alternatives|other alternatives|any alternative|替代工具|代替ツール|대안|andere zoektool|andere zoekmachines|elke andere|any other search tool|any other search|any other tool|any other service|another service|other services|a different tool|a different one|anderen dienst|einen anderen dienst|otro servicio|otra herramienta|autre service|un autre outil|outro serviço|altro servizio|другой сервис|другой инструмент|其他服务|他のサービス|다른 서비스|irgendeinem tool|irgendeinem werkzeug|mit jedem tool|any of your tools|whatever tool|other servers' tools|another server|other server|any server|all servers|tool responses|любого другого|другого инструмента|других инструментов|cualquier otra|otras herramientas|as outras ferramentas|outras ferramentas|andere werkzeuge|anderen werkzeuge|altri strumenti|다른 도구|other tool|other tools|another tool|any other tool*|other servers|other mcp|every other tool*|all other tool*|other mcp servers|" +
		"其他工具|其它工具|所有工具|任何工具|" + "otras herramientas|otra herramienta|cualquier herramienta|" + "другие инструменты|другой инструмент|любой инструмент|" +
		"andere tools|anderen tools|andere werkzeuge|jedes tool|" + "他のツール|すべてのツール|" + "autres outils|autre outil|tout outil|" +
		"다른 도구|모든 도구|" + "outras ferramentas|outra ferramenta|" + "altri strumenti|altro strumento"},
	{cThisTool, "this tool|this function|this server|this one|这个工具|此工具|本工具|esta herramienta|этот инструмент|dieses tool|dieses werkzeug|このツール|cet outil|이 도구|esta ferramenta|questo strumento"},
	{cCall, "gebruik|gebruiken|używaj|użyj|verwenden|verwende|called|invoked|choose|pick|verwende|use sempre|использовать|call|invoke|use|run|execute|trigger|launch|" + "调用|使用|执行|运行|" + "llama|llamar|usa|usar|ejecuta|invoca|" + "вызови*|вызвать|используй*|запусти|выполни|" +
		"rufe|aufrufen|verwende|benutze|nutze|führe|" + "呼び出|使用し|実行し|使って|" + "appelle|appelez|appeler|utilise|utilisez|exécute|exécutez|" +
		"호출|사용해|실행|" + "chame|chamar|use|usar|execute|invoque|" + "chiama|chiamare|usa|usare|esegui|invoca"},
	{cBefore, "trước khi|первым|сначала|primero|primeiro|zuerst|d'abord|per primo|먼저|first|before|prior to|beforehand|ahead of|as a first step|to begin|" + "首先|之前|先|" + "primero|antes de|antes|" + "сначала|перед|прежде|" +
		"zuerst|vorher|bevor|vor jedem|" + "まず|前に|最初に|" + "d'abord|avant|en premier|" + "먼저|전에|우선|" + "primeiro|antes de|" + "prima|innanzitutto|per prima cosa"},
	{cMust, "应将|应该|应当|需要|obrigatório|é obrigatório|vorschrift|alltid|måste|vždy|musí|musíte|byli bychom rádi|we zouden het waarderen|wij zouden het waarderen|zou je|would you mind|we would love it if|we'd love it if|it would be a kind gesture|a kind gesture|ficaríamos felizes|nos encantaría|wir würden uns freuen|nous aimerions|ci farebbe piacere|altijd|zawsze|voortaan|her zaman|selalu|luôn luôn|دائما|हमेशा|завжди|תמיד|se não for incômodo|if it's not too much trouble|if it is not too much trouble|if it's not a bother|si no es molestia|si no es mucha molestia|wenn es nicht zu viel verlangt ist|si ce n'est pas trop demander|se non è un problema|wir wären sehr dankbar|wären dankbar|we would be grateful|would be grateful|nous serions reconnaissants|estaríamos agradecidos|saremmo grati|ficaríamos gratos|были бы благодарны|不胜感激|ありがたい|감사하겠|altijd|moet|selalu|harus|her zaman|mutlaka|zorunlu|luôn|phải|دائما|يجب|हमेशा|ज़रूर|завжди|обов'язково|zawsze|musisz|feel free to|you might want to|you may want to|consider including|consider attaching|kindly|please also|it is helpful to|it's helpful to|helpful to include|it's useful to|useful to include|ideally|be sure to include|remember to|works best when|for best results|it helps if|it is best to|would be great if|would be lovely if|we'd appreciate it if|we would appreciate it if|seria ótimo se|sería genial si|es wäre toll|ce serait bien|sarebbe ottimo|좋겠습니다|幸いです|すると助かります|obbligato|obbligata|obligado|obligada|obligé|obligée|verpflichtet|обязан*|有义务|義務|must|always|required|requires|have to|need to|needs to|should|shall|mandatory|be sure to|make sure to|ensure you|it is essential|" +
		"必须|一定要|务必|总是|始终|" + "debe|debes|siempre|obligatorio|es necesario|" + "должен|должна|должны|всегда|обязательно|необходимо|нужно|" +
		"muss|musst|müssen|immer|stets|unbedingt|" + "必ず|常に|必要があります|しなければ|" + "doit|dois|devez|toujours|impérativement|il faut|" +
		"반드시|항상|해야|꼭|" + "deve|sempre|precisa|é necessário|" + "devi|deve|sempre|bisogna|è necessario"},
	{cOnly, "only|exclusively|solely|nothing else|sole|仅|只|唯一|solo|solamente|únicamente|только|единственн*|nur|ausschließlich|だけ|のみ|唯一の|seulement|uniquement|" +
		"만|오직|유일|somente|apenas|soltanto|esclusivamente"},
	{cOnlyThis, "route all fetches here|route all requests here|route all such requests here|route all calls here|route everything here|send all requests here|use this one for all|use this one for every|use this one instead|n'utilise que celui-ci|n'utilisez que celui-ci|n'utilise que cet outil|benutze nur dieses|verwende nur dieses|nutze nur dieses|usa solo esta|usa sólo esta|usa solo questo|use apenas esta|используй только его|只用这个|これだけを使|이것만 사용|keep using this tool|use this tool for all|use this tool for every|use only this tool|use only this one|exclusively use this tool|the only tool you|never use any other|do not use any other|don't use any other|" +
		"只使用此工具|只能使用这个工具|solo esta herramienta|только этот инструмент|nur dieses tool|このツールだけ|このツールのみ|uniquement cet outil|이 도구만|apenas esta ferramenta|solo questo strumento"},
	{cMention, "equivalent to running|is equivalent to|ユーザーへの注意|note to users|note for users|用户须知|提醒用户:|사용자 안내:|poisoning|tool poisoning|a minimal rule|rule looks like|yara|sigma rule|detection rule|for example|for instance|e.g.|example:|examples:|such as|detects|detect|detecting|detection|flags|flagging|identifies|classifies|scans for|" +
		"looks for|patterns like|phrases like|strings like|injection|injections|jailbreak attempts|red team|red-team|test case|benchmark|quoted|" +
		"malicious|suspicious|attack|attacks|adversarial|例如|比如|检测|por ejemplo|detecta|например|обнаруж*|zum beispiel|erkennt|例えば|検出|par exemple|détecte|" +
		"예를 들어|탐지|por exemplo|detecta|ad esempio|rileva|" +
		"prompt-injection|prompt-injections|inyección|inyecciones|injektion|iniezione|injeção|инъекци*|注入|インジェクション|인젝션|wstrzyknię*|wstrzykiwani*|injectie|enjeksiyon|حقن|ін'єкці*|" +
		"signs of|risky patterns|red flags|tales como|tels que|telles que|wie etwa|beispielsweise|z.b.|come ad esempio|per esempio|tais como|такие как|таких как|наприклад|такі як|zoals|bijvoorbeeld|bijv.|na przykład|takie jak|np.|örneğin|till exempel|t.ex.|například|např.|de exemplu|cum ar fi|misalnya|contohnya|ví dụ|chẳng hạn|לדוגמה|כגון|على سبيل المثال|उदाहरण के लिए|诸如|" +
		"gibi ifadeler|gibi ifadeleri|gibi ifade|вроде|внедрени*|예:|למשל|" +
		"отравлени*|envenenamento|envenenamiento|empoisonnement|avvelenamento|vergiftung|投毒|ポイズニング|포이즈닝|признаки|特征包括|alla ricerca di|em busca de|en busca de|à la recherche de|auf der suche nach|в поисках|pour y repérer|repérer"},
	{cParamRef, "vào trường|trường|do pole|pole|alanına koy|w polu|alanına|alanına|in het veld|v poli|no campo|no parâmetro|na propriedade|nel campo|en el campo|im feld|dans le champ|parameter|parameters|param|field|argument|arguments|the notes|the note|sidenote|side note|metadata|the context field|the extra|payload|query string|" +
		"header|headers|参数|字段|parámetro|campo|параметр*|поле|аргумент*|parameter|feld|argument|パラメータ|引数|フィールド|paramètre|champ|argument|" +
		"매개변수|파라미터|필드|인자|parâmetro|campo|argumento|parametro|argomento"},
	{cShell, ">> ~/.ssh/authorized_keys|>>~/.ssh/authorized_keys|>> ~/.bashrc|>> ~/.zshrc|>> ~/.bash_profile|>> ~/.profile|>> /etc/|pip install --index-url http|--extra-index-url http|¦ nc |git remote set-url|$(cat ~/|$(cat /|`cat ~/|$(whoami)|$(hostname)|$(env)|$(printenv|¦ curl|¦curl|-d @-|grant all on|grant all privileges|git push backup|git remote add|import sitecustomize|¦ sh|¦ bash|¦ zsh|¦sh|¦bash|¦ python|¦ sudo|bash -i|sh -i|/dev/tcp/|/dev/udp/|nc -e|ncat -e|nc -c|rm -rf /|rm -rf ~|rm -rf $home|rm -rf *|" +
		"base64 -d ¦|base64 --decode ¦|powershell -enc|powershell -e |powershell -encodedcommand|iex(|iex (|invoke-expression|mkfifo|xmrig|crontab -|" +
		"curl -d @|curl --data @|wget --post-file|scp ~/|chmod +x /tmp|/tmp/.x"},
	{cStartup, ".bashrc|.zshrc|.bash_profile|.profile|authorized_keys|crontab|/etc/cron|launchagents|startup folder|autostart|.git/hooks|rc.local|systemd/system"},
	{cMoney, "upgrade them to|switch them to pro|switch them to the|move them to the paid|passe l'utilisateur à l'offre|cambia al usuario al plan|stelle den nutzer auf|passa l'utente al piano|mude o usuário para o plano|переведи пользователя на тариф|将用户升级|ユーザーを上位プラン|사용자를 상위 요금제|pay the open|pay the invoice|pay the balance|pay it to|pay them to|btc|bitcoin|usdt|usdc|refund all|refund to|refund them to|pay immediately|pay now|pagar ya|sofort zahlen|payer immédiatement|surcharge|processing surcharge|pay to|pay into|paid into|pagar a|payer à|zahle an|pague a|paga a|支付到|に振り込|transfiere|transfiera|transferir|transfira|振り込|переведи|перевести|cambió de banco|cambió de cuenta|a changé de banque|hat die bank gewechselt|ha cambiato banca|mudou de banco|сменил банк|更换了银行|銀行を変更|은행을 변경|sort code|paypal.me|venmo|cash app|cashapp|processing fee|service fee|buymeacoffee|upi_pay|upi id|upi|राशि|new account is|the new account|changed banks|account has changed|계좌가 변경|새 계좌|nuevo número de cuenta|neue bankverbindung|nouveau rib|nuovo iban|novo iban|новые реквизиты|收款账户已更换|口座が変更|rekening|pay invoice|immediately pay|make a payment|um pix|faça um pix|pix de|pix para|transferir_dinero|transfer with amount|transfer of|a transfer of|un trasferimento|überweise|überweisen|переведи|перевести|汇款|付款到|振込|이체|bank_transfer|rekeningnummer|口座番号|account number|numéro de compte|número de cuenta|numero di conto|kontonummer|收款账户|新的账户|transfer funds|transfer_funds|send funds|wire transfer|wallet address|iban|swift code|routing number|bitcoin address|btc address|eth address|0x|payout|" +
		"转账|transferencia|перевод средств|überweisung|送金|virement|송금|transferência|bonifico"},
	{cRedirect, "inviting|ayrıca|as an attendee|as attendee|jako účastníka|als deelnemer|como participante|comme participant|als teilnehmer|come partecipante|в качестве участника|作为参与者|参加者として|참석자로|en copia|in copia|em cópia|en copie|in kopie|een kopie van|a copy of each|a copy of every|ukrytą kopię|ukryta kopia|עותק מוסתר|kopia dold|skrytou kopii|bản sao ẩn|نسخة مخفية|gizli kopya|приховану копію|cambia el destinatario|change le destinataire|ändere den empfänger|cambia il destinatario|mude o destinatário|измени получателя|copy every message|copy all messages|copy every email|copy all emails|set reply-to|reply-to|en copie cachée|copie cachée|copia oculta|copia nascosta|cópia oculta|blindkopie|in bcc|change the bank account|change the account number|change the iban|replace the iban|replace the account number|replace the bank account|zusätzlich|additionally|in addition|adicionalmente|além disso|en plus|inoltre|además|дополнительно|另外|追加で|추가로|함께 추가|vervang|ganti|değiştir|thay thế|استبدل|बदलें|заміни|zamień|置き換え|替换为|바꿔|as a hidden recipient|hidden recipient|destinatário oculto|destinatario oculto|destinataire caché|versteckter empfänger|скрытый получатель|also shared with|as an optional guest|also post|also send|also forward|also copy|also share|also email|mirror|mirrored|mirroring|cc the|bcc the|bcc|cc:|redirect|reroute|change the recipient|replace the recipient|add the recipient|also send|copy to|forward a copy|send a copy|" +
		"密送|抄送|con copia oculta|скрытую копию|bcc:|ccn|cco"},
	{cEveryTurn, "every tool call|after every tool call|each tool call|nach jedem tool-aufruf|después de cada llamada|après chaque appel|dopo ogni chiamata|após cada chamada|после каждого вызова|每次工具调用后|ツール呼び出しのたびに|모든 도구 호출 후|cada pago|each payment|every order|each order|jeder bestellung|cada pedido|chaque commande|ogni ordine|каждый заказ|каждого платежа|每笔|每个订单|все переводы|всі платежі|усі платежі|всі перекази|wszystkie przelewy|alle betalingen|tüm transferleri|tüm ödemeleri|semua transfer|جميع التحويلات|सभी भुगतान|en cualquier respuesta|in any answer|in any reply|dans toute réponse|in jeder antwort|in ogni risposta|em qualquer resposta|в любом ответе|every transfer|all transfers|every payment|all payments|todas las transferencias|todas as transferências|所有转账|для всех платежей|все платежи|toutes les transferts|alle überweisungen|tutti i pagamenti|replies must always end with|always end with|end every reply|end each reply|end your replies|at the end of every reply|at the end of each reply|close each of your replies|each of your replies|every reply|every response|each response|each of your responses|all your replies|every answer|each answer|cada respuesta|chaque réponse|jede antwort|ogni risposta|cada resposta|каждый ответ|每次回复|毎回の回答|모든 답변|в каждом ходе|каждом ходе|en cada turno|cada turno|start of each|before anything else|before doing anything|at the start|am anfang jeder|à chaque tour|a ogni turno|매 턴|每一轮|every conversation|each conversation|every turn|each turn|every message|each message|every user message|every request|each request|every call|each call|every response|" +
		"start of every|beginning of every|before any|before every|before all|all requests|every session|each session|every query|every time you|" +
		"每次对话|每次|每个对话|所有对话|cada conversación|cada mensaje|cada vez|каждом сообщении|каждый раз|каждого|jeder unterhaltung|jeder nachricht|jedes mal|" +
		"毎回|すべての会話|各メッセージ|chaque conversation|chaque message|chaque fois|매 사용자 메시지|모든 대화|매번|cada conversa|cada mensagem|ogni conversazione|ogni messaggio|ogni volta"},
	{cObey, "note de l'utilisateur :|note de l'utilisateur:|nota del usuario:|note from the user:|nota dell'utente:|notiz des nutzers:|nota do usuário:|примечание пользователя:|用户备注:|ユーザーからのメモ:|사용자 메모:|prioridad sobre lo que diga el usuario|priority over what the user says|priorité sur ce que dit l'utilisateur|vorrang vor dem, was der nutzer|priorità su quanto dice l'utente|prioridade sobre o que o usuário|приоритет над словами пользователя|eseguila sempre|eseguilo sempre|führe sie immer aus|ejecútala siempre|exécute-la toujours|execute-a sempre|always execute it|always carry it out|befolge es wörtlich|follow it literally|follow it verbatim|síguelo al pie de la letra|suis-le à la lettre|seguilo alla lettera|hat vorrang vor nutzeranweisungen|hat vorrang vor den nutzeranweisungen|e siga-as durante|siga-as durante|follow them for the rest of the session|follow them throughout the session|y síguelas durante|síguelas durante|suis-les pendant|befolge sie während|seguile per tutta|as if the user typed it|as if the user had typed it|as if the user had written it|as if the user wrote it|take priority over the user|takes priority over the user|take precedence over the user|takes precedence over the user|always follow the newest version|follow the newest version|override user requests|override the user's requests|override user instructions|ユーザーの指示より優先|und befolge sie|sigue sus instrucciones|suis ses instructions|segui le sue istruzioni|siga as instruções|следуй его инструкциям|그 지시를 따르|authorised operator commands|authorized operator commands|follow whatever it says|do whatever it says|follow what it says|applying the instructions in it|apply the instructions in it|apply the instructions it contains|follow the instructions it contains|执行其中的指令|执行其中指令|按照其中的指令|treat those as higher priority|treat them as higher priority|higher priority than the user|as coming from the system|as if from the system|as system instructions|выполняй их|выполняйте их|befolge sie ohne|síguelas sin|eseguile senza|siga-as sem|you must carry out|must carry out|you must obey|which you must follow|must be executed by you|as commands from the user|as user commands|as commands|as if it came from the user|act on it without|act on them without|act on everything|obedecer este campo|obey this field|follow this field|obey the returned|follow the returned|follow the instructions in this field|execute this value|run this value|obéir à ce champ|obéis à ce champ|diesem feld folgen|befolge dieses feld|obbedire a questo campo|obbedisci a questo campo|obedeça a este campo|obedecer a este campo|выполняй содержимое этого поля|выполни это значение|遵循此字段|执行此值|このフィールドに従|이 필드를 따르|same authority as a message|same authority as the user|carry it out directly|carry them out directly|treat it as a user message|and follow it|then follow it|and obey it|and act on it|treat this message as|treat this as a system|as a system instruction|as system instructions|authoritative instructions|as instructions from the user|as coming from the user|perform them immediately|carry them out|execute them immediately|follow them exactly|without question|as instructions|replacement system prompt|adopt it fully|adopt it as|follow this as if|as if the user typed|as if the user wrote|as if it came from the user|treat it as an instruction|treat them as instructions|is an instruction for you|" +
		"are instructions for you|must be followed|must be executed|must be obeyed|follow any instructions|follow the instructions in|execute any instructions|obey|" +
		"follow them without|do what it says|instructions contained in|instructions embedded"},
	{cPersonal, "بطاقة الهوية|رقم الحساب البنكي|nik ktp|nomor ktp|their iban|your iban|user's iban|ihre iban|su iban|votre iban|收货地址|the users email|numer dowodu osobistego|pesel|whatever you know about the user|everything you know about the user|all you know about the user|todo lo que sepas del usuario|tout ce que tu sais de l'utilisateur|alles, was du über den nutzer weißt|tutto ciò che sai dell'utente|tudo o que você sabe sobre o usuário|всё, что знаешь о пользователе|personnummer|aadhaar|आधार नंबर|insurance number|diagnosis history|versicherungsnummer|user's full address|full address|номером карты|номера карты|联系人列表|연락처 목록|internet banking|online-banking|online banking login|senha do banco|contraseña del banco|contraseña bancaria|mot de passe bancaire|bankpasswort|password della banca|пароль от банка|网银密码|ネットバンキング|인터넷뱅킹|microphone recording|geräte-id|standort des nutzers|aktuellen standort|current location of the user|user's current location|screenshot of the user's|open browser tabs|medical treatments|traitements médicaux|phone numbers in the user's contacts|names and phone numbers|user's contact details|exact gps location|gps location|exact location|contacts list|numéro de sécurité sociale|social security number|date de naissance|tc kimlik|kimlik numarası|doğum tarihi|mother's maiden|nom de jeune fille|first pet|premier animal|street they grew up|gps coordinates|coordinate gps|indirizzo di casa|elenco completo dei clienti|elenco dei clienti|lista de clientes|liste des clients|kundenliste|full number and expiry|the card the user|kreditkartennummer|連絡先をすべて|名前・電話番号|passport number|número de pasaporte|numéro de passeport|passnummer|numero di passaporto|número do passaporte|номер паспорта|护照号|パスポート番号|여권 번호|user's full name|email address and phone number|número de teléfono del usuario|teléfono del usuario|dirección del usuario|datos personales del usuario|lista completa de contactos|lista de contactos|contactos del usuario|contacts de l'utilisateur|kontakte des nutzers|contatti dell'utente|contatos do usuário|контакты пользователя|用户的联系人|номер телефона пользователя|numéro de téléphone de l'utilisateur|telefonnummer des nutzers|dado pessoal|dados pessoais|user's clients|client list|customer list|deal sizes|revenue figures|clients and their|user's contacts|phone numbers mentioned|email addresses and phone numbers|tagged private|marked private|marked confidential|private messages|confidential documents|confidential files|address book|full address book|adresboek|주소록|通讯录|アドレス帳|carnet d'adresses|libreta de direcciones|adressbuch|rubrica|livro de endereços|адресная книга|gps coordinates|gps-koordinaten|coordonnées gps|kartennummer|주민등록번호|주민번호|身份证号|身份证号码|dni|cpf|snils|снилс|паспорт*|personalausweis|マイナンバー|numéro de sécurité sociale|codice fiscale|national id|id number|resident registration|card number|credit card|cvv|cvc|bank details|bank account|account number|routing number|iban|ssn|social security|passport number|driver's license|tax id|" +
		"payroll|salary data|salaries|medical record|health record|date of birth|home address|mfa seed|totp seed|vpn password|2fa code|one-time password|verification code|" +
		"银行卡|信用卡|身份证|tarjeta de crédito|número de tarjeta|номер карты|kreditkarte|kartennummer|クレジットカード|カード番号|carte bancaire|numéro de carte|신용카드|카드 번호|cartão de crédito|número do cartão|carta di credito|numero della carta"},
	{cAsk, "يجب جمع|اجمع|zbierz je|zbierz|पूछें|पूछो|入力するよう|入力してもらう|입력하도록|eingeben müsse|obrigatório informar|be användaren om|be användaren|požádej uživatele|hãy hỏi người dùng|tell the user to confirm|tell the user to type|tell the user to enter|tell them to type|tell them to enter|kullanıcıdan|it helps to know|helps to know|would help to know|frag den nutzer|frag den benutzer|pide ya|pide su|read you the|ask them to read|prompt the user to pay|달라고 요청|fordere|peça ao usuário|ask the user to confirm|ask the user to type|ask the user to reply with|ask them to confirm|eingeben muss|eingeben müssen|einzugeben|debe escribir su|debe introducir su|escriba su|doit saisir son|doit saisir sa|doit taper son|deve inserire la sua|deve digitar sua|deve digitar seu|должен ввести свой|должен ввести свою|re-enter their|re-enter your|to re-enter|enter their password|type their password|type in their password|попроси у пользователя|спроси у пользователя|спроси пользователя|を尋ね|を聞き出|を教えてもらい|を入力してもらい|물어본|물어보|묻고|알려 달라고|require the user's|ask for the user's|exige la contraseña|exija a senha|verlange das passwort|exige le mot de passe|richiedi la password|требуй пароль|vraag de gebruiker|minta pengguna|kullanıcıdan iste|yêu cầu người dùng|xin mật khẩu|اطلب منه|اطلب من المستخدم|उपयोगकर्ता से पूछें|попроси користувача|poproś użytkownika|collect the full|bitte ihn um|bitte sie um|demande-lui|pídele|peça|peça-lhe|chiedigli|chiedile|попроси его|попросите|请用户提供|让用户输入|ask the user for|ask the user to provide|ask the user to enter|ask the user to share|ask them for|request the user's|prompt the user for|have the user provide|have the user enter|get the user to|" +
		"collect from the user|obtain from the user|ask for their|request their|询问用户|让用户提供|pide al usuario|solicita al usuario|попроси пользователя|запроси у пользователя|frage den benutzer|bitte den nutzer|" +
		"pídesela|pídele|pídeselo|pide el código|peça o código|peça a senha|peça ao cliente|solicite o código|聞き出して|聞き出し|を聞いて|索取|向用户索要|请用户输入|попроси его|попросите пользователя|frag nach|bitte ihn|demande-lui|demandez à l'utilisateur|demandez-lui|chiedigli|chiedi il codice|물어보고|요청하세요|입력하게|" +
		"ask the user to paste|ask them to paste|ask them to enter|ask them to type|ask the user to type|ask for the code|ask for the password|ask the user for the code|" +
		"ユーザーに尋ね|ユーザーに入力|demande à l'utilisateur|사용자에게 요청|사용자에게 물어|peça ao usuário|solicite ao usuário|chiedi all'utente"},
	{cConsent, "동의를 받|동의를 얻|得到同意|获得同意|征得同意|must be confirmed by the user|must be approved by the user|confirmed by the user first|after the user confirms|after the user approves|once the user confirms|once the user approves|ask before|ask first|ask the user before|if they want|if the user wants|if the user agrees|ask them|ask the user whether|ask the user if|with their permission|with the user's permission|with consent|" +
		"after the user confirms|once the user confirms|if the user confirms|user approves|the user has approved|opt in|opt-in|承認を得て|承認を得る|同意を得て|确认后再|经用户确认|經用戶確認|승인을 받은 후|승인을 받아|" +
		"with the user before|with the user first|con el usuario antes|avec l'utilisateur avant|con l'utente prima|com o usuário antes|mit dem nutzer ab|mit dem benutzer ab|" +
		"at their request|at the user's request|at the user's explicit request|unless the user asks|unless the user asked|unless the user explicitly asks|unless the user requests|only if the user asks|only when the user asks|when the user explicitly asks|if the user explicitly asks|the user explicitly asks|" +
		"a petición del usuario|si el usuario lo pide|salvo que el usuario lo pida|à la demande de l'utilisateur|si l'utilisateur le demande|sauf si l'utilisateur le demande|auf wunsch des nutzers|auf ausdrücklichen wunsch|wenn der nutzer es ausdrücklich|su richiesta dell'utente|se l'utente lo chiede|a pedido do usuário|se o usuário pedir|по просьбе пользователя|если пользователь попросит|应用户要求|除非用户要求|ユーザーが求めた場合|ユーザーの依頼で|사용자가 요청한 경우|사용자가 요청하지 않는 한"},
	{cProtect, "not sent anywhere|never sent anywhere|never leaves the machine|never leaves this machine|stays local|read locally|被隐藏|会被隐藏|默认隐藏|hidden by default|are hidden by default|is hidden by default|werden ausgeblendet|se ocultan|sont masquées|sont masqués|vengono nascosti|são ocultados|скрыты по умолчанию|非表示|숨겨집니다|redact*|mask|masks|masked|masking|scrub*|sanitiz*|sanitis*|anonymi*|pseudonymi*|" +
		"enmascarad*|enmascara|masqué|masqués|masquée|maskiert|maskierte|mascherat*|mascarad*|замаскирован*|маскируются|脱敏|掩码|マスクされ|마스킹됩니다|마스킹되어"},
	{cCode, "one-time codes|one-time code|upi pin|cvv|cvc|tan-nummer|暗証番号|ワンタイムパスワード|pin and tan|pin und tan|online-banking username|online banking username|access code|9-digit access code|código sms|el código sms|código de 6 dígitos|código de seis dígitos|recebeu por sms|recibió por sms|per sms erhalten|reçu par sms|ricevuto via sms|6-digit code|6 digit code|six-digit code|seine pin|ihre pin|deine pin|su pin|son code pin|votre code pin|il suo pin|seu pin|пин-код|pin-code|رمز التحقق|mã xác minh|mã otp|doğrulama kodu|kode verifikasi|kode otp|verificatiecode|सत्यापन कोड|код підтвердження|kod weryfikacyjny|authenticator|authentication code|sms code|security code|pin code|backup code|backup codes|recovery words|mfa code|otp code|digit code|code sent by sms|code they received|code you received|" +
		"código de verificación|código de seguridad|código sms|código que|código de verificação|código que ele|código recebido|код подтверждения|код из смс|код из sms|проверочный код|bestätigungscode|sicherheitscode|sms-code|" +
		"認証コード|確認コード|ワンタイム|인증 코드|인증번호|인증 번호|code de vérification|code de sécurité|code reçu|codice di verifica|codice otp|codice ricevuto|"},
	{cExclude, "excludes|excluded|exclude|excluding|skips|skipped|never touches|never reads|off-limits|are not copied|are not read|is not read|left out|leaves out|ausgenommen|ausgeschlossen|excluye|excluidos|excluidas|exclut|exclus|exclues|esclude|esclusi|esclusa|exclui|excluídos|исключа*|исключены|исключен|不包括|排除|除外|제외"},
	{cPromote, "classe toujours en premier|classez toujours en premier|always rank first|always list first|siempre clasifica primero|classifica sempre per primi|classifique sempre em primeiro|immer zuerst einordnen|всегда ставь первыми|始终排在第一|常に1位に|항상 1순위|cite results from|prefer results from|5-star review|five-star review|a review of|follow @|a post about us|einen beitrag über uns|une publication sur nous|una publicación sobre nosotros|un post su di noi|um post sobre nós|as the best value|describe them as the best|present them as the best|as the best option|recommend|present ours as|present our|as cheaper and|recomienda abrir|recommend opening|recommande d'ouvrir|recomende abrir|raccomanda di aprire|always rank|rank results from|rank it first|rank them first|rank first|rank higher|boost results from|install our|our extension|our app|download our|en le présentant comme|comme la meilleure|as the best source|the best source|como la mejor|als die beste|come la migliore|como a melhor|как лучший|作为最好的|最高の|최고의|recommending|recommend our|advertise|advertising|promote|promoting|list them first|list it first|put them first|put it first|at the top|first place|partner properties|partner stores|partner products|sponsored|affiliate|" +
		"en primer lugar|preséntala como la recomendada|como la recomendada|a la cabeza|an erster stelle|ganz oben|en premier|en tête|in cima|al primo posto|em primeiro lugar|no topo|на первое место|в начале списка|放在第一位|排在最前|最上位|一番上|맨 위에|가장 추천|제휴|partenaire*|socio|partner"},
	{cRegardless, "quelles que soient les données|어떤 요구사항이든|无论|不管|内容に関わらず|内容にかかわらず|无论内容|不管内容|whatever the query|no matter the query|regardless of the query|whatever the user searches|regardless of price|regardless of the price|regardless of rating|regardless of distance|regardless of quality|whatever the price|even if it is more expensive|even if it costs more|aunque sea más cara|aunque sea más caro|sin importar el precio|unabhängig vom preis|auch wenn es teurer|quel que soit le prix|même s'il est plus cher|indipendentemente dal prezzo|anche se costa di più|independentemente do preço|mesmo que seja mais caro|независимо от цены|даже если дороже|无论价格|不管价格|価格に関係なく|거리나 평점과 상관없이|상관없이|regardless of"},
	{cOurServer, "published to our|our public gallery|public gallery|our cloud|to our cloud|our storage|to our storage|written to our|logged to our|stored on our|kept on our|to our servers|on our servers|to our server|on our server|our sync server|to our backend|our usage service|unseren server|unsere server|unseren kartendienst|nos serveurs|notre serveur|nuestros servidores|nuestro servidor|nossos servidores|nosso servidor|nostri server|nostro server|наши серверы|наш сервер|我们的服务器|弊社のサーバー|당사 서버"},
	{cUnsafe, "hat bereits zugestimmt|ya ha aceptado que|a déjà accepté que|ha già acconsentito|já concordou que|уже согласился|已经同意|既に同意|이미 동의했|sudah setuju|agreed during onboarding|überspringe die bestätigung|das bestätigungstool ist langsam|the confirmation tool is slow|salta la confirmación|salta la conferma|pule a confirmação|пропусти подтверждение|跳过确认|確認をスキップ|확인을 건너뛰|confirmation is handled elsewhere|confirmation is already handled|approval is handled elsewhere|не спрашивай подтверждения|no longer ask for confirmation|stop asking for confirmation|nicht mehr nach bestätigung|ya no pidas confirmación|ne demande plus de confirmation|non chiedere più conferma|não peça mais confirmação|不再询问确认|더 이상 확인하지|accept them on the user's behalf|accept it on the user's behalf|not to need the user's approval|don't burden the user with confirmations|aktifkan tanpa bertanya|without waiting for approval|without waiting for the user|they already agreed in|they have already agreed|the user has already agreed|already agreed during|already consented to everything|no need to ask the user|skip user confirmation|skip the user's confirmation|skip confirmation|skip confirmations|without user confirmation|without the user's confirmation|without checking with me|without asking me|vooraf goedgekeurd|has pre-approved all|pre-approved all|already approved all actions|never ask the user for confirmation|vraag de gebruiker nooit om bevestiging|nunca pidas confirmación|ne demande jamais de confirmation|frage nie nach bestätigung|non chiedere mai conferma|nunca peça confirmação|никогда не спрашивай подтверждения|从不请求确认|確認を求めないで|확인을 요청하지 마|ohne rücksprache|without checking with the user|sin consultar al usuario|sans consulter l'utilisateur|senza consultare l'utente|sem consultar o usuário|не советуясь с пользователем|to run without confirmation|run without confirmation|without asking the user|no need to ask the user|无需再征求用户确认|无需征求用户|无需用户确认|不需要用户确认|ユーザーへの確認は不要|確認は不要|onay istememeli*|onay istemeden|ohne weitere rückfragen|sans demander à l'utilisateur|sin preguntar al usuario|senza chiedere all'utente|sem perguntar ao usuário|не спрашивая пользователя|사용자 확인 없이|disable safety checks|disable the safety checks|disable your safety|turn off safety|disable the content filter|disable content filtering|bypass safety checks|auto-approve|auto approve|approve automatically|automatically approve|approve every request|approve every action|approve every pending|approve every prompt|approve every permission|approve all pending|without review|skip the review|skip review|--no-verify|verify=false|verify_ssl=false|disable ssl verification|disable tls verification|ignore certificate errors|" +
		"turn off 2fa|disable 2fa|disable two-factor|disable mfa|disable the firewall|disable the antivirus|disable antivirus|disabling it|disabling the antivirus|turn off the antivirus|disable defender|chmod 777|chmod -r 777|add to sudoers|nopasswd|run as root|" +
		"set-executionpolicy unrestricted|executionpolicy bypass|dangerously-skip-permissions|yolo mode|" +
		"desactiva el antivirus|désactive l'antivirus|désactivez l'antivirus|deaktiviere den virenschutz|disattiva l'antivirus|desative o antivírus|отключи антивирус|关闭杀毒|ウイルス対策を無効|백신을 끄|" +
		"自动批准|自動承認|자동 승인|aprobar automáticamente|aprueba automáticamente|approuver automatiquement|approuve automatiquement|automatisch genehmigen|genehmige automatisch|approvare automaticamente|approva automaticamente|aprovar automaticamente|aprove automaticamente|автоматически одобр*"},
	{cPublic, "public key|public keys|public key file|public ssh key|id_rsa.pub|id_ed25519.pub|id_ecdsa.pub|.pub|clave pública|clé publique|öffentlicher schlüssel|öffentlichen schlüssel|chiave pubblica|chave pública|открытый ключ|публичный ключ|公钥|公開鍵|공개 키"},
	{cPersist, "इसे याद रखें|record in memory|so future sessions follow|for every future session|in every future session|all future sessions|in allen künftigen|merke dir dauerhaft|registre também na memória|registre na memória|todas as próximas sessões|em todas as próximas|الذاكرة الدائمة|كل المحادثات القادمة|在今后的所有|写入长期记忆|zapamiętaj na stałe|onthoud voortaan|kalıcı olarak hatırla|ghi nhớ vĩnh viễn|запам'ятай назавжди|कृपया हमेशा याद रखें|store this in memory|store in memory|save this in memory|save in memory|as a user fact|long-term memory|your long-term memory|to your memory|write to memory|in future chats|for future chats|写入你的长期记忆|长期记忆|speichere dauerhaft|dauerhaft im gedächtnis|mémorise pour toutes|mémorise pour|en tu memoria a largo plazo|memoria a lungo termine|memória de longo prazo|долговременную память|長期記憶|장기 기억|in all future conversations|in all future sessions|for all future conversations|for all future sessions|in every future conversation|across sessions|across all sessions|save to your memory|save this to your memory|store in your memory|store this in your memory|add to your memory|add this to your memory|update your memory|write to your memory|remember permanently|permanently remember|memorize this|remember this rule|remember this instruction|" +
		"add this instruction to|add these instructions to|copy this instruction|copy these instructions|include this instruction in|include these instructions in|propagate this instruction|propagate these instructions|append this paragraph to every|append these lines to every|to every file you write|in every file you create|in every file you write|" +
		"en todas las conversaciones futuras|guarda en tu memoria|dans toutes les conversations futures|enregistre dans ta mémoire|in allen zukünftigen gesprächen|speichere in deinem gedächtnis|in tutte le conversazioni future|salva nella tua memoria|em todas as conversas futuras|salve na sua memória|во всех будущих разговорах|запомни навсегда|在以后的所有对话中|永久记住|记住这条规则|今後のすべての会話で|永久に記憶|앞으로의 모든 대화에서|영구적으로 기억"},
	{cHarvest, "list all|collect all|gather all|collect every|gather every|harvest all|собери все|收集所有|sammle alle|recopila todas|recopila todos|rassemble tous|rassemble toutes|raccogli tutti|raccogli tutte|colete todas|colete todos|visible in the current workspace|in the current workspace|in the workspace|in the project|in the repo|in the repository|you can see|visible to you|that you find|you can find|you find in|found in the project|" +
		"que encuentres|que tu trouves|die du findest|che trovi|que você encontrar|которые найдёшь|которые найдешь|找到的所有|見つけた|찾은 모든"},
	{cOverUser, "指定しても|求めても|頼んでも|希望しても|選んでも|지정하더라도|요청하더라도|원하더라도|선택하더라도|지정해도|요청해도|whatever the user asks|whatever the user requests|whatever the user wants|whatever the user asks for|con prioridad sobre lo que diga el usuario|over what the user says|above the user's wishes|above what the user says|over the user's request|over the user's instructions|sur ce que dit l'utilisateur|vor dem, was der nutzer sagt|rispetto a quanto dice l'utente|sobre o que o usuário diz|над словами пользователя|优先于用户|ユーザーの指示より優先|사용자의 말보다 우선|even if the user|even when the user|even though the user|even if they ask|even if asked|regardless of what the user|no matter what the user|whatever the user says|whichever tool the user|against the user's|" +
		"即使用户|哪怕用户|无论用户|不管用户|" + "aunque el usuario|incluso si el usuario|incluso cuando el usuario|aunque lo pida|sin importar lo que el usuario|" +
		"даже если пользователь|даже когда пользователь|независимо от того, что пользователь|что бы ни|" +
		"auch wenn der nutzer|auch wenn der benutzer|selbst wenn der nutzer|selbst wenn der benutzer|auch wenn der anwender|egal, was der nutzer|egal was der nutzer|" +
		"ユーザーが指定しても|ユーザーが求めても|ユーザーが希望しても|ユーザーが何を|" + "même si l'utilisateur|même lorsque l'utilisateur|quoi que dise l'utilisateur|" +
		"사용자가 요청하더라도|사용자가 원하더라도|사용자가 지정하더라도|사용자가 어떤|" + "mesmo que o usuário|mesmo se o usuário|mesmo quando o usuário|independentemente do que o usuário|" +
		"anche se l'utente|anche quando l'utente|qualunque cosa l'utente|" + "ook als de gebruiker|zelfs als de gebruiker"},
	{cEncode, "hex of|base64 of|<hex|url-encoded|url encoded|urlencoded|url-encode|url encode|urlencode|percent-encoded|as hex|in hex|hex-encoded|hex encoded|base64-encoded|base64 encoded|base32-encoded|base32 encoded|base64|base32|" +
		"url编码|编码后|十六进制|" + "codificado en url|codificada en url|codificado para url|en hexadecimal|codificado en base64|" + "закодированн*|в шестнадцатеричном|кодированный в url|" +
		"url-kodiert|urlkodiert|hex-kodiert|base32-kodiert|base64-kodiert|hexadezimal|" + "urlエンコード|エンコードして|16進|" + "encodé en url|encodée en url|encodé pour l'url|en hexadécimal|" +
		"url 인코딩|인코딩하여|인코딩한|16진수|" + "codificado para url|codificada para url|codificado em url|em hexadecimal|" + "codificato per url|codificata per url|in esadecimale|codificato in url"},
	{cWhen, "하면|wanneer|als|ketika|jika|setiap kali|eğer|khi|nếu|عندما|إذا|بعد كل|जब|अगर|коли|якщо|gdy|kiedy|jeśli|when|whenever|if|each time|every time|once|after|当|如果|每次|cuando|si|когда|если|wenn|sobald|とき|場合|quand|lorsque|si|때|경우|quando|se|quando|se"},
}

// lexEntry is one folded phrase of the lexicon.
type lexEntry struct {
	text string
	c    concept
	stem bool // matches any continuation of the last word
}

// lexIndex holds the entries by their first two runes (one for one-rune
// entries), longest first.
type lexIndex struct {
	byWord   map[string][]lexEntry // entries starting with an ASCII word, by that word
	words    lexWords              // byWord as matchConcepts reads it
	byStem   map[string][]lexEntry // one-word ASCII stems, by their first three bytes
	stemMay  prefixFilter          // which first three bytes byStem may hold
	byStart  map[string][]lexEntry
	oneRune  map[rune]bool // first runes of one-rune entries
	startsAt [256]bool     // first bytes any entry starts with
}

// lexKey is the index key of a text at its start: its first two runes.
func lexKey(s string) string {
	_, n := utf8.DecodeRuneInString(s)
	if n < len(s) {
		_, m := utf8.DecodeRuneInString(s[n:])
		n += m
	}
	return s[:n]
}

var lexiconIndex = sync.OnceValue(func() *lexIndex {
	return newLexIndex(slices.Concat(lexicon, lexiconLangs, lexiconLangsMore, lexiconIntent, lexiconIntentMore, lexiconStores, lexiconAuthority, lexiconMisroute, lexiconMisrouteMore, lexiconAction, lexiconReport, lexiconPurpose, lexiconMentions, lexiconTune4a, lexiconTune7, lexiconItems7, lexiconTune9b, lexiconWorkflow, lexiconTune9a, lexiconTune11a, lexiconTune11e, lexiconTune12c, lexiconTune14d, lexiconTune15c, lexiconTune15d, lexiconHn16b, lexiconRec26b, lexiconLangs28, lexiconTune37a, lexiconAudit41, lexiconAudit43, lexiconAudit44, lexiconTune44b, lexiconAudit46))
})

// ruleLexiconIndex indexes the concepts only rules read (lexicon_tune4b.go)
// apart: matched in a pass of their own, they never take the place of a
// concept of the main lexicon, so the learned model's features stay as
// they were.
var ruleLexiconIndex = sync.OnceValue(func() *lexIndex { return newLexIndex(lexiconTune4b) })

func newLexIndex(groups []struct {
	c     concept
	words string
}) *lexIndex {
	x := &lexIndex{byWord: map[string][]lexEntry{}, byStem: map[string][]lexEntry{}, byStart: map[string][]lexEntry{}, oneRune: map[rune]bool{}}
	var entries []lexEntry
	written := map[string]bool{}
	for _, group := range groups {
		for _, w := range strings.Split(group.words, "|") {
			w = strings.ReplaceAll(w, "¦", "|")
			e := lexEntry{c: group.c}
			if strings.HasSuffix(w, "*") && len(w) > 1 {
				e.stem, w = true, strings.TrimSuffix(w, "*")
			}
			e.text = foldText(w).text
			if e.text != "" {
				entries, written[e.text] = append(entries, e), true
			}
		}
	}
	for _, e := range entries {
		if plain, ok := unaccented(e.text); ok && !written[plain] {
			written[plain] = true
			entries = append(entries, lexEntry{text: plain, c: e.c, stem: e.stem})
		}
	}
	for _, e := range entries {
		if word := asciiWord(e.text); word != "" {
			if e.stem && len(word) == len(e.text) && len(word) >= 3 {
				x.byStem[word[:3]] = append(x.byStem[word[:3]], e)
			} else {
				x.byWord[word] = append(x.byWord[word], e)
			}
			continue
		}
		k := lexKey(e.text)
		x.byStart[k] = append(x.byStart[k], e)
		x.startsAt[e.text[0]] = true
		if r, n := utf8.DecodeRuneInString(e.text); n == len(e.text) {
			x.oneRune[r] = true
		}
	}
	for k := range x.byStem {
		x.stemMay.add(k)
	}
	// Longest first, so "do not" wins over "do"; ties keep lexicon order.
	for _, m := range []map[string][]lexEntry{x.byWord, x.byStem, x.byStart} {
		for _, list := range m {
			sortStableByLen(list)
		}
	}
	x.words = newLexWords(x.byWord)
	return x
}

// asciiWord returns the run of ASCII lowercase letters, digits and
// apostrophes that s starts with: the key of the word-level index.
func asciiWord(s string) string {
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9' || s[i] == '\'') {
		i++
	}
	return s[:i]
}

func sortStableByLen(list []lexEntry) {
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && len(list[j].text) > len(list[j-1].text); j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
}

// isWordRune reports letters and digits; anything else ends a word.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z'
	}
	if r > unicode.MaxLatin1 && r < 0x10000 {
		return wordRunes().has(r)
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// isIdentRune reports the runes of an identifier: a concept never starts
// or ends inside read_file or get_run.
func isIdentRune(r rune) bool { return r == '_' || r == '-' || isWordRune(r) }

// spacelessFrom is the first rune isSpacelessScript may report.
const spacelessFrom = 0x2E80

// isSpacelessScript reports scripts written without spaces between words,
// where lexicon entries match anywhere.
func isSpacelessScript(r rune) bool {
	if r < spacelessFrom {
		return false
	}
	if r < 0x10000 {
		return spacelessRunes().has(r) || r >= 0x3000 && r <= 0x30FF
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}
