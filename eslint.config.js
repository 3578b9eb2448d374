// ESLint flat config: typescript-eslint recommended + React hooks rules for every workspace, and the
// import rules of ARCHITECTURE.md / CONVENTIONS.md (ADR 035): which part of the repo may import which.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const boundaries = require('eslint-plugin-boundaries');
const globals = require('globals');
const path = require('node:path');

// The parts of the repo that import each other (paths from the repo root; the first pattern that
// matches a file wins). An app is a remote (mf-*) or the shell.
const elements = [
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'api', pattern: 'api', partialMatch: false },
  // src/features/<domain>/{api,lib,locales,__tests__}: what the features of one domain share
  { type: 'domain', pattern: '*/src/features/*/{api,lib,locales,__tests__}', capture: ['app', 'domain', 'part'], partialMatch: false },
  // src/features/<domain>/<feature>/<part>/...: the feature's internals
  {
    type: 'feature',
    pattern: '*/src/features/*/*/{api,components,hooks,lib,locales,stores,__tests__}',
    capture: ['app', 'domain', 'feature', 'part'],
    partialMatch: false,
  },
  // everything else of an app: src/components, src/lib, src/exposed, bootstrap.tsx ... (not src/features)
  { type: 'app', pattern: '*/src/!(features)', capture: ['app', 'part'], partialMatch: false },
];
const APP_PARTS = ['app', 'domain', 'feature'];
const otherApp = { app: '!{{from.element.captured.app}}' };

// The subpaths of @platform/shared that the api may import: the React-free ones (contracts, format,
// dates, translit, locale files), read from shared/package.json's exports so a new contract needs no edit here.
const sharedExports = require('./shared/package.json').exports;
const reactFree = /^\.\/src\/(contracts|format|dates|translit)\/|\.json$/;
const apiSharedAllowed = Object.keys(sharedExports)
  .filter((key) => reactFree.test(sharedExports[key]))
  .map((key) => path.posix.join('@platform/shared', key));
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const apiShared = {
  regex: `^(?!(${apiSharedAllowed.map(escapeRegex).join('|')})$)@platform/shared(/.*)?$`,
  message: 'The api imports only the React-free parts of @platform/shared (contracts, format, dates, translit, locale files).',
};
const otherWorkspace = (...names) => ({
  group: names.map((name) => `@platform/${name}`).concat(names.map((name) => `@platform/${name}/**`)),
  message:
    'A remote never imports another remote or the shell, and shared never imports an app: share through @platform/shared (ARCHITECTURE.md).',
});
const fastify = {
  group: ['fastify', 'fastify/**', 'fastify-*', '@fastify/*'],
  message: 'A service takes plain arguments (db, caller, clock, input) and never imports Fastify; that belongs in routes.ts.',
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '**/dist/**',
      'coverage/**',
      'e2e/test-results/**',
      'api/drizzle/**',
      '.data/**',
      // files that break the import rules on purpose (scripts/__tests__/import-rules.test.js)
      'scripts/__tests__/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/test/**', '**/*.test.ts', '**/*.test.tsx', 'shared/build/jest-*.cjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },
  {
    // which part may import which (ADR 035); files are classified by `elements` above
    files: ['{shared,api,shell,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // paths are classified from the repo root, wherever eslint runs from
      'boundaries/root-path': __dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.json'] } },
      'boundaries/elements': elements,
      // src/features/<domain>/<feature>/index.ts: the feature's public entry (the one file of a feature outside its parts)
      'boundaries/files': [
        { category: 'feature-entry', pattern: '*/src/features/*/*/index.ts', partialMatch: false },
        // a page's first-data declaration, which src/exposed/routes.tsx loads (ADR 034)
        { category: 'first-queries', pattern: '*/src/features/*/*/first-queries.ts', partialMatch: false },
        // an app's own files directly in src/ (index.ts, bootstrap.tsx, server.tsx ...)
        { category: 'app-root', pattern: '*/src/*.{ts,tsx}', capture: ['app'], partialMatch: false },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // a remote never imports another remote or the shell (nor the shell a remote)
              from: { element: { type: APP_PARTS } },
              disallow: { to: { element: { type: APP_PARTS, captured: otherApp } } },
            },
            {
              from: { file: { categories: 'app-root' } },
              disallow: { to: { element: { type: APP_PARTS, captured: { app: '!{{from.file.captured.app}}' } } } },
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: [...APP_PARTS, 'api'] } } },
            },
            {
              from: { element: { type: 'api' } },
              disallow: [
                { to: { element: { type: APP_PARTS } } },
                { to: { element: { type: 'shared', fileInternalPath: '!src/{contracts,format,dates,translit,i18n/locales}/**' } } },
              ],
            },
            {
              // a feature reaches another feature only through its index.ts, never its internals
              from: { element: { type: 'feature' } },
              disallow: [
                { to: { element: { type: 'feature', captured: { feature: '!{{from.element.captured.feature}}' } } } },
                { to: { element: { type: 'feature', captured: { domain: '!{{from.element.captured.domain}}' } } } },
                { to: { element: { type: 'domain', captured: { domain: '!{{from.element.captured.domain}}' } } } },
              ],
            },
            {
              // imports flow one way: src/components and src/lib never import a feature
              from: { element: { type: 'app', captured: { part: '{components,lib}' } } },
              disallow: [{ to: { element: { type: ['domain', 'feature'] } } }, { to: { file: { categories: 'feature-entry' } } }],
            },
          ],
        },
      ],
    },
  },
  {
    // every file of a feature sits in <domain>/<feature>/{api,components,hooks,lib,locales,stores,__tests__}/
    // or is the feature's index.ts (or first-queries.ts); a domain's shared parts in <domain>/{api,lib,locales,__tests__}/
    files: ['{shell,mf-*}/src/features/**'],
    plugins: { boundaries },
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  {
    files: ['{shell,mf-*}/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherWorkspace('shell', 'mf-*', 'api')] }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherWorkspace('shell', 'mf-*', 'api')] }] },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiShared, otherWorkspace('shell', 'mf-*')] }] },
  },
  {
    files: ['api/src/domains/**/service*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiShared, otherWorkspace('shell', 'mf-*'), fastify] }] },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
