#!/usr/bin/env bash
# Lighthouse scores (performance, accessibility, best practices, SEO; mobile
# preset) of the built site as `make serve` serves it, in Debian's Chromium.
# Lighthouse lives in bench/lighthouse with its own lock file, installed
# here when missing (not part of the tests' npm ci).
# `bash scripts/bench-lighthouse.sh [--runs N] [pages…]` (address hashes;
# default: the bare address, play, board, stoner; 3 runs, median).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f bench/lighthouse/node_modules/.package-lock.json ] \
    || [ bench/lighthouse/package-lock.json -nt bench/lighthouse/node_modules/.package-lock.json ]; then
    echo "bench-lighthouse: npm ci in bench/lighthouse"
    (cd bench/lighthouse && npm ci --no-audit --no-fund)
fi
[ -f dist/sw.js ] || { echo "bench-lighthouse: no dist/ (run make dist first)" >&2; exit 1; }
node bench/lighthouse/run.mjs "$@"
