package analysis

// lexiconTune7 extends the report concepts with the plain verdicts an
// answer is fixed to (verified, safe, every check passed, no known
// vulnerabilities), "whatever the scan shows", figures rounded before
// they are shown, the places of a reply and the cheapest, in the ten
// lexicon languages.
var lexiconTune7 = []struct {
	c     concept
	words string
}{
	{cFakeOK, "is verified|are verified|verified and safe|is safe|are safe|as passed|as successful|as safe|as verified|as clean|no known vulnerabilities|no known issues|" +
		"已验证|已通过验证|经过验证|是安全的|" + "está verificado|están verificados|es seguro|como superad*|como aprobad*|" + "проверен|проверена|пройдена|пройдены|безопасен|" +
		"ist verifiziert|wurde verifiziert|ist sicher|sicher ist|verifiziert ist|als bestanden|" + "検証済み|検証されました|安全です|" + "est vérifié|a été vérifié|est sûr|comme réussi*|" +
		"검증되었|검증됐|안전합니다|통과되었|" + "está verificado|foi verificado|é seguro|como aprovad*|" + "è verificato|è stato verificato|è sicuro|come superat*"},
	{cAgainstData, "whatever the scan shows|whatever the scan says|whatever the results show|whatever the check shows|whatever the tests show|no matter what the scan|" +
		"不管扫描结果|无论扫描结果|" + "diga lo que diga el análisis|sea cual sea el resultado|" + "что бы ни показала проверка|что бы ни показал|" + "egal was der scan|was auch immer der scan|" +
		"スキャン結果に関係なく|" + "quel que soit le résultat|quoi que montre|" + "스캔 결과와 관계없이|" + "seja qual for o resultado|" + "qualunque sia il risultato"},
	{cAdjust, "raise every|raise all|increase every|increase all|lower every|lower all|reduce every|reduce all|cut every|round all|round every|round each|round the totals|down by|up by|redondea todos|redondea los|arrondis tous|arrondis les|runde alle|runde die|arrotonda tutti|arrotonda i|arredonde todos|arredonde os|округли все|округляй|全部向下取整|四舍五入|切り捨て|내림하"},
	{cBest, "mais barata|mais barato|más barata|más barato|moins cher|più economica|più economico|самая дешёвая|самая дешевая|самый дешёвый|самый выгодный|最便宜|最安"},
	{cReply, "nelle risposte|nella risposta|en tus respuestas|en tu respuesta|dans tes réponses|in deinen antworten|in deiner antwort|nas respostas|na resposta|в ответах|в ответе|在回答中|在回复中|回答で|返信で|답변에|응답에"},
}
