#!/usr/bin/env bash
# Debian packages TypeLab needs outside npm: CJK fonts for the PDF (always); Chromium and poppler for the
# browser tests (with --test). Installs what is missing when run as root; otherwise says what to install.
set -euo pipefail
need=()
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || need+=(fonts-noto-cjk)
if [ "${1:-}" = "--test" ]; then
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
  command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
fi
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian packages: ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "Please install: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
