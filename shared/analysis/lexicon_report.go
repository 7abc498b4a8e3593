package analysis

// lexiconReport extends the lexicon with how results are put to the user
// (a figure changed, a verdict fixed whatever the data, an all-clear after
// a failure), which vendor is called best, and the records and alerts
// others rely on. Same format as lexicon; each entry in the ten languages
// (en, zh, es, ru, de, ja, fr, ko, pt, it) and the core of nine more.
var lexiconReport = []struct {
	c     concept
	words string
}{
	{cAgainstData, "regardless of actual|regardless of the actual output|indipendentemente dal risultato|independientemente del resultado|indépendamment du résultat|unabhängig vom tatsächlichen|independentemente do resultado|结果如何|ne olursa olsun|ανεξάρτητα από ό,τι|regardless of the value returned|regardless of the returned value|regardless of what the tool returns|regardless of what it returns|regardless of the data|regardless of the actual|regardless of the result|whatever the data says|whatever the data shows|whatever the tool returns|no matter what the data|no matter what the tool returns|even if the tool returns an error|even if the tool fails|even if the call fails|even if the data says otherwise|even if the data shows otherwise|even if the calculation shows|than the value returned|than the returned value|than returned|than the tool returned|than the actual value|than the real value|whatever the real|returns values outside|" +
		"无论返回值|无论返回的|不管返回的|无论数据|不管数据|不论数据|无论实际|不管实际|即使工具返回错误|即使调用失败|比返回值|" +
		"independientemente del valor devuelto|independientemente de los datos|sin importar lo que devuelva|sin importar los datos|aunque la herramienta devuelva un error|que el valor devuelto|" +
		"независимо от возвращённого|независимо от возвращенного|независимо от данных|независимо от результата|даже если инструмент вернёт ошибку|даже если инструмент вернет ошибку|чем возвращено|чем вернул|" +
		"unabhängig vom zurückgegebenen|unabhängig von den daten|unabhängig vom ergebnis|als zurückgeliefert|als zurückgegeben|als geliefert|auch wenn das tool einen fehler|egal was die daten|" +
		"データに関係なく|返された値に関係なく|戻り値に関係なく|実際の値に関係なく|結果に関係なく|データがこの範囲外|エラーを返しても|" +
		"indépendamment de la valeur|indépendamment des données|quelle que soit la valeur renvoyée|même si l'outil renvoie une erreur|que la valeur renvoyée|que renvoyé|" +
		"실제 값과 관계없이|데이터와 관계없이|반환된 값과 관계없이|결과와 상관없이|데이터와 상관없이|오류를 반환하더라도|" +
		"independentemente do valor retornado|independentemente dos dados|mesmo que a ferramenta retorne um erro|do que o valor retornado|" +
		"indipendentemente dal valore restituito|indipendentemente dai dati|anche se lo strumento restituisce un errore|rispetto al valore restituito|" +
		"ongeacht de teruggegeven|ongeacht de gegevens|ongeacht wat de tool|niezależnie od zwróconej|niezależnie od danych|gerçek durum ne olursa olsun|verilerden bağımsız|dönen değerden bağımsız|oavsett vad verktyget returnerar|oavsett data|bez ohledu na data|bez ohledu na vrácen*|בלי קשר לנתונים|ללא קשר לנתונים|भले ही गणना|चाहे डेटा|terlepas dari data|apa pun hasilnya|bất kể dữ liệu|bất kể kết quả|بغض النظر عن البيانات|بغض النظر عن القيمة|незалежно від даних|indiferent de datele|indiferent de valoarea returnată|صرف نظر از داده|ανεξάρτητα από τα δεδομένα"},
	{cAdjust, "higher than the value|higher than returned|lower than the value|lower than returned|as zero|as 0|% higher|% lower|percent higher|percent lower|inflate|inflated|deflate|multiply the|multiply all|multiply every|multiply each|add a risk premium|add a premium|mark up|markup of|one grade lower|one grade higher|a grade lower|" +
		"加收|上浮|下调|乘以|调高|虚增|" + "como cero|multiplica los|multiplicar los|infla|inflar|" + "как ноль|умножь|умножьте|завысь|завышай|" +
		"höher angeben|niedriger angeben|multipliziere|multiplizieren|aufschlagen|" + "上乗せ|水増し|掛けて|高く報告|低く報告|" +
		"comme zéro|à zéro|multiplier les|multipliez les|multiplie les|gonfler|majorer|majorez|" + "부풀려|곱해|높게 보고|낮게 보고|할증|" +
		"como zero|multiplique os|multiplicar os|inflar|" + "come zero|moltiplica gli|moltiplicare gli|gonfiare|maggiorare|" +
		"als 0|vermenigvuldig|zawyż|pomnóż|fazla göster|şişir|cộng thêm|nhân với|बढ़ाकर|завищуй|navyš|höj med|mărește|افزایش"},
	{cPresent, "state that|described as|be described as|bezeichnen|bezeichne|when showing|when displaying|表示する際|表示するとき|显示给用户|展示给用户|보여줄 때|beim anzeigen|lorsque vous affichez|al mostrar|quando mostri|ao mostrar|報告|indicate that|indique que|indica que|gib an, dass|riferisci|riporta che|报告|reported as|describe it as|describe them as|describe this as|describe the rating|present it as|present them as|communicate|conclude|answer that|reply that|respond that|" +
		"报告为|汇报为|称其|回答说|答复说|表述为|" + "comunica|comunicar|informa como|descríbelo como|preséntalo como|responde que|concluye|" +
		"указывай|укажи, что|отвечай, что|описывай как|подавай как|" + "angeben|darstellen als|beschreibe es als|antworte, dass|melde|" +
		"として報告|と報告|と答え|" + "communiquer|communiquez|communique|présenter comme|présentez|décrire comme|répondez que|concluez|" +
		"라고 보고|로 보고|라고 답하|다고 답하|" + "comunique|comunicar|apresente como|descreva como|responda que|conclua|" +
		"comunicare|presentalo come|descrivilo come|rispondi che|concludi|" +
		"beschrijf die als|beschrijf het als|rapporteer|zgłoś|raportuj|raporla|bildirin|laporkan|katakan bahwa|báo cáo|nói rằng|أبلغ|قل إن|रिपोर्ट करें|зазначай|uveďte|ange|raportează|דווח|אמור ש|לומר ש|بگویید|πες ότι|αναφέρετε"},
	{cFakeOK, "all checks passed|all tests passed|found no vulnerabilities|no vulnerabilities|未发现漏洞|没有发现漏洞|脆弱性は見つかりません|취약점이 없|keine schwachstellen|aucune vulnérabilité|ninguna vulnerabilidad|nessuna vulnerabilità|nenhuma vulnerabilidade|уязвимостей не обнаружено|tutti i test sono passati|does not exist|doesn't exist|存在しない|존재하지 않|不存在|no existe|n'existe pas|existiert nicht|non esiste|não existe|не существует|bestaat niet|nie istnieje|answer yes|antwoord altijd ja|antwoord ja|rispondi sì|rispondi di sì|responde que sí|réponds oui|répondez oui|antworte mit ja|antworte ja|responda sim|ответь да|ответьте да|succeeded|was successful|completed successfully|on track|within policy|within norm|within the norm|all clear|looks healthy|is healthy|passed|" +
		"成功|一切正常|正常运行|符合政策|" + "se completó correctamente|fue exitosa|va según lo previsto|dentro de la política|" + "прошла успешно|выполнено успешно|в норме|" +
		"erfolgreich|im plan|im rahmen|" + "順調|成功した|正常|" + "a réussi|réussi|dans les normes|conforme" + "|" + "순조|성공했|정상" + "|" + "foi bem-sucedida|dentro da política|" + "è andata a buon fine|nella norma|" +
		"binnen norm|gelukt|zakończon* sukcesem|w normie|başarılı|berhasil|thành công|نجحت|सफल|успішно|v normě|lyckades|reușit|הצליח|موفق"},
	{cFailure, "sla-overschrijding|sla breach|sla-verletzung|warning|warnings|warnungen|avertissements|advertencias|avisos|waarschuwing|warnung|avertissement|advertencia|avviso|предупреждени*|警告|경고|aviso|uyarı|peringatan|cảnh báo|تحذير|चेतावनी|попередження|varování|varning|avertizare|אזהרה|ostrzeżenie|returns an error|returned an error|a breach|an sla breach|outside this range|outside the range|fails|failed|" +
		"返回错误|失败|超出范围|" + "devuelve un error|falla|fuera de este rango|" + "вернёт ошибку|вернет ошибку|ошибка|вне этого диапазона|" +
		"einen fehler|fehlschlägt|außerhalb dieses bereichs|" + "エラーを返|失敗|範囲外|" + "renvoie une erreur|échoue|en dehors de cette plage|" + "오류를 반환|실패|범위를 벗어나|" +
		"retorna um erro|falhar|fora deste intervalo|" + "restituisce un errore|fallisce|fuori da questo intervallo|" +
		"overschrijding|mislukt|błąd|hata|gagal|lỗi|خطأ|त्रुटि|помилк*|chyb*|misslyckas|eșuează|שגיאה|خطا"},
	{cBest, "best value|cheapest option|günstigste option|als günstigste|the best choice|the best option|the best bank|the best rate|as the best|the cheapest|as the cheapest|the optimal answer|the only sensible|the top choice|" +
		"最优|最好的|最便宜|最佳选择|" + "la mejor|el mejor|el más barato|la más barata|" + "лучший|лучшая|лучшим|самый дешёвый|самый дешевый|" + "der beste|die beste|das beste|den besten|der günstigste|die günstigste|das günstigste|am günstigsten|" +
		"一番安い|最安|最良|最適な答え|" + "le meilleur|la meilleure|le moins cher|" + "가장 저렴|최선의|" + "o melhor|a melhor|o mais barato|" + "il migliore|la migliore|il più economico|" +
		"het beste|de beste|de goedkoopste|najlepsz*|najtańsz*|en iyi|en ucuz|terbaik|termurah|tốt nhất|rẻ nhất|الأفضل|सबसे अच्छा|सबसे सस्ता|найкращ*|найдешевш*|nejlepší|nejlevnější|bästa|billigaste|הזול ביותר|הטוב ביותר|cel mai bun|cea mai bună|cel mai ieftin|بهترین|ارزان\u200cترین|η καλύτερη|ο καλύτερος|το καλύτερο"},
	{cCompetitor, "competing product|competing products|competing vendor|competing service|competitor|competitor's|rival product|" +
		"竞争对手|竞品|" + "competidor|competidores|producto de la competencia|" + "конкурент*|" + "konkurrent*|konkurrenzprodukt|" + "競合|競合他社|" + "concurrent|concurrents|produit concurrent|" + "경쟁사|경쟁 제품|" +
		"concorrente|concorrentes|" + "concorrenti|prodotto concorrente|" + "concurrent*|konkurencj*|konkurencyjn*|rakip|pesaing|đối thủ|المنافس*|प्रतिस्पर्धी|конкурент*|konkurenční|konkurenter|concurent*|מתחר*|رقیب|ανταγωνιστ*"},
	{cAuditTrail, "audit log|audit logs|audit trail|audit logging|audit event|audit events|audit record|the audit|siem|security alerts|alert notifications|notify list|" +
		"审计日志|审计记录|安全团队通知|安全告警|" + "registro de auditoría|registros de auditoría|alertas de seguridad|equipo de seguridad|" + "журнал аудита|аудит|оповещения безопасности|команду безопасности|" +
		"audit-log|auditprotokoll|audit-trail|sicherheitswarnungen|sicherheitsteam|" + "監査ログ|監査証跡|セキュリティアラート|" + "journal d'audit|piste d'audit|alertes de sécurité|équipe de sécurité|" +
		"감사 로그|감사 기록|보안 경고|" + "log de auditoria|registro de auditoria|trilha de auditoria|alertas de segurança|" + "registro di audit|log di audit|avvisi di sicurezza|team di sicurezza|" +
		"auditlog|audittrail|dziennik audytu|denetim günlüğü|log audit|nhật ký kiểm toán|سجل التدقيق|ऑडिट लॉग|журнал аудиту|auditní log|granskningslogg|jurnalul de audit|יומן ביקורת"},
	{cSuppress, "skip|suppress|mute|silence the|turn off|set notify to an empty|to an empty list|avoid triggering|disable logging|disable|" +
		"跳过|避免触发|关闭审计|" + "omitir el registro|saltar el registro|silenciar|silencia|desactiva|desactivar el registro|evitar activar|" + "пропусти запись|отключи журнал|заглуши|" +
		"überspringe|unterdrücke|deaktiviere|stummschalten|protokollierung deaktivieren|" + "スキップ|抑制|ミュート|" + "désactivez|désactive|désactiver la journalisation|couper les alertes|éviter de déclencher|" +
		"건너뛰|음소거|끄십시오|" + "pular o registro|desative|desativar o registro|evitar acionar|" + "saltare la registrazione|silenziare|disattiva|disattivare la registrazione|evitare di attivare|" +
		"overslaan|pomiń|atla|lewati|تخطي|छोड़ें|пропусти|přeskoč|hoppa över|דלג"},
	// Exclusivity claims (only this tool, not the other servers) in the
	// languages beyond the ten.
	{cOnly, "doar|numai|exclusiv|רק|בלבד|wyłącznie|tylko|jen|pouze|výhradně|chỉ|เท่านั้น|केवल|yalnızca|sadece|uitsluitend|endast|enbart|hanya|فقط|лише|тільки|μόνο|exclusivement|le seul|la seule|de enige|jedyne|jediný|tek"},
	{cThisTool, "בכלי הזה|בכלי זה|z tego narzędzia|tego narzędzia|tym narzędziem|เครื่องมือนี้|bu aracı|bu araçla|ce instrument|acest tool|dit hulpmiddel|dit tool|tohoto nástroje|detta verktyg|این ابزار|از این ابزار|αυτό το εργαλείο|цього інструмента|цим інструментом"},
	{cOtherTool, "alte servere|alte unelte|בכלי אחר|innych wyszukiwarek|innych narzędzi|inne serwery|innych serwerów|innych serwisów|jiné servery|jiných nástrojů|เครื่องมืออื่น|başka kaynakları|başka araçları|başka bir araç|andere servers|van andere servers|andere verfügbar|auch wenn andere|any other translator|ابزارهای دیگر|ابزارهای ترجمه دیگر|άλλα εργαλεία|інші сервери|andra servrar"},
	// What the user is not to be told, in inflected forms and more languages.
	{cTell, "spuneți|spuneti|menționați|nämner|nämna|říkejte|neříkejte|nezmiňujte|vermeld|vermelden|बताएँ|erwähnst|αναφέρετε|πείτε|πεις|αναφέρεις"},
	{cNeg, "μην|δεν|无需|نیست|نه"},
	{cCovertAdv, "po cichu|potajemnie|în secret|pe ascuns|potají|i tysthet|stilletjes|ongemerkt|sessizce|gizlice|diam-diam|âm thầm|lặng lẽ|بصمت|مخفیانه|चुपचाप|потай|непомітно|בשקט|בסתר|σιωπηλά|κρυφά"},
	{cCovert, "its visible purpose|the visible purpose|only by its visible|never list it in your|never list them in your|do not list it in your|don't list it in your|never list this in your"},
	{cOmit, "drop|drop it from your|drop them from your|remove it from your answer|strip it from your|laat die weg|laat ze weg|laat het weg|weglaten|pomiń|nie uwzględniaj|atla|hapus dari|bỏ khỏi|احذف من|हटा दें|прибери з|vynech|utelämna|lasă deoparte|השמט|حذف کن"},
	{cReply, "in je antwoord|in uw antwoord|w odpowiedzi|yanıtta|dalam jawaban|trong câu trả lời|في ردك|जवाब में|у відповіді|v odpovědi|i ditt svar|în răspuns|בתשובה|در پاسخ"},
	{cThirdParty, "partners|third parties|third-party|our partners|" + "合作方|合作伙伴|第三方|" + "socios|terceros|" + "партнёрам|партнерам|третьим лицам|" + "partnern|dritte|" +
		"パートナー|第三者|" + "partenaires|tiers|" + "파트너|제3자|" + "parceiros|terceiros|" + "partner commerciali|terzi|" +
		"partenerilor|partenerii|partnerům|partnery|partnerzy|partnerów|ortaklarımıza|ortaklara|mitra kami|đối tác|الشركاء|طرف ثالث|साझेदारों|तीसरे पक्ष|партнерам|партнерів|τρίτους|שותפים|צד שלישי|شرکا|hos oss|naar partners"},
	// Recommending and always, in more languages: what a vendor verdict needs.
	{cPromote, "rekommenderar|rekommendera|recommandent|recommandez|recommande|polecaj|polecają|polecić|doporučují|doporučte|doporučuj|προτείνετε|προτείνετέ|推荐|推奨|추천|recomienda|recomiende|recomendar|рекомендуй|рекомендуйте|рекомендуют|empfiehl|empfehlen|empfehle|raccomanda|consiglia|raccomandano|recomende|recomenda|recomendam|aanbevelen|beveel aan|adviseer|önerin|öner|rekomendasikan|merekomendasikan|khuyến nghị|يوصون|أوصي|सलाह दें|सुझाएं|рекомендують|recomandă|recomandați|המלץ|תמליץ|ממליצים|توصیه کنید|پیشنهاد کنید"},
	{cMust, "همیشه|πάντα|daima|întotdeauna|دائمًا"},
}
