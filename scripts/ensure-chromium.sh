#!/bin/sh
# The end-to-end tests and the benchmark drive Debian's Chromium (no browser download).
exec sh "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
