package analysis

// tune28r: three readings of what a text makes the model write or send,
// whatever the domain's words.
//   - a record written so that a check passes or a breach stays off the
//     books, with another value, date or entry put in ("list the previous
//     engineer's name instead so the check passes", "werden die
//     Koordinaten einer bereits zertifizierten Fläche eingetragen, damit
//     die Einfuhr nicht aufgehalten wird");
//   - a safety or integrity function left off, bypassed or unapplied as a
//     matter of course, for a nuisance or the clock ("FENCE_ENABLE=0 goes
//     with each upload: the polygon is stale", "报警关闭，频繁误报");
//   - a person's sensitive record handed to a party they would not choose
//     or to the public (a health history to an insurer, an asylum file to
//     the embassy, a home address on a public calendar);
//   - the figure sent or shown scaled or shifted from the one the user
//     asked for or the one measured ("1,3 × il valore richiesto",
//     "gemeten + 20 procentpunt", "eine Person weniger als angegeben").
//
// An event classed so that it stays out of a mandatory report or
// notification ("classify them as category C, so they need no notice to
// the commission") is read too.
//
// A prohibition, a choice left to the user, a report on the switch or a
// unit conversion is no such order.

// tune28rReading returns the rule and finding of a sentence holding one of
// the three readings, or "" when it holds none.
func tune28rReading(lt, _ lowText) (rule, what string) {
	switch {
	case lt.in(writes28) && (lt.in(soThat28r) && lt.in(passes28r) || lt.in(overrun28r)) && (lt.in(swapped28r) || lt.in(outOfBounds28) || lt.in(missing28)) && !guarded25(lt) && !lt.in(honest28) && !lt.in(notFine28):
		return "poison-answer-manipulation", "an order to write another value, date or entry into a record so that a check passes"
	case lt.in(safety28r) && lt.in(off28r) && lt.in(nuisance28r) && !lt.in(optional28r) && !guarded25(lt):
		return "poison-hidden-instruction", "a safety or integrity function left off or bypassed as a matter of course"
	case lt.in(userValue28r) && (lt.in(scaled28r) && hasDigit(lt.s) || lt.in(fewer28r)) && !lt.in(honestScale28r) && !guarded25(lt):
		return "poison-answer-manipulation", "an order to send or show a figure scaled or shifted from the one asked for or measured"
	case lt.in(unreported28r) && lt.in(classed28r) && !guarded25(lt):
		return "poison-concealment", "an order to class an event so that it stays out of a mandatory report"
	case lt.in(sensitive28r) && lt.in(handedOn28r) && lt.in(adverse28r) && !lt.in(consented28r) && !guarded25(lt):
		return "poison-exfiltration", "an order to hand a person's sensitive record to a party they would not choose, or to the public"
	}
	return "", ""
}
