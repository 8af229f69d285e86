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
serve() {
  node_modules/.bin/wrangler pages dev out --ip 127.0.0.1 --port "${PORT:-4175}" --compatibility-date 2026-05-01 \
    --log-level "${WRANGLER_LOG_LEVEL:-warn}"
}
[[ -n "${CLOUDFLARE_NO_RESTART:-}" ]] && { serve; exit; }

# The local runtime has died under the host tests twice in about twenty starts on this machine: an
# empty "✘ [ERROR]" from workerd right after the first request, wrangler gone, and its esbuild child
# reporting a deadlock (wrangler's own log, ~/.config/.wrangler/logs, stops there with nothing
# more). That is the emulator failing, not the site: start it again, say so on stderr, and let the
# tests wait for it (e2e/hosts/hostFixtures.ts). A server that keeps dying still fails the run.
group=$(ps -o pgid= $$ | tr -d ' ')
entry="workerd serve .*entry=127.0.0.1:${PORT:-4175}"
# If the runtime that answers on the port dies while wrangler lives on, end wrangler too, so the
# loop below starts both again.
watch_runtime() {
  local seen=0
  while kill -0 "$child" 2>/dev/null; do
    if pgrep -g "$group" -f "$entry" >/dev/null; then
      seen=1
    elif ((seen)); then
      echo "cloudflare.sh: workerd stopped under wrangler" >&2
      pkill -KILL -g "$group" -f 'wrangler-dist/cli.js|wrangler pages dev' || true
      return
    fi
    sleep 1
  done
}
child=0
trap '[[ $child -gt 0 ]] && kill "$child" 2>/dev/null; exit 0' TERM INT HUP
for start in 1 2 3; do
  serve &
  child=$!
  watch_runtime &
  watcher=$!
  status=0
  wait "$child" || status=$?
  kill "$watcher" 2>/dev/null || true
  echo "cloudflare.sh: wrangler pages dev stopped (exit status $status, start $start of 3)" >&2
  # Its workerd and esbuild children outlive it and hold the port: end them (they share this
  # script's process group, which nothing else here is in) before the next start.
  pkill -KILL -g "$group" -f 'workerd serve|esbuild --service' || true
  sleep 1
done
echo "cloudflare.sh: wrangler pages dev stopped three times; giving up" >&2
exit 1
