# The Alts website as a container image: the self-contained server (docs/operations.md) on
# Debian's glibc (sharp's prebuilt libvips needs it), run by a non-root user.
#
#   docker build -t alts .
#   docker run --init -p 3000:3000 -e SITE_URL=https://alts.example alts
#
# With nothing configured it serves the offline fixtures. The prerendered pages and the image
# hosts the optimiser allows are fixed by the build: pass the CMS settings the instances will run
# with as build arguments (e.g. `--build-arg SANITY_PROJECT_ID=yourid`). Secrets
# (webhook secret, read token) are read at start-up only: give them to `docker run`, never to the
# build. `npm run container:prove` runs these steps on this machine without a container engine.

FROM node:24-bookworm-slim AS builder
ARG CONTENT_SOURCE
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET
ARG SITE_URL
ARG NEXT_DEPLOYMENT_ID
# The security policy's origins are part of the build (next.config.ts headers()).
ARG SANITY_STUDIO_URL
ARG FORM_EMBED_ORIGINS
ARG ANALYTICS_MEASUREMENT_ID
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
# The packages first, so that a change of the code alone reuses this layer.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    SHUTDOWN_DELAY_SECONDS=0 \
    NEXT_MANUAL_SIG_HANDLE=true
WORKDIR /srv/alts
# The folder alone (server, packages, build, fixtures), owned by the user that runs it: the server
# writes regenerated pages and image renditions into it.
COPY --from=builder --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Slim images have no curl: Node asks the health check. 503 while starting or stopping.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The site handles SIGTERM itself (NEXT_MANUAL_SIG_HANDLE, src/container/lifecycle.ts): it fails
# its health check, keeps serving for SHUTDOWN_DELAY_SECONDS and exits with 0.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
