// Package backends gives tests every real store this run can reach: bbolt
// on a temp dir always, and DynamoDB Local when scripts/test.sh started it.
//
//	for name, st := range backends.All(t) {
//		t.Run(name, func(t *testing.T) { … })
//	}
package backends

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// EndpointVar names the DynamoDB Local endpoint variable set by scripts/test.sh.
const EndpointVar = "EXPLORER_TEST_DYNAMODB_ENDPOINT"

// Bolt opens a bbolt store with opts in a temp dir, without fsync at each
// write (boltstore.WithoutSync: the file is the test's), closed at the end of
// the test.
func Bolt(t testing.TB, opts ...boltstore.Option) *boltstore.Store {
	t.Helper()
	s, err := boltstore.Open(filepath.Join(t.TempDir(), "store.db"), append([]boltstore.Option{boltstore.WithoutSync()}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// Endpoint returns the DynamoDB Local endpoint. Without it, it skips the
// test, or fails it when every service is required, saying the variable is
// unset and then hint, how to start DynamoDB Local.
func Endpoint(t testing.TB, hint string) string {
	t.Helper()
	ep := os.Getenv(EndpointVar)
	if ep == "" {
		testenv.Missing(t, EndpointVar+" is unset; "+hint)
	}
	return ep
}

var tables atomic.Int64

// Dynamo creates a fresh table in DynamoDB Local and returns a store on it
// with a counter of its DynamoDB calls. Without DynamoDB Local it skips the
// test, or fails it when EXPLORER_TEST_REQUIRE_SERVICES=1.
func Dynamo(t testing.TB) (*dynamostore.Store, *dynamostore.CallCounter) {
	t.Helper()
	ep := Endpoint(t, "make test starts DynamoDB Local")
	calls := &dynamostore.CallCounter{}
	client := dynamostore.NewLocalClient(ep, calls.ClientOption)
	table := Table(t, client)
	return dynamostore.New(client, table), calls
}

// Table creates a uniquely named table with TTL in DynamoDB Local, deleted
// when the test ends.
func Table(t testing.TB, client *dynamodb.Client) string {
	t.Helper()
	name := fmt.Sprintf("t%d_%d", time.Now().UnixNano(), tables.Add(1))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := dynamostore.CreateTable(ctx, client, name); err != nil {
		t.Fatalf("create table: %v", err)
	}
	t.Cleanup(func() {
		if _, err := client.DeleteTable(context.Background(), &dynamodb.DeleteTableInput{TableName: &name}); err != nil {
			t.Errorf("delete table %s: %v", name, err)
		}
	})
	return name
}

// All returns bolt, and dynamodb when DynamoDB Local is running.
func All(t testing.TB) map[string]store.Store {
	t.Helper()
	stores := map[string]store.Store{"bolt": Bolt(t)}
	if os.Getenv(EndpointVar) != "" || os.Getenv(testenv.RequireVar) == "1" {
		d, _ := Dynamo(t)
		stores["dynamodb"] = d
	}
	return stores
}
