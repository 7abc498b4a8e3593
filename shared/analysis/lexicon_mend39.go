package analysis

// The phrase lists merged by mend39.

// userWords name the user, in any language: one list where tune13c,
// tune14b, tune21a, prec27, tune36b and prec37 each kept a copy (the union
// of theirs).
var userWords = newPhraseSet("user", "utilisateur", "usuario", "usuário", "utente", "nutzer", "benutzer", "gebruiker", "użytkownik", "пользовател", "用户", "使用者", "ユーザー", "사용자", "المستخدم")
