#!/bin/sh
# The HTML validity test runs the Nu Html Checker (vnu-jar from npm), which needs Java from Debian.
exec sh "$(dirname "$0")/ensure-debian-package.sh" "${JAVA_PATH:-/usr/bin/java}" default-jre-headless
