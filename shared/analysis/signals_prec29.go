package analysis

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Readings of round 29 (prec29): words that name a thing in the tool's own
// job, read as the attack's object or order.

// withoutPrec29 drops two hits that name rather than ask:
//   - "mnemonic" in a debugger or disassembler, the name of a machine
//     instruction ("Address to look up (or mnemonic for mnemonic_brief)"),
//     not a wallet's recovery phrase: the tool's name or the sentence is
//     about machine code, and no wallet, seed or recovery word is near;
//   - a requirement verb before a permission the caller must hold
//     ("需要有日程的编辑权限", "requires edit permission on the list"): a
//     precondition of the call, no order to grant access, when nothing in
//     the sentence grants, opens or shares, nor names everyone.
//
// lower is the whole folded text the hits index; start and end bound the
// sentence.
func withoutPrec29(lower string, hits []hit, start, end int, ctx scanContext) []hit {
	if start < 0 || end > len(lower) || start >= end || !slices.ContainsFunc(hits, func(h hit) bool { return h.c == cKeyMaterial || h.c == cMust }) {
		return hits // most sentences hold neither concept: no lowering for them
	}
	sent := strings.ToLower(lower[start:end])
	drop := func(h hit) bool {
		if h.start < start || h.end > end {
			return false
		}
		switch h.c {
		case cKeyMaterial:
			w := strings.ToLower(lower[h.start:h.end])
			return (w == "mnemonic" || w == "mnemonics") && machineCode29(sent, ctx.self) && !containsAny(sent, walletWords29...)
		case cMust:
			return requirementVerb(strings.ToLower(lower[h.start:h.end])) && heldPermission29(strings.ToLower(lower[h.end:end])) && !containsAny(sent, grantWords29...)
		}
		return false
	}
	n := 0
	for _, h := range hits {
		if drop(h) {
			n++
		}
	}
	if n == 0 {
		return hits
	}
	out := make([]hit, 0, len(hits)-n)
	for _, h := range hits {
		if !drop(h) {
			out = append(out, h)
		}
	}
	return out
}

// machineCode29 reports a sentence, or a tool name, about machine code:
// a debugger, a disassembler, opcodes and instructions.
func machineCode29(sent, self string) bool {
	return containsAny(sent, "opcode", "disassembl", "assembly", "instruction", "x86", "x64", "arm64", "cpu register", "breakpoint", "debugger", "xref") ||
		containsAny(self, "dbg", "debug", "disasm", "asm", "decompil", "ghidra", "ida_", "binja", "radare", "x64", "x86", "lldb", "gdb")
}

// walletWords29 name a wallet's secret words around "mnemonic".
var walletWords29 = []string{"wallet", "seed", "recovery", "bip39", "bip-39", "crypto", "phrase", "12 word", "24 word", "12-word", "24-word", "private key", "metamask", "钱包", "助记词", "кошел", "brieftasche", "billetera", "cartera", "portefeuille", "carteira", "portafoglio", "ウォレット", "지갑"}

// heldPermission29 reports a permission named soon after a requirement
// verb: what the caller must already hold.
func heldPermission29(rest string) bool {
	if len(rest) > 120 {
		rest = rest[:120]
	}
	for _, p := range permissionWords29 {
		if i := strings.Index(rest, p); i >= 0 && utf8.RuneCountInString(rest[:i]) <= 40 {
			return true
		}
	}
	return false
}

var permissionWords29 = []string{"权限", "權限", "権限", "권한", "permission", "access right", "rights", "berechtigung", "zugriffsrecht", "permiso", "permissão", "autorisation", "droits", "autorizzazion", "permess", "права", "разрешени"}

// grantWords29 give, open or share access, or name everyone: an order to
// widen access, never a precondition.
var grantWords29 = []string{"授予", "赋予", "开启", "打开", "开放", "设置为", "设为", "改为", "添加", "分享", "共享", "所有人", "任何人", "公开", "付与", "与え", "全員", "公開", "부여", "모든 사용자", "공개",
	"grant", "give ", "enable", "turn on", "open ", "share", "everyone", "anyone", "public", "all users", "set ", "add ",
	"gewähr", "erteil", "jeder", "otorg", "conced", "cualquiera", "accord", "tout le monde", "concedi", "chiunque", "conceda", "qualquer", "выда", "предостав", "всем"}

// hostlessURL29 reports a URL that is only its scheme ("https://" in
// "sent with https:// at the beginning of the url"): no place to send to.
func hostlessURL29(url string) bool {
	rest := url
	for _, p := range [...]string{"https://", "http://"} {
		if r, ok := strings.CutPrefix(url, p); ok {
			rest = r
			break
		}
	}
	if rest == url {
		return false
	}
	rest = strings.TrimRight(rest, ".,;:!?")
	return rest == "" || rest[0] == '/'
}

// handleReference29 reports an input property named as a reference to a
// stored thing (AwsCredentialsSid, vault_secret_id) whose description
// only says so ("The SID of the stored Credential resource."): it asks
// for the handle, never for what it points to.
func handleReference29(name, desc string) bool {
	words := Tokenize(name)
	if len(words) < 2 {
		return false
	}
	switch strings.ToLower(words[len(words)-1]) {
	case "sid", "id", "ids", "arn", "uuid", "ref", "handle":
	default:
		return false
	}
	d := strings.ToLower(strings.TrimSpace(desc))
	d = strings.TrimSuffix(d, ".")
	if d == "" || strings.ContainsAny(d, ";:!?\n") || strings.Contains(d, ". ") || len(strings.Fields(d)) > 14 {
		return false
	}
	d = strings.TrimPrefix(d, "the ")
	d = strings.TrimPrefix(d, "unique ")
	for _, p := range [...]string{"sid of ", "id of ", "identifier of ", "arn of ", "uuid of ", "reference to ", "handle of "} {
		if strings.HasPrefix(d, p) {
			return !containsAny(d, "paste", "value", "enter", "provide", "contents", "plaintext", "raw ")
		}
	}
	return false
}

// ownNameLabel29 reports a title that, past a heading and a colon, spells
// the tool's own short name ("Payroll: submit pay run" on submit_payrun): it
// names the tool's job, orders nothing.
func ownNameLabel29(title, self string) bool {
	// Only a title with its own heading: a name that is the order
	// ("always_use_this_calculator") spells itself.
	i := strings.LastIndexByte(title, ':')
	if self == "" || i <= 0 || len(Tokenize(self)) > 3 {
		return false
	}
	title = title[i+1:]
	squash := func(s string) string {
		var b strings.Builder
		for _, r := range strings.ToLower(s) {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r >= utf8.RuneSelf {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	t := squash(title)
	return len(t) >= 4 && t == squash(self)
}

// opcodeMnemonic29 reports a property asking for a "mnemonic" in a tool
// about machine code: an instruction's name, not a recovery phrase.
func opcodeMnemonic29(what, desc, toolDesc, self string) bool {
	w := strings.ToLower(strings.TrimSpace(what))
	if w != "mnemonic" && w != "mnemonics" {
		return false
	}
	d := strings.ToLower(desc)
	return machineCode29(d+" "+strings.ToLower(toolDesc), self) && !containsAny(d, walletWords29...)
}

// heldAccess29 reports a sentence that states a permission the caller
// must hold ("需要调用身份同时拥有任务的编辑权限", "requires edit permission
// on the list"): a requirement verb before the permission, and nothing
// that grants, opens or shares it, nor names everyone.
func heldAccess29(lower string) bool {
	if containsAny(lower, grantWords29...) {
		return false
	}
	for _, v := range requirementWords29 {
		if i := strings.Index(lower, v); i >= 0 && heldPermission29(lower[i+len(v):]) {
			return true
		}
	}
	return false
}

var requirementWords29 = []string{"需要", "须", "requires", "require ", "needs ", "must have", "erfordert", "benötigt", "requiere", "requer", "nécessite", "richiede", "требует", "必要"}

// ownScopeLimit29 reports a sentence about what this tool itself cannot
// do ("清单数据不能使用本接口进行更新", "cannot be changed with this
// endpoint"): a limit of its own scope, no claim that another tool or the
// user's request is down.
func ownScopeLimit29(lower string) bool {
	return containsAny(lower, "本接口", "此接口", "该接口", "本工具", "此工具", "本api", "本 api", "このapi", "このツール", "このエンドポイント", "이 api", "이 도구", "이 엔드포인트",
		"this endpoint", "this tool", "this api", "this interface", "this operation", "this method", "diesen endpunkt", "diese schnittstelle", "dieses tool", "este endpoint", "esta herramienta", "este endpoint", "cet endpoint", "cet outil", "cette api", "questo endpoint", "questo strumento", "esta ferramenta", "этот метод", "этот инструмент", "этот эндпоинт")
}
