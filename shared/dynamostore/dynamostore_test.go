package dynamostore_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/store"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/smithy-go/logging"

	"github.com/usefulweb/mcp-server-explorer/internal/store/conformance"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
)

// warnings records what the SDK logs at level Warn.
type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) Logf(c logging.Classification, format string, v ...any) {
	if c == logging.Warn {
		w.mu.Lock()
		defer w.mu.Unlock()
		w.msgs = append(w.msgs, fmt.Sprintf(format, v...))
	}
}

// client returns a DynamoDB Local client whose SDK warnings fail the test,
// except the one a cancelled request leaves behind: its connection is
// closed while the SDK drains the body, which the cancellation test causes
// on purpose.
func client(t *testing.T, optFns ...func(*dynamodb.Options)) *dynamodb.Client {
	t.Helper()
	w := &warnings{}
	t.Cleanup(func() {
		w.mu.Lock()
		defer w.mu.Unlock()
		for _, m := range w.msgs {
			if strings.Contains(m, "failed to discard remaining HTTP response body") && strings.Contains(m, "use of closed network connection") {
				continue
			}
			t.Errorf("SDK warning: %s", m)
		}
	})
	ep := backends.Endpoint(t, "run scripts/test.sh, or source scripts/services/dynamodb-local.sh after scripts/install/dynamodb-local.sh")
	return dynamostore.NewLocalClient(ep, append([]func(*dynamodb.Options){
		func(o *dynamodb.Options) { o.Logger = w },
	}, optFns...)...)
}

func TestConformance(t *testing.T) {
	c := client(t)
	conformance.Run(t, func(t *testing.T, now func() time.Time) store.Store {
		return dynamostore.New(c, backends.Table(t, c), dynamostore.WithClock(now))
	})
}

func TestCreateTableTwice(t *testing.T) {
	c := client(t)
	name := backends.Table(t, c)
	if err := dynamostore.CreateTable(t.Context(), c, name); err != nil {
		t.Fatalf("second CreateTable: %v", err)
	}
	ttl, err := c.DescribeTimeToLive(t.Context(), &dynamodb.DescribeTimeToLiveInput{TableName: &name})
	if err != nil {
		t.Fatal(err)
	}
	if d := ttl.TimeToLiveDescription; aws.ToString(d.AttributeName) != "expiresAt" || d.TimeToLiveStatus != types.TimeToLiveStatusEnabled {
		t.Fatalf("TTL = %s on %q, want ENABLED on expiresAt", d.TimeToLiveStatus, aws.ToString(d.AttributeName))
	}
}

// TestSnapshotItemSize checks the stored form of a 1,000-tool snapshot:
// compressed, and far under DynamoDB's 400 KB item limit.
func TestSnapshotItemSize(t *testing.T) {
	c := client(t)
	table := backends.Table(t, c)
	s := dynamostore.New(c, table)
	snap := conformance.Snapshot(1000)
	key := store.Key{PK: "fp#0123", SK: "snapshot"}
	if _, err := s.Put(t.Context(), store.Item{Key: key, Value: snap, ExpiresAt: time.Now().Add(time.Hour)}, 0); err != nil {
		t.Fatal(err)
	}
	out, err := c.GetItem(t.Context(), &dynamodb.GetItemInput{
		TableName: &table,
		Key: map[string]types.AttributeValue{
			"pk": &types.AttributeValueMemberS{Value: key.PK},
			"sk": &types.AttributeValueMemberS{Value: key.SK},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	// DynamoDB item size: attribute names plus values (numbers at most 21 bytes).
	size := 0
	for name, av := range out.Item {
		size += len(name)
		switch v := av.(type) {
		case *types.AttributeValueMemberS:
			size += len(v.Value)
		case *types.AttributeValueMemberB:
			size += len(v.Value)
		case *types.AttributeValueMemberN:
			size += 21
		default:
			t.Fatalf("unexpected attribute %s of type %T", name, av)
		}
	}
	if _, ok := out.Item["vz"]; !ok {
		t.Fatalf("snapshot stored without compression: attributes %v", out.Item)
	}
	t.Logf("1,000-tool snapshot: %d bytes of JSON, item of %d bytes", len(snap), size)
	if size > len(snap)*2/3 || size >= 400*1024 {
		t.Fatalf("item is %d bytes for a %d-byte snapshot; want well under 400 KB and compressed", size, len(snap))
	}
}

// TestRoundTrips pins the number of DynamoDB calls per operation.
func TestRoundTrips(t *testing.T) {
	var calls dynamostore.CallCounter
	c := client(t, calls.ClientOption)
	now := conformance.Epoch
	s := dynamostore.New(c, backends.Table(t, c), dynamostore.WithClock(func() time.Time { return now }))
	ctx := t.Context()
	key := store.Key{PK: "rl#ip#1", SK: "0"}
	exp := now.Add(time.Minute)
	steps := []struct {
		name string
		want int64
		run  func() error
	}{
		{"Get missing", 1, func() error { _, err := s.Get(ctx, key); return ignore(err, store.ErrNotFound) }},
		{"Add new", 1, func() error { _, err := s.Add(ctx, key, 1, exp); return err }},
		{"Add live", 1, func() error { _, err := s.Add(ctx, key, 1, exp); return err }},
		{"Query", 1, func() error { _, _, err := s.Query(ctx, key.PK, "", 10); return err }},
		{"Add expired", 2, func() error {
			now = exp
			_, err := s.Add(ctx, key, 1, exp.Add(time.Minute))
			return err
		}},
		{"Put conflict", 1, func() error {
			_, err := s.Put(ctx, store.Item{Key: key, Value: []byte("v"), ExpiresAt: exp.Add(time.Hour)}, 0)
			return ignore(err, store.ErrConflict)
		}},
		{"Put", 1, func() error {
			_, err := s.Put(ctx, store.Item{Key: key, Value: []byte("v"), ExpiresAt: exp.Add(time.Hour)}, 1)
			return err
		}},
		{"Get", 1, func() error { _, err := s.Get(ctx, key); return err }},
		{"Delete", 1, func() error { return s.Delete(ctx, key) }},
	}
	for _, st := range steps {
		before := calls.Calls()
		if err := st.run(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if got := calls.Calls() - before; got != st.want {
			t.Errorf("%s took %d DynamoDB calls, want %d", st.name, got, st.want)
		}
	}
}

func ignore(err, target error) error {
	if errors.Is(err, target) {
		return nil
	}
	return err
}

// deadEndpoint returns the URL of a loopback port nobody listens on.
func deadEndpoint(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

func TestUnavailable(t *testing.T) {
	c := dynamostore.NewLocalClient(deadEndpoint(t), func(o *dynamodb.Options) {
		o.RetryMaxAttempts = 2
		o.Logger = logging.Nop{}
	})
	s := dynamostore.New(c, "t")
	ctx := t.Context()
	key := store.Key{PK: "p", SK: "s"}
	exp := time.Now().Add(time.Hour)
	_, errGet := s.Get(ctx, key)
	_, errPut := s.Put(ctx, store.Item{Key: key, Value: []byte("v"), ExpiresAt: exp}, 0)
	_, errAdd := s.Add(ctx, key, 1, exp)
	_, _, errQuery := s.Query(ctx, "p", "", 1)
	errDelete := s.Delete(ctx, key)
	for name, err := range map[string]error{"Get": errGet, "Put": errPut, "Add": errAdd, "Query": errQuery, "Delete": errDelete} {
		if !errors.Is(err, store.ErrUnavailable) || errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrConflict) {
			t.Errorf("%s against a closed port = %v, want ErrUnavailable only", name, err)
		}
	}
}

// TestSilentBackend checks that a backend that accepts connections and
// never answers costs the context's deadline, not a hang.
func TestSilentBackend(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var accepting sync.WaitGroup
	t.Cleanup(accepting.Wait)
	t.Cleanup(func() { l.Close() })
	accepting.Go(func() {
		var conns []net.Conn
		defer func() {
			for _, c := range conns {
				c.Close()
			}
		}()
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			conns = append(conns, conn)
		}
	})
	c := dynamostore.NewLocalClient("http://"+l.Addr().String(), func(o *dynamodb.Options) { o.Logger = logging.Nop{} })
	s := dynamostore.New(c, "t")
	ctx, cancel := context.WithTimeout(t.Context(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = s.Get(ctx, store.Key{PK: "p", SK: "s"})
	if !errors.Is(err, context.DeadlineExceeded) || !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Get against a silent backend = %v, want DeadlineExceeded and ErrUnavailable", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("Get took %v with a 300ms deadline", d)
	}
}
