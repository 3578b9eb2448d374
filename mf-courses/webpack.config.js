const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/courses/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'courses', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3107 }, env, argv);
