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
    ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/.bare/**', 'bench/.nginx/**', 'bench/out/**'],
  },
];

export default config;
