package oauthclient

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// ParsePrivateKey reads a PEM private key (PKCS #8, SEC 1 EC or PKCS #1
// RSA) for private_key_jwt client authentication.
func ParsePrivateKey(data []byte) (crypto.Signer, error) {
	block, _ := pem.Decode(data)
	if block == nil {
		return nil, errors.New("no PEM block found")
	}
	if k, err := x509.ParsePKCS8PrivateKey(block.Bytes); err == nil {
		if s, ok := k.(crypto.Signer); ok {
			if _, err := signingMethod(s); err != nil {
				return nil, err
			}
			return s, nil
		}
	}
	if k, err := x509.ParseECPrivateKey(block.Bytes); err == nil {
		if _, err := signingMethod(k); err != nil {
			return nil, err
		}
		return k, nil
	}
	if k, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
		return k, nil
	}
	return nil, errors.New("not an EC or RSA private key in PKCS #8, SEC 1 or PKCS #1 form")
}

// signingMethod is ES256/ES384 for P-256/P-384 keys and RS256 for RSA.
func signingMethod(key crypto.Signer) (jwt.SigningMethod, error) {
	switch k := key.(type) {
	case *ecdsa.PrivateKey:
		switch k.Curve {
		case elliptic.P256():
			return jwt.SigningMethodES256, nil
		case elliptic.P384():
			return jwt.SigningMethodES384, nil
		}
		return nil, errors.New("only P-256 and P-384 EC keys are supported")
	case *rsa.PrivateKey:
		return jwt.SigningMethodRS256, nil
	}
	return nil, fmt.Errorf("unsupported key type %T", key)
}

// clientAssertion is an RFC 7523 client assertion: issued by and about
// the client, for the authorization server's issuer, valid 5 minutes.
func clientAssertion(key crypto.Signer, clientID, issuer string, supported []string) (string, error) {
	method, err := signingMethod(key)
	if err != nil {
		return "", err
	}
	if len(supported) > 0 && !slices.Contains(supported, method.Alg()) {
		return "", fmt.Errorf("the authorization server accepts client assertions signed with %v, not %s", supported, method.Alg())
	}
	now := time.Now()
	claims := jwt.RegisteredClaims{
		Issuer: clientID, Subject: clientID, Audience: jwt.ClaimStrings{issuer}, ID: rand.Text(),
		IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(5 * time.Minute)),
	}
	return jwt.NewWithClaims(method, claims).SignedString(key)
}

// assertionType is the client_assertion_type of private_key_jwt.
const assertionType = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"
