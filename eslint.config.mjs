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
