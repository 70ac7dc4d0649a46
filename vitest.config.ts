import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      // The framework seam first: when Next.js changed an internal the site reads, this says
      // which, before any other test fails for it.
      'tests/framework/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.{ts,tsx}',
      'tests/studio/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // Limits only bound how long a failure takes to report; tests wait for conditions, and a
    // busy two-core machine runs them several times slower than a quiet one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
})
