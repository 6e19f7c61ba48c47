#!/usr/bin/env bash
# Builds everything: the native CLI into bin/, the browser app into dist/
# (static pages rendered with templ, the three.js bundle, the grader compiled
# to WebAssembly, the Go runtime glue, the service worker), and the
# leaderboard's worker into worker/build/. dist/ works from any static host,
# in any folder, and offline after one visit; wrangler serves it with the
# worker (wrangler.jsonc).
set -euo pipefail
cd "$(dirname "$0")"

echo "== go build ./cmd/scbench -> bin/scbench"
go build -trimpath -o bin/scbench ./cmd/scbench

echo "== templ generate"
go tool templ generate -path web >/dev/null

echo "== npm ci (three.js, esbuild)"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi

out=dist
rm -rf "$out"
mkdir -p "$out/static"

echo "== esbuild static/js -> $out/static/js"
node_modules/.bin/esbuild static/js/main.js --bundle --splitting --format=esm --minify \
  --target=es2020 --legal-comments=none --log-level=warning --outdir="$out/static/js"

echo "== go build ./wasm -> $out/static/scbench.wasm"
# Inlining is turned off in the task packages and the shared grading code: it
# costs them little speed (their hot loops are in geom and the runtime) and
# saves about 100 KiB of brotli-compressed wasm, which keeps the download for
# every task under its 2.0 MiB budget (scripts/wasm-size.mjs).
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" \
  "-gcflags=github.com/scbench/scbench/tasks/...=-l" \
  "-gcflags=github.com/scbench/scbench/verifiers/...=-l" \
  -o "$out/static/scbench.wasm" ./wasm
node scripts/wasm-size.mjs "$out/static/scbench.wasm"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/static/"
cp static/worker.js static/site.css static/icon.svg "$out/static/"

echo "== go build ./worker -> worker/build/ (the leaderboard on Cloudflare Workers)"
# workers-assets-gen writes the worker's JavaScript glue (and clears the
# folder), then the module is built with the same flags as the browser's: the
# compressed worker must stay within Workers' size limit.
go run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o worker/build
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" \
  "-gcflags=github.com/scbench/scbench/tasks/...=-l" \
  "-gcflags=github.com/scbench/scbench/verifiers/...=-l" \
  -o worker/build/app.wasm ./worker

echo "== pages, _headers, sw.js -> $out/"
go run ./web/gen -out "$out"
echo "dist/ is ready: go run ./cmd/serve to try it on http://127.0.0.1:8080/"
