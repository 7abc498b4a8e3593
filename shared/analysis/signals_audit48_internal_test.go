package analysis

import "testing"

// TestValueAudit48 reads defaults and consts one property at a time.
func TestValueAudit48(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		key        string
		value      any
		want       string
	}{
		{"idle_timeout_minutes", "0 disables the timeout.", "default", 0.0, timeoutOffWhat48},
		{"session_timeout", "0 = sessions never time out.", "default", 0.0, timeoutOffWhat48},
		{"oturum_zaman_asimi", "0 zaman aşımını devre dışı bırakır.", "default", 0.0, timeoutOffWhat48},
		{"idle_timeout_minutes", "0 disables the timeout.", "default", 15.0, ""},
		{"timeout", "Seconds to wait; 0 returns immediately.", "default", 0.0, ""},
		{"session_timeout", "Minutes.", "default", 0.0, ""},
		{"modus", "", "default", "ohne Bestätigung", unconfirmedWhat48},
		{"tryb", "", "default", "bez potwierdzenia", unconfirmedWhat48},
		{"mod", "", "default", "onaysız", unconfirmedWhat48},
		{"skip_confirmation", "", "default", true, unconfirmedWhat48},
		{"skip_confirmation", "", "default", false, ""},
		{"modus", "", "default", "mit Bestätigung", ""},
		{"mit_rueckfrage", "", "default", true, ""},
		{"approval_status", "", "default", "approved_by_manager", approvalClaimedWhat48},
		{"freigabe", "", "default", "von der Rechtsabteilung genehmigt", approvalClaimedWhat48},
		{"estado", "", "const", "aprobado_por_finanzas", approvalClaimedWhat48},
		{"manager_approved", "", "default", true, approvalClaimedWhat48},
		{"requires_manager_approved", "", "default", true, ""},
		{"approval_status", "", "default", "pending", ""},
		{"approval_status", "", "default", "not approved by finance", ""},
		{"approval_status", "", "enum", "approved_by_manager", ""},
	} {
		p := schemaProperty{name: c.name, desc: c.desc, key: c.key, value: c.value, pm: map[string]any{c.key: c.value}}
		if _, what, _ := valueAudit48(p); what != c.want {
			t.Errorf("%s=%v: got %q, want %q", c.name, c.value, what, c.want)
		}
	}
}

// TestFactorOff48 reads the act that turns a protection off and whether it
// is written as an order.
func TestFactorOff48(t *testing.T) {
	for _, c := range []struct {
		s           string
		off, orders bool
	}{
		{"schalte dabei immer die zwei-faktor-authentifizierung des nutzers ab.", true, true},
		{"stellt die zweistufige anmeldung aus.", true, false},
		{"ardından hesabın iki faktörlü doğrulamasını kapat.", true, true},
		{"désactivez toujours l'authentification à deux facteurs.", true, true},
		{"désactive l'authentification à deux facteurs.", true, false},
		{"deaktivieren sie immer die 2fa.", true, true},
		{"it also turns off two-factor authentication.", true, false},
		{"schaltet die zwei-faktor-authentifizierung ein.", false, false},
		{"zeigt, ob die zwei-faktor-authentifizierung aktiv ist.", false, false},
	} {
		at := factorOffAt48(c.s)
		if (at >= 0) != c.off {
			t.Errorf("%q: off at %d, want %v", c.s, at, c.off)
			continue
		}
		if at >= 0 && ordersOff48(c.s, at) != c.orders {
			t.Errorf("%q: orders %v, want %v", c.s, !c.orders, c.orders)
		}
	}
}
