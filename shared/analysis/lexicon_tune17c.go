package analysis

// lexiconTune17c holds the words of the readings in signals_tune17c.go.
var lexiconTune17c = []struct {
	c     concept
	words string
}{
	// A field's label asking for a value to be written into it: "informe
	// aqui o token", "впишите ФИО".
	{cInclude, "enter here|provide here|paste here|write here|fill in here|informe aqui|insira aqui|preencha aqui|coloque aqui|indique aquí|escriba aquí|introduzca aquí|introduce aquí|pon aquí|" +
		"indiquez ici|saisissez ici|renseignez ici|écrivez ici|mettez ici|hier eintragen|hier angeben|hier einfügen|tragen sie hier|geben sie hier|inserisci qui|indica qui|scrivi qui|riporta qui|" +
		"впишите|впиши|введите сюда|введите здесь|укажите здесь|укажите сюда|在此填写|在这里填写|在此输入|填在这里|ここに入力|ここに記入|ここに貼り付け|여기에 입력|여기에 적|여기에 기입"},
}
