import type { NextConfig } from 'next'
import { getConfig } from './src/container/config'

// Read and validate the configuration before anything else: a bad setting stops `next dev`,
// `next build` and `next start` at once, with a message naming the variable and its rule.
getConfig()

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
}

export default nextConfig
