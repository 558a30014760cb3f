# syntax=docker/dockerfile:1

# Build: all dependencies, generate the Prisma client, compile TypeScript, bundle the web client.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json prisma.config.ts ./
COPY prisma ./prisma
COPY src ./src
COPY scripts ./scripts
# The web client's sources and the official SDK it imports (clients/ts/src, through web/src/api);
# web/build.mjs bundles them into dist/web.
COPY web ./web
COPY clients/ts/src ./clients/ts/src
# tsconfig.build.json compiles the service and its runtime scripts only: no bench/, specs or test
# helpers (test/build-layout.e2e-spec.ts checks both this file and that build).
RUN npm run build

# Production dependencies only.
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    MIGRATE_ON_START=true \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node prisma ./prisma
USER node
EXPOSE 3000
# DATABASE_URL must be set in a container; migrations are applied at start (MIGRATE_ON_START).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "--heap-growing-percent=100", "--v8-pool-size=1", "--no-allocation-site-pretenuring", "dist/src/main.js"]
