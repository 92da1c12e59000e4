#!/usr/bin/env bash
# Stop the Strapi 5 peer started by start.sh, by its recorded PID only.
set -euo pipefail
APP_DIR="${APP_DIR:-$HOME/.cache/ppr-desk/strapi5-peer}"
f="$APP_DIR/strapi.pid"
if [ -f "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null; then
  pid=$(cat "$f")
  kill "$pid"
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then kill -9 "$pid"; fi
  echo "stopped PID $pid"
else
  echo "not running"
fi
rm -f "$f"
