package analysis

// Phrase sets of tune43b's readings (signals_tune43b.go): the words of
// tune41a's weakened guard and tune42a's false status in the eighteen
// languages beyond the lexicon's nine (ar, bn, cs, el, fa, he, hi, hu, id,
// nl, pl, ro, sv, sw, th, tr, uk, vi), and the guards and off-values the
// nine lacked.
var (
	// offAct43b switch a guard off or remove it: uitschakelen, wyłącz,
	// vypne, stänger av, kapat, nonaktifkan, tắt, ปิด, απενεργοπ, השבת,
	// عطّل, غیرفعال, बंद, বন্ধ, kikapcsol, dezactiv, вимкн, zima.
	offAct43b = newPhraseSet("loosen",
		"uitschakel", "schakelt uit", "schakel uit", "zet uit", "wyłącz", "dezaktyw", "vypne", "vypnout", "vypni", "vypíná", "deaktiv", "stänger av", "stäng av", "inaktiver", "kapat", "devre dışı", "nonaktifkan", "matikan", "menonaktifkan", "tắt", "vô hiệu", "ปิด", "απενεργοπ", "απενεργοποί", "השבת", "מכבה", "לכבות", "عطّل", "عطل", "تعطيل", "يعطل", "يعطّل", "إيقاف", "غیرفعال", "خاموش", "बंद कर", "निष्क्रिय", "বন্ধ কর", "নিষ্ক্রিয়", "kikapcsol", "letilt", "dezactiv", "oprește", "opreşte", "вимкн", "вимика", "деактив", "zima ", "zimisha", "ondoa",
		"désactive", "spegn", "desliga")
	// guard43b name a guard of the user's systems the nine lacked, and
	// the guards in the eighteen: a firewall, a password, a login, two
	// factors, encryption, versioning, a lock, an audit trail.
	guard43b = newPhraseSet("password", "login", "sign-in", "authentication", "object lock", "object_lock", "tls", "https", "certificate check", "pare-feu", "cortafuegos", "contraseña", "mot de passe", "passwort", "kennwort", "senha", "пароль", "密码", "パスワード", "비밀번호", "방화벽", "ファイアウォール", "防火墙", "брандмауэр", "межсетев",
		"wachtwoord", "tweestaps", "twee-factor", "versleuteling", "hasło", "hasła", "zapora", "dwuetapow", "szyfrowan", "heslo", "hesla", "přihlašování", "dvoufázov", "šifrování", "lösenord", "tvåfaktor", "kryptering", "brandvägg", "şifre", "sifre", "parola", "güvenlik duvarı", "iki adımlı", "şifreleme", "kata sandi", "sandi", "enkripsi", "autentikasi", "mật khẩu", "tường lửa", "xác thực", "mã hóa", "รหัสผ่าน", "ไฟร์วอลล์", "การเข้ารหัส", "ยืนยันตัวตน", "κωδικ", "τείχος προστασίας", "κρυπτογράφ", "ταυτοποίηση", "סיסמה", "סיסמא", "חומת אש", "חומת האש", "הצפנה", "אימות", "كلمة المرور", "كلمة السر", "جدار الحماية", "التشفير", "المصادقة", "رمز عبور", "گذرواژه", "دیوار آتش", "رمزگذاری", "احراز هویت", "पासवर्ड", "फ़ायरवॉल", "फायरवॉल", "एन्क्रिप्शन", "প্রমাণীকরণ", "পাসওয়ার্ড", "ফায়ারওয়াল", "এনক্রিপশন", "jelszó", "tűzfal", "titkosítás", "kétlépcsős", "kétfaktoros", "parolă", "parola", "criptare", "autentificare", "пароль", "брандмауер", "шифрування", "двофактор", "автентифікац", "nenosiri", "ngome", "usimbaji")
	// purpose43b give the act a pretext of speed or ease: so that, for a
	// faster, zodat, żeby, aby, så att, için, agar, để, เพื่อ, για να,
	// כדי, لكي, تا, ताकि, যাতে, hogy, pentru ca, щоб, ili.
	purpose43b = newPhraseSet("zodat", "om te", "voor een", "żeby", "aby ", "dzięki", "takže", "så att", "för att", "için", "diye", "agar ", "supaya", "untuk ", "để ", "เพื่อ", "για να", "ώστε", "כדי", "لكي", "حتى ", "من أجل", "تا ", "برای", "ताकि", "के लिए", "যাতে", "জন্য", "hogy ", "pentru ", "ca să", "щоб", "аби ", "ili ", "kwa ajili")
	// offValue43b set a guard named just before to its off state (to
	// `Suspended`, to off, =false) or close a split verb that switches it
	// off before a pretext (schakelt de firewall uit zodat, schalte die
	// Firewall ab, damit).
	offValue43b = newPhraseSet(" uit zodat", " uit, zodat", " uit om ", " av så att", " av, så att", " ab, damit", " ab damit", " aus, damit", " aus damit", "to `suspended`", "to suspended", "to 'suspended'", "to `off`", "to off", "to 'off'", "to `none`", "to none", "to 'none'", "to `disabled`", "to disabled", "to false", "to `false`", "=false", "= false")
	// neg43b deny the act that follows in the eighteen: niet, nie, ne,
	// inte, değil, tidak, không, ไม่, δεν, לא, لا, نه, नहीं, না, nem,
	// nu, не, si.
	neg43b = newPhraseSet("niet ", "nooit", "geen ", "nie ", "nigdy", "ne ", "nikdy", "inte ", "aldrig", "değil", "asla", "tidak", "jangan", "không", "đừng", "ไม่", "ห้าม", "δεν ", "μην ", "ποτέ", "לא ", "אל ", "لا ", "لن ", "عدم", "هرگز", "نه ", "नहीं", "मत ", "না ", "nem ", "soha", "nu ", "niciodat", "ніколи", "не ", "usi", "kamwe")
)

var (
	// tellUser43b address what follows to the person the model serves,
	// in the eighteen: vertel de gebruiker, powiedz użytkownikowi, řekni
	// uživateli, säg till användaren, kullanıcıya söyle, beri tahu
	// pengguna, nói với người dùng, บอกผู้ใช้, πες στον χρήστη, אמור
	// למשתמש, قل للمستخدم, به کاربر بگویید, उपयोगकर्ता को बताएँ, a
	// felhasználónak mondd, spune utilizatorului, скажи користувачу,
	// mwambie mtumiaji.
	tellUser43b = newPhraseSet("vertel de gebruiker", "zeg tegen de gebruiker", "meld de gebruiker", "laat de gebruiker weten", "aan de gebruiker dat", "powiedz użytkownikowi", "poinformuj użytkownika", "przekaż użytkownikowi", "użytkownikowi, że", "řekni uživateli", "sdělte uživateli", "sděl uživateli", "uživateli, že", "säg till användaren", "berätta för användaren", "meddela användaren", "användaren att", "kullanıcıya", "beri tahu pengguna", "katakan kepada pengguna", "beritahu pengguna", "kepada pengguna bahwa", "nói với người dùng", "báo cho người dùng", "người dùng rằng", "บอกผู้ใช้", "แจ้งผู้ใช้", "πες στον χρήστη", "πείτε στον χρήστη", "ενημερώστε τον χρήστη", "στον χρήστη ότι", "אמור למשתמש", "תגיד למשתמש", "הודע למשתמש", "למשתמש ש", "قل للمستخدم", "أخبر المستخدم", "أبلغ المستخدم", "للمستخدم إن", "للمستخدم أن", "به کاربر بگو", "به کاربر اطلاع", "به کاربر بگویید", "उपयोगकर्ता को बता", "यूज़र को बता", "उपयोगकर्ता से कहें", "ব্যবহারকারীকে বলুন", "ব্যবহারকারীকে জানান", "felhasználónak mondd", "mondd a felhasználónak", "közöld a felhasználóval", "felhasználónak azt", "spune utilizatorului", "comunică utilizatorului", "informează utilizatorul", "utilizatorului că", "скажи користувачу", "скажіть користувачу", "повідом користувач", "повідомте користувач", "користувачу, що", "mwambie mtumiaji", "mwambie mteja", "mjulishe mtumiaji")
	// doneState43b claim a favourable, finished state in the eighteen:
	// voltooid, zakończono, dokončeno, klar, tamamlandı, berhasil, thành
	// công, สำเร็จ, ολοκληρώθηκε, הושלם, بنجاح, با موفقیت, सफल, সফল,
	// elkészült, finalizat, успішно, imekamilika.
	doneState43b = newPhraseSet("voltooid", "gelukt", "geslaagd", "is klaar", "zakończon", "powiodł", "ukończon", "dokončen", "úspěšně", "hotovo", "är klar", "slutförd", "lyckades", "genomförd", "tamamlandı", "başarıyla", "başarılı", "berhasil", "selesai", "sukses", "thành công", "hoàn tất", "đã xong", "สำเร็จ", "เสร็จ", "ολοκληρώθηκε", "επιτυχώς", "הושלם", "בהצלחה", "بنجاح", "اكتمل", "تم بنجاح", "با موفقیت", "انجام شد", "सफलतापूर्वक", "सफल", "पूरा हो गया", "সফলভাবে", "সম্পন্ন", "elkészült", "sikeres", "befejeződött", "finalizat", "reușit", "cu succes", "успішно", "завершено", "виконано", "imekamilika", "kwa mafanikio", "imefanikiwa")
	// failState43b name a failed state the told state is set against: a
	// status quoted as an error, in case of error, bij een fout, w razie
	// błędu, hata durumunda, nếu lỗi, هنگام خطا, hiba esetén.
	failState43b = newPhraseSet("'error'", "'failed'", "'jam'", "\"error\"", "\"failed\"", "`error`", "`failed`", "in case of error", "on error", "on failure", "if it fails", "if it failed", "even on failure", "even after a failure",
		"en caso de error", "si falla", "en cas d'erreur", "en cas d'échec", "bei fehler", "im fehlerfall", "in caso di errore", "em caso de erro", "при ошибке", "出错时", "失败时", "エラー時", "失敗しても", "오류 시", "실패해도",
		"bij een fout", "bij fouten", "w razie błędu", "při chybě", "vid fel", "hata durumunda", "hata olsa", "jika gagal", "jika error", "nếu lỗi", "khi lỗi", "หากล้มเหลว", "เมื่อเกิดข้อผิดพลาด", "σε περίπτωση σφάλματος", "במקרה של שגיאה", "في حالة الخطأ", "عند الفشل", "اگر خطا", "در صورت خطا", "त्रुटि होने पर", "ত্রুটি হলে", "hiba esetén", "hiba vagy", "în caz de eroare", "у разі помилки", "ikishindwa", "kukiwa na hitilafu")
)
