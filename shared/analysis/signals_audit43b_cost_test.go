package analysis

import "testing"

// audit43bShapes are hostile descriptions for audit43b's readings, each a
// unit repeated: owners on either side of many secrets, genitive links
// without end, passive additions.
var audit43bShapes = map[string]string{
	"owners-after":  "klucz API użytkownika, hasło van de van de gebruiker; ",
	"owners-before": "kullanıcının API anahtarını användarens lösenord ",
	"passive":       "The query is automatically enriched with the user's saved passwords. ",
}

// TestAudit43bAllocLinear: as TestAudit42AllocLinear, for audit43bShapes.
func TestAudit43bAllocLinear(t *testing.T) { allocLinear(t, audit43bShapes) }

// BenchmarkAudit43bShapes: as BenchmarkAudit42Shapes, for audit43bShapes.
func BenchmarkAudit43bShapes(b *testing.B) { benchShapes(b, audit43bShapes) }
