package oauthclient

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
)

func pemKey(t *testing.T, curve elliptic.Curve) ([]byte, *ecdsa.PrivateKey) {
	t.Helper()
	k, err := ecdsa.GenerateKey(curve, rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(k)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), k
}

func TestClientAssertion(t *testing.T) {
	data, key := pemKey(t, elliptic.P256())
	signer, err := ParsePrivateKey(data)
	if err != nil {
		t.Fatal(err)
	}
	a, err := clientAssertion(signer, "client-1", "https://as.example", []string{"ES256"})
	if err != nil {
		t.Fatal(err)
	}
	var claims jwt.RegisteredClaims
	if _, err := jwt.ParseWithClaims(a, &claims, func(*jwt.Token) (any, error) { return &key.PublicKey, nil },
		jwt.WithValidMethods([]string{"ES256"}), jwt.WithAudience("https://as.example"), jwt.WithIssuer("client-1"), jwt.WithSubject("client-1")); err != nil {
		t.Fatalf("the assertion does not verify: %v", err)
	}
	if claims.ID == "" || claims.ExpiresAt == nil {
		t.Errorf("jti and exp are required: %+v", claims)
	}
	if _, err := clientAssertion(signer, "client-1", "https://as.example", []string{"RS256"}); err == nil || !strings.Contains(err.Error(), "RS256") {
		t.Errorf("an algorithm the server does not accept: %v", err)
	}
}

func TestParsePrivateKeyRefuses(t *testing.T) {
	p521, _ := pemKey(t, elliptic.P521())
	for name, data := range map[string][]byte{"not PEM": []byte("hello"), "P-521": p521,
		"a certificate request": pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: []byte{1, 2, 3}})} {
		if _, err := ParsePrivateKey(data); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
