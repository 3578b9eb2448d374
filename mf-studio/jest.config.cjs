const { jestProject } = require('../shared/build/jest.cjs');

module.exports = jestProject(__dirname, '@platform/mf-studio');
