#!/usr/bin/env bash
# Everything CI checks, in order of cost: lint, unit tests, content checks, type check and build, links,
# size budgets, e2e, and the export on real hosts. Prints how long each step took at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -a timings=()
started_all=$SECONDS
step() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local started=$SECONDS
  "$@"
  timings+=("$(printf '%4ds  %s' $((SECONDS - started)) "$name")")
}
report() {
  local status=$?
  printf '\n\033[1mStep times\033[0m\n'
  printf '  %s\n' "${timings[@]}"
  printf '  %4ds  total\n' $((SECONDS - started_all))
  return $status
}
trap report EXIT

step "Chromium and nginx for the browser and host tests" bash scripts/check/ensure-tools.sh
step "Lint" npm run --silent lint
step "Unit tests (jest)" npm run --silent test:unit
step "Content checks, type check (tsc, strict) and build the static export" npm run --silent build
step "Links and assets in out/" npm run --silent check:links
step "Size budgets of the exported pages" npm run --silent check:budgets
step "End-to-end tests (Playwright on Chromium)" npm run --silent test:e2e
step "The export on real hosts (nginx, Cloudflare Pages runtime)" npm run --silent test:hosts

printf '\n\033[1;32m✔ All checks passed\033[0m\n'
