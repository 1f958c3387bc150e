import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/*.cjs', 'test/empty-module.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // lib is the lower floor: it never imports from components, not even a type. Block kinds reach
    // it as a parameter (docs/decisions/0007-block-kinds.md). Tests that wire the real kind list
    // into lib, as app does, live in test/integration.
    files: ['lib/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components', '@/components/**', '**/components', '**/components/**'], message: 'lib must not depend on components: take what you need as a parameter.' }] },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/.bare/**', 'bench/.nginx/**', 'bench/out/**'],
  },
];

export default config;
