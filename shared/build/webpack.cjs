// One place that builds every app's webpack config and Module Federation `shared` map,
// so the shell and the remotes cannot drift apart (see docs/decisions/002-*.md).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { contractPlugin } = require('./contract.cjs');
const shareScope = require('./share-scope.cjs');
const { RouteChunksPlugin } = require('./route-chunks.cjs');
const { RouteCssPlugin } = require('./route-css.cjs');

const sharedPkg = require('../package.json');

/** Version a package is installed at (root node_modules, npm workspaces hoist one copy). */
function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * The Module Federation runtime core (ADR 065). A production shell provides its own to the remotes
 * (`provideExternalRuntime`), which leave theirs out (`externalRuntime`): ~13.6 KB of Brotli less
 * per remote page. The provider's plugin `require`s the core's CommonJS build; the alias gives it
 * the ES module build the shell's runtime already bundles, or main.js would carry a second copy.
 */
const RUNTIME_CORE_ESM = require.resolve('@module-federation/runtime-core').replace(/index\.cjs$/, 'index.js');
// (by its path: the package's exports do not list its package.json, so installedVersion cannot read it)
const RUNTIME_CORE_VERSION = require(path.join(path.dirname(RUNTIME_CORE_ESM), '../package.json')).version;

/**
 * Libraries that must exist once in the composed page. react-router, react-i18next, react-query and
 * zod are not listed: a shared library is bundled whole, so they reach the apps tree-shaken through
 * the shared singletons `@platform/shared/router`, `/i18n`, `/query` and `/contracts`
 * (docs/decisions/003, 009).
 */
const SINGLETONS = ['react', 'react-dom', 'i18next', 'zustand'];

const SHARED_QUERY_DIR = path.join(__dirname, '../src/query');

/**
 * Every `@tanstack/react-query` import of an app (shell, remotes, shared UI) becomes
 * `@platform/shared/query`, the tree-shaken shared singleton; only that module imports the library.
 */
function reactQueryThroughShared(webpack) {
  return new webpack.NormalModuleReplacementPlugin(/^@tanstack\/react-query$/, (resource) => {
    if (!resource.context.startsWith(SHARED_QUERY_DIR)) resource.request = '@platform/shared/query';
  });
}

/**
 * The Module Federation `shared` map used by every app. Trailing-slash keys share the subpaths
 * (`react/jsx-runtime`, `react-dom/client`, `@platform/shared/session`, ...) as singletons too.
 */
function sharedMap() {
  const map = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    const entry = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
    map[name] = entry;
    map[`${name}/`] = entry;
  }
  const platform = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  map['@platform/shared/'] = platform;
  return map;
}

/**
 * The page a remote's development build serves on its own port (webpack-dev-server, `npm run dev -w
 * mf-<name>`): the root its standalone mount (`@platform/shared/standalone`) renders into. Nothing
 * serves it in production: the api and nginx send the shell's index.html.
 * @param {string} title
 */
function standaloneHtml(title) {
  return `<!doctype html>
<html lang="uz">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * Base webpack config for an app.
 * @param {object} o
 * @param {string} o.dir        the app folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name (`shell`, `universities`, ...)
 * @param {Record<string,string>} [o.exposes]  for remotes
 * @param {string} [o.outputPath]  where the build goes
 * @param {boolean|{title: string}} [o.html]  emit index.html: `true` from the app's public/index.html
 *                                (the shell); `{ title }` the page `standaloneHtml` writes (a remote's
 *                                standalone development page)
 * @param {number} [o.port]      dev-server port
 * @param {string} [o.publicPath] 'auto' for remotes (servable from any URL); '/' for the shell
 * @param {string} [o.version]   version recorded in a remote's contract.json (default: its package.json)
 */
function createConfig({ dir, name, exposes, outputPath, html = false, port = 3001, publicPath = 'auto', version }, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const prod = mode === 'production';
  const shared = sharedMap();
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      publicPath,
      // entry names stay stable (the federation runtime cannot hash them); they are served with no-cache
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // a remote version's server build is written into its server/ folder by a second compiler
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  localIdentName: prod ? `${name}-[hash:base64:6]` : '[name]__[local]',
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
            ...(prod ? [path.join(__dirname, 'css-minify.cjs')] : []),
          ],
        },
        { test: /\.svg$/, type: 'asset/resource' },
        // `uz.json?uz-Cyrl`: the uz strings in Cyrillic, made here at build time (docs/decisions/043)
        { test: /\.json$/, resourceQuery: /uz-Cyrl/, type: 'json', use: path.join(__dirname, 'uz-cyrl.cjs') },
      ],
    },
    plugins: [
      reactQueryThroughShared(webpack),
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.js' : undefined,
        exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        // mf-manifest.json: which chunks each exposed module needs, so the server can preload the
        // current route's remote (docs/decisions/009); the runtime still loads remotes by remoteEntry.js
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
        // remotes are registered by remoteEntry.js URL and only ever run in a browser: the runtime's
        // manifest-snapshot plugin and its Node.js code paths are left out of main.js
        // a production build's remotes run on the shell's runtime core (above); a development one
        // keeps its own, so a remote's standalone page runs without the shell
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          ...(prod ? (exposes ? { externalRuntime: true } : { provideExternalRuntime: true }) : {}),
        },
      }),
      // contract.json beside remoteEntry.js, or the shell's host-contract.json (docs/decisions/007)
      contractPlugin({
        dir,
        name,
        version: version ?? require(path.join(dir, 'package.json')).version,
        exposes,
        sharedMap: shared,
        runtimeCore: prod ? RUNTIME_CORE_VERSION : undefined,
      }),
      // route-chunks.json beside remoteEntry.js: each route's page scripts, preloaded with the page (docs/decisions/023)
      ...(exposes?.['./routes'] ? [new RouteChunksPlugin(path.resolve(dir, exposes['./routes']))] : []),
      ...(html
        ? [
            new HtmlWebpackPlugin({
              ...(html === true ? { template: path.join(dir, 'public/index.html') } : { templateContent: standaloneHtml(html.title) }),
              inject: 'body',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      // the Brotli and gzip siblings of its text files are made by scripts/compress.cjs (ADR 061)
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // license banners stay in the files that carry the code (and show which library a chunk holds)
      // ES2020 output (what swc targets) and a second compress pass: ~2 KB less Brotli on the first load.
      // Minified by swc (Terser's plugin, swc's minifier): 2.3x faster than Terser on the shell, and
      // 0.3 % fewer Brotli bytes (ADR 061); `some` keeps the /*! and @license banners
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: 'some' } },
        }),
      ],
    },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: 'http://localhost:3000' }],
    },
    stats: 'errors-warnings',
  };
}

/**
 * The shared modules the shell provides to every remote in the browser (its `boot-chunks.json`
 * `provided`, React aside), which a remote's server build takes from the shell's server build: the
 * shell's server entry exports each of them under this name (`shared`; a test checks the two lists).
 */
const HOST_PROVIDED = [
  '@platform/shared/api',
  '@platform/shared/contracts',
  '@platform/shared/events',
  '@platform/shared/format',
  '@platform/shared/i18n',
  '@platform/shared/lazy-routes',
  '@platform/shared/query',
  '@platform/shared/router',
  '@platform/shared/routes',
  '@platform/shared/session',
  '@platform/shared/shapes',
  '@platform/shared/ui',
  'i18next',
  'zustand',
  'zustand/react',
  'zustand/vanilla',
];

/**
 * The server build of an app's first screen (docs/decisions/028): one CommonJS file for Node.js that
 * the api requires to render a page before the browser's scripts run. Its code, CSS-module class
 * names, asset URLs and build-time settings are those of the browser build (same loaders, same
 * context and names), so the browser can hydrate what it renders. React and react-dom stay outside
 * (the server's one copy); everything else is bundled, lazy chunks included (one file). The CSS of
 * every module it imports is written beside it as `server.css`, which the api inlines into the page.
 * @param {object} o
 * @param {string} o.dir         the app folder
 * @param {string} o.name        federation name (class names start with it, as in the browser build)
 * @param {string} o.entry       the server entry, relative to `dir`
 * @param {string} o.outputPath  where `server.cjs` and `server.css` go (never a served folder)
 * @param {object[]} [o.plugins] build-time settings shared with the browser build
 */
function createServerConfig(
  { dir, name, entry, outputPath, plugins = [], fromHost = [], entryName = 'server', publicPath = '/', routesFile },
  argv = {},
) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  const browser = createConfig({ dir, name, outputPath }, argv);
  const [scriptRule, cssRule, svgRule, uzCyrlRule] = browser.module.rules;
  const hostKeys = new Set(fromHost);
  return {
    mode: browser.mode,
    context: dir,
    name: `${name}-server`,
    entry: { [entryName]: entry },
    devtool: false,
    target: 'node20',
    output: {
      path: outputPath,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath,
      clean: true,
    },
    resolve: browser.resolve,
    // React from the server that loads the build; for a remote, the modules the shell provides in the
    // browser from the shell's server build too (its `shared` export): one session, one i18next, one router
    externals: [
      /^react(-dom)?(\/.*)?$/,
      // (externals see the import as written: react-query is the shell's `@platform/shared/query` as in the browser build)
      ({ request }, callback) => {
        const shared = request === '@tanstack/react-query' ? '@platform/shared/query' : request;
        return hostKeys.has(shared) ? callback(null, shared) : callback();
      },
    ],
    externalsType: 'commonjs',
    module: {
      rules: [
        scriptRule,
        { ...cssRule, use: [MiniCssExtractPlugin.loader, ...cssRule.use.slice(1)] },
        // the same URL as in the browser build; the file itself is the browser build's
        { ...svgRule, generator: { emit: false } },
        uzCyrlRule,
      ],
    },
    plugins: [
      reactQueryThroughShared(webpack),
      new MiniCssExtractPlugin({ filename: `${entryName}.css`, chunkFilename: '[name].css' }),
      // a remote's routes keep their page chunks, so each page's CSS is its own file (route-css.json);
      // the shell is one file with all of its CSS
      ...(routesFile ? [new RouteCssPlugin(routesFile)] : [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]),
      ...plugins,
    ],
    // (modules kept apart: route-css.json finds the routes module's lazy imports by its file)
    optimization: { minimize: false, splitChunks: false, concatenateModules: false, moduleIds: 'named', chunkIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's config: built into dist/remotes/<name>/<version>/ so several versions are served side
 * by side. The version is the remote's package.json version unless `--env version=<v>` names another
 * (npm run deploy does). A development build also gets a standalone index.html.
 * @param {{ dir: string, name: string, exposes: Record<string,string>, port: number }} o
 */
function createRemoteConfig({ dir, name, exposes, port, serverRender = false }, env = {}, argv = {}) {
  const version = env.version || require(path.join(dir, 'package.json')).version;
  const outputPath = path.resolve(dir, '../dist/remotes', name, version);
  const html = argv.mode === 'development' && { title: `${name[0].toUpperCase()}${name.slice(1)} (standalone)` };
  const browser = createConfig({ dir, name, exposes, outputPath, html, version, port }, argv);
  if (!serverRender || argv.mode === 'development') return browser;
  // the version's `./routes` for Node.js, in its server/ folder (never served): the api renders the
  // pages of the routes that ask for it with it (docs/decisions/028)
  const server = createServerConfig(
    {
      dir,
      name,
      entry: exposes['./routes'],
      entryName: 'routes',
      outputPath: path.join(outputPath, 'server'),
      fromHost: HOST_PROVIDED,
      routesFile: path.resolve(dir, exposes['./routes']),
      // the URLs of its assets are the browser build's, served from the version's folder
      publicPath: `/remotes/${name}/${version}/`,
    },
    argv,
  );
  return [browser, server];
}

module.exports = {
  createConfig,
  standaloneHtml,
  createServerConfig,
  createRemoteConfig,
  HOST_PROVIDED,
  RUNTIME_CORE_VERSION,
  sharedMap,
  SINGLETONS,
  shareScope,
};
