package analysis

// contactCopulas43b open what follows a mailbox as its naming: "is", "is
// merely", "adalah", "는", "は".
var contactCopulas43b = [...]string{"is ", "are ", "est ", "es ", "ist ", "è ", "é ", "adalah ", "là ", "是", "为", "는 ", "은 ", "는", "은", "は", "が"}

// contactRoles43b name a mailbox as a contact for people: a desk, support,
// the sender, a maintainer, in the languages of the lexicon.
var contactRoles43b = newPhraseSet("help desk", "helpdesk", "support", "desk", "contact", "sender", "from address", "hotline", "maintainer", "service address",
	"soporte", "contacto", "ayuda", "assistance", "kontakt", "absender", "hilfe", "assistenza", "supporto", "suporte", "contato", "ajuda", "поддержк", "контакт", "отправител",
	"支持", "客服", "联系", "维护", "发件", "サポート", "窓口", "問い合わせ", "送信元", "지원", "문의", "고객센터", "발신", "dukungan", "bantuan", "kontak", "pengirim", "hỗ trợ")

// contactVerbs43b, right before a mailbox, have a person contact it:
// "write to", "contact", "请联系", "hubungi".
var contactVerbs43b = newPhraseSet("please contact ", "contact us at ", "contact support at ", "write to ", "reach out to ", "contactez ", "contacta a ", "kontaktieren sie ", "schreiben sie an ", "scrivi a ", "scrivete a ", "contatta ",
	"escreva para ", "escribe a ", "escriba a ", "écrivez à ", "свяжитесь с ", "напишите на ", "请联系", "可联系", "联系我们", "お問い合わせは", "hubungi ", "liên hệ ")
