const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/autotest/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'autotest', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3108 }, env, argv);
