package analysis

// lexiconWorkflow adds what workflow hijacks (train9c) write that the
// lexicon lacked: restrictions said to lapse (entfallen), a user's past
// utterances, TLS checks switched off in the gerund, and uploads in the
// Spanish enclitic form. Same format as lexicon.
var lexiconWorkflow = []struct {
	c     concept
	words string
}{
	{cLifted, "entfallen|entfällt|restrictions were lifted|restrictions have been lifted|restrictions are lifted"},
	{cConversation, "ユーザー発言|ユーザーの発言|これまでの発言|用户的发言|用户说过的话|사용자 발언|사용자의 발언"},
	{cUnsafe, "disabling tls verification|disabling ssl verification|disabling certificate verification|sslverify false|strict-ssl false|node_tls_reject_unauthorized=0"},
	{cSend, "súbelo|súbela|súbelos|súbelas"},
}
