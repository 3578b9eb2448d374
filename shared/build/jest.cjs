// Jest preset shared by every front-end workspace: swc transform, jsdom, CSS modules as
// identity maps, jest-dom matchers, and a console.error that fails the test.
const path = require('node:path');

function jestProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-empty.cjs'),
      '\\.svg$': path.join(__dirname, 'jest-empty.cjs'),
    },
    // `uz.json?uz-Cyrl`: the generated uz-Cyrl strings (docs/decisions/043)
    resolver: path.join(__dirname, 'jest-resolver.cjs'),
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    // the workspace packages are TypeScript sources: transform them too
    transformIgnorePatterns: ['/node_modules/(?!@platform/)'],
  };
}

module.exports = { jestProject };
