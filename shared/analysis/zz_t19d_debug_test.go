package analysis

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

func TestZZT19dDebug(t *testing.T) {
	f, err := os.Open("/tmp/t19d/dbg.txt")
	if err != nil {
		t.Skip()
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		s := strings.ToLower(sc.Text())
		lt := phrasesIn(s)
		r, _ := tune19dReading(lt, lowText{})
		t.Logf("%q good=%v assert=%v against=%v hush=%v omit=%v found=%v honest=%v user=%v scan=%v => %s", s[:min(60, len(s))], lt.in(goodState19d), lt.in(assert19d), lt.in(against19d), lt.in(hush19d), lt.in(omit19d), lt.in(found19d), lt.in(honest19d), lt.in(userChose19d), lt.in(scanner18a), r)
	}
}
