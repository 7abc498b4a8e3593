package analysis

import "strings"

// A tool of a client ecosystem (a package registry, a cloud CLI, a
// cluster, a container registry, git over HTTPS) signs in with that
// ecosystem's own credential file: "Publishes the package to the registry
// from the user's .npmrc", "uses the profile from ~/.aws/credentials".
// The sentence describes the tool's own login, not an order to move a
// secret, unless it also sends, hides or asks for it, or names a file
// of another ecosystem.

// credFamily22 is one ecosystem: the markers of its credential files and
// environment variables, and the words that name its tools.
type credFamily22 struct {
	files []string
	words []string
}

var credFamilies22 = [...]credFamily22{
	{[]string{".npmrc", "npmrc", ".yarnrc", "npm_token", "node_auth_token"}, []string{"npm", "npmjs", "yarn", "pnpm", "node", "package", "packages", "registry", "publish", "dependency", "dependencies", "paquete", "pacote", "pacchetto", "paket", "пакет", "包", "依赖", "パッケージ", "패키지"}},
	{[]string{".pypirc", "pip.conf", "pip.ini", "pypi_token"}, []string{"pip", "pypi", "python", "twine", "poetry", "package", "packages", "registry", "publish", "dependency", "paquete", "pacote", "pacchetto", "paket", "пакет", "包", "パッケージ", "패키지"}},
	{[]string{".aws/credentials", ".aws/config", "aws_profile", "aws credentials", "aws shared credentials"}, []string{"aws", "s3", "sts", "amazon", "ec2", "lambda", "iam", "dynamodb", "cloudformation", "ecr", "eks"}},
	{[]string{"kubeconfig", ".kube/config", ".kube"}, []string{"kube", "kubernetes", "k8s", "kubectl", "cluster", "clusters", "pod", "pods", "helm", "namespace", "namespaces", "deployment", "deployments", "clúster", "кластер", "集群", "クラスタ", "クラスター", "클러스터"}},
	{[]string{".docker/config.json", ".docker/config", "docker config", "docker client config", "docker_config"}, []string{"docker", "container", "containers", "image", "images", "registry", "oci", "podman", "compose", "contenedor", "imagen", "conteneur", "контейнер", "образ", "容器", "镜像", "コンテナ", "イメージ", "컨테이너", "이미지"}},
	{[]string{".netrc", "_netrc", ".git-credentials", "git-credential", "credential helper", "credential.helper", "credential-helper", ".config/git/credentials"}, []string{"git", "github", "gitlab", "bitbucket", "gitea", "repo", "repos", "repository", "repositories", "clone", "push", "pull", "fetch", "download", "curl", "wget", "ftp", "http", "https", "repositorio", "dépôt", "репозиторий", "仓库", "リポジトリ", "저장소"}},
	{[]string{".config/gcloud", "application_default_credentials", "gcloud credentials"}, []string{"gcp", "gcloud", "google", "bigquery", "gcs", "firebase", "gke"}},
	{[]string{".azure", "msal_token_cache"}, []string{"azure", "az", "aks", "entra"}},
	{[]string{".terraformrc", "credentials.tfrc.json"}, []string{"terraform", "tf", "hcp"}},
	{[]string{".cargo/credentials", ".gem/credentials", ".m2/settings.xml", "gradle.properties", ".nuget"}, []string{"cargo", "crate", "crates", "gem", "gems", "rubygems", "maven", "mvn", "gradle", "nuget", "package", "packages", "publish", "registry"}},
}

// credFamiliesIn22 returns the bits of the families whose markers occur
// in lower.
func credFamiliesIn22(lower string) uint16 {
	var bits uint16
	for i, f := range credFamilies22 {
		if containsAny(lower, f.files...) {
			bits |= 1 << i
		}
	}
	return bits
}

// toolFamilies22 returns the bits of the families whose words name the
// tool: its name's words, or the words of its description's opening
// sentence outside paths (".aws" in "~/.aws/credentials" names no tool).
func toolFamilies22(name, lowDesc string) uint16 {
	head := lowDesc
	if i := strings.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	if i := strings.Index(head, "。"); i >= 0 { // with the line's end, what IndexAny(head, "\n。") cuts
		head = head[:i]
	}
	if i := strings.Index(head, ". "); i >= 0 {
		head = head[:i]
	}
	var bits uint16
	add := func(words []string) {
		for _, w := range words {
			bits |= familyWords22[w]
		}
	}
	add(Tokenize(name))
	add(strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' || r == '.' }))
	for f := range strings.FieldsSeq(head) {
		if !strings.ContainsAny(f, "/~") && !strings.HasPrefix(strings.Trim(f, "`'\"("), ".") {
			bits |= familyOf22(strings.Trim(f, ".,;:()`'\""))
			bits |= tokenFamilies22(f) // "s3", which Tokenize splits at its digit
		}
	}
	return bits
}

// tokenFamilies22 is the families of the words Tokenize(f) returns,
// without the slice: a description's first line may hold a megabyte of
// words.
func tokenFamilies22(f string) uint16 {
	var bits uint16
	if !isASCII(f) {
		for _, w := range Tokenize(f) {
			bits |= familyWords22[w]
		}
		return bits
	}
	asciiTokens(f, func(start, end int) {
		w := f[start:end]
		if hasUpper(w) {
			w = strings.ToLower(w)
		}
		bits |= familyOf22(w)
	})
	return bits
}

// familyOf22 is familyWords22[w], looked up only for a word whose first
// byte starts one of its words: asked of every word of a first line.
func familyOf22(w string) uint16 {
	if w != "" && !familyFirstBytes22[w[0]] {
		return 0
	}
	return familyWords22[w]
}

// familyFirstBytes22 marks the first bytes of familyWords22's words.
var familyFirstBytes22 = func() (first [256]bool) {
	for w := range familyWords22 {
		if w != "" {
			first[w[0]] = true
		}
	}
	return first
}()

// familyWords22 holds, for each word of credFamilies22, the bits of the
// families it names.
var familyWords22 = func() map[string]uint16 {
	m := map[string]uint16{}
	for i, f := range credFamilies22 {
		for _, w := range f.words {
			m[w] |= 1 << i
		}
	}
	return m
}()

// withoutSensitivePath22 returns out without its poison-sensitive-path
// findings.
func withoutSensitivePath22(out []textFinding) []textFinding {
	return withoutRules(out, func(rule string) bool { return rule == "poison-sensitive-path" })
}

// withoutOwnLogin22 drops the findings of a secret read and passed on
// from a sentence whose every credential file is the tool's own
// ecosystem's, in the tool's own description, with nothing sent out,
// hidden, asked for, included or handed to a field or another tool
// (names: the tools and fields the sentence names). "Pass ~/.kube/config
// in `cluster`" hands the login over, whatever the tool.
func withoutOwnLogin22(out []textFinding, sg signals, hits []hit, sent string, ctx scanContext, names namedTools, dests destinations, mail bool) []textFinding {
	if len(out) == 0 || ctx.purpose.creds == 0 || len(dests) > 0 || mail || !sg.any(cPath, cEnv) || ctx.property != "" || ctx.value || ctx.arg ||
		fileContents(sent) ||
		sg.any(cKeyMaterial, cConversation, cPersonal, cCovert, cCovertAdv, cHide, cOurServer, cOtherTool, cRedirect, cHarvest, cModel, cEveryTurn, cBefore, cMust, cWhen, cAsk, cTag, cRole, cIgnore, cOverride, cShell) {
		return out
	}
	named := credFamiliesIn22(sg.lower)
	if named == 0 || named&^ctx.purpose.creds != 0 || otherPath22(sg.lower) {
		return out
	}
	if handedOn22(sg, ctx, hits) {
		return out
	}
	for _, n := range names.other {
		if n = strings.ToLower(n); !ctx.params[n] && credFamiliesIn22(n) == 0 {
			return out // "… with send_message": another tool handed it
		}
	}
	return withoutSensitivePath22(out)
}

// handedOn22 reports a word of passing on (include, send, a field) or one
// of the tool's fields named after the first credential file: "reads
// ~/.pypirc and passes it in index_config". The tool's fields named
// before it are what it acts on ("Publishes `dir` … from the .npmrc").
func handedOn22(sg signals, ctx scanContext, hits []hit) bool {
	at := len(sg.lower)
	for _, f := range credFamilies22 {
		for _, m := range f.files {
			if i := strings.Index(sg.lower, m); i >= 0 && i < at {
				at = i
			}
		}
	}
	for _, h := range hits {
		if (h.c == cInclude || h.c == cSend || h.c == cParamRef) && h.start-sg.start > at {
			return true
		}
	}
	rest := sg.lower[at:]
	for p := range ctx.params {
		if len(p) >= 3 && hasIdent(rest, p) {
			return true
		}
	}
	return false
}

// otherPath22 reports a file outside every ecosystem named with the
// credential files (".env", "~/.ssh", a keychain).
func otherPath22(lower string) bool {
	return containsAny(lower, ".env", ".ssh", "id_rsa", "id_ed25519", "keychain", "keyring", "cookie", "wallet", ".bash_history", "history", "mcp")
}

// A secret kept where it is: "the token is stored in the server's
// keychain and never shown in the conversation", "the key is read from
// the server's config and must not be put in the parameters". Every
// word of passing it on (sending, including, a field, the chat, another
// tool, asking) has a negation beside it: the sentence says where the
// secret does not go, in any language, and orders no move.

// negGap22 is how far (bytes) a negation may stand from the word it
// negates: "不应被填写", "表示されません", "is never sent".
const negGap22 = 24

// withoutKeptSecret22 drops the findings of a secret passed on from a
// sentence whose every passing word is negated, with nothing sent to a
// destination, hidden or collected.
func withoutKeptSecret22(out []textFinding, sg signals, hits []hit, dests destinations, mail bool) []textFinding {
	if len(out) == 0 || len(dests) > 0 || mail || !sg.has[cSecret] || !sg.has[cNeg] ||
		sg.any(cPath, cKeyMaterial, cEnv, cPersonal, cCovert, cCovertAdv, cHide, cOurServer, cHarvest, cRedirect, cTag, cRole, cIgnore, cOverride, cUnmask) {
		return out
	}
	passing := 0
	for _, h := range hits {
		switch h.c {
		case cSend, cInclude, cConversation, cParamRef, cOtherTool, cAsk:
			if !negatedBeside22(hits, h) {
				return out
			}
			passing++
		}
	}
	if passing == 0 {
		return out
	}
	return withoutSensitivePath22(out)
}

// negatedBeside22 reports a negation within negGap22 bytes of h, before
// or after it.
func negatedBeside22(hits []hit, h hit) bool {
	for _, n := range hits {
		if n.c == cNeg && (n.end <= h.start && h.start-n.end <= negGap22 || n.start >= h.end && n.start-h.end <= negGap22) {
			return true
		}
	}
	return false
}
