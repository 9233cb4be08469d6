#!/usr/bin/env bash
# `npm test`'s pretest: the system tests need Java (DynamoDB Local), Debian's Chromium and the
# Liberation fonts (the browser tests); the letter renderers' unit tests need poppler-utils
# (pdftotext, pdftoppm, pdffonts, pdfimages). On a fresh Debian machine as root it installs what
# is missing, as CI does; anywhere else it stops at once with the one command that does.
set -euo pipefail

# The Node npm scripts run on: the pinned `node` devDependency (issue 23 §6), printed for the CI log.
echo "pretest: node $(node --version) at $(command -v node)"

missing=()
if [[ -z "${CHROMIUM_PATH:-}" || ! -x "${CHROMIUM_PATH}" ]]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
fc-list 2>/dev/null | grep -qi 'liberation' || missing+=(fonts-liberation)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)

if ((${#missing[@]} == 0)); then exit 0; fi

if [[ $(id -u) -eq 0 && -f /etc/debian_version ]] && command -v apt-get >/dev/null 2>&1; then
  echo "pretest: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "pretest: $(java -version 2>&1 | head -1), $(chromium --version 2>/dev/null || echo "chromium at ${CHROMIUM_PATH:-?}")"
else
  echo "pretest: the tests need ${missing[*]}, which this machine lacks. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
