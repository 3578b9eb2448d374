// A remote's development build serves its standalone page, written by the shared preset from the
// remote's name (the eight copies of mf-*/public/index.html are gone, docs/decisions/047); a
// production build emits none (the api and nginx send the shell's index.html).
const path = require('node:path');
const { createRemoteConfig, standaloneHtml } = require('../../shared/build/webpack.cjs');

const root = path.resolve(__dirname, '../..');
const config = (mode) =>
  createRemoteConfig(
    { dir: path.join(root, 'mf-olympiad'), name: 'olympiad', exposes: { './routes': './src/exposed/routes.tsx' }, port: 0 },
    {},
    { mode },
  );
const htmlPlugin = (webpackConfig) => [webpackConfig].flat()[0].plugins.find((p) => p.constructor.name === 'HtmlWebpackPlugin');

describe("a remote's standalone development page", () => {
  it('is written from the remote name in development, with the root the standalone mount renders into', () => {
    const plugin = htmlPlugin(config('development'));
    expect(plugin.userOptions.template).toBeUndefined();
    expect(plugin.userOptions.templateContent).toBe(standaloneHtml('Olympiad (standalone)'));
    expect(plugin.userOptions.templateContent).toContain('<title>Olympiad (standalone)</title>');
    expect(plugin.userOptions.templateContent).toContain('<div id="root"></div>');
  });

  it('is not emitted by a production build', () => {
    expect(htmlPlugin(config('production'))).toBeUndefined();
  });
});
