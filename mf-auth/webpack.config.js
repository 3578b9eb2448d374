const path = require('node:path');
const { createConfig } = require('@platform/shared/webpack');
const { version } = require('./package.json');

// Built into dist/remotes/auth/<version>/ so several versions can be served side by side.
module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'auth',
      exposes: { './routes': './src/exposed/routes.tsx', './modal': './src/exposed/modal.tsx' },
      outputPath: path.resolve(__dirname, '../dist/remotes/auth', version),
      html: argv.mode === 'development',
      port: 3101,
    },
    argv,
  );
