const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/olympiad/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'olympiad', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3110 }, env, argv);
