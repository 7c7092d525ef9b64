# Atelier images. `docker compose up` builds the `api` target; the same image runs the migrations
# (`pnpm --filter @atelier/db migrate`, see docker-compose.yml). The apps run their TypeScript through
# tsx, so the image keeps the workspace as it is, with all its dependencies.

# ── base: Node 20 and pnpm 10 ────────────────────────────────────────────────────────────────────────
FROM node:20-bookworm-slim AS base
# The exact pnpm of package.json's "packageManager" (10.x), so pnpm never switches versions at run time.
COPY package.json /tmp/root-package.json
RUN npm install -g "pnpm@$(node -p "require('/tmp/root-package.json').packageManager.split('@')[1].split('+')[0]")" \
 && npm cache clean --force \
 && rm /tmp/root-package.json
WORKDIR /app

# ── manifests: only what `pnpm install` reads from the workspace packages ────────────────────────────
# Every apps/*/package.json and packages/*/package.json at its own path, including packages added
# later. This stage reruns on any source change, but its output changes only with a manifest, so the
# install layer below stays cached.
FROM base AS manifests
COPY apps ./apps
COPY packages ./packages
RUN mkdir /manifests \
 && find apps packages -mindepth 2 -maxdepth 2 -name package.json -exec cp --parents {} /manifests/ \;

# ── deps: the workspace's dependencies, from the lockfile ────────────────────────────────────────────
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY --from=manifests /manifests/ ./
RUN pnpm install --frozen-lockfile --store-dir /pnpm-store \
 && rm -rf /pnpm-store

# ── build: sources, the Prisma client and, once it exists, the web app ───────────────────────────────
FROM deps AS build
COPY . .
# Here the Prisma CLI could download its native engine; the script's PRISMA_SCHEMA_ENGINE_BINARY=/bin/true
# only skips that download, which `generate` does not need.
RUN pnpm --filter @atelier/db generate
RUN if [ -f apps/web/package.json ]; then pnpm --filter @atelier/web build; fi

# ── api: the runtime image ───────────────────────────────────────────────────────────────────────────
FROM base AS api
# pnpm does not pass SIGTERM on to the script it runs; tini -g signals the whole process group, so
# `docker stop` reaches the api (through tsx) and it closes gracefully.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=build /app /app
# DATA_DIR (.data): app-key, storage, dev mail outbox. A volume mounted here starts owned by `node`.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "-g", "--"]
CMD ["pnpm", "--filter", "@atelier/api", "start"]

# ── worker: the api image plus Chromium for screenshots ─────────────────────────────────────────────
FROM api AS worker
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
USER node
ENV CHROMIUM_PATH=/usr/bin/chromium
HEALTHCHECK NONE
CMD ["pnpm", "--filter", "@atelier/worker", "start"]
