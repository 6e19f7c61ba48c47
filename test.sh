#!/usr/bin/env bash
# Runs every test: formatting, vet, a check that arm64 fuses no multiply-add
# in our code, the Go tests natively, the core packages
# again under GOOS=js GOARCH=wasm with node, a full canonical-suite check
# through the CLI, the templ output check, and the browser app end to end
# (./build.sh, then Playwright driving headless Chromium against dist/, and
# against the leaderboard's worker run by wrangler dev on a local D1).
set -euo pipefail
cd "$(dirname "$0")"

core="./geom/... ./scene/... ./tasks/... ./verifiers/... ./suite/... ./api/... ./results/... ./round/..."

echo "== gofmt"
bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'))
if [ -n "$bad" ]; then
  echo "gofmt would change:"; echo "$bad"; exit 1
fi

echo "== templ generate (the committed _templ.go files are up to date)"
go tool templ generate -path web >/dev/null
if git rev-parse --git-dir >/dev/null 2>&1; then
  git diff --exit-code -- web/ || { echo "web/*_templ.go are stale: run 'go tool templ generate' and commit"; exit 1; }
fi

echo "== go vet"
go vet ./...

echo "== no fused multiply-add on arm64"
scripts/fma-check.sh

echo "== go test (native)"
go test ./...

echo "== go test (GOOS=js GOARCH=wasm, node $(node --version))"
PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test $core

echo "== canonical suite through the CLI"
go run ./cmd/scbench bench --reps 1 > /dev/null

echo "== browser app end to end"
if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "no Chromium at ${CHROMIUM:-/usr/bin/chromium}: install Debian's (apt-get install -y chromium) or set CHROMIUM"; exit 1
fi
./build.sh > /dev/null
node scripts/wasm-size.mjs dist/static/scbench.wasm --check
node --test --test-concurrency=1 e2e/
echo "all tests passed"
