const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/auth/<version>/ (package.json's version, or `--env version=<v>`), and its server
// build into that folder's server/, which renders its routes that ask for it (ADR 028).
module.exports = (env, argv) =>
  createRemoteConfig(
    {
      dir: __dirname,
      name: 'auth',
      exposes: { './routes': './src/exposed/routes.tsx', './modal': './src/exposed/modal.tsx' },
      port: 3101,
      serverRender: true,
    },
    env,
    argv,
  );
