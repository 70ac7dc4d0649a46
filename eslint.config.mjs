import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // Unused values are mistakes; a leading underscore marks a deliberate omission.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    // Written by `serwist build` from src/service-worker.
    'public/sw.js',
    // Written by `npm run studio:build` and `sanity dev`.
    'studio/dist/**',
    '**/.sanity/**',
    // Written by scripts/draft-mode/build.ts from src/ui/preview.
    'public/draft-mode/**',
  ]),
])
