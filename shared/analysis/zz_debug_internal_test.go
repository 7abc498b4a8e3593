package analysis

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDebugBlocks(t *testing.T) {
	txt := os.Getenv("ZZ")
	if txt == "" {
		t.Skip()
	}
	for _, s := range strings.Split(txt, "\n===\n") {
		var ctx scanContext
		f, hits := ctx.read(s)
		var b strings.Builder
		for _, h := range hits {
			fmt.Fprintf(&b, " %s[%s]", conceptNames[h.c], f.lower[h.start:h.end])
		}
		sg := signalsOf(span{hits: hits})
		fmt.Printf("TEXT %q\n  hits:%s\n  plain=%v orders=%v\n", s, b.String(), plainEmphasis(f.lower, hits), ordersInBlock(sg))
	}
}
