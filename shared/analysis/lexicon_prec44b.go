package analysis

// deniedReport44b, right before the status a text gives, deny that it is
// given: "are never reported as", "is not marked as", "nunca se marcan
// como", "ne sont jamais signalés comme", "werden nie als".
var deniedReport44b = newPhraseSet("never reported as", "not reported as", "never marked as", "not marked as", "never shown as", "not shown as", "never counted as", "not counted as", "never listed as", "never recorded as", "not recorded as", "never treated as", "not treated as", "never labelled as", "never labeled as",
	"never be reported as", "never be marked as", "not be reported as", "not be marked as", "never get reported as", "never get marked as",
	"nunca se reportan como", "nunca se reporta como", "nunca se marcan como", "nunca se marca como", "nunca se informan como", "nunca se muestran como", "no se marcan como", "no se reportan como",
	"nunca são reportados como", "nunca são marcados como", "nunca é marcado como", "nunca é reportado como",
	"ne sont jamais signalés comme", "ne sont jamais marqués comme", "n'est jamais marqué comme", "n'est jamais signalé comme", "ne sont jamais comptés comme", "ne sont jamais présentés comme",
	"non vengono mai segnalati come", "non vengono mai contrassegnati come", "non viene mai segnato come", "mai segnalati come", "mai contrassegnati come",
	"werden nie als", "werden niemals als", "wird nie als", "wird niemals als", "nicht als bestanden",
	"никогда не отмечаются как", "никогда не помечаются как", "никогда не считаются", "не отмечаются как", "не помечаются как",
	"不会被标记为", "从不标记为", "不会被报告为", "绝不标记为", "决不会被标记为", "として報告されることはありません", "として記録されることはありません", "とはマークされません", "로 표시되지 않", "로 보고되지 않")

// goodAfterDenial44b name the good status a denial keeps from a record:
// passed, green, compliant, resolved, in the languages of the lexicon.
var goodAfterDenial44b = newPhraseSet("pass", "green", "success", "succeeded", "complete", "compliant", "resolved", "healthy", "ok", "clean", "verified", "done",
	"aprobad", "superad", "exitos", "correct", "aprovad", "conclu", "réussi", "conforme", "valid", "superat", "riuscit", "bestanden", "erfolgreich", "grün", "пройден", "успешн", "зелён", "通过", "成功", "合格", "完了", "통과", "성공", "완료")

// failOutcome44b give failure as what happens when a check finds nothing:
// "the attach fails", "is torn down", "returns an error".
var failOutcome44b = newPhraseSet("the attach fails", "the call fails", "the request fails", "the operation fails", "the command fails", "the step fails", "the run fails", "the job fails", "the tool fails", "the check fails", "then fails", "it fails and", "fails and the", "is torn down", "are torn down", "is aborted", "returns an error", "raises an error", "throws an error", "errors out",
	"la llamada falla", "la operación falla", "devuelve un error", "l'appel échoue", "l'opération échoue", "renvoie une erreur", "schlägt der aufruf fehl", "schlägt fehl", "gibt einen fehler zurück", "la chiamata fallisce", "restituisce un errore", "a chamada falha", "retorna um erro", "вызов завершается ошибкой", "возвращает ошибку", "调用失败", "返回错误", "呼び出しは失敗", "エラーを返", "호출이 실패", "오류를 반환")

// goodLabel44b give a record a good status outright: "as passed",
// "mark it verified", "als bestanden".
var goodLabel44b = newPhraseSet(" as passed", " as verified", " as complete", " as done", " as success", " as green", " as ok", "mark it ", "mark them ", "als bestanden", "als erfolgreich", "comme réussi", "como aprobad", "como exitos", "come superat", "как пройден")

// acceptedInput44b name what a tool or field accepts, an input's form,
// not a decision on a party: "only that form is accepted by 'get'", "the
// only accepted format", "akzeptiert nur das Format".
var acceptedInput44b = newPhraseSet("form is accepted", "format is accepted", "formats are accepted", "forms are accepted", "value is accepted", "values are accepted", "values accepted", "accepted values", "accepted formats", "accepted format", "accepted by '", "accepted by `", "accepted by \"", "accepted by the api", "accepted by the server", "accepted by the endpoint", "input is accepted", "syntax is accepted",
	"formato aceptado", "formatos aceptados", "valores aceptados", "se acepta el formato", "solo se acepta ese formato", "format accepté", "formats acceptés", "valeurs acceptées", "n'accepte que le format", "akzeptierte formate", "akzeptiertes format", "akzeptiert nur das format", "formato accettato", "formati accettati", "valori accettati", "formato aceito", "formatos aceitos", "valores aceitos", "принимается только формат", "допустимый формат", "仅接受格式", "接受的格式", "受け付ける形式", "形式のみ受け付け", "허용되는 형식", "형식만 허용")

// markNeeds44b, right before an order to mark a status, make the marking
// wait for what the data shows: "intervals required to mark the alert as
// resolved", "checks needed before it is marked".
var markNeeds44b = [...]string{"required to ", "needed to ", "necessary to ", "needed before ", "required before ", "must pass to ", "have to pass to "}

// roleActor44b name a high role as whom a product lets act, not as a
// role to give: "QMetry allows admins to make this mandatory", "admins
// can change it", "los administradores pueden".
var roleActor44b = newPhraseSet("allows admins", "allows administrators", "allows an admin", "allows the admin", "lets admins", "lets administrators", "lets an admin", "permits admins", "enables admins", "admins can", "admins may", "administrators can", "administrators may", "an admin can", "an admin may", "the admin can", "workspace admins can", "project admins can", "org admins can", "owners can", "owners may",
	"permite a los administradores", "los administradores pueden", "un administrador puede", "permet aux administrateurs", "les administrateurs peuvent", "un administrateur peut", "erlaubt administratoren", "administratoren können", "ein administrator kann", "consente agli amministratori", "gli amministratori possono", "un amministratore può", "permite que administradores", "os administradores podem", "administradores podem", "администраторы могут", "позволяет администраторам", "администратор может", "管理员可以", "允许管理员", "管理者は設定で", "管理者が設定で", "관리자는 설정", "관리자가 설정")

// roleStems44b are the high roles roleActor44b counts: a sentence whose
// every one is an actor gives none.
var roleStems44b = [...]string{"admin", "owner", "superuser", "root", "amministrator", "администратор", "管理员", "管理者", "관리자"}
