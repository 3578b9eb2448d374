const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/courses/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig(
    // serverRender: a Node.js build of ./routes, for its pages' first queries (ADR 034) and the teacher page's first screen (ADR 028)
    { dir: __dirname, name: 'courses', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3107, serverRender: true },
    env,
    argv,
  );
