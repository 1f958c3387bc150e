import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Imports no module of the site may make. One listener (docs/decisions/0017-one-listener.md): the
 * site's process runs no worker threads. Plain anchors (docs/decisions/0029-plain-links.md): one
 * delegated listener opens in-app links, so no page loads `next/link`.
 */
const RESTRICTED = [
  ...['node:worker_threads', 'worker_threads'].map((name) => ({ name, message: 'The site runs on one event loop and one listener (decision 0017).' })),
  { name: 'next/link', message: 'Write a plain <a>: lib/links/in-app.ts opens in-app links through the router (decision 0029).' },
];

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
  // Plain anchors are the site's links (decision 0029).
  { rules: { '@next/next/no-html-link-for-pages': 'off' } },
  {
    files: ['server/**/*.mjs', 'scripts/start-site.mjs', 'lib/**/*.{ts,tsx,js,mjs}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED }] },
  },
  {
    // Layers: lib is the lower floor and never imports from components, not
    // even a type; nor does an API route, whose module graph would then hold React components
    // and their CSS (a form POST handler needs none). Block kinds are data in lib
    // (lib/content/block-kinds.ts, docs/decisions/0007-block-kinds.md); components/blocks only
    // says how each renders.
    files: ['lib/**/*.{ts,tsx,js,mjs}', 'app/api/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED,
          patterns: [
            {
              group: ['@/components', '@/components/**', '**/components', '**/components/**'],
              message: 'lib and the API routes must not depend on components: block kinds are data in lib/content/block-kinds.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // ES module externals are imported by Node when first needed: a static import would make its
    // importers async modules and put Turbopack's async-module runtime into every page (decision 0030).
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'instrumentation.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['pg', '@libsql/client', '@vercel/otel'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Import it with `await import(/* turbopackIgnore: true */ ...)` where it is first needed (decision 0030).',
          })),
        },
      ],
    },
  },
  {
    // What the browser loads: dates are formatted on the server, so no client module carries
    // dayjs (lib/locale/number.ts and money.ts format without it).
    files: ['**/*.client.{ts,tsx}', 'components/**/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...RESTRICTED, { name: '@/lib/locale/format', message: 'It loads dayjs: import formatNumber from @/lib/locale/number or formatCurrency from @/lib/locale/money.' }, { name: 'dayjs', message: 'Dates are formatted on the server.' }],
        },
      ],
    },
  },
  {
    // One kind list: it is never a parameter, nor are lib's block
    // types filled in from another layer by declaration merging. With lib unable to import
    // components (above), there is no other list to pass.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Identifier[name='KindList']", message: 'lib uses the kind list of lib/content/block-kinds.ts directly: no kind list is passed around.' },
        { selector: "TSModuleDeclaration[id.value=/^@.lib./]", message: "lib's types are derived in lib, not merged into it from another layer." },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/.bare/**', 'bench/.nginx/**', 'bench/out/**'],
  },
];

export default config;
