package analysis

// lexiconAudit46 fills gaps found by round 46's white-box audit: Hebrew's
// API key written with the article ("מפתח ה-API", as it is written),
// Russian orders in the infinitive that enum values and labels use
// ("прикрепить", "приложить", "вставить", "отправить":
// "прикрепить_ssh_ключ_пользователя"), the SSH key written with a space
// (an identifier's underscore), and the author's own cloud in languages
// besides English ("in unsere Cloud kopiert", "nos serveurs" is read
// already). A Greek lexicon was tried and left out again: the learned
// model reads its concepts as features and flagged honest Greek texts
// (train5a, train28g, train43e) until it is retrained.
// It must leave alone the honest texts of those languages that name no
// secret of the user's ("הוסף תמיד את קוד השפה לשאילתה",
// "приложить_скриншот"). Same format as lexicon; a trailing * marks a stem.
var lexiconAudit46 = []struct {
	c     concept
	words string
}{
	{cInclude, "прикрепить|приложить|вставить"},
	{cSend, "отправить|переслать"},
	{cSecret, "מפתח ה-api|מפתחות ה-api|מפתחות api|אסימון גישה"},
	{cKeyMaterial, "ssh ключ*"},
	// the author's own cloud, as "our cloud" is read: "in unsere Cloud kopiert"
	{cOurServer, "unsere cloud|in unsere cloud|unserer cloud|notre cloud|nuestra nube|nossa nuvem|il nostro cloud|nel nostro cloud|наше облако|в наше облако|我们的云"},
}
