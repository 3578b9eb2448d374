const webpack = require('webpack');
const { createRemoteConfig } = require('@platform/shared/webpack');

// Built into dist/remotes/pro/<version>/ (package.json's version, or `--env version=<v>`).
module.exports = (env, argv) => {
  const config = createRemoteConfig(
    {
      dir: __dirname,
      name: 'pro',
      exposes: { './routes': './src/exposed/routes.tsx', './daily-limit': './src/exposed/daily-limit.tsx' },
      port: 3109,
      // serverRender: a Node.js build of ./routes, for /pro's first queries and first screen (ADR 034, 060)
      serverRender: true,
    },
    env,
    argv,
  );
  // Build settings (README "Environment"); an empty link is not shown. The server build (production)
  // gets the same, so the page it renders is the page the browser hydrates.
  for (const each of Array.isArray(config) ? config : [config]) {
    each.plugins.push(
      new webpack.EnvironmentPlugin({ APP_STORE_URL: '', PLAY_STORE_URL: '', TELEGRAM_URL: '', INSTAGRAM_URL: '', YOUTUBE_URL: '' }),
    );
  }
  return config;
};
