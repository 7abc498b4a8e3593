package analysis

// lexiconTune9a adds pseudo-tags named "important" in the languages of
// train9a's vendors (<ÖNEMLİ>, <重要>, <BELANGRIJK>), and the orders never
// to mention a thing to the user that Turkish, Italian, Vietnamese and
// Dutch put in one word or phrase.
var lexiconTune9a = []struct {
	c     concept
	words string
}{
	{cTag, "<wichtig>|</wichtig>|<importante>|</importante>|<важно>|</важно>|<重要>|</重要>|<중요>|</중요>|<önemli>|</önemli>|<önemli̇>|</önemli̇>|<belangrijk>|</belangrijk>|<ważne>|</ważne>|<quan trọng>|</quan trọng>|<viktigt>|</viktigt>|<важливо>|</важливо>|<importanti>|<kritisch>|<critique>|<crítico>|<critico>"},
	{cCovert, "asla söyleme|asla gösterme|asla bildirme|asla bahsetme|non menzionarlo|non menzionarla|non menzionarli|non dirlo|không bao giờ hiển thị|không bao giờ cho người dùng|không bao giờ nói|nooit aan de gebruiker|nooit tonen|严禁展示|严禁提及|切勿展示|不得展示|不得向用户|nigdy nie pokazuj|nigdy nie mów|nie wspominaj|no lo comentes|no comentes|bajo ningún concepto|ne le dis pas"},
	{cInclude, "ghi vào|điền vào|chép vào"},
}
