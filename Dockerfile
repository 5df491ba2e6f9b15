# syntax=docker/dockerfile:1
# Production image: the built client and the server compiled to JavaScript (server/dist) on Node LTS.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY packages/test-kit/package.json packages/test-kit/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY packages/test-kit/package.json packages/test-kit/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund --workspace server --workspace shared --workspace packages/embedded-mongo

FROM node:24-bookworm-slim
# The production profile: secrets required, no emulator, no mailbox (server/src/config/env-schema.ts).
ENV NODE_ENV=production RUN_PROFILE=production PORT=3000 CLIENT_DIST=/app/client/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
USER node
EXPOSE 3000
# Liveness, not readiness: Docker restarts (or Swarm replaces) an unhealthy container, and a
# container that is only not ready (draining, its follower behind, the database away) must not be
# killed for it; readiness is for whatever routes traffic (docs/operations/production.md#liveness-and-readiness).
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "server/dist/index.js"]
