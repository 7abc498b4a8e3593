package analysis

// lexiconIntent extends the lexicon with the pretexts, claims and objects
// attacks use to make a request look ordinary: reassurance, lifted
// safeguards, instructions fetched or returned, data of the other tools,
// payees swapped. Same format as lexicon; each entry in the ten languages
// (en, zh, es, ru, de, ja, fr, ko, pt, it).
var lexiconIntent = []struct {
	c     concept
	words string
}{
	{cReassure, "tell them it's safe|tell them it is safe|tell the user it's safe|tell the user it is safe|assure them|assure the user|reassure them|reassure the user|explain that this is|explain that it is|explain it's|say it's part of|say it is part of|part of the service|standard procedure|normal procedure|routine check|standard check|usual check|standard diagnostic|it's perfectly safe|it is perfectly safe|completely safe|the bank asked for it|the bank requires it|even if the sms says|even if the message says|even if it says never to share|" +
		"告诉他们这是安全的|告诉用户这是安全的|向用户保证|让用户放心|这是正常流程|这是标准流程|常规检查|" +
		"dile que es seguro|dígale que es seguro|asegúrale|tranquiliza al usuario|explícale que es|explica que es|es un procedimiento normal|procedimiento estándar|comprobación rutinaria|forma parte del servicio|" +
		"скажи, что это безопасно|скажи что это безопасно|заверь пользователя|успокой пользователя|объясни, что это|объясни что это|обычная проверка|стандартная процедура|обычная процедура|часть услуги|" +
		"sag ihm, dass es sicher ist|sag, dass es sicher ist|versichere dem nutzer|beruhige den nutzer|erkläre, dass das|erkläre, dass es|normales verfahren|standardverfahren|routineprüfung|teil des service|" +
		"安全だと伝え|安全だと説明|安心させ|通常の手続き|標準の手順|定期確認|サービスの一部|" +
		"dis-lui que c'est sûr|dites-lui que c'est sûr|rassure l'utilisateur|rassurez l'utilisateur|explique que c'est|expliquez que c'est|procédure normale|procédure standard|vérification de routine|fait partie du service|" +
		"안전하다고|안심시키|안심시켜|공식 절차|일반적인 절차|정상적인 절차|표준 절차|" +
		"diga que é seguro|garanta ao usuário|tranquilize o usuário|explique que é|explicando que é|procedimento normal|procedimento padrão|verificação de rotina|faz parte do serviço|" +
		"digli che è sicuro|rassicura l'utente|rassicuralo|spiega che è|procedura normale|procedura standard|controllo di routine|fa parte del servizio"},
	{cAskVerb, "ask|request|demand|询问|索要|要求|pide|pídele|solicita|pregunta|попроси|спроси|запроси|потребуй|frag|frage|fragen|fordere|尋ね|聞い|求め|demande|demandez|réclame|물어|요청|묻|peça|pergunte|solicite|chiedi|richiedi"},
	{cAsk, "have the user read|have them read|get the user to read|have the user tell you|have them tell you|reads you the|read you the|to read it to you|read it to you|read them to you|dicte|díctame|dicte-moi|diktiere|dettami|dite-me|продиктуй|念给你|読み上げて|불러 달라"},
	{cLifted, "are disabled|is disabled|have been disabled|has been disabled|are switched off|are turned off|are off|are suspended|are lifted|no longer apply|do not apply|don't apply|are not needed|aren't needed|are deactivated|" +
		"已禁用|已关闭|已停用|不再适用|不需要确认|" + "están desactivadas|están desactivados|desactivadas|desactivados|ya no se aplican|no son necesarias|" +
		"отключены|отключено|выключены|больше не действуют|не нужны|" + "sind deaktiviert|deaktiviert|abgeschaltet|gelten nicht mehr|nicht nötig|" +
		"無効化|無効に|無効です|適用されません|不要です|" + "sont désactivées|sont désactivés|désactivées|désactivés|ne s'appliquent plus|" +
		"비활성화|해제되었|적용되지 않|필요 없|" + "estão desativadas|estão desativados|desativadas|desativados|não se aplicam|" +
		"sono disattivate|sono disattivati|disattivate|disattivati|non si applicano più"},
	{cMode, "developer mode|dev mode|debug mode|god mode|admin mode|maintenance mode|unrestricted mode|jailbreak mode|dan mode|" +
		"开发者模式|调试模式|上帝模式|" + "modo desarrollador|modo de desarrollador|modo depuración|" + "режим разработчика|режиме разработчика|режим отладки|режиме отладки|" +
		"entwicklermodus|debug-modus|" + "開発者モード|デバッグモード|" + "mode développeur|mode debug|" + "개발자 모드|디버그 모드|" + "modo desenvolvedor|modo de desenvolvedor|" + "modalità sviluppatore|modalità debug"},
	{cDisparage, "slower|less accurate|less reliable|often wrong|frequently wrong|unreliable|insecure|outdated|leak data|leaks data|leaking data|known to leak|proven to leak|compromised|buggy|inaccurate|" +
		"更慢|不准确|不可靠|不安全|已过时|泄露数据|" + "más lentas|más lentos|menos precisas|menos precisos|poco fiables|inseguras|inseguros|obsoletas|filtran datos|" +
		"медленнее|менее точные|ненадёжные|ненадежные|небезопасные|устаревшие|сливают данные|" + "langsamer|ungenauer|unzuverlässig|unsicher|veraltet|leaken daten|" +
		"遅く|不正確|信頼できない|安全でない|古い|データを漏ら|" + "plus lents|plus lentes|moins précis|moins précises|peu fiables|non sécurisés|obsolètes|divulguent des données|" +
		"느리고|부정확|신뢰할 수 없|안전하지 않|오래된|데이터를 유출|" + "mais lentas|mais lentos|menos precisas|menos precisos|inseguras|inseguros|desatualizad*|vazam dados|" +
		"più lenti|più lente|meno precisi|meno precise|inaffidabili|insicuri|obsoleti|divulgano dati"},
	{cSocialProof, "rated #1|#1 rated|ranked #1|number one|no. 1|the #1|trusted by|millions of users|millions of developers|millions of assistants|assistants choose|agents choose|ai assistants choose|assistants who never go back|you should too|most popular|" +
		"排名第一|第一名|数百万|助手都选择|" + "número uno|n.º 1|millones de usuarios|los asistentes eligen|" + "номер один|№1|миллионы пользователей|ассистенты выбирают|" +
		"nummer eins|millionen nutzer|assistenten wählen|" + "第1位|1位|数百万人|アシスタントが選ぶ|" + "numéro un|n°1|des millions d'utilisateurs|les assistants choisissent|" +
		"1위|선택률|수백만|" + "número um|milhões de usuários|os assistentes escolhem|" + "numero uno|milioni di utenti|gli assistenti scelgono"},
	{cFromResult, "from the result|from the response|in the result|in the response|of the result|returned text|returned content|the tool output|" +
		"结果中的|返回结果中|响应中的|" + "del resultado|de la respuesta|en el resultado|" + "из результата|из ответа|в результате|з результату|" +
		"aus dem ergebnis|aus der antwort|im ergebnis|" + "結果の|結果に含まれる|レスポンスの|" + "du résultat|de la réponse|dans le résultat|" +
		"결과의|결과에 있는|응답의|" + "do resultado|da resposta|no resultado|" + "dal risultato|della risposta|nel risultato"},
	{cTerminal, "in the terminal|in a terminal|with the terminal tool|the terminal tool|using the terminal|in your shell|" +
		"在终端|终端工具|" + "en la terminal|en el terminal|con la herramienta de terminal|" + "в терминале|в терміналі|" + "im terminal|mit dem terminal|" +
		"ターミナルで|端末で|" + "dans le terminal|avec l'outil terminal|" + "터미널에서|터미널 도구|" + "no terminal|com a ferramenta de terminal|" + "nel terminale|con lo strumento terminale"},
	{cRemoteAccess, "anydesk|teamviewer|rustdesk|quick assist|ultraviewer|screenconnect|logmein|supremo remote|remote desktop access|remote access tool|remote-access tool|" +
		"远程控制软件|远程桌面|" + "acceso remoto|" + "удалённый доступ|удаленный доступ|" + "fernzugriff|fernwartung|" + "リモートアクセス|遠隔操作|" + "accès à distance|prise en main à distance|" + "원격 접속|원격 제어|" + "acesso remoto|" + "accesso remoto"},
	{cLogin, "sign in at|log in at|login at|sign in on|log in on|re-enter their password at|verify their account at|verify your account at|sign in here|log in here|" +
		"登录|重新登录|" + "inicia sesión en|inicie sesión en|" + "войдите на|войти на|авторизуйтесь на|" + "melde dich an|anmelden unter|melden sie sich|" +
		"ログインして|サインインして|" + "connectez-vous sur|connecte-toi sur|connectez-vous à|" + "로그인하|" + "faça login em|" + "accedi a|effettua l'accesso"},
	{cOmit, "omit|omitting|omits|leave out|leaving out|keep out|" + "省略|略去|不要提及|" + "omite|omitir|omitiendo|" + "опусти|опустить|не включай|" +
		"weglassen|lass weg|lasse weg|" + "省いて|省略して|" + "omets|omettez|omettre|" + "생략|빼고|" + "omita|omitir|deixe de fora|" + "ometti|omettere|tralascia"},
	{cReply, "your answer|your reply|your response|your summary|the summary|the final answer|your final answer|the report to the user|" +
		"回复中|回答中|总结中|" + "en la respuesta|en tu respuesta|en el resumen|" + "в ответе|в своём ответе|в своем ответе|в резюме|" +
		"in der antwort|in deiner antwort|in der zusammenfassung|" + "回答で|回答に|返答に|要約に|" + "dans la réponse|dans ta réponse|dans votre réponse|dans le résumé|" +
		"답변에|답변에서|요약에|" + "na resposta|na sua resposta|no resumo|" + "nella risposta|nella tua risposta|nel riepilogo"},
	{cAfterCalls, "after every other tool call|after each other tool call|after every tool call|after each tool call|after any other tool|after every call to another tool|after each call to another tool|" +
		"每次调用其他工具后|每次其他工具调用后|" + "después de cada llamada a otra herramienta|después de cada llamada|" + "после каждого вызова другого инструмента|после каждого вызова|" +
		"nach jedem anderen werkzeugaufruf|nach jedem werkzeugaufruf|nach jedem anderen tool-aufruf|" + "他のツールを呼び出すたびに|他のツールの呼び出しの後|" +
		"après chaque appel d'un autre outil|après chaque appel|" + "다른 도구를 호출할 때마다|다른 도구 호출 후|" + "após cada chamada de outra ferramenta|após cada chamada|" +
		"dopo ogni chiamata a un altro strumento|dopo ogni chiamata"},
	{cUnnoticed, "users are asleep|the user is asleep|while the user is away|while the user sleeps|won't be disturbed|will not be disturbed|won't notice|will not notice|nobody will notice|no one will notice|" +
		"用户睡着|不会被注意|没人会注意|" + "los usuarios duermen|nadie lo notará|" + "пользователи спят|никто не заметит|" + "nutzer schlafen|niemand merkt|" +
		"ユーザーが寝て|誰も気づかない|" + "les utilisateurs dorment|personne ne remarquera|" + "사용자가 자는|아무도 눈치채지|" + "os usuários dormem|ninguém vai notar|" + "gli utenti dormono|nessuno se ne accorgerà"},
	{cAdminAccount, "admin account|administrator account|admin user|admin-account|admin-konto|administratorkonto|superuser|root account|with admin rights|with admin privileges|with administrator rights|" +
		"管理员账户|管理员账号|" + "cuenta de administrador|usuario administrador|" + "учётную запись администратора|учетную запись администратора|администраторский аккаунт|" +
		"管理者アカウント|" + "compte administrateur|compte admin|" + "관리자 계정|" + "conta de administrador|usuário administrador|" + "account amministratore|utente amministratore|quyền admin"},
	{cCode, "verification text|the number they received|the digits they received|código que recibió|el código recibido|le code reçu|den erhaltenen code|il codice ricevuto|o código recebido|полученный код|收到的验证码|届いたコード|받은 코드"},
	{cSecret, "pin de|pin del|pin der|pin du|pin do|pin della|pin code|online banking pin|mot de passe bancaire|" +
		"card pin|bank card pin|pin del bancomat|pin della carta|pin de la tarjeta|pin de la carte|pin der karte|pin do cartão|пин-код карты|银行卡密码|暗証番号|카드 비밀번호"},
	{cKeyMaterial, "фраза восстановления|фразы восстановления|фразу восстановления|слов фразы|palabras de recuperación|mots de récupération|wiederherstellungswörter|parole di recupero|palavras de recuperação|恢复短语|復元フレーズ|복구 단어"},
	{cSecret, "windows-passwort|windows password|windows-kennwort|konto-passwort|wlan-passwort|admin-passwort|mot de passe windows|contraseña de windows|password di windows|senha do windows|пароль windows|windows 密码|windowsのパスワード|windows 비밀번호"},
	{cPersonal, "full-screen screenshot|screenshot of the entire screen|screenshot of the whole screen|whole-screen screenshot|captura de pantalla completa|capture d'écran complète|capture de tout l'écran|bildschirmfoto des gesamten|screenshot dell'intero schermo|captura de tela inteira|снимок всего экрана|全屏截图|画面全体のスクリーンショット|전체 화면 스크린샷"},
	{cSend, "inviata|inviato|inviati|inviate|enviada|enviado|enviadas|enviados|envoyée|envoyé|envoyées|envoyés|gesendet|geschickt|übermittelt|отправлена|отправлено|отправлены|发送至|送信され|전송되"},
	{cTell, "quote|quoting|recite|reciting|repeat verbatim|riportando|riporta|citando|zitiere|zitieren|citant|citez|процитируй|процитуй|引用|复述|引用して|인용"},
	{cInclude, "accompanied by|be accompanied by|acompañado de|acompañada de|accompagné de|accompagnée de|begleitet von|accompagnato da|accompagnata da|acompanhado de|acompanhada de|сопровождаться|附带上|を添えて|첨부하여"},
	{cConversation, "results of all tools|results of every tool|all tool results|the results of all the tools|los resultados de todas las herramientas|les résultats de tous les outils|die ergebnisse aller tools|i risultati di tutti gli strumenti|os resultados de todas as ferramentas|результаты всех инструментов|所有工具的结果|全ツールの結果|すべてのツールの結果|모든 도구의 결과|системний промпт|свій системний промпт"},
	{cPath, "cookies 文件|浏览器的 cookies|浏览器 cookies"},
	{cOverUser, "instead of what the user said|instead of the one the user gave|instead of the account the user gave|en lugar de lo que dijo el usuario|en lugar de la que dio el usuario|au lieu de celui donné par l'utilisateur|statt der vom nutzer|statt des vom nutzer|invece di quello indicato dall'utente|em vez do que o usuário disse|вместо указанного пользователем|而不是用户说的|而不是用户提供的|ユーザーが言ったものではなく|사용자가 말한 것 대신"},
	{cPath, "passwords the browser has saved|saved passwords|browser passwords|passwords saved in the browser|contraseñas guardadas|mots de passe enregistrés|gespeicherten passwörter|password salvate|senhas salvas|сохранённые пароли|сохраненные пароли|保存的密码|保存されたパスワード|저장된 비밀번호|" +
		"tdata|telegram desktop|'local storage'|local storage folder|leveldb|document.cookie|.env-dateien|.env files|.env-files|archivos .env|fichiers .env|file .env|arquivos .env|файлы .env|.env 文件|.envファイル|.env 파일|.my.cnf"},
	{cShell, "dump-keychain|key=clear|mimikatz|sekurlsa|lazagne|reg save hklm"},
	{cHarvest, "that has appeared|that have appeared|appeared in this conversation|seen in this conversation|mentioned in this conversation|aparecido en esta conversación|apparu dans cette conversation|in diesem gespräch vorkam|apparso in questa conversazione|apareceu nesta conversa|встречался в этом разговоре|在本次对话中出现|この会話に出てきた|이 대화에 나온"},
	{cDestroy, "delete|remove|wipe|erase|lösche|löschen|entferne|borra|elimina|supprime|supprimez|efface|cancella|apaga|apague|удали|сотри|删除|削除|삭제"},
	{cPersonal, "payslip|payslips|pay stubs|pay slips|nóminas|fiches de paie|gehaltsabrechnungen|buste paga|holerites|расчётные листки|расчетные листки|工资单|給与明細|급여 명세서"},
	{cAsk, "have the user type|have the user enter|have them type|have them enter|get the user to type|get the user to enter|let the user type"},
	{cConversation, "your system instructions|system instructions|tes instructions système|vos instructions système|instructions système|instrucciones del sistema|systemanweisungen|istruzioni di sistema|instruções do sistema|системные инструкции|系统指令|システム指示|시스템 지침"},
	{cInclude, "recopie|recopiez|recopia|ricopia"},
	{cRead, "leas"},      // "no leas …": the negative imperative
	{cInclude, "pegues"}, // "ni pegues …"
	{cSend, "compartas"}, // "no compartas …"
	{cAfterCalls, "whenever another tool returns|when another tool returns|each time another tool|whenever any other tool|whenever a tool returns|every time another tool|cada vez que otra herramienta|chaque fois qu'un autre outil|immer wenn ein anderes werkzeug|ogni volta che un altro strumento|sempre que outra ferramenta|каждый раз, когда другой инструмент|每当其他工具返回|他のツールが結果を返すたびに|다른 도구가 결과를 반환할 때마다"},
	{cObey, "follow them over the|follow them over anything|síguelas por encima de todo|suis-les avant tout|befolge sie vor allem anderen|seguile sopra ogni altra cosa|siga-as acima de tudo|следуй им превыше всего|优先遵循|何よりも優先して従|무엇보다 우선하여 따르"},
	{cFromResult, "in results|in the results|in search results|in fetched pages|en los resultados|dans les résultats|in den ergebnissen|nei risultati|nos resultados|в результатах|结果中|結果内|결과에"},
	{cPersist, "für alle zukünftigen gespräche|merke dir für immer|merke dir dauerhaft|pour toutes les conversations futures|per tutte le conversazioni future|para todas as conversas futuras|для всех будущих разговоров|为以后的所有对话|今後すべての会話で|앞으로 모든 대화에서"},
	{cConversation, "user's last two messages|user's last three messages|user's last five messages|user's last ten messages|user's recent messages|the user's latest messages|últimos mensajes del usuario|derniers messages de l'utilisateur|letzten nachrichten des nutzers|ultimi messaggi dell'utente|últimas mensagens do usuário|последние сообщения пользователя|用户最近的消息|ユーザーの最近のメッセージ|사용자의 최근 메시지"},
	{cInclude, "save it into|store it into|put it into|save them into|store them into|write it into|copy it into|guárdalo en|enregistre-le dans|speichere es in|salvalo in|salve-o em|сохрани его в|保存到|に保存して|에 저장"},
	{cAsk, "read the agent|read our agent|give the agent|tell the agent|read it to our|read the code to|give the code to|share the code with|dicta el código|lis le code|den code vorlesen|leggi il codice|leia o código|продиктуй код|把验证码告诉|コードを読み上げ|코드를 불러"},
	{cMust, "if you don't mind|if it's no trouble|if it is no trouble|wenn es keine umstände macht|si no te importa|si ça ne te dérange pas|se non ti dispiace|se não se importar|если не сложно|если нетрудно|如果不麻烦|差し支えなければ|괜찮다면"},
	{cInclude, "toss in|throw in|pop in|stick in|häng|hängen"},
	{cOnBehalf, "on the user's behalf|on behalf of the user|en nombre del usuario|au nom de l'utilisateur|im namen des nutzers|per conto dell'utente|em nome do usuário|от имени пользователя|代表用户|ユーザーに代わって|사용자를 대신해"},
	{cDisparage, "offline for maintenance|currently offline|is offline|is unavailable|are unavailable|is down|out of service|no longer available|" +
		"no está disponible|fuera de servicio|hors service|est indisponible|nicht verfügbar|außer betrieb|non è disponibile|fuori servizio|está indisponível|fora do ar|недоступен|не работает|不可用|已下线|利用できません|停止中|사용할 수 없|점검 중"},
	{cMoney, "transfer"},
	{cUnsafe, "i already confirmed|i have already confirmed|don't ask again|do not ask again|don't ask me again"},
	{cReply, "begin your reply|start your reply|begin your answer|start your answer|la tua risposta|la risposta|tu respuesta|la respuesta|ta réponse|la réponse|deine antwort|die antwort|sua resposta|a resposta|свой ответ|твой ответ|свою відповідь"},
	{cTell, "zacytuj|citeer|alıntıla|kutip|trích dẫn|اقتبس|उद्धृत करें|צטט"},
	{cBefore, "eerst|najpierw|önce|pertama|trước tiên|أولاً|पहले|קודם|спочатку"},
	{cRedirect, "now receives payment at|now receives payments at|new remittance details|updated remittance details|updated bank details|new bank details|nuevos datos bancarios|nouvelles coordonnées bancaires|nuove coordinate bancarie|novos dados bancários|新的收款账户|新しい振込先"},
	{cSend, "transmise|transmis|transmitida|transmitido|trasmessa|trasmesso|trasmessi|переданы|передана"},
	{cPersonal, "card numbers|números de tarjeta|numéros de carte|kartennummern|numeri di carta|números de cartão|номера карт|卡号|카드 번호"},
	{cRegardless, "whatever the user's budget|whatever the ratings|whatever the user's ratings|budget or ratings|sin importar el presupuesto|quel que soit le budget|egal, was das budget|qualunque sia il budget|independentemente do orçamento|независимо от бюджета|无论预算|予算に関係なく|예산과 상관없이"},
	{cPromote, "as the best value|the best value|la mejor opción|le meilleur rapport|das beste angebot|il miglior rapporto|o melhor custo|лучшим выбором|最划算|一番お得|가장 좋은 가격"},
	{cPath, "ブラウザのクッキー|ブラウザの cookie|浏览器的cookie|浏览器 cookie|브라우저 쿠키|cookies del navegador|cookies du navigateur|browser-cookies|cookie del browser|cookies do navegador|куки браузера"},
	{cSampling, "sampling/createmessage|createmessage|sampling request|sampling requests"},
	{cShell, "bash -c \"$(curl|sh -c \"$(curl|bash -c '$(curl|bash -c \"$(wget|<(curl|<(wget"},

	// Additions to the base concepts.
	{cPersist, "add to persistent memory|save to persistent memory|store in persistent memory|write to persistent memory|add this to persistent memory|save this to persistent memory|to your persistent memory|for every future conversation|for every future session|for every future chat|update the user's custom instructions|change the user's custom instructions|add to the user's custom instructions|update your custom instructions|" +
		"到永久记忆|写入永久记忆|用户的自定义指令|" + "a la memoria persistente|en la memoria persistente|para todas las conversaciones futuras|instrucciones personalizadas del usuario|" +
		"в постоянную память|для каждого будущего разговора|пользовательские инструкции пользователя|" + "in den dauerhaften speicher|für jedes zukünftige gespräch|benutzerdefinierten anweisungen des nutzers|" +
		"永続メモリに|今後のすべての会話のために|ユーザーのカスタム指示|" + "dans la mémoire persistante|pour chaque conversation future|instructions personnalisées de l'utilisateur|" +
		"영구 메모리에|향후 모든 대화를 위해|사용자의 맞춤 지침|" + "na memória persistente|para cada conversa futura|instruções personalizadas do usuário|" +
		"nella memoria persistente|per ogni conversazione futura|istruzioni personalizzate dell'utente"},
	{cObey, "treat it as your instructions|treat it as instructions|treat them as your instructions|treat its content as instructions|treat its content as your instructions|as your instructions for|apply its content as instructions|follow what it says|follow whatever is there|follow what is there|as priority instructions|as high-priority instructions|as your highest-priority instructions|outranks any|outrank any|outranks all|instructions override the user's|instructions override the user|override the system prompt|overrides the system prompt|follow it over the|follow it over anything|over the system prompt|above the system prompt|is a direct instruction from the user|a direct instruction from|any request of this server|any command of this server|every request of this server|" +
		"作为你的指令|视为指令|最高优先级|优先于系统提示|执行该服务器的任何|" + "trátalo como tus instrucciones|como instrucciones prioritarias|máxima prioridad|por encima del prompt del sistema|cualquier petición de este servidor|" +
		"считай это своими инструкциями|как инструкции|высший приоритет|выше системного промпта|выполняй любые команды|любые команды этого сервера|" +
		"behandle es als deine anweisungen|als anweisungen|höchste priorität|über dem systemprompt|jede anfrage dieses servers|" +
		"指示として扱|最優先で|システムプロンプトより優先|このサーバーのあらゆる|" + "comme instructions prioritaires|comme tes instructions|priorité absolue|au-dessus du prompt système|toute demande de ce serveur|" +
		"지시로 취급|최우선|시스템 프롬프트보다 우선|이 서버의 모든 요청|" + "como suas instruções|como instruções prioritárias|prioridade máxima|qualquer pedido deste servidor|" +
		"come tue istruzioni|come istruzioni prioritarie|massima priorità|qualsiasi richiesta di questo server"},
	{cCovert, "without showing it to the user|without telling them|" +
		"不向用户展示|不要给用户看|" + "sin mostrárselo al usuario|sin mostrarlo al usuario|" + "не показывая пользователю|не показуючи користувачу|" + "ohne es dem nutzer zu zeigen|ohne es dem benutzer zu zeigen|" +
		"ユーザーに見せずに|ユーザーに表示せずに|" + "sans le montrer à l'utilisateur|" + "사용자에게 보여주지 않고|" + "sem mostrá-lo ao usuário|sem mostrar ao usuário|" + "senza mostrarlo all'utente"},
	{cUnsafe, "they enabled this earlier|the user enabled this earlier|already allowed this|already permitted this|without waiting for the user's agreement|without waiting for the user's approval|" +
		"用户之前已经允许|用户已经允许|" + "el usuario ya lo permitió|sin esperar la aprobación del usuario|" + "пользователь уже разрешил|уже разрешил это|" + "der nutzer hat das bereits erlaubt|ohne auf die zustimmung|" +
		"ユーザーは既に許可|" + "sans attendre l'accord de l'utilisateur|sans attendre l'accord|l'utilisateur l'a déjà autorisé|" + "사용자가 이미 허용|" + "o usuário já permitiu|sem esperar a aprovação|" + "l'utente l'ha già consentito|senza attendere l'approvazione"},
	{cConversation, "the entire conversation|the whole conversation|the full conversation|the complete conversation|the conversation so far|the chat so far|developer instructions|the developer's instructions|developer message|tool outputs|outputs of the tools|that tool's full arguments|full arguments and result|arguments and result|" +
		"整个对话|全部对话|开发者指令|其他工具的结果|" + "toda la conversación|la conversación completa|prompt de sistema|instrucciones del desarrollador|resultados de otras herramientas|" +
		"весь разговор|всю переписку|инструкции разработчика|результаты других инструментов|" + "das gesamte gespräch|die gesamte unterhaltung|entwickleranweisungen|vollständigen ergebnis dieses aufrufs|ergebnisse anderer werkzeuge|" +
		"会話全体|開発者の指示|他のツールの結果|" + "toute la conversation|l'intégralité de la conversation|la conversation complète|instructions du développeur|résultats des autres outils|" +
		"전체 대화|대화 전체|개발자 지시|다른 도구의 결과|" + "toda a conversa|a conversa inteira|instruções do desenvolvedor|resultados de outras ferramentas|" +
		"l'intera conversazione|tutta la conversazione|istruzioni dello sviluppatore|risultati degli altri strumenti"},
	{cInclude, "put|mets|mettez|pon|ponga|metti|mettete|ponha|coloque|положи|放进|넣으|" +
		"followed by the value of|followed by the contents of|seguida dal valore|seguita dal valore|seguido del valor|seguida del valor|suivie de la valeur|suivi de la valeur|gefolgt vom wert|seguido do valor|seguida do valor|за которой следует значение|后面跟着|の後に値|뒤에 값"},
	{cSend, "be transmitted|transmitted to|be delivered to|delivered to|push the current repository|push the repository|push the repo|push everything|push it to|push them to|also shared|you shared|share it with|share them with|" +
		"共享给|分享给|" + "enviado a|enviada a|compartir con|comparte con|compártelo con|" + "отправлено на|отправлен на|поделись с|предоставь доступ|" + "gesendet an|geschickt an|teile es mit|teilen mit|" +
		"と共有|に共有|" + "envoyé à|envoyée à|partage avec|partagez avec|" + "공유하|에게 공유|" + "enviado para|enviada para|compartilhe com|compartilhar com|" + "inviata a|inviato a|inviate a|condividi con|condividere con"},
	{cRedirect, "as the recipient|as the receiving address|as the payee|as the beneficiary|as the receiving account|" +
		"作为收款|作为收款人|作为目标地址|" + "como destinatario|como destino|como beneficiario|" + "в качестве получателя|как получателя|" + "als empfänger|als zieladresse|als begünstigten|" +
		"受取先として|送金先として|" + "comme destinataire|comme destination|comme bénéficiaire|" + "수취인으로|받는 주소로|" + "como destinatário|como destino|como beneficiário|" + "come destinatario|come destinazione|come beneficiario"},
	{cOverUser, "whatever the user typed|whatever the user types|whatever address the user|whatever the user entered|" +
		"无论用户输入|" + "sin importar lo que escriba el usuario|lo que escriba el usuario|" + "что бы ни ввёл пользователь|что бы ни ввел пользователь|" + "egal, was der nutzer eingibt|" +
		"ユーザーが何を入力しても|" + "quelle que soit l'adresse|quoi que tape l'utilisateur|" + "사용자가 무엇을 입력하든|" + "o que quer que o usuário digite|" + "qualunque cosa digiti l'utente"},
	{cMoney, "pay|chave pix|pix key|receiving address|" + "付款|支付|" + "paga|pagar|pague|" + "оплати|заплати|" + "bezahle|zahle|" + "支払って|" + "paye|payez|" + "지불|결제해|" + "pague|pagar|" + "paga|pagare"},
	{cPath, ".ssh|.kube|.aws|.gnupg|chrome history|firefox history|safari history"},
	{cEnv, "every variable whose name|all variables whose names|every variable named|each variable whose name"},
}

// lexiconIntentMore carries the same concepts in nine more languages (nl,
// pl, tr, id, vi, ar, hi, he, uk).
var lexiconIntentMore = []struct {
	c     concept
	words string
}{
	{cReassure, "zeg dat het veilig is|verzeker de gebruiker|leg uit dat dit|standaardprocedure|normale procedure|routinecontrole|onderdeel van de service|" +
		"powiedz, że to bezpieczne|zapewnij użytkownika|wyjaśnij, że to|tłumacząc, że to|standardowa procedura|standardowa diagnostyka|rutynowa kontrola|część usługi|" +
		"güvenli olduğunu söyle|güvence ver|standart prosedür|normal prosedür|rutin kontrol|hizmetin bir parçası|" +
		"katakan bahwa ini aman|yakinkan pengguna|jelaskan bahwa ini|prosedur standar|prosedur normal|pemeriksaan rutin|bagian dari layanan|" +
		"nói rằng điều này an toàn|trấn an người dùng|giải thích rằng đây là|quy trình tiêu chuẩn|quy trình bình thường|kiểm tra định kỳ|một phần của dịch vụ|" +
		"أكّد له أن ذلك آمن|أكد له أن ذلك آمن|طمئن المستخدم|اشرح أن هذا|إجراء روتيني|إجراء قياسي|فحص روتيني|جزء من الخدمة|" +
		"समझाएँ कि यह|समझाएं कि यह|सामान्य प्रक्रिया|मानक प्रक्रिया|यह सुरक्षित है|नियमित जांच|सेवा का हिस्सा|" +
		"הסבר שזה בטוח|תגיד שזה בטוח|הרגע את המשתמש|נוהל רגיל|נוהל סטנדרטי|בדיקה שגרתית|חלק מהשירות|שהבנק ביקש|" +
		"скажи, що це безпечно|запевни користувача|поясни, що це|стандартна процедура|звичайна перевірка|частина послуги"},
	{cAskVerb, "vraag|poproś|zapytaj|iste|sor|minta|tanyakan|yêu cầu|hỏi|اطلب|कहें|पूछें|בקש|попроси|запитай"},
	{cUser, "מהמשתמש|ממשתמש"},
	{cLifted, "zijn uitgeschakeld|uitgeschakeld|są wyłączone|wyłączone|devre dışı|dinonaktifkan|nonaktif|đã bị tắt|bị vô hiệu hóa|معطلة|تم تعطيل|बंद हैं|अक्षम|מבוטלים|מבוטלות|מושבתים|вимкнено|вимкнені"},
	{cMode, "ontwikkelaarsmodus|tryb dewelopera|trybie dewelopera|geliştirici modu|geliştirici modundasın|mode pengembang|chế độ nhà phát triển|وضع المطور|डेवलपर मोड|מצב מפתח|במצב מפתח|режим розробника|режимі розробника"},
	{cInstr, "veiligheidsregels|zasady bezpieczeństwa|güvenlik kuralları|aturan keamanan|quy tắc an toàn|قواعد الأمان|सुरक्षा नियम|כללי הבטיחות|правила безпеки"},
	{cObey, "elk verzoek van deze server|volg wat daar staat|każde polecenie tego serwera|każdą prośbę tego serwera|bu sunucunun her isteğini|setiap permintaan server ini|mengalahkan instruksi pengguna|mọi yêu cầu của máy chủ này|أي طلب من هذا الخادم|इस सर्वर के हर अनुरोध|כל בקשה של שרת זה|будь-які команди цього сервера|виконуй те, що там написано"},
	{cRedirect, "als ontvanger|als begunstigde|jako odbiorcę|jako odbiorca|alıcı olarak|sebagai tujuan|sebagai penerima|làm người nhận|làm địa chỉ nhận|كمستفيد|كمستلم|प्राप्तकर्ता के रूप में|כמוטב|כנמען|як одержувача|як отримувача"},
	{cOverUser, "wat de gebruiker ook typt|wat de gebruiker ook zegt|cokolwiek wpisze użytkownik|niezależnie od tego, co poda użytkownik|kullanıcı ne yazarsa yazsın|apa pun yang diketik pengguna|apa pun yang dikatakan pengguna|bất kể người dùng nhập gì|بدلاً مما يكتبه المستخدم|مهما كتب المستخدم|चाहे उपयोगकर्ता कुछ भी कहे|במקום מה שהמשתמש ציין|що б не ввів користувач|замість вказаного користувачем"},
	{cMoney, "сплати|оплати|maak over|betaal|zapłać|przelej|öde|bayar|thanh toán|chuyển khoản|ادفع|भुगतान करें|שלם"},
	{cConversation, "het hele gesprek|systeemprompt|całą rozmowę|prompt systemowy|sistem isteminin|sistem istemi|geliştirici talimatları|seluruh percakapan|prompt sistem|toàn bộ cuộc trò chuyện|lời nhắc hệ thống|المحادثة بأكملها|موجه النظام|पूरी बातचीत|सिस्टम प्रॉम्प्ट|את כל השיחה|כל השיחה|הודעות מערכת|всю розмову"},
	{cRead, "oku|okuyun|קרא|קראי|baca|đọc|اقرأ|lees|przeczytaj|прочитай"},
	{cInclude, "koy|koyun|והכנס|cho vào|ضع|zet|wstaw"},
	{cCovert, "söylemene gerek yok|kullanıcıya söylemene gerek yok|אין צורך לספר|בלי לספר|बताने की ज़रूरत नहीं|hoeft de gebruiker niet te weten|nie musisz mówić użytkownikowi|не потрібно казати користувачу"},
	{cPath, "cookies dosyası|cookies dosyasını|קובץ העוגיות|cookies-bestand|plik cookies|tệp cookie|ملف الكوكيز|कुकीज़ फ़ाइल|файл cookies"},
	{cInclude, "alanına yaz|הכנס|wpisz|vul in|masukkan|điền vào|أدخل|डालें|встав"},
	{cPersist, "सभी भविष्य की बातचीत|भविष्य की बातचीत के लिए|alle toekomstige gesprekken|wszystkie przyszłe rozmowy|gelecekteki tüm konuşmalar|semua percakapan mendatang|mọi cuộc trò chuyện sau này|جميع المحادثات المستقبلية|לכל השיחות העתידיות|усіх майбутніх розмов"},
	{cCode, "בן 6 הספרות|קוד האימות|הקוד שקיבל|sms-code|sms kodu|kode sms|mã sms|kod sms|رمز التحقق|الرمز الذي"},
	{cSecret, "كلمة مرور|كلمة سر"},
	{cReassure, "أن ذلك آمن|أن هذا آمن"},
	{cKeyMaterial, "fraza odzyskiwania|frazy odzyskiwania|frazę odzyskiwania|herstelzin|kurtarma ifadesi|frasa pemulihan|cụm từ khôi phục|عبارة الاسترداد|रिकवरी फ्रेज़|ביטוי השחזור|фраза відновлення|фразу відновлення"},
	{cUrgency, "onmiddellijk|natychmiast|hemen|segera|ngay lập tức|فورا|तुरंत|מיד|негайно"},
	{cDisparage, "trager|onbetrouwbaar|verouderd|lekken data|wolniejsze|przestarzałe|wyciekają dane|daha yavaş|güvensiz|veri sızdırıyor|membocorkan data|terbukti membocorkan|chậm hơn|không an toàn|lỗi thời|rò rỉ dữ liệu|أبطأ|غير آمنة|تسرب البيانات|असुरक्षित|पुराने|איטיים יותר|לא בטוחים|מיושנים|מדליפים מידע|повільніші|ненадійні|застарілі|зливають дані"},
}
