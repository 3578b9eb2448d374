const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/studio/<version>/ (package.json's version, or `--env version=<v>`). No server
// build: every studio page needs a staff session and is noindex, so the browser renders it (ADR 055).
module.exports = (env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'studio', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3112 }, env, argv);
