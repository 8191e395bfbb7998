#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, when they are missing.
#   scripts/install-system-deps.sh build   cmake + simde headers (QuickJS engine build)
#   scripts/install-system-deps.sh test    + Chromium (end-to-end tests), nginx (the two-instance
#                                          test), aiosmtpd (mail tests), icalendar (the
#                                          booking invitation's parse test), saxonche + lxml
#                                          (the official Peppol rules on EAN invoices), poppler-utils
#                                          (pdftotext and pdftoppm: the invoices' PDFs read back),
#                                          a Java runtime (the Nu Html Checker, npm's vnu-jar)
#   scripts/install-system-deps.sh bench   + wrk (benchmark load generator), Chromium (Lighthouse), nginx
set -euo pipefail
want=(cmake libsimde-dev)
case "${1:-build}" in
  test) want+=(chromium fonts-dejavu-core nginx systemd poppler-utils openjdk-17-jre-headless) ;;
  bench) want+=(wrk chromium fonts-dejavu-core nginx poppler-utils) ;;
esac

# The mail tests talk to a real SMTP server: Python's aiosmtpd (tests/support/smtp_peer.py).
if [ "${1:-build}" = test ] && ! python3 -c 'import aiosmtpd' 2>/dev/null; then
  echo "Installing the Python package aiosmtpd (SMTP server for the mail tests)"
  python3 -m pip install --quiet --disable-pip-version-check aiosmtpd
fi
# EAN invoices are checked against the official Danish Peppol rules (../shared/peppol-dk/validate.py).
if [ "${1:-build}" = test ] && ! python3 -c 'import saxonche, lxml' 2>/dev/null; then
  echo "Installing the Python packages saxonche and lxml (the Peppol BIS 3 validator)"
  python3 -m pip install --quiet --disable-pip-version-check saxonche==12.10.1 lxml
fi
# robots.txt is read by a longest-match reader (RFC 9309) beside Python's first-match one.
if [ "${1:-build}" = test ] && ! python3 -c 'import protego' 2>/dev/null; then
  echo "Installing the Python package protego (robots.txt as RFC 9309 reads it)"
  python3 -m pip install --quiet --disable-pip-version-check protego
fi
# The booking's calendar invitation is read back as a calendar program would.
if [ "${1:-build}" = test ] && ! python3 -c 'import icalendar' 2>/dev/null; then
  echo "Installing the Python package icalendar (the booking invitation's parse test)"
  python3 -m pip install --quiet --disable-pip-version-check icalendar
fi

missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing system packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null; then
  sudo=(sudo)
else
  echo "error: need root (or sudo) to install: ${missing[*]}" >&2
  echo "       install them with your package manager, then run make again" >&2
  exit 1
fi
"${sudo[@]}" apt-get update -qq
# Packages with a service (nginx) must not start it: the tests run their own.
policy=/usr/sbin/policy-rc.d
own_policy=
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null && "${sudo[@]}" chmod +x "$policy" && own_policy=1
fi
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ -n "$own_policy" ] && "${sudo[@]}" rm -f "$policy"
true
