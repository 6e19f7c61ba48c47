#!/usr/bin/env bash
# Times generating, solving and grading every canonical subpass, natively and as
# WebAssembly under node (the same CLI code compiled twice), and prints both.
#   scripts/time-suite.sh [reps]
set -euo pipefail
cd "$(dirname "$0")/.."
reps="${1:-5}"
mkdir -p bin
go build -trimpath -o bin/scbench ./cmd/scbench
GOOS=js GOARCH=wasm go build -trimpath -o bin/scbench.wasm ./cmd/scbench

echo "== native ($(go env GOOS)/$(go env GOARCH))"
bin/scbench bench --reps "$reps" | tail -2
echo "== wasm under node $(node --version)"
node "$(go env GOROOT)/lib/wasm/wasm_exec_node.js" bin/scbench.wasm bench --reps "$reps" | tail -2
