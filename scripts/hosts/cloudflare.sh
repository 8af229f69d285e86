#!/usr/bin/env bash
# Serves out/ in Cloudflare's own local Pages runtime (wrangler pages dev: workerd, the same
# _headers/_redirects handling as production) on PORT (default 4175). No account or network needed.
set -euo pipefail
cd "$(dirname "$0")/../.."
[[ -f out/index.html ]] || { echo "Run 'npm run build' first." >&2; exit 1; }
# No metrics, no prompts, and no fetch of Cloudflare's `Request.cf` sample from workers.cloudflare.com (a
# closed network can make that lookup hang until its timeout, delaying every start).
export WRANGLER_SEND_METRICS=false CI=1 CLOUDFLARE_CF_FETCH_ENABLED=false
# The newest date the bundled workerd supports; Pages' behaviour for static files does not depend on it.
exec node_modules/.bin/wrangler pages dev out --ip 127.0.0.1 --port "${PORT:-4175}" --compatibility-date 2026-05-01 --log-level warn
