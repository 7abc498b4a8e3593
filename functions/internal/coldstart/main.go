// Command coldstart measures each function's cold start under the Lambda
// runtime interface emulator and prints the README's markdown table: the
// size of the bootstrap as deployed (linux/arm64) and the init duration
// (from starting the bootstrap until it asks for its first event), median
// and 90th percentile of -runs cold starts on this machine, against a
// hello-world function (functions/internal/hello) built the same way, and
// against the function's floor (functions/internal/floor): a hello-world
// that links and builds only the third-party clients the function needs.
// `make bench-coldstart` runs it:
//
//	go run ./functions/internal/coldstart -rie .cache/bin/aws-lambda-rie -runs 50
//
// Each cold start is a new emulator and process, invoked once with a
// realistic event from events/; the table also gives that first
// invocation's round trip, which includes building the handler (init does
// not). The configuration is production's with a public base URL set,
// except that rate limits are off and
// DynamoDB is a closed loopback port: the events need no store, and nothing
// may leave this machine. With -inittrace it also
// lists the package initialisers that cost the most (GODEBUG=inittrace=1).
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/lambdarun"
)

// bench is one function, its floor (package functions/internal/floor)
// and the event that wakes both.
type bench struct{ name, floor, event string }

var benches = []bench{
	{"internal/hello", "", "tool-get.json"},
	{"calculate", "internal/floor/calculate-floor", "calculate-paste.json"},
	{"tool", "internal/floor/tool-floor", "tool-get.json"},
	{"mcp", "internal/floor/mcp-floor", "mcp-initialize.json"},
	{"scheduled-recheck", "internal/floor/scheduled-recheck-floor", "recheck-scheduled.json"},
}

const maxRuns = 200

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "coldstart:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("coldstart", flag.ContinueOnError)
	rie := fs.String("rie", "", "path of aws-lambda-rie (scripts/install/lambda-rie.sh installs it)")
	runs := fs.Int("runs", 50, fmt.Sprintf("cold starts per function, 1 to %d", maxRuns))
	root := fs.String("root", ".", "the module root")
	inittrace := fs.Bool("inittrace", false, "also list the costliest package initialisers of each function")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rie == "" || *runs < 1 || *runs > maxRuns {
		return fmt.Errorf("want -rie PATH and -runs from 1 to %d", maxRuns)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()

	dir, err := os.MkdirTemp("", "coldstart-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	var names []string
	var runsOf []bench // every binary, floors too, with its event
	for _, b := range benches {
		names = append(names, b.name)
		runsOf = append(runsOf, b)
		if b.floor != "" {
			names = append(names, b.floor)
			runsOf = append(runsOf, bench{name: b.floor, event: b.event})
		}
	}
	host, err := lambdarun.Build(ctx, *root, filepath.Join(dir, "host"), names...)
	if err != nil {
		return err
	}
	arm, err := lambdarun.BuildFor(ctx, "linux", "arm64", *root, filepath.Join(dir, "arm64"), names...)
	if err != nil {
		return err
	}

	inits, firsts := map[string][]time.Duration{}, map[string][]time.Duration{}
	for r := 0; r < *runs; r++ {
		order := slices.Clone(runsOf)
		rand.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, b := range order {
			d, first, err := coldStart(ctx, *rie, host[b.name], filepath.Join(*root, "events", b.event))
			if err != nil {
				return fmt.Errorf("%s: %w", b.name, err)
			}
			inits[b.name] = append(inits[b.name], d)
			firsts[b.name] = append(firsts[b.name], first)
		}
	}

	base := median(inits[benches[0].name])
	fmt.Fprintf(stdout, "Init duration of %d cold starts per function under aws-lambda-rie, %s/%s, %d CPUs; size of the linux/arm64 bootstrap.\n\n",
		*runs, runtime.GOOS, runtime.GOARCH, runtime.NumCPU())
	fmt.Fprintln(stdout, "| function | bootstrap size | init (median) | init (p90) | × hello-world | its floor: init, × hello-world | first invocation (median) |")
	fmt.Fprintln(stdout, "|---|---:|---:|---:|---:|---:|---:|")
	for _, b := range benches {
		fi, err := os.Stat(arm[b.name])
		if err != nil {
			return err
		}
		ds := inits[b.name]
		name := b.name
		if name == "internal/hello" {
			name = "hello-world (baseline)"
		}
		floor := "–"
		if b.floor != "" {
			f := median(inits[b.floor])
			floor = fmt.Sprintf("%.1f ms, %.2f×", ms(f), float64(f)/float64(base))
		}
		fmt.Fprintf(stdout, "| %s | %.1f MB | %.1f ms | %.1f ms | %.2f× | %s | %.1f ms |\n", name, float64(fi.Size())/1e6,
			ms(median(ds)), ms(percentile(ds, 90)), float64(median(ds))/float64(base), floor, ms(median(firsts[b.name])))
	}
	if *inittrace {
		for _, b := range benches[1:] {
			if err := traceInit(ctx, stdout, b.name, host[b.name]); err != nil {
				return err
			}
		}
	}
	return nil
}

// coldStart starts a fresh emulator, invokes it once with the event file,
// checks the reply and returns the init duration the emulator logged and
// the first invocation's round trip (the emulator is listening, and init
// long done, before it starts).
func coldStart(ctx context.Context, rie, bootstrap, event string) (initTime, first time.Duration, err error) {
	payload, err := os.ReadFile(event)
	if err != nil {
		return 0, 0, err
	}
	em, err := lambdarun.Start(ctx, rie, bootstrap, []string{
		"AWS_REGION=us-east-1", "AWS_ACCESS_KEY_ID=bench", "AWS_SECRET_ACCESS_KEY=bench",
		"AWS_LAMBDA_FUNCTION_MEMORY_SIZE=512", "AWS_LAMBDA_FUNCTION_TIMEOUT=29",
		"EXPLORER_TABLE=explorer-bench", "EXPLORER_DYNAMODB_ENDPOINT=http://127.0.0.1:9",
		"EXPLORER_INDEX_QUEUE_URL=http://127.0.0.1:9/queue", "EXPLORER_SQS_ENDPOINT=http://127.0.0.1:9",
		"EXPLORER_BASE_URL=https://explorer.example.com",
		"EXPLORER_RATE_LIMIT_PASTE=0", "EXPLORER_RATE_LIMIT_CONNECT=0", "EXPLORER_RATE_LIMIT_MCP=0",
		"EXPLORER_RATE_LIMIT_READ=0", "EXPLORER_RATE_LIMIT_GLOBAL=0", "EXPLORER_RATE_LIMIT_CPU_MS=0",
	})
	if err != nil {
		return 0, 0, err
	}
	start := time.Now()
	reply, err := em.Invoke(ctx, "coldstart", payload)
	first = time.Since(start)
	em.Stop()
	if err != nil {
		return 0, 0, err
	}
	var resp struct {
		StatusCode int `json:"statusCode"`
	}
	if reply.Status != 200 || json.Unmarshal(reply.Body, &resp) != nil || resp.StatusCode >= 500 {
		return 0, 0, fmt.Errorf("invocation failed: status %d: %.300s\n%s", reply.Status, reply.Body, em.Logs())
	}
	initTime, err = lambdarun.InitDuration(em.Logs())
	return initTime, first, err
}

// traceInit runs bootstrap once outside the emulator with
// GODEBUG=inittrace=1 and prints its costliest package initialisers. Its
// main then fails to reach a runtime API, which is expected.
func traceInit(ctx context.Context, w io.Writer, name, bootstrap string) error {
	cmd := exec.CommandContext(ctx, bootstrap)
	cmd.Env = []string{"GODEBUG=inittrace=1", "EXPLORER_TABLE=explorer-bench", "AWS_REGION=us-east-1", "AWS_ACCESS_KEY_ID=bench", "AWS_SECRET_ACCESS_KEY=bench", "HOME=/nonexistent"}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	var exitErr *exec.ExitError
	if err := cmd.Run(); err != nil && !errors.As(err, &exitErr) {
		return err
	}
	type pkg struct {
		name string
		ms   float64
	}
	var pkgs []pkg
	var total float64
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		// init PKG @T ms, D ms clock, B bytes, N allocs
		f := strings.Fields(sc.Text())
		if len(f) < 6 || f[0] != "init" {
			continue
		}
		d, err := strconv.ParseFloat(f[4], 64)
		if err != nil {
			continue
		}
		pkgs = append(pkgs, pkg{f[1], d})
		total += d
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ms > pkgs[j].ms })
	fmt.Fprintf(w, "\n%s: package initialisers %.1f ms in all; the costliest:\n", name, total)
	for _, p := range pkgs[:min(8, len(pkgs))] {
		fmt.Fprintf(w, "  %6.2f ms  %s\n", p.ms, p.name)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func median(ds []time.Duration) time.Duration { return percentile(ds, 50) }

// percentile is the nearest-rank percentile p of ds.
func percentile(ds []time.Duration, p int) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (p*len(s)+99)/100 - 1
	return s[max(0, min(i, len(s)-1))]
}
