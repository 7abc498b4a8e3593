package analysis

// Word sets of tune45b's reading (signals_tune45b.go): the names of fields
// that grant access or reach across tenants, and of switches for security
// alerts. Field names are matched as whole words (Tokenize).
var (
	// accessWords45b name a field that grants a role or a scope.
	accessWords45b = []string{"role", "roles", "scope", "scopes", "permission", "permissions", "privilege", "privileges", "access", "rol", "rolle", "ruolo", "papel", "rôle", "roli", "rola", "роль", "角色", "权限", "権限", "ロール", "역할", "권한"}
	// tenantWords45b name a field that picks whose data a query reaches.
	tenantWords45b = []string{"tenant", "tenants", "customer", "customers", "mandant", "mandanten", "locataire", "inquilino", "租户", "テナント", "테넌트"}
	// securityWords45b and alertWords45b name a security-alerts switch.
	securityWords45b = []string{"security", "fraud", "login", "logins", "signin", "breach", "suspicious", "sicherheit", "seguridad", "sécurité", "securite", "sicurezza", "segurança", "seguranca", "betrug", "fraude", "frode", "anmeldung", "安全", "セキュリティ", "보안"}
	alertWords45b    = []string{"alert", "alerts", "notification", "notifications", "warning", "warnings", "notify", "warnung", "warnungen", "benachrichtigung", "benachrichtigungen", "alerta", "alertas", "alerte", "alertes", "avviso", "avvisi", "aviso", "avisos", "提醒", "通知", "告警", "アラート", "알림"}
)
