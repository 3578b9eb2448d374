const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/news/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) =>
  createRemoteConfig(
    // serverRender: a Node.js build of ./routes, for the article's first query (ADR 034) and its first screen (issue 33)
    { dir: __dirname, name: 'news', exposes: { './routes': './src/exposed/routes.tsx' }, port: 3111, serverRender: true },
    env,
    argv,
  );
