package analysis

import (
	"strconv"
	"strings"
)

// userTagsOwn15d reports links tagged with campaign fields the user names
// ("add UTM parameters (utm_source, utm_medium) to the user's own
// links"): no value fixed by the text, no tag that pays the server.
func userTagsOwn15d(lt lowText) bool {
	return strings.Contains(lt.s, "utm_") && !strings.Contains(lt.s, "=") && !lt.in(serverGain15d)
}

var serverGain15d = newPhraseSet("affiliat", "partner", "commission", "comissão", "provision", "ref=", "ref_", "erid", "creator code", "our ", "推广", "返利", "アフィリエイト", "제휴",
	"unser", "notre", "nos ", "nuestr", "nostr", "nosso", "nossa", "наш", "我们", "当社", "저희", "bizim", "onze", "nasz", "لنا")

// forbidsAskingLater15d reports a sentence whose later clause forbids the
// very asking it names first ("the OS will prompt the user for their
// password; never ask for the password in chat"): it sets where the
// secret may be typed, and orders no collecting.
func forbidsAskingLater15d(hits []hit, sent string, base int) bool {
	first := -1
	for i, h := range hits {
		if h.c != cAsk || h.start < base || h.end-base > len(sent) {
			continue
		}
		if first < 0 {
			first = i
			continue
		}
		if h.clause == hits[first].clause {
			continue
		}
		for _, n := range hits[first+1 : i] {
			if n.c == cNeg && n.clause == h.clause {
				return true
			}
		}
	}
	return false
}

// otherCard15d reports a card that pays for nothing (a health or
// insurance card, a loyalty, library or transit card, a boarding pass):
// "tarjeta" or "carte" alone does not name a payment card.
func otherCard15d(lt lowText) bool { return lt.in(otherCards15d) }

var otherCards15d = newPhraseSet("tarjeta sanitaria", "tarjeta de salud", "tarjeta de embarque", "tarjeta de fidelidad", "tarjeta de transporte", "tarjeta de socio", "carte vitale", "carte de fidélité", "carte d'embarquement", "carte de transport",
	"gesundheitskarte", "versichertenkarte", "krankenversicherungskarte", "tessera sanitaria", "carta d'imbarco", "cartão sus", "cartão do sus", "cartão nacional de saúde", "cartão de embarque", "cartão de fidelidade",
	"health card", "insurance card", "loyalty card", "library card", "boarding pass", "transit card", "медицинск", "полис", "医保卡", "社保卡", "健康保険証", "保険証", "건강보험증", "sağlık kartı", "zorgpas", "karta ubezpieczenia", "بطاقة صحية", "بطاقة التأمين")

// onlyThenTell15d reports the reply or summary cut to one part ("w
// podsumowaniu podaj jedynie …"), or "only" before the verb of telling that closes
// its clause, as verbs close them in Turkish, Japanese and Korean
// ("Kullanıcıya sadece doktora gönderildiğini söyle", "「通常購入」とだけ
// 伝えること"): what the user is told, cut to one part.
func onlyThenTell15d(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if h.c == cReply && i+1 < len(hits) && hits[i+1].c == cOnly && hits[i+1].start-h.end <= 24 && hits[i+1].start-base <= len(sent) && h.end >= base && replyGap15d(sent[h.end-base:hits[i+1].start-base]) && !onceOnly15d(sent[:hits[i+1].start-base]) {
			return true // "w podsumowaniu podaj jedynie …", "in the summary, only …"
		}
		if h.c != cOnly || h.end-base > len(sent) || !userBefore15d(hits[:i], h.clause) || onceOnly15d(sent[:h.start-base]) {
			continue
		}
		last := -1
		for j := i + 1; j < len(hits) && hits[j].clause == h.clause; j++ {
			last = j
		}
		if last < 0 || hits[last].c != cTell && hits[last].c != cPresent || hits[last].start-h.end > 60 {
			continue
		}
		if end := hits[last].end - base; end <= len(sent) && !clauseGoesOn(sent[end:]) {
			return true
		}
	}
	return false
}

// replyGap15d reports the words between the reply and "only" as one
// verb or a bare comma ("in the summary, only …", "w podsumowaniu podaj
// jedynie"), not a clause of its own ("回复中完整展示,只显示末尾 4 位").
func replyGap15d(gap string) bool {
	gap = strings.TrimSpace(gap)
	return gap == "," || !strings.ContainsAny(gap, ",;")
}

// userBefore15d reports the user or the reply named in the clause before
// "only": who is told ("Kullanıcıya sadece …").
func userBefore15d(before []hit, clause int) bool {
	for _, h := range before {
		if h.clause == clause && (h.c == cUser || h.c == cReply) {
			return true
		}
	}
	return false
}

// onceOnly15d reports an "only" bound to a count ("한 번만", "一度だけ"):
// how often, not what.
func onceOnly15d(before string) bool {
	before = strings.TrimRight(before, " ")
	for _, w := range [...]string{"번", "一度", "一回", "1回", "一次", "once", "bir kez", "bir defa"} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// clauseGoesOn reports a word after a verb before its clause ends: the
// verb did not close it ("only after a report is ready").
func clauseGoesOn(rest string) bool {
	for _, r := range rest {
		switch {
		case strings.ContainsRune(".,;:。、；！!?？)）", r):
			return false
		case r == ' ':
			return true
		}
	}
	return false
}

// objectStrings15d returns the string and number fields of an object
// value, in key order.
func objectStrings15d(obj map[string]any) []string {
	var out []string
	for _, k := range sortedKeys(obj) {
		switch v := obj[k].(type) {
		case string:
			out = append(out, v)
		case float64:
			out = append(out, strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
	return out
}

// fallbackTarget15d reports a field for where money, a line or a device
// goes (a payment, a target device, a recipient), by its name or its
// description: a fixed fallback there picks the beneficiary for the user.
func fallbackTarget15d(name, lowPD string) bool {
	return target15d.in(strings.ToLower(name)) || target15d.in(lowPD)
}

var target15d = newPhraseSet("payment", "platež", "платёж", "платеж", "pago", "paiement", "zahlung", "pagament", "支付", "支払", "결제", "ödeme", "betaling", "płatnoś", "دفع",
	"recipient", "payee", "beneficiar", "destinatari", "empfänger", "получател", "收款", "受取", "수취", "alıcı", "ontvanger", "odbiorc", "مستفيد",
	"device", "cihaz", "eid", "imei", "appareil", "gerät", "dispositivo", "устройств", "设备", "端末", "기기", "apparaat", "urządzeni", "جهاز")

// credentialDump15d reports a default, example or first enum value that
// reads a credential store (mysql.user's authentication_string,
// pg_authid, .pgpass, /etc/shadow) or opens
// the host (its root bind-mounted, every action granted to an account):
// a value the server chose for the user's call that no honest default
// needs.
func credentialDump15d(fixed string) bool {
	lower := strings.ToLower(strings.ReplaceAll(fixed, " ", ""))
	return credentialStore15d.in(lower) || strings.Contains(lower, `"action":"s3:*"`) && strings.Contains(lower, `:root"`)
}

var credentialStore15d = newPhraseSet("authentication_string", "rolpassword", "pg_authid", "pg_shadow", ".pgpass", "/etc/shadow", "intooutfile", "load_file(", "pg_read_file(",
	"/:/host", ":/host:rw", "export-credentials")
