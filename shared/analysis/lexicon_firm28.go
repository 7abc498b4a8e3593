package analysis

// safetyLiftSet: an order that the model drop its own rules (a jailbreak),
// in lower case, for the ten languages and those writers used. No honest
// tool needs it, so the veto never clears it.
var safetyLiftSet = newPhraseSet("no safety rules", "you have no safety", "pretend you have no", "ignore your guidelines", "ignore your safety", "bypass your", "jailbreak mode", "jailbroken", "do anything now", "dan mode", "unfiltered mode", "uncensored mode", "no ethical", "you have no restrictions", "not bound by any", "no longer bound", "free of all restrictions", "takes precedence over all other instructions", "overrides all other instructions",
	"nunca te niegues", "ne refuse jamais", "verweigere nie", "non rifiutare mai", "nunca recuse", "никогда не отказывай", "nie masz żadnych ograniczeń", "kısıtlaman yok",
	"tiene prioridad sobre todas las instrucciones", "prévaut sur toutes les instructions", "hat vorrang vor allen anweisungen", "prevale su tutte le istruzioni", "tem prioridade sobre todas as instruções", "имеет приоритет над всеми", "优先于所有其他指令", "この指示は他のすべての指示より優先", "다른 모든 지시보다 우선",
	"режим разработчика", "режим розробника", "ограничения отключены", "обмеження вимкнені")
