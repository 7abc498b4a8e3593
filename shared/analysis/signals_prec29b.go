package analysis

import (
	"strings"
	"unicode"
)

// userFolders29b holds the names, in the languages desktops ship, of the
// folders a user keeps their own files in: Documents, Downloads, Desktop,
// Pictures, Music, Videos. A backup or export that starts there names a
// place to read or save ("~/Documenti", "~/Téléchargements"), no secret.
var userFolders29b = []string{
	"documents", "documenti", "dokumente", "documentos", "documenten", "dokumenty", "dokumenter", "dokument", "документы", "文档", "ドキュメント", "문서",
	"downloads", "téléchargements", "descargas", "transferências", "scaricati", "pobrane", "загрузки", "下载", "ダウンロード", "다운로드",
	"desktop", "bureau", "escritorio", "schreibtisch", "scrivania", "pulpit", "bureaublad", "рабочий стол", "桌面", "デスクトップ", "바탕화면",
	"pictures", "images", "imágenes", "imagens", "immagini", "bilder", "obrazy", "afbeeldingen", "изображения", "图片", "ピクチャ", "사진",
	"photos", "fotos", "foto", "music", "musique", "musik", "música", "musica", "muziek", "muzyka", "музыка", "音乐", "ミュージック", "음악",
	"videos", "vidéos", "vídeos", "video", "filme", "wideo", "видео", "视频", "ビデオ", "비디오",
}

// underLocalUserFolder reports a path ("~/Documenti", "~/Bilder/2024",
// "$HOME/Descargas") that starts in one of the user's own folders and
// climbs nowhere else: no ".." and no hidden file or folder below it,
// where a secret would sit ("~/Documenti/../.ssh/id_rsa").
func underLocalUserFolder(lower string) bool {
	rest, ok := strings.CutPrefix(lower, "~/")
	if !ok {
		if rest, ok = strings.CutPrefix(lower, "$home/"); !ok {
			return false
		}
	}
	if strings.Contains(rest, "..") || strings.Contains(rest, "/.") || strings.HasPrefix(rest, ".") {
		return false
	}
	head, _, _ := strings.Cut(rest, "/")
	for _, f := range userFolders29b {
		if head == f {
			return true
		}
	}
	return false
}

// charSubject29b holds the words a text uses when invisible or
// direction characters are its own subject: code points, their names,
// the class in several languages.
var charSubject29b = newPhraseSet("u+200", "u+202", "u+206", "u+feff", "u+e00", "u+180e", "zero-width", "zero width", "zwsp", "zwnj", "zwj", "bidi", "rlo", "right-to-left override",
	"tag character", "invisible character", "unicode tag", "caractères invisibles", "caracteres invisibles", "caracteres invisíveis", "caratteri invisibili", "unsichtbare zeichen", "niewidoczn", "невидим", "不可见", "零宽", "ゼロ幅", "不可視", "보이지 않는")

// invisibleSpecimen reports a text about invisible characters (a tool
// that strips, counts or rejects them) that shows one of them as a
// quoted sample: one character, or tag characters spelling a single
// short word, standing between quotes or brackets near where it is
// named. Hidden text that says anything, several characters spread
// through the text, or a text that never names them stays flagged.
func invisibleSpecimen(text string, runes []rune, at int, total int, tags []rune) bool {
	if at < 0 || !charSubject29b.in(strings.ToLower(text)) {
		return false
	}
	if len(tags) > 0 {
		if total != len(tags) || len(tags) > 12 {
			return false
		}
		for _, t := range tags {
			if !unicode.IsLetter(t) && !unicode.IsDigit(t) {
				return false
			}
		}
	} else if total != 1 {
		return false
	}
	return quotedAround29b(runes, at)
}

// quotedAround29b reports an opening quote or bracket within a short
// reach before runes[at] and its closing one within a short reach after,
// with no sentence end between.
func quotedAround29b(runes []rune, at int) bool {
	const reach = 40
	open := rune(0)
	for i := at - 1; i >= 0 && at-i <= reach; i-- {
		r := runes[i]
		if r == '\'' || r == '"' || r == '(' || r == '«' || r == '“' || r == '‘' || r == '「' || r == '`' {
			open = r
			break
		}
		if r == '\n' {
			return false
		}
	}
	if open == 0 {
		return false
	}
	closeOf := map[rune]rune{'(': ')', '«': '»', '“': '”', '‘': '’', '「': '」'}
	want := open
	if c, ok := closeOf[open]; ok {
		want = c
	}
	span := 0
	for i := at + 1; i < len(runes) && i-at <= reach; i++ {
		r := runes[i]
		if r >= 0xE0000 && r <= 0xE007F {
			continue // the rest of a tag run
		}
		span++
		if r == want || want == '“' && r == '"' {
			return true
		}
		if r == '\n' {
			return false
		}
	}
	return false
}
