package analysis

import (
	"strings"
	"unicode/utf8"
)

// lexiconStores names what a credential file is described by when its
// path is not written out: the program that keeps it ("the kubectl config
// file", "npm 설정 파일"), the secrets it holds ("the file with the cloud
// keys", "fichier d'identifiants") or the hidden folder it sits in. The
// concepts are read only together with a word for a file or folder (see
// markStores) and then dropped.
var lexiconStores = []struct {
	c     concept
	words string
}{
	{cFileNoun, "file|files|folder|folders|directory|directories|dot-folder|dotfile|dotfiles|config|configs|configuration|settings file|" +
		"文件|文件夹|目录|配置文件|设置文件|" + "archivo|archivos|fichero|carpeta|directorio|configuración|" + "файл*|папк*|каталог*|конфиг*|" +
		"datei|dateien|ordner|verzeichnis|konfiguration*|konfigurationsdatei|" + "ファイル|フォルダ|ディレクトリ|設定ファイル|" + "fichier|fichiers|dossier|répertoire|" +
		"파일|폴더|디렉터리|디렉토리|설정 파일|" + "arquivo|arquivos|pasta|diretório|configuração|" + "cartella|configurazione|" +
		"dosya*|klasör*|dizin*|yapılandırma|plik*|folderu|katalog*|konfiguracyj*|mapp|mappen|mappa|bestand|bestanden|soubor*|složk*|tệp|thư mục|ملف|مجلد|फ़ाइल|फाइल|फ़ोल्डर|קובץ|תיקייה|теку|тека|файлі"},
	{cStoreProg, "kubectl|aws cli|aws-cli|gcloud|azure cli|az cli|gh cli|github cli|npm|npmrc|pypi|wireguard|openvpn|ssh|gnupg|gpg|git credential|git-credential|cli cloud|cloud cli|" +
		"密码管理器|钥匙串|" + "gestor de contraseñas|" + "менеджер паролей|менеджера паролей|" + "passwort-manager|passwortmanager|schlüsselbund|" + "パスワードマネージャー|キーチェーン|" +
		"gestionnaire de mots de passe|trousseau|" + "키체인|" + "gerenciador de senhas|" + "gestore di password"},
	{cKeyNoun, "keys|tokens|" + "claves|credenciales|" + "ключ*|учётн*|учетн*|" + "schlüssel*|passwörter*|" +
		"鍵|" + "clés|" + "키|" + "chaves|senhas|" + "chiavi|" +
		"anahtar*|klucz*|nyckl*|sleutels|kunci|khóa|مفاتيح|מפתח*|ключі|klíč*|hesl*"},
	// A program's name before a file word in one compound (ssh-mapp,
	// SSH-Ordner, kube-Konfiguration): the compound is the file.
	{cStoreFile, "ssh-*|kube-*|kubectl-*|npm-*|aws-*|gpg-*|gnupg-*|wireguard-*|vpn-*|docker-*"},
}

// markStores marks a file or folder described by what keeps or fills it
// as a credential file: a word for a file near a program that keeps
// credentials in one (kubectl, the AWS CLI, npm, WireGuard, the shell's
// history) or near the keys, credentials or passwords it holds. The
// helper concepts are dropped: only the credential file they describe is
// kept.
func markStores(lower string, hits []hit) []hit {
	helpers := false
	for _, h := range hits {
		if storeHelper(h.c) {
			helpers = true
			break
		}
	}
	if !helpers {
		return hits
	}
	var adds []hit
	for i, h := range hits {
		if h.c == cStoreFile && fileCompound(compoundAt(lower, h.start)) {
			adds = append(adds, hit{c: cPath, start: h.start, end: h.end})
		}
		if h.c != cFileNoun {
			continue
		}
		var store, held bool
		for _, o := range hits[max(0, i-4):min(len(hits), i+5)] {
			if o.start < h.start && h.start-o.end > 4 || o.start > h.start && o.start-h.end > 18 || breaksBetween(lower, min(o.start, h.start), max(o.end, h.end)) {
				continue // what a file holds comes after it, or right before (key file, 密钥文件)
			}
			switch o.c {
			case cStoreProg:
				store = store || !byWayOf(lower[min(o.end, h.end):max(o.start, h.start)])
			case cKeyNoun, cSecret, cKeyMaterial, cEnv:
				held = true
			}
		}
		if store || held {
			adds = append(adds, hit{c: cPath, start: h.start, end: h.end})
		}
	}
	out := hits[:0]
	for _, h := range hits {
		if !storeHelper(h.c) {
			out = append(out, h)
		}
	}
	return mergeHits(out, adds)
}

func storeHelper(c concept) bool {
	return c == cFileNoun || c == cStoreProg || c == cKeyNoun || c == cStoreFile
}

// fileCompound reports a compound whose second part is a file or folder
// word (ssh-mapp, SSH-Ordner, npm-config).
func fileCompound(word string) bool {
	_, second, _ := strings.Cut(word, "-")
	for _, w := range [...]string{"mapp", "map", "ordner", "verzeichnis", "datei", "konfig", "config", "folder", "dir", "fil", "katalog", "klasör", "dosya", "složk", "soubor", "папк", "каталог", "файл"} {
		if strings.HasPrefix(second, w) {
			return true
		}
	}
	return false
}

// breaksBetween reports a clause's end in lower[from:to]: the words of
// one phrase stand together.
func breaksBetween(lower string, from, to int) bool {
	s := lower[from:to]
	return strings.ContainsAny(s, "\n,;:()，、。；") || strings.Contains(s, ". ") || conjunctionIn(s)
}

// byWayOf reports a preposition of means between a file and a program
// ("files over SSH", "Dateien per npm"): the program moves the file, it
// does not keep it.
func byWayOf(between string) bool {
	switch strings.TrimSpace(between) {
	case "via", "over", "through", "using", "with", "by", "to", "from", "for", "per", "über", "mit", "par", "por", "con", "com", "через", "по", "przez":
		return true
	}
	return false
}

// compoundAt returns the hyphenated word that starts at i (ssh-mapp).
func compoundAt(lower string, i int) string {
	end := i
	for end < len(lower) {
		r, size := utf8.DecodeRuneInString(lower[end:])
		if !isIdentRune(r) {
			break
		}
		end += size
	}
	return lower[i:end]
}
