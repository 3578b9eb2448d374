const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/auth/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig(
    { dir: __dirname, name: 'auth', exposes: { './routes': './src/exposed/routes.tsx', './modal': './src/exposed/modal.tsx' }, port: 3101 },
    env,
    argv,
  );
