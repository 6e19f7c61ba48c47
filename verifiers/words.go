package verifiers

import "fmt"

// More ends a check's detail that named the first of several offenders:
// "; 1 more rectangle has the same problem", "; 3 more cells have the same
// problem", or nothing when k is 0. noun is singular and takes a plain "s".
func More(k int, noun string) string {
	switch {
	case k <= 0:
		return ""
	case k == 1:
		return "; 1 more " + noun + " has the same problem"
	}
	return fmt.Sprintf("; %d more %ss have the same problem", k, noun)
}
