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
  {
    // Brand colours and font weights come from the tokens (src/ui/theme/tokens.ts), never from a
    // literal.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/theme/tokens.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i]',
          message: 'Take the colour from src/ui/theme/tokens.ts.',
        },
        {
          selector: 'Literal[raw=/^0x[0-9a-f]{6}$/i]',
          message: 'Take the colour from src/ui/theme/tokens.ts.',
        },
        {
          selector:
            'Property[key.name=/^(fontWeight|weight)$/] > Literal[raw=/^[\'"]?([1-9]00|650|bold|normal)[\'"]?$/]',
          message: 'Take the font weight from src/ui/theme/tokens.ts.',
        },
      ],
    },
  },
  {
    // What the site reads of Next.js beyond its public API lives in one adapter folder, each read
    // guarded by tests/framework (docs/upgrading.md).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', '*.config.*'],
    ignores: ['src/adapters/next/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next/dist/*'],
              message: "Read Next.js's internals in src/adapters/next only.",
            },
          ],
        },
      ],
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
