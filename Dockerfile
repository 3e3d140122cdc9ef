# Multi-stage image: build the client with all dependencies, run with production dependencies only, as the
# unprivileged `node` user, on Node 22, the supported runtime (docs/decisions/013-node-22-runtime.md). Migrations
# run at start-up (server/main.ts). The embedded database lives in the /data volume; set DATABASE_URL to use
# PostgreSQL instead.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    PGLITE_DIR=/data/pglite \
    STORAGE_DIR=/data/uploads \
    CLIENT_DIST_DIR=/app/dist/client
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/client ./dist/client
# The server renderer of the public pages (docs/decisions/020-server-rendered-public-pages.md).
COPY --from=build /app/dist/server ./dist/server
COPY tsconfig.json ./
COPY server ./server
COPY shared ./shared
COPY locales ./locales
COPY drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# A larger young generation makes garbage collection rarer under load (measured in docs/benchmarks.md).
CMD ["node", "--max-semi-space-size=32", "--import", "tsx", "server/main.ts"]
