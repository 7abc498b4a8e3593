package functions_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
)

// The table that `mcp-explorer serve --dynamodb-endpoint … --create-table`
// creates in DynamoDB Local is the one the AWS CLI and a function under the
// Lambda emulator see with the same credentials: DynamoDB Local keeps one
// namespace per access key and region, so serve signs as the configured
// credentials, not as a dummy pair of its own.
func TestServeTableIsSharedWithCLIAndLambda(t *testing.T) {
	endpoint := os.Getenv("EXPLORER_TEST_DYNAMODB_ENDPOINT")
	if endpoint == "" {
		need(t, "EXPLORER_TEST_DYNAMODB_ENDPOINT is unset; run scripts/test.sh")
	}
	rieBinary(t) // skip early when the emulator is missing
	key := fmt.Sprintf("devkey%d", time.Now().UnixNano())
	const secret, region = "devsecret", "eu-west-1"
	table := "serve-shared"
	userEnv := []string{"AWS_ACCESS_KEY_ID=" + key, "AWS_SECRET_ACCESS_KEY=" + secret, "AWS_REGION=" + region,
		"AWS_DEFAULT_REGION=" + region, "HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}
	t.Cleanup(func() {
		c := dynamostore.NewLocalClient(endpoint, func(o *dynamodb.Options) {
			o.Region, o.Credentials = region, credentials.NewStaticCredentialsProvider(key, secret, "")
		})
		c.DeleteTable(context.Background(), &dynamodb.DeleteTableInput{TableName: aws.String(table)})
	})

	// serve creates the table and stores a check of the event's server.
	bin := filepath.Join(t.TempDir(), "mcp-explorer")
	build := exec.Command("go", "build", "-o", bin, "./cmd/mcp-explorer")
	build.Dir = moduleRoot
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	addr := freeAddr(t)
	var serveLog testenv.SyncBuffer
	serve := exec.Command(bin, "serve", "--addr", addr, "--store", "dynamodb", "--table", table,
		"--dynamodb-endpoint", endpoint, "--create-table", "--data", t.TempDir(),
		"--trusted-proxies", "127.0.0.0/8")
	serve.Env, serve.Stdout, serve.Stderr = userEnv, &serveLog, &serveLog
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { serve.Process.Kill(); serve.Wait() })
	var event struct {
		Body           string
		RequestContext struct {
			HTTP struct {
				SourceIP string `json:"sourceIp"`
			} `json:"http"`
		} `json:"requestContext"`
	}
	b, err := os.ReadFile(filepath.Join(moduleRoot, "events", "calculate-paste-url.json"))
	if err != nil {
		t.Fatal(err)
	}
	decode(t, b, &event)
	base := "http://" + addr
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not start:\n%s", serveLog.String())
		}
	}
	// A paste's history is its client's: serve sees the event's client
	// through a trusted proxy, as API Gateway passes it to the function.
	req, err := http.NewRequest("POST", base+"/api/v1/calculate", strings.NewReader(event.Body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", event.RequestContext.HTTP.SourceIP)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("serve: %d %s\n%s", resp.StatusCode, body, serveLog.String())
	}

	// The AWS CLI (or, without it, the SDK reading the same variables)
	// finds the table and the stored check.
	items := scanCount(t, endpoint, table, userEnv, key, secret, region)
	if items == 0 {
		t.Errorf("the table %s holds no items for the AWS CLI's credentials", table)
	}

	// The calculate function under the emulator, with the same
	// credentials, reads serve's check: changes has a previous check.
	em := startFunction(t, "calculate", []string{
		"AWS_REGION=" + region, "AWS_ACCESS_KEY_ID=" + key, "AWS_SECRET_ACCESS_KEY=" + secret,
		"AWS_LAMBDA_FUNCTION_NAME=calculate", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE=512", "AWS_LAMBDA_FUNCTION_TIMEOUT=29",
		"EXPLORER_TABLE=" + table, "EXPLORER_DYNAMODB_ENDPOINT=" + endpoint,
	})
	r := invoke(t, em, "calculate-paste-url.json")
	var res struct {
		Result struct {
			Changes *struct {
				PreviousCheck *string `json:"previousCheck"`
			} `json:"changes"`
		} `json:"result"`
	}
	decode(t, r.body(), &res)
	if r.StatusCode != 200 || res.Result.Changes == nil || res.Result.Changes.PreviousCheck == nil {
		t.Errorf("the function did not see serve's check: %d %.400s", r.StatusCode, r.Body)
	}
}

// scanCount counts the table's items with the AWS CLI when it is on PATH,
// else with the SDK and the credentials the CLI would read from env.
func scanCount(t *testing.T, endpoint, table string, env []string, key, secret, region string) int {
	t.Helper()
	if aws, err := exec.LookPath("aws"); err == nil {
		cmd := exec.Command(aws, "dynamodb", "scan", "--table-name", table, "--select", "COUNT", "--endpoint-url", endpoint, "--output", "json")
		cmd.Env = env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("aws dynamodb scan: %v\n%s", err, stderr.String())
		}
		var res struct{ Count int }
		decode(t, out, &res)
		return res.Count
	}
	t.Log("the AWS CLI is not on PATH; scanning with the SDK and the same credentials")
	c := dynamostore.NewLocalClient(endpoint, func(o *dynamodb.Options) {
		o.Region, o.Credentials = region, credentials.NewStaticCredentialsProvider(key, secret, "")
	})
	out, err := c.Scan(t.Context(), &dynamodb.ScanInput{TableName: aws.String(table), Select: "COUNT"})
	if err != nil {
		t.Fatalf("scan: %v", err)
	}
	return int(out.Count)
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
