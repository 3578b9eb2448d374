const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/olympiad/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig(
    // serverRender: a Node.js build of ./routes, for the pages' first queries and first screens (ADR 034, 060)
    { dir: __dirname, name: 'olympiad', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3110, serverRender: true },
    env,
    argv,
  );
