#!/usr/bin/env bash
# Start the Strapi 5 peer in the background on 127.0.0.1:${PORT:-1338} with `strapi start` (no
# admin build needed), wait until /_health answers, and print the cold-start time, PID and
# resident memory. Log: $APP_DIR/strapi.log; PID: $APP_DIR/strapi.pid (stop.sh reads it).
#   NODE_ENV=development by default, and only for one reason: create-strapi-app's users-permissions
#   config sends the refresh token as an httpOnly cookie that is Secure when NODE_ENV=production,
#   and Koa refuses to set a Secure cookie on a plain-HTTP request, so every sign-in over
#   http://127.0.0.1 answers 500 "Cannot send secure cookie over unencrypted connection" (a club's
#   server has HTTPS in front). The content API answers the same in both modes.
set -euo pipefail
APP_DIR="${APP_DIR:-$HOME/.cache/ppr-desk/strapi5-peer}"
PORT="${PORT:-1338}"
cd "$APP_DIR"
if [ -f strapi.pid ] && kill -0 "$(cat strapi.pid)" 2>/dev/null; then
  echo "already running: PID $(cat strapi.pid)"
  exit 0
fi
export STRAPI_TELEMETRY_DISABLED=true HOST=127.0.0.1 PORT NODE_ENV="${NODE_ENV:-development}"
t0=$(date +%s%N)
nohup node node_modules/@strapi/strapi/bin/strapi.js start > strapi.log 2>&1 &
pid=$!
echo "$pid" > strapi.pid
for _ in $(seq 1 600); do
  if curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/_health" 2>/dev/null | grep -q 204; then
    t1=$(date +%s%N)
    # CPU seconds as well as wall time: on a busy machine the wall time says little about Strapi.
    cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%.1f", ($14 + $15) / hz}' "/proc/$pid/stat")
    rss=$(awk '/VmRSS/{print $2" "$3}' "/proc/$pid/status")
    echo "up: PID $pid, cold start $(((t1 - t0) / 1000000)) ms (CPU ${cpu} s), RSS $rss"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "strapi exited; see $APP_DIR/strapi.log"
    tail -30 strapi.log
    rm -f strapi.pid
    exit 1
  fi
  sleep 0.2
done
echo "timed out waiting for /_health"
exit 1
