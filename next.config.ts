import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { FIXTURES_PUBLIC_PATH } from './src/container/client-config'
import { getConfig } from './src/container/config'
import { assertContentReachable } from './src/container/content-preflight'
import { deploymentIdOf } from './src/container/deployment-id'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from './src/domain/images'
import { nextHeaders } from './src/container/next-headers'
import { contentSecurityPolicy, policyOriginsOf } from './src/container/security-headers'

// Read and validate the configuration before anything else: a bad setting stops `next dev`,
// `next build` and `next start` at once, with a message naming the variable and its rule.
const config = getConfig()

const nextConfig: NextConfig = {
  // A second build (say, against the Sanity emulator in the tests) can live beside the first,
  // with its own tsconfig, where Next.js adds the type paths of that build folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Code `npm run typecheck` has checked (the test command's builds, after `npm run check`) is
  // not type-checked a second time.
  typescript: {
    ...(process.env.NEXT_DIST_DIR && { tsconfigPath: 'tsconfig.variants.json' }),
    ignoreBuildErrors: Boolean(process.env.NEXT_DIST_DIR || process.env.TYPES_CHECKED),
  },
  poweredByHeader: false,
  // The security headers and, but for pages (which bring their own from the cache), the policy.
  headers: async () => nextHeaders(config),
  // A self-contained server (<build folder>/standalone): Next.js's own server and the packages
  // it uses, traced. `npm run build` adds the static files, the fixtures and the pages' cache
  // handler (scripts/artifact/assemble.ts).
  output: 'standalone',
  outputFileTracingIncludes: {
    // The sharing images, regenerated with their pages, draw with fonts read from node_modules
    // where the site runs (src/app/sharing-image.tsx): no import for the tracer to follow.
    '/og/*': ['./node_modules/@fontsource/inter/files/inter-latin{,-ext}-{400,700}-normal.woff'],
  },
  reactStrictMode: true,
  experimental: {
    // Fewer, larger chunks. Left to its defaults, Turbopack split the site's own first-load code
    // into four chunks of 1–9 KB (Brotli) besides the framework's. Many visitors read one page
    // only, and on a phone each request of the first load waits its turn for a round trip: with
    // this, those four are two, with the same bytes. The size is of code before minifying (about
    // five times its compressed bytes). docs/benchmarks.md has what it measured.
    turbopackChunking: { minChunkSize: 150_000 },
    // The stylesheets in the document itself: a phone paints from the first round trip instead
    // of waiting for two stylesheet requests (their bytes ride along, about 7 KB). The page's
    // policy vouches for the style element by its hash (src/adapters/next/inline-hashes.ts).
    inlineCss: true,
  },
  // The pages' cache: the instance's files, under a Redis every instance shares when REDIS_URL
  // is set (see the handler). Next.js is run from the project's folder (the npm scripts).
  cacheHandler: path.resolve('src/container/page-cache-handler.ts'),
  images: {
    // The optimiser makes exactly the breakpoint widths at the site's one quality, and refuses
    // anything else: a small, cacheable set of renditions.
    deviceSizes: [...IMAGE_WIDTHS],
    imageSizes: [],
    qualities: [DEFAULT_IMAGE_QUALITY],
    // AVIF where the browser takes it (Next.js encodes it at the quality that matches WebP's):
    // a third fewer bytes for the hero a phone waits on, which shares the slow link with the
    // framework's scripts. WebP for the rest.
    formats: ['image/avif', 'image/webp'],
    // Only the configured fixtures dataset's images, served by the site itself, and the
    // configured project's images on Sanity's CDN. A fixture image's address may carry the part
    // of it to show (`rect`) and an editor's grant (`draft`); its route refuses anything else.
    localPatterns:
      config.content.source === 'fixtures'
        ? [{ pathname: `${FIXTURES_PUBLIC_PATH}/${config.content.dataset}/images/**` }]
        : [],
    remotePatterns:
      config.content.source === 'sanity'
        ? [
            {
              protocol: 'https',
              hostname: 'cdn.sanity.io',
              pathname: `/images/${config.content.projectId}/**`,
            },
          ]
        : [],
    // Asset files are named by their content's hash: a rendition never goes stale.
    minimumCacheTTL: 60 * 60 * 24 * 365,
    // The optimiser sends a policy of its own in place of headers()'s: the site's, the same.
    contentSecurityPolicy: contentSecurityPolicy(policyOriginsOf(config)),
  },
}

/**
 * A production build is a release, named by its deployment id (src/container/deployment-id.ts):
 * the same for every instance built from the same source, so that during a rolling deploy a
 * page of the old release loads the new one in full rather than mixing the two
 * (docs/rolling-deploys.md). Next.js's build id is the same name, so that the release the site
 * reports (health check, logs, failure reports, the shared cache's keys) is that id too: with a
 * deployment id and no build id of its own, Next.js gives every build the same fixed build id.
 * Development serves no build: no release. A build first checks that the content API answers
 * (content-preflight.ts).
 */
export default async function configFor(phase: string): Promise<NextConfig> {
  if (phase !== PHASE_PRODUCTION_BUILD) return nextConfig
  await assertContentReachable(config)
  const deploymentId = deploymentIdOf(path.resolve('.'))
  return { ...nextConfig, deploymentId, generateBuildId: () => deploymentId }
}
