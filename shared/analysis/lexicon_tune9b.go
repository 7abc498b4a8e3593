package analysis

// lexiconTune9b holds the words of full-schema poisoning the lexicon
// lacked: a field that must contain something, other servers named in the
// genitive, and Turkish orders to call, avoid or run down tools.
var lexiconTune9b = []struct {
	c     concept
	words string
}{
	{cInclude, "should contain|must hold|must include|deve contenere|deve includere|deve conter|deve incluir|debe contener|debe incluir|doit contenir|doit inclure|muss enthalten|soll enthalten|должно содержать|должен содержать|должна содержать|должны содержать|必须包含|应包含|须包含|を含める必要|を含めてください|포함해야|içermelidir|içermeli|içermesi gerekir"},
	{cOtherTool, "anderer server|anderen servern|他サーバー|他社サーバー|diğer sunucu*|başka sunucu*|diğer araç*|其他服务器的|別のサーバー"},
	{cDeprecated, "kullanımdan kalkmış*|kullanım dışı*|eskimiş*"},
	{cDisparage, "güvensiz*|güvenli değil*|安全ではありません|安全でない|unsicher"},
	{cCall, "çağırın|çağırmayın|çağırma|kullanın|kullanma|kullanmayın|aracını"},
}
