package text_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

func ExampleClipBytes() {
	fmt.Println(text.ClipBytes("Grüße aus Köln", 4))
	// Output: Grü…
}

func ExampleClipRunes() {
	fmt.Println(text.ClipRunes("Grüße aus Köln", 4))
	// Output: Grü…
}
