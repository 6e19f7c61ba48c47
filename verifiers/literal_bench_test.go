package verifiers

import (
	"fmt"
	"strings"
	"testing"
)

// A snake-sized answer: 2,000 positions of 4 coordinates.
func benchAnswer() string {
	var b strings.Builder
	b.WriteString(`{"path": [`)
	for i := 0; i < 2000; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[%d, %d, %d, %d]", i%7, i%5, i%3, i%11)
	}
	b.WriteString("]}")
	return b.String()
}

func BenchmarkParseLiteral(b *testing.B) {
	text := benchAnswer()
	b.SetBytes(int64(len(text)))
	for i := 0; i < b.N; i++ {
		if _, err := ParseLiteral(text, DefaultLimits); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExtract(b *testing.B) {
	text := benchAnswer()
	shape := Shape{Fields: []string{"path"}, Bare: ListOfSeqs}
	b.SetBytes(int64(len(text)))
	for i := 0; i < b.N; i++ {
		if _, err := Extract(text, shape, DefaultLimits); err != nil {
			b.Fatal(err)
		}
	}
}
