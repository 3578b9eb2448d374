const { jestProject } = require('../shared/build/jest.cjs');

const base = jestProject(__dirname, '@platform/mf-universities');

module.exports = {
  ...base,
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'],
};
