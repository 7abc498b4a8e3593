package analysis

// lexiconLangs28 adds the core concepts of Malay, Filipino, Persian,
// Urdu, Bengali and Swahili, and more Thai (which lexicon_rec25b.go began
// and which matches inside a run of letters, isUnspaced), then fills gaps
// in Vietnamese, Indonesian, Arabic, Hindi, Turkish and Hebrew: who is
// addressed, the verbs (read, send, include, tell, hide, ignore, ask the
// user for, call), the objects (secrets, codes, the conversation, identity
// numbers), keeping it from the user, negation and quotation. Each group
// lists its words language by language in the order ms, tl, fa, ur, bn,
// sw, th, then the filled languages; the format is the lexicon's. Persian
// and Urdu are written with their own letters (ی, ک, ہ), as their writers
// type them; a trailing * marks a stem that takes suffixes (کاربران,
// কথোপকথনের).
var lexiconLangs28 = []struct {
	c     concept
	words string
}{
	{cUser, "kepada pengguna|" + "gumagamit|sa user|ng user|" + "کاربر*|" + "صارف*|" + "ব্যবহারকারী*|গ্রাহক*|" + "mtumiaji|watumiaji|kwa mtumiaji|mteja|wateja"},
	{cModel, "pembantu ai|pembantu maya|" + "katulong na ai|" + "دستیار|هوش مصنوعی|" + "اسسٹنٹ|مصنوعی ذہانت|اے آئی|" + "সহকারী|এআই|" + "msaidizi|akili bandia"},
	{cRead, "salin|salinkan|kumpul|dapatkan|" + "basahin|kunin|kopyahin|kolektahin|ipunin|buksan|" + "بخوان|بخوانید|باز کن|جمع کن|جمع آوری کن|کپی کن|استخراج کن|" +
		"پڑھیں|پڑھ کر|کھولیں|جمع کریں|کاپی کریں|نکالیں|" + "পড়ুন|পড়ে|খুলুন|সংগ্রহ করুন|কপি করুন|" + "soma|isome|fungua|chukua|kusanya|nakili|" + "เปิดอ่าน|เก็บรวบรวม"},
	{cSend, "hantar|hantarkan|dihantar|majukan|muat naik|kongsikan|" + "ipadala|ipinapadala|ipasa|ipinapasa|i-forward|i-upload|padalhan|" + "بفرست|بفرستید|ارسال کن|ارسال کنید|فرستاده|فوروارد کن|آپلود کن|" +
		"بھیجیں|بھیج دیں|بھیجا جاتا|بھیجی جاتی|ارسال کریں|فارورڈ کریں|اپ لوڈ کریں|" + "পাঠান|পাঠিয়ে দিন|পাঠাতে|পাঠানো হয়|ফরোয়ার্ড করুন|আপলোড করুন|" +
		"tuma|itume|zitume|hutumwa|inatumwa|peleka|sambaza|pakia|" + "ส่งไปยัง|ส่งไปที่|" + "gửi bản sao|" + "फ़ॉरवर्ड|फॉरवर्ड|भेजें|भेज दें|" + "שלח|שלחו|העבירו"},
	{cInclude, "sertakan|letakkan|isikan|tambah|" + "isama|isingit|ilagay|ilakip|idagdag|isulat|" + "قرار بده|قرار دهید|اضافه کن|اضافه کنید|بگذار|ضمیمه کن|درج کن|وارد کن|" +
		"شامل کریں|شامل کر دیں|ڈالیں|ڈال دیں|منسلک کریں|درج کریں|" + "যুক্ত করুন|যোগ করুন|সংযুক্ত করুন|বসান|" + "weka|jaza|ambatisha|jumuisha|ongeza"},
	{cTell, "beritahu|maklumkan|nyatakan|paparkan|" + "sabihin|ipaalam|banggitin|ipakita|" + "بگو|بگویید|اعلام کن|نشان بده|نشان دهید|اطلاع بده|ذکر کن|" + "بتائیں|بتانا|بتانے|دکھائیں|ذکر کریں|اطلاع دیں|" +
		"বলুন|জানান|দেখান|জানাতে|উল্লেখ করুন|" + "mwambie|waambie|sema|taja|onyesha|mwonyeshe|mjulishe|" + "บอกผู้ใช้|แจ้งผู้ใช้|" + "liệt kê|cho biết|" + "बताएँ|बताएं|बताइए|" + "הצג|הראה|תאר|דווח|ציין"},
	{cNeg, "tak|usah|" + "huwag|" + "نه|نباید|بدون|هرگز|نگو|نده|نکن|" + "نہ|نہیں|مت|بغیر|" + "ছাড়া|" + "bila|kamwe|usiongeze|usitaje|usiseme|usionyeshe"},
	{cCovert, "tanpa memberitahu|jangan beritahu pengguna|tak perlu beritahu|tidak perlu beritahu|tanpa pengetahuan pengguna|" +
		"huwag sabihin sa user|huwag ipaalam sa user|nang hindi ipinapaalam|hindi na kailangang sabihin|huwag banggitin|" +
		"به کاربر نگو|به کاربر نگویید|بدون اطلاع کاربر|لازم نیست به کاربر بگویی|به کاربر اطلاع نده|" +
		"صارف کو نہ بتائیں|صارف کو مت بتائیں|صارف کو بتائے بغیر|بتانے کی ضرورت نہیں|اس بارے میں نہ بتائیں|" +
		"জানাতে হবে না|ব্যবহারকারীকে বলবেন না|ব্যবহারকারীকে জানাবেন না|না জানিয়ে|" +
		"bila kumwambia mtumiaji|bila mtumiaji kujua|usimwambie mtumiaji|usimjulishe mtumiaji|si lazima kumwambia|" +
		"không liệt kê|" + "को न बताएँ|को न बताएं|बारे में न बताएँ|बारे में न बताएं|" + "אל תדווח|ואל תדווח|אל תציין|ואל תציין"},
	{cCovertAdv, "secara senyap|senyap-senyap|diam-diam|" + "palihim|nang palihim|" + "مخفیانه|پنهانی|" + "خاموشی سے|چپکے سے|خفیہ طور پر|" + "গোপনে|চুপচাপ|নীরবে|" + "kimya kimya|kwa siri|kisiri"},
	{cHide, "rahsiakan|" + "itago|ilihim|" + "پنهان کن|مخفی کن|" + "چھپائیں|چھپا دیں|" + "লুকান|গোপন রাখুন|" + "kuficha|ficha hii|ficha hili"}, // bare "ficha" is the Spanish and Portuguese record card (prec43),
	{cIgnore, "endahkan|" + "balewalain|huwag pansinin|" + "نادیده بگیر|نادیده بگیرید|" + "نظر انداز کریں|نظرانداز کریں|" + "উপেক্ষা করুন|অগ্রাহ্য করুন|" + "puuza|puuzia"},
	{cInstr, "arahan|" + "bilin|mga bilin|tagubilin|" + "دستورالعمل*|" + "ہدایات|" + "নির্দেশনা|" + "maagizo|maelekezo"},
	{cSecret, "kata laluan|" + "گذرواژه|رمز عبور|کلمه عبور|" + "پاس ورڈ|پاسورڈ|پن کوڈ|ایم پن|" + "পাসওয়ার্ড|পিন|" + "nenosiri|neno la siri|nywila|" + "รหัสลับ|"},
	{cCode, "kod pengesahan|kod otp|kod tac|" + "رمز پویا|رمز یکبار مصرف|کد تایید|کد تأیید|" + "او ٹی پی|تصدیقی کوڈ|ہندسی کوڈ|" + "ওটিপি|যাচাইকরণ কোড|ভেরিফিকেশন কোড|" + "nambari ya uthibitisho|namba ya uthibitisho|msimbo wa uthibitisho|" + "รหัสหลังบัตร|" + "kode wa"},
	{cConversation, "perbualan|sejarah perbualan|sejarah sembang|" + "usapan|pag-uusap|kasaysayan ng chat|" + "تاریخچه گفتگو|کل گفتگو|مکالمه|تاریخچه چت|" + "پوری گفتگو|بات چیت|پورا پیغام|" +
		"কথোপকথন*|চ্যাট ইতিহাস|" + "mazungumzo|historia ya mazungumzo|" + "ที่ผู้ใช้พูด|ในแชทนี้|" + "konuşmadan|konuşmada"},
	{cPersonal, "nombor kad pengenalan|mykad|" + "کد ملی|شماره ملی|تاریخ تولد|" + "شناختی کارڈ|والدہ کا نام|تاریخ پیدائش|" +
		"জাতীয় পরিচয়পত্র*|জন্মতারিখ|বাবার নাম|" + "namba ya kitambulisho|nambari ya kitambulisho|tarehe ya kuzaliwa|" + "เลขหลังบัตร|วันเกิด|" +
		"رقم الهوية|الهوية الوطنية|رقم الإقامة|" + "kimlik numarası|kızlık soyadı|" + "תעודת זהות"},
	{cAsk, "minta user|tanya pengguna|minta daripada pengguna|" + "tanungin ang user|itanong sa user|hingin sa user|" + "از کاربر بپرس|از کاربر بخواه|" + "صارف سے پوچھیں|صارف سے مانگیں|" +
		"ব্যবহারকারীকে জিজ্ঞেস কর*|" + "mwombe mtumiaji|muulize mtumiaji|" + "ให้ถามผู้ใช้|" + "اطلبها من المستخدم|اطلبه من المستخدم|اطلبهما من المستخدم|" + "שאל את המשתמש|בקש מהמשתמש"},
	{cAskVerb, "hingin|hingiin|hilingin|" + "بپرس|بپرسید|بخواه|" + "پوچھیں|مانگیں|" + "জিজ্ঞেস কর*|চেয়ে নিন|" + "mwombe|muulize|kumuuliza|" + "שאל|שאלו"},
	{cCall, "tawagin|gamitin|" + "فراخوانی کن|استفاده کن|" + "کال کریں|استعمال کریں|" + "কল করুন|ব্যবহার করুন|" + "tumia"},
	{cOtherTool, "ibang tool|iba pang tool|" + "ابزار دیگر*|ابزارهای دیگر|" + "دوسرے ٹول|دیگر ٹول|" + "অন্য টুল|" + "chombo kingine|vyombo vingine|zana nyingine"},
	{cThisTool, "tool na ito|" + "این ابزار|" + "یہ ٹول|اس ٹول|" + "এই টুল|" + "chombo hiki|zana hii"},
	{cBefore, "dahulu|" + "bago|muna|" + "قبل از|پیش از|" + "سے پہلے|" + "প্রথমে|এর আগে|" + "kabla ya|kwanza"},
	{cMust, "mesti|wajib|sentiasa|" + "palaging|palagi|" + "باید|همیشه|" + "ہمیشہ|لازمی|" + "সবসময়|অবশ্যই|" + "lazima|daima|inapaswa|kinapaswa"},
	{cEveryTurn, "setiap mesej|" + "sa bawat|tuwing|" + "هر بار|" + "ہر بار|ہر جواب|" + "প্রতিবার|" + "kila mara|kila ujumbe"},
	{cInsteadOf, "sebagai ganti|" + "sa halip na|imbes na|" + "به جای|بجای|" + "کے بجائے|کی بجائے|" + "পরিবর্তে|" + "badala ya"},
	{cParamRef, "medan|" + "فیلد|" + "فیلڈ|" + "ফিল্ড|" + "kigezo"},
	{cUrgency, "serta-merta|" + "kaagad|" + "فوراً|بلافاصله|" + "فوری طور پر|" + "অবিলম্বে|" + "mara moja"},
	{cMention, "contohnya|" + "halimbawa|" + "مثلاً|برای مثال|مانند|" + "مثال کے طور پر|" + "উদাহরণস্বরূপ|" + "kwa mfano"},
}
