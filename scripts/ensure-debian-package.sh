#!/bin/sh
# Installs a Debian package when the program it provides is missing (the only registries here
# are npm and Debian's): scripts/ensure-debian-package.sh /usr/bin/chromium chromium
set -eu

PROGRAM="$1"
PACKAGE="$2"
if [ -x "$PROGRAM" ]; then
  exit 0
fi

echo "$PROGRAM not found: installing Debian's $PACKAGE package…"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo -n"
else
  echo "Cannot install $PACKAGE: run as root, or install it with 'apt-get install $PACKAGE'." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "$PACKAGE" >/dev/null
echo "$PACKAGE installed: $PROGRAM"
