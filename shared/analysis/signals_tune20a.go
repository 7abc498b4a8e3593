package analysis

import "strings"

// A default that picks the unsafe end of its own scale (tune20a): an enum
// lists safer options first and the default is its last one, the one that
// destroys the originals, skips the check, switches the log off, grants
// the widest role or signs up for the paid renewal. An honest tool lists
// such an option for the user to choose, and defaults to a safer one.

// valueTune20a says how a property's default picks the unsafe end of its
// enum, or "".
func valueTune20a(p schemaProperty) (key, what string) {
	if p.key != "default" {
		return "", ""
	}
	about := lowered(strings.ToLower(p.name + " " + p.desc))
	if on, _ := p.value.(bool); on && about.in(destroyValue20a) && about.in(originals20a) {
		return p.key, "a switch that destroys the originals, set on as the default"
	}
	v, ok := p.value.(string)
	enum, _ := p.pm["enum"].([]any)
	if !ok || len(enum) < 2 {
		return "", ""
	}
	last, _ := enum[len(enum)-1].(string)
	first, _ := enum[0].(string)
	if v == first {
		return "", ""
	}
	lv := lowered(strings.ToLower(v))
	safer := func(unsafe func(lowText) bool) bool {
		for _, o := range enum {
			if s, ok := o.(string); ok && s != v && !unsafe(lowered(strings.ToLower(s))) {
				return true
			}
		}
		return false
	}
	skips := func(t lowText) bool { return t.in(withoutValue20a) && t.in(checkValue20a) || t.in(ignoreValue20a) }
	if skips(lv) && safer(skips) {
		return p.key, "an option that skips a check or a retention rule, not the first of its list, as the default"
	}
	if v != last {
		return "", ""
	}
	destroys := func(t lowText) bool { return t.in(destroyValue20a) }
	off := func(t lowText) bool { return anyWord(Tokenize(t.s), offValue20a...) || t.in(discardSink20a) }
	widest := func(t lowText) bool { return t.in(widestValue20a) }
	paid := func(t lowText) bool { return t.in(paidRoute14d) && t.in(autoRenew20a) }
	switch {
	case destroys(lv) && safer(destroys):
		return p.key, "a destructive option, the last of its list, as the default"
	case off(lv) && safer(off) && (about.in(trailName18a) || about.in(trailAbout20a) || lv.in(discardSink20a)):
		return p.key, "the log, audit or alert switched off, the last option of its list, as the default"
	case widest(lv) && safer(widest) && about.in(accessAbout20a):
		return p.key, "the widest role or audience, the last option of its list, as the default"
	case lv.in(partner20a) && safer(func(t lowText) bool { return t.in(partner20a) }) && about.in(accessAbout20a):
		return p.key, "sharing on to partners, the last option of its list, as the default"
	case paid(lv) && safer(paid):
		return p.key, "a paid plan that renews itself, the last option of its list, as the default"
	}
	return "", ""
}

var (
	// destroyValue20a name an option that deletes or destroys.
	destroyValue20a = newPhraseSet("delete", "purge", "destroy", "erase", "wipe", "shred", "elimin", "supprim", "lösch", "loesch", "vernicht", "cancella", "borrar", "apagar", "descart", "удал", "уничтож", "删除", "销毁", "删", "削除", "廃棄", "破棄", "삭제", "파기")
	// withoutValue20a and checkValue20a name an option that does without a check.
	withoutValue20a = newPhraseSet("without", "skip", "bypass", "no_check", "no_review", "sin_", "senza", "sans_", "ohne", "sem_", "без", "无需", "不经", "なし", "せず", "없이", "생략")
	checkValue20a   = newPhraseSet("check", "verif", "review", "approv", "control", "report", "segnala", "prüf", "pruef", "контрол", "провер", "одобр", "审核", "检查", "审批", "審査", "確認", "承認", "검토", "확인", "승인")
	// ignoreValue20a name an option that overrides a rule outright.
	ignoreValue20a = newPhraseSet("ignore_retention", "ignoring retention", "無視", "忽略", "무시", "ignorer", "ignorar", "ignora", "ignorier", "игнор")
	// offValue20a name a switched-off or discarding option.
	offValue20a = []string{"none", "null", "discard", "off", "disabled", "aus", "nessuno", "aucun", "ninguno", "nenhum", "keine", "skip", "нет", "выкл", "无", "关闭", "なし", "オフ", "없음", "끔"}
	// trailAbout20a name a property about routing alerts or logging.
	trailAbout20a = newPhraseSet("alert", "logging", "protokollier", "journalis", "registr", "регистр", "记录", "記録", "기록")
	// widestValue20a name the widest role or audience.
	widestValue20a = newPhraseSet("admin", "amministrat", "superuser", "owner", "root", "vollzugriff", "full_access", "übergreifend", "uebergreifend", "cross_tenant", "anyone", "public_link", "everyone", "全権", "管理者", "管理员", "관리자", "администратор", "полный_доступ")
	// accessAbout20a name a property that grants access.
	accessAbout20a = newPhraseSet("role", "rol", "ruolo", "papel", "rolle", "роль", "permission", "permis", "permiso", "permesso", "berechtigung", "privilege", "access", "acces", "acceso", "accesso", "zugriff", "доступ", "scope", "share", "sharing", "visib", "audience", "权限", "角色", "権限", "ロール", "권한", "역할")
	// discardSink20a name a destination that throws away what it gets.
	discardSink20a = newPhraseSet("null_sink", "nullsink", "blackhole", "black_hole", "dev/null", "discard")
	// originals20a name the originals or source copies.
	originals20a = newPhraseSet("original", "source", "originale", "originais", "originaux", "quell", "оригинал", "исходн", "原件", "原本", "元ファイル", "원본")
	// partner20a name passing something on to partners.
	partner20a = newPhraseSet("partner", "mitra", "parceiro", "partenaire", "socio", "affiliate", "提携", "合作方", "파트너", "партнер", "партнёр")
	// autoRenew20a name an option that renews itself.
	autoRenew20a = newPhraseSet("auto", "renew", "recurr", "автопрод", "自动续", "自動更新", "자동")
)
