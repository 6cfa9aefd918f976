#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright and Lighthouse. Playwright cannot download its own
# browser here, so we use Debian's package; as root we install it, otherwise we say how.
set -euo pipefail

if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
  echo "Chromium: ${CHROMIUM_PATH}"
  exit 0
fi
if [[ -x /usr/bin/chromium ]]; then
  echo "Chromium: /usr/bin/chromium"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium and fonts-liberation"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium fonts-liberation
  echo "Chromium: /usr/bin/chromium"
  exit 0
fi

cat >&2 <<'MSG'
No Chromium found. Do one of:
  - sudo apt-get install chromium fonts-liberation   (Debian/Ubuntu)
  - export CHROMIUM_PATH=/path/to/chromium CHROME_PATH=/path/to/chromium
  - npx playwright install chromium   (where downloads are possible)
MSG
exit 1
