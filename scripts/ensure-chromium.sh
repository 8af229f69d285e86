#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (Playwright's own browser download is not available here).
# Installs it when missing and we are root; otherwise says how.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ -x "$browser" ]]; then
  exit 0
fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $browser: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [[ -x "$browser" ]] && exit 0
fi
cat >&2 <<MSG
The end-to-end tests need Chromium at $browser and it is not there.
Install it, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium      (Debian/Ubuntu)
or point CHROMIUM_PATH at an installed Chromium or Chrome binary:
  CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
