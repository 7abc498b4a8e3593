package analysis

// Readings of honest tools whose text sounds like an attack: a denial
// that protects the user from third parties, and a clause that spares the
// user effort rather than keeping something from them.

// denialForOthers reports a denial aimed at everyone but the user, or
// lifted by the user's own consent ("do not notify anyone without the
// user's consent", "不要透露给用户以外的人"): the user keeps the say.
func denialForOthers(lt lowText) bool { return lt.in(denialForOthersSet) }

// sparesEffort reports a clause that spares the user repeating
// themselves ("so the user doesn't have to repeat themselves"): a
// convenience, nothing kept from them.
func sparesEffort(lt lowText) bool { return lt.in(sparesEffortSet) }

// othersAreOwn reports "other tools" qualified as the server's own ("so
// other tools of this server can use it"): routing inside one server.
func othersAreOwn(lt lowText) bool { return lt.in(othersAreOwnSet) }

var (
	othersAreOwnSet = newPhraseSet("other tools of this", "other tools in this", "other tools on this", "other tools from this", "other tools of the same", "the server's other tools", "this server's other tools",
		"anderen tools dieses", "anderen werkzeuge dieses", "otras herramientas de este", "autres outils de ce", "altri strumenti di questo", "outras ferramentas deste", "другие инструменты этого", "本服务其他", "本服务的其他", "本服務的其他", "本服务器的其他", "このサーバーの他の", "이 서버의 다른")
	denialForOthersSet = newPhraseSet("without the user's consent", "without the user's permission", "without the user's approval", "without their consent", "without their permission", "other than the user", "anyone but the user", "anyone except the user", "beyond the user",
		"ohne zustimmung des nutzers", "ohne einwilligung des nutzers", "ohne zustimmung des benutzers", "ohne einwilligung", "sin el consentimiento", "sin consentimiento", "sans le consentement", "sans son consentement", "senza il consenso", "senza consenso", "sem o consentimento", "sem consentimento", "без согласия",
		"用户以外", "用户之外", "除用户外", "除用户以外", "未经用户同意", "未经同意", "ユーザー以外", "ユーザーの同意なく", "同意なしに", "사용자 외", "사용자 이외", "동의 없이", "kullanıcının onayı olmadan", "zonder toestemming", "bez zgody", "không có sự đồng ý")
	sparesEffortSet = newPhraseSet("have to repeat", "need to repeat", "have to re-enter", "need to re-enter", "have to retype", "need to retype", "have to explain again", "have to start over",
		"nicht wiederholen muss", "nicht erneut", "no tenga que repetir", "no tener que repetir", "n'ait pas à répéter", "n'ait pas à se répéter", "non debba ripetere", "non dover ripetere", "não precise repetir", "não tenha que repetir", "не пришлось повторять", "не нужно повторять", "不必重复", "无需重复", "不用重复", "繰り返さずに", "繰り返す必要", "반복하지 않", "다시 말하지 않")
)
