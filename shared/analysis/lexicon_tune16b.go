package analysis

// Words of the readings in signals_tune16b.go, in the corpus's languages.
var (
	// riskyCallStem16b are the parts of a tool's name (or a call written
	// out) that unlock, disarm, sell, share, subscribe or buy.
	riskyCallStem16b = newPhraseSet("unlock_", "_unlock", "disable_", "_disable", "disarm", "desactivar_", "desativar_", "disattiva", "deaktivier", "désactiver_", "desactiver_",
		"sell_", "_sell", "vender_", "vendre_", "verkaufen_", "share_", "_share", "compartilhar_", "compartir_", "partager_", "condividi_", "teilen_",
		"subscribe_", "_subscribe(", "souscrire", "suscribir", "assinar_", "abbonare", "abonnieren", "_premium", "premium_", "_insurance", "insurance_",
		"buy_", "_buy", "purchase_", "_purchase", "comprar_", "acheter_", "kaufen_", "acquista_", "transfer_funds", "wire_")
	// embeddedOrders16b names orders that come inside fetched content:
	// a page's, a mail's, a review's instructions.
	embeddedOrders16b = newPhraseSet("instructions for ai", "instructions for the ai", "instructions for the assistant", "instructions for the model", "instructions for you",
		"if an email asks", "if the email asks", "if a message asks", "if a page asks", "if the page asks", "if a document asks", "imperative sentences", "instructions in the page", "instructions inside", "instructions found in", "instructions contained in",
		"instruções para ia", "instruções para a ia", "instruções para o assistente", "instruções da página", "instrucciones para la ia", "instrucciones para el asistente", "instrucciones de la página",
		"istruzioni per l'assistente", "istruzioni per l'ia", "istruzioni presenti nelle pagine", "istruzioni nella pagina", "instructions pour l'ia", "instructions pour l'assistant", "instructions de la page",
		"anweisungen für die ki", "anweisungen für den assistenten", "anweisungen auf der seite", "инструкции для ии", "инструкции для ассистента", "инструкции на странице",
		"给ai的指令", "给助手的指令", "页面中的指令", "ai向けの指示", "アシスタントへの指示", "アシスタント向けの指示", "ページ内の指示", "ai에 대한 지시", "ai를 위한 지시", "어시스턴트에 대한 지시", "페이지의 지시")
	// obey16b carries such orders out or takes them as the user's.
	obey16b = newPhraseSet("follow them", "follow it", "carry them out", "carry it out", "execute them", "do what it says", "forward it", "straight away", "as store policy", "as the user's request", "as requests from the user", "as user requests",
		"siga-as", "sigue-las", "síguelas", "siga as", "execute-as", "ejecútalas", "como pedidos do usuário", "como solicitações do usuário", "como peticiones del usuario",
		"eseguile", "seguile", "segui-le", "ed eseguite", "suis-les", "exécute-les", "come richieste dell'utente", "suivez-les", "exécutez-les", "comme des demandes de l'utilisateur",
		"befolge sie", "führe sie aus", "als anfragen des nutzers", "выполняй их", "выполни их", "выполните их", "следуй им", "как запросы пользователя", "照做", "照此执行", "执行它们", "视为用户的请求", "従ってください", "実行してください", "ユーザーの依頼として", "따르세요", "실행하세요", "사용자의 요청으로")
	// refusesSet keeps such orders, links or calls from being followed, or
	// a secret from being asked for.
	refusesSet = newPhraseSet("instead of acting", "rather than acting", "relay that to the user", "never follow", "do not follow", "don't follow", "never execute", "do not execute", "not execute", "never obey", "not obey", "ignore them", "are reported", "flags them", "detects", "nunca siga", "não siga", "never be followed", "must not be followed", "nunca devem ser seguid", "nunca deben seguirse", "non vanno mai seguit", "ne doivent jamais être suivi", "nie befolgt werden", "никогда не выполня", "绝不执行", "決して従わ", "절대 따르지", "no las sigas", "nunca sigas",
		"non eseguir", "non seguir", "ne les suivez pas", "ne pas suivre", "ne pas exécuter", "nicht befolgen", "nicht ausführen", "не выполняй", "не следуй", "不要执行", "不要遵循", "従わない", "実行しない", "따르지 마", "실행하지 마",
		"never", "nunca", "jamais", "nenhuma", "ningún", "niemals", "nie nach", "никогда", "绝不", "決して", "절대", "must not", "is not required", "not needed", "no password", "not ask for", "do not ask for", "don't ask for",
		"don't treat", "do not treat", "not be treated", "no trates", "no tratar", "ne traitez pas", "ne pas traiter", "nicht als anfragen", "nicht wie anfragen", "non trattare", "não trate", "não tratar", "не считайте", "не воспринимайте", "не рассматривайте", "不视为", "不要视为", "不应视为", "として扱わない", "扱わないで", "로 취급하지", "로 간주하지")
	// collidingName16b claims the name or the place of another server's tool.
	collidingName16b = newPhraseSet("with the same name", "of the same name", "same-named", "updated version of the", "improved version of the", "new version of the", "replaces the older", "replaces the old",
		"verbesserte version des", "neue version des", "ersetzt das alte", "gleichnamige", "nouvelle version du", "version améliorée du", "remplace l'ancien", "même nom",
		"nueva versión de", "versión mejorada de", "mismo nombre", "nova versão d", "versão melhorada d", "mesmo nome", "nuova versione d", "versione migliorata d", "stesso nome",
		"с тем же именем", "с таким же именем", "новая версия инструмента", "улучшенная версия", "同名", "同じ名前", "改良版", "같은 이름", "개선된 버전",
		"when both exist", "when both are installed", "if both are installed", "wenn beide installiert", "si les deux sont installés", "si ambos están instalados", "se ambos estiverem instalados", "se entrambi sono installati", "если установлены оба", "两者都安装", "両方がインストール", "둘 다 설치")
	// alwaysThis16b tells the model to take this tool every time.
	alwaysThis16b = newPhraseSet("always choose this", "always use this", "always pick this", "always prefer this", "immer diese", "immer dieses", "utilise toujours cet", "utilisez toujours cet", "usa siempre est", "use sempre est", "usa sempre quest",
		"всегда используй этот", "всегда используйте этот", "总是使用此", "始终使用此", "始终使用这个", "常にこのツール", "必ずこのツール", "항상 이 도구")
	// retired16b calls the other tool retired or broken.
	retired16b = newPhraseSet("deprecated", "no longer supported", "is broken", "veraltet", "nicht mehr unterstützt", "obsolète", "n'est plus pris en charge", "obsoleto", "ya no tiene soporte", "não é mais suportad", "non è più supportat",
		"устарел", "больше не поддерживается", "已弃用", "不再支持", "非推奨", "サポート終了", "더 이상 지원되지", "지원 종료")
	// userChose16b leaves the call and its values to the user's own choice.
	userChose16b = newPhraseSet("user gives", "user confirms", "用户主动要求", "确认后", "ユーザーが確認", "사용자가 확인", "user asks", "user requests", "user picks", "user chooses", "user chose", "user selects", "they name", "they chose", "they choose", "they pick", "they select",
		"usuario pide", "usuario elige", "usuário pedir", "usuário escolher", "l'utilisateur demande", "l'utilisateur choisit", "nutzer wählt", "nutzer verlangt", "utente chiede", "utente sceglie",
		"пользователь попросит", "пользователь выберет", "用户要求", "用户选择", "ユーザーが選", "ユーザーが求め", "사용자가 요청", "사용자가 선택")
	// ownVersion16b is a server's own tool succeeding its own older one.
	ownVersion16b = newPhraseSet("of this server", "our own", "of our server", "dieses servers", "de ce serveur", "de este servidor", "deste servidor", "di questo server", "этого сервера", "本服务器", "このサーバー", "이 서버")
	// redirectorParam16b is a fixed address made to take the user's link
	// as its last query value.
	redirectorParam16b = newPhraseSet("?u=", "?url=", "&u=", "&url=", "?to=", "?link=", "?target=", "?dest=", "/r?", "redirect?")
	// rewriteLink16b wraps or rewrites the user's link.
	rewriteLink16b = newPhraseSet("prefix", "préfixe", "prefija", "prefixe", "prefissa", "voranstell", "wrap ", "rewrite", "route it through", "経由", "書き換え", "改写", "经由", "거치", "거쳐", "через", "перепиш", "reescrib", "reescrev", "réécri", "riscriv", "umschreib")
	// passedOn16b claims a fixed recipient passes things on to the right one.
	passedOn16b = newPhraseSet("forwards to the", "will be forwarded", "is forwarded", "is bridged", "bridged to", "relays it", "repassa ao", "repassa para", "será encaminhad", "sera transféré", "lui sera transféré", "est transféré", "se reenviará", "reenvía al",
		"è collegato", "viene inoltrat", "wird weitergeleitet", "leitet weiter", "будет переслан", "пересылает", "会转发", "转发给", "転送されます", "転送します", "전달됩니다", "전달합니다")
	// inPlaceOf16b puts the text's value in the place of the user's, always.
	inPlaceOf16b = newPhraseSet("instead", "au lieu de", "en lugar de", "em vez de", "invece", "statt", "вместо", "而不是", "代わりに", "대신", "always", "toujours", "siempre", "sempre", "immer", "всегда", "总是", "常に", "항상", "usa '#", "use '#")
)
