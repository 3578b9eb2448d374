const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/universities/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'universities', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3106 }, env, argv);
