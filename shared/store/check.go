package store

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// Limits every Store enforces, so code tested on one store behaves the
// same on the other; an item at these limits fits DynamoDB uncompressed.
const (
	MaxPKLen     = 2048      // bytes of a partition key
	MaxSKLen     = 1024      // bytes of a sort key
	MaxValueSize = 384 << 10 // bytes of an Item.Value
)

// ErrInvalid reports a call outside the limits above: a programming error,
// not a backend failure.
var ErrInvalid = errors.New("store: invalid request")

// CheckPut validates a Put.
func CheckPut(item Item, expectVersion int64) error {
	if err := CheckKey(item.Key); err != nil {
		return err
	}
	switch {
	case len(item.Value) > MaxValueSize:
		return fmt.Errorf("%w: value is %d bytes, max %d", ErrInvalid, len(item.Value), MaxValueSize)
	case item.ExpiresAt.IsZero():
		return fmt.Errorf("%w: zero ExpiresAt", ErrInvalid)
	case expectVersion < 0:
		return fmt.Errorf("%w: negative expectVersion %d", ErrInvalid, expectVersion)
	}
	return nil
}

// CheckKey validates a key.
func CheckKey(k Key) error {
	if err := checkPart("partition key", k.PK, MaxPKLen); err != nil {
		return err
	}
	return checkPart("sort key", k.SK, MaxSKLen)
}

// CheckQuery validates a Query.
func CheckQuery(pk, after string, limit int) error {
	if err := checkPart("partition key", pk, MaxPKLen); err != nil {
		return err
	}
	if after != "" {
		if err := checkPart("after", after, MaxSKLen); err != nil {
			return err
		}
	}
	if limit < 1 {
		return fmt.Errorf("%w: query limit %d, want >= 1", ErrInvalid, limit)
	}
	return nil
}

func checkPart(name, s string, max int) error {
	switch {
	case s == "":
		return fmt.Errorf("%w: empty %s", ErrInvalid, name)
	case len(s) > max:
		return fmt.Errorf("%w: %s is %d bytes, max %d", ErrInvalid, name, len(s), max)
	case !utf8.ValidString(s):
		return fmt.Errorf("%w: %s is not valid UTF-8", ErrInvalid, name)
	}
	return nil
}
