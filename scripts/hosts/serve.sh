#!/usr/bin/env bash
# Serves the exported site (out/) with the rules in out/serve.json: clean URLs, the blog rewrite,
# response headers and out/404.html for unknown addresses.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ ! -f out/index.html ]]; then
  echo "out/ has no exported site yet: run 'npm run build' first." >&2
  exit 1
fi
export NO_UPDATE_CHECK=1
exec node_modules/.bin/serve out --listen "${PORT:-3000}" --no-clipboard
