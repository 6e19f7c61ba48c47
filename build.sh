#!/usr/bin/env bash
# Builds everything: the native CLI into bin/, and (once the browser app is
# present) the WebAssembly module and the static site into dist/.
set -euo pipefail
cd "$(dirname "$0")"

echo "== go build ./cmd/scbench -> bin/scbench"
go build -trimpath -o bin/scbench ./cmd/scbench
