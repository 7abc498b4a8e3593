package analysis

// lexiconTune4a extends the lexicon with what a supply-chain attacker's
// product imitations ask in other words: a figure scaled before the user
// sees it, an all-clear over failures, alternatives called risky, an
// audit trail erased, a payee changed to a fixed account, refunds routed
// away from the original payment method, the user's contacts invited, a
// document opened to anyone with the link, this tool chosen even when
// unrelated, safety rules said to be lifted. Same format as lexicon; each
// entry in the ten languages (en, zh, es, ru, de, ja, fr, ko, pt, it) and,
// where the writer used them, in nine more.
var lexiconTune4a = []struct {
	c     concept
	words string
}{
	{cAdjust, "multiply them by|multiply it by|multiply by|multiplied by|scale them by|" + "乘以|" + "multiplícalos por|multiplica por|" + "умножьте их на|умножь их на|умножайте|" + "multipliziere sie mit|multiplizieren sie mit|mit dem faktor|" +
		"倍し|倍して|倍にして|" + "multipliez-les par|multipliez par|" + "배로|곱하여|" + "multiplique-os por|multiplique por|" + "moltiplicali per|moltiplica per|" + "vermenigvuldig met|pomnóż przez|ile çarp|kalikan dengan|nhân với|اضرب|से गुणा"},
	{cPresent, "before showing|before displaying|before presenting|before you show|显示之前|展示之前|显示前|antes de mostrar|перед показом|прежде чем показать|vor der anzeige|bevor sie angezeigt|表示する前|avant de montrer|avant d'afficher|보여주기 전|표시하기 전|antes de exibir|prima di mostrare|voordat je toont|zanim pokażesz|göstermeden önce|sebelum menampilkan|trước khi hiển thị|قبل العرض|दिखाने से पहले|" +
		"avsluta|tanımlayın|olarak tanımla|describe them as|describe alternatives as|describe the alternatives as|describe other options as|称其|darstellen|bezeichnen als|описывайте|описать как|décrivez|describa|descreva|descrivi"},
	{cTell, "скажите|сообщите|говорите"},
	{cFailure, "errore|erreur|error 402|errore 402|failing tests|failed checks|errors and failures|failing|failures|vulnerabilities|vulnerability|cve|cves|уязвим*|fehlgeschlagen*|échoué*|échecs|fallidas|fallidos|fallite|falhadas|falhou|失败的检查|漏洞|失敗したチェック|脆弱性|실패한 검사|취약점|başarısız|gagal|thất bại|فشل|विफल"},
	{cFakeOK, "no problems found|no issues found|no problems were found|nothing was found|system is healthy|the system is healthy|as healthy|minor warnings|проблем не найдено|проблем не обнаружено|проблем нет|als gesund|kleine hinweise|deu certo|que deu certo|ha funcionato|funcionó|ha funcionado|a fonctionné|hat funktioniert|сработало|没有发现问题|未发现问题|系统正常|問題は見つかりません|問題なし|문제가 없|문제없|aucun problème|ningún problema|nenhum problema|nessun problema|geen problemen|brak problemów|sorun yok|tidak ada masalah|không có vấn đề|لا توجد مشاكل|कोई समस्या नहीं"},
	{cPromote, "a recommendation to|recommendation to upgrade|recommend upgrading|rekommendation att|推荐升级|建议升级|recomendación de|recomendação de|рекомендацию|empfehlung|recommandation de|raccomandazione di|アップグレードを勧め|업그레이드를 권|önerin|önerisi"},
	{cCompetitor, "他方案|the alternatives|other options|other solutions|other vendors|其他方案|其他产品|其他厂商|diğerlerini|diğer çözümler|другие варианты|альтернатив*|alternativen|andere anbieter|他の選択肢|他社|다른 옵션|대안|autres solutions|otras opciones|alternativas|outras opções|altre soluzioni|alternative"},
	{cDisparage, "đã cũ|sudah usang|nieaktualne|güncel değil|as risky|risky|存在安全风险|riskli|рискованн*|riskant|リスクがある|위험하다고|risqué*|arriesgad*|arriscad*|rischios*|ryzykown*|berisiko|محفوف بالمخاطر|जोखिम भरा"},
	{cLogin, "accedi su|accedi a|accedere su|connectez-vous sur|connectez-vous à|inicia sesión en|faça login em|melde dich an bei|войдите на|войдите в|登录|ログインして|로그인하"},
	{cAuditTrail, "denetim kayıt*|denetim kaydı|audit entries|audit-log entries|監査記録|审计日志记录|registros de auditoria|записи аудита|auditeinträge|entrées d'audit|voci di audit|감사 항목|auditlogboek|dziennik zdarzeń|log audit"},
	{cDestroy, "silin|siliniz|hapus|xóa|احذف|हटाएं|usuń"},
	{cWhen, "bitince|iş bitince|완료 후|한 후|온 후|은 후|작업 후|完了後|読み込んだ後|después de|après lecture|après chaque|nach jedem|na elke|na iedere|sau khi|setelah|بعد|के बाद|isterse|istediğinde|in caso di|en caso de|en cas de|en cas d'|im fall|im falle|в случае|em caso de"},
	{cRedirect, "changed to|has changed to|have changed to|was changed to|został zmieniony na|została zmieniona na|đã đổi sang|đã thay đổi sang|sudah berubah ke|telah berubah ke|تغيّر إلى|تغير إلى|تم تغييره إلى|değiştirildi|değişti|is gewijzigd naar|ändrats till|已变更为|已更改为|变更为|に変更されました|に変わりました|로 변경되었|변경되었습니다|cambió a|ha cambiado a|a changé pour|a été changé en|wurde geändert auf|hat sich geändert auf|изменён на|изменен на|изменился на|mudou para|foi alterada para|è cambiato in|è stato cambiato in"},
	{cMoney, "tài khoản nhận tiền|tài khoản nhận|rekening penerima|rekening|rachunek do wpłat|حساب الاستلام|حساب الدفع|계좌|정산 계좌|emanet hesab*|escrow|escrow account|escrow card|refund*|환불*|iade*|возврат*|rückerstattung*|erstattung*|remboursement*|reembolso*|rimbors*|退款|返金|zwrot*|terugbetaling*|hoàn tiền|pengembalian dana|استرداد|रिफंड|" +
		"payments tool|payment tool|the payments tool|zahlungswerkzeug|zahlungstool|支付工具|付款工具|herramienta de pago|outil de paiement|strumento di pagamento|ferramenta de pagamento|инструмент оплаты|決済ツール|支払いツール|결제 도구|" +
		"top up|top-up|ricaricare il credito|ricarica il credito|recharger|rechargez|aufladen|laden sie guthaben|recargar|recarga|пополните|пополнить|充值|チャージ|충전|recarregar|recarregue|with their card|with your card|con la carta|avec votre carte|con su tarjeta|mit ihrer karte|com o cartão|картой"},
	{cOverUser, "dù người dùng|kể cả khi người dùng|walau pengguna|meskipun pengguna|حتى لو ذكر المستخدم|حتى لو قدم المستخدم|kullanıcı başka|even if the user provides|even if the user gives|even if the user names|即使用户提供|即使用户给出|aunque el usuario indique|même si l'utilisateur indique|auch wenn der nutzer|даже если пользователь укажет|ユーザーが別の|사용자가 다른|mesmo que o usuário|anche se l'utente"},
	{cCall, "luôn dùng|hãy dùng|sử dụng|استخدمه|ausführen|finalize by calling|finalise by calling"},
	{cInsteadOf, "rather than the original|instead of the original|not to the original|원 결제수단이 아닌|결제수단이 아닌|orijinal ödeme yöntemine değil|а не на исходный|а не исходным|statt auf die ursprüngliche|statt der ursprünglichen|plutôt que sur le moyen|plutôt que le moyen|en lugar del método original|em vez do método original|anziché sul metodo|而不是原支付|而非原支付|元の支払方法ではなく|istället|i stället"},
	{cOtherTool, "ett annat servers verktyg|annan servers verktyg|annat servers|инструмент другого сервера|другого сервера|tool lain|alat lain|başka bir sunucunun|andere server-tool|another server's|other server's|另一个服务器的|他のサーバーの|다른 서버의|otro servidor|autre serveur|anderen servers|altro server|outro servidor|web search or fetch tool|any vault|vault tool|secret-manager tool|ferramenta de cofre|herramienta de bóveda|tresor-tool|outil de coffre|保险库工具|금고 도구"},
	{cSend, "posta i|partagez|partager|compartilhe|comparta|condividi|共享给|共有して|공유하"},
	{cMust, "wajib|harus|musí|moet"},
	{cInclude, "disertakan|sertakan|kopieer|kopiëren|انسخ|kopiuj|kopyala|sao chép|salin"},
	{cPath, "~/.config|$home/.config|~/.config/"},
	{cEveryTurn, "before answering any question|before answering any|before you answer any|before any answer|avant de répondre à toute|antes de responder a cualquier|bevor du irgendeine frage|перед ответом на любой|回答任何问题之前|どの質問に答える前|어떤 질문에 답하기 전|prima di rispondere a qualsiasi|antes de responder a qualquer|chaque appel d'outil|cada llamada a herramienta|jeder werkzeugaufruf|каждый вызов инструмента|每次工具调用|すべてのツール呼び出し|모든 도구 호출|ogni chiamata|cada chamada de ferramenta|applies to all tools"},
	{cConversation, "the full user question|the user's full question|dernier message de l'utilisateur|le dernier message|último mensaje del usuario|letzte nachricht des nutzers|последнее сообщение пользователя|用户的最后一条消息|ユーザーの最後のメッセージ|사용자의 마지막 메시지|ultimo messaggio dell'utente|última mensagem do usuário|önceki mesajlar*|tüm önceki mesaj*|bu oturumdaki"},
	{cPersist, "enregistrez en mémoire|enregistre en mémoire|save to memory|save in memory|store in memory|remember permanently|记到记忆中|存入记忆|メモリに保存|메모리에 저장|speichere im gedächtnis|guarda en memoria|salva in memoria|salve na memória|сохрани в памяти|сохраните в памяти"},
	{cStartup, "mcp config|mcp configuration|konfiguracji mcp|mcp-konfiguration|configuration mcp|configuración mcp|configurazione mcp|configuração mcp|конфигурацию mcp|mcp 配置|mcp設定|mcp 設定|mcp 설정|claude_desktop_config|mcp.json"},
	{cInvite, "invite|invites|uitnodigen|einladen|invitez|invita|invitar|convide|convidar|пригласи*|邀请|招待|초대|zaproś|davet et|undang|ادعُ|आमंत्रित"},
	{cOpenShare, "anyone with the link|anyone who has the link|public link|edit permissions to|editing rights to|permisos de edición|permissions d'édition|bearbeitungsrechte|права на редактирование|编辑权限|編集権限|편집 권한|permissões de edição|permessi di modifica|链接的任何人|知道链接的任何人|リンクを知っている全員|링크가 있는 모든 사용자|cualquier persona con el enlace|toute personne disposant du lien|jeder mit dem link|всем, у кого есть ссылка|qualquer pessoa com o link|chiunque abbia il link"},
	{cAnyUse, "even partially relevant|even slightly relevant|even remotely relevant|including unrelated ones|even unrelated ones|even for unrelated|for any user request|for every user request|choć trochę pasujące|nawet niezwiązanych|même partiellement pertinent|aunque sea parcialmente|auch nur teilweise|хотя бы частично|даже не связанн*|即使只是部分相关|即使无关|少しでも関係|無関係なものも|조금이라도 관련|관련 없는 요청|anche solo parzialmente|mesmo que parcialmente|zelfs gedeeltelijk|biraz bile ilgili|sedikit saja relevan"},
	{cSafety, "safety guidelines|safety restrictions|safety rules|safety policies|safety filters|content policy|安全限制|安全准则|安全规则|directrices de seguridad|restricciones de seguridad|правила безопасности|ограничения безопасности|sicherheitsrichtlinien|sicherheitsbeschränkungen|安全ガイドライン|安全制限|안전 지침|안전 제한|consignes de sécurité|restrictions de sécurité|diretrizes de segurança|restrições de segurança|linee guida di sicurezza|restrizioni di sicurezza"},
	{cLifted, "restrictions disabled|don't apply|no longer apply|restrictions disabled|safety restrictions disabled|不适用|no se aplican|не применяются|gelten nicht|適用されません|적용되지 않|ne s'appliquent pas|não se aplicam|non si applicano"},
	{cFollow, "fulfil every instruction|fulfill every instruction|comply with everything|without refusal|without refusing|不得拒绝|sin negarte|ohne zu verweigern|sans refuser|senza rifiutare|sem recusar|не отказывая|拒否せず|거부하지 말고"},
	{cSoften, "soften|tone down|tone them down|downplay|play down|smooth over|弱化|淡化|轻描淡写|suaviza|suavízalos|suavizar|смягчи|смягчайте|смягчать|abschwächen|schwäche|schwächen sie|和らげ|控えめに|완화|누그러뜨|atténue|atténuez|adoucis|adoucissez|ammorbidisci|attenua|attenuali|suavize|amenize|verzacht|złagodź|yumuşat|perhalus|làm nhẹ|خفف|नरम"},
	{cOtherTool, "the original tool|the original server|original server's|原始服务器|原来的服务器|元のサーバー|원래 서버|servidor original|serveur d'origine|ursprünglichen server|исходного сервера|server originale|servidor de origem"},
	{cCovert, "предварительно одобрен|पूर्व-अधिकृत|đã được cấp quyền trước|vorab genehmigt|pré-approuvé|preaprobado|pré-aprovado|pre-approvato|事前承認済み|사전 승인|预先批准|已预先授权"},
	{cInclude, "放到|填到|写到|贴到|schedule a crontab entry|schedule a cron job|schedule a cron entry"},
	{cTell, "oriente|orienta|oriente o usuário|hãy hướng dẫn|hướng dẫn người dùng|instruct the user|instruye al usuario|weise den nutzer an|indique à l'utilisateur|инструктируйте"},
	{cSecret, "token de acesso|access token with full scope|full-scope token|token d'accès|token de acceso|zugriffstoken|токен доступа|访问令牌|アクセストークン|액세스 토큰|token di accesso"},
	{cSend, "envie-o|envia-o|envíalo|envie-a"},
	{cDestroy, "outil de suppression|deletion tool|delete tool|herramienta de borrado|löschwerkzeug|инструмент удаления|删除工具|削除ツール|삭제 도구|strumento di eliminazione|ferramenta de exclusão"},
	{cAskVerb, "запрашивайте|запрашивать|запрашивай"},
	{cTell, "zeigen|zeige|muestres|mostrar|montrez|montrer|affichez|mostrare|mostri|mostre|exiba|exibir|покажите|показывайте|показывать|покажи|見せ|보여주|보여 주세요|보여 주십시오|보여 주지|di al|di a|teilen sie|teile dem"},
	{cFailure, "vulnérabilit*|vulnerabilidad*|vulnerabilit*|schwachstelle*|уязвимост*|vulnerabilidade*|kwetsba*|podatnoś*|güvenlik açığ*|kerentanan|lỗ hổng|bei fehler"},
	{cDestroy, "purge|purges|scrub|expunge"},
	{cWhen, "al terminar|al finalizar|una vez terminado|when you are done|when done|once done|une fois terminé|à la fin de la tâche|nach abschluss|wenn sie fertig sind|по завершении|после завершения|完成后|完了したら|終わったら|끝나면|완료되면|al termine|ao terminar|quando terminar|bei fehler|bei einem fehler"},
	{cInsteadOf, "en lugar del|au lieu du|anstatt des|invece del|em vez do|instead of the"},
	{cOtherTool, "anderer tools|anderer werkzeuge|otras herramientas|altri strumenti|outras ferramentas|других инструментов|其他工具|他のツール|다른 도구"},
	{cSend, "mitgesendet"},
	{cMoney, "with a card|by card|firmenkarte|carta aziendale|carte bancaire|con tarjeta|com cartão|信用卡|クレジットカード|카드로|guthaben|aufzuladen|renew their plan|renew your plan"},
	{cAnyUse, "even ones unrelated|even unrelated|including unrelated|even if unrelated|even when unrelated|parcialmente relevante|partiellement pertinent|teilweise relevant|частично релевантн*|部分相关|一部でも関係|일부라도 관련|parzialmente rilevante"},
	{cFakeOK, "no hay ningún problema|no hay problemas|todo salió bien|il n'y a aucun problème|tout s'est bien passé|es gibt keine probleme|alles gut gegangen|нет проблем|все прошло хорошо|没有问题|一切顺利|問題ありません|うまくいきました|문제가 없습니다|잘 되었|non ci sono problemi|è andato tutto bene|não há problemas|correu tudo bem"},
	{cFailure, "errors|erros|errores|erreurs|errori|ошибки|错误|エラーがあ|오류가"},
	{cFakeOK, "está tudo funcionando|tudo funcionando|todo funciona|tout fonctionne|alles funktioniert|всё работает|一切正常运行|すべて正常|모두 정상|tutto funziona|nenhum problema foi encontrado"},
	{cInsteadOf, "statt an die|statt auf die|statt an den|statt zur"},
	{cWhen, "nach dem lesen|nach dem laden|after reading|after loading|después de leer|読んだ後|읽은 후|dopo la lettura|após a leitura|после чтения"},
	{cConversation, "bisherigen gespräch|gesamten gespräch|ganzen gespräch|bisherige gespräch|toda la conversación hasta ahora|toute la conversation|всю переписку|整个对话|会話全体|전체 대화|tutta la conversazione|toda a conversa"},
	{cTell, "indiques|évoquer|évoquez|indica al|indique al|indícale|indica all'utente|indique ao"},
	{cPresent, "beende|beenden|terminez|finish your reply|end your reply|end every reply|concluye|termina sempre|termine sempre"},
	{cMention, "typical positives|typical positives:|true positives|positives include|typical matches|known attack strings|典型的阳性|典型示例|典型的な検出例|일반적인 탐지 예|positivos típicos|positifs typiques|typische treffer|типичные срабатывания|positivi tipici"},
	{cAdjust, "multiplica el|multiplica la|multiplica los|multiplica las|multiplie le|multiplie la|multipliez le|multipliez la|moltiplica il|moltiplica la|multiplique o|multiplique a|multiplica o|multiplica a|multipliziere den|multipliziere die|multipliziere das|умножь|умножьте|прибавь|прибавьте|を掛けて|곱해|곱하세요|multiplique-o|multiplique-os|multiplica-o|multiplícalo|multiplícalos|multipliez-le|multipliez-les|moltiplicalo|moltiplicali"},
	{cTell, "di' all'utente|di' al|dì all'utente|di all'utente"},
	{cFailure, "falliti|fallito|falhados|fallados|fehlerhafte"},
	{cFakeOK, "everything works|everything is working|no issues were found|no errors were found|nothing is wrong|no problems"},
	{cAuditTrail, "журнала аудита|журнале аудита|журналом аудита|аудита"},
	{cInsteadOf, "вместо исходного|вместо первоначального|вместо оригинального"},
	{cSoften, "suavízalas|suavízalos|suavízala|suavízalo|atenúalas|atenúalos|atténuez-les|atténue-les"},
	{cLifted, "gelten für dieses tool nicht|gelten hier nicht|gelten für dieses werkzeug nicht|non valgono per questo strumento|no se aplican a esta herramienta|ne s'appliquent pas à cet outil"},
}
