package analysis

// lexiconLangsMore fills the gaps lexiconLangs left in Arabic, Hindi,
// Indonesian, Turkish, Vietnamese, Polish, Dutch and Ukrainian: keeping it
// from the user ("no need to explain", "don't show"), asking the user for a
// code, one-time codes, calling a tool, approval claimed, the reply made
// conditional on the user ("only if the user asks"). Each group lists its
// words language by language in that order; the format is the lexicon's.
// Thai, which spaces only phrases, matches inside words (isUnspaced).
var lexiconLangsMore = []struct {
	c     concept
	words string
}{
	{cCovert, "لا حاجة لشرح|لا حاجة لشرحه|لا حاجة لشرحها|لا داعي للشرح|لا داعي لشرح|لا داعي لشرحه|دون ذكر السبب|دون شرح السبب|بدون شرح|لا تشرح|دون أن يلاحظ|دون علمه|" +
		"समझाने की ज़रूरत नहीं|समझाने की जरूरत नहीं|कारण बताने की ज़रूरत नहीं|कारण बताने की जरूरत नहीं|बताने की आवश्यकता नहीं|कभी न बताएं|कभी न बताएँ|मत बताइए|मत बताएं|मत बताएँ|" +
		"tidak perlu menjelaskan|tanpa penjelasan|tidak perlu menyebut|tidak perlu menyebutkan|jangan jelaskan|tanpa sepengetahuan|" +
		"açıklama yapma|açıklama yapmayın|açıklama yapmayınız|açıklamana gerek yok|açıklamaya gerek yok|açıklamanıza gerek yok|belirtmene gerek yok|söylemeyin|söylemeyiniz|bahsetmeyin|bahsetmeyiniz|belirtmeyin|haberi olmadan|fark ettirmeden|" +
		"không cần giải thích|khong can giai thich|đừng giải thích|không cho người dùng biết|không để người dùng biết|khong cho nguoi dung biet|" +
		"nie wyjaśniaj|nie tłumacz dlaczego|bez wyjaśnień|bez wyjaśniania|nie trzeba wyjaśniać|nie musisz wyjaśniać|nie informując|bez informowania|" +
		"niet uitleggen|leg niet uit|hoeft niet uitgelegd|zonder uitleg|zeg niets|vertel niets|niets over vertellen|zonder medeweten|zonder dat de gebruiker het merkt|" +
		"не пояснюйте|не пояснюй|пояснювати не потрібно|не потрібно пояснювати|без пояснень|не показуйте|не кажіть|не повідомляйте|не повідомляючи"},
	{cCovertAdv, "سراً|خفية|بشكل خفي|" + "गुप्त रूप से|चुपके से|" + "secara rahasia|" + "gizlice|sessiz sessiz|" + "lặng lẽ|" + "ukradkiem|" + "ongemerkt|in het geheim|" + "таємно|потай|нишком"},
	{cAsk, "اطلب من المستخدم|تطلب من المستخدم|اطلب من العميل|تطلب من العميل|اسأل المستخدم|اسأل العميل|" + "ग्राहक से पूछें|" + "tanyakan kepada pengguna|mintalah pengguna|minta kepada pengguna|" + "müşteriden iste|kullanıcıya sor|" +
		"hỏi người dùng|hoi nguoi dung|yêu cầu người dùng cung cấp|" + "poproś użytkownika|poproś klienta|zapytaj użytkownika|" + "vraag de klant|" + "попросіть користувача|попроси користувача|запитай користувача|отримати від користувача|отримай від користувача"},
	{cCode, "kod blik|kodu blik|kodem blik|kod sms|kod z sms|kodu z sms|" + "код з sms|код із sms|код з смс|код дія.підпису|" + "sms kodu|sms kodunu|gelen sms kodu|doğrulama kodunu|" + "kode otp|kode verifikasi|" + "mã xác thực|mã xác minh|ma otp|" + "otp कोड|" + "رمز التفعيل|رمز التحقق لمرة واحدة|" + "sms-code|verificatiecode"},
	{cCall, "قم باستدعاء|استدعِ|" + "jalankan|" + "çağır|çağırın|çağırıp|" + "hãy gọi|gọi công cụ|" + "uruchom|" + "roep|" + "викличте|скористайся|скористайтеся"},
	{cIgnore, "انس|تخط|" + "नज़रअंदाज़ करें|नजरअंदाज करें|अनदेखा करें|" + "lupakan|" + "görmezden gel|dikkate alma|" + "phớt lờ|" + "zapomnij o|" + "vergeet|" + "забудь|не зважай на"},
	{cUnsafe, "لا حاجة لتأكيد|لا تطلب تأكيد|تمت الموافقة مسبقا|معتمد مسبقا|" + "पुष्टि की आवश्यकता नहीं|पुष्टि की ज़रूरत नहीं|पुष्टि की जरूरत नहीं|पहले से स्वीकृत|" + "tidak perlu konfirmasi|sudah disetujui sebelumnya|" +
		"onay isteme|onay istemeyin|önceden onaylandı|önceden onaylanmış|onay beklemeden|" + "không cần xác nhận|đã được phê duyệt trước|không cần chờ xác nhận|" + "nie pytaj o potwierdzenie|nie proś o potwierdzenie|wcześniej zatwierdzone|" +
		"zonder bevestiging te vragen|" + "не питай підтвердження|не просіть підтвердження|вже схвалено|попередньо схвалено"},
	{cConsent, "فقط إذا طلب المستخدم|إذا طلب المستخدم ذلك|بعد موافقة المستخدم|بناء على طلب المستخدم|" + "केवल जब उपयोगकर्ता कहे|उपयोगकर्ता के कहने पर|उपयोगकर्ता की अनुमति से|उपयोगकर्ता की सहमति से|" +
		"hanya jika pengguna meminta|atas permintaan pengguna|dengan persetujuan pengguna|setelah pengguna mengonfirmasi|" + "yalnızca kullanıcı isterse|sadece kullanıcı isterse|kullanıcı isterse|kullanıcı onayladıktan sonra|" +
		"chỉ khi người dùng yêu cầu|khi người dùng yêu cầu|sau khi người dùng xác nhận|với sự đồng ý của người dùng|" + "tylko na prośbę użytkownika|na prośbę użytkownika|po potwierdzeniu przez użytkownika|" +
		"alleen als de gebruiker erom vraagt|op verzoek van de gebruiker|na bevestiging door de gebruiker|" + "лише на прохання користувача|на прохання користувача|за згодою користувача|після підтвердження користувачем"},
	{cInclude, "يضع|تضع|ضعها|ضعهما|يرفق|ترفق|يدرج|تدرج|" + "डालें|डाल दें|" + "cantumkan|" + "ekleyin|ekleyip|" + "ghi vào|" + "wpisz|" + "vul in|" + "впишіть|впиши|вкажіть"},
	{cUser, "यूज़र|यूजर|" + "kullanıcınız|" + "người sử dụng"},
	{cTell, "दिखाएं|दिखाएँ|" + "tampilkan|tunjukkan|" + "göster|gösterme|belirtme|" + "hiển thị|" + "pokazuj|pokaż|" + "toon|" + "показуй"},
	{cUser, "ผู้ใช้|ผู้ใช้งาน"},
	{cModel, "ผู้ช่วย ai|ผู้ช่วยเอไอ|ผู้ช่วย|โมเดล|เอไอ"},
	{cNeg, "อย่า|ห้าม|ไม่ต้อง|โดยไม่"},
	{cCovert, "ไม่ต้องบอกผู้ใช้|ไม่ต้องแจ้งผู้ใช้|อย่าแจ้งผู้ใช้|อย่าบอกผู้ใช้|โดยไม่แจ้งผู้ใช้|โดยไม่บอกผู้ใช้|ไม่ต้องถามหรือแจ้งผู้ใช้|ไม่ต้องสอบถามผู้ใช้|ไม่ต้องถามผู้ใช้|ไม่ต้องอธิบาย|โดยไม่ต้องอธิบาย|โดยที่ผู้ใช้ไม่รู้|โดยไม่ต้องแจ้ง|ให้แจ้งเพียงว่า|บอกเพียงว่า"},
	{cCovertAdv, "อย่างเงียบ ๆ|อย่างเงียบๆ|เงียบ ๆ|อย่างลับ ๆ|อย่างลับๆ|แอบ"},
	{cHide, "ซ่อน"},
	{cRead, "อ่าน|ดึง|คัดลอก|รวบรวม"},
	{cSend, "ส่งต่อ|ส่งสำเนา|อัปโหลด|ส่ง"},
	{cInclude, "แนบ|ใส่|วาง"},
	{cSecret, "รหัสผ่าน|โทเค็น|คีย์ api|ข้อมูลรับรอง|รหัส pin"},
	{cCode, "รหัสยืนยัน|รหัส otp|รหัสotp"},
	{cConversation, "ประวัติการสนทนา|ประวัติสนทนา|บทสนทนา|ประวัติแชท|ประวัติแชต|ข้อความในแชต|ข้อความในแชท"},
	{cPersonal, "เลขบัตรประชาชน|เบอร์โทร|เลขบัญชี"},
	{cIgnore, "เพิกเฉย|ละเว้น|ไม่ต้องสนใจ"},
	{cCall, "เรียกใช้|ให้เรียก"},
	{cOtherTool, "เครื่องมืออื่น"},
	{cThisTool, "เครื่องมือนี้"},
	{cUrgency, "ทันที|ด่วน"},
	{cMust, "เสมอ"},
	{cEveryTurn, "ทุกครั้ง|ทุกบทสนทนา"},
	{cParamRef, "ฟิลด์|พารามิเตอร์|ช่อง"},
	{cMention, "ตัวอย่างเช่น|เช่น|ตรวจจับ"},
	{cConsent, "ให้ผู้ใช้ตรวจสอบและยืนยันก่อน|ให้ผู้ใช้ยืนยันก่อน|ผู้ใช้ยืนยันก่อน|หลังผู้ใช้ยืนยัน|เมื่อผู้ใช้ขอ|เมื่อผู้ใช้ร้องขอ|ตามคำขอของผู้ใช้"},
	{cAsk, "ขอให้ผู้ใช้|ถามผู้ใช้"},
	{cInsteadOf, "แทนที่|แทนบัญชี|แทนของ"},
	{cPersist, "จดจำคำสั่งนี้|หน่วยความจำถาวร|ในทุกบทสนทนาต่อจากนี้"},
	{cDeprecated, "ไม่ปลอดภัย"},
	{cRedirect, "เปลี่ยนบัญชีรับเงิน|เปลี่ยนเลขผู้รับ"},
	{cTag, "[ระบบ]"},
}
