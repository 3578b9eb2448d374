const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/tests/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'tests', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3102 }, env, argv);
