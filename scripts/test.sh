#!/usr/bin/env bash
# Everything CI checks, in order of cost: lint, content, unit tests, build, type check, links,
# size budgets, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Chromium for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "ESLint"
npm run --silent lint

step "Content files against their schemas"
npm run --silent check:content

step "Unit tests (jest)"
npm run --silent test:unit

step "Build the static export"
npm run --silent build

step "Type check (tsc, strict)"
npm run --silent typecheck

step "Links and assets in out/"
npm run --silent check:links

step "Size budgets of the exported pages"
npm run --silent check:budgets

step "End-to-end tests (Playwright on Chromium)"
npm run --silent test:e2e

printf '\n\033[1;32m✔ All checks passed\033[0m\n'
