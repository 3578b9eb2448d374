const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/autotest/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig(
    // serverRender: a Node.js build of ./routes, rendering the landing page and the leaderboard with their first queries (ADR 034, 060)
    { dir: __dirname, name: 'autotest', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3108, serverRender: true },
    env,
    argv,
  );
