package round

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
)

// seedDomain separates round seeds from any other use of the secret.
const seedDomain = "scbench-round-seed/1"

// Seed is the seed of instance n of task, with the full parameter
// assignment params, in the round whose secret is secret (see the package
// comment).
func Seed(secret, task, params string, n int) uint64 {
	m := hmac.New(sha256.New, []byte(secret))
	io.WriteString(m, seedDomain+"\x00"+task+"\x00"+params+"\x00"+strconv.Itoa(n))
	return binary.BigEndian.Uint64(m.Sum(nil)[:8]) >> 11
}

// SecretLen is the length of a secret: 32 random bytes as lower-case hex.
const SecretLen = 64

// NewSecret draws a fresh secret from r (crypto/rand's Reader in
// production).
func NewSecret(r io.Reader) (string, error) {
	if r == nil {
		r = rand.Reader
	}
	b := make([]byte, SecretLen/2)
	if _, err := io.ReadFull(r, b); err != nil {
		return "", fmt.Errorf("cannot draw a secret: %v", err)
	}
	return hex.EncodeToString(b), nil
}

// CheckSecret says what is wrong with a secret given by hand.
func CheckSecret(s string) error {
	if len(s) != SecretLen {
		return fmt.Errorf("a secret is %d lower-case hex characters; this one has %d characters", SecretLen, len(s))
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return fmt.Errorf("a secret is %d lower-case hex characters; character %d is not one", SecretLen, i+1)
		}
	}
	return nil
}

// Commitment is the SHA-256 of a secret (of its hex characters), published
// when a round opens.
func Commitment(secret string) string {
	h := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(h[:])
}
