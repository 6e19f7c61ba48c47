#!/usr/bin/env bash
# Runs every test: formatting, vet, the Go tests natively, the core packages
# again under GOOS=js GOARCH=wasm with node, and a full canonical-suite check
# through the CLI.
set -euo pipefail
cd "$(dirname "$0")"

core="./geom/... ./scene/... ./tasks/... ./verifiers/... ./suite/..."

echo "== gofmt"
bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'))
if [ -n "$bad" ]; then
  echo "gofmt would change:"; echo "$bad"; exit 1
fi

echo "== go vet"
go vet ./...

echo "== go test (native)"
go test ./...

echo "== go test (GOOS=js GOARCH=wasm, node $(node --version))"
PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test $core

echo "== canonical suite through the CLI"
go run ./cmd/scbench bench --reps 1 > /dev/null
echo "all tests passed"
