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
    },
    env,
    argv,
  );
  // Build settings (README "Environment"); an empty link is not shown.
  config.plugins.push(
    new webpack.EnvironmentPlugin({ APP_STORE_URL: '', PLAY_STORE_URL: '', TELEGRAM_URL: '', INSTAGRAM_URL: '', YOUTUBE_URL: '' }),
  );
  return config;
};
