// Package store is the port every persistent piece of the service writes
// through: small items under a partition and a sort key, each with an expiry.
// It imports nothing of the project, so a store implementation or a rate
// limiter links only what it needs.
package store

import (
	"context"
	"errors"
	"time"
)

// Store keeps small items under a partition key and a sort key, each with an
// expiry, the way one DynamoDB table with TTL does. An item whose ExpiresAt has
// passed is invisible to every call even if the backend has not deleted it yet.
//
// Implementations: boltstore (embedded, the local default) and dynamostore.
// Both pass the conformance suite in conformance.
type Store interface {
	// Get returns the live item at key, or ErrNotFound.
	Get(ctx context.Context, key Key) (Item, error)
	// Put writes item if the live item's version equals expectVersion
	// (0 means: no live item exists) and returns the new version,
	// expectVersion+1. Otherwise it returns ErrConflict and writes nothing.
	Put(ctx context.Context, item Item, expectVersion int64) (int64, error)
	// Add adds delta to the counter at key atomically and returns the new
	// value. A missing or expired counter starts from zero and takes expiresAt.
	Add(ctx context.Context, key Key, delta int64, expiresAt time.Time) (int64, error)
	// Query returns live items of one partition in sort-key order, starting
	// after the sort key `after` ("" for the first page), at most limit items,
	// and the sort key to pass as `after` for the next page ("" when done).
	Query(ctx context.Context, pk, after string, limit int) ([]Item, string, error)
	// Delete removes the item at key. Deleting a missing item is not an error.
	Delete(ctx context.Context, key Key) error
}

// Key addresses one item.
type Key struct {
	PK string // partition key, e.g. "fp#<url hash>"
	SK string // sort key within the partition
}

// Item is one stored value. Value is opaque to the store.
type Item struct {
	Key
	Value     []byte
	Version   int64     // set by the store on reads; ignored on writes
	ExpiresAt time.Time // required; the item is invisible from this instant on
}

var (
	// ErrNotFound reports a missing or expired item.
	ErrNotFound = errors.New("store: item not found")
	// ErrConflict reports a conditional write that lost against another writer.
	ErrConflict = errors.New("store: conditional write conflict")
	// ErrUnavailable wraps backend failures that survived retries; the API maps it to 503.
	ErrUnavailable = errors.New("store: backend unavailable")
)
