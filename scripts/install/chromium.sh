#!/usr/bin/env bash
# Installs Debian's chromium for shared/web's browser tests (chromedp drives
# /usr/bin/chromium headless). Idempotent: does nothing when /usr/bin/chromium
# exists; refreshes the apt lists only when apt does not know the package.
# Exports nothing; the test looks for /usr/bin/chromium itself.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "chromium: present at /usr/bin/chromium"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: apt-get not found; install Chromium so that /usr/bin/chromium exists" >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "chromium: not root and no sudo; run: apt-get install chromium" >&2
    exit 1
  fi
  sudo=(sudo)
fi
if ! apt-cache policy chromium 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  "${sudo[@]}" apt-get update -q
fi
# fonts-dejavu-core gives the screenshots a readable font on minimal images.
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core
test -x /usr/bin/chromium
echo "chromium: installed $(/usr/bin/chromium --version 2>/dev/null || true)"
