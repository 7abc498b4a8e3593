package lambdarun_test

import (
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/lambdarun"
)

func TestInitDuration(t *testing.T) {
	tests := []struct {
		name, logs string
		want       time.Duration
		wantErr    bool
	}{
		{"emulator log", "30 Nov 2026 10:50:47,307 [INFO] (rapid) INIT START(type: on-demand, phase: init)\n" +
			"30 Nov 2026 10:50:47,612 [INFO] (rapid) INIT REPORT(durationMs: 304.610000)\n" +
			"REPORT RequestId: 7455\tInit Duration: 0.07 ms\tDuration: 305.95 ms\t\n", 304610 * time.Microsecond, false},
		// The REPORT line's "Init Duration" is the emulator's asynchronous
		// start of init, not its length: it must not be taken.
		{"REPORT line only", "REPORT RequestId: 7455\tInit Duration: 0.07 ms\tDuration: 305.95 ms\t\n", 0, true},
		{"nothing", "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := lambdarun.InitDuration(tt.logs)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("InitDuration = %v, %v; want %v, error %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}
