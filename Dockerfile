# PPR Desk for a host: the built app and its server on Node 20, data on PostgreSQL (DATABASE_URL) or
# in the SQLite file under /data. Not built here: the machine this was written on has no Docker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    STATIC_DIR=/app/dist \
    DATABASE_FILE=/data/ppr-desk.sqlite \
    MALLOC_MMAP_THRESHOLD_=4194304
COPY --from=build /app /app
# /data holds the SQLite file when there is no DATABASE_URL, and mail/*.eml without SMTP_URL.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# The server bundle on plain Node, with the young generation and the malloc setting npm start uses
# (scripts/build-server.ts).
CMD ["node", "--max-semi-space-size=8", "dist-server/main.mjs"]
