package sha256

import (
	std "crypto/sha256"
	"encoding/hex"
	"testing"
)

func TestKnownVectors(t *testing.T) {
	cases := map[string]string{
		"":    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
		"abc": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq": "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
	}
	for in, want := range cases {
		got := Sum256([]byte(in))
		if hex.EncodeToString(got[:]) != want {
			t.Errorf("Sum256(%q) = %x, want %s", in, got, want)
		}
	}
}

// Every length around the block and padding boundaries, written whole and in
// uneven pieces, agrees with the standard library.
func TestAgreesWithTheStandardLibrary(t *testing.T) {
	msg := make([]byte, 1000)
	for i := range msg {
		msg[i] = byte(i*7 + i/13)
	}
	for n := 0; n <= len(msg); n++ {
		want := std.Sum256(msg[:n])
		if got := Sum256(msg[:n]); got != want {
			t.Fatalf("length %d: %x, want %x", n, got, want)
		}
		d := New()
		for off, step := 0, 1; off < n; step = step%63 + 1 {
			end := min(off+step, n)
			d.Write(msg[off:end])
			off = end
		}
		if got := d.Sum(); got != want {
			t.Fatalf("length %d written in pieces: %x, want %x", n, got, want)
		}
		if got := d.Sum(); got != want {
			t.Fatalf("length %d: Sum changed the running state", n)
		}
	}
}
