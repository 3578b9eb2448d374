const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/universities/<version>/ (package.json's version, or `--env version=<v>`), and its server
// build into that folder's server/, which renders its routes that ask for it (ADR 028).
module.exports = (env, argv) =>
  createRemoteConfig(
    { dir: __dirname, name: 'universities', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3106, serverRender: true },
    env,
    argv,
  );
