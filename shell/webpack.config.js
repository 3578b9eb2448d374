const path = require('node:path');
const webpack = require('webpack');
const { createConfig, createServerConfig } = require('@platform/shared/webpack');
const { RouteOwnersPlugin } = require('./route-owners.cjs');
const { BootChunksPlugin } = require('./boot-chunks.cjs');

/** Build settings (README "Environment"); empty hides the feature that needs them. Both builds get the same. */
const settings = () =>
  new webpack.EnvironmentPlugin({
    SUPPORT_CHAT_URL: '',
    BATTLE_URL: '',
    APP_STORE_URL: '',
    PLAY_STORE_URL: '',
    API_BASE_URL: '/api',
    TEACHER_SITE_URL: '',
  });

// The host: built into dist/shell/, served at `/`; remotes come from /remotes.json at runtime.
// Beside it, dist/shell-server/: the same app for Node.js, which renders the first screen (ADR 028).
module.exports = (_env, argv) => {
  const config = createConfig(
    {
      dir: __dirname,
      name: 'shell',
      outputPath: path.resolve(__dirname, '../dist/shell'),
      html: true,
      port: 3100,
      publicPath: '/',
    },
    argv,
  );
  config.plugins.push(
    settings(),
    // route-owners.json: the server preloads the remote that owns the requested path
    new RouteOwnersPlugin(__dirname),
    // boot-chunks.json: the server preloads the shell's start-up chunks and strings with the page
    new BootChunksPlugin(),
  );
  if (argv?.mode === 'development') return config;
  const server = createServerConfig(
    {
      dir: __dirname,
      name: 'shell',
      entry: './src/server.tsx',
      outputPath: path.resolve(__dirname, '../dist/shell-server'),
      plugins: [settings()],
    },
    argv,
  );
  return [config, server];
};
