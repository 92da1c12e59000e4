#!/usr/bin/env bash
# Install the Strapi 5 test peer from the npm registry.
#   bash tests/strapi5/peer/setup.sh     # APP_DIR=$HOME/.cache/ppr-desk/strapi5-peer by default
# Copies the files in ./app (package.json, config/, src/ with the seed, create-strapi-app's favicon.png)
# and the content types a club copies (strapi/v5/src at the project's root) into APP_DIR, writes
# APP_DIR/.env with fresh random secrets (once: later runs keep them), and runs `npm install`.
# Nothing is built: the admin panel is disabled (config/admin.js). The SQLite database
# (APP_DIR/.tmp/data.db) is created and seeded by src/index.js on the first start (see start.sh).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
APP_DIR="${APP_DIR:-$HOME/.cache/ppr-desk/strapi5-peer}"
export STRAPI_TELEMETRY_DISABLED=true
t0=$(date +%s)

mkdir -p "$APP_DIR"
cp "$HERE/app/package.json" "$HERE/app/favicon.png" "$APP_DIR/"
rm -rf "$APP_DIR/config" "$APP_DIR/src"
cp -r "$HERE/app/config" "$HERE/app/src" "$APP_DIR/"
cp -r "$HERE/../../../strapi/v5/src/." "$APP_DIR/src/"
mkdir -p "$APP_DIR/public/uploads" "$APP_DIR/database/migrations" "$APP_DIR/.tmp"
printf 'User-agent: *\nDisallow: /\n' > "$APP_DIR/public/robots.txt"

if [ ! -f "$APP_DIR/.env" ]; then
  rnd() { node -e 'process.stdout.write(require("crypto").randomBytes(16).toString("base64"))'; }
  cat > "$APP_DIR/.env" <<ENV
HOST=127.0.0.1
PORT=${PORT:-1338}
APP_KEYS=$(rnd),$(rnd),$(rnd),$(rnd)
API_TOKEN_SALT=$(rnd)
ADMIN_JWT_SECRET=$(rnd)
TRANSFER_TOKEN_SALT=$(rnd)
JWT_SECRET=$(rnd)
ENCRYPTION_KEY=$(rnd)
DATABASE_FILENAME=.tmp/data.db
STRAPI_TELEMETRY_DISABLED=true
ENV
fi

cd "$APP_DIR"
# No overrides are needed: Strapi 5's upload plugin depends on sharp 0.35, which takes libvips from
# npm packages (@img/sharp-*). better-sqlite3's prebuilt download (GitHub) fails where only the npm
# registry is reachable and falls back to node-gyp, which needs python3, make and g++.
start=$(date +%s)
npm install --no-audit --no-fund --foreground-scripts --loglevel=error
end=$(date +%s)
echo "npm install: $((end - start)) s; node_modules: $(du -sh node_modules | cut -f1)"

echo "setup: $(($(date +%s) - t0)) s; ready: $APP_DIR   start with: bash $HERE/start.sh"
