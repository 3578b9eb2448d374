const path = require('node:path');
const { createConfig } = require('@platform/shared/webpack');
const { version } = require('./package.json');

// Built into dist/remotes/tests/<version>/ so several versions can be served side by side.
module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'tests',
      exposes: { './routes': './src/exposed/routes.tsx' },
      outputPath: path.resolve(__dirname, '../dist/remotes/tests', version),
      html: argv.mode === 'development',
      port: 3102,
    },
    argv,
  );
