package analysis

// Phrase sets of tune44b's reading (signals_tune44b.go), and pseudo-tags
// of a fake system block in the languages beyond the lexicon's ten.
var (
	// secret44b name a secret of the user that no tool text should ask
	// for nor write down: a one-time code, a card's security code, a
	// password or an online-banking login.
	secret44b = newPhraseSet("otp", "one-time code", "one time code", "sms code", "cvv", "cvc", "password", "passcode",
		"kata sandi", "kode verifikasi", "mật khẩu", "mã xác thực", "şifre", "şifresi", "sms kodu", "doğrulama kodu",
		"รหัสผ่าน", "รหัส otp", "पासवर्ड", "ओटीपी", "كلمة المرور", "كلمة السر", "رمز التحقق",
		"contraseña", "código sms", "senha", "código de verificação", "пароль", "логин и пароль", "код из смс", "код из sms",
		"密码", "验证码", "パスワード", "認証コード", "ワンタイム", "비밀번호", "인증번호",
		"wachtwoord", "sms-code", "hasło", "hasła", "kod sms", "passwort", "kennwort", "mot de passe", "code sms", "codice otp")

	// takeSecret44b ask the user for something or write something down:
	// ask the user to send, minta, पूछें, write it in, tulis, लिखें.
	takeSecret44b = newPhraseSet("ask the user for", "ask the customer for", "ask users for", "ask customers for", "ask them for", "ask for their", "ask the user to send", "ask the user to provide", "ask the customer to send", "have the user send", "have the user provide", "request the user's", "request their",
		"write it", "write the", "write them", "write down", "put it in", "put the", "paste it", "paste the", "copy it into", "copy the", "record it", "store it in", "save it in",
		"minta ", "mintalah", "tanyakan", "tulis ", "tuliskan", "catat ", "simpan di",
		"yêu cầu khách", "yêu cầu người dùng", "hỏi khách", "hỏi người dùng", "ghi vào", "ghi lại", "ghi mã", "lưu vào",
		"isteyin", "iste ", "isteyiniz", "sorun", "yazın", "yaz ", "kaydedin", "not alın",
		"ขอให้ลูกค้า", "ขอให้ผู้ใช้", "ขอรหัส", "เขียน", "จดไว้", "บันทึกไว้ใน", "กรอกลงใน",
		"पूछें", "माँगें", "मांगें", "मंगवाएं", "लिखें", "लिख दें", "दर्ज करें",
		"اطلب", "اسأل", "اكتب", "سجّل", "احفظ",
		"pídele", "pida al", "pide al", "solicita al", "solicite al", "escribe", "escriba", "anota", "anote", "guarda en",
		"peça ao", "peça a", "solicite ao", "escreva", "anote", "registre",
		"попросите", "попроси", "запросите", "прислать", "пришлите", "сообщить", "запишите", "впишите", "сохраните в",
		"请用户提供", "让用户提供", "要求用户提供", "询问用户", "写入", "写在", "填入", "记在",
		"教えてもら", "入力してもら", "聞いて", "記入", "書き込", "メモに",
		"요청하", "물어", "입력받", "적어", "기록하",
		"vraag ook", "vraag de", "vraag om", "vraag naar", "zet dat in", "zet het in", "noteer", "poproś", "zapytaj o", "wpisz", "zapisz w", "frag nach", "frage nach", "erfrage", "trage es in", "notiere", "demande à l'utilisateur", "demandez", "note-le", "inscris", "chiedi", "annota", "scrivi")

	// neg44b deny or forbid an act in the languages of the reading.
	neg44b = newPhraseSet("never", "don't", "do not", "must not", "is not", "are not", "not be", "not to", "no need", "jangan", "tidak", "không", "đừng", "asla", "değil", "ไม่", "ห้าม", "कभी", "मत ", "नहीं", " न ", "لا ", "لن ", "nunca", " no ", "não", "никогда", "не ", "нельзя", "不", "禁止", "しない", "せず", "ないで", "決して", "않", "말고", "마세요", "절대")

	// given44b say the user gives a secret to the tool's own login or its
	// own check, which is the secret's use: "sign in", "log in",
	// "verify", "authenticate" before the asking.
	ownUse44b = newPhraseSet("to sign in", "to log in", "to login", "to verify the user", "to authenticate", "writeonly", "password manager", "gestor de contraseñas", "gerenciador de senhas", "менеджер паролей", "密码管理器", "パスワードマネージャー", "비밀번호 관리자", "trình quản lý mật khẩu", "şifre yöneticisi", "pengelola kata sandi", "masked", "last 4", "last four", "аутентификации пользователя на этом", "untuk masuk ke", "để đăng nhập", "giriş yapmak için", "เพื่อเข้าสู่ระบบ", "लॉगिन करने के लिए", "لتسجيل الدخول", "para iniciar sesión", "para entrar", "для входа в", "用于登录", "ログインするため", "로그인하기 위해")
)

// lexiconTune44b adds a fake system block's heading, "### system
// message", in the languages the lexicon's "### system" does not reach
// (Hindi, Thai, Vietnamese, Indonesian, Turkish, Arabic, Russian,
// Spanish, Portuguese, Chinese, Japanese, Korean). Same format as lexicon.
var lexiconTune44b = []struct {
	c     concept
	words string
}{
	{cTag, "### सिस्टम संदेश|## सिस्टम संदेश|### सिस्टम निर्देश|### ข้อความระบบ|## ข้อความระบบ|### tin nhắn hệ thống|### thông báo hệ thống|### pesan sistem|### sistem mesajı|### sistem talimatı|### رسالة النظام|### تعليمات النظام|### системное сообщение|### системные инструкции|### mensaje del sistema|### mensagem do sistema|### 系统消息|### 系统指令|### システムメッセージ|### システム指示|### 시스템 메시지|### 시스템 지침"},
}
