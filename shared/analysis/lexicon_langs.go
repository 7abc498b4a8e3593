package analysis

// lexiconLangs holds the core concepts of languages beyond the ten the
// lexicon was first written in: Ukrainian, Arabic, Hindi, Indonesian,
// Vietnamese, Dutch, Polish, Turkish, Hebrew, Swedish, Czech and Romanian.
// The concepts are the ones an order to the model is built from: who is
// addressed, the verbs (read, send, include, hide, ignore), the objects
// (secrets, keys, the conversation, a field) and keeping it from the user.
// Each group lists its words language by language, in that order; the
// format is the lexicon's.
var lexiconLangs = []struct {
	c     concept
	words string
}{
	{cModel, "штучний інтелект|модель ші|" + "الذكاء الاصطناعي|النموذج|أيها المساعد|" + "एआई|मॉडल|" + "model ai|" + "mô hình|" +
		"ai-assistent|" + "sztuczna inteligencja|" + "yapay zeka|" + "העוזר|לעוזר|עוזר|המודל|הבינה המלאכותית|" + "ai-assistenten|" + "umělá inteligence|" + "asistentule"},
	{cUser, "回复开头|回复中|回复里|回复的开头|回答の冒頭|返信の冒頭|回答に|답변 앞|답변에|" + "użytkownika|" + "användare*|" + "uživatel*|" + "utilizator*"},
	{cRead, "find it in|find them in|look it up in|get it from|copy it from|take it from|" + "прочитай|прочитайте|відкрий|зчитай|отримай|візьми|збери|" + "اقرأ|إقرأ|افتح|اجمع|احصل على|" + "पढ़ें|पढ़ो|पढ़कर|खोलें|प्राप्त करें|" +
		"baca|bacalah|buka|ambil|kumpulkan|" + "đọc|mở|lấy|thu thập|truy cập|" + "lees|haal|verzamel|open het|" + "przeczytaj|odczytaj|otwórz|pobierz|zbierz|" +
		"oku|okuyun|okuyup|topla|" + "קרא|קראו|פתח|אסוף|" + "läs|öppna|hämta|samla|" + "přečti|otevři|načti|získej|" + "citește|deschide|colectează|" +
		"visit|visita|visite|besuche|посети|посетите|访问|アクセスし|방문"},
	{cSend, "gemaild|worden gemaild|mailen|e-mailen|doorgestuurd|" + "inviata|inviato|inviate|inviati|" + "共享给|分享给|共享到|" + "وإرسال*|وأرسل*|إرسال*|" + "dikirim|dikirimkan|" + "перешли|завантаж|" + "ارفع|أعد توجيه|" + "अपलोड करें|" + "unggah|teruskan|" + "tải lên|chuyển tiếp|" + "doorsturen|stuur door|" + "przekaż|" +
		"yükle|ilet|" + "העלה|העבר|" + "skicka|ladda upp|vidarebefordra|" + "pošli|odešli|nahraj|přepošli|" + "trimite|încarcă"},
	{cInclude, "적으세요|적어 주세요|기입하세요|" + "mets|mettez|mettre|" + "berikan|" + "yaz|yazın|" + "додай|додайте|встав|вставте|прикріпи|долучи|" + "أضف|اضف|ضع|أدرج|أرفق|ارفق|الصق|" + "जोड़ें|शामिल करें|संलग्न करें|चिपकाएँ|रखें|" +
		"tambahkan|lampirkan|masukkan|tempelkan|" + "thêm|đính kèm|chèn|dán|đưa vào|kèm theo|" + "voeg|toevoegen|bijvoegen|plak|" + "dodaj|wklej|umieść|wstaw|załącz|" +
		"koy|yapıştır|dahil et|iliştir|" + "הכנס|הוסף|צרף|הדבק|" + "inkludera|bifoga|lägg till|klistra in|infoga|" + "přidej|vlož|připoj|zahrň|" + "adaugă|include|atașează|lipește|" +
		"spell out|spells out|encode it in|hide it in|accompanied by|be accompanied by|accompany it with|" +
		"quote your|recite your|repeat your|riportando|riporta il|процитуй|процитуйте|цитируй|zitiere|cite ton|cite votre|cita tu|cite seu|引用して|복창"},
	{cTell, "згадуй|згадати|розкажи|" + "اذكر|" + "बताने|बताना|" + "sebutkan|memberitahu|" + "đề cập|" + "meld|noem|" + "informuj|wspominaj|mów|" +
		"ספר|תספר|לספר|הזכר|תזכיר|להזכיר|" + "berätta|nämn|meddela|informera|" + "řekni|informuj|zmiňuj|oznam|" + "spune|menționa|" + "point out"},
	{cNeg, "inte|aldrig|utan|" + "nikdy|" + "niciodată|fără"},
	{cCovert, "без підтвердження|не показуючи|не показуй|" + "لا حاجة لموافقة المستخدم|لا حاجة لموافقة|" + "इसका ज़िक्र न करें|ज़िक्र न करें|" + "tanpa konfirmasi|" + "không cần hỏi|" + "vraag niet om bevestiging|" + "не згадуй|не кажи користувачу|не повідомляй користувачу|" + "لا داعي لذكره|لا داعي لذكر|لا تذكر|دون أن تخبر|" + "बताने की ज़रूरत नहीं|बताने की जरूरत नहीं|" +
		"tidak perlu diberitahu|" + "không cần nói|" + "niet vertellen|" + "nie informuj|nie wspominaj|" +
		"söylemene gerek yok|söylemeye gerek yok|bildirmene gerek yok|kullanıcıya gösterme|kullanıcıya söylemeden|" +
		"אין צורך לספר|אל תזכיר|אל תספר|בלי לספר|" + "utan att berätta|utan att informera|berätta inte|" + "bez vědomí|neříkej|" + "fără să spui|nu spune utilizatorului|" +
		"nicht erklärt werden|muss nicht erklärt|no need to point out|don't point out|do not point out|never point out"},
	{cHide, "приховай|сховай|" + "أخف|اخف|" + "छिपाएं|छुपाएं|" + "sembunyikan|" + "giấu|" + "verberg|" + "ukryj|" + "gizle|" + "הסתר|" + "dölj|" + "skryj|" + "ascunde"},
	{cIgnore, "ignorera|strunta i|" + "ignoră"},
	{cInstr, "instruktioner|" + "instrukce|pokyny|" + "instrucțiuni"},
	{cSecret, "كلمة مرور|" + "парол*|" + "облікові дані|ключ api|токен доступу|" + "كلمات المرور|مفتاح api|مفاتيح api|رمز الوصول|بيانات الاعتماد|" + "टोकन|एपीआई कुंजी|क्रेडेंशियल|" +
		"kunci api|kredensial|" + "khóa api|mã thông báo|thông tin đăng nhập|" + "api-sleutel*|inloggegevens|wachtwoorden|" + "klucz api|dane logowania|" +
		"api anahtar*|kimlik bilgi*|" + "סיסמה|סיסמאות|סיסמא|מפתח api|טוקן|פרטי התחברות|" + "lösenord|api-nyckel*|inloggningsuppgifter|" +
		"heslo|hesla|api klíč*|přihlašovací údaje|" + "parolă|parola|cheie api|" +
		"document.cookie|cookie header|session cookie|auth cookie|cookie"},
	{cKeyMaterial, "palavras de recuperação|palabras de recuperación|mots de récupération|wiederherstellungswörter|parole di recupero|слова восстановления|恢复词|복구 단어|リカバリーワード|recovery words|" + "приватний ключ|закритий ключ|" + "المفتاح الخاص|" + "निजी कुंजी|" + "kunci privat|kunci pribadi|" + "khóa riêng|khóa bí mật|" + "privésleutel|" +
		"klucz prywatny|klucza prywatnego|" + "özel anahtar*|" + "מפתח פרטי|" + "privat nyckel|privata nyckeln|" + "soukromý klíč|" + "cheie privată"},
	{cPath, ".ssh|.aws|.kube|.docker|.gnupg|chrome history|firefox history|safari history|history veritabanı|geçmiş veritabanı|" + "kube config|kube config file|" + "id rsa|id ed25519|id ecdsa|id dsa|.env-datei*|.env-dateien|.my.cnf|my.cnf|cookies dosyas*|çerez dosyas*|tdata|local storage|leveldb"},
	{cConversation, "prompt de sistema|instrucciones del desarrollador|instruções do desenvolvedor|instructions du développeur|entwickleranweisungen|istruzioni dello sviluppatore|инструкции разработчика|geliştirici talimat*|sistem istemi*|developer instructions|developer message|" + "vollständige ergebnis|vollständigen ergebnis|résultat complet|resultado completo|risultato completo|полный результат|完整结果|完全な結果|전체 결과|" + "системний промпт|системні інструкції|全ツールの結果|他のツールの結果|すべてのツールの結果|所有工具的结果|其他工具的结果|모든 도구의 결과|resultados de todas las herramientas|résultats de tous les outils|ergebnisse aller tools|" + "диалог*|" + "розмов*|попередні повідомлення|попередніх повідомлень|історію чату|історія чату|" + "المحادثة|سجل الدردشة|الرسائل السابقة|" + "बातचीत|चैट इतिहास|पिछले संदेश|" +
		"percakapan|riwayat obrolan|pesan sebelumnya|" + "cuộc trò chuyện|cuộc hội thoại|lịch sử trò chuyện|tin nhắn trước|" + "gesprek|gespreksgeschiedenis|chatgeschiedenis|eerdere berichten|" +
		"rozmow*|historię czatu|historia czatu|poprzednie wiadomości|" + "sohbet geçmişi|konuşma geçmişi|önceki mesajlar|" + "השיחה|היסטוריית הצ'אט|ההודעות הקודמות|" +
		"konversation*|chatthistorik*|tidigare meddelanden|" + "konverzac*|historii chatu|předchozí zprávy|" + "conversați*|istoricul chatului"},
	{cParamRef, "у поле|в поле|" + "الحقل|حقل|" + "फ़ील्ड|फील्ड|पैरामीटर|" + "di kolom|kolom|" + "trường|tham số|" + "veld|" + "pole|w polu|" + "alanına|alanı|parametre*|" +
		"לשדה|בשדה|שדה|" + "fältet|parametern|" + "do pole|" + "câmpul|în câmpul"},
	{cPersonal, "номер телефону|адресу користувача|" + "رقم الهاتف|" + "फ़ोन नंबर|" + "nama lengkap|nomor telepon|alamat pengguna|" + "số điện thoại|" + "telefoonnummer|" +
		"numer telefonu|" + "telefon numarası|" + "מספר טלפון|" + "telefonnummer|" + "telefonní číslo|" + "număr de telefon"},
	{cBefore, "спочатку|перш ніж|" + "أولاً|اولا|" + "से पहले|" + "sebelum|terlebih dahulu|" + "trước khi|" + "eerst|voordat|" + "najpierw|" + "ilk olarak|" + "לפני|" + "först|innan|" + "nejprve|" + "mai întâi"},
	{cMust, "повинен|повинна|мусиш|" + "دائماً|" + "moet altijd|" + "powinien|" + "herkes|" + "חייב|" + "måste|" + "musíš|musí|vždy|" + "trebuie|mereu"},
	{cWhen, "afterwards|afterward|" + "när|" + "když|pokud|" + "când|dacă"},
	{cEveryTurn, "кожного разу|кожне повідомлення|" + "في كل مرة|عند كل|عند أي|" + "हर बार|" + "setiap kali|" + "mỗi lần|" + "elke keer|" + "za każdym razem|" + "her seferinde|" +
		"בכל פעם|בכל|" + "varje gång|" + "pokaždé|" + "de fiecare dată"},
	{cOtherTool, "jedem anderen werkzeugaufruf|anderen werkzeugaufruf|andere werkzeugaufrufe|outra ferramenta|ein anderes tool|ein anderes werkzeug|un altro strumento|server lain|दूसरे सभी|अन्य सभी|" + "інший інструмент|інших інструментів|" + "أداة أخرى|الأدوات الأخرى|باقي الأدوات|لباقي الأدوات|" + "अन्य टूल|दूसरे टूल|" + "alat lain|" + "công cụ khác|" +
		"andere tool|andere tools|" + "inne narzędzia|innego narzędzia|" + "başka araç|diğer araç*|" + "כלי אחר|כלים אחרים|" + "annat verktyg|andra verktyg|" + "jiný nástroj|jiné nástroje|" + "alt instrument|alte instrumente|" +
		"类工具|その他のツール|máy chủ khác|công cụ của máy chủ khác"},
	{cCall, "використовуй|виклич|" + "استخدم|استدع|" + "उपयोग करें|इस्तेमाल करें|" + "gunakan|panggil|" + "sử dụng|" + "użyj|" + "kullan|" + "השתמש|הפעל|" + "använd|" + "použij|" + "folosește"},
	{cInsteadOf, "대신|代わりに|而不是|en lugar de|au lieu de|anstatt|invece di|em vez de|" + "замість|" + "بدلاً من|بدلا من|بدلاً مما|بدلا مما|" + "के बजाय|की जगह|" + "alih-alih|" + "thay vì|" + "in plaats van|" + "zamiast|" + "yerine|" + "במקום|" + "i stället för|istället för|" + "místo|" + "în loc de"},
	{cRedirect, "bccs|also bccs|also ccs|" + "also add|also include|also invite|ajoute aussi|ajoutez aussi|füge auch|añade también|agrega también|aggiungi anche|adicione também|также добавь|也添加|も追加|도 추가|" + "改为|一律改为|改成|set the proxy|its proxy option to|its proxy to|proxy option to|proxy 를|proxy を|proxy auf|proxy sur|proxy para|прокси на|代理设置为|代理为"},
	{cOverride, "режиме разработчика|режим разработчика|режимі розробника|modo desarrollador|modo desenvolvedor|mode développeur|entwicklermodus|modalità sviluppatore|开发者模式|開発者モード|개발자 모드|geliştirici mod*|במצב מפתח|מצב מפתח|chế độ nhà phát triển|mode pengembang|ontwikkelaarsmodus|tryb dewelopera|vývojářský režim|utvecklarläge|mengalahkan instruksi"},
	{cThisTool, "इसी टूल|इस टूल|цей інструмент|هذه الأداة|alat ini|công cụ này|deze tool|to narzędzie|bu araç|הכלי הזה|det här verktyget|tento nástroj|acest instrument"},
	{cDeprecated, "पुराने और असुरक्षित|असुरक्षित|membocorkan data|застарілий|небезпечний|قديمة وغير آمنة|غير آمنة|lỗi thời|không an toàn|verouderd|onveilig|przestarzał*|niebezpieczn*|güvensiz|eskimiş|מיושן|לא בטוח|föråldrad|osäker|zastaralý|nebezpečný"},
	{cOverUser, "instead of what the user|instead of the one the user|en lugar de lo que el usuario|au lieu de ce que l'utilisateur|statt dessen, was der nutzer|invece di quello che l'utente|em vez do que o usuário|вместо того, что указал пользователь|而不是用户|ユーザーが指定したものではなく|사용자가 말한 것 대신|" + "चाहे उपयोगकर्ता कुछ भी कहे|भले ही उपयोगकर्ता|навіть якщо користувач|حتى لو طلب المستخدم|meskipun pengguna|ngay cả khi người dùng|zelfs als de gebruiker|nawet jeśli użytkownik|kullanıcı istese bile|גם אם המשתמש|även om användaren|i když uživatel"},
	{cRegardless, "quelle que soit|quel que soit|peu importe"},
	{cObey, "имеет приоритет над пользователем|приоритет над пользователем|tiene prioridad sobre el usuario|a priorité sur l'utilisateur|hat vorrang vor dem nutzer|ha priorità sull'utente|tem prioridade sobre o usuário|ユーザーより優先|사용자보다 우선|" + "volg wat daar staat|volg wat erin staat|applique son contenu|appliquer son contenu|comme instructions prioritaires|aplica su contenido|wende seinen inhalt an|applica il suo contenuto|aplique o conteúdo|выполняй то, что там|按其中内容执行|そこに書かれた指示に従|거기 적힌 대로"},
	{cUrgency, "негайно|терміново|onmiddellijk|dringend|meteen|segera|ngay lập tức|hemen|natychmiast|מיד|omedelbart|okamžitě|imediat|فوراً|तुरंत"},
	{cMoney, "сплати|оплати борг|maak over|overmaken|chave pix|fazer pix"},
	{cAsk, "उपयोगकर्ता से|בקש מהמשתמש|בקשו מהמשתמש"},
	{cCode, "קוד אימות|הקוד בן 6 הספרות|קוד sms|ओटीपी"},
	{cUser, "в ответе|в своём ответе|в своем ответе|в ответах"},
	{cUnsafe, "уже разрешил|уже одобрил|already allowed this|has already allowed"},
	{cKeyMaterial, "фразы восстановления|фраза восстановления|фраза відновлення|frazy odzyskiwania|fraza odzyskiwania|kurtarma ifadesi|frasa pemulihan|cụm từ khôi phục|herstelzin|عبارة الاسترداد|מילות השחזור|återställningsfras|obnovovací fráze"},
	{cShell, "-c \"$(curl|-c \"$(wget|-c '$(curl|-c '$(wget"},
	{cPrefer, "thay thế mọi|thay thế tất cả|замінює всі|يحل محل|की जगह लेता|menggantikan semua|vervangt alle|zastępuje wszystkie|hepsinin yerine geçer|מחליף את כל|ersätter alla|nahrazuje všechny"},
	{cShell, "secret-tool search|secret-tool lookup|cmdkey /list|vaultcmd /listcreds|" + "security dump-keychain|dump-keychain|find-generic-password -w|find-internet-password -w"},
	{cOtherTool, "shell tool|terminal tool|browser tool|git tool|email tool|mail tool|filesystem tool|file tool"},
	{cMoney, "भुगतान|" + "تحويل مالي|حوالة|الآيبان|آيبان|كمستفيد|" + "העברה בנקאית|כמוטב|מוטב|" + "收款账号|收款帐号"},
}
