package analysis

// lexiconAudit41 carries imperatives of sending with their addressee
// glued on or right after ("schick uns", "envíanos", "mandaci", "envie-nos",
// "пришли"): an order to send to the writer, who needs no address written
// out. Same format as lexicon.
var lexiconAudit41 = []struct {
	c     concept
	words string
}{
	{cSend, "schick|schick uns|schickt uns|sende uns|sendet uns|schicken sie uns|envíanos|envianos|envíenos|mándanos|mandanos|mándenos|inviaci|inviateci|mandaci|mandateci|envie-nos|envia-nos|mande-nos|manda-nos|envoyez-nous|пришли|пришлите|перешли нам|发给我们|传给我们|寄给我们"},
}
