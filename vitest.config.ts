import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
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
    // Vitest keeps a core free by default: on a two-core machine that is one worker for 126 files.
    // A run (CI's, the test command's) has nothing else to serve, so every core tests.
    maxWorkers: availableParallelism(),
    // Limits only bound how long a failure takes to report; tests wait for conditions, and a
    // busy two-core machine runs them several times slower than a quiet one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
})
