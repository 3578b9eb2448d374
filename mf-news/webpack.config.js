const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/news/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'news', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3111 }, env, argv);
