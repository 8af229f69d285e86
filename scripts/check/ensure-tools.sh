#!/usr/bin/env bash
# The tests drive Debian's Chromium (and its headless shell) (Playwright's own browser download is not available here) and
# serve the export with Debian's nginx (npm run test:hosts). Installs what is missing when we are
# root; otherwise says how.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[[ -x "$browser" ]] || missing+=(chromium)
# The e2e suite runs in the headless shell of the same Chromium release (scripts/shared/chromium.ts).
[[ -n "${E2E_CHROMIUM_PATH:-}" || -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx)
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  apt-get update -qq
  # policy-rc.d keeps the package from starting a system-wide nginx on port 80.
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  rm -f /usr/sbin/policy-rc.d
  [[ -x "$browser" ]] && [[ -n "${E2E_CHROMIUM_PATH:-}" || -x /usr/bin/chromium-headless-shell ]] && { command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; } && exit 0
fi
cat >&2 <<MSG
The tests need ${missing[*]} and it is not installed.
Install it, then run the tests again:
  sudo apt-get update && sudo apt-get install -y ${missing[*]}      (Debian/Ubuntu)
For Chromium elsewhere, point CHROMIUM_PATH at an installed Chromium or Chrome binary:
  CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
