package analysis

// lexiconTune15c names, in the short forms terse tools use, a standing rule
// stored for later conversations ("Запомни на все будущие разговоры",
// "と記憶に保存"), the user's personal folders (~/Pictures, ~/Documentos),
// the user's last messages, and joining one value to another. Same format
// as lexicon.
var lexiconTune15c = []struct {
	c     concept
	words string
}{
	{cPersist, "на все будущие разговоры|во всех будущих разговорах|in all later conversations|in deinem gedächtnis|記憶に保存|기억에 저장|" +
		"memorize:|memorize isso|memorize isto|memoriza:|memorízalo|memorizza:|mémorise :|mémorise:|merke dir:|запомни:|记住:|覚えておいて:|기억해:"},
	{cPath, "~/pictures*|~/bilder*|~/images*|~/immagini*|~/imágenes*|~/imagens*|~/photos*|~/fotos*|~/documentos*|~/dokumente*|~/documenti*|~/документы*|~/фото*|~/изображения*|" +
		"~/图片*|~/文档*|~/照片*|~/写真*|~/ピクチャ*|~/ドキュメント*|~/사진*|~/문서*"},
	{cConversation, "previous three messages|previous two messages|previous messages|last three messages|last few messages|recent messages|用户最近说过|最近说过的|说过的全部内容"},
	{cInclude, "prefix the query with|に連結して|连接到|anhängen an"},
}
