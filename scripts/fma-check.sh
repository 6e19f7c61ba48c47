#!/usr/bin/env bash
# Fails if the arm64 build of ./cmd/scbench (which links every task) has a
# fused multiply-add in code of this module. Go lets a compiler fuse x*y + z
# unless the product is converted explicitly (float64(x*y) + z); arm64 does,
# amd64 (by default) and wasm do not, so a fused line gives other bits on
# arm64 and breaks the rule that instances, reports and scenes are the same
# everywhere (DESIGN.md, Determinism). Explicit math.FMA rounds once on every
# platform and is allowed. Also refused: fused code of other modules, calls
# into the standard library's fused code, and package math's transcendental
# functions anywhere in the module (they fuse on arm64, and amd64 runs
# assembly): geom/portable has versions with the same bits everywhere.
set -euo pipefail
cd "$(dirname "$0")/.."

mod=$(go list -m)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
GOOS=linux GOARCH=arm64 go build -o "$tmp/bin" ./cmd/scbench
go tool objdump "$tmp/bin" > "$tmp/dis"

# One pass over the disassembly, writing "fma KIND FUNCTION ADDRESS" for each
# fused instruction and "call KIND CALLER CALLEE" for each call, KIND being
# ours, other (another module's) or std, by the function's package.
awk -v mod="$mod" '
function kind(sym,   p, i, rest, first) {
	p = sym
	sub(/\[.*/, "", p) # type arguments may hold paths
	i = match(p, /\/[^\/]*$/)
	if (i) { rest = substr(p, i + 1); p = substr(p, 1, i) } else { rest = p; p = "" }
	sub(/\..*/, "", rest)
	p = p rest
	if (p == mod || index(p, mod "/") == 1) return "ours"
	split(p, first, "/")
	return index(first[1], ".") ? "other" : "std"
}
/^TEXT / { fn = $2; sub(/\(SB\)$/, "", fn); next }
$4 ~ /^F(N?M(ADD|SUB))[DS]$/ { print "fma", kind(fn), fn, $2; next }
$4 == "CALL" && $5 ~ /\(SB\)$/ { callee = $5; sub(/\(SB\)$/, "", callee); print "call", kind(fn), fn, callee }
' "$tmp/dis" > "$tmp/facts"

fail=0
complain() { echo "$1"; fail=1; }

# Fused instructions in our functions (code inlined into them included), by
# the line addr2line gives: the innermost inlined one.
awk '$1 == "fma" && $2 == "ours" { print $4 }' "$tmp/facts" > "$tmp/addrs"
awk '$1 == "fma" && $2 == "ours" { print $3 }' "$tmp/facts" > "$tmp/funcs"
go tool addr2line "$tmp/bin" < "$tmp/addrs" | paste - - | awk '{ print $2 }' > "$tmp/lines"
while read -r loc fn; do
	file=${loc%:*} line=${loc##*:}
	file=${file#"$PWD"/}
	file=${file#"$mod"/} # built with -trimpath
	if [ -f "$file" ] && sed -n "${line}p" "$file" | grep -q 'math\.FMA('; then
		continue
	fi
	complain "fused multiply-add: $file:$line (in $fn)"
done < <(paste -d' ' "$tmp/lines" "$tmp/funcs" | sort -u -k1,1)

while read -r fn; do
	complain "fused multiply-add in another module's code: $fn"
done < <(awk '$1 == "fma" && $2 == "other" { print $3 }' "$tmp/facts" | sort -u)

awk '$1 == "fma" && $2 == "std" { print $3 }' "$tmp/facts" | sort -u > "$tmp/fused"
while read -r caller callee; do
	complain "call into fused code: $caller calls $callee"
done < <(awk 'NR == FNR { fused[$1] = 1; next } $1 == "call" && $2 != "std" && ($4 in fused) { print $3, $4 }' "$tmp/fused" "$tmp/facts" | sort -u)

# Calls and function values alike, outside comments and tests.
export transcendental='Sin|Cos|Tan|Sincos|Asin|Acos|Atan|Atan2|Sinh|Cosh|Tanh|Asinh|Acosh|Atanh|Exp|Exp2|Expm1|Log|Log10|Log2|Log1p|Logb|Ilogb|Pow|Hypot|Cbrt|Erf|Erfc|Erfinv|Erfcinv|Gamma|Lgamma|J0|J1|Jn|Y0|Y1|Yn'
while IFS= read -r hit; do
	complain "package math's transcendental function (use geom/portable's): $hit"
done < <({ git ls-files --cached --others --exclude-standard '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'; } |
	grep -v '_test\.go$' | xargs grep -nE "\bmath\.($transcendental)\b" /dev/null |
	awk '{ code = $0; sub(/^[^:]*:[^:]*:/, "", code); sub(/\/\/.*/, "", code) } code ~ "math[.](" ENVIRON["transcendental"] ")([^A-Za-z0-9_]|$)"')

if [ "$fail" = 1 ]; then
	echo "round each product that is summed, float64(x*y) + z; see DESIGN.md, Determinism"
	exit 1
fi
echo "no fused multiply-add in this module's arm64 code"
