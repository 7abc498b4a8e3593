// Package dynamostore implements store.Store on one DynamoDB table.
//
// # Table
//
// Single-table design. Key: pk (string, HASH), sk (string, RANGE). Billing
// PAY_PER_REQUEST; TTL enabled on expiresAt. Attributes of an item:
//
//	pk, sk      strings, the store.Key
//	v           binary, the value as given
//	vz          binary, the value gzip-compressed; written instead of v when
//	            the value exceeds 1 KiB and compression makes it smaller
//	n           number, the counter of an item written by Add (no v/vz then)
//	ver         number, the version: 1 on creation, +1 on every Put or Add
//	expiresAt   number, epoch seconds; the table's TTL attribute
//
// Compression keeps items small, far under DynamoDB's 400 KB item limit,
// and cuts the write and read capacity they cost. Values are limited to
// [store.MaxValueSize] before compression, so every item fits even
// uncompressed.
//
// # Items the project stores
//
//	PK                       SK                    TTL
//	fp#<sha256 of url>       snapshot              180 days, refreshed on every check:
//	                                               a server unchecked for that long is forgotten;
//	                                               written by connect-mode checks only
//	fp#<sha256 of url>       paste#<sha256 of      the same: one client's pastes of the server,
//	                         url key and client>   which no other client reads or writes
//	rl#<class>#<client>      <window start unix>   window end + 1 h: the counter is
//	rl#global                <window start unix>   useless after its window; the hour is slack
//	gen#<sha256 of origin>   generation            24 h: the protocol generation an origin
//	                                               speaks, saving a round trip next time
//	sub#…                    …                     subscriptions, tokens, snapshots and sent
//	                                               notifications: see package subscription
//	out#…                    …                     called/ignored outcomes: see package toolcard
//
// # Expiry
//
// DynamoDB deletes expired items lazily (often days later), so every read
// filters on expiresAt > now with an injectable clock, and conditional writes
// treat an expired item as absent. Expiry has one-second resolution:
// ExpiresAt is truncated to the second, and an item is live while
// now < ExpiresAt.
//
// # Round trips
//
// Get, Put, Delete: one call each. Add: one UpdateItem, plus one PutItem
// when the counter has expired. Query: one call per DynamoDB page (one,
// unless expired items or the 1 MB page size cut a page short). All reads are
// strongly consistent. Use CallCounter to count calls.
//
// # Errors
//
// Failed conditions map to store.ErrConflict and absent or expired items
// to store.ErrNotFound. The SDK's standard retryer retries throttling and
// transient failures; every other backend error, and the last one after
// retries, matches store.ErrUnavailable (and still matches the SDK's error
// types and context errors through errors.As/errors.Is).
package dynamostore

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/smithy-go/middleware"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// compressAbove is the value size from which Put tries gzip.
const compressAbove = 1 << 10

// Attribute names; expressions refer to them through ExpressionAttributeNames.
const (
	attrPK    = "pk"
	attrSK    = "sk"
	attrValue = "v"
	attrGzip  = "vz"
	attrCount = "n"
	attrVer   = "ver"
	attrExp   = "expiresAt"
)

// Store is an store.Store on one DynamoDB table (see CreateTable). It is
// safe for concurrent use.
type Store struct {
	client *dynamodb.Client
	table  string
	now    func() time.Time
}

var _ store.Store = (*Store)(nil)

// Option configures New.
type Option func(*Store)

// WithClock sets the clock that decides expiry (default time.Now).
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.now = now }
}

// New returns a Store on table.
func New(client *dynamodb.Client, table string, opts ...Option) *Store {
	s := &Store{client: client, table: table, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Get implements store.Store with one consistent GetItem.
func (s *Store) Get(ctx context.Context, key store.Key) (store.Item, error) {
	if err := checkKey(key); err != nil {
		return store.Item{}, err
	}
	out, err := s.client.GetItem(ctx, &dynamodb.GetItemInput{
		TableName:      &s.table,
		Key:            keyAV(key),
		ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return store.Item{}, unavailable("GetItem", err)
	}
	if out.Item == nil || !live(out.Item, s.now().Unix()) {
		return store.Item{}, store.ErrNotFound
	}
	item, err := decodeItem(out.Item)
	if err != nil {
		return store.Item{}, unavailable("GetItem", err)
	}
	return item, nil
}

// Put implements store.Store with one conditional PutItem.
func (s *Store) Put(ctx context.Context, item store.Item, expectVersion int64) (int64, error) {
	if err := checkPut(item, expectVersion); err != nil {
		return 0, err
	}
	av := keyAV(item.Key)
	av[attrVer] = number(expectVersion + 1)
	av[attrExp] = number(item.ExpiresAt.Unix())
	if err := putValue(av, item.Value); err != nil {
		return 0, err
	}
	in := &dynamodb.PutItemInput{
		TableName:                &s.table,
		Item:                     av,
		ExpressionAttributeNames: map[string]string{"#exp": attrExp},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":now": number(s.now().Unix()),
		},
	}
	if expectVersion == 0 {
		in.ConditionExpression = aws.String("attribute_not_exists(#pk) OR #exp <= :now")
		in.ExpressionAttributeNames["#pk"] = attrPK
	} else {
		in.ConditionExpression = aws.String("#ver = :ver AND #exp > :now")
		in.ExpressionAttributeNames["#ver"] = attrVer
		in.ExpressionAttributeValues[":ver"] = number(expectVersion)
	}
	if _, err := s.client.PutItem(ctx, in); err != nil {
		if isConditionFailed(err) {
			return 0, store.ErrConflict
		}
		return 0, unavailable("PutItem", err)
	}
	return expectVersion + 1, nil
}

// Add implements store.Store. A live or missing counter takes one
// UpdateItem (ADD, returning UPDATED_NEW). An expired item fails that
// update's condition, which returns the old item; then a conditional PutItem
// restarts the counter. Each Add also increments the version. Get on a
// counter returns its value in decimal.
func (s *Store) Add(ctx context.Context, key store.Key, delta int64, expiresAt time.Time) (int64, error) {
	if err := checkKey(key); err != nil {
		return 0, err
	}
	if expiresAt.IsZero() {
		return 0, errors.New("dynamostore: add: zero expiresAt")
	}
	for {
		now := s.now().Unix()
		out, err := s.client.UpdateItem(ctx, &dynamodb.UpdateItemInput{
			TableName:           &s.table,
			Key:                 keyAV(key),
			UpdateExpression:    aws.String("ADD #n :delta, #ver :one SET #exp = if_not_exists(#exp, :exp)"),
			ConditionExpression: aws.String("attribute_not_exists(#pk) OR (#exp > :now AND attribute_exists(#n))"),
			ExpressionAttributeNames: map[string]string{
				"#pk": attrPK, "#n": attrCount, "#ver": attrVer, "#exp": attrExp,
			},
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":delta": number(delta),
				":one":   number(1),
				":exp":   number(expiresAt.Unix()),
				":now":   number(now),
			},
			ReturnValues:                        types.ReturnValueUpdatedNew,
			ReturnValuesOnConditionCheckFailure: types.ReturnValuesOnConditionCheckFailureAllOld,
		})
		if err == nil {
			n, err := numberAttr(out.Attributes, attrCount)
			if err != nil {
				return 0, unavailable("UpdateItem", err)
			}
			return n, nil
		}
		var failed *types.ConditionalCheckFailedException
		if !errors.As(err, &failed) {
			return 0, unavailable("UpdateItem", err)
		}
		if failed.Item == nil {
			return 0, unavailable("UpdateItem", errors.New("condition failed without the old item"))
		}
		if live(failed.Item, now) {
			return 0, errors.New("dynamostore: add: the live item at this key was written by Put, not Add")
		}
		av := keyAV(key)
		av[attrCount] = number(delta)
		av[attrVer] = number(1)
		av[attrExp] = number(expiresAt.Unix())
		_, err = s.client.PutItem(ctx, &dynamodb.PutItemInput{
			TableName:                 &s.table,
			Item:                      av,
			ConditionExpression:       aws.String("attribute_not_exists(#pk) OR #exp <= :now"),
			ExpressionAttributeNames:  map[string]string{"#pk": attrPK, "#exp": attrExp},
			ExpressionAttributeValues: map[string]types.AttributeValue{":now": number(now)},
		})
		if err == nil {
			return delta, nil
		}
		if !isConditionFailed(err) {
			return 0, unavailable("PutItem", err)
		}
		// Another Add restarted the counter first: add to it.
	}
}

// Query implements store.Store: a consistent Query on pk with sk > after
// and a filter on expiry, repeated until it has limit live items or the
// partition ends. Each call asks DynamoDB for one item more than it still
// needs, so a full page usually knows whether another follows; the cursor
// is "" when the partition ended within the page, and otherwise the last
// returned sort key (the next page may then be empty).
func (s *Store) Query(ctx context.Context, pk, after string, limit int) ([]store.Item, string, error) {
	if err := store.CheckQuery(pk, after, limit); err != nil {
		return nil, "", fmt.Errorf("dynamostore: %w", err)
	}
	in := &dynamodb.QueryInput{
		TableName:                &s.table,
		ConsistentRead:           aws.Bool(true),
		KeyConditionExpression:   aws.String("#pk = :pk"),
		FilterExpression:         aws.String("#exp > :now"),
		ExpressionAttributeNames: map[string]string{"#pk": attrPK, "#exp": attrExp},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: pk},
			":now": number(s.now().Unix()),
		},
	}
	if after != "" {
		in.KeyConditionExpression = aws.String("#pk = :pk AND #sk > :after")
		in.ExpressionAttributeNames["#sk"] = attrSK
		in.ExpressionAttributeValues[":after"] = &types.AttributeValueMemberS{Value: after}
	}
	var items []store.Item
	for {
		// One more than needed, and at most 1,000 per call.
		in.Limit = aws.Int32(int32(min(limit-len(items)+1, 1000)))
		out, err := s.client.Query(ctx, in)
		if err != nil {
			return nil, "", unavailable("Query", err)
		}
		for _, av := range out.Items {
			if len(items) == limit {
				return items, items[limit-1].SK, nil
			}
			item, err := decodeItem(av)
			if err != nil {
				return nil, "", unavailable("Query", err)
			}
			items = append(items, item)
		}
		if out.LastEvaluatedKey == nil {
			return items, "", nil
		}
		if len(items) == limit {
			return items, items[limit-1].SK, nil
		}
		in.ExclusiveStartKey = out.LastEvaluatedKey
	}
}

// Delete implements store.Store with one DeleteItem.
func (s *Store) Delete(ctx context.Context, key store.Key) error {
	if err := checkKey(key); err != nil {
		return err
	}
	_, err := s.client.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: &s.table, Key: keyAV(key)})
	if err != nil {
		return unavailable("DeleteItem", err)
	}
	return nil
}

// CreateTable creates table (PAY_PER_REQUEST, pk HASH, sk RANGE) unless it
// exists, waits until it is active and enables TTL on expiresAt. For local
// use and tests; production tables belong to the deployment template.
func CreateTable(ctx context.Context, client *dynamodb.Client, table string) error {
	_, err := client.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:   &table,
		BillingMode: types.BillingModePayPerRequest,
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String(attrPK), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String(attrSK), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String(attrPK), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String(attrSK), KeyType: types.KeyTypeRange},
		},
	})
	var exists *types.ResourceInUseException
	if err != nil && !errors.As(err, &exists) {
		return fmt.Errorf("dynamostore: create table %s: %w", table, err)
	}
	waiter := dynamodb.NewTableExistsWaiter(client, func(o *dynamodb.TableExistsWaiterOptions) {
		o.MinDelay = time.Second
		o.MaxDelay = 5 * time.Second
	})
	if err := waiter.Wait(ctx, &dynamodb.DescribeTableInput{TableName: &table}, 2*time.Minute); err != nil {
		return fmt.Errorf("dynamostore: wait for table %s: %w", table, err)
	}
	ttl, err := client.DescribeTimeToLive(ctx, &dynamodb.DescribeTimeToLiveInput{TableName: &table})
	if err != nil {
		return fmt.Errorf("dynamostore: describe TTL of %s: %w", table, err)
	}
	if d := ttl.TimeToLiveDescription; d != nil && aws.ToString(d.AttributeName) == attrExp &&
		(d.TimeToLiveStatus == types.TimeToLiveStatusEnabled || d.TimeToLiveStatus == types.TimeToLiveStatusEnabling) {
		return nil
	}
	_, err = client.UpdateTimeToLive(ctx, &dynamodb.UpdateTimeToLiveInput{
		TableName: &table,
		TimeToLiveSpecification: &types.TimeToLiveSpecification{
			AttributeName: aws.String(attrExp),
			Enabled:       aws.Bool(true),
		},
	})
	if err != nil {
		return fmt.Errorf("dynamostore: enable TTL on %s: %w", table, err)
	}
	return nil
}

// NewLocalClient returns a client for DynamoDB Local at endpoint (such as
// "http://127.0.0.1:8000"): region us-east-1, dummy static credentials, and
// no CRC32 validation of responses (DisableValidateResponseChecksum).
// DynamoDB Local sends "X-Amz-Crc32: 0" with conditional-check failures, on
// which the SDK would log "failed to close HTTP response body ... response
// did not match expected checksum". Clients of real DynamoDB keep the
// validation. optFns run last and may override any of this.
func NewLocalClient(endpoint string, optFns ...func(*dynamodb.Options)) *dynamodb.Client {
	return dynamodb.New(dynamodb.Options{
		Region:                          "us-east-1",
		BaseEndpoint:                    aws.String(endpoint),
		Credentials:                     credentials.NewStaticCredentialsProvider("local", "local", ""),
		DisableValidateResponseChecksum: true,
	}, optFns...)
}

// CallCounter counts the DynamoDB operations (API calls, not retry
// attempts) of the clients it is attached to. The zero value is ready.
type CallCounter struct{ n atomic.Int64 }

// ClientOption attaches c to a client, e.g.
// dynamodb.NewFromConfig(cfg, counter.ClientOption).
func (c *CallCounter) ClientOption(o *dynamodb.Options) {
	o.APIOptions = append(o.APIOptions[:len(o.APIOptions):len(o.APIOptions)], func(st *middleware.Stack) error {
		return st.Initialize.Add(middleware.InitializeMiddlewareFunc(fmt.Sprintf("dynamostore.CallCounter.%p", c),
			func(ctx context.Context, in middleware.InitializeInput, next middleware.InitializeHandler) (middleware.InitializeOutput, middleware.Metadata, error) {
				c.n.Add(1)
				return next.HandleInitialize(ctx, in)
			}), middleware.Before)
	})
}

// Calls returns the number of operations counted so far.
func (c *CallCounter) Calls() int64 { return c.n.Load() }

func keyAV(k store.Key) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		attrPK: &types.AttributeValueMemberS{Value: k.PK},
		attrSK: &types.AttributeValueMemberS{Value: k.SK},
	}
}

func number(n int64) types.AttributeValue {
	return &types.AttributeValueMemberN{Value: strconv.FormatInt(n, 10)}
}

// putValue stores value in av as v, or gzip-compressed as vz when that is
// smaller.
func putValue(av map[string]types.AttributeValue, value []byte) error {
	if value == nil {
		value = []byte{} // the SDK omits a nil B, which DynamoDB rejects
	}
	if len(value) > compressAbove {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		if _, err := zw.Write(value); err != nil {
			return fmt.Errorf("dynamostore: compress: %w", err)
		}
		if err := zw.Close(); err != nil {
			return fmt.Errorf("dynamostore: compress: %w", err)
		}
		if buf.Len() < len(value) {
			av[attrGzip] = &types.AttributeValueMemberB{Value: buf.Bytes()}
			return nil
		}
	}
	av[attrValue] = &types.AttributeValueMemberB{Value: value}
	return nil
}

func live(av map[string]types.AttributeValue, now int64) bool {
	exp, err := numberAttr(av, attrExp)
	return err == nil && exp > now
}

func decodeItem(av map[string]types.AttributeValue) (store.Item, error) {
	var item store.Item
	pk, ok1 := av[attrPK].(*types.AttributeValueMemberS)
	sk, ok2 := av[attrSK].(*types.AttributeValueMemberS)
	if !ok1 || !ok2 {
		return item, errors.New("item without string pk and sk")
	}
	item.Key = store.Key{PK: pk.Value, SK: sk.Value}
	ver, err := numberAttr(av, attrVer)
	if err != nil {
		return item, err
	}
	exp, err := numberAttr(av, attrExp)
	if err != nil {
		return item, err
	}
	item.Version, item.ExpiresAt = ver, time.Unix(exp, 0)
	switch {
	case av[attrCount] != nil:
		n, err := numberAttr(av, attrCount)
		if err != nil {
			return item, err
		}
		item.Value = strconv.AppendInt(nil, n, 10)
	case av[attrGzip] != nil:
		z, ok := av[attrGzip].(*types.AttributeValueMemberB)
		if !ok {
			return item, fmt.Errorf("attribute %s is not binary", attrGzip)
		}
		zr, err := gzip.NewReader(bytes.NewReader(z.Value))
		if err != nil {
			return item, fmt.Errorf("decompress %s/%s: %w", item.PK, item.SK, err)
		}
		if item.Value, err = io.ReadAll(zr); err != nil {
			return item, fmt.Errorf("decompress %s/%s: %w", item.PK, item.SK, err)
		}
	default:
		v, ok := av[attrValue].(*types.AttributeValueMemberB)
		if !ok {
			return item, fmt.Errorf("attribute %s missing or not binary", attrValue)
		}
		item.Value = v.Value
	}
	return item, nil
}

func numberAttr(av map[string]types.AttributeValue, name string) (int64, error) {
	n, ok := av[name].(*types.AttributeValueMemberN)
	if !ok {
		return 0, fmt.Errorf("attribute %s missing or not a number", name)
	}
	v, err := strconv.ParseInt(n.Value, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("attribute %s: %w", name, err)
	}
	return v, nil
}

func isConditionFailed(err error) bool {
	var failed *types.ConditionalCheckFailedException
	return errors.As(err, &failed)
}

func unavailable(op string, err error) error {
	return fmt.Errorf("%w: dynamodb %s: %w", store.ErrUnavailable, op, err)
}

func checkPut(item store.Item, expectVersion int64) error {
	if err := store.CheckPut(item, expectVersion); err != nil {
		return fmt.Errorf("dynamostore: %w", err)
	}
	return nil
}

func checkKey(k store.Key) error {
	if err := store.CheckKey(k); err != nil {
		return fmt.Errorf("dynamostore: %w", err)
	}
	return nil
}
