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

// SeedDerivation is the seed derivation of rounds opened by this build:
// 2, with the round's id in the message. Rounds opened before keep
// derivation 1 (Spec.Seeds absent), which had none.
const SeedDerivation = 2

// Seed is the seed of instance n of task, with the full parameter
// assignment params, in round roundID whose secret is secret (derivation 2:
// see the package comment).
func Seed(secret, roundID, task, params string, n int) uint64 {
	return seedOf(secret, "scbench-round-seed/2\x00"+roundID+"\x00"+task+"\x00"+params+"\x00"+strconv.Itoa(n))
}

// SeedV1 is a seed of derivation 1, which rounds opened before derivation 2
// keep: the same without the round id.
func SeedV1(secret, task, params string, n int) uint64 {
	return seedOf(secret, "scbench-round-seed/1\x00"+task+"\x00"+params+"\x00"+strconv.Itoa(n))
}

func seedOf(secret, msg string) uint64 {
	m := hmac.New(sha256.New, []byte(secret))
	io.WriteString(m, msg)
	return binary.BigEndian.Uint64(m.Sum(nil)[:8]) >> 11
}

// SecretLen is the length of a secret: 32 random bytes as lower-case hex.
const SecretLen = 64

// NewSecret draws a fresh secret from r (crypto/rand's Reader in
// production): 256 random bits.
func NewSecret(r io.Reader) (string, error) {
	if r == nil {
		r = rand.Reader
	}
	b := make([]byte, SecretLen/2)
	// A draw that fails checkRandom (once in 10^13 by chance) is drawn
	// again; a source that keeps failing it is broken.
	var err error
	for try := 0; try < 3; try++ {
		if _, err := io.ReadFull(r, b); err != nil {
			return "", fmt.Errorf("cannot draw a secret: %v", err)
		}
		if err = checkRandom(b); err == nil {
			return hex.EncodeToString(b), nil
		}
	}
	return "", fmt.Errorf("the random source is broken: %v", err)
}

// minDistinct is how many different byte values (and different steps from
// one byte to the next, modulo 256) a secret's 32 bytes must have. Random
// bytes have about 30 of each, and 16 or fewer by chance about once in
// 10^13 (the steps of random bytes are random too), while all zeros, a
// pattern of up to 16 bytes repeated, or a counter (00 01 02 ...) have at
// most 16 of one or the other.
const minDistinct = 17

// CheckSecret says what is wrong with a secret given by hand: it must be
// 64 lower-case hex characters, and look random (a weak secret's seeds can
// be guessed from its published SHA-256).
func CheckSecret(s string) error {
	if len(s) != SecretLen {
		return fmt.Errorf("a secret is %d lower-case hex characters; this one has %d characters", SecretLen, len(s))
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return fmt.Errorf("a secret is %d lower-case hex characters; character %d is not one", SecretLen, i+1)
		}
	}
	b, _ := hex.DecodeString(s) // checked above
	return checkRandom(b)
}

func checkRandom(b []byte) error {
	values, steps := map[byte]bool{}, map[byte]bool{}
	for i, c := range b {
		values[c] = true
		if i > 0 {
			steps[c-b[i-1]] = true
		}
	}
	if len(values) < minDistinct || len(steps) < minDistinct {
		return fmt.Errorf("the secret is not random: its %d bytes take %d different values with %d different steps between them, where random bytes take about 30 (a pattern or a counter can be guessed from the published SHA-256); leave the secret out and the server draws one",
			len(b), len(values), len(steps))
	}
	return nil
}

// Commitment is the SHA-256 of a secret (of its hex characters), published
// when a round opens.
func Commitment(secret string) string {
	h := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(h[:])
}
